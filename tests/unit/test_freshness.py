"""Freshness: TTL precedence, time-sensitive rules, confidence decay, eviction weight."""

from __future__ import annotations

import math
import re

import pytest

from genaicache.errors import ConfigError, InvalidInputError
from genaicache.freshness import (
    DEFAULT_TIME_SENSITIVE_TTL,
    NEUTRAL_UNCERTAINTY,
    UNSET,
    FreshnessRule,
    FreshnessRules,
    assess,
    eviction_weight,
    logprob_stats,
    resolve_ttl,
)

# --- TTL precedence ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("default", "rules", "call", "expected"),
    [
        (3600.0, UNSET, UNSET, 3600.0),
        (3600.0, 300.0, UNSET, 300.0),
        (3600.0, 300.0, 60.0, 60.0),
        (3600.0, UNSET, 60.0, 60.0),
        (None, UNSET, UNSET, None),
        (3600.0, None, UNSET, None),
        (3600.0, 300.0, None, None),
    ],
)
def test_most_specific_ttl_wins(
    default: float | None, rules: object, call: object, expected: float | None
) -> None:
    assert resolve_ttl(default, rules, call) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("default", "rules", "call"),
    [(0.0, UNSET, UNSET), (3600.0, 0.0, UNSET), (3600.0, 300.0, 0.0), (3600, 0, UNSET)],
)
def test_zero_ttl_means_do_not_cache_and_is_never_replaced(
    default: float, rules: object, call: object
) -> None:
    assert resolve_ttl(default, rules, call) == 0.0  # type: ignore[arg-type]


def test_per_call_override_beats_a_no_cache_rule() -> None:
    assert resolve_ttl(3600.0, 0.0, 120.0) == 120.0


@pytest.mark.parametrize("bad", [-1.0, -0.001, math.nan, math.inf, "10", True])
def test_bad_ttl_is_a_config_error_naming_the_option(bad: object) -> None:
    with pytest.raises(ConfigError) as info:
        resolve_ttl(3600.0, UNSET, bad)  # type: ignore[arg-type]
    assert info.value.option == "ttl"
    with pytest.raises(ConfigError) as info:
        resolve_ttl(bad)  # type: ignore[arg-type]
    assert info.value.option == "default ttl"


def test_negative_rule_ttl_is_a_config_error_naming_the_rule() -> None:
    with pytest.raises(ConfigError) as info:
        FreshnessRule.regex("mine", r"foo", -5)
    assert info.value.option == "FreshnessRule[mine].ttl"
    with pytest.raises(ConfigError, match="time_sensitive_ttl"):
        FreshnessRules(time_sensitive_ttl=-1)


def test_rule_needs_exactly_one_matcher_and_a_valid_regex() -> None:
    with pytest.raises(ConfigError):
        FreshnessRule("both", re.compile("x"), 10, predicate=lambda p: True)
    with pytest.raises(ConfigError):
        FreshnessRule("none", None, 10)
    with pytest.raises(ConfigError, match="pattern"):
        FreshnessRule.regex("broken", r"(unclosed", 10)
    with pytest.raises(ConfigError):
        FreshnessRules(["not a rule"])  # type: ignore[list-item]


# --- default rules -----------------------------------------------------------------------------

TIME_SENSITIVE = [
    "What time is it now?",
    "what's happening today",
    "Any plans for tonight?",
    "latest iPhone model",
    "Who is the current UK prime minister?",
    "what is currently trending",
    "recent papers on RAG",
    "events this week",
    "best movies this year",
    "Bitcoin price",
    "AAPL stock",
    "weather in Paris",
    "5 day forecast for Berlin",
    "tech news",
    "what was the score of the Lakers game",
    "USD to EUR exchange rate",
    "breaking: earthquake",
    "live scores premier league",
    "what did the Fed do yesterday",
    "Is the bank open tomorrow?",
    "cinema listings next friday",
    "remind me in 3 days",
    "what happened 2 weeks ago",
    "现在几点",
    "今天北京天气怎么样",
    "今晚有什么电影",
    "最新的手机",
    "当前汇率",
    "目前的情况",
    "最近的新闻",
    "茅台股价",
    "黄金价格",
    "比赛比分",
    "明天下雨吗",
    "昨天发生了什么",
    "本周安排",
    "三天后是几号",
    "下周五开会",
]

TIMELESS = [
    "Explain recursion in Python",
    "What is the capital of France?",
    "Write a haiku about the sea",
    "where do penguins live",
    "How does photosynthesis work?",
    "Translate 'good morning' into German",
    "什么是递归",
    "法国的首都是哪里",
    "写一首关于大海的诗",
]


@pytest.mark.parametrize("prompt", TIME_SENSITIVE)
def test_time_sensitive_prompts_get_the_short_ttl(prompt: str) -> None:
    rules = FreshnessRules()
    assert rules.match(prompt) is not None, prompt
    assert rules.ttl_for(prompt, default=86_400.0) == DEFAULT_TIME_SENSITIVE_TTL == 300.0


@pytest.mark.parametrize("prompt", TIMELESS)
def test_timeless_prompts_keep_the_tier_default(prompt: str) -> None:
    rules = FreshnessRules()
    assert rules.match(prompt) is None, (prompt, rules.match(prompt))
    assert rules.ttl_for(prompt, default=86_400.0) == 86_400.0
    assert rules.ttl_for(prompt, default=None) is None


def test_default_rules_only_shorten_a_tier_default() -> None:
    rules = FreshnessRules()
    assert rules.ttl_for("weather today", default=60.0) == 60.0
    assert rules.ttl_for("weather today", default=None) == 300.0
    assert rules.ttl_for("weather today", default=0.0) == 0.0


def test_time_sensitive_ttl_is_configurable_including_no_caching() -> None:
    assert FreshnessRules(time_sensitive_ttl=30).ttl_for("stock price", 3600.0) == 30.0
    assert FreshnessRules(time_sensitive_ttl=0).ttl_for("stock price", 3600.0) == 0.0
    assert FreshnessRules(include_defaults=False).ttl_for("stock price", 3600.0) == 3600.0


def test_user_rules_win_over_default_rules() -> None:
    history = FreshnessRule.regex("history", r"\bhistory of\b", ttl=7 * 86_400)
    rules = FreshnessRules([history])
    assert rules.ttl_for("history of the stock market", default=3600.0) == 7 * 86_400


def test_user_regex_rule_with_ttl_zero_disables_caching() -> None:
    tickers = FreshnessRule("tickers", re.compile(r"\$[A-Z]{1,5}\b"), ttl=0)
    rules = FreshnessRules([tickers])
    assert rules.ttl_for("should I buy $NVDA", default=3600.0) == 0.0
    assert rules.ttl_for("explain dollar cost averaging", default=3600.0) == 3600.0


def test_user_callable_rule() -> None:
    long_prompt = FreshnessRule.when("long", lambda p: len(p) > 50, ttl=10)
    rules = FreshnessRules([long_prompt], include_defaults=False)
    assert rules.ttl_for("x" * 51, default=3600.0) == 10.0
    assert rules.ttl_for("short", default=3600.0) == 3600.0


def test_with_rule_prepends_and_leaves_the_original_alone() -> None:
    base = FreshnessRules()
    more = base.with_rule(FreshnessRule.regex("forever", r"weather", None))
    assert more.ttl_for("weather today", default=3600.0) is None
    assert base.ttl_for("weather today", default=3600.0) == 300.0


def test_rules_ttl_is_unset_when_nothing_matches() -> None:
    rules = FreshnessRules()
    assert rules.rules_ttl("explain recursion", 3600.0) is UNSET
    assert resolve_ttl(3600.0, rules.rules_ttl("stock price", 3600.0), 5.0) == 5.0


# --- confidence decay --------------------------------------------------------------------------

HEDGING = [
    "It is possibly 42.",
    "Perhaps the answer is yes.",
    "I'm not sure, but it could be Paris.",
    "I’m not sure.",
    "I am not sure about that.",
    "I don't know.",
    "It might be Tuesday.",
    "As of 2023, the population was 8 billion.",
    "as of my last update, the CEO is Jane",
    "My knowledge cutoff prevents me from answering.",
    "答案可能是42",
    "也许是这样",
    "我不确定",
    "据2023年数据，人口为14亿",
    "截至2024年，共有十个",
]

CONFIDENT = [
    "Paris is the capital of France.",
    "The answer is 42.",
    "巴黎是法国的首都。",
    "Use a dict for constant-time lookups.",
]


@pytest.mark.parametrize("text", HEDGING)
def test_hedging_answers_are_stale(text: str) -> None:
    result = assess(text)
    assert result.stale
    assert result.reason.startswith("hedge:")


@pytest.mark.parametrize("text", CONFIDENT)
def test_plain_answers_without_scores_are_fresh(text: str) -> None:
    result = assess(text)
    assert not result.stale and result.reason == ""
    assert result.confidence is None and result.uncertainty is None


def test_caller_confidence_below_threshold_is_stale() -> None:
    assert assess("The answer is 42.", confidence=0.84).stale
    assert not assess("The answer is 42.", confidence=0.85).stale
    assert not assess("The answer is 42.", confidence=0.5, min_confidence=0.4).stale
    result = assess("The answer is 42.", confidence=0.2)
    assert "low confidence" in result.reason and result.confidence == 0.2


def test_confidence_from_logprobs() -> None:
    sure = assess("The answer is 42.", logprobs=[-0.01, -0.02, -0.03])
    assert not sure.stale
    assert sure.confidence == pytest.approx(math.exp(-0.02))
    assert sure.uncertainty == pytest.approx(0.02)
    unsure = assess("The answer is 42.", logprobs=[-0.5, -0.9, -0.1])
    assert unsure.stale and unsure.confidence == pytest.approx(math.exp(-0.5))


def test_caller_confidence_wins_but_uncertainty_comes_from_logprobs() -> None:
    result = assess("42", confidence=0.99, logprobs=[-2.0, -2.0])
    assert not result.stale
    assert result.confidence == 0.99 and result.uncertainty == pytest.approx(2.0)


def test_hedge_and_low_confidence_are_both_reported() -> None:
    result = assess("possibly 42", confidence=0.1)
    assert result.stale and "hedge" in result.reason and "low confidence" in result.reason


def test_logprob_stats_edge_cases() -> None:
    assert logprob_stats([0.0, 0.0]) == (1.0, 0.0)
    conf, h = logprob_stats([-math.inf, -1.0])
    assert conf == 0.0 and h == math.inf
    assert assess("x", logprobs=[]).confidence is None  # no tokens: no opinion


@pytest.mark.parametrize("bad", [[math.nan], [0.5], [-1.0, 2.0]])
def test_bad_logprobs_are_invalid_input(bad: list[float]) -> None:
    with pytest.raises(InvalidInputError):
        assess("x", logprobs=bad)


def test_bad_confidence_and_threshold_are_typed_errors() -> None:
    with pytest.raises(InvalidInputError):
        assess("x", confidence=1.5)
    with pytest.raises(InvalidInputError):
        assess("x", confidence=math.nan)
    with pytest.raises(ConfigError) as info:
        assess("x", min_confidence=2.0)
    assert info.value.option == "min_confidence"
    with pytest.raises(InvalidInputError):
        assess(None)  # type: ignore[arg-type]


# --- eviction weight ---------------------------------------------------------------------------


def test_eviction_weight_formula() -> None:
    h, fb = 1.2, 0.3
    want = 0.7 / (1 + math.exp(-(2 * h - 1.5))) + 0.3 * (1 - fb)
    assert eviction_weight(h, fb) == pytest.approx(want)


def test_uncertain_and_disliked_entries_go_first() -> None:
    assert eviction_weight(3.0, 0.5) > eviction_weight(0.1, 0.5)
    assert eviction_weight(1.0, 0.0) > eviction_weight(1.0, 1.0)
    assert eviction_weight(None, 0.5) == pytest.approx(0.5)  # neutral: 0.7*0.5 + 0.3*0.5
    assert eviction_weight(None, 0.5) == eviction_weight(NEUTRAL_UNCERTAINTY, 0.5)


def test_eviction_weight_is_bounded_and_finite_at_extremes() -> None:
    for h in (0.0, 1e-9, 1e6, math.inf):
        for fb in (0.0, 1.0):
            assert 0.0 <= eviction_weight(h, fb) <= 1.0


@pytest.mark.parametrize(("h", "fb"), [(-0.1, 0.5), (math.nan, 0.5), (1.0, 1.5), (1.0, -0.1)])
def test_eviction_weight_rejects_out_of_range_inputs(h: float, fb: float) -> None:
    with pytest.raises(InvalidInputError):
        eviction_weight(h, fb)
