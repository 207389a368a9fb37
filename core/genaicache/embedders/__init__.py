"""Embedders: the default offline sentence-transformers model and framework adapters."""

from genaicache.embedders.base import Embedder, TokenEmbedder

__all__ = ["Embedder", "TokenEmbedder"]
