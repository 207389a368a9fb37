"""Through the cache: a unit, flag or LaTeX command written in another case is neither an exact
nor a semantic hit, while a prompt that only capitalizes an acronym differently, or writes a
unit in lower case, still hits."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from genaicache import Cache

pytestmark = pytest.mark.slow

DOWNLOAD = "The library wi-fi runs at 50 MB/s, how long will a 4 GB download take?"


@pytest.fixture()
def cache(tmp_path: Path, embedder: Any) -> Any:
    with Cache(path=str(tmp_path / "c.db"), embedder=embedder) as c:
        c.update(DOWNLOAD, "m", "82 seconds")
        c.update("How big is \\Large text in LaTeX?", "m", "17.28 pt")
        c.update("What does ls -R do?", "m", "lists recursively")
        c.update("What is AI?", "m", "artificial intelligence")
        yield c


def test_another_case_of_a_unit_flag_or_command_is_a_miss(cache: Any) -> None:
    assert cache.lookup(DOWNLOAD.replace("MB/s", "Mb/s"), "m") is None
    assert cache.lookup("How big is \\large text in LaTeX?", "m") is None
    assert cache.lookup("What does ls -r do?", "m") is None
    assert cache.stats().get("prompt.refused.case", 0) >= 3


def test_the_same_words_in_the_same_case_still_hit(cache: Any) -> None:
    hit = cache.lookup(DOWNLOAD, "m")
    assert hit is not None and hit.value == "82 seconds" and hit.kind == "exact"
    hit = cache.lookup("what does ls -R do", "m")
    assert hit is not None and hit.value == "lists recursively" and hit.kind == "exact"


def test_acronyms_and_units_in_lower_case_still_hit(cache: Any) -> None:
    hit = cache.lookup("what is ai", "m")  # acronyms are not marked: the same exact key
    assert hit is not None and hit.value == "artificial intelligence" and hit.kind == "exact"
    hit = cache.lookup(DOWNLOAD.replace("MB/s", "mb/s"), "m")  # a typing habit
    assert hit is not None and hit.value == "82 seconds" and hit.kind == "semantic"


def test_case_marks_survive_a_restart(tmp_path: Path, embedder: Any) -> None:
    path = str(tmp_path / "c.db")
    with Cache(path=path, embedder=embedder) as c:
        c.update(DOWNLOAD, "m", "82 seconds")
    with Cache(path=path, embedder=embedder) as c:
        assert c.lookup(DOWNLOAD.replace("MB/s", "Mb/s"), "m") is None
        assert c.lookup(DOWNLOAD, "m") is not None
