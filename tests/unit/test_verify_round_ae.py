"""Sets ae and af (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule, some of them refused before, are
served."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

REFUSE = [
    # a period of the year's quarters, in English and Chinese
    ("show me the sales figures for this quarter", "show me the sales figures for last quarter",
     "datetime"),
    ("what is our revenue forecast for next quarter",
     "what is our revenue forecast for the current quarter", "datetime"),
    ("本季度的销售额是多少", "上季度的销售额是多少", "datetime"),
    # "fail to <verb>" against the verb said plainly
    ("what happens if i fail to appear in court for a traffic ticket",
     "what happens if i appear in court for a traffic ticket", "negation"),
    ("what is the penalty for failure to file taxes",
     "what is the penalty for filing taxes late", "negation"),
    # an obligation against a permission
    ("is a face mask required on flights", "is a face mask allowed on flights", "opposites"),
    ("are dogs allowed in the office", "are dogs mandatory in the office", "opposites"),
    ("is a permit required to replace a water heater",
     "is it allowed to replace a water heater", "opposites"),
    # measured against another unit
    ("how many grams of protein per kg should i eat to build muscle",
     "how many grams of protein per lb should i eat to build muscle", "numbers"),
    ("what is the price per kilo of rice", "what is the price per pound of rice", "numbers"),
]
ACCEPT = [
    ("what were sales in the current quarter", "what were sales this quarter"),
    ("what if i fail to pay my taxes", "what if i don't pay my taxes"),
    ("is a visa required for japan", "do i need a visa for japan"),
    # "permit" the noun is no permission
    ("is a permit required for water heater replacement",
     "do i need a permit to replace a water heater"),
    ("is it mandatory to wear a helmet", "is wearing a helmet required by law"),
    ("am i allowed to bring food on the plane", "is it permitted to bring food on a plane"),
    ("how much protein per kg of body weight", "how much protein per kilogram of bodyweight"),
    ("what is the price per kilo of beef", "how much does beef cost per kg"),
    # "what is the date of" asks a time; "what city is x in" asks a place
    ("what is the date of thanksgiving 2025 in the us", "when does us thanksgiving fall in 2025"),
    ("what's the date for easter this year", "when is easter this year"),
    ("where is the louvre located", "what city is the louvre museum in"),
    ("where is the eiffel tower", "what country is the eiffel tower in"),
    ("which city is the capital of australia", "what is the capital of australia"),
]


@pytest.mark.parametrize(("query", "matched", "check"), REFUSE)
def test_round_ae_near_misses_are_refused(lexical: Lexical, query: str, matched: str,
                                          check: str) -> None:
    for a, b in ((query, matched), (matched, query)):
        verdict = lexical(a, b)
        assert not verdict.accept and verdict.check == check, (a, b, verdict)


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_round_ae_paraphrases_are_served(lexical: Lexical, query: str, matched: str) -> None:
    for a, b in ((query, matched), (matched, query)):
        verdict = lexical(a, b)
        assert verdict.accept, (a, b, verdict)
