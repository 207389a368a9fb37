"""The failure guard, configuration validation and record integrity."""

from __future__ import annotations

import pytest

from genaicache.clock import ManualClock
from genaicache.config import CacheConfig
from genaicache.entry import Entry, decode_entry, encode_entry
from genaicache.errors import ConfigError, CorruptEntryError
from genaicache.guard import CLOSED, OPEN, Guard


def boom() -> int:
    raise ConnectionError("down")


def test_guard_falls_back_opens_and_recovers() -> None:
    clock = ManualClock(0.0)
    errors: list[str] = []
    g = Guard("redis", failure_threshold=3, cooldown=5.0, clock=clock,
              on_error=lambda b, e: errors.append(b))
    for _ in range(3):
        assert g.call(boom, fallback=-1) == -1
    assert g.state == OPEN
    calls: list[int] = []
    assert g.call(lambda: calls.append(1) or 1, fallback=-1) == -1  # open: not attempted
    assert calls == []
    clock.advance(5.0)
    assert g.call(lambda: 7, fallback=-1) == 7  # half-open probe succeeds
    assert g.state == CLOSED
    assert errors == ["redis"] * 3


def test_guard_failed_probe_reopens() -> None:
    clock = ManualClock(0.0)
    g = Guard("x", failure_threshold=1, cooldown=1.0, clock=clock)
    g.call(boom, fallback=None)
    clock.advance(1.0)
    g.call(boom, fallback=None)
    assert g.state == OPEN


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("similarity_threshold", 1.5), ("similarity_threshold", "high"), ("ttl", -1),
        ("vector_store", "pinecone"), ("eviction", "random"), ("l1_max_entries", 0),
        ("redis_url", "http://x"), ("semantic", "yes"), ("key_policy", "loose"),
        ("max_error_rate", 2.0), ("redis_timeout", 0),
    ],
)
def test_bad_options_name_the_option(option: str, value: object) -> None:
    with pytest.raises(ConfigError) as err:
        CacheConfig(**{option: value})  # type: ignore[arg-type]
    assert err.value.option == option


def test_env_defaults_and_explicit_override(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GENAICACHE_SIMILARITY_THRESHOLD", "0.95")
    monkeypatch.setenv("GENAICACHE_SEMANTIC", "false")
    cfg = CacheConfig.from_env()
    assert cfg.similarity_threshold == 0.95 and cfg.semantic is False
    assert CacheConfig.from_env(similarity_threshold=0.9).similarity_threshold == 0.9
    monkeypatch.setenv("GENAICACHE_TTL", "soon")
    with pytest.raises(ConfigError, match="ttl"):
        CacheConfig.from_env()


def test_unknown_option_is_rejected() -> None:
    with pytest.raises(ConfigError, match="colour"):
        CacheConfig.from_env(colour="blue")


def test_ttl_zero_is_kept_not_replaced_by_default() -> None:
    assert CacheConfig(ttl=0).ttl == 0


E = Entry(key="k", tier="prompt", value={"text": "hi"}, model="m", tags=("a",))


def test_entry_round_trip_with_and_without_secret() -> None:
    assert decode_entry(encode_entry(E)) == E
    assert decode_entry(encode_entry(E, b"s3cret"), b"s3cret") == E


@pytest.mark.parametrize(
    "data",
    [b"not json", b"{}", b"genaicache-entry 99 x -\n{}", b"", b"[1,2]",
     b"genaicache-entry 2 0 -\n{}"],
)
def test_corrupt_records_raise_typed_error(data: bytes) -> None:
    with pytest.raises(CorruptEntryError):
        decode_entry(data)


def test_tampered_or_unsigned_record_fails_hmac() -> None:
    signed = encode_entry(E, b"s3cret")
    with pytest.raises(CorruptEntryError):
        decode_entry(signed.replace(b'"hi"', b'"ho"'), b"s3cret")
    with pytest.raises(CorruptEntryError):
        decode_entry(encode_entry(E), b"s3cret")  # written without the secret
    with pytest.raises(CorruptEntryError):
        decode_entry(encode_entry(E, b"other"), b"s3cret")
    truncated = signed[: len(signed) // 2]
    with pytest.raises(CorruptEntryError):
        decode_entry(truncated, b"s3cret")


def test_values_round_trip_exactly_including_big_integers_and_defaults() -> None:
    entry = Entry(key="k", tier="prompt", model="m",
                  value={"order_id": 2**70, "ratio": 0.1, "text": "\u00e9\u4e2d"})
    decoded = decode_entry(encode_entry(entry))
    assert decoded == entry and decoded.value["order_id"] == 2**70
    assert b'"hits"' not in encode_entry(entry)  # default fields are left out of the record
