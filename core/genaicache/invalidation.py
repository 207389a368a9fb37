"""Event invalidation: remove entries by key, prompt, scope, model, tag or source document,
from every level, and tell every other process to drop its local copies.

Selection never builds a pattern from user text: a prompt containing ``*`` or ``?`` selects
exactly the entries whose prompt is that text. Other processes receive the deleted keys on the
broadcaster (Redis pub/sub) and drop them from their L1 and their in-process vector index.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from genaicache.entry import Entry
from genaicache.errors import InvalidInputError
from genaicache.metrics import Metrics
from genaicache.stores.base import Broadcaster

log = logging.getLogger("genaicache")


@dataclass(frozen=True, slots=True)
class Selector:
    """Which entries to invalidate; the fields given are ANDed, a ``None`` field matches all."""

    prompt: str | None = None
    model: str | None = None
    scope: str | None = None
    tag: str | None = None
    doc_ids: frozenset[str] | None = None

    def empty(self) -> bool:
        return all(v is None for v in (self.prompt, self.model, self.scope, self.tag,
                                       self.doc_ids))

    def __call__(self, entry: Entry) -> bool:
        return (
            (self.prompt is None or entry.prompt == self.prompt)
            and (self.model is None or entry.model == self.model)
            and (self.scope is None or entry.scope == self.scope)
            and (self.tag is None or self.tag in entry.tags)
            and (self.doc_ids is None or not self.doc_ids.isdisjoint(entry.doc_ids))
        )


def check_selector_values(**values: object) -> None:
    for name, value in values.items():
        if value is not None and not isinstance(value, str):
            raise InvalidInputError(f"{name} must be a str, not {type(value).__name__}")


class Invalidator:
    """Deletes selected entries through ``delete`` and broadcasts the keys to other processes.

    ``delete(keys, local_only)`` removes keys from the levels; ``select(selector)`` lists the
    keys an attribute selector matches at every level.
    """

    def __init__(
        self,
        delete: Callable[[Sequence[str], bool], int],
        select: Callable[[Selector], list[str]],
        *,
        metrics: Metrics,
        tier: str,
        broadcaster: Broadcaster | None = None,
    ) -> None:
        self._delete = delete
        self._select = select
        self.metrics = metrics
        self.tier = tier
        self.broadcaster = broadcaster
        self.origin = uuid.uuid4().hex
        if broadcaster is not None:
            broadcaster.subscribe(self._on_message)

    def keys(self, keys: Iterable[str], by: str = "key") -> int:
        """Delete exactly these keys everywhere and tell the other processes."""
        keys = sorted(set(keys))
        if not keys:
            return 0
        n = self._delete(keys, False)
        self.metrics.invalidations.labels(self.tier, by).inc(len(keys))
        self.announce(keys)
        return n

    def select(self, selector: Selector, by: str) -> int:
        if selector.empty():
            raise InvalidInputError("invalidate() needs at least one selector")
        return self.keys(self._select(selector), by)

    def announce(self, keys: list[str]) -> None:
        """Tell the other processes to drop their local copies of ``keys``."""
        if self.broadcaster is None:
            return
        message = json.dumps({"origin": self.origin, "keys": keys})
        try:
            self.broadcaster.publish(message)
        except Exception as exc:  # noqa: BLE001 - other processes expire by TTL at worst
            self.metrics.error("broadcast", exc)
            log.warning("genaicache: invalidation not broadcast (%s)", exc)

    def _on_message(self, message: str) -> None:
        try:
            data = json.loads(message)
            keys = [str(k) for k in data["keys"]]
        except (ValueError, KeyError, TypeError):
            log.warning("genaicache: ignored a malformed invalidation message")
            return
        if data.get("origin") != self.origin:
            self._delete(keys, True)

    def close(self) -> None:
        if self.broadcaster is not None:
            self.broadcaster.close()
