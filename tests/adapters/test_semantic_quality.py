"""Semantic hits that are not wrong, end to end through ``set_llm_cache(GenAICache(...))``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.globals import set_llm_cache
from langchain_core.language_models import FakeListChatModel

from genaicache.verify.judge import LLMJudge
from langchain_genaicache import GenAICache


class CountingChat(FakeListChatModel):
    calls: int = 0

    def _call(self, *args: Any, **kwargs: Any) -> str:
        self.calls += 1
        return super()._call(*args, **kwargs)


def model() -> CountingChat:
    return CountingChat(responses=[f"answer {i}" for i in range(50)])


@pytest.fixture
def use() -> Iterator[Any]:
    def install(cache: GenAICache) -> GenAICache:
        set_llm_cache(cache)
        return cache

    yield install
    set_llm_cache(None)


def kind(message: Any) -> str:
    return str(message.response_metadata.get("genaicache", {}).get("kind", "miss"))


def test_disable_2fa_is_never_served_the_enable_2fa_answer(use: Any, embedder: Any) -> None:
    cache = use(GenAICache(embedder=embedder))
    m = model()
    enable = m.invoke("How do I enable 2FA on my account?")
    disable = m.invoke("How do I disable 2FA on my account?")
    assert m.calls == 2 and disable.content != enable.content
    assert any(k.startswith("prompt.refused.") for k in cache.stats())
    # ...while a true paraphrase of the cached question is still served.
    again = m.invoke("How can I enable 2FA on my account?")
    assert again.content == enable.content and kind(again) == "semantic" and m.calls == 2


@pytest.mark.parametrize(
    ("cached", "query"),
    [
        ("I am allergic to peanuts; can I eat this cake?",
         "I am not allergic to peanuts; can I eat this cake?"),
        ("Find me a laptop under $1000", "Find me a laptop over $1000"),
        ("Alice sent money to Bob, who pays the fee?",
         "Bob sent money to Alice, who pays the fee?"),
        ("Set an alarm for 7 am", "Set an alarm for 7 pm"),
        ("Sort the list in ascending order", "Sort the list in descending order"),
        ("Book a table for Monday evening", "Book a table for Friday evening"),
    ],
)
def test_critical_differences_are_refused(use: Any, embedder: Any, cached: str, query: str) -> None:
    use(GenAICache(embedder=embedder))
    m = model()
    m.invoke(cached)
    assert kind(m.invoke(query)) == "miss" and m.calls == 2


def test_feedback_on_one_entry_stops_only_that_entry(use: Any, embedder: Any) -> None:
    cache = use(GenAICache(embedder=embedder, max_error_rate=0.02))
    m = model()
    m.invoke("How do I reset my password?")
    m.invoke("How do I change my email address?")
    soft = m.invoke("How can I reset my password?")
    other = m.invoke("How can I change my email address?")
    assert kind(soft) == "semantic" and kind(other) == "semantic"
    assert cache.feedback(soft.response_metadata["genaicache"], good=False)
    calls = m.calls
    assert kind(m.invoke("How can I reset my password?")) == "miss" and m.calls == calls + 1
    assert kind(m.invoke("How can I change my email address?")) == "semantic"
    assert kind(m.invoke("How do I reset my password?")) == "exact"


def test_empty_and_blank_prompts_are_matched_exactly_only(use: Any, embedder: Any) -> None:
    cache = use(GenAICache(embedder=embedder))
    m = model()
    m.invoke("   ")
    assert kind(m.invoke("\t")) == "exact"  # the same normalized (empty) prompt
    assert cache.stats().get("prompt.l3.semantic", 0) == 0


def grey_zone_judge(answer: str) -> LLMJudge:
    return LLMJudge(FakeListChatModel(responses=[answer] * 20), grey_zone=(0.8, 1.0))


def test_a_judge_that_says_no_refuses_the_soft_hit(use: Any, embedder: Any) -> None:
    use(GenAICache(embedder=embedder, judge=grey_zone_judge("no")))
    m = model()
    m.invoke("How do I reset my password?")
    assert kind(m.invoke("How can I reset my password?")) == "miss" and m.calls == 2


def test_a_judge_that_says_yes_lets_it_through(use: Any, embedder: Any) -> None:
    use(GenAICache(embedder=embedder, judge=grey_zone_judge("yes")))
    m = model()
    m.invoke("How do I reset my password?")
    assert kind(m.invoke("How can I reset my password?")) == "semantic" and m.calls == 1


class BrokenJudge(FakeListChatModel):
    def _call(self, *args: Any, **kwargs: Any) -> str:
        raise TimeoutError("judge timed out")


def test_a_failing_judge_counts_as_refuse_and_the_llm_is_called(use: Any, embedder: Any) -> None:
    judge = LLMJudge(BrokenJudge(responses=["x"]), grey_zone=(0.8, 1.0))
    use(GenAICache(embedder=embedder, judge=judge))
    m = model()
    first = m.invoke("How do I reset my password?")
    second = m.invoke("How can I reset my password?")
    assert kind(second) == "miss" and m.calls == 2 and second.content != first.content


# Cosine 0.82 with all-MiniLM-L6-v2: below the default threshold (0.84), in the judge's zone.
ENABLE = "How do I enable two-factor authentication on Instagram?"
TURN_ON = "How can I turn on 2FA on Instagram?"


def test_below_the_threshold_only_a_judge_serves_a_paraphrase(use: Any, embedder: Any) -> None:
    use(GenAICache(embedder=embedder))
    m = model()
    m.invoke(ENABLE)
    assert kind(m.invoke(TURN_ON)) == "miss" and m.calls == 2
    use(GenAICache(embedder=embedder, judge=LLMJudge(FakeListChatModel(responses=["yes"]))))
    m = model()
    first = m.invoke(ENABLE)
    again = m.invoke(TURN_ON)
    assert kind(again) == "semantic" and again.content == first.content and m.calls == 1


def test_below_the_threshold_a_judge_that_says_no_keeps_the_miss(use: Any, embedder: Any) -> None:
    use(GenAICache(embedder=embedder, judge=LLMJudge(FakeListChatModel(responses=["no"] * 5))))
    m = model()
    m.invoke(ENABLE)
    assert kind(m.invoke(TURN_ON)) == "miss" and m.calls == 2


def test_below_the_threshold_the_lexical_checks_refuse_before_the_judge(use: Any,
                                                                        embedder: Any) -> None:
    judge = LLMJudge(FakeListChatModel(responses=["yes"] * 5), grey_zone=(0.6, 0.97))
    cache = use(GenAICache(embedder=embedder, judge=judge))
    m = model()
    m.invoke(ENABLE)
    assert kind(m.invoke("How can I turn off 2FA on Instagram?")) == "miss" and m.calls == 2
    assert judge.calls == 0 and cache.stats().get("prompt.refused.opposites", 0) >= 1


def test_feedback_stops_a_judge_from_serving_that_neighbour_again(use: Any, embedder: Any) -> None:
    judge = LLMJudge(FakeListChatModel(responses=["yes"] * 5))
    cache = use(GenAICache(embedder=embedder, judge=judge))
    m = model()
    m.invoke(ENABLE)
    served = m.invoke(TURN_ON)
    assert kind(served) == "semantic"
    assert cache.feedback(served.response_metadata["genaicache"], good=False)
    assert kind(m.invoke(TURN_ON)) == "miss" and m.calls == 2


def test_a_judged_hit_below_the_threshold_does_not_move_an_adaptive_entry(use: Any,
                                                                          embedder: Any) -> None:
    judge = LLMJudge(FakeListChatModel(responses=["yes"] * 5))
    use(GenAICache(embedder=embedder, judge=judge, max_error_rate=0.02))
    m = model()
    m.invoke(ENABLE)
    assert kind(m.invoke(TURN_ON)) == "semantic"
    # had the judged hit been recorded, the entry's learned threshold would sit above 0.82
    # and the same neighbour would no longer be judged
    assert kind(m.invoke(TURN_ON)) == "semantic" and m.calls == 1
