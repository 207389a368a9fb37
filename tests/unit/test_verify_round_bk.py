"""Sets bk and bl (written blind around cars, bikes, plumbing, medicines, camping, weddings,
Go and Rust, cloud billing, APIs, video editing, online shopping and phone plans, run once
before any fix): the near-miss they showed is refused now, and the paraphrases beside the
new rule are served, with the pairs a review of it wrote against it. "go" read as "golang"
was tried and dropped: "the rules of go" is the board game."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # how often, every one period against every other
    ("does the aws free tier usage reset at the start of each year",
     "does the aws free tier usage reset at the start of each month", "opposites"),
    ("does my data plan reset every month", "does my data plan reset every year", "opposites"),
    ("should i back up my phone every day", "should i back up my phone weekly", "opposites"),
    ("how much does netflix cost each month", "how much does netflix cost per year", "opposites"),
]
ACCEPT = [
    ("does my data allowance reset each month", "does my data allowance reset monthly"),
    ("does the api rate limit reset every hour", "does the api rate limit reset hourly"),
    # the review's: a conversion between periods says no frequency
    ("if i work 8 hours per day 5 days a week how many hours do i work in a week",
     "if i work 8 hours a day 5 days a week how many hours do i work each week"),
    ("how many days would a year have if every month had 30 days",
     "how many days per year if all months had 30 days"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
