"""The cheaper passes of the roles check read, on every shipped text and pair, what the plain
forms they replace read."""

from __future__ import annotations

import csv
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from genaicache.normalize import normalize
from genaicache.verify import roles
from genaicache.verify.text import analyze

DATA = Path(__file__).resolve().parents[1] / "data"

# Both clause openers in one pattern, as they were searched before
_ONE_OPENER = re.compile(
    r"(?:^(?:(?:why|how|when|where) |what (?=(?:do|does|did|can|could|should|will|would|must|"
    r"has|have|had) ))?|\b(?:if|when|unless|once|because|after|before) )"
    r"(?:(do|does|did|can|could|should|will|would|must|has|have|had) )?"
    r"(i|you|we|he|she|they|(?:my|your|our|his|her|their|the|a|an) [a-z]+) ([a-z]+)")


@lru_cache(maxsize=1)
def pairs() -> tuple[tuple[str, str], ...]:
    """Every normalized pair of the shipped data files."""
    found = set()
    for path in sorted(DATA.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                found.add((normalize(row["question1"]), normalize(row["question2"])))
    return tuple(sorted(found))


def _first(seq: list[str], left: Counter[str]) -> list[str]:
    """The first occurrences of each token of ``seq``, as many as ``left`` counts."""
    out = []
    for tok in seq:
        if left[tok] > 0:
            left[tok] -= 1
            out.append(tok)
    return out


def _plain_swap(a: list[str], b: list[str]) -> tuple[list[str], list[str], list[str]] | None:
    """``find_swap`` with counters and every split tried."""
    kept_a = _first(a, Counter(b))
    a, b = roles._strip_common_ends(kept_a, _first(b, Counter(kept_a)))
    n = len(a)
    if n < 2 or len(b) != n:
        return None
    for i in range(1, n):
        for j in range(1, n - i + 1):
            x, y, m = a[:i], a[n - j:], a[i:n - j]
            if x != y and b[:j] == y and b[n - i:] == x and b[j:n - i] == m:
                return x, m, y
    return None


def test_clause_openers_are_those_one_pattern_of_both_finds() -> None:
    texts = {t for pair in pairs() for t in pair}
    texts |= {"do i before you go if i go", "when i go when you go", "the if i when you"}
    for text in texts:
        canon = analyze(text).canon
        plain = [(m.span(), m.groups()) for m in _ONE_OPENER.finditer(canon)]
        assert [(m.span(), m.groups()) for m in roles._openers(canon)] == plain, canon


def test_find_swap_finds_what_every_split_finds() -> None:
    for query, matched in pairs():
        a, b = list(roles._role_tokens(query)), list(roles._role_tokens(matched))
        for x, y in ((a, b), (b, a), (a, a[::-1]), (a + b, b + a)):
            assert roles.find_swap(x, y) == _plain_swap(x, y), (x, y)
