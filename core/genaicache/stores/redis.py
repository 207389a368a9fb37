"""L2 store on Redis, standalone or Redis Cluster (redis-py), shared by every process.

Key layout: a store key ``k`` is kept under the Redis key ``<prefix>{k}``; the braces are a
Redis Cluster hash tag, so only ``k`` picks the slot. A key of the form ``<base>#<suffix>`` is
kept as ``<prefix>{<base>}#<suffix>``: the entry ``base`` and every key derived from it with a
``#`` suffix (indexes, chunk lists) land in one slot, so a multi-key command on them is legal in
cluster mode. ``prefix`` itself must not contain braces (else it would be the hash tag and every
key would share one slot).

Connection errors and timeouts propagate as redis-py exceptions: the tier's guard turns them
into misses. Clients built from a URL fail fast: ``socket_timeout`` bounds every call, one
retry without back-off covers a pooled connection that a Redis restart closed.
"""

from __future__ import annotations

import contextlib
import math
import threading
from collections.abc import Iterator, Sequence
from typing import Any, cast

import redis
from redis.backoff import NoBackoff
from redis.cluster import RedisCluster
from redis.connection import parse_url
from redis.exceptions import RedisClusterException, RedisError
from redis.retry import Retry

from genaicache.checks import str_tuple
from genaicache.errors import ConfigError, InvalidInputError
from genaicache.stores.redis_lease import LeasedGet

RedisClient = redis.Redis | RedisCluster

CONNECT_ERRORS = (RedisError, RedisClusterException, OSError)
"""What redis-py raises when a server cannot be reached (``RedisClusterException`` is not a
``RedisError``)."""

RETRIES = 1
"""Retries after a connection error, without back-off (a cache must fail fast)."""

_BATCH = 500  # keys per MGET / UNLINK
_MAX_LEASES = 16  # connections the lean GET path keeps idle, at most a quarter of the pool
_SCAN_COUNT = 1000
_GLOB_SPECIAL = "\\*?[]"


class RedisStore:
    """A byte store with per-key TTL (``PX``) under a key prefix in Redis.

    >>> store = RedisStore("redis://127.0.0.1:6379/0", prefix="myapp:cache:")
    >>> store.set("k", b"v", ttl=60)
    >>> store.get("k")
    b'v'
    >>> store.clear()                           # deletes only the keys under its prefix
    >>> store.close()

    ``client_or_url`` is a ``redis.Redis``/``RedisCluster`` (used as is, never closed by the
    store; it must not decode responses) or a URL; ``redis+cluster://host:port`` or
    ``cluster=True`` builds a ``RedisCluster`` from one startup node. ``socket_timeout`` (s) and
    ``pool_size`` (connections, per node in cluster mode) apply to clients built from a URL.
    """

    name = "redis"

    def __init__(
        self,
        client_or_url: redis.Redis | RedisCluster | str,
        *,
        prefix: str = "genaicache:",
        socket_timeout: float = 0.05,
        pool_size: int = 50,
        cluster: bool | None = None,
    ) -> None:
        _check_prefix(prefix)
        self._source = ClientSource(
            client_or_url, socket_timeout=socket_timeout, pool_size=pool_size, cluster=cluster
        )
        self.prefix = prefix
        self.cluster = self._source.cluster
        self._raw_prefix = prefix.encode()
        self._match = "".join("\\" + c if c in _GLOB_SPECIAL else c for c in prefix) + "{*"

    @classmethod
    def from_url(
        cls,
        url: str,
        *,
        prefix: str = "genaicache:",
        socket_timeout: float = 0.05,
        pool_size: int = 50,
        cluster: bool | None = None,
    ) -> RedisStore:
        """A store on a client built from ``url`` (``redis://``, ``rediss://``, ``redis+cluster://``)."""
        if not isinstance(url, str):
            raise ConfigError("url", f"must be a str, got {type(url).__name__}")
        return cls(
            url, prefix=prefix, socket_timeout=socket_timeout, pool_size=pool_size, cluster=cluster
        )

    @property
    def client(self) -> RedisClient:
        """The underlying redis-py client (built now if the server was down until now)."""
        return self._source.get()

    def redis_key(self, key: str) -> str:
        """The Redis key that holds store key ``key`` (see the module docstring)."""
        if not isinstance(key, str):
            raise InvalidInputError(f"store key must be a str, got {type(key).__name__}")
        base, sep, suffix = key.partition("#")
        if not base:
            raise InvalidInputError(f"store key must not be empty or start with '#': {key!r:.80}")
        return f"{self.prefix}{{{base}}}{sep}{suffix}"

    def get(self, key: str) -> bytes | None:
        """The stored bytes, or ``None`` when absent or expired."""
        return self._source.get_value(self.redis_key(key))

    def get_many(self, keys: Sequence[str]) -> list[bytes | None]:
        """Values aligned with ``keys``: one MGET (per slot in cluster mode, pipelined)."""
        names = [self.redis_key(k) for k in str_tuple(keys, "keys")]
        client = self._source.get() if names else None
        values: list[bytes | None] = []
        for start in range(0, len(names), _BATCH):
            batch = names[start : start + _BATCH]
            if isinstance(client, RedisCluster):
                values.extend(client.mget_nonatomic(batch))
            elif client is not None:
                values.extend(cast("list[bytes | None]", client.mget(batch)))
        return values

    def set(self, key: str, value: bytes, ttl: float | None = None) -> None:
        """Store ``value``; ``ttl`` in seconds (sent as ``PX``, whole ms, at least 1)."""
        if not isinstance(value, bytes):
            raise InvalidInputError(f"store value must be bytes, got {type(value).__name__}")
        self._source.get().set(self.redis_key(key), value, px=_ttl_ms(ttl))

    def delete(self, keys: Sequence[str]) -> int:
        """UNLINK exactly these keys (never a pattern); returns how many existed."""
        names = [self.redis_key(k) for k in str_tuple(keys, "keys")]
        return sum(self._unlink(names[i : i + _BATCH]) for i in range(0, len(names), _BATCH))

    def keys(self) -> Iterator[str]:
        """Every live key under this store's prefix (every primary node in cluster mode)."""
        for name in self._scan():
            key = self._store_key(name)
            if key is not None:
                yield key

    def clear(self) -> None:
        """UNLINK every key under this prefix, in batches, node by node; never FLUSHDB."""
        batch: list[bytes] = []
        for name in self._scan():
            batch.append(name)
            if len(batch) >= _BATCH:
                self._unlink(batch)
                batch = []
        if batch:
            self._unlink(batch)

    def ping(self) -> bool:
        """Whether Redis answers now (health check; never raises)."""
        try:
            return bool(self._source.get().ping())
        except CONNECT_ERRORS:
            return False

    def close(self) -> None:
        """Close the client if this store built it from a URL."""
        self._source.close()

    def __repr__(self) -> str:
        return f"RedisStore(prefix={self.prefix!r}, cluster={self.cluster})"

    def _unlink(self, names: Sequence[str | bytes]) -> int:
        # RedisCluster.unlink splits the names by slot and pipelines one UNLINK per slot.
        return int(self._source.get().unlink(*names)) if names else 0

    def _scan(self) -> Iterator[bytes]:
        """Redis keys under the prefix, from every primary (SCAN MATCH with the prefix escaped)."""
        for node in _primaries(self._source.get()):
            for name in node.scan_iter(match=self._match, count=_SCAN_COUNT):
                if isinstance(name, bytes) and name.startswith(self._raw_prefix):
                    yield name

    def _store_key(self, name: bytes) -> str | None:
        """Inverse of :meth:`redis_key`; ``None`` for a name this store did not write."""
        rest = name[len(self._raw_prefix) :].decode("utf-8", "surrogateescape")
        cut = rest.find("#")
        end = len(rest) if cut < 0 else cut
        if end < 3 or rest[0] != "{" or rest[end - 1] != "}":
            return None
        return rest[1 : end - 1] + rest[end:]


class ClientSource:
    """The redis-py client of a store or broadcaster, built on first use if need be.

    A ``RedisCluster`` connects in its constructor; when the cluster is down at start-up the
    client is built later, at the first call that finds it missing (that call raises the redis
    error meanwhile), so a cache can start degraded and recover. Bad configuration is still
    rejected here, at once, with a :class:`ConfigError`.
    """

    def __init__(
        self,
        client_or_url: redis.Redis | RedisCluster | str,
        *,
        socket_timeout: float,
        pool_size: int,
        cluster: bool | None,
    ) -> None:
        self._lock = threading.Lock()
        self._client: RedisClient | None = None
        self._lease: LeasedGet | None = None
        self._lease_of: RedisClient | None = None  # the client ``_lease`` was made for
        self._closed = False
        self._url = ""
        self._options = (socket_timeout, pool_size)
        if isinstance(client_or_url, str):
            self._url, self.cluster = _check_url(client_or_url, cluster)
            _check_number("socket_timeout", socket_timeout)
            if isinstance(pool_size, bool) or not isinstance(pool_size, int) or pool_size < 1:
                raise ConfigError("pool_size", f"must be an int >= 1, got {pool_size!r}")
            self.owned = True
            with contextlib.suppress(*CONNECT_ERRORS):
                self.get()
            return
        if not isinstance(client_or_url, (redis.Redis, RedisCluster)):
            kind = type(client_or_url).__name__
            raise ConfigError("client_or_url", f"expected a Redis, RedisCluster or URL, got {kind}")
        self.cluster, self.owned = isinstance(client_or_url, RedisCluster), False
        if cluster is not None and cluster != self.cluster:
            raise ConfigError("cluster", f"cluster={cluster} contradicts the client passed")
        if client_or_url.get_connection_kwargs().get("decode_responses"):
            raise ConfigError("client_or_url", "the redis client must not decode responses")
        self._client = client_or_url

    def get(self) -> RedisClient:
        """The client; builds it now if it could not be built before (redis errors propagate)."""
        client = self._client
        if client is None or self._closed:  # two attribute reads on the hot path
            with self._lock:
                if self._closed:
                    raise redis.ConnectionError("this genaicache Redis client was closed")
                if self._client is None:
                    self._client = connect(self._url, *self._options, cluster=self.cluster)
                client = self._client
        return client

    def get_value(self, name: str) -> bytes | None:
        """``GET name``: on leased connections where the client allows it (see
        :mod:`genaicache.stores.redis_lease`), else through the client."""
        client = self.get()
        if self._lease_of is not client:
            with self._lock:  # one lease per client, or connections would be stranded
                if self._lease_of is not client:
                    self._lease, self._lease_of = self._make_lease(client), client
        lease = self._lease
        if lease is not None:
            return lease.get(name)
        return cast("bytes | None", client.get(name))

    def _make_lease(self, client: RedisClient) -> LeasedGet | None:
        # Only a client built here: a lease holds pool connections until close(), and a
        # caller's own client may outlive stores that are never closed.
        if (not self.owned or self._closed or not isinstance(client, redis.Redis)
                or not LeasedGet.supports(client)):
            return None
        size = getattr(client.connection_pool, "max_connections", 0)
        max_idle = min(_MAX_LEASES, size // 4) if isinstance(size, int) else 0
        return LeasedGet(client, max_idle) if max_idle > 0 else None

    def close(self) -> None:
        """Close the client if it was built here; a client passed in belongs to its owner."""
        with self._lock:
            client, self._closed = self._client, True
            lease, self._lease = self._lease, None
        if lease is not None:
            lease.release_all()  # a passed-in client's pool gets its connections back
        if self.owned and client is not None:
            client.close()
            if isinstance(client, redis.Redis):  # built on our own pool: close its sockets too
                client.connection_pool.disconnect()


def connect(url: str, socket_timeout: float, pool_size: int, *, cluster: bool) -> RedisClient:
    """A fail-fast client for a plain ``redis://``/``rediss://``/``unix://`` URL.

    Standalone: a blocking pool of ``pool_size`` connections; a caller waits at most
    ``socket_timeout`` for a free one, then gets a ``redis.ConnectionError`` (a miss).
    Cluster: ``pool_size`` connections per node. One retry, no back-off.
    """
    timeouts: dict[str, Any] = {
        "socket_timeout": socket_timeout,
        "socket_connect_timeout": socket_timeout,
        "retry": Retry(NoBackoff(), RETRIES),
    }
    if cluster:
        return RedisCluster.from_url(url, max_connections=pool_size, **timeouts)
    # RESP2 unless the URL asks otherwise: redis-py 8 defaults to RESP3, whose push messages
    # and maintenance hooks the lean GET path (stores/redis_lease.py) leaves to redis-py.
    pool = redis.BlockingConnectionPool.from_url(
        url, max_connections=pool_size, timeout=socket_timeout, protocol=2, **timeouts
    )
    return redis.Redis(connection_pool=pool)


def _check_url(url: str, cluster: bool | None) -> tuple[str, bool]:
    """``url`` with ``+cluster`` removed from its scheme, and whether it names a cluster."""
    scheme, sep, rest = url.partition("://")
    if scheme.endswith("+cluster"):
        if cluster is False:
            raise ConfigError("cluster", "cluster=False contradicts a redis+cluster:// URL")
        url, cluster = scheme.removesuffix("+cluster") + sep + rest, True
    try:
        options: dict[str, Any] = parse_url(url)  # type: ignore[no-untyped-call]
    except ValueError as exc:
        raise ConfigError("url", f"invalid Redis URL: {exc}") from exc
    if options.get("decode_responses"):
        raise ConfigError("url", "decode_responses must stay off (values are bytes)")
    if cluster and (options.get("db", 0) != 0 or "path" in options):
        raise ConfigError("url", "a Redis Cluster URL needs a TCP host and db 0")
    return url, bool(cluster)


def _primaries(client: RedisClient) -> list[redis.Redis]:
    if isinstance(client, RedisCluster):
        return [client.get_redis_connection(node) for node in cast(Any, client).get_primaries()]
    return [client]


def _check_prefix(prefix: str) -> None:
    if not isinstance(prefix, str) or not prefix:
        raise ConfigError("prefix", f"must be a non-empty str, got {prefix!r}")
    if "{" in prefix or "}" in prefix:
        raise ConfigError("prefix", "must not contain '{' or '}' (the key's hash tag follows it)")


def _check_number(option: str, value: float) -> None:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    if not ok or not 0 < value < math.inf:
        raise ConfigError(option, f"must be a finite number > 0, got {value!r}")


def _ttl_ms(ttl: float | None) -> int | None:
    """``ttl`` seconds as whole milliseconds for ``PX`` (at least 1); ``None``: no expiry."""
    if ttl is None:
        return None
    if isinstance(ttl, bool) or not isinstance(ttl, (int, float)) or not ttl > 0:
        raise InvalidInputError(f"ttl must be a number > 0 seconds or None, got {ttl!r}")
    return None if math.isinf(ttl) else max(1, round(ttl * 1000))


def __getattr__(name: str) -> Any:
    """``RedisBroadcaster`` lives in :mod:`genaicache.stores.pubsub`; re-exported lazily here."""
    if name == "RedisBroadcaster":
        from genaicache.stores.pubsub import RedisBroadcaster

        return RedisBroadcaster
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
