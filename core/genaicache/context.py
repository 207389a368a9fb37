"""Per-call options (scope, TTL) that reach the cache without changing LangChain's API.

LangChain's ``BaseCache.lookup(prompt, llm_string)`` has no room for a tenant or a TTL, so they
travel in a context variable: set them around a call with :func:`cache_options`, or let
``langchain_genaicache.GenAICacheCallbackHandler`` set them from the run's metadata. Context
variables follow threads and asyncio tasks, so concurrent requests never see each other's scope.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass, replace
from typing import Any

from genaicache.errors import InvalidInputError
from genaicache.freshness import UNSET, Unset, check_ttl


@dataclass(frozen=True, slots=True)
class CallOptions:
    """Options of the current call; ``UNSET`` / ``None`` fields defer to the cache's config."""

    scope: str | None = None
    ttl: float | None | Unset = UNSET
    semantic: bool | None = None


_DEFAULT = CallOptions()  # frozen: safe to share as the default
_CURRENT: ContextVar[CallOptions] = ContextVar(
    "genaicache_call_options", default=_DEFAULT  # noqa: B039
)


def current_options() -> CallOptions:
    return _CURRENT.get()


def push_options(**changes: Any) -> Token[CallOptions]:
    """Set options for the current context (validated); undo with :func:`pop_options`."""
    if "scope" in changes and changes["scope"] is not None and not isinstance(
        changes["scope"], str
    ):
        raise InvalidInputError(f"scope must be a str, not {type(changes['scope']).__name__}")
    if "ttl" in changes and changes["ttl"] is not UNSET:
        changes["ttl"] = check_ttl(changes["ttl"], "ttl")
    if "semantic" in changes and changes["semantic"] not in (None, True, False):
        raise InvalidInputError("semantic must be a bool or None")
    return _CURRENT.set(replace(_CURRENT.get(), **changes))


def pop_options(token: Token[CallOptions]) -> None:
    _CURRENT.reset(token)


@contextmanager
def cache_options(
    *, scope: str | None = None, ttl: float | None | Unset = UNSET, semantic: bool | None = None
) -> Iterator[CallOptions]:
    """Scope, TTL (``0``: do not cache) or semantic on/off for the calls inside the block.

    >>> from genaicache import cache_options
    >>> with cache_options(scope="tenant-a", ttl=60):
    ...     pass  # model.invoke(...) here is cached for tenant-a, for 60 s
    """
    token = push_options(scope=scope, ttl=ttl, semantic=semantic)
    try:
        yield current_options()
    finally:
        pop_options(token)
