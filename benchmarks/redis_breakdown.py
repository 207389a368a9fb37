"""Where a Redis L2 hit spends its time: the round trip, the CPU work after it, and how the two add.

Four rows, measured interleaved in one process (medians of batch means):

- ``raw GET``: ``redis.Redis.get`` of the record an L2 hit reads (same bytes, same server);
- ``L2 hit``: ``GenAICache(redis_url=..., l1_max_entries=1)`` with two prompts in turn, so every
  ``lookup`` is an L2 hit (as in ``latency.py``);
- ``L2 hit, CPU only``: the same lookups with the L2 store swapped for an in-process dict of the
  same records: everything an L2 hit does except the round trip;
- ``raw GET, then CPU only``: one raw GET followed by one CPU-only lookup.

If the last row is close to ``L2 hit``, the cost of a hit is the round trip plus the CPU work
done *after a socket wait* (which, on a machine whose cores idle during the wait, is slower than
the same work measured warm in a loop).

    python benchmarks/redis_breakdown.py [--redis-url redis://127.0.0.1:6379/0]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import latency  # noqa: E402 - the benchmark's prompt, answer and helpers

from langchain_genaicache import GenAICache  # noqa: E402


class _DictStore:
    """An L2 stand-in holding a copy of the records: the hit path without the network."""

    name = "redis"

    def __init__(self, records: dict[str, bytes]) -> None:
        self.records = records

    def get(self, key: str) -> bytes | None:
        return self.records.get(key)


def _alternating(cache: GenAICache) -> Callable[[], object]:
    prompts = [latency.PROMPT, latency.PROMPT.replace("small", "large")]
    state = {"i": 0}

    def step() -> object:
        state["i"] ^= 1
        return cache.lookup(prompts[state["i"]], latency.LLM)

    return step


def _time(fn: Callable[[], object], batches: int, batch: int = 10) -> list[float]:
    out = []
    for _ in range(batches):
        start = time.perf_counter_ns()
        for _ in range(batch):
            fn()
        out.append((time.perf_counter_ns() - start) / batch / 1e3)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--redis-url", default=os.environ.get("GENAICACHE_REDIS_URL",
                                                              "redis://127.0.0.1:6379/0"))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--batches", type=int, default=300)
    args = parser.parse_args()
    import redis

    prefix = f"genaicache-breakdown:{os.getpid()}:"
    networked = GenAICache(redis_url=args.redis_url, redis_prefix=prefix, semantic=False,
                           l1_max_entries=1, strict=True)
    local = GenAICache(redis_url=args.redis_url, redis_prefix=prefix + "local:", semantic=False,
                       l1_max_entries=1, strict=True)
    client = redis.Redis.from_url(args.redis_url)
    original = local.cache.prompt.levels.l2
    try:
        for cache in (networked, local):
            latency.filled(cache)
            latency.filled(cache, latency.PROMPT.replace("small", "large"))
        assert original is not None
        stored = list(original.keys())  # a Store's keys, not a dict's
        copies = {k: original.get(k) or b"" for k in stored}
        local.cache.prompt.levels.l2 = _DictStore(copies)
        record_key = next(iter(client.scan_iter(match=f"{prefix}{{*", count=1000)))
        size = len(client.get(record_key) or b"")
        cpu_only = _alternating(local)

        def get_then_cpu() -> None:
            client.get(record_key)
            cpu_only()

        rows: dict[str, Callable[[], object]] = {
            "raw GET": lambda: client.get(record_key),
            "L2 hit": _alternating(networked),
            "L2 hit, CPU only": cpu_only,
            "raw GET, then CPU only": get_then_cpu,
        }
        samples: dict[str, list[float]] = {name: [] for name in rows}
        for fn in rows.values():  # warm-up
            _time(fn, 20)
        for _ in range(args.rounds):
            for name, fn in rows.items():
                samples[name] += _time(fn, args.batches // args.rounds)
        medians = {name: statistics.median(values) for name, values in samples.items()}
        print(f"record of {size} bytes; medians of {args.batches} batches of 10 calls")
        for name, value in medians.items():
            print(f"  {name:<24} {value:8.1f} µs")
        get = medians["raw GET"]
        print(f"  L2 hit / raw GET: {medians['L2 hit'] / get:.2f}; "
              f"(raw GET, then CPU only) / raw GET: {medians['raw GET, then CPU only'] / get:.2f}; "
              f"CPU after a round trip: {medians['raw GET, then CPU only'] - get:.1f} µs vs "
              f"{medians['L2 hit, CPU only']:.1f} µs warm")
    finally:
        local.cache.prompt.levels.l2 = original
        networked.clear()
        local.clear()
        networked.close()
        local.close()


if __name__ == "__main__":
    main()
