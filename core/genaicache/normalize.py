"""Versioned text normalization: semantically equal requests must share a key.

The normalized text, not the raw text, is hashed for the exact key and embedded for the
semantic key. Changing any rule here must bump ``NORMALIZATION_VERSION`` so that old keys are
never confused with new ones.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from enum import Enum
from functools import lru_cache

NORMALIZATION_VERSION = 2

# Runs of punctuation with no meaning for the answer: spaces before punctuation, repeated
# terminal marks, and trailing sentence punctuation ("Hello world!" == "hello world").
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?。，！？；：])")
_REPEATED_PUNCT = re.compile(r"([!?.,;:。，！？；：])\1+")
# Stripped at both ends once white space is collapsed (a space is then the only white space).
_END_PUNCT = " .!?。！？…"
# Aggressive: every punctuation character that is not part of a number, path or operator.
_AGGRESSIVE_DROP = re.compile(r"[\"'`“”‘’«»()\[\]{}<>!?,;:。，！？；：…]+")


class KeyPolicy(str, Enum):
    """How much of a prompt's surface form is ignored when building its key.

    - ``raw``: the text as given.
    - ``whitespace``: white space collapsed and trimmed.
    - ``standard`` (default): NFKC, case fold, white space collapsed, meaningless punctuation
      runs dropped.
    - ``aggressive``: ``standard`` plus quotes, brackets and most punctuation dropped.
    """

    RAW = "raw"
    WHITESPACE = "whitespace"
    STANDARD = "standard"
    AGGRESSIVE = "aggressive"


def _whitespace(text: str) -> str:
    # str.split() cuts at the characters the regex \s matches (str.isspace), without a regex.
    return " ".join(text.split())


def _punctuation(match: re.Match[str]) -> str:
    # A function, not the template r"\1": re prepares a template in Python on every call.
    return match.group(1)


def _folded(text: str) -> str:
    """``text`` case-folded in NFKC form. NFKC leaves ASCII as it is and casefold is lower()
    there: ASCII text skips the Unicode tables, which a cold CPU cache makes costly."""
    if text.isascii():
        return text.lower()
    # NFKC again after case folding: casefold can leave combining marks out of canonical order.
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())


def _standard(text: str) -> str:
    text = _folded(text)
    text = _whitespace(text)
    text = _SPACE_BEFORE_PUNCT.sub(_punctuation, text)
    text = _REPEATED_PUNCT.sub(_punctuation, text)
    return text.rstrip(_END_PUNCT).lstrip(_END_PUNCT)


def _aggressive(text: str) -> str:
    # The standard rules run again after the drop, which can expose trailing punctuation.
    return _standard(_AGGRESSIVE_DROP.sub(" ", _standard(text)))


_RULES: dict[KeyPolicy, Callable[[str], str]] = {
    KeyPolicy.RAW: lambda t: t,
    KeyPolicy.WHITESPACE: _whitespace,
    KeyPolicy.STANDARD: _standard,
    KeyPolicy.AGGRESSIVE: _aggressive,
}


# Ends of a word that are punctuation, not part of it ("(MB)," -> "MB"); a possessive too.
_WORD_EDGES = "`.,!?;:…\"'“”‘’()[]{}<>«»"
_POSSESSIVE = ("'s", "’s")
# What opens a flag, a command or a format code: "-R", "\\Large", "%Y"
_CODE_OPENERS = ("-", "\\", "%")
# A unit whose prefix or symbol changes with its case: "MB" / "Mb", "MW" / "mW", "Mm" / "mm"
_UNIT = re.compile(r"(?:\d+(?:[.,]\d+)?)?(?:[kKmMgGtTpPEµu]i?)?"
                   r"(?:[bB](?:ps|its?|ytes?)?|Wh?|Hz|V|Ah?|J|N|Pa|S|s|m|g)(?:/s)?")


def code_word(word: str) -> bool:
    """A flag, command or format code ("-R", "\\Large", "%Y"), in whatever case."""
    return word.startswith(_CODE_OPENERS) and any(c.isalpha() for c in word)


def _case_carries_meaning(word: str) -> bool:
    """Whether folding ``word`` may change what a prompt asks: a flag, command or format code
    ("ls -R" / "ls -r", "\\Large", "%Y" / "%y"), or a unit written with a capital, whose
    case is its size ("MB" / "Mb", "MW" / "mW"). Acronyms, product names and identifiers
    ("AI", "iPhone", "JAVA_HOME") are left out: people write them in every case for the same
    thing."""
    if code_word(word):
        return True
    return any(c.isupper() for c in word) and _UNIT.fullmatch(word) is not None


@lru_cache(maxsize=4096)
def case_marks(text: str, policy: KeyPolicy = KeyPolicy.STANDARD) -> str:
    """The words of ``text`` whose case ``policy`` folds away although it carries meaning
    ("50 Mb/s" / "50 MB/s", "ls -R" / "ls -r"), as written and in order; ``""`` for most
    prompts, for a text written in capitals only, and for policies that keep case.

    They go into the exact key beside the normalized text, and the verifier refuses a
    neighbour that writes one of them in another case (:mod:`genaicache.verify.case`).
    """
    if policy not in (KeyPolicy.STANDARD, KeyPolicy.AGGRESSIVE):
        return ""
    if text.isascii() and text.islower() and not any(c in text for c in _CODE_OPENERS):
        return ""  # no capital, no flag, command or format code
    if not any(c.islower() for c in text):
        return ""  # written in capitals only: shouting, not meaning
    marks = []
    for token in text.split():
        word = token.strip(_WORD_EDGES)
        if word.endswith(_POSSESSIVE):
            word = word[:-2]
        if word and _case_carries_meaning(word):
            marks.append(unicodedata.normalize("NFKC", word))
    return " ".join(marks)


@lru_cache(maxsize=4096)
def normalize(text: str, policy: KeyPolicy = KeyPolicy.STANDARD) -> str:
    """Return ``text`` normalized under ``policy``.

    >>> normalize("Hello world!") == normalize("hello   world !")
    True
    """
    return _RULES[policy](text)
