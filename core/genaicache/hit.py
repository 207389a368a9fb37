"""The result of a successful lookup, with the annotation callers see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from genaicache.entry import Entry


@dataclass(frozen=True, slots=True)
class Hit:
    """A served entry: where it came from and how well it matched.

    ``kind`` is ``"exact"`` (same normalized request) or ``"semantic"`` (a verified
    neighbour: the value answers ``matched_prompt``, a different wording of the request).
    """

    entry: Entry
    value: Any
    tier: str
    level: str
    kind: str
    similarity: float = 1.0
    matched_prompt: str = ""
    views: dict[str, Any] | None = None

    @property
    def soft(self) -> bool:
        return self.kind == "semantic"

    def info(self) -> dict[str, Any]:
        """The annotation put in ``generation_info["genaicache"]`` (LangChain) or metadata."""
        return {
            "tier": self.tier,
            "level": self.level,
            "kind": self.kind,
            "similarity": round(float(self.similarity), 6),
            "matched_prompt": self.matched_prompt,
            "key": self.entry.key,
            "created_at": self.entry.created_at,
        }
