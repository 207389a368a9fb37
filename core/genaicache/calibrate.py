"""Calibration: precision / recall / false-hit curves over similarity thresholds, from labels.

Give it labelled pairs (a CSV with ``question1``, ``question2``, ``is_duplicate``); it embeds
both sides, runs the verifier, and returns one curve for the plain cosine threshold and one for
threshold + verification, plus the operating point that keeps the most duplicates served while
precision stays at or above ``1 - max_error_rate``.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from genaicache.embedders.base import Embedder
from genaicache.errors import DependencyMissingError, InvalidInputError
from genaicache.normalize import normalize
from genaicache.verify.base import Candidate, Verifier

_COLUMNS = ("question1", "question2", "is_duplicate")


@dataclass(frozen=True, slots=True)
class LabelledPair:
    """Two requests and whether one answer serves both."""

    question1: str
    question2: str
    duplicate: bool


@dataclass(frozen=True, slots=True)
class ScoredPair:
    """A pair's cosine similarity, the verifier's verdict on it, and its label."""

    similarity: float
    verified: bool
    duplicate: bool
    reason: str = ""


@dataclass(frozen=True, slots=True)
class CurvePoint:
    """Quality at one threshold: ``precision`` of served pairs, ``recall`` of duplicates,
    ``false_hit_rate`` of non-duplicates served, and how many pairs were ``served``."""

    threshold: float
    precision: float
    recall: float
    false_hit_rate: float
    served: int


@dataclass(frozen=True)
class Calibration:
    """The curves with and without verification and the recommended operating points."""

    plain: list[CurvePoint]
    verified: list[CurvePoint]
    recommended_plain: CurvePoint | None
    recommended_verified: CurvePoint | None
    max_error_rate: float
    pairs: int


def load_pairs(path: str | Path) -> list[LabelledPair]:
    """Read labelled pairs; :class:`InvalidInputError` on a missing column or a bad label."""
    try:
        with Path(path).open(encoding="utf-8", newline="") as handle:
            reader = csv.DictReader(handle)
            missing = [c for c in _COLUMNS if c not in (reader.fieldnames or [])]
            if missing:
                raise InvalidInputError(f"{path}: missing column(s) {', '.join(missing)}")
            return [_pair(row, n) for n, row in enumerate(reader, start=2)]
    except OSError as exc:
        raise InvalidInputError(f"cannot read {path}: {exc}") from None
    except UnicodeDecodeError as exc:
        raise InvalidInputError(f"{path} is not UTF-8: {exc}") from None


def _pair(row: dict[str, str], line: int) -> LabelledPair:
    label = (row.get("is_duplicate") or "").strip()
    if label not in ("0", "1"):
        raise InvalidInputError(f"line {line}: is_duplicate must be 0 or 1, got {label!r}")
    return LabelledPair(row.get("question1") or "", row.get("question2") or "", label == "1")


def score_pairs(
    pairs: Sequence[LabelledPair],
    embedder: Embedder,
    verifier: Verifier | None,
    *,
    progress: Callable[[int], None] | None = None,
    batch: int = 256,
) -> list[ScoredPair]:
    """Cosine of each pair's normalized texts and the verifier's verdict (question2 = query)."""
    out: list[ScoredPair] = []
    for start in range(0, len(pairs), batch):
        chunk = pairs[start:start + batch]
        q1 = [normalize(p.question1) for p in chunk]
        q2 = [normalize(p.question2) for p in chunk]
        sims = np.einsum("ij,ij->i", embedder.embed(q1), embedder.embed(q2))
        for a, b, s, p in zip(q1, q2, sims.tolist(), chunk, strict=True):
            sim = 1.0 if a == b else min(1.0, float(s))
            verdict = None if verifier is None else verifier.verify(Candidate(b, a, sim))
            ok = verdict is None or verdict.accept
            out.append(ScoredPair(sim, ok, p.duplicate, "" if verdict is None else verdict.reason))
        if progress is not None:
            progress(len(chunk))
    return out


def curve(
    scored: Sequence[ScoredPair], thresholds: Iterable[float], *, verified: bool
) -> list[CurvePoint]:
    """Quality per threshold; with ``verified`` a pair is served only if the verifier accepts."""
    positives = sum(1 for p in scored if p.duplicate)
    negatives = len(scored) - positives
    points = []
    for t in thresholds:
        served = [p for p in scored if p.similarity >= t and (p.verified or not verified)]
        tp = sum(1 for p in served if p.duplicate)
        fp = len(served) - tp
        points.append(CurvePoint(
            round(t, 4), tp / len(served) if served else 1.0,
            tp / positives if positives else 0.0, fp / negatives if negatives else 0.0, len(served),
        ))
    return points


def recommend(points: Sequence[CurvePoint], max_error_rate: float) -> CurvePoint | None:
    """The point with the highest recall whose precision is >= ``1 - max_error_rate``."""
    ok = [p for p in points if p.served and p.precision >= 1.0 - max_error_rate]
    return max(ok, key=lambda p: (p.recall, p.threshold)) if ok else None


def default_thresholds(lo: float = 0.70, hi: float = 0.99, step: float = 0.01) -> list[float]:
    if not 0.0 < step <= 1.0 or lo > hi:
        raise InvalidInputError(f"bad threshold grid {lo}..{hi} step {step}")
    n = int(round((hi - lo) / step)) + 1
    return [round(lo + i * step, 4) for i in range(n)]


def calibrate(
    scored: Sequence[ScoredPair], *, max_error_rate: float = 0.02,
    thresholds: Sequence[float] | None = None,
) -> Calibration:
    """Both curves and both recommended operating points for ``scored`` pairs."""
    if not 0.0 < max_error_rate < 1.0:
        raise InvalidInputError(f"max_error_rate must be in (0, 1), got {max_error_rate}")
    grid = list(thresholds) if thresholds is not None else default_thresholds()
    plain, verified = curve(scored, grid, verified=False), curve(scored, grid, verified=True)
    return Calibration(
        plain, verified, recommend(plain, max_error_rate), recommend(verified, max_error_rate),
        max_error_rate, len(scored),
    )


def plot(result: Calibration, path: str | Path) -> Path:
    """Write the curves (and the recommended points) as a PNG with matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise DependencyMissingError("matplotlib", "dev") from exc
    fig, ax = plt.subplots(figsize=(8, 5))
    for points, style, label in ((result.plain, "--", "cosine only"),
                                 (result.verified, "-", "cosine + verification")):
        xs = [p.threshold for p in points]
        ax.plot(xs, [p.precision for p in points], "C0" + style, label=f"precision ({label})")
        ax.plot(xs, [p.recall for p in points], "C1" + style, label=f"recall ({label})")
        ax.plot(xs, [p.false_hit_rate for p in points], "C3" + style,
                label=f"false hits ({label})")
    best = result.recommended_verified
    if best is not None:
        ax.axvline(best.threshold, color="grey", linewidth=0.8)
        ax.annotate(f"recommended {best.threshold:.2f}", (best.threshold, 0.02), rotation=90)
    ax.axhline(1.0 - result.max_error_rate, color="C0", linewidth=0.5, linestyle=":")
    ax.set_xlabel("cosine similarity threshold")
    ax.set_ylim(0.0, 1.02)
    ax.set_title(f"genaicache calibration ({result.pairs} labelled pairs)")
    ax.legend(fontsize=7, loc="center left")
    out = Path(path)
    fig.savefig(out, dpi=110, bbox_inches="tight")
    plt.close(fig)
    return out
