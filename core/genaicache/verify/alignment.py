"""Token alignment: every content word of one side needs a counterpart on the other side.

Uses the embedding model's own contextual token embeddings: a content word present on one side
only ("democratic republic of the congo" vs "republic of the congo") whose best cosine to any
word of the other side stays below the threshold vetoes the hit. Words equal after light
stemming align for free, so the model is only asked when the wording differs; token
embeddings of recent texts (cached prompts, repeated queries) are kept in a small LRU, and a
cached prompt's own stored vectors (``Candidate.matched_words``) spare the model run on it.
"""

from __future__ import annotations

import re
import threading
from collections import Counter, OrderedDict
from functools import lru_cache
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from genaicache.embedders.base import TokenEmbedder
from genaicache.errors import ConfigError
from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import ZH_A_NOT_A, stop_words
from genaicache.verify.numbers import spell_out
from genaicache.verify.text import analyze, named_stems, rewritten, stem
from genaicache.verify.words import PackedWords, Words

FloatArray = npt.NDArray[np.float32]
DEFAULT_ALIGNMENT = 0.4


class _Side(NamedTuple):
    """One side of a candidate as both directions of the comparison read it, worked out once:
    its words, the text they were made from, the stem of each word, the stems it says (its
    words' and its analysis'), and the positions of the words that may need a counterpart
    (not stop words, and with a letter or a digit)."""

    words: Words
    text: str
    stems: tuple[str, ...]
    said: frozenset[str]
    maybe_content: tuple[int, ...]

    @classmethod
    def of(cls, words: Words, text: str) -> _Side:
        """``text``'s side, given its words (the cheap test of a letter or digit first)."""
        stems = tuple(stem(w) for w in words.words)
        stops = stop_words()
        maybe_content = tuple(
            i for i, w in enumerate(words.words)
            if w not in stops and (w.isalnum() or any(ch.isalnum() for ch in w))
            and not (w in _EITHER_WORDS and w in _asks_either(text)))
        return cls(words, text, stems, frozenset(stems).union(analyze(text).stems),
                   maybe_content)


_EITHER_WORDS = frozenset({"不", "没"})
_A_NOT_A = re.compile(ZH_A_NOT_A)


@lru_cache(maxsize=8192)
def _asks_either(text: str) -> frozenset[str]:
    """The 不 and 没 of ``text`` that only ask yes or no, as 吗 does: each of its uses stands
    in a Chinese A-not-A question ("是不是", "能不能", "有没有") and negates nothing."""
    if "不" not in text and "没" not in text:
        return frozenset()
    asked = Counter(m.group(2) for m in _A_NOT_A.finditer(text))
    return frozenset(w for w, n in asked.items() if text.count(w) == n)


_FRACTIONS = frozenset({"half", "halves", "quarter", "quarters", "dozen", "dozens", "sub"})
# Chinese numerals read one character at a time ("十二月" / "12月"): a number where the numbers
# check reads every one of them as part of a figure (not "科目四")
_HAN_DIGITS = frozenset("零〇两二三四五六七八九十")


@lru_cache(maxsize=8192)
def _is_number(word: str) -> bool:
    """Whether ``word`` is a quantity ("two" / "120"): the numbers check's job, which compares
    their values, so such a word needs no counterpart here."""
    return (word.replace(".", "").replace(",", "").isdigit() or word in _FRACTIONS
            or spell_out(word) != word)


def _said_otherwise(text: str, b_stems: frozenset[str]) -> set[str]:
    """The stems of the words of ``text`` that the phrase table puts in a canonical form
    which the other side says ("千克" for "公斤", whichever side says which)."""
    return {s for variant, canonical in rewritten(text) if canonical <= b_stems for s in variant}


def _unaligned(a: _Side, b: _Side) -> tuple[float, str]:
    """The lowest best-match cosine of a content word of ``a`` in ``b``, and that word.

    Words whose stem (or canonical form) also occurs in ``b`` (its words or its text's
    analysis) count as 1.0, and so do the words of a wording of ``a``'s text whose canonical
    form ``b``'s text says: the phrase table equates them both ways. Numbers need no
    counterpart either; the phrase table and the number test are asked only about the words
    left unmatched (both can only take words out, and most words are matched before).
    """
    unmatched = [i for i in a.maybe_content if a.stems[i] not in b.said]
    if unmatched and a.text:
        b_stems = b.said | _said_otherwise(a.text, b.said)
        unmatched = [i for i in unmatched if a.stems[i] not in b_stems]
    if unmatched and a.text:  # "bluetooth le" / "ble": one entity, named two ways
        shared = frozenset(analyze(a.text).entities).intersection(analyze(b.text).entities)
        if shared:
            named = named_stems(a.text, shared)
            unmatched = [i for i in unmatched if a.stems[i] not in named]
    positions = [i for i in unmatched if not _is_number(a.words.words[i])]
    if positions and a.text and not a.text.isascii():
        read = spell_out(a.text)
        positions = [i for i in positions
                     if not (a.words.words[i] in _HAN_DIGITS and a.words.words[i] not in read)]
    if not positions:
        return 1.0, ""
    if not len(b.words.words):
        return 0.0, a.words.words[positions[0]]
    best = (a.words.vectors[positions] @ b.words.vectors.T).max(axis=1)
    k = int(best.argmin())
    return float(best[k]), a.words.words[positions[k]]


class TokenAlignmentCheck:
    """Vetoes a candidate when a content word of either side has no counterpart >= threshold.

    >>> # check = TokenAlignmentCheck(SentenceTransformerEmbedder(), threshold=0.45)
    """

    name = "alignment"
    stands_in_for_judge = True  # a judge decides instead below the threshold

    def __init__(
        self, embedder: TokenEmbedder, *, threshold: float = DEFAULT_ALIGNMENT,
        cache_size: int = 1024,
    ) -> None:
        if not -1.0 <= threshold <= 1.0:
            raise ConfigError("alignment_threshold", f"must be in [-1, 1], got {threshold}")
        if cache_size < 0:
            raise ConfigError("cache_size", f"must be >= 0, got {cache_size}")
        self.embedder = embedder
        self.threshold = threshold
        self.cache_size = cache_size
        self._cache: OrderedDict[str, Words] = OrderedDict()
        self._lock = threading.Lock()
        # the last candidate's score: the learned stage asks for it right after this check
        self._last: tuple[tuple[str, str], tuple[float, str, str]] | None = None

    def __call__(self, candidate: Candidate) -> Verdict | None:
        score, word, side = self.score(candidate)
        if score >= self.threshold:
            return None
        reason = f"alignment: {word!r} of the {side} has no counterpart ({score:.2f})"
        return Verdict(False, self.name, reason)

    def score(self, candidate: Candidate) -> tuple[float, str, str]:
        """The lowest best-match cosine of an unmatched content word, that word and its side.

        ``(1.0, "", "")`` when every content word has a lexical twin (no model call).
        """
        key = (candidate.query, candidate.matched)
        last = self._last
        if last is not None and last[0] == key:
            return last[1]
        result = self._score(candidate)
        self._last = (key, result)
        return result

    def _score(self, candidate: Candidate) -> tuple[float, str, str]:
        if not self._needs_model(candidate):
            return 1.0, "", ""
        a = self.words(candidate.query)
        stored = candidate.matched_words
        usable = (stored is not None and stored.dim == a.vectors.shape[1]
                  and stored.belongs_to(candidate.matched, getattr(self.embedder, "name", "")))
        b = self.words(candidate.matched, stored if usable else None)
        query, matched = _Side.of(a, candidate.query), _Side.of(b, candidate.matched)
        score_a, word_a = _unaligned(query, matched)
        score_b, word_b = _unaligned(matched, query)
        return min((score_a, word_a, "query"), (score_b, word_b, "cached prompt"))

    def clear(self) -> None:
        """Forget the token vectors kept in the LRU."""
        with self._lock:
            self._cache.clear()
            self._last = None

    @staticmethod
    def _needs_model(candidate: Candidate) -> bool:
        """Whether some content word lacks a lexical twin (else alignment is trivially 1.0)."""
        a, b = analyze(candidate.query), analyze(candidate.matched)
        stops = stop_words()
        ca = {s for t, s in zip(a.tokens, a.stems, strict=True) if t not in stops}
        cb = {s for t, s in zip(b.tokens, b.stems, strict=True) if t not in stops}
        return ca != cb

    def words(self, text: str, stored: PackedWords | None = None) -> Words:
        """The :class:`Words` of ``text``: from the LRU, else from ``stored`` (the entry's own
        vectors, used when this embedder made them), else from the embedder."""
        with self._lock:
            hit = self._cache.get(text)
            if hit is not None:
                self._cache.move_to_end(text)
                return hit
        words = stored.unpack() if stored is not None else None
        if words is None:
            words = Words.embed(self.embedder, text)
        if self.cache_size:
            with self._lock:
                self._cache[text] = words
                while len(self._cache) > self.cache_size:
                    self._cache.popitem(last=False)
        return words
