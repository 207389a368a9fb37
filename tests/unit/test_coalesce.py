"""In-process stampede protection (threads and asyncio); ordering by events, never by sleeps."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable

import pytest

from genaicache.clock import ManualClock
from genaicache.coalesce import AsyncSingleFlight, SingleFlight
from genaicache.errors import ConfigError

WAIT = 10.0  # generous bound for a synchronisation step on a busy machine; never asserted on


def wait_until(predicate: Callable[[], bool]) -> None:
    deadline = time.monotonic() + WAIT
    while not predicate():
        assert time.monotonic() < deadline, "condition not reached"
        time.sleep(0.001)


class Leader:
    """A compute() that blocks until released, so followers can pile up behind it."""

    def __init__(self, result: str = "answer", error: Exception | None = None) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.result, self.error = result, error

    def __call__(self) -> str:
        self.entered.set()
        self.release.wait(WAIT)
        if self.error is not None:
            raise self.error
        return self.result


def _start(target: Callable[[], None]) -> threading.Thread:
    t = threading.Thread(target=target, daemon=True)
    t.start()
    return t


def _pile_up(
    sf: SingleFlight, leader: Leader, n: int, own: Callable[[], str]
) -> tuple[dict[object, object], list[threading.Thread]]:
    results: dict[object, object] = {}

    def lead() -> None:
        try:
            results["leader"] = sf.run("k", leader)
        except Exception as exc:
            results["leader"] = exc

    threads = [_start(lead)]
    assert leader.entered.wait(WAIT)
    for i in range(n):
        threads.append(_start(lambda i=i: results.__setitem__(i, sf.run("k", own))))  # type: ignore[misc]
    wait_until(lambda: sf.waiters("k") == n)
    return results, threads


def _join(threads: list[threading.Thread]) -> None:
    for t in threads:
        t.join(WAIT)
        assert not t.is_alive()


def test_followers_get_the_leaders_result_and_compute_runs_once() -> None:
    sf = SingleFlight(timeout=60)
    leader = Leader()
    own_calls: list[int] = []
    results, threads = _pile_up(sf, leader, 5, lambda: own_calls.append(1) or "own")
    leader.release.set()
    _join(threads)
    assert results == {"leader": "answer", **{i: "answer" for i in range(5)}}
    assert own_calls == []


def test_when_the_leader_fails_followers_compute_themselves() -> None:
    sf = SingleFlight(timeout=60)
    leader = Leader(error=RuntimeError("LLM down"))
    own_calls: list[int] = []
    results, threads = _pile_up(sf, leader, 4, lambda: own_calls.append(1) or "own")
    leader.release.set()
    _join(threads)
    assert isinstance(results["leader"], RuntimeError)  # only the leader sees its error
    assert [results[i] for i in range(4)] == ["own"] * 4
    assert len(own_calls) == 4
    assert sf.waiters("k") == 0
    assert sf.run("k", lambda: "fresh") == "fresh"  # the failed flight is gone


def test_followers_stop_waiting_after_the_timeout() -> None:
    sf = SingleFlight(timeout=60)
    leader = Leader()
    t = _start(lambda: sf.run("k", leader) and None)
    assert leader.entered.wait(WAIT)
    assert sf.run("k", lambda: "own", timeout=0.01) == "own"
    leader.release.set()
    _join([t])


def test_different_keys_do_not_wait_for_each_other() -> None:
    sf = SingleFlight(timeout=60)
    leader = Leader()
    t = _start(lambda: sf.run("a", leader) and None)
    assert leader.entered.wait(WAIT)
    assert sf.run("b", lambda: "b-value") == "b-value"
    assert sf.waiters("a") == 0
    leader.release.set()
    _join([t])


def test_finished_flights_are_not_a_cache() -> None:
    sf = SingleFlight()
    calls: list[int] = []
    assert sf.run("k", lambda: calls.append(1) or 1) == 1
    assert sf.run("k", lambda: calls.append(2) or 2) == 2
    assert calls == [1, 2]


def test_join_resolve_abandon_for_split_lookup_and_update() -> None:
    sf = SingleFlight(timeout=60)
    _, leads = sf.join("k")
    assert leads
    follower, leads2 = sf.join("k")
    assert not leads2
    got: list[bool] = []
    t = _start(lambda: got.append(follower.wait(WAIT)))
    assert sf.resolve("k", ["generation"]) is True
    _join([t])
    assert got == [True] and follower.value == ["generation"]
    assert sf.resolve("k", "nobody waits") is False

    _, leads = sf.join("j")
    follower, _ = sf.join("j")
    assert sf.abandon("j") is True
    assert follower.wait(WAIT) is False  # the LLM call failed: go compute


def test_a_flight_past_its_deadline_is_replaced_by_a_new_leader() -> None:
    clock = ManualClock()
    sf = SingleFlight(timeout=30, clock=clock)
    old, leads = sf.join("k")  # e.g. lookup() missed but update() never came
    assert leads
    clock.advance(31)
    assert old.wait(WAIT) is False  # past its deadline: no one waits on it any more
    new, leads = sf.join("k")
    assert leads and new is not old
    old.succeed("late")  # the old leader finishing late must not end the new flight
    follower, leads = sf.join("k")
    assert not leads and follower is new


@pytest.mark.parametrize("bad", [0, -1, "5", True, float("inf"), float("nan")])
def test_bad_timeout_is_a_config_error(bad: object) -> None:
    with pytest.raises(ConfigError):
        SingleFlight(timeout=bad)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        SingleFlight().run("k", lambda: 1, timeout=bad)  # type: ignore[arg-type]


# --- asyncio -----------------------------------------------------------------------------------


async def _settle(sf: AsyncSingleFlight, key: str, n: int) -> None:
    for _ in range(10_000):
        if sf.waiters(key) == n:
            return
        await asyncio.sleep(0)
    raise AssertionError("followers did not arrive")


async def test_async_followers_share_the_leaders_result() -> None:
    sf = AsyncSingleFlight(timeout=60)
    release = asyncio.Event()
    calls: list[str] = []

    async def leader() -> str:
        calls.append("leader")
        await release.wait()
        return "answer"

    async def own() -> str:
        calls.append("own")
        return "own"

    first = asyncio.create_task(sf.run("k", leader))
    await asyncio.sleep(0)
    rest = [asyncio.create_task(sf.run("k", own)) for _ in range(5)]
    await _settle(sf, "k", 5)
    release.set()
    assert await asyncio.gather(first, *rest) == ["answer"] * 6
    assert calls == ["leader"]


@pytest.mark.parametrize("how", ["raise", "cancel"])
async def test_async_failed_or_cancelled_leader_sends_followers_to_compute(how: str) -> None:
    sf = AsyncSingleFlight(timeout=60)
    release = asyncio.Event()

    async def leader() -> str:
        await release.wait()
        raise RuntimeError("LLM down")

    async def own() -> str:
        return "own"

    first = asyncio.create_task(sf.run("k", leader))
    await asyncio.sleep(0)
    rest = [asyncio.create_task(sf.run("k", own)) for _ in range(3)]
    await _settle(sf, "k", 3)
    if how == "raise":
        release.set()
        with pytest.raises(RuntimeError):
            await first
    else:
        first.cancel()
        with pytest.raises(asyncio.CancelledError):
            await first
    assert await asyncio.gather(*rest) == ["own"] * 3
    assert sf.waiters("k") == 0


async def test_async_followers_stop_waiting_after_the_timeout() -> None:
    sf = AsyncSingleFlight(timeout=60)
    release = asyncio.Event()

    async def leader() -> str:
        await release.wait()
        return "answer"

    async def own() -> str:
        return "own"

    first = asyncio.create_task(sf.run("k", leader))
    await asyncio.sleep(0)
    assert await sf.run("k", own, timeout=0.01) == "own"
    release.set()
    assert await first == "answer"
