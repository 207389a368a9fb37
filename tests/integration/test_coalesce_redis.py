"""Cross-process stampede protection through a real Redis lock.

Each ``DistributedSingleFlight`` below has its own Redis connection and its own in-process
coordinator, so two instances behave like two processes: they share only Redis. The cache is
Redis too (``{prefix}:value:{key}``), written by whoever computes and read by ``peek``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry
from redis_servers import free_port, shared_redis_url, unique_prefix

from genaicache.coalesce import DistributedSingleFlight

pytestmark = pytest.mark.redis

WAIT = 10.0  # bound for a synchronisation step on a busy machine; never asserted on


def wait_until(predicate: Callable[[], bool]) -> None:
    deadline = time.monotonic() + WAIT
    while not predicate():
        assert time.monotonic() < deadline, "condition not reached"
        time.sleep(0.002)


@pytest.fixture
def url() -> str:
    return shared_redis_url()


@pytest.fixture
def prefix(url: str) -> Iterator[str]:
    raw = unique_prefix("coalesce")
    yield raw.rstrip(":")
    client = redis.Redis.from_url(url)
    try:
        for key in client.scan_iter(match=f"{raw}*", count=500):
            client.delete(key)  # only this test's keys
    finally:
        client.close()


@pytest.fixture
def make(url: str, prefix: str) -> Iterator[Callable[..., DistributedSingleFlight]]:
    clients: list[redis.Redis] = []

    def _make(**kwargs: float) -> DistributedSingleFlight:
        client = redis.Redis.from_url(url, decode_responses=True)
        clients.append(client)
        return DistributedSingleFlight(client, prefix, **kwargs)  # type: ignore[arg-type]

    yield _make
    for c in clients:
        c.close()


class Cache:
    """The shared cache the holder writes and the waiters peek at; counts computations."""

    def __init__(self, flight: DistributedSingleFlight, prefix: str, key: str = "k") -> None:
        self.client = flight.client
        self.name = f"{prefix}:value:{key}"
        self.polled = threading.Event()
        self.computed: list[str] = []
        self._lock = threading.Lock()

    def peek(self) -> str | None:
        value = self.client.get(self.name)  # type: ignore[attr-defined]
        if value is None:
            self.polled.set()
        return value  # type: ignore[no-any-return]

    def computer(
        self, result: str, gate: threading.Event | None = None, error: Exception | None = None
    ) -> Callable[[], str]:
        def compute() -> str:
            with self._lock:
                self.computed.append(result)
            if gate is not None:
                assert gate.wait(WAIT)
            if error is not None:
                raise error
            self.client.set(self.name, result)  # type: ignore[attr-defined]
            return result

        return compute


def _thread(results: dict[str, object], name: str, fn: Callable[[], str]) -> threading.Thread:
    def target() -> None:
        try:
            results[name] = fn()
        except Exception as exc:
            results[name] = exc

    t = threading.Thread(target=target, daemon=True)
    t.start()
    return t


def _join(*threads: threading.Thread) -> None:
    for t in threads:
        t.join(WAIT)
        assert not t.is_alive()


def test_waiter_in_another_process_gets_the_holders_value(
    make: Callable[..., DistributedSingleFlight], prefix: str
) -> None:
    a, b = make(lock_ttl=30), make(lock_ttl=30)
    cache_a, cache_b = Cache(a, prefix), Cache(b, prefix)
    gate, results = threading.Event(), {}
    ta = _thread(results, "a", lambda: a.run("k", cache_a.computer("answer", gate), cache_a.peek))
    wait_until(lambda: a.locked("k"))
    tb = _thread(results, "b", lambda: b.run("k", cache_b.computer("own"), cache_b.peek))
    assert cache_b.polled.wait(WAIT)  # b found the lock held and is polling the cache
    gate.set()
    _join(ta, tb)
    assert results == {"a": "answer", "b": "answer"}
    assert cache_a.computed == ["answer"] and cache_b.computed == []
    assert not a.locked("k")


def test_when_the_holder_fails_the_waiter_computes_itself(
    make: Callable[..., DistributedSingleFlight], prefix: str
) -> None:
    a, b = make(lock_ttl=30), make(lock_ttl=30)
    cache_a, cache_b = Cache(a, prefix), Cache(b, prefix)
    gate, results = threading.Event(), {}
    failing = cache_a.computer("x", gate, error=RuntimeError("LLM down"))
    ta = _thread(results, "a", lambda: a.run("k", failing, cache_a.peek))
    wait_until(lambda: a.locked("k"))
    tb = _thread(results, "b", lambda: b.run("k", cache_b.computer("own"), cache_b.peek))
    assert cache_b.polled.wait(WAIT)
    gate.set()
    _join(ta, tb)
    assert isinstance(results["a"], RuntimeError)  # the holder's error stays with the holder
    assert results["b"] == "own"
    assert not a.locked("k")


def test_a_dead_holders_lock_expires_and_the_waiter_computes(
    make: Callable[..., DistributedSingleFlight], prefix: str
) -> None:
    dead, b = make(lock_ttl=0.3), make(lock_ttl=30)
    assert dead.acquire("k") is not None  # a process that took the lock and was killed
    cache_b = Cache(b, prefix)
    assert b.run("k", cache_b.computer("own"), cache_b.peek) == "own"
    assert cache_b.computed == ["own"]


def test_the_waiter_gives_up_after_its_timeout(
    make: Callable[..., DistributedSingleFlight], prefix: str
) -> None:
    a, b = make(lock_ttl=30), make(lock_ttl=30)
    lease = a.acquire("k")
    assert lease is not None
    cache_b = Cache(b, prefix)
    assert b.run("k", cache_b.computer("own"), cache_b.peek, timeout=0.05) == "own"
    assert a.locked("k")  # the holder's lock is untouched by the waiter
    assert lease.release() is True


def test_the_lock_is_exclusive_and_release_only_deletes_its_own_token(
    make: Callable[..., DistributedSingleFlight],
) -> None:
    short, other = make(lock_ttl=0.2), make(lock_ttl=30)
    first = short.acquire("k")
    assert first is not None
    assert other.acquire("k") is None
    wait_until(lambda: not other.locked("k"))  # the first lease expired
    second = other.acquire("k")
    assert second is not None
    assert first.release() is False  # expired lease: must not delete the new holder's lock
    assert other.locked("k")
    assert second.release() is True
    assert not other.locked("k")


def test_a_value_written_before_the_lock_was_taken_is_served(
    make: Callable[..., DistributedSingleFlight], prefix: str
) -> None:
    a = make()
    cache = Cache(a, prefix)
    a.client.set(cache.name, "cached")  # type: ignore[attr-defined]
    assert a.run("k", cache.computer("fresh"), cache.peek) == "cached"
    assert cache.computed == []
    assert not a.locked("k")


def test_eight_threads_in_two_processes_compute_once(
    make: Callable[..., DistributedSingleFlight], prefix: str
) -> None:
    flights = [make(lock_ttl=30), make(lock_ttl=30)]
    caches = [Cache(f, prefix) for f in flights]
    gate, results = threading.Event(), {}
    threads = [
        _thread(
            results,
            f"{p}-{i}",
            lambda p=p: flights[p].run(  # type: ignore[misc]
                "k", caches[p].computer(f"answer-{p}", gate), caches[p].peek
            ),
        )
        for p in (0, 1)
        for i in range(4)
    ]

    def settled() -> bool:
        local = [f.local.waiters("k") if f.local else 0 for f in flights]
        leaders = sum(len(c.computed) for c in caches)
        loser_polls = any(c.polled.is_set() and not c.computed for c in caches)
        return local == [3, 3] and leaders == 1 and loser_polls

    wait_until(settled)
    gate.set()
    _join(*threads)
    winner = next(c.computed[0] for c in caches if c.computed)
    assert sum(len(c.computed) for c in caches) == 1
    assert set(results.values()) == {winner} and len(results) == 8


def test_unreachable_redis_fails_open() -> None:
    client = redis.Redis(port=free_port(), socket_connect_timeout=0.5, retry=Retry(NoBackoff(), 0))
    flight = DistributedSingleFlight(client, "genaicache-test:nowhere")
    assert flight.run("k", lambda: "computed", lambda: None) == "computed"
    with pytest.raises(ValueError):  # the caller's own error is not swallowed
        flight.run("k", lambda: (_ for _ in ()).throw(ValueError("llm")), lambda: None)
    with pytest.raises(redis.ConnectionError):  # the primitives raise the backend's error
        flight.acquire("k")
    client.close()
