"""Sets ca and cb (written blind around childbirth, allergies, eye care, freelance
bookkeeping, stock options, underwriting, Laravel, Docker networking, SAP, horse riding,
climbing, public speaking, kindergartens, admissions abroad, car leasing, motorcycles,
boating, rail freight, heat pumps, wine, cosmetics, tattoos, esports and podcasts, run once
before any fix), and a review of the rules of sets by and bz written from their diff alone:
the near-misses they showed are refused now, and the paraphrases beside the rules are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("how do i use the macvlan network driver in docker",
     "how do i use the ipvlan network driver in docker", "entities"),
    ("how do i schedule a laravel command to run every minute",
     "how do i schedule a laravel command to run every hour", "opposites"),
    ("how do i run month-end closing in sap fi", "how do i run year-end closing in sap fi",
     "opposites"),
    ("how much does it cost to install a ductless heat pump",
     "how much does it cost to install a ducted heat pump", "opposites"),
    ("how should a teacher talk to the parents of a child who bites",
     "how should a teacher talk to the parents of a child who got bitten", "roles"),
    # the review's
    ("my daughter bullied two girls in her class, what should i do",
     "my daughter was bullied by two girls in her class, what should i do", "roles"),
    ("how many times has your dog bitten someone", "how many times has your dog been bitten",
     "roles"),
    ("what's the best day of the week to release a podcast episode",
     "what's the best time of day to release a podcast episode", "opposites"),
    # a lexicon term of four words, read since this round ("once in a while")
    ("should i water succulents once in a while", "should i water succulents daily",
     "opposites"),
]
ACCEPT = [
    # another sense of "commercial", a time after the deed
    ("how much does a tv commercial cost for a small roofing company that works on homes",
     "how much does local tv advertising cost for a residential roofing company"),
    ("can property inherited the year before a divorce be split",
     "can property that was inherited the year before a divorce be split"),
    ("can a doctor sued the first time for malpractice lose their license",
     "can a doctor who is sued for the first time for malpractice lose their license"),
    # idioms of "any" and "all"
    ("any idea what this error means", "what does all this error mean"),
    ("the doctor told me my older dog will need surgery, how long is recovery",
     "the doctor told me my older dog needed surgery, how long is recovery"),
    ("is it ok to eat fast food once in a while", "is it ok to eat fast food occasionally"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
