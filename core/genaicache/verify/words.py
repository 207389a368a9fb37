"""A text's contextual word vectors, and their compact stored form.

Token alignment compares each content word of one side with the words of the other side. The
query's word vectors come free with its embedding (the same forward pass); the cached prompt's
would cost a second model run on every soft hit whose wording differs. So an entry keeps its
prompt's word vectors, int8-quantized (384 bytes a word for all-MiniLM-L6-v2, base64 in the
JSON record, for prompts of up to ``MAX_STORED_WORDS`` words): alignment then never runs the
model on such a cached prompt.

Each row is quantized against its own largest component and renormalized when read back:
cosines move by under 0.002 (mean 0.0003) on qqp_dev's candidates.

>>> import numpy as np
>>> w = Words(("cats", "purr"), np.eye(2, 4, dtype=np.float32))
>>> back = PackedWords.pack(w, model="m", text="cats purr").unpack()
>>> back.words, bool(np.allclose(back.vectors, w.vectors))
(('cats', 'purr'), True)
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
import xxhash

from genaicache.embedders.memo import row_norms

if TYPE_CHECKING:
    from genaicache.embedders.base import TokenEmbedder

FloatArray = npt.NDArray[np.float32]
FORMAT = 2
MAX_STORED_WORDS = 24  # 19 in 20 Quora questions; longer prompts keep none (a record stays lean)


@dataclass(frozen=True)
class Words:
    """A text as whole words (word pieces merged) with one unit vector per word."""

    words: tuple[str, ...]
    vectors: FloatArray

    @classmethod
    def embed(cls, embedder: TokenEmbedder, text: str) -> Words:
        """The words of ``text`` from ``embedder``'s contextual token embeddings."""
        pieces, vectors = embedder.embed_tokens(text)
        return cls.from_pieces(list(pieces), np.asarray(vectors, dtype=np.float32))

    @classmethod
    def from_pieces(cls, pieces: list[str], vectors: FloatArray) -> Words:
        words: list[str] = []
        starts: list[int] = []  # each word's first piece: a word's pieces are consecutive
        for i, piece in enumerate(pieces):
            if piece.startswith("##") and words:
                words[-1] += piece[2:]
            else:
                words.append(piece)
                starts.append(i)
        if not words:
            return cls((), np.empty((0, vectors.shape[1] if vectors.ndim == 2 else 0), np.float32))
        # each word's pieces summed (a new array): the mean's direction, as the norm comes next
        rows = np.asarray(vectors[:len(pieces)], dtype=np.float32)
        if len(starts) == len(rows) == len(pieces):  # every word is one piece
            merged = rows  # read only: the division below makes the new array
        else:
            merged = rows[starts]
            ends = [*starts[1:], len(rows)]
            for k, (start, end) in enumerate(zip(starts, ends, strict=True)):
                if end - start > 1:
                    merged[k] = _piece_sum(rows, start, end)
        norms = row_norms(merged)
        return cls(tuple(words), np.divide(merged, np.maximum(norms, 1e-12), dtype=np.float32))


def _piece_sum(rows: FloatArray, start: int, end: int) -> FloatArray:
    """``rows[start:end]`` summed to the same floats as ``np.add.reduceat`` over all the words
    gives: up to 8 rows, the first plus the others added in order (as reduceat adds them);
    more, reduceat itself. Most words are one piece, so summing only the others is several
    times faster than reduceat, which loops over every column of every word."""
    if end - start > 8:
        summed: FloatArray = np.add.reduceat(rows[start:end], [0], axis=0)[0]
    else:
        rest = rows[start + 1].copy()
        for i in range(start + 2, end):
            rest += rows[i]
        summed = rows[start] + rest
    return summed


@dataclass(frozen=True)
class PackedWords:
    """:class:`Words` as stored in an entry's ``meta``: the model that made them, a hash of the
    text they belong to, the words and their int8 rows (base64). Built from untrusted JSON with
    :meth:`from_json`, which returns ``None`` for anything malformed; the alignment check uses
    them only for the text they were made from and by its own model, else it runs the model."""

    model: str
    text: str  # xxh64 of the text the words were made from
    dim: int
    words: tuple[str, ...]
    data: str

    @classmethod
    def pack(cls, words: Words, *, model: str, text: str) -> PackedWords:
        v = np.asarray(words.vectors, dtype=np.float32)
        if v.ndim != 2 or len(v) != len(words.words):
            raise ValueError(f"{len(words.words)} words but vectors of shape {v.shape}")
        dim = int(v.shape[1])
        peak = np.maximum(np.abs(v).max(axis=1, keepdims=True), 1e-12) if len(v) else v
        q = np.round(v / peak * 127).astype(np.int8) if len(v) else np.zeros((0, dim), np.int8)
        return cls(model, text_hash(text), dim, words.words,
                   base64.b64encode(q.tobytes()).decode("ascii"))

    def to_json(self) -> dict[str, Any]:
        return {"v": FORMAT, "model": self.model, "text": self.text, "dim": self.dim,
                "words": list(self.words), "q": self.data}

    @classmethod
    def from_json(cls, raw: Any) -> PackedWords | None:
        if not isinstance(raw, dict) or raw.get("v") != FORMAT:
            return None
        model, text, dim = raw.get("model"), raw.get("text"), raw.get("dim")
        words, data = raw.get("words"), raw.get("q")
        if not (isinstance(model, str) and isinstance(text, str) and type(dim) is int
                and dim > 0 and isinstance(words, list) and all(type(w) is str for w in words)
                and isinstance(data, str)):
            return None
        return cls(model, text, dim, tuple(words), data)

    def belongs_to(self, text: str, model: str) -> bool:
        """Whether these are ``text``'s words as ``model`` embeds them: made by that model, for
        that text, and spelling it (a text whose word pieces do not spell it, with accents or
        unknown characters, runs the model instead). Rows forged to match are beyond this:
        set a ``secret`` so that records are signed."""
        return (self.model == model and self.text == text_hash(text)
                and "".join(self.words) == "".join(text.split()))

    def unpack(self) -> Words | None:
        """The word vectors, unit rows again; ``None`` when the data does not fit the words."""
        try:
            raw = base64.b64decode(self.data, validate=True)
        except (binascii.Error, ValueError):
            return None
        if len(raw) != len(self.words) * self.dim:
            return None
        q = np.frombuffer(raw, dtype=np.int8).reshape(len(self.words), self.dim)
        v = q.astype(np.float32)
        norms = row_norms(v)
        if len(v) and not norms.all():
            return None
        v /= norms  # each at least 1 (a nonzero row of integers)
        return Words(self.words, v)


def text_hash(text: str) -> str:
    return xxhash.xxh64_hexdigest(text.encode("utf-8", "surrogatepass"))
