"""Keys: normalization policies, llm_string parsing, and what must / must not share a key."""

from __future__ import annotations

import pytest

from genaicache.errors import InvalidInputError
from genaicache.keys import drop_trailing_pad, make_key, stable_hash
from genaicache.messages import Message, chat_key_text
from genaicache.normalize import KeyPolicy, normalize
from genaicache.params import parse_llm_string

CHAT_LLM_STRING = (
    '{"lc": 1, "type": "constructor", "id": ["langchain", "chat_models", "openai", "ChatOpenAI"],'
    ' "kwargs": {"model_name": "gpt-4o", "temperature": 0.0}}---'
    "[('_type', 'openai-chat'), ('model_name', 'gpt-4o'), ('stop', None), ('temperature', 0.0)]"
)
LLM_STRING = (
    "[('_type', 'openai'), ('max_tokens', 256), ('model_name', 'gpt-3.5-turbo-instruct'),"
    " ('temperature', 0.7)]"
)


def key(prompt: str, llm: str = LLM_STRING, **kw: object) -> str:
    return make_key("prompt", parse_llm_string(llm), prompt, **kw).exact  # type: ignore[arg-type]


def test_standard_policy_merges_surface_variants() -> None:
    assert key("Hello world!") == key("hello   world !") == key("  HELLO WORLD.")
    assert normalize("Ｈｅｌｌｏ") == "hello"  # NFKC folds full-width letters


def test_meaningful_differences_keep_distinct_keys() -> None:
    assert key("enable 2fa") != key("disable 2fa")
    assert key("3.5 + 1") != key("35 + 1")
    assert key("what is c?") != key("what is c#?")


@pytest.mark.parametrize(
    ("policy", "a", "b", "same"),
    [
        (KeyPolicy.RAW, "Hi", "hi", False),
        (KeyPolicy.WHITESPACE, "hi  there", "hi there", True),
        (KeyPolicy.WHITESPACE, "Hi", "hi", False),
        (KeyPolicy.STANDARD, "Hi!!", "hi", True),
        (KeyPolicy.AGGRESSIVE, 'what is "x"?', "what is x", True),
    ],
)
def test_policies(policy: KeyPolicy, a: str, b: str, same: bool) -> None:
    assert (key(a, policy=policy) == key(b, policy=policy)) is same


def test_policy_is_part_of_the_key() -> None:
    assert key("hi", policy=KeyPolicy.RAW) != key("hi", policy=KeyPolicy.STANDARD)


def test_llm_string_forms_are_parsed() -> None:
    chat = parse_llm_string(CHAT_LLM_STRING)
    assert chat.model == "gpt-4o"
    llm = parse_llm_string(LLM_STRING)
    assert llm.model == "gpt-3.5-turbo-instruct"
    assert '"temperature":0.7' in llm.canonical


def test_other_model_temperature_or_max_tokens_never_share_a_key() -> None:
    base = key("q")
    assert key("q", LLM_STRING.replace("gpt-3.5-turbo-instruct", "gpt-4")) != base
    assert key("q", LLM_STRING.replace("0.7", "0.2")) != base
    assert key("q", LLM_STRING.replace("256", "512")) != base


def test_irrelevant_settings_do_not_split_the_cache() -> None:
    with_timeout = LLM_STRING[:-1] + ", ('request_timeout', 30)]"
    assert key("q", with_timeout) == key("q")


def test_unparseable_llm_string_is_its_own_model() -> None:
    a, b = parse_llm_string("some custom llm"), parse_llm_string("another custom llm")
    assert a.key != b.key


def test_bad_llm_string_type_is_a_typed_error() -> None:
    with pytest.raises(InvalidInputError):
        parse_llm_string(123)  # type: ignore[arg-type]


def test_scope_is_part_of_every_key() -> None:
    assert key("q", scope="tenant-a") != key("q", scope="tenant-b")
    k1 = make_key("prompt", parse_llm_string(LLM_STRING), "q", scope="a")
    k2 = make_key("prompt", parse_llm_string(LLM_STRING), "q", scope="b")
    assert k1.partition != k2.partition


def test_stable_hash_is_stable_and_separated() -> None:
    assert stable_hash("a", "b") == stable_hash("a", "b")
    assert stable_hash("ab", "") != stable_hash("a", "b")
    # The value is fixed across processes and versions (no salted hash()).
    assert stable_hash("genaicache") == "148ade1bcead1ea4e76cf5d9b3a45de8"


def test_trailing_pad_tokens_do_not_change_token_keys() -> None:
    assert drop_trailing_pad([5, 6, 0, 0], pad_id=0) == drop_trailing_pad([5, 6], pad_id=0)
    assert drop_trailing_pad([0, 5, 0], pad_id=0) == (0, 5)


def test_chat_semantic_text_is_last_user_message_and_history_is_context() -> None:
    sys_a = Message("system", "You are terse.")
    sys_b = Message("system", "You are a pirate.")
    q = Message("human", "What is Python?")
    a = chat_key_text([sys_a, q], KeyPolicy.STANDARD)
    b = chat_key_text([sys_b, q], KeyPolicy.STANDARD)
    assert a.semantic == b.semantic == "What is Python?"
    assert a.context != b.context
    assert a.exact != b.exact


def test_chat_ending_with_a_tool_result_is_exact_only() -> None:
    parts = chat_key_text([Message("human", "hi"), Message("tool", "42", '{"id":"1"}')],
                          KeyPolicy.STANDARD)
    assert parts.semantic == ""
