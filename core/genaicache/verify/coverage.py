"""Lexical coverage for text the embedding model cannot see (Chinese with all-MiniLM-L6-v2).

An English model maps almost every Han character to the same unknown token, so two unrelated
Chinese requests can score above any threshold and token alignment sees nothing. For text with
Han characters, most content characters (and content words) of each side must occur on the
other side, and two requests that differ in one short run of characters only must differ in a
known synonym there ("孕妇可以喝酒吗" / "孕妇可以喝咖啡吗" differ in the drink, "如何" / "怎么" in
nothing).
"""

from __future__ import annotations

import re
from functools import lru_cache
from os.path import commonprefix

from genaicache.errors import ConfigError
from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import all_cjk, has_cjk, stop_words
from genaicache.verify.numbers import zh_clock_times
from genaicache.verify.text import analyze, canonical_wording

DEFAULT_COVERAGE = 0.5
# Runs of Han characters that say the same thing (a swap between two of one group is no
# difference); a run outside them is taken as a content word.
_SAME_ZH = (
    frozenset({"怎么", "如何", "怎样", "咋", "怎麼", "如何才能", "怎么才能", "怎样才能"}),
    frozenset({"多少", "几"}),
    frozenset({"能", "可以", "可", "能够", "能不能", "可不可以", "是否可以", "是否能"}),
    frozenset({"吗", "么", "嘛", "呢"}),
    frozenset({"需要", "要", "得"}),
    frozenset({"为什么", "为何", "为啥", "怎么会", "什么原因"}),
    frozenset({"打开", "开启"}),
    frozenset({"关闭", "关掉"}),
    frozenset({"手机", "电话"}),
    frozenset({"电脑", "计算机"}),
    frozenset({"现在", "目前", "当前"}),
    frozenset({"什么", "啥"}),
    frozenset({"排序", "排列"}),
    frozenset({"有雨", "下雨"}),
    frozenset({"婴儿", "宝宝", "小孩", "孩子", "儿童", "小朋友"}),
    frozenset({"疼", "痛"}), frozenset({"发烧", "发热"}), frozenset({"减肥", "瘦身", "减重"}),
    frozenset({"英语", "英文"}), frozenset({"中文", "汉语"}), frozenset({"驾照", "驾驶证"}),
    frozenset({"老师", "教师"}), frozenset({"退款", "退钱"}), frozenset({"截屏", "截图"}),
    frozenset({"账号", "帐号", "账户", "帐户"}), frozenset({"西红柿", "番茄"}),
    frozenset({"土豆", "马铃薯"}), frozenset({"哪里", "哪儿"}), frozenset({"工资", "薪水"}),
    frozenset({"医生", "大夫"}), frozenset({"照片", "相片"}),
    frozenset({"u盘", "优盘"}), frozenset({"甲型", "a型"}), frozenset({"乙型", "b型"}),
    frozenset({"电子签", "e签"}),
)
_MAX_RUN = 4
# A run on one side only, of content characters, names another thing ("鱼" / "鱼油"); function
# characters ("的", "了") and question words add nothing.
_MAX_ADDED = 2
_FUNCTION_ZH = frozenset("的了吗呢吧啊么呀嘛还也都就请是在有把被给和与跟一个些过着得地"
                         "样要需会能应该")
# A question word on both sides ("几个月大" / "多大"): the runs ask in two ways, not about two
# things.
_ASKING = frozenset("几多哪啥谁怎何")
_NON_WORD = re.compile(r"[^\u3400-\u9fff\uf900-\ufaff0-9a-z]+")


@lru_cache(maxsize=8192)
def content_units(text: str) -> frozenset[str]:
    """Content tokens of ``text``: Han characters, entities and words, stop words dropped."""
    analysis = analyze(text)
    stops = stop_words()
    return frozenset(s for t, s in zip(analysis.tokens, analysis.stems, strict=True)
                     if t not in stops and any(ch.isalnum() for ch in t))


def coverage(a: frozenset[str], b: frozenset[str]) -> float:
    """The share of ``a`` found in ``b`` (1.0 for an empty ``a``)."""
    return len(a & b) / len(a) if a else 1.0


class CoverageCheck:
    """Refuses Han-script candidates whose content characters mostly differ."""

    name = "coverage"

    def __init__(self, min_coverage: float = DEFAULT_COVERAGE) -> None:
        if not 0.0 <= min_coverage <= 1.0:
            raise ConfigError("min_coverage", f"must be in [0, 1], got {min_coverage}")
        self.min_coverage = min_coverage

    def __call__(self, candidate: Candidate) -> Verdict | None:
        if not (has_cjk(candidate.query) or has_cjk(candidate.matched)):
            return None
        swapped = substituted(candidate.query, candidate.matched)
        if swapped:
            return Verdict(False, self.name, f"coverage: {swapped[0]!r} vs {swapped[1]!r}")
        a, b = content_units(candidate.query), content_units(candidate.matched)
        score = min(coverage(a, b), coverage(b, a))
        if score >= self.min_coverage:
            return None
        missing = "".join(sorted((a - b) | (b - a)))[:20]
        return Verdict(False, self.name, f"coverage: {score:.2f} shared (differs in {missing!r})")


# Runs ending in 前 / 后 that say no time before or after ("目前": now; "然后": then)
_NOT_BEFORE_AFTER = frozenset({"目前", "当前", "然后", "随后", "前面", "后面", "前后"})


def _before_or_after(run: str) -> bool:
    """Whether ``run``, added on one side only, puts what is asked before or after a time or
    an event ("结束后", "之前", "饭后"), up to four characters."""
    return (0 < len(run) <= _MAX_RUN and run[-1] in "前后" and has_cjk(run)
            and not any(run.endswith(word) for word in _NOT_BEFORE_AFTER))


def _letter_against_han(run: str, other: str) -> bool:
    """Whether a letter ("a", "h") stands where the other side has one or two Han characters
    ("a股" / "港股")."""
    return len(run) == 1 and "a" <= run <= "z" and 0 < len(other) <= 2 and all_cjk(other)


@lru_cache(maxsize=8192)
def substituted(query: str, matched: str) -> tuple[str, str] | None:
    """The two runs of Han characters when the texts differ in one short run only, the runs
    share no character and are no known synonyms ("酒" / "咖啡"; "末" / "首"), or when one side
    adds a short run of content characters ("巧克力" / "巧克力蛋糕"). Times of day are compared
    as read ("晚上1点" is "凌晨1点", 1 am), not by the part of the day they name."""
    a = _NON_WORD.sub("", zh_clock_times(canonical_wording(query)))
    b = _NON_WORD.sub("", zh_clock_times(canonical_wording(matched)))
    head = len(commonprefix([a, b]))
    tail = len(commonprefix([a[head:][::-1], b[head:][::-1]]))
    run_a, run_b = a[head:len(a) - tail], b[head:len(b) - tail]
    added = run_a or run_b
    if not (run_a and run_b) and 0 < len(added) <= _MAX_ADDED and has_cjk(added) and not (
            set(added) & (_FUNCTION_ZH | _ASKING)):
        return run_a, run_b  # one side names more: "巧克力" / "巧克力蛋糕", "鱼" / "鱼油"
    if not (run_a and run_b) and _before_or_after(added):
        return run_a, run_b  # "经期" / "经期结束后": during it, against after it
    if not (run_a and run_b) or max(len(run_a), len(run_b)) > _MAX_RUN:
        return None
    # "a股" / "港股": a class of shares named by a letter against one named by a place
    letter = _letter_against_han(run_a, run_b) or _letter_against_han(run_b, run_a)
    if not letter and (set(run_a) & set(run_b) or not (has_cjk(run_a) and has_cjk(run_b))):
        return None
    if _ASKING & set(run_a) and _ASKING & set(run_b):
        return None
    # the runs alone, and with the character before or after them ("排序" / "排列")
    around = [(run_a, run_b)]
    if head:
        around.append((a[head - 1] + run_a, b[head - 1] + run_b))
    if tail:
        around.append((run_a + a[len(a) - tail], run_b + b[len(b) - tail]))
    if any(x in group and y in group for x, y in around for group in _SAME_ZH):
        return None
    return run_a, run_b
