"""FaissIndex against real FAISS, exact and HNSW: the shared vector index contract, then what is
FAISS's own (its saved file, HNSW tombstones and rebuilds, conversions, threads)."""

from __future__ import annotations

import logging
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
from vector_contract import DIM, Factory, VectorIndexContract, fill, unit_vectors

from genaicache.errors import ConfigError
from genaicache.vectors.faiss_index import FILE_NAME, FaissIndex


@pytest.fixture(params=[False, True], ids=["flat", "hnsw"])
def hnsw(request: pytest.FixtureRequest) -> bool:
    return bool(request.param)


class TestFaissContract(VectorIndexContract):
    """The shared vector index contract, for the exact and the HNSW index."""

    index_name = "faiss"

    @pytest.fixture
    def make(self, hnsw: bool) -> Factory:
        return lambda collection, dim=DIM: FaissIndex(dim, hnsw=hnsw)

    @pytest.fixture
    def reopen(self, hnsw: bool, tmp_path: Path) -> Factory:
        return lambda collection, dim=DIM: FaissIndex(dim, path=tmp_path / collection, hnsw=hnsw)


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


def test_bad_configuration_raises_config_error() -> None:
    with pytest.raises(ConfigError):
        FaissIndex(0)
    with pytest.raises(ConfigError):
        FaissIndex(DIM, hnsw=True, hnsw_m=1)


def test_concurrent_writers_and_readers(hnsw: bool) -> None:
    index = FaissIndex(DIM, hnsw=hnsw)
    vectors = unit_vectors(400, seed=18)

    def work(start: int) -> None:
        for i in range(start, 400, 4):
            index.add(f"id-{i}", vectors[i], f"p{i % 3}", "t")
            index.search(vectors[i], f"p{i % 3}", k=3)
            if i % 5 == 0:
                index.remove([f"id-{i}"])

    with ThreadPoolExecutor(max_workers=4) as pool:
        list(pool.map(work, range(4)))  # re-raises the first error of any worker
    assert len(index) == 400 - 80
    assert index.search(vectors[1], "p1", k=1)[0].item_id == "id-1"
