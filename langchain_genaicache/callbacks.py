"""A callback handler that sets genaicache's per-call options from a run's metadata.

LangChain calls ``on_chat_model_start`` / ``on_llm_start`` before it looks the request up in
the cache, with the run's ``metadata``; this handler turns that metadata into a scope and a TTL
for exactly that call::

    handler = GenAICacheCallbackHandler(scope=lambda md: md.get("tenant_id"))
    model.invoke("...", config={"callbacks": [handler], "metadata": {"tenant_id": "acme"}})

Metadata keys ``genaicache_scope``, ``genaicache_ttl`` (seconds, 0 = do not cache) and
``genaicache_semantic`` (bool) are honoured without any callable. With ``coalesce=True`` the
handler also tells the cache when a model call failed, so callers waiting for that answer stop
waiting at once.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from contextvars import Token
from typing import Any
from uuid import UUID

from langchain_core.callbacks import BaseCallbackHandler

from genaicache.context import CallOptions, pop_options, push_options
from genaicache.freshness import UNSET
from genaicache.stampede import abandon_current

ScopeFn = Callable[[Mapping[str, Any]], "str | None"]


class GenAICacheCallbackHandler(BaseCallbackHandler):
    """Scope / TTL / semantic on-off per run, read from the run's metadata."""

    run_inline = True  # must run in the caller's context, before the cache lookup

    def __init__(self, scope: ScopeFn | None = None) -> None:
        self.scope_fn = scope
        self._tokens: dict[UUID, Token[CallOptions]] = {}

    def _options(self, metadata: Mapping[str, Any] | None) -> dict[str, Any]:
        md = metadata or {}
        options: dict[str, Any] = {}
        scope = self.scope_fn(md) if self.scope_fn is not None else None
        scope = md.get("genaicache_scope", scope)
        if scope is not None:
            options["scope"] = str(scope)
        if "genaicache_ttl" in md:
            options["ttl"] = md["genaicache_ttl"]
        if "genaicache_semantic" in md:
            options["semantic"] = bool(md["genaicache_semantic"])
        return options

    def _start(self, run_id: UUID, metadata: Mapping[str, Any] | None) -> None:
        options = self._options(metadata)
        if options:
            options.setdefault("ttl", UNSET)
            self._tokens[run_id] = push_options(**options)

    def _end(self, run_id: UUID) -> None:
        token = self._tokens.pop(run_id, None)
        if token is not None:
            with contextlib.suppress(ValueError):  # ended in another context: dies with it
                pop_options(token)

    def on_chat_model_start(self, serialized: dict[str, Any], messages: Any, *, run_id: UUID,
                            metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self._start(run_id, metadata)

    def on_llm_start(self, serialized: dict[str, Any], prompts: list[str], *, run_id: UUID,
                     metadata: dict[str, Any] | None = None, **kwargs: Any) -> None:
        self._start(run_id, metadata)

    def on_llm_end(self, response: Any, *, run_id: UUID, **kwargs: Any) -> None:
        self._end(run_id)

    def on_llm_error(self, error: BaseException, *, run_id: UUID, **kwargs: Any) -> None:
        abandon_current()  # callers waiting for this run's answer go to the LLM themselves
        self._end(run_id)
