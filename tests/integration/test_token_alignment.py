"""Token alignment with the real model's contextual token embeddings."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from genaicache.normalize import normalize
from genaicache.verify import Candidate, TokenAlignmentCheck, default_verifier
from genaicache.verify.alignment import DEFAULT_ALIGNMENT

pytestmark = pytest.mark.slow


class Counting:
    """Delegates to the real embedder and counts model calls (to observe the LRU)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.calls = 0

    def embed_tokens(self, text: str) -> tuple[list[str], np.ndarray]:
        self.calls += 1
        result: tuple[list[str], np.ndarray] = self.inner.embed_tokens(text)
        return result


def cand(query: str, matched: str) -> Candidate:
    return Candidate(normalize(query), normalize(matched), 0.95)


UNALIGNED = [  # differences no lexicon lists: the model's token embeddings catch them
    ("I'm allergic to walnuts. Is this pesto safe for me?",
     "I'm allergic to pine nuts. Is this pesto safe for me?"),
    ("How to merge two branches in git?", "How to delete two branches in git?"),
    ("Give me a recipe for vegan brownies", "Give me a recipe for gluten-free brownies"),
]
ALIGNED = [
    ("How do I fix a flat bicycle tire?", "How can I repair a flat tire on my bicycle?"),
    ("How can I learn Spanish quickly?", "What is the fastest way to learn Spanish?"),
    ("What are some good snacks that have no sugar?", "What are some good snacks without sugar?"),
    ("How do I download my photos from iCloud?", "How can I download all my iCloud photos?"),
]


@pytest.mark.parametrize(("query", "matched"), UNALIGNED)
def test_a_content_word_without_counterpart_is_refused(
    embedder: Any, query: str, matched: str
) -> None:
    verdict = TokenAlignmentCheck(embedder)(cand(query, matched))
    assert verdict is not None and verdict.check == "alignment"
    assert "has no counterpart" in verdict.reason


@pytest.mark.parametrize(("query", "matched"), ALIGNED)
def test_paraphrases_align(embedder: Any, query: str, matched: str) -> None:
    assert TokenAlignmentCheck(embedder)(cand(query, matched)) is None


def test_token_embeddings_are_cached_and_skipped_when_words_match(embedder: Any) -> None:
    counting = Counting(embedder)
    check = TokenAlignmentCheck(counting, cache_size=8)
    query, matched = ALIGNED[0]
    for _ in range(3):
        check(cand(query, matched))
    assert counting.calls == 2  # one model call per distinct text
    check(cand("How do I download my photos from iCloud?", "how do i download my icloud photos"))
    assert counting.calls == 2  # same content words: no model call at all


def test_the_default_verifier_uses_alignment_when_the_embedder_has_token_embeddings(
    embedder: Any,
) -> None:
    chain = default_verifier(embedder)
    assert any(check.name == "alignment" for check in chain.checks)
    verdict = chain.verify(cand(*UNALIGNED[0]))
    assert not verdict.accept and chain.refusals == {"alignment": 1}
    assert chain.verify(cand(*ALIGNED[0])).accept
    assert 0.0 < DEFAULT_ALIGNMENT < 1.0


def test_an_embedder_without_token_embeddings_keeps_only_the_lexical_checks() -> None:
    class VectorsOnly:
        name, dim = "v", 3

        def embed(self, texts: list[str]) -> np.ndarray:
            return np.ones((len(texts), 3), dtype=np.float32)

    chain = default_verifier(VectorsOnly())
    assert all(check.name != "alignment" for check in chain.checks)
    assert chain.verify(cand(*ALIGNED[0])).accept
