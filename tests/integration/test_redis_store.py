"""RedisStore and RedisBroadcaster against a real Redis (the shared one, or a throwaway server)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pytest
import redis
from redis.crc import key_slot
from redis_servers import free_port, shared_redis_url, throwaway_redis, unique_prefix, wait_until
from store_contract import StoreContract

from genaicache.errors import ConfigError, InvalidInputError
from genaicache.stores import Broadcaster
from genaicache.stores.pubsub import RedisBroadcaster
from genaicache.stores.redis import RedisStore

pytestmark = pytest.mark.redis

DELIVERY_TIMEOUT = 5.0  # bound of the polling loops, not a speed requirement


@pytest.fixture(scope="module")
def redis_url() -> str:
    return shared_redis_url()


@pytest.fixture
def store(redis_url: str) -> Iterator[RedisStore]:
    store = RedisStore(redis_url, prefix=unique_prefix("store"))
    yield store
    store.clear()
    store.close()


@pytest.fixture
def raw(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


class TestRedisContract(StoreContract):
    store_name = "redis"

    @pytest.fixture
    def reopen(self, store: RedisStore, redis_url: str) -> Callable[[], RedisStore]:
        return lambda: RedisStore(redis_url, prefix=store.prefix)


def test_ping(store: RedisStore) -> None:
    assert store.ping()


def test_keys_live_under_the_prefix_with_a_hash_tag(store: RedisStore, raw: redis.Redis) -> None:
    store.set("entry", b"e")
    store.set("entry#chunks", b"c")
    assert raw.get(f"{store.prefix}{{entry}}") == b"e"
    assert raw.get(f"{store.prefix}{{entry}}#chunks") == b"c"
    slot = key_slot(store.redis_key("entry").encode())
    assert key_slot(store.redis_key("entry#chunks").encode()) == slot
    assert key_slot(store.redis_key("entry#a#b").encode()) == slot


def test_ttl_is_set_with_px_and_expires(store: RedisStore, raw: redis.Redis) -> None:
    store.set("short", b"s", ttl=0.2)
    store.set("tiny", b"t", ttl=0.0001)  # rounds up to PX 1, never to "no expiry"
    store.set("long", b"l", ttl=3600)
    store.set("forever", b"f", ttl=math.inf)
    assert 0 < raw.pttl(store.redis_key("short")) <= 200
    assert raw.pttl(store.redis_key("tiny")) in (-2, 0, 1)  # -2: already gone
    assert 3_500_000 < raw.pttl(store.redis_key("long")) <= 3_600_000
    assert raw.pttl(store.redis_key("forever")) == -1
    assert wait_until(lambda: store.get("short") is None, DELIVERY_TIMEOUT)
    assert store.get("long") == b"l"


def test_get_many_aligns_with_the_keys(store: RedisStore) -> None:
    keys = [f"key-{i}" for i in range(1200)]
    for i, key in enumerate(keys):
        if i % 3:
            store.set(key, f"v{i}".encode())
    values = store.get_many([*keys, "absent"])
    assert values == [f"v{i}".encode() if i % 3 else None for i in range(1200)] + [None]
    assert store.get_many([]) == []


def test_keys_and_clear_stay_inside_the_prefix(store: RedisStore, redis_url: str) -> None:
    nested = RedisStore(redis_url, prefix=f"{store.prefix}nested:")  # a longer sibling prefix
    other = RedisStore(redis_url, prefix=unique_prefix("other"))
    try:
        odd_keys = ["plain", "with space", "uni-测试", "br{ce}s", "entry#idx", "a\\b"]
        for key in odd_keys:
            store.set(key, b"mine")
        nested.set("plain", b"nested")
        other.set("plain", b"other")
        assert sorted(store.keys()) == sorted(odd_keys)
        store.clear()
        assert list(store.keys()) == []
        assert store.get("plain") is None
        assert nested.get("plain") == b"nested"
        assert other.get("plain") == b"other"
    finally:
        nested.clear()
        other.clear()


def test_glob_characters_in_keys_never_touch_other_keys(store: RedisStore) -> None:
    for key in ["*", "a?c", "abc", "a[b]c", "ab", "a*"]:
        store.set(key, key.encode())
    assert store.delete(["*"]) == 1
    assert store.delete(["a?c", "a[b]c", "a*"]) == 3
    assert sorted(store.keys()) == ["ab", "abc"]
    assert store.get("abc") == b"abc"


def test_a_client_passed_in_is_used_and_not_closed(redis_url: str, raw: redis.Redis) -> None:
    store = RedisStore(raw, prefix=unique_prefix("client"))
    store.set("k", b"v")
    assert store.get("k") == b"v"
    store.clear()
    store.close()
    assert raw.ping()
    from_url = RedisStore.from_url(redis_url, prefix=unique_prefix("url"), pool_size=2)
    assert from_url.ping()
    from_url.close()
    assert from_url.ping() is False
    with pytest.raises(redis.ConnectionError):
        from_url.get("k")  # a closed store never reopens a connection behind its owner's back


def test_keys_that_cannot_carry_a_hash_tag_are_typed_errors(store: RedisStore) -> None:
    for key in ["", "#suffix-only"]:
        with pytest.raises(InvalidInputError):
            store.get(key)


def test_bad_configuration_is_a_typed_error(redis_url: str) -> None:
    cases: list[tuple[str, dict[str, object]]] = [
        ("prefix", {"prefix": "tag{x}:"}),
        ("prefix", {"prefix": ""}),
        ("pool_size", {"pool_size": 0}),
        ("socket_timeout", {"socket_timeout": -1.0}),
        ("cluster", {"cluster": True}),  # with a standalone client below
    ]
    for option, kwargs in cases:
        with pytest.raises(ConfigError) as err:
            if option == "cluster":
                RedisStore(redis.Redis.from_url(redis_url), **kwargs)  # type: ignore[arg-type]
            else:
                RedisStore(redis_url, **kwargs)  # type: ignore[arg-type]
        assert err.value.option == option
    with pytest.raises(ConfigError):
        RedisStore(redis.Redis.from_url(redis_url, decode_responses=True))
    with pytest.raises(ConfigError):
        RedisStore("redis+cluster://127.0.0.1:6379", cluster=False)
    with pytest.raises(ConfigError):
        RedisStore(42)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        RedisStore("redis://127.0.0.1:notaport/0")


def test_unreachable_redis_raises_redis_errors() -> None:
    store = RedisStore(f"redis://127.0.0.1:{free_port()}/0")  # nothing listens there
    assert store.ping() is False
    with pytest.raises(redis.ConnectionError):
        store.get("k")
    with pytest.raises(redis.ConnectionError):
        store.set("k", b"v")


def test_store_recovers_after_a_redis_restart() -> None:
    with throwaway_redis() as server:
        store = RedisStore(server.url, prefix=unique_prefix("restart"))
        store.set("k", b"before")
        server.stop()
        with pytest.raises(redis.ConnectionError):
            store.get("k")
        server.start()
        store.set("k", b"after")  # the pool reconnects by itself
        assert store.get("k") == b"after"
        store.close()


def _failing_handler(message: str) -> None:
    raise RuntimeError(f"handler bug on {message!r}")


def test_broadcaster_is_importable_from_the_store_module() -> None:
    from genaicache.stores import redis as redis_module

    assert redis_module.RedisBroadcaster is RedisBroadcaster


def test_pubsub_delivers_between_two_clients(redis_url: str) -> None:
    channel = unique_prefix("channel")
    listener = RedisBroadcaster(redis_url, channel=channel)
    sender = RedisBroadcaster(redis.Redis.from_url(redis_url), channel=channel)
    received: list[str] = []
    try:
        assert isinstance(listener, Broadcaster)
        listener.subscribe(_failing_handler)  # a failing handler does not stop the others
        listener.subscribe(received.append)
        sender.publish("scope:tenant-a")
        sender.publish("key:é")
        assert wait_until(lambda: len(received) == 2, DELIVERY_TIMEOUT)
        assert received == ["scope:tenant-a", "key:é"]
    finally:
        listener.close()
        sender.close()


def test_close_unsubscribes(redis_url: str, raw: redis.Redis) -> None:
    channel = unique_prefix("closing")
    listener = RedisBroadcaster(redis_url, channel=channel)
    listener.subscribe(lambda message: None)
    assert listener.wait_ready(DELIVERY_TIMEOUT)
    assert raw.pubsub_numsub(channel) == [(channel.encode(), 1)]
    listener.close()
    assert wait_until(lambda: raw.pubsub_numsub(channel) == [(channel.encode(), 0)], 5)
    with pytest.raises(ConfigError):
        listener.subscribe(lambda message: None)


def test_subscriber_survives_a_redis_restart() -> None:
    with throwaway_redis() as server:
        reconnects: list[bool] = []
        received: list[str] = []
        listener = RedisBroadcaster(server.url, on_reconnect=lambda: reconnects.append(True))
        sender = RedisBroadcaster(server.url)
        try:
            listener.subscribe(received.append)
            sender.publish("before")
            assert wait_until(lambda: "before" in received, DELIVERY_TIMEOUT)
            server.stop()
            server.start()

            def delivered_after_restart() -> bool:
                try:
                    sender.publish("after")
                except redis.ConnectionError:
                    return False
                return "after" in received

            assert wait_until(delivered_after_restart, 20, interval=0.2)
            assert reconnects
        finally:
            listener.close()
            sender.close()
