"""Freshness: how long an answer may be served, and whether it may be served at all.

Three pieces, each a pure function of its inputs so the tier can call them without a backend:

- TTL resolution: the tier default, the rules and a per-call override; the most specific wins
  (:func:`resolve_ttl`). A TTL of ``0`` means "do not cache" and is honoured, never replaced by a
  default.
- Rules (:class:`FreshnessRules`): time-sensitive prompts ("today", "stock price", "天气", "next
  friday") get a short TTL (300 s by default) or none; users add their own regex or callable.
- Confidence decay (:func:`assess`): an answer that hedges ("possibly", "as of 2023", "可能",
  "据2023年数据") or whose confidence is below 0.85 is stored as stale and never served as a hit.

:func:`eviction_weight` turns the same uncertainty into the value-aware eviction weight.
"""

from __future__ import annotations

import enum
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from genaicache.errors import ConfigError, InvalidInputError

DEFAULT_TIME_SENSITIVE_TTL: Final = 300.0
DEFAULT_MIN_CONFIDENCE: Final = 0.85
# Uncertainty assumed when the model gave no log-probabilities: the midpoint of the sigmoid in
# eviction_weight (2*H - 1.5 == 0), so an unknown answer is neither favoured nor penalised.
NEUTRAL_UNCERTAINTY: Final = 0.75


class Unset(enum.Enum):
    """Sentinel type for "not given" where ``None`` already means "never expires"."""

    UNSET = "UNSET"


UNSET: Final = Unset.UNSET
TTL = float | None  # seconds; 0 = do not cache; None = never expires


def check_ttl(ttl: float | None, option: str) -> float | None:
    """Validate a TTL (``None`` or a finite number >= 0) and return it as a float."""
    if ttl is None:
        return None
    if isinstance(ttl, bool) or not isinstance(ttl, int | float):
        raise ConfigError(option, f"must be a number of seconds or None, not {ttl!r}")
    if math.isnan(ttl) or ttl < 0 or math.isinf(ttl):
        raise ConfigError(
            option,
            f"must be a finite number >= 0 (0 = do not cache, None = never expires), not {ttl!r}",
        )
    return float(ttl)


def resolve_ttl(
    default: float | None,
    rules_ttl: float | None | Unset = UNSET,
    call_ttl: float | None | Unset = UNSET,
) -> float | None:
    """The TTL to store with: the per-call override, else the rules' TTL, else the default.

    Most specific wins: call > rules > tier default. ``UNSET`` means "this level has no
    opinion"; ``None`` means "never expires"; ``0`` means "do not cache" and wins like any other
    value (never ``ttl or default``).

    >>> resolve_ttl(3600.0, 300.0, 0.0)
    0.0
    >>> resolve_ttl(3600.0, UNSET, UNSET)
    3600.0
    """
    if not isinstance(call_ttl, Unset):
        return check_ttl(call_ttl, "ttl")
    if not isinstance(rules_ttl, Unset):
        return check_ttl(rules_ttl, "freshness rule ttl")
    return check_ttl(default, "default ttl")


@dataclass(frozen=True, slots=True)
class FreshnessRule:
    """A named class of prompts and the TTL they get.

    Exactly one of ``pattern`` (searched, not matched) and ``predicate`` is set. With
    ``cap=True`` the rule only shortens: the TTL is ``min(default, ttl)``, so a time-sensitive
    rule never lengthens a tier default that is already shorter.

    >>> r = FreshnessRule("tickers", re.compile(r"\\$[A-Z]{1,5}\\b"), ttl=0.0)
    >>> r.matches("buy $NVDA?"), r.ttl
    (True, 0.0)
    """

    name: str
    pattern: re.Pattern[str] | None = None
    ttl: float | None = DEFAULT_TIME_SENSITIVE_TTL
    predicate: Callable[[str], bool] | None = None
    cap: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise ConfigError("FreshnessRule.name", "must be a non-empty string")
        if (self.pattern is None) == (self.predicate is None):
            raise ConfigError(f"FreshnessRule[{self.name}]", "set exactly one of pattern/predicate")
        if self.pattern is not None and not isinstance(self.pattern, re.Pattern):
            raise ConfigError(f"FreshnessRule[{self.name}].pattern", "must be a compiled regex")
        if self.predicate is not None and not callable(self.predicate):
            raise ConfigError(f"FreshnessRule[{self.name}].predicate", "must be callable")
        object.__setattr__(self, "ttl", check_ttl(self.ttl, f"FreshnessRule[{self.name}].ttl"))

    @classmethod
    def regex(cls, name: str, regex: str, ttl: float | None, *, cap: bool = False) -> FreshnessRule:
        """A rule from a regex string, compiled case-insensitively."""
        try:
            pattern = re.compile(regex, re.IGNORECASE)
        except re.error as exc:
            raise ConfigError(f"FreshnessRule[{name}].pattern", str(exc)) from None
        return cls(name, pattern, ttl, cap=cap)

    @classmethod
    def when(
        cls, name: str, predicate: Callable[[str], bool], ttl: float | None, *, cap: bool = False
    ) -> FreshnessRule:
        """A rule from a callable that receives the prompt."""
        return cls(name, None, ttl, predicate, cap)

    def matches(self, prompt: str) -> bool:
        if self.pattern is not None:
            return self.pattern.search(prompt) is not None
        assert self.predicate is not None
        return bool(self.predicate(prompt))

    def apply(self, default: float | None) -> float | None:
        """This rule's TTL given the tier default (honours ``cap``)."""
        if not self.cap or self.ttl is None:
            return self.ttl
        return self.ttl if default is None else min(default, self.ttl)


# --- the default rule set: English and Chinese time-sensitive requests --------------------------
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_UNIT = r"(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)"
_ZH_NUM = r"[0-9一二两三四五六七八九十几半]+"

DEFAULT_RULE_PATTERNS: Final[dict[str, str]] = {
    # "now" words: the answer depends on when it is asked.
    "now": r"\b(?:now|nowadays|today|tonight|currently|current|latest|recent|recently"
    r"|breaking|this\s+(?:morning|afternoon|evening|week|weekend|month|quarter|year|season)"
    r"|at\s+the\s+moment|up[\s-]to[\s-]date|real[\s-]?time)\b"
    r"|\blive\b(?=\s+(?:scores?|updates?|results?|coverage|stream|feed|blog|news|prices?|data"
    r"|match|game|events?|traffic|odds))|\b(?:is|are|going)\s+live\b"
    r"|现在|此刻|今天|今日|今晚|今早|今年|本周|这周|本月|这个月|本季度|最新|当前|目前|最近|近期"
    r"|实时|刚刚|突发|直播",
    # Markets: prices and rates move by the minute.
    "market": r"\b(?:prices?|pricing|stocks?|share\s+price|stock\s+market|exchange\s+rates?"
    r"|interest\s+rates?|crypto(?:currency)?|bitcoin|btc|nasdaq|dow\s+jones|s&p\s*500)\b"
    r"|价格|价钱|股价|股票|行情|汇率|利率|币价|大盘",
    "weather": r"\b(?:weather|forecast|temperature\s+(?:today|tomorrow|outside|now))\b"
    r"|天气|预报|气温",
    "news": r"\b(?:news|headlines?|scores?|scoreboard|standings|election\s+results?)\b"
    r"|新闻|头条|比分|赛况|战况",
    # Dates relative to the moment of asking.
    "relative-date": rf"\b(?:yesterday|tomorrow|tmrw|day\s+(?:after\s+tomorrow|before\s+yesterday)"
    rf"|(?:next|last|this|coming)\s+(?:{_WEEKDAY}|week|weekend|month|year)"
    rf"|in\s+(?:\d+|a|an|one|two|three|a\s+few|few)\s+{_UNIT}"
    rf"|(?:\d+|a|an|one|two|three|a\s+few|few)\s+{_UNIT}\s+(?:ago|from\s+now))\b"
    rf"|明天|昨天|后天|前天|明早|明晚|昨晚|下周|上周|下个?月|上个?月|明年|去年"
    rf"|{_ZH_NUM}\s*(?:天|周|个?星期|个?月|年|小时|分钟)(?:后|前|以后|以前|之后|之前)",
}


def default_rules(ttl: float | None = DEFAULT_TIME_SENSITIVE_TTL) -> tuple[FreshnessRule, ...]:
    """The built-in time-sensitive rules, each capping the TTL at ``ttl`` (0 = never cache)."""
    check_ttl(ttl, "time_sensitive_ttl")
    return tuple(
        FreshnessRule.regex(name, regex, ttl, cap=True)
        for name, regex in DEFAULT_RULE_PATTERNS.items()
    )


class FreshnessRules:
    """An ordered rule set; the first rule that matches a prompt decides its TTL.

    User rules come before the built-in ones, so a user rule always wins over a default rule.

    >>> rules = FreshnessRules([FreshnessRule.regex("quotes", r"\\bquote\\b", 0)])
    >>> rules.ttl_for("latest quote for ACME", default=3600.0)
    0.0
    >>> rules.ttl_for("what's the weather today", default=3600.0)
    300.0
    >>> rules.ttl_for("explain recursion", default=3600.0)
    3600.0
    """

    def __init__(
        self,
        rules: Iterable[FreshnessRule] = (),
        *,
        include_defaults: bool = True,
        time_sensitive_ttl: float | None = DEFAULT_TIME_SENSITIVE_TTL,
    ) -> None:
        user = tuple(rules)
        for rule in user:
            if not isinstance(rule, FreshnessRule):
                raise ConfigError("freshness_rules", f"expected FreshnessRule, got {rule!r}")
        builtin = default_rules(time_sensitive_ttl) if include_defaults else ()
        self.rules: tuple[FreshnessRule, ...] = user + builtin

    def with_rule(self, rule: FreshnessRule) -> FreshnessRules:
        """A copy with ``rule`` consulted before every existing rule."""
        copy = FreshnessRules(include_defaults=False)
        copy.rules = (rule, *self.rules)
        return copy

    def match(self, prompt: str) -> FreshnessRule | None:
        """The first rule that matches ``prompt``, or ``None``."""
        return next((r for r in self.rules if r.matches(prompt)), None)

    def rules_ttl(self, prompt: str, default: float | None) -> float | None | Unset:
        """The rules' opinion on ``prompt`` (``UNSET`` when no rule matches)."""
        rule = self.match(prompt)
        return UNSET if rule is None else rule.apply(default)

    def ttl_for(self, prompt: str, default: float | None) -> float | None:
        """The TTL for ``prompt``: the matching rule's, else ``default``."""
        return resolve_ttl(default, self.rules_ttl(prompt, default))


# --- confidence decay --------------------------------------------------------------------------
_YEAR = r"(?:19|20)\d\d"
HEDGE_PATTERNS: Final[tuple[str, ...]] = (
    r"\bpossibly\b",
    r"\bperhaps\b",
    r"\bmight\s+be\b",
    r"\bi\s*(?:'|’)?\s*m\s+not\s+(?:sure|certain)\b",
    r"\bi\s+am\s+not\s+(?:sure|certain)\b",
    r"\bi\s+(?:do\s+not|don'?t|don’t)\s+know\b",
    r"\bi\s+(?:cannot|can'?t|can’t)\s+be\s+(?:sure|certain)\b",
    rf"\bas\s+of\s+(?:{_YEAR}\b|my\s+(?:last|latest)\s+(?:update|training|knowledge))",
    r"\bknowledge\s+cut-?\s*off\b",
    r"\bmy\s+training\s+data\s+(?:only\s+)?(?:goes|extends)\b",
    r"可能",
    r"也许",
    r"或许",
    r"不确定",
    r"不太确定",
    r"我不知道",
    rf"据\s*{_YEAR}\s*年",
    rf"截[至止]\s*{_YEAR}\s*年",
    r"截[至止]\s*(?:我的)?(?:知识|训练数据)",
)
_HEDGES = tuple(re.compile(p, re.IGNORECASE) for p in HEDGE_PATTERNS)


@dataclass(frozen=True, slots=True)
class Assessment:
    """Whether an answer may be served as a hit, and why not.

    ``confidence`` is in [0, 1]; ``uncertainty`` is the mean negative log-probability per token
    in nats (0 = certain), or ``None`` when the model gave no log-probabilities.
    """

    stale: bool
    reason: str
    confidence: float | None
    uncertainty: float | None


def find_hedge(text: str) -> str | None:
    """The first hedging phrase in ``text`` (as written), or ``None``."""
    for pattern in _HEDGES:
        found = pattern.search(text)
        if found:
            return found.group(0)
    return None


def logprob_stats(logprobs: Sequence[float]) -> tuple[float, float]:
    """(confidence, uncertainty) of a generation from its per-token natural-log probabilities.

    confidence = exp(mean logprob), the geometric mean of the token probabilities;
    uncertainty H = -mean logprob in nats (the per-token cross-entropy of the answer).
    """
    values = [float(v) for v in logprobs]
    if not values:
        raise InvalidInputError("logprobs must not be empty")
    for v in values:
        if math.isnan(v) or v > 1e-6:
            raise InvalidInputError(f"logprobs must be natural logs <= 0, got {v!r}")
    h = max(0.0, -math.fsum(values) / len(values))
    return math.exp(-h), h


def _check_unit(value: float, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise InvalidInputError(f"{what} must be a number in [0, 1], got {value!r}")
    return float(value)


def assess(
    answer_text: str,
    *,
    confidence: float | None = None,
    logprobs: Sequence[float] | None = None,
    min_confidence: float = DEFAULT_MIN_CONFIDENCE,
) -> Assessment:
    """Decide whether ``answer_text`` is stale (hedges, or confidence < ``min_confidence``).

    A caller-set ``confidence`` wins over the one derived from ``logprobs``; the uncertainty
    always comes from ``logprobs`` when given. No confidence at all is not a reason to refuse.

    >>> assess("Paris is the capital of France.", logprobs=[-0.01, -0.02]).stale
    False
    >>> assess("It is possibly 42.").reason
    "hedge: 'possibly'"
    """
    if not isinstance(min_confidence, int | float) or not 0 <= min_confidence <= 1:
        raise ConfigError("min_confidence", f"must be in [0, 1], got {min_confidence!r}")
    conf = None if confidence is None else _check_unit(confidence, "confidence")
    unc = None
    if logprobs is not None and len(logprobs) > 0:
        derived, unc = logprob_stats(logprobs)
        conf = derived if conf is None else conf
    if not isinstance(answer_text, str):
        raise InvalidInputError(f"answer_text must be a str, not {type(answer_text).__name__}")
    reasons: list[str] = []
    hedge = find_hedge(answer_text)
    if hedge is not None:
        reasons.append(f"hedge: {hedge!r}")
    if conf is not None and conf < min_confidence:
        reasons.append(f"low confidence: {conf:.3f} < {min_confidence:g}")
    return Assessment(bool(reasons), "; ".join(reasons), conf, unc)


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    z = math.exp(x)
    return z / (1.0 + z)


def eviction_weight(uncertainty: float | None, feedback: float) -> float:
    """Value-aware eviction weight ``0.7·sigmoid(2H − 1.5) + 0.3·(1 − feedback)``; highest goes
    first.

    ``uncertainty`` is H from :func:`logprob_stats` (nats, >= 0); ``None`` counts as
    :data:`NEUTRAL_UNCERTAINTY` (sigmoid term 0.5). ``feedback`` is in [0, 1] (1 = confirmed
    good). The result is in [0, 1].

    >>> round(eviction_weight(None, 0.5), 3)
    0.5
    """
    fb = _check_unit(feedback, "feedback")
    h = NEUTRAL_UNCERTAINTY if uncertainty is None else float(uncertainty)
    if math.isnan(h) or h < 0:
        raise InvalidInputError(f"uncertainty must be >= 0 nats or None, got {uncertainty!r}")
    return 0.7 * _sigmoid(2.0 * h - 1.5) + 0.3 * (1.0 - fb)
