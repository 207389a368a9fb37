"""Token alignment: every content word of one side needs a counterpart on the other side.

Uses the embedding model's own contextual token embeddings: a content word present on one side
only ("democratic republic of the congo" vs "republic of the congo") whose best cosine to any
word of the other side stays below the threshold vetoes the hit. Words equal after light
stemming align for free, so the model is only asked when the wording differs; token
embeddings of recent texts (cached prompts, repeated queries) are kept in a small LRU, and a
cached prompt's own stored vectors (``Candidate.matched_words``) spare the model run on it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from genaicache.embedders.base import TokenEmbedder
from genaicache.errors import ConfigError
from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import stop_words
from genaicache.verify.numbers import spell_out
from genaicache.verify.text import analyze, rewritten, stem
from genaicache.verify.words import PackedWords, Words

FloatArray = npt.NDArray[np.float32]
DEFAULT_ALIGNMENT = 0.4


def _content_positions(words: tuple[str, ...]) -> list[int]:
    """Positions of the words that need a counterpart: not stop words, and not numbers
    ("two" / "120"): quantities are the numbers check's job, which compares their values."""
    stops = stop_words()
    return [i for i, w in enumerate(words)
            if any(ch.isalnum() for ch in w) and w not in stops and not _is_number(w)]


_FRACTIONS = frozenset({"half", "halves", "quarter", "quarters", "dozen", "dozens", "sub"})


@lru_cache(maxsize=8192)
def _is_number(word: str) -> bool:
    return (word.replace(".", "").replace(",", "").isdigit() or word in _FRACTIONS
            or spell_out(word) != word)


def _said_otherwise(text: str, b_stems: set[str]) -> set[str]:
    """The stems of the words of ``text`` that the phrase table puts in a canonical form
    which the other side says ("千克" for "公斤", whichever side says which)."""
    return {s for variant, canonical in rewritten(text) if canonical <= b_stems for s in variant}


def unaligned(a: Words, b: Words, b_text: str, a_text: str = "") -> tuple[float, str]:
    """The lowest best-match cosine of a content word of ``a`` in ``b``, and that word.

    Words whose stem (or canonical form) also occurs in ``b`` (in ``b_text``, the text ``b``
    was made from, whose analysis is at hand) count as 1.0, and so do, given ``a_text`` (the
    text ``a`` was made from), the words of a wording of ``a_text`` whose canonical form
    ``b_text`` says: the phrase table equates them both ways.
    """
    b_stems = {stem(w) for w in b.words} | set(analyze(b_text).stems)
    if a_text:
        b_stems |= _said_otherwise(a_text, b_stems)
    worst, word = 1.0, ""
    positions = [i for i in _content_positions(a.words) if stem(a.words[i]) not in b_stems]
    if not positions or not len(b.words):
        return (worst, word) if not positions else (0.0, a.words[positions[0]])
    best = (a.vectors[positions] @ b.vectors.T).max(axis=1)
    k = int(np.argmin(best))
    return float(best[k]), a.words[positions[k]]


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
        score_a, word_a = unaligned(a, b, candidate.matched, candidate.query)
        score_b, word_b = unaligned(b, a, candidate.query, candidate.matched)
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
