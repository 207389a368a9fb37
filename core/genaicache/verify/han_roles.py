"""Who acts, in Chinese: "公司能强制回购员工的股票吗" (can the company force a buy-back from the
employee) and "员工能强制公司回购股票吗" (can the employee force the company) hold the same
characters, and the roles check, which reads words between spaces, sees none of it.

A side is read at each modal or verb marker (能, 可以, 会, 必须 ...): the two characters before
it are who acts. The pair swaps its actors when the same marker and what follows it open one
frame on each side, the actors differ, and each side names the other's actor after the marker,
where the one acted on stands. A time or place moved before the subject ("周末银行能办理业务吗" /
"银行周末能办理业务吗") is then no actor: the other side does not name it after the marker.
"""

from __future__ import annotations

import re

from genaicache.verify.lexicon import all_cjk, has_cjk

# What follows the one who acts, in order of trial: the longer marker first ("可以" before "可")
_MARKERS = ("可以", "能够", "应该", "必须", "需要", "能", "会", "要", "得", "被", "给", "向", "把")
_ACTOR = 2  # characters of the one who acts, right before the marker
# What may stand before a person who opens a question ("请问我可以 ...")
_OPENINGS = ("", "请问", "请问一下", "问一下", "想问一下")
_ONE_CHARACTER_PERSONS = "我你您妳他她"
_FRAME = 2  # characters after the marker that must be the same on both sides


def _opening_person(text: str) -> int:
    """Where a person of one character who opens the question ends ("我可以不经过考点同意就改
    ...", "请问我可以 ..."), the actor before a marker there; ``-1`` where none does, or the text
    has a passive or a causative ("我会不会被公司辞退" / "公司会不会辞退我")."""
    if any(c in text for c in "被让叫给"):
        return -1
    for opening in _OPENINGS:
        person = text[len(opening):len(opening) + 1]
        if text.startswith(opening) and len(person) == 1 and person in _ONE_CHARACTER_PERSONS:
            return len(opening) + 1
    return -1


def _frames(text: str) -> dict[str, dict[str, int]]:
    """Each marker with what follows it (``_FRAME`` characters) -> the actors before it, with
    where the frame starts."""
    found: dict[str, dict[str, int]] = {}
    opened = _opening_person(text)
    for marker in _MARKERS:
        start = text.find(marker, 1)
        while start != -1:
            actor = text[start - 1] if start == opened else text[start - _ACTOR:start]
            frame = text[start:start + len(marker) + _FRAME]
            if all_cjk(actor) and all_cjk(frame) and len(frame) == len(marker) + _FRAME:
                found.setdefault(frame, {})[actor] = start
            start = text.find(marker, start + 1)
    return found


def actor_swapped(a: str, b: str) -> str:
    """The frame ("能强制") whose actor is another on each side while each side names the
    other's actor, else ``""``."""
    if not (has_cjk(a) and has_cjk(b)):
        return ""
    frames_a, frames_b = _frames(a), _frames(b)
    for frame in sorted(frames_a.keys() & frames_b.keys()):
        x, y = frames_a[frame], frames_b[frame]
        if len(x) == 1 and len(y) == 1 and x.keys() != y.keys():
            ((actor_a, at_a),), ((actor_b, at_b),) = x.items(), y.items()
            if actor_b in a[at_a:] and actor_a in b[at_b:]:
                return frame
    return ""


# Persons who act or are acted on (none holds another, so each is traded whole)
_PERSONS = ("别人", "对方", "我", "你", "他", "她")
# What may stand between two persons that trade places without giving them other roles:
# joined ("我和他", "我或他"), each with a thing of their own ("我的生日和他的生日"), compared
# or measured against each other ("跟他一样", "我家离他家"), or each said of ("我是 a 型血, 他是")
_NOT_A_VERB = re.compile(r"[和与跟及同或、的离比是,，;；]|一样")
# Kin and others who act or own a thing given to another ("父母打了我" / "我打了父母",
# "我的公积金可以给父母买房用吗" / "父母的公积金可以给我买房用吗")
_OWNERS = ("父母", "爸妈", "爸爸", "妈妈", "老公", "老婆", "丈夫", "妻子", "孩子", "子女", "女朋友",
           "男朋友", "女友", "男友", "朋友", "同事", "同学", "同學", "邻居", "鄰居", "室友", "舍友",
           "家人", "配偶", "爸媽", "媽媽", "房东", "房東", "房客", "租客", "老板", "老闆", "员工",
           "客户", "客戶", "婆婆", "公公", "岳父", "岳母", "丈母娘", "老丈人")
_PARTIES = _PERSONS + _OWNERS
# One person's thing that did something to the other, with nothing between that joins,
# compares or says what it is: "的狗咬了" ("邻居的狗咬了我", "邻居家的大狼狗咬了我", "室友的猫抓过
# 我", "邻居的狗把我咬了", "邻居的狗咬伤我")
_OWNED_DID = re.compile(r"家?的[^和与跟及同或、的离比是,，;；\s]{2,14}")
# One person's thing given to, or used for, the other: "的公积金可以给", "的车借给"
_OWNED_GIVEN = re.compile(r"的[\u4e00-\u9fff]{1,6}?(?:可以|能够|能|会|要)?"
                          r"(?:借给|借給|转给|轉給|交给|交給|给|給|帮|幫|替|为|為)")


def persons_swapped(a: str, b: str) -> str:
    """The two persons, "别人 / 我", when each side is the other with the two persons traded
    around a verb between them ("别人追尾了我的车" / "我追尾了别人的车", "他借了我的钱") or
    around one's thing given to the other ("我的公积金可以给父母用" / "父母的公积金可以给我用"),
    else ``""``. Persons joined, compared or each said of stay as they are ("我和他" /
    "他和我", "我的生日和他的生日", "我家离他家")."""
    if a == b or not (has_cjk(a) and has_cjk(b)):
        return ""
    traded = _traded(a, b)
    if traded or not ("," in a and "," in b):
        return traded
    # the first clauses alone ("我转错账给别人了, 怎么要回来" / "别人转错账给我了, 我该怎么处理")
    first_a, first_b = a.split(",", 1)[0], b.split(",", 1)[0]
    return _traded(first_a, first_b) if len(first_a) >= 4 and first_a != first_b else ""


def _plain(text: str) -> str:
    """``text`` without the aspect marks 了 and 过 ("我拖欠了客户的款项", "我拖欠过客户的款项" /
    "客户拖欠我的款项")."""
    return text.replace("了", "").replace("过", "")


def _traded(a: str, b: str) -> str:
    """:func:`persons_swapped` on two whole texts."""
    present = [p for p in _PARTIES if p in a and p in b]
    plain_b = _plain(b)
    for i, x in enumerate(present):
        for y in present[i + 1:]:
            if _plain(a.replace(x, "\0").replace(y, x).replace("\0", y)) != plain_b:
                continue
            (start, first), (end, _) = sorted((a.index(p), p) for p in (x, y))
            between = a[start + len(first):end]
            if _OWNED_GIVEN.fullmatch(between) or _OWNED_DID.fullmatch(between) or (
                    0 < len(between) <= 4 and all_cjk(between)
                    and not _NOT_A_VERB.search(between)):
                return f"{x} / {y}"
    return ""


# A route in Chinese: "从<origin><going verb><destination>" ("从香港去澳门", "从澳门回香港")
_ROUTE = re.compile(r"[从從]([\u4e00-\u9fff]{1,8}?)(?:前往|开往|開往|[去到回往至飞飛返])+")
# What a route asks that is the same either way: its length, the time difference
# (not 倒时差, getting over jet lag, which goes with the direction)
_EITHER_WAY_ZH = re.compile(r"多远|多遠|远不远|遠不遠|远吗|遠嗎|距离|距離|相距|公里|千米|多少里|"
                            r"里程|(?<!倒)时差|(?<!倒)時差")


# ... and what goes with the direction, asked beside it: the traffic, the fare, the way
# ("从市区到机场远吗, 会堵车吗"; how long it takes is often the same both ways)
_ONE_WAY_ZH = re.compile(r"堵|怎么走|怎么去|多少钱|费用|价格|票价|航班|几点")


def asks_either_way(text: str) -> bool:
    """Whether ``text`` asks only what a route has the same both ways (how far, the time
    difference), nothing that goes with its direction."""
    return _EITHER_WAY_ZH.search(text) is not None and _ONE_WAY_ZH.search(text) is None


# How one travels, said between the origin and the verb ("从香港坐船去澳门")
_BY = re.compile(r"(?:坐|乘|搭|开车|骑).*$")


def _routes(text: str) -> list[tuple[str, str]]:
    """Each route of ``text`` as (its origin, what follows its verb)."""
    return [(_BY.sub("", m.group(1)), text[m.end():]) for m in _ROUTE.finditer(text)]


def route_reversed(a: str, b: str) -> str:
    """"origin / destination" when ``a`` goes from one place to another and ``b`` the other
    way ("从香港去澳门的末班船" / "从澳门回香港的末班船"), whatever verb each goes with, else
    ``""``."""
    if not any(mark in a for mark in "从從") or not any(mark in b for mark in "从從"):
        return ""
    if asks_either_way(a) and asks_either_way(b):
        return ""  # "从北京到上海有多少公里": as far either way
    routes_a, routes_b = _routes(a), _routes(b)
    if len(routes_a) != 1 or len(routes_b) != 1:
        return ""  # "从深圳到广州和从广州到深圳": both ways on one side
    ((origin_a, after_a),), ((origin_b, after_b),) = routes_a, routes_b
    if any(text.count(place) > 1 for text in (a, b) for place in (origin_a, origin_b)):
        return ""  # "从苏州到上海的高铁和上海到苏州的": the other way said too
    if (origin_a and origin_b and origin_a != origin_b
            and after_a.startswith(origin_b) and after_b.startswith(origin_a)):
        return f"{origin_a} / {origin_b}"
    return ""


# Lending in Chinese, "借钱给朋友" / "借给他", with whom it is lent to; borrowing, "向朋友借钱" /
# "跟他借" / "从朋友那借", with whom it is borrowed from ("借口", an excuse, is neither)
_LENDS = re.compile(r"借了?[\u4e00-\u9fff0-9.]{0,7}?[给給]([\u4e00-\u9fff]{1,8})")
_BORROWS = re.compile(
    r"(?:向|跟|和|从|從|找个?|管|(?<![请請])[问問])([\u4e00-\u9fff]{1,6}?)(?:那里|那裡|那儿|那)?"
    r"借(?!口)")
# Words that say nothing of who the other party is: "我的朋友" is "我朋友", "朋友们" one of them
_PARTY_NOISE = re.compile(r"[的们們]")


def lend_against_borrow(a: str, b: str) -> bool:
    """Whether one side lends to someone and the other borrows from that same one ("借钱给朋友"
    / "向朋友借钱"); "朋友向我借钱", the friend borrowing, says what "借钱给朋友" says."""
    if "借" not in a or "借" not in b:
        return False
    for x, y in ((a, b), (b, a)):
        lent, borrowed = _LENDS.search(x), _BORROWS.search(y)
        if lent is None or borrowed is None or _BORROWS.search(x):
            continue
        # a "借 ... 给" on the borrowing side is its own borrowing ("向朋友借钱需要给他写借条")
        if any(m.start() != borrowed.end() - 1 for m in _LENDS.finditer(y)):
            continue
        party = _PARTY_NOISE.sub("", lent.group(1))
        borrower = _PARTY_NOISE.sub("", y[:borrowed.start()])[-2:]
        if len(borrower) == 2 and borrower in party:
            continue  # "我表哥向我借钱" / "借钱给我表哥": the one lent to borrows
        if party.startswith(_PARTY_NOISE.sub("", borrowed.group(1))):
            return True
    return False


_AGENT = 12  # characters of the one who acts after 被 ("被前夫起诉", "被以前工作过的那家公司起诉")
_DEED = 2  # characters of the verb after them


def passive_turned(a: str, b: str) -> str:
    """The verb ("起诉") when one side has something done to its subject by another ("我被前夫
    起诉") and the other has the subject do it to that other ("我想起诉前夫"), else ``""``;
    "前夫起诉我" says what the passive says."""
    if not any(mark in a or mark in b for mark in "被遭"):
        return ""
    for x, y in ((a, b), (b, a)):
        marker = _DONE_TO.search(x)
        if marker is None or _DONE_TO.search(y):
            continue
        at, start = marker.start(), marker.end()
        subject = x[:at].rstrip(_ADVERBS)[-1:]
        for size in range(1, _AGENT + 1):
            agent = x[start:start + size]
            deed = _OFTEN.sub("", x[start + size:start + size + _DEED + 3]).removeprefix("给")[
                :_DEED]
            if len(deed) < _DEED or not all_cjk(agent + deed):
                break
            if agent == "人" or agent in _NATURE or deed in _CAUGHT or (
                    deed[0] in _UNDERGONE and not (deed[0] in _DONE_BY_PERSON
                                                   and agent in _PARTIES)):
                continue  # "被人举报" against "举报人", the one who reported
            done = max(y.find(deed + agent), y.find(deed + "了" + agent))
            if (subject and done > 0 and subject in y[:done]) or (
                    done == 0 and (at == 0 or subject == "我")):
                return deed  # "(我)被公司起诉了怎么办" / "起诉公司怎么办" too
    return ""


# "被超车的人" / "超车的人": the one a deed is done to, against the one who does it
_DONE_TO_ONE = re.compile(r"被([\u4e00-\u9fff]{1,3}?)的(?=人|一方|方|者|选手|球员|队员|运动员|车手|"
                          r"车辆|车|球队|队伍|队|那个|那位|一位|一个)")


_PASSIVE_MARKS = frozenset("被受挨遭")  # "被骗的人" is "受骗的人"
# Deeds whose doer is the one they are done to, said with 被 or without ("被感染的人" /
# "感染的人", "确诊的人")
_UNDERGONE_DEEDS = frozenset({"感染", "确诊", "录取", "录用", "选中", "淘汰", "隔离", "拘留",
                              "逮捕", "困", "烧伤", "烫伤", "冻伤", "咬伤", "困住"})


def done_to_against_doing(a: str, b: str) -> str:
    """The verb when one side names the one it is done to ("被超车的人") and the other the one
    doing it ("超车的人"), else ``""``."""
    if "被" not in a and "被" not in b:
        return ""
    for x, y in ((a, b), (b, a)):
        for m in _DONE_TO_ONE.finditer(x):
            deed = m.group(1) + "的"
            at = y.find(deed)
            if at >= 0 and not _PASSIVE_MARKS.intersection(y[max(0, at - 4):at]) and \
                    "被" + deed not in y and m.group(1) not in _UNDERGONE_DEEDS:
                return m.group(1)
    return ""


# What marks a deed done to the subject, and the adverbs that may stand between the two
_DONE_TO = re.compile(r"被(?!保险人|告|子|褥|单|动|迫)|遭到|遭(?![受遇])")
# Forces of nature after 被: "手机被水泡了" is what "手机泡了水" says
_NATURE = frozenset({"水", "风", "雨", "雪", "火", "雷", "冰", "太阳", "阳光"})
# Verbs whose active says the same with the agent after them ("手机被海水泡过" / "手机泡过海水",
# "被雨淋了" / "淋了雨", "被鱼刺卡到" / "卡到鱼刺")
_UNDERGONE = frozenset("泡淹吹晒淋浸冻烫卡呛噎沾溅")
# ... unless a person did it: "被别人溅了一身泥水" is not "溅了别人一身泥水"
_DONE_BY_PERSON = frozenset("沾溅烫")
# ... and what is caught: "电脑被病毒感染了" is "电脑感染了病毒"
_CAUGHT = frozenset({"感染"})
# How often, between the agent and the verb: "被邻居多次举报"
_OFTEN = re.compile(r"^(?:好几次|好幾次|多次|屡次|反复|反復|经常|經常|总是|總是|再次|一直|又|曾)")
_ADVERBS = "又也还都就已曾"


# The two clauses of a question, each opened by who it is about: "如果我去世了, 我父亲能领我的遗属
# 福利吗" / "我父亲去世了, 我能领他的遗属福利吗" trade them (not "我怀孕了, 我老公能休陪产假吗" /
# "老婆怀孕了, 我能休陪产假吗", where the two name another party)
_IF = ("如果", "要是", "假如", "万一", "一旦")
_CLAUSE_PARTIES = tuple(sorted({*_PARTIES, "父亲", "母亲", "儿子", "女儿", "爸", "妈", "您"},
                               key=len, reverse=True))
_CLAUSE_BREAK = re.compile(r"[,，;；]")


def _opened_by(clause: str) -> tuple[str, str] | None:
    """Who a clause is about, as it opens it (a party of the asker's read without "我" or
    "我的"), and what it says after, else ``None``."""
    for word in _IF:
        clause = clause.removeprefix(word)
    for party in _CLAUSE_PARTIES:
        for said in (f"我的{party}", f"我{party}", party):
            if clause.startswith(said) and (party != "我" or said == "我"):
                return party, clause[len(said):]
    return None


def clauses_traded(a: str, b: str) -> str:
    """The two parties when the two clauses of each side are opened by them in the other
    order, the first clauses saying the same of them, else ``""``."""
    if not (has_cjk(a) and has_cjk(b)):
        return ""
    x, y = _CLAUSE_BREAK.split(a), _CLAUSE_BREAK.split(b)
    if len(x) != 2 or len(y) != 2:
        return ""
    opened = [_opened_by(clause) for clause in (*x, *y)]
    if None in opened:
        return ""
    (p1, said1), (p2, _), (q1, said_q1), (q2, _) = opened  # type: ignore[misc]
    if p1 != p2 and (p1, p2) == (q2, q1) and said1 == said_q1:
        return f"{p1!r} and {p2!r}"
    return ""
