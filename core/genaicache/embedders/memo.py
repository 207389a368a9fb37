"""A small thread-safe LRU memo of text -> embedding, shared by every embedder.

Why: a cache embeds the same prompt twice per miss (lookup, then update) and users repeat
themselves; the memo turns those repeats into a dict lookup instead of a model call.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np
import numpy.typing as npt

from genaicache.errors import InvalidInputError

FloatArray = npt.NDArray[np.float32]


class EmbeddingMemo:
    """An LRU map of text to a read-only unit vector; ``maxsize=0`` disables it.

    >>> memo = EmbeddingMemo(2)
    >>> memo.put("a", np.ones(2, np.float32)); memo.get("a") is not None
    True
    """

    def __init__(self, maxsize: int = 2048) -> None:
        if maxsize < 0:
            raise InvalidInputError(f"memo_size must be >= 0, got {maxsize}")
        self.maxsize = maxsize
        self._data: OrderedDict[str, FloatArray] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def get(self, text: str) -> FloatArray | None:
        """The memoized vector of ``text`` (counted as a hit or a miss)."""
        with self._lock:
            vector = self._data.get(text)
            if vector is None:
                self.misses += 1
            else:
                self.hits += 1
                self._data.move_to_end(text)
            return vector

    def __contains__(self, text: object) -> bool:
        """Whether ``text`` is memoized (not counted, does not refresh its recency)."""
        with self._lock:
            return text in self._data

    def put(self, text: str, vector: FloatArray) -> None:
        if self.maxsize == 0:
            return
        frozen = np.array(vector, dtype=np.float32, copy=True)
        frozen.setflags(write=False)
        with self._lock:
            self._data[text] = frozen
            self._data.move_to_end(text)
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._data)


def check_texts(texts: Sequence[str]) -> list[str]:
    """``texts`` as a list, or :class:`InvalidInputError` for a bare ``str`` or a non-str item."""
    if isinstance(texts, (str, bytes)):
        raise InvalidInputError("embed() takes a sequence of strings, not a single string")
    items = list(texts)
    for item in items:
        if not isinstance(item, str):
            raise InvalidInputError(f"embed() takes strings, got {type(item).__name__}")
    return items


def row_norms(array: FloatArray) -> FloatArray:
    """The L2 norm of each row as a column, the floats ``np.linalg.norm(array, axis=1,
    keepdims=True)`` gives, without its dispatch (a cost on the tiny arrays of one text)."""
    norms: FloatArray = np.sqrt(np.add.reduce(array * array, axis=1, keepdims=True))
    return norms


def unit_rows(matrix: npt.ArrayLike) -> FloatArray:
    """Rows of ``matrix`` scaled to unit L2 norm as float32 (zero rows stay zero)."""
    array = np.asarray(matrix, dtype=np.float32)
    if array.ndim != 2:
        raise InvalidInputError(f"an embedder returned shape {array.shape}, expected (n, dim)")
    norms = row_norms(array)
    # a NaN or infinite value makes its row's norm NaN or infinite: finite norms prove the
    # matrix finite, so the whole matrix is tested only when some norm is not
    if not np.isfinite(norms).all() and not np.isfinite(array).all():
        raise InvalidInputError("an embedder returned NaN or infinite values")
    return np.ascontiguousarray(array / np.maximum(norms, np.float32(1e-12)), dtype=np.float32)


def embed_memoized(
    memo: EmbeddingMemo,
    texts: Sequence[str],
    compute: Callable[[list[str]], FloatArray],
    dim: Callable[[], int],
) -> FloatArray:
    """Embed ``texts``, calling ``compute`` once for the distinct texts the memo lacks."""
    items = check_texts(texts)
    if not items:
        return np.empty((0, dim()), dtype=np.float32)
    found: dict[str, FloatArray] = {}
    missing: list[str] = []
    for text in dict.fromkeys(items):  # distinct texts, first-seen order
        vector = memo.get(text)
        if vector is None:
            missing.append(text)
        else:
            found[text] = vector
    if missing:
        computed = compute(missing)
        for text, vector in zip(missing, computed, strict=True):
            memo.put(text, vector)
            found[text] = vector
    return np.stack([found[text] for text in items])
