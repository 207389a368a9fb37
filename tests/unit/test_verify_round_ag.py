"""Sets ag and ah (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule are still served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # quantities counted over another period
    ("is an ssd rated for 600 tbw enough for 50 gb of writes a day over 5 years",
     "is an ssd rated for 600 tbw enough for 50 gb of writes an hour over 5 years", "numbers"),
    # another variant of one model
    ("does the galaxy s23 support 45w fast charging",
     "does the galaxy s23 ultra support 45w fast charging", "numbers"),
    ("does the iphone 13 mini support magsafe", "does the iphone 13 support magsafe", "numbers"),
    # lexicon groups
    ("why does my cat's pupil dilate in bright light",
     "why does my cat's pupil constrict in bright light", "opposites"),
    ("is mild vomiting after a rabies vaccine normal for a cat",
     "is severe vomiting after a rabies vaccine normal for a cat", "opposites"),
    ("how to treat moderate acne", "how to treat severe acne", "opposites"),
    ("is caffeine a vasodilator", "is caffeine a vasoconstrictor", "opposites"),
    ("is a slightly swollen face after a bee sting normal for a dog",
     "is a severely swollen face after a bee sting normal for a dog", "opposites"),
    # "de-" against the plain word; a particle against its opposite after a hyphen
    ("am i billed for an azure vm that's stopped but still allocated",
     "am i billed for an azure vm that's stopped and deallocated", "opposites"),
    ("is freight-in included in inventory cost", "is freight-out included in inventory cost",
     "opposites"),
    ("how do i opt-in to marketing emails", "how do i opt-out of marketing emails",
     "opposites"),
    ("how much does an in-network er visit cost",
     "how much does an out-of-network er visit cost", "opposites"),
    ("are on-peak electricity rates cheaper on weekends",
     "are off-peak electricity rates cheaper on weekends", "opposites"),
    # all against some, the only word that differs
    ("does amazon prime give free shipping on all items",
     "does amazon prime give free shipping on some items", "quantifier"),
    # all of them against one of them, in a question too
    ("can all of my family members use my costco membership",
     "can one family member use my costco membership", "quantifier"),
]
ACCEPT = [
    ("how much should i save a month", "how much should i save per month"),
    ("does the pixel 8 pro have a telephoto lens",
     "does the google pixel 8 pro come with a telephoto camera"),
    ("macbook air m2 max memory gb",
     "what's the maximum ram you can get in the m2 macbook air"),
    ("what is the difference between opt-in and opt-out",
     "what is the difference between opt-out and opt-in"),
    ("how do i decompress a tar file", "how do i extract a tar file"),
    ("do all dogs need shots", "do all dogs need vaccines"),
    # no product variant: "plus" joins things, "ultra hd", "professional" is "pro"
    ("how do i build a rest api with python 3 plus django",
     "how do i build a rest api with python 3 and django"),
    ("how do i enable bitlocker on windows 11 pro",
     "how do i enable bitlocker on windows 11 professional"),
    ("iphone 15 vs iphone 15 pro camera comparison",
     "iphone 15 pro vs iphone 15 camera comparison"),
    ("does netflix stream in 4k ultra hd", "does netflix stream in ultra hd 4k"),
    # "de-" as a removal; "up" / "down" after a hyphen
    ("how to deseed a pomegranate fast", "how to get the seeds out of a pomegranate fast"),
    ("how to defrost a car windshield quickly", "how to get frost off a car windshield quickly"),
    ("what led to the break-up of the soviet union",
     "what led to the break-down of the soviet union"),
    # "any" and "one" are no "some" against "every" and "each"
    ("can any adult open a roth ira", "can every adult open a roth ira"),
    ("can all of my kids share one netflix account", "can my kids share one netflix account"),
    ("is one dose enough for all patients", "is a single dose enough for every patient"),
    ("do i pay tax on every withdrawal from a roth ira",
     "do i pay tax on any withdrawal from a roth ira"),
    # "neglect" is no "fail"
    ("is it neglect to leave a 10 year old home alone",
     "is it neglect to leave a 10 year old at home alone"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
