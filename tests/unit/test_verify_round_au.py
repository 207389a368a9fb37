"""Sets au and av (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("can i use either the standard deduction or itemized deductions",
     "can i use both the standard deduction and itemized deductions", "quantifier"),
    ("how do i remove the background from multiple images in photoshop at once",
     "how do i remove the background from one image in photoshop", "quantifier"),
    ("is it safe to eat cooked sushi while pregnant", "is it safe to eat sushi while pregnant",
     "quantifier"),
    ("is it worth buying a refurbished macbook", "is it worth buying a macbook", "quantifier"),
    ("can i take my unvaccinated puppy to the dog park",
     "can i take my puppy to the dog park", "quantifier"),
    ("how much does the pixel 8 pro weigh", "how much does the pixel 8 weigh", "numbers"),
    ("is the store open on easter sunday", "is the store open on easter monday", "datetime"),
    ("is the store open on easter sunday", "is the store open on sunday", "datetime"),
    ("what was the date the berlin wall came down", "why did the berlin wall fall", "question"),
    ("一英寸等于多少厘米", "一英尺等于多少厘米", "numbers"),
    # from the review of these rules
    ("what is the date the clocks change in the uk", "what time do the clocks change in the uk",
     "question"),
    ("do i need both a passport and a visa to enter turkey",
     "do i need a passport or a visa to enter turkey", "quantifier"),
    ("can you eat raw frozen shrimp", "can you eat frozen shrimp", "quantifier"),
    ("is a jailbroken iphone safe for banking apps", "is an iphone safe for banking apps",
     "quantifier"),
    ("is it worth getting used airpods", "is it worth getting airpods", "quantifier"),
    ("what smells are not recommended for cats", "what smells do cats avoid", "negation"),
]
ACCEPT = [
    ("pixel 8 pro weight in oz", "how much does the pixel 8 pro weigh in ounces"),
    ("does moisturizer go on before or after sunscreen",
     "should i apply sunscreen before or after moisturizer"),
    ("for cpu-heavy workloads, is go slower than rust",
     "is rust faster than go for cpu-bound tasks"),
    ("is drinking alcohol not recommended while taking metronidazole",
     "should i avoid alcohol while on metronidazole"),
    ("on which weekday did 4 july 1776 fall", "what day of the week was july 4, 1776"),
    ("time needed to walk ten kilometers", "how long does it take to walk 10 km"),
    ("what date does easter sunday fall on in 2026", "when is easter in 2026"),
    ("what was the date the berlin wall came down", "when did the berlin wall fall"),
    ("which foods should pregnant women not eat", "what foods are off-limits during pregnancy"),
    # a state the other side says with a verb, or no state at all
    ("what are the best ways to defrost lobster tails",
     "how do you properly thaw frozen lobster tails"),
    ("how can i get leftover dog urine smell out of my carpet",
     "how do i get dog urine odor out of my carpet"),
    ("which programming language is the most used nowadays",
     "what is the most used programming language nowadays"),
    # from the review of these rules: "one" said otherwise, "either" that says both, a state
    # said in other words or not a state at all, the choice of a link in more words
    ("how to select multiple files at once on mac",
     "how to select more than one file at once on mac"),
    ("how to merge multiple columns into one in excel",
     "how to merge columns into one column in excel"),
    ("how to split one cell into multiple in excel",
     "how to split a cell into multiple cells in excel"),
    ("why is there no sound from either of my airpods",
     "why is there no sound from both of my airpods"),
    ("how to dispose of used cooking oil", "how to dispose of cooking oil"),
    ("what were ships that used oars called", "what were ships with oars called"),
    ("what happens if you eat moldy bread", "what happens if you eat bread with mold"),
    ("is it safe to take expired ibuprofen", "is it safe to take out of date ibuprofen"),
    ("how to recover from stolen identity", "how to recover from identity theft"),
    ("i cooked chicken on monday is it still good", "is chicken i made on monday still good"),
    ("is london ahead of or behind new york", "is new york ahead of or behind london"),
    ("should the vapor barrier go above or under the insulation",
     "should the insulation go above or under the vapor barrier"),
    ("which credit cards do not charge foreign transaction fees",
     "which credit cards are foreign transaction fee-free"),
    ("what's the date the next full moon happens", "when is the next full moon"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
