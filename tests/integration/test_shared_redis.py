"""A cache shared through a real Redis: pub/sub invalidation, tenant isolation at every level,
integrity (HMAC, corrupt records) and failure behaviour (Redis stopped mid-run)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
import warnings
from pathlib import Path
from typing import Any

import pytest
import redis
import xxhash
from redis_servers import throwaway_redis, wait_until

from genaicache import Cache, cache_options
from genaicache.errors import BackendUnavailableError

READER = textwrap.dedent(
    """
    import sys, time
    from genaicache import Cache
    cache = Cache(redis_url=sys.argv[1], redis_prefix=sys.argv[2], semantic=False)
    assert cache.lookup("What changed?", "m") is not None  # now also in this process's L1
    print("ready", flush=True)
    sys.stdin.readline()                                  # the other process invalidated
    start = time.monotonic()
    while cache.lookup("What changed?", "m") is not None:
        if time.monotonic() - start > 1.0:
            print("STILL SERVED", flush=True)
            sys.exit(1)
        time.sleep(0.01)
    print("gone", flush=True)
    """
)


def test_invalidation_reaches_the_l1_of_another_process(redis_url: str, redis_prefix: str) -> None:
    writer = Cache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False)
    writer.update("What changed?", "m", "old answer")
    reader = subprocess.Popen(
        [sys.executable, "-c", READER, redis_url, redis_prefix],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )
    try:
        assert reader.stdout is not None and reader.stdin is not None
        assert reader.stdout.readline().strip() == "ready"
        # Put the answer back in L2 behind the reader's back: only pub/sub can remove its L1 copy.
        assert writer.invalidate(prompt="What changed?") == 1
        writer.update("What changed?", "other-model", "unrelated")
        reader.stdin.write("go\n")
        reader.stdin.flush()
        assert reader.stdout.readline().strip() == "gone"
        assert reader.wait(timeout=30) == 0
    finally:
        reader.kill()
        writer.close()


def test_two_scopes_never_see_each_other_at_any_level(
    redis_url: str, redis_prefix: str, tmp_path: Path, embedder: Any
) -> None:
    options = dict(redis_url=redis_url, redis_prefix=redis_prefix, vector_store="chroma",
                   chroma_path=str(tmp_path / "chroma"))
    cache = Cache(embedder=embedder, **options)
    with cache_options(scope="tenant-a"):
        cache.update("What is my account balance?", "m", "balance of A")
        assert cache.lookup("What is my account balance?", "m") is not None
        soft = cache.lookup("What's my account balance?", "m")
        assert soft is not None and soft.level == "l3"
    with cache_options(scope="tenant-b"):
        assert cache.lookup("What is my account balance?", "m") is None      # L1 + L2
        assert cache.lookup("What's my account balance?", "m") is None       # L3
    fresh = Cache(embedder=embedder, **options)                              # empty L1
    assert fresh.lookup("What is my account balance?", "m", scope="tenant-b") is None
    hit = fresh.lookup("What is my account balance?", "m", scope="tenant-a")
    assert hit is not None and hit.level == "l2" and hit.value == "balance of A"
    assert fresh.lookup("What's my account balance?", "m", scope="tenant-b") is None


def _redis_value(url: str, key: str) -> tuple[redis.Redis, bytes | None]:
    client = redis.Redis.from_url(url)
    return client, client.get(key)


def test_tampered_entry_is_refused_deleted_and_counted(redis_url: str, redis_prefix: str) -> None:
    cache = Cache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False,
                  secret="s3cret")
    entry = cache.update("Transfer limit?", "m", "1000 EUR")
    assert entry is not None
    rkey = f"{redis_prefix}{{{entry.key}}}"
    client, raw = _redis_value(redis_url, rkey)
    assert raw is not None
    header, _, body = raw.partition(b"\n")
    forged = body.replace(b'"1000 EUR"', b'"1000000 EUR"')
    magic, version, _, sig = header.split(b" ")
    # An attacker can fix the checksum, not the HMAC.
    checksum = xxhash.xxh64_hexdigest(forged).encode()
    client.set(rkey, b" ".join([magic, version, checksum, sig]) + b"\n" + forged)
    reader = Cache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False,
                   secret="s3cret")
    assert reader.lookup("Transfer limit?", "m") is None
    assert client.exists(rkey) == 0
    assert reader.stats()["corrupt.redis"] == 1
    unsigned = Cache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False)
    unsigned.update("Other question", "m", "forged")
    assert reader.lookup("Other question", "m") is None  # written without the secret


@pytest.mark.parametrize(
    "raw", [b"{not json", b"genaicache-entry 99 x -\n{}", b"genaicache-entry 2 ab"]
)
def test_corrupt_record_is_a_miss_deleted_and_counted(
    redis_url: str, redis_prefix: str, raw: bytes
) -> None:
    cache = Cache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False)
    entry = cache.update("q", "m", "v")
    assert entry is not None
    client = redis.Redis.from_url(redis_url)
    rkey = f"{redis_prefix}{{{entry.key}}}"
    client.set(rkey, raw)
    reader = Cache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False)
    assert reader.lookup("q", "m") is None
    assert client.exists(rkey) == 0 and reader.stats()["corrupt.redis"] == 1
    reader.update("q", "m", "fresh")  # and the key can be written again
    assert reader.lookup("q", "m") is not None


def test_unreachable_redis_strict_raises_default_degrades() -> None:
    url = "redis://127.0.0.1:1/0"
    with pytest.raises(BackendUnavailableError):
        Cache(redis_url=url, semantic=False, strict=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        cache = Cache(redis_url=url, semantic=False)
    assert any("degraded" in str(w.message) for w in caught)
    cache.update("q", "m", "v")  # no exception reaches the caller
    assert cache.lookup("q", "m") is not None  # L1 still serves this process
    assert cache.stats().get("error.redis", 0) >= 1


def test_redis_stopped_mid_run_never_breaks_callers_and_recovers() -> None:
    with throwaway_redis() as server:
        cache = Cache(redis_url=server.url, semantic=False, breaker_threshold=3,
                      breaker_cooldown=0.2, l1_max_entries=16)
        errors: list[BaseException] = []
        answered = 0
        lock = threading.Lock()
        stop_at = threading.Barrier(9)
        stopped = threading.Event()

        def worker(t: int) -> None:
            nonlocal answered
            for i in range(125):
                if i == 40:  # every worker waits here while Redis is stopped
                    stop_at.wait(timeout=60)
                    stopped.wait(timeout=60)
                try:
                    if i % 2:
                        cache.update(f"q{t}-{i}", "m", "v")
                    else:
                        cache.lookup(f"q{t}-{i - 1}", "m")
                except BaseException as exc:  # noqa: BLE001 - the assertion is "none"
                    errors.append(exc)
                    continue
                with lock:
                    answered += 1

        threads = [threading.Thread(target=worker, args=(t,)) for t in range(8)]
        for th in threads:
            th.start()
        stop_at.wait(timeout=60)
        server.stop()
        stopped.set()
        for th in threads:
            th.join(timeout=120)
        assert errors == [] and answered == 1000
        assert cache.stats().get("error.redis", 0) >= 1
        server.start()
        cache.update("after restart", "m", "v")

        def l2_hit() -> bool:
            cache.update("after restart", "m", "v")
            cache.levels.l1.clear()  # type: ignore[union-attr]
            hit = cache.lookup("after restart", "m")
            return hit is not None and hit.level == "l2"

        assert wait_until(l2_hit, timeout=20, interval=0.1)
