"""Stampede protection for split lookup/update caches (``coalesce=True``).

On a miss the first caller of a key becomes the leader and goes to the LLM; other callers of
the same key in this process wait (bounded) for its ``update`` and then read the fresh entry.
Across processes the leader also takes a short Redis lock, and leaders of other processes poll
the cache until the lock holder has written the entry. Whatever goes wrong — the leader's LLM
call fails, the bound passes, Redis is down — the waiters go to the LLM themselves.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any

from genaicache.coalesce import DistributedSingleFlight, Flight, RedisLease, SingleFlight

_MAX_LEADING = 64  # keys remembered per context for abandon_current(); older ones time out
_LEADING: ContextVar[tuple[tuple[Stampede, str], ...]] = ContextVar(
    "genaicache_leading", default=()
)


class Stampede:
    """Coalesces concurrent misses of one key; see the module docstring."""

    def __init__(self, timeout: float, remote: DistributedSingleFlight | None = None) -> None:
        self.timeout = timeout
        self.local = SingleFlight(timeout=timeout)
        self.remote = remote
        self._leases: dict[str, RedisLease] = {}
        self._lock = threading.Lock()

    def join(self, key: str, peek: Callable[[], Any]) -> Flight | Any | None:
        """After a miss: a :class:`Flight` to wait for (another caller computes), a value that
        another process wrote meanwhile, or ``None`` (this caller computes and must
        :meth:`filled` or :meth:`failed` the key)."""
        flight, leader = self.local.join(key)
        if not leader:
            return flight
        _LEADING.set((*_LEADING.get()[-(_MAX_LEADING - 1):], (self, key)))
        if self.remote is None:
            return None
        value = self._lead_remote(key, peek)
        if value is not None:
            self.local.resolve(key, True)
        return value

    def _lead_remote(self, key: str, peek: Callable[[], Any]) -> Any:
        assert self.remote is not None
        try:
            lease = self.remote.acquire(key)
        except Exception:  # noqa: BLE001 - Redis down: no cross-process coordination
            return None
        if lease is not None:
            with self._lock:
                self._leases[key] = lease
            return None
        try:
            return self.remote.wait(key, peek, self.timeout)
        except Exception:  # noqa: BLE001 - stop waiting, compute
            return None

    def filled(self, key: str) -> None:
        """The leader wrote ``key``: wake the waiters, release the cross-process lock."""
        self.local.resolve(key, True)
        self._release(key)

    def failed(self, key: str) -> None:
        """The leader's computation failed: the waiters compute themselves."""
        self.local.abandon(key)
        self._release(key)

    def _forget(self, key: str) -> None:
        leading = _LEADING.get()
        if (self, key) in leading:
            _LEADING.set(tuple(p for p in leading if p != (self, key)))

    def _release(self, key: str) -> None:
        self._forget(key)
        with self._lock:
            lease = self._leases.pop(key, None)
        if lease is not None:
            with contextlib.suppress(Exception):  # the lock expires by itself
                lease.release()


def abandon_current() -> None:
    """Fail every key the current context leads (an LLM error: waiters must not wait on it)."""
    for stampede, key in _LEADING.get():
        stampede.failed(key)
    _LEADING.set(())
