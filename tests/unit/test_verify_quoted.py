"""Quoted terms on both sides are compared word for word."""

from __future__ import annotations

import pytest

from genaicache.normalize import normalize
from genaicache.verify import Candidate, critical_checks
from genaicache.verify.chain import VerificationChain
from genaicache.verify.quoted import QuotedCheck

REFUSE = [
    ("how do you say 'the books' in german", "how do you say 'the book' in german"),
    ('what does "error 404" mean', 'what does "error 403" mean'),
    ("how do i translate '才' to english", "how do i translate '竟然' to english"),
    ("《三体》的作者是谁", "《球状闪电》的作者是谁"),
    ("what does 'x += 1' do in python", "what does 'x -= 1' do in python"),
    ("is 'sudo rm -rf /' dangerous", "is 'sudo rm -rf' dangerous"),
    ("how do you say «the books» in german", "how do you say «the book» in german"),
    ("how do you say 'thank you so much' in french", "how do you say 'thank you' in french"),
]
ACCEPT = [
    # a quote on one side only is often emphasis
    ("what does 'carpe diem' mean", "what is the meaning of carpe diem"),
    ('why is my question marked as "needs improvement"',
     "why is my question marked as needing improvement"),
    # the same term, punctuation and quote style aside
    ("fix `npm err! code eresolve`", 'how to fix "npm err code eresolve"'),
    ("how do you say “thank you” in japanese", "how to say 'thank you' in japanese"),
    ("what does 'rsvp' mean on an invitation", "what does 'r.s.v.p.' mean on an invitation"),
    # longer quotes are sentences, often paraphrased
    ('how would you answer "why should we hire you"', 'best answer to "why should i hire you"'),
]


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_other_quoted_terms_are_refused(query: str, matched: str) -> None:
    verdict = QuotedCheck()(Candidate(normalize(query), normalize(matched), 0.95))
    assert verdict is not None and verdict.check == "quoted"


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_same_terms_and_one_sided_or_long_quotes_pass(query: str, matched: str) -> None:
    assert QuotedCheck()(Candidate(normalize(query), normalize(matched), 0.95)) is None


def test_the_chain_refuses_a_quoted_plural_against_a_singular() -> None:
    chain = VerificationChain(critical_checks())
    verdict = chain.verify(Candidate("how do you say 'the books' in german",
                                     "how do you say 'the book' in german", 0.97))
    assert not verdict.accept and chain.refusals == {"quoted": 1}
