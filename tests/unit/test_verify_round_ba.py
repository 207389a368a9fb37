"""Sets ba and bb (written blind around investing, workplace, government, real estate,
electronics, games, sports and trivia questions, run once before any fix): the near-misses
they showed are refused now, and the paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("can i travel abroad and come back on my green card if it expired 6 months ago",
     "can i travel abroad and come back on my green card if it expires in 6 months", "datetime"),
    ("which is safer for a borrower, a fixed-rate or an adjustable-rate mortgage",
     "which is riskier for a borrower, a fixed-rate or an adjustable-rate mortgage", "opposites"),
    ("who was darth vader's father", "who was darth vader's son", "opposites"),
    ("how many va home loans can you have at the same time",
     "how many times can you use a va home loan", "quantifier"),
    ("how many ibuprofen can i take at once", "how many ibuprofen can i take in a day",
     "quantifier"),
    ("i was charged in march and april for a plan i cancelled in may",
     "i was charged in may for a plan i cancelled in march and april", "datetime"),
    # from the review of these rules: a time asked in another grain, the answer turned round
    ("what decade did the beatles break up", "what year did the beatles break up", "question"),
    ("what century was the printing press invented", "what year was the printing press invented",
     "question"),
    ("is it safe to take ibuprofen while pregnant", "is it risky to take ibuprofen while pregnant",
     "opposites"),
]
ACCEPT = [
    ("how do we tell my grandmother that my father, her son, has died",
     "how do i tell my grandmother that her son has died"),
    ("do both spouses need their own passport", "does each spouse need a passport"),
    ("how many tabs can i have open at once in chrome",
     "how many tabs can chrome have open at the same time"),
    # from the review of these rules: "in 3 weeks" that is no date ahead, "at the same time"
    # that narrows nothing, "safe" the noun
    ("i started taking creatine 3 weeks ago, should i see results",
     "should i see results from creatine in 3 weeks"),
    ("how many people can be in a zoom meeting",
     "how many people can join a zoom meeting at the same time"),
    ("is it risky to keep cash in a home safe", "is it a bad idea to keep cash in a home safe"),
    ("every time i cook my own rice it turns out mushy, why",
     "why does my homemade rice always turn out mushy"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
