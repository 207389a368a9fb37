"""Freshness (TTL precedence, rules, confidence decay) and invalidation through the public API."""

from __future__ import annotations

from typing import Any

import pytest

from genaicache import Cache, cache_options
from genaicache.clock import ManualClock
from genaicache.errors import ConfigError, InvalidInputError
from genaicache.freshness import FreshnessRule, FreshnessRules


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


def exact_cache(clock: ManualClock, **kw: Any) -> Cache:
    return Cache(semantic=False, clock=clock, **kw)


def test_default_ttl_expires_entries(clock: ManualClock) -> None:
    c = exact_cache(clock, ttl=60)
    c.update("explain recursion", "m", "v")
    clock.advance(59)
    assert c.lookup("explain recursion", "m") is not None
    clock.advance(1)
    assert c.lookup("explain recursion", "m") is None


def test_time_sensitive_prompts_get_a_short_ttl(clock: ManualClock) -> None:
    c = exact_cache(clock, ttl=3600)
    weather = c.update("What's the weather in Paris today?", "m", "sunny")
    stock = c.update("当前苹果公司的股价是多少", "m", "x")
    timeless = c.update("Explain recursion", "m", "v")
    assert weather is not None and weather.expires_at == clock() + 300
    assert stock is not None and stock.expires_at == clock() + 300
    assert timeless is not None and timeless.expires_at == clock() + 3600


def test_per_call_ttl_wins_and_zero_means_do_not_cache(clock: ManualClock) -> None:
    c = exact_cache(clock, ttl=3600)
    with cache_options(ttl=10):
        e = c.update("weather today", "m", "v")
    assert e is not None and e.expires_at == clock() + 10
    with cache_options(ttl=0):
        assert c.update("Explain recursion", "m", "v") is None
    assert c.lookup("Explain recursion", "m") is None
    assert c.update("Explain recursion", "m", "v", ttl=0) is None
    assert c.update("Explain recursion", "m", "v", ttl=None) is not None  # None: no expiry


def test_user_rules_can_forbid_caching(clock: ManualClock) -> None:
    rules = FreshnessRules([FreshnessRule.regex("orders", r"\border\b", 0)])
    c = Cache(semantic=False, clock=clock, freshness=rules)
    assert c.update("Where is my order #123?", "m", "v") is None
    assert c.lookup("Where is my order #123?", "m") is None


def test_bad_ttl_is_a_typed_error(clock: ManualClock) -> None:
    c = exact_cache(clock)
    with pytest.raises((InvalidInputError, ConfigError)):
        c.update("q", "m", "v", ttl=-5)
    with pytest.raises((InvalidInputError, ConfigError)), cache_options(ttl="soon"):  # type: ignore[arg-type]
        pass


@pytest.mark.parametrize(
    "answer",
    ["It is possibly 42.", "I'm not sure, but maybe Paris.", "As of 2023, the CEO is X.",
     "可能是北京。", "据2023年数据，人口为一千万。"],
)
def test_hedging_answers_are_stored_stale_and_never_served(clock: ManualClock, answer: str) -> None:
    c = exact_cache(clock)
    entry = c.update("a question", "m", answer, answer=answer)
    assert entry is not None and entry.stale
    assert c.lookup("a question", "m") is None
    assert any(k.startswith("prompt.stale.") for k in c.stats())


def test_low_confidence_from_logprobs_is_stale(clock: ManualClock) -> None:
    c = exact_cache(clock)
    c.update("q1", "m", "v", answer="Paris.", logprobs=[-0.9, -1.2])
    c.update("q2", "m", "v", answer="Paris.", logprobs=[-0.01, -0.02])
    c.update("q3", "m", "v", answer="Paris.", confidence=0.5)
    assert c.lookup("q1", "m") is None
    assert c.lookup("q2", "m") is not None
    assert c.lookup("q3", "m") is None


def test_reads_do_not_extend_life(clock: ManualClock) -> None:
    c = exact_cache(clock, ttl=10)
    c.update("q", "m", "v")
    for _ in range(9):
        clock.advance(1)
        assert c.lookup("q", "m") is not None
    clock.advance(1)
    assert c.lookup("q", "m") is None


def test_invalidate_by_key_prompt_model_scope_tag_and_document(tmp_path: Any) -> None:
    c = Cache(semantic=False, path=str(tmp_path / "c.sqlite3"))
    e1 = c.update("q1", "model-a", "v", tags=["pricing"], doc_ids=["doc-1"])
    c.update("q2", "model-a", "v", scope="acme")
    c.update("q3", "model-b", "v", doc_ids=["doc-2"])
    c.update("q4", "model-b", "v", tags=["pricing"])
    assert e1 is not None
    assert c.invalidate(keys=[e1.key]) == 1 and c.lookup("q1", "model-a") is None
    assert c.invalidate(scope="acme") == 1 and c.lookup("q2", "model-a", scope="acme") is None
    assert c.invalidate(doc_ids=["doc-2"]) == 1 and c.lookup("q3", "model-b") is None
    c.update("q1", "model-a", "v")
    assert c.invalidate(tag="pricing") == 1 and c.lookup("q4", "model-b") is None
    assert c.invalidate(model="model-a") == 1 and c.lookup("q1", "model-a") is None
    c.update("Hello World", "model-a", "v")
    assert c.invalidate(prompt="hello world!") == 1
    with pytest.raises(InvalidInputError):
        c.invalidate()


def test_invalidation_survives_a_restart_of_the_store(tmp_path: Any) -> None:
    path = str(tmp_path / "c.sqlite3")
    c = Cache(semantic=False, path=path)
    c.update("q", "m", "v", tags=["t"])
    c.close()
    c2 = Cache(semantic=False, path=path)
    assert c2.invalidate(tag="t") == 1  # found in L2, not only in this process's L1
    assert c2.lookup("q", "m") is None


def test_glob_characters_in_prompts_never_widen_an_invalidation(
    redis_url: str, redis_prefix: str
) -> None:
    c = Cache(semantic=False, redis_url=redis_url, redis_prefix=redis_prefix)
    for p in ["*", "?", "[a-z]*", "what is *", "plain question"]:
        c.update(p, "m", p)
    assert c.invalidate(prompt="*") == 1
    assert c.invalidate(prompt="what is *") == 1
    for p in ["?", "[a-z]*", "plain question"]:
        hit = c.lookup(p, "m")
        assert hit is not None and hit.value == p


def test_negative_feedback_on_a_soft_hit_stops_only_that_entry(embedder: Any) -> None:
    c = Cache(embedder=embedder)
    c.update("How do I reset my password?", "m", "reset answer")
    c.update("How do I change my email address?", "m", "email answer")
    soft = c.lookup("How can I reset my password?", "m")
    other = c.lookup("How can I change my email address?", "m")
    assert soft is not None and soft.soft and other is not None and other.soft
    assert c.feedback(soft.info(), good=False)
    assert c.lookup("How can I reset my password?", "m") is None
    assert c.lookup("How do I reset my password?", "m") is not None  # exact still served
    again = c.lookup("How can I change my email address?", "m")
    assert again is not None and again.value == "email answer"


def test_negative_feedback_on_an_exact_hit_deletes_it() -> None:
    c = Cache(semantic=False)
    c.update("q", "m", "wrong")
    hit = c.lookup("q", "m")
    assert hit is not None and c.feedback(hit.info(), good=False)
    assert c.lookup("q", "m") is None
