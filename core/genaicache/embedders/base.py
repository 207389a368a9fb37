"""The embedder protocol: text in, unit-norm float32 vectors out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalized float32 vectors of a fixed dimension.

    ``name`` identifies the model (it is part of what a persisted index was built with).
    """

    name: str

    @property
    def dim(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """A ``(len(texts), dim)`` array of unit vectors."""
        ...


@runtime_checkable
class TokenEmbedder(Protocol):
    """An embedder that can also return contextual token embeddings (for token alignment)."""

    def embed_tokens(self, text: str) -> tuple[list[str], npt.NDArray[np.float32]]:
        """The word pieces of ``text`` (special tokens dropped) and their unit vectors."""
        ...
