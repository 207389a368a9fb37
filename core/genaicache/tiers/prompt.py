"""The prompt tier: responses keyed by normalized prompt + model parameters + scope.

Lookup walks L1 -> L2 by exact key, then (semantic matching on) the nearest verified neighbour
in L3 within the same partition. Update writes every configured level. The values are opaque
JSON payloads produced by an adapter (e.g. LangChain's serialized generations); ``decode``
turns a payload into the adapter's object once per L1 record.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from genaicache.clock import Clock, system_clock
from genaicache.entry import Entry
from genaicache.hit import Hit
from genaicache.keys import CacheKey
from genaicache.levels import Found, KVLevels
from genaicache.metrics import Metrics
from genaicache.semantic import CASE_META, SemanticMatcher

Decode = Callable[[Any], Any]


def _identity(value: Any) -> Any:
    return value


class PromptTier:
    """Exact + semantic cache of model responses over composed levels.

    >>> from genaicache.stores.memory import MemoryStore
    >>> from genaicache.keys import make_key
    >>> from genaicache.params import parse_llm_string
    >>> levels = KVLevels(MemoryStore(), None, tier="prompt", metrics=Metrics())
    >>> tier = PromptTier(levels, metrics=Metrics())
    >>> key = make_key("prompt", parse_llm_string("m"), "Hello world!")
    >>> _ = tier.update(key, "hi")
    >>> tier.lookup(make_key("prompt", parse_llm_string("m"), "hello   world !")).value
    'hi'
    """

    name = "prompt"

    def __init__(
        self,
        levels: KVLevels,
        *,
        metrics: Metrics,
        semantic: SemanticMatcher | None = None,
        clock: Clock = system_clock,
    ) -> None:
        self.levels = levels
        self.metrics = metrics
        self.semantic = semantic
        self.clock = clock

    def lookup(
        self, key: CacheKey, decode: Decode = _identity, *, semantic: bool = True
    ) -> Hit | None:
        """The cached value for ``key``: exact first, then a verified semantic neighbour."""
        t0 = time.perf_counter()
        found = self.levels.get(key.exact)
        if found is not None and not found.entry.stale:
            hit = self._hit(found, "exact", 1.0, found.entry.prompt, decode)
            self.metrics.hit(self.name, found.level, "exact", time.perf_counter() - t0)
            return hit
        if found is not None:
            self.metrics.refused(self.name, "stale")
        if semantic and self.semantic is not None:
            soft = self.semantic.find(key, self.levels, self.clock())
            if soft is not None:
                hit = self._hit(soft.found, "semantic", soft.match.similarity, soft.match.text,
                                decode, level="l3")
                self.metrics.hit(self.name, "l3", "semantic", time.perf_counter() - t0)
                return hit
        self.metrics.miss(self.name, time.perf_counter() - t0)
        return None

    def lookup_local(self, key: CacheKey, decode: Decode = _identity) -> Hit | None:
        """An exact hit from L1 only, or ``None`` (no I/O, no embedding, no miss counted)."""
        t0 = time.perf_counter()
        l1 = self.levels.l1
        rec = l1.get(key.exact) if l1 is not None else None
        if rec is None or rec.entry.stale:
            return None
        hit = rec.views.get("hit")
        if hit is None:  # built once per record: every later L1 hit returns the same object
            if rec.decoded is None:
                rec.decoded = decode(rec.entry.value)
            hit = rec.views["hit"] = Hit(rec.entry, rec.decoded, self.name, "l1", "exact", 1.0,
                                         rec.entry.prompt, rec.views)
        self.metrics.hit(self.name, "l1", "exact", time.perf_counter() - t0)
        return hit

    def _hit(
        self, found: Found, kind: str, similarity: float, matched: str, decode: Decode,
        level: str | None = None,
    ) -> Hit:
        rec = found.record
        if rec is None:
            value = decode(found.entry.value)
            return Hit(found.entry, value, self.name, level or found.level, kind, similarity,
                       matched)
        if rec.decoded is None:
            rec.decoded = decode(found.entry.value)
        return Hit(found.entry, rec.decoded, self.name, level or found.level, kind, similarity,
                   matched, rec.views)

    def update(
        self,
        key: CacheKey,
        value: Any,
        *,
        ttl: float | None = None,
        decoded: Any = None,
        **fields: Any,
    ) -> Entry | None:
        """Cache ``value`` under ``key`` for ``ttl`` seconds (``None``: no expiry; ``0``: do not
        cache, returns ``None``). The TTL is already resolved: precedence and validation live
        in :func:`genaicache.freshness.resolve_ttl`. Extra ``fields`` set :class:`Entry`
        attributes (tags, doc_ids, confidence, stale, ...).
        """
        if ttl is not None and ttl <= 0:
            return None
        now = self.clock()
        if self.semantic is not None and not fields.get("stale"):
            kept = self.semantic.entry_meta(key.semantic_text)
            if key.case:
                kept[CASE_META] = key.case
            if kept:
                fields["meta"] = {**fields.get("meta", {}), **kept}
        entry = Entry(
            key=key.exact, tier=self.name, value=value, model=key.params.model, scope=key.scope,
            partition=key.partition, prompt=key.semantic_text, created_at=now,
            expires_at=None if ttl is None else now + float(ttl), **fields,
        )
        self.levels.put(entry, decoded)
        if self.semantic is not None and not entry.stale:
            self.semantic.add(entry, key.semantic_text)
        return entry

    def replace(self, entry: Entry) -> None:
        """Rewrite an existing entry (feedback, threshold changes) at every level."""
        self.levels.put(entry)

    def delete(self, keys: Sequence[str], *, local_only: bool = False) -> int:
        n = self.levels.delete(keys, local_only=local_only)
        if self.semantic is not None:
            self.semantic.remove(list(keys))
        return n

    def clear(self) -> None:
        self.levels.clear()
        if self.semantic is not None:
            self.semantic.clear()
