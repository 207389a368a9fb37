"""The demo (``make demo``) end to end on a slice of its workload: real model, real FAISS.

Runs ``demo/run.py``'s ``main`` on the first 40 prompts with no simulated latency and checks
what a user reads in its tables: calls saved, repeats and variants served from L1, paraphrases
served from L3, unrelated questions sent to the LLM, no answer served to another question.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

DEMO = Path(__file__).resolve().parents[2] / "demo"
pytestmark = pytest.mark.slow


def _load_demo() -> ModuleType:
    spec = importlib.util.spec_from_file_location("genaicache_demo_run", DEMO / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def result() -> dict[str, Any]:
    demo = _load_demo()
    res: dict[str, Any] = demo.main(
        ["--limit", "40", "--llm-latency", "0", "--no-baseline", "--quiet"]
    )
    return res


def test_demo_saves_llm_calls(result: dict[str, Any]) -> None:
    assert result["prompts"] == 40
    assert result["llm_calls_saved"] > 0
    assert result["llm_calls"] + result["llm_calls_saved"] == 40
    assert result["misses"] == result["llm_calls"]


def test_repeats_and_variants_are_exact_hits(result: dict[str, Any]) -> None:
    kinds = result["by_kind"]
    same_text = kinds["repeat"]["prompts"] + kinds["variant"]["prompts"]
    assert kinds["repeat"]["prompts"] > 0 and kinds["variant"]["prompts"] > 0
    assert kinds["repeat"]["served"] == kinds["repeat"]["prompts"]
    assert kinds["variant"]["served"] == kinds["variant"]["prompts"]
    assert result["hits"].get("l1/exact", 0) == same_text


def test_paraphrases_soft_hit(result: dict[str, Any]) -> None:
    assert result["by_kind"]["paraphrase"]["served"] >= 1
    assert result["hits"].get("l3/semantic", 0) >= 1


def test_unrelated_and_new_questions_go_to_the_llm(result: dict[str, Any]) -> None:
    kinds = result["by_kind"]
    assert kinds["unrelated"]["prompts"] > 0 and kinds["unrelated"]["served"] == 0
    assert kinds["new"]["served"] == 0


def test_no_answer_is_served_to_another_question(result: dict[str, Any]) -> None:
    assert result["wrong_serves"] == 0
    assert result["near_miss_served"] == 0


def test_workload_file_is_consistent() -> None:
    rows = [json.loads(line) for line in (DEMO / "workload.jsonl").read_text().splitlines()]
    assert 250 <= len(rows) <= 400
    kinds = {r["kind"] for r in rows}
    assert kinds == {"new", "repeat", "variant", "paraphrase", "unrelated", "near_miss"}
    for i, r in enumerate(rows):
        if r["kind"] in ("new", "unrelated"):
            assert r["same_as"] is None
        else:  # a derived prompt follows the base question it is derived from
            assert r["same_as"] < i and rows[r["same_as"]]["kind"] == "new"
