"""Who did what to whom, and what is asked: swapped roles and the kind of question.

"Alice sent money to Bob" and "Bob sent money to Alice" have the same words (cosine 0.99);
"why is X" and "when is X" differ in one function word. Both change the answer.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from itertools import pairwise

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.converse import converse
from genaicache.verify.lexicon import stop_words
from genaicache.verify.text import MARK, analyze, stem

_ARTICLES = frozenset({"a", "an", "the"})
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
    """``a`` and ``b`` restricted to the tokens they share (as many times as both have them)."""
    shared = Counter(a) & Counter(b)

    def keep(seq: list[str]) -> list[str]:
        left, out = Counter(shared), []
        for tok in seq:
            if left[tok] > 0:
                left[tok] -= 1
                out.append(tok)
        return out

    return keep(a), keep(b)


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
        for j in range(1, n - i + 1):
            x, y, m = a[:i], a[n - j:], a[i:n - j]
            if x != y and b[:j] == y and b[n - i:] == x and b[j:n - i] == m:
                return x, m, y
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
})


def _letters(tokens: tuple[str, ...]) -> set[tuple[str, str]]:
    """The lettered kinds named by a letter other than "a": ("type", "o"), ("vitamin", "c")."""
    return {(w, t) for w, t in pairwise(tokens)
            if w in _LETTERED and len(t) == 1 and t.isalpha() and t not in ("a", "i")}


@lru_cache(maxsize=8192)
def _role_tokens(text: str) -> tuple[str, ...]:
    """Tokens without articles, object pronouns as subjects, and a lettered kind as one token
    ("type o blood given to a type a patient": "type o" and "type a" can swap; an "a" only
    where the text names another letter of the same word)."""
    tokens = analyze(text).tokens
    lettered = {w for w, _ in _letters(tokens)}
    out: list[str] = []
    for token in tokens:
        if out and out[-1] in lettered and len(token) == 1 and token.isalpha():
            out[-1] = f"{out[-1]} {token}"
        elif token and token not in _ARTICLES:
            out.append(_OBJECT_PRONOUNS.get(token, token))
    return tuple(out)


_NO_ARTICLE_AFTER = frozenset({"vitamin", "hepatitis"})  # "vitamin a deficiency"


@lru_cache(maxsize=8192)
def lettered_kinds(text: str) -> frozenset[tuple[str, str]]:
    """The lettered kinds ``text`` names, as (word, letter): "foods high in vitamin b" ->
    {("vitamin", "b")}. An "a" counts where the text names another letter of the word, or where
    no content word follows it ("what is plan a", "hepatitis a vaccine" does not count)."""
    tokens = analyze(text).tokens
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


_WH = frozenset({"who", "whom", "what", "which"})
# Verbs that read the same both ways ("who did Kim marry" = "who married Kim").
_MUTUAL = frozenset(stem(w) for w in (
    "marry", "date", "meet", "play", "face", "fight", "kiss", "hug", "wed", "partner",
    "battle", "debate", "race", "tie", "draw", "join", "divorce", "befriend", "contact",
    # with a preposition left at the end: "who did Einstein work with" = "who worked with him"
    "work", "collaborate", "compete", "negotiate", "ally", "tour", "travel", "study",
    "cooperate", "team", "talk", "speak", "chat", "correspond", "trade", "argue", "compare",
))
_DO = frozenset({"do", "does", "did"})


_NOT_A_NOUN = _DO | _BE_FORMS | frozenset({"can", "could", "will", "would", "should", "may",
                                           "might", "must", "shall", "has", "have", "had"})
_WHO = frozenset({"who", "whom"})
# Irregular past forms, so that "who shot Lincoln" meets "who did Lincoln shoot".
_IRREGULAR = {
    "shot": "shoot", "beaten": "beat", "bit": "bite", "bitten": "bite", "ate": "eat",
    "eaten": "eat", "wrote": "write", "written": "write", "took": "take", "taken": "take",
    "gave": "give", "given": "give", "saw": "see", "seen": "see", "led": "lead", "made": "make",
    "won": "win", "lost": "lose", "caught": "catch", "bought": "buy", "sold": "sell",
    "fought": "fight", "taught": "teach", "threw": "throw", "thrown": "throw", "drove": "drive",
    "driven": "drive", "chose": "choose", "chosen": "choose", "stole": "steal",
    "stolen": "steal", "broke": "break", "broken": "break", "found": "find", "held": "hold",
    "told": "tell", "struck": "strike", "slew": "slay", "slain": "slay",
    "overthrew": "overthrow", "overthrown": "overthrow", "forgave": "forgive",
    "forgiven": "forgive", "sang": "sing", "sung": "sing", "left": "leave",
}


def _verb(word: str) -> str:
    return stem(_IRREGULAR.get(word, word))


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
        if seq[-1] == "by":  # "who was goliath killed by"
            return ["who", seq[-2], *seq[2:-2]]
    if len(seq) >= 5 and seq[0] == "by" and seq[1] in _WHO and seq[2] in _BE_FORMS:
        return ["who", seq[-1], *seq[3:-1]]  # "by whom was caesar killed"
    for i in range(3, len(seq) - 1):  # "napoleon was defeated by whom (at waterloo)"
        if seq[i] == "by" and seq[i + 1] in _WHO and seq[i - 2] in _BE_FORMS:
            return ["who", seq[i - 1], *seq[:i - 2], *seq[i + 2:]]
    return seq


def object_question(a: list[str], b: list[str]) -> bool:
    """Whether one side asks for the object ("who did Napoleon defeat", "what do aphids eat")
    where the other asks for the subject of the same verb ("who defeated Napoleon", "what eats
    aphids", "which team defeated Napoleon", "Napoleon was defeated by whom"); a common ending
    ("... at Waterloo") is set aside first."""
    return any(_object_question(ra, rb) for ra in _readings(a) for rb in _readings(b))


# Prepositions a question may leave at its end: "who did Ali lose to".
_STRANDED = frozenset({"to", "for", "from", "with", "against", "by", "at", "on", "about"})


def _object_question(a: list[str], b: list[str]) -> bool:
    while a and b and a[-1] == b[-1]:
        a, b = a[:-1], b[:-1]
    for x, y in ((a, b), (b, a)):
        if len(x) < 4 or len(y) < 3 or x[0] not in _WH or y[0] not in _WH or x[1] not in _DO:
            continue
        if _verb(y[1]) == _verb(x[-1]) and y[2:] == x[2:-1] and _verb(x[-1]) not in _MUTUAL:
            return True
        # "who did Ali lose to" asks who beat Ali; "who lost to Ali" whom Ali beat
        if (len(x) >= 5 and x[-1] in _STRANDED and y[2:3] == x[-1:]
                and _verb(y[1]) == _verb(x[-2]) and y[3:] == x[2:-2]
                and _verb(x[-2]) not in _MUTUAL):
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

    def base(token: str) -> str:
        if token in x or not token.endswith("s"):
            return token
        if token[:-1] in bases:
            return token[:-1]
        return token[:-2] if token.endswith("es") and token[:-2] in bases else token

    return [base(t) for t in y]


def _same_forms(a: list[str], b: list[str]) -> tuple[list[str], list[str]]:
    """Both sides with verbs that agree with a pronoun on one side and a noun on the other
    written alike, so that a swap of the two shows."""
    return _with_base_verbs(b, a), _with_base_verbs(a, b)


# What a question asks moves to the front without changing it.
_ASKED = re.compile(r"how (?:many|much)\b")
_DIRECTION = {"from": "from", "to": "to", "into": "to", "onto": "to"}


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


_DETERMINERS = frozenset({"the", "a", "an", "my", "your", "his", "her", "our", "their", "its",
                          "this", "that", "these", "those"})


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


class SwappedRolesCheck:
    """Refuses when two parts trade places around a directed link ("a to b" vs "b to a").

    A swap around only symmetric words ("java and python", "苹果和香蕉") or with nothing between
    ("learn python quickly" vs "quickly learn python") is accepted.
    """

    name = "roles"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        if converse(candidate.query, candidate.matched):
            return None  # "is C faster than Python" / "is Python slower than C"
        tokens_a = list(_role_tokens(candidate.query))
        tokens_b = list(_role_tokens(candidate.matched))
        if object_question(tokens_a, tokens_b):
            return Verdict(False, self.name, "roles: one side asks for the object of the verb, "
                                             "the other for its subject")
        if whose_swap(candidate.query, candidate.matched):
            return Verdict(False, self.name, "roles: 'whose <thing> is X' against 'who is X's "
                                             "<thing>': the owner and the owned swap")
        turned = direction_turned(candidate.query, candidate.matched)
        if turned:
            return Verdict(False, self.name, f"roles: {turned!r} is where one side goes from "
                                             "and where the other goes to")
        agents_a, agents_b = _passive(candidate.query), _passive(candidate.matched)
        if bool(agents_a) == bool(agents_b) and person_swap(candidate.query, candidate.matched):
            return Verdict(False, self.name, "roles: the persons who act and who are acted on "
                                             "or own swap")
        swap = find_swap(*_same_forms(tokens_a, tokens_b))
        if swap is None:
            dative_a, dative_b = _to_dative(tokens_a), _to_dative(tokens_b)
            if (dative_a, dative_b) != (tokens_a, tokens_b):
                swap = find_swap(*_same_forms(dative_a, dative_b))
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
            traded = traded_throughout(*_same_forms(tokens_a, tokens_b))
            if traded and not (agents_a or agents_b):
                return Verdict(False, self.name, f"roles: {traded}")
        if swap is None:
            return None
        x, m, y = swap
        if not (_content(x) and _content(y)) or _ASKED.match(" ".join(x)) or \
                _ASKED.match(" ".join(y)):
            return None  # "6 months pregnant is how many weeks" / "how many weeks pregnant is"
        if not m or (all(t in _SYMMETRIC for t in m) and not any(
                _QUOTED_PAIR.search(analyze(text).canon)
                for text in (candidate.query, candidate.matched))):
            return None
        if _tells_apart(candidate.query) and _tells_apart(candidate.matched):
            return None  # "how does a roth ira differ from a traditional one" / "ira vs roth"
        if (agents_a ^ agents_b) & (set(x) | set(y)):
            return None  # "my boyfriend left me" / "I was left by my boyfriend": the same roles
        reason = f"roles: {' '.join(x)!r} and {' '.join(y)!r} swap around {' '.join(m)!r}"
        return Verdict(False, self.name, reason)


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


_LEAD = r"(?:^|[?.,;:]\s*|\b(?:and|but|so|or)\s)"
# "what's the monthly price of ...", "what is the checked baggage allowance on ...": a noun
# that names an amount, asked for with "what", followed by what it is of (or nothing). Not
# after "a / an": "what is a resort fee" asks what it is.
_AMOUNT_NOUN = (
    r"\bwhat(?:\s+(?:is|are|was|were|will be|would be)(?:\s+the)?|\s+the)\s+"
    r"(?:(?!(?:a|an)\b)[a-z-]+\s+){0,3}"
    r"(?:distance|prices?|costs?|fees?|fares?|charges?|rates?|percentage|size|height|weight|"
    r"length|population|salary|count|amount|allowance|dose|dosage|altitude|speed|temperature|"
    r"capacity)(?=\s+(?:of|for|in|to|per|on|at|from|with|between|across|within|after|before|"
    r"over|under|by|into|during|around|near|like|if|when|limits?|range)\b|\s*$|\s*[?.,])"
)
# "how much" that is not asked but acted on: "ways to reduce how much i pay" asks how to do
# something ("see how many people viewed my story" still asks a count).
_ACTED_ON = "".join(
    rf"(?<!\b{verb} how)"
    for verb in ("reduce", "lower", "cut", "limit", "decrease", "increase", "control",
                 "minimize", "minimise", "maximize", "maximise")
)
_TIME_UNITS = r"(?:seconds|minutes|hours|days|weeks|months|years)"
# Units a conversion names ("26.2 miles into km")
_UNIT = (r"(?:miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|feet|foot|ft|inch(?:es)?|cm|mm|kg|"
         r"kilos?|pounds?|lbs?|grams?|g|ounces?|oz|lit(?:er|re)s?|gallons?|cups?|ml|°\s*[cf]|"
         r"°|degrees?(?:\s+(?:celsius|fahrenheit|c|f))?|celsius|fahrenheit|dollars?|euros?|yen|"
         r"usd|eur|gbp|mph|kmh|kph)\b")
# "how much sleep" is asked in hours, as "how many hours of sleep" is.
_TIMED = r"(?:time|sleep|sun|sunlight|rest|exercise|screen time)"
_QUESTION_KINDS: dict[str, re.Pattern[str]] = {
    "reason": re.compile(
        r"\bwhy\b|\bhow come\b|"
        r"\bwhat(?:\s+(?:is|are|was|were|(?:could|would|might|may|can) be))?\s+"
        r"(?:(?:the|some|one|any|of|main|common|most|possible|major|real|underlying|usual|"
        r"primary|likely|actual|exact|biggest|top|root|leading|probable)\s+){0,4}"
        r"(?:reasons?|causes?)\b|"
        r"\bfor what reason\b|"
        r"\bwhat (?:causes|caused|makes|made|led to|leads to)\b|\bthe reason (?:why|for)\b|"
        r"\bwhat (?:could|can|might|may|would) cause\b|\bwhats? (?:is )?causing\b|"
        r"\bwhats?(?: is| could be| might be)? wrong\s*[?.!]*$|"
        r"为什么|为何|怎么会|什么原因|原因是什么"
    ),
    "time": re.compile(
        rf"{_LEAD}when\b|\bby when\b|\bwhat time\b|"
        r"\bwhat(?: is)? the (?:current |local )?time"
        r"(?=\s+(?:in|at|now|there|when|if)\b|\s*[?.,]|\s*$)|"
        r"\b(?:what|which) (?:year|years|month|months|date|season|week)\b|"
        # "what day does my billing cycle end"; "what day is christmas" asks the weekday
        r"\b(?:what|which) day\b(?! of the week| is\b| was\b| will\b| are\b)|"
        r"\bat what age (?:should|do|does|can|is|are|must)\b|\bhow old (?:should|must)\b|"
        r"\bhow soon\b|"
        r"\b(?:best|ideal) (?:time|month|season|day|year|age)\b|"
        r"\bwhat(?:s| is| would be)? the (?:right|good|perfect) "
        r"(?:time|month|season|day|year|age)\b|"
        r"\bwhat is the deadline\b|\blast day to\b|"
        # a request named by its noun: "saturday opening hours for the dmv", "start date of"
        r"\b(?:opening|closing|departure|arrival|business|operating) (?:hours|times?)\b|"
        r"\b(?:support|office|working|visiting|service|store|shop) hours\b|"
        r"\b(?:start|end|release|due|expiry|expiration|launch) date\b|"
        r"什么时候|何时|几点|哪年|哪一年|哪天|哪一天|几月几号|几号"
    ),
    "place": re.compile(
        rf"{_LEAD}(?:from )?where\b|\bin which (?:country|city|place)\b|\bwhat place\b|"
        r"哪里|哪儿|在哪|什么地方|去哪"
    ),
    "person": re.compile(
        rf"{_LEAD}(?:who|whom|whose)\b|\bby (?:who|whom)\b|"
        r"\b(?:which|what) (?:team|person|player|actor|actress|singer|artist|band|poet|author|"
        r"writer|composer|painter|scientist|president|king|queen|emperor)\b|谁"
    ),
    # "how long", "the boiling time for", "how many days": a duration, not a cost.
    "duration": re.compile(
        rf"\bhow long\b|\bhow much (?:[a-z]+\s+)?{_TIMED}\b|\bhow many {_TIME_UNITS}\b|"
        r"\b(?:boiling|cooking|baking|roasting|grilling|frying|steaming|brewing|steeping|"
        r"marinating|flight|driving|waiting|delivery|shipping|"
        r"processing|germination|recovery|charging|transit|commute) time\b|多久|多长时间|"
        r"几个(?:小时|钟头|星期|礼拜)|几(?:小时|分钟)"
    ),
    "frequency": re.compile(r"\bhow (?:often|frequently)\b|几次"),
    "amount": re.compile(
        rf"\bhow{_ACTED_ON} (?:much(?! (?:is|are) \d| (?:[a-z]+\s+)?{_TIMED}\b)|"
        rf"many(?! {_TIME_UNITS}\b))\b|"
        r"\bhow (?:far|old(?! (?:should|must)\b)|big|tall|fast|high|large|heavy|deep)\b|"
        r"\bat what age (?:did|was|were)\b|"
        rf"{_AMOUNT_NOUN}|\bwhat percentage\b|\bwhat size\b|\bthe number of\b|"
        r"\b(?:protein|calorie|sugar|caffeine|fat|fibre|fiber|alcohol|salt) content\b|"
        r"多少|几个(?!小时|钟头|星期|礼拜)|多长(?!时间)|多远|多大|多高|多重|几岁"
    ),
    # "convert 5 miles to km": asks an amount, as "how many km is 5 miles" and "what is 5 miles
    # in km" (no kind) do; compatible with both.
    "conversion": re.compile(
        r"\bconvert\s+[$€£¥₹]?\d|"
        # "convert the marathon distance of 26.2 miles into km", "what is 30 °c in fahrenheit"
        rf"\bconvert\b(?:\s+[a-z]+){{0,4}}\s+(?:of\s+)?\d[\d.,]*\s*{_UNIT}\s+(?:to|into|in)\b|"
        rf"\bwhat(?: is|s| are)\s+\d[\d.,]*\s*{_UNIT}\s+in\s+{_UNIT}\s*[?.]*$"
    ),
}


# Words every match of a kind contains: one scan for all of them decides which kinds' patterns
# can match at all, so a text pays for the few it may ask rather than for all eight.
_ANCHORS: dict[str, tuple[str, ...]] = {
    "reason": ("why", "how come", "reason", "cause", "causing", "wrong", "what make",
               "what made", "led to", "leads to", "为", "怎么会", "原因"),
    "time": ("when", "time", "year", "month", "date", "season", "week", "day", "age", "soon",
             "how old",
             "deadline", "hours", "时", "点", "年", "天", "号"),
    "place": ("where", "which", "place", "哪", "地方"),
    "person": ("who", "team", "person", "player", "actor", "actress", "singer", "artist",
               "band", "poet", "author", "writer", "composer", "painter", "scientist",
               "president", "king", "queen", "emperor", "谁"),
    "duration": ("how long", "how much", "how many", "time", "多久", "多长时间", "几"),
    "frequency": ("how often", "how frequently", "几次"),
    "amount": ("how ", "at what age", "the number of", "distance", "price", "cost", "fee",
               "fare", "charge", "rate", "percentage", "size", "height", "weight", "length",
               "population", "salary", "count", "amount", "allowance", "dose", "dosage",
               "altitude", "speed", "temperature", "capacity", "content", "多", "几"),
    "conversion": ("convert", "what"),
}
# Each anchor with the kinds of every anchor inside it ("how much" holds "how "); the pattern
# looks ahead at every position, so overlapping anchors are all found.
_ANCHOR_KINDS: dict[str, frozenset[str]] = {
    word: frozenset(kind for kind, inner in _ANCHORS.items() if any(i in word for i in inner))
    for words in _ANCHORS.values() for word in words
}
_ANCHOR = re.compile(
    "(?=(" + "|".join(re.escape(w) for w in sorted(_ANCHOR_KINDS, key=len, reverse=True)) + "))"
)


# A request typed as keywords ("author of one hundred years of solitude", "rusalka opera
# composer", "disneyland paris ticket price for a family of 4") names what it asks for with a
# noun, first or last; a question ("how to become an architect") does not.
_ASKS = frozenset({
    "what", "how", "who", "whom", "whose", "why", "when", "where", "which", "is", "are", "was",
    "were", "can", "could", "do", "does", "did", "should", "will", "would", "has", "have",
    "had", "may", "might", "must", "shall", "i", "my", "we", "our", "tell", "explain", "list",
    "give", "show", "find", "help", "please", "in", "on", "for", "to", "if",
})
# Each noun with the kind it asks and what the other side must say for it: "director of" is
# "who directed", never "who starred in".
_KEYWORD_NOUNS: tuple[tuple[str, str, str], ...] = (
    ("person", r"author|writer|lyricist|screenwriter", r"wr[io]te|written|writes|author"),
    ("person", r"composer", r"composed|wrote|written|composer"),
    ("person", r"architect|designer", r"designed|built|architect|designer"),
    ("person", r"inventor", r"invented|inventor"),
    ("person", r"founder", r"founded|started|founder"),
    ("person", r"creator", r"created|made|invented|creator"),
    ("person", r"painter", r"painted|painter"),
    ("person", r"director", r"directed|director"),
    ("person", r"discoverer", r"discovered|discoverer"),
    ("amount", r"prices?|costs?|fees?|fares?", r"costs?|prices?|charges?|fees?|fares?|expensive"),
    ("amount", r"population", r"how many people|population|live"),
    ("amount", r"salary|salaries", r"salary|salaries"),
    ("amount", r"size", r"size|how big|how large"),
)
_KEYWORD_NOUN = tuple(
    (kind,
     re.compile(rf"^(?:the )?(?:{noun}) (?:of|for|in|per|at|to)\b|"
                rf"\b(?:{noun})(?=\s+(?:of|for|in|per|at|to)\b|\s*[?.!]*$)"),
     re.compile(rf"\b(?:{said})\b"))
    for kind, noun, said in _KEYWORD_NOUNS
)
# "number of bees" / "how many bees", "calories per 100 g" / "how many calories"
# "how many calories are in", not "how many calories to burn off"
_COUNT_ASKED = (r"(?: [a-z]+)?(?: (?:are|is|in|does|do|did|have|has|come|will|would|can|per)\b"
                r"|\s*[?.]*$)")
_COUNTED = re.compile(r"\bnumber of ([a-z]+)|^(calories) (?:in|per)\b")


@lru_cache(maxsize=8192)
def question_kinds(text: str) -> frozenset[str]:
    """What ``text`` asks for beyond "what/how": reason, time, place, person, duration,
    frequency, amount, or a unit conversion."""
    canon = analyze(text).canon.replace(MARK, "x")
    possible = {kind for word in _ANCHOR.findall(canon) for kind in _ANCHOR_KINDS[word]}
    return frozenset(kind for kind in possible if _QUESTION_KINDS[kind].search(canon))


# "... married to whom": a person, where the other side asks "who was einstein married to";
# not "who is the son of hamlet" for "hamlet is the son of whom".
_OF_WHOM = re.compile(r"\b(of|to|with|for|from|by|about|on) whom\s*[?.!]*$")


_BE = frozenset({"is", "was", "are", "were"})
# A yes/no question between two named parties: "does the buyer or the seller pay ..."
_DET = r"(?:the |a |an |my )?"
_EITHER = re.compile(rf"^(?:does|do|did|should|will|would|can|must) {_DET}([a-z]+) or {_DET}"
                     r"([a-z]+) ([a-z]+)\b")


def _asks_who_of_two(said: str, x: str, y: str, verb: str) -> bool:
    """Whether ``said`` asks "who <verb>s ..., x or y" and ends on that choice ("who pays
    closing costs, the seller or the buyer" for "does the buyer or the seller pay ...")."""
    who = re.match(r"who (\w+)\b", said)
    if who is None or stem(who.group(1)) != stem(verb):
        return False
    return re.search(rf"\b(?:{x} or {_DET}{y}|{y} or {_DET}{x})\s*[?.!]*$", said) is not None


def _asks_who_of(canon: str, said: str) -> bool:
    """Whether ``said`` is "who" + ``canon`` without its closing "whom", with the verb "to be"
    moved before the subject ("einstein was married to whom" / "who was einstein married to")."""
    words, asked = canon.strip(" ?.!").split()[:-1], said.strip(" ?.!").split()
    at = next((i for i, w in enumerate(words) if w in _BE), None)
    return at is not None and asked == ["who", words[at], *words[:at], *words[at + 1:]]


@lru_cache(maxsize=8192)
def keyword_kinds(text: str, other: str) -> frozenset[str]:
    """What a request typed as keywords asks with its first or last noun, where ``other`` says
    what that noun names ("author of X" / "who wrote X"), a closing "<preposition> whom"
    where ``other`` asks "who ... <preposition>", or a yes/no question between two parties
    where ``other`` asks "who" of the same two. Nothing else for a question. It stands for
    the kind the other side asks and never refuses by itself."""
    canon = analyze(text).canon.replace(MARK, "x")
    said = analyze(other).canon.replace(MARK, "x")
    if _OF_WHOM.search(canon) and _asks_who_of(canon, said):
        return frozenset({"person"})  # "einstein was married to whom" / "who was einstein ..."
    choice = _EITHER.search(canon)
    if choice and _asks_who_of_two(said, *choice.groups()):
        return frozenset({"person"})  # "does the buyer or the seller pay" / "who pays, ..."
    first = canon.split(maxsplit=1)[:1]
    if not first or first[0] in _ASKS:
        return frozenset()
    kinds = {kind for kind, noun, counterpart in _KEYWORD_NOUN
             if noun.search(canon) and counterpart.search(said)}
    counted = _COUNTED.search(canon)
    if counted and re.search(
            rf"\bhow many {counted.group(1) or counted.group(2)}{_COUNT_ASKED}", said):
        kinds.add("amount")
    return frozenset(kinds)


_CONVERTIBLE = frozenset({"conversion", "amount"})


class QuestionKindCheck:
    """"Why", "when", "where", "who" and "how much" ask for different answers."""

    name = "question"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = question_kinds(candidate.query), question_kinds(candidate.matched)
        if "conversion" in a | b:  # "convert 5 miles to km" = "how many km is 5 miles"
            a, b = a - _CONVERTIBLE, b - _CONVERTIBLE
        if a == b or (not a and b == keyword_kinds(candidate.query, candidate.matched)) or (
                not b and a == keyword_kinds(candidate.matched, candidate.query)):
            return None  # "author of X" / "who wrote X"
        only_a, only_b = sorted(a - b), sorted(b - a)
        parts = [f"{only_a} in the query"] if only_a else []
        parts += [f"{only_b} in the cached prompt"] if only_b else []
        where = " vs ".join(parts)
        return Verdict(False, self.name, f"question: asks for {where}")
