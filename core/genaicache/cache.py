"""The framework-free facade: one object that owns the levels and the prompt tier.

The LangChain and LlamaIndex adapters only translate their arguments to these calls; every
rule (keys, scope, TTL, verification, failure handling) lives here and below.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from typing import Any

from prometheus_client import CollectorRegistry

from genaicache.clock import Clock, system_clock
from genaicache.config import CacheConfig
from genaicache.embedders.base import Embedder
from genaicache.entry import Entry
from genaicache.errors import InvalidInputError
from genaicache.factory import build_embedder, build_l1, build_l2, build_l3
from genaicache.guard import Guard
from genaicache.hit import Hit
from genaicache.keys import CacheKey, make_key
from genaicache.levels import KVLevels
from genaicache.messages import Message, chat_key_text
from genaicache.metrics import Metrics
from genaicache.params import ModelParams, parse_llm_string
from genaicache.semantic import SemanticMatcher
from genaicache.tiers.prompt import Decode, PromptTier, _identity
from genaicache.verify.base import Verifier

log = logging.getLogger("genaicache")
_SAVE_EVERY = 5.0


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
        registry: CollectorRegistry | None = None,
        clock: Clock = system_clock,
        **options: Any,
    ) -> None:
        if config is not None and not isinstance(config, CacheConfig):
            raise InvalidInputError("config must be a CacheConfig")
        self.config = config or CacheConfig.from_env(**options)
        if config is not None and options:
            self.config = CacheConfig.from_env(**{**_as_dict(config), **options})
        cfg = self.config
        self.clock = clock
        self.metrics = Metrics(registry)
        self._secret = cfg.secret.encode() if cfg.secret else None
        l1 = build_l1(cfg, clock)
        l2 = build_l2(cfg, self.metrics, clock)
        guard = Guard(
            l2.name if l2 else "none", failure_threshold=cfg.breaker_threshold,
            cooldown=cfg.breaker_cooldown, on_error=self.metrics.error,
        )
        self.levels = KVLevels(l1, l2, metrics=self.metrics, guard=guard,
                               secret=self._secret, clock=clock)
        self.semantic = self._build_semantic(embedder, verifier)
        if self.semantic is not None:
            l1._on_evict = self._on_l1_evict if l2 is None else None
        self.prompt = PromptTier(self.levels, metrics=self.metrics, semantic=self.semantic,
                                 default_ttl=cfg.ttl, clock=clock)
        self._last_save = time.monotonic()
        self._save_lock = threading.Lock()

    def _build_semantic(
        self, embedder: Embedder | None, verifier: Verifier | None | bool
    ) -> SemanticMatcher | None:
        cfg = self.config
        if not cfg.semantic or cfg.vector_store == "none":
            return None
        emb = embedder if embedder is not None else build_embedder(cfg)
        index = build_l3(cfg, emb.dim)
        if index is None:
            return None
        ver = self._default_verifier(emb) if verifier is True else verifier or None
        return SemanticMatcher(
            index, emb, tier="prompt", threshold=cfg.similarity_threshold, metrics=self.metrics,
            verifier=ver if cfg.verify else None,
        )

    def _default_verifier(self, embedder: Embedder) -> Verifier | None:
        try:
            from genaicache.verify.chain import default_verifier
        except ImportError:
            return None
        return default_verifier(embedder)

    def _on_l1_evict(self, entry: Entry, reason: str) -> None:
        self.metrics.evicted("l1", reason)
        if self.semantic is not None:
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
                        context=parts.context, normalized=True)

    def _params(self, model: str | ModelParams) -> ModelParams:
        if isinstance(model, ModelParams):
            return model
        if not isinstance(model, str):
            raise InvalidInputError(f"model must be a str, not {type(model).__name__}")
        return parse_llm_string(model)

    def _scope(self, scope: str | None) -> str:
        sc = self.config.scope if scope is None else scope
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

    # -- the cache API --------------------------------------------------------------------
    def lookup(
        self, request: str | CacheKey, model: str | ModelParams | None = None, *,
        scope: str | None = None, decode: Decode = _identity,
    ) -> Hit | None:
        """The cached value for a prompt (or key) and model, or ``None``.

        Never raises for a backend fault: a broken level is a miss.
        """
        return self.prompt.lookup(self._as_key(request, model, scope), decode)

    def lookup_local(self, request: CacheKey, decode: Decode = _identity) -> Hit | None:
        """An exact L1 hit only (no I/O, no embedding): the fast path of async lookups."""
        return self.prompt.lookup_local(request, decode)

    def update(
        self, request: str | CacheKey, model: str | ModelParams | None, value: Any, *,
        scope: str | None = None, ttl: float | None | object = ..., decoded: Any = None,
        **fields: Any,
    ) -> Entry | None:
        """Cache ``value``; returns the entry, or ``None`` when it was not cached (ttl=0)."""
        key = self._as_key(request, model, scope)
        if ttl is not ... and ttl is not None and (
            isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or ttl < 0
        ):
            raise InvalidInputError(f"ttl must be a number >= 0 or None, got {ttl!r}")
        entry = self.prompt.update(key, value, ttl=ttl, decoded=decoded, **fields)
        self._maybe_save()
        return entry

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
        self.levels.close()

    def __enter__(self) -> Cache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _as_dict(config: CacheConfig) -> dict[str, Any]:
    from dataclasses import fields

    return {f.name: getattr(config, f.name) for f in fields(config)}

