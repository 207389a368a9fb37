"""Features of a (query, cached prompt) pair for the learned acceptance stage.

A handful of cheap, explainable numbers computed from the chain's own text analysis (stop
words dropped, phrases and entities canonicalised): no word identities, so the model learns
how much two questions differ, never which words a training set happened to contain.

>>> f = pair_features("how do i fix my overbite", "how can i fix an overbite", 0.95)
>>> f["only_query"], f["only_cached"], f["jaccard"]
(0.0, 0.0, 1.0)
"""

from __future__ import annotations

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


def _split(analysis: Analysis) -> tuple[list[str], set[str]]:
    """The stems of ``analysis``'s content words in order, and those of its function words
    (stop words): one pass over its tokens for both."""
    stops = stop_words()
    content: list[str] = []
    function: set[str] = set()
    for token, stem in zip(analysis.tokens, analysis.stems, strict=True):
        if token in stops:
            function.add(stem)
        else:
            content.append(stem)
    return content, function


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
    a, b = analyze(query), analyze(matched)
    (content_a, function_a), (content_b, function_b) = _split(a), _split(b)
    set_a, set_b = set(content_a), set(content_b)
    only_a, only_b = set_a - set_b, set_b - set_a
    union = set_a | set_b
    pairs_a, pairs_b = _pairs(content_a), _pairs(content_b)
    lengths = sorted((len(a.tokens), len(b.tokens)))
    return {
        "cosine": float(similarity),
        "only_query": min(float(len(only_a)), MAX_COUNT),
        "only_cached": min(float(len(only_b)), MAX_COUNT),
        "jaccard": _ratio(len(set_a & set_b), len(union)),
        "substitution": float(bool(only_a) and bool(only_b)),
        "length_ratio": _ratio(lengths[0], lengths[1]),
        "function_words": min(float(len(function_a ^ function_b)), MAX_COUNT),
        "same_opening": float(a.tokens[:1] == b.tokens[:1]),
        "order": _ratio(len(pairs_a & pairs_b), len(pairs_a | pairs_b)),
        "content_size": min(float(len(union)), 3 * MAX_COUNT),
        "alignment": float(alignment),
    }

