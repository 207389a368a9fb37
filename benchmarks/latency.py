"""Per-lookup latency of genaicache's levels next to LangChain's caches, Redis and the embedder.

    python benchmarks/latency.py                          # print the tables
    python benchmarks/latency.py --update-doc docs/benchmarks.md

Every cache is driven through LangChain's ``BaseCache.lookup(prompt, llm_string)`` with a
200-character prompt and a 600-character answer. Rows are measured in interleaved rounds (every
row once per round) so a burst of load on a shared machine hits all rows alike; the medians
are compared as ratios taken in this one run, against the targets of the project's issue 2.
Redis rows need a server at ``$GENAICACHE_REDIS_URL`` (default redis://127.0.0.1:6379/0); they
are skipped, and say so, when none answers.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from langchain_core.caches import BaseCache, InMemoryCache  # noqa: E402
from langchain_core.outputs import Generation  # noqa: E402
from rich.console import Console  # noqa: E402
from rich.table import Table  # noqa: E402

from langchain_genaicache import GenAICache  # noqa: E402

LLM = "[('_type', 'openai'), ('max_tokens', 256), ('model_name', 'gpt-4o-mini'), " \
      "('stop', None), ('temperature', 0.0)]"
PROMPT = (
    "I run a small online shop on your platform. Since this morning, customers report that "
    "the checkout page shows an error right after they enter their card details. How do I "
    "find out what is going wrong?"
)
PARAPHRASE = PROMPT.replace("How do I find out", "How can I find out")
UNRELATED = (
    "Our data team wants to export every invoice of the last fiscal year to a CSV file and "
    "load it into the warehouse each night. Is there an API endpoint for bulk invoice export, "
    "and what are its limits?"
)
ANSWER = (
    "Open the dashboard, go to Settings > Payments and check the status of your payment "
    "provider connection. Most checkout errors after the card step come from an expired API "
    "key or a webhook that no longer answers: rotate the key, save, and send a test payment. "
    "If the error persists, open Developers > Logs and filter by the checkout endpoint for the "
    "last hours; each failed request shows the provider's error code and message. Codes that "
    "start with card_ are declined cards, not a problem on your side. If you see timeouts, "
    "check your webhook URL responds in under ten seconds. Still stuck? Send us a request id."
)
MARK_START, MARK_END = "<!-- bench:start -->", "<!-- bench:end -->"


@dataclass
class Bench:
    """One row: ``step`` is timed; ``prepare`` (untimed) runs before each timed call."""

    key: str
    label: str
    step: Callable[[], object]
    n: int
    batch: int = 1
    prepare: Callable[[], None] | None = None
    note: str = ""
    samples: list[float] = field(default_factory=list)

    def run(self, calls: int, warmup: int) -> None:
        for _ in range(warmup):
            self._once()
        if self.prepare is None:
            for _ in range(max(1, calls // self.batch)):
                t0 = time.perf_counter_ns()
                for _ in range(self.batch):
                    self.step()
                self.samples.append((time.perf_counter_ns() - t0) / self.batch / 1e9)
        else:
            for _ in range(calls):
                self.samples.append(self._once())

    def _once(self) -> float:
        if self.prepare is not None:
            self.prepare()
        t0 = time.perf_counter_ns()
        self.step()
        return (time.perf_counter_ns() - t0) / 1e9

    @property
    def median(self) -> float:
        return statistics.median(self.samples)

    @property
    def p90(self) -> float:
        return statistics.quantiles(self.samples, n=10)[-1] if len(self.samples) > 1 else 0.0


TARGETS = [
    ("L1 hit / SQLiteCache hit", "l1", "lc_sqlite", 1 / 15),
    ("L1 hit / InMemoryCache hit", "l1", "lc_memory", 50.0),
    ("SQLite L2 hit / SQLiteCache hit", "l2_sqlite", "lc_sqlite", 1.0),
    ("Redis L2 hit / raw redis-py GET", "l2_redis", "raw_get", 1.5),
    ("L3 soft hit / torch embedding of its query", "l3_soft", "torch_embed", 0.5),
    ("miss (semantic on) / torch embedding of its query", "miss", "torch_embed_miss", 0.5),
    # context, no target: the Redis cache a LangChain user would otherwise take
    ("Redis L2 hit / LangChain RedisCache hit", "l2_redis", "lc_redis", None),
]


def generations() -> list[Generation]:
    return [Generation(text=ANSWER)]


def filled(cache: BaseCache, prompt: str = PROMPT) -> BaseCache:
    cache.update(prompt, LLM, generations())
    if cache.lookup(prompt, LLM) is None:
        raise RuntimeError(f"{type(cache).__name__} does not hit after update")
    return cache


def expect_level(cache: GenAICache, prompt: str, level: str, kind: str) -> None:
    """Fail loudly when a row would not measure the path it claims to measure."""
    got = cache.lookup(prompt, LLM)
    info = ((got or [Generation(text="")])[0].generation_info or {}).get("genaicache") or {}
    if level == "miss":
        if got is not None:
            raise RuntimeError(f"expected a miss, got {info}")
        return
    if (info.get("level"), info.get("kind")) != (level, kind):
        raise RuntimeError(f"expected a {level}/{kind} hit, got {info or got}")


def clear_memo(cache: GenAICache) -> Callable[[], None]:
    """Empty the embedder's memo so each timed lookup really embeds its query."""
    memo = getattr(getattr(cache.cache.semantic, "embedder", None), "memo", None)
    return memo.clear if memo is not None else (lambda: None)


def fill_index(cache: GenAICache, n: int) -> None:
    """``n`` distinct cached questions, so the L3 search runs over a realistic index."""
    topics = ["billing", "shipping", "login", "API keys", "exports", "webhooks", "invoices",
              "refunds", "SSO", "rate limits", "mobile app", "notifications", "teams"]
    for i in range(n):
        topic = topics[i % len(topics)]
        cache.update(f"Ticket {i}: question number {i * 7919 % 10007} about {topic} for "
                     f"account {i * 31 % 997}: what should I check first?", LLM, generations())


def genaicache_rows(args: argparse.Namespace, tmp: Path) -> list[Bench]:
    n = args.n
    l1 = filled(GenAICache())
    assert isinstance(l1, GenAICache)
    expect_level(l1, PROMPT, "l1", "exact")
    rows = [Bench("l1", "genaicache L1 exact hit (GenAICache())", lambda: l1.lookup(PROMPT, LLM),
                  n, batch=50, note="default preset; 2nd+ hit of the same prompt")]
    # L2 path: an L1 of one entry, two prompts looked up in turn: each lookup misses L1, reads
    # L2, decodes the record, writes it back to L1 (evicting the other) and decodes the value.
    sq = GenAICache(path=str(tmp / "genaicache.sqlite3"), semantic=False, l1_max_entries=1)
    rows.append(_l2_row("l2_sqlite", "genaicache L2 exact hit, SQLite", sq, n))
    if args.redis_url:
        rd = GenAICache(redis_url=args.redis_url, redis_prefix=f"genaicache-bench:{os.getpid()}:",
                        semantic=False, l1_max_entries=1, strict=True)
        rows.append(_l2_row("l2_redis", "genaicache L2 exact hit, Redis", rd, n))
    sem = filled(GenAICache())
    assert isinstance(sem, GenAICache)
    fill_index(sem, args.index_size)
    expect_level(sem, PARAPHRASE, "l3", "semantic")
    expect_level(sem, UNRELATED, "miss", "")
    matcher = sem.cache.semantic
    emb = matcher.embedder if matcher is not None else None
    verifier = type(matcher.verifier).__name__ if matcher and matcher.verifier else "NONE"
    rows += [
        Bench("l3_soft", "genaicache L3 soft hit (paraphrase, verification on)",
              lambda: sem.lookup(PARAPHRASE, LLM), args.n_slow, prepare=clear_memo(sem),
              note=f"embeds the query (memo cleared), FAISS over {args.index_size + 1} "
                   f"entries, verifier: {verifier}"),
        Bench("miss", "genaicache miss (semantic on)", lambda: sem.lookup(UNRELATED, LLM),
              args.n_slow, prepare=clear_memo(sem), note="L1 miss + embed + FAISS search"),
    ]
    if emb is not None:
        rows.append(Bench("onnx_embed", "genaicache embedder, one query (ONNX)",
                          lambda: emb.embed([PARAPHRASE]), args.n_slow, prepare=clear_memo(sem),
                          note="context: the floor of every semantic lookup"))
    return rows


def _l2_row(key: str, label: str, cache: GenAICache, n: int) -> Bench:
    other = PROMPT.replace("small", "large")
    filled(cache)
    filled(cache, other)
    expect_level(cache, PROMPT, "l2", "exact")
    prompts = [PROMPT, other]
    state = {"i": 0}

    def step() -> object:
        state["i"] ^= 1
        return cache.lookup(prompts[state["i"]], LLM)

    return Bench(key, label, step, n // 4, batch=10,
                 note="L1 holds 1 entry; 2 prompts in turn, so every lookup is an L2 hit")


def reference_rows(args: argparse.Namespace, tmp: Path) -> list[Bench]:
    n = args.n
    mem = filled(InMemoryCache())
    rows = [Bench("lc_memory", "LangChain InMemoryCache hit", lambda: mem.lookup(PROMPT, LLM),
                  n, batch=200, note="a dict lookup of stored objects")]
    from langchain_community.cache import SQLiteCache

    lcs = filled(SQLiteCache(database_path=str(tmp / "langchain.sqlite3")))
    rows.append(Bench("lc_sqlite", "LangChain SQLiteCache hit", lambda: lcs.lookup(PROMPT, LLM),
                      n // 4, batch=10, note="langchain-community, SQLAlchemy + loads"))
    if args.redis_url:
        import redis

        client = redis.Redis.from_url(args.redis_url)
        raw_key = f"genaicache-bench:{os.getpid()}:raw"
        client.set(raw_key, ANSWER.encode())
        rows.append(Bench("raw_get", "raw redis-py GET (600-byte value)",
                          lambda: client.get(raw_key), n // 4, batch=10,
                          note="one round trip, no decoding"))
        from langchain_community.cache import RedisCache

        lc_redis = RedisCache(client)  # its clear() is FLUSHDB: cleanup_redis deletes its key
        filled(lc_redis)
        rows.append(Bench("lc_redis", "LangChain RedisCache hit",
                          lambda: lc_redis.lookup(PROMPT, LLM), n // 4, batch=10,
                          note="langchain-community: HGETALL + loads"))
    from sentence_transformers import SentenceTransformer

    from genaicache.embedders.sentence_transformer import default_model_path

    model = SentenceTransformer(default_model_path(), device="cpu", backend="torch")
    threads = _torch_threads()
    rows.append(Bench("torch_embed", "sentence-transformers embedding, one query (torch)",
                      lambda: model.encode([PARAPHRASE]), args.n_slow,
                      note=f"all-MiniLM-L6-v2, {threads} torch threads; the soft hit's query"))
    rows.append(Bench("torch_embed_miss", "the same, the miss row's query (torch)",
                      lambda: model.encode([UNRELATED]), args.n_slow,
                      note=f"{threads} torch threads; a longer query (50 tokens, not 44)"))
    return rows


def _torch_threads() -> int:
    import torch

    return int(torch.get_num_threads())


def redis_url(requested: str | None, console: Console) -> str | None:
    url = requested or os.environ.get("GENAICACHE_REDIS_URL") or "redis://127.0.0.1:6379/0"
    try:
        import redis

        redis.Redis.from_url(url, socket_timeout=1).ping()
    except Exception as exc:  # noqa: BLE001 - any failure means "no Redis here"
        console.print(f"[yellow]No Redis answers at {url} ({type(exc).__name__}): the Redis "
                      "rows and the Redis ratio are SKIPPED.[/yellow]")
        return None
    return url


def measure(rows: list[Bench], rounds: int, console: Console) -> None:
    for r in range(rounds):
        for row in rows:
            warm = (20 if row.prepare is None else 3) * row.batch if r == 0 else row.batch
            row.run(max(1, row.n // rounds), warm)
        console.print(f"  round {r + 1}/{rounds} done", style="dim")


def fmt(seconds: float) -> str:
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs" if seconds >= 1e-6 else f"{seconds * 1e9:.0f} ns"


def ratios(rows: dict[str, Bench]) -> list[tuple[str, str, str, str]]:
    out = []
    for label, num, den, target in TARGETS:
        if target is None:
            limit = "—"
        else:
            limit = f"≤ 1/{round(1 / target)}" if target < 0.1 else f"≤ {target:g}"
        if num not in rows or den not in rows:
            out.append((label, "—", limit, "SKIPPED (no Redis)"))
            continue
        value = rows[num].median / rows[den].median
        shown = f"1/{1 / value:.1f}" if value < 0.1 else f"{value:.2f}"
        verdict = "context" if target is None else "PASS" if value <= target else "FAIL"
        out.append((label, shown, limit, verdict))
    return out


def render(rows: list[Bench], console: Console) -> None:
    table = Table(title="Per-lookup latency (LangChain BaseCache API unless noted)")
    for col in ("row", "median", "p90", "samples", "what it measures"):
        table.add_column(col, justify="right" if col in ("median", "p90", "samples") else "left")
    for row in rows:
        table.add_row(row.label, fmt(row.median), fmt(row.p90), _samples(row), row.note)
    console.print(table)
    rt = Table(title="Targets (ratios of medians, this run)")
    for col in ("ratio", "measured", "target", "result"):
        rt.add_column(col)
    for label, shown, limit, verdict in ratios({r.key: r for r in rows}):
        style = {"PASS": "green", "FAIL": "red"}.get(verdict, "yellow")
        rt.add_row(label, shown, limit, f"[{style}]{verdict}[/{style}]")
    console.print(rt)


def _samples(row: Bench) -> str:
    return f"{len(row.samples)}×{row.batch}" if row.batch > 1 else str(len(row.samples))


def markdown(rows: list[Bench], command: str, load_before: float) -> str:
    lines = [f"Command: `{command}`", "", environment(load_before), "",
             "| row | median | p90 | samples | what it measures |", "|---|---:|---:|---:|---|"]
    lines += [f"| {r.label} | {fmt(r.median)} | {fmt(r.p90)} | {_samples(r)} | {r.note} |"
              for r in rows]
    lines += ["", "| ratio (medians) | measured | target | result |", "|---|---:|---:|---|"]
    lines += [f"| {a} | {b} | {c} | **{d}** |" for a, b, c, d in ratios({r.key: r for r in rows})]
    return "\n".join(lines)


def environment(load_before: float) -> str:
    import faiss
    import onnxruntime
    import torch

    return (f"Machine: {platform.machine()}, {os.cpu_count()} CPUs, {platform.system()}; "
            f"Python {platform.python_version()}, torch {torch.__version__}, onnxruntime "
            f"{onnxruntime.__version__}, faiss {faiss.__version__}; measured "
            f"{time.strftime('%Y-%m-%d')}; 1-min load average {load_before:.2f} before the "
            f"run, {os.getloadavg()[0]:.2f} after.")


def update_doc(path: Path, text: str) -> None:
    doc = path.read_text(encoding="utf-8") if path.exists() else f"{MARK_START}\n{MARK_END}\n"
    head, _, rest = doc.partition(MARK_START)
    _, _, tail = rest.partition(MARK_END)
    path.write_text(f"{head}{MARK_START}\n{text}\n{MARK_END}{tail}", encoding="utf-8")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="genaicache lookup latency benchmark")
    p.add_argument("--n", type=int, default=20_000, help="calls per fast row (µs-scale)")
    p.add_argument("--n-slow", type=int, default=300, help="calls per embedding-scale row")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--index-size", type=int, default=1000, help="extra entries in L3")
    p.add_argument("--redis-url", default=None)
    p.add_argument("--faiss-omp-threads", type=int, default=None,
                   help="what-if: call faiss.omp_set_num_threads(N) first (default: FAISS's own)")
    p.add_argument("--update-doc", type=Path, default=None, help="write the tables into this "
                   "markdown file, between the bench:start/bench:end markers")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    args = parse_args(argv)
    console = Console()
    args.redis_url = redis_url(args.redis_url, console)
    load_before = os.getloadavg()[0]
    if args.faiss_omp_threads is not None:
        import faiss

        faiss.omp_set_num_threads(args.faiss_omp_threads)
    if load_before > 0.5 * (os.cpu_count() or 1):
        console.print(f"[yellow]The machine is busy (load average {load_before:.2f}): "
                      "multi-threaded rows (embeddings) will be slow and noisy.[/yellow]")
    console.print("Setting up (loads the embedding model twice: ONNX and torch)...")
    with tempfile.TemporaryDirectory(prefix="genaicache-bench-") as tmpdir:
        tmp = Path(tmpdir)
        rows = genaicache_rows(args, tmp) + reference_rows(args, tmp)
        try:
            measure(rows, args.rounds, console)
        finally:
            cleanup_redis(args.redis_url)
    render(rows, console)
    if args.update_doc is not None:
        command = "python benchmarks/latency.py " + " ".join(sys.argv[1:])
        update_doc(args.update_doc, markdown(rows, command.strip(), load_before))
        console.print(f"wrote the tables into {args.update_doc}")
    return {r.key: {"median": r.median, "p90": r.p90} for r in rows}


def cleanup_redis(url: str | None) -> None:
    """Delete this run's keys (its own prefix only; never FLUSHDB)."""
    if not url:
        return
    import redis

    client = redis.Redis.from_url(url)
    keys = list(client.scan_iter(match=f"genaicache-bench:{os.getpid()}:*", count=1000))
    from langchain_community.cache import RedisCache

    keys.append(RedisCache._key(PROMPT, LLM))  # the one key of the LangChain RedisCache row
    if keys:
        client.delete(*keys)


if __name__ == "__main__":
    main()
