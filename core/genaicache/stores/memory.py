"""L1: the in-process level. Thread-safe, bounded by entries and bytes, pluggable eviction.

It keeps :class:`Entry` objects (not bytes) plus the adapter's decoded value, so an L1 hit
costs a dict lookup and an expiry check, not a parse.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from genaicache.clock import Clock, system_clock
from genaicache.entry import Entry
from genaicache.errors import ConfigError
from genaicache.eviction import LRU, EvictionPolicy


@dataclass(slots=True)
class Record:
    """An L1 slot: the entry, its encoded size, the adapter's decoded value and derived views
    (e.g. annotated copies), memoized so a repeated hit does no work."""

    entry: Entry
    size: int
    decoded: Any = None
    hits: int = 0
    views: dict[str, Any] = field(default_factory=dict)


class MemoryStore:
    """A bounded in-memory map of key -> :class:`Record`.

    >>> from genaicache.entry import Entry
    >>> s = MemoryStore(max_entries=2)
    >>> _ = s.put(Entry(key="k", tier="prompt", value="v", model="m"), size=10)
    >>> s.get("k").entry.value
    'v'
    """

    name = "memory"

    def __init__(
        self,
        max_entries: int = 10_000,
        max_bytes: int = 256 * 1024 * 1024,
        *,
        policy: EvictionPolicy | None = None,
        clock: Clock = system_clock,
        on_evict: Callable[[Entry, str], None] | None = None,
    ) -> None:
        if not isinstance(max_entries, int) or max_entries < 1:
            raise ConfigError("l1_max_entries", f"must be an int >= 1, got {max_entries!r}")
        if not isinstance(max_bytes, int) or max_bytes < 1:
            raise ConfigError("l1_max_bytes", f"must be an int >= 1, got {max_bytes!r}")
        self.max_entries = max_entries
        self.max_bytes = max_bytes
        self.policy: EvictionPolicy = policy or LRU()
        self._clock = clock
        self._on_evict = on_evict
        self._data: dict[str, Record] = {}
        self._bytes = 0
        self._lock = threading.RLock()

    def __len__(self) -> int:
        return len(self._data)

    @property
    def nbytes(self) -> int:
        return self._bytes

    def get(self, key: str) -> Record | None:
        """The live record for ``key``; an expired one is dropped and ``None`` returned."""
        with self._lock:
            rec = self._data.get(key)
            if rec is None:
                return None
            exp = rec.entry.expires_at
            if exp is not None and self._clock() >= exp:
                self._drop(key, "expired")
                return None
            rec.hits += 1
            self.policy.touch(key)
            return rec

    def put(self, entry: Entry, size: int, decoded: Any = None) -> Record | None:
        """Insert or replace ``entry`` (``size``: its encoded bytes) after making room; returns
        its record (``None``: larger than the whole bound, not stored)."""
        if size > self.max_bytes:
            return None
        with self._lock:
            old = self._data.pop(entry.key, None)
            if old is not None:
                self._bytes -= old.size
                self.policy.remove(entry.key)
            # Make room first, so a newcomer is never its own victim (matters for LFU).
            while self._data and (
                len(self._data) >= self.max_entries or self._bytes + size > self.max_bytes
            ):
                victim = self.policy.victim()
                if victim is None or victim not in self._data:
                    break
                self._drop(victim, "capacity")
            record = self._data[entry.key] = Record(entry, size, decoded)
            self._bytes += size
            self.policy.insert(entry.key, entry)
            return record

    def _drop(self, key: str, reason: str) -> None:
        rec = self._data.pop(key)
        self._bytes -= rec.size
        self.policy.remove(key)
        if self._on_evict is not None:
            self._on_evict(rec.entry, reason)

    def delete(self, keys: Sequence[str]) -> int:
        with self._lock:
            n = 0
            for key in keys:
                rec = self._data.pop(key, None)
                if rec is not None:
                    self._bytes -= rec.size
                    self.policy.remove(key)
                    n += 1
            return n

    def select(self, predicate: Callable[[Entry], bool]) -> list[str]:
        """Keys of the entries for which ``predicate`` holds (for invalidation by attribute)."""
        with self._lock:
            return [k for k, r in self._data.items() if predicate(r.entry)]

    def keys(self) -> Iterator[str]:
        with self._lock:
            return iter(list(self._data))

    def clear(self) -> None:
        with self._lock:
            self._data.clear()
            self._bytes = 0
            self.policy = type(self.policy)()

    def close(self) -> None:
        """Nothing to release; present for symmetry with the other levels."""
