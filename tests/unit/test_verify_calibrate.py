"""Calibration curves and the recommended operating point (no model needed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from genaicache.calibrate import (
    ScoredPair,
    calibrate,
    curve,
    default_thresholds,
    load_pairs,
    plot,
    recommend,
)
from genaicache.errors import InvalidInputError

SCORED = [
    ScoredPair(0.99, True, True), ScoredPair(0.97, True, True), ScoredPair(0.95, False, False),
    ScoredPair(0.93, True, True), ScoredPair(0.91, True, False), ScoredPair(0.90, False, True),
    ScoredPair(0.85, True, True), ScoredPair(0.80, True, False),
]


def test_curve_counts_precision_recall_and_false_hits() -> None:
    plain = curve(SCORED, [0.9], verified=False)[0]
    assert plain.served == 6 and plain.precision == pytest.approx(4 / 6)
    assert plain.recall == pytest.approx(4 / 5) and plain.false_hit_rate == pytest.approx(2 / 3)
    verified = curve(SCORED, [0.9], verified=True)[0]
    assert verified.served == 4 and verified.precision == pytest.approx(3 / 4)
    assert verified.false_hit_rate == pytest.approx(1 / 3)


def test_recommend_picks_the_highest_recall_within_the_error_rate() -> None:
    result = calibrate(SCORED, max_error_rate=0.02, thresholds=[0.8, 0.85, 0.9, 0.92, 0.96])
    best = result.recommended_verified
    assert best is not None and best.threshold == 0.92 and best.precision == 1.0
    assert result.recommended_plain is not None and result.recommended_plain.threshold == 0.96
    assert recommend(result.plain, 0.0001) == result.recommended_plain


def test_recommend_is_none_when_no_threshold_is_precise_enough() -> None:
    bad = [ScoredPair(0.99, True, False)]
    assert calibrate(bad, max_error_rate=0.02, thresholds=[0.9]).recommended_verified is None


def test_load_pairs_reads_the_csv_and_rejects_bad_files(tmp_path: Path) -> None:
    good = tmp_path / "good.csv"
    good.write_text("question1,question2,is_duplicate\na?,b?,1\nc,d,0\n", encoding="utf-8")
    pairs = load_pairs(good)
    assert [p.duplicate for p in pairs] == [True, False]
    missing = tmp_path / "missing.csv"
    missing.write_text("question1,question2\na,b\n", encoding="utf-8")
    with pytest.raises(InvalidInputError, match="is_duplicate"):
        load_pairs(missing)
    badlabel = tmp_path / "badlabel.csv"
    badlabel.write_text("question1,question2,is_duplicate\na,b,yes\n", encoding="utf-8")
    with pytest.raises(InvalidInputError, match="line 2"):
        load_pairs(badlabel)
    with pytest.raises(InvalidInputError):
        load_pairs(tmp_path / "absent.csv")


def test_threshold_grid_and_plot(tmp_path: Path) -> None:
    grid = default_thresholds(0.8, 0.9, 0.05)
    assert grid == [0.8, 0.85, 0.9]
    with pytest.raises(InvalidInputError):
        default_thresholds(0.9, 0.8, 0.01)
    out = plot(calibrate(SCORED, thresholds=grid), tmp_path / "curve.png")
    assert out.read_bytes().startswith(b"\x89PNG")
