"""The framework-free facade: one object that owns the levels and the prompt tier.

The LangChain and LlamaIndex adapters only translate their arguments to these calls; every
rule (keys, scope, TTL, freshness, verification, invalidation, failure handling) lives here and
below.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import time
import weakref
from collections.abc import Iterable, Sequence
from dataclasses import fields as dc_fields
from typing import Any

from prometheus_client import CollectorRegistry

from genaicache.checks import str_tuple
from genaicache.clock import Clock, system_clock
from genaicache.coalesce import Flight
from genaicache.config import CacheConfig
from genaicache.context import current_options
from genaicache.embedders.adapters import as_embedder
from genaicache.embedders.base import Embedder
from genaicache.entry import Entry
from genaicache.errors import InvalidInputError
from genaicache.factory import (
    build_broadcaster,
    build_embedder,
    build_l1,
    build_l2,
    build_l3,
    build_stampede,
    build_verifier,
    build_write_filter,
)
from genaicache.feedback import apply_feedback
from genaicache.freshness import UNSET, FreshnessRules, Unset, assess, resolve_ttl
from genaicache.guard import Guard
from genaicache.hit import Hit
from genaicache.invalidation import Invalidator, Selector, check_selector_values
from genaicache.keys import CacheKey, make_key
from genaicache.levels import KVLevels
from genaicache.messages import Message, chat_key_text
from genaicache.metrics import Metrics
from genaicache.normalize import normalize
from genaicache.params import ModelParams, parse_llm_string
from genaicache.semantic import SemanticMatcher, fixed_threshold
from genaicache.tiers.prompt import Decode, PromptTier, _identity
from genaicache.verify.adaptive import AdaptiveThreshold
from genaicache.verify.base import Verifier

log = logging.getLogger("genaicache")
_SAVE_EVERY = 5.0
_POSITIVE_SAMPLES = 8


class Cache:
    """A prompt cache over L1 memory, an optional L2 store and an optional L3 vector index.

    >>> cache = Cache(semantic=False)
    >>> _ = cache.update("What is 2+2?", "gpt-x", {"text": "4"})
    >>> cache.lookup("what is 2+2", "gpt-x").value
    {'text': '4'}
    """

    def __init__(
        self,
        config: CacheConfig | None = None,
        *,
        embedder: Embedder | None = None,
        verifier: Verifier | None | bool = True,
        judge: Any = None,
        freshness: FreshnessRules | None = None,
        registry: CollectorRegistry | None = None,
        clock: Clock = system_clock,
        **options: Any,
    ) -> None:
        if config is not None and not isinstance(config, CacheConfig):
            raise InvalidInputError("config must be a CacheConfig")
        base = _as_dict(config) if config is not None else {}
        self.config = cfg = CacheConfig.from_env(**{**base, **options})
        self.clock = clock
        self.metrics = Metrics(registry)
        self.freshness = freshness if freshness is not None else FreshnessRules()
        self._secret = cfg.secret.encode() if cfg.secret else None
        l1 = build_l1(cfg, clock, on_evict=self._on_l1_evict)
        l2 = build_l2(cfg, self.metrics, clock)
        guard = Guard(
            l2.name if l2 else "none", failure_threshold=cfg.breaker_threshold,
            cooldown=cfg.breaker_cooldown, on_error=self.metrics.error,
        )
        self.levels = KVLevels(l1, l2, tier=PromptTier.name, metrics=self.metrics, guard=guard,
                               secret=self._secret, clock=clock,
                               write_filter=build_write_filter(cfg, l2, guard))
        self.adaptive = (
            AdaptiveThreshold(max_error_rate=cfg.max_error_rate) if cfg.max_error_rate else None
        )
        self.semantic = self._build_semantic(embedder, verifier, judge)
        self.prompt = PromptTier(self.levels, metrics=self.metrics, semantic=self.semantic,
                                 clock=clock)
        self.invalidator = Invalidator(
            lambda keys, local: self.prompt.delete(keys, local_only=local),
            lambda sel: self.levels.select(sel),
            metrics=self.metrics, tier="prompt",
            broadcaster=build_broadcaster(cfg, on_reconnect=self._drop_local),
        )
        self.stampede = build_stampede(cfg, l2)
        if self.semantic is not None and cfg.path:
            # An on-disk index is saved every few seconds and on close(); also at interpreter
            # exit for a cache nobody closed (entries themselves are already in L2).
            weakref.finalize(self, self.semantic.index.save)
        self._last_save = time.monotonic()
        self._save_lock = threading.Lock()

    def _build_semantic(
        self, embedder: Embedder | None, verifier: Verifier | None | bool, judge: Any
    ) -> SemanticMatcher | None:
        cfg = self.config
        if not cfg.semantic or cfg.vector_store == "none":
            return None
        emb = as_embedder(embedder) if embedder is not None else build_embedder(cfg)
        index = build_l3(cfg, emb.dim, self.metrics)
        if index is None:
            return None
        ver = build_verifier(emb, judge) if verifier is True else verifier or None
        policy = self.adaptive
        return SemanticMatcher(
            index, emb, tier="prompt", threshold=cfg.similarity_threshold, metrics=self.metrics,
            verifier=ver if cfg.verify else None,
            index_guard=Guard(index.name, failure_threshold=cfg.breaker_threshold,
                              cooldown=cfg.breaker_cooldown, on_error=self.metrics.error),
            threshold_fn=policy.threshold_fn if policy else fixed_threshold,
            floor=cfg.similarity_threshold - (policy.max_drop if policy else 0.0),
            on_outcome=self._observe if policy else None,
            store_words=cfg.store_word_vectors,
        )

    def _observe(self, entry: Entry, similarity: float, correct: bool) -> None:
        """Teach an adaptive entry an outcome; positives only until it has a few (bounded
        write amplification), every negative."""
        assert self.adaptive is not None
        if correct and len(self.adaptive.state_of(entry).observations) >= _POSITIVE_SAMPLES:
            return
        self.prompt.replace(self.adaptive.record(
            entry, similarity, correct=correct, global_default=self.config.similarity_threshold,
        ))

    def _drop_local(self) -> None:
        """Forget this process's L1 (after missed invalidations); shared levels are intact."""
        if self.levels.l1 is not None:
            self.levels.l1.clear()

    def _on_l1_evict(self, entry: Entry, reason: str) -> None:
        self.metrics.evicted("l1", reason)
        if self.levels.l2 is None and self.semantic is not None:
            self.semantic.remove([entry.key])

    # -- keys -----------------------------------------------------------------------------
    def key(
        self, prompt: str, model: str | ModelParams, *, scope: str | None = None,
        tier: str = "prompt",
    ) -> CacheKey:
        """The :class:`CacheKey` of a text prompt (exposed for adapters and debugging)."""
        if not isinstance(prompt, str):
            raise InvalidInputError(f"prompt must be a str, not {type(prompt).__name__}")
        return make_key(tier, self._params(model), prompt, scope=self._scope(scope),
                        policy=self.config.key_policy)

    def chat_key(
        self, messages: Sequence[Message], model: str | ModelParams, *,
        scope: str | None = None, tier: str = "prompt",
    ) -> CacheKey:
        """The :class:`CacheKey` of a conversation (see :mod:`genaicache.messages`)."""
        parts = chat_key_text(messages, self.config.key_policy)
        return make_key(tier, self._params(model), parts.exact, scope=self._scope(scope),
                        policy=self.config.key_policy, semantic_text=parts.semantic,
                        context=parts.context, normalized=True, case=parts.case)

    def _params(self, model: str | ModelParams) -> ModelParams:
        if isinstance(model, ModelParams):
            return model
        if not isinstance(model, str):
            raise InvalidInputError(f"model must be a str, not {type(model).__name__}")
        return parse_llm_string(model)

    def current_scope(self) -> str:
        """The scope a call made now gets (:func:`cache_options`, else the config's)."""
        return self._scope(None)

    def _scope(self, scope: str | None) -> str:
        """Explicit scope, else the current call's (:func:`cache_options`), else the config's."""
        sc = scope if scope is not None else current_options().scope
        sc = self.config.scope if sc is None else sc
        if not isinstance(sc, str):
            raise InvalidInputError(f"scope must be a str, not {type(sc).__name__}")
        return sc

    def _as_key(self, request: str | CacheKey, model: str | ModelParams | None,
                scope: str | None) -> CacheKey:
        if isinstance(request, CacheKey):
            return request
        if model is None:
            raise InvalidInputError("model is required with a text prompt")
        return self.key(request, model, scope=scope)

    # -- lookup / update ------------------------------------------------------------------
    def lookup(
        self, request: str | CacheKey, model: str | ModelParams | None = None, *,
        scope: str | None = None, decode: Decode = _identity,
    ) -> Hit | None:
        """The cached value for a prompt (or key) and model, or ``None``.

        Never raises for a backend fault: a broken level is a miss. With ``coalesce=True`` a
        miss of a key another caller is computing waits (bounded) for that caller's update.
        """
        key = self._as_key(request, model, scope)
        found = self.lookup_or_join(key, decode)
        if isinstance(found, Flight):
            return self._after_flight(key, decode, found.wait(self._wait_bound))
        return found

    def lookup_or_join(self, key: CacheKey, decode: Decode = _identity) -> Hit | Flight | None:
        """A hit; or, on a miss another caller is computing, the :class:`Flight` to wait for;
        or ``None`` (the caller computes, then calls :meth:`update`)."""
        hit = self.prompt.lookup(key, decode, semantic=current_options().semantic is not False)
        if hit is not None or self.stampede is None:
            return hit
        def peek() -> Hit | None:
            return self.prompt.lookup(key, decode, semantic=False)

        result = self.stampede.join(key.exact, peek)
        return result if isinstance(result, (Flight, Hit)) else None

    async def await_flight(self, key: CacheKey, flight: Flight,
                           decode: Decode = _identity) -> Hit | None:
        """Async twin of waiting for a :class:`Flight`, holding no thread while waiting."""
        ok = await flight.await_done(self._wait_bound)
        return await asyncio.to_thread(self._after_flight, key, decode, ok)

    @property
    def _wait_bound(self) -> float:
        return self.config.coalesce_timeout

    def _after_flight(self, key: CacheKey, decode: Decode, ok: bool) -> Hit | None:
        return self.prompt.lookup(key, decode, semantic=False) if ok else None

    def lookup_local(self, request: CacheKey, decode: Decode = _identity) -> Hit | None:
        """An exact L1 hit only (no I/O, no embedding): the fast path of async lookups."""
        return self.prompt.lookup_local(request, decode)

    def update(
        self, request: str | CacheKey, model: str | ModelParams | None, value: Any, *,
        scope: str | None = None, ttl: float | None | Unset = UNSET, decoded: Any = None,
        answer: str | None = None, confidence: float | None = None,
        logprobs: Sequence[float] | None = None, tags: Iterable[str] = (),
        doc_ids: Iterable[str] = (),
    ) -> Entry | None:
        """Cache ``value``; returns the entry, or ``None`` when it was not cached.

        TTL: ``ttl`` here, else the current call's (:func:`cache_options`), else the freshness
        rules' for this prompt, else the configured default; ``0`` means do not cache.
        ``answer``/``confidence``/``logprobs`` feed confidence decay: a hedging or unconfident
        answer is stored stale and never served.
        """
        key = self._as_key(request, model, scope)
        call_ttl = ttl if ttl is not UNSET else current_options().ttl
        rules_ttl = self.freshness.rules_ttl(key.semantic_text or key.text, self.config.ttl)
        ttl_s = resolve_ttl(self.config.ttl, rules_ttl, call_ttl)
        entry = None
        if ttl_s != 0:
            extra = self._assess(answer, confidence, logprobs)
            entry = self.prompt.update(
                key, value, ttl=ttl_s, decoded=decoded, tags=str_tuple(tags, "tags"),
                doc_ids=str_tuple(doc_ids, "doc_ids"), **extra,
            )
        if self.stampede is not None:
            if entry is not None and not entry.stale:
                self.stampede.filled(key.exact)
            else:
                self.stampede.failed(key.exact)
        self._maybe_save()
        return entry

    def _assess(self, answer: str | None, confidence: float | None,
                logprobs: Sequence[float] | None) -> dict[str, Any]:
        if answer is None and confidence is None and not logprobs:
            return {}
        a = assess(answer or "", confidence=confidence, logprobs=logprobs,
                   min_confidence=self.config.min_confidence)
        if a.stale:
            self.metrics.stale_entry("prompt", a.reason.split(":", 1)[0])
        return {"stale": a.stale, "stale_reason": a.reason, "confidence": a.confidence,
                "uncertainty": a.uncertainty}

    def _maybe_save(self) -> None:
        if self.semantic is None or not self.config.path:
            return
        now = time.monotonic()
        if now - self._last_save >= _SAVE_EVERY and self._save_lock.acquire(blocking=False):
            try:
                self._last_save = now
                self.semantic.save()
            finally:
                self._save_lock.release()

    # -- feedback and invalidation --------------------------------------------------------
    def feedback(self, key: str | dict[str, Any], good: bool, *,
                 similarity: float | None = None) -> bool:
        """Record whether a served answer was right; ``key`` is the hit's key or its annotation.

        A wrong exact answer is deleted; a wrong soft hit raises that entry's own threshold
        above the similarity it was served at, so it stops serving that neighbour (and closer
        ones stay served). Returns ``False`` when the entry is gone.
        """
        if isinstance(key, dict):
            similarity = key.get("similarity") if similarity is None else similarity
            if key.get("kind") == "exact":
                similarity = None
            key = str(key.get("key", ""))
        if not isinstance(key, str) or not key:
            raise InvalidInputError("feedback needs the hit's key (or its annotation dict)")
        found = self.levels.get(key)
        if found is None:
            return False
        new = apply_feedback(found.entry, good, similarity, policy=self.adaptive,
                             global_threshold=self.config.similarity_threshold)
        if new is None:
            self.invalidator.keys([key], by="feedback")
            return True
        self.prompt.replace(new)
        self.invalidator.announce([key])
        return True

    def invalidate(
        self, *, keys: Iterable[str] | None = None, prompt: str | None = None,
        model: str | ModelParams | None = None, scope: str | None = None,
        tag: str | None = None, doc_ids: Iterable[str] | None = None,
    ) -> int:
        """Remove entries from every level (and every process's L1); returns how many.

        ``keys`` deletes exactly those keys. Otherwise the given selectors are ANDed: a
        ``prompt`` (normalized like a lookup), a ``model`` (an ``llm_string`` or model id), a
        ``scope``, a ``tag``, or any of the source ``doc_ids``.
        """
        if keys is not None:
            return self.invalidator.keys(str_tuple(keys, "keys"))
        check_selector_values(prompt=prompt, scope=scope, tag=tag)
        model_id = self._params(model).model if model is not None else None
        sel = Selector(
            prompt=normalize(prompt, self.config.key_policy) if prompt is not None else None,
            model=model_id, scope=scope, tag=tag,
            doc_ids=frozenset(str_tuple(doc_ids, "doc_ids")) if doc_ids is not None else None,
        )
        by = next((n for n in ("prompt", "model", "scope", "tag", "doc_ids")
                   if getattr(sel, n) is not None), "none")
        return self.invalidator.select(sel, by)

    # -- housekeeping ---------------------------------------------------------------------
    def clear(self) -> None:
        """Remove every entry this cache owns, at every level."""
        self.prompt.clear()

    def stats(self) -> dict[str, Any]:
        """Counts of hits by level and kind, misses, refusals, errors (see :class:`Metrics`)."""
        return self.metrics.stats()

    def close(self) -> None:
        """Persist the vector index (when on disk) and release backend connections."""
        if self.semantic is not None:
            self.semantic.save()
        self.invalidator.close()
        self.levels.close()

    def __enter__(self) -> Cache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _as_dict(config: CacheConfig) -> dict[str, Any]:
    return {f.name: getattr(config, f.name) for f in dc_fields(config)}
