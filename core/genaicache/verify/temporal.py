"""Dates and times named in a text: parts of day, weekdays, months, relative days and periods.

"Is the museum open on Monday" and "... on Friday" score 0.97; "7 am" and "7 pm" 0.96. Years
and clock times are numbers (see :mod:`genaicache.verify.numbers`); this module covers words.
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.lexicon import alternation, has_cjk, irregular_verbs
from genaicache.verify.numbers import ago_spans, spans, spell_out, worded_dates, zh_clock_times
from genaicache.verify.text import (
    HAVE_FORMS,
    QUESTION_WORDS,
    SUBJECT_PRONOUNS,
    analyze,
    letter_words,
    ly_adverb,
    stem,
)

# A category read only against the other side's parts of day: "night" counted over ("eight
# hours a night", "per night")
PER_NIGHT = "per night"
_CATEGORIES: dict[str, dict[str, tuple[str, ...]]] = {
    "part of day": {
        "am": ("morning", "mornings", "上午", "早上", "早晨", "凌晨", "清晨"),
        "pm": ("afternoon", "afternoons", "evening", "evenings", "after sunset", "at dusk",
               "after dusk", "下午", "傍晚",
               "晚上", "今晚", "明晚", "昨晚"),
        "night": ("night", "nights", "nighttime", "night-time", "midnight", "overnight", "夜里",
                  "夜晚", "半夜", "深夜"),
        # a time of its own: "before bed" is no "at night" ("wake up at night"), and "is it bad
        # to eat before bed" is no "is it bad to eat"
        "bedtime": ("before bed", "before going to bed", "at bedtime", "睡前"),
        "noon": ("noon", "midday", "lunchtime", "中午", "正午"),
    },
    "weekday": {
        "mon": ("monday", "mondays", "星期一", "周一", "礼拜一"),
        "tue": ("tuesday", "tuesdays", "tues", "星期二", "周二", "礼拜二"),
        "wed": ("wednesday", "wednesdays", "星期三", "周三", "礼拜三"),
        "thu": ("thursday", "thursdays", "thur", "thurs", "星期四", "周四", "礼拜四"),
        "fri": ("friday", "fridays", "星期五", "周五", "礼拜五"),
        "sat": ("saturday", "saturdays", "星期六", "周六", "礼拜六"),
        "sun": ("sunday", "sundays", "星期日", "星期天", "周日", "周天", "礼拜日", "礼拜天"),
        "weekend": ("weekend", "weekends", "周末"),
        "weekday": ("weekday", "weekdays", "workday", "workdays", "工作日"),
    },
    "month": {
        "jan": ("january", "jan", "一月", "1月"), "feb": ("february", "feb", "二月", "2月"),
        "mar": ("march", "三月", "3月"), "apr": ("april", "apr", "四月", "4月"),
        "may": ("五月", "5月"), "jun": ("june", "jun", "六月", "6月"),
        "jul": ("july", "jul", "七月", "7月"), "aug": ("august", "aug", "八月", "8月"),
        "sep": ("september", "sep", "sept", "九月", "9月"),
        "oct": ("october", "oct", "十月", "10月"), "nov": ("november", "nov", "十一月", "11月"),
        "dec": ("december", "dec", "十二月", "12月"),
    },
    "day": {
        "today": ("today", "todays", "今天", "今日"),
        "tonight": ("tonight", "tonights"),
        # "take it at 2 pm the next day" is no "take it at 2 pm": said of a day after the
        # one the question starts from, as "tomorrow" is of today (not "the next day after
        # a colonoscopy", said of another day: see _AFTER_WHAT)
        "tomorrow": ("tomorrow", "tomorrows", "明天", "明日", "the next day", "the following day",
                     "next-day", "第二天"),
        "yesterday": ("yesterday", "yesterdays", "昨天", "昨日"),
        "+2d": ("day after tomorrow", "后天"),
        "-2d": ("day before yesterday", "前天"),
    },
    "period": {
        "this week": ("this week", "本周", "这周", "这个星期"),
        "next week": ("next week", "下周", "下个星期", "下星期"),
        "last week": ("last week", "previous week", "上周", "上个星期", "上星期"),
        "this month": ("this month", "本月", "这个月"),
        "next month": ("next month", "下个月", "下月"),
        "last month": ("last month", "previous month", "上个月", "上月"),
        "this year": ("this year", "今年"),
        "next year": ("next year", "明年"),
        "last year": ("last year", "previous year", "去年"),
        # not "上季度" alone: "马上季度报告" holds it
        "this quarter": ("this quarter", "current quarter", "本季度", "这个季度"),
        "next quarter": ("next quarter", "coming quarter", "下个季度", "下一季度"),
        "last quarter": ("last quarter", "previous quarter", "past quarter", "prior quarter",
                         "上个季度", "上一季度"),
        "this weekend": ("this weekend",),
        "next weekend": ("next weekend",),
        "last weekend": ("last weekend",),
    },
    # the zone a clock time is said in ("3 pm pacific" is no "3 pm eastern"); EST, PST ... are
    # the entities check's
    "time zone": {
        zone: tuple(f"{zone} {kind}time" for kind in ("", "standard ", "daylight "))
        for zone in ("pacific", "eastern", "central", "mountain")  # as _ZONE_WORDS
    },
    "holiday": {
        "christmas": ("christmas", "xmas", "圣诞节", "圣诞"),
        "christmas eve": ("christmas eve", "xmas eve", "christmas-eve", "xmas-eve",
                          "eve of christmas", "平安夜"),
        "new year": ("new year", "new years", "new year's", "元旦"),
        "new year's eve": ("new year eve", "new years eve", "new year's eve", "new year's-eve",
                           "new years-eve", "eve of new year"),
        "lunar new year": ("chinese new year", "lunar new year", "spring festival", "春节", "过年"),
        "easter": ("easter", "easter sunday", "easter day"),
        "thanksgiving": ("thanksgiving", "感恩节"),
        "halloween": ("halloween", "万圣节"), "valentine": ("valentine", "valentine's day",
                                                         "valentines day", "情人节"),
        "diwali": ("diwali", "deepavali"), "holi": ("holi",), "eid": ("eid",),
        "ramadan": ("ramadan",), "black friday": ("black friday",),
        "mid-autumn": ("mid-autumn festival", "中秋节", "中秋"), "national day": ("国庆节", "国庆"),
        "dragon boat": ("dragon boat festival", "端午节", "端午"), "qingming": ("清明节", "清明"),
    },
}
_AMPM = re.compile(r"(?:(\d+)(?::(\d{2}))?)\s?([ap])\.?m\b|(?<![a-z])([ap])\.m\b")
# "in the am or pm"; not "the pm of india" nor "the pm's visit" (a prime minister), nor "in the
# am band" (radio)
_THE_AMPM = re.compile(r"\b(?:in|during) the ([ap])m\b(?: (?:or|and) (?:the )?([ap])m\b)?"
                       r"(?!'| (?:of|band|radio|station|frequenc))")
_CLOCK24 = re.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d)(?![\d:]|\s?[ap]\.?m\b)")
# "this friday", "next friday", "last friday" and a plain "friday" all differ.
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_WHICH_WEEKDAY = re.compile(
    rf"\b(this coming|this|next|last|coming|past|previous) (?={_DAY}\b)"
)
_WHICH = {"this coming": "this", "coming": "this", "past": "last", "previous": "last"}
_AFTER_NEXT = re.compile(rf"\b{_DAY} after next\b|\b{_DAY} week\b")
_OFFSET = re.compile(  # "a week from (this) friday", "two days before friday", "a week ahead of"
    r"\b(a|one|two|three|four|five|six|seven|\d+) (days?|weeks?) "
    r"(from|after|following|later than|before|ahead of|earlier than|preceding|prior to) "
    rf"(?=(?:this coming |this |next |last |coming |the )?{_DAY}s?\b)"
)
_BEFORE = frozenset({"before", "ahead of", "earlier than", "preceding", "prior to"})
_MAY = re.compile(  # the month, not the verb: "may 5", "5 may", "in may", "the first of may"
    r"(?<![a-z])(?:may(?=\s\d)|(?<=\d\s)may\b|(?<=\b(?:in|of)\s)may\b(?!\s(?:be|i|we|you)\b))"
)


def _compile() -> tuple[re.Pattern[str], dict[str, tuple[str, str]]]:
    """One trie regex over every alias of every category, and alias -> (category, value)."""
    lookup = {
        alias: (name, value)
        for name, values in _CATEGORIES.items()
        for value, aliases in values.items()
        for alias in aliases
    }
    latin = alternation([a for a in lookup if not has_cjk(a)], bounded=True)
    cjk = alternation([a for a in lookup if has_cjk(a)], bounded=False)
    parts = [p.pattern for p in (latin, cjk) if p is not None]
    return re.compile("|".join(parts)), lookup


_PATTERN, _LOOKUP = _compile()
# The last word of each English alias: a match of _PATTERN holds it as a whole word (each of its
# words is bounded by what is no letter), or holds a Chinese character (as its aliases do).
_LAST_WORDS = frozenset(re.findall(r"[a-z]+", alias)[-1] for alias in _LOOKUP
                        if not has_cjk(alias))


def _may_name_time(canon: str) -> bool:
    """Whether ``canon`` may hold an alias of :data:`_CATEGORIES`: a cheap test before the
    alias regex, which most texts fail."""
    return (not canon.isascii() and has_cjk(canon)) or not _LAST_WORDS.isdisjoint(
        letter_words(canon))


# The days said relative to now in one word ("yesterday", "tonight"): they set when, and take
# no part in who does what.
DAY_WORDS = frozenset(alias for aliases in _CATEGORIES["day"].values() for alias in aliases
                      if " " not in alias)


_WHEN_TENSE = re.compile(r"\bwhen (?:(did|was|were|had)|(will|shall))\b")


@lru_cache(maxsize=8192)
def when_tense(text: str) -> str | None:
    """"past" for "when did / was ...", "future" for "when will / shall ...", else ``None``.
    "When will the price cap change" and "when did it change" ask for different dates; "when
    is" and "when does" are left alone ("when is Gandhi's birthday" / "when was he born")."""
    canon = analyze(text).canon
    if "when" not in canon:
        return None
    found = {"past" if m.group(1) else "future" for m in _WHEN_TENSE.finditer(canon)}
    return found.pop() if len(found) == 1 else None


_WHO_STATE = re.compile(r"\bwho (?:(is|are|was|were) (?:currently |still )?|last )(?:logged|signed|"
                        r"connected|online|using|watching|viewing|editing|playing)\b")
_FOR = re.compile(r"\bfor (?:\d|a |an |one |two |three |four |five |ten |several |many )")
_STILL = re.compile(r"^(?:i|we) (?:(have been)|(?:was|were)) (?:married|divorced|employed|"
                    r"living|working|resident|enrolled|separated|unemployed|self-employed)\b")
# "is it true that napoleon was short" asks what "was napoleon short" asks
_TRUE_THAT = re.compile(r"^(?:is it true|is it a fact|is it correct|do you know) (?:that )?")
_YES_NO_TENSE = re.compile(  # not a lead-in: "do you think the movie was good"
    r"^(?:(is|are|am|do|does)|(was|were|did|had)|(will|shall)|(have|has))\b"
    r"(?! (?:you|anyone|anybody|people|we) (?:think|know|believe|reckon|feel|agree)\b)")


@lru_cache(maxsize=8192)
def yes_no_tense(text: str) -> str | None:
    """"present" for a yes/no question opening with "is / are / do / does", "past" for "was /
    were / did / had", "perfect" for "have / has", "future" for "will" ("is pluto a planet" /
    "was pluto a planet", "have humans landed on mars" / "will humans land on mars" have other
    answers); or the tense of "who is / was / last logged in"; else ``None``."""
    canon = _TRUE_THAT.sub("", analyze(text).canon)
    if m := _YES_NO_TENSE.match(canon):
        return ("present" if m.group(1) else "past" if m.group(2) else "future" if m.group(3)
                else "perfect")
    state = _STILL.search(canon)
    if state and (state.group(1) or _FOR.search(canon)):
        # "i have been married to ... for 3 years" (still) / "i was married to ... for 3
        # years" (no longer); "we were married in 2015" says when it began
        return "perfect" if state.group(1) else "past"
    who = _WHO_STATE.search(canon) if "who " in canon else None  # "who is logged in"
    return None if who is None else "present" if who.group(1) in ("is", "are") else "past"


_WHEN_LAST = re.compile(
    r"\bwhen (?:was|were|did) the (?:last|latest|previous|most recent)\b"
    r"|\bwhen (?:was|were|did)\s+(?:\S+\s+){1,5}?last\b|\bwhen (?:is|was) the last time\b"
)
# Read on the normalized text: the canonical wording drops the 's of "when's".
_WHEN_NOW = re.compile(r"\bwhen(?:'s|\u2019s| is| are| will| does| do)\b")


@lru_cache(maxsize=8192)
def when_last(text: str) -> str | None:
    """"last" when ``text`` asks when something last happened ("when was the last world cup
    final", "when was the tower last painted"), "now" when it asks "when is / will / does ..."
    without that, else ``None``."""
    if "when" not in text:
        return None
    if _WHEN_LAST.search(analyze(text).canon):
        return "last"
    return "now" if _WHEN_NOW.search(text) else None


def _which_day(canon: str, found: dict[str, set[str]]) -> None:
    """Add which of a weekday ``canon`` means: "this friday", "next friday", "a week from"."""
    for which in _WHICH_WEEKDAY.findall(canon):  # "this friday" / "next friday"
        found.setdefault("which day", set()).add(_WHICH.get(which, which))
    if _AFTER_NEXT.search(canon):  # "the friday after next", "friday week"
        found.setdefault("which day", set()).add("after next")
    for amount, unit, relation in _OFFSET.findall(canon):  # "a week from / a day before friday"
        amount = "1" if amount in ("a", "one") else spell_out(amount)  # "two" -> "2"
        relation = "before" if relation in _BEFORE else "after"
        found.setdefault("which day", set()).add(f"{amount} {unit.rstrip('s')} {relation}")


_DIGIT = re.compile(r"\d")
# "weekday" as what is asked, not as Monday to Friday: "which weekday", "... 1776 weekday"
_ASKS_WEEKDAY = re.compile(
    r"\b(?:what|which) weekday (?:is|was|will|falls?|fell|did|does|do)\b|"
    r"\b(?:was|is|will be|fall on|fell on) (?:a |which |what )?weekday\s*[?.!]*$|"
    r"(?<=\d) weekday\s*[?.!]*$"  # "4 july 1976 weekday": a date's day of the week
)


# What makes "night" a period counted over ("eight hours a night", "per night")
_RATE_BEFORE = re.compile(r"\b(?:a|per|each|every) $")
# "the next day" said of another day than today: "the next day after february 28"
_RELATIVE_DAY = ("the next", "the following", "next-")
_AFTER_WHAT = re.compile(r" (?:after|following|before|of)\b")
# What makes "last / this quarter" a moon phase, a coin, a part of a game or of a century.
_NOT_A_PERIOD = re.compile(r" (?:moon|century|centuries|of|from|coins?|dollars?)\b")


# A zone said right after a clock time: "3 pm pacific", "noon eastern"
_ZONE_WORDS = frozenset(_CATEGORIES["time zone"])
_CLOCK_ZONE = re.compile(r"(?:\d\s?(?:[ap]\.?m\.?|o'?\s?clock)?|\bnoon|\bmidnight) "
                         rf"({'|'.join(sorted(_ZONE_WORDS))})\b")
# Words between two times that join them without an order ("on tuesday or wednesday", "born
# in march and my daughter in june")
_UNORDERED = re.compile(r"\b(?:and|or|nor|vs|versus)\b|,|&")
# The word before a time that says its part ("from tuesday to thursday" / "to thursday from
# tuesday": the same move, said in another order)
_MARKERS = frozenset({"from", "to", "until", "till", "since", "through", "by"})
_SKIPPED = frozenset({"the", "on", "in", "at", "this", "next", "last"})


def _marker(canon: str, start: int) -> str:
    """The marker word before the time at ``start`` (past "the", "on" ...), else ``""``."""
    for word in reversed(canon[:start].split()[-3:]):
        if word in _MARKERS:
            return word
        if word not in _SKIPPED:
            return ""
    return ""


@lru_cache(maxsize=8192)
def time_order(text: str) -> tuple[str, ...]:
    """The times of one kind ``text`` names, in the order it names them, where two of the kind
    follow each other in an order that means something ("charged last month for a plan i
    cancelled this month"); a time that a word such as "from" or "to" marks is read with
    that word, in any order ("from monday to friday" = "to friday from monday"). Times joined
    by "or" / "and" ("tuesday or wednesday", "born in march and my daughter in june") are one
    group without an order; times of two kinds ("tomorrow morning") are not compared."""
    canon = analyze(text).canon
    if not _may_name_time(canon):
        return ()
    named = [(m.start(), m.end(), *_LOOKUP[m.group(0)]) for m in _PATTERN.finditer(canon)]
    if "may" in canon:  # the month, read apart from the verb
        named = sorted([*named, *((m.start(), m.end(), "month", "may")
                                  for m in _MAY.finditer(canon))])
    by_kind: dict[str, list[tuple[str, set[str]]]] = {}
    last: dict[str, int] = {}  # where the last time of each kind ends
    for start, end, kind, value in named:
        groups = by_kind.setdefault(kind, [])
        if groups and (value in groups[-1][1] or _UNORDERED.search(canon, last[kind], start)):
            groups[-1][1].add(value)
        else:
            groups.append((_marker(canon, start), {value}))
        last[kind] = end
    found: list[str] = []
    for kind in sorted(by_kind):
        groups = by_kind[kind]
        if len(groups) < 2:
            continue
        said = [f"{marker} {'/'.join(sorted(values))}".strip() for marker, values in groups]
        found.extend(sorted(said) if all(marker for marker, _ in groups) else said)
    return tuple(found)


# Verbs of a scheduled event: said in the present, it is still to come ("my policy renews in
# january"); in the past, it is done. Each with the forms its past may take ("renewed",
# "expired", "shipped").
_SCHEDULED = frozenset({"renew", "expire", "start", "launch", "arrive", "depart", "ship",
                        "reset", "finish", "end", "activate", "cancel", "lapse", "stop"})


def _regular_past(base: str) -> frozenset[str]:
    """The forms the past of a regular verb may take ("renewed", "expired", "shipped",
    "denied")."""
    forms = {base + "ed", base + "d", base + base[-1] + "ed"}
    if len(base) > 2 and base.endswith("y") and base[-2] not in "aeiou":
        forms.add(base[:-1] + "ied")
    return frozenset(forms)


_PAST_FORMS = {base: _regular_past(base) for base in _SCHEDULED}
# Irregular verbs of a scheduled event, said in the present ("the sale begins") or the past
_SCHEDULED_IRREGULAR = frozenset({"begin", "leave", "run"})

_COUNT = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_SPAN = r"(second|sec|minute|min|hour|hr|day|week|month|year|decade)s?"
_UNIT_OF_STEM = {stem(unit): unit for unit in ("second", "minute", "hour", "day", "week",
                                               "month", "year", "decade")}
# "expires in 6 months": the span "6 months ago" names, after now
_AHEAD = re.compile(rf"\bin {_COUNT} {_SPAN}\b|\b{_COUNT} {_SPAN} from now\b")


def _said_span(count: str, unit: str) -> str:
    """A span as a reason says it: "6 months", "1 year", "3 秒"."""
    unit = _UNIT_OF_STEM.get(unit, unit)
    return f"{count} {unit}" + ("s" if count != "1" and unit.isascii() else "")


def ago_against_ahead(query: str, matched: str) -> str:
    """The span when one side places an event that long ago and the other that long ahead,
    saying its verb in the past and in the present or future ("expired 6 months ago" /
    "expires in 6 months"; not "started creatine 3 weeks ago, should i see results" / "see
    results in 3 weeks"), neither saying both, else ``""``."""
    a, b = analyze(query).canon, analyze(matched).canon
    if "ago" not in a and "ago" not in b:
        return ""  # most texts
    for x, y in ((a, b), (b, a)):
        both = (ago_spans(x) - ago_spans(y)) & (spans(_AHEAD, y) - spans(_AHEAD, x))
        if both and _event_in_tenses(x.split(), y.split()):
            count, unit = min(both)
            return _said_span(count, unit)
    return ""


# "run a function every 3 seconds" / "after 3 seconds": again and again, or once
_EVERY = re.compile(rf"\b(?:every|each) {_COUNT} {_SPAN}\b")
# Not "in 3 months": "once in 3 months" is every 3 months, "how much water in 24 hours" a rate
_ONCE = re.compile(rf"\bafter {_COUNT} {_SPAN}\b|\b{_COUNT} {_SPAN} (?:later|from now)\b")
_ZH_COUNT = r"(\d+|[一二两三四五六七八九十半]+)"
_ZH_SPAN = r"(秒钟?|分钟|小时|天|周|星期|个月|年)"
_ZH_EVERY = re.compile(rf"每(?:隔)?\s?{_ZH_COUNT}\s?{_ZH_SPAN}")
_ZH_ONCE = re.compile(rf"(?<![每隔\d一二两三四五六七八九十半])(?<!每 )(?<!隔 ){_ZH_COUNT}"
                      rf"\s?{_ZH_SPAN}\s?(?:之|以)?后")


def _every_once(canon: str) -> tuple[set[tuple[str, str]], set[tuple[str, str]]]:
    """The spans ``canon`` repeats at ("every 3 seconds") and those it waits once ("after 3
    seconds", "3秒后")."""
    every, once = spans(_EVERY, canon), spans(_ONCE, canon)
    if not canon.isascii():
        every |= {(n, u.rstrip("钟")) for n, u in _ZH_EVERY.findall(canon)}
        once |= {(n, u.rstrip("钟")) for n, u in _ZH_ONCE.findall(canon)}
    return every, once


def every_against_once(query: str, matched: str) -> str:
    """The span one side repeats at and the other waits once ("every 3 seconds" / "after 3
    seconds"), neither saying both, else ``""``."""
    a, b = analyze(query).canon, analyze(matched).canon
    if not (("every" in a or "each" in a or "每" in a) or ("every" in b or "each" in b
                                                        or "每" in b)):
        return ""  # most texts
    (every_a, once_a), (every_b, once_b) = _every_once(a), _every_once(b)
    for every, once, other_every, other_once in ((every_a, once_b, every_b, once_a),
                                                 (every_b, once_a, every_a, once_b)):
        both = (every - other_every) & (once - other_once)
        if both:
            count, unit = min(both)
            return _said_span(count, unit)
    return ""


# "emails received before last monday" / "since last monday": the two sides of one time; not
# "since i just ate" (a reason)
_BEFORE_SINCE = re.compile(r"\b(before|since) ((?:(?:last|this|next|the) )?[a-z0-9]+)")


def before_against_since(query: str, matched: str) -> str:
    """The time when one side asks about what came before it and the other about what came
    since, neither saying both, else ``""``."""
    if "since" not in query and "since" not in matched:
        return ""  # most texts
    said = [{(m.group(1), m.group(2)) for m in _BEFORE_SINCE.finditer(analyze(text).canon)}
            for text in (query, matched)]
    for x, y in ((said[0], said[1]), (said[1], said[0])):
        times = {t for word, t in x if word == "before"} & {t for word, t in y if word == "since"}
        for time in sorted(times):
            if ("since", time) not in x and ("before", time) not in y and (
                    time_words(time) or re.fullmatch(r"\d{4}", time)):
                return time
    return ""


def _event_in_tenses(past: list[str], now: list[str]) -> bool:
    """Whether ``past`` says a scheduled event's verb in the past and ``now`` the same verb in
    the present or after "will"."""
    return any(not _PAST_FORMS[base].isdisjoint(past)
               and (base + "s" in now or base + "es" in now or base in now)  # "finishes"
               for base in _SCHEDULED)


# "my dog might bite someone" / "my dog bit someone": what may happen against what did
_MAYBE = frozenset({"might", "may", "could"})


def _past_of(base: str, word: str) -> bool:
    """Whether ``word`` is the past of the verb ``base`` ("bit" of "bite", "crashed")."""
    return word == irregular_verbs().get(base, ("",))[0] or word in _regular_past(base)


def maybe_against_done(query: str, matched: str) -> tuple[str, str] | None:
    """The two forms when one side says a thing might happen or will happen and the other
    that it did, the texts otherwise the same ("might bite" / "bit", "will exceed" / "has
    exceeded", "is about to expire" / "has expired"), else ``None``."""
    a, b = analyze(query).tokens, analyze(matched).tokens
    if forms := _future_against_done(a, b):
        return forms
    if _MAYBE.isdisjoint(a) and _MAYBE.isdisjoint(b):
        return None
    x, y = (a, b) if len(a) == len(b) + 1 else (b, a)
    if len(x) != len(y) + 1:
        return None
    for i, word in enumerate(x[:-1]):
        if word in _MAYBE and x[:i] == y[:i] and x[i + 2:] == y[i + 1:] and not (
                i and x[i - 1] in QUESTION_WORDS) and (  # "what could cause" asks "what caused"
                _past_of(x[i + 1], y[i])  # "might bite" / "bit"
                or (x[i + 1] == "be" and y[i] in ("was", "were", "got"))):  # "might be stolen"
            return f"{word} {x[i + 1]}", y[i]
    return None


# Words that may stand inside a verb's group ("will soon expire", "has already expired")
_IN_GROUP = frozenset({"soon", "already", "just", "probably", "eventually", "finally",
                       "still", "definitely", "likely", "ever", "also", "not", "never",
                       "automatically", "actually", "now"})
# Not "will" the noun: "my will", "a living will"
_NOT_THE_VERB = frozenset({"my", "your", "his", "her", "their", "our", "a", "the", "living",
                           "last", "free", "good"})
_GOING = frozenset({"going", "about"})
_BE_NOW = frozenset({"is", "are", "am"})
_WHO_DOES = frozenset({"what", "which", "who"})  # "what will cause" asks what "what caused" asks
# A verb that reports what was said, after which "will" turns to "would" or the past
_REPORTED = frozenset({"said", "told", "thought", "mentioned", "warned", "claimed",
                       "explained", "promised", "stated", "announced", "wrote", "confirmed",
                       "assured", "showed", "indicated", "suggested", "predicted", "estimated",
                       "believed", "knew", "guaranteed", "decided", "found", "noticed"})
_SAID_TO = frozenset({"me", "us", "him", "her", "them", "you"})


def _future_against_done(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, str] | None:
    """"will exceed" / "has exceeded" or "exceeded", "is going to expire" / "has expired",
    "will be suspended" / "has been suspended", "will my visa expire" / "has my visa
    expired", the texts otherwise the same: still to come, or done."""
    if not any(w == "will" or w in _GOING for w in (*a, *b)):
        return None  # most texts
    for x, y in ((a, b), (b, a)):
        for start, end, verb, passive in _futures(x):
            prefix, suffix = x[:start], x[end:]
            if len(y) <= len(prefix) + len(suffix) or y[:start] != prefix or (
                    y[len(y) - len(suffix):] != suffix) or _reported(prefix):
                continue  # "the doctor said i will need" is "said i needed"
            middle = y[start:len(y) - len(suffix)]
            if _done(middle, verb, passive):
                return " ".join(x[start:end]), " ".join(middle)
        if (asked := _asked(x, y)) is not None:
            return asked
    return None


def _futures(tokens: tuple[str, ...]) -> list[tuple[int, int, str, bool]]:
    """Each verb group of ``tokens`` that says a thing is still to come, as (start, end, the
    verb or, when passive, its participle, passive)."""
    found = []
    for i, word in enumerate(tokens):
        if word == "will" and not (i and tokens[i - 1] in _NOT_THE_VERB | _WHO_DOES):
            j = i + 1
        elif word in _BE_NOW and tokens[i + 1:i + 3] in (("going", "to"), ("about", "to")) \
                and not (i and tokens[i - 1] in _WHO_DOES):
            j = i + 3
        else:
            continue
        if tokens[j:j + 1] == ("not",):
            continue  # "will not" says a refusal now: "my car will not start" / "did not start"
        while j < len(tokens) and _in_group(tokens[j]):
            j += 1
        if j + 1 < len(tokens) and tokens[j] == "be":
            j += 1
            while j + 1 < len(tokens) and _in_group(tokens[j]):  # "be automatically renewed"
                j += 1
            found.append((i, j + 1, tokens[j], True))
        elif j < len(tokens) and tokens[j] != "have":
            found.append((i, j + 1, tokens[j], False))
    return found


def _in_group(word: str) -> bool:
    """Whether ``word`` may stand inside a verb's group ("soon", "automatically")."""
    return word in _IN_GROUP or ly_adverb(word)


def _reported(before: tuple[str, ...]) -> bool:
    """Whether the words before "will" report what was said or found, the reporting verb
    right before its clause ("the doctor said i", "assured me the car", "told me that because
    of the tear i"), after which "will" turns to the past; not a finding in an earlier
    clause ("my bank confirmed the transfer details, i will send")."""
    for k in range(len(before) - 1, -1, -1):
        if before[k] in _REPORTED:
            rest = list(before[k + 1:])
            if rest[:1] == ["to"] and rest[1:2] and rest[1] in _SAID_TO:  # "said to me"
                rest.pop(0)
            while rest and rest[0] in _SAID_TO:
                rest.pop(0)
            # "told me my older dog"; not "confirmed our offer, we"
            return rest[:1] == ["that"] or (len(rest) <= 3 and not (
                len(rest) > 1 and rest[-1] in SUBJECT_PRONOUNS))
    return False


def _done(group: tuple[str, ...], verb: str, passive: bool) -> bool:
    """Whether ``group`` says ``verb`` (its participle when ``passive``) as done: "exceeded",
    "has already exceeded", "has been suspended", "was suspended"."""
    words = [w for w in group if not _in_group(w)]
    if passive:
        return words in (["has", "been", verb], ["have", "been", verb], ["had", "been", verb],
                         ["was", verb], ["were", verb], ["got", verb])
    if len(words) == 1:
        return _past_of(verb, words[0])
    return len(words) == 2 and words[0] in HAVE_FORMS and _participle_of(verb, words[1])


def _asked(x: tuple[str, ...], y: tuple[str, ...]) -> tuple[str, str] | None:
    """"will my visa expire" / "has my visa expired" or "did my visa expire"."""
    if "will" not in x:
        return None
    i = x.index("will")
    if (i and not (i <= 4 and not QUESTION_WORDS.isdisjoint(x[:i]))) or x[i + 1:i + 2] == ("not",):
        return None  # a statement: "if my landlord will not fix it" / "did not fix it"
    if i >= len(y) or y[i] not in HAVE_FORMS | {"did"} or x[:i] != y[:i] or len(x) != len(y):
        return None
    differ = [k for k in range(i + 1, len(x)) if x[k] != y[k]]
    if y[i] == "did":
        return ("will", "did") if not differ else None
    if len(differ) == 1 and _participle_of(x[differ[0]], y[differ[0]]):
        k = differ[0]
        return f"will {x[k]}", f"{y[i]} {y[k]}"
    return None


def _participle_of(base: str, word: str) -> bool:
    """Whether ``word`` is the past participle of the verb ``base`` ("taken", "exceeded")."""
    forms = irregular_verbs().get(base)
    return word == forms[1] if forms else word in _regular_past(base)


def tense_swapped(query: str, matched: str) -> tuple[str, str] | None:
    """The two forms when the texts differ only in the verb of a scheduled event, said in the
    present on one side and in the past on the other, at a time they name ("my policy renews
    in january" / "renewed in january": still to come, or done), else ``None``."""
    if not time_words(query):
        return None  # a verb said at a time: "who views" / "who viewed" asks one thing
    a, b = list(analyze(query).tokens), list(analyze(matched).tokens)
    for longer, shorter in ((a, b), (b, a)):  # "will renew" / "renewed"
        if len(longer) == len(shorter) + 1 and "will" in longer:
            del longer[longer.index("will")]
    if len(a) != len(b):
        return None
    differ = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if len(differ) != 1:
        return None
    x, y = differ[0]
    for now, past in ((x, y), (y, x)):
        base = now[:-1] if now.endswith("s") else now  # "renews", "expires", "ships"; "renew"
        if past in _PAST_FORMS.get(base, ()) or (
                base in _SCHEDULED_IRREGULAR and irregular_verbs()[base][0] == past):
            return x, y
    return None


@lru_cache(maxsize=8192)
def time_words(text: str) -> dict[str, frozenset[str]]:
    """For each category present in ``text``, the set of canonical values named."""
    # "7/20/1969" names july; "下午3点" is "3 pm", "15点" "15:00" and "晚上1点" "1 am"
    canon = zh_clock_times(worded_dates(analyze(text).canon))
    if "weekday" in canon:  # "july 4 1776 was which weekday" asks for the day of the week
        canon = _ASKS_WEEKDAY.sub(" ", canon)
    found: dict[str, set[str]] = {}
    if _may_name_time(canon):
        for match in _PATTERN.finditer(canon):
            name, value = _LOOKUP[match.group(0)]
            if value.endswith("quarter") and _NOT_A_PERIOD.match(canon, match.end()):
                continue  # "the last quarter moon", "this quarter from 1965", "of the game"
            if value == "night" and _RATE_BEFORE.search(canon, 0, match.start()):
                found.setdefault(PER_NIGHT, set()).add(value)  # "eight hours a night": a
                continue  # count per night, a time of day only against "at night"
            if value == "tomorrow" and match.group(0).startswith(_RELATIVE_DAY) and (
                    _AFTER_WHAT.match(canon, match.end())):
                continue  # "the next day after a colonoscopy": "the day after" it
            found.setdefault(name, set()).add(value)
    if "may" in canon and _MAY.search(canon):
        found.setdefault("month", set()).add("may")
    ampm = ".m" in canon or (  # what _AMPM needs: "a.m", or a digit and "am" / "pm"
        ("am" in canon or "pm" in canon) and _DIGIT.search(canon) is not None)
    evening = False  # a clock time from 6 pm: "today" at it is tonight
    for hour, minute, a, b in _AMPM.findall(canon) if ampm else ():
        if hour[-2:] == "12" and minute in ("", "00"):  # 12 pm is noon, 12 am midnight
            found.setdefault("part of day", set()).add("noon" if a == "p" else "night")
        else:
            found.setdefault("part of day", set()).add(f"{a or b}m")
            evening |= a == "p" and 6 <= int(hour) <= 11
    if "the am" in canon or "the pm" in canon:  # "in the am": in the morning
        found.setdefault("part of day", set()).update(
            f"{half}m" for halves in _THE_AMPM.findall(canon) for half in halves if half)
    for hour, minute in _CLOCK24.findall(canon) if ":" in canon else ():  # "14:00" is pm
        h = int(hour)
        if h in (0, 12) and minute == "00":  # 12:00 is noon, 00:00 midnight
            found.setdefault("part of day", set()).add("noon" if h else "night")
        elif h == 0 or 12 <= h <= 23 or hour[0] == "0":  # "09:00" is written as a 24-hour
            found.setdefault("part of day", set()).add("pm" if h >= 12 else "am")  # clock
            evening |= h >= 18
    if _ZONE_WORDS & set(letter_words(canon)):
        for zone in _CLOCK_ZONE.findall(canon):
            found.setdefault("time zone", set()).add(zone)
    if "day" in canon:  # the rest is about weekdays, which all end in "day"
        _which_day(canon, found)
    if "/" in canon or "-" in canon or "." in canon or "%" in canon:  # "dd/mm/yy" / "mm/dd/yy"
        formats = {m.group(0) for m in _DATE_FORMAT.finditer(canon)}
        formats.update(m.group(0) for m in _STRFTIME.finditer(canon))
        if formats:
            found["date format"] = formats
    if evening and found.get("day") == {"today"}:
        found["day"] = {"tonight"}  # "at 23:00 today" / "at 11 pm tonight"
    days = found.get("weekday")
    if days is not None and {"sat", "sun"} <= days and _BOTH_DAYS.search(canon) \
            and not _TELLS_APART.search(canon):
        days -= {"sat", "sun"}  # "on saturday and sunday" is "on weekends"
        days.add("weekend")
    elif days is not None and "weekend" in days and len(days & {"sat", "sun"}) == 1 and (
            " or " not in canon):
        days.discard("weekend")  # "weekend delivery on saturdays" names the saturday
    return {name: frozenset(values) for name, values in found.items()}


_DATE_PART = r"(?:d{1,2}|m{1,4}|y{2,4})"
_DATE_FORMAT = re.compile(rf"(?<![\w/.\-]){_DATE_PART}(?:[/.\-]{_DATE_PART}){{1,2}}(?![\w/.\-])")
_STRFTIME = re.compile(r"%[a-z](?:[/.\-: ]?%[a-z])+")  # "%d/%m/%y" (case folded)
# "how do prices differ for saturday and sunday" asks about the two days, not the weekend
_TELLS_APART = re.compile(r"\b(?:differ|different|difference|differences|between|compare|compared|"
                          r"vs|versus|cheaper|better|busier|quieter)\b|区别|不同|比")
_BOTH_DAYS = re.compile(r"\b(?:saturdays? and sundays?|sundays? and saturdays?|sat and sun)\b|"
                        r"(?:星期六和?星期[日天]|周六和?周日)")
