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


@lru_cache(maxsize=4096)
def normalize(text: str, policy: KeyPolicy = KeyPolicy.STANDARD) -> str:
    """Return ``text`` normalized under ``policy``.

    >>> normalize("Hello world!") == normalize("hello   world !")
    True
    """
    return _RULES[policy](text)
