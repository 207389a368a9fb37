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
    # terms that replace each other but often meet in one sentence ("substitutes"): a text
    # holding both is no choice between them
    ("i stopped taking the pill, can i still get pregnant",
     "i stopped taking the pill, am i able to get pregnant"),
    ("what is the best professional microphone for beginners",
     "which microphone is best for beginners"),
]


# A review of this round's rules: wrong pairs that a first form of them served.
REVIEW_REFUSE = [
    # a swap stays a swap when one side is much longer or reworded (a rule that let such
    # swaps through was taken out)
    ("convert celsius to fahrenheit", "how do i convert from fahrenheit degrees to celsius"),
    ("can a landlord sue a tenant",
     "under what circumstances can a tenant actually sue their landlord"),
    ("cheap flights from boston to chicago",
     "are there any cheap direct flights out of chicago that go to boston"),
    ("how to redirect http to https in nginx",
     "how do i configure nginx so that https requests are redirected to plain http"),
    ("can a landlord sue a tenant", "can a tenant sue a landlord who is hated by everyone"),
    # a follow-up that undoes, and a choice with a word between its ends (a rule that asked
    # for "and / or" between them was taken out)
    ("i enabled 2fa on my account, how do i disable it", "how do i enable 2fa on my account"),
    ("my account got locked, how do i unlock it", "how do i lock my account"),
    ("is it better to stretch before running or after running",
     "is it better to stretch after running"),
    ("should i use hot water or cold water to wash jeans", "should i use hot water to wash jeans"),
    ("股票明天会上涨还是下跌", "股票明天会下跌吗"),
    # "avoid" answers a "not" only before a verb of doing or taking in
    ("foods to avoid with high blood pressure", "foods that do not raise blood pressure"),
    ("which stocks should i avoid right now", "which stocks are not overvalued right now"),
    ("what should i avoid after botox", "what should i not worry about after botox"),
    ("places to avoid in paris", "places in paris that are not to be missed"),
    ("what should i avoid in lisbon", "what in lisbon shouldn't i pass up"),
    # lettered kinds with another letter
    ("foods high in vitamin b", "foods high in vitamin e"),
    ("foods high in vitamin a", "foods high in vitamin e"),
    ("what is plan b", "what is plan a"),
    ("how is hepatitis a transmitted", "how is hepatitis c transmitted"),
    ("can type o blood be given to a type a patient",
     "can type o blood be given to a type b patient"),
]
REVIEW_ACCEPT = [
    ("how do i plan a wedding", "how do i plan a wedding on a budget"),
    ("foods high in vitamin c", "which foods have lots of vitamin c"),
    ("can a green card holder sponsor their parents",
     "can a permanent resident sponsor their parents"),
    ("what exactly does a notary do", "can you at least tell me what a notary does"),
    ("who did einstein work with", "who worked with einstein"),
    ("who did taylor swift collaborate with", "who collaborated with taylor swift"),
    ("how far is the airport from where i am staying", "how far is the airport from my hotel"),
    ("remove all duplicates from the list", "remove the duplicate entries from the list"),
    ("sql query to get all users", "sql query to get the user list"),
    ("what should i avoid after botox", "what should i not do after botox"),
]



@pytest.mark.parametrize(("query", "matched"), REFUSE + REVIEW_REFUSE)
def test_the_near_misses_are_refused(lexical: Lexical, query: str, matched: str) -> None:
    assert not lexical(query, matched).accept
    assert not lexical(matched, query).accept


@pytest.mark.parametrize(("query", "matched"), ACCEPT + REVIEW_ACCEPT)
def test_the_paraphrases_beside_them_are_served(
    lexical: Lexical, query: str, matched: str
) -> None:
    verdict = lexical(query, matched)
    assert verdict.accept, verdict
    verdict = lexical(matched, query)
    assert verdict.accept, verdict
