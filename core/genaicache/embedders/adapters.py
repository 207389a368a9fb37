"""Adapters that let a LangChain ``Embeddings`` or a LlamaIndex ``BaseEmbedding`` embed for us.

The frameworks are imported lazily inside, so the core stays framework-free. Vectors are
normalized to unit float32 rows; the dimension is learned from the first embedding.

``mode="query"`` (the default) embeds every text with the framework's *query* method, because
cached prompts and lookups are both queries, and one method on both sides keeps similarities
symmetric for models that embed queries and documents differently. ``mode="document"`` uses the
batch document method instead (one call per batch, e.g. for bulk warm-up of a remote API).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

from genaicache.embedders.base import Embedder
from genaicache.embedders.memo import EmbeddingMemo, check_texts, embed_memoized, unit_rows
from genaicache.errors import ConfigError, DependencyMissingError, InvalidInputError

FloatArray = npt.NDArray[np.float32]
Mode = Literal["query", "document"]
_PROBE = "genaicache dimension probe"
_MODEL_ATTRS = ("model", "model_name", "model_id", "deployment")


def _model_label(obj: object, framework: str) -> str:
    """``framework:ClassName[/model]`` from whatever model attribute the object has."""
    label = f"{framework}:{type(obj).__name__}"
    for attr in _MODEL_ATTRS:
        value = getattr(obj, attr, None)
        if isinstance(value, str) and value and value != "unknown":
            return f"{label}/{value}"
    return label


class _FrameworkEmbedder:
    """Shared logic: memo, normalization, lazy dimension; subclasses call the framework."""

    name: str

    def __init__(self, name: str, mode: Mode, memo_size: int) -> None:
        if mode not in ("query", "document"):
            raise ConfigError("mode", f"expected 'query' or 'document', got {mode!r}")
        self.name = name
        self.mode: Mode = mode
        self.memo = EmbeddingMemo(memo_size)
        self._dim: int | None = None

    @property
    def dim(self) -> int:
        """The embedding dimension (embeds a probe text the first time if nothing was yet)."""
        if self._dim is None:
            self._dim = int(self.embed([_PROBE]).shape[1])
        return self._dim

    def embed(self, texts: Sequence[str]) -> FloatArray:
        """A ``(len(texts), dim)`` float32 array of unit vectors."""
        return embed_memoized(self.memo, texts, self._compute, lambda: self.dim)

    async def aembed(self, texts: Sequence[str]) -> FloatArray:
        """Like :meth:`embed`, through the framework's async methods."""
        items = check_texts(texts)
        missing = [t for t in dict.fromkeys(items) if t not in self.memo]
        if missing:
            for text, row in zip(missing, self._rows(await self._araw(missing)), strict=True):
                self.memo.put(text, row)
        return self.embed(items)

    def _compute(self, texts: list[str]) -> FloatArray:
        return self._rows(self._raw(texts))

    def _rows(self, raw: Any) -> FloatArray:
        try:
            rows = unit_rows(np.asarray(raw, dtype=np.float32))
        except (TypeError, ValueError) as exc:
            raise InvalidInputError(f"{self.name} returned unusable vectors: {exc}") from exc
        if rows.shape[0] == 0:
            return rows
        if self._dim is None:
            self._dim = int(rows.shape[1])
        elif rows.shape[1] != self._dim:
            raise InvalidInputError(
                f"{self.name} returned dimension {rows.shape[1]}, earlier {self._dim}"
            )
        return rows

    def _raw(self, texts: list[str]) -> Any:
        raise NotImplementedError

    async def _araw(self, texts: list[str]) -> Any:
        raise NotImplementedError


class LangChainEmbedder(_FrameworkEmbedder):
    """A LangChain ``Embeddings`` as a genaicache embedder.

    >>> from langchain_core.embeddings import DeterministicFakeEmbedding
    >>> LangChainEmbedder(DeterministicFakeEmbedding(size=8)).embed(["hi"]).shape
    (1, 8)
    """

    def __init__(
        self,
        embeddings: Any,
        name: str | None = None,
        *,
        mode: Mode = "query",
        memo_size: int = 1024,
    ) -> None:
        try:
            from langchain_core.embeddings import Embeddings
        except ImportError as exc:
            raise DependencyMissingError("langchain-core", "langchain") from exc
        if not isinstance(embeddings, Embeddings):
            raise ConfigError("embeddings", f"expected a LangChain Embeddings, got {embeddings!r}")
        super().__init__(name or _model_label(embeddings, "langchain"), mode, memo_size)
        self.embeddings = embeddings

    def _raw(self, texts: list[str]) -> Any:
        if self.mode == "document":
            return self.embeddings.embed_documents(texts)
        return [self.embeddings.embed_query(text) for text in texts]

    async def _araw(self, texts: list[str]) -> Any:
        if self.mode == "document":
            return await self.embeddings.aembed_documents(texts)
        return await asyncio.gather(*(self.embeddings.aembed_query(t) for t in texts))


class LlamaIndexEmbedder(_FrameworkEmbedder):
    """A LlamaIndex ``BaseEmbedding`` as a genaicache embedder.

    >>> from llama_index.core.embeddings import MockEmbedding
    >>> LlamaIndexEmbedder(MockEmbedding(embed_dim=8)).embed(["hi"]).shape
    (1, 8)
    """

    def __init__(
        self,
        embed_model: Any,
        name: str | None = None,
        *,
        mode: Mode = "query",
        memo_size: int = 1024,
    ) -> None:
        try:
            from llama_index.core.base.embeddings.base import BaseEmbedding
        except ImportError as exc:
            raise DependencyMissingError("llama-index-core", "llamaindex") from exc
        if not isinstance(embed_model, BaseEmbedding):
            raise ConfigError(
                "embed_model", f"expected a LlamaIndex BaseEmbedding, got {embed_model!r}"
            )
        label = name or _model_label(embed_model, "llamaindex")
        super().__init__(label, mode, memo_size)
        self.embed_model = embed_model

    def _raw(self, texts: list[str]) -> Any:
        if self.mode == "document":
            return self.embed_model.get_text_embedding_batch(texts)
        return [self.embed_model.get_query_embedding(text) for text in texts]

    async def _araw(self, texts: list[str]) -> Any:
        if self.mode == "document":
            return await self.embed_model.aget_text_embedding_batch(texts)
        return await asyncio.gather(*(self.embed_model.aget_query_embedding(t) for t in texts))


def as_embedder(obj: Any) -> Any:
    """``obj`` as a genaicache embedder: used as is when it already is one, wrapped when it is
    a LangChain ``Embeddings`` or a LlamaIndex ``BaseEmbedding``.

    Raises :class:`ConfigError` for anything else.
    """
    if isinstance(obj, Embedder):
        return obj
    if hasattr(obj, "embed_query") and hasattr(obj, "embed_documents"):
        return LangChainEmbedder(obj)
    if hasattr(obj, "get_query_embedding") and hasattr(obj, "get_text_embedding"):
        return LlamaIndexEmbedder(obj)
    raise ConfigError(
        "embedder", f"expected an Embedder, a LangChain Embeddings or a LlamaIndex "
                    f"BaseEmbedding, got {type(obj).__name__}"
    )
