"""Words whose case is their meaning: "50 Mb/s" is not "50 MB/s", "ls -R" is not "ls -r".

Normalization folds case, so both sides of such a pair have one normalized text (an exact key
collision before case marks were kept, cosine 1.0). The key now keeps the flags, commands,
format codes and units written with a capital (:func:`genaicache.normalize.case_marks`), and
this check compares them: a word both sides write in another case refuses when it is a flag,
command or format code ("-R" / "-r", "\\Large" / "\\large", "%Y" / "%y"), or a unit both
write with capitals ("MB" / "Mb"). A unit in lower case on one side ("mb" / "MB") is a typing
habit, not another question.
"""

from __future__ import annotations

from genaicache.normalize import code_word
from genaicache.verify.base import Candidate, Verdict


def _forms(marks: str) -> dict[str, set[str]]:
    forms: dict[str, set[str]] = {}
    for word in marks.split():
        forms.setdefault(word.casefold(), set()).add(word)
    return forms


def case_conflict(a: str, b: str) -> tuple[str, str] | None:
    """The first word the case marks ``a`` and ``b`` write in cases that differ in meaning,
    as (``a``'s form, ``b``'s form), else ``None``."""
    if not a or not b:
        return None
    forms_a, forms_b = _forms(a), _forms(b)
    for folded in sorted(forms_a.keys() & forms_b.keys()):
        x, y = forms_a[folded], forms_b[folded]
        if x == y:
            continue
        capitals = any(not w.islower() for w in x) and any(not w.islower() for w in y)
        if capitals or code_word(folded):
            return sorted(x - y or x)[0], sorted(y - x or y)[0]
    return None


class CaseCheck:
    """Refuses a neighbour that writes a unit, flag, command or format code in another case."""

    name = "case"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        found = case_conflict(candidate.query_case, candidate.matched_case)
        if found is None:
            return None
        return Verdict(False, self.name, f"case: {found[0]!r} vs {found[1]!r}")
