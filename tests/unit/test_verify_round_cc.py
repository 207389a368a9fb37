"""Sets cc and cd (written blind around gardening, fishing licences, pet insurance,
translation, transit passes, typography, Swift, Elasticsearch, freelancing, car rental,
jewellery, school admissions, drones, nursing, hotels, crowdfunding, archery, Rails, Kafka,
GraphQL, pensions, child car seats, surfing, ferries, fire safety, driving tests and vinyl
records, run once before any fix), and a review of the rules of sets ca and cb written from
their diff alone: the near-misses they showed are refused now, and the paraphrases beside the
rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("do i lose my fee if i cancel my driving test the day before",
     "do i lose my fee if i cancel my driving test a week before", "numbers"),
    ("从香港去澳门的末班船是几点", "从澳门回香港的末班船是几点", "roles"),
    ("can i change a field in an existing elasticsearch mapping",
     "can i add a field to an existing elasticsearch mapping", "opposites"),
    # the review's
    ("how do i create a mac-vlan network in docker compose",
     "how do i create an ip-vlan network in docker compose", "entities"),
    ("how do i make a cron job run each minute", "how do i make a cron job run each hour",
     "opposites"),
    ("is it okay to wash my hair every other day", "is it okay to wash my hair every other week",
     "opposites"),
    ("does the weather api return minutely forecasts",
     "does the weather api return hourly forecasts", "opposites"),
    ("is it safe to prune roses at this time of the year",
     "is it safe to prune roses at this time of day", "opposites"),
    ("are stemless wine glasses better for red wine",
     "are stemmed wine glasses better for red wine", "opposites"),
    ("is a duct-less mini split cheaper to run than central air",
     "is a ducted mini split cheaper to run than central air", "opposites"),
    ("is a bagless vacuum better for allergy sufferers",
     "is a bagged vacuum better for allergy sufferers", "opposites"),
    ("how much notice must a landlord give a commercial tenant to vacate",
     "how much notice must a landlord give a residential tenant to vacate", "opposites"),
    ("向朋友借钱需要给他写借条吗", "借钱给朋友需要让他写借条吗", "roles"),
    ("can i lend money to my friend without a contract",
     "can i borrow money from my friend without a contract", "opposites"),
    ("who has sued elon musk", "who has elon musk sued", "roles"),
]
ACCEPT = [
    ("how do i set up a macvlan network in docker compose",
     "how do i set up a mac vlan network in docker compose"),
    ("should i back up my nas every week or every day",
     "should i back up my nas every day or every week"),
    ("how long do i bake boned chicken thighs", "how long do i bake boneless chicken thighs"),
    # who lends to whom, said from the other side
    ("does my local library lend ebooks through libby",
     "can i borrow ebooks from my local library with libby"),
    ("does the bank lend money for raw land purchases",
     "can i borrow money from the bank for a raw land purchase"),
    ("how do i lend my car to a friend", "how can a friend borrow my car"),
    ("从香港去澳门的末班船是几点", "从香港开往澳门的最后一班船几点"),
    ("can i cancel the hotel the day before", "can i cancel the hotel one day before"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
