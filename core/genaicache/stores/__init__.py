"""Key-value levels: L1 memory and L2 stores (SQLite, Redis)."""

from genaicache.stores.base import Broadcaster, Store

__all__ = ["Broadcaster", "Store"]
