"""The cheap tests that let a text skip a regex pass of the numbers, negation and date checks:
each must hold wherever the pass finds something, on every shipped text (and its words)."""

from __future__ import annotations

import csv
import re
from functools import lru_cache
from pathlib import Path

from genaicache.normalize import normalize
from genaicache.verify import numbers, temporal
from genaicache.verify.text import analyze

DATA = Path(__file__).resolve().parents[1] / "data"


@lru_cache(maxsize=1)
def canons() -> tuple[str, ...]:
    """The canonical form of every text of the shipped data files, and of each time alias
    said in a sentence."""
    texts = {f"is it open {alias}?" for alias in temporal._LOOKUP}
    for path in sorted(DATA.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                texts.update((normalize(row["question1"]), normalize(row["question2"])))
    return tuple(sorted({analyze(t).canon for t in texts}))


@lru_cache(maxsize=1)
def strings() -> tuple[str, ...]:
    """Each canonical text, its form with numeric dates in words, and each of its words."""
    out = set(canons()) | {numbers.worded_dates(c) for c in canons()}
    out.update(word for c in canons() for word in analyze(c).tokens)
    return tuple(sorted(out))


def test_a_text_without_a_last_word_of_a_time_alias_names_no_time() -> None:
    missed = [s for s in strings()
              if temporal._PATTERN.search(s) and not temporal._may_name_time(s)]
    assert not missed, missed[:5]
    assert sum(map(temporal._may_name_time, canons())) < len(canons()) / 2  # it pays


def test_spell_out_skips_a_pass_only_where_it_finds_nothing() -> None:
    day_of_month = [s for s in strings()
                    if any(p.search(s) for p in numbers._DAY_OF_MONTH)
                    and not numbers._MONTH_NAME.search(s)]
    english = [s for s in strings() if numbers._EN_RUN.search(s)
               and numbers._EN_RUN_WORDS.isdisjoint(numbers._WORDS.findall(s))]
    chinese = [s for s in strings() if numbers._ZH_RUN.search(s) and s.isascii()]
    scale = re.compile(r"(hundred|thousand|million|billion)|half|quarter|noon|midday|midnight")
    scales = [s for s in strings()
              if bool(scale.search(s)) != any(w in s for w in numbers._SCALE_WORDS)]
    assert not (day_of_month or english or chinese or scales), (day_of_month, english, chinese,
                                                               scales)


def test_units_said_once_and_counted_frequencies_need_their_words() -> None:
    once = [s for s in strings() if numbers._ONE_OF.search(s)
            and not any(w in s for w in numbers._ONE_OF_NEEDS)]
    counted = [s for s in strings() if numbers._COUNTED_AT_ALL.search(s)
               and not any(w in s for w in numbers._COUNTED_NEEDS)]
    assert not (once or counted), (once, counted)
