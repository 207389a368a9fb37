"""Quantified yes/no questions: "do all snakes lay eggs" and "do some snakes lay eggs".

The answers differ (no / yes), and the two differ in one small word that the embedding model
barely sees. Only a quantifier that opens the question (after its auxiliary, a lead-in such as
"quick question:", or "do you think / is it true that") counts: "some" and "all" elsewhere are
too often idioms ("the best movies of all time", "what are some good books").
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.text import analyze, stem

_AUX = (r"do|does|did|are|is|were|was|can|could|will|would|should|shall|have|has|had|must|"
        r"may|might")
_MODAL = frozenset({"can", "could", "will", "would"})
_QUANTIFIED = re.compile(
    rf"(?:^(?:[^,:]{{0,40}}[,:]\s*)?({_AUX})|\b(?:think|true that|whether|if))\s+"
    r"(almost|nearly|virtually|only)?\s*"
    r"(all|every|each|both|some|any|several|many|either|most)\b"
)
_CLASS = {"all": "all", "every": "all", "each": "all", "both": "all", "some": "some",
          "any": "some", "several": "some", "many": "some", "either": "some", "most": "most"}
_MODIFIED = {"almost": "most", "nearly": "most", "virtually": "most", "only": "some"}


@lru_cache(maxsize=8192)
def quantifier(text: str) -> str | None:
    """"all", "some" or "most" for a yes/no question about a quantified subject, else None.

    "Almost all" is most and "only some" some; "any" after "can / will" is any one at all
    ("can any dog be trained" asks what "can all dogs be trained" asks).
    """
    match = _QUANTIFIED.search(analyze(text).canon.strip())
    if match is None:
        return None
    aux, modifier, word = match.groups()
    if modifier:
        return _MODIFIED[modifier]
    if word == "any" and aux in _MODAL:
        return "all"
    return _CLASS[word]


_ALL_OF = re.compile(r"\ball (?:of )?(?:the |my |your |our |their |these |those )?([a-z]+)s\b")
_ONE_OF = re.compile(r"\b(?:a|an|one|a single|single) ([a-z]+)\b")


@lru_cache(maxsize=8192)
def _all_of(text: str) -> frozenset[str]:
    """Stems of the things ``text`` names all of ("delete all rows" -> {"row"})."""
    return frozenset(stem(m.group(1)) for m in _ALL_OF.finditer(analyze(text).canon))


@lru_cache(maxsize=8192)
def _one_of(text: str) -> frozenset[str]:
    """Stems of the things ``text`` names one of ("delete a row" -> {"row"})."""
    return frozenset(stem(m.group(1)) for m in _ONE_OF.finditer(analyze(text).canon))


class QuantifierCheck:
    """Refuses a yes/no question about all of something against one about some or most, and
    all of a thing against one of it ("delete all rows" / "delete a row")."""

    name = "quantifier"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = quantifier(candidate.query), quantifier(candidate.matched)
        if a and b and a != b:
            return Verdict(False, self.name, f"quantifier: {a!r} vs {b!r}")
        for x, y in ((candidate.query, candidate.matched), (candidate.matched, candidate.query)):
            both = (_all_of(x) - _all_of(y)) & (_one_of(y) - _one_of(x))
            if both:
                one = next(m.group(1) for m in _ONE_OF.finditer(analyze(y).canon)
                           if stem(m.group(1)) in both)
                return Verdict(False, self.name, f"quantifier: all against one {one!r}")
        return None
