"""Direction (to / from) and billing frequency (monthly / annual) are critical differences;
found by the demo workload, where both near-misses were once served."""

from __future__ import annotations

import pytest

from genaicache.normalize import normalize
from genaicache.verify.base import Candidate
from genaicache.verify.chain import critical_checks


def refused_by(a: str, b: str) -> str | None:
    candidate = Candidate(normalize(a), normalize(b), 0.97)
    for check in critical_checks():
        verdict = check(candidate)
        if verdict is not None and not verdict.accept:
            return verdict.check
    return None


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("How do I copy a file to a remote server with scp?",
         "How do I copy a file from a remote server with scp?"),
        ("Move photos to my phone", "Move photos from my phone"),
        ("Can I get a refund for my monthly plan?", "Can I get a refund for my annual plan?"),
        ("Is there a weekly report?", "Is there a daily report?"),
        ("What does it cost per month?", "What does it cost per year?"),
    ],
)
def test_refused(a: str, b: str) -> None:
    assert refused_by(a, b) == "opposites"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("What's the best way to learn Python?", "How can I learn Python from scratch?"),
        ("How do I get from Paris to Berlin?", "What is the best way to get from Paris to Berlin?"),
        ("Is the yearly plan cheaper?", "Is the annual plan cheaper?"),
    ],
)
def test_accepted(a: str, b: str) -> None:
    assert refused_by(a, b) is None
