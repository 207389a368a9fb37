"""Builds the levels of a cache from a :class:`CacheConfig` (the presets live here).

- nothing set: L1 + in-memory FAISS (semantic on)
- ``path``: L1 + SQLite file + FAISS saved next to it
- ``redis_url``: L2 is Redis (shared by every process pointing at it)
- ``vector_store="chroma"`` (+ ``chroma_path`` or ``chroma_host``): L3 is Chroma
Optional backends are imported here, lazily, so a missing extra fails with a clear message.
"""

from __future__ import annotations

import logging
import uuid
import warnings
from collections.abc import Callable
from typing import Any, Literal

from genaicache.clock import Clock
from genaicache.coalesce import DistributedSingleFlight
from genaicache.config import CacheConfig
from genaicache.embedders.base import Embedder
from genaicache.entry import Entry
from genaicache.errors import BackendUnavailableError, DependencyMissingError
from genaicache.eviction import POLICIES
from genaicache.guard import Guard
from genaicache.metrics import Metrics
from genaicache.stampede import Stampede
from genaicache.stores.base import Broadcaster, Store
from genaicache.stores.memory import MemoryStore
from genaicache.vectors.base import VectorIndex
from genaicache.verify.base import Verifier
from genaicache.write_filter import VersionedStore, WriteFilter

log = logging.getLogger("genaicache")


def build_l1(
    config: CacheConfig, clock: Clock, on_evict: Callable[[Entry, str], None] | None = None
) -> MemoryStore:
    return MemoryStore(
        config.l1_max_entries, config.l1_max_bytes,
        policy=POLICIES[config.eviction](), clock=clock, on_evict=on_evict,
    )


def build_l2(config: CacheConfig, metrics: Metrics, clock: Clock) -> Store | None:
    """Redis when ``redis_url`` is set, SQLite when ``path`` is set, else no L2."""
    if config.redis_url:
        return _redis_store(config, metrics)
    if config.path:
        from genaicache.stores.sqlite import SQLiteStore

        return SQLiteStore(config.path, clock=clock)
    return None


def _redis_store(config: CacheConfig, metrics: Metrics) -> Store:
    try:
        from genaicache.stores.redis import RedisStore
    except ImportError as exc:
        raise DependencyMissingError("redis", "redis") from exc
    store = RedisStore(
        str(config.redis_url), prefix=config.redis_prefix,
        socket_timeout=config.redis_timeout, pool_size=config.redis_pool_size,
    )
    if not _ping(store):
        message = f"Redis at {_redact(str(config.redis_url))} does not answer"
        if config.strict:
            raise BackendUnavailableError(message)
        warnings.warn(f"genaicache: {message}; starting degraded (misses)", stacklevel=4)
        log.warning("genaicache: %s; starting degraded", message)
        metrics.degraded.labels("redis").set(1)
        metrics.error("redis")
    return store


def _ping(store: Store) -> bool:
    try:
        return bool(store.ping())  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - any failure means "not reachable"
        return False


def _redact(url: str) -> str:
    if "@" in url:
        scheme, _, rest = url.partition("://")
        return f"{scheme}://***@{rest.split('@', 1)[1]}"
    return url


def build_broadcaster(
    config: CacheConfig, on_reconnect: Callable[[], None] | None = None
) -> Broadcaster | None:
    """Redis pub/sub for invalidations; ``on_reconnect`` runs after a gap in which messages may
    have been lost (the cache then drops its whole L1)."""
    if not config.redis_url:
        return None
    from genaicache.stores.pubsub import RedisBroadcaster

    return RedisBroadcaster(str(config.redis_url), channel=f"{config.redis_prefix}invalidate",
                            on_reconnect=on_reconnect)


def build_embedder(config: CacheConfig) -> Embedder:
    try:
        from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
    except ImportError as exc:
        raise DependencyMissingError("sentence-transformers", "embeddings") from exc
    backend: Literal["onnx", "torch"] = "torch" if config.embedder_backend == "torch" else "onnx"
    return SentenceTransformerEmbedder(
        backend=backend, quantized=config.embedder_backend == "onnx-int8"
    )


def build_l3(
    config: CacheConfig, dim: int, metrics: Metrics | None = None
) -> VectorIndex | None:
    if not config.semantic or config.vector_store == "none":
        return None
    if config.vector_store == "chroma":
        try:
            from genaicache.vectors.chroma_index import ChromaIndex
        except ImportError as exc:
            raise DependencyMissingError("chromadb", "chroma") from exc
        name = _collection_name(config.redis_prefix)
        if not config.chroma_path and not config.chroma_host:
            # In-memory Chroma clients share one database per process: keep caches apart.
            name = f"{name[:40]}_{uuid.uuid4().hex[:12]}"
        index = ChromaIndex(
            path=config.chroma_path, host=config.chroma_host, port=config.chroma_port,
            collection=name,
        )
        if index.unavailable_reason is not None:
            message = f"Chroma server {config.chroma_host}:{config.chroma_port} does not answer"
            if config.strict:
                raise BackendUnavailableError(f"{message}: {index.unavailable_reason}")
            warnings.warn(f"genaicache: {message}; semantic lookups miss until it does",
                          stacklevel=4)
            if metrics is not None:
                metrics.degraded.labels("chroma").set(1)
                metrics.error("chroma")
        return index
    try:
        from genaicache.vectors.faiss_index import FaissIndex
    except ImportError as exc:
        raise DependencyMissingError("faiss-cpu", "faiss") from exc
    path = f"{config.path}.faiss" if config.path else None
    return FaissIndex(dim, path=path)


def _collection_name(prefix: str) -> str:
    """A Chroma collection name (3-63 characters, alphanumeric at both ends) for a prefix."""
    name = "".join(c if c.isalnum() else "_" for c in prefix)[:60].strip("_") or "genaicache"
    return name if len(name) >= 3 else f"{name}_cache"


def build_write_filter(config: CacheConfig, l2: Store | None, guard: Guard) -> WriteFilter | None:
    """A never-written filter for L2 stores that can detect foreign writes (SQLite)."""
    if not config.bloom or not isinstance(l2, VersionedStore):
        return None
    return guard.call(WriteFilter, l2, fallback=None)


def build_stampede(config: CacheConfig, l2: Store | None) -> Stampede | None:
    """Stampede protection when ``coalesce=True``; across processes too when L2 is Redis."""
    if not config.coalesce:
        return None
    remote = None
    client = getattr(l2, "client", None) if config.redis_url else None
    if client is not None:
        remote = DistributedSingleFlight(
            client, f"{config.redis_prefix}coalesce",
            lock_ttl=min(config.coalesce_timeout, 30.0),
        )
    return Stampede(config.coalesce_timeout, remote)


def build_verifier(embedder: Embedder, judge: Any = None) -> Verifier:
    """The default verification chain: critical-difference checks, token alignment (when the
    embedder exposes token embeddings) and, when given, an LLM judge for the grey zone.

    ``judge`` is an :class:`~genaicache.verify.judge.LLMJudge` or any LangChain chat model /
    LlamaIndex LLM (wrapped in a judge with the default grey zone).
    """
    from genaicache.verify.chain import default_verifier
    from genaicache.verify.judge import LLMJudge

    if judge is not None and not isinstance(judge, LLMJudge):
        judge = LLMJudge(judge)
    return default_verifier(embedder, judge=judge)
