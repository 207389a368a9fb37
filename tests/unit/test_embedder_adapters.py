"""LangChain / LlamaIndex embedders adapted to genaicache's Embedder (their own fakes).

The fakes here are the *user's* embedder being adapted, not a stand-in for our model.
"""

from __future__ import annotations

import sys

import numpy as np
import pytest
from langchain_core.embeddings import DeterministicFakeEmbedding, Embeddings
from llama_index.core.embeddings import MockEmbedding

from genaicache.embedders.adapters import LangChainEmbedder, LlamaIndexEmbedder
from genaicache.embedders.base import Embedder
from genaicache.errors import ConfigError, DependencyMissingError, InvalidInputError


def test_langchain_embeddings_become_unit_float32_rows() -> None:
    fake = DeterministicFakeEmbedding(size=16)
    emb = LangChainEmbedder(fake)
    assert isinstance(emb, Embedder)
    assert emb.name == "langchain:DeterministicFakeEmbedding"
    vectors = emb.embed(["hello", "world", "hello"])
    assert vectors.shape == (3, 16) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-6)
    np.testing.assert_array_equal(vectors[0], vectors[2])
    raw = np.asarray(fake.embed_query("hello"), dtype=np.float32)
    np.testing.assert_allclose(vectors[0], raw / np.linalg.norm(raw), atol=1e-6)
    assert emb.dim == 16


def test_dimension_is_learned_lazily() -> None:
    emb = LangChainEmbedder(DeterministicFakeEmbedding(size=7), name="mine")
    assert emb.name == "mine"
    assert emb.dim == 7  # embeds a probe text when nothing was embedded yet
    assert emb.embed([]).shape == (0, 7)


def test_query_and_document_modes() -> None:
    fake = DeterministicFakeEmbedding(size=8)
    by_query = LangChainEmbedder(fake).embed(["a", "b"])
    by_document = LangChainEmbedder(fake, mode="document").embed(["a", "b"])
    np.testing.assert_allclose(by_query, by_document, atol=1e-6)  # this fake treats both alike
    with pytest.raises(ConfigError):
        LangChainEmbedder(fake, mode="passage")  # type: ignore[arg-type]


def test_repeats_come_from_the_memo() -> None:
    emb = LangChainEmbedder(DeterministicFakeEmbedding(size=8), memo_size=10)
    emb.embed(["a", "b", "a"])
    emb.embed(["b"])
    assert (emb.memo.misses, emb.memo.hits) == (2, 1)


async def test_async_embedding_matches_sync() -> None:
    for mode in ("query", "document"):
        emb = LangChainEmbedder(DeterministicFakeEmbedding(size=8), mode=mode)
        async_vectors = await emb.aembed(["x", "y", "x"])
        np.testing.assert_array_equal(async_vectors, emb.embed(["x", "y", "x"]))
    llama = LlamaIndexEmbedder(MockEmbedding(embed_dim=4))
    assert (await llama.aembed(["p", "q"])).shape == (2, 4)


def test_llamaindex_embed_model_becomes_unit_rows() -> None:
    emb = LlamaIndexEmbedder(MockEmbedding(embed_dim=8))
    assert isinstance(emb, Embedder)
    assert emb.name == "llamaindex:MockEmbedding"
    vectors = emb.embed(["a", "b"])
    assert vectors.shape == (2, 8) and vectors.dtype == np.float32
    np.testing.assert_allclose(vectors, np.full((2, 8), 1 / np.sqrt(8)), atol=1e-6)
    document = LlamaIndexEmbedder(MockEmbedding(embed_dim=8), mode="document")
    np.testing.assert_allclose(document.embed(["a"]), vectors[:1], atol=1e-6)


def test_objects_that_are_not_embedders_are_refused() -> None:
    with pytest.raises(ConfigError):
        LangChainEmbedder(MockEmbedding(embed_dim=4))
    with pytest.raises(ConfigError):
        LlamaIndexEmbedder(DeterministicFakeEmbedding(size=4))


def test_bad_texts_raise_invalid_input() -> None:
    emb = LangChainEmbedder(DeterministicFakeEmbedding(size=4))
    with pytest.raises(InvalidInputError):
        emb.embed("one string")
    with pytest.raises(InvalidInputError):
        emb.embed([b"bytes"])  # type: ignore[list-item]


class _ShiftingEmbeddings(Embeddings):
    """A user embedder whose dimension changes between calls (a misconfigured deployment)."""

    def __init__(self) -> None:
        self.size = 3

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self.embed_query(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        self.size += 1
        return [1.0] * self.size


def test_a_changing_dimension_is_refused() -> None:
    emb = LangChainEmbedder(_ShiftingEmbeddings(), memo_size=0)
    emb.embed(["first"])
    with pytest.raises(InvalidInputError, match="dimension"):
        emb.embed(["second"])


def test_missing_framework_raises_dependency_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "langchain_core.embeddings", None)
    with pytest.raises(DependencyMissingError, match=r"genaicache\[langchain\]"):
        LangChainEmbedder(object())
    monkeypatch.setitem(sys.modules, "llama_index.core.base.embeddings.base", None)
    with pytest.raises(DependencyMissingError, match=r"genaicache\[llamaindex\]"):
        LlamaIndexEmbedder(object())


def test_a_framework_embedding_is_accepted_directly_as_the_cache_embedder() -> None:
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from llama_index.core.embeddings import MockEmbedding

    from genaicache import Cache
    from genaicache.errors import ConfigError

    for model in (DeterministicFakeEmbedding(size=16), MockEmbedding(embed_dim=16)):
        cache = Cache(embedder=model)
        cache.update("How do I reset my password?", "m", "v")
        hit = cache.lookup("How do I reset my password?", "m")
        assert hit is not None and hit.kind == "exact"
    with pytest.raises(ConfigError, match="embedder"):
        Cache(embedder=object())
