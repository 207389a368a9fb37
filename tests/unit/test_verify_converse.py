"""Converse comparisons: opposite comparatives with the compared things swapped say the same."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

SAME = [
    ("is c faster than python", "is python slower than c"),
    ("is gold more expensive than silver", "is silver cheaper than gold"),
    ("is the us bigger than china", "is china smaller than the us"),
    ("did italy finish below spain in the group", "did spain finish above italy in the group"),
    ("did ww1 happen before ww2", "did ww2 happen after ww1"),
    ("should i stretch before running", "should i run after stretching"),
    ("is new york bigger than london", "is london smaller than new york"),
    ("did germany finish ahead of france", "did france finish behind germany"),
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
    # a relative amount is not symmetric: "20% faster" is not "20% slower"
    ("is the m2 20% faster than the m1", "is the m1 20% slower than the m2"),
    ("is uber 25% cheaper than lyft", "is lyft 25% more expensive than uber"),
    ("by what percentage is c faster than python", "by what percentage is python slower than c"),
    # more said about one of the things changes sides with it
    ("is c faster than python and more popular", "is python slower than c and more popular"),
    ("is a mac more expensive but better than a pc", "is a pc cheaper but better than a mac"),
    ("can a dog that is bigger than a cat kill it", "can a cat that is smaller than a dog kill it"),
    # "lighter" may be a weight or a colour
    ("is gold lighter than silver", "is silver darker than gold"),
    ("is the uk ahead of the us in time", "is the uk behind the us in time"),
]


@pytest.mark.parametrize(("query", "matched"), SAME)
def test_converse_comparisons_are_served(lexical: Lexical, query: str, matched: str) -> None:
    assert lexical(query, matched).accept
    assert lexical(matched, query).accept


@pytest.mark.parametrize(("query", "matched"), DIFFERENT)
def test_one_sided_flips_and_choices_are_refused(
    lexical: Lexical, query: str, matched: str
) -> None:
    verdict = lexical(query, matched)
    assert not verdict.accept
    assert verdict.check in {"opposites", "roles", "numbers"}
