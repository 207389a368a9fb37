"""A "not" on one side against a word that says the negation by itself on the other ("not
allowed" / "illegal", "not safe" / "avoid", "not have to pay" / "exempt", "won't come off" /
"stuck"), with the near misses that use the same words for another question."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

ACCEPT = [
    ("why is vaping prohibited on planes", "why arent you allowed to vape on an airplane"),
    ("what happens if i don't pay the minimum payment on my credit card",
     "consequences of missing a credit card minimum payment"),
    ("my friend owes me $200 and won't pay it back, what can i do",
     "what can i do if a friend refuses to repay the 200 dollars he owes me"),
    ("sql select rows where column is not null",
     "sql query to exclude rows that have null in a column"),
    ("is it illegal to park on the sidewalk in the uk",
     "in the uk, are you not allowed to park on the pavement"),
    ("which vaccines are not safe during pregnancy", "what vaccines should pregnant women avoid"),
    ("which foods should i avoid while taking warfarin",
     "what foods are not safe to eat when you're on warfarin"),
    ("do full-time students not have to pay council tax",
     "are full time students exempt from council tax"),
    ("what foods should be avoided during pregnancy", "what shouldn't i eat while i'm pregnant"),
    ("is it bad to not stretch before running", "is skipping stretching before a run harmful"),
    ("is it bad not to stretch before running", "is skipping stretching before a run harmful"),
    ("why has my dog stopped eating his food",
     "my dog doesn't want to eat his food anymore, why"),
    ("how do i loosen a lug nut that's stuck", "lug nut won't come off - how to get it loose"),
    ("is it illegal to not pay the tv licence in the uk",
     "is it against the law to skip paying the uk tv licence"),
    ("which foods are not allowed on keto", "which foods are banned on keto"),
    ("do students not have to pay council tax", "are students exempt from paying council tax"),
]

REFUSE = [
    # the negative word shuns someone, or governs another thing than the "not"
    ("why is my cat not eating", "why does my cat avoid me"),
    ("why am i not paying attention", "why do i miss payments"),
    ("why am i not paying attention", "why do i skip paying bills"),
    ("is it bad to not stretch before running", "is skipping breakfast before a run harmful"),
    # the negative word on both sides, or on the negated side only
    ("is it illegal to pay in cash", "is it illegal not to pay in cash"),
    ("is it illegal to park on the sidewalk", "is it not illegal to park on the sidewalk"),
    ("why is it illegal to not vote", "why is it illegal to vote"),
    ("is it illegal to pay the tv licence", "is it against the law to not pay the tv licence"),
    ("is it legal to not pay the tv licence",
     "is it against the law to skip paying the tv licence"),
    # the "not" negates another word than the negative word answers
    ("is chatgpt's answer not legal advice", "is chatgpt's answer illegal advice"),
    ("is it not ok to drink tap water in mexico", "is it forbidden to drink tap water in mexico"),
    ("is it illegal to park on the sidewalk", "are you not required to park on the sidewalk"),
    ("which vaccines are not required during pregnancy",
     "what vaccines should pregnant women avoid"),
    ("why is my car stuck in the snow", "why won't my car start in the snow"),
    ("the door is stuck", "the door won't close"),
    ("are students exempt from council tax",
     "do students not have to register for council tax"),
    ("why do i miss my ex", "why don't i love my ex"),
    # the negated word said plainly on the other side
    ("is it not ok to eat breakfast", "is it ok to skip breakfast"),
    ("is it not safe to eat raw eggs", "is it safe to avoid raw eggs"),
    ("which foods are not allowed on keto", "which foods are allowed on keto"),
    ("why is vaping allowed on planes", "why arent you allowed to vape on an airplane"),
    # "stop" is "not ... anymore", not "not" ("stop taking" ends a course)
    ("when should i stop taking antibiotics", "when should i not take antibiotics"),
    ("my dog doesn't want to eat his food", "why has my dog stopped eating his food"),
    # an opposite next to the negation still counts
    ("why is my heat pump not heating the house",
     "why does my heat pump fail to cool the house"),
    ("is it forbidden to wear white to a wedding", "is it not ok to wear black to a wedding"),
    ("is it forbidden to wear white to a wedding", "is it ok to wear white to a wedding"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
