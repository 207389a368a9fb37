"""What user feedback does to an entry.

Feedback moves the entry's ``feedback`` score (used by value-aware eviction) and, when a served
answer was wrong, either deletes the entry (a wrong exact answer: the answer itself is bad) or
raises the entry's own acceptance threshold above the similarity it was wrongly served at (a
wrong soft hit: the answer is fine for its own question, not for that neighbour).
"""

from __future__ import annotations

from genaicache.entry import Entry

FEEDBACK_WEIGHT = 0.3
THRESHOLD_STEP = 1e-4


def apply_feedback(
    entry: Entry, good: bool, similarity: float | None, max_error_rate: float | None = None
) -> Entry | None:
    """The entry after feedback, or ``None`` when it must be deleted."""
    score = (1 - FEEDBACK_WEIGHT) * entry.feedback + FEEDBACK_WEIGHT * (1.0 if good else 0.0)
    if good:
        return entry.evolve(feedback=score)
    if similarity is None or similarity >= 1.0:
        return None
    floor = min(1.0, float(similarity) + THRESHOLD_STEP)
    threshold = floor if entry.threshold is None else max(entry.threshold, floor)
    return entry.evolve(feedback=score, threshold=threshold)
