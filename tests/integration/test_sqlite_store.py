"""SQLiteStore against real SQLite files: TTL, restarts, a killed writer, many threads."""

from __future__ import annotations

import hashlib
import math
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from store_contract import StoreContract

from genaicache.clock import ManualClock
from genaicache.errors import ConfigError
from genaicache.stores.sqlite import PURGE_EVERY, SQLiteStore


def payload(key: str, size: int = 1024) -> bytes:
    """Deterministic bytes for ``key``, so a reader can check a value is intact."""
    digest = hashlib.sha256(key.encode()).digest()
    return (digest * (size // len(digest) + 1))[:size]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "cache" / "l2.db"


class TestSQLiteContract(StoreContract):
    store_name = "sqlite"

    @pytest.fixture
    def store(self, db_path: Path) -> Iterator[SQLiteStore]:
        with SQLiteStore(db_path) as store:
            yield store

    @pytest.fixture
    def reopen(self, db_path: Path) -> Callable[[], SQLiteStore]:
        return lambda: SQLiteStore(db_path)


def test_ttl_expiry_with_manual_clock(db_path: Path) -> None:
    clock = ManualClock()
    store = SQLiteStore(db_path, clock=clock)
    store.set("short", b"s", ttl=10)
    store.set("forever", b"f")
    store.set("infinite", b"i", ttl=math.inf)
    clock.advance(9.9)
    assert store.get("short") == b"s"
    clock.advance(0.2)
    assert store.get("short") is None
    assert store.get_many(["short", "forever", "infinite"]) == [None, b"f", b"i"]
    assert sorted(store.keys()) == ["forever", "infinite"]
    assert store.delete(["short"]) == 0  # expired rows do not count as existing
    store.set("short", b"again", ttl=5)
    assert store.get("short") == b"again"


def test_expired_rows_are_purged(db_path: Path) -> None:
    clock = ManualClock()
    store = SQLiteStore(db_path, clock=clock)
    for i in range(10):
        store.set(f"old{i}", b"x", ttl=1)
    clock.advance(2)
    assert store.purge_expired() == 10
    for i in range(5):
        store.set(f"gone{i}", b"x", ttl=1)
    clock.advance(2)
    for i in range(PURGE_EVERY):  # writes trigger the occasional purge on their own
        store.set(f"k{i % 7}", b"x")
    store.close()
    with sqlite3.connect(db_path) as raw:
        rows = raw.execute("SELECT count(*) FROM genaicache WHERE key LIKE 'gone%'").fetchone()
    assert rows == (0,)


def test_survives_a_restart_with_ttl(db_path: Path) -> None:
    clock = ManualClock()
    with SQLiteStore(db_path, clock=clock) as store:
        store.set("kept", payload("kept"))
        store.set("expiring", b"e", ttl=30)
    with SQLiteStore(db_path, clock=clock) as reopened:
        assert reopened.get("kept") == payload("kept")
        assert reopened.get("expiring") == b"e"
        clock.advance(31)
        assert reopened.get("expiring") is None


def test_clear_only_touches_its_own_table(db_path: Path) -> None:
    prompts = SQLiteStore(db_path, table="prompts")
    chunks = SQLiteStore(db_path, table="chunks")
    prompts.set("k", b"p")
    chunks.set("k", b"c")
    prompts.clear()
    assert prompts.get("k") is None
    assert list(prompts.keys()) == []
    assert chunks.get("k") == b"c"


def test_keys_pages_through_many_entries(db_path: Path) -> None:
    store = SQLiteStore(db_path)
    expected = {f"{i:05d}" for i in range(2500)}
    for key in expected:
        store.set(key, b"v")
    assert set(store.keys()) == expected
    assert store.delete(sorted(expected)[:1200]) == 1200
    assert len(list(store.keys())) == 1300


_WRITER = """
import hashlib, sys
from genaicache.stores.sqlite import SQLiteStore
def payload(key):
    digest = hashlib.sha256(key.encode()).digest()
    return (digest * 33)[:1024]
store = SQLiteStore(sys.argv[1])
for i in range(10_000_000):
    key = f"key-{i}"
    store.set(key, payload(key), ttl=3600 if i % 2 else None)
    print(key, flush=True)
"""


def test_every_committed_entry_survives_sigkill(db_path: Path) -> None:
    """A writer killed mid-loop: every key it reported as set() is readable and intact."""
    writer = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(db_path)], stdout=subprocess.PIPE, text=True
    )
    assert writer.stdout is not None
    reported: list[str] = []
    try:
        for line in writer.stdout:
            if line.endswith("\n"):
                reported.append(line.strip())
            if len(reported) >= 300:
                break
    finally:
        writer.kill()  # SIGKILL, while it is still writing
        writer.wait(timeout=30)
    assert writer.returncode == -9
    assert len(reported) >= 300
    store = SQLiteStore(db_path)
    values = store.get_many(reported)
    assert [k for k, v in zip(reported, values, strict=True) if v != payload(k)] == []
    store.set("after-crash", b"ok")  # the database is writable again
    assert store.get("after-crash") == b"ok"


def test_threads_hammering_one_store(db_path: Path) -> None:
    store = SQLiteStore(db_path)

    def work(worker: int) -> None:
        for i in range(300):
            key = f"w{worker}-{i % 20}"
            store.set(key, payload(f"{key}:{i}"), ttl=None if i % 3 else 600)
            assert store.get(key) == payload(f"{key}:{i}")
            store.get_many([key, f"w{(worker + 1) % 6}-{i % 20}"])
            if i % 50 == 49:
                store.delete([f"w{worker}-0"])
                list(store.keys())

    with ThreadPoolExecutor(max_workers=6) as pool:
        list(pool.map(work, range(6)))  # re-raises the first error of any worker
    assert store.get("w3-19") == payload("w3-19:299")


def test_in_memory_store_is_shared_between_threads() -> None:
    store = SQLiteStore()  # path=None: in memory
    worker = threading.Thread(target=store.set, args=("from-thread", b"v"))
    worker.start()
    worker.join()
    assert store.get("from-thread") == b"v"
    assert SQLiteStore(":memory:").get("from-thread") is None  # each store has its own memory
    store.close()
    with pytest.raises(sqlite3.ProgrammingError):
        store.get("from-thread")


def test_bad_configuration_is_a_typed_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as bad_table:
        SQLiteStore(tmp_path / "ok.db", table="x; DROP TABLE genaicache")
    assert bad_table.value.option == "table"
    with pytest.raises(ConfigError) as bad_path:
        SQLiteStore(tmp_path)  # a directory, not a file
    assert bad_path.value.option == "path"
    (tmp_path / "junk.db").write_bytes(b"this is not a sqlite database" * 100)
    with pytest.raises(ConfigError):
        SQLiteStore(tmp_path / "junk.db")
