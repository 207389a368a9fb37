"""The quality benchmark's measuring code runs on the shipped data (its figures are in
docs/quality.md; a benchmark that no longer runs would leave them unreproducible)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slow

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


@pytest.fixture
def quality() -> Any:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import quality as module  # benchmarks/quality.py

        yield module
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_quality_and_latency_tables_are_produced(quality: Any, embedder: Any) -> None:
    data = quality.load(quality.NEAR.with_name("near_duplicates_e.csv"), 40)
    nn = quality.neighbours(data, embedder)
    rows = quality.quality(data, nn, quality.memo_accept(quality.default_verifier(embedder), data),
                           0.84)
    assert rows[3].label.startswith("genaicache default") and 0 <= rows[3].precision <= 1
    table = quality.latency(data, nn, 0.80, lambda: embedder, n=5)
    assert "entries without stored word vectors" in table
    assert table.count("\n| + ") == 4
    # the same queries through GenAICache().lookup, verification off and on, side by side
    assert "| verify=False |" in table and "| verify=True (default) |" in table
