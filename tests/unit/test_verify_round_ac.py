"""Sets ac and ad (written blind, run once before any fix), the Chinese swap set aa left
served, and "stopped" for a "not" in progress: the near-misses are refused now, and the
paraphrases beside each new rule are still served."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rounds import round_tests

from genaicache.verify import Verdict

Lexical = Callable[[str, str], Verdict]  # the `lexical` fixture

REFUSE = [
    # lexicon groups
    ("is it cheaper to use electricity during peak hours",
     "is it cheaper to use electricity during off-peak hours", "opposites"),
    ("can the policyholder cancel a car insurance policy mid-term",
     "can the insurer cancel a car insurance policy mid-term", "opposites"),
    ("why was my hospital stay billed as inpatient",
     "why was my hospital stay billed as outpatient", "opposites"),
    # over- against under- of one word
    ("what are the signs of overtraining for a marathon",
     "what are the signs of undertraining for a marathon", "opposites"),
    ("was i overcharged on my phone bill", "was i undercharged on my phone bill", "opposites"),
    # the superlative against one of several; which ones against whether all
    ("is the queen's gambit the most popular chess opening",
     "is the queen's gambit a popular chess opening", "quantifier"),
    ("is python the fastest language", "is python a fast language", "quantifier"),
    ("is python the fastest language", "is python one of the fastest languages", "quantifier"),
    ("is e4 the most popular chess opening", "is e4 among the most popular chess openings",
     "quantifier"),
    ("is the iphone 15 the best phone for photography",
     "is the iphone 15 a good phone for photography", "quantifier"),
    ("does fidelity have the lowest fees", "does fidelity have low fees", "quantifier"),
    ("what garmin watches have ecg", "do all garmin watches have ecg", "quantifier"),
    ("which garmin watches have an ecg feature", "do all garmin watches have an ecg feature",
     "quantifier"),
    # within the last days against longer ago
    ("how do i find files modified in the last 7 days on linux",
     "how do i find files modified more than 7 days ago on linux", "numbers"),
    ("delete logs from the past 7 days", "delete logs older than 7 days", "numbers"),
    ("git commits in the last 3 days", "git commits before 3 days ago", "numbers"),
    # who acts, in Chinese
    ("员工离职时,公司能强制回购员工已行权的股票吗",
     "员工离职时,员工能强制公司回购自己已行权的股票吗", "roles"),
    ("房东可以随时进入租客的房间吗", "租客可以随时进入房东的房间吗", "roles"),
]
ACCEPT = [
    ("what is the difference between overfitting and underfitting",
     "what is the difference between underfitting and overfitting"),
    ("is python the fastest language", "is python the quickest language"),
    ("is everest the highest mountain", "is everest the tallest mountain"),
    ("which garmin watches have an ecg feature", "what garmin watches come with ecg"),
    ("how do i find files modified in the last 7 days on linux",
     "how do i find files modified over the last 7 days on linux"),
    ("how much rain fell in the last 24 hours", "how much rain fell in the past 24 hours"),
    ("how much has the s&p 500 returned over the past 10 years",
     "how much has the s&p 500 returned over 10 years"),
    # not "the most" after "not", nor "the least bit", nor another noun
    ("can i learn piano if i'm not the most musical person",
     "can i learn piano if i'm not a musical person"),
    ("is it even the least bit risky to update the bios", "is it a bit risky to update the bios"),
    ("is a quick nap the quickest way to boost energy",
     "is a quick nap the fastest way to boost energy"),
    # "any" after a modal is no "all" against "which"
    ("can any of my apps access my location", "which apps can access my location"),
    # both parties named on one side: no choice against one of them
    ("can the insurer deny a claim if the policyholder lied",
     "can an insurance company deny the policyholder's claim if they lied"),
    # a time or place moved before the subject, in Chinese: no other actor
    ("离职后员工能拿回公积金吗", "员工离职后能拿回公积金吗"),
    ("周末银行能办理业务吗", "银行周末能办理业务吗"),
    ("下班后老板能要求员工回复消息吗", "老板下班后能要求员工回复消息吗"),
    ("孩子得了流感能上学吗", "得了流感孩子能上学吗"),
    # "stopped <verb>ing" says "is not <verb>ing"
    ("what should i do if my clownfish isn't eating",
     "my clownfish has stopped eating, what should i do"),
    ("why is my phone not charging", "why has my phone stopped charging"),
    ("why is my cat not eating anymore", "why has my cat stopped eating"),
    ("why isn't my iphone charging", "why has my iphone stopped charging"),  # inverted
    ("why isn't my washing machine draining", "why has my washing machine stopped draining"),
    ("why aren't my hens laying eggs", "why have my hens stopped laying eggs"),
    # a superlative against one of several only in a yes/no question
    ("what are the best phones for photography", "what are good phones for photography"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)


@pytest.mark.parametrize(("query", "matched"), [
    ("why does my dog not eat", "why did my dog stop eating"),  # a habit, not a change
    ("why is my baby not crawling", "why has my baby stopped crawling"),  # a delay, a regression
    ("why isn't my baby crawling", "why has my baby stopped crawling"),
    ("why is my router not broadcasting wifi yet", "why has my router stopped broadcasting wifi"),
])
def test_stopped_says_not_only_of_a_function_in_progress(lexical: Lexical, query: str,
                                                         matched: str) -> None:
    assert not lexical(query, matched).accept
