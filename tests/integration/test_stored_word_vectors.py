"""Entries keep their prompt's word vectors: token alignment never runs the model on the cached
side of a soft hit, in this process or in the next one, and decides as without them (int8
moves a word cosine by under 0.002)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from genaicache import Cache
from genaicache.normalize import normalize
from genaicache.verify import Candidate, TokenAlignmentCheck, VerificationChain, critical_checks
from genaicache.verify.words import MAX_STORED_WORDS, PackedWords, Words

pytestmark = pytest.mark.slow

SAUDI = "What is daily life like in Saudi Arabia?"
FOR_WOMEN = "What is daily life in Saudi Arabia like for women?"  # 0.89, must be refused
TIRE = "How do I fix a flat bicycle tire?"
TIRE_PARAPHRASE = "How can I repair a flat tire on my bicycle?"  # must be served


class Counting:
    """The real embedder, recording which texts were run through the model for token vectors."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.token_texts: list[str] = []

    @property
    def dim(self) -> int:
        return int(self.inner.dim)

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self.inner.embed(texts))

    def embed_tokens(self, text: str) -> tuple[list[str], np.ndarray]:
        self.token_texts.append(text)
        result: tuple[list[str], np.ndarray] = self.inner.embed_tokens(text)
        return result


def fill(path: str, embedder: Any, **options: Any) -> None:
    with Cache(path=path, embedder=embedder, **options) as cache:
        cache.update(SAUDI, "m", "saudi answer")
        cache.update(TIRE, "m", "tire answer")


def lookups(path: str, embedder: Any, **options: Any) -> tuple[Any, Any, dict[str, Any]]:
    with Cache(path=path, embedder=embedder, **options) as cache:
        refused = cache.lookup(FOR_WOMEN, "m")
        served = cache.lookup(TIRE_PARAPHRASE, "m")
        return refused, served, cache.stats()


@pytest.mark.parametrize("store", [True, False])
def test_a_new_process_verifies_with_the_stored_vectors(
    tmp_path: Path, embedder: Any, store: bool
) -> None:
    path = str(tmp_path / "cache.sqlite3")
    fill(path, embedder, store_word_vectors=store)
    counting = Counting(embedder)
    refused, served, stats = lookups(path, counting, store_word_vectors=store)
    # the same decisions either way
    assert refused is None
    assert served is not None and served.soft and served.value == "tire answer"
    assert stats["prompt.refused.alignment"] == 1
    cached_prompts = {normalize(SAUDI), normalize(TIRE)}
    ran_on_cached = cached_prompts & set(counting.token_texts)
    # with stored vectors the model never runs on a cached prompt; without, it must
    assert ran_on_cached == (set() if store else cached_prompts)


def test_entries_keep_compact_vectors_of_short_prompts_only(embedder: Any) -> None:
    cache = Cache(embedder=embedder)
    cache.update(TIRE, "m", "tire answer")
    hit = cache.lookup(TIRE, "m")
    assert hit is not None
    packed = PackedWords.from_json(hit.entry.meta["words"])
    assert packed is not None and packed.model == embedder.name
    assert packed.words[:3] == ("how", "do", "i")
    assert len(packed.data) <= len(packed.words) * packed.dim * 4 // 3 + 4  # int8, base64
    long_prompt = " ".join(f"word{i}" for i in range(MAX_STORED_WORDS + 1))
    cache.update(long_prompt, "m", "long answer")
    long_hit = cache.lookup(long_prompt, "m")
    assert long_hit is not None and "words" not in long_hit.entry.meta


def test_no_vectors_are_kept_when_verification_is_off(embedder: Any) -> None:
    cache = Cache(embedder=embedder, verify=False)
    cache.update(TIRE, "m", "tire answer")
    hit = cache.lookup(TIRE, "m")
    assert hit is not None and "words" not in hit.entry.meta


def stored(text: str, embedder: Any, model: str | None = None) -> PackedWords:
    pieces, vectors = embedder.embed_tokens(normalize(text))
    return PackedWords.pack(Words.from_pieces(pieces, vectors), model=model or embedder.name,
                            text=normalize(text))


@pytest.mark.parametrize(("query", "matched"), [(FOR_WOMEN, SAUDI), (TIRE_PARAPHRASE, TIRE)])
def test_stored_vectors_give_the_model_s_verdict(embedder: Any, query: str, matched: str) -> None:
    plain = Candidate(normalize(query), normalize(matched), 0.95)
    with_words = Candidate(plain.query, plain.matched, 0.95, stored(matched, embedder))
    fresh = TokenAlignmentCheck(embedder, cache_size=0)
    score, word, _ = fresh.score(plain)
    score_stored, word_stored, _ = fresh.score(with_words)
    assert word_stored == word and abs(score_stored - score) < 0.005


def forged(valid: PackedWords, other: PackedWords) -> list[PackedWords]:
    model, text, dim, words, data = valid.model, valid.text, valid.dim, valid.words, valid.data
    return [
        PackedWords(model, text, dim, words, "!!not base64!!"),
        PackedWords(model, text, dim, words[:-1], data),  # rows != words
        PackedWords(model, text, dim + 1, words, data),  # wrong dimension
        PackedWords("another-model", text, dim, words, data),
        PackedWords(model, text, dim, words, "AAAA" * (len(data) // 4)),  # zero rows
        PackedWords(model, text, dim, words[1:] + words[:1], data),  # words shifted
        PackedWords(model, text, other.dim, other.words, other.data),  # another text's words
        PackedWords(model, other.text, dim, words, data),  # made for another text
    ]


def test_bad_stored_vectors_fall_back_to_the_model(embedder: Any) -> None:
    valid = stored(SAUDI, embedder)
    for bad in forged(valid, stored(FOR_WOMEN, embedder)):
        counting = Counting(embedder)
        check = TokenAlignmentCheck(counting, cache_size=0)
        verdict = check(Candidate(normalize(FOR_WOMEN), normalize(SAUDI), 0.95, bad))
        assert verdict is not None and verdict.check == "alignment"
        assert normalize(SAUDI) in counting.token_texts


@pytest.mark.parametrize("raw", [None, "x", {"v": 2}, {"v": 1, "model": "m", "dim": "384",
                                                       "words": [], "q": ""},
                                 {"v": 1, "model": "m", "dim": 4, "words": [1], "q": ""}])
def test_malformed_records_are_ignored(raw: Any) -> None:
    assert PackedWords.from_json(raw) is None


def test_no_vectors_are_kept_when_the_verifier_does_not_align_tokens(embedder: Any) -> None:
    cache = Cache(embedder=embedder, verifier=VerificationChain(critical_checks()))
    cache.update(TIRE, "m", "tire answer")
    hit = cache.lookup(TIRE, "m")
    assert hit is not None and "words" not in hit.entry.meta


class Broken(Counting):
    """Token embeddings that do not fit their word pieces (a faulty custom embedder)."""

    def embed_tokens(self, text: str) -> tuple[list[str], np.ndarray]:
        pieces, vectors = self.inner.embed_tokens(text)
        return [*pieces, "extra"], vectors


def test_a_faulty_token_embedder_never_fails_an_update(embedder: Any) -> None:
    cache = Cache(embedder=Broken(embedder))
    entry = cache.update(TIRE, "m", "tire answer")
    assert entry is not None and "words" not in entry.meta
    hit = cache.lookup(TIRE, "m")
    assert hit is not None and hit.value == "tire answer"
    assert cache.stats().get("error.embedder", 0) >= 1
