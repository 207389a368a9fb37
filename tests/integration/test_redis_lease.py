"""RedisStore.get's lean path (leased connections) against real Redis servers.

Each test names a way a connection kept outside the pool could serve a wrong value or starve
the pool, and checks through the store's API that it does not.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
import redis
from redis_servers import shared_redis_url, throwaway_redis, unique_prefix, wait_until

from genaicache.stores.redis import RedisStore

pytestmark = pytest.mark.redis

CALLS = 300


@pytest.fixture
def store() -> Iterator[RedisStore]:
    store = RedisStore(shared_redis_url(), prefix=unique_prefix("lease"))
    yield store
    store.clear()
    store.close()


def test_threads_each_get_their_own_values(store: RedisStore) -> None:
    keys = [f"k{i}" for i in range(8)]
    for key in keys:
        store.set(key, key.encode() * 50)

    def worker(key: str) -> int:
        wrong = 0
        for _ in range(CALLS):
            wrong += store.get(key) != key.encode() * 50
        return wrong

    with ThreadPoolExecutor(len(keys)) as pool:
        assert list(pool.map(worker, keys)) == [0] * len(keys)


def test_a_timed_out_read_never_hands_its_reply_to_the_next_get() -> None:
    with throwaway_redis("--enable-debug-command", "yes") as server:
        store = RedisStore(server.url, prefix="t:", socket_timeout=0.1)
        admin = redis.Redis.from_url(server.url)
        try:
            store.set("a", b"value of a")
            store.set("b", b"value of b")
            assert store.get("a") == b"value of a"  # a connection is leased now
            sleeper = threading.Thread(target=admin.execute_command, args=("DEBUG", "SLEEP", 0.5))
            sleeper.start()
            try:
                with pytest.raises(redis.TimeoutError):
                    for _ in range(10_000):  # until a GET lands inside the server's sleep
                        store.get("a")
            finally:
                sleeper.join()
            for _ in range(20):  # the reply of the timed-out GET of "a" arrives meanwhile
                assert store.get("b") == b"value of b"
        finally:
            store.close()
            admin.close()


def test_a_connection_closed_by_a_restart_is_replaced_without_an_error() -> None:
    with throwaway_redis() as server:
        store = RedisStore(server.url, prefix="r:")
        try:
            store.set("k", b"before")
            assert store.get("k") == b"before"  # a connection is leased now
            server.stop()
            server.start()  # it kept nothing: the leased socket is dead
            store.set("k", b"after")
            assert store.get("k") == b"after"  # no ConnectionError reaches the caller
        finally:
            store.close()


def test_idle_connections_killed_by_the_server_are_replaced() -> None:
    with throwaway_redis() as server:
        store = RedisStore(server.url, prefix="x:")
        admin = redis.Redis.from_url(server.url)
        try:
            store.set("k", b"v")
            with ThreadPoolExecutor(6) as pool:  # lease several connections
                assert set(pool.map(lambda _: store.get("k"), range(60))) == {b"v"}
            admin.client_kill_filter(_type="normal", skipme=True)
            assert [store.get("k") for _ in range(10)] == [b"v"] * 10
        finally:
            store.close()
            admin.close()


def _child_reads(store: RedisStore, out: multiprocessing.Queue[int]) -> None:
    """Runs in a forked child: its copy of the store still holds the parent's leases."""
    out.put(sum(store.get("child") != b"child value" for _ in range(CALLS)))


def test_a_forked_child_never_shares_the_parents_connections(store: RedisStore) -> None:
    store.set("parent", b"parent value")
    store.set("child", b"child value")
    assert store.get("parent") == b"parent value"  # the parent leases a connection
    context = multiprocessing.get_context("fork")
    out: multiprocessing.Queue[int] = context.Queue()
    child = context.Process(target=_child_reads, args=(store, out))
    child.start()
    try:
        parent_wrong = sum(store.get("parent") != b"parent value" for _ in range(CALLS))
        child_wrong = out.get(timeout=60)
    finally:
        child.join(60)
    assert (parent_wrong, child_wrong, child.exitcode) == (0, 0, 0)


def test_a_client_passed_in_gets_every_connection_back_on_close() -> None:
    url = shared_redis_url()
    pool = redis.BlockingConnectionPool.from_url(url, max_connections=4, timeout=0.5, protocol=2)
    client = redis.Redis(connection_pool=pool)
    store = RedisStore(client, prefix=unique_prefix("passed"))
    try:
        store.set("k", b"v")
        with ThreadPoolExecutor(4) as workers:
            assert set(workers.map(lambda _: store.get("k"), range(40))) == {b"v"}
        store.set("k2", b"v2")  # the pool still has room while the store holds a lease
        assert store.get("k2") == b"v2"
        store.clear()
        store.close()
        taken = [pool.get_connection() for _ in range(4)]  # all four are free again
        for conn in taken:
            pool.release(conn)
        assert client.ping()
    finally:
        client.close()


def test_stores_on_a_shared_client_never_closed_do_not_exhaust_its_pool() -> None:
    url = shared_redis_url()
    # RESP2, as genaicache's own clients: only ownership keeps the store from leasing here.
    pool = redis.BlockingConnectionPool.from_url(url, max_connections=4, timeout=0.5, protocol=2)
    client = redis.Redis(connection_pool=pool)
    prefix = unique_prefix("unclosed")
    try:
        RedisStore(client, prefix=prefix).set("k", b"v")
        for _ in range(10):  # a store per request, never closed
            assert RedisStore(client, prefix=prefix).get("k") == b"v"
        assert client.ping()
    finally:
        RedisStore(client, prefix=prefix).clear()
        client.close()


def test_close_closes_every_connection_the_store_opened() -> None:
    with throwaway_redis() as server:
        admin = redis.Redis.from_url(server.url)
        try:
            def connected() -> int:
                return int(admin.info("clients")["connected_clients"])

            alone = connected()
            store = RedisStore(server.url, prefix="c:")
            store.set("k", b"v")
            with ThreadPoolExecutor(4) as pool:  # leases and pooled connections both
                assert set(pool.map(lambda _: store.get("k"), range(40))) == {b"v"}
            assert connected() > alone
            store.close()
            assert wait_until(lambda: connected() == alone, 5.0)
        finally:
            admin.close()
