"""Injectable clocks, so TTL logic is testable without sleeping."""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    """Returns the current time in seconds since the epoch."""

    def __call__(self) -> float: ...


def system_clock() -> float:
    """Wall-clock time (``time.time``)."""
    return time.time()


class ManualClock:
    """A clock that only moves when told to; for tests and notebooks.

    >>> c = ManualClock(100.0); c.advance(5); c()
    105.0
    """

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds
