"""Named things that add nothing to the question: a place said only to locate another named
thing, the English source of a translation, "in go" for the Go language, and "before bed" as
the night; each with the near misses that must still be refused."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

ACCEPT_PLACES = [
    # a known container right after the thing it locates
    ("what's the population of lagos", "how many people live in lagos, nigeria"),
    ("what's the population of toronto", "how many people live in toronto canada"),
    ("how tall is the eiffel tower", "height of the eiffel tower in paris"),
    ("toronto", "toronto canada"),
    ("best tacos in austin", "best tacos in austin, texas"),  # up the chain: texas, usa
    ("things to do in toronto", "things to do in toronto, ontario, canada"),
    ("flights from toronto to lagos", "flights from toronto, canada to lagos, nigeria"),
]

REFUSE_PLACES = [
    # the place is not the known one's container: another town of the same name
    ("population of paris", "population of paris, texas"),
    ("population of lagos, nigeria", "population of lagos, portugal"),
    ("population of lagos", "population of lagos, portugal"),
    ("population of london", "population of london, ontario"),
    ("distance from toronto to paris", "distance from toronto to paris, canada"),
    ("how tall is the eiffel tower in paris", "how tall is the eiffel tower in las vegas"),
    ("things to do in toronto, canada", "things to do in toronto, ohio"),
    # the container is the question, or stands alone
    ("is toronto in canada", "is toronto a city"),
    ("is lagos in nigeria", "is lagos in portugal"),
    ("weather in toronto", "weather in canada"),
    ("how tall is the eiffel tower", "height of the tower in paris"),
    ("population of toronto", "population of toronto and canada"),
    ("population of new york", "population of york"),
]

ACCEPT_TRANSLATION = [
    ("translate 'thank you very much' from english to japanese",
     "how do you say 'thank you very much' in japanese"),
    ("translate 'thank you very much' from english into spanish",
     "how do you say thank you very much in spanish"),
]

REFUSE_TRANSLATION = [
    # the other side translates from the language, or names another source or target
    ("translate 'hola' from english to spanish", "translate 'hola' from spanish"),
    ("translate 'merci' from english to french", "translate 'merci' from german to french"),
    ("translate 'thank you' from english to japanese", "how do you say 'thank you' in chinese"),
    ("translate 'danke' from german to english", "how do you say 'danke' in english"),
]

ACCEPT_ALIASES = [
    ("how do i parse json into a struct in go", "golang decode json to struct"),
    ("how do i read a whole file in go", "golang read entire file contents"),
]

REFUSE_ALIASES = [
    ("what is java", "what is javascript"),
    ("how do i go to paris", "golang paris"),
    ("what are the rules of go", "golang rules"),
    ("where should i go in paris", "golang in paris"),
    ("can i set up windows 10 without a microsoft account",
     "can i set up windows 11 without a microsoft account"),
    ("how to win 10 robux", "how to get robux on windows 10"),
]

ACCEPT_NIGHT = [
    ("is it bad to not brush your teeth at night",
     "is it bad if you don't brush your teeth before bed"),
    ("should i take melatonin at night", "should i take melatonin before going to bed"),
]

REFUSE_NIGHT = [
    ("should i brush my teeth in the morning", "should i brush my teeth before bed"),
    ("should i eat before bed", "should i eat in the evening"),
    ("is it bad to eat before bed", "is it bad to eat"),
    ("睡前喝牛奶好吗", "早上喝牛奶好吗"),
]

ACCEPT = ACCEPT_PLACES + ACCEPT_TRANSLATION + ACCEPT_ALIASES + ACCEPT_NIGHT
REFUSE = REFUSE_PLACES + REFUSE_TRANSLATION + REFUSE_ALIASES + REFUSE_NIGHT


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
