"""Bloom filter: never a false negative, bounded false positives, growth, rebuild, threads."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from genaicache.bloom import BloomFilter
from genaicache.errors import ConfigError


def _fp_rate(f: BloomFilter, probes: int = 20_000) -> float:
    return sum(f.might_contain(f"absent-{i}") for i in range(probes)) / probes


def test_no_false_negative_for_100k_keys_and_bounded_fp_rate() -> None:
    f = BloomFilter(expected_items=100_000, fp_rate=0.01)
    keys = [f"key-{i}" for i in range(100_000)]
    f.add_many(keys)
    assert all(f.might_contain(k) for k in keys)
    assert f.slices == 1
    assert _fp_rate(f) < 0.015


def test_grows_past_capacity_without_false_negatives_and_keeps_fp_bounded() -> None:
    f = BloomFilter(expected_items=1_000, fp_rate=0.01)
    keys = [f"key-{i}" for i in range(100_000)]
    f.add_many(keys)
    assert f.slices > 1
    assert all(k in f for k in keys)
    assert _fp_rate(f) < 0.015
    assert f.estimated_fp_rate() < 0.015


def test_unicode_surrogates_and_empty_keys() -> None:
    f = BloomFilter(expected_items=100)
    odd = ["", "\x00", "日本語", "emoji 🎉", "\udc80lone surrogate", "a" * 10_000]
    for k in odd:
        f.add(k)
    assert all(k in f for k in odd)


def test_add_reports_new_keys_and_len_counts_distinct_keys() -> None:
    f = BloomFilter(expected_items=1000)
    assert f.add("a") is True
    assert f.add("a") is False
    f.add_many(["b", "c", "b"])
    assert len(f) == 3


def test_unknown_key_is_absent_and_clear_forgets_everything() -> None:
    f = BloomFilter(expected_items=1000)
    f.add_many(f"k{i}" for i in range(500))
    assert "never-written" not in f
    f.clear()
    assert len(f) == 0
    assert not any(f"k{i}" in f for i in range(500))


def test_rebuild_replaces_contents_with_the_store_keys() -> None:
    f = BloomFilter(expected_items=1000)
    f.add_many(f"old-{i}" for i in range(500))
    count = f.rebuild(f"new-{i}" for i in range(2_000))
    assert count == len(f) and count > 1_900
    assert all(f"new-{i}" in f for i in range(2_000))
    assert sum(f"old-{i}" in f for i in range(500)) < 25  # only false positives remain


def test_failed_rebuild_keeps_the_old_contents() -> None:
    f = BloomFilter(expected_items=1000)
    f.add_many(f"k{i}" for i in range(100))

    def broken() -> Iterator[str]:
        yield "x"
        raise ConnectionError("store went away")

    with pytest.raises(ConnectionError):
        f.rebuild(broken())
    assert all(f"k{i}" in f for i in range(100))


def test_keys_added_during_a_rebuild_are_kept() -> None:
    f = BloomFilter(expected_items=1000)
    scanning = threading.Event()
    added = threading.Event()

    def store_keys() -> Iterator[str]:
        yield "stored-1"
        scanning.set()
        added.wait(10)
        yield "stored-2"

    worker = threading.Thread(target=f.rebuild, args=(store_keys(),))
    worker.start()
    assert scanning.wait(10)
    f.add("written-during-rebuild")
    added.set()
    worker.join(10)
    assert not worker.is_alive()
    assert all(k in f for k in ("stored-1", "stored-2", "written-during-rebuild"))


def test_concurrent_adds_and_reads_never_lose_a_key() -> None:
    f = BloomFilter(expected_items=500)  # small: the threads race through several growths
    start = threading.Barrier(4)
    missing: list[str] = []

    def writer(n: int) -> None:
        start.wait()
        for i in range(5_000):
            key = f"t{n}-{i}"
            f.add(key)
            if key not in f:
                missing.append(key)

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(writer, range(4)))  # re-raises the first error of any writer
    assert missing == []
    assert all(f"t{n}-{i}" in f for n in range(4) for i in range(5_000))
    assert f.slices > 1


@pytest.mark.parametrize(
    ("kwargs", "option"),
    [
        ({"expected_items": 0}, "expected_items"),
        ({"expected_items": 1.5}, "expected_items"),
        ({"fp_rate": 0.0}, "fp_rate"),
        ({"fp_rate": 1.0}, "fp_rate"),
        ({"growth": 1}, "growth"),
        ({"tightening": 1.0}, "tightening"),
    ],
)
def test_bad_sizing_is_a_config_error(kwargs: dict[str, float], option: str) -> None:
    with pytest.raises(ConfigError) as info:
        BloomFilter(**kwargs)  # type: ignore[arg-type]
    assert info.value.option == option
