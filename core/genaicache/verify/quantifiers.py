"""Quantified yes/no questions: "do all snakes lay eggs" and "do some snakes lay eggs".

The answers differ (no / yes), and the two differ in one small word that the embedding model
barely sees. Only a quantifier that opens the question (after its auxiliary, a lead-in such as
"quick question:", or "do you think / is it true that") counts: "some" and "all" elsewhere are
too often idioms ("the best movies of all time", "what are some good books").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import has_cjk, stop_words
from genaicache.verify.minimal import added_at, added_span, apart_at
from genaicache.verify.numbers import RANK_DIGITS
from genaicache.verify.text import analyze, stem

_AUX = (r"do|does|did|are|is|were|was|can|could|will|would|should|shall|have|has|had|must|"
        r"may|might")
_MODAL = frozenset({"can", "could", "will", "would"})
_QUANTIFIED = re.compile(
    rf"(?:^(?:[^,:]{{0,40}}[,:]\s*)?({_AUX})|\b(?:think|true that|whether|if))\s+"
    r"(almost|nearly|virtually|only)?\s*"
    r"(all|every|each|both|some|any|several|many|either|most)\b"
)
_CLASS = {"all": "all", "every": "all", "each": "all", "both": "all", "some": "some",
          "any": "some", "several": "some", "many": "some", "either": "some", "most": "most"}
_MODIFIED = {"almost": "most", "nearly": "most", "virtually": "most", "only": "some"}


@lru_cache(maxsize=8192)
def quantifier(text: str) -> str | None:
    """"all", "some" or "most" for a yes/no question about a quantified subject, else None.

    "Almost all" is most and "only some" some; "any" after "can / will" is any one at all
    ("can any dog be trained" asks what "can all dogs be trained" asks).
    """
    canon = analyze(text).canon.strip()
    if has_cjk(canon):
        return _han_quantifier(canon)
    match = _QUANTIFIED.search(canon)
    if match is None:
        return None
    aux, modifier, word = match.groups()
    if modifier:
        return _MODIFIED[modifier]
    if word == "any" and aux in _MODAL:
        return "all"
    return _CLASS[word]


# A Chinese yes/no question ("...吗") about all (所有鲸鱼都有牙齿吗) or some (有些鲸鱼有牙齿吗)
_HAN_ALL = ("所有", "全部", "每个", "每一种", "每一个", "每一位", "每种", "一切")
_HAN_SOME = ("有些", "一些", "部分", "某些", "有的")
# Times, not the subject: "每个月" (every month), "每一天" (every day)
_HAN_TIMES = ("每个月", "每一天", "每一年", "每一周", "每一次")


# "有快递公司能寄锂电池吗" (is there one that can) against "所有快递公司都能..." (can all); not
# "有必要...吗" (is it needed), "有可能...吗" (is it possible), "有用吗" (is it of use)
_THERE_IS = re.compile(r"(?:请问|想问一下|问一下)?有(?:没有)?"
                       r"(?!必要|可能|用|效|意义|点|时候|没有必要)")


def _han_quantifier(canon: str) -> str | None:
    if not canon.endswith("吗"):
        return None
    for time in _HAN_TIMES:
        canon = canon.replace(time, "")
    every = any(word in canon for word in _HAN_ALL)
    rest = canon.replace("所有", "")  # 所有的 holds 有的
    some = any(word in rest for word in _HAN_SOME) or _THERE_IS.match(rest) is not None
    return None if every == some else "all" if every else "some"


_DETERMINERS = r"(?:the |my |your |our |their |these |those )"
_DETERMINER = rf"{_DETERMINERS}?"
_ALL_OF = re.compile(rf"\ball (?:of )?{_DETERMINER}([a-z]+)(?: ([a-z]+))?")
_EACH_OF = re.compile(r"\b(?:every|each) (?!few\b|couple\b)([a-z]+)(?: ([a-z]+))?")  # not
# "every few minutes", which says how often, not all of them
_ONE_OF = re.compile(r"\b(?:a single|single|an|a|one|any) ([a-z]+)(?: ([a-z]+))?")
_QUESTION = re.compile(rf"^(?:{_AUX})\b")
_ANY_ALL = re.compile(r"\b(?:all|every|each)\b")


@lru_cache(maxsize=8192)
def _all_of(text: str) -> frozenset[str]:
    """Stems of the things ``text`` names all of ("delete all (duplicate) rows", "every row"
    -> {"row"}): a plural word in the two after "all", any word after "every / each"."""
    canon = analyze(text).canon
    found = _plurals(_ALL_OF, canon)
    found.update(stem(w) for m in _EACH_OF.finditer(canon) for w in m.groups() if w)
    return frozenset(found)


def _plurals(pattern: re.Pattern[str], canon: str) -> set[str]:
    """Stems of the plural words (of more than three letters) ``pattern`` captures in
    ``canon``."""
    return {stem(w) for m in pattern.finditer(canon) for w in m.groups()
            if w and w.endswith("s") and len(w) > 3}


# All of the things one owns or names ("all my quickdraws", "all the outlets"), and one of
# them said too ("if one got dropped")
_ALL_OWNED = re.compile(rf"\ball (?:of )?{_DETERMINERS}([a-z]+)(?: ([a-z]+))?")
_ONE_TOO = re.compile(r"\b(?:one|a single)\b")


def _all_owned(text: str) -> frozenset[str]:
    """Stems of the plural things ``text`` names all of that are owned or named ("all my
    quickdraws", "all the outlets")."""
    return frozenset(_plurals(_ALL_OWNED, analyze(text).canon))


_THE_ONE = re.compile(r"\b(?:the|my|your|our|their) ([a-z]+)(?: ([a-z]+))?")
_ONE_SAID = re.compile(r"\b(?:one|a single|single) ([a-z]+)(?: ([a-z]+))?")


@lru_cache(maxsize=8192)
def _one_said(text: str) -> frozenset[str]:
    """Stems of the two words after "one" or "a single", said as a number ("one family
    member"), where "a" may mean any."""
    canon = analyze(text).canon
    if "one" not in canon and "single" not in canon:
        return frozenset()
    return frozenset(stem(w) for m in _ONE_SAID.finditer(canon) for w in m.groups() if w)


@lru_cache(maxsize=8192)
def _one_of(text: str) -> frozenset[str]:
    """Stems of the two words after "a / an / one / a single" ("delete a (duplicate) row"),
    and of singular words after "the" ("get the key with the max value")."""
    canon = analyze(text).canon
    found = {stem(w) for m in _ONE_OF.finditer(canon) for w in m.groups() if w}
    found.update(w for m in _THE_ONE.finditer(canon) if (w := _the_head(*m.groups())))
    return frozenset(found)


def _the_head(first: str, second: str | None) -> str:
    """The stem of the singular noun "the" names: the second of two words when it is no function
    word ("the user list": a list), none when that one is plural ("the duplicate entries")."""
    if second and second not in stop_words():
        return "" if second.endswith("s") else stem(second)
    return "" if first.endswith("s") else stem(first)


_BOTH = re.compile(rf"\bboth (?:of )?{_DETERMINER}([a-z]+)")
_JUST_ONE = re.compile(rf"\b(?:one|1|a single|either) (?:of )?{_DETERMINER}([a-z]+)")
# "either" that says both: after a negation ("no sound from either of my airpods": from
# neither), or of the two sides or ends of a thing ("cook on either side of the foil")
_NEGATED_BEFORE = re.compile(r"\b(?:not|no|never|without|cannot)\b")
_EITHER_OF_TWO = frozenset({"side", "sides", "end", "ends", "way", "hand", "hands"})


@lru_cache(maxsize=8192)
def _both_one(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """Stems of the things ``text`` names both of ("both headlights") and one of ("one
    headlight", "either parent"). Neither reading is generic, so questions count too."""
    canon = analyze(text).canon
    both = _BOTH.finditer(canon) if "both" in canon else ()
    one = [m for m in _JUST_ONE.finditer(canon) if not canon.startswith("either", m.start()) or (
        m.group(1) not in _EITHER_OF_TWO and not _NEGATED_BEFORE.search(canon, 0, m.start()))]
    return (frozenset(stem(m.group(1)) for m in both), frozenset(stem(m.group(1)) for m in one))


def _both_against_one(x: str, y: str) -> str:
    """The thing ``x`` names both of and ``y`` one of (and not both of), else ``""``."""
    if "both" not in analyze(x).canon:
        return ""  # names both of nothing: neither side's "one of" is read
    both_x, one_x = _both_one(x)
    if not both_x:
        return ""
    both_y, one_y = _both_one(y)
    return next(iter(sorted((both_x - both_y) & (one_y - one_x))), "")


# "do i need both a passport and a visa" / "do i need a passport or a visa"
_BOTH_AND = re.compile(r"\bboth\b[^,;?]* and\b")
_OR = re.compile(r"(?<!\bwhether )\bor\b(?! not\b)")


def _both_and_against_or(x: str, y: str) -> bool:
    """Whether ``x`` asks of both of two things and ``y`` of one or the other."""
    return ("both" in x and "both" not in y and " and " not in y and _BOTH_AND.search(x)
            is not None and _OR.search(y) is not None)


# "from multiple images at once" / "from one image": several of a thing against one of it
_SEVERAL = re.compile(r"\b(?:multiple|several|many|various|a few|a couple of|a batch of|a bunch of|"
                      rf"lots of|a lot of|(?:more than|over) (?:one|1)) {_DETERMINER}([a-z]+)")
# ("more than one" reads "over one")
_SINGLE = re.compile(r"(?<!\bthan )(?<!\bover )\b(?:one|a single) ([a-z]+)")
_MORE_THAN_ONE = re.compile(r"\b(?:more than|over) one\b")
_A_SINGLE = re.compile(r"\b(?:one|a single|a|an) ([a-z]+)")
_A_NEW = re.compile(r"\b(?:one|a single|a|an) (?:new |single |specific |particular )?([a-z]+)")


# "update all npm packages" / "update one npm package": all of a kind against one of it
# (a name between is a mark: "all \x00 packages"); "every npm package" too. Not "into one
# file", what is made of them all
_ALL_HEAD = re.compile(r"\ball\s+(?:(?:the|of the|my|of my|your|our)\s+)?(?:\S+\s+)?([a-z]+s)\b|"
                       r"\bevery\s+(?:\S+\s+)?([a-z]+)\b")
_ONE_HEAD = re.compile(r"(?<!\binto )(?<!\bin )(?<!\bto )\b(?:one|a single|single)\s+"
                       r"(?:\S+\s+)?([a-z]+)\b")


def _all_against_one_head(x: str, y: str) -> str:
    """The thing ``x`` does something to all of and ``y`` to one of ("update all npm
    packages" / "update one npm package"), outside yes/no questions ("can all dogs eat
    bananas" asks what "can one dog" asks), else ``""``."""
    if ("all" not in x and "every" not in x) or _QUESTION.match(x) or _QUESTION.match(y) or (
            re.search(r"\b(?:all|every)\b", y)):
        return ""
    heads = {stem(m.group(1) or m.group(2)) for m in _ALL_HEAD.finditer(x)}
    if not heads or _SINGLE.search(x):
        return ""
    return next((m.group(1) for m in _ONE_HEAD.finditer(y) if stem(m.group(1)) in heads), "")


def _several_against_one(x: str, y: str) -> str:
    """The thing ``x`` names several of and ``y`` one of, neither naming the other's count,
    else ``""``. ``x`` must say no "one" of its own ("merge multiple columns into one")."""
    several = {stem(m.group(1)): m.group(1) for m in _SEVERAL.finditer(x)}
    if not several or re.search(r"\bone\b", _MORE_THAN_ONE.sub("", x)):
        return ""
    singles = _SINGLE if _QUESTION.match(x) or _QUESTION.match(y) else _A_NEW
    one = {stem(m.group(1)) for m in singles.finditer(y)} & several.keys()  # "delete a row" /
    # "delete multiple rows"; not in a yes/no question ("can a dog ...")
    if not one:
        return ""
    one -= {stem(m.group(1)) for m in _A_SINGLE.finditer(x)}  # "split a cell into multiple"
    one -= {stem(m.group(1)) for m in _SEVERAL.finditer(y)}
    return several[min(one)] if one else ""


# "restore a whole database" / "restore a single table": all of a thing, or one part
_WHOLE = re.compile(r"\b(?:whole|entire) ([a-z]+)")
_ONE_PART = re.compile(r"\b(?:a single|one single|an individual|individual|a specific|"
                       r"specific|a particular|(?<!\bnot )(?:just|only) the) ([a-z]+)")


def _whole_against_part(x: str, y: str) -> str:
    """``"whole <thing>"`` when ``x`` says the whole of a thing and ``y`` one single thing,
    neither saying the other's, else ``""``."""
    if "whole" not in x and "entire" not in x:
        return ""  # most texts
    whole, part = _WHOLE.search(x), _ONE_PART.search(y)
    if whole and part and not _WHOLE.search(y) and not _ONE_PART.search(x):
        return whole.group(0)
    return ""


# "sell their share of an inherited house" / "sell an inherited house": a part one owns of a
# thing, against the thing
_SHARE_OF = re.compile(r"\b(?:my|his|her|their|our|your) (share|portion|stake|percentage|half) "
                       r"(?:of|in) (?:the |an? |my |his |her |their |our |your )?(?:\w+ )?"
                       r"(house|home|property|business|company|estate|land|farm|building|"
                       r"apartment|condo|llc|partnership|car|inheritance)\b")


def _share_against_whole(x: str, y: str) -> str:
    """``"<share> of <thing>"`` when ``x`` says one's share of a thing ``y`` names without a
    share, else ``""``."""
    if "of " not in x and "in " not in x:
        return ""
    found = _SHARE_OF.search(x)
    if found is None or _SHARE_OF.search(y) or found.group(1) in y:
        return ""
    thing = stem(found.group(2))
    return found.group(0) if thing in {stem(w) for w in y.split()} else ""


# "... if all of them are damaged" / "... if only one is damaged", "家里所有房间都被烟熏了" /
# "家里只有一个房间被烟熏了": all of them said once more on one side, only one on the other
_ONLY_ONE = re.compile(r"(?<!\bnot )(?<!\bthe )\b(?:only|just) (?:one|a single)\b|"
                       r"(?:只有|仅有|只)一[个间颗只位台辆件张家]")
_ALL_SAID = re.compile(r"\ball\b(?! right| the time| day| night| over| along)(?<!\bat all)|"
                       r"\bevery\b|所有|全部|每个|都")
_ONE_ANYWHERE = re.compile(r"\b(?:one|single)\b|一[个间颗只位台辆件张]")


def _all_against_only_one(x: str, y: str) -> bool:
    """Whether ``y`` says only one where ``x`` says all once more than ``y`` does, and one
    nowhere ("run a single seeder instead of all" says both)."""
    if not _ONLY_ONE.search(y) or _ONE_ANYWHERE.search(x):
        return False
    return len(_ALL_SAID.findall(x)) > len(_ALL_SAID.findall(y))


# "how many pills can i take at once" / "... in a day", "how many va loans can you have at
# the same time" / "how many times can you use one": at one time, against over a period
_AT_ONCE = re.compile(r"\b(?:at the same time|simultaneously|at once|at a time|concurrently)\b")
_HOW_MANY = re.compile(r"\bhow (?:many|much)\b")
_OVER_TIME = re.compile(r"\bhow many times\b|\b(?:a|per|each|in a|in one) (?:day|week|month|"
                        r"year|lifetime)\b|\bin (?:total|all)\b")


# "is too much coffee bad for you" / "is coffee bad for you": an amount past a limit
_TOO_MUCH = re.compile(r"\btoo (?:much|many|little|few)\b|\bexcessive(?:ly)?\b|\bin excess\b")
# ... said in one word ("overwatering", "overdose", "underfed", "excess"), or as "so much"
_OVERDONE = re.compile(r"\b(?:over|under)[a-z]{3,}|\bexcess\b|\bso (?:much|many)\b")


def _scope_added(x: str, y: str) -> str:
    """"at the same time" when ``x`` asks how many at once and ``y`` how many over a period,
    "too much" when ``x`` asks of an amount past a limit that ``y`` does not name, else
    ``""``."""
    if (found := _TOO_MUCH.search(x)) and not _TOO_MUCH.search(y) and not _OVERDONE.search(y):
        return found.group(0)
    if _HOW_MANY.search(x) and _HOW_MANY.search(y) and (found := _AT_ONCE.search(x)) and (
            not _AT_ONCE.search(y)) and _OVER_TIME.search(y) and not _OVER_TIME.search(x):
        return found.group(0)
    return ""


# One of a thing or several of it: "publish multiple apps with one developer account"
_SEVERAL_WORDS = r"multiple|several|many|two|three|four|more than one|[2-9]|[1-9]\d+"
_ONE_OR_MANY = re.compile(rf"\b(one|a single|single|an?|{_SEVERAL_WORDS})\s+(?:\x00\s+)?"
                          r"([a-z][a-z-]+)")
_ONE_WORDS = frozenset({"one", "a single", "single", "a", "an"})
_SEVERAL_WORD = re.compile(rf"\b(?:{_SEVERAL_WORDS})\b")


def _counts(text: str) -> dict[str, bool]:
    """The things ``text`` counts, by stem, each with whether it says one of them; a thing
    counted both ways is left out."""
    said: dict[str, set[bool]] = {}
    for m in _ONE_OR_MANY.finditer(text):
        said.setdefault(stem(m.group(2)), set()).add(m.group(1) in _ONE_WORDS)
    return {thing: next(iter(ways)) for thing, ways in said.items() if len(ways) == 1}


def _counts_crossed(x: str, y: str) -> tuple[str, str] | None:
    """Two things, one counted one and the other several on one side and the other way round
    on the other ("multiple apps with one developer account" / "one app with multiple
    developer accounts"), else ``None``."""
    if not (_SEVERAL_WORD.search(x) and _SEVERAL_WORD.search(y)):
        return None  # each side must count several of something
    a, b = _counts(x), _counts(y)
    crossed = sorted(thing for thing, one in a.items() if b.get(thing, one) != one)
    singles = [thing for thing in crossed if a[thing]]
    several = [thing for thing in crossed if not a[thing]]
    return (singles[0], several[0]) if singles and several else None


_ALL_KIND = re.compile(r"\b(all|every) ([a-z][a-z-]+) ([a-z][a-z-]+)\b")
_ALL_OF_THING = re.compile(r"\b(all|every) ([a-z][a-z-]+)\b")
# Words before a thing that take in all of it still ("all known agents", "every other day")
_NOT_A_KIND = frozenset({"known", "real", "possible", "available", "existing", "different",
                         "other", "such", "kinds", "types", "sorts", "single", "last",
                         "remaining", "current"})


def _kind_within_all(x: str, y: str) -> str:
    """``"all <kind> <things>"`` when ``x`` narrows to one kind the things ``y`` takes all of,
    in a word ``y`` does not say ("valid on all regional trains" / "on all trains"), else
    ``""``."""
    if not _ALL_KIND.search(x):
        return ""
    stops = stop_words()
    stems_y = {stem(w) for w in _WORDS.findall(y)}
    all_of_y = {stem(m.group(2)) for m in _ALL_OF_THING.finditer(y)}
    for m in _ALL_KIND.finditer(x):
        _, kind, thing = m.groups()
        if kind in stops or kind in _NOT_A_KIND or stem(kind) in stems_y or thing in stops:
            continue
        if stem(thing) in all_of_y:
            return m.group(0)
    return ""


# A state a thing is in ("cooked sushi", "a refurbished laptop"), said before a thing the other
# side names without that state: the question is about that kind of the thing only. Each
# state with the beginnings of words that say it too ("thaw lobster tails" are frozen ones,
# "bread with mold" is moldy bread); a state not listed is said by its own first letters.
_STATES_SAID = {
    "cooked": ("cook",), "uncooked": ("uncook", "raw"), "undercooked": ("undercook", "raw"),
    "raw": ("raw", "uncook"), "frozen": ("froz", "freez", "thaw", "defrost", "unfreez"),
    "thawed": ("thaw", "defrost", "refreez"), "canned": ("can", "tin"), "dried": ("dri", "dry"),
    "smoked": ("smok",), "pickled": ("pickl",), "fermented": ("ferment",),
    "pasteurized": ("pasteur",), "unpasteurized": ("unpasteur", "raw"),
    "decaf": ("decaf", "caffeine-free"), "decaffeinated": ("decaf", "caffeine-free"),
    "expired": ("expir", "out of date", "outdated", "past"), "moldy": ("mold", "mould"),
    "mouldy": ("mold", "mould"), "spoiled": ("spoil", "bad", "sour", "off"),
    "rotten": ("rot", "bad"), "reheated": ("reheat", "warm"),
    "refurbished": ("refurb", "renewed"), "used": ("used", "second", "pre-owned", "thrift"),
    "secondhand": ("used", "second", "pre-owned", "passive"),
    "second-hand": ("used", "second", "pre-owned", "passive"),
    "pre-owned": ("used", "second", "pre-owned"), "counterfeit": ("counterfeit", "fake"),
    "stolen": ("stol", "steal", "theft", "thief"), "unlocked": ("unlock", "sim-free"),
    "jailbroken": ("jailbr",), "unvaccinated": ("vaccin", "unvaccin"),
    "vaccinated": ("vaccin",), "neutered": ("neuter", "fix", "spay"),
    "spayed": ("spay", "fix", "neuter"), "unneutered": ("neuter", "intact"),
    # states that pick some of the things a command acts on ("delete all merged branches")
    "merged": ("merg",), "unmerged": ("unmerg",), "stale": ("stale", "old"),
    "stopped": ("stop", "exit", "halt"), "dangling": ("dangl", "untagged"),
    "unused": ("unus", "not used", "never used", "never been used", "not been used", "leftover",
               "remaining"),
    "inactive": ("inactiv",),
    "archived": ("archiv",), "orphaned": ("orphan",), "cancelled": ("cancel",),
    "canceled": ("cancel",), "failed": ("fail", "unsuccessful", "broke", "faulty"),
    "pending": ("pend",),
    "hidden": ("hid", "invisible"),
    "duplicate": ("duplicat", "dup", "repeat", "identical"),
    "duplicated": ("duplicat", "dup", "repeat", "identical"),
    "overdue": ("overdue", "late", "past due"), "outdated": ("outdat", "old"),
}
# "used" is the state only after these (not "the most used language", "ships that used oars",
# "dispose of used oil", where it says no other kind of thing; "get used" is a verb, below)
_BEFORE_USED = frozenset({"a", "an", "buy", "buying", "sell", "selling", "getting",
                          "find", "finding", "purchase", "purchasing", "check", "checking",
                          "cheap"})
_ARTICLES = frozenset({"a", "an", "the", "my", "your", "our", "their", "all", "any"})
# a state word after these is a verb ("i cooked chicken on monday")
_SUBJECTS = frozenset({"i", "you", "we", "they", "he", "she", "it", "have", "has", "had", "was",
                       "were", "is", "are", "be", "been", "get", "got"})


_WORDS = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")


def _state_added(x: str, y: str) -> str:
    """``"<state> <thing>"`` when ``x`` says a state of a thing that ``y`` names without that
    state in any words that say it, else ``""``."""
    words_x = _WORDS.findall(x)
    if _STATES_SAID.keys().isdisjoint(words_x):
        return ""
    words_y = _WORDS.findall(y)
    stems_y = {stem(w) for w in words_y}
    stops = stop_words()
    for i, state in enumerate(words_x):
        if state not in _STATES_SAID or (i and words_x[i - 1] in _SUBJECTS):
            continue
        if state == "used" and i and words_x[i - 1] not in _BEFORE_USED:
            continue
        thing = next((w for w in words_x[i + 1:] if w not in _STATES_SAID), "")  # "raw frozen
        # shrimp": each state is said of the shrimp
        if not thing.isalpha() or thing in stops or stem(thing) not in stems_y or (
                thing.endswith("ing") and not (i and words_x[i - 1] in _ARTICLES)):
            continue  # "stopped syncing" is no state of a thing; "a cancelled meeting" is
        said = _STATES_SAID[state]
        if not any(w.startswith(said) for w in words_y) and not any(p in y for p in said
                                                                    if " " in p):
            return f"{state} {thing}"
    return ""


# "does travel insurance cover only medical emergencies" narrows what "... cover medical
# emergencies" asks; not "the only way", "not only", "if only", "an only child".
# Nor a constraint of the asker's ("i only have 10 minutes", "if i only renew it once it
# expired"; "can i only use bromine" asks of the limit), "only just" (recently) or "is it only
# me".
_ONLY = re.compile(r"(?<!\bthe )(?<!\bnot )(?<!\bif )(?<!\ban )(?<!\bmy )(?<!\byour )"
                   r"(?<!-)\b(?:only|exclusively|solely|limited to|restricted to)\b(?!-)"
                   r"(?! (?:child|children|one|ones|just|me|us)\b)")
_ASKS_OF_ONLY = re.compile(r"\b(?:can|could|do|should|may|must|will|would|shall|am) i $")
_ASKER_BEFORE = re.compile(r"\bi $")  # the word "i" right before (not "wifi only")


# "猫可以只吃熟鸡肉吗" (only cooked chicken): "只" or "仅" before what is done; not a measure
# word ("两只猫", "船只"), nor the asker's constraint ("我只有10分钟"), nor "只要" (as long
# as), "只是" (but), "只好", "只怕", nor "只能" (a limit: "最多只能有1000万个单元格" asks what
# "上限是1000万个吗" asks)
_ZH_ONLY = re.compile(r"(?<![\d一二两三四五六七八九十几这那每我船])(?:仅仅|只|仅)"
                      r"(?!要|是|好|怕|管|能|不过|有)")


def _only(canon: str) -> re.Match[str] | None:
    """:data:`_ONLY` (or :data:`_ZH_ONLY`) in ``canon``, searched only where one of its words
    stands."""
    if not canon.isascii() and ("只" in canon or "仅" in canon) and (
            found := _ZH_ONLY.search(canon)):
        return found
    if "only" not in canon and "solely" not in canon and "exclusively" not in canon and (
            "ed to" not in canon):  # "limited to", "restricted to"
        return None
    return next((m for m in _ONLY.finditer(canon)
                 if not _ASKER_BEFORE.search(canon, max(0, m.start() - 2), m.start())
                 or _ASKS_OF_ONLY.search(canon, max(0, m.start() - 9), m.start())), None)


# "the second highest salary" is no "the highest salary", "the 3rd largest" no "the largest"
_RANKED = re.compile(r"\b(?:(second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th|nth|n-th|kth|"
                     r"k-th|next)[ -])?([a-z]+est|most|least|best|worst|last)\b")
_RANK = {digits: word for word, digits in RANK_DIGITS.items()} | {"n-th": "nth", "k-th": "kth"}
# Words ending in "est" that are no superlatives
_SUPERLATIVE_EXCEPTIONS = frozenset({"interest", "test", "rest", "west", "guest",
                                     "nest", "chest", "request", "quest", "forest", "honest",
                                     "modest", "protest", "contest", "suggest", "digest",
                                     "invest", "harvest", "manifest", "arrest", "pest", "vest",
                                     "zest", "earnest", "priest", "latest", "almost"})


def _ranks(text: str) -> dict[str, set[str]]:
    """Each superlative of ``text`` with the ranks said before it ("" for none)."""
    found: dict[str, set[str]] = {}
    for m in _RANKED.finditer(analyze(text).canon):
        rank, word = _RANK.get(m.group(1) or "", m.group(1) or ""), m.group(2)
        if word in _SUPERLATIVE_EXCEPTIONS or len(word) < 4:
            continue
        found.setdefault(word, set()).add(rank)
    return found


# The best of something, not "most people"
_THE_BEST = re.compile(r"\bthe (?:[a-z]{2,}est|most|least|best|worst)\b")
# A restriction said after the rest: "the cheapest azure vm size with a gpu"; not "for me",
# "with you", "with an example"
_RESTRICTION = re.compile(r" (?:with|without) (?:an?|any) (?:[a-z0-9-]+ ){0,2}"
                          r"(?!(?:examples?|steps?|pictures?|diagrams?|code|explanation|list)$)"
                          r"[a-z0-9-]+$")


def _best_restricted(query: str, matched: str) -> str:
    """The restriction one side adds at its end to the other's question for the best of
    something ("the cheapest vm size" / "the cheapest vm size with a gpu"): the best of
    fewer things, else ``""``."""
    if "est" not in query + matched and "most" not in query + matched:
        return ""
    a, b = analyze(query).canon, analyze(matched).canon
    for x, y in ((a, b), (b, a)):
        if len(x) > len(y) and x.startswith(y) and (m := _RESTRICTION.fullmatch(x, len(y))) \
                and _ranks(y):
            return m.group(0).strip()
    for longer, shorter in ((analyze(query).tokens, analyze(matched).tokens),
                            (analyze(matched).tokens, analyze(query).tokens)):
        if len(longer) == len(shorter) + 1 and longer[0] in ("which", "what") and \
                _THE_BEST.search(b) and (at := _inserted(longer, shorter)) is not None and any(
                    _BEST_WORD.fullmatch(word) for word in longer[at + 1:]):
            return longer[at]  # (said before the ranking: "which active nhl goalie has ...")
    return ""


_BEST_WORD = re.compile(r"[a-z]{2,}est|most|least|best|worst")


def _inserted(longer: tuple[str, ...], shorter: tuple[str, ...]) -> int | None:
    """Where ``longer`` says one word besides ``shorter``'s words in their order, before their
    end, when it may narrow what is ranked ("which active nhl goalie"): no function word,
    adverb, participle ("the most random questions asked on quora") or "ever"."""
    span = added_span(longer, shorter, 1)
    if span is None or span[0] == len(shorter):
        return None  # (not a unit at the end, "under 1000 inr")
    word = longer[span[0]]
    if word in stop_words() or word.endswith(("ly", "ed")) or word in _NOT_NARROWING or \
            not word.isalpha() or longer.count(word) > 1:
        return None  # (nor a word said twice)
    return span[0]


# Words a ranking question adds without narrowing what it ranks
_NOT_NARROWING = frozenset({"ever", "overall", "currently", "today", "now", "time", "single",
                            "actual", "real", "true", "possible", "available", "known"})


def _other_rank(query: str, matched: str) -> str:
    """The ranked superlative one side says where the other says it with another rank or
    none ("second highest" / "highest"), else ``""``."""
    if "est" not in query + matched and "most" not in query + matched:
        return ""
    a, b = _ranks(query), _ranks(matched)
    for word in sorted(a.keys() & b.keys()):  # in one order: the same reason in every run
        if a[word] != b[word] and (a[word] - {""} or b[word] - {""}):
            x, y = sorted(a[word])[-1], sorted(b[word])[-1]
            return f"{(x + ' ' + word).strip()!r} vs {(y + ' ' + word).strip()!r}"
    return ""


# "can you eat any mushrooms raw" (some of them) / "can you eat all mushrooms raw"
_ANY_PLURAL = re.compile(r"\bany (?:of )?(?:[a-z]+ ){0,2}?([a-z]+s)\b")
_ALL_PLURAL = re.compile(r"\ball (?!time\b)(?:of )?(?:the )?(?:[a-z]+ ){0,2}?([a-z]+s)\b")
_EVERY = re.compile(r"\bevery ([a-z]+)\b")
# Part of one thing against all of it: "cover any of the damage" / "all of the damage"
_ANY_OF_THE = re.compile(r"\bany of (?:the|my|your|our|their|this|that|his|her) ([a-z]+)\b")
_ALL_OF_THE = re.compile(r"\ball of (?:the|my|your|our|their|this|that|his|her) ([a-z]+)\b")
# Where "every" and "a" count what follows: "for every refinance" / "for a refinance"
_COUNTED_AFTER = frozenset({"for", "on", "in", "at", "per", "with", "after", "before", "to",
                            "by"})
# "not cover any of the damage" is "exclude all of the damage"
_NEGATED_ANY = re.compile(r"\b(?:not|no|never|refuse|refuses|refused|without|won't|don't|"
                          r"doesn't|didn't|can't|cannot)\b")
# In a condition, "any" is one of them: "reject when any promise rejects" / "when all promises
# reject"
_CONDITION = r"\b(?:if|when|whenever|once|unless|until|in case|as long as)"
_IF_ANY = re.compile(rf"{_CONDITION} any (?:one of (?:the )?)?([a-z]+)\b")
_IF_EVERY = re.compile(rf"{_CONDITION} every ([a-z]+)\b")
# (what "any of my debts" and "all of my debts" say before the thing)
_OF_OWNED = frozenset({"of", "the", "my", "your", "our", "their", "his", "her", "these", "those"})


def _a_thing(found: re.Match[str]) -> bool:
    """Whether the plural found is a thing said with its own words before it ("any home care
    costs"), not a function word ("this") nor the end of an idiom ("any good for tires")."""
    stops = stop_words()
    return found.group(1) not in stops and not any(
        word in stops for word in found.group(0).split()[1:-1] if word not in _OF_OWNED)



# A duty to do it with any of them is one to do it with all of them ("do i have to report any of
# my gains" / "all of my gains")
_DUTY = re.compile(r"\b(?:have to|has to|need to|needs to|must|required to|supposed to)\b")


# Always against sometimes: "does adhd medication always cause weight loss" / "can adhd
# medication cause weight loss"; what else says "always" on the other side
_ALWAYS = re.compile(r"\balways\b")
_EVERY_TIME = re.compile(r"\b(?:always|every|each|all the time|all year|daily|constantly|"
                         r"invariably|never|usually|ever)\b")
_MAYBE = re.compile(r"\b(?:can|could|may|might)\b")


def _always_added(x: str, y: str) -> bool:
    """Whether yes/no question ``x`` asks whether it always is so and yes/no question ``y``
    whether it can be ("can adhd medication cause weight loss"), saying nothing of how often;
    not a question whether it is ("is a square always a rectangle" / "is a square a
    rectangle")."""
    return bool(_QUESTION.match(x) and _QUESTION.match(y) and _ALWAYS.search(x)
                and _MAYBE.search(y) and not _MAYBE.search(x) and not _EVERY_TIME.search(y))


def _any_against_all(a: str, b: str) -> str:
    """The thing one side asks about any of and the other about all of ("any promise" in a
    condition, "any of the damage", plural things), outside a question of duty, else ``""``."""
    if _DUTY.search(a) or _DUTY.search(b):
        return ""
    for x, y in ((a, b), (b, a)):
        if "any" in x and ("all" in y or "every" in y):
            anys = {stem(m.group(1)) for m in _ANY_PLURAL.finditer(x) if _a_thing(m)}
            anys.update(stem(m.group(1)) for m in _ANY_OF_THE.finditer(x)
                        if not _NEGATED_ANY.search(x, 0, m.start()))
            alls = {stem(m.group(1)) for m in _ALL_PLURAL.finditer(y) if _a_thing(m)}
            alls.update(stem(m.group(1)) for m in _EVERY.finditer(y))
            alls.update(stem(m.group(1)) for m in _ALL_OF_THE.finditer(y))
            # "when any promise rejects" / "when all promises reject" (not "for every flight")
            ifs = {stem(m.group(1)) for m in _IF_ANY.finditer(x) if m.group(1) not in stop_words()}
            if found := sorted((anys & alls) | (ifs & {stem(m.group(1)) for m in (
                    *_ALL_PLURAL.finditer(y), *_IF_EVERY.finditer(y))})):
                return found[0]
    return ""


# A bound said before a count of one: "allow more than one null" / "allow one null" (other
# counts are numbers, which the numbers check bounds). Read in the canonical form ("more than"
# is "over") where the words as written say it ("roll over one 401k" rolls it); not "at least
# one", "up to one" ("need at least one approval" asks what "need one approval" asks)
_BOUNDS = {"over": "more than", "under": "less than"}
_WRITTEN = {"more than": re.compile(r"\bmore than one\b"),
            "less than": re.compile(r"\b(?:less|fewer) than one\b")}
_SAID_OF_ONE = frozenset({"only", "exactly", "just"})


def _bound_of(word: str, written: str) -> str | None:
    """What ``word`` of the canonical text bounds "one" by, where ``written`` says it so."""
    bound = _BOUNDS.get(word)
    if bound:
        return bound if _WRITTEN[bound].search(written) else None
    return word if word in _SAID_OF_ONE else None


def _bound_added(a: str, b: str, written: tuple[str, str]) -> str:
    """The bound one side says of "one" where the other says "one" alone ("more than one") or
    with another bound ("more than one" / "only one"), the rest alike, else ``""`` (not "one
    or more": "does a pull request need one or more approvals" asks what "one approval"
    asks). ``a`` and ``b`` are canonical, ``written`` the texts as written."""
    for x, y, text in ((a, b, written[0]), (b, a, written[1])):
        span = added_at(x, y, 1)
        tokens = analyze(x).tokens
        if span and tokens[span[1]:span[1] + 1] == ("one",) and tokens[span[0]] in _BOUNDS \
                and _bound_of(tokens[span[0]], text):
            return f"{_BOUNDS[tokens[span[0]]]} one"
    at = apart_at(a, b)
    if at is None:
        return ""
    x_tokens, y_tokens = analyze(a).tokens, analyze(b).tokens
    bounds = _bound_of(x_tokens[at], written[0]), _bound_of(y_tokens[at], written[1])
    if bounds[0] and bounds[1] and bounds[0] != bounds[1] and \
            x_tokens[at + 1:at + 2] == ("one",):
        return "' vs '".join(sorted(f"{bound} one" for bound in bounds if bound))
    return ""


# A level of a course or a certification said on one side only: "a padi open water
# certification" / "a padi advanced open water certification" (not "basic" or "standard",
# which also say simple or usual, nor a product's tier: "cancel my spotify premium
# subscription" asks what "cancel my spotify subscription" asks)
_LEVELS = frozenset({"advanced", "beginner", "intermediate", "expert"})


def _level_added(a: str, b: str) -> str:
    """The level one side adds to the same words of the other, else ``""``."""
    for x, y in ((a, b), (b, a)):
        span = added_at(x, y, 1)
        if span and (word := analyze(x).tokens[span[0]]) in _LEVELS:
            return word
    return ""


def _every_against_a(a: str, b: str) -> str:
    """The thing two yes/no questions count each of and one of after the same preposition, the
    rest alike ("an appraisal for every refinance" / "for a refinance"; not "any", which may
    be every one: "tax on any withdrawal", "accepted by any airline"), else ``""``."""
    at = apart_at(a, b)
    if at is None or not _QUESTION.match(a):
        return ""  # (a yes/no question: "how many calories are in each slice" asks it of one)
    tokens = analyze(a).tokens
    pair = {tokens[at], analyze(b).tokens[at]}
    if pair & {"every", "each"} and pair & {"a", "an"} and 0 < at < len(tokens) - 1 and \
            tokens[at - 1] in _COUNTED_AFTER:
        return tokens[at + 1]
    return ""


_THE_ONLY = re.compile(r"\bthe only ([a-z]+)\b")
# One of several: "a way", "one way" (not "only one way"), "one of the ways"
_A_THING = re.compile(r"\bone of (?:the |my |your |its |our |their )?([a-z]+)\b|"
                      r"(?<!\bonly )(?<!\bjust )(?<!\bexactly )\b(?:a|an|one) ([a-z]+)\b")


def _the_only_against_a(a: str, b: str) -> str:
    """The thing one side calls "the only <thing>" and the other "a / one <thing>" or "one of
    the <things>" ("is surgery the only way to fix it" / "is surgery a way to fix it"), else
    ``""``."""
    if "the only" not in a and "the only" not in b:
        return ""
    for x, y in ((a, b), (b, a)):
        only = {stem(m.group(1)): m.group(1) for m in _THE_ONLY.finditer(x)}
        several = {stem(m.group(1) or m.group(2)) for m in _A_THING.finditer(y)}
        several -= {stem(m.group(1)) for m in _THE_ONLY.finditer(y)}
        if found := sorted(only.keys() & several):
            return only[found[0]]
    return ""


# "the most popular opening" / "the fastest language": a superlative, against "a popular
# opening" / "a fast language", one of several
# Not "not the most musical person" (= "not a musical person"), nor "the least bit", nor one
# of several ("one of the fastest languages").
_IRREGULAR = {"best": ("good", "great"), "worst": ("bad",)}
_THE_SUPERLATIVE = re.compile(r"(?<!\bnot )(?<!\bone of )(?<!\bamong )\bthe "
                              r"(?:(most|least) (?!bit\b)([a-z]+)|([a-z]{3,}est|best|worst))"
                              r" ([a-z]+)")
# "a popular opening", "one of the fastest languages", "among the most popular openings"
_ONE_AMONG = re.compile(r"\b(?:one of|among) the ((?:most |least )?[a-z]+) ([a-z]+)")


def _superlatives(canon: str) -> dict[tuple[str, str], str]:
    """(adjective, stem of the noun after it) -> the superlative as written, for each
    superlative ``canon`` says after "the", under every base its "-est" form may have
    ("largest": larg, large, lar, lary)."""
    found = {}
    for m in _THE_SUPERLATIVE.finditer(canon):
        noun = stem(m.group(4))
        if m.group(2):
            found[m.group(2), noun] = f"{m.group(1)} {m.group(2)}"
        elif m.group(3) in _IRREGULAR:
            for base in _IRREGULAR[m.group(3)]:
                found[base, noun] = m.group(3)
        elif m.group(3) not in _SUPERLATIVE_EXCEPTIONS:
            word = m.group(3)
            for base in (word[:-3], word[:-3] + "e", word[:-4], word[:-4] + "y", word):
                found[base, noun] = word
    return found


_POSITIVE = re.compile(r"(?<!\bonly )(?<!\bjust )\b(?:a|an|one) ([a-z]+) ([a-z]+)")


def _several(canon: str) -> set[tuple[str, str]]:
    """(adjective, stem of its noun) of each "a <adjective> <noun>" of ``canon``, of each
    plural said without "the" ("does it have low fees"), and of each superlative "one of the"
    or "among the" several."""
    found = {(m.group(1), stem(m.group(2))) for m in _POSITIVE.finditer(canon)}
    words = canon.split()
    found.update((adjective, stem(noun)) for before, adjective, noun
                 in zip(["", *words], words, words[1:], strict=False)
                 if before not in ("the", "most", "least") and noun.endswith("s"))
    for m in _ONE_AMONG.finditer(canon):
        words = m.group(1).split()
        found.add((words[-1], stem(m.group(2))))
    return found


def _superlative_against_positive(a: str, b: str) -> str:
    """The superlative one yes/no question asks about ("is X the most popular opening") where
    the other asks about one of several ("is X a popular opening"), else ``""``. Not in other
    questions: "what's the easiest way to ..." asks what "what is an easy way to ..." asks."""
    if ("the" not in a and "the" not in b) or not (_QUESTION.match(a) and _QUESTION.match(b)):
        return ""
    for x, y in ((a, b), (b, a)):
        said = _superlatives(x)
        if not said:
            continue
        theirs = _superlatives(y)
        for key in sorted(_several(y)):
            if key in said and key not in theirs:
                return said[key]
    return ""


# "which garmin watches", "what garmin watches have": a list asked for
_WHICH = re.compile(r"^(?:which |what (?:[a-z]+ ){0,2}[a-z]+s (?:have|has|are|can|support|"
                    r"offer|come|work|include)\b)")


def _which_against_all(a: str, b: str) -> bool:
    """Whether one side asks which things have a property and the other, a yes/no question,
    whether all do ("which garmin watches have an ecg" / "do all garmin watches have an ecg";
    not "what will happen if all nations ...")."""
    for x, y in ((a, b), (b, a)):
        canon = analyze(x).canon
        if quantifier(x) == "all" and _QUESTION.match(canon) and _ANY_ALL.search(canon) \
                and _WHICH.match(analyze(y).canon):
            return True
    return False


_JUST = re.compile(r"\bjust\b")  # "with just a vegan diet" / "only through a vegan diet"


_ALL_WORDS = frozenset({"all", "every", "each"})
# (not "any" nor "one": "can any adult open an ira" asks what "can every adult" asks, and
# "how much does each ticket cost" what "... one ticket ...")
_SOME_WORDS = frozenset({"some", "most", "few", "several", "many"})


_AFTER_QUANTIFIER = frozenset({"of", "my", "the", "your", "our", "their", "these", "those"})


def _bare_quantifiers(words: Sequence[str]) -> list[str]:
    """``words`` without "of" and determiners right after "all" or "some" ("all of my" reads
    "all")."""
    out: list[str] = []
    for word in words:
        if word in _AFTER_QUANTIFIER and out and (out[-1] in _ALL_WORDS or out[-1] in _SOME_WORDS):
            continue
        out.append(word)
    return out


def _all_swapped_for_some(a: Sequence[str], b: Sequence[str]) -> tuple[str, str] | None:
    """``(word, other)`` when two texts are the same words but one, "all" (or "every",
    "each") on one side and "some" (or "most", "few" ...) on the other ("free shipping on all
    items" / "... on some items", "all my citrus peels" / "some of my citrus peels")."""
    if len(a) != len(b):
        a, b = _bare_quantifiers(a), _bare_quantifiers(b)
        if len(a) != len(b):
            return None
    diff = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if len(diff) == 1:
        x, y = diff[0]
        if (x in _ALL_WORDS and y in _SOME_WORDS) or (y in _ALL_WORDS and x in _SOME_WORDS):
            return x, y
        if (x in _ALL_WORDS and _restricts(y)) or (y in _ALL_WORDS and _restricts(x)):
            return x, y  # "delete all docker images" / "delete unused docker images"
    return None


# States that pick some of the things ("delete stopped containers"); not "installed",
# "connected" or "existing", which are all of them as users ask ("update installed packages")
_STATES = frozenset({"stopped", "dangling", "expired", "failed", "pending", "archived", "hidden",
                     "deleted", "duplicate", "duplicated", "orphaned", "cancelled", "canceled",
                     "blocked", "disabled", "idle", "stale", "merged", "running", "inactive",
                     "old", "empty", "broken", "overdue", "outdated", "unused"})


def _restricts(word: str) -> bool:
    """Whether ``word`` in the place of "all" picks some of the things by a state: "unused",
    "stopped", "dangling"."""
    return word in _STATES or (len(word) > 5 and word.startswith(("un", "non")) and (
        word.endswith(("ed", "ing"))))


# "is any amount of chocolate dangerous for dogs" / "is a large amount ...": any at all, or an
# amount of one size
_AMOUNT = r"(?:amount|amounts|quantity|quantities|dose|doses|level|levels)\b"
_ANY_AMOUNT = re.compile(rf"\bany {_AMOUNT} of ([a-z]+)")
# not "even a small amount" (any at all), nor "a tiny / trace amount", which mean that too
_SIZED_AMOUNT = re.compile(rf"(?<!\beven a )(?<!\beven )\b(?:(?:large|small|big|huge|moderate|"
                           rf"high|low|excessive|significant) {_AMOUNT}|a lot|lots|too much) "
                           r"of ([a-z]+)")


def _any_against_sized(a: str, b: str) -> str:
    """The amount ("a large amount", "a lot") when one side asks of any amount of a thing and
    the other of an amount of one size of the same thing, neither saying the other's, else
    ``""``."""
    if "any" not in a and "any" not in b:
        return ""  # most texts
    for x, y in ((a, b), (b, a)):
        sized, said = _SIZED_AMOUNT.search(y), _ANY_AMOUNT.search(x)
        if said and sized and stem(said.group(1)) == stem(sized.group(1)) and not (
                _SIZED_AMOUNT.search(x) or _ANY_AMOUNT.search(y)):
            return sized.group(0).rsplit(" of ", 1)[0]
    return ""


# "can i drink a lot of coffee while pregnant" asks about an amount; "can i drink coffee"
# whether at all
# (not "a little", "a bit of": "a little kid", "a little weird", "a bit of a red flag")
_AMOUNT_SAID = re.compile(r"\b(?:a lot of|alot of|lots of|too much|too many|plenty of|"
                          r"(?:large|small|huge|excessive) amounts? of)\b")
# ... or said otherwise on the other side: "many eggs", "tons of water", "large quantities",
# "overwatering"
_AMOUNT_WORD = re.compile(r"\b(?:many|much|more|tons of|a ton of|loads of|a little|a bit of|"
                          r"quantities|quantity|excess[a-z]*|"
                          r"over(?!night|all|seas|view|time|head|come|look|load|ride)[a-z]{4,})\b")
_ZH_AMOUNT = re.compile(r"很多|太多|大量|过量|过多|少量")
_ZH_AMOUNT_WORD = re.compile(r"很多|太多|大量|过量|过多|少量|一点|一些|适量")
_ZH_YES_NO = re.compile(r"吗|可以|能不能|能否")


def _amount_only(a: str, b: str) -> str:
    """The amount one yes/no question asks about where the other asks whether at all ("a lot
    of coffee" / "coffee", 很多咖啡 / 咖啡), else ``""``."""
    for x, y in ((a, b), (b, a)):
        if _QUESTION.match(x) and _QUESTION.match(y) and (said := _AMOUNT_SAID.search(x)) and \
                not (_AMOUNT_SAID.search(y) or _ANY_AMOUNT.search(y) or _AMOUNT_WORD.search(y)):
            return said.group(0)
        if not x.isascii() and (said := _ZH_AMOUNT.search(x)) and not _ZH_AMOUNT_WORD.search(y) \
                and _ZH_YES_NO.search(x) and _ZH_YES_NO.search(y):
            return said.group(0)
    return ""


# "once" said as how often a thing happens, at the end of its clause ("if the supplier
# delivers late once"); not "once it fills" (when), "all at once", "once a day", "once in a
# while", "once and for all"
_ONCE = re.compile(r"(?<!\bat )\bonce(?!\s+(?:in an?|in awhile|and for all|or twice)\b)"
                   r"(?=\s*(?:[?.!,]|$|(?:or|and|but|in|before|ever|yesterday|so far|"
                   r"(?:this|last) (?:week|weekend|month|year|morning|afternoon|evening|"
                   r"night))\b))")
_OFTEN = re.compile(r"\b(?:repeatedly|multiple times|more than once|several times|many times|"
                    r"a few times|again and again|over and over|regularly|(?<!\bin )all the time|"
                    r"(?<!\bhow )(?<!\bmore )(?<!\bless )(?<!\bas )(?<!\bso )often|frequently|"
                    r"constantly|"
                    r"daily|nightly|weekly|(?:every|each) (?:other )?(?:day|night|morning|evening|"
                    r"week|weekend|month|year|time|hour|minute))\b")


def _once_against_often(a: str, b: str) -> bool:
    """Whether one side says a thing happens once and the other that it happens repeatedly,
    neither saying both."""
    if "once" not in a and "once" not in b:
        return False  # most texts
    return any(_ONCE.search(x) and _OFTEN.search(y) and not _OFTEN.search(x) and not (
        _ONCE.search(y)) for x, y in ((a, b), (b, a)))


# "half a chicken" is not "a whole chicken": "half-sibling" / "full sibling", "a half step" /
# "a whole step", "half note" / "whole note"
_HALF_WHOLE = re.compile(r"\b(half|whole|full|entire)[- ](?:(?:a|an|the|of|my|your|his|her|"
                         r"their|our|its) )*([a-z]+)")


def _half_against_whole(a: str, b: str) -> str:
    """The thing one side says half of and the other whole, neither saying both, else ``""``."""
    if "half" not in a and "half" not in b:
        return ""  # most texts

    def said(text: str) -> dict[str, set[str]]:
        found: dict[str, set[str]] = {}
        for m in _HALF_WHOLE.finditer(text):
            found.setdefault(stem(m.group(2)), set()).add("half" if m.group(1) == "half" else
                                                          "whole")
        return found

    x, y = said(a), said(b)
    for thing in sorted(x.keys() & y.keys()):  # in one order: the same reason in every run
        if len(x[thing]) == len(y[thing]) == 1 and x[thing] != y[thing]:
            return thing
    return ""


# "on the first move" / "on every move", 第一步 / 每一步: one of them against each of them
_NTH = re.compile(r"\b(?:first|second|third|(?<!\bevery )(?<!\beach )last|\d+(?:st|nd|rd|th)) "
                  r"(?!(?:of|all|and|or|to)\b)([a-z]+)")
_EACH_ONE = re.compile(r"\b(?:every|each) (?:single )?(?!(?:of|and|or|to)\b)([a-z]+)")
_ZH_NTH = re.compile(r"第[一二三四五六七八九十\d]+(\w)")
_ZH_EVERY = re.compile(r"每一?(\w)")


def _one_against_every(a: str, b: str) -> str:
    """The thing one side counts one of ("the first move") and the other each of ("every
    move"), else ``""``."""
    if not any(word in text for text in (a, b) for word in ("every", "each", "每")):
        return ""  # most texts
    for x, y in ((a, b), (b, a)):
        for nth, every in ((_NTH, _EACH_ONE), (_ZH_NTH, _ZH_EVERY)):
            one = {m.group(1) for m in nth.finditer(x)} - {m.group(1) for m in nth.finditer(y)}
            each = {m.group(1) for m in every.finditer(y)} - {
                m.group(1) for m in every.finditer(x)}
            if found := sorted(one & each):
                return found[0]
    return ""


class QuantifierCheck:
    """Refuses a yes/no question about all of something against one about some or most, and
    all of a thing against one of it ("delete all rows" / "delete a row")."""

    name = "quantifier"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = quantifier(candidate.query), quantifier(candidate.matched)
        if a and b and a != b:
            return Verdict(False, self.name, f"quantifier: {a!r} vs {b!r}")
        canons = analyze(candidate.query).canon, analyze(candidate.matched).canon
        only = _only(canons[0]), _only(canons[1])
        if bool(only[0]) != bool(only[1]) and not _JUST.search(
                canons[1] if only[0] else canons[0]):
            word = (only[0] or only[1]).group(0)  # type: ignore[union-attr]
            side = "the query" if only[0] else "the cached prompt"
            return Verdict(False, self.name, f"quantifier: {word!r} only in {side}")
        if amount := _amount_only(*canons):
            return Verdict(False, self.name, f"quantifier: {amount!r} on one side only")
        if thing := _the_only_against_a(*canons):
            return Verdict(False, self.name,
                           f"quantifier: 'the only {thing}' against one {thing} of several")
        if word := _superlative_against_positive(*canons):
            return Verdict(False, self.name, f"quantifier: 'the {word}' against one of several")
        if crossed := _counts_crossed(*canons):
            return Verdict(False, self.name, f"quantifier: one {crossed[0]!r} and several "
                                             f"{crossed[1]!r} on one side, the other way round "
                                             "on the other")
        if _which_against_all(candidate.query, candidate.matched):
            return Verdict(False, self.name, "quantifier: which ones against whether all")
        if ranked := _other_rank(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"quantifier: {ranked}")
        if restriction := _best_restricted(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"quantifier: the best {restriction!r} on one "
                                             "side only")
        for x, y in ((candidate.query, candidate.matched), (candidate.matched, candidate.query)):
            if thing := _both_against_one(x, y):
                return Verdict(False, self.name, f"quantifier: both against one {thing!r}")
        texts = candidate.query, candidate.matched
        for (x, y), (text_x, text_y) in zip((canons, canons[::-1]), (texts, texts[::-1]),
                                            strict=True):
            if thing := _several_against_one(x, y):
                return Verdict(False, self.name, f"quantifier: several against one {thing!r}")
            if thing := _all_against_one_head(x, y):
                return Verdict(False, self.name, f"quantifier: all against one {thing!r}")
            if state := _state_added(text_x, text_y):  # as written: "a used macbook"
                return Verdict(False, self.name, f"quantifier: only {state!r}")
            if narrowed := _kind_within_all(x, y):
                return Verdict(False, self.name, f"quantifier: {narrowed!r} against all of them")
            if scope := _scope_added(x, y):
                return Verdict(False, self.name, f"quantifier: {scope!r} on one side only")
            if whole := _whole_against_part(x, y):
                return Verdict(False, self.name, f"quantifier: {whole!r} against a single part")
            if _all_against_only_one(x, y):
                return Verdict(False, self.name, "quantifier: all of them against only one")
            if share := _share_against_whole(x, y):
                return Verdict(False, self.name, f"quantifier: {share!r} against the whole")
            if _both_and_against_or(x, y):
                return Verdict(False, self.name, "quantifier: both against one or the other")
        if _always_added(*canons) or _always_added(*canons[::-1]):
            return Verdict(False, self.name, "quantifier: 'always' on one side only")
        if thing := _any_against_all(canons[0], canons[1]):
            return Verdict(False, self.name, f"quantifier: any against all {thing!r}")
        if level := _level_added(*canons):
            return Verdict(False, self.name, f"quantifier: only {level!r}")
        if bound := _bound_added(*canons, (candidate.query.lower(), candidate.matched.lower())):
            return Verdict(False, self.name, f"quantifier: '{bound}'" + (
                "" if "' vs '" in bound else " on one side only"))
        if thing := _every_against_a(canons[0], canons[1]):
            return Verdict(False, self.name, f"quantifier: every {thing!r} against one")
        if _once_against_often(*canons):
            return Verdict(False, self.name, "quantifier: once against repeatedly")
        if thing := _half_against_whole(*canons):
            return Verdict(False, self.name, f"quantifier: half against whole {thing!r}")
        if thing := _one_against_every(*canons):
            return Verdict(False, self.name, f"quantifier: one {thing!r} against every one")
        if size := _any_against_sized(*canons):
            return Verdict(False, self.name, f"quantifier: any amount against {size!r}")
        if swapped := _all_swapped_for_some(analyze(candidate.query).tokens,
                                            analyze(candidate.matched).tokens):
            return Verdict(False, self.name, f"quantifier: {swapped[0]!r} vs {swapped[1]!r}")
        if not (_ANY_ALL.search(candidate.query) or _ANY_ALL.search(candidate.matched)):
            return None
        for x, y in ((candidate.query, candidate.matched), (candidate.matched, candidate.query)):
            said_one = (_all_of(x) - _all_of(y)) & (_one_said(y) - _one_said(x))
            if said_one:  # in a question too: "can all of my family members use it" / "can
                # one family member use it"
                return Verdict(False, self.name, f"quantifier: all against one "
                                                 f"{sorted(said_one)[0]!r}")
        asked = _QUESTION.match(candidate.query) or _QUESTION.match(candidate.matched)
        if asked and not (_ALL_OWNED.search(candidate.query) or _ALL_OWNED.search(
                candidate.matched)):
            return None  # "can all dogs eat bananas" asks what "can a dog eat bananas" asks
        for x, y in ((candidate.query, candidate.matched), (candidate.matched, candidate.query)):
            # in a yes/no question, only all of the things one owns or names, said against
            # one of them ("should i replace all my quickdraws if one got dropped" / "a
            # quickdraw"): no kind in general, nor "water all my succulents" / "a succulent"
            every = (_all_owned(x) if _ONE_TOO.search(x) else frozenset()) if asked else (
                _all_of(x))
            both = (every - _all_of(y)) & (_one_of(y) - _one_of(x))
            if both:
                canon = analyze(y).canon
                one = next((w for pattern in (_ONE_OF, _THE_ONE) for m in pattern.finditer(canon)
                            for w in m.groups() if w and stem(w) in both), sorted(both)[0])
                return Verdict(False, self.name, f"quantifier: all against one {one!r}")
        return None
