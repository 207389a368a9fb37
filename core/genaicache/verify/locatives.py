"""Known names that add nothing to the question: a place said only to locate another named
thing at the end of the text ("how many people live in lagos, nigeria", "the height of the
eiffel tower in paris"). The entities check leaves them out of its comparison.

Only a known container counts ("paris, texas" is not "paris"), only right after the thing it
locates and closing the text (in "besides lagos, nigeria's largest cities" or "shanghai,
china or india" the comma does not locate), and not in a question of where the thing lies
("is toronto in canada", "where's toronto in canada").
"""

from __future__ import annotations

import re

from genaicache.verify.lexicon import containers
from genaicache.verify.text import MARK, Analysis

# What may stand between a named thing and the place that locates it.
_LOCATES = re.compile(r"\s*(?:,|\(|,?\s*in(?:\s+the)?)?\s*")
# What may follow the place: nothing but the end of the text.
_CLOSES = re.compile(r"\s*\)?\s*[?.!]*\s*")
# "is toronto in canada", "where is toronto": the place is the question.
_ASKS_WHERE = re.compile(r"\b(?:is|are|was|were)\s+(?:the\s+)?$")
_WHERE = re.compile(r"\bwhere")


def implied(analysis: Analysis, shared: frozenset[str]) -> frozenset[str]:
    """The entities of ``analysis`` missing from ``shared`` that only locate a named thing of
    ``shared`` (or a place that does) at the end of the text."""
    parts, names = analysis.canon.split(MARK), analysis.entities
    if _WHERE.search(analysis.canon):
        return frozenset()
    located: set[int] = set()
    for i, name in enumerate(names):
        known = shared | {names[j] for j in located}
        if i and name not in shared and _locates(names[i - 1], name, parts[i - 1], parts[i],
                                                 known):
            located.add(i)
    # each must close the text, or be followed only by places that locate it in turn
    # ("toronto, ontario, canada")
    closing: set[int] = set()
    for i in sorted(located, reverse=True):
        after = parts[i + 1]
        if _CLOSES.fullmatch(after) or (i + 1 in closing and _LOCATES.fullmatch(after)):
            closing.add(i)
    return frozenset(names[i] for i in closing)


def _locates(inner: str, outer: str, before: str, between: str,
             known: frozenset[str] | set[str]) -> bool:
    """Whether ``outer`` right after ``inner`` only says where the known ``inner`` lies."""
    return (inner in known and outer in containers().get(inner, ())
            and _LOCATES.fullmatch(between) is not None and _ASKS_WHERE.search(before) is None)
