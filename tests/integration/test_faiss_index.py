"""FaissIndex against real FAISS: exact and HNSW, partitions, removal, persistence."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from genaicache.errors import ConfigError, InvalidInputError
from genaicache.vectors.base import VectorIndex
from genaicache.vectors.faiss_index import FILE_NAME, FaissIndex

DIM = 32


def unit_vectors(n: int, seed: int, dim: int = DIM) -> np.ndarray:
    rng = np.random.default_rng(seed)
    matrix = rng.standard_normal((n, dim)).astype(np.float32)
    return matrix / np.linalg.norm(matrix, axis=1, keepdims=True)


def nudge(vector: np.ndarray, seed: int, scale: float = 0.05) -> np.ndarray:
    noisy = vector + scale * unit_vectors(1, seed, vector.shape[0])[0]
    return (noisy / np.linalg.norm(noisy)).astype(np.float32)


@pytest.fixture(params=[False, True], ids=["flat", "hnsw"])
def hnsw(request: pytest.FixtureRequest) -> bool:
    return bool(request.param)


def fill(index: FaissIndex, vectors: np.ndarray, partition: str = "p") -> list[str]:
    ids = [f"item-{i}" for i in range(len(vectors))]
    for item_id, vector in zip(ids, vectors, strict=True):
        index.add(item_id, vector, partition, text=f"text of {item_id}")
    return ids


def test_implements_the_protocol() -> None:
    index = FaissIndex(DIM)
    assert isinstance(index, VectorIndex)
    assert index.name == "faiss"


def test_nearest_is_the_right_item(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    vectors = unit_vectors(200, seed=1)
    ids = fill(index, vectors)
    for i in range(0, 200, 7):
        matches = index.search(nudge(vectors[i], seed=i), "p", k=5)
        assert matches[0].item_id == ids[i]
        assert matches[0].text == f"text of {ids[i]}"
        assert matches[0].similarity > 0.9
        assert len(matches) == 5
        sims = [m.similarity for m in matches]
        assert sims == sorted(sims, reverse=True)


def test_real_embeddings_find_the_paraphrase(embedder: Any, hnsw: bool) -> None:
    texts = ["How do I reset my password?", "What is the capital of France?",
             "Best way to learn the guitar as an adult", "How many legs does a spider have?"]
    index = FaissIndex(embedder.dim, hnsw=hnsw)
    for text, vector in zip(texts, embedder.embed(texts), strict=True):
        index.add(text, vector, "gpt|tenant", text)
    query = embedder.embed(["I forgot my password, how can I reset it?"])[0]
    best = index.search(query, "gpt|tenant", k=1)
    assert [m.item_id for m in best] == ["How do I reset my password?"]


def test_partitions_are_isolated(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    vector = unit_vectors(1, seed=2)[0]
    index.add("a", vector, "model-a|tenant-1", "A")
    index.add("b", vector, "model-a|tenant-2", "B")
    fill(index, unit_vectors(20, seed=3), partition="model-a|tenant-2")
    found = index.search(vector, "model-a|tenant-1", k=10)
    assert [m.item_id for m in found] == ["a"]
    assert all(m.item_id != "a" for m in index.search(vector, "model-a|tenant-2", k=30))
    assert index.search(vector, "never-used", k=3) == []


def test_fewer_items_than_k(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    fill(index, unit_vectors(2, seed=4))
    assert len(index.search(unit_vectors(1, seed=5)[0], "p", k=10)) == 2


def test_remove(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    vectors = unit_vectors(30, seed=6)
    ids = fill(index, vectors)
    index.remove([ids[0], ids[1], "never-added"])
    assert len(index) == 28
    found = [m.item_id for m in index.search(vectors[0], "p", k=30)]
    assert ids[0] not in found and ids[1] not in found
    assert len(found) == 28
    with pytest.raises(InvalidInputError):
        index.remove("item-2")  # a str is not a list of ids


def test_re_adding_replaces(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    old, new, other = unit_vectors(3, seed=7)
    index.add("x", old, "p", "old text")
    index.add("y", other, "p", "other")
    index.add("x", new, "p", "new text")
    assert len(index) == 2
    best = index.search(new, "p", k=1)[0]
    assert (best.item_id, best.text) == ("x", "new text")
    assert best.similarity == pytest.approx(1.0, abs=1e-5)
    assert all(m.similarity < 0.99 for m in index.search(old, "p", k=2))
    index.add("x", new, "q", "moved")  # re-adding into another partition moves it
    assert [m.item_id for m in index.search(new, "p", k=2)] == ["y"]
    assert [m.text for m in index.search(new, "q", k=2)] == ["moved"]


def test_save_and_load_round_trip(tmp_path: Path, hnsw: bool) -> None:
    vectors = unit_vectors(50, seed=8)
    index = FaissIndex(DIM, path=tmp_path / "vectors", hnsw=hnsw)
    ids = fill(index, vectors[:40])
    fill_other = {"z": vectors[40]}
    index.add("z", fill_other["z"], "other", "zed")
    index.remove([ids[3]])
    before = [index.search(v, "p", k=3) for v in vectors[:10]]
    index.save()
    assert (tmp_path / "vectors" / FILE_NAME).is_file()

    loaded = FaissIndex(DIM, path=tmp_path / "vectors", hnsw=hnsw)
    assert len(loaded) == 40
    assert [loaded.search(v, "p", k=3) for v in vectors[:10]] == before
    assert [m.text for m in loaded.search(vectors[40], "other", k=1)] == ["zed"]
    loaded.add(ids[3], vectors[3], "p", "back")  # ids stay removable/replaceable after loading
    loaded.remove([ids[4]])
    assert loaded.search(vectors[3], "p", k=1)[0].text == "back"
    assert ids[4] not in [m.item_id for m in loaded.search(vectors[4], "p", k=5)]


def test_close_saves_and_memory_index_save_is_a_no_op(tmp_path: Path) -> None:
    index = FaissIndex(DIM, path=tmp_path)
    fill(index, unit_vectors(3, seed=9))
    index.close()
    assert len(FaissIndex(DIM, path=tmp_path)) == 3
    FaissIndex(DIM).save()  # no path: nothing to write, no error


def test_loading_converts_between_flat_and_hnsw(tmp_path: Path) -> None:
    vectors = unit_vectors(30, seed=10)
    flat = FaissIndex(DIM, path=tmp_path)
    ids = fill(flat, vectors)
    flat.save()
    as_hnsw = FaissIndex(DIM, path=tmp_path, hnsw=True)
    assert len(as_hnsw) == 30
    assert as_hnsw.search(vectors[5], "p", k=1)[0].item_id == ids[5]
    as_hnsw.remove([ids[5]])
    assert as_hnsw.search(vectors[5], "p", k=1)[0].item_id != ids[5]


def test_hnsw_tombstones_and_rebuilds_keep_results_exact(tmp_path: Path) -> None:
    index = FaissIndex(DIM, path=tmp_path, hnsw=True, hnsw_m=16)
    vectors = unit_vectors(120, seed=11)
    ids = fill(index, vectors)
    live = dict(zip(ids, vectors, strict=True))
    rng = np.random.default_rng(12)
    for round_ in range(6):  # removals and replacements well past the 20% rebuild threshold
        for i in rng.choice(len(ids), size=12, replace=False):
            item_id = ids[int(i)]
            if round_ % 2 and item_id in live:
                index.remove([item_id])
                del live[item_id]
            else:
                live[item_id] = unit_vectors(1, seed=1000 * round_ + int(i))[0]
                index.add(item_id, live[item_id], "p", f"v{round_}")
        assert len(index) == len(live)
        _assert_matches_brute_force(index, live, queries=unit_vectors(15, seed=round_ + 50))
    index.save()
    _assert_matches_brute_force(FaissIndex(DIM, path=tmp_path, hnsw=True), live,
                                queries=unit_vectors(15, seed=99))


def _assert_matches_brute_force(index: FaissIndex, live: dict[str, np.ndarray],
                                queries: np.ndarray) -> None:
    names = list(live)
    matrix = np.stack([live[n] for n in names])
    for query in queries:
        found = index.search(query, "p", k=5)
        assert len(found) == min(5, len(names))
        assert all(m.item_id in live for m in found)
        assert found[0].item_id == names[int(np.argmax(matrix @ query))]


@pytest.mark.parametrize("damage", ["garbage", "truncated", "empty"])
def test_corrupt_file_starts_empty_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: str
) -> None:
    index = FaissIndex(DIM, path=tmp_path)
    fill(index, unit_vectors(10, seed=13))
    index.save()
    file = tmp_path / FILE_NAME
    data = file.read_bytes()
    corrupt = {"garbage": b"not a faiss index" * 10, "truncated": data[: len(data) - 50],
               "empty": b""}[damage]
    file.write_bytes(corrupt)
    with caplog.at_level(logging.WARNING, logger="genaicache.vectors.faiss_index"):
        reopened = FaissIndex(DIM, path=tmp_path)
    assert len(reopened) == 0
    assert any("starting empty" in r.getMessage() for r in caplog.records)
    assert (tmp_path / (FILE_NAME + ".corrupt")).read_bytes() == corrupt  # kept for inspection
    fill(reopened, unit_vectors(2, seed=14))  # and it is a working index
    reopened.save()
    assert len(FaissIndex(DIM, path=tmp_path)) == 2


def test_saved_index_of_another_dimension_starts_empty(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    index = FaissIndex(DIM, path=tmp_path)
    fill(index, unit_vectors(3, seed=15))
    index.save()
    with caplog.at_level(logging.WARNING):
        assert len(FaissIndex(DIM * 2, path=tmp_path)) == 0
    assert "starting empty" in caplog.text


@pytest.mark.parametrize(
    "vector",
    [np.zeros(DIM, np.float32), np.ones((1, DIM), np.float32), np.ones(DIM + 1, np.float32),
     np.full(DIM, np.nan, np.float32), "not a vector"],
    ids=["zero", "2-d", "wrong-dim", "nan", "str"],
)
def test_bad_vectors_raise_a_typed_error(vector: Any) -> None:
    index = FaissIndex(DIM)
    with pytest.raises(InvalidInputError):
        index.add("a", vector, "p", "t")
    with pytest.raises(InvalidInputError):
        index.search(vector, "p")


def test_bad_arguments_raise_typed_errors() -> None:
    index = FaissIndex(DIM)
    vector = unit_vectors(1, seed=16)[0]
    with pytest.raises(InvalidInputError):
        index.search(vector, "p", k=0)
    with pytest.raises(InvalidInputError):
        index.add("a", vector, 3, "t")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        FaissIndex(0)
    with pytest.raises(ConfigError):
        FaissIndex(DIM, hnsw=True, hnsw_m=1)


def test_unnormalized_vectors_are_compared_by_cosine() -> None:
    index = FaissIndex(DIM)
    vector = unit_vectors(1, seed=17)[0]
    index.add("a", vector * 7.0, "p", "t")
    assert index.search(vector * 0.1, "p")[0].similarity == pytest.approx(1.0, abs=1e-5)


def test_concurrent_writers_and_readers(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    vectors = unit_vectors(400, seed=18)
    errors: list[BaseException] = []

    def work(start: int) -> None:
        try:
            for i in range(start, 400, 4):
                index.add(f"id-{i}", vectors[i], f"p{i % 3}", "t")
                index.search(vectors[i], f"p{i % 3}", k=3)
                if i % 5 == 0:
                    index.remove([f"id-{i}"])
        except BaseException as exc:  # collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(s,)) for s in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(index) == 400 - 80
    assert index.search(vectors[1], "p1", k=1)[0].item_id == "id-1"
