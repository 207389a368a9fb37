"""RedisStore and RedisBroadcaster against a throwaway 3-master Redis Cluster."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import redis
from redis.cluster import RedisCluster
from redis_servers import (
    RedisClusterServers,
    free_port,
    redis_cluster,
    unique_prefix,
    wait_until,
)

from genaicache.stores.pubsub import RedisBroadcaster
from genaicache.stores.redis import CONNECT_ERRORS, RedisStore

pytestmark = [pytest.mark.redis, pytest.mark.slow]

DELIVERY_TIMEOUT = 5.0  # bound of the polling loops, not a speed requirement


@pytest.fixture(scope="module")
def cluster() -> Iterator[RedisClusterServers]:
    with redis_cluster(masters=3) as servers:
        yield servers


@pytest.fixture
def store(cluster: RedisClusterServers) -> Iterator[RedisStore]:
    store = RedisStore(cluster.url, prefix=unique_prefix("cluster"))
    yield store
    store.clear()
    store.close()


def test_round_trip_on_a_cluster(store: RedisStore) -> None:
    assert store.cluster
    assert store.ping()
    store.set("k", b"v", ttl=60)
    assert store.get("k") == b"v"
    assert store.delete(["k", "absent"]) == 1
    assert store.get("k") is None


def test_cluster_flag_or_client_select_cluster_mode(cluster: RedisClusterServers) -> None:
    first = cluster.node_urls[0]
    by_flag = RedisStore(first, prefix=unique_prefix("flag"), cluster=True)
    client = RedisCluster.from_url(first)
    by_client = RedisStore(client, prefix=unique_prefix("client"))
    try:
        assert by_flag.cluster and by_client.cluster
        by_flag.set("k", b"v")
        assert by_flag.get("k") == b"v"
    finally:
        by_flag.clear()
        by_flag.close()
        client.close()


def test_get_many_delete_and_keys_across_slots(store: RedisStore) -> None:
    keys = [f"key-{i}" for i in range(300)]
    for key in keys:
        store.set(key, key.encode())
    ports = {_node_holding_for(store, key) for key in keys[:30]}
    assert len(ports) > 1  # the keys really are spread over several masters
    assert store.get_many([*keys, "absent"]) == [k.encode() for k in keys] + [None]
    assert sorted(store.keys()) == sorted(keys)
    assert store.delete(keys[:100]) == 100
    assert sorted(store.keys()) == sorted(keys[100:])


def _node_holding_for(store: RedisStore, key: str) -> int:
    client: Any = store.client  # RedisCluster; its node lookup is untyped
    return int(client.get_node_from_key(store.redis_key(key)).port)


def test_entry_and_derived_keys_share_a_slot(store: RedisStore) -> None:
    store.set("entry", b"e")
    store.set("entry#chunks", b"c")
    client: Any = store.client  # RedisCluster; execute_command is untyped
    # A multi-key command on one slot is legal in cluster mode; across slots it would fail.
    names = [store.redis_key("entry"), store.redis_key("entry#chunks")]
    assert client.execute_command("MGET", *names) == [b"e", b"c"]


def test_clear_removes_only_its_prefix_on_every_node(
    store: RedisStore, cluster: RedisClusterServers
) -> None:
    other = RedisStore(cluster.url, prefix=unique_prefix("other"))
    try:
        for i in range(200):
            store.set(f"mine-{i}", b"m")
        other.set("theirs", b"t")
        store.clear()
        assert list(store.keys()) == []
        assert store.get_many([f"mine-{i}" for i in range(200)]) == [None] * 200
        assert other.get("theirs") == b"t"
    finally:
        other.clear()
        other.close()


def test_pubsub_across_cluster_nodes(cluster: RedisClusterServers) -> None:
    """A message published on any master reaches a subscriber connected to one of them."""
    channel = unique_prefix("channel")
    listener = RedisBroadcaster(cluster.url, channel=channel)
    sender = RedisBroadcaster(cluster.url, channel=channel)
    received: list[str] = []
    try:
        listener.subscribe(received.append)
        sender.publish("via-cluster-client")
        for port, url in zip((s.port for s in cluster.servers), cluster.node_urls, strict=True):
            node = redis.Redis.from_url(url)
            node.publish(channel, f"via-node-{port}")
            node.close()
        expected = ["via-cluster-client"] + [f"via-node-{s.port}" for s in cluster.servers]
        assert wait_until(lambda: len(received) == len(expected), DELIVERY_TIMEOUT)
        assert sorted(received) == sorted(expected)
    finally:
        listener.close()
        sender.close()


def test_a_cluster_down_at_start_is_used_once_it_is_up() -> None:
    """Construction never needs the cluster: calls raise redis errors until it answers."""
    port = free_port(cluster_bus=True)
    url = f"redis+cluster://127.0.0.1:{port}"
    store = RedisStore(url, prefix=unique_prefix("late"))
    listener = RedisBroadcaster(url, channel=unique_prefix("late-channel"))
    received: list[str] = []
    try:
        assert store.ping() is False
        with pytest.raises(CONNECT_ERRORS):
            store.get("k")
        listener.subscribe(received.append)  # returns although nothing answers yet
        with redis_cluster(masters=3, ports=[port]):
            assert wait_until(store.ping, DELIVERY_TIMEOUT)
            store.set("k", b"v")
            assert store.get("k") == b"v"

            def delivered() -> bool:
                listener.publish("hello")
                return "hello" in received

            assert wait_until(delivered, 20, interval=0.2)
            store.clear()
    finally:
        listener.close()
        store.close()
