"""The cheap tests that let a text skip a regex pass of the numbers, negation and date checks:
on every shipped text (and its words) each reads what the passes read without them."""

from __future__ import annotations

import csv
import re
from collections import Counter
from functools import lru_cache
from pathlib import Path

from genaicache.normalize import normalize
from genaicache.verify import critical, numbers, temporal
from genaicache.verify.complements import LACK_WORDS
from genaicache.verify.text import MARK, analyze

DATA = Path(__file__).resolve().parents[1] / "data"


@lru_cache(maxsize=1)
def texts() -> tuple[str, ...]:
    """Every normalized text of the shipped data files, each time alias said in a sentence and
    each named unit asked for."""
    found = {f"is it open {alias}?" for alias in temporal._LOOKUP}
    found.update(f"{ask} {unit} ?" for unit in numbers._NAMED
                 for ask in ("how many", "how much", "convert 5 miles to", "what is 1 cup in"))
    for path in sorted(DATA.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle):
                found.update((normalize(row["question1"]), normalize(row["question2"])))
    return tuple(sorted(found))


@lru_cache(maxsize=1)
def strings() -> tuple[str, ...]:
    """Each canonical text, its form with numeric dates in words, and each of its words."""
    canons = {analyze(t).canon for t in texts()}
    out = canons | {numbers.worded_dates(c) for c in canons}
    out.update(word for c in canons for word in analyze(c).tokens)
    return tuple(sorted(out))


def _spell_out(text: str) -> str:
    """:func:`numbers.spell_out` with every pass run."""
    n = numbers
    text = n._DAY_OF_MONTH[1].sub(n._day_number, n._DAY_OF_MONTH[0].sub(n._day_number, text))
    text = n._RANK_WORD.sub(lambda m: n.RANK_DIGITS[m.group(1)], text)
    text = n._ORDINAL_BEFORE_NOUN.sub(lambda m: f"{m.group(1)} {n.RANK_DIGITS[m.group(2)]} ",
                                      text)
    text = n._EN_RUN.sub(lambda m: m.group(0) if m.group(0) in ("one", "zero")
                         else str(n._en_value(m.group(0))), text)
    for pattern, replacement in n._AND_A_HALF:
        text = pattern.sub(replacement, text)
    text = n._FRACTION_SCALE.sub(lambda m: f"{n._FRACTION[m.group(1)]} {m.group(2)}", text)
    text = n._A_SCALE.sub(r"1 \1", text)
    text = n._NOON.sub(lambda m: "12 am" if m.group(1) == "midnight" else "12 pm", text)
    text = n._PART_OF_UNIT.sub(lambda m: f"{n._FRACTION[m.group(1)]} ", text)

    def zh(match: re.Match[str]) -> str:
        run, rest = match.group(1), text[match.end():]
        if run == "一" and n._ZH_ARTICLE.match(rest):
            return run
        if run == "十" and rest.startswith("分") and not rest.startswith("分钟"):
            return run
        return str(n._zh_value(run))

    text = n._ZH_MONTH.sub(lambda m: str(n._zh_value(m.group(1))), text)
    return n._ZH_RUN.sub(zh, text)


def test_spell_out_reads_what_every_pass_reads() -> None:
    words = {*numbers._EN_RUN_WORDS, *numbers.ORDINALS, *numbers._SCALES, "half", "quarter",
             "noon", "midday", "midnight", "decade", "once", "twice"}
    words |= {w.capitalize() for w in words} | {w.upper() for w in words}
    missed = [s for s in (*strings(), *words) if numbers.spell_out(s) != _spell_out(s)]
    assert not missed, missed[:5]


def test_units_said_once_and_frequencies_read_what_their_passes_read() -> None:
    once = [s for s in strings() if numbers._units_said_once(s) != {
        numbers.Quantity("1", numbers._PER_UNIT.get(w, w))
        for m in numbers._ONE_OF.finditer(s) for w in m.groups() if w} | {
        numbers.Quantity("1", numbers._UNIT_OF[m.group(1)])
        for m in numbers._ONE_MEASURE.finditer(s)}]
    counted = [t for t in texts() if numbers.frequencies(t) != {
        (int(m.group(2)) if m.group(2) else numbers._COUNTS[m.group(1)],
         m.group(3) or numbers._PER_UNIT[m.group(4)])
        for m in numbers._FREQUENCY.finditer(numbers.spell_out(analyze(t).canon))}]
    twice = [s for s in strings() if numbers._TWICE.search(s) and "twice" not in s
             and "thrice" not in s]
    assert not (once or counted or twice), (once, counted, twice)


def test_asked_unit_reads_what_one_search_reads() -> None:
    asked = re.compile(rf"\bhow (?:many|much) ({numbers._NAMED_UNITS})\b|"
                       rf"\b(?:in|into|to) ({numbers._NAMED_UNITS})\s*[?.!]*$")
    assert not [u for u in numbers._NAMED if "how" in u]  # "how many" comes first
    missed = [t for t in texts() if numbers.asked_unit(t) != (
        numbers._UNIT_OF[m.group(1) or m.group(2)]
        if (m := asked.search(analyze(t).canon)) else "")]
    assert not missed, missed[:5]
    assert len(set(map(numbers.asked_unit, texts()))) > 50  # the sentences ask for each unit


def test_a_text_without_a_last_word_of_a_time_alias_names_no_time() -> None:
    missed = [s for s in strings()
              if temporal._PATTERN.search(s) and not temporal._may_name_time(s)]
    clock = [s for s in strings() if temporal._AMPM.search(s) and ".m" not in s
             and not (("am" in s or "pm" in s) and re.search(r"\d", s))]
    who = [s for s in strings() if temporal._WHO_STATE.search(s) and "who " not in s]
    assert not (missed or clock or who), (missed[:5], clock, who)
    canons = {analyze(t).canon for t in texts()}
    assert sum(map(temporal._may_name_time, canons)) < len(canons) / 2  # it pays


def test_a_text_without_a_word_that_takes_a_letter_names_no_lettered_kind() -> None:
    from genaicache.verify.roles import _LETTERED, lettered_kinds

    missed = [t for t in texts()
              if lettered_kinds(t) and _LETTERED.isdisjoint(analyze(t).tokens)]
    assert not missed, missed[:5]
    assert any(map(lettered_kinds, texts()))


def _negations(text: str) -> Counter[str]:
    """:func:`critical.negations` with every pass run."""
    c = critical
    canon = c._EN_NOT_NEGATION.sub(" ", analyze(text).canon.replace(MARK, " "))
    words = re.findall(r"[a-z]+(?:-[a-z]+)*", canon)
    found = Counter(w for w in words if w in c._EN_NEGATIONS)
    found.update("non" for w in words if w.startswith("non-"))
    found.update("except" for _ in c._EXCLUSION.finditer(canon))
    found.update("lack" for _ in c._LACK.finditer(canon))
    found.update("free" for _ in c._FREE.finditer(canon))
    found.update(c._ZH_NEGATIONS.findall(c._ZH_NOT_NEGATION.sub(" ", canon)))
    return found


def test_negations_reads_what_every_pass_reads() -> None:
    missed = [t for t in texts() if critical.negations(t) != _negations(t)]
    assert not missed, missed[:5]
    assert all(w in LACK_WORDS for w in ("lack", "lacking"))
