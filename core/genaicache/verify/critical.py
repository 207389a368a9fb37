"""Critical-difference checks: cheap, explainable vetoes on the one word that changes the answer.

Each check compares the query with the cached prompt and returns a refusing
:class:`~genaicache.verify.base.Verdict` naming itself and the difference, or ``None``.

>>> from genaicache.verify.base import Candidate
>>> NegationCheck()(Candidate("i am allergic to nuts", "i am not allergic to nuts", 0.99)).reason
"negation: 'not' only in the cached prompt"
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.changes import range_differs, to_against_by
from genaicache.verify.complements import (
    LACK_WORDS,
    avoided,
    avoided_against_plain,
    failed,
    free_of,
    kept_on,
    lacked,
    lacking_against_with,
    negated_complements,
    prefixed_for_without,
    safe_against_avoided,
    said_negatively,
    suffixed_for_without,
)
from genaicache.verify.converse import (
    better_against_more,
    converse,
    equal_against_more,
    less_opposite,
    other_comparative,
)
from genaicache.verify.identifiers import joined_names_differ
from genaicache.verify.lexicon import (
    ZH_A_NOT_A,
    opposite_groups,
    polarity_poles,
    stop_words,
    substitute_groups,
)
from genaicache.verify.locatives import implied
from genaicache.verify.minimal import opposed_apart
from genaicache.verify.numbers import (
    PERIODS,
    Figures,
    Quantity,
    asked_unit,
    call_arguments,
    figures,
    frequencies,
    in_units,
    model_variants,
    names_variant,
    one_period_against_amount,
    per_units,
    percent_asks,
    recent_against_older,
    spelled_ordinal,
    uncounted_periods,
    word_numbers,
)
from genaicache.verify.prefixes import (
    freely_negated,
    less_against_ed,
    over_against_under,
    particle_opposite,
    prefixed_opposite,
)
from genaicache.verify.suffixes import suffix_added, units_crossed
from genaicache.verify.temporal import (
    PER_NIGHT,
    ago_against_ahead,
    before_against_since,
    every_against_once,
    maybe_against_done,
    tense_swapped,
    time_order,
    time_words,
    when_last,
    when_tense,
    yes_no_tense,
)
from genaicache.verify.text import (
    ARTICLES,
    MARK,
    QUESTION_WORDS,
    SUBJECT_PRONOUNS,
    Analysis,
    analyze,
    latin_words,
    only_span,
    stem,
)

QUERY, CACHED = "the query", "the cached prompt"


def _only(items: object, side: str) -> str:
    return f"{items} only in {side}"


def _fmt(values: object) -> str:
    if isinstance(values, (set, frozenset, list, tuple)):
        return ", ".join(repr(str(v)) for v in sorted(values, key=str))
    return repr(str(values))


def _diff(name: str, a: frozenset[str] | set[str], b: frozenset[str] | set[str]) -> str | None:
    """A reason when the two sets differ: both-sided first, else one-sided."""
    if a == b:
        return None
    only_a, only_b = a - b, b - a
    if only_a and only_b:
        return f"{name}: {_fmt(only_a)} vs {_fmt(only_b)}"
    return f"{name}: " + (_only(_fmt(only_a), QUERY) if only_a else _only(_fmt(only_b), CACHED))


# "16 hours straight" (one stretch) / "16 hours a day" (a daily total)
_SPAN = r"\b\d+(?:\.\d+)? (?:hours?|hrs?|minutes?|mins?|days?|nights?|weeks?)"
_RUN = re.compile(_SPAN + r" (?:straight|in a row|nonstop|non-stop|continuously|at a stretch|"
                  r"at a time|without a break|in one go|in one sitting)\b|"
                  r"\b\d+ (?:straight|consecutive) (?:hours|days|nights|weeks)\b"
                  r"(?! (?:a|per|each|every) )")
_RATE = re.compile(_SPAN + r" (?:a|per|each|every) (?:day|night|week|month)\b")


# "10 concurrent workers" (at once) / "10 workers per second" (a rate)
_AT_ONCE = re.compile(r"\b(?:concurrent|concurrently|simultaneous|simultaneously|in parallel|"
                      r"at once|at a time|at the same time)\b")
_PER_TIME = re.compile(r"\b\d+(?:\.\d+)?[km]? (?:[a-z]+ ){0,2}(?:(?:per|a|each|every) "
                       r"(?:second|sec|minute|min|hour)\b|"
                       r"[a-z]{3,} ?/ ?(?:s|sec|second|min|h|hr)\b)")
# "right after it eats" / "an hour after it eats"
_RIGHT_AFTER = re.compile(r"\b(?:right|immediately|straight|directly|just) (?:after|before)\b")
_SPAN_AFTER = re.compile(r"\b(?:a couple of|a couple|a few|an?|\d+|one|two|three|few|several|"
                         r"couple of) (?:hours?|days?|weeks?) (?:after|before)\b")


def _one_way(x: str, y: str, this: re.Pattern[str], that: re.Pattern[str]) -> bool:
    """Whether ``x`` says ``this`` and not ``that`` while ``y`` says ``that`` and not
    ``this``."""
    return bool(this.search(x) and not that.search(x) and that.search(y) and not this.search(y))


def _run_against_rate(query: str, matched: str) -> str | None:
    """A reason when one side says a span in one stretch and the other the same span as a
    total per day (or per week, ...), a count at once against a count per second, or "right
    after" against a span after."""
    timed = [("after" in text or "before" in text) for text in (query, matched)]
    if not any(ch.isdigit() for ch in query + matched) and not all(timed):
        return None  # most texts
    for x, y, where in ((query, matched, QUERY), (matched, query, CACHED)):
        if _one_way(x, y, _RUN, _RATE):
            return f"numbers: a span in one stretch in {where} vs a total per period"
        if _one_way(x, y, _AT_ONCE, _PER_TIME):
            return f"numbers: a count at once in {where} vs a count per unit of time"
        if _one_way(x, y, _RIGHT_AFTER, _SPAN_AFTER):
            return f"numbers: right after or before in {where} vs a span after or before"
    return None


class NumbersCheck:
    """Numbers with their units and bounds, and codes like "s5", "2fa", "h2s", must agree."""

    name = "numbers"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = figures(candidate.query), figures(candidate.matched)
        reordered = None
        if _spaced_on_other_side(a, b, candidate.query, candidate.matched):  # "sheet 1"
            a, b = (figures(candidate.query, word_numbers(b.identifiers - a.identifiers)),
                    figures(candidate.matched, word_numbers(a.identifiers - b.identifiers)))
            reordered = _reordered(a.joined, b.joined)
        qa: Sequence[Quantity] = a.quantities
        qb: Sequence[Quantity] = b.quantities
        if any(q.unit == "ord" for q in (*qa, *qb)):  # "4th" / "fourth" read on one side
            qa, qb = _unspelled(qa, qb, candidate.matched), _unspelled(qb, qa, candidate.query)
        reason = _unmatched(qa, qb, a.implied, b.implied)
        reason = reason or _diff("identifier", *_written_alike(a.identifiers, b.identifiers,
                                                                candidate.query, candidate.matched))
        reason = reason or _other_unit(candidate.query, candidate.matched)
        if not reason and (crossed := units_crossed(qa, qb, (candidate.query,
                                                             candidate.matched))):
            reason = (f"numbers: {crossed[0]!r} goes with {crossed[1]} on one side, with "
                      f"{crossed[2]} on the other")
        if not reason and (suffixed := suffix_added(candidate.query, candidate.matched)):
            reason = f"numbers: {suffixed[0]!r} in {suffixed[1]} only"
        reason = reason or _other_units(candidate.query, candidate.matched, per_units, "per")
        reason = reason or _other_units(candidate.query, candidate.matched, in_units, "in")
        reason = reason or _other_rate_period(a, b)
        reason = reason or _other_period_once(a, b, candidate.query, candidate.matched)
        reason = reason or _other_variant(candidate.query, candidate.matched)
        reason = reason or _other_letter(candidate.query, candidate.matched)
        reason = reason or _added_letter(candidate.query, candidate.matched)
        reason = reason or reordered or _arguments_reordered(candidate.query, candidate.matched)
        reason = reason or _other_frequency(candidate.query, candidate.matched)
        reason = reason or _run_against_rate(candidate.query, candidate.matched)
        reason = reason or _other_percent_question(candidate.query, candidate.matched)
        reason = reason or one_period_against_amount(candidate.query, candidate.matched)
        if not reason and (span := recent_against_older(analyze(candidate.query).canon,
                                                        analyze(candidate.matched).canon)):
            reason = f"numbers: within the last {span} against longer ago"
        if not reason and a.runs != b.runs:
            diff = set(a.runs) ^ set(b.runs) or set(a.runs)
            reason = f"numbers: {_fmt(diff)} differ in order or form"
        return Verdict(False, self.name, reason) if reason else None


def _arguments_reordered(query: str, matched: str) -> str | None:
    """A reason when a call on each side takes the same numbers in another order
    ("=mid(a, 3, 2)" / "=mid(a, 2, 3)")."""
    a, b = call_arguments(query), call_arguments(matched)
    if len(a) != len(b):
        return None
    for x, y in zip(a, b, strict=True):
        if x != y and sorted(x) == sorted(y):
            return f"numbers: the arguments {', '.join(x)} and {', '.join(y)} in another order"
    return None


def _unspelled(quantities: Sequence[Quantity], read: Sequence[Quantity], other: str
               ) -> Sequence[Quantity]:
    """``quantities`` without the ordinals in figures that ``other`` spells as a word left
    unread (not among the quantities ``read`` of it)."""
    words = frozenset(latin_words(other))
    return [q for q in quantities if q in read or not spelled_ordinal(q, words)]


_PARTS = re.compile(r"[^\s-]+")
# "8 a100s": a100s, the plural of a100 (not "h2s", a formula)
_PLURAL_CODE = re.compile(r"[a-z]+\d{2,}s")


def _written_alike(a: frozenset[str], b: frozenset[str], query: str, matched: str
                   ) -> tuple[frozenset[str], frozenset[str]]:
    """The identifiers of each side without those the other side writes with its parts apart
    or joined ("esp32-c3" / "esp32 c3", "resnet50" / "resnet-50") or in the plural ("a100s" /
    "a100")."""
    if a == b:
        return a, b

    def kept(idents: frozenset[str], other: str) -> frozenset[str]:
        parts = _PARTS.findall(analyze(other).canon)
        runs = {"".join(parts[i:i + n]) for n in (1, 2, 3) for i in range(len(parts) - n + 1)}
        return frozenset(i for i in idents if i.replace("-", "") not in runs and not (
            _PLURAL_CODE.fullmatch(i) and i[:-1] in runs) and not (
            _PLURAL_CODE.fullmatch(f"{i}s") and f"{i}s" in runs))

    return kept(a - b, matched) | (a & b), kept(b - a, query) | (a & b)


def _spaced_on_other_side(a: Figures, b: Figures, query: str, matched: str) -> bool:
    """Whether an identifier one side runs together ("sheet1") is spelled with a space on the
    other ("sheet 1"): only then are the figures read again with it joined."""
    if a.identifiers == b.identifiers:
        return False  # none on one side only
    for joined, other in ((a.identifiers - b.identifiers, matched),
                          (b.identifiers - a.identifiers, query)):
        for ident in word_numbers(joined):
            word = ident.rstrip("0123456789")
            if f"{word} {ident[len(word):]}" in other:
                return True
    return False


def _other_frequency(query: str, matched: str) -> str | None:
    """A reason when both sides count how often and the counts differ ("twice a day" / "once
    a day": "twice" is no number the quantities compare)."""
    a = frequencies(query)
    b = frequencies(matched) if a else frozenset()  # one side alone compares nothing
    if a and b and a != b:
        return f"numbers: {_fmt(sorted(f'{n}x per {u}' for n, u in a ^ b))} differ"
    return None


def _other_percent_question(query: str, matched: str) -> str | None:
    """A reason when both sides ask of a percentage and ask another thing of it: "what is
    20% of 50" (the part) / "50 is 20% of what" (the whole) / "what percent of 50 is 10" (the
    rate) / "20% off $50" (the price after a discount)."""
    a = percent_asks(query)
    b = percent_asks(matched) if a else ""  # one side alone compares nothing
    if a and b and a != b:
        return f"numbers: asks the {a} of a percentage vs the {b}"
    return None


def _reordered(a: Sequence[str], b: Sequence[str]) -> str | None:
    """A reason when identifiers both sides name come in another order ("from sheet1 to
    sheet2" / "from sheet 2 to sheet 1")."""
    both = set(a) & set(b)
    in_a, in_b = [i for i in a if i in both], [i for i in b if i in both]
    return f"numbers: {_fmt(in_a)} in another order" if in_a != in_b else None


def _other_unit(query: str, matched: str) -> str | None:
    """A reason when both sides ask for a unit and the units differ ("how many teaspoons" /
    "how many tablespoons")."""
    a = asked_unit(query)
    b = asked_unit(matched) if a else ""  # one side alone compares nothing
    if a and b and a != b:
        return f"numbers: asks for {a!r} vs {b!r}"
    return None


def _other_units(query: str, matched: str, read: Callable[[str], frozenset[str]], word: str
                 ) -> str | None:
    """A reason when each side measures against (``per``) or in (``in``) a unit the other
    does not name ("protein per kg" / "protein per lb", "a timestamp in seconds" / "in
    milliseconds"); one side naming both ("convert a price per kg into a price per lb")
    compares nothing."""
    a = read(query)
    b = read(matched) if a else frozenset()
    if a - b and b - a:
        return f"numbers: {word} {_fmt(sorted(a - b))} vs {word} {_fmt(sorted(b - a))}"
    return None


def _other_rate_period(a: Figures, b: Figures) -> str | None:
    """A reason when both sides give quantities and each counts them over another period ("50
    GB of writes a day" / "... an hour"); "per month" / "per year" alone is the opposites
    check's."""
    if not (a.quantities and b.quantities and a.implied and b.implied):
        return None
    pa = {q.unit for q in a.implied if q.unit in PERIODS}
    pb = {q.unit for q in b.implied if q.unit in PERIODS}
    if pa - pb and pb - pa:  # "8 hours a day for a month" / "8 hours a week for a month"
        return f"numbers: per {_fmt(sorted(pa - pb))} vs per {_fmt(sorted(pb - pa))}"
    return None


_FREQUENCY_WORDS = re.compile(r"\b(?:daily|weekly|monthly|yearly|annually|hourly|nightly|per|"
                              r"every|each)\b|每")


def _other_period_once(a: Figures, b: Figures, query: str, matched: str) -> str | None:
    """A reason when each side says one of another period and no number ("one week after the
    deadline" / "one day after", "a day" / "a week"): an implied quantity is never missed, but
    two of them that disagree are two questions. A frequency ("weekly" / "daily", "per month" /
    "per year") is the opposites check's."""
    if not (a.implied and b.implied) or _FREQUENCY_WORDS.search(query + " " + matched):
        return None
    pa = [q for q in a.implied if q.unit in PERIODS]
    pb = [q for q in b.implied if q.unit in PERIODS]
    if pa and pb and not any(x.compatible(y) for x in pa for y in pb):
        return f"numbers: {_fmt(pa)} vs {_fmt(pb)}"
    return None


def _other_variant(query: str, matched: str) -> str | None:
    """A reason when a model both sides name is another variant on each ("galaxy s23" /
    "galaxy s23 ultra", "iphone 15 pro" / "iphone 15 pro max")."""
    if not (names_variant(query) or names_variant(matched)):
        return None  # no variant word on either side: most texts
    a, b = model_variants(query), model_variants(matched)
    for model in sorted(a.keys() & b.keys()):
        if a[model] != b[model]:
            said = [" or ".join(sorted(v or "(plain)" for v in x[model])) for x in (a, b)]
            return f"numbers: {model} {said[0]} vs {model} {said[1]}"
    return None


def _other_letter(query: str, matched: str) -> str | None:
    """A reason when both sides name a lettered kind of one word with other letters ("vitamin b"
    / "vitamin e", "plan b" / "plan c"); one side alone names nothing to compare."""
    from genaicache.verify.roles import lettered_kinds

    a = lettered_kinds(query)
    if not a:
        return None  # one side alone compares nothing
    b = lettered_kinds(matched)
    for word in sorted({w for w, _ in a} & {w for w, _ in b}):  # the same reason every run
        only_a = {f"{w} {t}" for w, t in a - b if w == word}
        only_b = {f"{w} {t}" for w, t in b - a if w == word}
        if only_a and only_b:
            return f"numbers: {_fmt(only_a)} vs {_fmt(only_b)}"
    return None


# Letters that stand alone for a word or are left of one ("u", "r", "y", "n"; "don t", "i m")
_NOT_VARIANTS = frozenset("aiurynosdmtv")  # and "v": versus
# Of those, the letters that stand for a word: a letter traded for another after a name is a
# variant unless one of the two is such a word ("nano s" / "nano x" is, "for u" / "for i" not)
_WORD_LETTERS = frozenset("aiuryn")


def _added_letter(query: str, matched: str) -> str | None:
    """A reason when one side is the other with a letter added after a name of two words or
    more: a variant of it ("raspberry pi pico w" / "raspberry pi pico", "tesla model x"), or
    with that letter traded for another ("ledger nano s" / "ledger nano x"). Not after a
    name's first word: a middle initial ("was john f kennedy")."""
    a, b = analyze(query).tokens, analyze(matched).tokens
    if len(a) == len(b):
        return _traded_letter(a, b)
    if abs(len(a) - len(b)) != 1:
        return None  # most pairs
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    i = next((k for k, (x, y) in enumerate(zip(longer, shorter, strict=False)) if x != y),
             len(shorter))
    letter = longer[i]
    if not (_variant_letter(letter, _NOT_VARIANTS) and longer[i + 1:] == shorter[i:]
            and _after_name(longer, i)):
        return None
    return "numbers: " + _only(f"'{longer[i - 1]} {letter}'", QUERY if longer is a else CACHED)


def _traded_letter(a: tuple[str, ...], b: tuple[str, ...]) -> str | None:
    """A reason when two texts of as many words differ in one letter after a name only."""
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y), -1)
    if i < 0 or not (_variant_letter(a[i], _WORD_LETTERS) and _variant_letter(b[i], _WORD_LETTERS)
                     and a[i + 1:] == b[i + 1:] and _after_name(a, i)):
        return None
    return f"numbers: '{a[i - 1]} {a[i]}' vs '{b[i - 1]} {b[i]}'"


def _variant_letter(token: str, words: frozenset[str]) -> bool:
    return len(token) == 1 and "a" <= token <= "z" and token not in words


def _after_name(tokens: tuple[str, ...], i: int) -> bool:
    """Whether the two words before ``tokens[i]`` may be a name's ("ledger nano")."""
    stops = stop_words()
    return i > 1 and all(w.isalpha() and w not in stops for w in tokens[i - 2:i])


def _unmatched(a: Sequence[Quantity], b: Sequence[Quantity], implied_a: Sequence[Quantity] = (),
               implied_b: Sequence[Quantity] = ()) -> str | None:
    """A reason when a quantity of one side has no compatible one on the other. An implied
    quantity ("every week") may answer one ("7 days") but is never missed itself."""
    if not a and not b:
        return None  # most texts hold no quantity
    left, spare_b, spare_a = list(b), list(implied_b), list(implied_a)
    extra: list[Quantity] = []
    for q in a:
        match = next((r for r in left if q.compatible(r)), None)
        if match is not None:
            left.remove(match)
        elif (implied := next((r for r in spare_b if q.unit and q.compatible(r)), None)):
            spare_b.remove(implied)
        else:
            extra.append(q)
    for q in list(left):
        implied = next((r for r in spare_a if q.unit and q.compatible(r)), None)
        if implied:
            spare_a.remove(implied)
            left.remove(q)
    if extra and left:
        return f"numbers: {_fmt(extra)} vs {_fmt(left)}"
    if extra or left:
        return "numbers: " + (_only(_fmt(extra), QUERY) if extra else _only(_fmt(left), CACHED))
    return None


_EN_NEGATIONS = frozenset(
    [
        "not", "no", "never", "none", "nobody", "nothing", "nowhere", "neither", "nor", "without",
        "non", "cannot", "unable", "hardly", "scarcely",
    ]
)
_EN_NOT_NEGATION = re.compile(
    r"\b(?:whether or not|or not|not only|not just|no matter|no doubt|no wonder|nothing but|"
    r"never mind|can not wait|not to mention|if not|hardly ever|scarcely ever)\b"
)
_ZH_NOT_NEGATION = re.compile(
    r"不同|不错|不过(?![敏期关分度量])|不仅|不但|不管|不论|不断|不久|不少|差不多|了不起|对不起|不好意思|不客气|不得了|"
    r"不得不|非常|无论|除非|莫非|未来|非洲|别人|别的|区别|特别|分别|告别|性别|级别|类别|识别|差别|"
    r"个别|辨别|鉴别|没关系|淹没|埋没|沉没|出没|无人机|是非|无数|无聊|无所谓|并且|可不可以|"
    + ZH_A_NOT_A  # "有没有", "是不是": one question, not a negation
)
# Kinds compared on their own, never traded against a "not" or each other: exclusions
# ("all planets except earth"), "lack" ("lacks", "a lack of iron") and "-free" ("gluten-free").
_EXCLUSION_WORDS = ("except", "excluding", "other than", "aside from", "apart from", "besides",
                    "unless")
_EXCLUSION = re.compile(rf"\b(?:{'|'.join(_EXCLUSION_WORDS)})\b")
_IN_THE_BOX = (r"(?:\s+(?:in|inside)\s+(?:the|a|its|my|our)(?:\s+[a-z]+)?\s+"
               r"(?:box|package|packaging|parcel|mail|post|case|bag|kit))?")
_LACK = re.compile(rf"\b(?:{'|'.join(sorted(LACK_WORDS))})\b"
                   # "my domain is missing a dkim record", "why is my store missing a favicon",
                   # "has a missing bolt" (not "my cat is missing", "i am missing my ex",
                   # "missing the bus", "after missing a dose", "cope with missing a friend",
                   # "is missing a dose dangerous": see _ASKS_OF_A_DEED)
                   r"|\b(?:is|are|was|were|be|been|being|s)\b"
                   r"(?:\s+[\w'-]+){0,4}?\s+missing\s+(?:a|an|any|its)\b"
                   # (not a day, a dose or a flight: those are skipped, "my child is missing
                   # a day of school")
                   r"(?!\s+(?:day|days|dose|class|lesson|session|payment|deadline|flight|train|bus|"
                   r"meeting|appointment|shift|period|game|match|exam|test|call|week|month))"
                   # "came missing screws", "came in the box missing a charger", "was
                   # delivered missing bolts"; not "delivered missing packages" (missing ones
                   # that were delivered) nor "arrived in the afternoon missing a connection"
                   rf"|\b(?:came|comes){_IN_THE_BOX}\s+missing\s+"
                   r"(?:a|an|any|its|some|the|two|three|several|many|\d+|[a-z]+s)\b"
                   # (not "my train arrives missing the 9:15 ferry")
                   rf"|\b(?:arrive|arrived|arrives){_IN_THE_BOX}\s+missing\s+"
                   r"(?:a|an|any|its|some|[a-z]+s)\b"
                   rf"|\b(?:shipped|delivered){_IN_THE_BOX}\s+missing\s+(?:a|an|any|its|some)\b"
                   rf"|\b(?:was|were|got|been|is|are)\s+(?:shipped|delivered){_IN_THE_BOX}"
                   r"\s+missing\s+(?:a|an|the|its|[a-z]+s)\b"
                   r"|\b(?:has|have|had) (?:a|an|some) missing\b")
# A question of a deed, where "is missing a" is no lack: "is missing a dose dangerous", "how
# dangerous is missing a dose", "why is missing a dose risky": the question opens with it, with
# no subject before it ("how to fix a json file that is missing a comma", "when a sentence is
# missing a verb" lack)
_ASKS_OF_A_DEED = re.compile(r"^(?:[^,]*, )?(?:(?:how|why|what|when|does|do|can)"
                             r"(?: (?!(?:a|an|the|my|your|his|her|its|our|their|this|that)\b)"
                             r"[\w'-]+){0,2} )?$")
# "gluten-free" (any word, with the hyphen) or "gluten free" (a known thing to be free of)
_FREE = re.compile(
    r"\b[a-z]+-free\b|\b(?:alcohol|gluten|sugar|fat|caffeine|lactose|dairy|nut|peanut|soy|"
    r"meat|salt|sodium|wheat|grain|tax|duty|toll|rent|interest|commission|cruelty|smoke|crime|"
    r"pain|stress|risk|hassle|hands|debt|plastic|bpa|paraben|fragrance|scent|latex|mercury|"
    r"lead|egg|drug|ad|cost|fee|chemical|pesticide|hormone|antibiotic|cage|visa|worry|"
    r"trouble|maintenance|sulfate|gmo|carb|cholesterol|calorie|preservative)s? free\b"
)
_ZH_NEGATIONS = re.compile(r"取消|[不没别非未无勿莫]")


# Every marker below contains one of these: a text without any has no negation to count.
# (Literals only, so that the regex engine can skip ahead to their first letters.)
_MAY_NEGATE = re.compile(
    r"no|never|neither|without|unable|hardly|scarcely|except|excluding|other than|aside from|"
    r"apart from|"
    r"besides|unless|lack|missing|free|取消|不|没|别|非|未|无|勿|莫"
)


# The words of a text, hyphenated ones whole ("non-stick"); compiled once, not looked up in
# the regex module's cache at each call.
_NEGATION_WORDS = re.compile(r"[a-z]+(?:-[a-z]+)*")
# "no-" words that name a thing, not the lack of one ("a no-show", "a no-brainer")
_NO_WORDS = frozenset({"no-brainer", "no-brainers", "no-show", "no-shows", "no-nonsense",
                       "no-go"})
_PLAIN_BEFORE = frozenset({"no", "without", "non"})


def no_compound_dropped(query: str, matched: str) -> str:
    """The "no-<x>" word of one side when the other says "<x>" alone ("no-decompression dives"
    / "decompression dives"), else ``""``. Said only as a word of its own, the "no-" names a
    thing ("a no-reply address", "the no-fly list") and counts as no negation."""
    words: list[list[str]] = [_NEGATION_WORDS.findall(analyze(text).canon)
                              for text in (query, matched)]
    for x, y in ((words[0], words[1]), (words[1], words[0])):
        for w in x:
            if not w.startswith("no-") or w in _NO_WORDS or w in y:
                continue
            if _said_plainly(y, w[3:]) > _said_plainly(x, w[3:]):
                return w  # not "how do i reply to a no-reply address" / "a noreply address"
    return ""


def _said_plainly(words: list[str], word: str) -> int:
    """How many times ``word`` stands in ``words`` not after "no", "without" or "non"."""
    return sum(t == word and (i == 0 or words[i - 1] not in _PLAIN_BEFORE)
               for i, t in enumerate(words))


def no_compound_for_plain(query: str, matched: str) -> bool:
    """Whether one side says "no-<x>" where the other says "no <x>", "without <x>" or
    "non-<x>" as its only negation ("no-decompression dives" / "dives without decompression")."""
    if "no-" not in query and "no-" not in matched:
        return False
    for x, y in ((query, matched), (matched, query)):
        if negations(x) or sum(negations(y).values()) != 1:
            continue
        said = _NEGATION_WORDS.findall(analyze(y).canon)
        for w in _NEGATION_WORDS.findall(analyze(x).canon):
            if w.startswith("no-") and w not in _NO_WORDS and (
                    f"non-{w[3:]}" in said or any(
                        t == w[3:] and i and said[i - 1] in ("no", "without")
                        for i, t in enumerate(said))):
                return True
    return False


# What most texts hold: one shared empty count, not a new Counter each (callers only read it).
_NO_NEGATION: Counter[str] = Counter()


@lru_cache(maxsize=8192)
def negations(text: str) -> Counter[str]:
    """Negation markers of ``text`` with their counts ("n't" counts as "not")."""
    analysis = analyze(text)
    if not _MAY_NEGATE.search(analysis.canon):
        return _NO_NEGATION
    canon = _EN_NOT_NEGATION.sub(" ", analysis.canon.replace(MARK, " "))
    words = _NEGATION_WORDS.findall(canon)
    found = Counter(w for w in words if w in _EN_NEGATIONS)
    found.update("non" for w in words if w.startswith("non-"))
    if any(word in canon for word in _EXCLUSION_WORDS):  # each pass needs its words
        found.update("except" for _ in _EXCLUSION.finditer(canon))
    if "lack" in canon or "missing" in canon:  # each of LACK_WORDS holds "lack"
        found.update("lack" for m in _LACK.finditer(canon)
                     if not (m.group(0).startswith("is missing")
                             and _ASKS_OF_A_DEED.match(canon[:m.start()])))
    if "free" in canon:
        found.update("free" for _ in _FREE.finditer(canon))
    if not canon.isascii():  # the Chinese markers are not ASCII
        found.update(_ZH_NEGATIONS.findall(_ZH_NOT_NEGATION.sub(" ", canon)))
    return found


_OWN_KINDS = ("except", "lack", "free")
# A negation on one side said without one on the other: "avoid" for "not eat", "gluten-free"
# for "no gluten", "fails to connect" for "won't connect", "lacks a key" for "no key",
# "illegal" for "not allowed", "keeps running" for "won't stop running", "queenless" for "no
# queen".
_NEGATION_IN_OTHER_WORDS = (avoided, free_of, failed, lacked, prefixed_for_without,
                            suffixed_for_without, said_negatively, kept_on,
                            no_compound_for_plain)


def _balanced_by_complement(candidate: Candidate, a: Counter[str], b: Counter[str]) -> bool:
    """Whether the only difference is one "not" that a complement on the other side answers."""
    pairs = negated_complements(candidate.query, candidate.matched)
    if len(pairs) != 1:
        return False
    (word, _), = pairs
    extra = a - b if f"not {word}" in analyze(candidate.query).canon else b - a
    fewer = b - a if extra == a - b else a - b
    return not fewer and extra == Counter({"not": 1})


def _kinds(found: Counter[str]) -> tuple[int, ...]:
    """Negations by kind: every "not"-like marker together, then each kind of ``_OWN_KINDS``."""
    own = tuple(found[kind] for kind in _OWN_KINDS)
    return (sum(found.values()) - sum(own), *own)


# "unable to send", "fails to charge" negate what follows as "not" does
_NEGATORS = frozenset({"not", "never", "cannot", "unable", "fail", "fails", "failed", "failing"})
# A Chinese negation, the modals it passes over ("不能", "没有") and the two characters of
# what it negates ("不吃草" negates 吃草)
_ZH_NEGATED = re.compile(r"(?:[不没未别]|无法)(?:办法|[有要能会可以想该用应肯再])*(\w\w)")
_ZH_SCOPE = 6  # characters a Chinese negation reaches, within its clause
_ZH_CLAUSE_END = re.compile(r"[但而却,，;；]|可是")
_AUXILIARIES = frozenset({"do", "does", "did", "can", "could", "will", "would", "should",
                          "is", "are", "was", "were", "have", "has", "had", "must"})
_DETERMINERS = frozenset({"my", "your", "his", "her", "its", "our", "their", "the", "this",
                          "that", "these", "those"})
# Verbs the stop words hold: right after "not" they are what it negates
_LIGHT_VERBS = frozenset({"make", "get", "take", "go", "give", "find", "use", "come", "keep",
                          "put", "send", "see"})


@lru_cache(maxsize=8192)
def _negated_heads(text: str) -> tuple[tuple[frozenset[str], ...], frozenset[str]]:
    """For each "not / never / unable / fails" of ``text`` the stems of the words it may
    negate, and the stems of all its words. That is the first content word after it (past a
    determiner and its noun: "will not my car start" negates "start"); after an auxiliary that
    opens a question ("why do not girls fall", "why can not i ping my router") the subject
    stands between, so the first three are candidates."""
    analysis = analyze(text)
    words = analysis.tokens
    stops = stop_words()
    heads = []
    for i, word in enumerate(words):
        if word not in _NEGATORS:
            continue
        after = [w for j, w in enumerate(words[i + 1:i + 6], i + 1)
                 if w not in stops and w not in SUBJECT_PRONOUNS]
        if i > 0 and words[i - 1] in _AUXILIARIES and (i == 1 or words[i - 2] in QUESTION_WORDS):
            heads.append(frozenset(stem(w) for w in after[:3]))
            continue
        if i + 1 < len(words) and words[i + 1] in _LIGHT_VERBS:
            heads.append(frozenset({stem(words[i + 1])}))  # "receive calls but not make them"
            continue
        if after and words[words.index(after[0], i + 1) - 1] in _DETERMINERS:
            after = after[1:]
        if after:
            heads.append(frozenset({stem(after[0])}))
    return tuple(heads), frozenset(analysis.stems) if heads else frozenset()


def _zh_negation_moved(query: str, matched: str) -> str | None:
    """A reason when both sides negate once in Chinese, each another thing, and each says
    plainly, in another clause, what the other negates ("手机没有办法充电, 但能开机" / "手机能充电,
    但没有办法开机"; not "微信无法登录" / "微信点了登录, 但是一直没反应", which says a failure in
    other words)."""
    if query.isascii() or matched.isascii():
        return None
    found = []
    for text in (query, matched):
        canon = _ZH_NOT_NEGATION.sub(" ", analyze(text).canon)
        negated = list(_ZH_NEGATED.finditer(canon))
        if len(negated) != 1:
            return None
        found.append((canon, negated[0]))
    for (mine, said), (other, theirs) in (found, found[::-1]):
        head = said.group(1)
        if head in other[theirs.start():theirs.start() + _ZH_SCOPE]:
            continue  # both negate it: "没有热水出来" / "不出热水"
        if _zh_said_elsewhere(head, other, theirs) and _zh_said_elsewhere(
                theirs.group(1), mine, said):
            return f"negation: 'not {head}' against {head!r} said plainly"
    return None


def _zh_said_elsewhere(word: str, text: str, negation: re.Match[str]) -> bool:
    """Whether ``word`` stands in ``text`` in another clause than its one negation ("吃草但不
    产奶" says 吃草 plainly; "充电器充电不进去" negates its 充电)."""
    start = 0
    for separator in [*_ZH_CLAUSE_END.finditer(text), None]:
        end = separator.start() if separator else len(text)
        if word in text[start:end] and not start <= negation.start() < end:
            return True
        if separator:
            start = separator.end()
    return False


def _other_negated(query: str, matched: str) -> str | None:
    """A reason when both sides negate but not the same thing, and each says a word the other
    negates plainly ("can i ping it but not reach websites" / "can not i ping it but can
    reach websites")."""
    (heads_a, stems_a), (heads_b, stems_b) = _negated_heads(query), _negated_heads(matched)
    if not heads_a or not heads_b:
        return None
    said_a, said_b = frozenset().union(*heads_a), frozenset().union(*heads_b)
    only_a = [h for h in heads_a if not h & said_b]
    only_b = [h for h in heads_b if not h & said_a]
    if only_a and only_b and all(h & stems_b for h in only_a) and all(
            h & stems_a for h in only_b):
        return f"negation: 'not {min(only_a[0])}' vs 'not {min(only_b[0])}'"
    return None


# Words that end one clause and open another: a "not" moved across one negates another clause
_CLAUSE_BREAKS = frozenset({"but", "and", "while", "whereas", "although", "though", "if",
                            "when", "because"})
_MOVABLE_NEGATIONS = ("not", "never", "no")


def _negation_moved(query: str, matched: str) -> str | None:
    """A reason when the one negation of each side ("not", "never", "no") stands in another
    clause of the same words ("my crown isn't loose but the implant is" / "my crown is loose
    but the implant isn't")."""
    x, y = analyze(query).tokens, analyze(matched).tokens
    said = [w for w in _MOVABLE_NEGATIONS if w in x]
    if len(said) != 1 or x.count(said[0]) != 1 or y.count(said[0]) != 1 or any(
            w in y for w in _MOVABLE_NEGATIONS if w != said[0]):
        return None
    i, j = x.index(said[0]), y.index(said[0])
    rest = x[:i] + x[i + 1:]
    if i == j or rest != y[:j] + y[j + 1:]:
        return None
    low, high = sorted((i, j))
    return f"negation: {said[0]!r} moved to another clause" if _CLAUSE_BREAKS & set(
        rest[low:high]) else None


# Not "forgot to" ("i forgot to add a file to my last commit" asks how to add it now) nor
# "neglect" ("is it neglect to leave a child home alone")
_FAILURES = frozenset({"fail", "fails", "failed", "failing", "failure"})
# What "failure" follows where it is a deed, not a thing ("heart failure", "the irs failure to
# file penalty")
_BEFORE_FAILURE = frozenset({"for", "of", "on", "upon", "after", "the", "a", "my", "your",
                             "his", "her", "our", "their", "its"})
# Other words for not doing a thing: "fails to pay rent" / "stops paying rent"
_NOT_DOING = re.compile(r"\b(?:stop|neglect|forg[eo]t|miss|skip|refus|avoid|quit|late\b)")


def _failure_only(query: str, matched: str) -> str | None:
    """A reason when one side says "fail to <verb>" and the other, negating nothing, says
    that verb plainly ("what if i fail to appear in court" / "what if i appear in court")."""
    for x, y, side in ((query, matched, QUERY), (matched, query, CACHED)):
        said, other = analyze(x), analyze(y)
        if _FAILURES.isdisjoint(said.tokens) or not _FAILURES.isdisjoint(other.tokens) or (
                _NOT_DOING.search(other.canon)):
            continue
        tokens = said.tokens
        at = next(i for i, w in enumerate(tokens) if w in _FAILURES)
        before = tokens[at - 1] if at else ""
        if before == "pass" or (tokens[at] == "failure" and before not in _BEFORE_FAILURE):
            continue  # "take it pass/fail", "heart failure"
        verb = at + 3 if at + 3 < len(tokens) and tokens[at + 2].endswith("ly") else at + 2
        if tokens[at + 1:at + 2] == ("to",) and verb < len(tokens) and (
                said.stems[verb] in other.stems):
            return f"negation: '{tokens[at]} to {tokens[verb]}' only in {side}"
    return None


# "make terraform stop ignoring changes" / "make terraform ignore changes", "stop outlook from
# marking emails as read" / "make outlook mark emails as read": a deed stopped against the deed
_STOP_DOING = re.compile(r"\b(?:make|makes|let|get|have) ((?:[\w-]+ ){1,2}?)(?:stop|quit) "
                         r"([a-z]{3,}ing)\b|\b(?:stop|keep|prevent) ((?:[\w-]+ ){1,2}?)from "
                         r"([a-z]{3,}ing)\b")
_MADE_TO = re.compile(r"\b(?:make|makes|let|get|have) ((?:[\w-]+ ){1,2}?)([a-z]{3,})\b")


def _stopped_against_done(query: str, matched: str) -> str:
    """The deed one side asks how to make a thing stop doing ("make terraform stop ignoring",
    "stop outlook from marking") where the other asks how to make it do it ("make terraform
    ignore", "make outlook mark"), else ``""``."""
    if "stop" not in query + matched and "quit" not in query + matched and (
            "keep" not in query + matched and "prevent" not in query + matched):
        return ""  # most texts
    words = " ".join(analyze(query).tokens), " ".join(analyze(matched).tokens)  # entities named
    for cx, cy in (words, words[::-1]):
        if _STOP_DOING.search(cy):
            continue  # both sides stop something
        made = {(m.group(1), stem(m.group(2))) for m in _MADE_TO.finditer(cy)
                if not m.group(2).endswith("ing")}
        for m in _STOP_DOING.finditer(cx):
            thing, deed = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(4))
            if (thing, stem(deed)) in made:
                return m.group(0)
    return ""


class NegationCheck:
    """A negation (not, never, n't, without, 不, 没, 非 ...) must be on both sides or none, and
    negate the same thing."""

    name = "negation"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = negations(candidate.query), negations(candidate.matched)
        if ("no-" in candidate.query or "no-" in candidate.matched) and (
                word := no_compound_dropped(candidate.query, candidate.matched)):
            return Verdict(False, self.name, f"negation: {word!r} against {word[3:]!r}")
        if not a and not b and ("fail" in candidate.query or "fail" in candidate.matched) and (
                reason := _failure_only(candidate.query, candidate.matched)):
            return Verdict(False, self.name, reason)
        if not a and not b and (word := lacking_against_with(candidate.query,
                                                             candidate.matched)):
            return Verdict(False, self.name, f"negation: {word!r} against 'with'")
        if not a and not b and (said := _stopped_against_done(candidate.query,
                                                              candidate.matched)):
            return Verdict(False, self.name, f"negation: {said!r} against doing it")
        if (not a and not b) or _kinds(a) == _kinds(b):  # most texts negate nothing
            if (a or "fail" in candidate.query) and (b or "fail" in candidate.matched) and (
                    reason := _other_negated(candidate.query, candidate.matched)
                    or _zh_negation_moved(candidate.query, candidate.matched)
                    or _negation_moved(candidate.query, candidate.matched)):
                return Verdict(False, self.name, reason)
            return None
        if _balanced_by_complement(candidate, a, b):
            return None  # "is the museum not open" / "is the museum closed"
        if any(said(candidate.query, candidate.matched) for said in _NEGATION_IN_OTHER_WORDS):
            return None  # "what should I not eat" / "what should I avoid"
        extra_a, extra_b = a - b, b - a
        side, words = (QUERY, extra_a) if sum(a.values()) > sum(b.values()) else (CACHED, extra_b)
        words = words or (a | b)
        return Verdict(False, self.name, f"negation: {_fmt(set(words))} only in {side}")


@dataclass(frozen=True)
class _TermIndex:
    groups: tuple[tuple[str, ...], ...]  # each opposite group as term keys
    index: dict[str, list[int]]  # term key -> groups it belongs to
    heads: frozenset[str]  # each term key cut before one of its spaces ("en:take" of "en:take off")
    label: dict[str, str]  # term key -> the term as written in the lexicon
    longest_zh: int
    pair_only: frozenset[int]  # groups of the "substitutes" theme
    poles: dict[int, tuple[frozenset[str], frozenset[str]]]  # a polarity pair: its item's poles


@lru_cache(maxsize=1)
def _term_index() -> _TermIndex:
    index: dict[str, list[int]] = {}
    label: dict[str, str] = {}
    groups: list[tuple[str, ...]] = []
    longest = 1
    substitutes = substitute_groups()
    polarity = polarity_poles()
    pair_only = set()
    poles = {}
    for gi, (terms, lang) in enumerate(opposite_groups()):
        keys = {_term_key(term, lang): term for term in terms}
        groups.append(tuple(keys))
        if terms in substitutes:
            pair_only.add(gi)
        if terms in polarity:
            up, down = polarity[terms]
            poles[gi] = (frozenset(_term_key(t, lang) for t in up),
                         frozenset(_term_key(t, lang) for t in down))
        for key, term in keys.items():
            index.setdefault(key, []).append(gi)
            label.setdefault(key, term)
            if lang == "zh":
                longest = max(longest, len(key) - 3)
    heads = frozenset(key[:at] for key in index for at, char in enumerate(key) if char == " ")
    return _TermIndex(tuple(groups), index, heads, label, longest, frozenset(pair_only), poles)


def _term_key(term: str, lang: str) -> str:
    analysis = analyze(term)
    if lang == "zh":
        return "zh:" + analysis.canon.replace(MARK, "").replace(" ", "")
    return "en:" + " ".join(analysis.stems)


@lru_cache(maxsize=8192)
def opposite_terms(text: str) -> frozenset[str]:
    """The lexicon terms present in ``text`` (as term keys)."""
    terms = _term_index()
    analysis = analyze(text)
    # every Han character of the wording is a token of its own: none there, no run either
    if max(analysis.tokens, default="") < "\u3400":
        return frozenset(_english_terms(analysis.stems, terms))
    stems = [s for s, t in zip(analysis.stems, analysis.tokens, strict=True) if not _is_cjk(t)]
    keys = _english_terms(stems, terms)
    for run in _HAN_RUN.findall(analysis.canon):
        keys.update(
            "zh:" + run[i:i + n]
            for n in range(1, terms.longest_zh + 1)
            for i in range(len(run) - n + 1)
        )
    return frozenset(k for k in keys if k in terms.index)


_HAN_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")


def _english_terms(stems: Sequence[str], terms: _TermIndex) -> set[str]:
    """The term keys among the runs of ``stems``: a run is lengthened only while it heads a
    longer term key, so no run is built that no key starts with, and a term of any length
    is read ("once in a while")."""
    runs: list[tuple[int, str]] = []
    for i in range(len(stems)):
        key = "en:" + stems[i]
        runs.append((i, key))
        for word in stems[i + 1:]:
            if key not in terms.heads:
                break
            key = f"{key} {word}"
            runs.append((i, key))
    found = {key for _, key in runs if key in terms.index}
    if "and" in stems or "or" in stems:
        found |= _coordinated(stems, [(i, key) for i, key in runs if key in terms.index], terms)
    return found


_JOINED_BY = frozenset({"and", "or"})


def _coordinated(stems: Sequence[str], found: list[tuple[int, str]], terms: _TermIndex
                 ) -> set[str]:
    """The terms said of one noun by two words joined before it: "commercial and residential
    leases" holds "commercial lease" as well as "residential lease"."""
    extra = set()
    for i, key in found:
        words = key[3:].split()
        before = i - 1
        while before >= 0 and stems[before] in ARTICLES:
            before -= 1
        if len(words) < 2 or before < 1 or stems[before] not in _JOINED_BY:
            continue
        other = f"en:{stems[before - 1]} {' '.join(words[1:])}"
        if other in terms.index:
            extra.add(other)
    return extra


def _is_cjk(token: str) -> bool:
    return len(token) == 1 and "\u3400" <= token <= "\ufaff"


def _complement_pair(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether ``group`` is a pair that a "not" on one side turns into agreement."""
    return any({_term_key(x, "en"), _term_key(y, "en")} == set(group)
               for x, y in negated_complements(candidate.query, candidate.matched))


_AVOID_KEY = "en:avoid"  # the term key of "avoid" (keys read "<lang>:<stems>")


def _avoid_group(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether ``group`` holds "avoid" and the other side says "not <verb>" for it."""
    return _AVOID_KEY in group and avoided(candidate.query, candidate.matched)


def _negative_word_group(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether ``group`` pairs a word that says a negation by itself with a word the other
    side negates for it ("prohibited" / "not allowed", "avoid" / "not safe to eat")."""
    return any({_term_key(word, "en"), _term_key(other, "en")} == set(group)
               for word, negated in said_negatively(candidate.query, candidate.matched)
               for other in negated)


def _ends_of_two_things(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether one side holds two ends of ``group`` said of the two things something moves
    between, and the other side one of them, said of the same thing in the same place, and
    names the other thing as well ("transfer pics to a new iphone from my old android" / "move
    photos from an android phone to a new iphone"): no choice between the ends, the other end
    only says more of the other thing."""
    sides = [analyze(candidate.query), analyze(candidate.matched)]
    held = [[k for k in group if k in opposite_terms(text)]
            for text in (candidate.query, candidate.matched)]
    if sorted(map(len, held)) != [1, 2]:
        return False
    both, one = (0, 1) if len(held[0]) == 2 else (1, 0)
    (said,) = held[one]
    if said not in held[both]:
        return False  # the two sides hold other ends: a choice, or opposites
    (other,) = [k for k in held[both] if k != said]
    same, apart = _anchors(sides[both], said), _anchors(sides[both], other)
    there = _moved(sides[both], said)
    return bool(same & _anchors(sides[one], said)) and bool(apart & set(sides[one].stems)) \
        and not same & apart and not apart & _anchors(sides[one], said) \
        and there is not None and there == _moved(sides[one], said) \
        and _moved(sides[both], other) not in (None, there)


def _moved(analysis: Analysis, key: str) -> str | None:
    """"from" or "to" when it stands just before term key ``key`` (at most two words apart:
    "from my old android", "to a new iphone"): the term says where something goes or comes
    from, not which of two things is meant."""
    at = only_span(analysis.stems, key[3:])
    if at is None:
        return None
    before = analysis.tokens[max(0, at - 3):at]
    return next((t for t in reversed(before) if t in ("from", "to")), None)


def _anchors(analysis: Analysis, key: str) -> frozenset[str]:
    """The content stems right next to the one place term key ``key`` stands in ``analysis``
    (what the term is said of: "old" in "my old android" is said of "android"); none when it
    stands in more places or none."""
    at = only_span(analysis.stems, key[3:])
    if at is None:
        return frozenset()
    stops = stop_words()
    near = (at - 1, at + len(key.split()))
    return frozenset(analysis.stems[i] for i in near if 0 <= i < len(analysis.tokens)
                     and analysis.tokens[i] not in stops and analysis.tokens[i].isalnum())


def _negated_for_prefixed(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether ``group`` pairs a word with its "un-" form and one side says the word negated
    for the other's "un-" word ("a certificate i never used" / "an unused certificate")."""
    labels = [_term_index().label[key] for key in group]
    return any(freely_negated(x) == y for x in labels for y in labels) and (
        prefixed_for_without(candidate.query, candidate.matched))


_LEND_VERB = r"\b(?:lend|lends|lending|lent)\b"
_BORROW_VERB = r"\b(?:borrow|borrows|borrowing|borrowed)\b"
_LEND, _BORROW = re.compile(_LEND_VERB), re.compile(_BORROW_VERB)
# Who the thing goes to after "lend" ("lend my brother money", "lend me", "to a friend"), or
# comes from after "borrow" (up to three words)
_TO_WHOM = re.compile(_LEND_VERB + r"(?: ((?:my|a|an|the|his|our|their|your) "
                      r"(?:(?!to\b)[\w'-]+ )??(?!to\b)[\w'-]+)(?= (?:money|cash|some|my|our|his|"
                      r"her|their|your|a|an|the|\$|\d|one|two|three|four|five|ten|twenty|fifty|"
                      r"hundreds?|thousands?)\b)"
                      r"| (me|us|you|him|them|her(?= (?:my|a|an|the|some|money|\$|\d)))\b"
                      r"|[^,;]*?\bto ((?:[\w'-]+ ?){1,3}))")
_FROM_WHOM = re.compile(_BORROW_VERB + r"[^,;]*?\bfrom ((?:[\w'-]+ ?){1,3})")
# "to" and a person after "lend" names the one lent to before any other reading ("lend a few
# hundred to my sister", "lend my last twenty dollars to a coworker"; not "to pay his rent")
_TO_PERSON = re.compile(_LEND_VERB + r"[^,;]*?\bto ((?:my|a|an|the|his|her|our|their|your|me|"
                        r"him|them|us|someone|somebody|anyone|people|others?)\b(?: [\w'-]+){0,2})")


def _lent_to(text: str) -> str | None:
    """Who ``text`` lends to, if it says so."""
    found = _TO_PERSON.search(text)
    if found is not None:
        return found.group(1)
    found = _TO_WHOM.search(text)
    return None if found is None else found.group(1) or found.group(2) or found.group(3)
_AS_SUBJECT = {"me": "i", "us": "we", "you": "you", "him": "he", "her": "she", "them": "they"}
_CLAUSE_OPENING = 8  # words before a verb that may name its subject ("a friend who has ...")


def _lend_borrow_converse(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether one side lends and the other borrows the same thing the other way round (the
    two verbs, or the "to" and "from" said after them, as ``group``'s two ends): who
    the lender lends to is the subject of "borrow" on the other side, or whom the borrower
    borrows from is the subject of "lend" ("does my library lend ebooks" / "can i borrow
    ebooks from my library", "who will lend me money" / "where can i borrow money")."""
    labels = {_term_index().label[key] for key in group}
    if labels != {"lend", "borrow"} and not all(  # "lend to a" / "borrow from a" too
            label.startswith(("to ", "from ")) for label in labels):
        return False
    if candidate.query.startswith("why") or candidate.matched.startswith("why"):
        return False  # why the lender lends is not why the borrower borrows
    for lends, borrows in ((candidate.query, candidate.matched),
                           (candidate.matched, candidate.query)):
        verb_l, verb_b = _LEND.search(lends), _BORROW.search(borrows)
        if verb_l is None or verb_b is None or _BORROW.search(lends) or _LEND.search(borrows):
            continue
        lent_to, borrowed_from = _lent_to(lends), _FROM_WHOM.search(borrows)
        if lent_to is not None and (borrowed_from is None or borrowed_from.group(1).split()[0]
                                    in _AS_SUBJECT) and _subject_of(lent_to, borrows,
                                                                    verb_b.start()):
            return True
        if borrowed_from is not None and _subject_of(borrowed_from.group(1), lends,
                                                     verb_l.start()):
            return True
    return False


_CAUSED_TO_STOP = re.compile(r"\b(?:cause|causes|caused|causing|trigger|triggers)\b"
                             r"(?: [\w'-]+){1,6}? (?:to stop|to quit|not to|to not) ([\w'-]+)")
_PREVENTED_FROM = re.compile(r"\b(?:prevent|prevents|prevented|preventing)\b"
                             r"(?: [\w'-]+){1,6}? from ([\w'-]+)")


def _caused_to_stop(candidate: Candidate, group: tuple[str, ...]) -> bool:
    """Whether a side causes something to stop doing what the other prevents it from doing
    ("what would cause a dishwasher to stop draining" / "what would prevent it from
    draining"); not "cause a transplant to fail" / "prevent it from failing", nor "cause
    people to quit smoking" / "prevent them from quitting"."""
    if "prevent" not in {_term_index().label[key] for key in group}:
        return False
    for x, y in ((candidate.query, candidate.matched), (candidate.matched, candidate.query)):
        stopped, prevented = _CAUSED_TO_STOP.search(x), _PREVENTED_FROM.search(y)
        if stopped and prevented and (
                stem(stopped.group(1))[:4] == stem(prevented.group(1))[:4]):
            return True
    return False


def _subject_of(party: str, text: str, verb: int) -> bool:
    """Whether the words of ``text`` right before its verb at ``verb``, in its clause, name
    ``party``: all its content words, or the subject form of its pronoun."""
    words = party.split()
    clause = re.split(r"[,;]| and | but | so ", text[:verb])[-1]
    before = re.findall(r"[\w'-]+", clause)[-_CLAUSE_OPENING:]
    if words[0] in _AS_SUBJECT:  # "lend her my car" / "let her borrow my car" too
        return _AS_SUBJECT[words[0]] in before or words[0] in before
    stops = stop_words()
    content = {stem(w) for w in words if w not in stops}  # "a bank" / "banks"
    return bool(content) and content <= {stem(w) for w in before}


# Readings in which the two ends of an opposite group say the same: "not open" on one side and
# "closed" on the other, "not eat" on one side and "avoid" on the other; or do not oppose at
# all: two ends said of two things against one of them.
_OPPOSITES_IN_OTHER_WORDS = (_complement_pair, _avoid_group, _negative_word_group,
                             _ends_of_two_things, _negated_for_prefixed, _lend_borrow_converse,
                             _caused_to_stop)


def opposite_group_of(key_a: str, key_b: str, substitutes: bool = True) -> bool:
    """Whether the two term keys are opposite members of one lexicon group (with
    ``substitutes=False``, of one that is no "substitutes" group: "oven-baked" /
    "oven-roasted" name one dish)."""
    terms = _term_index()
    shared = set(terms.index.get(key_a, ())) & set(terms.index.get(key_b, ()))
    return key_a != key_b and bool(shared if substitutes else shared - terms.pair_only)


# Particles are the particle rule's (in / out, on / off), or no opposites at all after a
# hyphen ("the break-up" / "the break-down of the soviet union")
_PARTICLE_PARTS = frozenset({"up", "down", "in", "out", "on", "off", "over", "under", "back"})


def compound_opposite(query: str, matched: str) -> tuple[str, str] | None:
    """``(word, other)`` when a hyphenated word of one side is one of the other side, written
    with hyphens or spaces, with parts turned into their opposites ("short-term" / "long-term"
    or "long term", "high-pass" / "low-pass", "left-to-right" / "right-to-left", "top-down" /
    "bottom-up"), neither side saying both, else ``None``. The lexicon matches words whole,
    and the hyphenated word is one word to it. Particles alone turn nothing ("the break-up" /
    "the break-down")."""
    if "-" not in query and "-" not in matched:
        return None  # most texts
    words_q, words_m = latin_words(query), latin_words(matched)
    for x, y in ((words_q, words_m), (words_m, words_q)):
        for word in sorted({w for w in x if "-" in w}):
            parts = word.split("-")
            said = _joined(y, len(parts))
            if word in said:
                continue
            for other in sorted(said - _joined(x, len(parts))):
                if _turned_parts(parts, other.split("-")):
                    return word, other
    return None


def _joined(words: Sequence[str], n: int) -> set[str]:
    """The words of ``words`` of ``n`` hyphenated parts, and each run of ``n`` words joined by
    hyphens ("long term" -> "long-term"), not one said as the other end of a comparison or a
    choice ("more creative than right handed people", "rather than short term")."""
    found = {w for w in words if w.count("-") == n - 1}
    found.update("-".join(words[i:i + n]) for i in range(len(words) - n + 1)
                 if not (i and words[i - 1] in _COMPARED))
    return found


_COMPARED = frozenset({"than", "vs", "versus", "or", "and"})


def _turned_parts(parts: list[str], other: list[str]) -> bool:
    """Whether ``other`` is ``parts`` with each differing part its opposite, one of them no
    particle."""
    if len(parts) != len(other):
        return False
    differ = [(x, y) for x, y in zip(parts, other, strict=True) if x != y]
    return bool(differ) and all(
        opposite_group_of("en:" + stem(x), "en:" + stem(y), substitutes=False)
        for x, y in differ) and any(
        x not in _PARTICLE_PARTS and y not in _PARTICLE_PARTS for x, y in differ)


class OppositesCheck:
    """Opposites from the curated lexicon (enable/disable, 上涨/下跌) or by a negating prefix
    (suitable/unsuitable) split between the sides, unless the compared things swap with them
    ("C faster than Python" = "Python slower than C").
    """

    name = "opposites"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        terms = _term_index()
        a, b = opposite_terms(candidate.query), opposite_terms(candidate.matched)
        if a != b and converse(candidate.query, candidate.matched):
            return None
        if a != b and _reordered_words(candidate.query, candidate.matched):
            a = b = frozenset()  # "commercial and residential tenancy" turned round: the
            # roles check reads what an order of the same words says
        only_a, only_b = a - b, b - a
        in_a = {g for key in only_a for g in terms.index[key]}
        in_b = {g for key in only_b for g in terms.index[key]}
        for gi in sorted(in_a | in_b):
            reason = _opposed(terms, terms.groups[gi], a, b, gi in terms.pair_only)
            if reason and any(alike(candidate, terms.groups[gi])
                              for alike in _OPPOSITES_IN_OTHER_WORDS):
                continue
            if reason and gi in terms.poles and all(
                    up & side and down & side for up, down in [terms.poles[gi]] for side in (a, b)):
                continue  # "advantages and disadvantages" / "pros and cons": both poles, each
            if reason:
                return Verdict(False, self.name, reason)
        prefixed = prefixed_opposite(candidate.query, candidate.matched) or less_opposite(
            candidate.query, candidate.matched) or over_against_under(
            candidate.query, candidate.matched) or less_against_ed(
            candidate.query, candidate.matched) or particle_opposite(
            candidate.query, candidate.matched) or compound_opposite(
            candidate.query, candidate.matched)
        if prefixed and not converse(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"opposites: {prefixed[0]!r} vs {prefixed[1]!r}")
        if given := to_against_by(candidate.query, candidate.matched) or range_differs(
                candidate.query, candidate.matched) or opposed_apart(
                candidate.query, candidate.matched) or better_against_more(
                candidate.query, candidate.matched):
            return Verdict(False, self.name, f"opposites: {given[0]!r} vs {given[1]!r}")
        compared = other_comparative(candidate.query, candidate.matched)
        if compared:
            return Verdict(False, self.name, f"opposites: compares {compared[0]!r} vs "
                                             f"{compared[1]!r}")
        if compared := equal_against_more(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"opposites: {compared[0]!r} vs {compared[1]!r}")
        if every := _other_every(candidate.query, candidate.matched):
            return Verdict(False, self.name, every)
        avoided_verb = avoided_against_plain(candidate.query, candidate.matched)
        if avoided_verb:
            return Verdict(False, self.name, f"opposites: 'avoid {avoided_verb}' vs "
                                             f"{avoided_verb!r} said plainly")
        if safe_against_avoided(candidate.query, candidate.matched):
            return Verdict(False, self.name, "opposites: which are safe vs which to avoid")
        return None


def _reordered_words(query: str, matched: str) -> bool:
    """Whether the two texts hold the same words, in another order."""
    return sorted(analyze(query).tokens) == sorted(analyze(matched).tokens)


def _other_every(query: str, matched: str) -> str:
    """A reason when one side says a thing happens every one period and the other every
    other period, with no count, one of them with "every" or "each" ("reset each month" /
    "each year", "every week" / "daily"; "daily" / "weekly" is the lexicon's), else ``""``.
    A count per period says its period too ("flush it once a month" / "every week", "twice a
    month" / "every week")."""
    (every_a, a), (every_b, b) = uncounted_periods(query), uncounted_periods(matched)
    if every_a != every_b:
        a = a or frozenset(unit for _, unit in frequencies(query))
        b = b or frozenset(unit for _, unit in frequencies(matched))
    if (every_a or every_b) and a and b and a.isdisjoint(b):
        return (f"opposites: every {' or '.join(sorted(a))} vs every "
                f"{' or '.join(sorted(b))}")
    return ""


def _opposed(
    terms: _TermIndex, group: tuple[str, ...], a: frozenset[str], b: frozenset[str],
    pair_only: bool,
) -> str:
    """Why ``a`` and ``b`` disagree on ``group``: opposite members, or (unless ``pair_only``)
    a choice vs one option."""
    in_a = [k for k in group if k in a]
    in_b = [k for k in group if k in b]
    only_a = [k for k in in_a if k not in in_b]
    only_b = [k for k in in_b if k not in in_a]
    if only_a and only_b:
        return f"opposites: {terms.label[only_a[0]]!r} vs {terms.label[only_b[0]]!r}"
    both, one = (in_a, in_b) if len(in_a) > len(in_b) else (in_b, in_a)
    # "before or after meals" vs "after meals": a choice against one option. Not for groups
    # whose ends often meet in one sentence ("I stopped taking it, can I still ...").
    if len(both) >= 2 and one and not pair_only:
        labels = " and ".join(repr(terms.label[k]) for k in both)
        return f"opposites: {labels} vs only {terms.label[one[0]]!r}"
    return ""


class EntitiesCheck:
    """Known named things (places, products, languages, people) must be the same on both sides."""

    name = "entities"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        query, matched = analyze(candidate.query), analyze(candidate.matched)
        a, b = frozenset(query.entities), frozenset(matched.entities)
        if a != b:  # "excel formula" (a name) / "count cells in excel" (the same word, unread)
            a, b = (a - {e for e in a - b if _says_word(matched.canon, e)},
                    b - {e for e in b - a if _says_word(query.canon, e)})
        if a != b:  # "lagos, nigeria" / "lagos": a place said only to locate a shared one
            shared = a & b
            a, b = a - implied(query, shared), b - implied(matched, shared)
        reason = _diff("entity", a, b)
        if not reason and (names := joined_names_differ(candidate.query, candidate.matched)):
            reason = f"entity: {names[0]!r} vs {names[1]!r}, two names that share a part"
        return Verdict(False, self.name, reason) if reason else None


# Words that name a known thing only in context ("us" is also a pronoun): not read as the
# name, but enough where the other side names it ("recession in us" / "in the us").
_WEAK_ALIASES = {"usa": ("us",), "ms word": ("word",), "golang": ("go",), "tiktok": ("tiktoks",)}
# ... and what the text must also say for a weak alias to name it ("a nil map in go", not "the
# best opening move in go", the game)
_WEAK_CONTEXT = {"golang": re.compile(
    r"\b(?:program|programs|code|map|maps|struct|structs|goroutines?|interfaces?|pointers?|"
    r"errors?|syntax|functions?|json|files?|install|homebrew|microservices?|compiler?|slices?|"
    r"channels?|packages?|modules?|library|api|http|server|tests?|strings?|variables?|loops?|"
    r"concurrency|parse|parsing|yaml|xml|csv|regex|arrays?|methods?|generics|binary|backend)\b")}


def _says_word(canon: str, name: str) -> bool:
    """Whether ``canon`` has ``name`` (or a weak alias of it, where the text says what the
    alias needs beside it) as a plain word, or as a part of an identifier written with
    underscores ("csv" in "read_csv"), where the alias table did not read it."""
    context = _WEAK_CONTEXT.get(name)
    weak = _WEAK_ALIASES.get(name, ()) if context is None or context.search(canon) else ()
    return any(re.search(rf"(?<![^\W_])(?<!\.){re.escape(word)}(?![^\W_]|\.\w)", canon)
               is not None for word in (name, *weak))


def _per_night(x: dict[str, frozenset[str]], y: dict[str, frozenset[str]]
               ) -> dict[str, frozenset[str]]:
    """``x`` with a count per night ("eight hours a night") read as the night where ``y``
    names a part of day ("at night"), and as nothing where it does not ("8 hours of
    sleep")."""
    out = {k: v for k, v in x.items() if k != PER_NIGHT}
    if PER_NIGHT in x and "part of day" in y:
        out["part of day"] = out.get("part of day", frozenset()) | {"night"}
    return out


_RELATING = frozenset({"than", "before", "after", "earlier", "later", "precede", "precedes",
                       "follow", "follows"})


def _compares(query: str, matched: str) -> bool:
    """Whether both sides relate two things with "than", "before" or "after": two times
    swapped around it may say one thing ("dearer in november than in january" / "cheaper in
    january than in november", "does black friday come after thanksgiving" / "does
    thanksgiving come before black friday"); the opposites and roles checks read those."""
    return not (_RELATING.isdisjoint(analyze(query).tokens)
                or _RELATING.isdisjoint(analyze(matched).tokens))


class DateTimeCheck:
    """Weekdays, months, parts of day, today/tomorrow, this/next week, holidays must agree."""

    name = "datetime"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = time_words(candidate.query), time_words(candidate.matched)
        if PER_NIGHT in a or PER_NIGHT in b:
            a, b = _per_night(a, b), _per_night(b, a)
        for category in sorted(set(a) | set(b)):
            reason = _diff(category, a.get(category, frozenset()), b.get(category, frozenset()))
            if reason:
                return Verdict(False, self.name, reason)
        order_a, order_b = time_order(candidate.query), time_order(candidate.matched)
        if order_a and order_b and order_a != order_b and sorted(order_a) == sorted(order_b) \
                and not _compares(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"datetime: {', '.join(order_a)} in another order")
        if span := ago_against_ahead(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"datetime: {span} ago vs {span} ahead")
        if span := every_against_once(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"datetime: every {span} vs once, after {span}")
        if time := before_against_since(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"datetime: before {time} vs since {time}")
        if forms := tense_swapped(candidate.query, candidate.matched) or maybe_against_done(
                candidate.query, candidate.matched):
            return Verdict(False, self.name, f"tense: {forms[0]!r} vs {forms[1]!r}")
        tense_a, tense_b = when_tense(candidate.query), when_tense(candidate.matched)
        if tense_a and tense_b and tense_a != tense_b:  # only when both ask "when"
            return Verdict(False, self.name, f"tense: 'when' asks about the {tense_a} vs the "
                                             f"{tense_b}")
        tense_a, tense_b = yes_no_tense(candidate.query), yes_no_tense(candidate.matched)
        # "does it work" / "will it work" and "has my order shipped" / "is my order shipped"
        # mostly ask one thing; the past is another, and so is "has it happened" / "will it"
        if tense_a and tense_b and tense_a != tense_b and (
                "past" in (tense_a, tense_b) or {tense_a, tense_b} == {"perfect", "future"}):
            return Verdict(False, self.name, f"tense: the {tense_a} vs the {tense_b}")
        last_a, last_b = when_last(candidate.query), when_last(candidate.matched)
        if {last_a, last_b} == {"last", "now"}:  # "when was the last final" / "when is the final"
            side = QUERY if last_a == "last" else CACHED
            return Verdict(False, self.name, f"tense: 'when' asks for the last time in {side} "
                                             "only")
        return None
