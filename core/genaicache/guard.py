"""One guard around every backend call: circuit breaker and fallback to a miss.

The user's LLM call must never fail because of the cache. Per-call timeouts are enforced by the
backends' own clients (redis-py ``socket_timeout``, Chroma's HTTP timeout), which raise; the
guard catches every exception, logs it once per state change, counts it, and returns the
fallback. After ``failure_threshold`` consecutive failures the breaker opens and calls are not
attempted at all until ``cooldown`` seconds have passed; then one probe is let through
(half-open) and a success closes the breaker again.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from genaicache.errors import ConfigError

T = TypeVar("T")
log = logging.getLogger("genaicache")

CLOSED, OPEN, HALF_OPEN = "closed", "open", "half_open"


class Guard:
    """Circuit breaker + fail-open wrapper for one backend.

    >>> g = Guard("redis", failure_threshold=2, cooldown=1.0)
    >>> g.call(lambda: 1 / 0, fallback=None) is None
    True
    """

    def __init__(
        self,
        backend: str,
        *,
        failure_threshold: int = 5,
        cooldown: float = 5.0,
        on_error: Callable[[str, BaseException], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if failure_threshold < 1:
            raise ConfigError("breaker_threshold", "must be >= 1")
        if cooldown < 0:
            raise ConfigError("breaker_cooldown", "must be >= 0")
        self.backend = backend
        self.failure_threshold = failure_threshold
        self.cooldown = cooldown
        self._on_error = on_error
        self._clock = clock
        self._lock = threading.Lock()
        self._failures = 0
        self._opened_at = 0.0
        self._probing = False
        self.state = CLOSED

    def allow(self) -> bool:
        """Whether a call may be attempted now (false while the breaker is open)."""
        if self.state == CLOSED:
            return True
        with self._lock:
            if self.state == OPEN and self._clock() - self._opened_at >= self.cooldown:
                self.state = HALF_OPEN
                self._probing = False
            if self.state == HALF_OPEN and not self._probing:
                self._probing = True
                return True
            return False

    def call(self, fn: Callable[..., T], *args: object, fallback: T) -> T:
        """``fn(*args)``, or ``fallback`` when the breaker is open or the call raises."""
        if not self.allow():
            return fallback
        try:
            result = fn(*args)
        except Exception as exc:  # noqa: BLE001 - fail open is the contract
            self.failure(exc)
            return fallback
        if self.state != CLOSED or self._failures:
            self.success()
        return result

    def success(self) -> None:
        with self._lock:
            if self.state != CLOSED:
                log.warning("genaicache: %s is back, circuit closed", self.backend)
            self._failures = 0
            self._probing = False
            self.state = CLOSED

    def failure(self, exc: BaseException) -> None:
        with self._lock:
            self._failures += 1
            self._probing = False
            opening = self.state != OPEN and (
                self.state == HALF_OPEN or self._failures >= self.failure_threshold
            )
            if opening:
                self.state = OPEN
                self._opened_at = self._clock()
        if self._on_error is not None:
            self._on_error(self.backend, exc)
        if opening:
            log.warning(
                "genaicache: %s failing (%s: %s); circuit open for %.1fs, serving misses",
                self.backend, type(exc).__name__, exc, self.cooldown,
            )
        else:
            log.debug("genaicache: %s error: %r", self.backend, exc)
