"""Sets bi and bj (written blind around airlines, weather, school science, languages,
aquariums, accounting, PC hardware, programming, banking apps, smart homes, email and
statistics, run once before any fix): the near-misses they showed, refused where a rule could
tell them apart, with the pairs a review of those rules wrote against them."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("what does a negatively skewed distribution look like",
     "what does a positively skewed distribution look like", "opposites"),
    # before a time, or since it
    ("outlook search for emails received before last monday",
     "outlook search for emails received since last monday", "datetime"),
    ("what songs were released before 2020", "what songs were released since 2020", "datetime"),
    # all of the things against a few of them
    ("what happens if all the bees die", "what happens if a few bees die", "quantifier"),
    # which people may do a thing, or when they may
    ("which people can view my calendar", "when can people view my calendar", "question"),
]
ACCEPT = [
    ("does caffeine affect sleep negatively",
     "does caffeine affect sleep positively or negatively"),
    # "since" giving a reason is no time
    ("how long should i wait to swim since i just ate",
     "how long should i wait before swimming after eating"),
    ("which people can view the google calendar events shared by me",
     "who can see the events i share in google calendar"),
    ("which people first settled new zealand", "which ethnic group first settled new zealand"),
    ("how do i stop caring about what others think",
     "how do i stop caring about what people think about me"),
    # "every few minutes" says how often, not all of them
    ("bank app keeps logging me out after a few minutes, why",
     "why does my bank app log me out every few minutes"),
    # how many a dish serves, "can" or "should": the review's; so "how many threads should a
    # java program run" / "can ... run" stays served
    ("how many people can a 16 inch pizza serve", "how many people should a 16 inch pizza serve"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
