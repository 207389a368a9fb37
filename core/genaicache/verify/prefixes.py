"""Negating prefixes: "unsuitable" against "suitable", "dislike" against "like".

The lexicon cannot list every adjective with its "un-" form, and the embedding model puts the
two within a hair of each other ("which paints are unsuitable for murals" / "... suitable ..."
scores 0.96). A word on one side that is a negating prefix plus a word of the other side, where
neither side also has the other form, is an opposite.
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.lexicon import stop_words
from genaicache.verify.text import MARK, analyze, stem

# "un-" and "non-" negate almost any word; "dis-" the listed ones ("dislike", "disagree");
# "in-" and its forms only adjectives ("incorrect", "impossible", "illegal", "irregular"), so a
# word in those must end like one ("intake" is no "take").
_FREE = ("non-", "non", "un")
_LATIN = ("in", "im", "il", "ir")
# "dis-" negates these; elsewhere it is part of another word ("display", "disease")
_DIS = frozenset({"dislike", "dislikes", "disliked", "disagree", "disagrees", "disconnect",
                  "disconnected", "disallow", "disallowed", "disapprove", "disapproved",
                  "dishonest", "disappear", "disappeared", "disarm", "disassemble",
                  "discontinue", "discontinued", "disobey", "disown", "dissatisfied",
                  "disqualify", "disqualified", "disprove", "disproven", "disloyal",
                  "disorganized", "disbelieve"})
_ADJECTIVE_END = ("ible", "able", "ent", "ant", "ive", "al", "ar", "ect", "ate", "ete", "ure",
                  "ous", "ite", "ed")
# Prefixed words that say the same as the plain one.
_SAME = frozenset({"inflammable", "invaluable", "unthaw", "unthawed", "irregardless",
                   "unloose", "unloosen", "inhabitable", "unlike", "inpatient", "inpatients",
                   "immigrate", "immigrated", "immigrant", "immigrants", "immigration",
                   "insure", "insured", "impassioned", "inborn"})
_MIN_BASE = 4
_NOT = frozenset({"not", "never", "no"})


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+(?:-[a-z]+)*", analyze(text).canon.replace(MARK, " "))


def _bases(word: str) -> list[str]:
    """The words ``word`` may negate by its prefix."""
    if word in _SAME or word in stop_words():
        return []
    found = [word[len(p):] for p in _FREE if word.startswith(p)]
    if word in _DIS:
        found.append(word[3:])
    if word.endswith(_ADJECTIVE_END):
        found += [word[len(p):] for p in _LATIN if word.startswith(p)]
    return [b for b in found if len(b) >= _MIN_BASE and b.isalpha()]


def negates(prefixed: str, word: str) -> bool:
    """Whether ``prefixed`` is ``word`` with a prefix that says its absence ("unsafe" = "not
    safe"); "dis-" reverses rather than negates ("not proven" is no "disproven")."""
    return not prefixed.startswith("dis") and any(
        stem(base) == stem(word) for base in _bases(prefixed))


@lru_cache(maxsize=8192)
def prefixed_opposite(query: str, matched: str) -> tuple[str, str] | None:
    """``(prefixed, plain)`` when one side has a negating-prefix word whose plain form the
    other side says un-negated, and neither side also has the other form."""
    words_q, words_m = _words(query), _words(matched)
    for x, y in ((words_q, words_m), (words_m, words_q)):
        stems_x, stems_y = {stem(w) for w in x}, {stem(w) for w in y}
        for i, word in enumerate(x):
            if stem(word) in stems_y or (i and x[i - 1] in _NOT):
                continue  # "not illegal" says "legal": the negation check decides
            for base in _bases(word):
                plain = stem(base)
                if plain in stems_x or plain not in stems_y:
                    continue
                at = [i for i, w in enumerate(y) if stem(w) == plain]
                if any(i and y[i - 1] in _NOT for i in at):
                    continue  # "not suitable" says "unsuitable": the negation check decides
                if word.startswith("un") and not word.endswith("ed") and all(
                        y[i].endswith("ed") for i in at):
                    continue  # "how to unclog a drain" / "clogged drain": the fix, the problem
                return word, base
    return None
