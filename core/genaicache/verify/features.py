"""Features of a (query, cached prompt) pair for the learned acceptance stage.

A handful of cheap, explainable numbers computed from the chain's own text analysis (stop
words dropped, phrases and entities canonicalised): no word identities, so the model learns
how much two questions differ, never which words a training set happened to contain.

>>> f = pair_features("how do i fix my overbite", "how can i fix an overbite", 0.95)
>>> f["only_query"], f["only_cached"], f["jaccard"]
(0.0, 0.0, 1.0)
"""

from __future__ import annotations

from dataclasses import dataclass

from genaicache.verify.lexicon import stop_words
from genaicache.verify.text import Analysis, analyze

MAX_COUNT = 5.0  # counts are capped: six extra words are not worse than five
FEATURES: tuple[str, ...] = (
    "cosine",
    "only_query",
    "only_cached",
    "jaccard",
    "substitution",
    "length_ratio",
    "function_words",
    "same_opening",
    "order",
    "content_size",
    "alignment",
)
FEATURE_HELP: dict[str, str] = {
    "cosine": "cosine similarity of the two sentence embeddings",
    "only_query": "content words of the query missing from the cached prompt",
    "only_cached": "content words of the cached prompt missing from the query",
    "jaccard": "shared / all distinct content words",
    "substitution": "1 when both sides have a word the other lacks (a replaced word)",
    "length_ratio": "shorter / longer text, in tokens",
    "function_words": "function words (to, from, my, ...) on one side only",
    "same_opening": "1 when both start with the same word (what/how/why ...)",
    "order": "shared / all adjacent pairs of content words (word order)",
    "content_size": "distinct content words of both sides",
    "alignment": "lowest best-match cosine of an unmatched content word (token embeddings)",
}


@dataclass(frozen=True)
class _Sides:
    a: Analysis
    b: Analysis
    content_a: list[str]
    content_b: list[str]


def _sides(query: str, matched: str) -> _Sides:
    a, b = analyze(query), analyze(matched)
    return _Sides(a, b, a.content_stems(), b.content_stems())


def _function_words(analysis: Analysis) -> set[str]:
    stops = stop_words()
    return {s for t, s in zip(analysis.tokens, analysis.stems, strict=True) if t in stops}


def _pairs(words: list[str]) -> set[tuple[str, str]]:
    return set(zip(words, words[1:], strict=False))


def _ratio(shared: int, total: int) -> float:
    return shared / total if total else 1.0


def pair_features(query: str, matched: str, similarity: float,
                  alignment: float = 1.0) -> dict[str, float]:
    """The features of one candidate, by name (see :data:`FEATURE_HELP`).

    ``alignment`` is the token-alignment score when the caller has it (1.0 = every content
    word has a lexical twin on the other side).
    """
    s = _sides(query, matched)
    set_a, set_b = set(s.content_a), set(s.content_b)
    only_a, only_b = set_a - set_b, set_b - set_a
    union = set_a | set_b
    pairs_a, pairs_b = _pairs(s.content_a), _pairs(s.content_b)
    lengths = sorted((len(s.a.tokens), len(s.b.tokens)))
    return {
        "cosine": float(similarity),
        "only_query": min(float(len(only_a)), MAX_COUNT),
        "only_cached": min(float(len(only_b)), MAX_COUNT),
        "jaccard": _ratio(len(set_a & set_b), len(union)),
        "substitution": float(bool(only_a) and bool(only_b)),
        "length_ratio": _ratio(lengths[0], lengths[1]),
        "function_words": min(float(len(_function_words(s.a) ^ _function_words(s.b))), MAX_COUNT),
        "same_opening": float(s.a.tokens[:1] == s.b.tokens[:1]),
        "order": _ratio(len(pairs_a & pairs_b), len(pairs_a | pairs_b)),
        "content_size": min(float(len(union)), 3 * MAX_COUNT),
        "alignment": float(alignment),
    }


def content_differs(query: str, matched: str) -> bool:
    """Whether some content word lacks a lexical twin (only then is alignment informative)."""
    s = _sides(query, matched)
    return set(s.content_a) != set(s.content_b)
