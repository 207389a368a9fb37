"""L3 on Chroma: embedded (``PersistentClient`` / in memory) or a Chroma server (``HttpClient``).

Vectors are supplied by genaicache's embedder (Chroma's own embedding function is disabled, so
nothing is ever downloaded); the collection uses the cosine space, and every query filters on
the partition inside Chroma (``where={"partition": ...}``), never after the search.
"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from genaicache.errors import ConfigError, DependencyMissingError
from genaicache.vectors.base import (
    Vector,
    VectorMatch,
    as_vector,
    check_item,
    check_query,
    unique_ids,
)

if TYPE_CHECKING:
    from chromadb.api import ClientAPI
    from chromadb.api.collection_configuration import CreateCollectionConfiguration
    from chromadb.api.models.Collection import Collection

_log = logging.getLogger(__name__)
_COLLECTION_NAME = re.compile(r"^[a-zA-Z0-9][a-zA-Z0-9._-]{1,510}[a-zA-Z0-9]$")
_SPACE: Final = "cosine"


def _chromadb() -> Any:
    try:
        import chromadb
    except ImportError as exc:
        raise DependencyMissingError("chromadb", "chroma") from exc
    return chromadb


def make_client(path: str | None, host: str | None, port: int) -> ClientAPI:
    """A Chroma client with telemetry off: ``PersistentClient(path)``, ``HttpClient(host)``,
    or an in-memory ``EphemeralClient`` when neither is given."""
    if path is not None and host is not None:
        raise ConfigError("path", "give either a Chroma path or a Chroma host, not both")
    chromadb = _chromadb()
    settings = chromadb.config.Settings(anonymized_telemetry=False)
    client: ClientAPI
    if path is not None:
        client = chromadb.PersistentClient(path=str(path), settings=settings)
    elif host is not None:
        client = chromadb.HttpClient(host=host, port=port, settings=settings)
    else:
        client = chromadb.EphemeralClient(settings=settings)
    return client


class ChromaIndex:
    """Nearest-neighbour search in a Chroma collection, partitioned by a metadata filter.

    >>> import numpy as np
    >>> index = ChromaIndex(collection="doctest")               # in memory
    >>> vector = np.full(384, 384 ** -0.5, dtype=np.float32)
    >>> index.add("key1", vector, partition="gpt-4o|tenant-a", text="hello")
    >>> index.search(vector, partition="gpt-4o|tenant-a", k=1)[0].item_id
    'key1'
    >>> index = ChromaIndex(path="cache/chroma")                # doctest: +SKIP
    >>> index = ChromaIndex(host="chroma.internal", port=8000)  # doctest: +SKIP

    In-memory clients of one process share one database: give each in-memory index its own
    ``collection`` name when several must stay apart.
    """

    name = "chroma"

    def __init__(
        self,
        *,
        path: str | None = None,
        host: str | None = None,
        port: int = 8000,
        collection: str = "genaicache",
        client: ClientAPI | None = None,
    ) -> None:
        if not isinstance(collection, str) or not _COLLECTION_NAME.match(collection):
            raise ConfigError(
                "collection", f"{collection!r}: use 3-512 of [a-zA-Z0-9._-], alphanumeric ends"
            )
        if client is not None and (path is not None or host is not None):
            raise ConfigError("client", "give a client or a path/host, not both")
        if path is not None and host is not None:
            raise ConfigError("path", "give either a Chroma path or a Chroma host, not both")
        self._owns_client = client is None
        self.collection_name = collection
        self._lock = threading.RLock()
        self._closed = False
        self._dim: int | None = None
        self.fallback_reason: str | None = None  # why a broken ``path`` fell back to memory
        self.unavailable_reason: str | None = None  # why the server did not answer at start
        self._server: tuple[str, int] | None = None
        self._collection: Collection | None = None
        self.client: ClientAPI
        if client is not None:
            self.client = client
            self._collection = self._open_collection()
        else:
            self._open_owned(path, host, port)

    def _open_owned(self, path: str | None, host: str | None, port: int) -> None:
        """Open our own client; an unreadable ``path`` falls back to memory with a warning.

        The broken files are left untouched (never deleted), so nothing written is lost.
        """
        if path is None and host is not None:
            self._server = (host, port)
            try:
                self._connect()
            except Exception as exc:  # noqa: BLE001 - the server may come up later
                self.unavailable_reason = f"{type(exc).__name__}: {exc}"
                _log.warning("Chroma server %s:%s does not answer (%s); retrying on use",
                             host, port, self.unavailable_reason)
            return
        if path is None:
            self.client = make_client(None, None, port)
            self._collection = self._open_collection()
            return
        chromadb = _chromadb()
        try:
            self.client = make_client(path, None, port)
            self._collection = self._open_collection()
        except chromadb.errors.ChromaError as exc:
            broken = getattr(self, "client", None)
            if broken is not None:
                with contextlib.suppress(Exception):
                    broken.close()
            self.fallback_reason = f"{type(exc).__name__}: {exc}"
            _log.warning("cannot open Chroma at %s (%s); using an empty in-memory index",
                         path, self.fallback_reason)
            self.client = make_client(None, None, port)
            self._collection = self._open_collection()

    def _connect(self) -> None:
        assert self._server is not None
        host, port = self._server
        self.client = make_client(None, host, port)
        self._collection = self._open_collection()
        self.unavailable_reason = None

    @property
    def collection(self) -> Collection:
        """The collection; a server that did not answer at start is asked again (a failure
        raises, which the cache's guard turns into a miss and spaces out by its breaker)."""
        if self._collection is None:
            with self._lock:
                if self._collection is None:
                    self._connect()
        assert self._collection is not None
        return self._collection

    def add(self, item_id: str, vector: Vector, partition: str, text: str) -> None:
        """Insert or replace ``item_id`` (a Chroma upsert)."""
        check_item(item_id, partition, text)
        row = as_vector(vector, self._expected_dim())
        metadata = {"partition": partition, "text": text}
        self.collection.upsert(ids=[item_id], embeddings=[row.tolist()], metadatas=[metadata])
        if self._dim is None:
            self._dim = int(row.shape[0])

    def search(self, vector: Vector, partition: str, k: int = 4) -> list[VectorMatch]:
        """Up to ``k`` matches in ``partition`` (filtered inside the query), most similar first."""
        check_query(partition, k)
        result = self.collection.query(
            query_embeddings=[as_vector(vector, self._expected_dim()).tolist()], n_results=k,
            where={"partition": partition}, include=["metadatas", "distances"],
        )
        ids = result["ids"][0]
        metadatas = (result["metadatas"] or [[]])[0]
        distances = (result["distances"] or [[]])[0]
        matches = [
            VectorMatch(item_id, 1.0 - float(distance), str((meta or {}).get("text", "")))
            for item_id, meta, distance in zip(ids, metadatas, distances, strict=True)
        ]
        matches.sort(key=lambda match: match.similarity, reverse=True)
        return matches

    def remove(self, item_ids: Sequence[str]) -> None:
        """Delete these ids; unknown ids are ignored."""
        ids = unique_ids(item_ids)
        if ids:  # Chroma refuses an empty id list
            self.collection.delete(ids=ids)

    def clear(self) -> None:
        """Delete the collection and create it again, empty."""
        self.collection  # noqa: B018 - connects a server that was down at start
        with self._lock:
            chromadb = _chromadb()
            with contextlib.suppress(chromadb.errors.NotFoundError):
                self.client.delete_collection(self.collection_name)
            self._dim = None
            self._collection = self._open_collection()

    def __len__(self) -> int:
        return int(self.collection.count())

    def save(self) -> None:
        """A no-op: Chroma persists every write itself."""

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Release the client if this index created it (idempotent)."""
        if self._closed:
            return
        self._closed = True
        closer = getattr(getattr(self, "client", None), "close", None)
        if self._owns_client and callable(closer):
            closer()

    def _open_collection(self) -> Collection:
        configuration: CreateCollectionConfiguration = {"hnsw": {"space": _SPACE}}
        collection = self.client.get_or_create_collection(
            self.collection_name, embedding_function=None, configuration=configuration
        )
        space = _space_of(collection)
        if space not in (None, _SPACE):
            raise ConfigError(
                "collection",
                f"{self.collection_name!r} exists with distance {space!r}; genaicache needs "
                f"{_SPACE!r}: use another collection name",
            )
        return collection

    def _expected_dim(self) -> int | None:
        """The dimension of the stored vectors, read once from the collection."""
        if self._dim is None:
            with self._lock:
                got = self.collection.get(limit=1, include=["embeddings"])
                embeddings = got.get("embeddings")
                if embeddings is not None and len(embeddings) > 0:
                    self._dim = len(embeddings[0])
        return self._dim


def _space_of(collection: Collection) -> str | None:
    config: Any = getattr(collection, "configuration", None) or {}
    for section in ("hnsw", "spann"):
        space = (config.get(section) or {}).get("space")
        if space:
            return str(space)
    metadata = collection.metadata or {}
    legacy = metadata.get("hnsw:space")
    return str(legacy) if legacy else None
