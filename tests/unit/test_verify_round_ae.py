"""Sets ae and af (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule, some of them refused before, are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # a period of the year's quarters, in English and Chinese
    ("show me the sales figures for this quarter", "show me the sales figures for last quarter",
     "datetime"),
    ("what is our revenue forecast for next quarter",
     "what is our revenue forecast for the current quarter", "datetime"),
    ("本季度的销售额是多少", "上季度的销售额是多少", "datetime"),
    # "fail to <verb>" against the verb said plainly
    ("what happens if i fail to appear in court for a traffic ticket",
     "what happens if i appear in court for a traffic ticket", "negation"),
    ("what if a seller fails to properly disclose defects in california",
     "what if a seller discloses defects in california", "negation"),
    # an obligation against a permission, in a yes/no question
    ("is a face mask required on flights", "is a face mask allowed on flights", "question"),
    ("are masks mandated on us domestic flights", "are masks allowed on us domestic flights",
     "question"),
    ("is a name change compulsory after marriage in france",
     "is a name change permitted after marriage in france", "question"),
    ("is a permit required to replace a water heater",
     "is it allowed to replace a water heater", "question"),
    # measured against another unit
    ("how many grams of protein per kg should i eat to build muscle",
     "how many grams of protein per lb should i eat to build muscle", "numbers"),
    ("what is the price per kilo of rice", "what is the price per pound of rice", "numbers"),
]
ACCEPT = [
    ("what were sales in the current quarter", "what were sales this quarter"),
    ("what if i fail to pay my taxes", "what if i don't pay my taxes"),
    ("is a visa required for japan", "do i need a visa for japan"),
    # "permit" the noun is no permission
    ("is a permit required for water heater replacement",
     "do i need a permit to replace a water heater"),
    ("is it mandatory to wear a helmet", "is wearing a helmet required by law"),
    ("am i allowed to bring food on the plane", "is it permitted to bring food on a plane"),
    ("how much protein per kg of body weight", "how much protein per kilogram of bodyweight"),
    ("what is the price per kilo of beef", "how much does beef cost per kg"),
    ("what is the minimum age required to get a driver's license in texas",
     "what is the minimum age allowed to get a driver's license in texas"),
    ("which vaccines are required for kindergarten in california and what exemptions are "
     "allowed", "which vaccines are mandatory for kindergarten in california and what "
     "exemptions are permitted"),
    # a quarter that is no period
    ("what does a last quarter moon look like", "what does a third quarter moon look like"),
    ("is this quarter from 1965 worth anything", "is a 1965 quarter worth anything"),
    ("which team scored more in the last quarter of super bowl 58",
     "which team scored more in the fourth quarter of super bowl 58"),
    ("what was tesla's revenue growth over the past quarter",
     "what was tesla's revenue growth last quarter"),
    ("帮我总结一下季度销售数据", "帮我总结季度销售数据"),
    ("马上季度报告就要发了，需要准备哪些材料", "季度报告马上就要发了，需要准备哪些材料"),
    # other words for not doing it; "fail" that is no deed
    ("what happens if a tenant fails to pay rent in texas",
     "what happens if a tenant stops paying rent in texas"),
    ("what are the penalties for failing to register for the selective service",
     "what are the penalties for neglecting to register for the selective service"),
    ("i forgot to add a file to my last git commit",
     "how do i add a file to my last git commit"),
    ("should i take organic chemistry pass/fail to protect my gpa",
     "should i take organic chemistry as satisfactory/unsatisfactory to protect my gpa"),
    ("what causes congestive heart failure to worsen suddenly",
     "what causes chf to worsen suddenly"),
    # one side measuring against both units
    ("how do i convert a price per kg into a price per lb",
     "how do i convert a price per kg into imperial units"),
    ("why is gas sold per gallon in the us instead of per liter",
     "why is gas sold per gallon in the us instead of by the liter"),
    # "what city is x in" asks a place; "which state is the cheapest to live in" does not
    ("where is the louvre located", "what city is the louvre museum in"),
    ("which state is the cheapest to live in", "what is the cheapest state to live in"),
    ("what country is the best to retire in", "what is the best country to retire in"),
    ("where is the eiffel tower", "what country is the eiffel tower in"),
    ("which city is the capital of australia", "what is the capital of australia"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
