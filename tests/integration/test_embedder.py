"""SentenceTransformerEmbedder with the real offline all-MiniLM-L6-v2 (ONNX and torch)."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from genaicache.embedders.base import Embedder, TokenEmbedder
from genaicache.embedders.onnx_runtime import Pipeline
from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
from genaicache.errors import ConfigError, InvalidInputError

pytestmark = pytest.mark.slow

TEXTS = [
    "How do I enable two-factor authentication on my account?",
    "hello",
    "",
    "Quelle est la capitale de la France ?",
    "我可以吃这个蛋糕吗？",
    "Bob sent money to Alice. " * 80,  # longer than the model's 256 tokens: truncated
]


# What the direct path must tokenize exactly like sentence-transformers.
HARD_TEXTS = [
    "  leading and trailing whitespace \t\n",
    "hi",
    "MiXeD CaSe Question About PASSWORDS?",
    "我可以吃这个蛋糕吗？",
    "Crème brûlée à la française, naïve café",
    "robot 🤖 emoji and [MASK] special-looking text",
    "Bob sent money to Alice. " * 80,  # longer than the model's 256 tokens: truncated
    "",
]
MARKER = "genaicache-export.json"


@pytest.fixture(scope="module")
def torch_embedder() -> SentenceTransformerEmbedder:
    return SentenceTransformerEmbedder(backend="torch", memo_size=0)


def copy_export(
    embedder: SentenceTransformerEmbedder, cache_dir: Path, pipeline: Any = ...
) -> Path:
    """A copy of the session embedder's ONNX export under ``cache_dir`` (exporting again takes
    20-40 s); ``pipeline`` replaces the marker's record, ``...`` leaves it out (old style)."""
    embedder.load()
    target = cache_dir / embedder.onnx_dir.parent.name / embedder.onnx_dir.name
    shutil.copytree(embedder.onnx_dir, target,
                    ignore=shutil.ignore_patterns("model_qint8*", ".*"))
    marker = json.loads((target / MARKER).read_text(encoding="utf-8"))
    marker.pop("pipeline", None)
    if pipeline is not ...:
        marker["pipeline"] = pipeline
    (target / MARKER).write_text(json.dumps(marker), encoding="utf-8")
    return target


@pytest.fixture(scope="module")
def st_onnx_embedder(
    tmp_path_factory: pytest.TempPathFactory, embedder: SentenceTransformerEmbedder
) -> SentenceTransformerEmbedder:
    """The same ONNX export run by sentence-transformers: its marker records the pipeline as
    ``null`` (not supported by the direct path)."""
    cache = tmp_path_factory.mktemp("st-onnx")
    copy_export(embedder, cache, pipeline=None)
    emb = SentenceTransformerEmbedder(cache_dir=str(cache), memo_size=0)
    assert emb.runtime == "sentence-transformers"
    return emb


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b / (np.linalg.norm(a) * np.linalg.norm(b)))


def test_output_is_unit_float32_rows(embedder: SentenceTransformerEmbedder) -> None:
    assert isinstance(embedder, Embedder) and isinstance(embedder, TokenEmbedder)
    assert embedder.name == "all-MiniLM-L6-v2"
    vectors = embedder.embed(TEXTS)
    assert vectors.shape == (len(TEXTS), 384) and embedder.dim == 384
    assert vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.embed([]).shape == (0, 384)


def test_onnx_equals_torch(
    embedder: SentenceTransformerEmbedder, torch_embedder: SentenceTransformerEmbedder
) -> None:
    onnx = embedder.embed(TEXTS)
    torch = torch_embedder.embed(TEXTS)
    assert float(np.abs(onnx - torch).max()) < 1e-5


def test_paraphrases_are_closer_than_unrelated_questions(
    embedder: SentenceTransformerEmbedder,
) -> None:
    question, paraphrase, unrelated = embedder.embed([
        "How can I reset my password?",
        "I forgot my password, how do I reset it?",
        "What is the boiling point of water?",
    ])
    assert cosine(question, paraphrase) > 0.8 > cosine(question, unrelated)


def test_the_model_loads_lazily_and_dim_needs_no_model() -> None:
    fresh = SentenceTransformerEmbedder(backend="torch")
    assert fresh.dim == 384  # read from the model's config files
    assert not fresh.loaded
    fresh.embed(["now"])
    assert fresh.loaded


def test_repeated_texts_are_served_from_the_memo() -> None:
    emb = SentenceTransformerEmbedder(memo_size=2)
    first = emb.embed(["alpha", "beta", "alpha"])
    np.testing.assert_array_equal(first[0], first[2])
    assert (emb.memo.misses, emb.memo.hits) == (2, 0)
    again = emb.embed(["alpha"])
    np.testing.assert_array_equal(again[0], first[0])
    assert emb.memo.hits == 1
    emb.embed(["gamma"])  # size 2: the least recently used ("beta") is evicted
    assert "beta" not in emb.memo and "alpha" in emb.memo and len(emb.memo) == 2
    again[0, 0] = 5.0  # callers own the returned array; the memo is unaffected
    assert emb.embed(["alpha"])[0, 0] == first[0, 0]


def test_forget_drops_the_memo_and_the_token_passes() -> None:
    emb = SentenceTransformerEmbedder(memo_size=4)
    vec = emb.embed(["alpha"])
    emb.forget()
    assert "alpha" not in emb.memo and len(emb.memo) == 0
    np.testing.assert_allclose(emb.embed(["alpha"]), vec, atol=1e-6)  # the model ran again
    assert emb.memo.misses == 2 and emb.memo.hits == 0
    pieces, _ = emb.embed_tokens("alpha")
    assert pieces == ["alpha"]


def test_bad_input_raises_typed_errors() -> None:
    emb = SentenceTransformerEmbedder(memo_size=0)
    with pytest.raises(InvalidInputError):
        emb.embed("a bare string")
    with pytest.raises(InvalidInputError):
        emb.embed(["ok", 3])  # type: ignore[list-item]
    with pytest.raises(InvalidInputError):
        emb.embed_tokens(None)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        SentenceTransformerEmbedder(backend="tensorflow")  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        SentenceTransformerEmbedder(backend="torch", quantized=True)
    with pytest.raises(ConfigError):
        SentenceTransformerEmbedder(batch_size=0)


def test_token_embeddings_are_contextual_word_pieces(
    embedder: SentenceTransformerEmbedder, torch_embedder: SentenceTransformerEmbedder
) -> None:
    tokens, vectors = embedder.embed_tokens("Bob sent money to Alice, unbelievably")
    assert tokens == ["bob", "sent", "money", "to", "alice", ",", "un", "##bel", "##ie",
                      "##va", "##bly"]
    assert vectors.shape == (len(tokens), 384) and vectors.dtype == np.float32
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    torch_tokens, torch_vectors = torch_embedder.embed_tokens(
        "Bob sent money to Alice, unbelievably")
    assert torch_tokens == tokens
    assert float(np.abs(torch_vectors - vectors).max()) < 1e-4
    river_tokens, river = embedder.embed_tokens("we sat on the river bank")
    money_tokens, money = embedder.embed_tokens("I opened an account at the bank")
    bank_by_river = river[river_tokens.index("bank")]
    bank_by_money = money[money_tokens.index("bank")]
    assert cosine(bank_by_river, bank_by_money) < 0.95  # same word piece, other context
    no_tokens, no_vectors = embedder.embed_tokens("")
    assert no_tokens == [] and no_vectors.shape == (0, 384)


async def test_aembed_does_not_block_the_event_loop(
    embedder: SentenceTransformerEmbedder,
) -> None:
    ticks = 0
    done = asyncio.Event()

    async def ticker() -> None:
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            await asyncio.sleep(0)

    task = asyncio.create_task(ticker())
    fresh_texts = [f"a text the memo has not seen {i} {id(task)}" for i in range(64)]
    vectors = await embedder.aembed(fresh_texts)
    done.set()
    await task
    assert ticks > 1  # the loop kept running while the model worked in a thread
    np.testing.assert_array_equal(vectors, embedder.embed(fresh_texts))
    assert (await embedder.aembed(fresh_texts[:1])).shape == (1, 384)


def test_threads_get_the_same_vectors_as_one_caller(embedder: SentenceTransformerEmbedder) -> None:
    texts = [f"thread safety sentence number {i}" for i in range(40)]
    expected = SentenceTransformerEmbedder(memo_size=0).embed(texts)
    results: dict[int, np.ndarray] = {}

    def work(i: int) -> None:
        results[i] = embedder.embed([texts[i]])[0]

    with ThreadPoolExecutor(max_workers=len(texts)) as pool:
        list(pool.map(work, range(len(texts))))  # re-raises the first error of any worker
    np.testing.assert_allclose(np.stack([results[i] for i in range(40)]), expected, atol=1e-5)


def test_the_onnx_export_is_cached_under_genaicache_home(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("GENAICACHE_HOME", str(tmp_path))
    emb = SentenceTransformerEmbedder()
    assert emb.onnx_dir.parent == tmp_path / "onnx" / "all-MiniLM-L6-v2"
    custom = SentenceTransformerEmbedder(cache_dir=str(tmp_path / "elsewhere"))
    assert custom.onnx_dir.is_relative_to(tmp_path / "elsewhere")


_EXPORT_SCRIPT = textwrap.dedent("""
    import sys
    import numpy as np
    from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
    vector = SentenceTransformerEmbedder(cache_dir=sys.argv[1]).embed(["same text"])[0]
    np.save(sys.argv[2], vector)
""")


def test_two_processes_exporting_at_once_both_succeed(
    tmp_path: Path, embedder: SentenceTransformerEmbedder
) -> None:
    cache = tmp_path / "cache"
    outs = [tmp_path / f"out{i}.npy" for i in range(2)]
    procs = [subprocess.Popen([sys.executable, "-c", _EXPORT_SCRIPT, str(cache), str(out)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
             for out in outs]
    for proc in procs:
        output, _ = proc.communicate(timeout=280)
        assert proc.returncode == 0, output.decode(errors="replace")[-3000:]
    exports = list((cache / "all-MiniLM-L6-v2").iterdir())
    assert [p.name.startswith(".") for p in exports] == [False]  # one export, no leftovers
    assert (exports[0] / "onnx" / "model.onnx").is_file()
    marker = json.loads((exports[0] / MARKER).read_text(encoding="utf-8"))
    assert marker["pipeline"]["dim"] == 384  # a new export records its pipeline
    expected = embedder.embed(["same text"])[0]
    for out in outs:
        np.testing.assert_allclose(np.load(out), expected, atol=1e-6)
    reuse = SentenceTransformerEmbedder(cache_dir=str(cache))
    reuse.embed(["loads the existing export"])
    assert list((cache / "all-MiniLM-L6-v2").iterdir()) == exports


def test_quantized_model_is_an_option_close_to_the_original(
    tmp_path: Path, embedder: SentenceTransformerEmbedder
) -> None:
    int8 = SentenceTransformerEmbedder(quantized=True, cache_dir=str(tmp_path))
    assert int8.name == "all-MiniLM-L6-v2+qint8"  # other vectors, so another name
    assert int8.runtime == "onnxruntime"
    texts = TEXTS[:5] + ["sort the list in ascending order", "The meeting is at 7 am"]
    sims = np.sum(int8.embed(texts) * embedder.embed(texts), axis=1)
    assert float(sims.mean()) > 0.97 and float(sims.min()) > 0.9
    assert any(p.name.startswith("model_qint8") for p in (int8.onnx_dir / "onnx").iterdir())


def test_fresh_embedders_agree_with_the_session_embedder(embedder: Any) -> None:
    again = SentenceTransformerEmbedder(memo_size=0)
    np.testing.assert_allclose(again.embed(TEXTS[:3]), embedder.embed(TEXTS[:3]), atol=1e-6)


def test_an_unwritable_cache_folder_still_gives_onnx_embeddings(
    tmp_path: Path, embedder: SentenceTransformerEmbedder, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    emb = SentenceTransformerEmbedder(cache_dir=str(blocker / "onnx"), memo_size=0)
    vectors = emb.embed(["works without a writable cache"])
    assert "exporting in memory" in caplog.text
    assert emb.runtime == "sentence-transformers"
    np.testing.assert_allclose(vectors, embedder.embed(["works without a writable cache"]),
                               atol=1e-6)


def test_the_direct_path_is_the_default_once_exported(
    embedder: SentenceTransformerEmbedder, torch_embedder: SentenceTransformerEmbedder
) -> None:
    assert embedder.runtime == "onnxruntime"
    assert torch_embedder.runtime == "sentence-transformers"
    marker = json.loads((embedder.onnx_dir / MARKER).read_text(encoding="utf-8"))
    assert Pipeline.from_json(marker["pipeline"]).dim == 384


_NO_TORCH_SCRIPT = textwrap.dedent("""
    import sys
    from genaicache.embedders.sentence_transformer import SentenceTransformerEmbedder
    emb = SentenceTransformerEmbedder(cache_dir=sys.argv[1])
    assert emb.embed(["a query"]).shape == (1, 384) and emb.runtime == "onnxruntime"
    assert emb.embed_tokens("a query")[0] == ["a", "query"]
    assert emb.embed_tokens("another one")[0] == ["another", "one"]  # not memoized
    heavy = {"torch", "sentence_transformers", "transformers", "optimum"} & set(sys.modules)
    assert not heavy, heavy
""")


def test_the_direct_path_imports_neither_torch_nor_sentence_transformers(
    embedder: SentenceTransformerEmbedder,
) -> None:
    embedder.load()  # the export (and its pipeline record) exist
    proc = subprocess.run([sys.executable, "-c", _NO_TORCH_SCRIPT, str(embedder.cache_dir)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]


def test_the_direct_path_equals_torch_on_hard_texts(
    embedder: SentenceTransformerEmbedder, torch_embedder: SentenceTransformerEmbedder
) -> None:
    fresh = SentenceTransformerEmbedder(cache_dir=str(embedder.cache_dir), memo_size=0)
    assert fresh.runtime == "onnxruntime"
    direct = fresh.embed(HARD_TEXTS)  # one padded batch
    assert float(np.abs(direct - torch_embedder.embed(HARD_TEXTS)).max()) < 1e-5
    one_by_one = np.stack([fresh.embed([text])[0] for text in HARD_TEXTS])
    assert float(np.abs(direct - one_by_one).max()) < 1e-5  # padding changes nothing


def test_the_direct_path_equals_sentence_transformers_on_the_same_export(
    embedder: SentenceTransformerEmbedder, st_onnx_embedder: SentenceTransformerEmbedder
) -> None:
    fresh = SentenceTransformerEmbedder(cache_dir=str(embedder.cache_dir), memo_size=0)
    direct = fresh.embed(HARD_TEXTS)
    assert float(np.abs(direct - st_onnx_embedder.embed(HARD_TEXTS)).max()) < 1e-5


def test_embed_tokens_matches_the_sentence_transformers_path(
    embedder: SentenceTransformerEmbedder, st_onnx_embedder: SentenceTransformerEmbedder
) -> None:
    fresh = SentenceTransformerEmbedder(cache_dir=str(embedder.cache_dir), memo_size=16)
    assert fresh.runtime == "onnxruntime"
    fresh.embed(HARD_TEXTS[:4])  # these come from the memo of one padded batch's forward pass
    for text in HARD_TEXTS:
        tokens, vectors = fresh.embed_tokens(text)
        expected_tokens, expected = st_onnx_embedder.embed_tokens(text)
        assert tokens == expected_tokens, text
        assert vectors.shape == expected.shape and vectors.dtype == np.float32
        if len(tokens):
            assert float(np.abs(vectors - expected).max()) < 1e-5, text
    assert fresh.embed_tokens("robot 🤖 emoji and [MASK] special-looking text")[0] == [
        "robot", "em", "##oj", "##i", "and", "special", "-", "looking", "text"]  # no [UNK], [MASK]
    assert len(fresh.embed_tokens(HARD_TEXTS[6])[0]) == 254  # 256 minus [CLS] and [SEP]


@pytest.fixture(scope="module")
def upgraded(
    tmp_path_factory: pytest.TempPathFactory, embedder: SentenceTransformerEmbedder
) -> tuple[Path, SentenceTransformerEmbedder]:
    """An export whose marker predates pipeline records, loaded once (which upgrades it)."""
    cache = tmp_path_factory.mktemp("old-marker")
    export = copy_export(embedder, cache)
    assert "pipeline" not in json.loads((export / MARKER).read_text(encoding="utf-8"))
    emb = SentenceTransformerEmbedder(cache_dir=str(cache), memo_size=0)
    emb.load()
    return export, emb


def test_an_old_marker_is_upgraded_and_then_takes_the_direct_path(
    upgraded: tuple[Path, SentenceTransformerEmbedder], embedder: SentenceTransformerEmbedder
) -> None:
    export, first = upgraded
    assert first.runtime == "onnxruntime"
    marker = json.loads((export / MARKER).read_text(encoding="utf-8"))
    reference = json.loads((embedder.onnx_dir / MARKER).read_text(encoding="utf-8"))
    assert marker["pipeline"] == reference["pipeline"]
    assert marker["source"] == reference["source"]  # the rest of the marker is kept
    assert [p.name for p in export.iterdir() if p.name.startswith(".")] == []  # no temp file
    again = SentenceTransformerEmbedder(cache_dir=str(export.parent.parent), memo_size=0)
    assert again.runtime == "onnxruntime"
    np.testing.assert_allclose(again.embed(TEXTS), embedder.embed(TEXTS), atol=1e-6)
    np.testing.assert_allclose(first.embed(TEXTS), embedder.embed(TEXTS), atol=1e-6)


def test_a_bad_pipeline_record_falls_back_to_sentence_transformers(
    tmp_path: Path, embedder: SentenceTransformerEmbedder, caplog: pytest.LogCaptureFixture
) -> None:
    reference = json.loads((embedder.onnx_dir / MARKER).read_text(encoding="utf-8"))
    bad = {**reference["pipeline"], "pooling": "cls"}
    copy_export(embedder, tmp_path, pipeline=bad)
    emb = SentenceTransformerEmbedder(cache_dir=str(tmp_path), memo_size=0)
    assert emb.runtime == "sentence-transformers"
    assert "cannot build the direct ONNX path" in caplog.text
    np.testing.assert_allclose(emb.embed(TEXTS[:2]), embedder.embed(TEXTS[:2]), atol=1e-6)


def test_pipeline_records_are_validated() -> None:
    good = {"max_seq_length": 256, "dim": 384, "normalize": True, "do_lower_case": False,
            "pad_id": 0, "pad_token": "[PAD]", "padding_side": "right",
            "truncation_side": "right", "special_ids": [0, 100], "pooling": "mean"}
    assert Pipeline.from_json(Pipeline.from_json(good).to_json()) == Pipeline.from_json(good)
    for change in ({"pooling": "max"}, {"dim": 0}, {"max_seq_length": "256"},
                   {"normalize": 1}, {"padding_side": "middle"}, {"special_ids": ["0"]}):
        with pytest.raises(ValueError):
            Pipeline.from_json({**good, **change})
    with pytest.raises(ValueError):
        Pipeline.from_json({k: v for k, v in good.items() if k != "pad_id"})
    with pytest.raises(ValueError):
        Pipeline.from_json(None)
