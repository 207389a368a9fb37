"""Vector levels (L3): FAISS in process, Chroma embedded or as a server."""

from genaicache.vectors.base import Vector, VectorIndex, VectorMatch

__all__ = ["Vector", "VectorIndex", "VectorMatch"]
