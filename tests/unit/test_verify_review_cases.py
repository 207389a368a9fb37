"""Pairs an adversarial review of the roles, quantifier and "when" rules found: near-misses
served before, and paraphrases refused before."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict
from genaicache.verify.numbers import figures

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

REFUSE = [
    # whose / who is X's / who is the N of X
    ("whose daughter is princess leia", "who is the daughter of princess leia"),
    ("who is the son of zeus", "whose son is zeus"),
    ("whose son is darth vader in star wars", "who is darth vader's son in star wars"),
    ("whose son is luke skywalker?", "who's luke skywalker's son?"),
    # who was acted on against who acted, in any voice
    ("who was killed by brutus", "who killed brutus"),
    ("who was beaten by the lakers", "who beat the lakers"),
    ("which team was beaten by the lakers", "which team beat the lakers"),
    ("who was goliath killed by", "who did goliath kill"),
    ("by whom was caesar killed", "who did caesar kill"),
    ("napoleon was defeated by whom at waterloo", "who did napoleon defeat at waterloo"),
    ("lincoln was shot by whom", "who did lincoln shoot"),
    ("who shot lincoln", "who did lincoln shoot"),
    ("which company acquired instagram", "which company did instagram acquire"),
    ("which animal eats pandas", "what do pandas eat"),
    # quantifiers after a lead-in, "almost all", both / either
    ("do you think all snakes lay eggs", "do you think some snakes lay eggs"),
    ("quick question: do all snakes lay eggs", "quick question: do some snakes lay eggs"),
    ("are almost all snakes harmless", "are all snakes harmless"),
    ("do both parents need to sign", "does either parent need to sign"),
    # the last time against now
    ("when was the eiffel tower last painted", "when is the eiffel tower painted"),
    ("when did the golden state warriors last play in the finals",
     "when do the golden state warriors play in the finals"),
    ("when was the latest iphone released", "when is the new iphone released"),
    ("when was the last full moon", "when's the full moon"),
]
ACCEPT = [
    ("whose twin is fred weasley", "who is fred weasley's twin"),
    ("can any dog be trained", "can all dogs be trained"),
    ("will any iphone charger work with an ipad", "will all iphone chargers work with an ipad"),
    ("when is the last time the cubs won the world series",
     "when did the cubs last win the world series"),
    ("who discovered penicillin", "penicillin was discovered by who"),
    ("who invented the telescope", "by whom was the telescope invented"),
    ("who killed brutus", "brutus was killed by whom"),
    ("which company makes the iphone", "what company makes the iphone"),
    ("best mp3 player for a 5 year old", "best mp3 player for a five year old"),
    ("how to convert 2 wav files to mp3", "how to convert two wav files to mp3"),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_review_near_misses_are_refused(lexical: Lexical, query: str, matched: str) -> None:
    assert not lexical(query, matched).accept


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_review_paraphrases_are_served(lexical: Lexical, query: str, matched: str) -> None:
    verdict = lexical(query, matched)
    assert verdict.accept, verdict


def test_identifiers_inside_entity_names_are_kept() -> None:
    assert figures("convert exo file chunks into mp4").identifiers == {"mp4"}
