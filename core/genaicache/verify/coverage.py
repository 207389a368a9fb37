"""Lexical coverage for text the embedding model cannot see (Chinese with all-MiniLM-L6-v2).

An English model maps almost every Han character to the same unknown token, so two unrelated
Chinese requests can score above any threshold and token alignment sees nothing. For text with
Han characters, most content characters (and content words) of each side must occur on the
other side.
"""

from __future__ import annotations

from functools import lru_cache

from genaicache.errors import ConfigError
from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import has_cjk, stop_words
from genaicache.verify.text import analyze

DEFAULT_COVERAGE = 0.5


@lru_cache(maxsize=8192)
def content_units(text: str) -> frozenset[str]:
    """Content tokens of ``text``: Han characters, entities and words, stop words dropped."""
    analysis = analyze(text)
    stops = stop_words()
    return frozenset(s for t, s in zip(analysis.tokens, analysis.stems, strict=True)
                     if t not in stops and any(ch.isalnum() for ch in t))


def coverage(a: frozenset[str], b: frozenset[str]) -> float:
    """The share of ``a`` found in ``b`` (1.0 for an empty ``a``)."""
    return len(a & b) / len(a) if a else 1.0


class CoverageCheck:
    """Refuses Han-script candidates whose content characters mostly differ."""

    name = "coverage"

    def __init__(self, min_coverage: float = DEFAULT_COVERAGE) -> None:
        if not 0.0 <= min_coverage <= 1.0:
            raise ConfigError("min_coverage", f"must be in [0, 1], got {min_coverage}")
        self.min_coverage = min_coverage

    def __call__(self, candidate: Candidate) -> Verdict | None:
        if not (has_cjk(candidate.query) or has_cjk(candidate.matched)):
            return None
        a, b = content_units(candidate.query), content_units(candidate.matched)
        score = min(coverage(a, b), coverage(b, a))
        if score >= self.min_coverage:
            return None
        missing = "".join(sorted((a - b) | (b - a)))[:20]
        return Verdict(False, self.name, f"coverage: {score:.2f} shared (differs in {missing!r})")
