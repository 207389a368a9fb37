"""L1 memory level: bounds, TTL with an injected clock, and the eviction policies."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from genaicache.clock import ManualClock
from genaicache.entry import Entry
from genaicache.errors import ConfigError
from genaicache.eviction import LFU, LRU, ValueAware, value_weight
from genaicache.stores.memory import MemoryStore


def entry(key: str, **kw: object) -> Entry:
    return Entry(key=key, tier="prompt", value=key, model="m", **kw)  # type: ignore[arg-type]


def test_lru_evicts_least_recently_used() -> None:
    s = MemoryStore(max_entries=2, policy=LRU())
    s.put(entry("a"), 1)
    s.put(entry("b"), 1)
    assert s.get("a") is not None
    s.put(entry("c"), 1)
    assert s.get("b") is None and s.get("a") is not None and s.get("c") is not None


def test_lfu_keeps_popular_entries() -> None:
    s = MemoryStore(max_entries=2, policy=LFU())
    s.put(entry("a"), 1)
    s.put(entry("b"), 1)
    for _ in range(3):
        s.get("a")
    s.get("b")
    s.put(entry("c"), 1)
    assert s.get("a") is not None and s.get("b") is None


def test_value_aware_evicts_uncertain_and_disliked_first() -> None:
    s = MemoryStore(max_entries=2, policy=ValueAware())
    s.put(entry("confident", uncertainty=0.1, feedback=1.0), 1)
    s.put(entry("hedgy", uncertainty=2.5, feedback=0.0), 1)
    s.put(entry("new"), 1)
    assert s.get("hedgy") is None and s.get("confident") is not None


def test_value_weight_formula() -> None:
    assert value_weight(entry("x", uncertainty=0.75, feedback=1.0)) == pytest.approx(0.35)
    assert value_weight(entry("x", uncertainty=0.75, feedback=0.0)) == pytest.approx(0.65)


def test_bounded_by_bytes() -> None:
    s = MemoryStore(max_entries=100, max_bytes=100)
    for i in range(10):
        s.put(entry(f"k{i}"), 30)
    assert s.nbytes <= 100 and len(s) == 3
    s.put(entry("huge"), 1000)  # larger than the whole bound: not stored, nothing evicted
    assert s.get("huge") is None and len(s) == 3


def test_ttl_with_injected_clock_and_eviction_callback() -> None:
    clock = ManualClock()
    evicted: list[tuple[str, str]] = []
    s = MemoryStore(clock=clock, on_evict=lambda e, why: evicted.append((e.key, why)))
    s.put(entry("k", expires_at=clock() + 10), 1)
    clock.advance(9.9)
    assert s.get("k") is not None
    clock.advance(0.1)
    assert s.get("k") is None
    assert evicted == [("k", "expired")]


def test_bad_bounds_are_config_errors() -> None:
    with pytest.raises(ConfigError, match="l1_max_entries"):
        MemoryStore(max_entries=0)


def test_thread_safe_under_concurrent_writes() -> None:
    s = MemoryStore(max_entries=50)

    def work(t: int) -> None:
        for i in range(500):
            s.put(entry(f"{t}-{i}"), 1)
            s.get(f"{t}-{i // 2}")

    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(work, range(8)))  # re-raises the first error of any worker
    assert len(s) == 50 and s.nbytes == 50
