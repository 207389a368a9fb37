"""The shared-cache behaviour on the engines users scale out on: a 3-master Redis Cluster and a
Chroma server, each started by the test on loopback ports and torn down after."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from chroma_server import chroma_server
from redis_servers import redis_cluster, wait_until

from genaicache import Cache, cache_options


@pytest.fixture(scope="module")
def cluster_url() -> Iterator[str]:
    with redis_cluster(masters=3) as cluster:
        yield cluster.url


@pytest.fixture(scope="module")
def chroma() -> Iterator[tuple[str, int]]:
    with chroma_server() as address:
        yield address


def test_processes_share_hits_through_redis_cluster(cluster_url: str) -> None:
    a = Cache(redis_url=cluster_url, redis_prefix="app1:", semantic=False)
    b = Cache(redis_url=cluster_url, redis_prefix="app1:", semantic=False)
    for i in range(40):  # keys spread over all three masters' slots
        a.update(f"question {i}", "m", f"answer {i}")
    hits = [b.lookup(f"question {i}", "m") for i in range(40)]
    assert all(h is not None and h.level == "l2" for h in hits)
    assert [h.value for h in hits if h] == [f"answer {i}" for i in range(40)]


def test_invalidation_reaches_other_l1_copies_on_a_cluster(cluster_url: str) -> None:
    a = Cache(redis_url=cluster_url, redis_prefix="app2:", semantic=False)
    b = Cache(redis_url=cluster_url, redis_prefix="app2:", semantic=False)
    a.update("What changed?", "m", "old")
    assert b.lookup("What changed?", "m") is not None  # b now holds an L1 copy
    a.invalidate(prompt="What changed?")
    a.update("What changed?", "other-model", "unrelated")
    assert wait_until(lambda: b.lookup("What changed?", "m") is None, timeout=1.0)


def test_clear_on_a_cluster_only_removes_its_own_prefix(cluster_url: str) -> None:
    mine = Cache(redis_url=cluster_url, redis_prefix="mine:", semantic=False)
    theirs = Cache(redis_url=cluster_url, redis_prefix="theirs:", semantic=False)
    for i in range(20):
        mine.update(f"q{i}", "m", i)
        theirs.update(f"q{i}", "m", i)
    mine.clear()
    fresh = Cache(redis_url=cluster_url, redis_prefix="theirs:", semantic=False)
    assert all(fresh.lookup(f"q{i}", "m") is not None for i in range(20))
    assert Cache(redis_url=cluster_url, redis_prefix="mine:", semantic=False).lookup(
        "q1", "m") is None


def test_soft_hits_are_shared_through_a_chroma_server(
    chroma: tuple[str, int], redis_url: str, redis_prefix: str, embedder: Any
) -> None:
    host, port = chroma
    options = dict(redis_url=redis_url, redis_prefix=redis_prefix, vector_store="chroma",
                   chroma_host=host, chroma_port=port)
    a = Cache(embedder=embedder, **options)
    b = Cache(embedder=embedder, **options)  # another process: empty L1, same L2 and L3
    a.update("How do I reset my password?", "m", "reset answer")
    soft = b.lookup("How can I reset my password?", "m")
    assert soft is not None and soft.soft and soft.value == "reset answer"
    with cache_options(scope="other-tenant"):
        assert b.lookup("How can I reset my password?", "m") is None
    a.clear()


def test_a_chroma_server_down_at_start_degrades_then_recovers(
    redis_url: str, redis_prefix: str, embedder: Any
) -> None:
    from chroma_server import free_port as chroma_port

    from genaicache.errors import BackendUnavailableError

    port = chroma_port()
    options = dict(redis_url=redis_url, redis_prefix=redis_prefix, vector_store="chroma",
                   chroma_host="127.0.0.1", chroma_port=port, breaker_cooldown=0.2)
    with pytest.raises(BackendUnavailableError):
        Cache(embedder=embedder, strict=True, **options)
    with pytest.warns(UserWarning, match="does not answer"):
        cache = Cache(embedder=embedder, **options)
    cache.update("How do I reset my password?", "m", "reset answer")  # no exception
    assert cache.lookup("How can I reset my password?", "m") is None  # a miss, not an error
    assert cache.lookup("How do I reset my password?", "m") is not None  # L1/L2 still serve
    assert cache.stats().get("error.chroma", 0) >= 1
    with chroma_server(port):  # the server comes up: the same cache starts using it

        def soft_hit() -> bool:
            cache.update("How do I reset my password?", "m", "reset answer")
            hit = cache.lookup("How can I reset my password?", "m")
            return hit is not None and hit.soft

        assert wait_until(soft_hit, timeout=30, interval=0.3)
