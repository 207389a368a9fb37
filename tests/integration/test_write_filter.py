"""The never-written filters: L2 (SQLite) and L3 (FAISS) round trips are skipped for keys that
were never written, and no filter ever turns a real entry into a miss."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from genaicache import Cache


def test_never_written_keys_skip_sqlite(tmp_path: Path) -> None:
    cache = Cache(path=str(tmp_path / "c.sqlite3"), semantic=False)
    assert cache.lookup("never asked", "m") is None
    assert cache.stats()["prompt.filtered.l2"] == 1
    cache.update("asked", "m", "v")
    cache.levels.l1.clear()  # type: ignore[union-attr]
    hit = cache.lookup("asked", "m")
    assert hit is not None and hit.level == "l2"


def test_writes_from_another_process_are_never_false_misses(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.sqlite3")
    reader = Cache(path=path, semantic=False)           # its filter is built now, empty
    writer = Cache(path=path, semantic=False)           # another connection to the file
    for i in range(50):
        writer.update(f"question {i}", "m", i)
    assert all(reader.lookup(f"question {i}", "m") is not None for i in range(50))


def test_filter_is_rebuilt_from_the_store_on_start(tmp_path: Path) -> None:
    path = str(tmp_path / "c.sqlite3")
    first = Cache(path=path, semantic=False)
    first.update("kept across restarts", "m", "v")
    first.close()
    second = Cache(path=path, semantic=False)
    hit = second.lookup("kept across restarts", "m")
    assert hit is not None and hit.level == "l2"
    assert second.lookup("never asked", "m") is None
    assert second.stats()["prompt.filtered.l2"] == 1


def test_empty_partition_skips_the_embedding(embedder: Any) -> None:
    cache = Cache(embedder=embedder)
    misses_before = embedder.memo.misses
    assert cache.lookup("a brand new question", "model-without-entries") is None
    assert cache.stats()["prompt.filtered.l3"] == 1
    assert embedder.memo.misses == misses_before  # the model was not run
    cache.update("How do I reset my password?", "m", "v")
    soft = cache.lookup("How can I reset my password?", "m")
    assert soft is not None and soft.soft
