"""Known names that add nothing to the question: a place said only to locate another named
thing ("lagos, nigeria", "the eiffel tower in paris") and the source language of a translation
into a language both sides name ("translate X from english into spanish" / "how do you say X
in spanish"). The entities check leaves them out of its comparison.

Only a known container counts ("paris, texas" is not "paris"), only right after the thing it
locates, and not where the question is whether the thing lies there ("is toronto in canada").
"""

from __future__ import annotations

import re

from genaicache.verify.lexicon import containers
from genaicache.verify.text import MARK, Analysis

# What may stand between a named thing and the place that locates it.
_LOCATES = re.compile(r"\s*(?:,|\(|,?\s*in(?:\s+the)?)?\s*")
# "is toronto in canada" asks where the thing lies: the place is the question.
_ASKS_WHERE = re.compile(r"\b(?:is|are|was|were)\s+(?:the\s+)?$")
# Questions put in English translate from English when they name no source.
_SOURCE = "english"
_FROM = re.compile(r"\bfrom\s*$")
_INTO = re.compile(r"\s*(?:to|into)\s*")
_TARGET = re.compile(r"\b(?:in|into|to)\s*$")


def implied(analysis: Analysis, other: Analysis, shared: frozenset[str]) -> frozenset[str]:
    """The entities of ``analysis`` missing from ``shared`` that only locate a named thing of
    ``shared`` (or a place that does) or name the source language of a translation."""
    parts, names = analysis.canon.split(MARK), analysis.entities
    found: set[str] = set()
    for i, name in enumerate(names):
        located = i > 0 and _locates(names[i - 1], name, parts[i - 1], parts[i], shared | found)
        source = i + 1 < len(names) and _translates_from(name, parts[i], parts[i + 1],
                                                         names[i + 1], other, shared)
        if name not in shared and (located or source):
            found.add(name)
    return frozenset(found)


def _locates(inner: str, outer: str, before: str, between: str,
             known: frozenset[str] | set[str]) -> bool:
    """Whether ``outer`` right after ``inner`` only says where the known ``inner`` lies."""
    return (inner in known and outer in containers().get(inner, ())
            and _LOCATES.fullmatch(between) is not None and _ASKS_WHERE.search(before) is None)


def _translates_from(name: str, before: str, between: str, target: str, other: Analysis,
                     shared: frozenset[str]) -> bool:
    """Whether ``name`` is the English source of "from english to <target>", where the other
    side asks for the same ``target`` ("in spanish") and names no source."""
    return (name == _SOURCE and target in shared and _FROM.search(before) is not None
            and _INTO.fullmatch(between) is not None and _names_target(other, target))


def _names_target(analysis: Analysis, target: str) -> bool:
    """Whether ``analysis`` names ``target`` as the language to say something "in"."""
    parts = analysis.canon.split(MARK)
    return any(name == target and _TARGET.search(parts[i]) is not None
               for i, name in enumerate(analysis.entities))
