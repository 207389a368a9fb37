"""Property tests: arbitrary strings, bytes and Unicode never break key building, llm_string
parsing or entry decoding with anything but the documented errors."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from typing import Any

import pytest
import xxhash
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from genaicache.entry import Entry, decode_entry, encode_entry, seal
from genaicache.errors import CorruptEntryError, InvalidInputError
from genaicache.keys import make_key, stable_hash
from genaicache.normalize import KeyPolicy, case_marks, normalize
from genaicache.params import ModelParams, _parse_cached, parse_llm_string

# No example database: the suite must not write into the repository.
PROPS = settings(
    max_examples=200, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
HEX32 = re.compile(r"[0-9a-f]{32}")

# Text from every source a prompt can come from: ordinary Unicode, lone surrogates, bytes read
# with errors="surrogateescape", and the characters normalization treats specially.
TRICKY = list(" \t\n\r\x0b\x0c\x1c\x85\u2028\u3000\u00a0.!?。！？…,;:，；：\"'()[]{}<>«»“”‘’")
TRICKY += ["\u0345", "\u0130", "\u03a3", "\u1e9e", "ß", "ﬀ", "‼", "⁉", "²", "ǰ", "ﹰ", "\u0307"]
surrogates = st.characters(categories=["Cs"])
unicode_text = st.text(st.one_of(st.characters(), surrogates, st.sampled_from(TRICKY)))
decoded_bytes = st.binary().map(lambda b: b.decode("utf-8", "surrogateescape"))
any_text = st.one_of(st.text(), unicode_text, decoded_bytes)
policies = st.sampled_from(list(KeyPolicy))


# --- keys --------------------------------------------------------------------------------------


@PROPS
@given(st.lists(any_text, max_size=5))
def test_stable_hash_is_hex_and_deterministic(parts: list[str]) -> None:
    h = stable_hash(*parts)
    assert HEX32.fullmatch(h) and h == stable_hash(*parts)


@PROPS
@given(any_text, any_text, any_text, policies)
def test_make_key_accepts_any_text(prompt: str, scope: str, semantic: str, policy: Any) -> None:
    params = parse_llm_string("[('model_name', 'gpt'), ('temperature', 0.0)]")
    key = make_key("prompt", params, prompt, scope=scope, policy=policy, semantic_text=semantic)
    again = make_key("prompt", params, prompt, scope=scope, policy=policy, semantic_text=semantic)
    assert HEX32.fullmatch(key.exact) and HEX32.fullmatch(key.partition)
    assert key == again and key.exact == again.exact


@PROPS
@given(any_text, any_text)
def test_scope_always_separates_exact_keys(prompt: str, scope: str) -> None:
    params = parse_llm_string("gpt")
    a = make_key("prompt", params, prompt, scope=scope)
    b = make_key("prompt", params, prompt, scope=scope + "x")
    assert a.exact != b.exact and a.partition != b.partition


# --- normalization -----------------------------------------------------------------------------


@PROPS
@given(any_text, policies)
def test_normalize_returns_text_for_every_policy(text: str, policy: Any) -> None:
    assert isinstance(normalize(text, policy), str)


# Regression: casefold after NFKC can leave
# combining marks out of canonical order, so a second pass reorders them.
# "\u0130\u0316" -> "i\u0307\u0316" -> "i\u0316\u0307". NFKC(casefold(NFKC(x))) fixes it.
@PROPS
@given(any_text)
@example("a . .")
@example("\u0130\u0316")
def test_standard_normalization_is_idempotent(text: str) -> None:
    once = normalize(text, KeyPolicy.STANDARD)
    assert normalize(once, KeyPolicy.STANDARD) == once
    # hence a normalized prompt keys like the original, unless the original writes a word
    # whose case may carry meaning ("50 Mb/s"): that word is part of its key
    params = parse_llm_string("gpt")
    same = case_marks(text) == case_marks(once)
    assert (make_key("p", params, text).exact == make_key("p", params, once).exact) == same


@PROPS
@given(any_text, st.sampled_from([KeyPolicy.RAW, KeyPolicy.WHITESPACE]))
def test_raw_and_whitespace_policies_are_idempotent(text: str, policy: KeyPolicy) -> None:
    once = normalize(text, policy)
    assert normalize(once, policy) == once


# Regression: dropping ":" exposes a trailing "." that only a second pass strips.
# "0.:" -> "0." -> "0". Running the standard rules again after the drop fixes it.
@PROPS
@given(any_text)
@example("0.:")
def test_aggressive_normalization_is_idempotent(text: str) -> None:
    once = normalize(text, KeyPolicy.AGGRESSIVE)
    assert normalize(once, KeyPolicy.AGGRESSIVE) == once


# --- llm_string --------------------------------------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | any_text,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
param_dicts = st.dictionaries(
    st.one_of(st.sampled_from(["model_name", "model", "temperature", "stop", "tools"]), any_text),
    json_values,
    max_size=6,
)


def _llm_strings() -> st.SearchStrategy[str]:
    """Arbitrary text plus the two LangChain forms filled with arbitrary parameters."""
    repr_form = param_dicts.map(lambda d: str(sorted(d.items())))
    chat_form = st.tuples(param_dicts, param_dicts).map(
        lambda t: (
            json.dumps({"lc": 1, "type": "constructor", "id": ["x", "Chat"], "kwargs": t[0]})
            + "---"
            + str(sorted(t[1].items()))
        )
    )
    return st.one_of(any_text, repr_form, chat_form)


def _parse_uncached(s: str) -> ModelParams:
    return _parse_cached(s)


@PROPS
@given(_llm_strings())
@example("[" * 200 + "]" * 200)
@example("[" * 5000)
@example("{" + '"a":' * 3 + "1}")
@example("{'a': {1, 'b'}, 'c': 1j}")
@example("{1: {(1, 2): 3}}")
@example("[('model', 'x'), ('x', {(1, 2): 3})]")
@example("[('model', 'x'), ('x', {1: 2, 'a': 3})]")
@example("{'model': 'x', 'stop': {None: 1, 2: 3}}")
@example("1" * 5000)
@example("\x00")
@example("---")
def test_parse_llm_string_only_raises_documented_errors(s: str) -> None:
    try:
        params = _parse_uncached(s)
    except InvalidInputError:
        return
    assert isinstance(params, ModelParams)
    assert isinstance(params.model, str) and isinstance(params.canonical, str)
    assert _parse_uncached(s) == params  # deterministic


@pytest.mark.parametrize("bad", [None, 1, 1.5, b"bytes", ("t",)])
def test_parse_llm_string_rejects_hashable_non_strings(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        parse_llm_string(bad)  # type: ignore[arg-type]


# Regression: lru_cache hashes the argument before the
# isinstance check, so an unhashable argument raises TypeError instead of InvalidInputError.
@pytest.mark.parametrize("bad", [["not", "a", "str"], {"model": "x"}])
def test_parse_llm_string_rejects_unhashable_non_strings(bad: object) -> None:
    with pytest.raises(InvalidInputError):
        parse_llm_string(bad)  # type: ignore[arg-type]


# Regression: a set-valued parameter is canonicalised with repr(), whose order depends
# on the per-process hash seed, so two processes build different keys for the same model.
def test_set_parameters_canonicalise_the_same_in_every_process() -> None:
    code = (
        "from genaicache.params import parse_llm_string as p;"
        "print(p(\"[('model', 'x'), ('stop', {'alpha', 'beta', 'gamma', 'delta'})]\").canonical)"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in (1, 2, 3)
    }
    assert len(outputs) == 1, outputs


# --- entries -----------------------------------------------------------------------------------

plain_text = st.text()  # JSON cannot carry lone surrogates through UTF-8
finite = st.floats(allow_nan=False, allow_infinity=False)
entry_values = st.recursive(
    st.none() | st.booleans() | st.integers() | finite | plain_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(plain_text, inner, max_size=4),
    max_leaves=12,
)
entries = st.builds(
    Entry,
    key=plain_text,
    tier=st.sampled_from(["prompt", "token", "chunk"]),
    value=entry_values,
    model=plain_text,
    scope=plain_text,
    partition=plain_text,
    prompt=plain_text,
    created_at=finite,
    expires_at=st.none() | finite,
    tags=st.lists(plain_text, max_size=3).map(tuple),
    doc_ids=st.lists(plain_text, max_size=3).map(tuple),
    tokens=st.integers(min_value=0),
    confidence=st.none() | st.floats(0, 1),
    feedback=st.floats(0, 1),
    uncertainty=st.none() | st.floats(0, 50),
    hits=st.integers(min_value=0),
    stale=st.booleans(),
    stale_reason=plain_text,
    threshold=st.none() | st.floats(0, 1),
    meta=st.dictionaries(plain_text, entry_values, max_size=3),
)
secrets_ = st.none() | st.binary(min_size=1, max_size=32)


def _decode_is_safe(data: bytes | str, secret: bytes | None = None) -> Entry | None:
    try:
        entry = decode_entry(data, secret)
    except CorruptEntryError:
        return None
    assert isinstance(entry, Entry)
    return entry


@PROPS
@given(st.binary(), secrets_)
@example(b"", None)
@example(b"\xff\xfe", None)
@example(b"[" * 100_000, None)
@example(b"genaicache-entry 2 x -\n{}", b"k")
@example(b'genaicache-entry 2 x -\n{"key":"k"}', None)
def test_decode_of_arbitrary_bytes_is_an_entry_or_corrupt(
    data: bytes, secret: bytes | None
) -> None:
    _decode_is_safe(data, secret)


@PROPS
@given(json_values, secrets_)
def test_decode_of_arbitrary_json_is_an_entry_or_corrupt(value: Any, secret: bytes | None) -> None:
    _decode_is_safe(json.dumps(value, ensure_ascii=True).encode(), secret)


def _record_with_valid_checksum(body: dict[str, Any]) -> bytes:
    return seal(json.dumps(body, separators=(",", ":"), ensure_ascii=False).encode())


@PROPS
@given(
    st.dictionaries(
        st.sampled_from(["key", "tier", "model", "tags", "doc_ids", "value", "hits", "meta"]),
        json_values,
    )
)
def test_decode_of_checksummed_records_with_any_fields_is_an_entry_or_corrupt(
    body: dict[str, Any],
) -> None:
    try:
        data = _record_with_valid_checksum(body)
    except UnicodeEncodeError:  # a lone surrogate cannot even be written as UTF-8
        return
    _decode_is_safe(data)


@PROPS
@given(entries, secrets_)
def test_encode_decode_round_trip(entry: Entry, secret: bytes | None) -> None:
    assert decode_entry(encode_entry(entry, secret), secret) == entry


@PROPS
@given(entries, st.binary(min_size=1, max_size=32), st.binary(min_size=1, max_size=32))
def test_a_secret_is_required_and_must_match(entry: Entry, secret: bytes, other: bytes) -> None:
    with pytest.raises(CorruptEntryError):
        decode_entry(encode_entry(entry), secret)  # written without the secret
    if other != secret:
        with pytest.raises(CorruptEntryError):
            decode_entry(encode_entry(entry, other), secret)


@PROPS
@given(entries, secrets_, st.data())
def test_a_tampered_byte_fails_verification(entry: Entry, secret: bytes | None, data: Any) -> None:
    blob = bytearray(encode_entry(entry, secret))
    pos = data.draw(st.integers(0, len(blob) - 1), label="position")
    new = data.draw(st.integers(0, 255).filter(lambda b: b != blob[pos]), label="byte")
    blob[pos] = new
    decoded = _decode_is_safe(bytes(blob), secret)
    # Either refused, or the change was not a change of content (e.g. "1e-05" -> "1E-05").
    assert decoded is None or decoded == entry


@PROPS
@given(entries, st.binary(min_size=1, max_size=32), plain_text)
def test_a_rewritten_body_without_the_secret_is_refused(
    entry: Entry, secret: bytes, new_prompt: str
) -> None:
    signed = encode_entry(entry, secret)
    header, _, raw = signed.partition(b"\n")
    body = json.loads(raw)
    body["prompt"] = new_prompt + "!"  # attacker edits the body and fixes the checksum
    forged_raw = json.dumps(body).encode()
    forged = header.rsplit(b" ", 2)[0] + b" " + xxhash.xxh64_hexdigest(forged_raw).encode()
    forged += b" " + header.rsplit(b" ", 1)[1] + b"\n" + forged_raw  # the old, now wrong HMAC
    with pytest.raises(CorruptEntryError):
        decode_entry(forged, secret)


# Regressions in entry encoding and decoding.
def test_decode_of_an_escaped_lone_surrogate_is_safe() -> None:
    # Valid JSON whose \udc80 escape decodes to a lone surrogate: an entry, never a crash.
    entry = decode_entry(seal(b'{"key":"\\udc80","tier":"prompt","model":"m","value":1}'))
    assert entry.key == "\udc80"


def test_entries_with_lone_surrogates_round_trip() -> None:
    # make_key accepts such prompts (it hashes with surrogatepass); encode_entry does not.
    entry = Entry(key="k", tier="prompt", value="v", model="m", prompt="bad \udc80 bytes")
    assert decode_entry(encode_entry(entry)) == entry


def test_a_checksummed_record_with_wrong_field_types_is_corrupt() -> None:
    # Anyone who can write to a shared Redis without a secret can produce this record;
    # today it decodes, and Entry.expired() then raises TypeError in the tier.
    body = {"key": "k", "tier": "prompt", "value": 1, "model": "m", "expires_at": "soon"}
    with pytest.raises(CorruptEntryError):
        decode_entry(_record_with_valid_checksum(body))
