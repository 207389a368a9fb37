"""A negation against its complement: "is the museum not open" = "is it closed", "what should I
not eat" = "what should I avoid".

Only complementary pairs count (one is exactly the absence of the other: open / closed, safe /
unsafe, allowed / forbidden), never graded ones ("not hot" is not "cold"). The negation and
opposites checks each see half of such a pair (a "not" on one side; open against closed) and
would refuse a paraphrase; both ask :func:`negated_complements` first. It works on the pair,
not on each text, so "not open" against "not closed" stays refused.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from genaicache.verify.lexicon import irregular_verbs, negated_adjectives, stop_words
from genaicache.verify.text import analyze, latin_words, stem


@lru_cache(maxsize=8192)
def negated_complements(query: str, matched: str) -> frozenset[tuple[str, str]]:
    """``(adjective, complement)`` pairs where one side says "not <adjective>" and the other
    the complement, un-negated, and neither side has the other's word."""
    from genaicache.verify.critical import negations

    complement = negated_adjectives()
    if not complement or ("not" not in analyze(query).canon
                          and "not" not in analyze(matched).canon):
        return frozenset()
    found = set()
    for x, y in ((query, matched), (matched, query)):
        if negations(y):  # "not open" / "never closed": the other side negates too
            continue
        negated, other = latin_words(x), latin_words(y)
        for i, word in enumerate(negated[1:], 1):
            comp = complement.get(word) or _prefixed(word, other)
            if (comp and negated[i - 1] == "not" and _copula_before(negated, i - 1)
                    and _ends_phrase(negated, i) and comp in other and word not in other
                    and comp not in negated and _plain(other, comp)):
                found.add((word, comp))
    return frozenset(found)


_BE = frozenset({"is", "are", "was", "were", "be", "been", "being", "am"})
_DETERMINERS = frozenset({"a", "an", "the", "my", "your", "his", "her", "our", "their", "this"})
_NOT_BE = frozenset({"do", "does", "did", "has", "have", "had", "will", "would", "can",
                     "could", "should", "may", "might", "must"})
# What may follow the adjective: "not open on mondays", "not safe to drink", "not allowed
# here". Not "not open yet / for long / late / all summer / 24 hours" (the "not" covers those)
# or a noun ("not legal advice").
_AFTER = frozenset({"on", "in", "at", "to", "during", "today", "tomorrow", "now", "here",
                    "there", "anymore", "indoors", "outdoors"})


# What makes a thing so, as "be" says it is: "does it make the will not valid" / "invalid"
_BECOME = frozenset({"make", "makes", "made", "making", "render", "renders", "rendered",
                     "become", "becomes", "became", "leave", "leaves", "left", "consider",
                     "considers", "considered", "deem", "deems", "deemed"})


def _copula_before(words: list[str], i: int) -> bool:
    """Whether a form of "be" (or "make", "become") governs the "not" at ``i`` ("is the museum
    not open"), with no other verb ("did not open", "has not paid") in between."""
    for at in range(i - 1, max(-1, i - 7), -1):
        word = words[at]
        if word in _BE or word in _BECOME:
            return True
        if word in _NOT_BE and not (at and words[at - 1] in _DETERMINERS):  # "the will"
            return False
    return False


# A condition after the word ("not open when it's a holiday"), unless it ends on a bare verb
# that leaves the word to be read again ("is the gym not open when the pool is")
_CONDITION = frozenset({"if", "when", "unless"})


def _ends_phrase(words: list[str], i: int) -> bool:
    return i + 1 == len(words) or words[i + 1] in _AFTER or (
        words[i + 1] in _CONDITION and words[-1] not in _BE and words[-1] not in _NOT_BE)


def _prefixed(word: str, words: list[str]) -> str | None:
    """A word of ``words`` that negates ``word`` by its prefix ("unsuitable" for "suitable")."""
    from genaicache.verify.prefixes import negates

    return next((w for w in words if negates(w, word)), None)


def _plain(words: list[str], word: str) -> bool:
    """Whether every ``word`` in ``words`` is un-negated."""
    return all(i == 0 or words[i - 1] != "not" for i, w in enumerate(words) if w == word)


_AVOID = frozenset({"avoid", "avoids", "avoided", "avoiding", "skip", "skips", "skipped",
                    "skipping", "off-limits"})
# What "not" must negate for "avoid" to say it: doing, taking in or using something ("what
# shouldn't I eat", "what not to do"). Not "do not raise blood pressure", "are not harmful",
# "not worth missing": those say something else than "avoid".
_AVOIDED_VERBS = frozenset({
    "eat", "eating", "drink", "drinking", "take", "taking", "use", "using", "do", "doing",
    "sleep", "sleeping", "wear", "wearing", "buy", "buying", "mix", "mixing", "touch",
    "touching", "feed", "feeding", "get", "getting", "go", "going", "visit", "visiting",
    "say", "saying",
    # what is not advised is what to avoid: "is alcohol not recommended with metronidazole"
    "recommended", "advised", "advisable",
})
_PERSONS = frozenset({"i", "we", "you", "one", "they", "he", "she", "to"})
# Before an "avoid" that advises the asker ("what should i avoid", "foods to avoid", "how can
# you avoid")
_ASKER = frozenset({"i", "we", "you", "one", "to", "should", "must", "can", "need", "how",
                    "best"})


@lru_cache(maxsize=8192)
def avoided(query: str, matched: str) -> bool:
    """Whether one side says "avoid" where the other says "not" once, before a verb of doing or
    taking in ("what foods should I avoid" / "what shouldn't I eat", "how can I avoid
    sleeping" / "how do I not sleep"); neither side negates otherwise. With "avoid <verb>ing"
    the "not" must be before that verb."""
    from genaicache.verify.critical import negations

    if not _may_avoid(query, matched):
        return False
    for x, y in ((query, matched), (matched, query)):
        said, negated = latin_words(x), latin_words(y)
        if (_AVOID.isdisjoint(said) or not _AVOID.isdisjoint(negated) or negations(x)
                or negations(y) != {"not": 1} or "not" not in negated):
            continue
        after = negated[negated.index("not") + 1:][:2]
        verb = after[1] if after and after[0] in _PERSONS and len(after) > 1 else \
            (after[0] if after else "")
        if verb not in _AVOIDED_VERBS:
            return False
        at = next(i for i, w in enumerate(said) if w in _AVOID)
        if said[at + 1:at + 2] and said[at + 1] in _WHOM:
            return False  # "why does my cat avoid me" shuns someone, no "why is it not eating"
        if said[at] != "off-limits" and at and _ASKER.isdisjoint(said[:at]):
            return False  # "what foods do deer avoid": their own dislikes, no advice to the asker
        gerund = _gerund_after(said, at)
        return not gerund or stem(gerund) == stem(verb)
    return False


def _may_avoid(query: str, matched: str) -> bool:
    """Whether either side's wording holds "avoid" or "skip", as each word of :data:`_AVOID`
    does: without one, no reading of avoiding applies."""
    both = f"{analyze(query).canon} {analyze(matched).canon}"
    return "avoid" in both or "skip" in both or "off-limits" in both


_WHOM = frozenset({"me", "him", "her", "us", "them", "you"})


def _gerund_after(words: list[str], at: int) -> str:
    """The "-ing" verb right after ``words[at]`` ("avoid eating"), or ``""``; a function word
    ending so ("avoided during pregnancy") is none."""
    after = words[at + 1] if at + 1 < len(words) else ""
    return after if after.endswith("ing") and after not in stop_words() else ""


_FREE_OF = re.compile(r"\b([a-z]+)[- ]free\b")


@lru_cache(maxsize=8192)
def free_of(query: str, matched: str) -> bool:
    """Whether one side says "<x>-free" where the other says "no <x>", "without <x>" or "does
    not contain / require / charge <x>", and neither negates otherwise ("snacks with no nuts" /
    "nut-free snacks", "visa-free countries" / "countries that don't require a visa")."""
    from genaicache.verify.critical import negations

    for x, y in ((query, matched), (matched, query)):
        if negations(x) != {"free": 1} or set(negations(y)) - {"no", "without", "not"} or \
                sum(negations(y).values()) != 1:
            continue
        free = _FREE_OF.search(analyze(x).canon)
        words = latin_words(analyze(y).canon)
        at = next((i for i, w in enumerate(words) if w in ("no", "without", "not")), None)
        if at is None:  # "no-fee": the negation is part of a word
            continue
        if words[at] == "not":  # "which foods do not contain gluten"
            if words[at + 1:at + 2] not in (["contain"], ["contains"], ["have"], ["has"],
                                            ["require"], ["requires"], ["need"], ["needs"],
                                            ["charge"], ["charges"]):
                return False
            at += 1
        after = words[at + 1:at + 4]  # "do not charge foreign transaction fees"
        return free is not None and stem(free.group(1)) in {stem(w) for w in after}
    return False


_WITHOUT = frozenset({"without", "no"})
# "never used" / "unused", "not insured" / "uninsured": a participle said negated, where the
# other side's "un-" word is one ("not locking" is no "unlocking")
_NOT_PARTICIPLE = frozenset({"not", "never"})
# ... said of a thing, not done by someone: "a game i uninstalled" undid the install, which "a
# game i have not installed" never had
_DONE_BY = frozenset({"i", "you", "we", "they", "he", "she", "it", "have", "has", "had", "was",
                      "were"})
_NEGATING = _WITHOUT | _NOT_PARTICIPLE


@lru_cache(maxsize=8192)
def prefixed_for_without(query: str, matched: str) -> bool:
    """Whether one side says "without <x>" or "no <x>" (or "not / never <x>ed") where the
    other says "un<x>" or "non-<x>" (an "un<x>ed"), and neither negates otherwise ("driving
    without insurance" / "driving uninsured", "run docker without root" / "as a non-root
    user", "a certificate i never used" / "an unused certificate")."""
    from genaicache.verify.critical import negations
    from genaicache.verify.prefixes import freely_negated, past_passive

    for x, y in ((query, matched), (matched, query)):
        said = negations(x)
        if set(said) - _NEGATING or sum(said.values()) != 1 or negations(y):
            continue
        words = latin_words(x)
        at = next((i for i, w in enumerate(words) if w in _NEGATING), None)
        if at is None:  # "a no-fee account": the negation is part of a word
            continue
        participle = words[at] in _NOT_PARTICIPLE
        start = past_passive(words, at + 1, 1)  # "never been used", "not yet been identified"
        after = [stem(w) for w in words[start:start + 2] if not participle or _participle(w)]
        other = latin_words(y)
        negated = [stem(base) for i, w in enumerate(other) if (base := freely_negated(w))
                   and (not participle or _said_of_a_thing(other, i))]
        return any(a == b or _same_root(a, b) for a in after for b in negated)
    return False


# Words in "-less" that say no lack of anything
_NOT_LACKING = frozenset({"unless", "regardless", "nevertheless", "nonetheless", "bless",
                          "less", "useless", "endless", "priceless", "careless", "reckless",
                          # states, not a thing lacking ("i feel helpless")
                          "helpless", "hopeless", "clueless", "restless", "sleepless",
                          "breathless", "speechless", "pointless", "worthless", "harmless",
                          "senseless", "tireless", "effortless", "countless", "timeless",
                          "powerless", "defenseless", "fearless"})


@lru_cache(maxsize=8192)
def suffixed_for_without(query: str, matched: str) -> bool:
    """Whether one side says "no <x>" or "without <x>" where the other says "<x>less", and
    neither negates otherwise ("a hive with no queen" / "a queenless hive", "gum without
    sugar" / "sugarless gum")."""
    if "less" not in query and "less" not in matched:
        return False
    from genaicache.verify.critical import negations

    for x, y in ((query, matched), (matched, query)):
        said = negations(x)
        if set(said) - _WITHOUT or sum(said.values()) != 1 or negations(y):
            continue
        words = latin_words(x)
        at = next((i for i, w in enumerate(words) if w in _WITHOUT), None)
        if at is None:
            continue
        after = [w for w in words[at + 1:at + 4]  # "without using gas" / "gasless"
                 if w not in ("a", "an", "the", "any", "using", "having")][:1]
        return bool(after) and _root(after[0]) in _lacking(latin_words(y))
    return False


# Plurals whose stem is not their singular's
_PLURALS = {"children": "child", "leaves": "leaf", "teeth": "tooth", "wives": "wife",
            "knives": "knife", "wolves": "wolf", "feet": "foot"}


def _root(word: str) -> str:
    """The stem ``word`` shares with its "<x>less" form ("children" -> "child")."""
    return stem(_PLURALS.get(word, word))


def _lacking(words: list[str]) -> dict[str, str]:
    """The root of each "<x>less" word of ``words`` said of the thing after it ("sugar" of
    "sugarless gum"; not "feel helpless") or last ("weld aluminium gasless"), with the word."""
    stops = stop_words()
    return {_root(w[:-4]): w for i, w in enumerate(words)
            if w.endswith("less") and len(w) > 6 and w not in _NOT_LACKING
            and (i + 1 == len(words) or words[i + 1] not in stops)}


def lacking_against_with(query: str, matched: str) -> str:
    """The "<x>less" word when the other side says "with <x>" instead ("sugarless gum" / "gum
    with sugar"), else ``""``."""
    if "less" not in query and "less" not in matched:
        return ""
    for x, y in ((query, matched), (matched, query)):
        said = latin_words(x)
        lacking = _lacking(said)
        if not lacking:
            continue
        words, stops = latin_words(y), stop_words()
        for i, w in enumerate(words[:-1]):
            if w != "with":
                continue
            at = i + 1 + (words[i + 1] in ("a", "an", "the", "some"))
            if at >= len(words) or (at + 1 < len(words) and words[at + 1] not in stops
                                    and words[at + 1] not in said):
                continue  # "gum with sugar substitutes" names another thing
            if (word := lacking.get(_root(words[at]))) and word not in words:
                return word
    return ""




def _said_of_a_thing(words: list[str], at: int) -> bool:
    """Whether the "un-" word at ``at`` is a participle said of the thing after it ("an unpaid
    invoice"): not a verb after its subject ("a game i uninstalled" undid the install), nor
    said of what stands before it ("which tenants are unpaid" are not paid; "which tenants
    have not paid" did not pay)."""
    stops = stop_words()
    return _participle(words[at]) and words[at] not in _UNDONE and not (
        at and words[at - 1] in _DONE_BY) and at + 1 < len(words) and words[at + 1] not in stops


# "un-" that undoes a deed ("uninstalled apps" were installed once; "apps never installed"
# were not)
_UNDONE = frozenset({"uninstalled", "unfollowed", "unsubscribed", "unplugged", "unpacked",
                     "unloaded", "unblocked", "unmuted", "unpinned", "untagged", "unlinked",
                     "unfriended", "unmatched", "unzipped", "undone", "unsent", "unliked",
                     "unshared", "unlocked", "unpublished", "unenrolled", "unregistered"})


def _participle(word: str) -> bool:
    """Whether ``word`` is a past participle, or one with "un-" ("unpaid", "unused")."""
    participles = _irregular_participles()
    return word.endswith("ed") or word in participles or word[2:] in participles


@lru_cache(maxsize=1)
def _irregular_participles() -> frozenset[str]:
    """Participles that do not end in "-ed" ("never paid" / "unpaid", "never read" / "unread")."""
    return frozenset(participle for _, participle in irregular_verbs().values())


def _same_root(a: str, b: str, shortest: int = 4) -> bool:
    """Whether two stems share their root ("insuranc" / "insur")."""
    short, long = sorted((a, b), key=len)
    return len(short) >= shortest and long.startswith(short)


_PRONOUNS = frozenset({"i", "you", "we", "he", "she", "it", "they"})
_OWNER_WORDS = frozenset({"my", "your", "his", "her", "its", "our", "their", "the", "this",
                          "that"})
_REFUSE = frozenset({"refuse", "refuses", "refused", "refusing"})
_FAIL = frozenset({"fail", "fails", "failed", "failing"}) | _REFUSE
# Refusing is not being unable: "won't" answers "refuses to", "can't" does not
_ABLE = frozenset({"can", "could"})


@lru_cache(maxsize=8192)
def failed(query: str, matched: str) -> bool:
    """Whether one side says "fails to <verb>" (or "refuses to") where the other says "not
    <verb>" once, of the same verb ("my laptop fails to connect" / "my laptop won't connect",
    "my cat refuses to eat" / "my cat is not eating")."""
    from genaicache.verify.critical import negations

    for x, y in ((query, matched), (matched, query)):
        said, negated = latin_words(x), latin_words(y)
        if negations(x) or negations(y) != {"not": 1} or _FAIL.isdisjoint(said):
            continue
        at = next(i for i, w in enumerate(said) if w in _FAIL)
        if said[at + 1:at + 2] != ["to"] or len(said) < at + 3:
            return False
        at_not = negated.index("not")
        if said[at] in _REFUSE and at_not and negated[at_not - 1] in _ABLE:
            return False  # "my baby refuses to take a bottle" / "my baby can't take a bottle"
        after = negated[at_not + 1:]
        if after[:3] == ["be", "able", "to"]:
            after = after[3:]
        # the verb, or the verb past the subject of a question ("why did not my bread rise",
        # "why did not my sourdough starter rise", "why did not it rise", a named thing left
        # out of the words: "why will not my macbook pro turn on"); not "does not stop
        # printing" for "fails to print"
        verbs = after[:1] + (after[1:2] if after[:1] and after[0] in _PRONOUNS else
                             after[1:4] if after[:1] and after[0] in _OWNER_WORDS else [])
        return stem(said[at + 2]) in {stem(w) for w in verbs}
    return False


_KEEP = frozenset({"keep", "keeps", "kept", "keeping"})
_STOP = frozenset({"stop", "stops", "stopped", "stopping"})


@lru_cache(maxsize=8192)
def kept_on(query: str, matched: str) -> bool:
    """Whether one side says "not stop <verb>ing" where the other says "keeps <verb>ing", of the
    same verb, and neither negates otherwise ("my toilet won't stop running" / "my toilet
    keeps running")."""
    from genaicache.verify.critical import negations

    for x, y in ((query, matched), (matched, query)):
        if negations(x) != {"not": 1} or negations(y):
            continue
        said, other = latin_words(x), latin_words(y)
        at = said.index("not") if "not" in said else -1
        if not (0 <= at < len(said) - 2 and said[at + 1] in _STOP
                and said[at + 2].endswith("ing")):
            return False
        verb = stem(said[at + 2])
        return any(w in _KEEP and i + 1 < len(other) and stem(other[i + 1]) == verb
                   for i, w in enumerate(other))
    return False


LACK_WORDS = frozenset({"lack", "lacks", "lacked", "lacking"})  # the negation check's "lack"
_NOT_ANY = frozenset({"not", "no", "without"})
_LACKING = LACK_WORDS | {"missing"}  # "is missing a key"


@lru_cache(maxsize=8192)
def lacked(query: str, matched: str) -> bool:
    """Whether one side says "lacks <x>" where the other negates once near the same <x> ("test
    whether a dict lacks a given key" / "check if a key is not in a dictionary")."""
    from genaicache.verify.critical import negations

    stops = stop_words()
    for x, y in ((query, matched), (matched, query)):
        found_x, found_y = negations(x), negations(y)
        if found_x != {"lack": 1} or sum(found_y.values()) != 1 or not _NOT_ANY & set(found_y):
            continue
        said, negated = latin_words(x), latin_words(y)
        at = next((i for i, w in enumerate(said) if w in _LACKING), None)
        near = next((i for i, w in enumerate(negated) if w in _NOT_ANY or w.endswith("n't")),
                    None)
        if at is None or near is None:
            return False
        lacking = {stem(w) for w in said[at + 1:at + 6] if w not in stops}  # "a credit card
        # minimum payment"
        around = {stem(w) for w in negated[max(0, near - 3):near + 4] if w not in stops}
        return bool(lacking & around)
    return False


@lru_cache(maxsize=8192)
def avoided_against_plain(query: str, matched: str) -> str:
    """The verb one side says to avoid ("what should I avoid saying to a police officer") where
    the other says the same words without "avoid" and without a negation ("what should I say
    to ..."), or ``""``."""
    from genaicache.verify.critical import negations

    if not _may_avoid(query, matched):
        return ""
    for x, y in ((query, matched), (matched, query)):
        said, plain = latin_words(x), latin_words(y)
        if _AVOID.isdisjoint(said) or not _AVOID.isdisjoint(plain) or negations(y):
            continue
        at = next(i for i, w in enumerate(said) if w in _AVOID)
        gerund = _gerund_after(said, at)
        if not gerund or stem(gerund) not in {stem(w) for w in plain}:
            continue
        stops, verb = stop_words(), {stem(gerund)}
        rest = {stem(w) for i, w in enumerate(said) if i != at and w not in stops} - verb
        if rest == {stem(w) for w in plain if w not in stops} - verb:
            return gerund  # the same words but "avoid": "should I avoid driving" is no "is it
    return ""  # safe to drive", and stays for the other checks


# A ban said as a verb: "which events don't allow gps watches" = "where are they banned"
_ALLOW = frozenset({"allow", "allows", "permit", "permits"})
# Words that say a negation by themselves, under one key for the forms that say the same
# ("prohibited" = "forbidden", "against the law" = "illegal", "skip" = "avoid").
_NEGATIVE_KEYS: dict[str, str] = {
    **dict.fromkeys(_AVOID, "avoid"),
    **dict.fromkeys(_FAIL, "fail"),
    **dict.fromkeys(("miss", "misses", "missed", "missing"), "miss"),
    **dict.fromkeys(("exclude", "excludes", "excluded", "excluding"), "exclude"),
    **dict.fromkeys(_STOP, "stop"),
    **dict.fromkeys(("prevent", "prevents", "prevented", "preventing"), "prevent"),
    **dict.fromkeys(("forbidden", "prohibited", "banned", "ban", "bans", "prohibit", "prohibits",
                     "forbid", "forbids"), "forbidden"),
    **dict.fromkeys(("illegal", "unlawful", "against the law"), "illegal"),
    "exempt": "exempt",
    "stuck": "stuck",
}
_NEGATIVE = re.compile(r"\b(?:" + "|".join(sorted(_NEGATIVE_KEYS, key=len, reverse=True))
                       + r")\b")
# The word a "not" on the other side may negate for each to say the same: "not allowed to
# park" = "illegal to park", "not safe in pregnancy" = "to avoid in pregnancy", "not have to
# pay council tax" = "exempt from council tax", "what isn't covered" = "what does it
# exclude", "won't come off" = "stuck". Never a plain
# verb ("not required to park" is no "illegal to park"), nor "ok" for a ban ("is it not ok to
# drink tap water" advises, "is it forbidden to" asks about a rule).
_NEGATED_FOR: dict[str, frozenset[str]] = {
    "avoid": frozenset({"safe", "allowed", "permitted", "ok", "okay", "recommended",
                        "supposed", "advisable"}),
    "forbidden": frozenset({"allowed", "permitted", "legal", "lawful"}) | _ALLOW,
    "illegal": frozenset({"allowed", "permitted", "legal", "lawful"}),
    "exempt": frozenset({"have", "need", "required", "liable", "obliged"}),
    "exclude": frozenset({"covered", "included"}),  # "what does my policy exclude"
    "stuck": frozenset({"come", "move", "budge", "turn", "open", "loosen", "shift"}),
}
# Verbs of doing: they may also say "not" of the very thing they govern ("skip paying" = "not
# pay", "refuses to repay" = "won't pay back", "exclude rows with null" = "where not null").
_GOVERNING = frozenset({"avoid", "fail", "miss", "exclude", "stop", "exempt", "prevent"})
# Read past these after "not": "are you not allowed", "does not want to eat", "not be able to"
_BEFORE_HEAD = _PERSONS | {"be", "been", "able", "want", "wants"}
_ADJECTIVAL = frozenset({"avoid", "forbidden", "illegal"})  # they answer "not <adjective>"
_DUTY_DONE = frozenset({"pay", "do"})  # "exempt from a tax" = "not have to pay it"
# Before "exclude": someone may, should or wants to leave a thing out, which says nothing of
# what a policy or a plan does not cover
_ACTED_EXCLUSION = frozenset({"can", "could", "should", "may", "might", "must", "how", "want",
                              "to"})


# What a thing does until it stops: "my phone isn't charging" says "my phone stopped
# charging". Not what a child learns ("why is my baby not crawling" asks about a delay, "why
# has my baby stopped crawling" about a regression), nor "not <verb>ing yet".
_FUNCTIONS = frozenset({
    "charging", "working", "syncing", "draining", "spinning", "loading", "responding",
    "connecting", "updating", "printing", "booting", "running", "playing", "sending",
    "receiving", "eating", "drinking", "heating", "cooling", "blinking", "flushing", "flowing",
    "ringing", "vibrating", "recording", "uploading", "downloading", "streaming", "starting",
    "laying", "broadcasting", "showing", "displaying", "saving", "backing"})


def _stopped_function(negated: list[str], head: int) -> bool:
    """Whether the "not" of ``negated`` at ``head`` is one a "stopped" says: a function in
    progress ("isn't charging" = "stopped charging"), not "not ... yet"."""
    return negated[head] in _FUNCTIONS and "yet" not in negated


def _negative_words(words: list[str]) -> list[tuple[int, str, str]]:
    """``(position, word, key)`` of each word of ``words`` that says a negation by itself
    ("stop members from creating" keeps them from it, as "prevent" does)."""
    joined = " ".join(words)
    found = [(joined[:m.start()].count(" "), m.group(), _NEGATIVE_KEYS[m.group()])
             for m in _NEGATIVE.finditer(joined)]
    return [(at, word, "prevent" if key == "stop" and "from" in words[at + 2:at + 5] else key)
            for at, word, key in found]


def _governed(words: list[str], at: int) -> list[str]:
    """The stems of the first content words after the negative word at ``at``."""
    stops = stop_words()
    return [stem(w) for w in words[at + 1:at + 8] if w not in stops][:4]


def _head(words: list[str]) -> int | None:
    """Where the word the single "not" of ``words`` negates stands ("are you not allowed to
    park" -> "allowed", "does not want to eat" -> "eat")."""
    at = words.index("not") + 1
    while at < len(words) and words[at] in _BEFORE_HEAD:
        at += 1
    return at if at < len(words) else None


def _lines_up(key: str, negated: list[str], head: int, said: list[str], at: int) -> bool:
    """Whether the "not" at ``head`` of ``negated`` says what the negative word of ``key`` at
    ``at`` of ``said`` says of the words it governs: the same verb or thing, or its own word,
    which the other side then has nowhere ("is it not ok to eat it" is no "is it ok to skip
    it")."""
    word, governed = negated[head], _governed(said, at)
    if key in _GOVERNING and any(_same_root(stem(word), g, 3) or g == "re" + stem(word)
                                 for g in governed):
        return _object_said(negated, head, said)
    if word in said or stem(word) not in {stem(w) for w in _NEGATED_FOR.get(key, ())}:
        return False
    if key == "exclude" and not _ACTED_EXCLUSION.isdisjoint(said[:at]):
        return False  # "can i exclude my son from my policy" is no "is my son not covered"
    if key in _ADJECTIVAL:  # "not safe during pregnancy", not "not legal advice"
        return _object_said(negated, head, said) if word in _ALLOW else _ends_phrase(
            negated, head)
    return key != "exempt" or _duty_exempted(negated, head, governed)


def _duty_exempted(negated: list[str], head: int, governed: list[str]) -> bool:
    """Whether "not have to <verb> <thing>" at ``head`` pays or does the thing an "exempt
    from" ``governed`` ("not have to pay council tax"; not "not have to register for it")."""
    after = [w for w in negated[head + 1:] if w not in _PERSONS]
    thing = {stem(w) for w in after[1:5] if w not in stop_words()}
    return bool(after) and stem(after[0]) in _DUTY_DONE and bool(thing & set(governed))


_PARTICLES = frozenset({"back", "up", "off", "out", "down", "away", "anymore"})


def _object_said(negated: list[str], head: int, said: list[str]) -> bool:
    """Whether the thing right after the negated verb, if any, is said on the other side too
    ("not pay the minimum payment" / "missing a minimum payment"; not "not paying attention" /
    "missing payments")."""
    stops = stop_words()
    thing = next((w for w in negated[head + 1:head + 4]
                  if w not in stops and w not in _PARTICLES and w not in _PERSONS), None)
    return thing is None or stem(thing) in {stem(w) for w in said}


@lru_cache(maxsize=8192)
def said_negatively(query: str, matched: str) -> frozenset[tuple[str, frozenset[str]]]:
    """``(negative word, negated words)`` where one side says a single "not" and the other
    says it by a word like "avoid", "illegal", "exempt" or "stuck" that the first lacks, of the
    same thing ("are you not allowed to park" / "is it illegal to park", "do students not have
    to pay council tax" / "are students exempt from council tax"). Every other negative word
    is on both sides ("is it illegal to not pay" / "is it against the law to skip paying")."""
    from genaicache.verify.critical import negations

    found = set()
    for x, y in ((query, matched), (matched, query)):
        if negations(x) or negations(y) != {"not": 1}:
            continue
        said, negated = latin_words(x), latin_words(y)
        head = _head(negated)
        if head is None:
            continue
        ours, theirs = _negative_words(said), _negative_words(negated)
        keys, their_keys = Counter(k for _, _, k in ours), Counter(k for _, _, k in theirs)
        for at, word, key in ours:
            # "why isn't my iphone charging": the "not" of an inverted question stands before
            # its subject, and what stopped is the function after it
            at_head = _function_after(negated, head) if key == "stop" else head
            if keys - Counter({key: 1}) != their_keys or (
                    key == "stop" and "anymore" not in negated
                    and not _stopped_function(negated, at_head)):
                continue
            if _lines_up(key, negated, at_head, said, at + word.count(" ")):
                found.add((word, frozenset(negated[at_head:at_head + 4])))
    return frozenset(found)


_SUBJECT_WORDS = 3  # "my iphone", "the washing machine": what may stand between "not" and it


def _function_after(negated: list[str], head: int) -> int:
    """Where the function that stopped stands: ``head``, or the first function word in the
    few words after it (the subject of an inverted question), else ``head``."""
    if negated[head] in _FUNCTIONS:
        return head
    return next((i for i in range(head + 1, min(len(negated), head + _SUBJECT_WORDS + 1))
                 if negated[i] in _FUNCTIONS), head)


_LISTED = frozenset({"which", "what", "whats"})


def safe_against_avoided(query: str, matched: str) -> bool:
    """Whether one side asks which things are safe and the other which to avoid, neither
    negated ("which foods are safe for dogs" / "which foods should dogs avoid"): two lists
    with nothing in common. A yes/no question reads both ways alike ("is it safe to drive
    with the light on" / "should I avoid driving with it") and is not this."""
    from genaicache.verify.critical import negations

    if not _may_avoid(query, matched):
        return False
    for x, y in ((query, matched), (matched, query)):
        said, other = latin_words(x), latin_words(y)
        if not said or not other or said[0] not in _LISTED or other[0] not in _LISTED:
            return False
        if "safe" in said and "safe" not in other and not _AVOID.isdisjoint(other) \
                and _AVOID.isdisjoint(said) and not negations(x) and not negations(y):
            return True
    return False
