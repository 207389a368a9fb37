"""Roles read through parts that move as a whole: a setting moved to the front with a swap
behind it, two settings that trade places, an ordinal that ranks another word, an owner named
on one side only. Each rule with the wrong pairs it refuses and the paraphrases beside them it
must still serve."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

REFUSE = [
    # a setting moved to the front, and a swap behind it
    ("does the dog chase the cat in the garden", "in the garden does the cat chase the dog"),
    ("in the kitchen does the cat chase the mouse", "does the mouse chase the cat in the kitchen"),
    ("at night does the owl hunt the mouse", "does the mouse hunt the owl at night"),
    ("how do i convert a string to an int in rust", "in rust how do i convert an int to a string"),
    ("in python how do i convert a list to a dict", "how do i convert a dict to a list in python"),
    ("how do i convert a char array to a string in java",
     "in java how do i convert a string to a char array"),
    ("can i send money to my wife in india", "india: can my wife send money to me"),
    ("canada: can my son send money to me", "can i send money to my son in canada"),
    # the setting of one side is what the other acts on, and the other way round
    ("how do i run windows in ubuntu", "windows how do i run ubuntu"),
    ("how do i run linux in windows", "linux how do i run windows"),
    ("is it legal to drive in germany with a us license",
     "is it legal to drive in the us with a german license"),
    ("can i drive in france with a uk license", "can i drive in the uk with a french license"),
    ("is it legal to work in canada with a us visa",
     "is it legal to work in the us with a canadian visa"),
    # an owner only one side names, behind a second head word
    ("share my calendar with my boss", "give my boss's calendar access to me"),
    ("give my manager's calendar access to me", "share my calendar with my manager"),
    # an ordinal that ranks another word
    ("who was the first wife of henry viii", "who was the wife of the first henry"),
    ("who was the second wife of henry viii", "who was the wife of the second henry"),
    ("who was the first wife of king george", "who was the wife of the first king george"),
    # the swap alone, with the setting where it was
    ("in the garden does the dog chase the cat", "in the garden does the cat chase the dog"),
    ("in rust how do i convert a string to an int", "in rust how do i convert an int to a string"),
    ("how do i transfer money from my savings to my checking",
     "how do i transfer money from my checking to my savings"),
    ("in the app how do i transfer money from my savings to my checking",
     "how do i transfer money from my checking to my savings in the app"),
]

ACCEPT = [
    # a setting moved, and nothing else
    ("in the garden does the dog chase the cat", "does the dog chase the cat in the garden"),
    ("in rust how do i convert a string to an int", "how do i convert a string to an int in rust"),
    ("india: can i send money to my wife", "can i send money to my wife in india"),
    ("how do i reverse a string in rust", "rust string reverse"),
    ("is trout fishing on rivers in england allowed in march",
     "in england can i fish rivers for trout during march"),
    ("how do i revoke a user's access token in keycloak",
     "keycloak invalidate access token for a user"),
    ("is december 25 a public holiday in japan", "japan public holiday on 25 december"),
    # a setting said twice, or said as the topic of the question
    ("windows: how do i run ubuntu", "how do i run ubuntu on windows"),
    ("how do i run ubuntu in windows", "windows: how do i run ubuntu"),
    ("is it legal to drive in germany with a us license",
     "in germany is it legal to drive with a us license"),
    ("who beat argentina in the 2022 world cup group stage",
     "which team defeated argentina in the group stage of the 2022 world cup"),
    ("how do i find the minimum value in a sql column",
     "what's the sql to get the smallest value in a column"),
    ("what eats phytoplankton in the ocean", "which ocean animals feed on phytoplankton"),
    ("why won't my printer print in black", "printer is not printing black ink, why"),
    # phrases that take their directions with them
    ("how do i transfer money from my savings account to my checking account",
     "how do i move funds into my checking account from my savings account"),
    ("how do i transfer money from my savings account to my checking account in the app",
     "in the app, how do i move funds into my checking account from my savings account"),
    # the same owner, the same ranked thing
    ("share my calendar with my boss", "give my boss access to my calendar"),
    ("who pays the real estate agent's commission, the buyer or the seller",
     "is the realtor's commission paid by the seller or by the buyer"),
    ("who was the first wife of henry viii", "who was henry viii's first wife"),
    ("when did the first olympic games of the modern era take place",
     "what year were the first modern olympics held"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_moved_parts_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_beside_them_are_served(both_ways: BothWays, query: str,
                                                 matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
