"""Quoted text is literal: "how do you say 'the books' in German" is not "'the book'".

A short term a user puts in quotes on both sides (a phrase to translate, a title, an error code)
is the payload of the question; the embedding model reads it as ordinary words and scores a
singular against a plural, or one term against another, as near-identical.
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import has_cjk

_QUOTED = re.compile(
    r"(?:^|(?<=[\s(\[:]))'([^'\n]{1,200}?)'(?=[\s?.,!;:)\]]|$)"  # 'the books'
    r'|"([^"\n]{1,200}?)"'  # "the books"
    r"|[\u201c\u2018\u300c\u300e\u300a`]([^\u201d\u2019\u300d\u300f\u300b`\n]{1,200}?)"
    r"[\u201d\u2019\u300d\u300f\u300b`]"  # “…”, ‘…’, 「…」, 『…』, 《…》, `…`
)
_WORD = re.compile(r"\w+")
_MAX_WORDS = 3
_QUOTE_MARKS = re.compile(r"[\"'\u201c\u201d\u2018\u2019\u300c\u300d\u300e\u300f\u300a\u300b`]")


@lru_cache(maxsize=8192)
def quoted(text: str) -> tuple[str, ...]:
    """The quoted segments of ``text``, whitespace collapsed."""
    if not _QUOTE_MARKS.search(text):
        return ()
    text = text.replace('""', '"')  # quotes doubled by CSV escaping
    found = (next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(text))
    return tuple(" ".join(seg.split()) for seg in found if seg.strip())


def _contains(text: str, segment: str) -> bool:
    """Whether the words of ``segment`` occur in ``text`` in a row (punctuation aside)."""
    if has_cjk(segment):
        return "".join(_WORD.findall(segment)) in "".join(_WORD.findall(text))
    words, other = " ".join(_WORD.findall(segment)), " ".join(_WORD.findall(text))
    if not words:  # punctuation only: "what does '!!' mean"
        return segment in text
    return f" {words} " in f" {other} "


class QuotedCheck:
    """When both sides quote a short term (up to three words: a phrase to translate, a name,
    an error code), refuses if a term of either side is not in the other word for word.

    Only then: a quote on one side, or a longer one, is more often emphasis or a sentence
    paraphrased ("marked as "needs improvement"" / "marked as needing improvement").
    """

    name = "quoted"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        terms_a = [t for t in quoted(candidate.query) if len(t.split()) <= _MAX_WORDS]
        terms_b = [t for t in quoted(candidate.matched) if len(t.split()) <= _MAX_WORDS]
        if not (terms_a and terms_b):
            return None
        for terms, other, side in ((terms_a, candidate.matched, "the query"),
                                   (terms_b, candidate.query, "the cached prompt")):
            for segment in terms:
                if not _contains(other, segment):
                    return Verdict(False, self.name,
                                   f"quoted: {segment!r} of {side} is not in the other text")
        return None
