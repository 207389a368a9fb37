"""The verification protocol: checks between "nearest neighbour found" and "served".

A semantic hit is served only when every check in the chain lets it through. Each check is
cheap and explainable: a refusal names the check and the reason, which go to a debug log and a
metric label.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from genaicache.verify.reading import StoredReading
    from genaicache.verify.words import PackedWords


@dataclass(frozen=True, slots=True)
class Candidate:
    """A query and the cached prompt its nearest neighbour search found (both normalized).

    ``matched_words`` are the cached prompt's stored word vectors, when its entry kept them;
    ``query_case`` and ``matched_case`` the words whose case normalization folded although it
    may carry meaning (:func:`genaicache.normalize.case_marks`); ``matched_reading`` the
    cached prompt's stored lexical reading, when its entry kept one.
    """

    query: str
    matched: str
    similarity: float
    matched_words: PackedWords | None = None
    query_case: str = ""
    matched_case: str = ""
    matched_reading: StoredReading | None = None


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of verifying one candidate; ``check`` names who decided, ``reason`` why."""

    accept: bool
    check: str = ""
    reason: str = ""


ACCEPT = Verdict(True)


@runtime_checkable
class Check(Protocol):
    """One verification step. Returns a refusing :class:`Verdict`, or ``None`` for no objection."""

    name: str

    def __call__(self, candidate: Candidate) -> Verdict | None: ...


@runtime_checkable
class Verifier(Protocol):
    """Decides whether a soft-hit candidate may be served."""

    def verify(self, candidate: Candidate) -> Verdict: ...


@runtime_checkable
class JudgedVerifier(Verifier, Protocol):
    """A verifier with a judge, which may also serve a candidate below the acceptance
    threshold: ``judge_floor`` is the lowest similarity the judge is asked for (``None``
    without a judge), ``verify_below`` decides such a candidate."""

    @property
    def judge_floor(self) -> float | None: ...

    def verify_below(self, candidate: Candidate) -> Verdict: ...
