"""Sets bc and bd (written blind around shopping, phones, cooking, pets, travel, health,
programming, office software, school, money, cars and home questions, run once before any
fix): the near-misses they showed are refused now where a rule could tell them apart, and the
paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("sql: get top 10 percent of rows", "sql: get top 10 rows", "numbers"),
    ("how much is a 15 tip on 80 dollars", "how much is a 15% tip on 80 dollars", "numbers"),
    ("is too much coffee bad for you", "is coffee bad for you", "quantifier"),
]
ACCEPT = [
    ("can i get 10 percent off", "can i get 10% off"),
    ("is drinking too much coffee bad for you", "is excessive coffee consumption bad for you"),
    ("can root rot in tomato plants be caused by too much water",
     "does overwatering cause root rot in tomatoes"),
    ("why do i sleep too much", "why do i sleep so much"),
    # "how do i" against "can i" stays served: read apart, it refused 25 labelled paraphrases
    # of qqp_dev ("how do i block topics on quora" / "can i block a topic on quora")
    ("how do i block topics on quora", "can i block a topic on quora"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
