"""Hit quality of the semantic cache: plain cosine thresholds vs genaicache's verification.

Protocol (issue 3): insert ``question1`` of every pair, query with ``question2``; a query may
hit any cached neighbour (FAISS, exact inner product, k=4, served = the first candidate above
the threshold that the verifier accepts, as the prompt tier does). Every hit is scored by the
pair it actually formed: correct if (query, served) is labelled duplicate anywhere in the file
or the two are equal after normalization, wrong if labelled non-duplicate anywhere, unknown
otherwise (reported, left out of precision).

With a judge: the default chain plus an :class:`LLMJudge` over the default grey zone. No LLM
can run offline here, so the judge rows use a *simulated* judge that answers from the file's own
labels and is wrong on a fixed, seeded share of the pairs it is asked about (0%, 5%, 10%); a
pair without a label gets "yes". ``--judge module:name`` adds rows for a real model (``name`` is
a LangChain chat model / LlamaIndex LLM, or a function with no arguments that returns one).

Latency (issue 3: verification adds at most 20% to a soft-hit lookup): 200 soft hits of
qqp_dev, each configuration verifying right after a lookup of its own (embed + FAISS search,
memos cleared), then the same queries through ``GenAICache().lookup`` with ``verify=False``
and ``verify=True`` side by side.

Run: ``python benchmarks/quality.py`` (qqp_dev from ../shared/data beside the repo, plus the
shipped near-duplicate sets, ``tests/data/near_duplicates*.csv``). ``--limit N`` uses the first
N pairs of each file.
"""

from __future__ import annotations

import argparse
import csv
import gc
import importlib
import os
import pkgutil
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from genaicache.config import CacheConfig  # noqa: E402
from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder  # noqa: E402
from genaicache.normalize import case_marks, normalize  # noqa: E402
from genaicache.vectors.faiss_index import FaissIndex  # noqa: E402
from genaicache.verify import (  # noqa: E402
    Candidate,
    Check,
    Verifier,
    critical_checks,
    default_verifier,
)
from genaicache.verify.alignment import TokenAlignmentCheck  # noqa: E402
from genaicache.verify.chain import VerificationChain  # noqa: E402
from genaicache.verify.judge import LLMJudge  # noqa: E402
from genaicache.verify.reading import StoredReading, stored_reading  # noqa: E402
from genaicache.verify.words import MAX_STORED_WORDS, PackedWords, Words  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared" / "data"
NEAR = REPO / "tests" / "data" / "near_duplicates.csv"
# The shipped near-duplicate sets: this one, written with the checks, then b, c, ... each
# written later, blind to the checks, and run once before the next round of fixes.
NEAR_SETS = tuple(sorted(NEAR.parent.glob("near_duplicates*.csv")))
K = 4
GRID = [round(0.70 + i * 0.01, 2) for i in range(30)]


@dataclass
class Dataset:
    name: str
    q1: list[str]
    q2: list[str]
    dup: list[bool]
    labels: dict[tuple[str, str], set[bool]]
    # Case marks (genaicache.normalize.case_marks) of each normalized text, as first written
    q1_case: dict[str, str] = field(default_factory=dict)
    q2_case: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Row:
    label: str
    threshold: float
    precision: float
    recall: float
    wrong: float
    unknown: float


def load(path: Path, limit: int | None) -> Dataset:
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))[:limit]
    q1 = [normalize(r["question1"]) for r in rows]
    q2 = [normalize(r["question2"]) for r in rows]
    dup = [r["is_duplicate"].strip() == "1" for r in rows]
    labels: dict[tuple[str, str], set[bool]] = {}
    for a, b, d in zip(q1, q2, dup, strict=True):
        labels.setdefault((a, b), set()).add(d)
        labels.setdefault((b, a), set()).add(d)
    q1_case: dict[str, str] = {}
    q2_case: dict[str, str] = {}
    for r, a, b in zip(rows, q1, q2, strict=True):
        q1_case.setdefault(a, case_marks(r["question1"]))
        q2_case.setdefault(b, case_marks(r["question2"]))
    return Dataset(path.stem, q1, q2, dup, labels, q1_case, q2_case)


def same_key(data: Dataset, query: str, cached: str) -> bool:
    """Whether a query and a cached prompt share a key: one normalized text, the same case
    marks ("50 Mb/s" is not "50 MB/s")."""
    return query == cached and data.q2_case.get(query, "") == data.q1_case.get(cached, "")


def candidate(data: Dataset, query: str, matched: str, sim: float) -> Candidate:
    """The candidate the prompt tier would verify, with both sides' case marks."""
    return Candidate(query, matched, sim, query_case=data.q2_case.get(query, ""),
                     matched_case=data.q1_case.get(matched, ""))


Neighbours = list[list[tuple[str, float]]]


def neighbours(data: Dataset, embedder: SentenceTransformerEmbedder) -> Neighbours:
    """For each query, its K nearest cached prompts with their cosine similarity."""
    cached = sorted(set(data.q1) - {""})  # the cache never matches an empty prompt semantically
    index = FaissIndex(embedder.dim)
    for start in range(0, len(cached), 512):
        chunk = cached[start:start + 512]
        for text, vec in zip(chunk, embedder.embed(chunk), strict=True):
            index.add(text, vec, "bench", text)
    out = []
    for start in range(0, len(data.q2), 512):
        chunk = data.q2[start:start + 512]
        for text, vec in zip(chunk, embedder.embed(chunk), strict=True):
            found = index.search(vec, "bench", K) if text else []
            out.append([(m.text, m.similarity) for m in found])
    return out


def score(data: Dataset, query: str, served: str) -> bool | None:
    if same_key(data, query, served):
        return True
    found = data.labels.get((query, served))
    return None if found is None else True in found


def evaluate(
    data: Dataset, nn: list[list[tuple[str, float]]], threshold: float,
    accept: Callable[[str, str, float], bool] | None, label: str,
    below: tuple[float, Callable[[str, str, float], bool]] | None = None,
) -> Row:
    """One row: served = the first candidate above ``threshold`` that ``accept`` lets through,
    or, with ``below=(floor, accept_below)``, the first between ``floor`` and the threshold
    that ``accept_below`` lets through (the prompt tier with a judge)."""
    floor, accept_below = below if below is not None else (threshold, None)

    def serves(query: str, text: str, sim: float) -> bool:
        if sim >= threshold:
            return accept is None or same_key(data, query, text) or accept(query, text, sim)
        return accept_below is not None and sim >= floor and accept_below(query, text, sim)

    correct = wrong = unknown = recalled = wrong_nondup = 0
    for query, cands, dup in zip(data.q2, nn, data.dup, strict=True):
        served = next((text for text, sim in cands if serves(query, text, sim)), None)
        if served is None:
            continue
        verdict = score(data, query, served)
        if verdict is None:
            unknown += 1
        elif verdict:
            correct += 1
            recalled += dup
        else:
            wrong += 1
            wrong_nondup += not dup
    n_dup = sum(data.dup)
    hits = correct + wrong + unknown
    return Row(label, threshold, correct / max(1, correct + wrong), recalled / max(1, n_dup),
               wrong_nondup / max(1, len(data.dup) - n_dup), unknown / max(1, hits))


def memo_accept(verifier: Verifier, data: Dataset) -> Callable[[str, str, float], bool]:
    """The verifier's verdicts, memoized per pair (they do not depend on the threshold)."""
    seen: dict[tuple[str, str], bool] = {}

    def accept(query: str, matched: str, sim: float) -> bool:
        key = (query, matched)
        if key not in seen:
            seen[key] = verifier.verify(candidate(data, query, matched, sim)).accept
        return seen[key]

    return accept


def quality(data: Dataset, nn: list[list[tuple[str, float]]],
            accept: Callable[[str, str, float], bool], default_t: float,
            lexical: Verifier | None = None) -> list[Row]:
    """The cosine-only rows, then the verified ones (``accept``: the memoized default chain)."""
    plain = [evaluate(data, nn, t, None, "cosine only") for t in GRID]
    best = max(plain, key=lambda r: 2 * r.precision * r.recall / max(1e-9, r.precision + r.recall))
    ours = evaluate(data, nn, default_t, accept, f"genaicache default ({default_t:.2f} + verify)")
    same_recall = min(plain, key=lambda r: abs(r.recall - ours.recall))
    rows = [
        evaluate(data, nn, 0.92, None, "plain cosine 0.92"),
        Row(f"best fixed threshold (max F1) {best.threshold:.2f}", *_fields(best)),
        Row(f"cosine at the same recall {same_recall.threshold:.2f}", *_fields(same_recall)),
        ours,
    ]
    if lexical is not None:
        rows.append(evaluate(data, nn, default_t, memo_accept(lexical, data),
                             f"without the learned stage ({default_t:.2f})"))
    for t in (0.84, 0.86, 0.88, 0.92):
        if abs(t - default_t) > 1e-9:
            rows.append(evaluate(data, nn, t, accept, f"verified at {t:.2f}"))
    return rows


_SEP = "\x1f"
JUDGE_ERRORS = (0.0, 0.05, 0.10)


def simulated_judge(data: Dataset, error: float) -> Callable[[str], str]:
    """A ``prompt -> reply`` model that knows the labels and is wrong on ``error`` of the pairs.

    Which pairs it gets wrong is fixed by a hash of the pair (the same in every run); a pair
    the file does not label gets "yes" (a real judge would decide; such hits are "unknown").
    """
    import xxhash

    def reply(prompt: str) -> str:
        query, matched = prompt.split(_SEP)
        verdict = score(data, query, matched)
        right = True if verdict is None else verdict
        a, b = sorted((query, matched))
        flip = xxhash.xxh64_intdigest(f"{a}{_SEP}{b}".encode(), seed=7) % 10_000 < error * 10_000
        return "yes" if right != (flip and verdict is not None) else "no"

    return reply


def judged(base: Callable[[str, str, float], bool], judge: LLMJudge
           ) -> Callable[[str, str, float], bool]:
    """The chain with ``judge`` last, as ``default_verifier(..., judge=judge)`` runs it."""
    return lambda q, m, sim: base(q, m, sim) and judge.verify(Candidate(q, m, sim)).accept


def judge_rows(data: Dataset, nn: Neighbours, base: Callable[[str, str, float], bool],
               checks: Sequence[Check], default_t: float, real: object | None
               ) -> tuple[list[Row], list[int]]:
    """Rows of the default chain (``base``, whose checks are ``checks``) with a judge, and the
    judge calls each made. Below the threshold, down to the judge's grey zone, a candidate is
    served as the prompt tier serves it: lexical checks, then the judge
    (:meth:`VerificationChain.verify_below`)."""
    def simulated(error: float, zone: tuple[float, float] = (0.80, 0.97)) -> LLMJudge:
        return LLMJudge(simulated_judge(data, error), grey_zone=zone,
                        prompt=f"{{query}}{_SEP}{{matched}}")

    judges = [(f"simulated judge, wrong on {e:.0%} of pairs", simulated(e))
              for e in JUDGE_ERRORS]
    five = f"simulated judge, wrong on {JUDGE_ERRORS[1]:.0%} of pairs"
    judges += [(five, simulated(JUDGE_ERRORS[1], (0.80, 1.0001))),
               (five, simulated(JUDGE_ERRORS[1], (0.75, 0.97))),
               (five, simulated(JUDGE_ERRORS[1], (default_t, 0.97)))]
    if real is not None:
        judges.append(("your judge (--judge)", LLMJudge(real)))
    rows, calls = [], []
    for label, judge in judges:
        lo, hi = judge.grey_zone
        zone = f"[{lo:.2f}, {hi:.2f})" if hi < 1 else f"[{lo:.2f}, 1]"
        accept = judged(base, judge)
        chain = VerificationChain(checks, judge=judge)
        below = (lo, lambda q, m, sim, chain=chain: chain.verify_below(
            candidate(data, q, m, sim)).accept)
        rows.append(evaluate(data, nn, default_t, accept, f"{label}, grey zone {zone}", below))
        calls.append(judge.calls)
        judge.close()
    return rows, calls


def load_judge(spec: str) -> object:
    """``module:name`` -> the model it names; a function without parameters is called to make it
    (any other callable, e.g. ``str -> str``, is the model itself)."""
    import inspect

    module, _, name = spec.partition(":")
    target = getattr(importlib.import_module(module), name)
    if inspect.isfunction(target) and not inspect.signature(target).parameters:
        return target()
    return target


def _fields(row: Row) -> tuple[float, float, float, float, float]:
    return row.threshold, row.precision, row.recall, row.wrong, row.unknown


def table(title: str, rows: Sequence[Row], wrong_label: str, recall_label: str) -> str:
    lines = [f"### {title}", "",
             f"| configuration | precision | {recall_label} | {wrong_label} | unknown |",
             "|---|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r.label} | {r.precision:.3f} | {r.recall:.3f} | {r.wrong:.3f} | "
                     f"{r.unknown:.3f} |")
    return "\n".join(lines) + "\n"


def latency(data: Dataset, nn: list[list[tuple[str, float]]], threshold: float,
            embedder_factory: Callable[[], SentenceTransformerEmbedder], n: int = 200) -> str:
    """Per soft-hit lookup: embed + search, and the verification added on top.

    The cached prompts are indexed by one embedder and looked up through another, so nothing
    of the cached side is in the lookup's memos: what the entry stored (its word vectors and
    its lexical reading, by default) is all it has, as in a process that did not write the
    entry. Each configuration verifies right after a lookup of its own, as the tier does (the
    model pass leaves the CPU's caches cold for the checks after it), with the embedder's
    memos and every per-text memo of the checks cleared before each lookup.
    """
    queries = [q for q, c in zip(data.q2, nn, strict=True)
               if c and c[0][1] >= threshold and c[0][0] != q][:n]
    asked = set(queries)
    writer = embedder_factory()
    cached = sorted({c[0][0] for q, c in zip(data.q2, nn, strict=True) if q in asked})
    index = FaissIndex(writer.dim)
    stored: dict[str, PackedWords] = {}
    readings: dict[str, dict[str, Any] | None] = {}
    for text, vec in zip(cached, writer.embed(cached), strict=True):
        index.add(text, vec, "lat", text)
        words = Words.embed(writer, text)
        if len(words.words) <= MAX_STORED_WORDS:  # as the cache keeps them
            stored[text] = PackedWords.pack(words, model=writer.name, text=text)
        readings[text] = stored_reading(text)
    emb = embedder_factory()
    emb.embed(["warm up"])
    default = default_verifier(emb)
    chains = {"critical checks": (VerificationChain(critical_checks()), True),
              "critical + alignment": (default_verifier(emb, min_probability=0), True),
              "default (critical + alignment + learned)": (default, True),
              "default, entries without stored word vectors or readings": (default, False)}
    # What a process compiles once (the checks' regexes) is compiled before the clock runs,
    # by the lexical checks alone: no model run, so the embedder's memo stays cold.
    lexical = VerificationChain(critical_checks())
    for q, c in zip(data.q2, nn, strict=True):
        if q in asked:
            lexical.verify(Candidate(q, c[0][0], c[0][1]))
    base: list[float] = []
    extra: dict[str, list[float]] = {name: [] for name in chains}
    for q in queries:
        for name, (chain, keep) in chains.items():
            _clear_text_caches(chains.values())
            emb.forget()
            t0 = time.perf_counter()
            match = index.search(emb.embed([q])[0], "lat", K)[0]
            t1 = time.perf_counter()
            reading = StoredReading.from_json(readings.get(match.text), match.text)
            chain.verify(Candidate(q, match.text, match.similarity,
                                   stored.get(match.text) if keep else None,
                                   matched_reading=reading if keep else None))
            extra[name].append(time.perf_counter() - t1)
            base.append(t1 - t0)
    med = statistics.median(base)
    lines = ["| per soft-hit lookup | median ms | mean ms | overhead vs lookup (median / mean) |",
             "|---|---:|---:|---:|",
             f"| embed query + FAISS search (no verification) | {med * 1e3:.2f} | "
             f"{statistics.mean(base) * 1e3:.2f} | - |"]
    for name, times in extra.items():
        m, a = statistics.median(times), statistics.mean(times)
        lines.append(f"| + {name} | {m * 1e3:.3f} | {a * 1e3:.3f} | "
                     f"{m / med:.1%} / {a / statistics.mean(base):.1%} |")
    return (f"{len(queries)} soft-hit queries of {data.name}, cold text caches, cached prompts "
            "written by another embedder instance, each configuration verifying right after "
            "its own lookup\n\n" + "\n".join(lines) + "\n\n"
            + tier_latency(queries, cached, embedder_factory))


def tier_latency(queries: Sequence[str], cached: Sequence[str],
                 embedder_factory: Callable[[], SentenceTransformerEmbedder]) -> str:
    """Soft-hit lookups as a LangChain user makes them, ``GenAICache().lookup``, with the
    verification off and on, side by side (each query once each way, in turn first).

    Each cache is written by one process's embedder and closed; the lookups go through a
    second cache on the same files (SQLite L2, the saved FAISS index), as in a process that
    did not write the entries. Before each lookup the embedder's memos and every per-text memo
    of the checks are cleared; the entry a lookup reads from SQLite stays in that cache's L1.
    """
    import tempfile

    from langchain_core.outputs import Generation

    from langchain_genaicache import GenAICache

    llm = "[('_type', 'fake'), ('model_name', 'quality-benchmark')]"
    readers: dict[bool, tuple[GenAICache, SentenceTransformerEmbedder]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for verify in (False, True):
            path = str(Path(tmp) / f"verify-{verify}.db")
            writer = GenAICache(path=path, embedder=embedder_factory(), verify=verify)
            for text in cached:
                writer.update(text, llm, [Generation(text=f"the answer to {text}")])
            writer.cache.close()
            emb = embedder_factory()
            readers[verify] = (GenAICache(path=path, embedder=emb, verify=verify), emb)
        semantic = readers[True][0].cache.semantic
        verifier = semantic.verifier if semantic is not None else None
        chains = [(verifier, True)] if isinstance(verifier, VerificationChain) else []
        times: dict[bool, list[float]] = {False: [], True: []}
        served: dict[bool, int] = {False: 0, True: 0}
        for i, q in enumerate(queries):
            for verify in ((False, True) if i % 2 else (True, False)):
                cache, emb = readers[verify]
                _clear_text_caches(chains)
                emb.forget()
                t0 = time.perf_counter()
                hit = cache.lookup(q, llm)
                times[verify].append(time.perf_counter() - t0)
                served[verify] += hit is not None
        for cache, _ in readers.values():
            cache.cache.close()
    off, on = (statistics.median(times[v]) for v in (False, True))
    off_mean, on_mean = (statistics.mean(times[v]) for v in (False, True))
    return "\n".join([
        f"the same {len(queries)} queries through `GenAICache().lookup` (SQLite L2, FAISS L3, "
        "entries written by another cache instance), verification off and on", "",
        "| GenAICache lookup | median ms | mean ms | served | verification adds "
        "(median / mean) |", "|---|---:|---:|---:|---:|",
        f"| verify=False | {off * 1e3:.2f} | {off_mean * 1e3:.2f} | {served[False]} | - |",
        f"| verify=True (default) | {on * 1e3:.2f} | {on_mean * 1e3:.2f} | {served[True]} | "
        f"{on / off - 1:.1%} / {on_mean / off_mean - 1:.1%} |", ""])


def _clear_text_caches(chains: Iterable[tuple[VerificationChain, bool]] = ()) -> None:
    """Every per-text memo of the verification modules (the lexicons, loaded once, stay)."""
    import genaicache.verify as verify

    for info in pkgutil.iter_modules(verify.__path__):
        module = importlib.import_module(f"{verify.__name__}.{info.name}")
        for fn in vars(module).values():
            if hasattr(fn, "cache_info") and fn.cache_info().maxsize != 1:
                fn.cache_clear()
    for chain, _ in chains:
        for check in chain.checks:
            if isinstance(check, TokenAlignmentCheck):
                check.clear()
    gc.collect(0)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--limit", type=int, default=None, help="first N pairs of each file")
    parser.add_argument("--threshold", type=float, default=None,
                        help="override the default similarity threshold")
    parser.add_argument("--judge", default=None, metavar="MODULE:NAME",
                        help="also measure a real judge model (see the module docstring)")
    args = parser.parse_args(argv)
    real_judge = load_judge(args.judge) if args.judge else None
    default_t = args.threshold or CacheConfig().similarity_threshold
    embedder = SentenceTransformerEmbedder()
    verifier = default_verifier(embedder)
    lexical = default_verifier(embedder, min_probability=0)
    sets: list[Dataset] = []
    qqp = SHARED / "qqp_dev.csv"
    if qqp.is_file():
        sets.append(load(qqp, args.limit))
    else:
        print(f"NOTE: {qqp} not found (the shared data folder beside the repo is absent): "
              "skipping qqp_dev; run with the shared folder present for the full benchmark.")
    sets += [load(path, args.limit) for path in NEAR_SETS]
    print(f"all-MiniLM-L6-v2 ({embedder.backend}), k={K}, default threshold {default_t:.2f}\n")
    for data in sets:
        t0 = time.perf_counter()
        nn = neighbours(data, embedder)
        accept = memo_accept(verifier, data)
        rows = quality(data, nn, accept, default_t, lexical)
        near = data.name.startswith("near_duplicates")
        print(table(f"{data.name} ({len(data.q1)} pairs, {sum(data.dup)} duplicates)", rows,
                    "wrong pairs served" if near else "non-duplicates answered wrongly",
                    "paraphrases hit" if near else "recall"))
        print(f"({time.perf_counter() - t0:.0f} s; refusals so far: {verifier.refusals})\n")  # type: ignore[attr-defined]
        rows, calls = judge_rows(data, nn, accept, verifier.checks, default_t, real_judge)
        print(table(f"{data.name}, the default chain with a judge at {default_t:.2f}", rows,
                    "wrong pairs served" if near else "non-duplicates answered wrongly",
                    "paraphrases hit" if near else "recall"))
        print("judge calls (distinct pairs asked): " + ", ".join(
            f"{c} ({c / len(data.q2):.1%} of queries)" for c in calls) + "\n")
        if data is sets[0]:
            print(latency(data, nn, default_t, SentenceTransformerEmbedder))
    return 0


if __name__ == "__main__":
    sys.exit(main())
