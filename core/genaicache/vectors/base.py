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

from genaicache.checks import check_strs, str_tuple
from genaicache.errors import InvalidInputError

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


# Argument checks every index makes at its boundary, written once.

def check_item(item_id: str, partition: str, text: str) -> None:
    """What ``add`` takes: three str, the id non-empty."""
    check_strs(item_id=item_id, partition=partition, text=text)
    if not item_id:
        raise InvalidInputError("item_id must not be empty")


def check_query(partition: str, k: int) -> None:
    """What ``search`` takes besides the vector: a str partition and a positive int ``k``."""
    check_strs(partition=partition)
    if not isinstance(k, int) or isinstance(k, bool) or k < 1:
        raise InvalidInputError(f"k must be a positive int, got {k!r}")


def unique_ids(item_ids: Sequence[str]) -> list[str]:
    """What ``remove`` takes: a list of str (not one str), repeats dropped, order kept."""
    return list(dict.fromkeys(str_tuple(item_ids, "item_ids")))


def as_vector(vector: Vector, dim: int | None) -> Vector:
    """``vector`` as a 1-D float32 array of ``dim`` (when known) finite values, not all zero."""
    try:
        array = np.asarray(vector, dtype=np.float32)
    except (TypeError, ValueError) as exc:
        raise InvalidInputError(f"vector is not numeric: {exc}") from exc
    if array.ndim != 1 or array.shape[0] == 0 or (dim is not None and array.shape[0] != dim):
        expected = f"({dim},)" if dim is not None else "1-D and non-empty"
        raise InvalidInputError(f"vector must have shape {expected}, got {array.shape}")
    norm = float(np.linalg.norm(array))
    if not np.isfinite(norm) or norm == 0.0:
        raise InvalidInputError("vector must be finite and non-zero")
    return array
