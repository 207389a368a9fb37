"""Argument checks shared by the boundaries that take lists of ids or keys: the cache facade,
the L2 stores and the L3 indexes. Each raises :class:`InvalidInputError` naming the argument."""

from __future__ import annotations

from collections.abc import Iterable

from genaicache.errors import InvalidInputError


def str_tuple(values: Iterable[str], option: str) -> tuple[str, ...]:
    """``values`` as a tuple of str; a single str (which would be taken character by character)
    or a non-str item is refused."""
    if isinstance(values, (str, bytes)):
        raise InvalidInputError(f"{option} must be a list of str, not a single str")
    out = tuple(values)
    if not all(isinstance(v, str) for v in out):
        raise InvalidInputError(f"{option} must contain only str")
    return out


def check_strs(**values: object) -> None:
    """Each named value must be a str."""
    for option, value in values.items():
        if not isinstance(value, str):
            raise InvalidInputError(f"{option} must be a str, got {type(value).__name__}")
