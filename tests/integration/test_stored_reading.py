"""Entries keep their prompt's lexical reading: a lookup in a process that did not write the
entry analyzes only the query, and decides exactly as it would by analyzing both sides."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from genaicache import Cache
from genaicache.normalize import normalize
from genaicache.verify import text as verify_text
from genaicache.verify.reading import MAX_READING_CHARS, StoredReading, stored_reading

pytestmark = pytest.mark.slow

ENABLE = "How do I enable two-factor authentication on GitHub?"
DISABLE = "How do I disable two-factor authentication on GitHub?"  # must be refused
TIRE = "How do I fix a flat bicycle tire?"
TIRE_PARAPHRASE = "How can I repair a flat tire on my bicycle?"  # must be served


@pytest.fixture
def phrased_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The texts the checks analyze from scratch (their memos emptied first)."""
    seen: list[str] = []
    original = verify_text._expanded

    def recording(text: str) -> str:
        seen.append(text)
        return original(text)

    verify_text.phrased.cache_clear()
    verify_text.analyze.cache_clear()
    monkeypatch.setattr(verify_text, "_expanded", recording)
    yield seen
    verify_text.phrased.cache_clear()
    verify_text.analyze.cache_clear()


def fill(path: str, embedder: Any) -> None:
    with Cache(path=path, embedder=embedder) as cache:
        cache.update(ENABLE, "m", "enable answer")
        cache.update(TIRE, "m", "tire answer")


def strip_readings(path: str, embedder: Any) -> None:
    """Rewrite every entry without its stored reading (as written before readings existed)."""
    with Cache(path=path, embedder=embedder) as cache:
        for prompt in (ENABLE, TIRE):
            hit = cache.lookup(prompt, "m")
            assert hit is not None and "reading" in hit.entry.meta
            meta = {k: v for k, v in hit.entry.meta.items() if k != "reading"}
            cache.prompt.replace(replace(hit.entry, meta=meta))


@pytest.mark.parametrize("keep", [True, False])
def test_a_new_process_reads_the_cached_prompt_from_its_entry(
    tmp_path: Path, embedder: Any, phrased_texts: list[str], keep: bool
) -> None:
    path = str(tmp_path / "cache.sqlite3")
    fill(path, embedder)
    if not keep:
        strip_readings(path, embedder)
    verify_text.phrased.cache_clear()
    verify_text.analyze.cache_clear()
    phrased_texts.clear()
    with Cache(path=path, embedder=embedder) as cache:
        refused = cache.lookup(DISABLE, "m")
        served = cache.lookup(TIRE_PARAPHRASE, "m")
        stats = cache.stats()
    # the same decisions either way
    assert refused is None and stats["prompt.refused.opposites"] == 1
    assert served is not None and served.soft and served.value == "tire answer"
    assert {normalize(DISABLE), normalize(TIRE_PARAPHRASE)} <= set(phrased_texts)
    cached = {normalize(ENABLE), normalize(TIRE)} & set(phrased_texts)
    assert cached == (set() if keep else {normalize(ENABLE), normalize(TIRE)})


@pytest.mark.parametrize("text", [
    "how do i enable 2fa on github", "can i take ibuprofen with 500 mg of tylenol?",
    "我对花生过敏，可以吃这个蛋糕吗？", "don't the new iphone 15's cameras beat pixel 8's?",
    "convert 7 am est to pst", "", "   ",
])
def test_a_stored_reading_is_the_analysis_itself(text: str) -> None:
    text = normalize(text)
    raw = stored_reading(text)
    if not text.strip():
        assert raw is None
        return
    back = StoredReading.from_json(raw, text)
    assert back is not None
    assert back.analysis(text) == verify_text.analyze(text)
    assert (back.wording, back.rewrites) == verify_text.phrased(text)


def test_long_prompts_keep_no_reading(embedder: Any) -> None:
    cache = Cache(embedder=embedder)
    entry = cache.update("word " * (MAX_READING_CHARS // 5 + 1), "m", "long answer")
    assert entry is not None and "reading" not in entry.meta
    short = cache.update(TIRE, "m", "tire answer")
    assert short is not None and StoredReading.from_json(short.meta["reading"],
                                                         normalize(TIRE)) is not None


def test_no_reading_is_kept_when_verification_is_off(embedder: Any) -> None:
    entry = Cache(embedder=embedder, verify=False).update(TIRE, "m", "tire answer")
    assert entry is not None and "reading" not in entry.meta


def _valid() -> dict[str, Any]:
    raw = stored_reading(normalize(ENABLE))
    assert raw is not None
    return raw


@pytest.mark.parametrize("change", [
    {"v": "1:another-lexicon"},  # made by other reading code or lexicons
    {"text": "0" * 16},  # made for another text
    {"tokens": "how do i"}, {"stems": [None]}, {"canon": 3}, {"wording": None},
    {"rewrites": [["only one"]]}, {"entities": [1]},
])
def test_a_reading_that_does_not_fit_is_ignored(change: dict[str, Any]) -> None:
    assert StoredReading.from_json({**_valid(), **change}, normalize(ENABLE)) is None


@pytest.mark.parametrize("raw", [None, "reading", [], {}, {"v": ""}])
def test_malformed_readings_are_ignored(raw: Any) -> None:
    assert StoredReading.from_json(raw, normalize(ENABLE)) is None


def test_another_text_s_reading_never_decides(
    tmp_path: Path, embedder: Any, phrased_texts: list[str]
) -> None:
    """An entry holding the reading of another prompt (a corrupt record) is read afresh:
    "disable" is still refused against the cached "enable"."""
    path = str(tmp_path / "cache.sqlite3")
    fill(path, embedder)
    with Cache(path=path, embedder=embedder) as cache:
        hit = cache.lookup(ENABLE, "m")
        assert hit is not None
        wrong = stored_reading(normalize(DISABLE))
        cache.prompt.replace(replace(hit.entry, meta={**hit.entry.meta, "reading": wrong}))
    verify_text.phrased.cache_clear()
    verify_text.analyze.cache_clear()
    with Cache(path=path, embedder=embedder) as cache:
        assert cache.lookup(DISABLE, "m") is None
        assert cache.stats()["prompt.refused.opposites"] == 1
    assert normalize(ENABLE) in phrased_texts
