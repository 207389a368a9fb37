"""Lexical coverage for text the embedding model cannot see (Chinese with all-MiniLM-L6-v2).

An English model maps almost every Han character to the same unknown token, so two unrelated
Chinese requests can score above any threshold and token alignment sees nothing. For text with
Han characters, most content characters (and content words) of each side must occur on the
other side, and a text that differs from the other in one replaced word only (明朝 / 清朝,
续签 / 申请) is refused: the model cannot tell a synonym from another thing there.
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.errors import ConfigError
from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import has_cjk, stop_words
from genaicache.verify.text import analyze

DEFAULT_COVERAGE = 0.5
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_PARTICLES = frozenset("的了吗呢吧啊呀么着过地得嘛")
MAX_REPLACED = 4  # Han characters: one word, not a rewording


def replaced_word(a: str, b: str) -> tuple[str, str] | None:
    """The one Han word that ``b`` has in place of ``a``'s, the rest of the text the same
    ("如何续签美国签证" / "如何申请美国签证" -> ("续签", "申请")); ``None`` otherwise. Both
    texts are compared in canonical wording, so listed synonyms (如何 = 怎么) are no change."""
    a, b = _squeeze(analyze(a).canon), _squeeze(analyze(b).canon)
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    mid_a, mid_b = a[start:len(a) - end], b[start:len(b) - end]
    if not (0 < len(mid_a) <= MAX_REPLACED and 0 < len(mid_b) <= MAX_REPLACED):
        return None
    if (start + end) * 2 < max(len(a), len(b)):
        return None
    words = []
    for mid in (mid_a, mid_b):
        if not _HAN.search(mid) or all(ch in _PARTICLES or not _HAN.match(ch) for ch in mid):
            return None
        words.append(mid)
    return words[0], words[1]


def _squeeze(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


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
        if has_cjk(candidate.query) and has_cjk(candidate.matched):
            swapped = replaced_word(candidate.query, candidate.matched)
            if swapped is not None:
                return Verdict(False, self.name, f"coverage: one word replaced "
                                                 f"({swapped[0]!r} vs {swapped[1]!r})")
        a, b = content_units(candidate.query), content_units(candidate.matched)
        score = min(coverage(a, b), coverage(b, a))
        if score >= self.min_coverage:
            return None
        missing = "".join(sorted((a - b) | (b - a)))[:20]
        return Verdict(False, self.name, f"coverage: {score:.2f} shared (differs in {missing!r})")
