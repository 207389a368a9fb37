"""Two texts one word apart: the word each side says where the other says another, read after
the agreement that word brings ("do i need" / "does he need", "i am" / "she is"). A check reads
the pair of words it knows ("i" / "he": another person asks; "can" / "must": another modal)."""

from __future__ import annotations

from functools import lru_cache

from genaicache.verify.text import analyze

# Forms that change with the subject, read as one: "do i" / "does he", "i am" / "she is"
_AGREEMENT = {"does": "do", "am": "be", "is": "be", "are": "be", "was": "were", "has": "have",
              "doesn't": "don't", "isn't": "aren't", "hasn't": "haven't", "wasn't": "weren't"}


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
