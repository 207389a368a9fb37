"""ChromaIndex against real Chroma, embedded (in memory and ``PersistentClient``).

The behavioural tests live in :class:`ChromaContract`; ``test_chroma_server.py`` runs the same
class against a Chroma server through ``HttpClient`` by providing other fixtures.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from genaicache.errors import ConfigError, InvalidInputError
from genaicache.vectors.base import VectorIndex
from genaicache.vectors.chroma_index import ChromaIndex, make_client

DIM = 32
Factory = Callable[[str], ChromaIndex]


def unit_vectors(n: int, seed: int, dim: int = DIM) -> np.ndarray:
    rng = np.random.default_rng(seed)
    matrix = rng.standard_normal((n, dim)).astype(np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def fill(index: ChromaIndex, vectors: np.ndarray, partition: str = "p") -> list[str]:
    ids = [f"item-{i}" for i in range(len(vectors))]
    for item_id, vector in zip(ids, vectors, strict=True):
        index.add(item_id, vector, partition, text=f"text of {item_id}")
    return ids


def opener(**kwargs: Any) -> Iterator[Factory]:
    """A factory of ChromaIndex on one storage; every index it made is cleared and closed."""
    made: list[ChromaIndex] = []

    def make(collection: str) -> ChromaIndex:
        index = ChromaIndex(collection=collection, **kwargs)
        made.append(index)
        return index

    yield make
    for index in made:
        if not index.closed:
            index.clear()
            index.close()


def new_collection_name() -> str:
    return f"test-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def collection() -> str:
    return new_collection_name()


class ChromaContract:
    """What every ChromaIndex deployment must do; subclasses provide ``make`` and ``reopen``.

    ``make(collection)`` opens an index; ``reopen(collection)`` opens the same storage again
    from scratch (a new client), to show that writes survive.
    """

    @pytest.fixture
    def collection(self) -> str:
        return new_collection_name()

    def test_implements_the_protocol(self, make: Factory, collection: str) -> None:
        index = make(collection)
        assert isinstance(index, VectorIndex)
        assert index.name == "chroma"
        assert index.client.get_settings().anonymized_telemetry is False

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
        index.add("a", a, "p", "t")
        found = index.search(b, "p", k=1)[0]
        assert found.similarity == pytest.approx(float(a @ b), abs=1e-4)
        assert index.search(a * 3.0, "p", k=1)[0].similarity == pytest.approx(1.0, abs=1e-4)

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
        index.remove([ids[0], ids[0], "never-added"])
        index.remove([])
        assert len(index) == 11
        assert ids[0] not in [m.item_id for m in index.search(vectors[0], "p", k=12)]
        with pytest.raises(InvalidInputError):
            index.remove("item-1")
        index.clear()
        assert len(index) == 0
        assert index.search(vectors[1], "p", k=3) == []
        index.add("again", vectors[1], "p", "t")  # usable after clear
        assert index.search(vectors[1], "p", k=1)[0].item_id == "again"

    def test_re_adding_replaces(self, make: Factory, collection: str) -> None:
        index = make(collection)
        old, new, other = unit_vectors(3, seed=9)
        index.add("x", old, "p", "old text")
        index.add("y", other, "p", "other")
        index.add("x", new, "p", "new text")
        assert len(index) == 2
        best = index.search(new, "p", k=1)[0]
        assert (best.item_id, best.text) == ("x", "new text")
        assert all(m.similarity < 0.99 for m in index.search(old, "p", k=2))
        index.add("x", new, "q", "moved")
        assert [m.item_id for m in index.search(new, "p", k=2)] == ["y"]

    def test_real_embeddings_find_the_paraphrase(
        self, make: Factory, collection: str, embedder: Any
    ) -> None:
        index = make(collection)
        texts = ["How do I reset my password?", "What is the capital of France?",
                 "How many legs does a spider have?"]
        for text, vector in zip(texts, embedder.embed(texts), strict=True):
            index.add(text, vector, "gpt|tenant", text)
        query = embedder.embed(["I forgot my password, how can I reset it?"])[0]
        assert index.search(query, "gpt|tenant", k=1)[0].item_id == texts[0]

    def test_bad_input_raises_a_typed_error(self, make: Factory, collection: str) -> None:
        index = make(collection)
        index.add("a", unit_vectors(1, seed=10)[0], "p", "t")
        for bad in (np.zeros(DIM), np.ones((1, DIM)), np.ones(DIM + 1), "nope"):
            with pytest.raises(InvalidInputError):
                index.search(bad, "p")  # type: ignore[arg-type]
        with pytest.raises(InvalidInputError):
            index.search(unit_vectors(1, seed=11)[0], "p", k=0)
        with pytest.raises(InvalidInputError):
            index.add("", unit_vectors(1, seed=12)[0], "p", "t")

    def test_writes_survive_a_new_client(
        self, reopen: Factory, collection: str
    ) -> None:
        vectors = unit_vectors(5, seed=13)
        first = reopen(collection)
        ids = fill(first, vectors)
        first.save()
        first.close()
        second = reopen(collection)
        assert len(second) == 5
        assert second.search(vectors[2], "p", k=1)[0].item_id == ids[2]


class TestChromaEmbedded(ChromaContract):
    @pytest.fixture(params=["memory", "persistent"])
    def make(self, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Factory]:
        kwargs = {"path": str(tmp_path / "chroma")} if request.param == "persistent" else {}
        yield from opener(**kwargs)

    @pytest.fixture
    def reopen(self, tmp_path: Path) -> Iterator[Factory]:
        yield from opener(path=str(tmp_path / "chroma"))


def test_corrupt_database_falls_back_to_memory_and_keeps_the_file(
    tmp_path: Path, collection: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "chroma"
    index = ChromaIndex(path=str(path), collection=collection)
    fill(index, unit_vectors(3, seed=14))
    index.close()
    database = path / "chroma.sqlite3"
    database.write_bytes(b"this is not a database" * 100)
    with caplog.at_level(logging.WARNING, logger="genaicache.vectors.chroma_index"):
        broken = ChromaIndex(path=str(path), collection=collection)
    try:
        assert broken.fallback_reason is not None
        assert "in-memory" in caplog.text
        assert len(broken) == 0
        broken.add("new", unit_vectors(1, seed=15)[0], "p", "t")  # still a working index
        assert len(broken) == 1
        assert database.read_bytes() == b"this is not a database" * 100  # never deleted
    finally:
        broken.clear()
        broken.close()


def test_an_existing_collection_with_another_distance_is_refused(collection: str) -> None:
    client = make_client(None, None, 8000)
    client.get_or_create_collection(collection, embedding_function=None)  # l2 by default
    try:
        with pytest.raises(ConfigError, match="cosine"):
            ChromaIndex(client=client, collection=collection)
    finally:
        client.delete_collection(collection)


@pytest.mark.parametrize(
    "kwargs",
    [{"collection": "x"}, {"collection": "bad name!"}, {"path": "a", "host": "b"}],
    ids=["short", "characters", "path-and-host"],
)
def test_bad_configuration_raises_config_error(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ConfigError):
        ChromaIndex(**kwargs)
