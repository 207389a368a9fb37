"""Whose thing it is: possessive chains that differ between the two sides.

"Can I use my husband's airline miles" and "can my husband use my airline miles" score 0.98;
"if I am Maria's father's sister" and "if Maria is my father's sister" 0.98. The words are the
same, the owner is not. A possessive chain is a run of owners ending in a head word: "maria's
father's sister" is ``(maria, father, sister)``; "my airline miles" is ``(<poss>, airline)``
(my / your / his / her / our / their are one owner: "how do you know your partner loves you"
asks what "how do I know my partner loves me" asks).

A candidate is refused when a chain of one side and a chain of the other side have the same
head but other owners, or the same words in another order ("my mother's brother" / "my
brother's mother"). A side without a possessive never objects: "the miles of my husband" is
not read.

>>> PossessorCheck()(Candidate("can i use my husband's miles", "can my husband use my miles",
...                            0.98)).reason
"possessors: my husband's miles vs my miles"
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.text import canonical_wording, stem

# Determiners, by person: a third-person one may stand for a named owner ("her policy" /
# "Clinton's policy"); a first- or second-person one may not. Any determiner matches any other
# ("how do you know your partner loves you" / "how do I know my partner loves me").
_DETERMINERS: dict[str, str] = {
    "my": "<1>", "your": "<1>", "our": "<1>", "thy": "<1>",
    "his": "<3>", "her": "<3>", "its": "<3>", "their": "<3>",
}
_ANY = "<any>"
# Owners that name nobody in particular read as a determiner ("one's life" = "his life").
_GENERIC = frozenset(
    {
        "one", "someone", "somebody", "anyone", "anybody", "everyone", "everybody", "other",
        "others", "another", "person", "people", "user", "individual",
    }
)
# Possessives that describe rather than own ("new year's resolution", "master's degree"):
# a chain through one of them is not read.
_DESCRIPTIVE = frozenset(
    {
        "year", "today", "tomorrow", "yesterday", "tonight", "week", "month", "day", "night",
        "hour", "minute", "decade", "century", "season", "life", "world", "men", "women",
        "children", "kid", "master", "bachelor", "driver", "beginner", "valentine", "moment",
    }
)
# Words whose 's is a contraction (is / has / us), never a possessive.
_NOT_OWNERS = frozenset(
    {
        "it", "let", "what", "who", "where", "there", "that", "here", "how", "he", "she",
        "when", "why", "this", "which", "everything", "nothing", "something", "anything",
    }
)
_WORD = r"[^\W_][\w.&+-]*"
_DET = rf"\b(?:{'|'.join(sorted(_DETERMINERS))})\s+"
_OWNER = rf"\b(?!(?:{'|'.join(sorted(_NOT_OWNERS))})'s\b){_WORD}(?:'s|s')\s+"
_CHAIN = re.compile(rf"(?:{_DET})?(?:{_OWNER})+{_WORD}|{_DET}{_WORD}")


def _canon(word: str) -> str:
    return stem(canonical_wording(word).split(" ")[0] or word)


@lru_cache(maxsize=8192)
def chains(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The possessive chains of ``text``: ``(surface, (owner, ..., head))`` each; owners that
    are determiners read as their person class, generic owners as ``<any>``."""
    text = text.replace("\u2019", "'")
    out = []
    for m in _CHAIN.finditer(text):
        words = m.group(0).split()
        parts: list[str] = []
        for word in words[:-1]:
            if word in _DETERMINERS:
                parts.append(_DETERMINERS[word])
                continue
            owner = word[:-2] if word.endswith("'s") else word[:-1]
            if owner in _DESCRIPTIVE:
                parts = []
                break
            parts.append(_ANY if owner in _GENERIC else _canon(owner))
        if parts:
            out.append((m.group(0), (*parts, _canon(words[-1]))))
    return tuple(out)


def _same_owner(x: str, y: str) -> bool:
    if x == y or (x in _CLASSES and y in _CLASSES):
        return True
    return "<3>" in (x, y) and not (x in _CLASSES and y in _CLASSES)


_CLASSES = frozenset({"<1>", "<3>", _ANY})


def _same_owners(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    return len(a) == len(b) and all(_same_owner(x, y) for x, y in zip(a, b, strict=True))


def conflict(a: str, b: str) -> tuple[str, str] | None:
    """The first pair of chains (one per side) with the same head but other owners, or the
    same words in another order; ``None`` when there is none."""
    other = chains(b)
    for surface_a, chain_a in chains(a):
        for surface_b, chain_b in other:
            if chain_a[-1] == chain_b[-1]:
                if not _same_owners(chain_a[:-1], chain_b[:-1]):
                    return surface_a, surface_b
            elif sorted(chain_a) == sorted(chain_b) and len(chain_a) > 2:
                return surface_a, surface_b
    return None


class PossessorCheck:
    """Refuses a candidate whose two sides give one thing different owners."""

    name = "possessors"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        found = conflict(candidate.query, candidate.matched)
        if found is None:
            return None
        return Verdict(False, self.name, f"possessors: {found[0]} vs {found[1]}")
