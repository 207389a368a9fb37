"""Canonical model parameters from LangChain's ``llm_string`` (and any mapping).

Settings that cannot change the output (callbacks, timeouts, API keys) are dropped so they do
not split the cache; every other parameter is kept, so another model, temperature, token limit,
tool list or unknown setting never hits.
"""

from __future__ import annotations

import ast
import json
import threading
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from genaicache.errors import InvalidInputError

# Keys that name the model (the first one found wins) and keys that change its output.
MODEL_KEYS = ("model_name", "model", "model_id", "deployment_name", "azure_deployment", "_type")
# Settings known not to change what the model answers. Everything else is kept: an unknown
# parameter splits the cache rather than risk serving one configuration's answer to another.
IGNORED_KEYS = frozenset(
    {
        "callbacks", "callback_manager", "verbose", "tags", "metadata", "cache", "streaming",
        "stream", "disable_streaming", "stream_usage", "timeout", "request_timeout", "max_retries",
        "api_key", "openai_api_key", "anthropic_api_key", "openai_organization", "organization",
        "http_client", "http_async_client", "client", "async_client", "default_headers",
        "default_query", "rate_limiter", "name", "output_version", "sleep", "error_on_chunk",
    }
)


@dataclass(frozen=True, slots=True)
class ModelParams:
    """A model's identity and the parameters that change its output, in canonical form."""

    model: str
    canonical: str  # sorted, compact JSON of the output-changing parameters

    @property
    def key(self) -> str:
        return f"{self.model}|{self.canonical}"


# CPython 3.11 before 3.11.8 keeps the AST converter's recursion depth in state shared by all
# threads, and can raise "SystemError: AST constructor recursion depth mismatch" when several
# threads parse literals at once: the first calls of a new model from many threads did. Parses
# are cached per llm_string, so holding a lock around them costs nothing after the first.
_LITERAL_LOCK = threading.Lock()


def _parse(llm_string: str) -> dict[str, Any]:
    """Parse both LangChain forms: the chat-model JSON dump + "---" + params repr, and the
    ``str(sorted(dict.items()))`` repr used by LLMs."""
    head, sep, tail = llm_string.partition("---")
    params: dict[str, Any] = {}
    for part in (tail, head) if sep else (head,):
        part = part.strip()
        if not part:
            continue
        try:
            with _LITERAL_LOCK:
                value: Any = ast.literal_eval(part)
        except (ValueError, SyntaxError, MemoryError, RecursionError, TypeError):
            try:
                value = json.loads(part)
            except (ValueError, RecursionError):
                continue
        if isinstance(value, list) and all(isinstance(i, tuple) and len(i) == 2 for i in value):
            value = dict(value)
        if isinstance(value, dict):
            kwargs = value.get("kwargs") if isinstance(value.get("kwargs"), dict) else None
            for k, v in (kwargs or value).items():
                params.setdefault(str(k), v)
            if "id" in value and isinstance(value["id"], list):
                params.setdefault("_class", ".".join(map(str, value["id"])))
    return params


def _jsonable(value: Any) -> Any:
    """Plain JSON types all the way down, independent of the process's hash seed: sets are
    sorted, and non-string dict keys become a typed repr (``1`` and ``"1"`` stay distinct)."""
    if isinstance(value, dict):
        return {k if isinstance(k, str) else f"<{type(k).__name__}>{k!r}": _jsonable(v)
                for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((_jsonable(v) for v in value), key=repr)
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def _canon(value: Any) -> str:
    return json.dumps(_jsonable(value), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def parse_llm_string(llm_string: str) -> ModelParams:
    """Canonical :class:`ModelParams` of a LangChain ``llm_string``.

    An ``llm_string`` that cannot be parsed is still a valid, distinct model identity: the whole
    string becomes the model id, so two unknown forms never share entries by accident.
    """
    if not isinstance(llm_string, str):
        raise InvalidInputError(f"llm_string must be a str, not {type(llm_string).__name__}")
    return _parse_cached(llm_string)


@lru_cache(maxsize=1024)
def _parse_cached(llm_string: str) -> ModelParams:
    params = _parse(llm_string)
    if not params:
        return ModelParams(model=llm_string, canonical="{}")
    return params_from_mapping(params, fallback_model=llm_string)


def params_from_mapping(params: Mapping[str, Any], fallback_model: str = "unknown") -> ModelParams:
    """Canonical :class:`ModelParams` from a mapping of model settings (LlamaIndex metadata)."""
    model = next((str(params[k]) for k in MODEL_KEYS if params.get(k)), fallback_model)
    kept = {k: v for k, v in params.items() if k not in IGNORED_KEYS and v is not None}
    return ModelParams(model=model, canonical=_canon(kept))
