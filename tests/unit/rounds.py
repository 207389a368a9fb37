"""The two tests of a blind round's module: each near-miss refused by the named check, each
paraphrase served, both with either text as the query (the ``both_ways`` fixture)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture
Test = Callable[..., None]


def round_tests(refuse: Sequence[tuple[str, str, str]], accept: Sequence[tuple[str, str]]
                ) -> tuple[Test, Test]:
    """The near-miss test and the paraphrase test over one round's pairs."""

    @pytest.mark.parametrize(("query", "matched", "check"), refuse)
    def test_near_misses_are_refused(both_ways: BothWays, query: str, matched: str,
                                     check: str) -> None:
        for verdict in both_ways(query, matched):
            assert not verdict.accept and verdict.check == check, (query, matched, verdict)

    @pytest.mark.parametrize(("query", "matched"), accept)
    def test_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
        for verdict in both_ways(query, matched):
            assert verdict.accept, (query, matched, verdict)

    return test_near_misses_are_refused, test_paraphrases_are_served
