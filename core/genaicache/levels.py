"""The key-value levels of a tier: L1 memory over an optional L2 store, read- and write-through.

Every L2 call goes through the level's :class:`Guard`, so a broken backend is a miss plus a
metric and a log line. Records that fail to parse or verify are deleted and counted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from genaicache.clock import Clock, system_clock
from genaicache.entry import Entry, decode_entry, encode_entry
from genaicache.errors import CorruptEntryError
from genaicache.guard import Guard
from genaicache.metrics import Metrics
from genaicache.stores.base import Store
from genaicache.stores.memory import MemoryStore, Record
from genaicache.write_filter import WriteFilter

log = logging.getLogger("genaicache")


@dataclass(frozen=True, slots=True)
class Found:
    """An entry read from a level; ``record`` is its L1 slot (for the decoded-value memo)."""

    entry: Entry
    level: str
    record: Record | None


class KVLevels:
    """L1 (+ L2): exact reads walk L1 then L2 and write L2 hits back to L1.

    ``tier`` names the tier these levels serve, as the label of their metrics.
    """

    def __init__(
        self,
        l1: MemoryStore | None,
        l2: Store | None,
        *,
        tier: str,
        metrics: Metrics,
        guard: Guard | None = None,
        secret: bytes | None = None,
        clock: Clock = system_clock,
        write_filter: WriteFilter | None = None,
    ) -> None:
        self.l1 = l1
        self.l2 = l2
        self.tier = tier  # the label of this level pair's metrics
        self.filter = write_filter
        self.metrics = metrics
        self.guard = guard or Guard(l2.name if l2 else "none", on_error=metrics.error)
        self.secret = secret
        self.clock = clock

    def get(self, key: str) -> Found | None:
        """The live entry for ``key`` from the fastest level that has it."""
        if self.l1 is not None:
            rec = self.l1.get(key)
            if rec is not None:
                return Found(rec.entry, "l1", rec)
        if self.l2 is None:
            return None
        if self.filter is not None and not self.guard.call(
            self.filter.might_contain, key, fallback=True
        ):
            self.metrics.skipped(self.tier, "l2")
            return None
        raw = self.guard.call(self.l2.get, key, fallback=None)
        if raw is None:
            return None
        entry = self._decode(key, raw)
        if entry is None or entry.expired(self.clock()):
            return None
        record = self._to_l1(entry, len(raw))
        return Found(entry, "l2", record)

    def _decode(self, key: str, raw: bytes) -> Entry | None:
        try:
            entry = decode_entry(raw, self.secret)
            if entry.key != key:
                raise CorruptEntryError("record stored under another key")
        except CorruptEntryError as exc:
            log.warning("genaicache: corrupt entry %s in %s deleted: %s", key, self._l2_name, exc)
            self.metrics.corrupt_entry(self._l2_name)
            if self.l2 is not None:
                self.guard.call(self.l2.delete, [key], fallback=0)
            return None
        return entry

    @property
    def _l2_name(self) -> str:
        return self.l2.name if self.l2 is not None else "none"

    def _to_l1(self, entry: Entry, size: int) -> Record | None:
        if self.l1 is None:
            return None
        return self.l1.put(entry, size)

    def put(self, entry: Entry, decoded: Any = None) -> None:
        """Write ``entry`` to every level (write-through). L2 failures degrade, never raise."""
        data = encode_entry(entry, self.secret)
        if self.l1 is not None:
            self.l1.put(entry, len(data), decoded)
        if self.l2 is not None:
            ttl = entry.ttl_left(self.clock())
            if ttl is not None and ttl <= 0:
                return
            if self.filter is not None:
                self.filter.add(entry.key)  # before the write: never a window of false misses
            self.guard.call(self.l2.set, entry.key, data, ttl, fallback=None)

    def delete(self, keys: Sequence[str], *, local_only: bool = False) -> int:
        n = self.l1.delete(keys) if self.l1 is not None else 0
        if self.l2 is not None and not local_only:
            n = max(n, self.guard.call(self.l2.delete, list(keys), fallback=0))
        return n

    def select(self, predicate: Callable[[Entry], bool], *, local_only: bool = False) -> list[str]:
        """Keys, at any level, of the entries for which ``predicate`` holds."""
        found = set(self.l1.select(predicate)) if self.l1 is not None else set()
        if self.l2 is None or local_only:
            return sorted(found)
        l2 = self.l2
        no_keys: list[str] = []
        keys = self.guard.call(lambda: list(l2.keys()), fallback=no_keys)
        for start in range(0, len(keys), 256):
            batch = keys[start : start + 256]
            missing: list[bytes | None] = [None] * len(batch)
            raws = self.guard.call(l2.get_many, batch, fallback=missing)
            for key, raw in zip(batch, raws, strict=False):
                if raw is None:
                    continue
                entry = self._decode(key, raw)
                if entry is not None and predicate(entry):
                    found.add(key)
        return sorted(found)

    def clear(self) -> None:
        if self.l1 is not None:
            self.l1.clear()
        if self.l2 is not None:
            self.guard.call(self.l2.clear, fallback=None)
            if self.filter is not None:
                self.guard.call(self.filter.sync, fallback=None)

    def close(self) -> None:
        if self.l2 is not None:
            self.guard.call(self.l2.close, fallback=None)
