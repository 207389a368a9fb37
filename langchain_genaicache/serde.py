"""Translation between LangChain objects and genaicache's framework-free values.

Generations go through LangChain's own ``dumps``/``loads`` with an allow-list of output and
message classes (never pickle). Chat prompts (LangChain's JSON of the message list) become
:class:`genaicache.messages.Message` lists.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from langchain_core.load import dumps
from langchain_core.messages import (
    AIMessage,
    AIMessageChunk,
    ChatMessage,
    FunctionMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, Generation, GenerationChunk

from genaicache.errors import CorruptEntryError
from genaicache.messages import Message, canonical_json
from langchain_genaicache.revive import reviving_loader

ALLOWED = [
    Generation, GenerationChunk, ChatGeneration, ChatGenerationChunk, AIMessage, AIMessageChunk,
    HumanMessage, SystemMessage, ToolMessage, FunctionMessage, ChatMessage,
]
_CONTENT_KEYS = {"content", "type"}
_DROP_KEYS = {"id", "response_metadata", "usage_metadata"}


def encode_generations(generations: Sequence[Generation]) -> Any:
    """LangChain's serialized form of the generation list, as JSON values (not a JSON string:
    stored inside the entry, it is then parsed once, with the entry)."""
    return json.loads(dumps(list(generations)))


_load = reviving_loader(ALLOWED)


def decode_generations(payload: Any) -> list[Generation]:
    """Generations from :func:`encode_generations`, loaded through the allow-list."""
    try:
        value = _load(payload)
    except Exception as exc:  # noqa: BLE001 - any loader failure means a bad record
        raise CorruptEntryError(f"cannot load generations: {exc}") from None
    if not isinstance(value, list) or not all(isinstance(g, Generation) for g in value):
        raise CorruptEntryError("payload is not a list of generations")
    return value


def parse_chat_prompt(prompt: str) -> list[Message] | None:
    """The messages of a chat model's prompt, or ``None`` when ``prompt`` is plain text."""
    if not prompt.startswith("[") or '"lc"' not in prompt[:64]:
        return None
    try:
        items = json.loads(prompt)
    except ValueError:
        return None
    if not isinstance(items, list) or not all(isinstance(i, dict) for i in items):
        return None
    return [_message(i) for i in items]


def _message(item: dict[str, Any]) -> Message:
    kwargs = item.get("kwargs") if isinstance(item.get("kwargs"), dict) else {}
    assert isinstance(kwargs, dict)
    ident = item.get("id")
    role = str(kwargs.get("type") or (ident[-1] if isinstance(ident, list) and ident else ""))
    role = {"HumanMessage": "human", "SystemMessage": "system", "AIMessage": "ai"}.get(role, role)
    content = kwargs.get("content", "")
    text = content if isinstance(content, str) else _content_text(content)
    extras = {
        k: v for k, v in kwargs.items()
        if k not in _CONTENT_KEYS and k not in _DROP_KEYS and v not in (None, "", [], {})
    }
    if not isinstance(content, str):
        extras["_parts"] = [p for p in content if not _is_text_part(p)]
        if not extras["_parts"]:
            del extras["_parts"]
    return Message(role, text, canonical_json(extras) if extras else "")


def _is_text_part(part: Any) -> bool:
    return isinstance(part, str) or (isinstance(part, dict) and part.get("type") == "text")


def _content_text(content: Any) -> str:
    if not isinstance(content, list):
        return canonical_json(content)
    parts = [p if isinstance(p, str) else str(p.get("text", "")) for p in content
             if _is_text_part(p)]
    return "\n".join(parts)


def answer_signals(
    generations: Sequence[Generation],
) -> tuple[str, list[float] | None, float | None]:
    """The answer text, token log-probabilities and caller-set confidence of a model output.

    Log-probabilities are read where providers put them (OpenAI's ``logprobs.content[].logprob``
    in ``generation_info`` or the message's ``response_metadata``); a confidence set by the
    caller in ``generation_info["confidence"]`` is taken as is.
    """
    text = "\n".join(g.text for g in generations)
    logprobs: list[float] = []
    confidence: float | None = None
    for g in generations:
        info = dict(g.generation_info or {})
        if isinstance(g, ChatGeneration):
            info = {**g.message.response_metadata, **info}
        logprobs.extend(_logprobs(info.get("logprobs")))
        if isinstance(info.get("confidence"), (int, float)):
            confidence = float(info["confidence"])
    return text, logprobs or None, confidence


def _logprobs(raw: Any) -> list[float]:
    if isinstance(raw, dict):
        raw = raw.get("content") or raw.get("token_logprobs") or []
    if not isinstance(raw, list):
        return []
    out: list[float] = []
    for item in raw:
        value = item.get("logprob") if isinstance(item, dict) else item
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            out.append(float(value))
    return out
