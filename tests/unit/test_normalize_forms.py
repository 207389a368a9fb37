"""Normalization defines the cache keys: its faster form must give the very same text as the
regex form it replaced, on every input."""

from __future__ import annotations

import csv
import re
import sys
import unicodedata
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from genaicache.normalize import _RULES, KeyPolicy, _whitespace

DATA = Path(__file__).resolve().parents[1] / "data"
PUNCT = list(" \t\n\r\x0b\x0c\x1c\x85\xa0\u2028\u3000.!?。！？…,;:，；：\"'()[]{}<>«»“”‘’")
SAMPLES = [
    "Ｈｅｌｌｏ　Ｗｏｒｌｄ！！", "Straße  ist GROSS ?", "İstanbul", "ﬁnd the ﬂag…",
    "北京到上海多远？",
    "  ...what? ", "a ,b ;c :d !e ?f", "wait!!! what??", "x\u00a0y\u2003z\u3000w\u2028v\x85u",
    "..!? ", "。。。你好。。。", "end …", "…start", "\u0130\u0316", "0.:", "a\n", "a.\n", "\n.a",
]

_WS = re.compile(r"\s+")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?。，！？；：])")
_REPEATED_PUNCT = re.compile(r"([!?.,;:。，！？；：])\1+")
_TRAILING_PUNCT = re.compile(r"[\s.!?。！？…]+$")
_LEADING_PUNCT = re.compile(r"^[\s.!?。！？…]+")
_AGGRESSIVE_DROP = re.compile(r"[\"'`“”‘’«»()\[\]{}<>!?,;:。，！？；：…]+")


def _regex_whitespace(text: str) -> str:
    return _WS.sub(" ", text).strip()


def _regex_standard(text: str) -> str:
    text = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    text = _regex_whitespace(text)
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", text)
    text = _REPEATED_PUNCT.sub(r"\1", text)
    text = _TRAILING_PUNCT.sub("", text)
    return _LEADING_PUNCT.sub("", text)


REGEX_FORM = {
    KeyPolicy.RAW: lambda t: t,
    KeyPolicy.WHITESPACE: _regex_whitespace,
    KeyPolicy.STANDARD: _regex_standard,
    KeyPolicy.AGGRESSIVE: lambda t: _regex_standard(_AGGRESSIVE_DROP.sub(" ", _regex_standard(t))),
}


def _assert_same(text: str) -> None:
    for policy, rule in _RULES.items():
        assert rule(text) == REGEX_FORM[policy](text), (policy, text)


def test_every_ascii_character_folds_as_in_the_unicode_form() -> None:
    for code in range(128):
        _assert_same(f"A{chr(code)}b {chr(code)}")
    _assert_same("".join(map(chr, range(128))))


def test_white_space_is_what_the_regex_calls_white_space() -> None:
    for code in range(sys.maxunicode + 1):
        ch = chr(code)
        if ch.isspace() or ch in "ab":
            assert _whitespace(f"{ch}a{ch}{ch}b{ch}") == _regex_whitespace(f"{ch}a{ch}{ch}b{ch}")
        else:
            assert _WS.search(ch) is None


def test_every_shipped_text_normalizes_as_with_the_regex_form() -> None:
    texts = set(SAMPLES)
    for path in sorted(DATA.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                texts.update((row["question1"], row["question2"]))
    for text in texts:
        _assert_same(text)


def test_every_pair_of_white_space_and_punctuation_normalizes_as_with_the_regex_form() -> None:
    for a in PUNCT:
        for b in PUNCT:
            for text in (f"{a}{b}", f"x{a}{b}", f"{a}{b}x", f"x{a}{b}y", f"{a}x{b}"):
                _assert_same(text)
                _assert_same(f"{a}{text}{b}")


@settings(max_examples=2000, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.text(st.one_of(st.characters(), st.sampled_from(PUNCT + ["a", "ß", "ﬀ", "‼"]))))
def test_any_text_normalizes_as_with_the_regex_form(text: str) -> None:
    _assert_same(text)
