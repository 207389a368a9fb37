"""The possessors check: one thing, different owners, is refused; the same owner in other
words (a pronoun for a name, "you" for "I", a descriptive possessive) is accepted."""

from __future__ import annotations

import pytest

from genaicache.normalize import normalize
from genaicache.verify import Candidate, PossessorCheck, default_verifier

REFUSE = [
    ("How do I delete my Instagram account?", "How do I delete his Instagram account?"),
    ("How can I recover my Facebook account?", "How can I recover their Facebook account?"),
    ("Can I use my old phone's charger for my new phone?",
     "Can I use my new phone's charger for my old phone?"),
    ("I have a crush on my best friend's boyfriend",
     "I have a crush on my boyfriend's best friend"),
    ("Can my husband use my own miles?", "Can I use my husband's miles?"),
    ("How can I read someone's WhatsApp messages?", "How can I read my WhatsApp messages?"),
    ("My wife's boss keeps texting me, what should I do?",
     "My boss's wife keeps texting me, what should I do?"),
    ("Can I use my husband's airline miles to book a flight?",
     "Can my husband use my airline miles to book a flight?"),
    ("If I am Maria's father's sister, what is Maria to me?",
     "If Maria is my father's sister, what is she to me?"),
    ("What should I call my mother's brother?", "What should I call my brother's mother?"),
    ("Can I read my wife's emails?", "Can I read my emails?"),
    ("How do I reset my password?", "How do I reset the admin's password?"),
    ("Can my landlord keep my deposit?", "Can my landlord keep my roommate's deposit?"),
    ("Is it legal to drive my friend's car?", "Is it legal to drive my friend's friend's car?"),
    ("What is my policy on refunds?", "What is Clinton's policy on refunds?"),
    ("Who inherits my parents' house?", "Who inherits my uncle's house?"),
    ("Can I claim my son's tuition on my taxes?", "Can I claim my tuition on my son's taxes?"),
]
ACCEPT = [
    ("How can I catch my husband cheating?", "How do I catch my cheating husband?"),
    ("How does a man know if his wife is cheating?", "How do I know if my wife is cheating?"),
    ("How can students improve their grades?", "How can I improve my grades?"),
    ("Is the buyer's agent's commission paid by the seller?",
     "Does the seller pay the buyer's agent commission?"),
    ("What should I get my boyfriend for his birthday?",
     "What is a good gift for my boyfriend's birthday?"),
    ("Can I sell her car if we have one child together?",
     "Can I sell her car if we have a child together?"),
    ("Can I lend her my husband's car?", "Can I lend my husband's car to her?"),
    ("Maria's my father's sister, what is she to me?",
     "Maria is my father's sister, what is she to me?"),
    ("How do I clean a cat's ears?", "How do I clean my cat's ears?"),
    ("What is the company's policy on leave?", "What is our company's policy on leave?"),
    ("Can I see someone else's profile?", "Can I see another person's profile?"),
    ("Can I see other users' profiles?", "Can I see another user's profile?"),
    ("How to read peoples' minds?", "How to read people's minds?"),
    ("How does someone start their own business?", "How can I start my own business?"),
    ("Should a teen tell his/her parents about a crush?",
     "Should a teen tell their parents about a crush?"),
    ("How do you know if your girlfriend loves you?", "How do I know if my girlfriend loves me?"),
    ("What will be her policy for India if Hillary Clinton wins?",
     "What will be Hillary Clinton's policy towards India?"),
    ("What's my dad's sister to me?", "What is my father's sister to me?"),
    ("What is your new year's resolution for 2017?", "What are your resolutions for 2017?"),
    ("What is most important to a person in his life?", "What is most important in one's life?"),
    ("How can I hack someone's WhatsApp account?", "How can I hack another's WhatsApp account?"),
    ("Did Fermat have a proof of Fermat's last theorem?",
     "Did Fermat have a proof of his last theorem?"),
    ("What's the best way to learn French?", "What is the best way to learn French?"),
    ("It's my parents' house, can I sell it?", "It is my parents' house, can I sell it?"),
    ("How do I find my life's purpose?", "How do I find my purpose?"),
    ("Where can I get a master's degree in Germany?",
     "Where can I do my master's degree in Germany?"),
]


def cand(query: str, matched: str) -> Candidate:
    return Candidate(normalize(query), normalize(matched), 0.97)


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_different_owners_of_one_thing_are_refused(query: str, matched: str) -> None:
    for a, b in ((query, matched), (matched, query)):
        verdict = PossessorCheck()(cand(a, b))
        assert verdict is not None and not verdict.accept and verdict.check == "possessors"
        assert "possessors:" in verdict.reason


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_same_owner_in_other_words_is_accepted(query: str, matched: str) -> None:
    assert PossessorCheck()(cand(query, matched)) is None
    assert PossessorCheck()(cand(matched, query)) is None


def test_the_default_chain_refuses_an_owner_swap() -> None:
    chain = default_verifier()
    verdict = chain.verify(cand(*REFUSE[3]))
    assert not verdict.accept and chain.refusals == {"possessors": 1}


def test_case_and_long_input() -> None:
    """Raw (not normalized) text reads the same; a long unspaced token stays fast."""
    raw = Candidate("What is my father's sister to me?", "What's my dad's sister to me?", 0.97)
    assert PossessorCheck()(raw) is None
    blob = "see " + "x." * 32_000  # 64 KB: linear, not quadratic
    assert PossessorCheck()(Candidate(blob, blob + " y", 0.9)) is None
