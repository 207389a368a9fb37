"""The genaicache demo: a support / developer-assistant workload through a cached chat model.

    python demo/run.py                     # ~315 prompts, simulated LLM latency ~0.2 s
    python demo/run.py --limit 40 --llm-latency 0 --no-baseline

Runs every prompt of ``demo/workload.jsonl`` in order through a LangChain chat model that
simulates an LLM (a fake chat model that sleeps a seeded random time per call) with
``set_llm_cache(GenAICache())`` -- the embedded defaults: L1 memory + in-process FAISS, semantic
matching on. Then prints hits by level and kind, LLM calls saved, answers served to the wrong
question (if any) and p50/p99 end-to-end latency with and without the cache.

Why the answers carry an id: the simulated model answers "[a17] ..." for question 17, so a
served answer can be checked against the question actually asked; a near-miss ("disable 2FA"
after "enable 2FA") served from its look-alike shows up as a wrong serve.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from langchain_core.caches import BaseCache
from langchain_core.globals import get_llm_cache, set_llm_cache
from langchain_core.language_models.fake_chat_models import FakeListChatModel
from langchain_core.messages import BaseMessage, HumanMessage, SystemMessage
from pydantic import Field, PrivateAttr
from rich.console import Console
from rich.table import Table
from tqdm import tqdm

from langchain_genaicache import GenAICache

WORKLOAD = Path(__file__).with_name("workload.jsonl")
SYSTEM = "You are the support assistant of Acme Cloud. Answer briefly and precisely."
KINDS = ("new", "repeat", "variant", "paraphrase", "unrelated", "near_miss")
EXPECT = {
    "new": "miss", "repeat": "exact hit", "variant": "exact hit", "paraphrase": "semantic hit",
    "unrelated": "miss", "near_miss": "miss (never served)",
}
_ANSWER_ID = re.compile(r"^\[a(\d+)\]")
_FILLER = (
    "Here is what to do, step by step. Open the relevant page, check the current settings, and "
    "apply the change described in our documentation. If something does not look right, "
    "contact support with the request id shown on screen and we will get back to you shortly."
)


def simulated_latency(text: str, mean: float, seed: int) -> float:
    """The seconds the simulated LLM takes to answer ``text`` (gamma, shape 4: a real tail).

    A pure function of (seed, text), so the cached run and the no-cache baseline see the
    same latency for the same prompt, whatever the order or thread.
    """
    if mean <= 0:
        return 0.0
    return random.Random(f"{seed}\x1f{text}").gammavariate(4.0, mean / 4.0)


class SimulatedLLM(FakeListChatModel):
    """LangChain's fake chat model answering from a table after a simulated delay."""

    responses: list[str] = Field(default_factory=lambda: ["(unused)"])
    answers: dict[str, str] = Field(default_factory=dict)
    latency: float = 0.2
    seed: int = 0
    _calls: int = PrivateAttr(default=0)
    _lock: Any = PrivateAttr(default_factory=threading.Lock)

    @property
    def _llm_type(self) -> str:
        return "simulated-support-llm"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"model_name": "support-sim-1", "temperature": 0.0}

    @property
    def calls(self) -> int:
        return self._calls

    def _call(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> str:
        question = str(messages[-1].content)
        time.sleep(simulated_latency(question, self.latency, self.seed))
        with self._lock:
            self._calls += 1
        return self.answers.get(question, f"[a?] I do not know about “{question}”.")


@dataclass(frozen=True)
class Prompt:
    index: int
    text: str
    kind: str
    same_as: int | None

    @property
    def answer_id(self) -> int:
        """The question this prompt really asks: its base for same-question kinds."""
        same = self.kind in ("repeat", "variant", "paraphrase") and self.same_as is not None
        return self.same_as if same and self.same_as is not None else self.index


@dataclass(frozen=True)
class Outcome:
    prompt: Prompt
    seconds: float
    served: bool
    served_id: int | None
    level: str
    kind: str

    @property
    def wrong(self) -> bool:
        return self.served and self.served_id != self.prompt.answer_id


def load_workload(path: Path, limit: int | None) -> list[Prompt]:
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    prompts = [Prompt(i, r["prompt"], r["kind"], r["same_as"]) for i, r in enumerate(rows)]
    return prompts[:limit] if limit is not None else prompts


def answer_table(prompts: Sequence[Prompt]) -> dict[str, str]:
    return {
        p.text: f"[a{p.answer_id}] Answer to “{prompts[p.answer_id].text.strip()}”. {_FILLER}"
        for p in prompts
    }


def messages_for(p: Prompt) -> list[BaseMessage]:
    return [SystemMessage(SYSTEM), HumanMessage(p.text)]


def ask(model: SimulatedLLM, p: Prompt) -> Outcome:
    """One end-to-end call; what served it comes from the model's call count and the
    ``generation_info["genaicache"]`` annotation of the returned generation."""
    before = model.calls
    t0 = time.perf_counter()
    result = model.generate([messages_for(p)])
    seconds = time.perf_counter() - t0
    gen = result.generations[0][0]
    served = model.calls == before
    info = (gen.generation_info or {}).get("genaicache") or {}
    match = _ANSWER_ID.match(gen.text)
    served_id = int(match.group(1)) if match else None
    level = str(info.get("level", "?")) if served else "llm"
    kind = str(info.get("kind", "?")) if served else "miss"
    return Outcome(p, seconds, served, served_id, level, kind)


def run_cached(model: SimulatedLLM, prompts: Sequence[Prompt], quiet: bool) -> list[Outcome]:
    outcomes: list[Outcome] = []
    bar = tqdm(prompts, desc="with genaicache", unit="prompt", disable=quiet)
    for p in bar:
        outcomes.append(ask(model, p))
        hits = sum(o.served for o in outcomes)
        bar.set_postfix(hits=hits, llm_calls=len(outcomes) - hits, refresh=False)
    return outcomes


def run_baseline(
    model: SimulatedLLM, prompts: Sequence[Prompt], workers: int, quiet: bool
) -> list[float]:
    """Per-prompt latency of the same model with the cache off (``cache=False``), measured
    with ``workers`` prompts in flight so it takes a fraction of the sequential time."""
    uncached = model.model_copy(update={"cache": False})

    def timed(p: Prompt) -> float:
        t0 = time.perf_counter()
        uncached.generate([messages_for(p)])
        return time.perf_counter() - t0

    with ThreadPoolExecutor(max_workers=workers) as pool:
        it = pool.map(timed, prompts)
        return list(tqdm(it, total=len(prompts), desc="without cache", unit="prompt",
                         disable=quiet))


def load_model(cache: GenAICache, quiet: bool) -> float | None:
    """Load the embedding model now (it loads on the first semantic lookup otherwise), so
    its one-off load time is reported apart from the per-prompt latencies."""
    matcher = cache.cache.semantic
    loader = getattr(getattr(matcher, "embedder", None), "load", None)
    if loader is None:
        return None
    if not quiet:
        print("Loading the embedding model (all-MiniLM-L6-v2, once; a few seconds)...",
              flush=True)
    t0 = time.perf_counter()
    loader()
    return time.perf_counter() - t0


def percentiles(seconds: Sequence[float]) -> dict[str, float]:
    a = np.asarray(seconds, dtype=float)
    if a.size == 0:
        return {"p50": 0.0, "p99": 0.0, "mean": 0.0}
    return {"p50": float(np.percentile(a, 50)), "p99": float(np.percentile(a, 99)),
            "mean": float(a.mean())}


def wrong_serves(outcomes: Sequence[Outcome]) -> list[dict[str, Any]]:
    """Every prompt answered with another question's answer: what was asked, what was served."""
    asked = {o.prompt.index: o.prompt.text for o in outcomes}
    return [
        {"index": o.prompt.index, "kind": o.prompt.kind, "prompt": o.prompt.text,
         "served_answer_of": asked.get(o.served_id, "?") if o.served_id is not None else "?"}
        for o in outcomes if o.wrong
    ]


def summarize(outcomes: Sequence[Outcome], baseline: Sequence[float], method: str,
              stats: dict[str, Any], load_seconds: float | None) -> dict[str, Any]:
    n = len(outcomes)
    calls = sum(not o.served for o in outcomes)
    hits: dict[str, int] = {}
    for o in outcomes:
        if o.served:
            hits[f"{o.level}/{o.kind}"] = hits.get(f"{o.level}/{o.kind}", 0) + 1
    by_kind = {
        k: {"prompts": len(sel), "served": sum(o.served for o in sel),
            "wrong": sum(o.wrong for o in sel)}
        for k in KINDS if (sel := [o for o in outcomes if o.prompt.kind == k])
    }
    return {
        "prompts": n, "llm_calls": calls, "llm_calls_without_cache": n,
        "llm_calls_saved": n - calls, "hits": hits, "misses": calls, "by_kind": by_kind,
        "wrong_serves": sum(o.wrong for o in outcomes), "wrong": wrong_serves(outcomes),
        "near_miss_served": by_kind.get("near_miss", {}).get("served", 0),
        "latency": {"cache": percentiles([o.seconds for o in outcomes]),
                    "hits": percentiles([o.seconds for o in outcomes if o.served]),
                    "no_cache": percentiles(baseline), "baseline": method},
        "stats": stats, "model_load_seconds": load_seconds,
    }


def _ms(seconds: float) -> str:
    return f"{seconds * 1e3:,.1f} ms" if seconds >= 1e-3 else f"{seconds * 1e6:,.0f} µs"


def report(res: dict[str, Any], console: Console) -> None:
    hits = Table(title="Hits by level and kind (from the genaicache annotation)")
    for col in ("level", "kind", "hits"):
        hits.add_column(col, justify="right" if col == "hits" else "left")
    for name in ("l1/exact", "l2/exact", "l3/semantic"):
        hits.add_row(*name.split("/"), str(res["hits"].get(name, 0)))
    for name, count in sorted(res["hits"].items()):
        if name not in ("l1/exact", "l2/exact", "l3/semantic"):
            hits.add_row(*name.split("/"), str(count))
    hits.add_row("—", "miss (LLM called)", str(res["misses"]))
    console.print(hits)
    kinds = Table(title="By prompt kind")
    for col in ("kind", "prompts", "served from cache", "wrong serves", "expected"):
        kinds.add_column(col, justify="left" if col in ("kind", "expected") else "right")
    for kind, row in res["by_kind"].items():
        wrong = f"[red]{row['wrong']}[/red]" if row["wrong"] else "0"
        kinds.add_row(kind, str(row["prompts"]), str(row["served"]), wrong, EXPECT[kind])
    console.print(kinds)
    report_summary(res, console)


def report_summary(res: dict[str, Any], console: Console) -> None:
    lat = res["latency"]
    table = Table(title="Summary")
    table.add_column("")
    table.add_column("with genaicache", justify="right")
    table.add_column("without cache", justify="right")
    table.add_row("LLM calls", str(res["llm_calls"]), str(res["llm_calls_without_cache"]))
    table.add_row("LLM calls saved", str(res["llm_calls_saved"]), "—")
    for p in ("p50", "p99", "mean"):
        table.add_row(f"{p} latency", _ms(lat["cache"][p]), _ms(lat["no_cache"][p]))
    table.add_row("p50 / p99 of a cache hit", f"{_ms(lat['hits']['p50'])} / "
                  f"{_ms(lat['hits']['p99'])}", "—")
    console.print(table)
    console.print(f"Without-cache latency: {lat['baseline']}.")
    if res["model_load_seconds"] is not None:
        console.print(f"Embedding model loaded once in {res['model_load_seconds']:.1f} s "
                      "(not in the latencies).")
    console.print(f"cache.stats(): {json.dumps(res['stats'], sort_keys=True)}")
    if res["wrong_serves"]:
        console.print(f"[red]{res['wrong_serves']} answer(s) served to a different question "
                      f"({res['near_miss_served']} near-miss prompt(s) served):[/red]")
        for w in res["wrong"]:
            console.print(f"[red]  #{w['index']} {w['kind']}: {w['prompt']!r} got the answer "
                          f"of {w['served_answer_of']!r}[/red]")
    else:
        console.print("[green]No answer was served to a different question.[/green]")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Run the genaicache demo workload.")
    p.add_argument("--workload", type=Path, default=WORKLOAD)
    p.add_argument("--limit", type=int, default=None, help="only the first N prompts")
    p.add_argument("--llm-latency", type=float, default=0.2,
                   help="mean simulated LLM latency in seconds (gamma, shape 4); 0 = none")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--no-baseline", action="store_true",
                   help="compute the no-cache latencies from the simulated latency function "
                        "instead of running the model without a cache")
    p.add_argument("--workers", type=int, default=8, help="concurrency of the no-cache run")
    p.add_argument("--exact-only", action="store_true", help="semantic matching off")
    p.add_argument("--path", default=None, help="SQLite file for L2 (+ FAISS next to it)")
    p.add_argument("--redis-url", default=None, help="Redis for L2, e.g. redis://127.0.0.1:6379/0")
    p.add_argument("--quiet", action="store_true", help="no progress bar and no tables")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    return p.parse_args(argv)


def cache_options(args: argparse.Namespace) -> dict[str, Any]:
    opts: dict[str, Any] = {}
    if args.exact_only:
        opts["semantic"] = False
    if args.path:
        opts["path"] = args.path
    if args.redis_url:
        opts.update(redis_url=args.redis_url, redis_prefix=f"genaicache-demo:{time.time_ns()}:")
    return opts


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    """Run the demo; returns the figures it printed (see :func:`summarize`)."""
    args = parse_args(argv)
    prompts = load_workload(args.workload, args.limit)
    model = SimulatedLLM(answers=answer_table(prompts), latency=args.llm_latency, seed=args.seed)
    cache = GenAICache(**cache_options(args))
    previous: BaseCache | None = get_llm_cache()
    set_llm_cache(cache)
    try:
        load_seconds = load_model(cache, args.quiet)
        outcomes = run_cached(model, prompts, args.quiet)
        stats = cache.stats()
    finally:
        set_llm_cache(previous)
        if args.redis_url:
            cache.clear()
        cache.close()
    if args.no_baseline:
        method = ("computed: the simulated LLM latency of each prompt (the model's sleep), "
                  "without LangChain's own overhead")
        baseline = [simulated_latency(p.text, args.llm_latency, args.seed) for p in prompts]
    else:
        method = f"measured: the same model with cache=False, {args.workers} prompts in flight"
        baseline = run_baseline(model, prompts, args.workers, args.quiet)
    res = summarize(outcomes, baseline, method, stats, load_seconds)
    if not args.quiet:
        report(res, Console())
    if args.json:
        print(json.dumps(res, indent=2, sort_keys=True))
    return res


if __name__ == "__main__":
    main()
