"""What a figure carries, which the numbers check reads as compatible on its own: a unit that
moves to another figure ("split 10s against a dealer 8" / "split 8s against a dealer 10"), and
a letter suffix that names another form ("form 1120" / "form 1120-s", "941" / "941-x")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from genaicache.verify.numbers import Quantity, is_unit

# A form number with a letter suffix after a hyphen ("1120-s", "1099-nec", "941-x"); not a
# short count with a word cut short ("2-car", "4-wd", "2-fa")
_SUFFIXED = re.compile(r"\b(\d{3,})-([a-z]{1,3})\b(?!-)")


def _units(quantities: Sequence[Quantity]) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for q in quantities:
        found.setdefault(q.value, set()).add(q.unit)
    return found


def _listed(v1: str, v2: str, texts: tuple[str, str]) -> bool:
    """Whether two figures stand side by side in a list or a range ("1000 and 500 rupee
    notes", where the unit of the last is said of both)."""
    link = r"\s*(?:and|or|to|vs\.?|versus|,|-|/|&)\s*"
    pair = rf"(?:{re.escape(v1)}{link}{re.escape(v2)}|{re.escape(v2)}{link}{re.escape(v1)})"
    return any(re.search(pair, text) for text in texts)


def _joined(unit: str, value: str, text: str) -> bool:
    """Whether ``unit`` is an "s" run together with the figure ("split 10s"): the plural of a
    figure, said of what it counts; a unit left out after one figure of two ("walk 30 minutes
    or run 15") is said of both."""
    return unit == "s" and re.search(rf"(?<![\d.,]){re.escape(value)}s\b", text.lower()) is not None


def units_crossed(a: Sequence[Quantity], b: Sequence[Quantity], texts: tuple[str, str]
                  ) -> tuple[str, str, str] | None:
    """``(unit, figure, other figure)`` when a unit goes with one figure on one side and with
    the other figure on the other side, each figure bare where the other carries it, and the
    two are not listed together, else ``None``."""
    if len(a) < 2 or len(b) < 2:
        return None  # most texts
    ua, ub = _units(a), _units(b)
    for v1 in sorted(ua.keys() & ub.keys()):
        for unit in sorted(ua[v1] - ub[v1] - {""}):
            if "" not in ub[v1]:
                continue
            for v2 in sorted((ua.keys() & ub.keys()) - {v1}):
                if unit in ub[v2] and unit not in ua[v2] and "" in ua[v2] and not _listed(
                        v1, v2, texts) and _joined(unit, v1, texts[0] + " " + texts[1]):
                    return unit, v1, v2
    return None


def suffix_added(query: str, matched: str) -> tuple[str, str] | None:
    """``(figure with suffix, the side)`` when one side names a figure with a letter suffix
    ("1120-s") and the other the bare figure, else ``None``; not a unit ("24-hr"), nor a word
    the other side spells out after the figure ("2-br" / "2 bedroom"), nor "401(k)"."""
    if "-" not in query and "-" not in matched:
        return None  # most texts
    query, matched = query.lower(), matched.lower()
    for x, y, side in ((query, matched, "the query"), (matched, query, "the cached prompt")):
        for m in _SUFFIXED.finditer(x):
            value, suffix = m.group(1), m.group(2)
            if is_unit(suffix) and len(suffix) > 1:
                continue
            bare = re.search(rf"(?<![\d.,-]){value}(?![\d.,(]|-?[a-z])(?! {suffix[0]})", y)
            if bare and not re.search(rf"\b{value}[- ]?{suffix}\b", y):
                return m.group(0), side
    return None
