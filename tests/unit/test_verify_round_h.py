"""Paraphrases the chain refused on the blind sets, and the near-misses next to each fix."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.normalize import normalize
from genaicache.verify import Verdict

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

ACCEPT = [
    # a negated adjective against its complement, on the pair
    ("is the museum not open on mondays", "is the museum closed on mondays"),
    ("is tap water in lisbon not safe to drink", "is it unsafe to drink tap water in lisbon"),
    ("are dogs not allowed on the trails", "are dogs forbidden on the trails"),
    # what is asked, named by a noun
    ("saturday opening hours for the recycling centre",
     "what time does the recycling centre open on saturdays"),
    ("start date of ramadan 2026", "when does ramadan start in 2026"),
    ("dishwasher wont drain whats wrong", "why isn't my dishwasher draining"),
    ("从北京坐高铁去上海需要几个小时", "北京到上海的高铁要坐多久"),
    # units and counts in words
    ("what is the fine for driving twenty miles per hour over the limit in ohio",
     "what's the fine for going 20 mph over the limit in ohio"),
    ("how long do i boil 12 eggs", "how long should i boil a dozen eggs"),
    ("a bus every half hour", "a bus every 30 minutes"),
    # the demo's paraphrases: a longer noun phrase before the amount, support hours as a time
    ("what is the maximum upload file size", "what is the maximum file size for uploads"),
    ("when can i reach customer support", "what are your customer support hours"),
    ("100 km per hour in mph", "100 km/h in mph"),
    # a converse comparison with an amount as one of the things
    ("is 40 km shorter than a marathon", "is a marathon longer than 40 km"),
    # generic questions: "all dogs" and "a dog" ask the same
    ("can all dogs eat bananas", "can a dog eat bananas"),
    ("我的猫几个月大了", "我的猫多大了"),
    ("现在是几月", "现在是什么月份"),
    # "what is wrong" asks a reason only at the end ("my cat won't eat, what's wrong")
    ("what are the major problems in the education system",
     "what is wrong with the education system"),
]
REFUSE = [
    ("is the museum not open", "is the museum not closed"),
    ("is the museum not open", "is the museum open"),
    ("is it not safe to swim here", "is it safe to swim here"),
    ("do not open the file", "close the file"),
    ("is the m2 20% faster than the m1", "is the m1 20% slower than the m2"),
    ("is a 10x faster than b", "is b 10x slower than a"),
    ("how do i install the same app two times", "how do i install the same app many times"),
    ("how do i delete all rows from a mysql table", "how do i delete a row from a mysql table"),
    ("delete all duplicate rows", "delete a duplicate row"),
    ("how to delete all messages on whatsapp", "how to delete a single message on whatsapp"),
    ("delete every row", "delete a row"),
    # a third review: "not" that is no copula, covers more, or meets another negation
    ("is the museum not open on mondays", "is the museum never closed on mondays"),
    ("is the museum not open on mondays", "is the museum not always closed on mondays"),
    ("was the store not open for long", "was the store closed for long"),
    ("is the new mall not open yet", "is the new mall closed yet"),
    ("who did not present at the conference", "who was absent at the conference"),
    ("which tenants have not paid", "which tenants are unpaid"),
    ("is chatgpt's answer not legal advice", "is chatgpt's answer illegal advice"),
    ("is the gym not open when the pool is", "is the gym closed when the pool is"),
    ("compare flights from paris to rome", "compare flights from rome to paris"),
    ("which is better for data analysis: r or python",
     "what are the differences between python and r for data analysis"),
    ("director of titanic", "who starred in titanic"),
    ("is the m2 20 per cent faster than the m1", "is the m1 20 per cent slower than the m2"),
    ("is rent in austin cheaper than in denver by 15%",
     "is rent in denver pricier than in austin by 15%"),
    ("can i check out no later than 11", "can i check out later than 11"),
    ("can i take ibuprofen twice a day", "can i take 2 ibuprofen a day"),
    ("手机声音听不见了怎么办", "手机丢了怎么办"),
]


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_paraphrases_in_other_words_are_served(
    lexical: Lexical, query: str, matched: str
) -> None:
    verdict = lexical(query, matched)
    assert verdict.accept, verdict


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_beside_them_are_refused(
    lexical: Lexical, query: str, matched: str
) -> None:
    assert not lexical(query, matched).accept


def test_the_question_kind_shortcut_finds_what_the_full_patterns_find() -> None:
    # question_kinds runs a kind's pattern only when one of the kind's key words is in the
    # text; on every text of the shipped sets that must give what running every pattern gives.
    import csv
    from pathlib import Path

    from genaicache.verify.questions import _QUESTION_KINDS, asked_wording, question_kinds

    texts = {normalize(row[side])
             for path in (Path(__file__).parents[1] / "data").glob("near_duplicates*.csv")
             for row in csv.DictReader(path.open(encoding="utf-8"))
             for side in ("question1", "question2")}
    assert len(texts) > 2000
    for text in texts:
        canon = asked_wording(text)
        full = {kind for kind, pattern in _QUESTION_KINDS.items() if pattern.search(canon)}
        assert question_kinds(text) == full, text
