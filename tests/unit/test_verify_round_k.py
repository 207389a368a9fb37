"""Wrong pairs the chain served on the eleventh blind set (k), and paraphrases of the earlier
sets it refused, each with the pairs beside the fix that must still go the other way."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

REFUSE = [
    # a negating prefix against the plain word
    ("which acrylic paints are unsuitable for outdoor murals",
     "which acrylic paints are suitable for outdoor murals"),
    ("is it impossible to learn piano at 40", "is it possible to learn piano at 40"),
    ("are the results inaccurate", "are the results accurate"),
    ("is the movie inappropriate for kids", "is the movie appropriate for kids"),
    ("why do i dislike my job", "why do i like my job"),
    ("what causes unemployment", "what causes employment"),
    # Chinese requests that differ in one short word only
    ("孕妇可以喝酒吗", "孕妇可以喝咖啡吗"),
    ("北京地铁末班车几点发车", "北京地铁首班车几点发车"),
]
ACCEPT = [
    # the prefix answered by a "not" on the other side, or a prefix that negates nothing
    ("is it impossible to learn piano at 40", "is it not possible to learn piano at 40"),
    ("is it unsafe to drink tap water in mexico", "is it not safe to drink tap water in mexico"),
    ("how much daily protein intake do i need", "how much daily protein do i need to take"),
    # Chinese synonyms in the one differing run
    ("孕妇可以喝咖啡吗", "孕妇能喝咖啡吗"),
    ("怎么提高英语口语", "如何提高英语口语"),
    ("怎么把列表按降序排序", "怎么把列表按降序排列"),
    ("我的电脑开不了机怎么办", "我的计算机开不了机怎么办"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
