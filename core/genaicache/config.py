"""One validated configuration dataclass, with ``GENAICACHE_*`` environment defaults.

Precedence: an explicit keyword wins over the environment, which wins over the default.
Every field is validated in ``__post_init__``; a bad value raises :class:`ConfigError` naming
the option.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, fields
from typing import Any, Literal

from genaicache.errors import ConfigError
from genaicache.normalize import KeyPolicy

VectorStoreName = Literal["faiss", "chroma", "none"]
EmbedderBackend = Literal["onnx", "torch", "onnx-int8"]


def _env(name: str) -> str | None:
    value = os.environ.get(f"GENAICACHE_{name.upper()}")
    return value if value not in (None, "") else None


@dataclass(frozen=True)
class CacheConfig:
    """Settings of a genaicache cache. See the README's configuration table.

    >>> CacheConfig(similarity_threshold=0.95).similarity_threshold
    0.95
    """

    path: str | None = None
    redis_url: str | None = None
    vector_store: VectorStoreName = "faiss"
    chroma_path: str | None = None
    chroma_host: str | None = None
    chroma_port: int = 8000
    semantic: bool = True
    similarity_threshold: float = 0.84
    max_error_rate: float | None = None
    verify: bool = True
    store_word_vectors: bool = True
    ttl: float | None = None
    scope: str = ""
    key_policy: KeyPolicy = KeyPolicy.STANDARD
    l1_max_entries: int = 10_000
    l1_max_bytes: int = 256 * 1024 * 1024
    eviction: Literal["lru", "lfu", "value"] = "lru"
    redis_prefix: str = "genaicache:"
    redis_timeout: float = 0.05
    redis_pool_size: int = 50
    secret: str | None = field(default=None, repr=False)
    strict: bool = False
    embedder_backend: EmbedderBackend = "onnx"
    breaker_threshold: int = 5
    breaker_cooldown: float = 5.0
    min_confidence: float = 0.85
    coalesce: bool = False
    coalesce_timeout: float = 30.0
    bloom: bool = True

    def __post_init__(self) -> None:
        _check_types(self)
        _check_values(self)

    @classmethod
    def from_env(cls, **overrides: Any) -> CacheConfig:
        """Defaults, then ``GENAICACHE_<FIELD>`` variables, then ``overrides``."""
        values: dict[str, Any] = {}
        for f in fields(cls):
            raw = _env(f.name)
            if raw is not None:
                values[f.name] = _parse_env(f.name, raw, f.default)
        unknown = set(overrides) - {f.name for f in fields(cls)}
        if unknown:
            raise ConfigError(sorted(unknown)[0], "unknown option")
        values.update(overrides)
        return cls(**values)


def _parse_env(name: str, raw: str, default: Any) -> Any:
    try:
        if isinstance(default, bool):
            if raw.lower() not in {"1", "0", "true", "false", "yes", "no", "on", "off"}:
                raise ValueError(raw)
            return raw.lower() in {"1", "true", "yes", "on"}
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, float) or name in {"ttl", "max_error_rate"}:
            return float(raw)
    except ValueError:
        raise ConfigError(name, f"GENAICACHE_{name.upper()}={raw!r} is not valid") from None
    return raw


_STR_OR_NONE = {"path", "redis_url", "chroma_path", "chroma_host", "secret"}
_BOOLS = {"semantic", "verify", "store_word_vectors", "strict", "coalesce", "bloom"}
_NUMBERS = {
    "similarity_threshold", "redis_timeout", "breaker_cooldown", "min_confidence",
    "coalesce_timeout",
}
_INTS = {"chroma_port", "l1_max_entries", "l1_max_bytes", "redis_pool_size", "breaker_threshold"}


def _check_types(c: CacheConfig) -> None:
    for name in _STR_OR_NONE:
        v = getattr(c, name)
        if v is not None and not isinstance(v, (str, os.PathLike)):
            raise ConfigError(name, f"must be a str or None, got {type(v).__name__}")
    for name in _BOOLS:
        if not isinstance(getattr(c, name), bool):
            raise ConfigError(name, f"must be a bool, got {getattr(c, name)!r}")
    for name in _INTS:
        v = getattr(c, name)
        if isinstance(v, bool) or not isinstance(v, int):
            raise ConfigError(name, f"must be an int, got {v!r}")
    for name in _NUMBERS | {"ttl", "max_error_rate"}:
        v = getattr(c, name)
        if v is None and name in {"ttl", "max_error_rate"}:
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise ConfigError(name, f"must be a number, got {v!r}")
    if not isinstance(c.scope, str):
        raise ConfigError("scope", f"must be a str, got {type(c.scope).__name__}")


def _check_values(c: CacheConfig) -> None:
    if not 0.0 < c.similarity_threshold <= 1.0:
        raise ConfigError("similarity_threshold", "must be in (0, 1] (cosine similarity)")
    if c.max_error_rate is not None and not 0.0 < c.max_error_rate < 0.5:
        raise ConfigError("max_error_rate", "must be in (0, 0.5), e.g. 0.02")
    if c.ttl is not None and c.ttl < 0:
        raise ConfigError("ttl", "must be >= 0 seconds (0 = do not cache) or None (no expiry)")
    if c.vector_store not in ("faiss", "chroma", "none"):
        raise ConfigError("vector_store", "must be 'faiss', 'chroma' or 'none'")
    if c.eviction not in ("lru", "lfu", "value"):
        raise ConfigError("eviction", "must be 'lru', 'lfu' or 'value'")
    if c.embedder_backend not in ("onnx", "torch", "onnx-int8"):
        raise ConfigError("embedder_backend", "must be 'onnx', 'torch' or 'onnx-int8'")
    try:
        object.__setattr__(c, "key_policy", KeyPolicy(c.key_policy))
    except ValueError:
        raise ConfigError("key_policy", "must be raw, whitespace, standard or aggressive") from None
    for name in ("l1_max_entries", "l1_max_bytes", "redis_pool_size", "breaker_threshold"):
        if getattr(c, name) < 1:
            raise ConfigError(name, "must be >= 1")
    for name in ("redis_timeout", "breaker_cooldown", "coalesce_timeout"):
        if getattr(c, name) <= 0:
            raise ConfigError(name, "must be > 0 seconds")
    if not 0.0 <= c.min_confidence <= 1.0:
        raise ConfigError("min_confidence", "must be in [0, 1]")
    if c.vector_store == "chroma" and c.chroma_path and c.chroma_host:
        raise ConfigError("chroma_host", "give chroma_path (embedded) or chroma_host, not both")
    if c.redis_url is not None and not str(c.redis_url).startswith(
        ("redis://", "rediss://", "unix://", "redis+cluster://", "rediss+cluster://")
    ):
        raise ConfigError(
            "redis_url", "must start with redis://, rediss://, unix:// or redis+cluster://"
        )
