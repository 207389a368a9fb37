"""The direct path: an exported sentence-transformers model run with tokenizers + ONNX Runtime.

Why: for the plain Transformer -> mean Pooling -> (Normalize) pipeline, sentence-transformers'
inference (transformers' tokenizer wrapper, optimum's ORT wrapper, torch tensors for pooling)
adds ~0.6-1 ms to each query and its torch import costs seconds and hundreds of MB at start-up.
The same numbers come from the Rust tokenizer, one ``InferenceSession.run`` and a few numpy
operations, which is all this module needs.

It replicates sentence-transformers 5.x (``Transformer.preprocess`` and ``Pooling``): each text
goes to the tokenizer unchanged (5.x no longer strips whitespace), ``do_lower_case`` prepends a
``Lowercase`` normalizer unless the tokenizer already has one, truncation is ``longest_first`` to
``max_seq_length``, padding goes to the longest text of the batch with the tokenizer's pad
token, and pooling is ``sum(h * mask) / clamp(sum(mask), 1e-9)``, then L2 normalization.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

FloatArray = npt.NDArray[np.float32]
TokenData = tuple[list[int], list[int], FloatArray]
"""One text's forward pass: token ids, attention mask and the (tokens, dim) hidden states."""

Side = Literal["left", "right"]
_SIDES = ("left", "right")
_OUTPUT_NAMES = ("last_hidden_state", "token_embeddings")
_KNOWN_INPUTS = {"input_ids", "attention_mask", "token_type_ids"}


@dataclass(frozen=True)
class Pipeline:
    """What the direct path must replicate of a sentence-transformers model.

    Recorded as JSON in the export's marker file when the model is exported (or upgraded), so
    loading needs neither sentence-transformers nor torch.
    """

    max_seq_length: int
    dim: int
    normalize: bool
    do_lower_case: bool
    pad_id: int
    pad_token: str
    padding_side: Side
    truncation_side: Side
    special_ids: tuple[int, ...]  # transformers' ``all_special_ids``: dropped by embed_tokens
    pooling: Literal["mean"] = "mean"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (``special_ids`` as a list)."""
        data = asdict(self)
        data["special_ids"] = list(self.special_ids)
        return data

    @classmethod
    def from_json(cls, data: object) -> Pipeline:
        """The pipeline a marker recorded; :class:`ValueError` for anything unexpected."""
        if not isinstance(data, dict):
            raise ValueError(f"a pipeline is a JSON object, got {type(data).__name__}")
        missing = {f.name for f in fields(cls)} - set(data)
        if missing:
            raise ValueError(f"the pipeline lacks {sorted(missing)}")
        ints = {k: data[k] for k in ("max_seq_length", "dim", "pad_id")}
        bools = {k: data[k] for k in ("normalize", "do_lower_case")}
        special = data["special_ids"]
        if (any(type(v) is not int or v < 0 for v in ints.values())
                or ints["max_seq_length"] < 2 or ints["dim"] < 1
                or any(type(v) is not bool for v in bools.values())
                or data["pooling"] != "mean"
                or not isinstance(data["pad_token"], str)
                or data["padding_side"] not in _SIDES or data["truncation_side"] not in _SIDES
                or not isinstance(special, list)
                or any(type(v) is not int for v in special)):
            raise ValueError(f"unsupported pipeline {data!r}")
        return cls(
            max_seq_length=ints["max_seq_length"], dim=ints["dim"], normalize=bools["normalize"],
            do_lower_case=bools["do_lower_case"], pad_id=ints["pad_id"],
            pad_token=data["pad_token"], padding_side=data["padding_side"],
            truncation_side=data["truncation_side"], special_ids=tuple(special),
        )


def _has_lowercase(normalizer: Any) -> bool:
    """Whether a tokenizers normalizer (or a Sequence of them) is/has ``Lowercase``,
    the same test sentence-transformers makes before adding one."""
    from tokenizers.normalizers import Lowercase
    from tokenizers.normalizers import Sequence as NormalizerSequence

    if normalizer is None:
        return False
    if isinstance(normalizer, Lowercase):
        return True
    if isinstance(normalizer, NormalizerSequence):
        return any(isinstance(n, Lowercase) for n in normalizer)
    return False


def load_tokenizer(export_dir: Path, pipeline: Pipeline) -> Any:
    """The export's ``tokenizer.json`` as a ``tokenizers.Tokenizer`` set up like
    sentence-transformers calls it. Configured once here: never reconfigure it afterwards, so
    threads can share it (reconfiguring while another thread encodes is what is unsafe)."""
    from tokenizers import Tokenizer
    from tokenizers.normalizers import Lowercase
    from tokenizers.normalizers import Sequence as NormalizerSequence

    tokenizer: Any = Tokenizer.from_file(str(export_dir / "tokenizer.json"))
    if pipeline.do_lower_case and not _has_lowercase(tokenizer.normalizer):
        current = tokenizer.normalizer
        chain = [Lowercase()]
        if isinstance(current, NormalizerSequence):
            chain += list(current)
        elif current is not None:
            chain.append(current)
        tokenizer.normalizer = NormalizerSequence(chain)
    # tokenizer.json may carry its own settings (e.g. truncation and fixed padding to 128);
    # transformers overrides them on every call, so do the same, once.
    tokenizer.enable_truncation(pipeline.max_seq_length, stride=0, strategy="longest_first",
                                direction=pipeline.truncation_side)
    tokenizer.enable_padding(direction=pipeline.padding_side, pad_id=pipeline.pad_id,
                             pad_type_id=0, pad_token=pipeline.pad_token, length=None,
                             pad_to_multiple_of=None)
    return tokenizer


def encode(tokenizer: Any, texts: Sequence[str]) -> list[Any]:
    """``tokenizers.Encoding`` of each text, padded to the batch's longest.

    ``encode_batch_fast`` (tokenizers >= 0.20) skips the character offsets, which are not used.
    """
    batch = getattr(tokenizer, "encode_batch_fast", None) or tokenizer.encode_batch
    return list(batch(list(texts)))


class OnnxRunner:
    """Runs one ONNX export: texts in, unit sentence vectors and per-text token data out.

    Thread-safe without a lock: ``InferenceSession.run`` is, and the tokenizer is configured
    once in the constructor and only read afterwards.
    """

    runtime: Literal["onnxruntime"] = "onnxruntime"

    def __init__(
        self,
        export_dir: Path,
        pipeline: Pipeline,
        onnx_file: str = "onnx/model.onnx",
        *,
        providers: Sequence[str] = ("CPUExecutionProvider",),
    ) -> None:
        import onnxruntime

        self.pipeline = pipeline
        self.dim = pipeline.dim
        self.special_ids = frozenset(pipeline.special_ids)
        self._tokenizer = load_tokenizer(export_dir, pipeline)
        self._vocab = _vocabulary(self._tokenizer)
        session: Any = onnxruntime.InferenceSession(str(export_dir / onnx_file),
                                                    providers=list(providers))
        inputs = {str(i.name) for i in session.get_inputs()}
        if not {"input_ids", "attention_mask"} <= inputs or not inputs <= _KNOWN_INPUTS:
            raise ValueError(f"unexpected model inputs {sorted(inputs)}")
        self._token_type_ids = "token_type_ids" in inputs
        outputs = session.get_outputs()
        named = [o for o in outputs if o.name in _OUTPUT_NAMES]
        output = named[0] if named else outputs[0]
        width = output.shape[-1] if output.shape else None
        if isinstance(width, int) and width != pipeline.dim:
            raise ValueError(f"the model outputs {width} dimensions, the pipeline says "
                             f"{pipeline.dim}")
        self._output = str(output.name)
        self._session = session

    def forward(self, texts: Sequence[str]) -> tuple[FloatArray, list[TokenData]]:
        """Sentence vectors ``(len(texts), dim)`` (unit rows when the pipeline normalizes) and,
        per text, its token ids, attention mask and hidden states (padded to the batch)."""
        if not texts:
            return np.empty((0, self.pipeline.dim), dtype=np.float32), []
        encodings = encode(self._tokenizer, texts)
        ids = [list(e.ids) for e in encodings]
        masks = [list(e.attention_mask) for e in encodings]
        input_ids = np.array(ids, dtype=np.int64)
        attention = np.array(masks, dtype=np.int64)
        feed = {"input_ids": input_ids, "attention_mask": attention}
        if self._token_type_ids:
            feed["token_type_ids"] = np.zeros_like(input_ids)
        hidden = np.asarray(self._session.run([self._output], feed)[0], dtype=np.float32)
        if hidden.ndim != 3 or hidden.shape[:2] != input_ids.shape:
            raise ValueError(f"the model returned shape {hidden.shape}, expected "
                             f"{(*input_ids.shape, self.pipeline.dim)}")
        weights = attention.astype(np.float32)
        summed = np.einsum("bsd,bs->bd", hidden, weights)
        sentences = summed / np.maximum(weights.sum(axis=1, keepdims=True), np.float32(1e-9))
        if self.pipeline.normalize:
            norms = np.linalg.norm(sentences, axis=1, keepdims=True)
            sentences = sentences / np.maximum(norms, np.float32(1e-12))
        tokens = [(ids[i], masks[i], hidden[i]) for i in range(len(encodings))]
        return np.asarray(sentences, dtype=np.float32), tokens

    def id_to_tokens(self, ids: Sequence[int]) -> list[str]:
        """The vocabulary strings of ``ids``, as transformers' ``convert_ids_to_tokens``: read
        from the table built once (a tokenizer call per id costs several microseconds), the
        tokenizer asked only about an id beyond it."""
        vocab = self._vocab
        size = len(vocab)
        return [vocab[i] if 0 <= i < size else str(self._tokenizer.id_to_token(int(i)))
                for i in ids]


def _vocabulary(tokenizer: Any) -> tuple[str, ...]:
    """Each id's token string, indexed by id (added tokens included), as ``id_to_token``
    gives it: built once, so that naming a text's word pieces is a lookup per piece."""
    size = int(tokenizer.get_vocab_size(with_added_tokens=True))
    return tuple(str(tokenizer.id_to_token(i)) for i in range(size))
