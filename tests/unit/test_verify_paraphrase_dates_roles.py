"""Dates and numbers written in other forms, and a passive that names its agent: the
paraphrases these readings serve, each with the near misses beside it that must stay refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

ACCEPT = [
    # a numeric date whose reading is forced: one part above 12, or day and month alike
    ("what happened in space on 20 july 1969", "what happened on 7/20/1969 in space"),
    ("what happened on d-day, 6 june 1944", "what happened on 6/6/1944 (d-day)"),
    ("what happened on july 20, 1969", "what event took place on 20/07/1969"),
    ("what happened on 7/20/1969", "what happened on 20/07/1969"),
    ("what happened on 20.07.1969", "what happened on 20 july 1969"),
    # a word and its number run together or spaced
    ("how to copy formulas from sheet1 to sheet2 in excel",
     "copying a formula from sheet 1 into sheet 2 in excel"),
    ("how to rename sheet1 in excel", "how do i rename sheet 1 in excel"),
    # "twice" is two times
    ("is a biweekly paycheck paid every two weeks or twice a month",
     "does biweekly pay mean every 14 days or two times per month"),
    ("can i take ibuprofen twice a day", "can i take ibuprofen two times a day"),
    # degrees without a scale against degrees on one
    ("is it unsafe to leave a dog in a parked car on a 75 degree day",
     "is it dangerous to leave my dog in a parked car when it's 75°f out"),
    # a passive with "by <agent>" read as the active it turns round
    ("does the bride's family traditionally pay for the wedding",
     "is the wedding traditionally paid for by the bride's family"),
    ("is the bride's family supposed to pay for the wedding",
     "is the wedding traditionally paid for by the bride's parents"),
    ("in chess, does white move first", "is the first move in chess always made by white"),
    ("was the letter written by john", "did john write the letter"),
    ("does alice pay bob", "is bob paid by alice"),
]

REFUSE = [
    # a numeric date with two readings, or another date
    ("what happened on 5/6/2020", "what happened on 6 may 2020"),
    ("what happened on 5/6/2020", "what happened on 5 june 2020"),
    ("what happened on 7/20/1969", "what happened on 20 june 1969"),
    ("what happened on 7/20/1969", "what happened on july 1969"),
    ("what happened on 7/20/1969", "what happened on 7/21/1969"),
    ("what happened on 20/07/1969", "what happened on 20 july 1970"),
    ("what happened on 6/6/1944", "what happened on 6 july 1944"),
    ("what happened on 13/13/2020", "what happened on 13 december 2020"),
    # run together or spaced, but another number or another order
    ("how to copy formulas from sheet1 to sheet2 in excel",
     "copying a formula from sheet 2 to sheet 1 in excel"),
    ("how to copy formulas from sheet1 to sheet2 in excel",
     "copying a formula from sheet 1 to sheet 3 in excel"),
    ("how to copy formulas from sheet1 in excel", "how to copy formulas from 1 sheet in excel"),
    ("how to rename sheet1 in excel", "how to rename sheet 12 in excel"),
    # "twice" is no bare 2, no three times, no once
    ("can i take ibuprofen twice a day", "can i take 2 ibuprofen a day"),
    ("can i take ibuprofen twice a day", "can i take ibuprofen three times a day"),
    ("how often should i water a cactus, twice a month",
     "how often should i water a cactus, 3 times a month"),
    # degrees: another number, or two named scales
    ("is it unsafe to leave a dog in a parked car on a 75 degree day",
     "is it dangerous to leave my dog in a parked car when it's 85°f out"),
    ("is 20 degrees celsius cold", "is 20 degrees fahrenheit cold"),
    ("is 20°c cold", "is 20°f cold"),
    # a passive whose agent is the other side's object: who acts on whom turns round
    ("does the bride's family pay for the groom",
     "is the bride's family paid for by the groom"),
    ("does alice pay bob", "is alice paid by bob"),
    ("is alice paid by bob", "is bob paid by alice"),
    ("is the wedding paid for by the bride's family",
     "is the bride's family paid for by the wedding"),
    ("was john written by the letter", "did john write the letter"),
    ("who was killed by brutus", "who killed brutus"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
