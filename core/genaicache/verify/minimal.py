"""Two texts one word apart: the word each side says where the other says another, read after
the agreement that word brings ("do i need" / "does he need", "i am" / "she is"). A check reads
the pair of words it knows ("i" / "he": another person asks; "can" / "must": another modal)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from genaicache.verify.lexicon import apart_groups
from genaicache.verify.text import analyze, stem

# Forms that change with the subject, read as one: "do i" / "does he", "i am" / "she is" (and
# with the next word: "a lower implant" / "an upper implant")
_AGREEMENT = {"an": "a", "does": "do", "am": "be", "is": "be", "are": "be", "was": "were",
              "has": "have", "doesn't": "don't", "isn't": "aren't", "hasn't": "haven't",
              "wasn't": "weren't"}


def _agreed(word: str) -> str:
    return _AGREEMENT.get(word, word)


@lru_cache(maxsize=4096)
def apart_at(a: str, b: str) -> int | None:
    """The position of the one token ``a`` says where ``b`` says another, when the two texts
    are otherwise the same word for word (stems, and the forms of "do", "be" and "have" read
    alike), else ``None``."""
    x, y = analyze(a), analyze(b)
    if len(x.stems) != len(y.stems) or x.stems == y.stems:
        return None
    apart = [i for i, (s, t) in enumerate(zip(x.stems, y.stems, strict=True))
             if s != t and _agreed(x.tokens[i]) != _agreed(y.tokens[i])]
    return apart[0] if len(apart) == 1 else None


def one_word_apart(a: str, b: str) -> tuple[str, str] | None:
    """The one word ``a`` says where ``b`` says another (:func:`apart_at`), else ``None``."""
    at = apart_at(a, b)
    return None if at is None else (analyze(a).tokens[at], analyze(b).tokens[at])


def added_span(x: Sequence[str], y: Sequence[str], most: int) -> tuple[int, int] | None:
    """Where ``x`` holds up to ``most`` items in one run besides ``y``'s, the rest the same in
    the same order, as ``(start, end)`` in ``x``, else ``None``."""
    extra = len(x) - len(y)
    if not 0 < extra <= most:
        return None
    at = next((i for i, (s, t) in enumerate(zip(x, y, strict=False)) if s != t), len(y))
    return (at, at + extra) if x[at + extra:] == y[at:] else None


@lru_cache(maxsize=4096)
def added_at(a: str, b: str, most: int = 3) -> tuple[int, int] | None:
    """Where ``a`` says up to ``most`` tokens besides ``b``'s, the rest the same word for word
    (stems), as ``(start, end)`` in ``a``'s tokens, else ``None``."""
    return added_span(analyze(a).stems, analyze(b).stems, most)


@lru_cache(maxsize=1)
def _apart_pairs() -> frozenset[frozenset[str]]:
    return frozenset(frozenset((stem(x), stem(y))) for group in apart_groups()
                     for i, x in enumerate(group) for y in group[i + 1:] if stem(x) != stem(y))


def opposed_apart(a: str, b: str) -> tuple[str, str] | None:
    """The one word ``a`` says where ``b`` says another (:func:`one_word_apart`) when the two
    are a pair of the lexicon's "one word apart" block, else ``None``."""
    pair = one_word_apart(a, b)
    return pair if pair and frozenset(map(stem, pair)) in _apart_pairs() else None
