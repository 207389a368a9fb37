"""Names written as one word that share a part and differ in the rest ("NavigationStack" /
"NavigationView", "ArrayList" / "LinkedList").

Normalization lowers them to one unknown word each, which the entity table cannot list in
full and the token vectors read as near the same thing. When each side says one such word the
other lacks, nothing else differs in its words, and the text names a programming language or
a piece of software, the two words name two things; elsewhere such words are more often one
thing said two ways ("motorcycle" / "motorbike", "windshield" / "windscreen").
"""

from __future__ import annotations

import os
from functools import lru_cache

from genaicache.verify.lexicon import code_entities, stop_words
from genaicache.verify.text import analyze

_MIN_WORD = 7  # "hashmap"; shorter words are spelling variants more often than names
_MIN_HEAD = 5  # a shared start ("navigation"; not "comp" of "computer" / "comprehensive")
_MIN_TAIL = 4  # a shared end ("list" of "arraylist" / "linkedlist")
_MIN_REST = 4  # each name's own part ("array" / "linked"; not "overtake" / "overtook") ...
_MIN_EDITS = 3  # ... and this far apart: "organisation" / "organization" is one name
# Endings that make another form of one word ("drivers" / "driving", "improvement" /
# "improving", "biggest" / "largest"), not another name
_ENDINGS = frozenset({
    "s", "es", "ed", "d", "ing", "ings", "er", "ers", "or", "ors", "ion", "ions", "ation",
    "ations", "ment", "ments", "ive", "ives", "ly", "ness", "able", "ible", "al", "als", "ize",
    "izes", "ized", "izing", "izer", "izers", "ise", "ised", "ising", "ies", "y", "ity",
    "ities", "ance", "ence", "ant", "ants", "ent", "ents", "ic", "ics", "ical", "ist", "ists",
    "ism", "est", "iest", "ier", "ful", "less", "ship", "hood"})
# ... those a shared end may close with, the part before them being the word ("biggest" /
# "largest"); not "ist" ("arraylist" / "linkedlist", "pianist" / "violinist": two names)
_TAIL_ENDINGS = frozenset(e for e in _ENDINGS if len(e) > 1) - {"ist", "ists"}


def _edits(x: str, y: str) -> int:
    """The Levenshtein distance of two short strings."""
    row = list(range(len(y) + 1))
    for i, a in enumerate(x, 1):
        prev, row[0] = row[0], i
        for j, b in enumerate(y, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (a != b))
    return row[-1]


def _own_parts(x: str, y: str) -> tuple[str, str] | None:
    """What each word has beyond the longest part they share at one end, when that part is
    long enough and what is left is no ending of a word."""
    head = len(os.path.commonprefix([x, y]))
    tail = len(os.path.commonprefix([x[::-1], y[::-1]]))
    if head >= _MIN_HEAD and head >= tail:
        own = x[head:], y[head:]
        # an ending, or an ending after a letter or two ("studying" / "studies")
        return None if any(r[k:] in _ENDINGS for r in own for k in range(3)) else own
    if tail >= _MIN_TAIL and not any(x[-tail:].endswith(e) for e in _TAIL_ENDINGS):
        return x[:-tail], y[:-tail]
    return None


@lru_cache(maxsize=8192)
def joined_names_differ(query: str, matched: str) -> tuple[str, str] | None:
    """``(word, other)`` when the only word of one side the other lacks and the only word of
    the other side the first lacks are two names joined into one word that share a part and
    differ in the rest, else ``None``."""
    a, b, stops = analyze(query), analyze(matched), stop_words()
    if code_entities().isdisjoint(a.entities) or code_entities().isdisjoint(b.entities):
        return None
    only_a = set(a.tokens) - set(b.tokens) - stops  # "an arraylist" / "a linkedlist"
    only_b = set(b.tokens) - set(a.tokens) - stops
    if len(only_a) != 1 or len(only_b) != 1:
        return None
    (x,), (y,) = only_a, only_b
    if (len(x) < _MIN_WORD or len(y) < _MIN_WORD or not (x.isascii() and x.isalpha())
            or not (y.isascii() and y.isalpha())):
        return None
    own = _own_parts(x, y)
    if own is None or min(len(own[0]), len(own[1])) < _MIN_REST:
        return None
    return (x, y) if _edits(*own) >= _MIN_EDITS else None
