"""Stampede protection: one caller computes a missing key, the others wait for its result.

- :class:`SingleFlight` coordinates threads of one process, :class:`AsyncSingleFlight` tasks of
  one event loop; both share the bookkeeping in :class:`_Registry`.
- :class:`DistributedSingleFlight` coordinates processes through a short Redis lock
  (``SET NX PX`` with a random token, released by a compare-and-delete script); waiters poll the
  cache through a ``peek()`` callable until the holder has written the value or the lock is gone.

Waiting is bounded and never fails the caller: if the computing caller raises, or the bound is
reached, waiters compute themselves (they go to the LLM). The result object is shared between the
callers of one flight; treat it as read-only.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, cast

from genaicache.clock import Clock
from genaicache.errors import ConfigError

T = TypeVar("T")
F = TypeVar("F", bound="_FlightBase")

DEFAULT_TIMEOUT = 30.0
DEFAULT_LOCK_TTL = 15.0


def _check_timeout(value: float, option: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 < value < 1e9:
        raise ConfigError(option, f"must be a finite number of seconds > 0, got {value!r}")
    return float(value)


class _FlightBase:
    """State shared by the sync and async flights: outcome, waiters, deadline."""

    def __init__(self, registry: _Registry[Any], key: Hashable, deadline: float) -> None:
        self.key = key
        self.deadline = deadline
        self.waiters = 0
        self.ok = False
        self.value: Any = None
        self._registry = registry

    def succeed(self, value: Any) -> None:
        """Leader: publish ``value`` to the waiters and end the flight."""
        self.value, self.ok = value, True
        self._finish()

    def fail(self) -> None:
        """Leader: end the flight without a value; the waiters compute themselves."""
        self._finish()

    def _finish(self) -> None:
        self._registry.leave(self)
        self._signal()

    def _signal(self) -> None:
        raise NotImplementedError

    def _remaining(self, timeout: float) -> float:
        return max(0.0, min(timeout, self.deadline - self._registry.clock()))


class _Registry(Generic[F]):
    """Flights in progress by key; a flight past its deadline is replaced by a new leader."""

    def __init__(self, timeout: float, clock: Clock) -> None:
        self.timeout = _check_timeout(timeout, "timeout")
        self.clock = clock
        self._lock = threading.Lock()
        self._flights: dict[Hashable, F] = {}

    def join(
        self, key: Hashable, make: Callable[[_Registry[F], Hashable, float], F]
    ) -> tuple[F, bool]:
        """The flight for ``key`` and whether the caller leads it."""
        now = self.clock()
        with self._lock:
            flight = self._flights.get(key)
            if flight is not None and now < flight.deadline:
                flight.waiters += 1
                return flight, False
            flight = make(self, key, now + self.timeout)
            self._flights[key] = flight
            return flight, True

    def leave(self, flight: F) -> None:
        with self._lock:
            if self._flights.get(flight.key) is flight:
                del self._flights[flight.key]

    def get(self, key: Hashable) -> F | None:
        with self._lock:
            return self._flights.get(key)


class Flight(_FlightBase):
    """A computation in progress in one process (threads)."""

    def __init__(self, registry: _Registry[Any], key: Hashable, deadline: float) -> None:
        super().__init__(registry, key, deadline)
        self._done = threading.Event()

    def _signal(self) -> None:
        self._done.set()

    def wait(self, timeout: float) -> bool:
        """Follower: True when the leader succeeded within ``timeout`` (value in ``.value``)."""
        self._done.wait(self._remaining(timeout))
        return self.ok

    @property
    def done(self) -> bool:
        """Whether the leader has finished (succeeded or failed)."""
        return self._done.is_set()

    async def await_done(self, timeout: float, poll: float = 0.005) -> bool:
        """Follower in an event loop: like :meth:`wait`, without holding a thread."""
        deadline = self._registry.clock() + self._remaining(timeout)
        while not self.done and self._registry.clock() < deadline:
            await asyncio.sleep(poll)
        return self.ok


class SingleFlight:
    """Coalesce concurrent computations of the same key between threads.

    >>> sf = SingleFlight(timeout=5.0)
    >>> sf.run("k", lambda: 42)
    42

    For a cache whose miss and fill are separate calls (LangChain's ``lookup`` / ``update``), use
    :meth:`join` on the miss and :meth:`resolve` / :meth:`abandon` on the fill or the error.
    """

    def __init__(self, timeout: float = DEFAULT_TIMEOUT, clock: Clock = time.monotonic) -> None:
        self._flights: _Registry[Flight] = _Registry(timeout, clock)

    @property
    def timeout(self) -> float:
        return self._flights.timeout

    def join(self, key: str) -> tuple[Flight, bool]:
        """The flight for ``key`` and True when the caller must compute (lead) it."""
        return self._flights.join(key, Flight)

    def waiters(self, key: str) -> int:
        """How many followers joined the flight of ``key`` in progress (0 when none is)."""
        flight = self._flights.get(key)
        return 0 if flight is None else flight.waiters

    def resolve(self, key: str, value: Any) -> bool:
        """Publish ``value`` to the current flight of ``key``; False when there is none."""
        flight = self._flights.get(key)
        if flight is not None:
            flight.succeed(value)
        return flight is not None

    def abandon(self, key: str) -> bool:
        """End the current flight of ``key`` without a value; its waiters compute themselves."""
        flight = self._flights.get(key)
        if flight is not None:
            flight.fail()
        return flight is not None

    def run(self, key: str, compute: Callable[[], T], timeout: float | None = None) -> T:
        """``compute()`` once for concurrent callers of ``key``; the others get its result.

        A waiter computes itself when the leader raises or after ``timeout`` seconds (default:
        the instance's). The leader's exception reaches the leader only.
        """
        wait = self.timeout if timeout is None else _check_timeout(timeout, "timeout")
        flight, leader = self.join(key)
        if not leader:
            return cast(T, flight.value) if flight.wait(wait) else compute()
        try:
            value = compute()
        except BaseException:
            flight.fail()
            raise
        flight.succeed(value)
        return value


class AsyncFlight(_FlightBase):
    """A computation in progress in one event loop (tasks)."""

    def __init__(self, registry: _Registry[Any], key: Hashable, deadline: float) -> None:
        super().__init__(registry, key, deadline)
        self._done: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def _signal(self) -> None:
        if not self._done.done():
            self._done.set_result(None)

    async def wait(self, timeout: float) -> bool:
        """Follower: True when the leader succeeded within ``timeout`` (value in ``.value``)."""
        try:
            await asyncio.wait_for(asyncio.shield(self._done), self._remaining(timeout))
        except asyncio.TimeoutError:
            return False
        return self.ok


class AsyncSingleFlight:
    """:class:`SingleFlight` for asyncio tasks; flights are per event loop.

    >>> asyncio.run(AsyncSingleFlight().run("k", lambda: asyncio.sleep(0, result=7)))
    7
    """

    def __init__(self, timeout: float = DEFAULT_TIMEOUT, clock: Clock = time.monotonic) -> None:
        self._flights: _Registry[AsyncFlight] = _Registry(timeout, clock)

    @property
    def timeout(self) -> float:
        return self._flights.timeout

    def join(self, key: str) -> tuple[AsyncFlight, bool]:
        """The flight for ``key`` in the running loop and True when the caller leads it."""
        return self._flights.join((asyncio.get_running_loop(), key), AsyncFlight)

    def waiters(self, key: str) -> int:
        flight = self._flights.get((asyncio.get_running_loop(), key))
        return 0 if flight is None else flight.waiters

    async def run(
        self, key: str, compute: Callable[[], Awaitable[T]], timeout: float | None = None
    ) -> T:
        """Await ``compute()`` once for concurrent tasks asking for ``key``; see
        :meth:`SingleFlight.run`. A cancelled leader counts as a failed one."""
        wait = self.timeout if timeout is None else _check_timeout(timeout, "timeout")
        flight, leader = self.join(key)
        if not leader:
            return cast(T, flight.value) if await flight.wait(wait) else await compute()
        try:
            value = await compute()
        except BaseException:
            flight.fail()
            raise
        flight.succeed(value)
        return value


# --- across processes: a short Redis lock ------------------------------------------------------
_RELEASE = (
    "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) "
    "else return 0 end"
)


class LockClient(Protocol):
    """The part of a redis-py client (``Redis`` or ``RedisCluster``) the lock uses."""

    def set(self, name: str, value: str, *, nx: bool = ..., px: int | None = ...) -> Any: ...

    def eval(self, script: str, numkeys: int, *keys_and_args: str) -> Any: ...

    def exists(self, *names: str) -> Any: ...


@dataclass(frozen=True, slots=True)
class RedisLease:
    """A held lock; :meth:`release` deletes it only if it still carries this lease's token."""

    client: LockClient
    name: str
    token: str

    def release(self) -> bool:
        """True when this lease still held the lock (it had not expired and been re-taken)."""
        return bool(self.client.eval(_RELEASE, 1, self.name, self.token))


class DistributedSingleFlight:
    """Coalesce computations of the same key across processes sharing a Redis.

    The first caller takes ``{prefix}:lock:{key}`` for ``lock_ttl`` seconds and computes; its
    ``compute`` must write the value where ``peek()`` reads it before returning. Other callers
    poll ``peek()`` every ``poll_interval`` seconds until it returns a value, the lock disappears
    (released or expired) or ``timeout`` passes; then they compute themselves. Within one process
    callers are first coalesced by a :class:`SingleFlight`, so one thread per process polls.

    Example::

        flight = DistributedSingleFlight(redis.Redis(), "myapp")
        answer = flight.run(key, compute=lambda: call_llm_and_store(key), peek=lambda: read(key))
    """

    def __init__(
        self,
        client: LockClient,
        prefix: str,
        *,
        lock_ttl: float = DEFAULT_LOCK_TTL,
        poll_interval: float = 0.05,
        local: bool = True,
    ) -> None:
        if not isinstance(prefix, str):
            raise ConfigError("prefix", f"must be a str, got {prefix!r}")
        self.client = client
        self.prefix = prefix
        self.lock_ttl = _check_timeout(lock_ttl, "lock_ttl")
        self.poll_interval = _check_timeout(poll_interval, "poll_interval")
        self.local = SingleFlight(timeout=2 * self.lock_ttl) if local else None

    def lock_key(self, key: str) -> str:
        return f"{self.prefix}:lock:{key}" if self.prefix else f"lock:{key}"

    def acquire(self, key: str) -> RedisLease | None:
        """Take the lock of ``key`` (a lease) or ``None`` when another caller holds it."""
        name, token = self.lock_key(key), secrets.token_hex(16)
        taken = self.client.set(name, token, nx=True, px=max(1, int(self.lock_ttl * 1000)))
        return RedisLease(self.client, name, token) if taken else None

    def locked(self, key: str) -> bool:
        """True while some caller holds the lock of ``key``."""
        return bool(self.client.exists(self.lock_key(key)))

    def wait(
        self, key: str, peek: Callable[[], T | None], timeout: float | None = None
    ) -> T | None:
        """Poll ``peek()`` until a value, the lock's end, or ``timeout`` (default ``lock_ttl``)."""
        limit = self.lock_ttl if timeout is None else _check_timeout(timeout, "timeout")
        deadline = time.monotonic() + limit
        while True:
            value = peek()
            if value is not None:
                return value
            if not self.locked(key):
                return peek()
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            time.sleep(min(self.poll_interval, remaining))

    def run(
        self,
        key: str,
        compute: Callable[[], T],
        peek: Callable[[], T | None],
        timeout: float | None = None,
    ) -> T:
        """The cached value, or ``compute()`` run by one caller across processes.

        Fails open: when Redis (or ``peek``) raises, the caller just computes.
        """
        if self.local is None:
            return self._run_shared(key, compute, peek, timeout)
        # Local waiters also cover the leader's own wait for a remote holder, then its compute.
        local_wait = (self.lock_ttl if timeout is None else timeout) + self.lock_ttl

        def shared() -> T:
            return self._run_shared(key, compute, peek, timeout)

        return self.local.run(key, shared, local_wait)

    def _run_shared(
        self,
        key: str,
        compute: Callable[[], T],
        peek: Callable[[], T | None],
        timeout: float | None,
    ) -> T:
        try:
            lease = self.acquire(key)
        except Exception:  # Redis is down: no coordination, just compute
            return compute()
        if lease is None:
            value = self._wait_quietly(key, peek, timeout)
            return compute() if value is None else value
        try:
            value = self._peek_quietly(peek)  # filled between our miss and our lock?
            return compute() if value is None else value
        finally:
            self._release_quietly(lease)

    def _wait_quietly(
        self, key: str, peek: Callable[[], T | None], timeout: float | None
    ) -> T | None:
        try:
            return self.wait(key, peek, timeout)
        except Exception:  # Redis or the cache read failed: stop waiting
            return None

    @staticmethod
    def _peek_quietly(peek: Callable[[], T | None]) -> T | None:
        try:
            return peek()
        except Exception:
            return None

    @staticmethod
    def _release_quietly(lease: RedisLease) -> None:
        try:
            lease.release()
        except Exception:  # the lock expires on its own after lock_ttl
            return
