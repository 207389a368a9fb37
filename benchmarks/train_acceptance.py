"""Train the learned acceptance stage (``genaicache.verify.learned``) on qqp_dev, reproducibly.

Candidates are the k=4 nearest cached prompts (cosine >= 0.80) of every query under the
benchmark protocol of ``benchmarks/quality.py``; the ones the lexical checks and token
alignment let through, with a known label (the benchmark's pair scoring), train a logistic
regression over the features of ``genaicache.verify.features``. The estimate to trust is the
5-fold cross-validation, grouped by connected question texts (a query and every prompt it
formed a labelled pair with stay in one fold), with the whole protocol replayed on each held-out
fold. The final model, fitted on all pairs, is written as JSON (no scikit-learn at run time).

Run: ``python benchmarks/train_acceptance.py`` (needs scikit-learn; ../shared/data/qqp_dev.csv
beside the repo, else it says so and exits 0). ``--write`` replaces the shipped model.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import quality as Q  # benchmarks/quality.py: data, neighbours, scoring, protocol

from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
from genaicache.verify import Candidate
from genaicache.verify.alignment import TokenAlignmentCheck
from genaicache.verify.chain import VerificationChain, critical_checks
from genaicache.verify.features import FEATURES, pair_features
from genaicache.verify.learned import FORMAT

MODEL = Q.REPO / "core" / "genaicache" / "verify" / "data" / "acceptance_model.json"
MIN_COSINE = 0.80
C = 0.05  # strong L2 regularisation: few features, no word identities
FOLDS = 5
CUTOFFS = (0.0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
FLOORS = (0.80, 0.84, 0.86, 0.88, 0.90, 0.92)


@dataclass
class Pairs:
    """Every candidate the chain accepted: its features, label (None = unknown) and group."""

    keys: list[tuple[str, str]]
    x: np.ndarray
    label: list[bool | None]


def candidates(data: Q.Dataset, nn: Q.Neighbours, chain: VerificationChain,
               aligner: TokenAlignmentCheck) -> Pairs:
    keys: list[tuple[str, str]] = []
    rows: list[list[float]] = []
    labels: list[bool | None] = []
    seen: set[tuple[str, str]] = set()
    for query, cands in zip(data.q2, nn, strict=True):
        for text, sim in cands:
            cand = Candidate(query, text, sim)
            if sim < MIN_COSINE or text == query or (query, text) in seen:
                continue
            seen.add((query, text))
            if not chain.verify(cand).accept:
                continue
            f = pair_features(query, text, sim, aligner.score(cand)[0])
            keys.append((query, text))
            rows.append([f[n] for n in FEATURES])
            labels.append(Q.score(data, query, text))
    return Pairs(keys, np.asarray(rows, dtype=np.float64), labels)


def groups(pairs: Pairs) -> dict[str, int]:
    """Connected components of question texts linked by a labelled candidate pair."""
    parent: dict[str, str] = {}

    def find(t: str) -> str:
        parent.setdefault(t, t)
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    for (q, c), lab in zip(pairs.keys, pairs.label, strict=True):
        if lab is not None:
            parent[find(q)] = find(c)
        find(q)
    roots = sorted({find(t) for t in parent})
    ids = {r: i for i, r in enumerate(roots)}
    return {t: ids[find(t)] for t in parent}


def fit(x: np.ndarray, y: np.ndarray) -> dict[str, object]:
    from sklearn.linear_model import LogisticRegression

    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    model = LogisticRegression(C=C, max_iter=2000).fit((x - mean) / scale, y)
    return {"format": FORMAT, "features": list(FEATURES), "mean": mean.tolist(),
            "scale": scale.tolist(), "coef": model.coef_[0].tolist(),
            "intercept": float(model.intercept_[0])}


def predict(doc: dict[str, object], x: np.ndarray) -> np.ndarray:
    z = ((x - np.asarray(doc["mean"])) / np.asarray(doc["scale"])) @ np.asarray(doc["coef"])
    return 1.0 / (1.0 + np.exp(-(z + float(doc["intercept"]))))  # type: ignore[arg-type]


def cross_validated(pairs: Pairs, group_of: dict[str, int]) -> dict[tuple[str, str], float]:
    """Out-of-fold probability of every accepted candidate (folds by query component)."""
    n_groups = max(group_of.values()) + 1
    order = np.random.default_rng(0).permutation(n_groups)
    fold_of_group = {int(g): i % FOLDS for i, g in enumerate(order)}
    fold = np.array([fold_of_group[group_of[q]] for q, _ in pairs.keys])
    known = np.array([lab is not None for lab in pairs.label])
    y = np.array([bool(lab) for lab in pairs.label])
    prob = np.zeros(len(pairs.keys))
    for f in range(FOLDS):
        train = known & (fold != f)
        prob[fold == f] = predict(fit(pairs.x[train], y[train]), pairs.x[fold == f])
    return dict(zip(pairs.keys, prob.tolist(), strict=True))


def table(data: Q.Dataset, nn: Q.Neighbours, prob: dict[tuple[str, str], float],
          label: str) -> list[Q.Row]:
    rows: list[Q.Row] = []
    print(f"### {label}\n\n| cosine floor | min probability | precision | recall | wrong | "
          "unknown |\n|---:|---:|---:|---:|---:|---:|")
    for floor in FLOORS:
        for cut in CUTOFFS:
            def accept(q: str, t: str, s: float, cut: float = cut) -> bool:
                return prob.get((q, t), -1.0) >= cut
            r = Q.evaluate(data, nn, floor, accept, f"{floor:.2f}/{cut:.1f}")
            rows.append(r)
            print(f"| {floor:.2f} | {cut:.1f} | {r.precision:.3f} | {r.recall:.3f} | "
                  f"{r.wrong:.3f} | {r.unknown:.3f} |")
    print()
    return rows


def latency(pairs: Pairs, model_doc: dict[str, object], n: int = 2000) -> str:
    from genaicache.verify.learned import AcceptanceModel
    from genaicache.verify.text import analyze

    model = AcceptanceModel.from_json(model_doc)
    sample = pairs.keys[:n]
    analyze.cache_clear()
    t0 = time.perf_counter()
    for q, t in sample:
        values: dict[str, float | None] = dict(pair_features(q, t, 0.9, 0.8))
        model.probability(values)
    cold = (time.perf_counter() - t0) / len(sample)
    t0 = time.perf_counter()
    for q, t in sample:
        model.probability(dict(pair_features(q, t, 0.9, 0.8)))
    warm = (time.perf_counter() - t0) / len(sample)
    return (f"features + probability per pair: {cold * 1e3:.3f} ms with cold text analysis, "
            f"{warm * 1e3:.3f} ms when the chain already analysed both texts")


def cached_neighbours(data: Q.Dataset, embedder: SentenceTransformerEmbedder,
                      cache_dir: Path | None) -> Q.Neighbours:
    """``quality.neighbours`` (the slow part), kept as JSON in ``cache_dir`` when given."""
    path = cache_dir / f"{data.name}_neighbours.json" if cache_dir else None
    if path is not None and path.is_file():
        return [[(t, float(s)) for t, s in row] for row in json.loads(path.read_text("utf-8"))]
    nn = Q.neighbours(data, embedder)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(nn), "utf-8")
    return nn


def pick(rows: Sequence[Q.Row], min_recall: float = 0.40) -> Q.Row:
    """The most precise operating point that keeps ``min_recall`` (else the best recall)."""
    ok = [r for r in rows if r.recall >= min_recall]
    return max(ok, key=lambda r: (r.precision, r.recall)) if ok else max(
        rows, key=lambda r: r.recall)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--write", action="store_true", help="write the shipped model JSON")
    parser.add_argument("--cache-dir", type=Path, default=None,
                        help="keep the nearest-neighbour lists here between runs")
    args = parser.parse_args(argv)
    qqp_path = Q.SHARED / "qqp_dev.csv"
    if not qqp_path.is_file():
        print(f"NOTE: {qqp_path} not found (the shared data folder beside the repo is absent); "
              "nothing to train on.")
        return 0
    t0 = time.perf_counter()
    embedder = SentenceTransformerEmbedder()
    aligner = TokenAlignmentCheck(embedder, cache_size=50_000)
    chain = VerificationChain([*critical_checks(), aligner])
    data = Q.load(qqp_path, None)
    nn = cached_neighbours(data, embedder, args.cache_dir)
    pairs = candidates(data, nn, chain, aligner)
    known = [lab is not None for lab in pairs.label]
    y = np.array([bool(lab) for lab, k in zip(pairs.label, known, strict=True) if k])
    group_of = groups(pairs)
    sizes = np.bincount(list(group_of.values()))
    print(f"{len(pairs.keys)} accepted candidates (cosine >= {MIN_COSINE}), {len(y)} labelled "
          f"({y.mean():.3f} duplicates), {len(sizes)} groups (largest {sizes.max()})\n")
    cv = table(data, nn, cross_validated(pairs, group_of),
               f"qqp_dev, {FOLDS}-fold grouped cross-validation (held-out folds)")
    doc = fit(pairs.x[np.array(known)], y)
    best = pick([r for r in cv if not r.label.endswith("/0.0")])
    floor, cut = (float(v) for v in best.label.split("/"))
    print(f"recommended: cosine floor {floor:.2f}, min_probability {cut:.1f} -> CV precision "
          f"{best.precision:.3f}, recall {best.recall:.3f}\n")
    print("coefficients (standardized):", {n: round(c, 3) for n, c in
                                            zip(FEATURES, doc["coef"], strict=True)})  # type: ignore[call-overload]
    near = Q.load(Q.NEAR, None)
    near_nn = cached_neighbours(near, embedder, args.cache_dir)
    near_pairs = candidates(near, near_nn, chain, aligner)
    near_prob = dict(zip(near_pairs.keys, predict(doc, near_pairs.x).tolist(), strict=True))
    table(near, near_nn, near_prob, "near_duplicates (not trained on), final model")
    print(latency(pairs, doc))
    doc["meta"] = {
        "trained_on": "qqp_dev (benchmarks/quality.py protocol, k=4, cosine >= 0.80, "
                      "candidates accepted by the lexical checks and token alignment)",
        "labelled_pairs": len(y), "duplicate_share": round(float(y.mean()), 4), "C": C,
        "cv": {"folds": FOLDS, "cosine_floor": floor, "min_probability": cut,
               "precision": round(best.precision, 4), "recall": round(best.recall, 4)},
    }
    if args.write:
        MODEL.write_text(json.dumps(doc, indent=1) + "\n", "utf-8")
        print(f"wrote {MODEL.relative_to(Q.REPO)}")
    print(f"({time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
