"""The faster forms of the shared text analysis read every shipped text as the plain forms do."""

from __future__ import annotations

import csv
import re
from pathlib import Path

from genaicache.normalize import normalize
from genaicache.verify import lexicon, temporal, text

DATA = Path(__file__).resolve().parents[1] / "data"
SAMPLES = [
    "Ｈｅｌｌｏ　Ｗｏｒｌｄ！！", "Straße  ist GROSS ?", "İstanbul'un nüfusu", "ﬁnd the ﬂag…",
    "北京到上海多远？", "苹果手机和安卓手机哪个好", "c++ vs c#, node.js or at&t?",
    "who's the u.s. president?!", "it's bob’s and the boys' car", "don’t  stop ,now",
    "café vs cafe\u0301", "x\u00a0y\u2003z\u3000w", "  ...what? ", "Ⅻ ㎏ ½ ²", "ǅemal",
    "hows it going, you mustnt and shouldnt, we shan't",
]


def _texts() -> list[str]:
    """Every question of the shipped pair files, raw, with a few non-ASCII samples."""
    texts = set(SAMPLES)
    for path in sorted(DATA.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                texts.update((row["question1"], row["question2"]))
    return sorted(texts)


def _plain_alternation(terms: list[str], *, bounded: bool) -> str:
    """The trie regex without its first-character lookahead."""
    body = lexicon._trie_pattern(sorted(set(terms)))
    return f"{lexicon._LEFT}(?:{body}){lexicon._RIGHT}" if bounded else f"(?:{body})"


def _plain_pattern(aliases: list[str]) -> re.Pattern[str]:
    latin = [a for a in aliases if not lexicon.has_cjk(a)]
    cjk = [a for a in aliases if lexicon.has_cjk(a)]
    return re.compile(_plain_alternation(latin, bounded=True) + "|"
                      + _plain_alternation(cjk, bounded=False))


def _spans(pattern: re.Pattern[str], value: str) -> list[tuple[int, int]]:
    return [m.span() for m in pattern.finditer(value)]


def test_lexicon_regexes_match_as_without_the_first_character_lookahead() -> None:
    tables = [
        (lexicon.phrases().pattern, list(lexicon.phrases().mapping)),
        (lexicon.entities().pattern, list(lexicon.entities().mapping)),
        (temporal._PATTERN, list(temporal._LOOKUP)),
    ]
    for fast, aliases in tables:
        assert fast is not None
        plain = _plain_pattern(aliases)
        for raw in _texts():
            for value in (raw, normalize(raw), text.canonical_wording(raw)):
                assert _spans(fast, value) == _spans(plain, value), value


def _plain_sub(
    table: lexicon.AliasTable, value: str, mark: str | None
) -> tuple[str, list[tuple[str, str]]]:
    """What the alias table's one pass replaces, as a regex substitution and a search."""
    pattern, mapping = table.pattern, table.mapping
    assert pattern is not None
    replaced = pattern.sub(lambda m: mapping[m.group(0)] if mark is None else mark, value)
    return replaced, [(m.group(0), mapping[m.group(0)]) for m in pattern.finditer(value)]


def test_alias_tables_replace_as_a_regex_substitution_does() -> None:
    for table in (lexicon.phrases(), lexicon.entities()):
        for raw in _texts():
            for value in (normalize(raw), text.canonical_wording(raw)):
                for mark in (None, " \x00 "):
                    assert table.sub(value, mark) == _plain_sub(table, value, mark), value


# The contractions regex in its plain form: the alternatives in order, each with its own
# boundaries.
_PLAIN_CONTRACTIONS = re.compile(
    r"\b(?:won't|can't|cannot|cant|shan't|ain't|wont|whats|wheres|whos|hows|whens)\b"
    r"|(?<=\w)n't\b"
    r"|\b(?:do|does|did|is|are|was|were|has|have|had|should|would|could|must|need)nt\b"
    r"|(?<=\w)'(?:re|m|ll|ve|d|s)\b|(?<=s)'(?=\s|$)"
)
_CONTRACTION_SAMPLES = [
    "can't cannot cant won't wont whats wheres whos hows whens isn't don't doesnt didnt",
    "shouldnt wouldnt couldnt mustnt neednt arent werent wasnt hasnt havent hadnt",
    "n't 'll x'll s' s'x james' it's i'm you're we've he'd 'd ain't shan't",
    "dont.don't-cant_cant 3cant écant éwon't 北cant", "a's 's ' s'\ns' s'\tx", "cants wonts",
]


def test_contractions_expand_as_the_plain_regex_does() -> None:
    for raw in _texts() + _CONTRACTION_SAMPLES:
        value = normalize(raw).replace("\u2019", "'").replace("\u2018", "'")
        for form in (raw, value):
            assert _spans(text._CONTRACTIONS, form) == _spans(_PLAIN_CONTRACTIONS, form), form
            assert text._CONTRACTIONS.sub(text._expand, form) == _PLAIN_CONTRACTIONS.sub(
                text._expand, form)


def _plain_stem(word: str) -> str:
    """The light stem without its shortcut for words that no rule strips."""
    if len(word) <= 2 or not word.isalpha():
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("ied") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and word not in text._NO_STRIP_S and not word.endswith(
        ("ss", "us", "is")
    ):
        word = word[:-1]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 2:
            word = word[: -len(suffix)]
            word = word[:-1] if text._DOUBLE.search(word) else word
            break
    return word[:-1] if word.endswith("e") and len(word) >= 3 else word


def test_stems_are_those_of_every_rule() -> None:
    words = {"", "a", "is", "ies", "ied", "dies", "tried", "stopped", "ss", "née", "café"}
    for raw in _texts():
        words.update(text._TOKEN.findall(text.canonical_wording(raw)))
        words.update(normalize(raw).split())
    for word in words:
        assert text.stem(word) == _plain_stem(word), word


def test_ascii_texts_hold_the_tokens_of_the_full_regex() -> None:
    for raw in _texts():
        for value in (raw, normalize(raw), text.analyze(raw).canon, text.canonical_wording(raw)):
            assert text._tokens(value) == text._TOKEN.findall(value), value


def test_han_characters_are_found_as_by_the_regex_alone() -> None:
    for raw in _texts():
        assert lexicon.has_cjk(raw) == (lexicon._CJK.search(raw) is not None), raw
