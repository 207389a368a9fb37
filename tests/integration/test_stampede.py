"""Stampede protection (coalesce=True): one caller computes a missing key, the rest wait."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from langchain_core.globals import set_llm_cache
from langchain_core.language_models import FakeListChatModel

from genaicache import Cache
from langchain_genaicache import GenAICache, GenAICacheCallbackHandler


class SlowChat(FakeListChatModel):
    """LangChain's fake chat model, slow, counting calls, optionally failing the first call."""

    calls: int = 0
    fail_first: bool = False

    def _call(self, *args: Any, **kwargs: Any) -> str:
        self.calls += 1
        first = self.calls == 1
        time.sleep(0.3)
        if first and self.fail_first:
            raise RuntimeError("the model is overloaded")
        return super()._call(*args, **kwargs)


def run_concurrently(n: int, fn: Any) -> list[Any]:
    results: list[Any] = [None] * n
    start = threading.Barrier(n)

    def one(i: int) -> None:
        start.wait(timeout=30)
        try:
            results[i] = fn()
        except Exception as exc:  # noqa: BLE001 - returned for the assertions
            results[i] = exc

    threads = [threading.Thread(target=one, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    return results


@pytest.fixture(autouse=True, scope="module")
def _langchain_warmed_up() -> None:
    """One call before any threads: LangChain builds pydantic schemas on its first call, which
    parses signatures with ``ast``; CPython 3.11 before 3.11.8 can fail when that meets another
    thread's parse ("AST constructor recursion depth mismatch"). genaicache's own parses of
    the model parameters hold a lock for the same reason."""
    SlowChat(responses=["warm"]).invoke("warm up")


@pytest.fixture
def coalescing() -> Any:
    cache = GenAICache(semantic=False, coalesce=True, coalesce_timeout=20)
    set_llm_cache(cache)
    yield cache
    set_llm_cache(None)


def test_concurrent_misses_call_the_model_once(coalescing: GenAICache) -> None:
    model = SlowChat(responses=["the answer"] * 10)
    answers = run_concurrently(8, lambda: model.invoke("What is our refund policy?").content)
    assert answers == ["the answer"] * 8
    assert model.calls == 1


def test_without_coalescing_every_concurrent_miss_calls_the_model() -> None:
    set_llm_cache(GenAICache(semantic=False))
    try:
        model = SlowChat(responses=["the answer"] * 10)
        run_concurrently(4, lambda: model.invoke("What is our refund policy?"))
    finally:
        set_llm_cache(None)
    assert model.calls == 4


def test_when_the_first_caller_fails_the_waiters_go_to_the_model(coalescing: GenAICache) -> None:
    model = SlowChat(responses=["the answer"] * 10, fail_first=True)
    handler = GenAICacheCallbackHandler()
    started = time.monotonic()
    results = run_concurrently(
        4, lambda: model.invoke("What is our refund policy?", config={"callbacks": [handler]})
    )
    errors = [r for r in results if isinstance(r, Exception)]
    answers = [r.content for r in results if not isinstance(r, Exception)]
    assert len(errors) == 1 and "overloaded" in str(errors[0])  # only the leader's own call
    assert answers == ["the answer"] * 3
    assert time.monotonic() - started < 20  # they did not sit out the whole bound


def test_processes_sharing_redis_coalesce_through_a_lock(redis_url: str, redis_prefix: str) -> None:
    options = dict(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False,
                   coalesce=True, coalesce_timeout=10)
    a, b = Cache(**options), Cache(**options)  # two caches: two independent local flights
    computed: list[str] = []
    a_computing = threading.Event()

    def via(cache: Cache, name: str) -> Any:
        hit = cache.lookup("Expensive question", "m")
        if hit is not None:
            return hit.value
        computed.append(name)
        a_computing.set()
        time.sleep(0.5)  # the LLM call
        cache.update("Expensive question", "m", f"answer from {name}")
        return f"answer from {name}"

    out: dict[str, Any] = {}
    ta = threading.Thread(target=lambda: out.setdefault("a", via(a, "a")))
    tb = threading.Thread(target=lambda: out.setdefault("b", via(b, "b")))
    ta.start()
    assert a_computing.wait(timeout=30)  # a missed, holds the lock and is computing
    tb.start()
    ta.join(timeout=30)
    tb.join(timeout=30)
    assert computed == ["a"]
    assert out == {"a": "answer from a", "b": "answer from a"}


async def test_concurrent_async_misses_call_the_model_once(coalescing: GenAICache) -> None:
    import asyncio

    model = SlowChat(responses=["the answer"] * 10)  # ainvoke runs it in an executor thread
    replies = await asyncio.gather(
        *(model.ainvoke("What is our refund policy?") for _ in range(6))
    )
    assert [r.content for r in replies] == ["the answer"] * 6
    assert model.calls == 1
