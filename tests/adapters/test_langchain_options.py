"""Per-call options through LangChain: the callback handler's scope and TTL, the context
manager, a broken backend, and exact round trips of rich generations."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from typing import Any

import pytest
from langchain_core.globals import set_llm_cache
from langchain_core.language_models import FakeListChatModel
from langchain_core.messages import AIMessage
from langchain_core.outputs import ChatGeneration, Generation

from genaicache.clock import ManualClock
from langchain_genaicache import GenAICache, GenAICacheCallbackHandler, cache_options


class CountingChat(FakeListChatModel):
    calls: int = 0

    def _call(self, *args: Any, **kwargs: Any) -> str:
        self.calls += 1
        return super()._call(*args, **kwargs)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def cache(clock: ManualClock) -> Iterator[GenAICache]:
    c = GenAICache(semantic=False, clock=clock, ttl=3600)
    set_llm_cache(c)
    yield c
    set_llm_cache(None)


def test_handler_reads_the_tenant_from_run_metadata(cache: GenAICache) -> None:
    handler = GenAICacheCallbackHandler(scope=lambda md: md.get("tenant_id"))
    model = CountingChat(responses=["for acme", "for globex", "x", "y"])

    def ask(tenant: str) -> str:
        config: Any = {"callbacks": [handler], "metadata": {"tenant_id": tenant}}
        return str(model.invoke("What is my plan?", config=config).content)

    assert ask("acme") == "for acme"
    assert ask("globex") == "for globex"      # another tenant: never the acme answer
    assert ask("acme") == "for acme" and model.calls == 2


def test_handler_ttl_from_metadata(cache: GenAICache, clock: ManualClock) -> None:
    handler = GenAICacheCallbackHandler()
    model = CountingChat(responses=[f"v{i}" for i in range(10)])
    config: Any = {"callbacks": [handler], "metadata": {"genaicache_ttl": 10}}
    model.invoke("Quote of the day", config=config)
    clock.advance(9)
    model.invoke("Quote of the day")
    assert model.calls == 1
    clock.advance(1)
    model.invoke("Quote of the day")
    assert model.calls == 2
    no_cache: Any = {"callbacks": [handler], "metadata": {"genaicache_ttl": 0}}
    model.invoke("Never cached", config=no_cache)
    model.invoke("Never cached", config=no_cache)
    assert model.calls == 4


def test_context_manager_scope_and_ttl(cache: GenAICache, clock: ManualClock) -> None:
    model = CountingChat(responses=[f"v{i}" for i in range(10)])
    with cache_options(scope="a", ttl=5):
        model.invoke("q")
        model.invoke("q")
    assert model.calls == 1
    model.invoke("q")  # no scope: another key
    assert model.calls == 2
    clock.advance(5)
    with cache_options(scope="a"):
        model.invoke("q")  # expired
    assert model.calls == 3


def test_llm_calls_succeed_with_redis_down() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        cache = GenAICache(redis_url="redis://127.0.0.1:1/0", semantic=False)
    set_llm_cache(cache)
    try:
        model = CountingChat(responses=["a", "b"])
        assert model.invoke("Hello").content == "a"
        assert model.invoke("Hello").content == "a"  # still served by this process's L1
    finally:
        set_llm_cache(None)
    assert cache.stats().get("error.redis", 0) >= 1


def test_rich_generations_round_trip_exactly_through_l2(tmp_path: Any) -> None:
    path = str(tmp_path / "c.sqlite3")
    message = AIMessage(
        content="Let me look that up.",
        tool_calls=[{"name": "search", "args": {"q": "weather in Paris"}, "id": "call_1"}],
        response_metadata={"model_name": "m", "finish_reason": "tool_calls"},
        usage_metadata={"input_tokens": 3, "output_tokens": 5, "total_tokens": 8},
    )
    stored = [ChatGeneration(message=message, generation_info={"finish_reason": "tool_calls"}),
              Generation(text="plain", generation_info={"logprobs": None})]
    writer = GenAICache(path=path, semantic=False, annotate="none")
    writer.update("prompt", "llm", stored)
    writer.close()
    reader = GenAICache(path=path, semantic=False, annotate="none")
    assert reader.lookup("prompt", "llm") == stored
