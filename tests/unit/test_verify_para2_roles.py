"""Paraphrase round for swapped roles: a part that takes no role (a day said from today, an
ordinal, a manner adverb, the setting of a request) may move, and access given reads as
sharing; each rule with the wrong pairs beside it that must still be refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

ACCEPT = [
    # a day, an ordinal or a manner adverb moves
    ("what was the weather like in chicago yesterday", "how was yesterday's weather in chicago"),
    ("can my phone charge my smartwatch wirelessly",
     "is it possible to wirelessly charge my watch using my phone"),
    ("what's the first book in the harry potter series", "which harry potter book comes first"),
    # the setting of a request moves to its front, as the topic of a keyword query
    ("how do i reverse a string in rust", "rust string reverse"),
    ("how do i revoke a user's access token in keycloak",
     "keycloak invalidate access token for a user"),
    ("is trout fishing on rivers in england allowed in march",
     "in england can i fish rivers for trout during march"),
    ("how do i set an alarm for 7am tomorrow on alexa",
     "alexa alarm for seven a.m. tomorrow morning, how do i set it"),
    ("can i carry a 100 ml bottle of liquid in my hand luggage on eu flights",
     "eu flight carry-on: is a 0.1 litre liquid bottle allowed"),
    # "share X with Y" is "give Y access to X"
    ("how do i share my google calendar with my assistant",
     "give my assistant access to my google calendar"),
    ("how do i share my google calendar with my partner",
     "give my partner access to my google calendar"),
]

REFUSE = [
    # the swaps the rules must still see
    ("python to java converter", "java to python converter"),
    ("flights from london to paris", "flights from paris to london"),
    ("can my landlord sue me", "can i sue my landlord"),
    ("does the dog chase the cat", "does the cat chase the dog"),
    # a day moving does not hide a swap behind it, nor does one day swap with another
    ("did the lakers beat the celtics yesterday", "did the celtics beat the lakers yesterday"),
    ("did the lakers beat the celtics yesterday", "yesterday did the celtics beat the lakers"),
    ("did the lakers beat the celtics yesterday", "did the celtics yesterday beat the lakers"),
    ("is yesterday's news today's headline", "is today's news yesterday's headline"),
    ("is the meeting tomorrow after lunch", "is lunch tomorrow after the meeting"),
    # nor an adverb, nor an ordinal against a rank
    ("can my phone charge my watch wirelessly", "can my watch charge my phone wirelessly"),
    ("can my phone wirelessly charge my watch", "can my watch wirelessly charge my phone"),
    ("can the teacher legally punish the student", "can the student punish the teacher legally"),
    ("does the first player move last", "does the last player move first"),
    ("does the fastest runner start first", "does the first runner start fastest"),
    ("who won the first game in the second round", "who won the second game in the first round"),
    # "-ly" names are no adverbs
    ("when is the last train from manchester airport to manchester piccadilly",
     "when is the last train from manchester piccadilly to manchester airport"),
    # two settings that trade places, or a setting that becomes a role
    ("in the uk can a us citizen work", "in the us can a uk citizen work"),
    ("keycloak user token in spring", "spring user token in keycloak"),
    ("how do i insert a picture in a table", "how do i insert a table in a picture"),
    ("in python how do i call java", "in java how do i call python"),
    ("is fishing on rivers in england allowed in march",
     "is fishing on rivers in march allowed in england"),
    ("how do i reverse a string in rust", "rust reverse string in python"),
    # sharing read against access given, with other owners or the other way round
    ("share my boss's calendar with me", "give my boss access to my calendar"),
    ("how do i share my assistant's calendar with me", "give my assistant access to my calendar"),
    ("how do i share my google calendar with my assistant",
     "give my assistant's google calendar access to me"),
    ("how do i share my google calendar with my assistant",
     "how do i get my assistant to share their google calendar with me"),
    ("can my boss share his calendar with me", "can i give my boss access to my calendar"),
    ("share my sister's photos with my mom", "give my sister access to my mom's photos"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
