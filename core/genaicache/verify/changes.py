"""How a change or a range is given around the same figure, which the numbers check reads as
equal: "extend the volume to 50G" sets the size, "by 50G" adds to it; "^1.2.3" allows minor
updates, "~1.2.3" patch updates only (npm, Cargo, Composer)."""

from __future__ import annotations

import re

from genaicache.verify.numbers import spell_out

# A verb of change; "to N" / "by N" after one of these says the target or the step
_CHANGE = re.compile(r"\b(?:extend|extends|extending|extended|increase|increases|increasing|"
                     r"increased|grow|grows|growing|grew|shrink|shrinks|shrinking|shrank|"
                     r"reduce|reduces|reducing|reduced|raise|raises|raising|raised|lower|"
                     r"lowers|lowering|lowered|resize|resizes|resizing|resized|expand|expands|"
                     r"expanding|expanded|decrease|decreases|decreasing|decreased|cut|cuts|"
                     r"cutting|boost|boosts|boosting|boosted|drop|drops|dropping|dropped|"
                     r"rise|rises|rising|rose|fall|falls|falling|fell|climb|climbs|climbing|"
                     r"climbed|go up|goes up|went up|go down|goes down|went down)\b")
# "to 20GB" / "by 20 gb"; not "by up to 5%", a bound
_TO_OR_BY = re.compile(r"(?<!\bup )\b(to|by) (\$?\d[\d.,]*)")
# A version range operator before a version ("^1.2.3", "~> 2.0", ">= 3.1"), or a comparison
# before a figure ("'' == 0" / "'' === 0")
_RANGE = re.compile(r"(\^|~>|~=|~|===|!==|==|!=|>=|<=|>|<)\s?v?(\d+(?:\.[\dx*]+)*)")


def to_against_by(query: str, matched: str) -> tuple[str, str] | None:
    """The two phrasings when one side changes a thing to a figure and the other by the same
    figure ("extend the volume to 50g" / "by 50 gb"), else ``None``; the units are the
    numbers check's."""
    if not (("to " in query or "by " in query) and ("to " in matched or "by " in matched)
            and _CHANGE.search(query) and _CHANGE.search(matched)):
        return None
    query, matched = spell_out(query), spell_out(matched)  # "by ten gigabytes"
    a = {figure: word for word, figure in _TO_OR_BY.findall(query)}
    b = {figure: word for word, figure in _TO_OR_BY.findall(matched)}
    for figure in sorted(a.keys() & b.keys()):
        if a[figure] != b[figure]:
            return f"{a[figure]} {figure}", f"{b[figure]} {figure}"
    return None


def range_differs(query: str, matched: str) -> tuple[str, str] | None:
    """The two ranges when both sides name one version under another range operator
    ("^1.2.3" / "~1.2.3"), else ``None``."""
    if not any(ch in query for ch in "^~<>=") or not any(ch in matched for ch in "^~<>="):
        return None
    a = {version: op for op, version in _RANGE.findall(query)}
    b = {version: op for op, version in _RANGE.findall(matched)}
    for version in sorted(a.keys() & b.keys()):
        if a[version] != b[version]:
            return a[version] + version, b[version] + version
    return None
