"""Converse comparisons the lexical checks refused as paraphrases: a circumstance said of the
whole comparison on both sides, and "less <x>" or a synonym of a comparative against its
opposite. Each rule with the near misses beside it that must still be refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

ACCEPT = [
    # a circumstance of the whole comparison, before it or after the second thing
    ("is postgres faster than mysql for heavy writes",
     "is mysql slower than postgres for write-heavy workloads"),
    ("is a road bike faster than a gravel bike on pavement",
     "on paved roads, is a gravel bike slower than a road bike"),
    ("is renting a car cheaper than buying one for a 3-week trip",
     "for a three-week trip, is buying a car more expensive than renting one"),
    # "less <x>" against a comparative that says "more <x>" in another word
    ("is kraken safer than binance", "is binance less secure than kraken"),
    ("is kraken more secure than binance", "is binance less safe than kraken"),
    # a comparative against the opposite of its synonym ("taller" says "higher")
    ("is the shard taller than big ben", "is big ben lower than the shard"),
]

REFUSE = [
    # the circumstances differ, or hold opposites
    ("is postgres faster than mysql for heavy writes",
     "is mysql slower than postgres for heavy reads"),
    ("is python faster than java for web apps", "is java slower than python for games"),
    ("is renting a car cheaper than buying one for a short trip",
     "for a long trip, is buying a car more expensive than renting one"),
    ("is renting a car cheaper than buying one for a 3-week trip",
     "for a three-month trip, is buying a car more expensive than renting one"),
    # the same circumstance, but the things do not swap
    ("is python faster than java for web apps", "is python slower than java for web apps"),
    ("on paved roads, is a road bike faster than a gravel bike",
     "is a road bike slower than a gravel bike on pavement"),
    ("is postgres faster than mysql for heavy writes",
     "is postgres slower than mysql for write-heavy workloads"),
    # a synonym's opposite with the things in place
    ("is kraken safer than binance", "is kraken less secure than binance"),
    ("is the shard taller than big ben", "is the shard lower than big ben"),
    ("is a tesla quicker than a prius", "is a tesla slower than a prius"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
