"""A scalable, thread-safe Bloom filter in front of L2/L3 (cache-penetration guard).

A lookup for a key that was never written skips the round trip to Redis or the vector index.
The filter never gives a false negative for a key whose :meth:`BloomFilter.add` returned, so it
never causes a false miss; a false positive only costs the round trip it would have made anyway.

It grows as a list of slices (Almeida et al., "Scalable Bloom Filters"): when the current slice
reaches its capacity a larger slice with a tighter error rate is appended, so the compound false
positive rate stays below the configured one however many keys arrive.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterable

import xxhash

from genaicache.errors import ConfigError

_MASK64 = (1 << 64) - 1


def _hashes(key: str) -> tuple[int, int]:
    """Two independent 64-bit hashes of ``key`` (the halves of xxh3-128) for double hashing."""
    digest = xxhash.xxh3_128_intdigest(key.encode("utf-8", "surrogatepass"))
    return digest >> 64, (digest & _MASK64) | 1  # odd step: visits distinct bits


class _Slice:
    """One fixed-size Bloom filter: ``m`` bits, ``k`` probes, sized for ``capacity`` keys."""

    __slots__ = ("bits", "capacity", "count", "k", "m")

    def __init__(self, capacity: int, error_rate: float) -> None:
        self.capacity = capacity
        self.m = max(8, math.ceil(-capacity * math.log(error_rate) / (math.log(2) ** 2)))
        self.k = max(1, round(self.m / capacity * math.log(2)))
        self.bits = bytearray((self.m + 7) // 8)
        self.count = 0

    def _probes(self, h1: int, h2: int) -> list[int]:
        m = self.m
        return [(h1 + i * h2) % m for i in range(self.k)]

    def add(self, h1: int, h2: int) -> bool:
        """Set the key's bits; True when at least one was unset (the key is new)."""
        bits = self.bits
        new = False
        for p in self._probes(h1, h2):
            byte, mask = p >> 3, 1 << (p & 7)
            if not bits[byte] & mask:
                bits[byte] |= mask
                new = True
        if new:
            self.count += 1
        return new

    def contains(self, h1: int, h2: int) -> bool:
        bits = self.bits
        return all(bits[p >> 3] & (1 << (p & 7)) for p in self._probes(h1, h2))

    def fill_ratio(self) -> float:
        return sum(b.bit_count() for b in self.bits) / self.m


class BloomFilter:
    """Set membership with no false negatives and a bounded false-positive rate.

    ``expected_items`` sizes the first slice; past it the filter grows by ``growth`` while
    each new slice's error rate is multiplied by ``tightening``, which keeps the compound rate
    below ``fp_rate``. Safe to share between threads.

    >>> f = BloomFilter(expected_items=1000, fp_rate=0.01)
    >>> f.add("k1")
    True
    >>> f.might_contain("k1"), "k1" in f
    (True, True)
    """

    def __init__(
        self,
        expected_items: int = 100_000,
        fp_rate: float = 0.01,
        *,
        growth: int = 2,
        tightening: float = 0.5,
    ) -> None:
        if isinstance(expected_items, bool) or not isinstance(expected_items, int):
            raise ConfigError("expected_items", f"must be an int, not {expected_items!r}")
        if expected_items < 1:
            raise ConfigError("expected_items", f"must be >= 1, got {expected_items}")
        if not isinstance(fp_rate, float | int) or not 0 < fp_rate < 1:
            raise ConfigError("fp_rate", f"must be in (0, 1), got {fp_rate!r}")
        if isinstance(growth, bool) or not isinstance(growth, int) or growth < 2:
            raise ConfigError("growth", f"must be an int >= 2, got {growth!r}")
        if not isinstance(tightening, float | int) or not 0 < tightening < 1:
            raise ConfigError("tightening", f"must be in (0, 1), got {tightening!r}")
        self.expected_items = expected_items
        self.fp_rate = float(fp_rate)
        self.growth = growth
        self.tightening = float(tightening)
        self._lock = threading.Lock()
        self._rebuild_lock = threading.Lock()
        self._slices: list[_Slice] = [self._first_slice()]
        self._shadow: list[_Slice] | None = None  # the filter being rebuilt, if any

    def _first_slice(self) -> _Slice:
        # P0 * (1 + r + r^2 + ...) = P0 / (1 - r) <= fp_rate
        return _Slice(self.expected_items, self.fp_rate * (1 - self.tightening))

    def _grow(self, slices: list[_Slice]) -> None:
        last = slices[-1]
        rate = self.fp_rate * (1 - self.tightening) * self.tightening ** len(slices)
        slices.append(_Slice(last.capacity * self.growth, max(rate, 1e-12)))

    def _add_to(self, slices: list[_Slice], h1: int, h2: int) -> bool:
        if any(s.contains(h1, h2) for s in slices[:-1]):
            return False
        if slices[-1].count >= slices[-1].capacity:
            self._grow(slices)
        return slices[-1].add(h1, h2)

    def add(self, key: str) -> bool:
        """Record ``key``; True when it was (probably) not in the filter before."""
        h1, h2 = _hashes(key)
        with self._lock:
            if self._shadow is not None:
                self._add_to(self._shadow, h1, h2)
            return self._add_to(self._slices, h1, h2)

    def add_many(self, keys: Iterable[str]) -> int:
        """Record every key; returns how many were new."""
        return sum(self.add(k) for k in keys)

    def might_contain(self, key: str) -> bool:
        """False only when ``key`` was certainly never added (since the last clear/rebuild)."""
        h1, h2 = _hashes(key)
        with self._lock:
            return any(s.contains(h1, h2) for s in self._slices)

    __contains__ = might_contain

    def rebuild(self, keys: Iterable[str]) -> int:
        """Replace the contents with ``keys`` (e.g. every key of the store); returns the count.

        Keys added by other threads while the rebuild runs are kept. If ``keys`` raises, the old
        contents stay in place, so a failed rebuild never causes a false miss.
        """
        with self._rebuild_lock:
            shadow = [self._first_slice()]
            with self._lock:
                self._shadow = shadow
            try:
                for key in keys:
                    h1, h2 = _hashes(key)
                    with self._lock:
                        self._add_to(shadow, h1, h2)
            finally:
                with self._lock:
                    if self._shadow is shadow:
                        self._shadow = None
            with self._lock:
                self._slices = shadow
                return self._count(shadow)

    def clear(self) -> None:
        """Forget every key (a later lookup of any key skips the backend)."""
        with self._lock:
            self._slices = [self._first_slice()]
            if self._shadow is not None:
                self._shadow[:] = [self._first_slice()]

    @staticmethod
    def _count(slices: list[_Slice]) -> int:
        return sum(s.count for s in slices)

    def __len__(self) -> int:
        """Approximate number of distinct keys added."""
        with self._lock:
            return self._count(self._slices)

    @property
    def slices(self) -> int:
        """How many slices the filter has grown to (1 until ``expected_items`` is passed)."""
        with self._lock:
            return len(self._slices)

    @property
    def nbytes(self) -> int:
        with self._lock:
            return sum(len(s.bits) for s in self._slices)

    def estimated_fp_rate(self) -> float:
        """The current false-positive probability estimated from each slice's fill ratio."""
        with self._lock:
            miss = 1.0
            for s in self._slices:
                miss *= 1.0 - s.fill_ratio() ** s.k
            return 1.0 - miss
