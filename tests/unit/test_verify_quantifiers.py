"""Quantified yes/no questions and 'when was the last ...' against 'when is ...'."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

REFUSE = [
    ("do some snakes lay eggs", "do all snakes lay eggs", "quantifier"),
    ("are all cats lactose intolerant", "are most cats lactose intolerant", "quantifier"),
    ("can every bird fly", "can some birds fly", "quantifier"),
    ("when was the last world cup final", "when is the world cup final", "datetime"),
    ("when did the comet last pass earth", "when will the comet pass earth", "datetime"),
    ("when is the full moon", "when was the last full moon", "datetime"),
]
ACCEPT = [
    ("do any snakes lay eggs", "do some snakes lay eggs"),
    ("what are the all time best movies", "what are some of the best movies ever"),
    ("are all squares rectangles", "is every square a rectangle"),
    ("when was the last time the cubs won the world series",
     "when did the cubs last win the world series"),
    ("when was the last solar eclipse", "when was the most recent solar eclipse"),
    ("when is gandhi's birthday", "when was gandhi born"),
]


@pytest.mark.parametrize(("query", "matched", "check"), REFUSE)
def test_other_quantifiers_and_last_against_now_are_refused(
    lexical: Lexical, query: str, matched: str, check: str
) -> None:
    verdict = lexical(query, matched)
    assert not verdict.accept
    assert verdict.check == check


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_same_quantifier_idioms_and_same_tense_are_served(
    lexical: Lexical, query: str, matched: str
) -> None:
    verdict = lexical(query, matched)
    assert verdict.accept, verdict
