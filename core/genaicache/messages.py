"""Keys for chat requests: the whole conversation for the exact key, the last user message for
the semantic key, and everything before it as a context hash.

A follow-up question ("and in French?") only soft-matches within the same context: another
system prompt or history puts it in another partition.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from genaicache.keys import stable_hash
from genaicache.normalize import KeyPolicy, case_marks, normalize

USER_ROLES = frozenset({"human", "user"})


@dataclass(frozen=True, slots=True)
class Message:
    """One chat message in framework-neutral form; ``extras`` is canonical JSON of whatever
    else it carries (tool calls, names, ids) and is compared verbatim."""

    role: str
    content: str
    extras: str = ""


@dataclass(frozen=True, slots=True)
class ChatKeyText:
    exact: str
    semantic: str
    context: str
    case: str = ""  # the case marks of every message, "" when none has one


def _line(m: Message, policy: KeyPolicy) -> str:
    return f"{m.role}\x1f{normalize(m.content, policy)}\x1f{m.extras}"


def chat_key_text(messages: Sequence[Message], policy: KeyPolicy) -> ChatKeyText:
    """Exact text, semantic text and context hash of a conversation.

    The semantic text is empty (exact matching only) unless the last message is the user's,
    e.g. after a tool result the request is answered only by an exact match.
    """
    lines = [_line(m, policy) for m in messages]
    exact = "\x1e".join(lines)
    marks = [case_marks(m.content, policy) for m in messages]
    case = "\x1e".join(marks) if any(marks) else ""
    if messages and messages[-1].role in USER_ROLES and not messages[-1].extras:
        return ChatKeyText(exact, messages[-1].content, stable_hash("chat", *lines[:-1]), case)
    return ChatKeyText(exact, "", stable_hash("chat", *lines), case)


def canonical_json(value: object) -> str:
    """Sorted, compact JSON (non-JSON values by ``repr``), for ``Message.extras``."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr,
                      ensure_ascii=False)
