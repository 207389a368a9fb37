"""Who is who: the asker against another party of the same question.

"I'm pregnant, can I get the vaccine" and "my wife is pregnant, can I get the vaccine" hold
nearly the same words and ask about two people; so do "does he need a license" / "do I need
a license", a passive whose two parties trade places, two owners that trade places around a
deed, and a thing of one's own against another's. The roles check (``roles.py``), which reads
who did what to whom, asks these readings too.
"""

from __future__ import annotations

import re

from genaicache.verify.minimal import one_word_apart
from genaicache.verify.text import analyze, plain_verb, stem

# Verbs that read the same both ways ("who did Kim marry" = "who married Kim").
MUTUAL = frozenset(stem(w) for w in (
    "marry", "date", "meet", "play", "face", "fight", "kiss", "hug", "wed", "partner",
    "battle", "debate", "race", "tie", "draw", "join", "divorce", "befriend", "contact",
    # with a preposition left at the end: "who did Einstein work with" = "who worked with him"
    "work", "collaborate", "compete", "negotiate", "ally", "tour", "travel", "study",
    "cooperate", "team", "talk", "speak", "chat", "correspond", "trade", "argue", "compare",
    "sleep", "wrestle", "spar", "duel", "match",
    # what touches, meets or matches the other touches, meets or matches it too
    "border", "interact", "overlap", "intersect", "conflict", "correlate", "coincide",
    "resemble", "rhyme", "neighbor", "neighbour",
))


def mutual(word: str) -> bool:
    """Whether ``word`` is a form of a verb done to each other ("dated", "fought")."""
    return plain_verb(word) in MUTUAL or plain_verb(word.removesuffix("d")) in MUTUAL


# Words that are no deed: what a verb's place holds when a clause does nothing ("if the
# refund is ...", "which packages does lodash ...")
NO_DEED = frozenset({"is", "are", "was", "were", "do", "does", "did", "can", "could",
                     "should", "will", "would", "have", "has", "had", "may", "might", "must",
                     "the", "a", "an", "my", "your", "our", "their", "of", "in", "on", "for",
                     "i", "you", "we", "they", "he", "she", "it"})


# Who the asker is: "as an employee, do i ..." / "i'm the employer, do i ..."
_A_ROLE = r"(?:an?|the) (?:licensed |certified |registered |new )?([a-z]+)"
_ASKER_IS = re.compile(rf"\b(?:as|i am) {_A_ROLE}(?=\s*[,;:\u2013\u2014-]|\s+(?:do|does|can|"
                       r"could|should|will|would|is|am|must|may|how|what|when)\b)")
# ... against another's being it: "i'm a licensed piercer, can my friend pierce me" / "my
# friend is a licensed piercer, can she pierce me"
_RELATIONS = (r"friend|husband|wife|partner|spouse|sister|brother|mom|dad|mother|father|son|"
              r"daughter|roommate|boyfriend|girlfriend|neighbor|neighbour|coworker|boss|cousin|"
              r"aunt|uncle|fiancee|fiance|child|kid|baby|teen|teenager|grandma|grandpa|"
              r"grandmother|grandfather")
_OTHER_IS = re.compile(rf"\bmy ({_RELATIONS}) is {_A_ROLE}\b")


def asker_swapped(a: str, b: str) -> str:
    """The two parties when the asker is one on one side and the other on the other, each
    side naming the other's elsewhere ("as an employee, do i give a w-4 to my employer" /
    "i'm the employer, do i send a w-4 to my employee"), or when one side's asker is what the
    other says another party is ("i'm a licensed piercer, can my friend pierce me" / "my
    friend is a licensed piercer, ..."), else ``""``."""
    if "我" in a and "我" in b:
        return _han_state_swapped(a, b)
    if not any("as " in text or "i am" in text or "i'm" in text or "i have" in text
               for text in (a, b)):
        return ""  # most texts
    for x, y in ((analyze(a), analyze(b)), (analyze(b), analyze(a))):
        rx = {stem(m.group(1)): m.group(1) for m in _ASKER_IS.finditer(x.canon)}
        if not rx:
            continue
        ry = {stem(m.group(1)): m.group(1) for m in _ASKER_IS.finditer(y.canon)}
        if ry and rx.keys().isdisjoint(ry) and not rx.keys().isdisjoint(y.stems) and not (
                ry.keys().isdisjoint(x.stems)):
            return f"{min(rx.values())!r} vs {min(ry.values())!r}"
        for m in _OTHER_IS.finditer(y.canon) if not ry else ():
            if stem(m.group(2)) in rx and not _OTHER_IS.search(x.canon):
                return f"the {m.group(2)} vs their {m.group(1)}"
    return _state_swapped(analyze(a).canon, analyze(b).canon)


# The asker in a state against another's being in it: "i'm pregnant, can i get the vaccine" /
# "my wife is pregnant, can i get the vaccine"
# (or has it: "i have adhd, how can i support my partner" / "my partner has adhd, ...")
# (a state that ends its clause: not "i'm moving to canada with my wife", "i'm currently on ...")
_ENDS = r"(?=\s*(?:$|[,;:.\u2013\u2014-]|and\b|so\b|but\b))"
_STATES = ((re.compile(rf"\bi am (?![a-z]+(?:ing|ly)\b)((?:[a-z]+ )?[a-z]{{4,}}){_ENDS}"),
            re.compile(rf"\bmy ({_RELATIONS}) is ((?:[a-z]+ )?[a-z]{{4,}}){_ENDS}"), "i am {}",
            "my {} is {}", ""),
           (re.compile(rf"\bi have (?!to\b|been\b|had\b|got\b|not\b|no\b)([a-z]{{3,}})"
                       rf"{_ENDS}"),
            re.compile(rf"\bmy ({_RELATIONS}) has ([a-z]{{3,}}){_ENDS}"), "i have {}",
            "my {} has {}", "with "))


# 我有糖尿病 / 我爸有糖尿病, 我在哺乳期 / 老婆在哺乳期, 我怀孕了 / 我老婆怀孕了
_HAN_RELATIONS = ("老婆", "妻子", "媳妇", "太太", "爱人", "老公", "丈夫", "女朋友", "男朋友",
                  "女友", "男友", "爸爸", "妈妈", "爸", "妈", "父亲", "母亲", "儿子", "女儿",
                  "孩子", "宝宝", "朋友", "同事")
_HAN_STATE = re.compile(rf"(?:我的?)?({'|'.join(_HAN_RELATIONS)})(已经|有|在|是|得了|患有|怀孕)")


def _han_state_swapped(a: str, b: str) -> str:
    """The party when one side says the asker has or is in a state (我有糖尿病) and the other
    that a party of the asker's does (我爸有糖尿病), else ``""``."""
    for one, other in ((a, b), (b, a)):
        if any(relation in one for relation in _HAN_RELATIONS):
            continue  # (我怀孕了，我老公能休陪产假吗 / 老婆怀孕了，我能休陪产假吗)
        for m in _HAN_STATE.finditer(other):
            said = other[m.end(2):m.end(2) + 2]  # what the state is, as said after the verb
            if f"我{m.group(2)}{said}" in one:
                return f"'我' vs their {m.group(1)}"
    return ""


# Both in the state ("i am retired, and so is my wife"), or another party on the asker's side
# ("i'm pregnant, can my husband take leave" asks what "my wife is pregnant, can i" asks)
_SHARED = re.compile(r"\b(?:so|as) (?:is|am|are|does|do|has|have)\b|\bboth\b|\btoo\b|\bas well\b")
_RELATION = re.compile(rf"\b(?:my|our) ({_RELATIONS})\b")


def _state_swapped(x: str, y: str) -> str:
    if _SHARED.search(x) or _SHARED.search(y):
        return ""
    for asker, other_is, said_mine, said_theirs, being in _STATES:
        for one, other in ((x, y), (y, x)):
            mine = {m.group(1) for m in asker.finditer(one)}
            for m in other_is.finditer(other) if mine else ():
                if {r.group(1) for r in _RELATION.finditer(one)} - {m.group(1)}:
                    continue
                if m.group(2) in mine and said_theirs.format(*m.groups()) not in one and \
                        said_mine.format(m.group(2)) not in other:
                    return f"{being}{m.group(2)} vs their {m.group(1)}"
    return ""


# A condition whose subject does it, against one where another does it to that subject: "who
# keeps the deposit if the photographer cancels" / "... if the couple cancels the photographer"
# A determiner before a party ("the photographer", "a given user")
MARKED = r"(?:an? |the |my |your |our |their )"
_DET = rf"{MARKED}?"
_DOER_ENDS = re.compile(rf"\b(if|when|once|unless) {_DET}((?:[a-z]+ ){{0,2}}?[a-z]+) "
                        r"([a-z]+(?:s|ed))$")


_A_PERSON = re.compile(r"(?:er|or|ist|ian|ant|ent|couple|family|client|guest|host|tenant|"
                       r"landlord|buyer|seller|owner)$")


def doer_made_object(a: str, b: str) -> str:
    """The verb when one side ends on a condition whose subject does it ("if the photographer
    cancels") and the other on one where another party does it to that subject ("if the
    couple cancels the photographer"), else ``""``."""
    if not any(f" {word} " in f" {a} {b} " for word in ("if", "when", "once", "unless")):
        return ""  # most texts
    x, y = analyze(a).canon, analyze(b).canon
    for one, other in ((x, y), (y, x)):
        m = _DOER_ENDS.search(one)
        if m is None or m.group(3) in NO_DEED:
            continue
        party = m.group(2)
        if not _A_PERSON.search(party):
            continue  # (a thing: "if the concert cancels" / "if the promoter cancels the concert")
        n = re.search(rf"\b{m.group(1)} {_DET}((?:[a-z]+ ){{0,2}}?[a-z]+) ([a-z]+) {_DET}"
                      rf"{re.escape(party)}$", other)
        if n and n.group(1) != party and stem(n.group(2)) == stem(m.group(3)):
            return m.group(3)
    return ""


# "my rabbit is being bullied by my cat" / "my cat is being bullied by my rabbit"
_DONE_BY = re.compile(r"\b(?:my|the|a|an|our|your|his|her|their) ([a-z]+) (?:is|was|are|were|gets|"
                      r"got|get)(?: being)?(?: [a-z]+ly)? ([a-z]+) by (?:my|the|a|an|our|your|his|"
                      r"her|their|another) ([a-z]+)\b")


def passive_swapped(a: str, b: str) -> str:
    """The participle when both sides say one party has it done by another and the two
    parties trade places, else ``""``."""
    if " by " not in a or " by " not in b:
        return ""  # most texts
    x = {(m.group(1), m.group(2), m.group(3)) for m in _DONE_BY.finditer(analyze(a).canon)}
    y = {(m.group(1), m.group(2), m.group(3)) for m in _DONE_BY.finditer(analyze(b).canon)}
    for one, done, other in sorted(x):
        if one != other and (other, done, one) in y and (one, done, other) not in y and \
                not mutual(done):  # (not "my yard is bordered by a creek")
            return done
    return ""


# Whose thing: "can my son use his own phone" / "can my son use his brother's phone"
def own_against_another(a: str, b: str) -> str:
    """The other owner when the texts differ only in "own" against another's ("their own
    harness" / "their sibling's harness"), else ``""``."""
    pair = one_word_apart(a, b)
    if pair and "own" in pair:
        other, text = (pair[1], b) if pair[0] == "own" else (pair[0], a)
        if re.search(rf"\b{re.escape(other)}(?:'s|s'|\u2019s)(?!\w)", text):
            return f"{other}'s"
        if other in _NOT_ONES_OWN:
            return f"a {other} one"
    return ""


# What is not one's own: "driving my own car" / "driving my company car"
_NOT_ONES_OWN = frozenset({"company", "work", "leased", "borrowed", "loaner", "employer"})


# Two owners trading places around a deed: "let my lambda function invoke another lambda
# function" / "let another lambda function invoke my lambda function"
_TRADED_OWNERS = frozenset({"my", "your", "our", "his", "her", "their", "another", "other",
                            "this", "that"})


def owners_traded(a: str, b: str) -> tuple[str, str] | None:
    """The two owners when they are all the two texts trade, around a deed that is not done
    to each other, else ``None``."""
    x, y = analyze(a).tokens, analyze(b).tokens
    if len(x) != len(y):
        return None
    apart = [i for i, (s, t) in enumerate(zip(x, y, strict=True)) if s != t]
    if len(apart) != 2:
        return None
    i, j = apart
    if x[i] != y[j] or x[j] != y[i] or not {x[i], x[j]} <= _TRADED_OWNERS:
        return None
    between = x[i + 1:j]
    if not between or {"with", "and", "or", "to", "from", "than", "vs"} & set(between) or any(
            mutual(word) for word in between):
        return None  # "can my dog play with another dog"
    return x[i], x[j]


# The asker against a third person the text names: "my 10-year-old wants to fish with me, does
# he need a license" / "..., do i need a license"; not "you" (anyone), nor a third person the
# text does not name ("can he get a tattoo at 17" asks what "can i" asks)
_ASKER = frozenset({"i", "me"})  # (not "we": "... my daughter flies with me, do we need")
_THIRD = frozenset({"he", "she", "they", "him", "her", "them"})
_NAMED_PARTY = re.compile(rf"\b(?:(?:my|our) (?!own\b)[a-z0-9-]+|{_RELATIONS}|coworker|"
                          r"classmate)\b")


def persons_apart(a: str, b: str) -> tuple[str, str] | None:
    """The two subjects when the texts differ only in one, the asker against a third person
    the texts name before it, else ``None``."""
    pair = one_word_apart(a, b)
    if not pair or not {pair[0], pair[1]} & _ASKER or not {pair[0], pair[1]} & _THIRD:
        return None
    third = pair[0] if pair[1] in _ASKER else pair[1]
    canon = analyze(a if third == pair[0] else b).canon
    if re.search(r"\b(?:we|us|our)\b", canon):
        return None  # (the third person may be one of the askers: "can we adopt if he is ...")
    named = _NAMED_PARTY.search(canon)
    said = re.search(rf"\b{third}\b", canon)
    return pair if named and said and named.start() < said.start() else None
