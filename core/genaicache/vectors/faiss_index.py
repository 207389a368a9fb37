"""L3 in process: FAISS, one sub-index per partition, saved to one file.

Default: exact inner product (``IndexFlatIP`` in ``IndexIDMap2``) with stable removable int64
ids derived from the item id (xxh64, 63 bits). Option ``hnsw=True``: ``IndexHNSWFlat``, which
cannot remove, so removed vectors become tombstones filtered from results, and a partition is
rebuilt once its tombstones pass 20% of it.

Persistence: ``path`` is a *directory*; :meth:`FaissIndex.save` writes ``<path>/index.faiss``
(a JSON header with the metadata, then the raw FAISS index blobs; never pickle) to a temporary
file and renames it into place, so a crash leaves the previous snapshot intact.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import struct
import tempfile
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import xxhash

from genaicache.checks import check_strs
from genaicache.errors import ConfigError
from genaicache.vectors.base import (
    Vector,
    VectorMatch,
    as_vector,
    check_item,
    check_query,
    unique_ids,
)

_log = logging.getLogger(__name__)
FILE_NAME = "index.faiss"
_MAGIC = b"GENAICACHE-FAISS\n"
_FORMAT = 1
_MASK = (1 << 63) - 1
REBUILD_RATIO = 0.2
_EF_SEARCH = 64


def _faiss() -> Any:
    try:
        import faiss
    except ImportError as exc:
        from genaicache.errors import DependencyMissingError

        raise DependencyMissingError("faiss-cpu", "faiss") from exc
    return faiss


def stable_id(item_id: str) -> int:
    """The non-negative 63-bit int64 FAISS id of ``item_id`` (before collision probing)."""
    return xxhash.xxh64_intdigest(item_id.encode("utf-8", "surrogatepass")) & _MASK


@dataclass(frozen=True, slots=True)
class _Item:
    item_id: str
    partition: str
    text: str


class _Partition:
    """One partition's FAISS index plus its label <-> key maps and tombstones.

    A *key* is the item's stable id; a *label* is its id inside this FAISS index (the key
    itself for the flat index, the insertion position for HNSW).
    """

    def __init__(self, dim: int, hnsw: bool, hnsw_m: int) -> None:
        faiss = _faiss()
        self.hnsw = hnsw
        self.hnsw_m = hnsw_m
        if hnsw:
            self.index = faiss.IndexHNSWFlat(dim, hnsw_m, faiss.METRIC_INNER_PRODUCT)
        else:
            self.index = faiss.IndexIDMap2(faiss.IndexFlatIP(dim))
        self.labels: dict[int, int] = {}  # key -> label
        self.keys: dict[int, int] = {}  # label -> key
        self.dead: set[int] = set()

    def add(self, key: int, vector: npt.NDArray[np.float32]) -> None:
        if self.hnsw:
            label = int(self.index.ntotal)
            self.index.add(vector)
        else:
            label = key
            self.index.add_with_ids(vector, np.array([key], dtype=np.int64))
        self.labels[key] = label
        self.keys[label] = key

    def discard(self, keys: Iterable[int]) -> None:
        labels = [self.labels.pop(key) for key in keys if key in self.labels]
        for label in labels:
            del self.keys[label]
        if self.hnsw:
            self.dead.update(labels)
        elif labels:
            self.index.remove_ids(np.array(labels, dtype=np.int64))

    def search(self, query: npt.NDArray[np.float32], k: int) -> list[tuple[int, float]]:
        wanted = min(k + len(self.dead), int(self.index.ntotal))
        if wanted <= 0:
            return []
        if self.hnsw:
            self.index.hnsw.efSearch = max(_EF_SEARCH, wanted)
        scores, labels = self.index.search(query, wanted)
        hits = [(int(lb), float(s)) for lb, s in zip(labels[0], scores[0], strict=True)]
        return [(self.keys[lb], s) for lb, s in hits if lb in self.keys][:k]

    def vectors(self) -> tuple[list[int], npt.NDArray[np.float32]]:
        """The live keys and their stored vectors."""
        keys = sorted(self.labels)
        rows = [self.index.reconstruct(self.labels[key]) for key in keys]
        matrix = np.asarray(rows, dtype=np.float32).reshape(len(keys), self.index.d)
        return keys, matrix

    @property
    def needs_rebuild(self) -> bool:
        """Tombstones are more than :data:`REBUILD_RATIO` of the HNSW index."""
        return len(self.dead) > REBUILD_RATIO * int(self.index.ntotal)

    def rebuilt(self, hnsw: bool, hnsw_m: int) -> _Partition:
        """A fresh partition holding only the live vectors (drops tombstones, or changes kind)."""
        keys, matrix = self.vectors()
        fresh = _Partition(int(self.index.d), hnsw, hnsw_m)
        for key, row in zip(keys, matrix, strict=True):
            fresh.add(key, row.reshape(1, -1))
        return fresh

    def __len__(self) -> int:
        return len(self.labels)


class FaissIndex:
    """Nearest-neighbour search over unit vectors with FAISS, partitioned and persistable.

    >>> import numpy as np
    >>> index = FaissIndex(384)                          # in memory
    >>> vector = np.full(384, 384 ** -0.5, dtype=np.float32)
    >>> index.add("key1", vector, partition="gpt-4o|tenant-a", text="hello")
    >>> index.search(vector, partition="gpt-4o|tenant-a", k=1)[0].item_id
    'key1'
    >>> index = FaissIndex(384, path="cache/faiss")      # doctest: +SKIP

    With ``path`` (a directory) the index is saved there and loaded from there.
    """

    name = "faiss"

    def __init__(
        self,
        dim: int,
        *,
        path: str | os.PathLike[str] | None = None,
        hnsw: bool = False,
        hnsw_m: int = 32,
        omp_threads: int | None = 1,
    ) -> None:
        if not isinstance(dim, int) or isinstance(dim, bool) or dim < 1:
            raise ConfigError("dim", f"must be a positive int, got {dim!r}")
        if not isinstance(hnsw_m, int) or hnsw_m < 2:
            raise ConfigError("hnsw_m", f"must be an int >= 2, got {hnsw_m!r}")
        faiss = _faiss()
        if omp_threads is not None:
            # Process-wide. One query searches a small index: FAISS's default of a thread per
            # core makes each search wait for a second OpenMP thread (1.5-8 ms instead of
            # ~20 µs when the other core is busy). Pass None to leave the setting alone.
            faiss.omp_set_num_threads(omp_threads)
        self.dim = dim
        self.hnsw = hnsw
        self.hnsw_m = hnsw_m
        self.path = Path(path) if path is not None else None
        self._lock = threading.RLock()
        self._save_lock = threading.Lock()
        self._items: dict[int, _Item] = {}
        self._keys: dict[str, int] = {}
        self._parts: dict[str, _Partition] = {}
        if self.path is not None and self.file.exists():
            self._load_or_warn()

    @property
    def file(self) -> Path:
        """The snapshot file, ``<path>/index.faiss``."""
        if self.path is None:
            raise ConfigError("path", "this FaissIndex is in memory only")
        return self.path / FILE_NAME

    def add(self, item_id: str, vector: Vector, partition: str, text: str) -> None:
        """Insert ``item_id`` into ``partition``; re-adding an id replaces its vector."""
        check_item(item_id, partition, text)
        row = self._unit(vector)
        with self._lock:
            key = self._keys.get(item_id)
            if key is not None:
                self._discard([key])
            key = self._free_key(item_id)
            part = self._parts.get(partition)
            if part is None:
                part = self._parts[partition] = _Partition(self.dim, self.hnsw, self.hnsw_m)
            part.add(key, row)
            self._items[key] = _Item(item_id, partition, text)
            self._keys[item_id] = key

    def search(self, vector: Vector, partition: str, k: int = 4) -> list[VectorMatch]:
        """Up to ``k`` matches in ``partition`` only, most similar first."""
        check_query(partition, k)
        row = self._unit(vector)
        with self._lock:
            part = self._parts.get(partition)
            hits = part.search(row, k) if part is not None else []
            items = [(self._items[key], score) for key, score in hits]
        return [VectorMatch(item.item_id, score, item.text) for item, score in items]

    def partition_size(self, partition: str) -> int:
        """Live items in ``partition`` (0: a search there cannot match, skip the embedding)."""
        with self._lock:
            part = self._parts.get(partition)
            return 0 if part is None else len(part)

    def remove(self, item_ids: Sequence[str]) -> None:
        """Remove these ids; unknown and repeated ids are ignored."""
        ids = unique_ids(item_ids)
        with self._lock:
            self._discard([self._keys[i] for i in ids if i in self._keys])

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._keys.clear()
            self._parts.clear()

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def save(self) -> None:
        """Write the snapshot atomically (temp file + rename); a no-op without ``path``."""
        if self.path is None:
            return
        with self._save_lock:
            with self._lock:
                header, blobs = self._snapshot()
            _write_atomically(self.file, header, blobs)

    def close(self) -> None:
        """Save (when the index has a path)."""
        self.save()

    def _unit(self, vector: Vector) -> npt.NDArray[np.float32]:
        array = as_vector(vector, self.dim)
        unit = array / np.float32(np.linalg.norm(array))
        return np.ascontiguousarray(unit.reshape(1, -1), dtype=np.float32)

    def _free_key(self, item_id: str) -> int:
        """``stable_id(item_id)``, probed past ids taken by other items (a 63-bit collision)."""
        key = stable_id(item_id)
        while key in self._items:
            _log.warning("faiss id collision for %r; probing the next id", item_id)
            key = (key + 1) & _MASK
        return key

    def _discard(self, keys: list[int]) -> None:
        by_partition: dict[str, list[int]] = {}
        for key in keys:
            item = self._items.pop(key)
            del self._keys[item.item_id]
            by_partition.setdefault(item.partition, []).append(key)
        for name, part_keys in by_partition.items():
            part = self._parts[name]
            part.discard(part_keys)
            if len(part) == 0:
                del self._parts[name]
            elif part.needs_rebuild:
                _log.debug("rebuilding FAISS partition %r (%d tombstones)", name, len(part.dead))
                self._parts[name] = part.rebuilt(self.hnsw, self.hnsw_m)

    def _snapshot(self) -> tuple[dict[str, Any], list[bytes]]:
        faiss = _faiss()
        blobs: list[bytes] = []
        parts: list[dict[str, Any]] = []
        for name, part in self._parts.items():
            blobs.append(faiss.serialize_index(part.index).tobytes())
            parts.append({"name": name, "hnsw": part.hnsw, "hnsw_m": part.hnsw_m,
                          "size": len(blobs[-1]), "labels": sorted(part.labels.items()),
                          "dead": sorted(part.dead)})
        items = [[key, it.item_id, it.partition, it.text] for key, it in self._items.items()]
        header = {"format": _FORMAT, "dim": self.dim, "items": items, "partitions": parts}
        return header, blobs

    def _load_or_warn(self) -> None:
        """Load the snapshot; a corrupt or unreadable one logs a warning and starts empty."""
        try:
            self._load(self.file.read_bytes())
        except Exception as exc:  # any fault of the file must not crash the user's app
            self.clear()
            _log.warning("ignoring unreadable FAISS index %s (%s); starting empty",
                         self.file, exc)
            with contextlib.suppress(OSError):
                os.replace(self.file, self.file.with_name(FILE_NAME + ".corrupt"))

    def _load(self, data: bytes) -> None:
        header, blobs = _parse(data)
        if header.get("format") != _FORMAT or header.get("dim") != self.dim:
            raise ValueError(f"format/dim {header.get('format')}/{header.get('dim')} "
                             f"!= {_FORMAT}/{self.dim}")
        faiss = _faiss()
        for key, item_id, partition, text in header["items"]:
            check_strs(item_id=item_id, partition=partition, text=text)
            self._items[int(key)] = _Item(item_id, partition, text)
            self._keys[item_id] = int(key)
        for meta, blob in zip(header["partitions"], blobs, strict=True):
            part = _Partition(self.dim, bool(meta["hnsw"]), int(meta["hnsw_m"]))
            part.index = faiss.deserialize_index(np.frombuffer(blob, dtype=np.uint8))
            part.labels = {int(k): int(lb) for k, lb in meta["labels"]}
            part.keys = {lb: k for k, lb in part.labels.items()}
            part.dead = {int(lb) for lb in meta["dead"]}
            _check_partition(part, self.dim, [self._items[k].partition for k in part.labels],
                             meta["name"])
            if part.hnsw != self.hnsw or part.needs_rebuild:
                part = part.rebuilt(self.hnsw, self.hnsw_m)
            self._parts[meta["name"]] = part
        total = sum(len(p) for p in self._parts.values())
        if not total == len(self._items) == len(self._keys):
            raise ValueError("items and partitions disagree")


def _check_partition(part: _Partition, dim: int, owners: list[str], name: str) -> None:
    """Raise ``ValueError`` unless a loaded partition is consistent with its metadata."""
    if int(part.index.d) != dim or part.index.metric_type != _faiss().METRIC_INNER_PRODUCT:
        raise ValueError(f"partition {name!r}: wrong dimension or metric")
    if any(owner != name for owner in owners) or len(part.keys) != len(part.labels):
        raise ValueError(f"partition {name!r}: labels disagree with items")
    if part.hnsw and any(not 0 <= lb < part.index.ntotal for lb in (*part.keys, *part.dead)):
        raise ValueError(f"partition {name!r}: label out of range")
    if not part.hnsw and int(part.index.ntotal) != len(part.labels):
        raise ValueError(f"partition {name!r}: vector count disagrees with items")


def _write_atomically(file: Path, header: dict[str, Any], blobs: list[bytes]) -> None:
    file.parent.mkdir(parents=True, exist_ok=True)
    encoded = json.dumps(header, ensure_ascii=False).encode("utf-8", "surrogatepass")
    fd, tmp = tempfile.mkstemp(prefix=f".{file.name}.", suffix=".tmp", dir=file.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(_MAGIC + struct.pack("<Q", len(encoded)) + encoded)
            for blob in blobs:
                handle.write(blob)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, file)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _parse(data: bytes) -> tuple[dict[str, Any], list[bytes]]:
    if not data.startswith(_MAGIC):
        raise ValueError("not a genaicache FAISS file")
    start = len(_MAGIC) + 8
    (size,) = struct.unpack("<Q", data[len(_MAGIC):start])
    header = json.loads(data[start:start + size].decode("utf-8", "surrogatepass"))
    if not isinstance(header, dict):
        raise ValueError("header is not an object")
    blobs: list[bytes] = []
    offset = start + size
    for meta in header["partitions"]:
        blobs.append(data[offset:offset + int(meta["size"])])
        offset += int(meta["size"])
    if offset != len(data):
        raise ValueError("file is truncated or has trailing bytes")
    return header, blobs
