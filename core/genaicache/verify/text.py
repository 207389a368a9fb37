"""Shared text analysis for the checks: canonical wording, tokens, light stems, entities.

Every check looks at the same :class:`Analysis` of a text, computed once and memoized, so a
chain of checks costs one pass over each side. Input is expected normalized
(:func:`genaicache.normalize.normalize`, standard policy); normalizing again is harmless.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from genaicache.normalize import normalize
from genaicache.verify.lexicon import entities, phrases, verb_forms

MARK = "\x00"  # stands for one known entity inside ``Analysis.canon``
_CJK_CLASS = "\u3400-\u9fff\uf900-\ufaff"


def _token_regex(*, ascii_text: bool) -> re.Pattern[str]:
    """Words, numbers, single Han characters and marks; for ASCII text, the same regex without
    what only other text holds (Han characters, the other currency signs), whose look-ahead
    for a Han character costs a test at each letter."""
    sign, word, han = (r"\$", r"\w", "") if ascii_text else (
        "[$€£¥₹]", rf"(?:(?![{_CJK_CLASS}])\w)", f"|[{_CJK_CLASS}]")
    return re.compile(
        rf"{MARK}{han}"
        rf"|{sign}?\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?[a-z%]*"
        rf"|{sign}?{word}+(?:[-.'+&:]{word}+)*[+#%]*",
        re.ASCII if ascii_text else 0,
    )


_TOKEN = _token_regex(ascii_text=False)
_ASCII_TOKEN = _token_regex(ascii_text=True)
_CONTRACTION_WORDS = {
    "won't": "will not", "can't": "can not", "cannot": "can not", "cant": "can not",
    "shan't": "shall not", "ain't": "is not", "wont": "will not",
    # "whats the reason" as "what's the reason" (whose "'s" is dropped like a possessive)
    "whats": "what", "wheres": "where", "whos": "who", "hows": "how", "whens": "when",
}
# The contractions, each alternative led by its first letter: "\bwon't\b", "\bcan't\b", ...,
# "(?<=\w)n't\b", "\b(?:do|does|...|need)nt\b", "(?<=\w)'(?:re|m|ll|ve|d|s)\b" and
# "(?<=s)'(?=\s|$)", tried in that order. A regex that opens with a literal in every alternative
# lets the engine skip to the next of those letters before it tries any; one that opens with an
# assertion is tried at every position. After the first letter, "(?<!\w.)" is the "\b" before
# it and "(?<=\w.)" the "(?<=\w)".
_AT_WORD = r"(?<!\w.)"
_CONTRACTIONS = re.compile(
    rf"a{_AT_WORD}(?:in't|rent)\b"
    rf"|c{_AT_WORD}(?:an't|annot|ant|ouldnt)\b"
    rf"|d{_AT_WORD}(?:ont|oesnt|idnt)\b"
    rf"|h{_AT_WORD}(?:ows|asnt|avent|adnt)\b"
    rf"|i{_AT_WORD}snt\b"
    rf"|m{_AT_WORD}ustnt\b"
    rf"|n(?:(?<=\w.)'t|{_AT_WORD}eednt)\b"
    rf"|s{_AT_WORD}(?:han't|houldnt)\b"
    rf"|w{_AT_WORD}(?:on't|ont|hats|heres|hos|hens|asnt|erent|ouldnt)\b"
    r"|'(?:(?<=\w.)(?:re|m|ll|ve|d|s)\b|(?<=s.)(?=\s|$))"
)
_SUFFIXES = {"'re": " are", "'m": " am", "'ll": " will", "'ve": " have", "'d": " would"}


def _expand(match: re.Match[str]) -> str:
    word = match.group(0)
    if word in _CONTRACTION_WORDS:
        return _CONTRACTION_WORDS[word]
    if word == "n't":
        return " not"
    if word.endswith("nt"):
        return word[:-2] + " not"
    return _SUFFIXES.get(word, "")  # possessive 's and s' are dropped


_NO_STRIP_S = frozenset(
    [
        "news", "series", "species", "lens", "gas", "yes", "this", "has", "was", "its", "his",
        "hers", "ours", "yours", "theirs", "always", "perhaps", "whereas", "chaos", "canvas",
        "atlas", "alias", "bias", "pros", "cons", "mathematics", "physics", "economics",
        "politics", "ethics", "thanks", "bus", "plus", "minus", "virus", "bonus", "status",
        "campus", "focus",
    ]
)
_DOUBLE = re.compile(r"([b-df-hj-km-np-rtv-z])\1$")


@dataclass(frozen=True)
class Analysis:
    """A text prepared for comparison.

    ``canon`` is the canonical wording with each known entity replaced by :data:`MARK`;
    ``tokens`` are words, numbers, single Han characters and entity names in order; ``stems``
    their light stems; ``entities`` the canonical names of the known entities found.
    """

    text: str
    canon: str
    tokens: tuple[str, ...]
    stems: tuple[str, ...]
    entities: tuple[str, ...]

    @property
    def stem_set(self) -> frozenset[str]:
        return frozenset(self.stems)


# Words read alike by several checks: the pronouns that can be a subject, the words that open
# a question, the forms of "have" and the articles
SUBJECT_PRONOUNS = frozenset({"i", "we", "you", "he", "she", "they", "it"})
QUESTION_WORDS = frozenset({"why", "how", "when", "where", "what", "which", "who"})
HAVE_FORMS = frozenset({"have", "has", "had"})
ARTICLES = frozenset({"a", "an", "the"})
# Verbs in "-ly", not adverbs: "will reply", "can bully"
_LY_VERBS = frozenset({"apply", "reply", "supply", "comply", "imply", "multiply", "rely",
                       "ally", "bully", "rally", "tally", "fly", "reapply", "resupply"})


def ly_adverb(word: str) -> bool:
    """Whether ``word`` is an adverb in "-ly" ("traditionally", "automatically"), not a noun
    ("family") nor a verb ("reply")."""
    return len(word) > 4 and word.endswith("ly") and not word.endswith("ily") and (
        word not in _LY_VERBS)


def stem(word: str) -> str:
    """A light English stem: enough to equate enable/enabled/enabling, never a dictionary.

    Every rule strips an ending in s, d, g or e: a word ending otherwise is its own stem.
    """
    if len(word) <= 2 or word[-1] not in "sdge" or not word.isalpha():
        return word
    if word.endswith(("ies", "ied")) and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and word not in _NO_STRIP_S and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            word = word[: -len(suffix)]
            word = word[:-1] if _DOUBLE.search(word) else word
            break
    return word[:-1] if word.endswith("e") and len(word) >= 3 else word


def plain_verb(word: str) -> str:
    """The stem of a verb's plain form, past forms read through the lexicon's irregular verbs,
    so that "who shot Lincoln" meets "who did Lincoln shoot"."""
    return stem(verb_forms().get(word, word))


def _tokens(text: str) -> list[str]:
    """The tokens of ``text`` (see :class:`Analysis`), in order."""
    return (_ASCII_TOKEN if text.isascii() else _TOKEN).findall(text)


def only_span(stems: tuple[str, ...], term: str) -> int | None:
    """Where ``term`` (stems joined by spaces) stands in ``stems``, if it stands there once."""
    words = term.split()
    n = len(words)
    spans = [i for i in range(len(stems) - n + 1) if list(stems[i:i + n]) == words]
    return spans[0] if len(spans) == 1 else None


def _expanded(text: str) -> str:
    """``text`` normalized, with its contractions expanded."""
    text = normalize(text).replace("\u2019", "'").replace("\u2018", "'")
    return _CONTRACTIONS.sub(_expand, text)


# Readings handed in by remember(): an entry's stored reading of its prompt, taken by the
# next memo miss of that text instead of analyzing it. Set and cleared around one call.
_GIVEN: dict[str, tuple[tuple[str, tuple[tuple[str, str], ...]], Analysis]] = {}


def remember(text: str, phrasing: tuple[str, tuple[tuple[str, str], ...]],
             analysis: Analysis) -> None:
    """Memoize ``text``'s phrasing (:func:`phrased`) and :class:`Analysis` as given: a reading
    stored with a cache entry, so that a check reading that text does not analyze it again."""
    _GIVEN[text] = (phrasing, analysis)
    try:
        phrased(text)
        analyze(text)
    finally:
        _GIVEN.pop(text, None)


@lru_cache(maxsize=8192)
def phrased(text: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """:func:`canonical_wording` of ``text`` and each wording it put in canonical form, with
    that form: one pass of the phrase table, shared by the checks that read either."""
    given = _GIVEN.get(text)
    if given is not None:
        return given[0]
    canon, found = phrases().sub(_expanded(text))
    return canon, tuple(found)


def canonical_wording(text: str) -> str:
    """``text`` normalized, contractions expanded and phrases put in canonical form."""
    return phrased(text)[0]


@lru_cache(maxsize=8192)
def rewritten(text: str) -> tuple[tuple[frozenset[str], frozenset[str]], ...]:
    """Each wording of ``text`` that :func:`canonical_wording` puts in canonical form, as the
    stems of its words and those of that form ("千克": 千, 克 -> 公, 斤); a hyphenated word
    gives its parts' stems too ("all-purpose flour": all, purpos, flour)."""
    def stems(words: str) -> frozenset[str]:
        tokens = _tokens(words)
        parts = [p for t in tokens if "-" in t for p in t.split("-") if p]
        return frozenset(stem(t) for t in (*tokens, *parts))

    return tuple((stems(variant), stems(canonical)) for variant, canonical in phrased(text)[1])


def _mark_entities(text: str) -> tuple[str, list[str]]:
    """``text`` with each known entity replaced by :data:`MARK`, and their canonical names."""
    canon, found = entities().sub(text, f" {MARK} ")
    return canon, [canonical for _, canonical in found]


@lru_cache(maxsize=1024)
def named_stems(text: str, names: frozenset[str]) -> frozenset[str]:
    """The stems of the words with which ``text`` names any of the entities ``names``
    ("bluetooth le" for the entity "bluetooth le" that another text calls "ble")."""
    _, found = entities().sub(canonical_wording(text))
    return frozenset(stem(word) for alias, canonical in found if canonical in names
                     for word in alias.split())


_LATIN_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
_LETTERS = re.compile(r"[a-z]+")


@lru_cache(maxsize=8192)
def letter_words(canon: str) -> frozenset[str]:
    """The runs of ASCII letters of ``canon``: the numbers and time checks both test them
    against their word lists, on the same wording, with one pass for both."""
    return frozenset(_LETTERS.findall(canon))


def latin_words(text: str) -> list[str]:
    """The Latin-letter words of ``text``'s canonical wording, in order, entities left out."""
    return list(_latin_words(text))


@lru_cache(maxsize=8192)
def _latin_words(text: str) -> tuple[str, ...]:
    """:func:`latin_words`, read once per text (several checks read them, each its own list)."""
    return tuple(_LATIN_WORD.findall(analyze(text).canon.replace(MARK, " ")))


def spaced_canon(text: str) -> str:
    """The canonical wording of ``text`` with single spaces: an entity's mark stands between
    two spaces of its own, which a pattern that reads "a word, a space" would stop at ("does
    <mark> have to")."""
    return " ".join(analyze(text).canon.split())


@lru_cache(maxsize=8192)
def analyze(text: str) -> Analysis:
    """The memoized :class:`Analysis` of ``text``."""
    given = _GIVEN.get(text)
    if given is not None:
        return given[1]
    canon, found = _mark_entities(canonical_wording(text))
    if MARK in canon:
        names = iter(found)
        tokens = [next(names, "") if raw == MARK else raw.strip("'") for raw in _tokens(canon)]
    else:  # no entity: no mark to name
        tokens = [raw.strip("'") for raw in _tokens(canon)]
    # A word of two letters or less, or ending in none of s, d, g, e, is its own stem: tested
    # here, it costs no call of stem() (most words).
    stems = tuple([t if len(t) <= 2 or t[-1] not in "sdge" or t in found else stem(t)
                   for t in tokens])
    return Analysis(text, canon, tuple(tokens), stems, tuple(found))

