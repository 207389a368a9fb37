"""Converse comparisons: opposite comparatives with the compared things swapped say the same."""

from __future__ import annotations

import pytest

from genaicache.verify import Candidate, critical_checks
from genaicache.verify.chain import VerificationChain

SAME = [
    ("is c faster than python", "is python slower than c"),
    ("is gold more expensive than silver", "is silver cheaper than gold"),
    ("is the us bigger than china", "is china smaller than the us"),
    ("did italy finish below spain in the group", "did spain finish above italy in the group"),
    ("did ww1 happen before ww2", "did ww2 happen after ww1"),
    ("should i stretch before running", "should i run after stretching"),
]
DIFFERENT = [
    ("is c faster than python", "is c slower than python"),  # only the comparative flips
    ("is c faster than python", "is python faster than c"),  # only the things swap
    ("is gold more expensive than silver", "is silver cheaper than platinum"),
    # a choice names one of the things: the converse question names the other
    ("which is lighter, a liter of oil or a liter of water",
     "which is heavier, a liter of water or a liter of oil"),
    ("what to eat before a run", "what to eat after a run"),
    ("is 5 bigger than 3", "is 3 smaller than 5 or 6"),
]


@pytest.mark.parametrize(("query", "matched"), SAME)
def test_converse_comparisons_are_served(query: str, matched: str) -> None:
    chain = VerificationChain(critical_checks())
    assert chain.verify(Candidate(query, matched, 0.95)).accept
    assert chain.verify(Candidate(matched, query, 0.95)).accept


@pytest.mark.parametrize(("query", "matched"), DIFFERENT)
def test_one_sided_flips_and_choices_are_refused(query: str, matched: str) -> None:
    verdict = VerificationChain(critical_checks()).verify(Candidate(query, matched, 0.95))
    assert not verdict.accept
    assert verdict.check in {"opposites", "roles", "numbers"}
