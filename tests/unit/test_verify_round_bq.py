"""Sets bq and br (written blind around crypto wallets, knitting, hiking, small-business
accounting, Go, teenagers, car buying, phone photography, Kubernetes storage, tennis,
astronomy, plumbing, languages, Git, diabetes, airline miles, pandas, renting, guitar and
home security, run once before any fix): the near-misses they showed are refused now, and
the paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("what do i do if my son is being bullied by a classmate",
     "what do i do if my son is bullying a classmate", "roles"),
    ("when must i register for vat in the uk if my turnover will exceed the threshold",
     "when must i register for vat in the uk if my turnover has exceeded the threshold",
     "datetime"),
    ("what should i do if my teen skipped school once",
     "what should i do if my teen skips school every week", "quantifier"),
    ("how do i tune my guitar a half step down", "how do i tune my guitar a whole step down",
     "quantifier"),
]
ACCEPT = [
    ("what do i do if my son is being bullied by a classmate",
     "my son is bullied by a classmate, what do i do"),
    ("what do i do if a classmate is bullying my son",
     "what do i do if my son is being bullied by a classmate"),
    ("when must i register for vat if my turnover will exceed the threshold",
     "when do i need to register for vat if my turnover is going to exceed the threshold"),
    ("how do i tune my guitar a half step down", "how to tune a guitar down a half step"),
    ("what should i do if my teen skips school every week",
     "my teenager skips school every week, what should i do"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
