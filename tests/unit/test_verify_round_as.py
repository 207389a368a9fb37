"""Sets as and at (written blind around support, billing, HR and developer questions, run
once before any fix): the near-misses they showed are refused now, and the paraphrases beside
each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how many calendar days until my refund posts to my card",
     "how many business days until my refund posts to my card", "opposites"),
    ("how many points do i lose if i submit the assignment one week after the deadline",
     "how many points do i lose if i submit the assignment one day after the deadline",
     "numbers"),
    ("how many hours a day should i study", "how many hours a week should i study", "numbers"),
    ("how much bonus does the referred friend get in the refer-a-friend program",
     "how much bonus does the referrer get in the refer-a-friend program", "opposites"),
    ("how much storage does the whole account get on the team plan",
     "how much storage does each user get on the team plan", "opposites"),
    ("why can i receive calls but not make them on my phone",
     "why can i make calls but not receive them on my phone", "negation"),
    ("sql query for orders placed exactly 7 days ago",
     "sql query for orders placed in the last 7 days", "numbers"),
    ("how do i sign up for the company benefits portal",
     "how do i sign in to the company benefits portal", "opposites"),
    ("my baby won't stop crying", "my baby stopped crying", "negation"),
    # from the review of these rules
    ("what happens if my rent payment is a day late",
     "what happens if my rent payment is a week late", "numbers"),
    ("show me the emails i received 2 days ago",
     "show me the emails i received in the last 2 days", "numbers"),
    # the words before "N days ago" are read for that day only, not for the last N days
    ("show orders from within the past 7 days", "show orders placed more than 7 days ago",
     "numbers"),
    ("where is the sign-up page", "where is the sign-in page", "opposites"),
    ("how to win 10 robux", "how to get robux on windows 10", "entities"),
    ("how many days do i get to take off for bereavement",
     "what's the deadline to take bereavement leave", "question"),
]
ACCEPT = [
    ("sql query for orders placed since 7 days ago",
     "sql query for orders placed in the last 7 days"),
    ("how much water should i drink a day", "how much water should i drink daily"),
    ("do i need to water my lawn every day", "should i water my lawn daily"),
    ("why doesn't my phone make calls", "why can't my phone make calls"),
    ("how do i log in to the portal", "how do i sign in to the portal"),
    ("toilet wont stop running after flush fix",
     "my toilet keeps running after i flush. how do i fix it"),
    ("why does my dog not stop barking at night", "why does my dog keep barking at night"),
    # from the review of these rules: the start of a span, or a bound, is no day
    ("which files were modified less than 7 days ago",
     "which files were modified in the last 7 days"),
    ("i've had a fever since about three days ago, should i see a doctor",
     "i've had a fever for the past three days, should i see a doctor"),
    ("show transactions posted starting 5 days ago", "show transactions posted in the last 5 days"),
    ("what was the date of my last tetanus shot", "when did i last get a tetanus shot"),
    ("how long have i got to return a purchase", "what's the deadline to return a purchase"),
    ("how many weeks do i have to respond to a jury summons",
     "what is the last day to respond to a jury summons"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
