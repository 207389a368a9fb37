"""The behaviour every :class:`~genaicache.vectors.base.VectorIndex` must have, as one test class.

``VectorIndexContract`` runs against FAISS (flat and HNSW), embedded Chroma (in memory and on
disk) and a Chroma server; a subclass provides the fixtures ``make(collection)`` (a new index)
and ``reopen(collection)`` (the same storage opened again from scratch, to show that saved
writes survive) and sets ``index_name``.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from genaicache.errors import InvalidInputError
from genaicache.vectors.base import VectorIndex

DIM = 32
Factory = Callable[..., Any]  # (collection, dim=DIM) -> a VectorIndex


def unit_vectors(n: int, seed: int, dim: int = DIM) -> np.ndarray:
    rng = np.random.default_rng(seed)
    matrix = rng.standard_normal((n, dim)).astype(np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def fill(index: Any, vectors: np.ndarray, partition: str = "p") -> list[str]:
    ids = [f"item-{i}" for i in range(len(vectors))]
    for item_id, vector in zip(ids, vectors, strict=True):
        index.add(item_id, vector, partition, text=f"text of {item_id}")
    return ids


def new_collection_name() -> str:
    return f"test-{uuid.uuid4().hex[:12]}"


class VectorIndexContract:
    """Search, partitions, replacement, removal, bad input and persistence."""

    index_name = ""

    @pytest.fixture
    def collection(self) -> str:
        return new_collection_name()

    def test_implements_the_protocol(self, make: Factory, collection: str) -> None:
        index = make(collection)
        assert isinstance(index, VectorIndex)
        assert index.name == self.index_name

    def test_nearest_is_the_right_item(self, make: Factory, collection: str) -> None:
        index = make(collection)
        vectors = unit_vectors(60, seed=1)
        ids = fill(index, vectors)
        for i in range(0, 60, 9):
            matches = index.search(vectors[i] + 0.02 * vectors[(i + 1) % 60], "p", k=4)
            assert matches[0].item_id == ids[i]
            assert matches[0].text == f"text of {ids[i]}"
            assert matches[0].similarity > 0.95
            sims = [m.similarity for m in matches]
            assert sims == sorted(sims, reverse=True) and len(sims) == 4

    def test_similarity_is_cosine(self, make: Factory, collection: str) -> None:
        index = make(collection)
        a, b = unit_vectors(2, seed=2)
        index.add("a", a * 7.0, "p", "t")  # not a unit vector: compared by direction
        found = index.search(b, "p", k=1)[0]
        assert found.similarity == pytest.approx(float(a @ b), abs=1e-4)
        assert index.search(a * 0.1, "p", k=1)[0].similarity == pytest.approx(1.0, abs=1e-4)

    def test_partitions_are_isolated(self, make: Factory, collection: str) -> None:
        index = make(collection)
        vector = unit_vectors(1, seed=3)[0]
        index.add("a", vector, "model-a|tenant-1", "A")
        index.add("b", vector, "model-a|tenant-2", "B")
        fill(index, unit_vectors(10, seed=4), partition="model-a|tenant-2")
        assert [m.item_id for m in index.search(vector, "model-a|tenant-1", k=5)] == ["a"]
        assert "a" not in [m.item_id for m in index.search(vector, "model-a|tenant-2", k=20)]
        assert index.search(vector, "never-used", k=3) == []

    def test_fewer_items_than_k(self, make: Factory, collection: str) -> None:
        index = make(collection)
        assert index.search(unit_vectors(1, seed=5)[0], "p", k=10) == []
        fill(index, unit_vectors(2, seed=6))
        assert len(index.search(unit_vectors(1, seed=7)[0], "p", k=10)) == 2

    def test_remove_and_clear(self, make: Factory, collection: str) -> None:
        index = make(collection)
        vectors = unit_vectors(12, seed=8)
        ids = fill(index, vectors)
        index.remove([ids[0], ids[0], ids[1], "never-added"])
        index.remove([])
        assert len(index) == 10
        found = [m.item_id for m in index.search(vectors[0], "p", k=12)]
        assert ids[0] not in found and ids[1] not in found and len(found) == 10
        with pytest.raises(InvalidInputError):
            index.remove("item-2")  # a str is not a list of ids
        index.clear()
        assert len(index) == 0
        assert index.search(vectors[2], "p", k=3) == []
        index.add("again", vectors[2], "p", "t")  # usable after clear
        assert index.search(vectors[2], "p", k=1)[0].item_id == "again"

    def test_re_adding_replaces(self, make: Factory, collection: str) -> None:
        index = make(collection)
        old, new, other = unit_vectors(3, seed=9)
        index.add("x", old, "p", "old text")
        index.add("y", other, "p", "other")
        index.add("x", new, "p", "new text")
        assert len(index) == 2
        best = index.search(new, "p", k=1)[0]
        assert (best.item_id, best.text) == ("x", "new text")
        assert best.similarity == pytest.approx(1.0, abs=1e-4)
        assert all(m.similarity < 0.99 for m in index.search(old, "p", k=2))
        index.add("x", new, "q", "moved")  # re-adding into another partition moves it
        assert [m.item_id for m in index.search(new, "p", k=2)] == ["y"]
        assert [m.text for m in index.search(new, "q", k=2)] == ["moved"]

    def test_real_embeddings_find_the_paraphrase(
        self, make: Factory, collection: str, embedder: Any
    ) -> None:
        index = make(collection, dim=embedder.dim)
        texts = ["How do I reset my password?", "What is the capital of France?",
                 "Best way to learn the guitar as an adult", "How many legs does a spider have?"]
        for text, vector in zip(texts, embedder.embed(texts), strict=True):
            index.add(text, vector, "gpt|tenant", text)
        query = embedder.embed(["I forgot my password, how can I reset it?"])[0]
        assert [m.item_id for m in index.search(query, "gpt|tenant", k=1)] == [texts[0]]

    @pytest.mark.parametrize(
        "vector",
        [np.zeros(DIM, np.float32), np.ones((1, DIM), np.float32), np.ones(DIM + 1, np.float32),
         np.full(DIM, np.nan, np.float32), "not a vector"],
        ids=["zero", "2-d", "wrong-dim", "nan", "str"],
    )
    def test_bad_vectors_raise_a_typed_error(
        self, make: Factory, collection: str, vector: Any
    ) -> None:
        index = make(collection)
        index.add("a", unit_vectors(1, seed=10)[0], "p", "t")
        with pytest.raises(InvalidInputError):
            index.add("b", vector, "p", "t")
        with pytest.raises(InvalidInputError):
            index.search(vector, "p")
        assert len(index) == 1

    def test_bad_arguments_raise_a_typed_error(self, make: Factory, collection: str) -> None:
        index = make(collection)
        vector = unit_vectors(1, seed=11)[0]
        with pytest.raises(InvalidInputError):
            index.search(vector, "p", k=0)
        with pytest.raises(InvalidInputError):
            index.add("", vector, "p", "t")
        with pytest.raises(InvalidInputError):
            index.add("a", vector, 3, "t")

    def test_writes_survive_a_new_client(self, reopen: Factory, collection: str) -> None:
        vectors = unit_vectors(5, seed=13)
        first = reopen(collection)
        ids = fill(first, vectors)
        first.remove([ids[4]])
        first.save()
        first.close()
        second = reopen(collection)
        assert len(second) == 4
        assert second.search(vectors[2], "p", k=1)[0].item_id == ids[2]
        assert ids[4] not in [m.item_id for m in second.search(vectors[4], "p", k=5)]
