"""Semantic matching: embed, search the vector level, check thresholds, verify, serve.

Shared by every tier that does nearest-neighbour matching. A candidate is served only when it
is fresh, of the same partition (model, scope, context), above its own acceptance threshold and
accepted by the verifier, or, with a judge, below that threshold but in the judge's grey zone
and accepted by the lexical checks and the judge; each refusal is counted under the reason that
caused it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from genaicache.embedders.base import Embedder, TokenEmbedder
from genaicache.entry import Entry
from genaicache.guard import Guard
from genaicache.keys import CacheKey
from genaicache.levels import Found, KVLevels
from genaicache.metrics import Metrics
from genaicache.vectors.base import PartitionSized, Vector, VectorIndex, VectorMatch
from genaicache.verify.alignment import TokenAlignmentCheck
from genaicache.verify.base import Candidate, JudgedVerifier, Verifier
from genaicache.verify.reading import StoredReading, stored_reading
from genaicache.verify.words import MAX_STORED_WORDS, PackedWords, Words

log = logging.getLogger("genaicache")
WORDS_META = "words"  # Entry.meta key of the prompt's stored word vectors
CASE_META = "case"  # Entry.meta key of the prompt's case marks (genaicache.normalize.case_marks)
READING_META = "reading"  # Entry.meta key of the prompt's lexical reading (verify.reading)

ThresholdFn = Callable[[Entry, float], float]
# (entry, similarity, correct): a verified hit (True) or a judge's refusal (False), for
# entries that learn their own threshold.
OutcomeFn = Callable[[Entry, float, bool], None]


def fixed_threshold(entry: Entry, default: float) -> float:
    """The entry's own threshold when it has one, else the tier's."""
    return default if entry.threshold is None else max(default, entry.threshold)


@dataclass(frozen=True, slots=True)
class SoftHit:
    found: Found
    match: VectorMatch


class SemanticMatcher:
    """Nearest-neighbour lookup over one vector index, with verification before serving."""

    def __init__(
        self,
        index: VectorIndex,
        embedder: Embedder,
        *,
        tier: str,
        threshold: float,
        metrics: Metrics,
        verifier: Verifier | None = None,
        threshold_fn: ThresholdFn = fixed_threshold,
        k: int = 4,
        index_guard: Guard | None = None,
        embed_guard: Guard | None = None,
        floor: float | None = None,
        on_outcome: OutcomeFn | None = None,
        store_words: bool = True,
    ) -> None:
        self.index = index
        self.embedder = embedder
        self.tier = tier
        self.threshold = threshold
        self.metrics = metrics
        self.verifier = verifier
        self.threshold_fn = threshold_fn
        self.floor = threshold if floor is None else floor  # below it no entry can be served
        # A verifier with a judge may serve below the threshold, down to the judge's grey zone.
        self.judged = verifier if isinstance(verifier, JudgedVerifier) else None
        judge_floor = self.judged.judge_floor if self.judged is not None else None
        if judge_floor is not None:
            self.floor = min(self.floor, judge_floor)
        self.on_outcome = on_outcome
        self.k = k
        # Keep each entry's word vectors for token alignment, when the verifier aligns tokens.
        self.store_words = store_words and isinstance(embedder, TokenEmbedder) and any(
            isinstance(check, TokenAlignmentCheck) for check in getattr(verifier, "checks", ()))
        self.index_guard = index_guard or Guard(index.name, on_error=metrics.error)
        self.embed_guard = embed_guard or Guard("embedder", on_error=metrics.error)

    def embed(self, text: str) -> Vector | None:
        out = self.embed_guard.call(self.embedder.embed, [text], fallback=None)
        return None if out is None else np.asarray(out[0], dtype=np.float32)

    def find(self, key: CacheKey, levels: KVLevels, now: float) -> SoftHit | None:
        """The best verified neighbour of ``key`` in its partition, or ``None``."""
        text = key.semantic_text
        if not text.strip() or not self._may_match(key.partition):
            return None
        vec = self.embed(text)
        if vec is None:
            return None
        none: list[VectorMatch] = []
        matches = self.index_guard.call(self.index.search, vec, key.partition, self.k,
                                        fallback=none)
        for match in matches:
            if match.similarity < self.floor:
                self.metrics.refused(self.tier, "threshold")
                break
            hit = self._consider(key, match, levels, now)
            if hit is not None:
                return hit
        return None

    def _may_match(self, partition: str) -> bool:
        """False when the index knows the partition is empty: nothing to embed for."""
        if isinstance(self.index, PartitionSized):
            size = self.index_guard.call(self.index.partition_size, partition, fallback=1)
            if size == 0:
                self.metrics.skipped(self.tier, "l3")
                return False
        return True

    def _consider(
        self, key: CacheKey, match: VectorMatch, levels: KVLevels, now: float
    ) -> SoftHit | None:
        found = levels.get(match.item_id)
        if found is None:
            self.index_guard.call(self.index.remove, [match.item_id], fallback=None)
            return None
        entry = found.entry
        if entry.partition != key.partition or entry.scope != key.scope:
            self.metrics.refused(self.tier, "isolation")
            return None
        if entry.stale or entry.expired(now):
            self.metrics.refused(self.tier, "stale")
            return None
        below = match.similarity < self.threshold_fn(entry, self.threshold)
        if below and not self._may_judge(entry, match.similarity):
            self.metrics.refused(self.tier, "entry_threshold")
            return None
        case = entry.meta.get(CASE_META, "")
        case = case if isinstance(case, str) else ""
        if self.verifier is not None and (match.text != key.semantic_text or case != key.case):
            stored = PackedWords.from_json(entry.meta.get(WORDS_META))
            reading = StoredReading.from_json(entry.meta.get(READING_META), match.text)
            candidate = Candidate(key.semantic_text, match.text, match.similarity, stored,
                                  key.case, case, reading)
            if below and self.judged is not None:
                verdict = self.judged.verify_below(candidate)
            else:
                verdict = self.verifier.verify(candidate)
            if not verdict.accept:
                log.debug(
                    "genaicache: refused %r for %r (%s: %s)",
                    match.text, key.semantic_text, verdict.check, verdict.reason,
                )
                self.metrics.refused(self.tier, verdict.check or "verifier")
                if verdict.check == "judge" and self.on_outcome is not None and not below:
                    self.on_outcome(entry, match.similarity, False)
                return None
        # An adaptive entry learns from outcomes at or above its threshold, the range its
        # model describes; a judge's verdict below it teaches nothing there.
        if self.on_outcome is not None and not below:
            self.on_outcome(entry, match.similarity, True)
        return SoftHit(found, match)

    def _may_judge(self, entry: Entry, similarity: float) -> bool:
        """Whether a candidate below its entry's threshold goes to the judge: in the judge's
        grey zone, and not below a threshold of the entry's own (raised there by feedback
        that it served a wrong answer, or learned from its outcomes)."""
        floor = self.judged.judge_floor if self.judged is not None else None
        return floor is not None and similarity >= floor and (
            entry.threshold is None or similarity >= entry.threshold)

    def entry_meta(self, text: str) -> dict[str, object]:
        """What an entry of ``text`` keeps for verification: its lexical reading, and its word
        vectors from the forward pass that embedded it (the embedder's memo; a model run
        otherwise). Either is left out when verification is off or does not use it, the text
        is long, or making it fails (the lookup then makes it)."""
        kept: dict[str, object] = {}
        if self.verifier is None or not text.strip():
            return kept
        try:
            reading = stored_reading(text)
        except Exception as exc:  # a reading only saves time: the entry is written without
            log.warning("genaicache: no stored reading for %r: %r", text[:80], exc)
            reading = None
        if reading is not None:
            kept[READING_META] = reading
        if self.store_words:
            self.embed(text)  # one forward pass gives both; add() then finds the vector memoized
            packed = self.embed_guard.call(self._pack_words, text, fallback=None)
            if packed is not None:
                kept[WORDS_META] = packed.to_json()
        return kept

    def _pack_words(self, text: str) -> PackedWords | None:
        assert isinstance(self.embedder, TokenEmbedder)
        words = Words.embed(self.embedder, text)
        if not words.words or len(words.words) > MAX_STORED_WORDS:
            return None
        return PackedWords.pack(words, model=self.embedder.name, text=text)

    def add(self, entry: Entry, text: str) -> None:
        """Index ``entry`` under the embedding of ``text`` (its semantic text)."""
        if not text.strip():
            return
        vec = self.embed(text)
        if vec is not None:
            self.index_guard.call(
                self.index.add, entry.key, vec, entry.partition, text, fallback=None
            )

    def remove(self, keys: list[str]) -> None:
        if keys:
            self.index_guard.call(self.index.remove, keys, fallback=None)

    def clear(self) -> None:
        self.index_guard.call(self.index.clear, fallback=None)

    def save(self) -> None:
        self.index_guard.call(self.index.save, fallback=None)
