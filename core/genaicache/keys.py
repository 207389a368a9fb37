"""Stable cache keys: schema version + model parameters + scope + normalized prompt.

Hashing is xxh3-128 (fast, stable across processes), never Python's salted ``hash()``. The
*partition* groups the entries a semantic lookup may match: same tier, model parameters, scope
and conversation context; the vector index filters on it inside the query itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import xxhash

from genaicache.normalize import NORMALIZATION_VERSION, KeyPolicy, case_marks, normalize
from genaicache.params import ModelParams

SCHEMA_VERSION = 1
_SEP = "\x1f"


def stable_hash(*parts: str) -> str:
    """Hex xxh3-128 of the parts joined by a separator that cannot occur in normal text."""
    return xxhash.xxh3_128_hexdigest(_SEP.join(parts).encode("utf-8", "surrogatepass"))


def drop_trailing_pad(
    token_ids: list[int] | tuple[int, ...], pad_id: int | None
) -> tuple[int, ...]:
    """Token ids without trailing pad tokens, so batches of any width give one key."""
    ids = tuple(token_ids)
    if pad_id is None:
        return ids
    end = len(ids)
    while end and ids[end - 1] == pad_id:
        end -= 1
    return ids[:end]


@dataclass(frozen=True, slots=True)
class CacheKey:
    """Everything that identifies one cached request.

    ``text`` is the normalized prompt (hashed for ``exact``); ``semantic_text`` is what gets
    embedded (the last user message for chat models); ``context`` hashes whatever else the
    answer depends on (system prompt, history). ``case`` holds the words whose case the
    policy folded although it may carry meaning (:func:`~genaicache.normalize.case_marks`):
    "50 Mb/s" and "50 MB/s" get two keys.
    """

    tier: str
    params: ModelParams
    scope: str
    text: str
    semantic_text: str
    context: str = ""
    policy: KeyPolicy = KeyPolicy.STANDARD
    case: str = ""
    exact: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Computed once: an L1 hit should not pay for hashing the prompt twice. A prompt
        # without case marks keeps the key it had before they were read.
        parts = (str(SCHEMA_VERSION), str(NORMALIZATION_VERSION), self.policy.value, self.tier,
                 self.params.key, self.scope, self.context, self.text)
        object.__setattr__(self, "exact", stable_hash(*parts, self.case) if self.case
                           else stable_hash(*parts))

    @property
    def partition(self) -> str:
        return stable_hash(
            str(SCHEMA_VERSION), str(NORMALIZATION_VERSION), self.policy.value, self.tier,
            self.params.key, self.scope, self.context,
        )


def make_key(
    tier: str,
    params: ModelParams,
    prompt: str,
    *,
    scope: str = "",
    policy: KeyPolicy = KeyPolicy.STANDARD,
    semantic_text: str | None = None,
    context: str = "",
    normalized: bool = False,
    case: str = "",
) -> CacheKey:
    """Build a :class:`CacheKey`, normalizing ``prompt`` and ``semantic_text`` under ``policy``.

    ``normalized=True`` takes ``prompt`` as an already built key text (e.g. a conversation
    whose parts were normalized one by one) and ``case`` as its case marks.
    """
    text = prompt if normalized else normalize(prompt, policy)
    sem = text if semantic_text is None else normalize(semantic_text, policy)
    marks = case if normalized else case_marks(prompt, policy)
    return CacheKey(tier, params, scope, text, sem, context, policy, marks)
