"""Wrong pairs the chain served on the ninth blind set (i) and the known gaps of earlier sets,
each with the paraphrases beside the fix that must still be served."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

REFUSE = [
    # a preposition left at the end: who beat Ali against whom Ali beat
    ("who did muhammad ali lose to in 1971", "who lost to muhammad ali in 1971"),
    ("who did the patriots lose to", "who lost to the patriots"),
    ("who did he vote for in 2020", "who voted for him in 2020"),
    # lettered kinds swap ("a" is a letter here, since the text names "type o" too)
    ("can type o blood be given to a type a patient",
     "can type a blood be given to a type o patient"),
    ("does vitamin c help absorb vitamin d", "does vitamin d help absorb vitamin c"),
    # the one thing against all of them
    ("python: how do i get the key with the max value in a dict",
     "python: how do i get all keys with the max value in a dict"),
    ("how to remove the duplicate from the list", "how to remove all duplicates from the list"),
    # a person right after a giving verb is who receives
    ("should the interviewer send me a thank-you email",
     "should i send a thank-you email to the interviewer"),
    ("should my landlord pay me the deposit", "should i pay the deposit to my landlord"),
    # the lexicon: avoid / eat, stopped / still, beginners / professionals, 申请 / 续签
    ("which foods should i avoid when i have gout", "which foods should i eat when i have gout"),
    ("my tenant stopped paying rent", "my tenant is still paying rent"),
    ("what's the best mirrorless camera for professionals",
     "what's the best mirrorless camera for beginners"),
    ("如何续签美国旅游签证", "如何申请美国旅游签证"),
    # set j: most / fewest, at least / exactly, citizen / green card holder, carry-on / checked
    ("which planet has the most moons", "which planet has the fewest moons"),
    ("how do i check if at least one cell in a range is empty in excel",
     "how do i check if exactly one cell in a range is empty in excel"),
    ("can a us citizen sponsor their brother for a green card",
     "can a green card holder sponsor their brother for a green card"),
    ("充电宝可以随身带上飞机吗", "充电宝可以托运上飞机吗"),
    # "avoid" answers one "not", but not a "not" before a verb of leaving out, nor two
    ("things to avoid in paris", "things not to miss in paris"),
    ("what should i not avoid", "what should i avoid"),
    # "from where" asks a place
    ("which is the best digital marketing course",
     "from where can i pursue a digital marketing course"),
]
ACCEPT = [
    ("whats the reason cats purr", "why do cats purr"),
    ("wheres the nearest atm", "where is the nearest atm"),
    ("wheres the best place to start in game development",
     "from where should i start in game development"),
    ("who did the patriots lose to in the super bowl", "who beat the patriots in the super bowl"),
    ("who did she go to the prom with", "who went to the prom with her"),
    # "a" after a lettered word is an article unless the text names another letter of it
    ("how do i plan a trip to japan", "how do i plan a japan trip"),
    ("can you suggest how to plan goa trip for 4 days", "how do i plan a 4 day trip to goa"),
    ("is vitamin c or vitamin d better for colds", "is vitamin d or vitamin c better for colds"),
    ("can type o blood be given to anyone", "can anyone be given type o blood"),
    # the person after the verb, or after "to": one reading
    ("can you send me the file", "can you send the file to me"),
    ("should my boss pay me overtime", "should my boss pay overtime to me"),
    # many of them against all of them
    ("how do i delete all rows in a table", "how do i delete the rows in a table"),
    # "avoid" said as one "not"
    ("what foods should i avoid if i'm lactose intolerant",
     "what shouldn't i eat when i'm lactose intolerant"),
    ("how can i avoid sleeping in a boring class", "how do i not sleep in a boring class"),
    ("how to avoid getting a parking ticket", "how to not get a parking ticket"),
    ("what should i avoid eating before a run", "what should i not eat before a run"),
    ("which is the best camera for beginners", "best starter camera for a novice"),
    # opposites far apart in one sentence are no choice between them (a choice, "before or
    # after meals", against one option is refused)
    ("i stopped taking the pill, can i still get pregnant",
     "i stopped taking the pill, am i able to get pregnant"),
    ("what is the best professional microphone for beginners",
     "which microphone is best for beginners"),
    ("in the app, how do i move funds into my checking account from my savings account",
     "how do i transfer money from my savings account to my checking account in the app"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(lexical: Lexical, query: str, matched: str) -> None:
    assert not lexical(query, matched).accept
    assert not lexical(matched, query).accept


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_beside_them_are_served(
    lexical: Lexical, query: str, matched: str
) -> None:
    verdict = lexical(query, matched)
    assert verdict.accept, verdict
    verdict = lexical(matched, query)
    assert verdict.accept, verdict


SWAPS = [
    # two wordings of one frame: the order tells roles, also with a clause added on one side
    ("can a landlord sue a tenant", "can a tenant sue a landlord who is hated by everyone", False),
    ("can a landlord legally sue a tenant", "can a tenant sue a landlord", False),
    # keyword queries and reworded comparisons: the order is the wording's
    ("rust string reverse", "how do i reverse a string in rust", True),
    ("router vs modem difference", "what's the difference between a modem and a router", True),
    ("give my assistant access to my google calendar",
     "how do i share my google calendar with my assistant", True),
    ("is venus cooler than mercury", "is mercury hotter than venus", True),
]


@pytest.mark.parametrize(("query", "matched", "served"), SWAPS)
def test_a_swap_refuses_only_within_one_frame(
    lexical: Lexical, query: str, matched: str, served: bool
) -> None:
    assert lexical(query, matched).accept is served
    assert lexical(matched, query).accept is served
