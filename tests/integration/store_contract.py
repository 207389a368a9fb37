"""The behaviour every L2 :class:`~genaicache.stores.Store` must have, as one test class.

``StoreContract`` runs against SQLite (a file and ``:memory:``) and Redis; a subclass provides
the fixtures ``store`` (an empty store) and ``reopen`` (a function that opens the same storage
again from scratch, to show that writes survive a new connection) and sets ``store_name``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest

from genaicache.errors import InvalidInputError
from genaicache.stores import Store


class StoreContract:
    """Round trips, multi-get, deletes, key listing, clearing, bad input, reopening."""

    store_name = ""

    def test_implements_the_protocol(self, store: Any) -> None:
        assert isinstance(store, Store)
        assert store.name == self.store_name

    def test_round_trip_and_replace(self, store: Any) -> None:
        store.set("a", b"\x00\xff" * 512)
        store.set("a", b"replaced")
        store.set("b", b"two", ttl=60)
        store.set("c", b"three", ttl=math.inf)
        assert store.get("a") == b"replaced"
        assert store.get("b") == b"two"
        assert store.get("c") == b"three"
        assert store.get("missing") is None

    def test_get_many_aligns_with_the_keys(self, store: Any) -> None:
        store.set("a", b"1")
        store.set("b", b"2")
        assert store.get_many(["b", "missing", "a", "b"]) == [b"2", None, b"1", b"2"]
        assert store.get_many([]) == []
        many = [f"k{i}" for i in range(1200)]  # more than one batch
        for key in many[::100]:
            store.set(key, key.encode())
        got = store.get_many(many)
        assert [v for v in got if v is not None] == [k.encode() for k in many[::100]]

    def test_delete_counts_what_existed(self, store: Any) -> None:
        store.set("a", b"1")
        store.set("b", b"2")
        assert store.delete(["a", "missing"]) == 1
        assert store.get("a") is None and store.get("b") == b"2"
        assert store.delete([]) == 0

    def test_keys_and_clear(self, store: Any) -> None:
        for key in ("x", "y", "z#derived"):
            store.set(key, b"v")
        assert sorted(store.keys()) == ["x", "y", "z#derived"]
        store.clear()
        assert list(store.keys()) == []
        assert store.get("x") is None
        store.set("x", b"again")  # usable after clear
        assert store.get("x") == b"again"

    @pytest.mark.parametrize("ttl", [0, -1, math.nan, "10", True])
    def test_a_bad_ttl_is_a_typed_error(self, store: Any, ttl: object) -> None:
        with pytest.raises(InvalidInputError):
            store.set("k", b"v", ttl=ttl)
        assert store.get("k") is None

    def test_bad_keys_and_values_are_typed_errors(self, store: Any) -> None:
        with pytest.raises(InvalidInputError):
            store.set("k", "not bytes")
        with pytest.raises(InvalidInputError):
            store.set("", b"v")
        with pytest.raises(InvalidInputError):
            store.get(b"bytes-key")
        for call in (store.get_many, store.delete):
            with pytest.raises(InvalidInputError):
                call("ab")  # one string is not a list of keys
            with pytest.raises(InvalidInputError):
                call(["a", 3])
        assert store.get("k") is None

    def test_writes_survive_a_new_connection(
        self, store: Any, reopen: Callable[[], Any]
    ) -> None:
        store.set("kept", b"value", ttl=3600)
        store.set("gone", b"value")
        store.delete(["gone"])
        other = reopen()
        try:
            assert other.get("kept") == b"value"
            assert other.get("gone") is None
        finally:
            other.close()
