"""A condition turned round: "when inflation rises, do stocks fall" asks what follows from
rising inflation, "when stocks fall, does inflation rise" what follows from falling stocks.

Both sides hold the same words (cosine 0.97), so no word-level check sees it. A side is read
as a condition ("if / when / whenever / once ..." at the start or after the question) and the
question it conditions; the pair is turned round when one side's condition says what the
other side asks and the other way round, and no reading of the two gives them the same
condition ("if i quit, will i lose my bonus" / "will i lose my bonus if i quit").
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.lexicon import stop_words
from genaicache.verify.text import analyze, stem

_CONDITIONS = frozenset({"if", "when", "whenever", "once"})
# Where the question of a leading condition can start
_QUESTION_STARTS = frozenset({
    "do", "does", "did", "will", "would", "can", "could", "should", "shall", "may", "might",
    "must", "is", "are", "was", "were", "how", "what", "why", "which", "who", "where"})

# (the condition's content stems, the question's, the condition as written)
Split = tuple[frozenset[str], frozenset[str], str]


def _content(tokens: tuple[str, ...] | list[str]) -> frozenset[str]:
    stops = stop_words()
    return frozenset(stem(t) for t in tokens  # "citric acid": one name, one token
                     if t.replace(" ", "").isalnum() and t not in stops)


def _split(condition: tuple[str, ...], question: tuple[str, ...]) -> Split:
    return _content(condition), _content(question), " ".join(condition)


@lru_cache(maxsize=8192)
def _splits(text: str) -> tuple[Split, ...]:
    """Every way ``text`` reads as a condition and the question it conditions."""
    tokens = analyze(text).tokens
    if not _CONDITIONS.intersection(tokens):
        return ()
    found = []
    if tokens[0] in _CONDITIONS and len(tokens) > 1 and tokens[1] not in _QUESTION_STARTS:
        # "when inflation rises do stocks fall": the question starts at any auxiliary or
        # question word after the condition's first two words
        for j in range(3, len(tokens)):
            if tokens[j] in _QUESTION_STARTS:
                found.append(_split(tokens[1:j], tokens[j:]))
    if tokens[0] in _QUESTION_STARTS:  # "does inflation rise when stocks fall"
        for k in range(2, len(tokens) - 1):
            if tokens[k] in _CONDITIONS:
                found.append(_split(tokens[k + 1:], tokens[:k]))
    return tuple(split for split in found if split[0] and split[1])


def condition_turned(a: str, b: str) -> str:
    """The condition of ``a``, as written, when ``b`` asks about it while conditioning on
    what ``a`` asks, else ``""``."""
    splits_a, splits_b = _splits(a), _splits(b)
    if not splits_a or not splits_b:
        return ""
    if any(ca == cb and qa == qb for ca, qa, _ in splits_a for cb, qb, _ in splits_b):
        return ""  # one reading gives both the same condition and the same question
    for ca, qa, written in splits_a:
        for cb, qb, _ in splits_b:
            # what both conditions name is the subject ("if my dog eats grass, is he sick" /
            # "if my dog is sick, does he eat grass"), which the question may call "he"
            shared = ca & cb
            if ca - shared and cb - shared and ca - shared == qb - shared and (
                    cb - shared == qa - shared):
                return written
    return ""


# Words that open a condition or a circumstance the question is asked under ("rekey a deadbolt
# if all the keys are lost", "fly over a stadium during a game", "work in the uk after
# graduation")
_CIRCUMSTANCES = frozenset({"if", "when", "whenever", "unless", "while", "during", "after",
                            "before"})
_CIRCUMSTANCE = re.compile(rf"\b(?:{'|'.join(sorted(_CIRCUMSTANCES))})\b")


# "how can i tell if she likes me": an "if" after these asks whether
_ASKS_IF = frozenset({"know", "tell", "check", "see", "wonder", "ask", "sure", "determine",
                      "decide", "out", "test", "verify", "confirm", "find"})


def condition_added(a: str, b: str) -> str:
    """The condition or circumstance, as written, that one side adds at its end to a question
    the other side asks in the same content words, when none of its content words is said on
    the other side ("how to rekey a deadbolt" / "... if all the keys are lost"), else ``""``.
    A condition the other side words otherwise ("if i lost my keys" / "after losing the key")
    shares a word and is left to the other checks."""
    if _CIRCUMSTANCE.search(a) is None and _CIRCUMSTANCE.search(b) is None:
        return ""  # most pairs: one test of the raw texts, no analysis
    for x, y in ((a, b), (b, a)):
        tokens, tokens_y = analyze(x).tokens, analyze(y).tokens
        if _CIRCUMSTANCES.intersection(tokens_y):
            continue
        other = _content(tokens_y)
        if tokens and tokens[0] in _CIRCUMSTANCES:  # "if all the keys are lost, how do i ..."
            for j in range(2, len(tokens)):  # the question starts at an auxiliary or a
                # question word, which the condition may hold too ("if the keys are lost")
                if tokens[j] in _QUESTION_STARTS and _added(tokens[1:j], tokens[j:], other):
                    return " ".join(tokens[:j])
            continue
        for k in range(2, len(tokens) - 1):
            if tokens[k] in _CIRCUMSTANCES and not (
                    tokens[k] == "if" and tokens[k - 1] in _ASKS_IF):
                if _added(tokens[k + 1:], tokens[:k], other):
                    return " ".join(tokens[k:])
                break
    return ""


def _added(condition: tuple[str, ...], question: tuple[str, ...], other: frozenset[str]
           ) -> bool:
    """Whether ``question`` says what the other side says (``other``, its content) and
    ``condition`` adds content none of it says."""
    added = _content(condition)
    return bool(added) and added.isdisjoint(other) and _content(question) == other
