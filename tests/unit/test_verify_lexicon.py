"""The shipped lexicons and the shared text analysis."""

from __future__ import annotations

import json
from importlib import resources

from genaicache.verify.lexicon import entities, lexicon_sizes, opposite_groups, phrases
from genaicache.verify.text import analyze, canonical_wording, stem


def test_lexicons_ship_as_package_data_and_are_valid_json() -> None:
    data = resources.files("genaicache.verify").joinpath("data")
    names = {p.name for p in data.iterdir() if p.name.endswith(".json")}
    assert {"antonyms.json", "entities.json", "phrases.json", "stopwords.json"} <= names
    for name in names:
        json.loads(data.joinpath(name).read_text("utf-8"))


def test_lexicons_are_large_and_cover_english_and_chinese() -> None:
    sizes = lexicon_sizes()
    assert sizes["opposite_groups"] >= 300 and sizes["entity_aliases"] >= 500
    langs = {lang for _, lang in opposite_groups()}
    assert langs == {"en", "zh"}
    assert sum(1 for _, lang in opposite_groups() if lang == "zh") >= 100
    assert all(len(terms) >= 2 for terms, _ in opposite_groups())


def test_entities_map_aliases_to_one_name_and_spare_common_words() -> None:
    mapping = entities().mapping
    assert mapping["united states"] == mapping["u.s"] == "usa"
    assert mapping["golang"] == "golang" and mapping["北京"] == "北京"
    for word in ("react", "us", "got", "jobs", "polish", "node"):
        assert word not in mapping


def test_phrases_put_paraphrases_in_one_form() -> None:
    assert canonical_wording("How do I turn on two-factor authentication?") == "how do i enable 2fa"
    assert canonical_wording("Can't log in") == "can not login"
    assert phrases().mapping["colour"] == "color"


def test_light_stems_equate_inflections() -> None:
    assert stem("enabled") == stem("enabling") == stem("enables") == stem("enable")
    assert stem("stopped") == stem("stop") and stem("cities") == "city"
    assert stem("news") == "news"


def test_analysis_marks_entities_and_keeps_han_characters_as_tokens() -> None:
    a = analyze("Is Python faster than C++ in New York City?")
    assert a.entities == ("python", "c++", "new york")
    assert "python" in a.tokens and "c++" in a.tokens
    assert analyze("北京的天气").tokens == ("北京", "的", "天", "气")
