"""Whose thing it is: possessive chains that differ between the two sides.

"Can I use my husband's airline miles" and "can my husband use my airline miles" score 0.98;
"if I am Maria's father's sister" and "if Maria is my father's sister" 0.98. The words are the
same, the owner is not. A possessive chain is a determiner, the owners (with up to two
modifiers before the first) and the word after them: "my father's sister" is ``(<1>, father,
sister)``, "my old phone's charger" ``(<1>, old, phone, charger)``, "Maria's father's sister"
``(<any>, maria, father, sister)`` (a chain that starts with a name has an unspoken "the") and
"my airline miles" ``(<1>, airline)``. Determiners read as classes: ``<1>`` for my / your /
our (the speaker or the generic "you": "how do you know your partner loves you" asks what "how
do I know my partner loves me" asks), ``<3>`` for his / her / its / their, and ``<any>`` for an
owner that names nobody in particular ("one's", "someone's", "his/her", "their" after
"someone") or an unspoken "the".

A candidate is refused when a chain of one side and a chain of the other side end in the same
word but with other owners, or hold the same words in another order ("my mother's brother" /
"my brother's mother"). A third-person determiner may stand for a named owner ("her policy" /
"Clinton's policy"). A side without a possessive never objects: "the miles of my husband" is
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

_DETERMINERS: dict[str, str] = {
    "my": "<1>", "your": "<1>", "our": "<1>", "thy": "<1>",
    "his": "<3>", "her": "<3>", "its": "<3>", "their": "<3>",
}
_ANY = "<any>"
_CLASSES = frozenset({"<1>", "<3>", _ANY})
# Owners that name nobody in particular (compared on their stems: "users'", "peoples'").
_GENERIC = frozenset(
    {
        "one", "someone", "somebody", "anyone", "anybody", "everyone", "everybody", "other",
        "another", "else", "person", "people", "user", "individual", "human",
    }
)
_GENERIC_STEMS = frozenset(stem(word) for word in _GENERIC)
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
_DETS = "|".join(sorted(_DETERMINERS))
_DET = rf"\b(?:{_DETS})\s+"
_NO_DET = rf"(?!(?:{_DETS})\b)"  # "Maria's my sister": an 's before a determiner is "is"
# An owner starts a token (never inside "a.b-c": no rescans) and is no contraction.
_OWNER = (rf"(?<![\w.&+-])(?!(?:{'|'.join(sorted(_NOT_OWNERS))})'s\b)"
          rf"{_WORD}(?:'s|s')\s+{_NO_DET}")
# Up to two modifiers between a determiner and the first owner ("my old phone's charger").
_MODIFIER = rf"(?!(?:{_DETS}|and|or|to|for|of|with|in|on|at|the|a|an)\b){_WORD}\s+"
_CHAIN = re.compile(
    rf"(?:{_DET}(?:{_MODIFIER}){{0,2}}?)?(?:{_OWNER})+{_WORD}|{_DET}{_NO_DET}{_WORD}")


_EITHER = re.compile(r"\b(?:his\s*/\s*her|her\s*/\s*his|his or her|her or his)\b")
# With a generic subject, "their" / "his" is anybody's ("how does someone start their own
# business" / "how can I start my own business").
_GENERIC_SUBJECT = re.compile(
    r"\b(?:someone|somebody|anyone|anybody|everyone|everybody|people|a person|one)\b")


def _canon(word: str) -> str:
    return stem(canonical_wording(word).split(" ")[0] or word)


@lru_cache(maxsize=8192)
def chains(text: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The possessive chains of ``text``: ``(surface, (determiner, owner, ..., word))`` each."""
    text = _EITHER.sub("one's", text.lower().replace("\u2019", "'"))
    third = _ANY if _GENERIC_SUBJECT.search(text) else "<3>"
    out = []
    for m in _CHAIN.finditer(text):
        words = m.group(0).split()
        parts: list[str] = []
        for word in words[:-1]:
            if word in _DETERMINERS:
                kind = _DETERMINERS[word]
                parts.append(third if kind == "<3>" else kind)
                continue
            if not word.endswith(("'s", "s'")):  # a modifier of the first owner
                parts.append(_canon(word))
                continue
            owner = word[:-2] if word.endswith("'s") else word[:-1]
            if owner in _DESCRIPTIVE:
                parts = []
                break
            generic = owner in _GENERIC or stem(owner) in _GENERIC_STEMS
            parts.append(_ANY if generic else _canon(owner))
        if parts:
            if parts[0] not in _CLASSES:
                parts.insert(0, _ANY)  # "maria's father" = "the maria's father"
            out.append((m.group(0), (*parts, _canon(words[-1]))))
    return tuple(out)


def _same_owner(x: str, y: str) -> bool:
    if x == y:
        return True
    if x in _CLASSES and y in _CLASSES:
        return _ANY in (x, y)
    return False


def _same_owners(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Whether two owner runs (determiner first) name the same owners."""
    if len(a) == len(b):
        return all(_same_owner(x, y) for x, y in zip(a, b, strict=True))
    short, long = sorted((a, b), key=len)
    # "her policy" / "Clinton's policy": a third-person determiner for one named owner
    return (len(long) == len(short) + 1 and short[0] == "<3>" and long[0] == _ANY
            and long[1] not in _CLASSES and short[1:] == long[2:])


def conflict(a: str, b: str) -> tuple[str, str] | None:
    """The first pair of chains (one per side) that end in the same word with other owners,
    or hold the same words in another order; ``None`` when there is none."""
    other = chains(b)
    for surface_a, chain_a in chains(a):
        for surface_b, chain_b in other:
            if chain_a[-1] == chain_b[-1]:
                if not _same_owners(chain_a[:-1], chain_b[:-1]):
                    return surface_a, surface_b
            elif len(chain_a) > 2 and sorted(chain_a) == sorted(chain_b):
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
