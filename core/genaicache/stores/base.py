"""The key-value store protocol (L2) that SQLite and Redis implement.

Backends do only I/O on bytes. The cross-cutting work (guard, metrics, serialization, TTL checks,
integrity) happens once, in the tier. Backends raise their native errors; the guard turns them
into misses.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Protocol, runtime_checkable


@runtime_checkable
class Store(Protocol):
    """A byte store with per-key TTL. Keys are opaque strings (hex hashes from the tier)."""

    name: str

    def get(self, key: str) -> bytes | None:
        """The stored bytes, or ``None`` when absent or expired."""
        ...

    def get_many(self, keys: Sequence[str]) -> list[bytes | None]:
        """One round trip for several keys; result aligned with ``keys``."""
        ...

    def set(self, key: str, value: bytes, ttl: float | None = None) -> None:
        """Store ``value``; ``ttl`` in seconds (``None``: no expiry; must be > 0 otherwise)."""
        ...

    def delete(self, keys: Sequence[str]) -> int:
        """Delete exactly these keys (never a pattern); returns how many existed."""
        ...

    def keys(self) -> Iterator[str]:
        """Every live key of this store (its own prefix only); used to rebuild filters."""
        ...

    def clear(self) -> None:
        """Delete every key this store owns (never other data in the same database)."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class Broadcaster(Protocol):
    """Publishes invalidation events to other processes (Redis pub/sub)."""

    def publish(self, message: str) -> None: ...

    def subscribe(self, handler: Callable[[str], None]) -> None: ...

    def close(self) -> None: ...
