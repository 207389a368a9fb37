"""``GenAICache``: LangChain's ``BaseCache`` on genaicache.

    from langchain_core.globals import set_llm_cache
    from langchain_genaicache import GenAICache
    set_llm_cache(GenAICache())   # every LLM and chat model call is now cached

It only translates (prompt, llm_string, generations) to the core and back; every rule lives in
:class:`genaicache.cache.Cache`.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Sequence
from typing import Any, Literal

from langchain_core.caches import RETURN_VAL_TYPE, BaseCache
from langchain_core.outputs import ChatGeneration, Generation

from genaicache.cache import Cache
from genaicache.coalesce import Flight
from genaicache.errors import ConfigError, InvalidInputError
from genaicache.hit import Hit
from genaicache.keys import CacheKey
from langchain_genaicache.serde import (
    answer_signals,
    decode_generations,
    encode_generations,
    parse_chat_prompt,
)

Annotate = Literal["all", "semantic", "none"]


class GenAICache(BaseCache):
    """A LangChain LLM cache with exact and verified semantic hits over L1/L2/L3.

    Keywords are :class:`genaicache.config.CacheConfig` options (``path=``, ``redis_url=``,
    ``vector_store=``, ``similarity_threshold=``, ``scope=``, ...), or pass a ready ``cache=``.
    ``annotate`` chooses which hits carry ``generation_info["genaicache"]``: ``"all"``
    (default), ``"semantic"`` (exact hits return exactly what was stored, as LangChain's own
    caches do) or ``"none"``.

    >>> from langchain_core.globals import set_llm_cache
    >>> set_llm_cache(GenAICache(semantic=False))
    """

    def __init__(self, cache: Cache | None = None, *, annotate: Annotate = "all",
                 **options: Any) -> None:
        if annotate not in ("all", "semantic", "none"):
            raise ConfigError("annotate", "must be 'all', 'semantic' or 'none'")
        if cache is not None and options:
            raise ConfigError(sorted(options)[0], "give options or a ready cache=, not both")
        self.cache = cache if cache is not None else Cache(**options)
        self.annotate = annotate
        # Repeated requests skip parsing, normalizing and hashing: (prompt, llm_string, scope)
        # determines the key for this cache's configuration.
        self._key_memo = functools.lru_cache(maxsize=4096)(self._build_key)

    # -- translation ----------------------------------------------------------------------
    def _key(self, prompt: str, llm_string: str) -> CacheKey:
        if not isinstance(prompt, str):
            raise InvalidInputError(f"prompt must be a str, not {type(prompt).__name__}")
        if not isinstance(llm_string, str):
            raise InvalidInputError(f"llm_string must be a str, not {type(llm_string).__name__}")
        return self._key_memo(prompt, llm_string, self.cache.current_scope())

    def _build_key(self, prompt: str, llm_string: str, scope: str) -> CacheKey:
        messages = parse_chat_prompt(prompt)
        if messages is None:
            return self.cache.key(prompt, llm_string, scope=scope)
        return self.cache.chat_key(messages, llm_string, scope=scope)

    def _result(self, hit: Hit | None) -> RETURN_VAL_TYPE | None:
        if hit is None:
            return None
        generations: list[Generation] = hit.value
        if self.annotate == "none" or (self.annotate == "semantic" and not hit.soft):
            return list(generations)
        view = f"{hit.level}/{hit.kind}"
        if hit.views is not None and not hit.soft and view in hit.views:
            return list(hit.views[view])
        annotated = [_annotated(g, hit.info()) for g in generations]
        if hit.views is not None and not hit.soft:
            hit.views[view] = annotated
        return list(annotated)

    # -- BaseCache ------------------------------------------------------------------------
    def lookup(self, prompt: str, llm_string: str) -> RETURN_VAL_TYPE | None:
        """Cached generations for the prompt and model, or ``None``."""
        key = self._key(prompt, llm_string)
        hit = self.cache.lookup_local(key, decode_generations)
        if hit is None:
            hit = self.cache.lookup(key, decode=decode_generations)
        return self._result(hit)

    def update(self, prompt: str, llm_string: str, return_val: RETURN_VAL_TYPE) -> None:
        """Cache the generations the model returned for the prompt."""
        _check_generations(return_val)
        text, logprobs, confidence = answer_signals(return_val)
        self.cache.update(self._key(prompt, llm_string), None, encode_generations(return_val),
                          answer=text, logprobs=logprobs, confidence=confidence)

    def clear(self, **kwargs: Any) -> None:
        """Remove every entry of this cache at every level."""
        self.cache.clear()

    async def alookup(self, prompt: str, llm_string: str) -> RETURN_VAL_TYPE | None:
        """L1 hits are served on the loop; anything needing I/O or the embedder in a thread."""
        key = self._key(prompt, llm_string)
        hit = self.cache.lookup_local(key, decode_generations)
        if hit is not None:
            return self._result(hit)
        found = await asyncio.to_thread(self.cache.lookup_or_join, key, decode_generations)
        if isinstance(found, Flight):
            found = await self.cache.await_flight(key, found, decode_generations)
        return self._result(found)

    async def aupdate(self, prompt: str, llm_string: str, return_val: RETURN_VAL_TYPE) -> None:
        _check_generations(return_val)
        key = self._key(prompt, llm_string)
        text, logprobs, confidence = answer_signals(return_val)
        update = functools.partial(
            self.cache.update, key, None, encode_generations(return_val), answer=text,
            logprobs=logprobs, confidence=confidence,
        )
        await asyncio.to_thread(update)

    async def aclear(self, **kwargs: Any) -> None:
        await asyncio.to_thread(self.cache.clear)

    # -- genaicache extras ----------------------------------------------------------------
    def feedback(self, hit: str | dict[str, Any], good: bool) -> bool:
        """Tell the cache whether a served answer was right.

        ``hit`` is the ``generation_info["genaicache"]`` annotation (or its ``key``).
        """
        return self.cache.feedback(hit, good)

    def invalidate(self, **selectors: Any) -> int:
        """Remove entries everywhere; see :meth:`genaicache.cache.Cache.invalidate`."""
        return self.cache.invalidate(**selectors)

    def stats(self) -> dict[str, Any]:
        return self.cache.stats()

    def close(self) -> None:
        self.cache.close()


def _annotated(generation: Generation, info: dict[str, Any]) -> Generation:
    """A copy of ``generation`` whose ``generation_info`` (and, for chat, the message's
    ``response_metadata``, which ``invoke`` returns) carries ``"genaicache": info``."""
    update: dict[str, Any] = {
        "generation_info": {**(generation.generation_info or {}), "genaicache": info}
    }
    if isinstance(generation, ChatGeneration):
        msg = generation.message
        update["message"] = msg.model_copy(
            update={"response_metadata": {**msg.response_metadata, "genaicache": info}}
        )
    return generation.model_copy(update=update)


def _check_generations(value: Sequence[Generation]) -> None:
    if not isinstance(value, (list, tuple)) or not all(isinstance(g, Generation) for g in value):
        raise InvalidInputError("return_val must be a list of langchain Generation objects")
