"""Typed errors raised at genaicache's boundaries.

Every error a user can see derives from :class:`GenAICacheError`, so one ``except`` clause
covers the library. Backend faults are *not* raised on the lookup/update path: they degrade to a
miss (see :mod:`genaicache.guard`); these errors are for bad input and bad configuration.
"""

from __future__ import annotations


class GenAICacheError(Exception):
    """Base class of every error genaicache raises."""


class ConfigError(GenAICacheError, ValueError):
    """A configuration option has a wrong type or value; ``option`` names it."""

    def __init__(self, option: str, message: str) -> None:
        super().__init__(f"{option}: {message}")
        self.option = option


class InvalidInputError(GenAICacheError, ValueError):
    """An argument of a cache call (prompt, llm_string, value) cannot be used."""


class BackendUnavailableError(GenAICacheError, ConnectionError):
    """A backend could not be reached and the caller asked for ``strict=True``."""


class CorruptEntryError(GenAICacheError, ValueError):
    """A stored record failed to parse, has an unknown schema, or failed its checksum/HMAC."""


class DependencyMissingError(GenAICacheError, ImportError):
    """An optional dependency is needed for the chosen backend; the message names the extra."""

    def __init__(self, package: str, extra: str) -> None:
        super().__init__(
            f"{package} is required for this feature: pip install 'genaicache[{extra}]'"
        )
        self.package = package
        self.extra = extra
