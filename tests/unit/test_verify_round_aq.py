"""Sets aq and ar (written blind, run once before any fix): the near-miss they showed is
refused now, and the paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how do i ask my horse to shorten its stride in trot",
     "how do i ask my horse to lengthen its stride in trot", "opposites"),
    ("do heat pumps cost less to operate than gas boilers",
     "do heat pumps cost more to operate than gas boilers", "opposites"),
    ("does a tesla cost less than a bmw", "is a bmw cheaper than a tesla", "roles"),
    # from the review of these rules
    ("does intermittent fasting shorten lifespan in mice",
     "does intermittent fasting lengthen lifespan in mice", "opposites"),
    ("为啥猫咪喜欢晒太阳", "猫咪啥时候喜欢晒太阳", "question"),
    # a wait is no deadline; a date is no count of days
    ("how long do i have to wait before i can appeal a judgment",
     "what's the deadline to appeal a judgment", "question"),
    ("what is the date of thanksgiving 2025", "how many days until thanksgiving 2025",
     "question"),
]
ACCEPT = [
    ("which philosopher was aristotle's teacher", "who taught aristotle"),
    ("do heat pumps cost less to operate than gas boilers",
     "is a heat pump cheaper to run than a gas boiler"),
    ("does an iphone cost more in the uk than in the us",
     "is an iphone more expensive in the uk than in the us"),
    ("which general rule applies to contracts", "what rule applies to contracts"),
    # from the review of these rules: a person noun before another noun names no person
    ("what governor races are on the ballot in 2026",
     "which gubernatorial elections are on the ballot in 2026"),
    ("what monarch caterpillar food can i plant in my garden",
     "what can i plant in my garden to feed monarch caterpillars"),
    ("what pope name did jorge bergoglio choose", "what papal name did jorge bergoglio take"),
    ("which governor's mansion is the oldest in the us",
     "what is the oldest governor's residence in the us"),
    ("does a costco membership cost more or less than a sam's club membership",
     "is a costco membership cheaper or more expensive than a sam's club membership"),
    ("can i lengthen a necklace chain i already shortened",
     "can a necklace chain i shortened be made longer again"),
    ("你认为啥是最好的编程语言", "你觉得哪种编程语言最好"),
    # paraphrases of the earlier sets that the question check refused
    ("if goods get damaged in transit, is the carrier or the shipper responsible",
     "who is liable when goods are damaged during shipping, the shipper or the carrier"),
    ("is the driver or the owner liable for a parking ticket",
     "who is responsible for a parking ticket, the driver or the owner"),
    ("how many days do i have to appeal a final federal civil judgment",
     "what's the deadline to appeal a final judgment in a federal civil case"),
    ("how long after a hurricane do i have to submit a flood insurance claim",
     "what's the deadline to file a flood insurance claim after a hurricane"),
    ("when does us thanksgiving fall in 2025", "what is the date of thanksgiving 2025 in the us"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
