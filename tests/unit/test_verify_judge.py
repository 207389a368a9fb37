"""The LLM judge with LangChain fake chat models, LlamaIndex MockLLM and plain callables."""

from __future__ import annotations

import threading

import pytest
from langchain_core.language_models.fake_chat_models import (
    FakeListChatModel,
    GenericFakeChatModel,
)
from langchain_core.messages import AIMessage
from llama_index.core.llms import MockLLM

from genaicache.errors import ConfigError
from genaicache.verify import Candidate, LLMJudge, Verdict, VerificationChain, critical_checks
from genaicache.verify.judge import parse_answer

GREY = Candidate("how do i boil an egg", "how can i boil eggs", 0.9)


def test_langchain_chat_model_yes_accepts_and_no_refuses() -> None:
    model = FakeListChatModel(responses=["Yes.", "No, they differ."])
    judge = LLMJudge(model, grey_zone=(0.8, 0.95))
    assert judge.verify(GREY).accept
    other = Candidate("how do i boil an egg", "how do i fry an egg", 0.9)
    verdict = judge.verify(other)
    assert not verdict.accept and verdict.check == "judge"


def test_generic_fake_chat_model_is_asked_once_per_pair_thanks_to_the_cache() -> None:
    model = GenericFakeChatModel(messages=iter([AIMessage(content="yes")]))
    judge = LLMJudge(model, grey_zone=(0.8, 0.95))
    assert judge.verify(GREY).accept
    # The iterator is exhausted: a second model call would raise, so this answer is cached.
    assert judge.verify(GREY).accept
    swapped = Candidate(GREY.matched, GREY.query, GREY.similarity)
    assert judge.verify(swapped).accept
    assert judge.calls == 1


def test_only_the_grey_zone_is_judged() -> None:
    judge = LLMJudge(FakeListChatModel(responses=["no"]), grey_zone=(0.85, 0.95))
    assert judge.verify(Candidate("a b", "a c", 0.97)).accept  # above: no objection
    assert judge.verify(Candidate("a b", "a c", 0.80)).accept  # below: the threshold decides
    assert judge.calls == 0
    assert not judge.verify(Candidate("a b", "a c", 0.90)).accept
    assert judge.calls == 1


def test_llamaindex_mock_llm_is_a_judge() -> None:
    # MockLLM echoes its prompt, so the prompt decides what it answers.
    yes = LLMJudge(MockLLM(), prompt="yes: {query} / {matched}", grey_zone=(0.8, 0.95))
    no = LLMJudge(MockLLM(), prompt="no: {query} / {matched}", grey_zone=(0.8, 0.95))
    assert yes.verify(GREY).accept
    assert not no.verify(GREY).accept


def test_an_unclear_reply_refuses_and_is_not_cached() -> None:
    judge = LLMJudge(MockLLM(max_tokens=3), grey_zone=(0.8, 0.95))  # replies "text text text"
    verdict = judge.verify(GREY)
    assert not verdict.accept and "unclear" in verdict.reason
    judge.verify(GREY)
    assert judge.calls == 2


def test_a_judge_that_raises_refuses() -> None:
    def broken(prompt: str) -> str:
        raise ConnectionError("model down")

    judge = LLMJudge(broken, grey_zone=(0.8, 0.95))
    verdict = judge.verify(GREY)
    assert not verdict.accept and "ConnectionError" in verdict.reason
    assert judge.failures == 1


def test_a_judge_that_times_out_refuses() -> None:
    release = threading.Event()

    def slow(prompt: str) -> str:
        release.wait(5)
        return "yes"

    judge = LLMJudge(slow, grey_zone=(0.8, 0.95), timeout=0.05)
    try:
        verdict = judge.verify(GREY)
        assert not verdict.accept and "no answer within" in verdict.reason
    finally:
        release.set()
        judge.close()


def test_the_judge_runs_after_the_critical_checks_in_a_chain() -> None:
    judge = LLMJudge(FakeListChatModel(responses=["yes"]), grey_zone=(0.8, 1.0))
    chain = VerificationChain(critical_checks(), judge=judge)
    refused = chain.verify(Candidate("how do i enable 2fa", "how do i disable 2fa", 0.9))
    assert refused.check == "opposites" and judge.calls == 0
    assert chain.verify(GREY).accept and judge.calls == 1


def test_a_refusing_judge_is_counted_by_the_chain() -> None:
    chain = VerificationChain([], judge=LLMJudge(lambda p: "no", grey_zone=(0.8, 1.0)))
    assert not chain.verify(GREY).accept
    assert chain.refusals == {"judge": 1}


@pytest.mark.parametrize(
    ("reply", "expected"),
    [("Yes", True), ("yes, same answer", True), ("NO.", False), ("No - different", False),
     ("是的", True), ("不是", False), ("maybe", None), ("", None), ("yesterday", None)],
)
def test_parse_answer(reply: str, expected: bool | None) -> None:
    assert parse_answer(reply) is expected


def test_bad_configuration_raises_typed_errors() -> None:
    with pytest.raises(ConfigError):
        LLMJudge(lambda p: "yes", grey_zone=(0.9, 0.8))
    with pytest.raises(ConfigError):
        LLMJudge(lambda p: "yes", timeout=0)
    with pytest.raises(ConfigError):
        LLMJudge(lambda p: "yes", prompt="no placeholders")
    with pytest.raises(ConfigError):
        LLMJudge(42)


class AlwaysRefuses:
    """A model-based stage stand-in that refuses everything (as the learned stage would below
    the threshold)."""

    name = "learned"
    stands_in_for_judge = True

    def __call__(self, candidate: Candidate) -> Verdict:
        return Verdict(False, self.name, "refuses everything")


BELOW = Candidate("how can i turn on 2fa on instagram",
                  "how do i enable two-factor authentication on instagram", 0.81)


def test_below_the_threshold_the_judge_decides_instead_of_the_model_stages() -> None:
    judge = LLMJudge(lambda prompt: "yes", grey_zone=(0.8, 0.97))
    chain = VerificationChain([*critical_checks(), AlwaysRefuses()], judge=judge)
    assert chain.judge_floor == 0.8
    assert not chain.verify(BELOW).accept  # above the threshold the stage still refuses
    assert chain.verify_below(BELOW).accept and judge.calls == 1


def test_below_the_threshold_the_judge_must_say_yes() -> None:
    chain = VerificationChain(critical_checks(), judge=LLMJudge(lambda prompt: "no"))
    verdict = chain.verify_below(BELOW)
    assert not verdict.accept and verdict.check == "judge"


def test_below_the_threshold_the_lexical_checks_still_refuse_before_the_judge_is_asked() -> None:
    judge = LLMJudge(lambda prompt: "yes", grey_zone=(0.7, 0.97))
    chain = VerificationChain(critical_checks(), judge=judge)
    turned = Candidate("how can i turn off 2fa on instagram", BELOW.matched, 0.78)
    verdict = chain.verify_below(turned)
    assert not verdict.accept and verdict.check == "opposites" and judge.calls == 0


def test_below_the_threshold_without_a_judge_or_outside_its_zone_is_refused() -> None:
    alone = VerificationChain(critical_checks())
    assert alone.judge_floor is None
    assert alone.verify_below(BELOW).check == "threshold"
    judge = LLMJudge(lambda prompt: "yes", grey_zone=(0.85, 0.97))
    chain = VerificationChain(critical_checks(), judge=judge)
    assert chain.verify_below(BELOW).check == "threshold" and judge.calls == 0
