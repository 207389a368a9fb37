"""The verification chain: critical checks, token alignment, the learned stage, then a judge.

The chain stops at the first refusal, so the cheap lexical checks run first and the model-based
ones only for candidates that passed them. Every refusal is logged at debug level with its
reason and counted per check (``refusals``), for the tier to export as a metric label.

>>> from genaicache.verify.base import Candidate
>>> chain = default_verifier()
>>> chain.verify(Candidate("how do i enable 2fa", "how do i disable 2fa", 0.95)).check
'opposites'
>>> chain.refusals
{'opposites': 1}
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from genaicache.embedders.base import Embedder, TokenEmbedder
from genaicache.verify.base import ACCEPT, Candidate, Check, Verdict
from genaicache.verify.case import CaseCheck
from genaicache.verify.coverage import CoverageCheck
from genaicache.verify.critical import (
    DateTimeCheck,
    EntitiesCheck,
    NegationCheck,
    NumbersCheck,
    OppositesCheck,
)
from genaicache.verify.possessive import PossessorCheck
from genaicache.verify.quantifiers import QuantifierCheck
from genaicache.verify.questions import QuestionKindCheck
from genaicache.verify.quoted import QuotedCheck
from genaicache.verify.roles import SwappedRolesCheck

if TYPE_CHECKING:
    from genaicache.verify.judge import LLMJudge

log = logging.getLogger("genaicache.verify")


class VerificationChain:
    """Runs ``checks`` in order, then ``judge`` (if any); the first refusal wins.

    A check that raises refuses the candidate (named ``"<check>:error"``): a cache must fail
    towards a miss, never towards serving an unverified answer.
    """

    def __init__(self, checks: Sequence[Check], *, judge: LLMJudge | None = None) -> None:
        self.checks: tuple[Check, ...] = tuple(checks)
        self.judge = judge
        self._refusals: Counter[str] = Counter()
        self._verified = 0
        self._lock = threading.Lock()

    def verify(self, candidate: Candidate) -> Verdict:
        """Accept or refuse ``candidate``; identical texts are accepted without checks, unless
        they write a word whose case carries meaning in another case."""
        with self._lock:
            self._verified += 1
        if candidate.query == candidate.matched:
            if candidate.query_case == candidate.matched_case:
                return ACCEPT
            cased = [c for c in self.checks if isinstance(c, CaseCheck)]
            return self._first_refusal(candidate, cased) or ACCEPT
        _take_reading(candidate)
        refusal = self._first_refusal(candidate, self.checks)
        if refusal is not None:
            return refusal
        if self.judge is not None:
            verdict = self.judge.verify(candidate)
            if not verdict.accept:
                return self._refuse(verdict, candidate)
        return ACCEPT

    @property
    def judge_floor(self) -> float | None:
        """The lowest similarity the judge is asked for, ``None`` without a judge."""
        return None if self.judge is None else self.judge.grey_zone[0]

    def verify_below(self, candidate: Candidate) -> Verdict:
        """A candidate below the acceptance threshold: served only when the lexical checks
        pass it and the judge, asked for it, says the answers are the same.

        The model-based stages (token alignment, the learned stage) are cheap stand-ins for a
        judge, tuned on candidates above the threshold: below it they would refuse nearly
        every paraphrase, so with a judge they step aside there. Without a judge, or outside
        its grey zone, the threshold refuses.
        """
        with self._lock:
            self._verified += 1
        if self.judge is None or not self.judge.in_grey_zone(candidate.similarity):
            return self._refuse(Verdict(False, "threshold", "below the threshold, not judged"),
                                candidate)
        lexical = [c for c in self.checks if not getattr(c, "stands_in_for_judge", False)]
        _take_reading(candidate)
        refusal = self._first_refusal(candidate, lexical)
        if refusal is not None:
            return refusal
        verdict = self.judge.verify(candidate)
        return verdict if verdict.accept else self._refuse(verdict, candidate)

    def _first_refusal(self, candidate: Candidate, checks: Sequence[Check]) -> Verdict | None:
        """The first of ``checks`` to refuse ``candidate`` (counted and logged), else ``None``."""
        for check in checks:
            verdict = self._run(check, candidate)
            if verdict is not None and not verdict.accept:
                return self._refuse(verdict, candidate)
        return None

    def _run(self, check: Check, candidate: Candidate) -> Verdict | None:
        try:
            return check(candidate)
        except Exception as exc:  # a buggy or failing check must not serve the hit
            log.warning("genaicache: check %s failed: %r", check.name, exc)
            return Verdict(False, f"{check.name}:error", f"{type(exc).__name__}: {exc}")

    def _refuse(self, verdict: Verdict, candidate: Candidate) -> Verdict:
        with self._lock:
            self._refusals[verdict.check or "verifier"] += 1
        log.debug(
            "genaicache: refused %r for %r at %.3f (%s: %s)",
            candidate.matched, candidate.query, candidate.similarity, verdict.check, verdict.reason,
        )
        return verdict

    @property
    def refusals(self) -> dict[str, int]:
        """Refusals so far, per check name (a copy)."""
        with self._lock:
            return dict(self._refusals)

    @property
    def verified(self) -> int:
        """How many candidates were verified so far."""
        with self._lock:
            return self._verified

    def reset_stats(self) -> None:
        with self._lock:
            self._refusals.clear()
            self._verified = 0


def _take_reading(candidate: Candidate) -> None:
    """Let the checks read the cached prompt from its entry's stored reading, if it has one."""
    if candidate.matched_reading is not None:
        candidate.matched_reading.remember(candidate.matched)


def critical_checks() -> list[Check]:
    """The lexical checks, cheapest and most specific first."""
    return [
        CaseCheck(),
        NumbersCheck(),
        QuotedCheck(),
        NegationCheck(),
        OppositesCheck(),
        QuantifierCheck(),
        EntitiesCheck(),
        DateTimeCheck(),
        QuestionKindCheck(),
        SwappedRolesCheck(),
        PossessorCheck(),
        CoverageCheck(),
    ]


def default_verifier(
    token_embedder: TokenEmbedder | Embedder | None = None,
    *,
    judge: LLMJudge | None = None,
    alignment_threshold: float | None = None,
    min_probability: float | None = None,
) -> VerificationChain:
    """The default chain: the critical checks, token alignment when the embedder can return
    token embeddings (an embedder without ``embed_tokens`` is simply not used), then the
    learned acceptance stage (:class:`~genaicache.verify.learned.LearnedAcceptanceCheck`).

    ``alignment_threshold`` overrides the tuned default of :class:`TokenAlignmentCheck`;
    ``min_probability`` that of the learned stage (0 switches it off).
    """
    from genaicache.verify.learned import DEFAULT_MIN_PROBABILITY, LearnedAcceptanceCheck

    checks = critical_checks()
    aligner = None
    if isinstance(token_embedder, TokenEmbedder):
        from genaicache.verify.alignment import DEFAULT_ALIGNMENT, TokenAlignmentCheck

        threshold = DEFAULT_ALIGNMENT if alignment_threshold is None else alignment_threshold
        aligner = TokenAlignmentCheck(token_embedder, threshold=threshold)
        checks.append(aligner)
    floor = DEFAULT_MIN_PROBABILITY if min_probability is None else min_probability
    if floor > 0:
        checks.append(LearnedAcceptanceCheck(min_probability=floor, aligner=aligner))
    return VerificationChain(checks, judge=judge)
