"""Eviction policies for the in-memory level, behind one protocol.

A policy only orders keys; the store owns the data and asks the policy for a victim when it is
over its bounds. ``LRU`` is the default; ``LFU`` keeps popular answers; ``ValueAware`` evicts
first what is least worth keeping: uncertain answers and answers users disliked.
"""

from __future__ import annotations

import heapq
from collections import OrderedDict, defaultdict
from typing import Protocol, runtime_checkable

from genaicache.entry import Entry
from genaicache.freshness import eviction_weight


@runtime_checkable
class EvictionPolicy(Protocol):
    """Orders keys for eviction. Called by the store under its lock."""

    name: str

    def insert(self, key: str, entry: Entry) -> None: ...

    def touch(self, key: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def victim(self) -> str | None:
        """The key to evict next (without removing it), or ``None`` when empty."""
        ...


class LRU:
    """Least recently used goes first."""

    name = "lru"

    def __init__(self) -> None:
        self._order: OrderedDict[str, None] = OrderedDict()

    def insert(self, key: str, entry: Entry) -> None:
        self._order[key] = None
        self._order.move_to_end(key)

    def touch(self, key: str) -> None:
        if key in self._order:
            self._order.move_to_end(key)

    def remove(self, key: str) -> None:
        self._order.pop(key, None)

    def victim(self) -> str | None:
        return next(iter(self._order), None)


class LFU:
    """Least frequently used goes first; ties broken by least recent (O(1) per operation)."""

    name = "lfu"

    def __init__(self) -> None:
        self._freq: dict[str, int] = {}
        self._buckets: defaultdict[int, OrderedDict[str, None]] = defaultdict(OrderedDict)
        self._min = 0

    def insert(self, key: str, entry: Entry) -> None:
        self.remove(key)
        self._freq[key] = 1
        self._buckets[1][key] = None
        self._min = 1

    def touch(self, key: str) -> None:
        f = self._freq.get(key)
        if f is None:
            return
        bucket = self._buckets[f]
        del bucket[key]
        if not bucket:
            del self._buckets[f]
            if self._min == f:
                self._min = f + 1
        self._freq[key] = f + 1
        self._buckets[f + 1][key] = None

    def remove(self, key: str) -> None:
        f = self._freq.pop(key, None)
        if f is None:
            return
        bucket = self._buckets[f]
        bucket.pop(key, None)
        if not bucket:
            del self._buckets[f]
        if not self._freq:
            self._min = 0
        elif f == self._min and f not in self._buckets:
            self._min = min(self._buckets)

    def victim(self) -> str | None:
        if not self._freq:
            return None
        return next(iter(self._buckets[self._min]))


def value_weight(entry: Entry) -> float:
    """The entry's :func:`genaicache.freshness.eviction_weight`: highest is evicted first."""
    return eviction_weight(entry.uncertainty, min(1.0, max(0.0, entry.feedback)))


class ValueAware:
    """Evicts the entry with the highest :func:`value_weight` (uncertain, disliked) first."""

    name = "value"

    def __init__(self) -> None:
        self._weight: dict[str, tuple[float, int]] = {}
        self._heap: list[tuple[float, int, str]] = []
        self._tick = 0

    def insert(self, key: str, entry: Entry) -> None:
        self._tick += 1
        w = (-value_weight(entry), self._tick)
        self._weight[key] = w
        heapq.heappush(self._heap, (w[0], w[1], key))
        if len(self._heap) > 4 * len(self._weight) + 64:
            self._heap = [(w0, t, k) for k, (w0, t) in self._weight.items()]
            heapq.heapify(self._heap)

    def touch(self, key: str) -> None:
        """Access does not change worth: the weight depends on the answer, not its use."""

    def remove(self, key: str) -> None:
        self._weight.pop(key, None)

    def victim(self) -> str | None:
        while self._heap:
            w, tick, key = self._heap[0]
            if self._weight.get(key) == (w, tick):
                return key
            heapq.heappop(self._heap)
        return None


POLICIES: dict[str, type[LRU] | type[LFU] | type[ValueAware]] = {
    "lru": LRU,
    "lfu": LFU,
    "value": ValueAware,
}
