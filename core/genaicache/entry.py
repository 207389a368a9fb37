"""Cache entries: versioned JSON records with a checksum and, with a secret, an HMAC.

Never pickle: a shared Redis must not be a path to code execution. A record that fails to parse
or verify raises :class:`CorruptEntryError`; the tier turns that into a miss, deletes the record
and counts it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import MISSING, asdict, dataclass, field, fields, replace
from typing import Any

import xxhash

from genaicache.errors import CorruptEntryError

ENTRY_VERSION = 2


@dataclass(frozen=True, slots=True)
class Entry:
    """One cached value and what is known about it.

    ``value`` is the JSON-serializable payload the adapter produced (e.g. LangChain's
    serialized generations). ``threshold`` is the entry's own similarity threshold for soft
    hits (``None``: the tier's); ``stale`` entries are kept for inspection but never served.
    """

    key: str
    tier: str
    value: Any
    model: str
    scope: str = ""
    partition: str = ""
    prompt: str = ""
    created_at: float = 0.0
    expires_at: float | None = None
    tags: tuple[str, ...] = ()
    doc_ids: tuple[str, ...] = ()
    tokens: int = 0
    confidence: float | None = None
    feedback: float = 0.5
    uncertainty: float | None = None
    hits: int = 0
    stale: bool = False
    stale_reason: str = ""
    threshold: float | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def expired(self, now: float) -> bool:
        return self.expires_at is not None and now >= self.expires_at

    def ttl_left(self, now: float) -> float | None:
        return None if self.expires_at is None else max(0.0, self.expires_at - now)

    def evolve(self, **changes: Any) -> Entry:
        return replace(self, **changes)


_FIELDS = {f.name for f in fields(Entry)}
# Fields left out of a record when they hold their default: smaller records parse faster.
_DEFAULTS: dict[str, Any] = {
    f.name: f.default for f in fields(Entry) if f.default is not MISSING
} | {"meta": {}, "tags": (), "doc_ids": ()}

_MAGIC = b"genaicache-entry"
_VERSION = str(ENTRY_VERSION).encode()


def _body_bytes(body: dict[str, Any]) -> bytes:
    # ASCII escapes keep lone surrogates (from surrogateescape'd input) encodable, and mean the
    # body has no raw newline: the header line ends at the first one.
    return json.dumps(body, separators=(",", ":"), ensure_ascii=True).encode()


def _sign(secret: bytes, raw: bytes) -> str:
    return hmac.new(secret, raw, hashlib.sha256).hexdigest()


def encode_entry(entry: Entry, secret: bytes | None = None) -> bytes:
    """Serialize ``entry``: a header line ``genaicache-entry <version> <xxh64> <hmac|->`` and
    the JSON body. Checksum and HMAC cover the body bytes exactly as stored."""
    body = {k: v for k, v in asdict(entry).items() if k not in _DEFAULTS or v != _DEFAULTS[k]}
    return seal(_body_bytes(body), secret)


def seal(raw: bytes, secret: bytes | None = None) -> bytes:
    """Frame body bytes with the header (version, checksum, HMAC); see :func:`encode_entry`."""
    sig = _sign(secret, raw) if secret else "-"
    header = f"{ENTRY_VERSION} {xxhash.xxh64_hexdigest(raw)} {sig}".encode()
    return _MAGIC + b" " + header + b"\n" + raw


def decode_entry(data: bytes | str, secret: bytes | None = None) -> Entry:
    """Parse and verify a record written by :func:`encode_entry`.

    Raises :class:`CorruptEntryError` on a bad header, an unknown version, a wrong checksum, a
    missing or wrong HMAC (when ``secret`` is set), bad JSON, or fields that do not fit
    :class:`Entry`.
    """
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    if not isinstance(data, bytes):
        raise CorruptEntryError("record is not bytes")
    head, _, raw = data.partition(b"\n")
    parts = head.split(b" ")
    if len(parts) != 4 or parts[0] != _MAGIC:
        raise CorruptEntryError("not a genaicache record")
    if parts[1] != _VERSION:
        raise CorruptEntryError("unknown record version")
    if parts[2] != xxhash.xxh64_hexdigest(raw).encode():
        raise CorruptEntryError("checksum mismatch")
    if secret and not hmac.compare_digest(parts[3], _sign(secret, raw).encode()):
        raise CorruptEntryError("HMAC signature missing or wrong")
    try:
        body = json.loads(raw.decode("utf-8"))  # str skips json's encoding detection
    except (ValueError, RecursionError) as exc:
        raise CorruptEntryError(f"body is not JSON: {exc}") from None
    if not isinstance(body, dict) or not set(body) <= _FIELDS:
        raise CorruptEntryError("bad record body")
    _check_field_types(body)
    body["tags"] = tuple(body.get("tags", ()))
    body["doc_ids"] = tuple(body.get("doc_ids", ()))
    try:
        return Entry(**body)
    except TypeError as exc:
        raise CorruptEntryError(f"bad record fields: {exc}") from None


_NUM = (int, float)
_TYPES: dict[str, tuple[type, ...]] = {
    "key": (str,), "tier": (str,), "model": (str,), "scope": (str,), "partition": (str,),
    "prompt": (str,), "created_at": _NUM, "expires_at": (*_NUM, type(None)),
    "tags": (list,), "doc_ids": (list,), "tokens": (int,), "confidence": (*_NUM, type(None)),
    "feedback": _NUM, "uncertainty": (*_NUM, type(None)), "hits": (int,), "stale": (bool,),
    "stale_reason": (str,), "threshold": (*_NUM, type(None)), "meta": (dict,),
}


def _check_field_types(body: dict[str, Any]) -> None:
    """A record with a correct checksum can still be forged without a secret: check types."""
    for name, value in body.items():
        types = _TYPES.get(name)
        if types is None:  # "value": any JSON
            continue
        cls = type(value)
        if cls not in types and not isinstance(value, types) or (cls is bool and bool not in types):
            raise CorruptEntryError(f"bad record field {name!r}")
        if cls is list and not all(type(v) is str for v in value):
            raise CorruptEntryError(f"bad record field {name!r}")
    if "key" not in body or "tier" not in body or "model" not in body:
        raise CorruptEntryError("record lacks key, tier or model")
