"""The verification chain: order, counts per check, failure behaviour, the default factory."""

from __future__ import annotations

import logging

import pytest

from genaicache.verify import ACCEPT, Candidate, Verdict, VerificationChain, default_verifier
from genaicache.verify.base import Verifier


class Always:
    """A check with a fixed outcome (a real Check implementation, not a mock)."""

    def __init__(self, name: str, refuse: bool) -> None:
        self.name = name
        self.refuse = refuse
        self.calls = 0

    def __call__(self, candidate: Candidate) -> Verdict | None:
        self.calls += 1
        return Verdict(False, self.name, "always refuses") if self.refuse else None


class Broken:
    name = "broken"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        raise RuntimeError("bug in a check")


def test_default_verifier_is_a_verifier_and_refuses_the_issue_examples() -> None:
    chain = default_verifier()
    assert isinstance(chain, Verifier)
    examples = {
        ("i am allergic to peanuts", "i am not allergic to peanuts"): "negation",
        ("a laptop under $1000", "a laptop over $1000"): "numbers",
        ("alice sent money to bob", "bob sent money to alice"): "roles",
        ("is it open at 7 am", "is it open at 7 pm"): "numbers",
        ("is it open on monday", "is it open on friday"): "datetime",
        ("sort ascending", "sort descending"): "opposites",
    }
    for (query, matched), check in examples.items():
        verdict = chain.verify(Candidate(query, matched, 0.99))
        assert not verdict.accept and verdict.check == check, (query, verdict)
    assert chain.refusals == {
        "negation": 1, "numbers": 2, "roles": 1, "datetime": 1, "opposites": 1,
    }
    assert chain.verified == len(examples)


def test_paraphrases_pass_the_default_chain() -> None:
    chain = default_verifier()
    for query, matched in [
        ("how do i enable 2fa", "how can i turn on two-factor authentication"),
        ("what is the capital of australia", "which city is the capital of australia"),
        ("how do i learn python quickly", "how can i quickly learn python"),
    ]:
        assert chain.verify(Candidate(query, matched, 0.9)) == ACCEPT
    assert chain.refusals == {}


def test_first_refusal_wins_and_later_checks_do_not_run() -> None:
    first, second = Always("first", refuse=True), Always("second", refuse=True)
    chain = VerificationChain([first, second])
    verdict = chain.verify(Candidate("a", "b", 0.9))
    assert verdict.check == "first" and (first.calls, second.calls) == (1, 0)
    assert chain.refusals == {"first": 1}


def test_identical_texts_are_accepted_without_running_checks() -> None:
    check = Always("x", refuse=True)
    chain = VerificationChain([check])
    assert chain.verify(Candidate("same", "same", 1.0)).accept
    assert check.calls == 0


def test_a_failing_check_refuses_instead_of_serving(caplog: pytest.LogCaptureFixture) -> None:
    chain = VerificationChain([Broken(), Always("after", refuse=False)])
    with caplog.at_level(logging.WARNING, logger="genaicache.verify"):
        verdict = chain.verify(Candidate("a", "b", 0.9))
    assert not verdict.accept and verdict.check == "broken:error"
    assert "bug in a check" in verdict.reason
    assert chain.refusals == {"broken:error": 1}
    assert any("broken" in r.message for r in caplog.records)


def test_refusals_are_logged_at_debug_with_the_reason(caplog: pytest.LogCaptureFixture) -> None:
    chain = default_verifier()
    with caplog.at_level(logging.DEBUG, logger="genaicache.verify"):
        chain.verify(Candidate("how do i enable 2fa", "how do i disable 2fa", 0.95))
    assert any("opposites: 'enable' vs 'disable'" in r.getMessage() for r in caplog.records)


def test_refusal_counts_are_a_copy_and_can_be_reset() -> None:
    chain = VerificationChain([Always("x", refuse=True)])
    chain.verify(Candidate("a", "b", 0.9))
    counts = chain.refusals
    counts["x"] = 99
    assert chain.refusals == {"x": 1}
    chain.reset_stats()
    assert chain.refusals == {} and chain.verified == 0
