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
from dataclasses import dataclass
from functools import cached_property, lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.text import canonical_wording, stem

_DETERMINERS: dict[str, str] = {
    "my": "<1>", "your": "<1>", "our": "<1>", "thy": "<1>",
    "his": "<3>", "her": "<3>", "its": "<3>", "their": "<3>",
}
_ANY = "<any>"  # nobody in particular, or an unspoken "the": matches every owner
_OTHER = "<other>"  # somebody else: matches a third person, never "my" / "your"
_CLASSES = frozenset({"<1>", "<3>", _ANY, _OTHER})
# Owners that name nobody in particular, and owners that name somebody else (both compared on
# their stems as well: "users'", "peoples'").
_GENERIC = frozenset({"one", "person", "people", "user", "individual", "human"})
_SOMEBODY_ELSE = frozenset(
    {"someone", "somebody", "anyone", "anybody", "everyone", "everybody", "other", "another",
     "else", "others"}
)
_STEMS = {stem(w): _ANY for w in _GENERIC} | {stem(w): _OTHER for w in _SOMEBODY_ELSE}
# Possessives that describe rather than own ("new year's resolution", "master's degree"):
# a chain through one of them is not read.
_DESCRIPTIVE = frozenset(
    {
        "year", "today", "tomorrow", "yesterday", "tonight", "week", "month", "day", "night",
        "hour", "minute", "decade", "century", "season", "life", "world", "men", "women",
        "children", "kid", "master", "bachelor", "beginner", "valentine", "moment",
    }
)
# ... and owners that describe only some things: "driver's license", not "another driver's car"
_DESCRIBES: dict[str, frozenset[str]] = {
    "driver": frozenset({"license", "licence", "licenses", "licences", "seat", "side", "ed",
                         "education", "test", "permit", "manual", "record", "records",
                         "door", "window", "exam", "course", "licensing"}),
}
# Words whose 's is a contraction (is / has / us), never a possessive.
_NOT_OWNERS = frozenset(
    {
        "it", "let", "what", "who", "where", "there", "that", "here", "how", "he", "she",
        "when", "why", "this", "which", "everything", "nothing", "something", "anything",
    }
)
# Words that end a chain's head ("my husband's miles to ..."): a second head word is read
# only when it is none of these ("my husband's airline miles", "my boyfriend's best friend").
_NOT_HEAD = frozenset(
    {
        *_DETERMINERS, "to", "for", "of", "in", "on", "at", "with", "from", "by", "and", "or",
        "is", "are", "was", "were", "be", "can", "could", "will", "would", "should", "do",
        "does", "did", "has", "have", "had", "that", "this", "the", "a", "an", "when", "if",
        "as", "than", "but", "so", "because", "while", "after", "before", "about", "into",
        "without", "me", "him", "us", "them", "you", "i", "we", "they", "he", "she", "it",
        "what", "how", "why", "where", "who", "which", "not", "too", "very", "just",
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
_HEAD = rf"(?:own\s+)?(?!own\b){_WORD}(?:\s+(?!(?:{'|'.join(sorted(_NOT_HEAD))})\b){_WORD})?"
_DET_WORD = re.compile(_DET)
_CHAIN = re.compile(
    rf"(?:{_DET}(?:{_MODIFIER}){{0,2}}?)?(?:{_OWNER})+{_HEAD}|{_DET}{_NO_DET}{_HEAD}")
_EITHER = re.compile(r"\b(?:his\s*/\s*her|her\s*/\s*his|his or her|her or his)\b")
# With a generic subject, "their" / "his" is anybody's ("how does someone start their own
# business" / "how can I start my own business").
_GENERIC_SUBJECT = re.compile(
    r"\b(?:someone|somebody|anyone|anybody|everyone|everybody|people|a person)\b"
    r"|\b(?:can|could|should|would|must|may|might|does|do|will) one\b|\bone's\b"
    r"|\b(?:a|an|any|every|each) (?:man|woman|girl|boy|guy|lady|person|kid|child|student|"
    r"company|business|user|customer|employee|parent|mother|father|wife|husband|teen|"
    r"teenager|baby|patient|driver|tenant|landlord|dog|cat)\b"
    r"|^(?:how|why|what|when|can|do|does|should|will|would)(?: \w+)? (?:men|women|girls|boys|"
    r"guys|students|kids|children|parents|companies|businesses|users|customers|employees|"
    r"teens|teenagers|dogs|cats)\b")


@dataclass(frozen=True)
class Chain:
    """One possessive phrase: its text, its owners (a determiner class first) and its head
    (one or two words)."""

    surface: str
    owners: tuple[str, ...]
    head: tuple[str, ...]

    @cached_property
    def readings(self) -> list[tuple[str, ...]]:
        """Its words in order (determiner left out), with and without a second head word
        ("my best friend's sister likes" may end at "sister")."""
        owners = tuple(w for w in self.owners if w not in _CLASSES)
        return [(*owners, *self.head), (*owners, *self.head[:1])]


def _canon(word: str) -> str:
    return stem(canonical_wording(word).split(" ")[0] or word)


def _owner_of(word: str) -> str | None:
    """The owner a possessive names ("maria's" -> "maria", "parents'" -> "parents")."""
    if word.endswith("'s"):
        return word[:-2]
    return word[:-1] if word.endswith("s'") else None


@lru_cache(maxsize=8192)
def chains(text: str) -> tuple[Chain, ...]:
    """The possessive chains of ``text``."""
    text = _EITHER.sub("one's", text.lower().replace("\u2019", "'"))
    if "'" not in text and not _DET_WORD.search(text):
        return ()  # a chain opens with a determiner or holds an owner's "'s" / "s'"
    out = []
    for m in _CHAIN.finditer(text):
        words = m.group(0).split()
        last = max((i for i, w in enumerate(words) if _owner_of(w) is not None), default=0)
        owners: list[str] = []
        head = [_canon(w) for w in words[last + 1:] if w != "own"]
        for i, word in enumerate(words[:last + 1]):
            if i == 0 and word in _DETERMINERS:
                kind = _DETERMINERS[word]
                owners.append(_third_person(text) if kind == "<3>" else kind)
            elif (owner := _owner_of(word)) is not None:
                if owner in _DESCRIPTIVE or (
                        i + 1 < len(words) and words[i + 1] in _DESCRIBES.get(owner, ())):
                    owners = []
                    break
                owners.append(_STEMS.get(owner) or _STEMS.get(stem(owner)) or _canon(owner))
            else:  # a modifier of the first owner ("my old phone's")
                owners.append(_canon(word))
        if owners and head:
            if owners[0] not in _CLASSES:
                owners.insert(0, _ANY)  # "maria's father" = "the maria's father"
            out.append(Chain(m.group(0), tuple(owners), tuple(head)))
    return tuple(out)


def _third_person(text: str) -> str:
    """The owner "his / her / its / their" names in ``text``: anybody after a generic subject,
    else a third person (read only for a chain that opens so)."""
    return _ANY if _GENERIC_SUBJECT.search(text) else "<3>"


def _same_owner(x: str, y: str) -> bool:
    if x == y or _ANY in (x, y):
        return True
    # a third-person owner may be "someone's"; "my" / "your" is neither of them
    return {x, y} == {"<3>", _OTHER}


def _same_owners(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Whether two owner runs (determiner first) name the same owners."""
    if len(a) == len(b):
        return all(_same_owner(x, y) for x, y in zip(a, b, strict=True))
    short, long = sorted((a, b), key=len)
    # "her policy" / "Clinton's policy", "his birthday" / "my boyfriend's birthday": a
    # third-person determiner for one named owner
    return (len(long) == len(short) + 1 and short[0] == "<3>" and long[1] not in _CLASSES
            and all(_same_owner(x, y) for x, y in zip(short[1:], long[2:], strict=True)))


def _said_alone(chain: Chain, others: tuple[Chain, ...]) -> list[Chain]:
    """The chains of ``others`` with a head of one word that ``chain`` says with a second
    one, or the other way round, and one owner more or fewer: "my boss's calendar access" is
    about "my calendar" too, an owner that only one side names. Owners as many on both sides
    may be one owner in two words ("the agent's commission" / "the realtor's commission
    paid")."""
    return [other for other in others if {len(chain.head), len(other.head)} == {1, 2}
            and chain.head[0] == other.head[0] and chain.head[-1] != other.head[-1]
            and len(chain.owners) != len(other.owners)]


def _owner_as_modifier(x: Chain, y: Chain) -> bool:
    """Whether ``y`` says ``x``'s last owner as a word before the same thing ("my renter's
    insurance" / "my renters insurance": one kind of insurance, however written)."""
    return (len(x.owners) == len(y.owners) + 1 and len(y.head) == len(x.head) + 1
            and y.head[1:] == x.head and stem(y.head[0]) == stem(x.owners[-1])
            and _same_owners(x.owners[:-1], y.owners))


def conflict(a: str, b: str) -> tuple[str, str] | None:
    """The first pair of chains (one per side) that end in the same word with other owners,
    or hold the same words in another order; ``None`` when there is none."""
    by_head: dict[str, list[Chain]] = {}
    by_words: dict[tuple[str, ...], list[tuple[tuple[str, ...], Chain]]] = {}
    for chain in chains(b):
        by_head.setdefault(chain.head[-1], []).append(chain)
        for reading in chain.readings:
            by_words.setdefault(tuple(sorted(reading)), []).append((reading, chain))
    for chain in chains(a):
        for other in (*by_head.get(chain.head[-1], ()), *_said_alone(chain, chains(b))):
            if not _same_owners(chain.owners, other.owners) and not (
                    _owner_as_modifier(chain, other) or _owner_as_modifier(other, chain)):
                return chain.surface, other.surface
        readings = chain.readings
        if not any(w not in _CLASSES for w in chain.owners):
            continue  # no owner word: "my cheating husband" / "my husband cheating" is no chain
        for reading in readings:  # the same words in another order: a reordered chain
            if len(reading) < 2:
                continue
            for other_reading, other in by_words.get(tuple(sorted(reading)), ()):
                if other_reading not in readings and reading not in other.readings:
                    return chain.surface, other.surface
    return None


class PossessorCheck:
    """Refuses a candidate whose two sides give one thing different owners."""

    name = "possessors"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        found = conflict(candidate.query, candidate.matched)
        if found is None:
            return None
        return Verdict(False, self.name, f"possessors: {found[0]} vs {found[1]}")
