"""ChromaIndex against real Chroma, embedded (in memory and ``PersistentClient``).

The behavioural tests live in :class:`ChromaContract` (the shared vector index contract plus
Chroma's own); ``test_chroma_server.py`` runs the same class against a Chroma server through
``HttpClient`` by providing other fixtures.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from vector_contract import DIM, VectorIndexContract, fill, new_collection_name, unit_vectors

from genaicache.errors import ConfigError
from genaicache.vectors.chroma_index import ChromaIndex, make_client

Factory = Callable[..., ChromaIndex]


def opener(**kwargs: Any) -> Iterator[Factory]:
    """A factory of ChromaIndex on one storage; every index it made is cleared and closed."""
    made: list[ChromaIndex] = []

    def make(collection: str, dim: int = DIM) -> ChromaIndex:
        del dim  # Chroma takes the dimension from the first vector
        index = ChromaIndex(collection=collection, **kwargs)
        made.append(index)
        return index

    yield make
    for index in made:
        if not index.closed:
            index.clear()
            index.close()


@pytest.fixture
def collection() -> str:
    return new_collection_name()


class ChromaContract(VectorIndexContract):
    """The vector index contract, plus what every Chroma deployment must do; subclasses
    provide ``make`` and ``reopen`` (see :mod:`vector_contract`)."""

    index_name = "chroma"

    def test_telemetry_is_off(self, make: Factory, collection: str) -> None:
        assert make(collection).client.get_settings().anonymized_telemetry is False


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
