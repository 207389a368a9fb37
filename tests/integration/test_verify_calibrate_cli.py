"""`genaicache calibrate FILE` through typer's CliRunner, with the real model."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from genaicache.cli import app

pytestmark = pytest.mark.slow
SAMPLE = Path(__file__).resolve().parents[1] / "data" / "calibration_sample.csv"


def test_calibrate_prints_the_curve_and_the_recommended_threshold(tmp_path: Path) -> None:
    png = tmp_path / "curve.png"
    result = CliRunner().invoke(
        app, ["calibrate", str(SAMPLE), "--plot", str(png), "--max-error-rate", "0.05",
              "--min", "0.80", "--max", "0.95", "--step", "0.05"],
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Quality over thresholds (42 pairs)" in out
    for threshold in ("0.80", "0.85", "0.90", "0.95"):
        assert threshold in out
    assert "cosine + verification: recommended threshold" in out
    assert png.read_bytes().startswith(b"\x89PNG")


def test_calibrate_rejects_a_file_without_labels(tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("question1,question2\na,b\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["calibrate", str(bad)])
    assert result.exit_code == 2
    assert "missing column" in result.output
