"""The learned acceptance stage: the shipped model, its verdicts, and bad model files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from genaicache.errors import ConfigError
from genaicache.verify import Candidate, LearnedAcceptanceCheck, default_verifier
from genaicache.verify.features import FEATURES, pair_features
from genaicache.verify.learned import FORMAT, AcceptanceModel, default_model


def test_the_shipped_model_loads_and_names_known_features() -> None:
    model = default_model()
    assert model.features == FEATURES
    assert len(model.coef) == len(model.mean) == len(model.scale) == len(FEATURES)
    assert "qqp_dev" in str(model.meta.get("trained_on"))


@pytest.mark.parametrize(
    ("query", "matched", "similarity"),
    [
        ("how do you fix an overbite", "how can i fix my overbite", 0.97),
        ("which laptop should i buy", "which laptop i should buy", 0.99),
        ("how do i learn python quickly", "what is the fastest way to learn python", 0.93),
    ],
)
def test_accepts_close_paraphrases(query: str, matched: str, similarity: float) -> None:
    assert LearnedAcceptanceCheck()(Candidate(query, matched, similarity)) is None


@pytest.mark.parametrize(
    ("query", "matched", "similarity"),
    [
        ("what inspires you", "what inspires you to inspire others", 0.84),
        ("how do i get over my fear of driving",
         "how do i get over my fear of driving on the highway at night", 0.80),
        ("what is the best way to lose weight",
         "what is the best way to lose weight after pregnancy without exercise", 0.81),
    ],
)
def test_refuses_weak_candidates_with_a_reason(query: str, matched: str, similarity: float) -> None:
    verdict = LearnedAcceptanceCheck()(Candidate(query, matched, similarity))
    assert verdict is not None and not verdict.accept
    assert verdict.check == "learned"
    assert verdict.reason.startswith("learned: p=") and "against:" in verdict.reason
    assert "cosine" in verdict.reason


def test_one_canonical_wording_is_not_refused_by_the_model() -> None:
    # "renters" / "tenants" read as one word through the phrase table: the model alone would
    # refuse the pair at this similarity, the stage leaves it to the checks before it
    check = LearnedAcceptanceCheck()
    candidate = Candidate("does renters insurance cover theft",
                          "does tenants insurance cover theft", 0.857)
    assert check.probability(candidate) < check.min_probability
    assert check(candidate) is None


def test_probability_is_monotone_in_cosine_all_else_equal() -> None:
    check = LearnedAcceptanceCheck()
    query, matched = "how can i improve my english", "how do i improve my spoken english"
    probs = [check.probability(Candidate(query, matched, s / 100)) for s in range(80, 101)]
    assert all(a < b for a, b in zip(probs, probs[1:], strict=False))
    assert all(0.0 < p < 1.0 for p in probs)


def test_min_probability_sets_how_strict_the_stage_is() -> None:
    cand = Candidate("how can i improve my english", "how do i improve my spoken english", 0.9)
    p = LearnedAcceptanceCheck().probability(cand)
    assert LearnedAcceptanceCheck(min_probability=max(0.0, p - 0.01))(cand) is None
    assert LearnedAcceptanceCheck(min_probability=min(1.0, p + 0.01))(cand) is not None


def test_default_verifier_ends_with_the_learned_stage_and_can_drop_it() -> None:
    chain = default_verifier()
    assert chain.checks[-1].name == "learned"
    assert all(c.name != "learned" for c in default_verifier(min_probability=0).checks)
    weak = Candidate("what are the best books", "what are the best books to read on a flight", 0.8)
    assert chain.verify(weak).check == "learned"


def test_features_are_counts_and_ratios_not_words() -> None:
    f = pair_features("what inspires you", "what inspires you at work", 0.92)
    assert set(f) == set(FEATURES)
    assert f["only_query"] == 0.0 and f["only_cached"] >= 1.0
    assert 0.0 <= f["jaccard"] < 1.0 and f["cosine"] == 0.92


def _write(tmp_path: Path, doc: object) -> Path:
    path = tmp_path / "model.json"
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc, "utf-8")
    return path


def _valid() -> dict[str, object]:
    return {"format": FORMAT, "features": ["cosine"], "mean": [0.9], "scale": [0.05],
            "coef": [1.0], "intercept": 0.0}


def test_a_custom_model_file_is_used(tmp_path: Path) -> None:
    check = LearnedAcceptanceCheck(_write(tmp_path, _valid()), min_probability=0.5)
    assert check.probability(Candidate("a b", "a c", 0.9)) == pytest.approx(0.5)
    assert check(Candidate("a b", "a c", 0.85)) is not None
    assert check(Candidate("a b", "a c", 0.95)) is None


@pytest.mark.parametrize(
    "doc",
    [
        "{not json",
        [1, 2, 3],
        {**_valid(), "format": "other/1"},
        {**_valid(), "features": ["cosine", "word=python"]},
        {**_valid(), "mean": [0.9, 0.1]},
        {**_valid(), "scale": [0.0]},
        {**_valid(), "coef": ["high"]},
        {**_valid(), "intercept": None},
    ],
)
def test_a_bad_model_file_is_a_config_error_at_construction(tmp_path: Path, doc: object) -> None:
    with pytest.raises(ConfigError):
        LearnedAcceptanceCheck(_write(tmp_path, doc))


def test_a_missing_model_file_or_bad_probability_is_a_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError):
        LearnedAcceptanceCheck(tmp_path / "absent.json")
    with pytest.raises(ConfigError):
        LearnedAcceptanceCheck(min_probability=1.5)
    with pytest.raises(ConfigError):
        AcceptanceModel.from_json({**_valid(), "coef": [float("nan")]})
