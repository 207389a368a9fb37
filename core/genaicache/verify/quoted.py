"""Quoted terms are literal: "how do you say 'the books' in German" is not "'the book'".

A short term a user puts in quotes on both sides (a phrase to translate, a title, an error code,
a line of code) is the payload of the question; the embedding model reads it as ordinary words
and scores a singular against a plural, or "x += 1" against "x -= 1", as near-identical.
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict

_OPEN = "\u201c\u2018\u300c\u300e\u300a\u00ab\u201e\u201a`"  # “ ‘ 「 『 《 « „ ‚ `
_CLOSE = "\u201d\u2019\u300d\u300f\u300b\u00bb\u201c\u2018`"  # ” ’ 」 』 》 » “ ‘ `
_QUOTED = re.compile(
    r"(?:^|(?<=[\s(\[:]))'([^'\n]{1,200}?)'(?=[\s?.,!;:)\]]|$)"  # 'the books'
    r'|"([^"\n]{1,200}?)"'  # "the books"
    rf"|[{_OPEN}]([^{_CLOSE}\n]{{1,200}}?)[{_CLOSE}]"  # “…”, ‘…’, 「…」, 《…》, «…», „…“, `…`
)
_QUOTE_MARKS = re.compile(rf"[\"'{_OPEN}{_CLOSE}]")
# Words, and runs of operator symbols ("+=", "!=", "-", "/"); other punctuation is dropped.
_PART = re.compile(r"\w+|[+\-*/=<>&|^%~#@$\\]+")
_ACRONYM = re.compile(r"(?<![\w.])((?:\w\.){2,})")  # "r.s.v.p." = "rsvp", "e.g." = "eg"
_MAX_WORDS = 3
# An order between two quoted terms: "'and' before 'or'" is no "'or' before 'and'"; "'smith'
# or 'smyth'" and "'colour' and 'color'" read both ways.
_ORDER = re.compile(r"['\"\u2019\u201d`]\s*(?:\w+\s+){0,2}?(?:before|after|then|over|than|"
                    r"precedes?|follows?|into|to)\s+(?:\w+\s+){0,1}?['\"\u2018\u201c`]")


def _ordered(text: str) -> bool:
    return _ORDER.search(text) is not None


def _phrase(term: tuple[str, ...]) -> bool:
    """Whether a quoted term is a phrase whose word order carries meaning ("a big red ball"),
    not a list ("salt and pepper") or command flags ("ls -l -a")."""
    return all(part.isalpha() for part in term) and not {"and", "or"} & set(term)


def _parts(segment: str) -> tuple[str, ...]:
    return tuple(_PART.findall(_ACRONYM.sub(lambda m: m.group(1).replace(".", ""), segment)))


def _words(term: tuple[str, ...]) -> int:
    return sum(part[0].isalnum() or part[0] == "_" for part in term)


@lru_cache(maxsize=8192)
def quoted(text: str) -> tuple[tuple[str, ...], ...]:
    """The quoted segments of ``text``, each as its words and operator symbols."""
    if not _QUOTE_MARKS.search(text):
        return ()
    text = text.replace('""', '"')  # quotes doubled by CSV escaping
    found = (next(g for g in m.groups() if g is not None) for m in _QUOTED.finditer(text))
    return tuple(p for p in (_parts(seg) for seg in found) if p)


class QuotedCheck:
    """When both sides quote something and one side quotes a short term (up to three words),
    refuses unless the other side quotes the same term; a quoted phrase with its words in
    another order ("'a big red ball'" / "'a red big ball'") and the same terms put in another
    order ("'and' before 'or'") are refused at any length.

    Only then: a quote on one side only, or two long ones, is more often emphasis or a
    paraphrased sentence ("marked as "needs improvement"" / "marked as needing improvement").
    """

    name = "quoted"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = quoted(candidate.query), quoted(candidate.matched)
        if not (a and b):
            return None
        if len(a) > 1 and sorted(a) == sorted(b) and a != b and _ordered(candidate.query) \
                and _ordered(candidate.matched):
            return Verdict(False, self.name, "quoted: the same quoted terms in another order")
        for x, y in ((a, b), (b, a)):
            for term in x:
                reordered = next((t for t in y if t != term and sorted(t) == sorted(term)), None)
                if reordered is not None and term not in y and _phrase(term):
                    return Verdict(False, self.name, f"quoted: {' '.join(term)!r} vs "
                                                     f"{' '.join(reordered)!r}: the same words in "
                                                     "another order")
        for terms, other, side in ((a, b, "the query"), (b, a, "the cached prompt")):
            for term in terms:
                if _words(term) <= _MAX_WORDS and term not in other:
                    return Verdict(False, self.name, f"quoted: {' '.join(term)!r} of {side} is "
                                                     "not quoted in the other text")
        return None
