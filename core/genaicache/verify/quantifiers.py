"""Quantified yes/no questions: "do all snakes lay eggs" and "do some snakes lay eggs".

The answers differ (no / yes), and the two differ in one small word that the embedding model
barely sees. Only the quantifier right after the opening auxiliary counts: "some" and "all"
elsewhere are too often idioms ("the best movies of all time", "what are some good books").
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.text import analyze

_QUANTIFIED = re.compile(
    r"^(?:do|does|did|are|is|were|was|can|could|will|would|should|have|has|must|may|might)\s+"
    r"(all|every|each|some|any|several|many|most)\b"
)
_CLASS = {"all": "all", "every": "all", "each": "all", "some": "some", "any": "some",
          "several": "some", "many": "some", "most": "most"}


@lru_cache(maxsize=8192)
def quantifier(text: str) -> str | None:
    """"all", "some" or "most" for a yes/no question about a quantified subject, else None."""
    match = _QUANTIFIED.match(analyze(text).canon.strip())
    return _CLASS[match.group(1)] if match else None


class QuantifierCheck:
    """Refuses a yes/no question about all of something against one about some or most."""

    name = "quantifier"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = quantifier(candidate.query), quantifier(candidate.matched)
        if a and b and a != b:
            return Verdict(False, self.name, f"quantifier: {a!r} vs {b!r}")
        return None
