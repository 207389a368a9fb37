"""A never-written filter in front of L2: skip the round trip for keys never stored.

A Bloom filter of the keys this process wrote, rebuilt from the store on start. It must never
cause a false miss, so it is only trusted while nobody else wrote to the store: the store tells
(SQLite's ``PRAGMA data_version``). After a foreign write the filter is bypassed until it is
rebuilt (at most every ``resync_every`` seconds). A shared Redis has no such signal a process
can read without the very round trip the filter would save, so it gets no filter (see
docs/reliability.md).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from typing import Protocol, runtime_checkable

from genaicache.bloom import BloomFilter


@runtime_checkable
class VersionedStore(Protocol):
    """A store that can say whether another writer changed it (e.g. SQLite)."""

    def data_version(self) -> int: ...

    def keys(self) -> Iterator[str]: ...


class WriteFilter:
    """Bloom filter over a :class:`VersionedStore`'s keys; never a false negative."""

    def __init__(
        self,
        store: VersionedStore,
        *,
        resync_every: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = store
        self.resync_every = resync_every
        self._clock = clock
        self._bloom = BloomFilter()
        self._lock = threading.Lock()
        self._version: int | None = None
        self._synced_at = float("-inf")
        self.sync()

    def sync(self) -> None:
        """Rebuild from the store; the version is read first, so writes during the scan are
        seen as foreign on the next check."""
        with self._lock:
            version = self.store.data_version()
            self._bloom.rebuild(self.store.keys())
            self._version = version
            self._synced_at = self._clock()

    def might_contain(self, key: str) -> bool:
        """False only when ``key`` was certainly never written to the store."""
        if self.store.data_version() != self._version:
            if self._clock() - self._synced_at < self.resync_every:
                return True
            self.sync()
        return self._bloom.might_contain(key)

    def add(self, key: str) -> None:
        self._bloom.add(key)

    def clear(self) -> None:
        with self._lock:
            self._bloom.clear()
