"""GenAICache through ``set_llm_cache`` with LangChain's fake LLM and fake chat model."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from langchain_core.globals import set_llm_cache
from langchain_core.language_models import FakeListChatModel, FakeListLLM
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.outputs import Generation

from genaicache.errors import ConfigError, InvalidInputError
from langchain_genaicache import GenAICache


class CountingChat(FakeListChatModel):
    """LangChain's fake chat model, counting real (uncached) calls."""

    calls: int = 0

    def _call(self, *args: Any, **kwargs: Any) -> str:
        self.calls += 1
        return super()._call(*args, **kwargs)


def chat(*responses: str) -> CountingChat:
    return CountingChat(responses=list(responses) or [f"answer {i}" for i in range(50)])


@pytest.fixture
def cache(embedder: Any) -> Iterator[GenAICache]:
    c = GenAICache(embedder=embedder)
    set_llm_cache(c)
    yield c
    set_llm_cache(None)
    c.close()


def meta(message: Any) -> dict[str, Any]:
    return dict(message.response_metadata.get("genaicache", {}))


def test_repeat_is_served_without_calling_the_model(cache: GenAICache) -> None:
    model = chat()
    first = model.invoke("What is the capital of France?")
    again = model.invoke("What is the capital of France?")
    assert again.content == first.content and model.calls == 1
    assert meta(again)["kind"] == "exact" and meta(again)["level"] == "l1"


def test_normalization_variants_hit(cache: GenAICache) -> None:
    model = chat()
    first = model.invoke("Hello world!")
    assert model.invoke("hello   world !").content == first.content
    assert model.invoke("HELLO WORLD").content == first.content
    assert model.calls == 1


def test_paraphrase_soft_hits_with_annotation(cache: GenAICache) -> None:
    model = chat()
    first = model.invoke("How do I reset my password?")
    soft = model.invoke("How can I reset my password?")
    assert soft.content == first.content and model.calls == 1
    info = meta(soft)
    assert info["kind"] == "semantic" and info["level"] == "l3"
    assert info["similarity"] >= 0.92
    assert info["matched_prompt"] == "how do i reset my password"


def test_unrelated_question_misses(cache: GenAICache) -> None:
    model = chat()
    model.invoke("How do I reset my password?")
    model.invoke("What is the boiling point of water at sea level?")
    assert model.calls == 2


def test_other_temperature_or_model_misses(cache: GenAICache) -> None:
    model = chat()
    model.invoke("Tell me a joke", temperature=0.2)
    model.invoke("Tell me a joke", temperature=0.9)
    assert model.calls == 2
    other = chat("a different model")
    assert other.invoke("Tell me a joke", temperature=0.2).content == "a different model"
    assert other.calls == 1


def test_system_prompt_is_context_for_follow_ups(cache: GenAICache) -> None:
    model = chat()
    terse = [SystemMessage("Answer in one word."), HumanMessage("What is Python?")]
    pirate = [SystemMessage("Answer like a pirate."), HumanMessage("What is Python?")]
    model.invoke(terse)
    model.invoke(pirate)
    assert model.calls == 2
    model.invoke([SystemMessage("Answer in one word."), HumanMessage("what is python")])
    assert model.calls == 2


def test_llm_text_models_are_cached_too(cache: GenAICache) -> None:
    llm = FakeListLLM(responses=["one", "two"])
    assert llm.invoke("Name a prime number") == "one"
    assert llm.invoke("name a prime number!") == "one"


def test_scopes_never_share(tmp_path: Path) -> None:
    path = str(tmp_path / "shared.sqlite3")
    a = GenAICache(path=path, scope="tenant-a", semantic=False)
    b = GenAICache(path=path, scope="tenant-b", semantic=False)
    a.update("What is my balance?", "m", [Generation(text="secret of a")])
    assert a.lookup("What is my balance?", "m") is not None
    assert b.lookup("What is my balance?", "m") is None


def test_soft_hits_only_annotation_mode_returns_stored_objects(embedder: Any) -> None:
    c = GenAICache(embedder=embedder, annotate="semantic")
    gen = [Generation(text="x", generation_info={"a": 1})]
    c.update("q", "m", gen)
    assert c.lookup("q", "m") == gen


def test_bad_input_is_a_typed_error(embedder: Any) -> None:
    c = GenAICache(embedder=embedder)
    with pytest.raises(InvalidInputError):
        c.update("q", "m", "not generations")  # type: ignore[arg-type]
    with pytest.raises(InvalidInputError):
        c.lookup(None, "m")  # type: ignore[arg-type]
    with pytest.raises(ConfigError, match="similarity_threshold"):
        GenAICache(similarity_threshold=3)
    with pytest.raises(ConfigError, match="annotate"):
        GenAICache(annotate="loud")  # type: ignore[arg-type]


def test_persisted_cache_hits_after_restart(tmp_path: Path, embedder: Any) -> None:
    path = str(tmp_path / "cache.sqlite3")
    first = GenAICache(path=path, embedder=embedder)
    set_llm_cache(first)
    model = chat()
    answer = model.invoke("How do I reset my password?").content
    first.close()
    second = GenAICache(path=path, embedder=embedder)
    set_llm_cache(second)
    try:
        exact = model.invoke("How do I reset my password?")
        soft = model.invoke("How can I reset my password?")
    finally:
        set_llm_cache(None)
        second.close()
    assert exact.content == soft.content == answer and model.calls == 1
    assert meta(exact)["level"] == "l2" and meta(soft)["kind"] == "semantic"


WRITER = textwrap.dedent(
    """
    import sys
    from langchain_core.outputs import Generation
    from langchain_genaicache import GenAICache
    c = GenAICache(redis_url=sys.argv[1], redis_prefix=sys.argv[2], semantic=False)
    c.update("Shared question?", "model-x", [Generation(text="from the other process")])
    c.close()
    """
)


def test_two_processes_sharing_redis_share_hits(redis_url: str, redis_prefix: str) -> None:
    subprocess.run([sys.executable, "-c", WRITER, redis_url, redis_prefix], check=True,
                   timeout=120)
    reader = GenAICache(redis_url=redis_url, redis_prefix=redis_prefix, semantic=False)
    hit = reader.lookup("shared question", "model-x")
    assert hit is not None and hit[0].text == "from the other process"
    assert hit[0].generation_info["genaicache"]["level"] == "l2"  # type: ignore[index]
