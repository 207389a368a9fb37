"""A cached prompt's lexical reading, stored with its entry.

Every check reads both sides of a candidate through :func:`genaicache.verify.text.analyze`:
the phrase table and the entity pass over each text, the costliest step a lookup repeats for
every soft hit of an entry that this process did not analyze yet (one written by another
process, or fallen out of the memo). So an entry keeps its prompt's reading, as it keeps its
word vectors, and a lookup analyzes only the query.

A stored reading is used only for the text it was made from and by the same reading code and
lexicons (``fingerprint``); anything else, or anything malformed, is ignored and the text is
analyzed again: a reading can make a lookup faster, never change its verdict.

>>> r = StoredReading.of("how do i enable 2fa on github")
>>> back = StoredReading.from_json(r.to_json(), "how do i enable 2fa on github")
>>> back == r, back.analysis().entities
(True, ('github',))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

import xxhash

from genaicache.verify import text as reading_text
from genaicache.verify.text import Analysis
from genaicache.verify.words import text_hash

FORMAT = 1
MAX_READING_CHARS = 2000  # longer prompts keep none: a record stays lean
# The modules whose code decides a reading, and the lexicons they read.
_SOURCES = ("text.py", "lexicon.py")


@lru_cache(maxsize=1)
def fingerprint() -> str:
    """A hash of the code and lexicons that make a reading ('' when they cannot be read: then
    no reading is stored or trusted)."""
    digest = xxhash.xxh64()
    try:
        package = resources.files("genaicache.verify")
        normalizer = resources.files("genaicache").joinpath("normalize.py")
        files = [package.joinpath(name) for name in _SOURCES] + [normalizer] + sorted(
            (f for f in package.joinpath("data").iterdir() if f.name.endswith(".json")),
            key=lambda f: f.name)
        for f in files:
            digest.update(f.name.encode())
            digest.update(f.read_bytes())
    except (OSError, TypeError, ValueError):
        return ""
    return f"{FORMAT}:{digest.hexdigest()}"


@dataclass(frozen=True)
class StoredReading:
    """What :func:`~genaicache.verify.text.analyze` reads in a text, in the form an entry's
    ``meta`` keeps: the hash of the text, the canonical wording with the wordings the phrase
    table rewrote, and the :class:`~genaicache.verify.text.Analysis` fields."""

    text: str  # xxh64 of the text it was made from
    wording: str
    rewrites: tuple[tuple[str, str], ...]
    canon: str
    tokens: tuple[str, ...]
    stems: tuple[str, ...]
    entities: tuple[str, ...]

    @classmethod
    def of(cls, text: str) -> StoredReading:
        """The reading of ``text`` (a normalized prompt), from the memoized analysis."""
        wording, rewrites = reading_text.phrased(text)
        a = reading_text.analyze(text)
        return cls(text_hash(text), wording, rewrites, a.canon, a.tokens, a.stems, a.entities)

    def to_json(self) -> dict[str, Any]:
        """A compact JSON object: a stem equal to its token and a canon equal to the wording
        are left out (``null``)."""
        return {
            "v": fingerprint(), "text": self.text, "wording": self.wording,
            "rewrites": [list(pair) for pair in self.rewrites],
            "canon": None if self.canon == self.wording else self.canon,
            "tokens": list(self.tokens),
            "stems": [None if s == t else s for t, s in zip(self.tokens, self.stems, strict=True)],
            "entities": list(self.entities),
        }

    @classmethod
    def from_json(cls, raw: Any, text: str) -> StoredReading | None:
        """The reading stored for ``text``, or ``None``: absent, malformed, made for another
        text, or by other reading code or lexicons."""
        if not isinstance(raw, dict) or not raw.get("v") or raw.get("v") != fingerprint():
            return None
        wording, canon, tokens = raw.get("wording"), raw.get("canon"), raw.get("tokens")
        stems, entities, rewrites = raw.get("stems"), raw.get("entities"), raw.get("rewrites")
        if not (raw.get("text") == text_hash(text) and isinstance(wording, str)
                and (canon is None or isinstance(canon, str))
                and isinstance(tokens, list) and _strings(tokens)
                and isinstance(entities, list) and _strings(entities)
                and isinstance(stems, list) and len(stems) == len(tokens)
                and all(s is None or type(s) is str for s in stems)
                and isinstance(rewrites, list)
                and all(isinstance(p, list) and len(p) == 2 and _strings(p) for p in rewrites)):
            return None
        return cls(raw["text"], wording, tuple((p[0], p[1]) for p in rewrites),
                   wording if canon is None else canon, tuple(tokens),
                   tuple(t if s is None else s for t, s in zip(tokens, stems, strict=True)),
                   tuple(entities))

    def analysis(self, text: str = "") -> Analysis:
        return Analysis(text, self.canon, self.tokens, self.stems, self.entities)

    def remember(self, text: str) -> None:
        """Hand this reading of ``text`` to the checks' memo, so that they do not analyze it."""
        reading_text.remember(text, (self.wording, self.rewrites), self.analysis(text))


def stored_reading(text: str) -> dict[str, Any] | None:
    """The JSON an entry of ``text`` keeps, or ``None`` (a long text, or no fingerprint)."""
    if not text.strip() or len(text) > MAX_READING_CHARS or not fingerprint():
        return None
    return StoredReading.of(text).to_json()


def _strings(items: list[Any]) -> bool:
    return all(type(s) is str for s in items)
