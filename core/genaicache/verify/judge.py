"""An optional LLM judge for candidates in a grey zone of similarity.

Any LangChain chat model or LLM (``invoke``), any LlamaIndex LLM (``complete`` or ``chat``), or
a plain ``str -> str`` callable can judge. It is asked only when the similarity falls in
``grey_zone`` (above it the lexical checks suffice). The part of the grey zone below the
acceptance threshold is where the judge adds hits: a candidate there that the lexical checks
pass is served when the judge says yes (:meth:`VerificationChain.verify_below`). Its verdicts
are cached per pair, and an error, a timeout or an unclear answer counts as "refuse": the
user's LLM is then called, so nothing is lost but a hit.

>>> judge = LLMJudge(lambda prompt: "yes", grey_zone=(0.8, 0.95))
>>> judge.verify(Candidate("how do i boil an egg", "how to boil eggs", 0.9)).accept
True
"""

from __future__ import annotations

import logging
import re
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

from genaicache.errors import ConfigError
from genaicache.verify.base import ACCEPT, Candidate, Verdict

log = logging.getLogger("genaicache.verify")

DEFAULT_PROMPT = (
    "You check a cache of answers from an AI assistant. Would one correct answer serve both "
    "requests below equally well? Requests that differ in a number, a negation, a name, a "
    "date, a direction or who does what to whom need different answers.\n"
    "Request A: {query}\nRequest B: {matched}\n"
    "Reply with one word: yes or no."
)
_YES = frozenset({"yes", "y", "true", "same", "是", "是的", "对", "相同"})
_NO = frozenset({"no", "n", "false", "different", "否", "不是", "不", "不同"})
_local = threading.local()


def _text_of(result: Any) -> str:
    """The text of a LangChain message/str or a LlamaIndex response."""
    for attr in ("content", "text"):
        value = getattr(result, attr, None)
        if isinstance(value, str):
            return value
    message = getattr(result, "message", None)
    if message is not None:
        return _text_of(message)
    return result if isinstance(result, str) else str(result)


def _caller(model: Any) -> Callable[[str], str]:
    """A ``prompt -> text`` function for a LangChain, LlamaIndex or plain callable model."""
    if hasattr(model, "invoke") and hasattr(model, "model_copy") and hasattr(model, "cache"):
        # A LangChain model: never let the judge read or fill the global LLM cache.
        model = model.model_copy(update={"cache": False})
    if hasattr(model, "invoke"):
        return lambda prompt: _text_of(model.invoke(prompt))
    if hasattr(model, "complete"):
        return lambda prompt: _text_of(model.complete(prompt))
    if hasattr(model, "chat"):
        from llama_index.core.llms import ChatMessage

        return lambda prompt: _text_of(model.chat([ChatMessage(role="user", content=prompt)]))
    if callable(model):
        return lambda prompt: _text_of(model(prompt))
    kind = type(model).__name__
    raise ConfigError("judge", f"{kind} has no invoke/complete/chat and is not callable")


def parse_answer(text: str) -> bool | None:
    """``True`` for yes, ``False`` for no, ``None`` when the reply says neither clearly."""
    words = re.findall(r"[a-z]+|[\u4e00-\u9fff]+", text.casefold())
    if not words:
        return None
    first = words[0]
    if first in _YES:
        return True
    if first in _NO or first.startswith(("不", "否", "没")):
        return False
    if first.startswith(("是", "对", "相同", "一样")):
        return True
    return None


class LLMJudge:
    """Asks ``model`` whether a grey-zone candidate has the same answer as the query.

    ``grey_zone=(lo, hi)``: judged when ``lo <= similarity < hi``; outside it the judge has no
    objection. ``timeout`` seconds per call; ``cache_size`` verdicts kept (LRU, per pair).
    """

    name = "judge"

    def __init__(
        self,
        model: Any,
        *,
        grey_zone: tuple[float, float] = (0.8, 0.97),
        timeout: float = 5.0,
        cache_size: int = 4096,
        prompt: str = DEFAULT_PROMPT,
    ) -> None:
        lo, hi = grey_zone
        if not -1.0 <= lo < hi <= 1.0001:
            raise ConfigError("grey_zone", f"expected -1 <= lo < hi <= 1, got {grey_zone}")
        if timeout <= 0:
            raise ConfigError("timeout", f"must be > 0 seconds, got {timeout}")
        if "{query}" not in prompt or "{matched}" not in prompt:
            raise ConfigError("prompt", "must contain {query} and {matched}")
        self._ask = _caller(model)
        self.grey_zone = (float(lo), float(hi))
        self.timeout = float(timeout)
        self.cache_size = cache_size
        self.prompt = prompt
        self._verdicts: OrderedDict[tuple[str, str], Verdict] = OrderedDict()
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="genaicache-judge")
        self.calls = 0
        self.failures = 0

    def __call__(self, candidate: Candidate) -> Verdict | None:
        """As a :class:`~genaicache.verify.base.Check`: ``None`` when it has no objection."""
        verdict = self.verify(candidate)
        return None if verdict.accept else verdict

    def in_grey_zone(self, similarity: float) -> bool:
        lo, hi = self.grey_zone
        return lo <= similarity < hi

    def verify(self, candidate: Candidate) -> Verdict:
        if not self.in_grey_zone(candidate.similarity) or candidate.query == candidate.matched:
            return ACCEPT
        if getattr(_local, "judging", False):  # the judge's own model call looked up the cache
            return Verdict(False, self.name, "judge: re-entrant lookup during a judge call")
        q, m = candidate.query, candidate.matched
        key = (q, m) if q <= m else (m, q)  # "same answer" is symmetric
        with self._lock:
            cached = self._verdicts.get(key)
            if cached is not None:
                self._verdicts.move_to_end(key)
                return cached
        verdict, keep = self._judge(candidate)
        if keep and self.cache_size:
            with self._lock:
                self._verdicts[key] = verdict
                while len(self._verdicts) > self.cache_size:
                    self._verdicts.popitem(last=False)
        return verdict

    def _judge(self, candidate: Candidate) -> tuple[Verdict, bool]:
        """Ask the model; the flag says whether the verdict may be cached (not on failures)."""
        prompt = self.prompt.format(query=candidate.query, matched=candidate.matched)
        self.calls += 1
        try:
            reply = self._pool.submit(self._guarded, prompt).result(timeout=self.timeout)
        except FutureTimeout:
            self.failures += 1
            return Verdict(False, self.name, f"judge: no answer within {self.timeout:g}s"), False
        except Exception as exc:  # any model error means "do not serve"
            self.failures += 1
            log.debug("genaicache: judge failed: %r", exc)
            return Verdict(False, self.name, f"judge: {type(exc).__name__}: {exc}"), False
        answer = parse_answer(reply)
        if answer is None:
            return Verdict(False, self.name, f"judge: unclear reply {reply[:40]!r}"), False
        if answer:
            return ACCEPT, True
        return Verdict(False, self.name, "judge: the model says the answers differ"), True

    def _guarded(self, prompt: str) -> str:
        _local.judging = True
        try:
            return self._ask(prompt)
        finally:
            _local.judging = False

    def close(self) -> None:
        """Stop the worker threads (pending judge calls are abandoned)."""
        self._pool.shutdown(wait=False, cancel_futures=True)
