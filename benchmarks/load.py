"""Load: 8 threads x 10,000 mixed operations against L1 + Redis + FAISS (the real embedder).

Reports throughput, p50/p99 latency per operation kind and the number of exceptions that
reached the caller (must be 0). Needs Redis (GENAICACHE_REDIS_URL, default 127.0.0.1:6379).

    python benchmarks/load.py [--threads 8] [--ops 10000] [--prompts 2000]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import threading
import time
import uuid
from collections import defaultdict

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from genaicache import Cache  # noqa: E402

TOPICS = ["password", "invoice", "refund", "shipping", "API key", "webhook", "subscription",
          "login", "export", "SSO", "billing address", "rate limit", "2FA", "team seat"]
ASKS = ["How do I change my {}?", "Where can I find my {}?", "Why did my {} fail?",
        "Can I cancel my {}?", "What is the limit on my {}?", "Who can see my {}?"]
PARAPHRASE = {"How do I": "How can I", "Where can I find": "Where do I find",
              "Why did": "For what reason did", "Can I": "Is it possible to"}


def prompt_pool(n: int, rng: random.Random) -> list[str]:
    base = [a.format(t) for a in ASKS for t in TOPICS]
    return [f"{rng.choice(base)} (account {i % 500})" for i in range(n)]


def paraphrase(p: str) -> str:
    for a, b in PARAPHRASE.items():
        if p.startswith(a):
            return b + p[len(a):]
    return p


def run(threads: int, ops: int, prompts: int, url: str) -> dict[str, object]:
    prefix = f"genaicache-load:{uuid.uuid4().hex[:8]}:"
    cache = Cache(redis_url=url, redis_prefix=prefix, l1_max_entries=1000)
    cache.lookup("warm up the embedder", "m")
    pool = prompt_pool(prompts, random.Random(7))
    lat: dict[str, list[float]] = defaultdict(list)
    errors: list[BaseException] = []
    lock = threading.Lock()

    def worker(seed: int) -> None:
        rng = random.Random(seed)
        local: dict[str, list[float]] = defaultdict(list)
        for _ in range(ops):
            p = rng.choice(pool)
            r = rng.random()
            kind = "update" if r < 0.3 else "lookup_paraphrase" if r < 0.45 else "lookup"
            t0 = time.perf_counter()
            try:
                if kind == "update":
                    cache.update(p, "m", {"text": f"answer to {p}"})
                else:
                    cache.lookup(paraphrase(p) if kind == "lookup_paraphrase" else p, "m")
            except BaseException as exc:  # noqa: BLE001 - counted, must be zero
                with lock:
                    errors.append(exc)
            local[kind].append(time.perf_counter() - t0)
        with lock:
            for k, v in local.items():
                lat[k].extend(v)

    start = time.perf_counter()
    pool_threads = [threading.Thread(target=worker, args=(s,)) for s in range(threads)]
    for t in pool_threads:
        t.start()
    for t in pool_threads:
        t.join()
    elapsed = time.perf_counter() - start
    cache.clear()
    cache.close()
    all_lat = sorted(x for v in lat.values() for x in v)
    return {
        "ops": len(all_lat), "seconds": elapsed, "throughput": len(all_lat) / elapsed,
        "errors": len(errors), "stats": cache.stats(),
        "by_kind": {k: (len(v), statistics.median(v), _p99(sorted(v))) for k, v in lat.items()},
        "p50": statistics.median(all_lat), "p99": _p99(all_lat),
    }


def _p99(values: list[float]) -> float:
    return values[min(len(values) - 1, int(len(values) * 0.99))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", type=int, default=8)
    ap.add_argument("--ops", type=int, default=10_000, help="operations per thread")
    ap.add_argument("--prompts", type=int, default=2_000)
    args = ap.parse_args()
    url = os.environ.get("GENAICACHE_REDIS_URL", "redis://127.0.0.1:6379/0")
    r = run(args.threads, args.ops, args.prompts, url)
    print(f"{args.threads} threads x {args.ops} ops, L1 + Redis + FAISS, real embedder")
    print(f"total ops      {r['ops']}")
    print(f"elapsed        {r['seconds']:.1f} s")
    print(f"throughput     {r['throughput']:.0f} ops/s")
    print(f"p50 / p99      {r['p50'] * 1e3:.3f} ms / {r['p99'] * 1e3:.3f} ms")
    print(f"errors         {r['errors']}")
    print("| operation | count | p50 (ms) | p99 (ms) |\n|---|---|---|---|")
    for kind, (n, p50, p99) in sorted(r["by_kind"].items()):  # type: ignore[attr-defined]
        print(f"| {kind} | {n} | {p50 * 1e3:.3f} | {p99 * 1e3:.3f} |")
    hits = {k: v for k, v in r["stats"].items() if k.startswith("prompt.")}  # type: ignore[attr-defined]
    print("counts:", dict(sorted(hits.items())))
    if r["errors"]:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
