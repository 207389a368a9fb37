"""What user feedback does to an entry.

Feedback moves the entry's ``feedback`` score (used by value-aware eviction) and, when a served
answer was wrong, either deletes the entry (a wrong exact answer: the answer itself is bad) or
raises the entry's own acceptance threshold above the similarity it was wrongly served at (a
wrong soft hit: the answer is fine for its own question, not for that neighbour).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from genaicache.entry import Entry

if TYPE_CHECKING:
    from genaicache.verify.adaptive import AdaptiveThreshold

FEEDBACK_WEIGHT = 0.3
THRESHOLD_STEP = 1e-4


def apply_feedback(
    entry: Entry, good: bool, similarity: float | None, *,
    policy: AdaptiveThreshold | None = None, global_threshold: float = 0.92,
) -> Entry | None:
    """The entry after feedback, or ``None`` when it must be deleted.

    With an adaptive ``policy`` the outcome is recorded as an observation of this entry (a
    wrong answer as a hard negative); otherwise a wrong soft hit lifts the entry's threshold
    just above the similarity it was served at.
    """
    score = (1 - FEEDBACK_WEIGHT) * entry.feedback + FEEDBACK_WEIGHT * (1.0 if good else 0.0)
    soft = similarity is not None and similarity < 1.0
    if policy is not None and soft:
        assert similarity is not None
        entry = policy.record(entry, float(similarity), correct=good, hard=not good,
                              global_default=global_threshold)
        return entry.evolve(feedback=score)
    if good:
        return entry.evolve(feedback=score)
    if not soft:
        return None
    assert similarity is not None
    floor = min(1.0, float(similarity) + THRESHOLD_STEP)
    threshold = floor if entry.threshold is None else max(entry.threshold, floor)
    return entry.evolve(feedback=score, threshold=threshold)
