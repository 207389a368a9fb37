"""Sets bo and bp (written blind around pharmacy, dog training, solar power, travel in Japan,
Docker, employment law, pottery, loans, React, fly fishing, wine, 3D printing, immigration,
Linux, pregnancy, e-commerce, climbing, home insurance, Android and board games, run once
before any fix): the near-misses they showed are refused now, and the paraphrases beside the
new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how do i narrow a type in typescript", "how do i widen a type in typescript", "opposites"),
    # named things: screen densities, wines and grapes
    ("how many pixels is 16dp on an xxhdpi screen", "how many pixels is 16dp on an xhdpi screen",
     "entities"),
    ("does all sparkling wine come from france", "does all champagne come from france",
     "entities"),
    ("is merlot sweet", "is malbec sweet", "entities"),
    # an amount on one side only
    ("can i drink a lot of coffee while pregnant", "can i drink coffee while pregnant",
     "quantifier"),
    ("怀孕期间可以喝很多咖啡吗", "怀孕期间可以喝咖啡吗", "quantifier"),
    # what might happen against what did
    ("my dog might bite someone, what should i do", "my dog bit someone, what should i do",
     "datetime"),
    ("my dog might begin barking at night", "my dog began barking at night", "datetime"),
    # done by the subject against done to it
    ("can a kotlin data class inherit from another class", "can a kotlin data class be inherited",
     "roles"),
    ("can my phone track me", "can my phone be tracked", "roles"),
    # the review's
    ("what should i do if my package might be stolen",
     "what should i do if my package was stolen", "datetime"),
    ("can a police officer arrest someone while off duty",
     "can a police officer be arrested while off duty", "roles"),
    ("is my phone tracking me", "is my phone being tracked", "roles"),
    ("can too much fertilizer burn plants overnight", "can fertilizer burn plants overnight",
     "quantifier"),
    ("吃糖过多会得糖尿病吗", "吃糖会得糖尿病吗", "quantifier"),
]
ACCEPT = [
    ("how do i narrow a type in typescript", "type narrowing in typescript"),
    ("can i drink a lot of coffee while pregnant",
     "is it ok to drink lots of coffee while pregnant"),
    ("can i eat a little chocolate on keto", "can i have a bit of chocolate on keto"),
    ("can root rot in tomato plants be caused by too much water",
     "does overwatering cause root rot in tomatoes"),
    ("is there really alot of rape in prison", "are there really a lot of rapes in prison"),
    ("my dog might bite someone, what should i do", "my dog could bite someone, what should i do"),
    ("can a kotlin data class be inherited from", "can you inherit from a kotlin data class"),
    ("can a sealed class be extended", "can you extend a sealed class"),
    ("is cabernet sauvignon heavier than pinot noir", "is cab sauv heavier than pinot noir"),
    # the review's: "narrow" said of a thing, "a little" as small, events that fire, a
    # question what could cause a thing, other words for an amount
    ("how do i widen shoes that pinch", "how can i stretch shoes that are too narrow"),
    ("is it ok to leave a little kid home alone for an hour",
     "is it ok to leave a young child home alone for an hour"),
    ("is it a little weird to wear shorts to the office",
     "is it weird to wear shorts to the office"),
    ("does the onchange event fire when the value is set programmatically",
     "does the onchange event get fired when the value is set programmatically"),
    ("does my lease extend automatically if i do not give notice",
     "does my lease get extended automatically if i do not give notice"),
    ("what could cause my car battery to die overnight",
     "what caused my car battery to die overnight"),
    ("is it bad to eat a lot of eggs every day", "is it bad to eat many eggs every day"),
    ("is drinking tons of water bad for you", "is drinking lots of water bad for you"),
    ("is it safe to drink large amounts of water", "is it safe to drink large quantities of water"),
    ("what cheese goes with sauv blanc", "what cheese goes with sauvignon blanc"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
