"""Reviving stored generations fast, with exactly LangChain's allow-listed semantics.

An L2 hit pays for turning the stored JSON back into LangChain objects on every process that
has not seen the entry yet. LangChain's ``loads`` rebuilds its reviver per call (~60 µs) and,
with the reviver kept, still calls it on every dict of the payload and imports the class of
every object (~8 µs for a ``Generation``, ~17 µs for a ``ChatGeneration`` with an
``AIMessage``). Stored generations almost always have one shape: allowed constructors whose
arguments are plain JSON. For that shape :func:`reviving_loader` resolves each allowed class
once, through the reviver's own mapping, and calls it directly; anything else (an escaped
dict, a secret, a class outside the allow-list, an unknown ``lc`` marker anywhere) takes
LangChain's generic walk, so the result and the errors are LangChain's own.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterable
from typing import Any

from langchain_core.load import Serializable, loads

_ESCAPED = "__lc_escaped__"
_NO = object()  # "not the plain shape": the caller falls back to the generic walk


def _plain(value: Any) -> bool:
    """JSON with no dict that LangChain's loader would treat specially (``lc`` or escaped)."""
    kind = type(value)
    if kind is dict:
        if "lc" in value or _ESCAPED in value:
            return False
        return all(_plain(v) for v in value.values())
    if kind is list:
        return all(_plain(v) for v in value)
    return True


def reviving_loader(allowed: Iterable[type[Serializable]]) -> Callable[[Any], Any]:
    """A function that revives a payload (JSON text or parsed JSON) as ``loads`` would with
    ``allowed_objects=allowed``; if LangChain's loader internals moved, plain ``loads``."""
    allowed = list(allowed)
    try:
        from langchain_core.load.load import (
            _MAX_DEPTH,
            Reviver,
            _is_escaped_dict,
            _unescape_value,
        )
    except ImportError:
        return lambda payload: loads(
            payload if isinstance(payload, str) else json.dumps(payload), allowed_objects=allowed
        )
    reviver = Reviver(allowed)
    classes = _resolve(reviver, allowed)
    validate = reviver.init_validator

    def walk(obj: Any, depth: int = 0) -> Any:
        if depth > _MAX_DEPTH:
            raise ValueError("payload nested too deeply")
        if isinstance(obj, dict):
            if _is_escaped_dict(obj):
                return _unescape_value(obj)
            return reviver({k: walk(v, depth + 1) for k, v in obj.items()})
        if isinstance(obj, list):
            return [walk(o, depth + 1) for o in obj]
        return obj

    def construct(obj: Any, depth: int) -> Any:
        if type(obj) is not dict or obj.get("lc") != 1 or obj.get("type") != "constructor":
            return _NO
        ident, kwargs = obj.get("id"), obj.get("kwargs", {})
        if type(ident) is not list or type(kwargs) is not dict or depth > _MAX_DEPTH // 2:
            return _NO
        path = tuple(ident)
        cls = classes.get(path) if all(type(p) is str for p in path) else None
        if cls is None:
            return _NO
        args: dict[str, Any] = {}
        for name, value in kwargs.items():
            if type(value) is dict and "lc" in value:
                value = construct(value, depth + 1)
                if value is _NO:
                    return _NO
            elif not _plain(value):
                return _NO
            args[name] = value
        if validate is not None:
            validate(path, args)
        return cls(**args)

    def load(payload: Any) -> Any:
        obj = json.loads(payload) if isinstance(payload, str) else payload
        if type(obj) is list:
            out = [construct(item, 1) for item in obj]
            if _NO not in out:
                return out
        return walk(obj)

    return load


def _resolve(reviver: Any, allowed: list[type[Serializable]]) -> dict[tuple[str, ...], type]:
    """Serialized id -> class, for every allowed id, resolved the way the reviver does."""
    classes: dict[tuple[str, ...], type] = {}
    for path in reviver.allowed_class_paths or ():
        namespace = list(path[:-1])
        if not namespace or namespace[0] not in reviver.valid_namespaces:
            continue
        target = reviver.import_mappings.get(path, path)
        try:
            cls = getattr(importlib.import_module(".".join(target[:-1])), target[-1])
        except (ImportError, AttributeError, ValueError):
            continue
        if cls in allowed:
            classes[tuple(path)] = cls
    return classes
