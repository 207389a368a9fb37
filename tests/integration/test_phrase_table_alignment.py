"""Token alignment reads the phrase table both ways: a word of one side that the table puts in
a canonical form which the other side says ("千克" / "公斤", "sun set" / "sunset") has its
counterpart, whichever side says which; the pairs beside them that differ in another word must
still be refused."""

from __future__ import annotations

from typing import Any

import pytest

from genaicache.normalize import normalize
from genaicache.verify import Candidate, TokenAlignmentCheck, VerificationChain, default_verifier

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def chain(embedder: Any) -> VerificationChain:
    return default_verifier(embedder)


def verdicts(chain: VerificationChain, a: str, b: str) -> list[bool]:
    """Whether the default chain serves the pair, with either text as the query, at a
    similarity above every threshold."""
    a, b = normalize(a), normalize(b)
    return [chain.verify(Candidate(q, m, 0.95)).accept for q, m in ((a, b), (b, a))]


ACCEPT = [
    ("what time does the sun set in paris on 21 june", "paris sunset time june 21st"),
    ("一个体重50公斤的成年人每天应该喝多少水", "体重五十千克的成年人一天需要喝多少水"),
]
# Aligned now, but refused end to end by the learned stage at its real similarity (0.86).
ALIGNED = [("一个体重50公斤的成年人每天应该喝多少水", "体重五十千克的成年人一天需要喝多少水")]
REFUSE = [
    # the canonical form is said, another word is not
    ("which gas do plants absorb during photosynthesis",
     "during photosynthesis, what gas is taken in by animals"),
    ("which gas do plants absorb during photosynthesis",
     "during respiration, what gas is taken in by plants"),
    ("which gas do plants absorb during photosynthesis",
     "which gas do plants release during photosynthesis"),
    ("what nutrients does the small intestine absorb",
     "what nutrients are taken in by the large intestine"),
    ("how much water do plant roots absorb", "how much water do plant leaves take in"),
    # "take in" is no "absorb" wherever it stands ("take" + "in one meal")
    ("how much protein should i take in one meal",
     "how much protein can your body absorb in one meal"),
    ("一个体重50公斤的成年人每天应该喝多少水", "体重五十千克的成年人一天需要吃多少米"),
    ("一个体重50公斤的成年人每天应该喝多少水", "体重五十千克的小孩一天需要喝多少水"),
    ("体重50公斤的人每天需要多少蛋白质", "体重五十千克的人每天需要多少脂肪"),
    ("跑5公里要多久", "骑车5千米需要多长时间"),
    ("跑5公里消耗多少卡路里", "走5千米消耗多少卡路里"),
    ("跑5千米要多久", "跑5英里需要多长时间"),
    # the wrong pairs token alignment guards
    ("dry white wine", "sweet white wine"),
    ("how many keys does a piano have", "how many black keys does a piano have"),
    ("delete all docker containers", "delete all stopped docker containers"),
    ("every push", "every push to main"),
]


@pytest.mark.parametrize(("a", "b"), ACCEPT)
def test_a_wording_the_phrase_table_equates_is_served(
    chain: VerificationChain, a: str, b: str
) -> None:
    assert verdicts(chain, a, b) == [True, True]


@pytest.mark.parametrize(("a", "b"), ALIGNED)
def test_a_wording_the_phrase_table_equates_has_a_counterpart(
    embedder: Any, a: str, b: str
) -> None:
    check = TokenAlignmentCheck(embedder)
    for q, m in ((a, b), (b, a)):
        assert check(Candidate(normalize(q), normalize(m), 0.95)) is None


@pytest.mark.parametrize(("a", "b"), REFUSE)
def test_the_pairs_that_differ_in_another_word_are_refused(
    chain: VerificationChain, a: str, b: str
) -> None:
    assert verdicts(chain, a, b) == [False, False]
