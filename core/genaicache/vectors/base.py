"""The vector index protocol (L3) that FAISS and Chroma implement.

An index maps an item id (the entry's exact key) to a unit-norm vector inside a *partition*
(model + scope + context). Searching is always restricted to one partition inside the query,
never filtered after a one-result search, so a near hit from another model or tenant can never
shadow a valid one or leak.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]


@dataclass(frozen=True, slots=True)
class VectorMatch:
    """A nearest neighbour: the item id, its cosine similarity to the query, and its text."""

    item_id: str
    similarity: float
    text: str


@runtime_checkable
class VectorIndex(Protocol):
    """Nearest-neighbour search over unit vectors, partitioned."""

    name: str

    def add(self, item_id: str, vector: Vector, partition: str, text: str) -> None:
        """Insert or replace ``item_id`` (re-adding an id replaces its vector)."""
        ...

    def search(self, vector: Vector, partition: str, k: int = 4) -> list[VectorMatch]:
        """Up to ``k`` matches in ``partition``, most similar first."""
        ...

    def remove(self, item_ids: Sequence[str]) -> None:
        """Remove these ids (unknown ids are ignored)."""
        ...

    def clear(self) -> None: ...

    def __len__(self) -> int: ...

    def save(self) -> None:
        """Persist to disk when the index has a path; a no-op otherwise."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class PartitionSized(Protocol):
    """An index that knows, locally and exactly, how many items a partition holds.

    Only process-local indexes (FAISS) implement it: for them an empty partition means no
    match is possible, so the embedding can be skipped (the L3 "never written" filter).
    """

    def partition_size(self, partition: str) -> int: ...
