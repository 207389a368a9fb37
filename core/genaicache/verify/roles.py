"""Who did what to whom: swapped roles.

"Alice sent money to Bob" and "Bob sent money to Alice" have the same words (cosine 0.99) and
opposite answers. What kind of answer a question asks is in ``questions.py``.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import pairwise, product, takewhile
from typing import NamedTuple

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.conditions import condition_added, condition_turned
from genaicache.verify.converse import converse
from genaicache.verify.critical import opposite_group_of
from genaicache.verify.han_roles import (
    actor_swapped,
    asks_either_way,
    clauses_traded,
    done_to_against_doing,
    lend_against_borrow,
    passive_turned,
    persons_swapped,
    route_reversed,
)
from genaicache.verify.lexicon import irregular_verbs, stop_words, verb_forms
from genaicache.verify.numbers import ORDINALS
from genaicache.verify.parties import (
    MARKED,
    MUTUAL,
    NO_DEED,
    asker_swapped,
    doer_made_object,
    mutual,
    own_against_another,
    owners_traded,
    passive_swapped,
    persons_apart,
)
from genaicache.verify.temporal import DAY_WORDS
from genaicache.verify.text import (
    ARTICLES,
    HAVE_FORMS,
    MARK,
    QUESTION_WORDS,
    SUBJECT_PRONOUNS,
    analyze,
    ly_adverb,
    plain_verb,
    spaced_canon,
    stem,
)

# Words that join two things without giving them different roles ("java and python").
_SYMMETRIC = frozenset(
    [
        "and", "or", "vs", "versus", "&", "with", "nor", "between", "both", "either", ",", "和",
        "与", "跟", "及", "或", "同", "还", "是", "、",
    ]
)


# A pair quoted one against the other is read in its order: "usd vs eur exchange rate" is
# not "eur vs usd exchange rate".
_QUOTED_PAIR = re.compile(r"\b(?:vs|versus|to|/)\b.*\b(?:exchange rate|rate|ratio|chart|"
                          r"conversion|pair)s?\b|\b(?:exchange rate|ratio|chart)s? (?:of|for)\b")


def _common_sequence(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """``a`` and ``b`` restricted to the tokens they share (as many times as both have them,
    the first occurrences of each)."""
    kept_a = _keep(a, _counts(b))
    return kept_a, _keep(b, _counts(kept_a))


def _counts(seq: list[str]) -> dict[str, int]:
    """How many times each token stands in ``seq`` (a plain dict: a few tokens cost less
    to count in a loop than through ``Counter``'s constructor)."""
    counts: dict[str, int] = {}
    for tok in seq:
        counts[tok] = counts.get(tok, 0) + 1
    return counts


def _keep(seq: list[str], left: dict[str, int]) -> list[str]:
    """The tokens of ``seq`` that ``left`` still counts, each taken off ``left``."""
    out = []
    for tok in seq:
        if left.get(tok, 0) > 0:
            left[tok] -= 1
            out.append(tok)
    return out


def _strip_common_ends(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    while a and b and a[0] == b[0]:
        a, b = a[1:], b[1:]
    while a and b and a[-1] == b[-1]:
        a, b = a[:-1], b[:-1]
    return a, b


def find_swap(a: list[str], b: list[str]) -> tuple[list[str], list[str], list[str]] | None:
    """``(x, m, y)`` when ``a`` reads ``x m y`` where ``b`` reads ``y m x``, else ``None``."""
    a, b = _strip_common_ends(*_common_sequence(a, b))
    n = len(a)
    if n < 2 or len(b) != n:
        return None
    for i in range(1, n):
        x = a[:i]
        if b[n - i:] != x:
            continue  # ``b`` must close on ``x``, whatever ``y`` is: no ``j`` to try
        for j in range(1, n - i + 1):
            y = a[n - j:]
            if x != y and b[:j] == y and b[j:n - i] == a[i:n - j]:
                return x, a[i:n - j], y
    return None


# Prepositions that set where or when something happens, not who does it to whom.
_SETTING = frozenset({"in", "on", "at", "during"})


def _occurrences(seq: list[str], part: list[str]) -> list[int]:
    """Where ``part`` starts as a run of ``seq``."""
    n = len(part)
    return [i for i in range(len(seq) - n + 1) if seq[i:i + n] == part]


# Endings of manner adverbs: "-ly" alone is also "piccadilly", "italy", "family".
_MANNER = ("lessly", "fully", "ously", "ively", "ally", "ently", "antly", "ately", "ingly",
           "edly", "ibly", "ably", "ckly", "ctly")


# Words that rank, as the other part of a swap with a loose word ("does he move first
# yesterday"); more ("interest") only keeps more swaps.
_RANK = re.compile(r"[a-z]{2,}est|most|least|best|worst|last|next|final|previous")


def _loose(part: list[str]) -> bool:
    """Whether ``part`` is only words that take no role wherever they stand: a day said from
    today ("yesterday") or a manner adverb ("wirelessly"). Not an ordinal: "the first wife of
    king charles" is no "the wife of king charles the first"."""
    return all(map(_loose_word, part))


def _loose_word(token: str) -> bool:
    """Whether ``token`` alone is :func:`_loose`."""
    return token in DAY_WORDS or (len(token) > 6 and token.endswith(_MANNER))


def _set_in(seq: list[str], part: list[str]) -> bool:
    """Whether ``part`` stands in ``seq`` only as a setting: after "in / on / at / during", or
    first, as the topic of a keyword request ("keycloak invalidate token for a user")."""
    at = _occurrences(seq, part)
    return bool(at) and all(i == 0 or seq[i - 1] in _SETTING or part[0] in _SETTING for i in at)


def _placed_in(seq: list[str], part: list[str]) -> bool:
    """Whether ``part`` stands after "in / on / at / during" somewhere in ``seq``."""
    return part[0] in _SETTING or any(i and seq[i - 1] in _SETTING
                                      for i in _occurrences(seq, part))


# What opens a question after a topic set before it: "windows: how do i run ubuntu", "india:
# can my wife ...".
_QUESTION_OPENERS = frozenset({"how", "why", "when", "where", "who", "what", "which"})


def _topic(seq: list[str]) -> bool:
    """Whether ``seq`` opens with a topic set before its question ("windows how do i ...",
    "india can my wife ..."), not with the subject of a sentence ("printer is not printing")."""
    if len(seq) < 3:
        return False
    asks = seq[1] in _NOT_A_NOUN and seq[1] not in _BE_FORMS  # "can", "do", not "is"
    return seq[1] in _QUESTION_OPENERS or (asks and (seq[2] in _SUBJECT_PERSON
                                                     or seq[2] in _DETERMINERS))


def _in_setting(seq: list[str], i: int) -> bool:
    """Whether the token at ``i`` is in a setting: the words after "in" up to the next function
    word other than "and / or" ("in a sql column", "in the euro 2024 final", "in a phone book,
    smith or smyth"), or a topic set before the question. "on" and "at" also close verbs
    ("feed on"), so they set nothing here."""
    if i == 0:
        return _topic(seq)
    stops = stop_words()
    while i > 0 and (seq[i - 1] not in stops or seq[i - 1] in ("and", "or")):
        i -= 1
    return i > 0 and seq[i - 1] == "in"


def _may_set(seq: list[str]) -> bool:
    """Whether some token of ``seq`` may be :func:`_in_setting`: only after an "in", or
    first in a topic."""
    return "in" in seq or _topic(seq)


def settings_crossed(a: list[str], b: list[str]) -> tuple[str, str] | None:
    """Two content words, each the setting on one side only and said as no setting on the
    other: "how do i run windows in ubuntu" / "windows: how do i run ubuntu", "drive in
    germany with a us license" / "drive in the us with a german license". A word set on both
    sides ("rust string reverse" / "reverse a string in rust") crosses nothing."""
    if not (_may_set(a) and _may_set(b)):
        return None
    stops = stop_words()

    def set_only_in(x: list[str], y: list[str]) -> list[str]:
        return [t for i, t in enumerate(x) if t not in stops and x.count(t) == 1
                and y.count(t) == 1 and _in_setting(x, i) and not _in_setting(y, y.index(t))]

    here, there = set_only_in(a, b), set_only_in(b, a)
    return (here[0], there[0]) if here and there else None


def _ranked(seq: list[str], i: int) -> list[str]:
    """The words an ordinal at ``i`` ranks: those after it up to the next function word
    ("first us president" -> us, president)."""
    stops = stop_words()
    return list(takewhile(lambda token: token not in stops, seq[i + 1:]))


def ordinal_moved(a: list[str], b: list[str]) -> tuple[str, str, str] | None:
    """An ordinal that ranks other words on each side, each said on the other side too: "the
    first wife of henry" / "the wife of the first henry" ranks the wife, then Henry.
    ``(ordinal, words, other words)``, else ``None``; "the first car ford made" / "what car
    did ford make first" and "the first president of the us" / "the first us president" rank
    the same thing."""
    for i, token in enumerate(a):
        if token not in ORDINALS or a.count(token) != 1 or b.count(token) != 1:
            continue
        here, there = _ranked(a, i), _ranked(b, b.index(token))
        if here and there and not {stem(t) for t in here} & {stem(t) for t in there} \
                and set(here) & set(b) and set(there) & set(a):
            return token, " ".join(here), " ".join(there)
    return None


# Links between two things: "convert a to b", "from a to b", "a bigger than b", "substitute a
# for b", "a vs b", "a with b"; not "and" / "or", which also join the words of one name
# ("the best underwater point and shoot camera")
_DIRECTED = frozenset({"to", "into", "onto", "from", "than", "for", "over", "vs", "versus",
                       "with"})


def modifier_crossed(a: list[str], b: list[str]) -> tuple[str, str, str] | None:
    """A word that says which of two like things is meant, moved to the other one across a
    directed link: "convert a marathon time to a half marathon time" / "convert a half marathon
    time to a marathon time", "add a new column to a table" / "add a column to a new table".
    ``(word, what it says on one side, link)``, else ``None``. The texts must be the same once
    the word is left out, and the word stand before a content word on both sides ("convert a
    file online to pdf" / "convert a file to pdf online" moves no modifier)."""
    if len(a) != len(b) or a == b or _DIRECTED.isdisjoint(a) or sorted(a) != sorted(b):
        return None  # most pairs: other words
    stops = stop_words()
    for i, token in enumerate(a):
        if token in stops or _loose_word(token) or a.count(token) != 1 or b.count(token) != 1:
            continue
        j = b.index(token)
        if i == j or i + 1 >= len(a) or j + 1 >= len(b) or _function_word(a[i + 1], stops) \
                or _function_word(b[j + 1], stops) or a[:i] + a[i + 1:] != b[:j] + b[j + 1:]:
            continue
        lo, hi = sorted((i, j))
        link = next((t for t in a[lo + 1:hi + 1] if t in _DIRECTED), None)
        if link is not None:
            return token, a[i + 1], link
    return None


def _function_word(word: str, stops: frozenset[str]) -> bool:
    """Whether ``word`` is a stop word, not a one-letter name ("&mut t" of a type "t")."""
    return word in stops and not (len(word) == 1 and word not in "aiu")


def _free(part: list[str], other: list[str], a: list[str], b: list[str]) -> bool:
    """Whether ``part`` of a swap takes no role on either side, so that its moving says
    nothing: it is loose and the other part has no loose word ("yesterday" against "today"
    is a swap), or it is a setting on both sides and the other part a setting on neither
    ("a us phone in europe" / "a european phone in the us" stays a swap)."""
    if not (_occurrences(a, part) and _occurrences(b, part)):
        return False
    if _loose(part):
        return not any(_loose_word(t) or _RANK.fullmatch(t) or t.endswith("ly") for t in other)
    return (_set_in(a, part) and _set_in(b, part)
            and not _placed_in(a, other) and not _placed_in(b, other))


def _without(seq: list[str], part: list[str]) -> list[str]:
    """``seq`` with every run of ``part`` left out."""
    out, i, n = [], 0, len(part)
    while i < len(seq):
        if seq[i:i + n] == part:
            i += n
        else:
            out.append(seq[i])
            i += 1
    return out


# The longest run that may stand as a setting at either end of a side: "in the garden".
_LONGEST_SETTING = 3


def _end_runs(seq: list[str]) -> list[list[str]]:
    """The runs of up to :data:`_LONGEST_SETTING` tokens that open or close ``seq``."""
    top = min(_LONGEST_SETTING, len(seq) - 1)
    return [run for k in range(1, top + 1) for run in (seq[:k], seq[-k:])]


def _without_moved_setting(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """``a`` and ``b`` without a setting that opens or closes one side and stands elsewhere
    in the other, when leaving it out shows a swap: "in the garden does the cat chase the dog"
    / "does the dog chase the cat in the garden" moves the garden and swaps the animals behind
    it, which no single swap reads; the swap needs a link other than a number. The sides as
    they are otherwise."""
    if _SETTING.isdisjoint(a) and _SETTING.isdisjoint(b):
        return a, b  # a run set on both sides then opens both: nothing moved
    both = set(a) & set(b)  # a run with a word one side lacks stands in no setting there
    tried: set[tuple[str, ...]] = set()  # both sides often end in the same run
    for run in (*_end_runs(a), *_end_runs(b)):
        if tuple(run) in tried or not both.issuperset(run) or not _content(run) or not (
                _set_in(a, run) and _set_in(b, run)):
            continue
        tried.add(tuple(run))
        rest_a, rest_b = _without(a, run), _without(b, run)
        swap = find_swap(rest_a, rest_b) if rest_a != a and rest_b != b else None
        if swap is not None and any(not t.isdigit() for t in swap[1]):
            return rest_a, rest_b  # a link, not "december 25" / "25 december" in between
    return a, b


# Pronouns that open a relative clause or stand for what it is about ("the landlord who
# evicted him" / "the tenant he evicted"); not "her", which may own the next word
_RELATIVE = frozenset({"it", "that", "which", "who", "whom", "he", "him", "she", "they", "them"})


# Words that say whose a thing is (not "her", which may be the object: "tell her mom")
_OWNERS = frozenset({"my", "your", "his", "our", "their", "its"})


def _hyphens_apart(tokens: list[str], other: list[str]) -> list[str]:
    """``tokens`` with each hyphenated word the other side writes in parts written in parts
    ("a long-running transaction" / "long running transactions")."""
    out: list[str] = []
    for token in tokens:
        parts = token.split("-")
        if len(parts) > 1 and all(parts) and any(
                other[i:i + len(parts)] == parts for i in range(len(other))):
            out.extend(parts)
        else:
            out.append(token)
    return out


# The fewest words of a question moved from one end to the other (not one: "is december 25 a
# public holiday in japan" / "japan public holiday on 25 december")
_FRAME = 3


def _without_moved_frame(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """Both sides without a question that closes one and opens the other ("the mare keeps
    kicking my gelding, what should i do" / "what should i do if my gelding keeps kicking
    the mare"), the longest such run first."""
    for n in range(min(len(a), len(b)) - 2, _FRAME - 1, -1):
        if a[-n:] == b[:n]:
            return a[:-n], b[n:]
        if a[:n] == b[-n:]:
            return a[n:], b[:-n]
    return a, b


def role_swap(a: list[str], b: list[str]) -> tuple[list[str], list[str], list[str]] | None:
    """The swap of :func:`find_swap` once the parts that take no role are set aside: "what was
    the weather in chicago yesterday" / "how was yesterday's weather in chicago" moves a day,
    "how do i reverse a string in rust" / "rust string reverse" a setting; what is left is
    looked at again, so that a swap behind them still shows; where none shows, it is looked for
    without the loose words ("did the lakers beat the celtics yesterday" / "yesterday did the
    celtics beat the lakers")."""
    swap = find_swap(a, b)
    if swap is None:  # each reading is searched again only where it changed the sides
        loose_a = [t for t in a if not _loose_word(t)]
        loose_b = [t for t in b if not _loose_word(t)]
        if (loose_a, loose_b) != (a, b):
            a, b = loose_a, loose_b
            swap = find_swap(a, b)
    if swap is None and not (_OWNERS.isdisjoint(a) and _OWNERS.isdisjoint(b)):
        # "use my prius to jump start a dead gas car" / "use a gas car to jump start my dead
        # prius": the owner's word moves with what it owns, or to another thing
        owned = [t for t in a if t not in _OWNERS], [t for t in b if t not in _OWNERS]
        swap = find_swap(*owned)
        if swap is not None:
            a, b = owned
    if swap is None:
        moved_a, moved_b = _without_moved_setting(a, b)
        if (moved_a, moved_b) != (a, b):
            a, b = moved_a, moved_b
            swap = find_swap(a, b)
    if swap is None:
        framed_a, framed_b = _without_moved_frame(a, b)
        if (framed_a, framed_b) != (a, b):
            a, b = framed_a, framed_b
            swap = find_swap(a, b)
    if swap is None and not (_RELATIVE.isdisjoint(a) and _RELATIVE.isdisjoint(b)):
        # "a reference outlive the value it borrows from" / "a value outlive the reference
        # that borrows it": a relative clause that follows the swapped parts in either form
        a = [t for t in a if t not in _RELATIVE]
        b = [t for t in b if t not in _RELATIVE]
        swap = find_swap(a, b)
    while swap is not None:
        x, _, y = swap
        part = next((p for p, q in ((x, y), (y, x)) if _free(p, q, a, b)), None)
        if part is None:
            return swap
        a, b = _without(a, part), _without(b, part)
        swap = find_swap(a, b)
    return None


def traded_throughout(a: list[str], b: list[str]) -> str:
    """Why ``b``, which is ``a`` with two tokens traded at every place either stands, more than
    once, says something else ("lakers vs celtics: why did the lakers beat the celtics"
    reversed): a pair of them trades around a directed link, or one stands for the other once
    more ("... why did the lakers win" / "... why did the celtics win"). ``""`` otherwise."""
    if len(a) != len(b) or a == b:
        return ""
    traded = {frozenset((x, y)) for x, y in zip(a, b, strict=True) if x != y}
    if len(traded) != 1:
        return ""
    u, v = sorted(next(iter(traded)))
    at = [i for i, t in enumerate(a) if t in (u, v)]
    if len(at) < 3 or any(a[i] == b[i] for i in at):
        return ""
    if Counter(a) != Counter(b):
        return f"{u!r} and {v!r} trade places, and one stands for the other once more"
    for p, q in zip(at[::2], at[1::2], strict=True):
        link = a[p + 1:q]
        if a[p] == a[q]:
            return ""
        if link and not all(t in _SYMMETRIC for t in link):
            return f"{u!r} and {v!r} trade places throughout, around {' '.join(link)!r}"
    return ""


# Personal pronouns take part in roles ("can I sue my landlord" / "can my landlord sue me");
# object forms read as subject forms so that the two sides share them.
_OBJECT_PRONOUNS = {"me": "i", "him": "he", "us": "we", "them": "they"}
# Persons of pronouns as subject, and as object or owner ("you" reads as a subject).
_SUBJECT_PERSON = {"i": 1, "we": 1, "you": 2, "he": 3, "she": 3, "they": 3}
_OTHER_PERSON = {"me": 1, "us": 1, "my": 1, "our": 1, "your": 2, "him": 3, "his": 3, "her": 3,
                 "them": 3, "their": 3}


def _opposite_modifiers(tokens: list[str], x: list[str], m: list[str], y: list[str]) -> bool:
    """Whether the swapped parts are two opposite words said of one thing, which ``m`` starts
    with ("my old employer ... my new employer": "old" and "new" are stop words, but which
    employer finds out from which turns round with them), or which "one" stands for ("does
    the new servicer send my balance to the old one")."""
    if len(x) != 1 or len(y) != 1 or not m or m[0] in stop_words() or (
            "between" in tokens or not _SYMMETRIC.isdisjoint(m)):
        return False  # "between my old phone and my new phone" names both either way
    pairs = set(pairwise(tokens))
    return (x[0], m[0]) in pairs and any((y[0], thing) in pairs for thing in (
        m[0], "one", "ones")) and opposite_group_of("en:" + stem(x[0]), "en:" + stem(y[0]),
                                                    substitutes=False)


def _content(tokens: list[str]) -> bool:
    stops = stop_words()
    return any(t not in stops or t in _SUBJECT_PERSON for t in tokens)


_BE_FORMS = frozenset({"is", "are", "was", "were"})
_COPULAS = _BE_FORMS | {f"{be}n't" for be in _BE_FORMS}
_COPULA_SUBJECT = re.compile(
    rf"\b(?:{'|'.join(sorted(_COPULAS))})\s"
    r"(?:(?:a|an|the|every|each|any|all|some|most|many|few|my|your|our|his|her|their|this|"
    r"that|these|those)\s)?([^\s]+)"
)


def _predicate_swap(text: str, parts: set[str]) -> bool:
    """Whether the swapped words read as subject and predicate: an "a"/"an" stands between
    them ("is a tomato a fruit according to ..."), or the sentence ends or goes on with a
    function word after them ("are all squares rectangles in geometry"); "good cheap
    restaurants" is a modifier swap."""
    tokens = analyze(text).tokens
    at = [i for i, t in enumerate(tokens) if t in parts]
    if not at:
        return False
    between, after = tokens[at[0] + 1 : at[-1]], tokens[at[-1] + 1 : at[-1] + 2]
    return any(t in ("a", "an") for t in between) or all(
        t in stop_words() or t in _NOT_A_HEAD for t in after
    )


# Words that follow a finished question rather than head a noun phrase after a modifier swap.
_NOT_A_HEAD = frozenset({
    "according", "yes", "right", "really", "actually", "exactly", "too", "though", "anyway",
    "explain", "true", "correct", "technically", "scientifically", "biologically", "legally",
    "officially", "strictly", "always", "ever", "today", "now",
})


def _copula_subjects(text: str) -> set[str]:
    """The words after each "is/are/was/were" (and a determiner): "is every square a ..." ->
    {"square"}. A swap is a subject/predicate swap when one of these words is swapped (and
    :func:`_predicate_swap` agrees)."""
    return {m.group(1) for m in _COPULA_SUBJECT.finditer(analyze(text).canon)}


# Words a single letter names a kind of ("type o", "vitamin c", "plan b"). An "a" after them is
# usually an article ("plan a trip"); each reader below says when it is a letter.
_LETTERED = frozenset({
    "type", "vitamin", "plan", "grade", "class", "option", "hepatitis", "group", "section",
    "tier", "exhibit", "category", "division", "table", "column", "point", "node", "server",
    "team", "player", "list", "array", "matrix", "branch", "file", "folder", "account",
    "namespace", "region", "zone", "cluster", "host", "machine", "device", "site", "bucket",
    "repo", "repository", "sheet", "tab", "person", "company", "country", "city", "store",
    "bank", "vm", "container", "pod", "service", "database", "project", "room", "building",
    "user", "train", "car", "box", "task", "job", "step", "stage", "worker", "thread",
    "process", "model", "product", "drug", "patient", "employee", "party", "side", "investor",
    "student", "buyer", "seller", "partner", "shareholder", "struct", "enum", "object",
    "function", "module", "trait", "interface", "component", "entity", "record", "variable",
    "field", "method", "package", "library", "crate", "vector", "queue", "subnet", "network",
    "router", "layer", "topic", "endpoint", "page", "version", "owner", "co-owner", "member",
    "tenant", "landlord", "parent", "child",
})


def _letters(tokens: tuple[str, ...]) -> set[tuple[str, str]]:
    """The lettered kinds named by a letter other than "a": ("type", "o"), ("vitamin", "c")."""
    return {(w, t) for w, t in pairwise(tokens)
            if w in _LETTERED and len(t) == 1 and t.isalpha() and t not in ("a", "i")}


@lru_cache(maxsize=8192)
def _role_tokens(text: str) -> tuple[str, ...]:
    """Tokens without articles, object pronouns as subjects ("us" after an article is the
    country, as "the us" reads), and a lettered kind as one token
    ("type o blood given to a type a patient": "type o" and "type a" can swap; an "a" only
    where the text names another letter of the same word)."""
    tokens = analyze(text).tokens
    if "-" in text:  # "a mac-formatted drive" names the mac as "a drive formatted by a mac" does
        tokens = tuple(part for t in tokens for part in _participle_compound(t))
    if _LETTERED.isdisjoint(tokens) and "us" not in tokens:  # each token read alone
        return tuple(_OBJECT_PRONOUNS.get(t, t) for t in tokens if t and t not in ARTICLES)
    lettered = {w for w, _ in _letters(tokens)}
    out: list[str] = []
    for before, token in zip(("", *tokens), tokens, strict=False):
        if out and out[-1] in lettered and len(token) == 1 and token.isalpha():
            out[-1] = f"{out[-1]} {token}"
        elif token == "us" and before in ARTICLES:
            out.append("usa")  # "a us license": no pronoun follows an article
        elif token and token not in ARTICLES:
            out.append(_OBJECT_PRONOUNS.get(token, token))
    return tuple(out)


_PARTICIPLE_COMPOUND = re.compile(r"([a-z]{2,})-([a-z]{3,}ed)")


def _participle_compound(token: str) -> tuple[str, ...]:
    """A word and a past participle joined by a hyphen as two tokens ("mac-formatted"), any
    other token as itself."""
    m = _PARTICIPLE_COMPOUND.fullmatch(token) if "-" in token else None
    return (m.group(1), m.group(2)) if m else (token,)


_NO_ARTICLE_AFTER = frozenset({"vitamin", "hepatitis"})  # "vitamin a deficiency"


@lru_cache(maxsize=8192)
def lettered_kinds(text: str) -> frozenset[tuple[str, str]]:
    """The lettered kinds ``text`` names, as (word, letter): "foods high in vitamin b" ->
    {("vitamin", "b")}. An "a" counts where the text names another letter of the word, or where
    no content word follows it ("what is plan a", "hepatitis a vaccine" does not count)."""
    tokens = analyze(text).tokens
    if _LETTERED.isdisjoint(tokens):
        return frozenset()  # no word that takes a letter ("vitamin", "plan"): most texts
    found = _letters(tokens)
    named = {w for w, _ in found}
    stops = stop_words()
    for i in range(len(tokens) - 1):
        if tokens[i] in _LETTERED and tokens[i + 1] == "a" and (
                tokens[i] in named or tokens[i] in _NO_ARTICLE_AFTER or i + 2 == len(tokens)
                or tokens[i + 2] in stops):
            found.add((tokens[i], "a"))
    return frozenset(found)


# Verbs that take a person before the thing ("send me an email" = "send an email to me").
_DATIVE = frozenset({
    "send", "sends", "sent", "give", "gives", "gave", "email", "emails", "emailed", "text",
    "texts", "texted", "show", "shows", "showed", "pay", "pays", "paid", "lend", "lends",
    "lent", "owe", "owes", "owed", "offer", "offers", "offered", "hand", "hands", "handed",
    "mail", "mails", "mailed", "sell", "sells", "sold", "write", "writes", "wrote",
})
_DATIVE_PERSONS = frozenset({"i", "he", "we", "they", "you", "her"})
# Where the thing given ends: "send me the file (before friday)".
_PHRASE_END = frozenset({
    "to", "for", "on", "in", "at", "after", "before", "when", "if", "because", "about", "from",
    "with", "by", "and", "or", "but", "so", "back", "as", "while", "until", "without", "how",
    "what", "why", "where", "who", "which", "i", "he", "she", "we", "they", "you", "it",
})


def _to_dative(tokens: list[str]) -> list[str]:
    """"the interviewer send i thank-you email" as "the interviewer send thank-you email to i":
    a person right after a giving verb moves behind the thing given, so that it meets "i send
    thank-you email to interviewer" as a swap (a second reading: the first finds the others)."""
    for i in range(len(tokens) - 2):
        if tokens[i] in _DATIVE and tokens[i + 1] in _DATIVE_PERSONS:
            end = i + 2
            while end < len(tokens) and tokens[end] not in _PHRASE_END:
                end += 1
            if end > i + 2:
                return [*tokens[:i + 1], *tokens[i + 2:end], "to", tokens[i + 1], *tokens[end:]]
    return tokens


def _as_shared(tokens: list[str]) -> list[str]:
    """"give my assistant access to my calendar" as "share my calendar with my assistant": the
    person given access to a thing is the one it is shared with."""
    for i in range(len(tokens) - 3):
        if tokens[i] not in ("give", "grant") or "access" not in tokens[i + 2:i + 6]:
            continue
        at = tokens.index("access", i + 2)
        end = next((j for j in range(at + 2, len(tokens)) if tokens[j] in _PHRASE_END),
                   len(tokens))
        if tokens[at + 1:at + 2] == ["to"] and end > at + 2:
            return [*tokens[:i], "share", *tokens[at + 2:end], "with", *tokens[i + 1:at],
                    *tokens[end:]]
    return tokens


def _shared_alike(a: list[str], b: list[str]) -> bool:
    """Whether ``a`` and ``b`` share the same thing with the same person once access given is
    read as sharing: from "share" on, they read alike."""
    if "share" not in a or "share" not in b:
        return False
    return a[a.index("share"):] == b[b.index("share"):]


_PASSIVE = re.compile(
    r"\b(?:am|is|are|was|were|be|been|being|get|gets|got)\s+\w+(?:\s+\w+)?\s+by\s+"
    r"(?:(?:a|an|the|my|your|his|her|our|their)\s+)?(\w+)")


def _passive(text: str) -> set[str]:
    """The agents of passives in ``text`` ("I was left by my boyfriend" -> {"boyfriend"}),
    object pronouns read as subjects."""
    return {_OBJECT_PRONOUNS.get(m, m) for m in _PASSIVE.findall(analyze(text).canon)}


def person_swap(a: str, b: str) -> bool:
    """Whether the persons acting on one side are the persons acted on or owning on the other,
    and the other way round ("can I drive her car" / "can she drive my car", "can he see my
    stories" / "can I see his stories"); "how do you know your partner loves you" / "how do I
    know my partner loves me" changes the person, not the roles."""
    sides = []
    for text in (a, b):
        tokens = analyze(text).tokens
        sides.append(({_SUBJECT_PERSON[t] for t in tokens if t in _SUBJECT_PERSON},
                      {_OTHER_PERSON[t] for t in tokens if t in _OTHER_PERSON}))
    (subj_a, rest_a), (subj_b, rest_b) = sides
    clean = subj_a.isdisjoint(rest_a) and subj_b.isdisjoint(rest_b)  # "can you tell me your"
    return bool(clean and subj_a and subj_b and subj_a.isdisjoint(subj_b)
                and subj_a <= rest_b and subj_b <= rest_a)


# Where a last clause opens: "... what's the best plan when she visits me"
_LAST_CLAUSE = frozenset({"when", "if", "while", "after", "before", "because", "once",
                          "unless", "until"})


def _persons_swap_in_last_clause(a: str, b: str) -> bool:
    """Whether the two texts say the same up to a conjunction and, in the clause after it,
    the persons acting on one side are the ones acted on on the other ("... when she visits
    me" / "... when i visit her"), whatever persons the words before name."""
    x, y = analyze(a).tokens, analyze(b).tokens
    shared = len(list(takewhile(lambda pair: pair[0] == pair[1], zip(x, y, strict=False))))
    opened = max((i for i in range(shared) if x[i] in _LAST_CLAUSE), default=-1)
    if opened < 0 or len(x) - opened < 4 or len(y) - opened < 4 or any(
            mutual(word) for word in (*x[opened + 1:], *y[opened + 1:])):
        return False  # (not a deed done with each other: "when she meets me for coffee")
    if x[opened + 3] not in _OTHER_PERSON or y[opened + 3] not in _OTHER_PERSON:
        return False  # the person acted on right after the verb: not "when i go out with him"
        # or "sit next to him", which read the same either way
    return person_swap(" ".join(x[opened + 1:]), " ".join(y[opened + 1:]))


_AUXILIARY = r"do|does|did|can|could|should|will|would|must|has|have|had"
_ASKED_BY = rf"(?:{_AUXILIARY}) "
_CLAUSE = (rf"(?:({_AUXILIARY}) )?"
           r"(i|you|we|he|she|they|(?:my|your|our|his|her|their|the|a|an) [a-z]+) ([a-z]+)")
# A clause that opens the text ("why can my dog ..."), and one after a conjunction
_QUESTION_OPENER = re.compile(rf"(?:(?:why|how|when|where) |what (?={_ASKED_BY}))?{_CLAUSE}")
_CLAUSE_OPENER = re.compile(rf"\b(?:if|when|unless|once|because|after|before) {_CLAUSE}")
_CONJUNCTIONS = frozenset({"if", "when", "unless", "once", "because", "after", "before"})
_SUBORDINATE = _CONJUNCTIONS | {"while", "whilst", "until"}
# ... with a subject named bare, that does it to a party or thing ("if amtrak cancels my trip")
_BARE_OPENER = re.compile(rf"\b(?:{'|'.join(sorted(_CONJUNCTIONS))}) (?:({_AUXILIARY}) )?"
                          r"((?:[a-z]{3,} )?[a-z]{3,}) ([a-z]{2,}(?:s|ed)) (?=(?:my|your|our|his|"
                          r"her|their|the|a|an|me|us|him|them)\b)")


def _openers(canon: str) -> list[re.Match[str]]:
    """The clause openers of ``canon`` from its start, none overlapping another, as one
    pattern of both kinds would find them; the text is searched for the conjunctions only
    where one is written in it."""
    first = _QUESTION_OPENER.match(canon)
    found = [first] if first else []
    if any(word in canon for word in _CONJUNCTIONS):
        found += _CLAUSE_OPENER.finditer(canon, first.end() if first else 0)
    return found


def _bare_openers(canon: str, found: list[re.Match[str]]) -> list[re.Match[str]]:
    """The clauses after a conjunction whose subject is named bare ("if amtrak cancels my
    trip"), where no opener of ``found`` stands."""
    if not any(word in canon for word in _CONJUNCTIONS):
        return []
    stops = stop_words()
    return [m for m in _BARE_OPENER.finditer(canon)
            if stops.isdisjoint(m.group(2).split()) and not any(
                n.start() <= m.start() < n.end() for n in found)]
_PERSON = {"i": "1", "me": "1", "my": "1", "mine": "1", "we": "1", "us": "1", "our": "1",
           "you": "2", "your": "2", "he": "3m", "him": "3m", "his": "3m", "she": "3f",
           "her": "3f", "they": "3p", "them": "3p", "their": "3p"}


@lru_cache(maxsize=8192)
def _clauses(text: str) -> dict[tuple[str, str], tuple[str, str, tuple[str, ...]]]:
    """Each clause that opens a question ("do i have to ...") or follows "if / when"
    ("if the airline cancels ...") as (opener, verb stem) -> its subject (a person for a
    pronoun, else the noun's stem), the verb as written and the stems of the (up to two)
    content words after it."""
    found = {}
    canon = analyze(text).canon
    stops = stop_words()
    openers = _openers(canon)
    for m in [*openers, *_bare_openers(canon, openers)]:
        first = m.group(0).split()[0]
        if m.group(1) and not m.start():
            opener = "main"  # "do i have to ...", "why can my dog ..."
        elif first in _CONJUNCTIONS:
            opener = first
        else:
            continue
        subject = m.group(2).split()[-1]
        subject = "2" if subject in _ANYONE else subject
        after = tuple(stem(w) for w in canon[m.end():].split()[:4] if w not in stops)[:2]
        verb = "be" if m.group(3) in _BE_FORMS or m.group(3) == "am" else stem(m.group(3))
        found[(opener, verb)] = (_PERSON.get(subject, stem(subject)), m.group(3), after)
    return found


# Anyone at all: "how can a person control anger" asks what "how can i control my anger" asks
_ANYONE = frozenset({"person", "people", "someone", "somebody", "one", "man", "woman", "guy",
                     "girl", "student", "students", "beginner", "beginners", "adult", "adults",
                     "human", "individual", "anyone", "anybody", "everyone", "newbie"})
# A person said as no possessive: "gave me", "do i" (not "my car", which i may act for)
_NAMED_PERSON = {w: p for w, p in _PERSON.items() if w not in ("my", "mine", "our", "your",
                                                                 "his", "her", "their")}


def _mentions(text: str, subject: str) -> bool:
    tokens = analyze(text).tokens
    if subject[0].isdigit():
        return any(_NAMED_PERSON.get(t) == subject for t in tokens)
    return subject in {stem(t) for t in tokens}


# Verbs whose subject and object never trade places in the passive without a change of
# meaning ("a data class can inherit from a class" / "can be inherited from"), with their
# participles; not verbs a thing does by itself ("a phone charges" / "is charged", "an event
# fires", "a lease extends", "a thread blocks"), nor nouns too ("a function call")
_ONE_WAY = {"inherit": "inherited", "implement": "implemented", "override": "overridden",
            "subclass": "subclassed", "sue": "sued", "bite": "bitten", "infect": "infected",
            "replace": "replaced", "follow": "followed", "track": "tracked",
            "evict": "evicted", "hire": "hired", "arrest": "arrested", "bully": "bullied",
            "acquire": "acquired", "harass": "harassed", "rob": "robbed", "scam": "scammed",
            "stalk": "stalked", "attack": "attacked", "kidnap": "kidnapped"}
# The participles, and "bit" of "got bit by a dog"
_DONE_BY_ONE_WAY = {done: verb for verb, done in _ONE_WAY.items()} | {"bit": "bite"}
_BE = _BE_FORMS | frozenset({"am", "be", "been", "being", "get", "gets", "got", "gotten",
                             "getting"})
# Between an auxiliary and its verb: "is often bullied", "often bullies"
_BETWEEN = frozenset({"often", "always", "never", "sometimes", "still", "also", "just",
                      "already", "ever", "usually", "constantly", "repeatedly"})
# Said of no one but the subject: "subclass itself", "inherit from each other"
_THE_SAME = frozenset({"itself", "himself", "herself", "themselves", "myself", "yourself",
                       "ourselves", "each"})
_ITSELF = frozenset(stem(word) for word in _THE_SAME)
# Words that make a noun one known thing, by whose it is: "my dog" is not "another dog", "a
# dog" may be; "my company" is "our company"
_OWNER_OF = {word: _PERSON[word] for word in ("my", "our", "your", "his", "her", "their")} | {
    "its": "3n", "this": "d", "that": "d", "these": "d", "those": "d"}
# "sue another", "inherit from one another": one more of the same kind
_ANOTHER = frozenset(stem(word) for word in ("another", "other", "others"))
# Function words that still tell one thing from another: "the new server" / "the old server"
_TELLS_APART = frozenset({"new", "old", "first", "last", "next", "previous", "main", "own",
                          "other", "another"})
# Function words that still belong to a party: "each other", "the other dog"
_PARTY_WORDS = _THE_SAME | _TELLS_APART
_PREPOSITIONS = frozenset({"of", "with", "from", "in", "on", "at", "for", "to", "by", "like",
                           "than", "about"})
# "i had my battery replaced", "i got my screen replaced": done to the thing, for me
_CAUSING = frozenset({"have", "has", "had", "having", "get", "gets", "got", "getting"})
# What opens the object of a deed: "sued a competitor", "bullied other kids"
_OBJECT_STARTS = frozenset((word,) for word in (
    "a", "an", "the", "my", "your", "his", "her", "our", "their", "its", "another", "other",
    "some", "one", "me", "him", "us", "them", "you", "someone", "somebody", "people", "kids",
    "children", "others", "two", "three", "four", "five", "several", "many", "multiple"))
# Not an object: "bullied a lot", "sued a few times"
_NOT_AN_OBJECT = frozenset({("a", "lot"), ("a", "bit"), ("a", "few"), ("a", "little"),
                            ("the", "year"), ("the", "day"), ("the", "week"), ("the", "month"),
                            ("the", "first"), ("the", "last"), ("the", "same"), ("the", "next")})
# A relative word, read as the noun before it: "a child who bites"
_WHO_THAT = frozenset({"who", "that", "which"})
# Before a subject whose verb may end the text: "can a final class inherit"
_ASKING = frozenset({"can", "could", "will", "would", "should", "may", "might", "must", "do",
                     "does", "did"})


class _Phrase(NamedTuple):
    """A noun phrase: the stems of its words, the word before them and where they start."""

    words: tuple[str, ...]
    opener: str
    start: int


_NONE = _Phrase((), "", -1)


def acts_against_undergoes(a: str, b: str) -> str:
    """The verb one side says its subject does and the other that is done to the same
    subject ("can a kotlin data class inherit from another class" / "can a kotlin data class
    be inherited", "my son is bullying a classmate" / "my son was bullied by a classmate",
    "our company sued a competitor" / "got sued by a competitor"; not "can you extend a
    sealed class" / "can a sealed class be extended"), else ``""``. Not when the deed goes
    either way between two of a kind ("can an employee sue another employee" / "can an
    employee be sued by another employee") or back to the subject ("subclass itself"), nor
    between two things told apart by their modifiers or their owners ("the child class
    overrides the parent class" / "the parent class is overridden by the child class", "that
    company sued our company" / "our company was sued by that company")."""
    ta, tb = analyze(a).tokens, analyze(b).tokens
    if _DONE_BY_ONE_WAY.keys().isdisjoint(ta) and _DONE_BY_ONE_WAY.keys().isdisjoint(tb):
        return ""  # most texts
    for x, y in ((ta, tb), (tb, ta)):
        for i, word in enumerate(y[1:], start=1):
            verb = _DONE_BY_ONE_WAY.get(word)
            if verb is None or not _after_be(y, i):
                continue
            subject = _subject_before(y, i)
            agent = _noun_after(y, i, "by")
            if not subject.words or not _ITSELF.isdisjoint(agent) or _acts_too(y, verb, subject):
                continue  # "i was sued by my landlord, can i sue him back"
            for j in range(len(x)):
                if x[j][:2] != verb[:2] or not _acts(x, j, verb):
                    continue
                theirs = _subject_before(x, j)
                if not _same(theirs, subject):
                    continue
                if x[j] == verb and j + 1 == len(x) and _ASKING.isdisjoint(
                        x[max(0, theirs.start - 2):theirs.start]):
                    continue  # a noun that ends the text: "for a new employee hire"
                done_to = _noun_after(x, j)
                if not _ITSELF.isdisjoint(done_to) or (
                        subject.opener not in _OWNER_OF and subject.opener != "the"
                        and _of_a_kind(agent, subject) and _of_a_kind(done_to, subject)):
                    continue  # "an employee sues / is sued by another employee"
                return verb
    return ""


def _same(one: _Phrase, other: _Phrase) -> bool:
    """Whether two subjects name one thing: the same words, owned alike ("my company" / "our
    company"; not "that company" / "our company")."""
    return one.words == other.words and (
        _OWNER_OF.get(one.opener, "") == _OWNER_OF.get(other.opener, ""))


def _of_a_kind(party: tuple[str, ...], subject: _Phrase) -> bool:
    """Whether ``party`` is one more of the subject's kind, said alike ("another employee",
    "another"; not "another class" of "a final class")."""
    return bool(party) and (party[-1] in _ANOTHER or tuple(
        word for word in party if word not in _ANOTHER) == subject.words)


def _acts_too(tokens: tuple[str, ...], verb: str, subject: _Phrase) -> bool:
    """Whether ``tokens`` also say the subject does the deed itself."""
    return any(t[:2] == verb[:2] and _acts(tokens, k, verb)
               and _same(_subject_before(tokens, k), subject) for k, t in enumerate(tokens))


def _acts(tokens: tuple[str, ...], at: int, verb: str) -> bool:
    """Whether ``tokens[at]`` may say ``verb`` done by its subject: "bullies", "is bullying",
    "bullied a classmate", "has bitten"; not a passive ("was bullied", "a cat bitten by a
    dog"), nor a noun ("a new employee subclass be created", "packages have tracking")."""
    word = tokens[at]
    done = _ONE_WAY[verb]
    past = irregular_verbs().get(verb, (done, done))[0]
    if word in (done, past):
        if _after_be(tokens, at) or tokens[at + 1:at + 2] == ("by",):
            return False
        k = at - 1
        while k > 0 and _between(tokens[k]):
            k -= 1
        if tokens[k] in HAVE_FORMS or _asked_with_have(tokens, at):
            return True  # "has bitten", "has my son bullied", "how often has your dog bitten"
        if word != past:
            return False  # "bitten" only after "has"
        # "bullied" may also be said of a noun ("a child bullied at school"): a deed done
        # by the subject here has its object after it ("bullied a classmate")
        return word != done or (tokens[at + 1:at + 2] in _OBJECT_STARTS
                                and tokens[at + 1:at + 3] not in _NOT_AN_OBJECT)
    if word == verb:  # a verb has no "be" after it
        return at + 1 == len(tokens) or tokens[at + 1] not in _BE
    if word.endswith("ing"):
        if at and tokens[at - 1] in HAVE_FORMS:
            return False
        return word in (verb + "ing", verb.removesuffix("e") + "ing", verb + verb[-1] + "ing")
    return word in (verb + "s", verb + "es", verb.removesuffix("y") + "ies")


def _asked_with_have(tokens: tuple[str, ...], at: int) -> bool:
    """Whether "has" or "have" opens the subject before ``tokens[at]`` in a question ("how
    many times has your dog bitten")."""
    phrase = _subject_before(tokens, at)
    before = phrase.start - 1 - (phrase.opener in stop_words())
    return before >= 0 and tokens[before] in HAVE_FORMS and not QUESTION_WORDS.isdisjoint(
        tokens[:before])


def _after_be(tokens: tuple[str, ...], at: int) -> bool:
    """Whether ``tokens[at]`` follows a form of "be" or "get", adverbs perhaps between."""
    k = at - 1
    while k > 0 and at - k <= 2 and _between(tokens[k]):
        k -= 1
    return k >= 0 and tokens[k] in _BE


def _between(word: str) -> bool:
    """Whether ``word`` may stand between an auxiliary and its verb ("often", "constantly")."""
    return word in _BETWEEN or _adverb(word)


def _subject_before(tokens: tuple[str, ...], at: int) -> _Phrase:
    """The noun phrase before ``tokens[at]`` once the auxiliaries and adverbs between are
    passed over ("my son" of "my son is being" before "bullied"), a pronoun too; past a
    phrase after a preposition ("the manager of my store"); none before an infinitive ("to be
    evicted") or where the phrase is what a causative "have" or "get" is done to ("i had my
    battery replaced")."""
    k = at - 1
    while k >= 0 and (tokens[k] in _AUXILIARIES or _between(tokens[k])):
        k -= 1
    if k >= 0 and tokens[k] in SUBJECT_PRONOUNS:
        return _Phrase((tokens[k],), "", k)
    if k > 0 and tokens[k] in _WHO_THAT:  # "a child who bites": the child
        k -= 1
    stops = stop_words()
    for _ in range(3):
        phrase = _phrase(tokens, k, -1)
        if not phrase.words:
            return _NONE
        before = phrase.start - 1 - (phrase.opener in stops and phrase.opener not in (
            _PREPOSITIONS))  # the word before "my" in "of my store"
        if before < 0:
            return phrase
        if tokens[before] in _PREPOSITIONS:
            k = before - 1
            continue
        if tokens[before] in _CAUSING and _participle(tokens[at]) and (
                tokens[before] not in HAVE_FORMS or tokens[before] == "had"
                or (before > 0 and QUESTION_WORDS.isdisjoint(tokens[:before]))):
            return _NONE  # not "has my son bullied anyone", "why has my son bullied"
        return phrase
    return _NONE


def _noun_after(tokens: tuple[str, ...], at: int, link: str = "") -> tuple[str, ...]:
    """The stems of the noun phrase after the verb at ``at`` ("another employee" of "sue
    another employee for ..."), or after ``link`` within the next words ("by a classmate")."""
    k = at + 1
    if link:
        k = next((n + 1 for n in range(at + 1, min(at + 5, len(tokens))) if tokens[n] == link),
                 len(tokens))
    elif k < len(tokens) and tokens[k] in ("from", "on", "with"):  # "inherit from a class"
        k += 1
    stops = stop_words()
    while k < len(tokens) and tokens[k] in stops and tokens[k] not in _PARTY_WORDS:
        k += 1
    end = k
    while end < len(tokens) and end - k < 3 and (tokens[end] in _PARTY_WORDS or not (
            tokens[end] in stops or _adverb(tokens[end]))):
        end += 1
    return tuple(stem(t) for t in tokens[k:end])


def _phrase(tokens: tuple[str, ...], head: int, stop: int) -> _Phrase:
    """Up to three words ending at the noun ``head``, going back no further than past
    ``stop``: content words and those that tell two of a kind apart ("the old server")."""
    stops = stop_words()
    if head < 0 or head <= stop or (tokens[head] in stops and tokens[head] not in _THE_SAME):
        return _NONE
    k = head
    while k - 1 > stop and head - k < 2 and (tokens[k - 1] not in stops or tokens[k - 1] in (
            _TELLS_APART)) and tokens[k - 1] not in _AUXILIARIES:
        k -= 1
    return _Phrase(tuple(stem(t) for t in tokens[k:head + 1]), tokens[k - 1] if k else "", k)



def _two_parties(a: str, b: str, verb: str, verb_stem: str, main: bool) -> bool:
    """Whether two nouns that each side names, the subjects of ``verb`` on the two sides, are
    two parties rather than one thing said two ways: ``verb`` is no "be", is said once on
    each side (not again as a noun: "does the child class override the parent class"), and
    the main clause does no deed with another ("can a fridge share an outlet with a
    microwave"; of the main clause, that clause's own words)."""
    if main:  # (the main clause's own words: not "... when volunteers stay with them")
        a, b = _SUBORDINATE_CLAUSE.split(a, 1)[0], _SUBORDINATE_CLAUSE.split(b, 1)[0]
    return (verb not in _BE_FORMS and analyze(a).stems.count(verb_stem) == 1
            and analyze(b).stems.count(verb_stem) == 1 and " with " not in f" {a} {b} ")


# Where a question's main clause ends: "with" after it is no deed done with another ("does the
# host family get paid when volunteers stay with them")
_SUBORDINATE_CLAUSE = re.compile(rf"\b(?:{'|'.join(sorted(_SUBORDINATE))})\b")


def _same_asking(ca: dict[tuple[str, str], tuple[str, str, tuple[str, ...]]],
                 cb: dict[tuple[str, str], tuple[str, str, tuple[str, ...]]]) -> bool:
    """Whether the two main clauses have one subject, a third party named by a noun ("can my
    roommate see ..." on both sides; not "how do you know" / "how do people know", nor "can
    we file jointly if i am ..." / "... if she is ...", where the condition's person is one of
    the askers)."""
    main_a = [v[0] for k, v in ca.items() if k[0] == "main"]
    main_b = [v[0] for k, v in cb.items() if k[0] == "main"]
    return bool(main_a) and main_a == main_b and not main_a[0][0].isdigit() and (
        main_a[0] != "it")


def _owner_made_subject(a: tuple[str, str, tuple[str, ...], str],
                        b: tuple[str, str, tuple[str, ...], str]) -> bool:
    """Whether the asker does it on one side to what a party owns, and that party does it to
    the asker's own on the other ("can i see my kid's browsing history" / "can my kid see my
    browsing history"; not "do i need my parents' consent" / "do my parents need to
    consent"). Each side: (subject, verb as written, stems after it, canonical text)."""
    for (subject, verb, own_after, canon), (other, _, after_other, _) in ((a, b), (b, a)):
        if other == "1" and not subject[0].isdigit() and subject in after_other and \
                subject not in own_after and f" {verb} my " in f" {canon} ":
            return True
    return False


def subject_swapped(a: str, b: str) -> str:
    """The verb whose subject is a person on one side and a named thing or party on the other
    ("do i have to pay tax ..." / "do my parents have to pay tax ..."; "if the airline cancels
    my flight" / "if i cancel my flight"), when the two say the same after the verb or each
    side names the other's subject; else ``""``. Two persons ("can you" / "can i") are the
    persons check's; two nouns may be synonyms ("my insurance" / "my insurer"), unless each
    side names both and they are two parties (:func:`_two_parties`: "what should a patient
    check before ..." / "what should a physio check before ..."). In a condition of one
    question, the asker against a third person is another subject too ("... if i manage the
    router" / "... if he manages the router")."""
    ca, cb = _clauses(a), _clauses(b)
    canon_a, canon_b = analyze(a).canon, analyze(b).canon
    # the main clause first, then the others in one order: the same reason in every run
    for key in sorted(ca.keys() & cb.keys(), key=lambda k: (k[0] != "main", k)):
        (x, verb, after_x), (y, verb_y, after_y) = ca[key], cb[key]
        if x == y:
            continue
        crossed = (_mentions(a, y) and _mentions(b, x)) or _owner_made_subject(
            (x, verb, after_x, canon_a), (y, verb_y, after_y, canon_b))
        if key[0] != "main" and {x[:1], y[:1]} == {"1", "3"} and after_x and \
                after_x == after_y and _same_asking(ca, cb):
            return verb  # "... if i manage the router" / "... if he manages the router" (not
            # "if i miss a payment" / "if you miss a payment": "you" may be anyone)
        if x[0].isdigit() == y[0].isdigit() and (
                x[0].isdigit() or not (crossed and _two_parties(a, b, verb, key[1],
                                                                key[0] == "main"))):
            continue  # two persons, or two nouns that may be one thing
        if (after_x and after_x == after_y) or crossed:
            return verb
    return ""


# "see who unfollowed me" / "see who i unfollowed", "accounts that muted me" / "accounts i
# muted": who acts on a person, who that person acts on
_PARTY_NOUNS = (r"person|people|user|users|account|accounts|friend|friends|contact|contacts|"
                r"follower|followers|numbers?|ones?|callers?|senders?|members?")
_WHO_ACTS = re.compile(rf"\b(?:who|(?:{_PARTY_NOUNS}) (?:that|which)) "
                       r"(?:is |are |was |were |has |have |had )?"
                       r"(?!(?:i|you|we|they|he|she)\b)([a-z]+) (me|you|us|him|her|them)\b")
# ... and whom a person acts on: "who i unfollowed", "the person i muted", "people that i follow"
_WHO_ACTED_ON = re.compile(rf"\b(?:who(?:m)? |(?:{_PARTY_NOUNS}|someone) "
                           r"(?:that |whom |who )?)"
                           r"(i|you|we|they|he|she) (?:have |has |had |did |do |"
                           r"will |am |was |were |are )?([a-z]+)\b")


# "check who viewed my story" / "check whose stories i viewed"
_WHO_ACTS_ON_MINE = re.compile(r"\bwho (?!(?:i|you|we|they|he|she)\b)([a-z]+) (my|your|our) ")
_WHOSE_I_ACT_ON = re.compile(r"\bwhose +(?:\S+ +){1,3}?(i|you|we) (?:have |did |do )?([a-z]+)\b")


# "if i rear-end someone" / "if someone rear-ends me", "when i hire a cabinet maker" / "when a
# customer hires me": who does it to whom turns round
_I_ACT = re.compile(r"\b(?:i|we|you|my \w+) ([a-z]+(?:-[a-z]+)?) "
                    r"(?:someone|somebody|another \w+|them)\b")
_ACTS_ON_ME = re.compile(
    r"\b(?:someone|somebody|another \w+|they) ([a-z]+(?:-[a-z]+)?) (?:me|us|you|my \w+)\b")
# ... with a party named by a noun: "i hire a cabinet maker" / "a customer hires me" (not "a
# company rents me a car", which does it for me)
_I_ACT_ON_ONE = re.compile(r"\b(?:i|we) ([a-z]+(?:-[a-z]+)?) an? \w+")
_ONE_ACTS_ON_ME = re.compile(r"\ban? \w+ ([a-z]+(?:-[a-z]+)?) (?:me|us)\b"
                             r"(?! (?:a|an|the|some|my|your|their|his|her|any)\b)")
# "if i get hit by a driver" / "i got rear-ended" against "if i hit a driver" / "i rear-ended
# someone"
_I_SUFFER = re.compile(r"\b(?:i|we|you) (?:get|got|gets|was|were|am|are|been|getting) "
                       r"([a-z]+(?:-[a-z]+)?)\b")
_I_DO_TO = re.compile(
    r"\b(?:i|we|you) ([a-z]+(?:-[a-z]+)?) (?:a|an|the|someone|somebody|another)\b")


# "ask my boss for feedback" / "give my boss feedback": what one asks for, the other gives
_ASK_FOR = re.compile(r"\b(?:ask|asking|asked) (?:\w+ ){0,3}?for (?:a |an |the |my |some |more )?"
                      r"(\w+)")
_GIVE = re.compile(r"\b(?:give|giving|gave|provide|providing|offer|offering)((?: \w+){1,4})")


def _gives(canon: str, thing: str) -> bool:
    return any(thing in {stem(w) for w in m.group(1).split()} for m in _GIVE.finditer(canon))


def asked_against_given(a: str, b: str) -> str:
    """The thing one side asks someone for and the other gives someone, else ``""``."""
    for x, y in ((a, b), (b, a)):
        canon_x, canon_y = analyze(x).canon, analyze(y).canon
        asked = _ASK_FOR.search(canon_x) if "ask" in canon_x else None
        if asked is None or _ASK_FOR.search(canon_y):
            continue
        thing = stem(asked.group(1))
        if _gives(canon_y, thing) and not _gives(canon_x, thing):
            return asked.group(1)
    return ""


def _same_verb(x: str, y: str) -> bool:
    """Whether two verb forms are one verb ("rear-ends" / "rear-end", "hit" / "hit")."""
    return plain_verb(x.split("-")[-1]) == plain_verb(y.split("-")[-1])


def acts_on_turned(a: str, b: str) -> str:
    """The verb one side says "i" do to someone and the other someone does to "me" ("if i
    rear-end someone" / "if someone rear-ends me"), or one side suffers and the other does
    ("i got rear-ended" / "i rear-ended someone"), else ``""``."""
    for x, y in ((a, b), (b, a)):
        canon_x, canon_y = analyze(x).canon, analyze(y).canon
        for acting, acted_on in ((_I_ACT, _ACTS_ON_ME), (_I_ACT_ON_ONE, _ONE_ACTS_ON_ME)):
            mine = acting.search(canon_x)
            theirs = acted_on.search(canon_y) if mine else None
            if mine and theirs and _same_verb(mine.group(1), theirs.group(1)):
                return mine.group(1)
        suffered = _I_SUFFER.search(canon_x)
        done = _I_DO_TO.search(canon_y) if suffered else None
        if suffered and done and not _I_SUFFER.search(canon_y) and _same_verb(
                suffered.group(1), done.group(1)):
            return done.group(1)
    return ""


def who_turned(a: str, b: str) -> str:
    """The verb one side asks who does to a person and the other whom that person does it to
    ("who unfollowed me" / "who i unfollowed"), else ``""``."""
    if not any(word in text for word in ("who", "that", "which") for text in (a, b)):
        return ""
    for x, y in ((a, b), (b, a)):
        canon_x, canon_y = analyze(x).canon, analyze(y).canon
        # each pattern pair: (verb, person) acted on, against (person, verb) acting
        for acting, acted in ((_WHO_ACTS, _WHO_ACTED_ON), (_WHO_ACTS_ON_MINE, _WHOSE_I_ACT_ON)):
            acts = acting.search(canon_x)
            acted_on = acted.search(canon_y) if acts else None
            if acts and acted_on and plain_verb(acts.group(1)) == plain_verb(
                    acted_on.group(2)) and _PERSON[acts.group(2)] == _PERSON[acted_on.group(1)]:
                return acts.group(1)
    return ""


_WH = frozenset({"who", "whom", "what", "which"})
_DO = frozenset({"do", "does", "did"})
# Verbs and adjectives that, before "with", say a relation that holds both ways
_WITH_EACH_OTHER = frozenset(stem(w) for w in (
    "interact", "compatible", "incompatible", "overlap", "conflict", "communicate", "coexist",
    "correlate", "clash", "react",
))


# How a relation holds, between it and "with" ("interact badly with")
_HOW_WELL = frozenset({"badly", "well", "poorly", "negatively", "dangerously", "strongly"})
_NOT_A_NOUN = _DO | _BE_FORMS | frozenset({"can", "could", "will", "would", "should", "may",
                                           "might", "must", "shall", "has", "have", "had"})
# What stands between a subject and its verb ("my son is being bullied")
_AUXILIARIES = _NOT_A_NOUN | _BE | {"am", "not"}
_WHO = frozenset({"who", "whom"})



# Words that open a yes/no passive or ask how or why of one: "is the wedding paid for by ...",
# "why was rome sacked by ..." ("who was killed by" asks for the object: see _active).
_PASSIVE_OPENERS = frozenset({"why", "how", "when", "where"})
# A preposition that belongs to the verb of a passive: "paid for by", "looked after by".
_VERB_PARTICLES = frozenset({"for", "to", "of", "after", "on", "with", "up", "out", "off",
                             "in", "over", "about", "into"})


_LONGEST_AGENT = 3  # "by the bride's family": a name or a noun with its modifiers


def _participle(word: str) -> bool:
    """Whether ``word`` may be a past participle ("paid", "killed", "written")."""
    return word in verb_forms() or (len(word) > 3 and word.endswith(("ed", "en")))


_adverb = ly_adverb


def by_passive(seq: list[str]) -> list[str] | None:
    """A yes/no passive with its agent read in the order of the active, its verb as a stem:
    "is wedding traditionally paid for by bride family (in uk)" reads "bride family
    traditionally pay for wedding (in uk)", as "does the bride's family pay for the wedding"
    has it; ``None`` when ``seq`` has no such passive."""
    start = 1 if seq[:1] and seq[0] in _PASSIVE_OPENERS else 0
    if len(seq) < start + 4 or seq[start] not in _BE_FORMS or "by" not in seq[start + 2:]:
        return None
    by = seq.index("by", start + 2)
    verb = by - 1 - (seq[by - 1] in _VERB_PARTICLES)
    adverbs = verb
    while adverbs > start + 2 and _adverb(seq[adverbs - 1]):
        adverbs -= 1
    thing = seq[start + 1:adverbs]
    end = next((i for i in range(by + 1, len(seq)) if seq[i] in _PHRASE_END), len(seq))
    agent = seq[by + 1:end]
    if not thing or not 1 <= len(agent) <= _LONGEST_AGENT or not _participle(seq[verb]) or \
            (_BE_FORMS | {"by"}) & {*thing, *agent}:
        return None  # "explained by water being denser than ice": a clause, not an agent
    return [*seq[:start], *agent, *seq[adverbs:verb], plain_verb(seq[verb]), *seq[verb + 1:by],
            *thing, *seq[end:]]


def _in_active(a: list[str], b: list[str]) -> tuple[list[str], list[str]] | None:
    """Both sides in active order with one form of each verb, when either is a passive that
    names its agent; ``None`` when neither is. "is the wedding paid for by the bride's family"
    meets "does the bride's family pay for the wedding" in one order, and "is the bride's
    family paid for by the groom" meets it with the two swapped."""
    active_a, active_b = by_passive(a), by_passive(b)
    if active_a is None and active_b is None:
        return None
    a, b = active_a or a, active_b or b
    verbs = {plain_verb(t) for t in (*a, *b)} & {t for t in (*a, *b)}
    if _still_passive(a, verbs) or _still_passive(b, verbs):
        return None  # "is the wedding paid for by the family" / "does the family get paid"
    return _verbs_as(a, verbs), _verbs_as(b, verbs)


# Before a participle that stays passive: "does the family get paid for the wedding" is paid,
# it does not pay.
_PASSIVE_AUX = _BE - {"am"}


def _still_passive(seq: list[str], verbs: set[str]) -> bool:
    """Whether ``seq`` says one of ``verbs`` as a passive without "by" ("get paid", "was
    paid"): the one who is paid, not the one who pays."""
    return any(i and seq[i - 1] in _PASSIVE_AUX and _participle(t) and plain_verb(t) in verbs
               for i, t in enumerate(seq))


def _verbs_as(seq: list[str], verbs: set[str]) -> list[str]:
    """``seq`` with each form of ``verbs`` as its stem."""
    return [plain_verb(t) if plain_verb(t) in verbs else t for t in seq]


def _readings(seq: list[str]) -> list[list[str]]:
    """``seq`` in active voice, and when it opens with "which / what" and a word that may be a
    noun, also without that word: "which team beat X" reads "which beat X" ("what eats X"
    keeps its verb in the first reading)."""
    readings = [_active(seq)]
    if len(seq) >= 3 and seq[0] in ("which", "what") and seq[1] not in _NOT_A_NOUN \
            and seq[1].isalpha():
        readings.append(_active([seq[0], *seq[2:]]))
    return readings


def _active(seq: list[str]) -> list[str]:
    """"X was beaten by whom", "by whom was X beaten" and "who was X beaten by" read "who beat
    X"; "who was killed by X" reads "who did X kill"."""
    if len(seq) >= 4 and seq[0] in _WHO | {"which", "what"} and seq[1] in _BE_FORMS:
        if seq[3] == "by" and len(seq) >= 5:  # "who was killed by brutus"
            return ["who", "did", *seq[4:], seq[2]]
        by = next((i for i in range(4, 8) if seq[i:i + 1] == ["by"]), 0)
        if by and len(seq) > by + 1 and seq[0] in _WHO and _participle(seq[2]):
            # "who was taught calligraphy by wang xizhi": whom he taught calligraphy
            return ["who", "did", *seq[by + 1:], seq[2], *seq[3:by]]
        if seq[-1] == "by":  # "who was goliath killed by"
            return ["who", seq[-2], *seq[2:-2]]
    if len(seq) >= 5 and seq[0] == "by" and seq[1] in _WHO and seq[2] in _BE_FORMS:
        return ["who", seq[-1], *seq[3:-1]]  # "by whom was caesar killed"
    for i in range(3, len(seq) - 1):  # "napoleon was defeated by whom (at waterloo)"
        if seq[i] == "by" and seq[i + 1] in _WHO and seq[i - 2] in _BE_FORMS:
            return ["who", seq[i - 1], *seq[:i - 2], *seq[i + 2:]]
    return seq


# A call inside a call: "f(g(x))" applies g first, "g(f(x))" f first
_NESTED_CALL = re.compile(r"\b([a-z][\w.]*)\s*\(\s*([a-z][\w.]*)\s*\(")
_CALLED = re.compile(r"\b([a-z][\w.]*)\s*\(")
_CHAINED = re.compile(r"\.([a-z]\w*)\s*\(")


def calls_turned(a: str, b: str) -> str:
    """The outer call of one side when the other nests the same calls the other way round
    ("the derivative of f(g(x))" / "of g(f(x))"), or the first method of a chain the other
    calls in another order ("df.dropna().fillna(0)" / "df.fillna(0).dropna()"), else
    ``""``."""
    if "(" not in a or "(" not in b:
        return ""
    nested_a: set[tuple[str, str]] = set(_NESTED_CALL.findall(a))
    nested_b: set[tuple[str, str]] = set(_NESTED_CALL.findall(b))
    turned = {(inner, outer) for outer, inner in nested_a} - nested_a
    found = sorted(turned & nested_b)
    if found and not nested_b - turned - nested_a:
        return found[0][0]
    # a chain of methods in another order: "df.dropna().fillna(0)" / "df.fillna(0).dropna()"
    if ")." in a and ")." in b and (
            reordered := _reordered(_CHAINED.findall(a), _CHAINED.findall(b))):
        return reordered
    # three or more deep, the same calls in another order ("sin(cos(tan(x)))" /
    # "sin(tan(cos(x)))")
    if nested_a and nested_b and nested_a != nested_b:
        return _reordered(_CALLED.findall(a), _CALLED.findall(b))
    return ""


def _reordered(calls_a: list[str], calls_b: list[str]) -> str:
    """The first of the calls when both sides make the same calls in another order, else
    ``""``."""
    if calls_a == calls_b or sorted(calls_a) != sorted(calls_b):
        return ""
    return next(x for x, y in zip(calls_a, calls_b, strict=True) if x != y)


def _a_name(token: str) -> bool:
    """Whether a token names a thing: letters, maybe with digits ("orders", "df1", "student a",
    "proj-1")."""
    plain = token.replace(" ", "").replace("_", "").replace("-", "")
    return plain.isalnum() and not plain.isdigit()


def mention_traded(a: list[str], b: list[str]) -> tuple[str, str] | None:
    """The two named things, when both sides name both and one place names one on one side and
    the other on the other ("a foreign key from orders to customers: an index on orders" /
    "... on customers"): which of the two is meant there is the question. ``None`` when the
    sides differ elsewhere too, or the traded words are not content words."""
    if len(a) != len(b) or len(a) < 4:
        return None
    diff = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    if len(diff) != 1:
        return None
    x, y = a[diff[0]], b[diff[0]]
    stops = stop_words()
    if (len(x) < 3 or len(y) < 3 or not _a_name(x) or not _a_name(y)
            or x in stops or y in stops):
        return None
    return (x, y) if y in a and x in b else None


def object_question(a: list[str], b: list[str]) -> bool:
    """Whether one side asks for the object ("who did Napoleon defeat", "what do aphids eat")
    where the other asks for the subject of the same verb ("who defeated Napoleon", "what eats
    aphids", "which team defeated Napoleon", "Napoleon was defeated by whom"); a common ending
    ("... at Waterloo") is set aside first. Each reading asks only with a "who / whom / what /
    which" its side already says, so a side without one asks for nothing."""
    if _WH.isdisjoint(a) or _WH.isdisjoint(b):
        return False
    return any(_object_question(ra, rb) for ra in _readings(a) for rb in _readings(b))


# Prepositions a question may leave at its end: "who did Ali lose to".
_STRANDED = frozenset({"to", "for", "from", "with", "against", "by", "at", "on", "about"})


_MOST = frozenset({"most", "least", "fewest", "more", "fewer", "less"})



def _object_question(a: list[str], b: list[str]) -> bool:
    while a and b and a[-1] == b[-1]:
        a, b = a[:-1], b[:-1]
    while a and b and a[0] == b[0] and a[0] not in _WH:  # "in rock paper scissors, what ..."
        a, b = a[1:], b[1:]
    for x, y in ((a, b), (b, a)):
        if (len(x) < 4 or len(y) < 3 or x[0] not in _WH or y[0] not in _WH
                or (x[1] not in _DO and x[1] not in HAVE_FORMS)):
            continue
        if plain_verb(y[1]) == plain_verb(x[-1]) and y[2:] == x[2:-1] and \
                plain_verb(x[-1]) not in MUTUAL:
            return True
        # "who has Musk sued" / "who has sued Musk" ("who did Musk sue"): the subject question
        # keeps its "has"; the participle tells which word is the verb
        if (len(y) >= 4 and y[1] in HAVE_FORMS and plain_verb(y[2]) == plain_verb(x[-1])
                and y[3:] == x[2:-1] and _participle(y[2]) and not mutual(x[-1])
                and _MOST.isdisjoint(x[2:-1])  # "who has the most goals scored": possession
                and not any(_RANK.fullmatch(t) for t in x[2:-1])):  # "the longest field goal"
            return True
        # "who did Ali lose to" asks who beat Ali; "who lost to Ali" whom Ali beat
        if (len(x) >= 5 and x[-1] in _STRANDED and y[2:3] == x[-1:]
                and plain_verb(y[1]) == plain_verb(x[-2]) and y[3:] == x[2:-2]
                and plain_verb(x[-2]) not in MUTUAL):
            return True
    return False


_WHOSE = re.compile(r"^whose (\w+) (?:is|was|are|were) (.+?)[\s?.!]*$")
_WHO_IS = r"^who(?:'s|\u2019s| is| was| are| were)"
_WHO_OWNS = re.compile(rf"{_WHO_IS} (.+?)(?:'s|s'|\u2019s) (\w+)(.*?)[\s?.!]*$")
_WHO_OF = re.compile(rf"{_WHO_IS} the (\w+) of (.+?)[\s?.!]*$")
# Relations that read the same both ways: "whose twin is Fred" = "who is Fred's twin".
_SYMMETRIC_RELATIONS = frozenset(stem(w) for w in (
    "twin", "sibling", "cousin", "friend", "roommate", "teammate", "classmate", "neighbor",
    "neighbour", "partner", "spouse", "colleague", "coworker", "rival", "companion", "mate",
))


def whose_swap(a: str, b: str) -> bool:
    """Whether one side asks "whose son is Darth Vader" (Vader is the son) and the other "who
    is Darth Vader's son" or "who is the son of Darth Vader" (Vader has the son)."""
    if "whose" not in a and "whose" not in b:
        return False
    for x, y in ((a, b), (b, a)):
        whose = _WHOSE.match(x)
        if whose is None or stem(whose.group(1)) in _SYMMETRIC_RELATIONS:
            continue
        owns, of = _WHO_OWNS.match(y), _WHO_OF.match(y)
        if owns and stem(owns.group(2)) == stem(whose.group(1)) \
                and f"{owns.group(1)}{owns.group(3)}" == whose.group(2):
            return True
        if of and stem(of.group(1)) == stem(whose.group(1)) and of.group(2) == whose.group(2):
            return True
    return False


_PLURAL_SUBJECTS = frozenset({"i", "we", "you", "they"})


def _with_base_verbs(x: list[str], y: list[str]) -> list[str]:
    """``y`` with each "-s" verb whose base form follows "I / we / you / they" in ``x`` written
    as in ``x``: against "I owe my sister", "my sister owes me" reads "owe"."""
    bases = {x[i] for i in range(1, len(x)) if x[i - 1] in _PLURAL_SUBJECTS}
    if not bases:
        return list(y)  # no base form to write a verb as
    said = set(x)

    def base(token: str) -> str:
        if not token.endswith("s") or token in said:
            return token
        if token[:-1] in bases:
            return token[:-1]
        return token[:-2] if token.endswith("es") and token[:-2] in bases else token

    return [base(t) for t in y]


def _same_forms(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """Both sides with verbs that agree with a pronoun on one side and a noun on the other
    written alike, so that a swap of the two shows."""
    return _with_base_verbs(b, a), _with_base_verbs(a, b)


def _in_one_number(a: list[str], b: list[str]) -> tuple[list[str], list[str]] | None:
    """Both sides with a noun said in the plural on one side and in the singular on the other
    written alike, when the two sides then say the same words ("does a forklift yield to
    pedestrians" / "do pedestrians yield to forklifts"; not "cats catch fleas from dogs" / "a
    dog gives fleas to a cat", one thing said two ways); ``None`` when nothing changes."""
    one_a, one_b = _singular_where_said(a, b), _singular_where_said(b, a)
    if (one_a, one_b) == (a, b) or _words_but_auxiliaries(one_a) != _words_but_auxiliaries(one_b):
        return None
    return one_a, one_b


# Owners said of the subject itself: "do reed warblers lay their eggs in cuckoo nests" says
# what "do reed warblers lay eggs ..." does
_OWN = frozenset({"their", "its"})


def _words_but_auxiliaries(seq: list[str]) -> Counter[str]:
    return Counter(t for t in seq if t not in _NOT_A_NOUN and t not in _OWN)


def _singular_where_said(x: list[str], y: list[str]) -> list[str]:
    """``x`` with each plural whose singular only ``y`` says in the singular."""
    said_x, said_y = set(x), set(y)

    def singular(token: str) -> str:
        if not token.endswith("s") or token in said_y:
            return token
        for one in (token[:-1], token[:-2], token[:-3] + "y"):
            if len(one) >= 3 and one in said_y and one not in said_x:
                return one
        return token

    return [singular(t) for t in x]


# What a question asks moves to the front without changing it.
_ASKED = re.compile(r"how (?:many|much)\b")
_DIRECTION = {"from": "from", "to": "to", "into": "to", "onto": "to"}
# What may stand between a direction and the word it leads to ("from my paypal").
_DETERMINERS = ARTICLES | {"my", "your", "his", "her", "our", "their", "its", "this", "that",
                           "these", "those"}


def _directions(text: str) -> dict[str, set[str]]:
    """Each content word with the directions ("from", "to") that lead to it ("emails from
    gmail addresses go to my spam": gmail <- from, spam <- to)."""
    tokens = analyze(text).tokens
    stops = stop_words()
    found: dict[str, set[str]] = {}
    for i, token in enumerate(tokens):
        direction = _DIRECTION.get(token)
        if direction is None:
            continue
        j = i + 1
        while j < len(tokens) and tokens[j] in _DETERMINERS:
            j += 1
        if j < len(tokens) and tokens[j] not in stops:
            found.setdefault(tokens[j], set()).add(direction)
    return found


def _direction_of(seq: list[str], part: list[str]) -> str:
    """The direction ("from", "to") that leads to ``part`` wherever it stands in ``seq``: its
    own first word, or the word before it; ``""`` when none or several."""
    if part[0] in _DIRECTION:
        return _DIRECTION[part[0]]
    found = {_DIRECTION.get(seq[i - 1], "") if i else "" for i in _occurrences(seq, part)}
    return found.pop() if len(found) == 1 else ""


def _carried(sides: tuple[list[str], list[str]], x: list[str], y: list[str]) -> bool:
    """Whether the two parts of a swap take their directions with them: one goes from and
    the other to on both sides ("from my savings account to my checking account" / "into my
    checking account from my savings account"), so only the order of the phrases changes."""
    ways = {(_direction_of(seq, x), _direction_of(seq, y)) for seq in sides}
    if len(ways) != 1:
        return False
    way_x, way_y = ways.pop()
    return bool(way_x and way_y) and way_x != way_y


@lru_cache(maxsize=8192)
def direction_turned(query: str, matched: str) -> str:
    """A word that one side goes from and the other goes to, never both ("why do emails from
    gmail go to spam" / "why do my emails to gmail go to spam"), or ``""``."""
    if not any(d in query for d in ("from", "to")) or not any(d in matched for d in ("from", "to")):
        return ""
    a, b = _directions(query), _directions(matched)
    for word in sorted(a.keys() & b.keys()):
        if not a[word] & b[word]:
            return word
    return ""


# What reads the same whichever thing comes after "from": a distance, a difference
_FROM_EITHER_WAY = re.compile(r"\b(?:far|distance|distances|apart|away|differ|differs|different|"
                              r"difference|differences|distinguish|tell|separate|separating|"
                              r"miles|mile|km|kilometers|kilometres)\b")


def _from_words(text: str) -> set[str]:
    """The names "from" leads to in ``text`` (:func:`_directions`)."""
    return {word for word, ways in _directions(text).items() if "from" in ways and _a_name(word)}


@lru_cache(maxsize=8192)
def from_traded(query: str, matched: str) -> tuple[str, str] | None:
    """The two things when each side names both and "from" leads to one on one side and to
    the other on the other ("call a javascript function from rust code" / "call a rust
    function from javascript code"), else ``None``."""
    if " from " not in f" {query} " or " from " not in f" {matched} ":
        return None
    a, b = analyze(query), analyze(matched)
    if _FROM_EITHER_WAY.search(a.canon) or _FROM_EITHER_WAY.search(b.canon):
        return None
    from_a, from_b = _from_words(query), _from_words(matched)
    for x in sorted(from_a - from_b):
        for y in sorted(from_b - from_a):
            if x in b.tokens and y in a.tokens and len(x) > 2 and len(y) > 2:
                return x, y
    return None


# "the process it is monitoring" / "the process monitoring it": a relative clause whose
# subject and object turn round
_AS_OBJECT = {"it": "it", "he": "him", "she": "her", "they": "them", "i": "me", "we": "us",
              "you": "you"}
# (a progressive, or a verb in the past or the present: "the driver i hit" / "the driver who
# hit me"; not a passive, "the bonus i was promised")
_DOER_IS_PRONOUN = re.compile(r"\b([a-z]{3,}) (?:that |which |who |whom )?"
                              r"(it|he|she|they|i|we|you) "
                              r"(?:(?:is |are |was |were |am |has been |have been )([a-z]{3,}ing)|"
                              r"(?:has |have |had )?(?!(?:is|are|was|were|am|be|been|have|has|"
                              r"had|do|does|did|can|could|will|would|should|may|might|must|"
                              r"not)\b)([a-z]{2,}))\b")
_DOER_IS_NOUN = re.compile(r"\b([a-z]{3,}) (?:that |which |who )?(?:is |are |was |were |has |"
                           r"have |had )?([a-z]{2,}) (it|him|her|them|me|us|you)\b")


@lru_cache(maxsize=8192)
def relative_turned(query: str, matched: str) -> str:
    """The verb when one side has a thing the pronoun does it to ("the process it is
    monitoring") and the other the thing doing it to the pronoun ("the process monitoring
    it"), else ``""``."""
    a, b = analyze(query).canon, analyze(matched).canon
    if not any(f" {p} " in f" {x} " for p in ("me", "him", "her", "them", "us", "it", "you")
               for x in (a, b)):
        return ""  # most texts
    for x, y in ((a, b), (b, a)):
        for m in _DOER_IS_PRONOUN.finditer(x):
            noun, pronoun = m.group(1), m.group(2)
            verb = m.group(3) or m.group(4)
            for n in _DOER_IS_NOUN.finditer(y):
                if (n.group(1), n.group(2), n.group(3)) == (noun, verb, _AS_OBJECT[pronoun]) \
                        and m.group(0) not in y and n.group(0) not in x and not mutual(verb):
                    return verb
    return ""


# Links that keep one of the two things and leave the other out, so even a word that is
# otherwise too common to take a role turns the question round ("a date without a time" /
# "a time without a date")
_ONE_WAY_LINKS = frozenset({("without",), ("with", "no"), ("instead", "of"), ("rather", "than")})


# "the overtaking paraglider" / "the paraglider being overtaken": who does it and who
# undergoes it, by the same verb
_UNDERGOES = re.compile(r"\bbeing ([a-z]{3,}?)(?:ed|en|n)\b")


@lru_cache(maxsize=8192)
def participles_turned(query: str, matched: str) -> str:
    """The verb when both sides name one party doing it ("the overtaking one") and one
    undergoing it ("the one being overtaken") in the other order, or one side names only the
    one undergoing it and the other only the one doing it, else ``""``."""
    if " or " in query or " or " in matched or not any(
            w in text for w in ("being ", "getting ") for text in (query, matched)):
        return ""  # (not a choice: "the boat being overtaken or the overtaking boat")
    a, b = analyze(query).canon, analyze(matched).canon
    if "being " not in query or "being " not in matched:  # ("getting" too, on one side)
        return _undergoing_against_doing(a, b) or _undergoing_against_doing(b, a)
    for m in _UNDERGOES.finditer(a):
        base = m.group(1)
        # the doer named as "the overtaking one" (not "a fast charging cable")
        doing = re.compile(rf"\b(?:the|a|an) {re.escape(base)}[a-z]?ing\b")
        n = next((n for n in _UNDERGOES.finditer(b) if n.group(1) == base), None)
        if n is None:
            continue
        # how often the doing is said before and after the undergoing, on each side
        around_a = [d.start() < m.start() for d in doing.finditer(a)]
        around_b = [d.start() < n.start() for d in doing.finditer(b)]
        if around_a and around_b and sorted(around_a) != sorted(around_b):
            return base
    return ""


# "the player who is tripped" / "the player who trips someone": the one a relative clause
# names undergoes the deed on one side and does it on the other
_WHO_UNDERGOES = re.compile(r"\b(?:who|that) (?:is|was|are|were|gets|got|get|has been|have been|"
                            r"had been) ([a-z]{3,}(?:ed|en|n|t))\b")
_WHO_DOES = re.compile(r"\b(?:who|that) ([a-z]{3,}) (?:someone|somebody|another \w+|an? \w+|"
                       r"the \w+|him|her|them|me|us|you|(?:get|gets|got|is|are|was|were|can|"
                       r"should|will|would|must|has|have)\b)")


def relative_passive_turned(query: str, matched: str) -> str:
    """The verb when a relative clause of one side has its party undergo it and the other's
    has that party do it, else ``""``."""
    if "who " not in query + matched and "that " not in query + matched:
        return ""  # most texts
    a, b = analyze(query).canon, analyze(matched).canon
    for x, y in ((a, b), (b, a)):
        for m in _WHO_UNDERGOES.finditer(x):
            done = plain_verb(m.group(1))
            if mutual(done):
                continue  # "who is married to a foreigner" / "who married a foreigner"
            if any(plain_verb(n.group(1)) == done for n in _WHO_DOES.finditer(y)) and not any(
                    plain_verb(n.group(1)) == done for n in _WHO_UNDERGOES.finditer(y)):
                return done
    return ""


# "which packages depend on lodash" / "which packages lodash depends on": the things asked for
# do it to the named one on one side, the named one does it to them on the other
# (the things named in one word or two: "which python packages")
_WHICH_DO = tuple(re.compile(rf"\b(?:which|what) {kind}([a-z]+) ([a-z]+) "
                             r"(?:(?:on|to|from|with|by) )?(?:the )?([a-z0-9\x00][a-z0-9.+#-]*)")
                  for kind in ("", "[a-z\x00]+ "))
# (... and "which packages does lodash depend on")
_WHICH_DONE = tuple(re.compile(rf"\b(?:which|what) {kind}([a-z]+) (?:(?:do|does|did) )?(?:the )?"
                               r"([a-z0-9\x00][a-z0-9.+#-]*) ([a-z]+)\b")
                    for kind in ("", "[a-z\x00]+ "))


def which_turned(query: str, matched: str) -> str:
    """The verb when one side asks which things do it to a named one and the other which
    things the named one does it to, else ``""``."""
    if "which " not in query + matched and "what " not in query + matched:
        return ""  # most texts
    a, b = spaced_canon(query), spaced_canon(matched)
    for (x, y), do, done in product(((a, b), (b, a)), _WHICH_DO, _WHICH_DONE):
        for m in do.finditer(x):
            things, verb, named = m.groups()
            if verb in NO_DEED or named in NO_DEED or things in NO_DEED or mutual(verb):
                continue
            for n in done.finditer(y):
                if (n.group(1), n.group(2)) == (things, named) and n.group(3) not in NO_DEED \
                        and plain_verb(n.group(3)) == plain_verb(verb) and m.group(0) not in y:
                    return verb
    return ""


# "users who follow a given user" / "users that a given user follows": the party of a relative
# clause doing it to a named one, against the named one doing it to that party
_PICKED = r"(?:given |specific |certain |particular |single )?"
# (not of a verb said either way: "tire sizes that fit my truck" / "... that my truck fits")
_SAID_EITHER_WAY = frozenset({"fit", "fits", "match", "matches", "suit", "suits"})
_REL_DOES = re.compile(rf"\b([a-z]+) (?:who|that|which) ([a-z]+)( (?:on|to|from|with))? "
                       rf"{MARKED}?{_PICKED}([a-z]+)\b")
# (a name without its determiner, "users whom john follows"; a two-word name, "tables that
# the orders table references")
_REL_DONE = re.compile(rf"\b([a-z]+) (?:who|whom|that|which) {MARKED}?{_PICKED}([a-z]+)"
                       r"(?: [a-z]+)?? ([a-z]+)( (?:on|to|from|with)\b)?")
# ... the other way round, what the named one does it to being named: "the users who liked a
# post" / "the posts a user liked" (a relative clause without its pronoun, a determiner before
# the one who does it; read at every word, the matches overlapping)
_REL_DONE_BY = re.compile(rf"(?=\b([a-z]+) (?:(?:who|whom|that|which) )?{MARKED}{_PICKED}"
                          r"([a-z]+) ([a-z]+)\b)")


# ... and said with participles: "the accounts following a user" / "the accounts followed by a
# user"
_DOING_TO = re.compile(rf"\b([a-z]+) ([a-z]{{3,}})ing {MARKED}?{_PICKED}([a-z]+)\b")
_DONE_BY_ONE = re.compile(rf"\b([a-z]+) ([a-z]{{3,}})ed by {MARKED}?{_PICKED}([a-z]+)\b")


def _participles_turned(a: str, b: str) -> str:
    for x, y in ((a, b), (b, a)):
        done = {(stem(m.group(1)), m.group(2), m.group(3)) for m in _DONE_BY_ONE.finditer(y)}
        for m in _DOING_TO.finditer(x) if done else ():
            if (stem(m.group(1)), m.group(2), m.group(3)) in done and \
                    m.group(2) + "ed by" not in x and m.group(2) not in _SAID_EITHER_WAY and \
                    not mutual(m.group(2)):  # (not "states bordering the gulf")
                return m.group(2)
    return ""


def relative_clause_turned(query: str, matched: str) -> str:
    """The verb when one side names the things of a relative clause that do it to a named
    one and the other the things the named one does it to, else ``""``."""
    a, b = analyze(query).canon, analyze(matched).canon
    if " by " in query + matched and (verb := _participles_turned(a, b)):
        return verb
    if not any(f" {w} " in f" {query} {matched} " for w in ("who", "whom", "that", "which")):
        return ""  # most texts
    for x, y in ((a, b), (b, a)):
        for m in _REL_DOES.finditer(x):
            things, verb, link, named = m.groups()
            if verb in NO_DEED or named in NO_DEED or mutual(verb) or verb in _SAID_EITHER_WAY \
                    or re.match(r"\s+(?:on|to|from|with)\b", x[m.end():]):
                continue  # (a verb and its particle read as a name: "that rihanna features on")
            for n in _REL_DONE.finditer(y):
                if stem(n.group(1)) == stem(things) and stem(n.group(2)) == stem(named) and \
                        plain_verb(n.group(3)) == plain_verb(verb) and n.group(0) not in x and \
                        m.group(0) not in y and bool(link) == bool(n.group(4)):
                    return verb  # (a preposition on one side only: "songs that feature
                    # rihanna" / "songs that rihanna features on")
            if link:
                continue
            for n in _REL_DONE_BY.finditer(y):
                if stem(n.group(1)) == stem(named) and stem(n.group(2)) == stem(things) and \
                        stem(things) != stem(named) and plain_verb(n.group(3)) == plain_verb(verb):
                    return verb
    return ""


_PARTY_UNDERGOES = re.compile(r"\b([a-z]{3,}) (?:being|getting) ([a-z]{3,}?)(?:ed|en|n)\b")


def _undergoing_against_doing(x: str, y: str) -> str:
    """The verb when ``x`` names a party undergoing it ("the snowmobile being overtaken") and
    ``y``, which says no "being", that party doing it ("the overtaking snowmobile"; not "being
    towed" / "the towing", a deed named by its noun)."""
    for m in _PARTY_UNDERGOES.finditer(x):
        party, base = m.groups()
        doing = rf"\b(?:the|a|an) {re.escape(base)}[a-z]?ing {re.escape(party)}\b"
        # (the other naming the party once: not "what should a boat do when approached by an
        # overtaking boat")
        if re.search(doing, y) and not re.search(doing, x) and y.split().count(party) == 1:
            return base
    return ""


class SwappedRolesCheck:
    """Refuses when two parts trade places around a directed link ("a to b" vs "b to a").

    A swap around only symmetric words ("java and python", "苹果和香蕉") or with nothing between
    ("learn python quickly" vs "quickly learn python") is accepted.
    """

    name = "roles"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        if converse(candidate.query, candidate.matched):
            return None  # "is C faster than Python" / "is Python slower than C"
        if frame := actor_swapped(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: another actor before {frame!r}, each side "
                                             "naming the other's")
        if outer := calls_turned(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the calls nest the other way round "
                                             f"({outer}(...) outside on one side only)")
        if traded := persons_swapped(candidate.query, candidate.matched) or clauses_traded(
                candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the persons {traded} trade places")
        if ends := route_reversed(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the route {ends} goes the other way")
        if lend_against_borrow(candidate.query, candidate.matched):
            return Verdict(False, self.name, "roles: one side lends (借给), the other borrows")
        if deed := done_to_against_doing(candidate.query, candidate.matched) or \
                relative_passive_turned(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the one {deed!r} is done to against the "
                                             "one doing it")
        if deed := passive_turned(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: {deed!r} done to the subject against done by "
                                             "it")
        tokens_a = list(_role_tokens(candidate.query))
        tokens_b = list(_role_tokens(candidate.matched))
        if "-" in candidate.query or "-" in candidate.matched:
            tokens_a, tokens_b = _hyphens_apart(tokens_a, tokens_b), _hyphens_apart(tokens_b,
                                                                                  tokens_a)
        if traded_mention := mention_traded(tokens_a, tokens_b):
            return Verdict(False, self.name, f"roles: one place names {traded_mention[0]!r} on "
                                             f"one side, {traded_mention[1]!r} on the other, "
                                             "and each side names both")
        if object_question(tokens_a, tokens_b):
            return Verdict(False, self.name, "roles: one side asks for the object of the verb, "
                                             "the other for its subject")
        if whose_swap(candidate.query, candidate.matched):
            return Verdict(False, self.name, "roles: 'whose <thing> is X' against 'who is X's "
                                             "<thing>': the owner and the owned swap")
        ranked = ordinal_moved(tokens_a, tokens_b)
        if ranked:
            return Verdict(False, self.name, f"roles: {ranked[0]!r} ranks {ranked[1]!r} on one "
                                             f"side, {ranked[2]!r} on the other")
        if moved := modifier_crossed(tokens_a, tokens_b):
            return Verdict(False, self.name, f"roles: {moved[0]!r} {moved[1]!r} moves across "
                                             f"{moved[2]!r}")
        crossed = settings_crossed(tokens_a, tokens_b)
        if crossed:
            return Verdict(False, self.name, f"roles: {crossed[0]!r} is the setting on one side, "
                                             f"{crossed[1]!r} on the other")
        turned = condition_turned(candidate.query, candidate.matched)
        if turned:
            return Verdict(False, self.name, f"roles: {turned!r} is the condition on one side "
                                             "and what the other asks")
        if added := condition_added(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the condition {added!r} on one side "
                                             "only")
        if things := from_traded(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: 'from' leads to {things[0]!r} on one side, "
                                             f"to {things[1]!r} on the other, and each names both")
        if verb := participles_turned(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the one doing {verb!r} and the one "
                                             "undergoing it trade places")
        if verb := which_turned(candidate.query, candidate.matched) or relative_clause_turned(
                candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: which things {verb!r} the named one "
                                             "against which it does that to")
        if verb := relative_turned(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the thing {verb!r} the other turns round")
        turned = direction_turned(candidate.query, candidate.matched)
        if turned:
            return Verdict(False, self.name, f"roles: {turned!r} is where one side goes from "
                                             "and where the other goes to")
        verb = who_turned(candidate.query, candidate.matched) or acts_on_turned(
            candidate.query, candidate.matched)
        if verb:
            return Verdict(False, self.name, f"roles: who {verb} whom turns round")
        thing = asked_against_given(candidate.query, candidate.matched)
        if thing:
            return Verdict(False, self.name, f"roles: one side asks for {thing!r}, the other "
                                             "gives it")
        if verb := acts_against_undergoes(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: {verb!r} done against done to it")
        verb = subject_swapped(candidate.query, candidate.matched)
        if verb:
            return Verdict(False, self.name, f"roles: another subject for {verb!r}")
        if parties := asker_swapped(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: the asker is {parties}")
        if verb := passive_swapped(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: who is {verb} by whom turns round")
        if verb := doer_made_object(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: who {verb} whom in the condition")
        if owner := own_against_another(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: one's own against {owner}")
        if owners := owners_traded(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: {owners[0]!r} and {owners[1]!r} trade "
                                             "places")
        if persons := persons_apart(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: {persons[0]!r} asks on one side, "
                                             f"{persons[1]!r} on the other")
        if verb := _to_me_against_by_me(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"roles: {verb!r} to the asker vs by the asker")
        agents_a, agents_b = _passive(candidate.query), _passive(candidate.matched)
        if bool(agents_a) == bool(agents_b) and (person_swap(
                candidate.query, candidate.matched) or _persons_swap_in_last_clause(
                candidate.query, candidate.matched)):
            return Verdict(False, self.name, "roles: the persons who act and who are acted on "
                                             "or own swap")
        active = _in_active(tokens_a, tokens_b)
        if active is not None:  # the passive is read: its agent excuses no swap
            tokens_a, tokens_b = active
            agents_a = agents_b = set()
        forms = _same_forms(tokens_a, tokens_b)
        swap = role_swap(*forms)
        if (swap is None or not swap[1]) and (numbered := _in_one_number(*forms)) is not None:
            across = role_swap(*numbered)
            if across is not None and across[1] and "with" not in across[1]:
                # a link between the two, "yield to"; not "with": "do cats get along with
                # rabbits" / "does a rabbit get along with a cat"
                forms, swap = numbered, across
        shared = _as_shared(forms[0]), _as_shared(forms[1])
        if swap is not None and shared != forms and _shared_alike(*shared):
            swap = role_swap(*shared)
        if swap is None:
            dative_a, dative_b = _to_dative(tokens_a), _to_dative(tokens_b)
            if (dative_a, dative_b) != (tokens_a, tokens_b):
                swap = role_swap(*_same_forms(dative_a, dative_b))
        if swap is not None and not swap[1]:
            # Nothing between them. "is every square a rectangle" / "is every rectangle a
            # square": the subject of "is" is one of the swapped parts, so it is the link;
            # "learn python quickly" / "quickly learn python" and passives are not.
            x, _, y = swap
            parts = set(x) | set(y)
            qa, qb = Counter(tokens_a), Counter(tokens_b)
            # "the rate limits of the api" / "the api rate limits": an "of" rewording, no swap
            reworded = qa != qb and set((qa - qb) + (qb - qa)) == {"of"}
            if not reworded and not _COPULAS & parts and all(
                _copula_subjects(text) & parts and _predicate_swap(text, parts)
                for text in (candidate.query, candidate.matched)
            ):
                reason = f"roles: {' '.join(x)!r} and {' '.join(y)!r} swap around 'is'"
                return Verdict(False, self.name, reason)
        if swap is None or Counter(tokens_a) != Counter(tokens_b):
            traded = traded_throughout(*forms)
            if traded and not (agents_a or agents_b):
                return Verdict(False, self.name, f"roles: {traded}")
        if swap is None:
            return None
        x, m, y = swap
        if not (_content(x) and _content(y) or _opposite_modifiers(forms[0], x, m, y)
                or tuple(m) in _ONE_WAY_LINKS and (_content(x) or _content(y))) or \
                _ASKED.match(" ".join(x)) or _ASKED.match(" ".join(y)):
            return None  # "6 months pregnant is how many weeks" / "how many weeks pregnant is"
        if not m or (all(t in _SYMMETRIC for t in m) and not any(
                _QUOTED_PAIR.search(analyze(text).canon)
                for text in (candidate.query, candidate.matched))):
            return None
        if all(t in _OWNERS for t in m) and Counter(tokens_a) != Counter(tokens_b):
            return None  # "my wifi visible to my neighbors" / "my neighbors see my wifi": the
            # second part's own word, no link between the two, where other words link them
            # ("tell my mom my girlfriend is pregnant", the same words, is turned round)
        if m == ["out", "of", "sync", "with"]:
            return None  # "audio out of sync with video" / "video out of sync with audio"
        if m[-1:] == ["with"] and m[:-1] and all(
                stem(t) in _WITH_EACH_OTHER or t in _HOW_WELL for t in m[:-1]) and any(
                stem(t) in _WITH_EACH_OTHER for t in m[:-1]):
            return None  # "does drug a interact with drug b" / "drug b ... with drug a"
        if _joined_by_symmetric(forms, x, m, y):
            return None  # "hot water or cold water" / "cold water or hot water"
        if _either_way(m):
            return None  # "moisturizer before or after sunscreen" asks the order of the two
        if _tells_apart(candidate.query) and _tells_apart(candidate.matched):
            return None  # "how does a roth ira differ from a traditional one" / "ira vs roth"
        if asks_either_way(candidate.query) and asks_either_way(candidate.matched):
            return None  # "从北京到上海有多少公里" / "从上海到北京": as far either way
        if _carried(forms, x, y):
            return None  # "from my savings to my checking" / "into my checking from my savings"
        if (agents_a ^ agents_b) & (set(x) | set(y)) and _SUBORDINATE.isdisjoint(m):
            return None  # "my boyfriend left me" / "I was left by my boyfriend": the same roles
            # (not a passive in a clause of its own: "can a cfi log time while teaching a
            # student" / "can a student log time while being taught by a cfi")
        reason = f"roles: {' '.join(x)!r} and {' '.join(y)!r} swap around {' '.join(m)!r}"
        return Verdict(False, self.name, reason)


# "a package sent to me" / "a package i sent": the asker receives, or sends
_TO_ME = re.compile(r"\b(sent|mailed|shipped|posted|given|paid|transferred|lent|loaned|sold|"
                    r"forwarded|delivered|returned|refunded|gifted|written|wired|owed) "
                    r"to (me|us)\b")
# The forms the asker says doing it in, beside the participle itself
_DONE_AS = {"given": ("gave", "give"), "written": ("wrote", "write"), "owed": ("owe",),
            "lent": ("lend",), "sold": ("sell",), "paid": ("pay",), "sent": ("send",)}


def _to_me_against_by_me(query: str, matched: str) -> str:
    """The verb when one side says a thing was done to the asker and the other that the asker
    did it, else ``""``."""
    if "to me" not in query and "to me" not in matched and "to us" not in query and (
            "to us" not in matched):
        return ""  # most texts
    for x, y in ((query, matched), (matched, query)):
        for m in _TO_ME.finditer(x):
            verb, asker = m.group(1), "i" if m.group(2) == "me" else "we"
            forms = "|".join((verb, *_DONE_AS.get(verb, ())))
            # not "i had it delivered": the asker had it brought
            by_me = re.compile(rf"\b{asker} (?:have |just |already |mistakenly |accidentally )?"
                               rf"(?:{forms})\b|\b{verb} by {m.group(2)}\b")
            if by_me.search(y) and not by_me.search(x) and m.group(0) not in y:
                return verb
    return ""


# A link and its converse offered as the choice ("before or after"): the question asks which of
# the two ways the things stand, so it reads the same with the things swapped.
_EITHER_WAY = frozenset(frozenset(p) for p in (
    ("before", "after"), ("above", "below"), ("over", "under"), ("above", "under"),
    ("over", "below"), ("inside", "outside"), ("ahead", "behind"), ("ahead of", "behind"),
    ("前", "后")))


_OFFERED = frozenset({"or", "还是", "或"})


def _either_way(link: list[str]) -> bool:
    """Whether ``link`` is a link or its converse, "before or after" (either order)."""
    at = next((i for i, w in enumerate(link) if w in _OFFERED), None)
    if at is None:
        return False
    after = " ".join(link[at + 1:])  # the choice ends the link: "go above or under"
    return any(frozenset((" ".join(link[at - n:at]), after)) in _EITHER_WAY
               for n in (1, 2) if n <= at)


# The words that join two things as equals (no "is", no "with")
_JOINING = frozenset({"and", "or", "nor", "vs", "versus", "和", "与", "或"})


def _joined_by_symmetric(forms: tuple[list[str], list[str]], x: list[str], m: list[str],
                         y: list[str]) -> bool:
    """Whether the swap of ``x`` and ``y`` around ``m`` is two things joined by "or / and"
    that share their last words: "hot water or cold water" reads as ``x`` = hot, ``m`` =
    "water or", ``y`` = cold, and the parts are "hot water" and "cold water"; or their first
    words: "every week or every day" reads as ``m`` = "or every"."""
    if len(m) < 2:
        return False
    a, b = (f" {' '.join(side)} " for side in forms)
    if m[0] in _JOINING:
        return (f" {' '.join([*m[1:], *x, *m, *y])} " in a
                and f" {' '.join([*m[1:], *y, *m, *x])} " in b)
    return (m[-1] in _SYMMETRIC and f" {' '.join([*x, *m, *y, *m[:-1]])} " in a
            and f" {' '.join([*y, *m, *x, *m[:-1]])} " in b)


# A question that only tells two things apart reads both ways ("the difference between a modem
# and a router" / "router vs modem"): the whole text is one of these forms, so nothing else in
# it ("why choose react over vue, what are the differences") can take a direction.
_THING = r"(?:[a-z0-9][\w'.+#-]*)(?: [a-z0-9][\w'.+#-]*){0,4}"
_APART = re.compile(
    r"(?:(?:what|whats)(?: is| are)? |is there (?:any |a )?)?(?:the )?(?:main |key )?"
    r"differences? (?:between|of) "
    rf"{_THING} (?:and|vs|versus) {_THING}|"
    rf"how (?:does|do|is|are) {_THING} (?:differ|different) from {_THING}|"
    rf"how (?:do|are|is) {_THING} and {_THING} (?:differ|different)|"
    rf"{_THING} (?:vs|versus) {_THING}(?: differences?)?|"
    rf"{_THING} and {_THING} differences?|"
    rf"{_THING} (?:vs|versus|and) {_THING},? (?:how (?:are|do) they (?:differ|different)|"
    r"what(?:s| is| are) the differences?)"
)
_RANKS = re.compile(
    r"\b(?:to|into|than|better|worse|which|should|over|convert|switch|migrate|prefer|instead|"
    r"replace|upgrade|more|less|rate|rates|ratio|chart|price|exchange|beat|beats|win|wins)\b"
)


def _tells_apart(text: str) -> bool:
    canon = " ".join(analyze(text).canon.replace(MARK, "x").split()).strip(" ?.!")
    return _APART.fullmatch(canon) is not None and _RANKS.search(canon) is None
