"""Words whose case carries meaning survive normalization as case marks, and the verifier
refuses a neighbour that writes one of them in another case."""

from __future__ import annotations

import pytest

from genaicache.keys import make_key
from genaicache.normalize import KeyPolicy, case_marks, normalize
from genaicache.params import parse_llm_string
from genaicache.verify import Candidate, Verdict, default_verifier
from genaicache.verify.case import case_conflict

PARAMS = parse_llm_string("gpt-x")


@pytest.mark.parametrize(("text", "marks"), [
    ("The wi-fi runs at 50 MB/s, how long for 4 GB?", "MB/s GB"),
    ("The wi-fi runs at 50 Mb/s, how long for 4 GB?", "Mb/s GB"),
    ("Is a 5 MW turbine bigger than a 500 kW one?", "MW kW"),
    ("How big is \\Large text in LaTeX?", "\\Large"),
    ("what does ls -r do", "-r"),
    ("What does `ls -R` do?", "-R"),
    ("What does %Y mean in strftime?", "%Y"),
    ("Download speed of 100Mbps", "100Mbps"),
    ("What is the GB's size in MB", "GB MB"),        # the possessive is not part of the word
    # acronyms, product names and identifiers: people write them in every case
    ("Does the iPhone 15 support it?", ""),
    ("Is it hard to learn JAVA or Go?", ""),
    ("how to set JAVA_HOME on Mac", ""),
    ("What is AI?", ""),
    ("How do I reset my password?", ""),
    ("HOW MANY MB IN A GB", ""),                      # capitals only: shouting
    ("北京到上海多远", ""),
    ("how many mb in a gb", ""),
    ("is e-mail safe", ""),
    ("what is -5 squared", ""),
])
def test_case_marks_keep_the_words_whose_case_may_carry_meaning(text: str, marks: str) -> None:
    assert case_marks(text) == marks


def test_policies_that_keep_case_have_no_marks() -> None:
    for policy in (KeyPolicy.RAW, KeyPolicy.WHITESPACE):
        assert case_marks("50 MB/s", policy) == ""
    assert case_marks("50 MB/s", KeyPolicy.AGGRESSIVE) == "MB/s"


def test_the_exact_key_tells_a_unit_s_case_apart_and_nothing_else() -> None:
    def key(text: str) -> str:
        return make_key("prompt", PARAMS, text).exact

    assert key("runs at 50 MB/s") != key("runs at 50 Mb/s")
    assert key("runs at 50 MB/s") != key("runs at 50 mb/s")
    assert key("what does ls -R do") != key("what does ls -r do")
    assert key("How do I learn Python?") == key("how do i learn python")
    assert key("What is AI?") == key("what is ai")
    assert key("Is the IPhone 15 waterproof") == key("is the iPhone 15 waterproof")
    assert key("how to set JAVA_HOME on Mac") == key("how to set java_home on mac")
    # a prompt without marks keeps the key it had before marks were read
    plain = make_key("prompt", PARAMS, "how do i learn python")
    assert plain.case == "" and normalize("How do I learn Python?") == plain.text


@pytest.mark.parametrize(("a", "b", "found"), [
    ("MB/s", "Mb/s", ("MB/s", "Mb/s")),
    ("MW", "mW", ("MW", "mW")),
    ("-R", "-r", ("-R", "-r")),
    ("%Y", "%y", ("%Y", "%y")),
    ("\\large", "\\Large", ("\\large", "\\Large")),
    ("MB", "", None),             # a unit in capitals on one side only: a typing habit
    ("GB MB/s", "GB MB/s", None),
    ("GB", "MB", None),           # other units are the numbers check's
])
def test_case_conflict(a: str, b: str, found: tuple[str, str] | None) -> None:
    assert case_conflict(a, b) == found


def verdict(query: str, cached: str, similarity: float) -> Verdict:
    """The default chain's verdict on a pair, both sides normalized and with their case
    marks, as the prompt tier sends it."""
    return default_verifier().verify(Candidate(
        normalize(query), normalize(cached), similarity,
        query_case=case_marks(query), matched_case=case_marks(cached)))


def test_the_chain_refuses_identical_texts_whose_case_marks_differ() -> None:
    refused = verdict("The wi-fi runs at 50 Mb/s", "the wi-fi runs at 50 MB/s", 1.0)
    assert not refused.accept and refused.check == "case"
    assert "'Mb/s' vs 'MB/s'" in refused.reason
    assert verdict("The wi-fi runs at 50 Mb/s", "The wi-fi runs at 50 Mb/s", 1.0).accept


def test_the_chain_refuses_another_case_beside_other_wording() -> None:
    refused = verdict("how big is \\large text", "what size is \\Large text", 0.9)
    assert not refused.accept and refused.check == "case"
