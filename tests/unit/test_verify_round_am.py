"""Sets am and an (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # "hardly" negates
    ("how do i set up a budget when my income hardly changes month to month",
     "how do i set up a budget when my income changes month to month", "negation"),
    # prefixes and lexicon
    ("how do i speed up aerobic composting in winter",
     "how do i speed up anaerobic composting in winter", "opposites"),
    ("can a discontinuous function be riemann integrable",
     "can a continuous function be riemann integrable", "opposites"),
    ("what's the maximum sentence for voluntary manslaughter in california",
     "what's the maximum sentence for involuntary manslaughter in california", "opposites"),
    ("which serif fonts are best for long-form reading on screens",
     "which sans serif fonts are best for long-form reading on screens", "opposites"),
    ("does a heavier object fall faster than a lighter one in a vacuum",
     "does a heavier object fall faster than a lighter one in air", "opposites"),
    ("do i need to collimate my dobsonian every time i use it",
     "do i need to collimate my dobsonian the first time i use it", "opposites"),
    # ordinals in figures and words, against another one
    ("what does the 4th amendment say", "what does the fifth amendment say", "numbers"),
]
ACCEPT = [
    ("my income hardly changes, how do i budget",
     "my income scarcely changes, how should i budget"),
    ("why does my cat hardly ever drink water", "why does my cat rarely drink water"),
    ("how much water should i drink during the day", "how much water should i drink daily"),
    ("can you drink coffee the day after a colonoscopy",
     "can you drink coffee the next day after a colonoscopy"),
    ("what day comes after february 28 in a leap year",
     "what is the next day after february 28 in a leap year"),
    ("do non-citizens have fourth amendment protections",
     "are non-citizens protected by the 4th amendment"),
    ("sql 2nd highest salary", "sql query second highest salary"),
    # from the review of these rules
    ("what is the best sans-serif font for a resume",
     "what is the best sans serif font for a resume"),
    ("is arial a serif or sans-serif font", "is arial sans serif"),
    ("is sprinting aerobic exercise", "is sprinting an aerobic exercise"),
    ("is the pharmacy open day after tomorrow", "is the pharmacy open the day after tomorrow"),
    ("what should i eat the day before a marathon",
     "what should i eat on the day before a marathon"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
