"""Negating prefixes: "unsuitable" against "suitable", "dislike" against "like",
"asymptomatic" against "symptomatic".

The lexicon cannot list every adjective with its "un-" form, and the embedding model puts the
two within a hair of each other ("which paints are unsuitable for murals" / "... suitable ..."
scores 0.96). A word on one side that is a negating prefix plus a word of the other side, where
neither side also has the other form, is an opposite.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from genaicache.verify.lexicon import stop_words
from genaicache.verify.text import latin_words, stem

# "un-" and "non-" negate almost any word; "dis-" and "a-" the listed ones ("dislike",
# "asymptomatic"); "in-" and its forms only adjectives ("incorrect", "impossible", "illegal",
# "irregular"), so a word in those must end like one ("intake" is no "take").
_FREE = ("non-", "non", "un")
_LATIN = ("in", "im", "il", "ir")
# "dis-" negates these; elsewhere it is part of another word ("display", "disease")
_DIS = frozenset({"dislike", "dislikes", "disliked", "disagree", "disagrees", "disconnect",
                  "disconnected", "disallow", "disallowed", "disapprove", "disapproved",
                  "dishonest", "disappear", "disappeared", "disarm", "disassemble",
                  "discontinue", "discontinued", "disobey", "disown", "dissatisfied",
                  "disqualify", "disqualified", "disprove", "disproven", "disloyal",
                  "disorganized", "disbelieve", "discontinuous"})
_ADJECTIVE_END = ("ible", "able", "ent", "ant", "ive", "al", "ar", "ect", "ate", "ete", "ure",
                  "ous", "ite", "ise", "ed", "ary")
# "a-" negates these ("asymptomatic" = "without symptoms"); elsewhere it is part of the word
_A = frozenset({"asymptomatic", "atypical", "asexual", "amoral", "apolitical", "asymmetric",
                "asymmetrical", "aseptic", "abiotic", "acyclic", "achromatic", "anhydrous",
                "anaerobic"})
# Prefixed words that say the same as the plain one.
_SAME = frozenset({"inflammable", "invaluable", "unthaw", "unthawed", "irregardless",
                   "unloose", "unloosen", "inhabitable", "unlike", "inpatient", "inpatients",
                   "immigrate", "immigrated", "immigrant", "immigrants", "immigration",
                   "insure", "insured", "impassioned", "inborn"})
# "de-" reverses verbs of these endings ("deactivate", "deallocated", "demagnetize"); others
# say a removal the other side says in other words ("defrost" / "get the frost off", "deseed",
# "dehydration" / "hydration") or are other words ("design", "deliver")
_DE_ENDS = ("ed", "ate", "ates", "ating", "ize", "izes", "izing", "ise", "ises", "ising")
_MIN_BASE = 4
_NOT = frozenset({"not", "never", "no"})
_NOT_OR_WITHOUT = _NOT | {"without"}
# Read past these from a word back to its "not": "has never been used", "not yet been paid",
# "without being insured" (not an adverb of manner: "not correctly signed" is no "unsigned")
_PASSIVE = frozenset({"be", "been", "being", "yet", "ever", "even"})


def past_passive(words: list[str], first: int, step: int) -> int:
    """Where the words from ``first`` on, read forwards (``step`` 1) or backwards (-1), leave
    up to two of :data:`_PASSIVE` behind (an index that may fall outside ``words``)."""
    i = first
    while 0 <= i < len(words) and abs(i - first) < 2 and words[i] in _PASSIVE:
        i += step
    return i


def negated_before(words: list[str], at: int) -> bool:
    """Whether a "not", "never", "no" or "without" negates ``words[at]`` from before it, past
    up to two of "be" / "been" / "being" / "yet" / "ever" / "even"."""
    i = past_passive(words, at - 1, -1)
    return i >= 0 and words[i] in _NOT_OR_WITHOUT


def _bases(word: str) -> list[str]:
    """The words ``word`` may negate by its prefix."""
    if word in _SAME or word in stop_words():
        return []
    found = [word[len(p):] for p in _FREE if word.startswith(p)]
    if word in _DIS:
        found.append(word[3:])
    if word in _A:
        found.append(word[2:] if word.startswith("an") else word[1:])
    if word.startswith("de") and word.endswith(_DE_ENDS):  # "deallocated" / "allocated"
        found.append(word[2:])
    if word.endswith(_ADJECTIVE_END):
        found += [word[len(p):] for p in _LATIN if word.startswith(p)]
    return [b for b in found if len(b) >= _MIN_BASE and b.isalpha()]


def freely_negated(word: str) -> str:
    """The word ``word`` negates with "un-" or "non-" ("uninsured" -> "insured"), else ""."""
    if word in _SAME or word in stop_words():
        return ""
    base = next((word[len(p):] for p in _FREE if word.startswith(p)), "")
    return base if len(base) >= _MIN_BASE and base.isalpha() else ""


def negates(prefixed: str, word: str) -> bool:
    """Whether ``prefixed`` is ``word`` with a prefix that says its absence ("unsafe" = "not
    safe"); "dis-" and "de-" reverse rather than negate ("not proven" is no "disproven")."""
    return not prefixed.startswith(("dis", "de")) and any(
        stem(base) == stem(word) for base in _bases(prefixed))


@lru_cache(maxsize=8192)
def _prefixed(text: str) -> tuple[list[str], tuple[tuple[int, str], ...]]:
    """The words of ``text`` and where a prefixed word stands with the stem of each word it
    may negate (computed once per text)."""
    words = latin_words(text)
    found = tuple((i, stem(base)) for i, word in enumerate(words)
                  if word[:2] in _STARTS or word in _A for base in _bases(word))
    return words, found


@lru_cache(maxsize=8192)
def _stems(text: str) -> frozenset[str]:
    """The stems of the words of ``text`` (asked only when a side has a prefixed word)."""
    return frozenset(stem(w) for w in _prefixed(text)[0])


_STARTS = frozenset({"un", "no", "di", "in", "im", "il", "ir", "de"})


@lru_cache(maxsize=8192)
def prefixed_opposite(query: str, matched: str) -> tuple[str, str] | None:
    """``(prefixed, plain)`` when one side has a negating-prefix word whose plain form the
    other side says un-negated, and neither side also has the other form."""
    (q, found_q), (m, found_m) = _prefixed(query), _prefixed(matched)
    if not (found_q or found_m):
        return None
    for (x, found, stems_x), (y, stems_y) in (((q, found_q, _stems(query)), (m, _stems(matched))),
                                               ((m, found_m, _stems(matched)), (q, _stems(query)))):
        for i, plain in found:
            word = x[i]
            if _said_plain(x, word, plain, stems_x) or plain not in stems_y or (
                    stem(word) in stems_y):
                continue
            if i and x[i - 1] in _NOT:
                continue  # "not illegal" says "legal": the negation check decides
            at = [j for j, w in enumerate(y) if stem(w) == plain]
            if word.startswith("de") and not any(y[j].endswith(word[-2:]) for j in at):
                continue  # "deseed" / "seeds": a removal, not a verb turned round
            if any(negated_before(y, j) for j in at):
                continue  # "not suitable" says "unsuitable": the negation check decides
            if word.startswith(("un", "de")) and not word.endswith("ed") and all(
                    y[j].endswith("ed") for j in at):
                continue  # "how to unclog a drain" / "clogged drain": the fix, the problem
                # ("how to defrost a freezer" / "frosted freezer")
            return word, _base_of(word, plain)
    return None


def _said_plain(words: Sequence[str], word: str, plain: str, stems: frozenset[str]) -> bool:
    """Whether ``words`` also say the plain form of the prefixed ``word`` in its own form:
    "salted" beside "unsalted", not the noun "salt" ("how much salt if i use unsalted
    butter")."""
    return plain in stems and any(w != word and stem(w) == plain and w[-2:] == word[-2:]
                                  for w in words)


def _base_of(word: str, plain: str) -> str:
    """The base of ``word`` whose stem is ``plain``."""
    return next(b for b in _bases(word) if stem(b) == plain)


# Prefixes that turn one word round: "overcharged" / "undercharged", "upwelling" /
# "downwelling", "hyperthermia" / "hypothermia"
_PREFIX_PAIRS = (("over", "under"), ("up", "down"), ("hyper", "hypo"))


@lru_cache(maxsize=8192)
def over_against_under(query: str, matched: str) -> tuple[str, str] | None:
    """``(over-word, under-word)`` when one side says "over-" and the other "under-" of one
    word ("overtraining" / "undertraining", "overcharged" / "undercharged"), "up-" and
    "down-" ("upwelling" / "downwelling") or "hyper-" and "hypo-" ("hyperthermia" /
    "hypothermia"), neither side saying both, else ``None``."""
    both = query + matched
    pairs = [(a, b) for a, b in _PREFIX_PAIRS if a in both and b in both]
    if not pairs:
        return None
    words_q, words_m = set(latin_words(query)), set(latin_words(matched))
    for first, second in pairs:
        # "over-" and "under-" are long enough to tell a word of three letters ("overfed")
        shortest = _MIN_BASE - 1 if "over" in (first, second) else _MIN_BASE
        for x, y in ((words_q, words_m), (words_m, words_q)):
            for word in x:
                base = word[len(first):]
                if word.startswith(first) and len(base) >= shortest and second + base in y \
                        and second + base not in x and word not in y:
                    return word, second + base
    return None


@lru_cache(maxsize=8192)
def less_against_ed(query: str, matched: str) -> tuple[str, str] | None:
    """``(x-less word, x-ed word)`` when one side says "<x>less" and the other "<x>ed" of one
    thing ("a ductless heat pump" / "a ducted heat pump", "cordless" / "corded"), neither side
    saying both, else ``None``."""
    if "less" not in query and "less" not in matched:
        return None
    words_q, words_m = set(latin_words(query)), set(latin_words(matched))
    for x, y in ((words_q, words_m), (words_m, words_q)):
        for word in x:
            base = word[:-4].removesuffix("-")  # "ductless", "duct-less"
            if not word.endswith("less") or len(base) < _MIN_BASE:
                continue
            for done in (base + "ed", base + "d", base + base[-1] + "ed"):  # "bagged"
                if done in y and done not in x and word not in y and done not in _TAKEN_OFF:
                    return word, done
    return None


# "<x>ed" words that say the <x> was taken off, as "<x>less" does: "boned chicken thighs" are
# boneless ones
_TAKEN_OFF = frozenset({"boned", "deboned", "skinned", "shelled", "pitted", "stoned", "hulled",
                        "husked"})


# A particle joined to a word by a hyphen, and the particle that turns it round
# (not "up" / "down": "the break-up" / "the break-down of the soviet union")
_PARTICLES = {"in": "out", "out": "in", "on": "off", "off": "on"}


@lru_cache(maxsize=8192)
def particle_opposite(query: str, matched: str) -> tuple[str, str] | None:
    """``(word, other)`` when one side joins a word to a particle by a hyphen and the other
    joins it to the opposite particle, by a hyphen or a space ("freight-in" / "freight-out",
    "opt-in" / "opt-out", "on-peak" / "off-peak", "check-in" / "check out"), neither side
    saying both, else ``None``."""
    if "-" not in query and "-" not in matched:
        return None
    said_q, said_m = latin_words(query), latin_words(matched)
    words_q, words_m = _with_pairs(said_q), _with_pairs(said_m)
    for said, x, y in ((said_q, words_q, words_m), (said_m, words_m, words_q)):
        for word in said:
            for other in _turned(word) if "-" in word else ():
                if other in y and other not in x and word not in y:
                    return word, other
    return None


def _with_pairs(words: list[str]) -> set[str]:
    """The words, and each two in a row joined by a hyphen ("check out" -> "check-out")."""
    return set(words) | {f"{a}-{b}" for a, b in zip(words, words[1:], strict=False)}


def _turned(word: str) -> list[str]:
    """``word`` with its hyphenated particle turned round, at its end ("opt-in" ->
    "opt-out") or at its start ("on-peak" -> "off-peak", "in-network" -> "out-of-network")."""
    turned = []
    base, _, particle = word.rpartition("-")
    if base and particle in _PARTICLES:
        turned.append(f"{base}-{_PARTICLES[particle]}")
    particle, _, base = word.partition("-")
    if base and particle in _PARTICLES:
        other = _PARTICLES[particle]
        turned += [f"{other}-{base}", f"{other}-of-{base}"] if other == "out" else [
            f"{other}-{base}"]
    if word.startswith("out-of-") and len(word) > 7:
        turned.append(f"in-{word[7:]}")
    return turned
