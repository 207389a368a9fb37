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
    ("who has sued trump", "who did trump sue", "roles"),
    # the second review's
    ("should i stop taking fish oil the day before surgery",
     "should i stop taking fish oil a few days before surgery", "numbers"),
    ("i have a colonoscopy on friday, can i eat seeds the day before",
     "i have a colonoscopy on friday, can i eat seeds a week beforehand", "numbers"),
    ("從香港去澳門的船要多久", "從澳門回香港的船要多久", "roles"),
    ("借钱给我最好的朋友会影响友谊吗", "向我最好的朋友借钱会影响友谊吗", "roles"),
    ("借了五千块钱给朋友要写借条吗", "向朋友借了五千块钱要写借条吗", "roles"),
    ("should i take creatine every day", "should i take creatine every other day", "opposites"),
    ("how to run a cron job every hour", "how to run a cron job each minute", "opposites"),
    ("is seedless watermelon genetically modified", "is seeded watermelon genetically modified",
     "opposites"),
    ("can a residential landlord keep my deposit", "can a commercial landlord keep my deposit",
     "opposites"),
    ("my roommate and i split bills, can he borrow money from me",
     "my roommate and i split bills, can he lend me money", "opposites"),
    ("does the public library lend ebooks", "can i borrow ebooks from the school library",
     "opposites"),
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
    # the second review's
    ("who has fought canelo", "who has canelo fought"),
    ("who has dated taylor swift", "who has taylor swift dated"),
    ("how many calories in stoned dates", "how many calories in stoneless dates"),
    ("what is the best time of the day to work out", "what is the best time of day to work out"),
    ("what is the cheapest day of week to fly", "what is the cheapest day of the week to fly"),
    ("how to assign a static ip vlan 100 on ubuntu netplan",
     "how to assign a static ip on vlan 100 in ubuntu netplan"),
    ("从深圳到广州和从广州到深圳的高铁票价一样吗", "从广州到深圳和从深圳到广州的高铁票价一样吗"),
    ("外地人可以向图书馆借书吗", "图书馆可以借书给外地人吗"),
    ("what is the difference between residential and commercial tenancy law",
     "what is the difference between commercial and residential tenancy law"),
    ("am i insured if my friend lends me his car", "am i insured if i borrow my friend's car"),
    ("how to change your nickname in a discord server",
     "how to add a nickname in a discord server"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
