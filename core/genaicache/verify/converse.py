"""Converse comparisons: "is C faster than Python" says what "is Python slower than C" says.

Opposite comparatives with the compared things swapped are one statement in two forms. The
opposites check sees "faster" / "slower" and the roles check sees C and Python swap; each alone
would refuse a paraphrase. Both ask :func:`converse` first.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from genaicache.verify.lexicon import has_cjk, stop_words
from genaicache.verify.minimal import apart_at
from genaicache.verify.numbers import spell_out
from genaicache.verify.text import Analysis, analyze, only_span, stem

_PLACEHOLDER = "\x01"
_HYPHEN = re.compile(r"(?<=[a-z])-(?=[a-z])")
# Opposites that relate two things without "than": "italy finished below spain"; "less than"
# and "more than" read as "under" and "over" ("do koalas sleep less than sloths").
_RELATIONS = frozenset({"abov", "below", "befor", "after", "ahead of", "behind", "under",
                        "over"})  # stems
# Words of a choice ("which is lighter, oil or water"): its answer names one of the things, so
# the converse question names the other one.
_CHOICE = frozenset({"or", "vs", "versus", "which", "who", "whom", "whose", "between"})
# Words that say more about one of the things: after the swap they belong to the other one
# ("is C faster than Python and more popular", "can a dog that is bigger than a cat kill it").
_MORE = frozenset({"and", "but", "it", "its", "itself", "they", "them", "their", "that", "so",
                   "while", "because", "also", "though", "although", "if", "when"})
_CHOICE_OR_MORE = _CHOICE | _MORE
_BY_HOW_MUCH = re.compile(
    r"\bhow (?:much|many)\b|\bby what\b|\bpercent|\bper cent\b|\btimes\b|%|\bfold\b|"
    r"\bby (?:\d|a (?:third|half|quarter|factor|lot)|double|half|an order)"
)
# Comparatives with two senses: "lighter" (weight) / "darker" (colour) is no converse;
# against "heavier", "lighter" says weight.
_AMBIGUOUS = frozenset({"lighter", "darker"})


@lru_cache(maxsize=8192)
def converse(query: str, matched: str) -> bool:
    """Whether the two texts differ only in two opposite comparatives (or relations such as
    above / below) with the compared things swapped around them, read with or without a
    circumstance said of the whole comparison on both sides (:func:`_without_context`)."""
    if _in_any_reading(query, matched, spare=True):
        return True
    plain = _without_implied(query, matched)
    if plain is not None and _in_any_reading(*plain, spare=False):
        return True
    # "a low-loft driver" is "a low loft driver", "max-cushion ones" "max cushion ones"
    if "-" in query or "-" in matched:
        spaced = _HYPHEN.sub(" ", query), _HYPHEN.sub(" ", matched)
        return _in_any_reading(*spaced, spare=True)
    return False


def _in_any_reading(query: str, matched: str, spare: bool) -> bool:
    """:func:`_converse` on the texts, or on them without their circumstances."""
    if _converse(query, matched, spare):
        return True
    cores = _without_context(query, matched)
    return cores is not None and _converse(*cores, spare)


# What a comparative says by itself, on both sides: "cheaper to buy a tv" is "a tv cheaper",
# "upload speed slower" is "upload slower". Each item: the comparatives (one of them on each
# side) and the words they imply.
_IMPLIED = (
    (re.compile(r"\b(?:cheaper|(?:more|less) expensive|pricier|costlier)\b"),
     re.compile(r"\b(cheaper|expensive|pricier|costlier) to (?:buy|purchase)\b")),
    (re.compile(r"\b(?:faster|slower|quicker)\b"), re.compile(r"(\w) speeds?\b")),
)


def _without_implied(query: str, matched: str) -> tuple[str, str] | None:
    """Both texts without the words their comparatives imply, when both compare in the same
    terms and one of them says such a word ("is it cheaper to buy a tv in january than in
    november" / "are tvs more expensive in november than in january"). ``None`` when there is
    nothing to leave out. The texts so read must then say the same things with no word to
    spare ("cheaper to buy" is no "more expensive to rent")."""
    left = False
    for compares, implied in _IMPLIED:
        if compares.search(query) and compares.search(matched) and (
                implied.search(query) or implied.search(matched)):
            query, matched, left = implied.sub(r"\1", query), implied.sub(r"\1", matched), True
    return (query, matched) if left else None


# A circumstance of the whole comparison: before it ("on paved roads, is a gravel bike slower
# than a road bike") or after the second compared thing ("... than mysql for heavy writes").
_CONTEXT_WORDS = r"(?:for|on|in|during|when|with)"
_LEADING_CONTEXT = re.compile(rf"^{_CONTEXT_WORDS} ([^,]{{1,60}}), (?=\S)")
_TRAILING_CONTEXT = re.compile(rf"(\bthan (?:\S+ )*?\S+) {_CONTEXT_WORDS} ([^,]{{1,60}})$")


def _without_context(query: str, matched: str) -> tuple[str, str] | None:
    """Both texts without the circumstance each says of its whole comparison, when both say
    the same one: the same content words, read by their first four letters, but for a word
    that only names what the circumstance is ("for heavy writes" / "for write-heavy
    workloads", "on pavement" / "on paved roads"; not "on trails" / "on paved trails", "in mild
    winters" / "in harsh winters", "for gaming" / "for gaming backups"). The full texts still
    go through every other check."""
    from genaicache.verify.critical import opposite_group_of, opposite_terms

    parts = [_context(text) for text in (query, matched)]
    if any(part is None for part in parts):
        return None
    (core_q, said_q), (core_m, said_m) = parts  # type: ignore[misc]
    if not _same_circumstance(said_q, said_m):
        return None
    terms_q, terms_m = opposite_terms(said_q), opposite_terms(said_m)
    if any(opposite_group_of(x, y) for x in terms_q for y in terms_m):
        return None
    return core_q, core_m


def _context(text: str) -> tuple[str, str] | None:
    """``text`` without its circumstance, and the circumstance; ``None`` without one."""
    if "than" not in text.split():
        return None
    found = _LEADING_CONTEXT.match(text)
    if found:
        return text[found.end():], found.group(1)
    found = _TRAILING_CONTEXT.search(text)
    if found:
        return text[:found.start()] + found.group(1), found.group(2)
    return None


# Words that only name what a circumstance is: one side may say them and the other not.
_NAMES_ONLY = frozenset({"workload", "workloads", "road", "roads", "use", "uses", "usage",
                         "purpose", "purposes", "task", "tasks", "conditions", "situations",
                         # "cpu-heavy" / "cpu-bound" / "cpu-intensive": how much it needs
                         "heavy", "bound", "intensive"})


def _same_circumstance(a: str, b: str) -> bool:
    """Whether two circumstances say the same content words, read by their first four letters
    ("pavement" / "paved", "write-heavy" / "heavy"), but for words of :data:`_NAMES_ONLY`."""
    stops = stop_words()

    def heads(phrase: str) -> dict[str, str]:
        words = re.findall(r"[^\W_]+", phrase)
        return {w[:4]: w for w in words if w not in stops and (len(w) > 2 or w.isdigit())}

    in_a, in_b = heads(spell_out(a)), heads(spell_out(b))  # "three-week" is "3-week"
    extra = [word for head, word in (*in_a.items(), *in_b.items())
             if head not in in_a or head not in in_b]
    return bool(in_a.keys() & in_b.keys()) and all(word in _NAMES_ONLY for word in extra)


def _converse(query: str, matched: str, spare: bool = True) -> bool:
    """:func:`converse` read on the texts as they are; ``spare``: whether one verb next to a
    comparative may be said on one side only (:func:`_slots_swap`)."""
    from genaicache.verify.critical import opposite_group_of, opposite_terms
    from genaicache.verify.roles import find_swap

    terms_q, terms_m = opposite_terms(query), opposite_terms(matched)
    if has_cjk(query) or has_cjk(matched):
        return _converse_zh(query, matched, terms_q, terms_m)
    if terms_q == terms_m:
        return False  # no opposite differs: nothing to read as a converse
    a, b = analyze(query), analyze(matched)
    if not _CHOICE_OR_MORE.isdisjoint(_said(a.tokens)) or \
            not _CHOICE_OR_MORE.isdisjoint(_said(b.tokens)):
        return False
    if _BY_HOW_MUCH.search(a.canon) or _BY_HOW_MUCH.search(b.canon):
        return False  # "by what percentage is C faster"
    only_a, only_b = terms_q - terms_m, terms_m - terms_q
    pairs = [(ka, kb) for ka in only_a for kb in only_b if opposite_group_of(ka, kb)
             or _synonym_opposite(ka, kb) or _synonym_opposite(kb, ka)]
    pairs += _less_pairs(a, b)
    if not pairs:
        return False
    # the longest pair, the earlier one of two as long ("closer to", not "to the")
    key_a, key_b = max(pairs, key=lambda p: (_span(p), -(only_span(a.stems, p[0][3:]) or 0)))
    words_a, words_b = key_a[3:], key_b[3:]  # term keys read "en:<stems>"
    if {words_a, words_b} == _AMBIGUOUS:
        return False
    related = {words_a, words_b} <= _RELATIONS or (
        "than" in a.tokens and "than" in b.tokens and _compared(a, words_a)
        and _compared(b, words_b))
    if not related:
        return False
    at_a, at_b = only_span(a.stems, words_a), only_span(b.stems, words_b)
    if at_a is None or at_b is None:
        return False
    if _amount_before(a.tokens, at_a) or _amount_before(b.tokens, at_b):
        return False  # "20% faster" is not "20% slower"; "40 km shorter than" may stay
    # "more expensive" also holds the terms "more" and "expensive"; other terms may differ in
    # wording ("heavy" / "heavier", "mount everest" / "everest"), never as opposites.
    rest_a = {k for k in only_a
              if not _within(k, key_a) and not _overlaps(a.stems, k, at_a, words_a)}
    rest_b = {k for k in only_b
              if not _within(k, key_b) and not _overlaps(b.stems, k, at_b, words_b)}
    if any(_plain_key(x) != _plain_key(y) and opposite_group_of(x, y)
           for x in rest_a for y in rest_b):
        return False
    sides = _sides(a, at_a, words_a), _sides(b, at_b, words_b)
    if _modifiers_trade(*sides):
        return False
    segments = _segments(a, at_a, words_a), _segments(b, at_b, words_b)
    loose = (_same_words(a, b, _near(a, at_a, words_a), _near(b, at_b, words_b)) and (
        _parts_swap(*sides)
        or _circumstances_swap(*segments))) or _slots_swap(
        *segments, *((_next_to(a, at_a, words_a), _next_to(b, at_b, words_b)) if spare
                     else (set(), set())))
    if rest_a or rest_b:
        return loose
    seq_a, seq_b = _replace(a.stems, at_a, words_a), _replace(b.stems, at_b, words_b)
    swap = find_swap(seq_a, seq_b) if Counter(seq_a) == Counter(seq_b) else None
    return loose or swap is not None and _PLACEHOLDER in swap[1] and all(
        any(t.replace(" ", "").isalnum() for t in part) for part in (swap[0], swap[2]))


_ASKED_ZH = re.compile(r"是不是|吗(?=[?？]*$)")
# Degree words between the second compared thing and the comparative ("上海比北京更暖和").
_ZH_DEGREE = "更还要稍略"
# Single characters too common for the lexicon that are opposites after 比 ("韩国比日本小吗" /
# "日本比韩国大吗"), both ways.
_ZH_COMPARED = tuple(
    pair for x, y in (("大", "小"), ("多", "少"), ("高", "矮"), ("高", "低"), ("重", "轻"),
                      ("远", "近"), ("贵", "便宜"), ("早", "晚"), ("胖", "瘦"), ("深", "浅"),
                      ("难", "简单"), ("难", "容易"))
    for pair in ((x, y), (y, x)))


def _converse_zh(query: str, matched: str, terms_q: frozenset[str],
                 terms_m: frozenset[str]) -> bool:
    """"X比Y<A>" / "Y比X<B>" with A and B opposites and the rest the same ("冬天上海比北京暖和吗"
    / "冬天北京比上海冷吗", "长江比黄河长吗" / "黄河比长江短吗")."""
    from genaicache.verify.critical import opposite_group_of

    # an A-not-A question asks what a 吗 question asks ("省考是不是比国考容易" / "国考比省考难吗")
    texts = [_ASKED_ZH.sub("", "".join(analyze(t).canon.split())) for t in (query, matched)]
    if any(t.count("比") != 1 for t in texts):
        return False
    halves = [t.split("比") for t in texts]
    rights = [right for _, right in halves]
    pairs = [(kq, km) for kq in terms_q for km in terms_m
             if kq.startswith("zh:") and km.startswith("zh:") and kq[3:] in rights[0]
             and km[3:] in rights[1] and opposite_group_of(kq, km)]
    pairs += [(f"zh:{x}", f"zh:{y}") for x, y in _ZH_COMPARED
              if rights[0].count(x) == 1 and rights[1].count(y) == 1]
    if not pairs:
        return False
    # the comparative follows the second thing: the pair that ends last, then the longest
    # ("容易", not the "易" inside it)
    key_q, key_m = max(pairs, key=lambda p: (rights[0].index(p[0][3:]) + len(p[0]),
                                             len(p[0]) + len(p[1])))
    sides = []
    for (left, right), key in zip(halves, (key_q, key_m), strict=True):
        term = key[3:]
        if right.count(term) != 1:
            return False
        at = right.index(term)
        sides.append((left, right[:at].rstrip(_ZH_DEGREE), right[at + len(term):]))
    (left_q, second_q, tail_q), (left_m, second_m, tail_m) = sides
    if not (second_q and second_m) or tail_q != tail_m:
        return False
    # the first thing of each side is the second of the other, with the same words around
    # it ("北京的冬天比上海更冷吗" / "上海的冬天比北京暖和吗")
    at_q, at_m = left_q.rfind(second_m), left_m.rfind(second_q)
    return at_q >= 0 and at_m >= 0 and left_q[:at_q] == left_m[:at_m] \
        and left_q[at_q + len(second_m):] == left_m[at_m + len(second_q):]


@lru_cache(maxsize=8192)
def less_opposite(query: str, matched: str) -> tuple[str, str] | None:
    """The two comparatives when one side says "less <x>" and the other "<x>er" or "more <x>",
    each against the same thing ("is gold less dense than silver" / "is gold denser than
    silver"), else ``None``. Against another thing it may be a converse in other words ("water
    is denser than ice" / "ice is less dense than water")."""
    if "less" not in query and "less" not in matched:
        return None
    a, b = analyze(query), analyze(matched)
    pairs = _less_pairs(a, b)
    if not pairs or _than(a.tokens) != _than(b.tokens):
        return None
    return pairs[0][0][3:], pairs[0][1][3:]


def _than(tokens: tuple[str, ...]) -> str:
    """The first word after "than" that is no article ("than the pacific": "pacific")."""
    after = tokens[tokens.index("than") + 1:] if "than" in tokens else ()
    return next((t for t in after if t not in ("the", "a", "an")), "")


def _less_pairs(a: Analysis, b: Analysis) -> list[tuple[str, str]]:
    """"less <x>" on one side against "<x>er" or "more <x>" on the other, as term keys of two
    opposite comparatives ("is gold less dense than silver" / "is silver denser than gold")."""
    found = []
    for x, y, turned in ((a, b, False), (b, a, True)):
        for i in range(len(x.tokens) - 1):
            if x.tokens[i] != "less" or not x.tokens[i + 1].isalpha():
                continue
            word = x.tokens[i + 1]
            forms = {word + "er", word + "r", word + word[-1] + "er",  # dense, hot
                     word[:-1] + "ier" if word.endswith("y") else ""}
            forms |= _same_as(forms | {f"more {word}"})  # "less secure" / "safer"
            for j, token in enumerate(y.tokens):
                if token in forms:
                    other = f"en:{y.stems[j]}"
                elif j and f"{y.tokens[j - 1]} {token}" in forms | {f"more {word}"}:
                    other = f"en:{y.stems[j - 1]} {y.stems[j]}"
                else:
                    continue
                less = f"en:less {x.stems[i + 1]}"
                found.append((other, less) if turned else (less, other))
    return found


_MORE_LESS = frozenset({"more", "mor", "less", "fewer", "most", "least"})  # with their stems


def _compared(analysis: Analysis, words: str) -> bool:
    """Whether the term (stems) compares, by itself or after a comparative ("further
    south")."""
    at = only_span(analysis.stems, words)
    return _compares(words) or (at is not None and at > 0
                                and _compares(analysis.stems[at - 1]))


def _compares(words: str) -> bool:
    """Whether a term (stems) is a comparative or a relation ("cheaper", "more expensive",
    "less dense", "ahead of"), not any opposite that stands beside "than" ("is it cheaper to
    buy a tv in january than in november" / "... to sell a tv in november ...": buy / sell
    is no converse)."""
    if words in _RELATIONS:
        return True
    return any(w in _MORE_LESS or w in _PLAIN_STEMS or (
        w.endswith("er") and len(w) > 4 and w not in _NOT_COMPARATIVE) for w in words.split())


def _synonym_opposite(key: str, other: str) -> bool:
    """Whether a comparative that says the same as term key ``key`` is the lexicon's opposite
    of ``other`` ("taller" says "higher", the opposite of "lower")."""
    from genaicache.verify.critical import opposite_group_of

    return any(opposite_group_of(f"en:{stem(word)}", other)
               for word in _same_as({key[3:]}) if word != key[3:])


def _same_as(comparatives: set[str]) -> set[str]:
    """The comparatives that say the same as any of ``comparatives`` ("more secure": "safer")."""
    return {word for comparative in comparatives for word in _SAME_AS.get(comparative, ())}


def _filler(tokens: tuple[str, ...]) -> int:
    """Where an "it" that stands for nothing is ("is it cheaper to fly ..."), or -1."""
    return 1 if len(tokens) > 2 and tokens[1] == "it" and tokens[0] in _IT else -1


def _said(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """``tokens`` without a filler "it" and without the "it is / it does" that repeats the
    subject after "than" ("is sound slower in air than it is in water"); any other "it"
    refers to a compared thing."""
    at = _filler(tokens)
    said = tokens if at < 0 else tokens[:at] + tokens[at + 1:]
    if "than" in said:
        than = said.index("than")
        if said[than + 1:than + 3] in (("it", "is"), ("it", "does"), ("it", "was")):
            said = said[:than + 1] + said[than + 2:]
    return said


def _plain_key(key: str) -> str:
    return " ".join(_plain(w) for w in key[3:].split())


# Where the second compared thing ends: "than postgres | for heavy writes".
_ENDS_THING = frozenset({"for", "in", "on", "at", "during", "when", "with", "under", "over",
                         "per", "by", "from", "to", "if", "because", "after", "before"})
_NOT_A_PART = frozenset({"one", "ones", "yourself", "myself", "usually", "normally", "generally",
                         "really", "much", "actually", "typically", "traditionally",
                         # "does coffee contain more caffeine than tea" / "does tea have less"
                         "contain", "contains", "have", "has"})
# Words that name what a thing is without telling it apart ("the amazon river", "mount
# everest"): they may be on one side only.
_GENERIC = frozenset({"river", "mount", "mountain", "ocean", "sea", "lake", "city", "country",
                      "planet", "island", "state"})
_GENERIC_STEMS = frozenset(stem(w) for w in _GENERIC)
_IT = frozenset({"is", "was", "would", "will", "does", "could", "can", "be"})


def _sides(analysis: Analysis, at: int, term: str) -> tuple[frozenset[str], frozenset[str]]:
    """The content stems said of the first compared thing (before the comparative) and of the
    second one (after "than" or the relation word, up to a preposition that starts a
    qualifier). Words between the comparative and "than" say in what the two are compared
    ("closer to the sun than"): they belong to neither, unless nothing stands before the
    comparative ("is it cheaper to rent a car in spain than in italy")."""
    stops = stop_words()
    tokens, stems = analysis.tokens, analysis.stems
    end = at + len(term.split())
    than = tokens.index("than", end) if "than" in tokens[end:] else end - 1
    filler = _filler(tokens)
    first: list[str] = []
    between: list[str] = []
    second: list[str] = []
    for i, (token, word) in enumerate(zip(tokens, stems, strict=True)):
        if token in stops or token in _NOT_A_PART or not any(c.isalnum() for c in token):
            if i > than + 1 and token in _ENDS_THING and second:
                break
            continue
        if at <= i < end or i == filler:
            continue
        (first if i < at else between if i < than else second).extend(_plain_parts(token, word))
    # "is it cheaper to rent a car in spain than in italy": the first thing follows the
    # comparative when nothing is said before it
    return frozenset(first or between), frozenset(second)


Segments = tuple[set[str], set[str], set[str]]


def _segments(analysis: Analysis, at: int, term: str) -> Segments:
    """The content stems before the comparative, between it and "than", and after "than"."""
    stops = stop_words()
    tokens, stems = analysis.tokens, analysis.stems
    end = at + len(term.split())
    than = tokens.index("than", end) if "than" in tokens[end:] else end - 1
    parts: Segments = (set(), set(), set())
    for i, (token, word) in enumerate(zip(tokens, stems, strict=True)):
        if (token in stops and token not in _SAYS_MORE) or not any(c.isalnum() for c in token) \
                or at <= i < end:
            continue  # "used", "new", "first" ... say more of a thing, stop words or not
        parts[0 if i < at else 1 if i < than else 2].add(word)
    return parts


# States of a thing the lexicon leaves out ("used" is mostly a verb there, "fixed" means
# repaired as often), and the parts of a hyphenated state ("fixed-rate" / "adjustable-rate")
_CONDITIONS = frozenset({
    *(frozenset({stem(old), "new"}) for old in (
        "used", "refurbished", "second-hand", "secondhand", "pre-owned", "preowned")),
    frozenset({stem("fixed"), stem("adjustable")}), frozenset({stem("fixed"), stem("variable")})})


def _modifiers_trade(sides_a: tuple[frozenset[str], frozenset[str]],
                     sides_b: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether only opposite words said of the two things trade places, the things staying
    ("a high-yield savings account better than a low-yield cd" / "a low-yield savings account
    worse than a high-yield cd", "a used civic cheaper than a new corolla" / "a new civic more
    expensive than a used corolla"); not two things that differ only in those words ("hot
    water denser than cold water" / "cold water less dense than hot water")."""
    from genaicache.verify.critical import opposite_group_of

    (head_a, end_a), (head_b, end_b) = sides_a, sides_b
    if head_a == head_b and end_a == end_b and head_a != end_a:
        return True  # the same things in the same places: only stop words said of them moved
        # ("a used honda civic ... a new toyota corolla" / "a new honda civic ... a used ...")
    moved_a, moved_b = head_a - head_b, head_b - head_a
    if not moved_a or not moved_b:
        return False

    def parts(words: frozenset[str]) -> set[str]:
        return {part for w in words for part in w.split("-") if part}

    def opposed(xs: set[str] | frozenset[str], ys: set[str] | frozenset[str]) -> bool:
        return bool(xs) and all(any(opposite_group_of(f"en:{x}", f"en:{y}")
                                    or frozenset({x, y}) in _CONDITIONS for y in ys) for x in xs)

    # whole ("fixed-rate" / "adjustable-rate", "second-hand" / "new") or in parts ("high-yield"
    # / "low-yield")
    only_a, only_b = parts(moved_a) - parts(moved_b), parts(moved_b) - parts(moved_a)
    if not (opposed(moved_a, moved_b) or opposed(only_a, only_b)):
        return False
    rest_first = head_a - moved_a
    rest_second = end_a - moved_b - {_plain(w) for w in moved_b}
    # each thing keeps words the other lacks ("savings account" / "cd"); not one of them
    # said in fewer words ("a low loft driver" / "a high loft one")
    return bool(rest_first - rest_second) and bool(rest_second - rest_first)


def _circumstances_swap(segments_a: Segments, segments_b: Segments) -> bool:
    """Whether the two compare one thing in two circumstances that trade places ("does sugar
    dissolve faster in hot water than in cold water" / "is sugar slower to dissolve in cold
    water than in hot water", "is the earth closer to the sun in january than in july"), read
    from each side's :func:`_segments`."""
    (head_a, mid_a, end_a), (head_b, mid_b, end_b) = segments_a, segments_b
    head = head_a | head_b
    mid_a, end_a, mid_b, end_b = mid_a - head, end_a - head, mid_b - head, end_b - head
    gone, came = mid_a - mid_b, mid_b - mid_a
    return bool(gone and came) and gone == end_b - end_a and came == end_a - end_b


def _next_to(analysis: Analysis, at: int, term: str) -> set[str]:
    """The stems of the word before a comparative and the two after it: where the verb of the
    comparison stands ("does sound travel faster", "cheaper to buy")."""
    end = at + len(term.split())
    stems = analysis.stems
    return {stems[i] for i in (at - 1, end, end + 1) if 0 <= i < len(stems)}


def _slots_swap(segments_a: Segments, segments_b: Segments, near_a: set[str],
                near_b: set[str]) -> bool:
    """Whether what is compared first on one side is what is compared second on the other,
    reading each side as its words up to "than" against its words after it, less what both
    sides say of the first part alike ("does running uphill burn more calories than running
    on flat ground" / "do you burn fewer calories running on flat ground than running
    uphill", "does the pacific plate move faster than the north american plate" / "is the
    north american plate slower than the pacific plate"). One verb said next to the
    comparative on one side only (``near_a`` / ``near_b``, from :func:`_next_to`: "move
    faster" / "slower") may be left over."""
    (head_a, mid_a, end_a), (head_b, mid_b, end_b) = segments_a, segments_b
    first_a, first_b = head_a | mid_a, head_b | mid_b
    said_a, said_b = first_a | end_a, first_b | end_b
    spare = said_a ^ said_b
    if len(spare) > 1 or not spare <= (near_a - said_b) | (near_b - said_a):
        return False
    context = end_a & end_b  # "... than flying from london to paris": said after both
    own_a, second_a = first_a - end_a, end_a - first_a - context - spare
    own_b, second_b = first_b - end_b, end_b - first_b - context - spare
    # said of the first part alike: in the same place on both sides ("is paris closer to
    # london than rome" is no "is rome farther from paris than london")
    shared = (head_a & head_b) | (mid_a & mid_b)
    own_a, own_b = own_a - shared - spare, own_b - shared - spare
    return bool(second_a and second_b) and own_a == second_b and own_b == second_a


def _plain_parts(token: str, word: str) -> list[str]:
    """The plain form of ``word`` (the stem of ``token``), and of each part of a hyphenated
    token ("write-heavy" also says "write" and "heavy")."""
    parts = [_plain(word)]
    if "-" in token:
        parts.extend(_plain(stem(w)) for w in token.split("-") if w)
    return parts


# Stop words that still tell a thing apart ("a used tesla", "the new model")
_SAYS_MORE = frozenset({"used", "new", "old", "first", "last", "best", "own", "other", "next"})


def _near(analysis: Analysis, at: int, term: str) -> set[int]:
    """The comparative's positions, with a comparative word right before a relation that is
    a function word ("closer to"; not "silver" before "cheaper")."""
    near = set(range(at, at + len(term.split())))
    if at and analysis.tokens[at - 1].endswith("er") and analysis.tokens[at] in stop_words():
        near.add(at - 1)
    return near


def _words(analysis: Analysis, skip: set[int]) -> set[str]:
    stops = stop_words()
    found = set()
    filler = _filler(analysis.tokens)
    for i, (token, word) in enumerate(zip(analysis.tokens, analysis.stems, strict=True)):
        if i in skip or (token in stops and token not in _SAYS_MORE) or token in _NOT_A_PART \
                or token in _GENERIC or i == filler:
            continue
        found.update(_plain_parts(token, word))
    return found


def _same_words(a: Analysis, b: Analysis, skip_a: set[int], skip_b: set[int]) -> bool:
    """Whether both sides say the same things apart from the comparatives ("is a used tesla
    cheaper than a prius" says more than "is a prius more expensive than a tesla")."""
    extra = _words(a, skip_a) ^ _words(b, skip_b)
    # a generic word is no part on either side, also inside a hyphenated one ("solid-state")
    return not {w for w in extra if "-" not in w and w not in _GENERIC_STEMS}


def _plain(word: str) -> str:
    """A comparative's base ("heavier" -> "heavy", "lighter" -> "light")."""
    if word.endswith("ier") and len(word) > 5:
        return word[:-3] + "y"
    if word.endswith("er") and len(word) > 5:
        return word[:-2]
    return word


def _parts_swap(a: tuple[frozenset[str], frozenset[str]],
                b: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether what sets the second thing apart on each side is said of the first thing on the
    other ("is the amazon river shorter than the nile" / "is the nile longer than the
    amazon"), and nothing of it stays second on both ("closer to london than rome" is not
    "farther from paris than london")."""
    (first_a, second_a), (first_b, second_b) = a, b
    own_a, own_b = second_a - first_a, second_b - first_b
    return bool(own_a and own_b) and own_a <= first_b and own_b <= first_a \
        and not own_a & own_b


def _span(pair: tuple[str, str]) -> int:
    return len(pair[0].split()) + len(pair[1].split())


def _within(key: str, term: str) -> bool:
    """Whether the words of term key ``key`` all belong to term key ``term``."""
    return set(key[3:].split()) <= set(term[3:].split())


def _overlaps(stems: tuple[str, ...], key: str, at: int, term: str) -> bool:
    """Whether term key ``key`` stands once, across the comparative ``term`` at ``at`` ("to the"
    in "closer to the sun" belongs to "closer to")."""
    start = only_span(stems, key[3:])
    return start is not None and start < at + len(term.split()) and \
        start + len(key[3:].split()) > at


def _amount_before(tokens: tuple[str, ...], at: int) -> bool:
    """Whether an amount stands right before the comparative at ``at`` ("20% faster", "2x
    slower", "10 times cheaper"; "a lot faster" is none)."""
    before = tokens[at - 1] if at else ""
    # a number or a sum, not a name with a digit in it ("is k2 shorter than everest")
    amount = (before[:1].isdigit() or before[:1] in {"$", "€", "£", "¥"}
              or before in _AMOUNT_WORDS)
    # ... nor the numbers compared themselves ("is 2/3 bigger than 3/5"; not a sum, "is 3 more
    # than 9 equal to 12")
    return amount and not (all(t in _ASKS_IS or t[:1].isdigit() for t in tokens[:at])
                           and _SUM.isdisjoint(tokens))


_ASKS_IS = frozenset({"is", "are", "was", "were", "does", "do", "did"})
_SUM = frozenset({"equal", "equals", "plus", "minus", "sum", "total", "=", "make", "makes",
                  "same", "add", "adds"})
_AMOUNT_WORDS = frozenset({"%", "percent", "cent", "pct", "off", "times", "twice", "thrice",
                           "half", "third", "x", "tenfold", "twofold", "magnitude"})


def _replace(stems: tuple[str, ...], at: int, term: str) -> list[str]:
    """``stems`` with ``term`` at ``at`` replaced by one placeholder."""
    return [*stems[:at], _PLACEHOLDER, *stems[at + len(term.split()):]]


# Comparatives that say the same ("bigger" / "larger"); any other two differ ("closer to the
# sun than venus" / "hotter than venus"). Opposites are the lexicon's and the converse's.
_SAME_COMPARISON = tuple(frozenset(group.split("|")) for group in (
    "bigger|larger|greater|more", "smaller|tinier|littler|less|fewer", "faster|quicker|speedier",
    "better|superior|more effective",
    "worse|inferior|more dangerous|more harmful|riskier|unhealthier",
    "cheaper|less expensive|less costly",
    "more expensive|pricier|costlier|dearer", "harder|more difficult|tougher",
    "easier|simpler", "safer|more secure", "stronger|more powerful", "older|elder",
    "taller|higher", "heavier|weightier", "hotter|warmer", "colder|cooler|chillier",
    "further|farther", "closer|nearer", "healthier|better for you", "wider|broader",
    "newer|more recent", "popular|more popular", "common|more common"))
# Each comparative with every one of :data:`_SAME_COMPARISON` that says the same (itself too)
_SAME_AS = {word: frozenset().union(*(group for group in _SAME_COMPARISON if word in group))
            for group in _SAME_COMPARISON for word in group}
_NOT_COMPARATIVE = frozenset({"other", "rather", "number", "water", "never", "ever", "over",
                              "under", "after", "paper", "computer", "order", "answer", "either",
                              "neither", "whether", "together", "later", "per", "her", "user",
                              "player", "server", "power", "matter", "winter", "summer",
                              "weather", "letter", "center", "member", "river", "super",
                              "proper", "inner", "outer", "upper"})
_PLAIN_COMPARATIVE = frozenset({"better", "worse", "more", "less", "fewer", "further", "farther",
                                "elder", "lower", "higher"})
# The same as the terms' stems read them ("worse" -> "wors")
_PLAIN_STEMS = _PLAIN_COMPARATIVE | frozenset(stem(w) for w in _PLAIN_COMPARATIVE)


def _comparative(tokens: tuple[str, ...]) -> str:
    """The comparative of a text's one "than" ("closer", "more expensive"), else ``""``."""
    if tokens.count("than") != 1:
        return ""
    at = tokens.index("than")
    for i in range(at - 1, max(-1, at - 6), -1):
        word = tokens[i]
        if i and tokens[i - 1] in ("more", "less"):
            return f"{tokens[i - 1]} {word}"
        if word in _PLAIN_COMPARATIVE or (word.endswith("er") and len(word) > 4
                                         and word not in _NOT_COMPARATIVE):
            return word
    return ""


def other_comparative(query: str, matched: str) -> tuple[str, str] | None:
    """The two comparatives when both sides compare with "than" in words that neither mean
    the same nor are opposites ("is mercury closer to the sun than venus" / "is mercury
    hotter than venus"), else ``None``."""
    if "than" not in query or "than" not in matched:
        return None
    a, b = analyze(query), analyze(matched)
    x, y = _comparative(a.tokens), _comparative(b.tokens)
    if not x or not y or x == y or any({x, y} <= group for group in _SAME_COMPARISON):
        return None
    if _after_than(a) != _after_than(b):
        return None  # other things compared, maybe the other way round: not this rule's
    if _adjective(x)[:4] == _adjective(y)[:4]:
        return None  # "tougher" / "more tough"; "denser" / "less dense" is the converse's
    return x, y


def _after_than(analysis: Analysis) -> frozenset[str]:
    """The content stems after "than" (what the first thing is compared with)."""
    stops = stop_words()
    at = analysis.tokens.index("than")
    return frozenset(s for t, s in zip(analysis.tokens[at + 1:], analysis.stems[at + 1:],
                                       strict=True) if t not in stops)


def _adjective(comparative: str) -> str:
    """The adjective a comparative is made of ("more tough" -> "tough", "hotter" -> "hott")."""
    words = comparative.split()
    if len(words) == 2:
        return words[1]
    word = words[0]
    return word[:-3] + "y" if word.endswith("ier") else word[:-2]


# "as good as", "as effective as": the two things equal; not the idioms "as well as", "as soon
# as", "as long as", "as far as", "as much as", "as many as"
_NO_IDIOM = r"(?!(?:well|soon|long|far|much|many)\b)"
_AS_AS = re.compile(rf"\bas {_NO_IDIOM}([a-z]+) as\b|"
                    r"\bthe (same)(?: [a-z]+){0,3}? as\b|\b(equal|equivalent) to\b")  # ("taxed
# the same as nsos", "the same amount of protein as", "equal to the traditional limit")
# ... and the idioms, against the comparative they stand for: "work as well as the brand" /
# "work better than the brand", "weigh as much as" / "weigh more than"
_EITHER = re.compile(r"\b(?:same|equal|equivalent|equally)\b")
_AS_IDIOM = re.compile(r"\bas (well|much|many) as\b")
_IDIOM_OF = {"well": ("better", "worse"), "much": ("more", "less"), "many": ("more", "fewer")}
_ANY_MORE = re.compile(r"\bany (?:more |less )?[a-z]+ than\b")
# ... with what is compared between: "as common in black people as in white people" / "more
# common in black people than ..." (the adjective of the comparative, said once)
_IRREGULAR = {"good": ("better", "worse"), "bad": ("worse", "better")}
_AS_APART = re.compile(rf"\bas {_NO_IDIOM}([a-z]+)(?: [a-z0-9]+){{1,8}}? as\b")


def equal_against_more(query: str, matched: str) -> tuple[str, str] | None:
    """``(equal, comparative)`` when one side asks whether one thing is as good as another and
    the other whether it is better, of the same things ("is a master's degree as good as work
    experience" / "... better than work experience"), else ``None``."""
    if " as " not in query and " as " not in matched and " to " not in query + matched:
        return None  # most texts
    for x, y in ((query, matched), (matched, query)):
        a, b = analyze(x), analyze(y)
        equal = _AS_AS.search(a.canon)
        more = _comparative(b.tokens)
        if not equal and more and (idiom := _AS_IDIOM.search(a.canon)) and \
                more.split()[0] in _IDIOM_OF[idiom.group(1)]:
            equal = idiom
        apart = _AS_APART.search(a.canon) if not equal and more else None
        if apart and _compares_it(apart.group(1), more):
            equal = apart
        if not equal or not more or _AS_AS.search(b.canon) or "than" in a.tokens or \
                _EITHER.search(b.canon) or re.search(rf"\b{re.escape(more)}\b", a.canon):
            continue  # (each asks both: "is 5g the same as wifi, or faster")
        if a.canon[:equal.start()].endswith("times ") or _ANY_MORE.search(b.canon):
            continue  # "10 times as fast as" = "10 times faster than"; "is it any worse than"
            # asks whether it is as good as
        word = next(group for group in equal.groups() if group)
        skipped = stop_words() | {word, "as", "than", "to", *equal.group(0).split(),
                                  *more.split()}
        if _stems_but(a, skipped) == _stems_but(b, skipped):
            return (f"as {word} ... as" if equal is apart else equal.group(0),
                    f"{more} than")
    return None


def _compares_it(adjective: str, comparative: str) -> bool:
    """Whether ``comparative`` is the comparative of ``adjective`` ("more common", "safer",
    "cheaper", "deadlier", "hotter", "better" of "good")."""
    word = comparative.split()[-1]
    return word == adjective or word in _IRREGULAR.get(adjective, ()) or word in (
        adjective + "er", adjective + "r", adjective[:-1] + "ier", adjective + adjective[-1] + "er")


def _stems_but(analysis: Analysis, skipped: frozenset[str]) -> frozenset[str]:
    """The stems of the words of ``analysis`` other than ``skipped``."""
    return frozenset(s for t, s in zip(analysis.tokens, analysis.stems, strict=True)
                     if t not in skipped)


# "do better hashtags mean more views" / "do more hashtags ...": a kind against an amount, said
# of a thing that follows; not "which pays better" / "which pays more", said of a deed
_QUALITY = frozenset({"better", "worse", "best", "worst"})
_QUANTITY = frozenset({"more", "fewer", "less", "most", "fewest", "least"})
_BEFORE_A_THING = frozenset({"do", "does", "did", "is", "are", "was", "were", "the", "a", "an",
                             "get", "gets", "got", "have", "has", "need", "needs", "want", "use",
                             "make", "makes", "mean", "means", "give", "gives", "with", "for",
                             "of", "by", "without", "buy", "buying", "add", "adding", "using",
                             "choose", "getting"})


def better_against_more(query: str, matched: str) -> tuple[str, str] | None:
    """``(word, other)`` when the texts are one word apart, "better" or "worse" against "more",
    "fewer" or "less" (or "best" against "most"), said before the things it picks ("better
    hashtags" / "more hashtags"), else ``None``."""
    at = apart_at(query, matched)
    tokens = analyze(query).tokens
    if at is None or not 0 < at < len(tokens) - 1:
        return None
    pair = tokens[at], analyze(matched).tokens[at]
    if _QUALITY.isdisjoint(pair) or _QUANTITY.isdisjoint(pair):
        return None
    after = tokens[at + 1]
    return pair if tokens[at - 1] in _BEFORE_A_THING and after.endswith("s") and not (
        after.endswith("ss")) and after not in stop_words() else None  # (things counted: not
    # "better battery life" / "more battery life", "worse mileage" / "less mileage")
