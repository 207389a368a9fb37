"""Stored generations revive exactly as LangChain's own ``loads`` with the allow-list revives
them, on the fast path (plain shapes) and on the generic one (escaped dicts, nested objects),
and a payload outside the allow-list is refused the same way."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.load import dumps, loads
from langchain_core.messages import AIMessage, AIMessageChunk, HumanMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, Generation

from genaicache.errors import CorruptEntryError
from langchain_genaicache.serde import ALLOWED, decode_generations, encode_generations

TOOL_CALL = {"name": "search", "args": {"q": "Paris", "n": [1, 2.5, None]}, "id": "c1"}
CASES: dict[str, list[Generation]] = {
    "plain": [Generation(text="an answer")],
    "with info": [Generation(text="x", generation_info={"finish_reason": "stop", "n": 2**70})],
    "two": [Generation(text="a"), Generation(text="b", generation_info={"k": {"d": [1, {}]}})],
    "chat tool call": [ChatGeneration(
        message=AIMessage(content="", tool_calls=[TOOL_CALL],
                          usage_metadata={"input_tokens": 1, "output_tokens": 2,
                                          "total_tokens": 3},
                          response_metadata={"model_name": "m"}),
        generation_info={"finish_reason": "tool_calls"})],
    "chat content blocks": [ChatGeneration(message=AIMessage(
        content=[{"type": "text", "text": "hi"}, {"type": "text", "text": "there"}]))],
    "chunks": [ChatGenerationChunk(message=AIMessageChunk(content="part"))],
    # generic path: a user dict with an "lc" key (escaped by dumps) and a nested object
    "escaped dict": [Generation(text="e", generation_info={"lc": 1, "type": "constructor"})],
    "nested object": [Generation(text="n", generation_info={"m": HumanMessage(content="q")})],
}


def _langchain(generations: list[Generation]) -> Any:
    return loads(dumps(generations), allowed_objects=ALLOWED)


@pytest.mark.parametrize("name", list(CASES))
def test_decode_equals_langchain_loads(name: str) -> None:
    stored = CASES[name]
    got = decode_generations(encode_generations(stored))
    assert got == _langchain(stored)
    assert [type(g) for g in got] == [type(g) for g in stored]
    assert got == stored


def test_decoded_values_do_not_alias_between_calls() -> None:
    payload = encode_generations(CASES["two"])
    first, second = decode_generations(payload), decode_generations(payload)
    assert first == second and first[1] is not second[1]


@pytest.mark.parametrize("ident", [
    ["langchain_core", "runnables", "RunnableLambda"],
    ["os", "system"],
    [["langchain"], "schema"],
])
def test_classes_outside_the_allow_list_are_refused(ident: list[Any]) -> None:
    payload = [{"lc": 1, "type": "constructor", "id": ident, "kwargs": {}}]
    with pytest.raises(CorruptEntryError):
        decode_generations(payload)


def test_a_non_generation_payload_is_refused() -> None:
    payload = encode_generations(CASES["plain"])
    payload[0]["id"] = ["langchain", "schema", "messages", "HumanMessage"]
    payload[0]["kwargs"] = {"content": "not a generation"}
    with pytest.raises(CorruptEntryError):
        decode_generations(payload)
