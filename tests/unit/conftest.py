"""Shared fixtures of the unit tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.normalize import normalize
from genaicache.verify import Candidate, Verdict, critical_checks
from genaicache.verify.chain import VerificationChain


@pytest.fixture
def lexical() -> Callable[[str, str], Verdict]:
    """A pair through the lexical checks, as the prompt tier sends it: both texts normalized,
    at a similarity above every threshold."""
    chain = VerificationChain(critical_checks())
    return lambda query, matched: chain.verify(
        Candidate(normalize(query), normalize(matched), 0.95))


@pytest.fixture
def both_ways(lexical: Callable[[str, str], Verdict]) -> Callable[[str, str], list[Verdict]]:
    """The lexical verdicts of a pair with either text as the query."""
    return lambda a, b: [lexical(a, b), lexical(b, a)]
