"""Sets aa and ab (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule are still served."""

from __future__ import annotations

import pytest
from rounds import round_tests

from genaicache.verify.quantifiers import quantifier

REFUSE = [
    # a condition turned round
    ("when inflation rises, do stocks fall", "when stocks fall, does inflation rise", "roles"),
    ("does the price go up when demand increases", "does demand increase when the price goes up",
     "roles"),
    ("if it rains, will the match be cancelled", "if the match is cancelled, will it rain",
     "roles"),
    ("if my dog eats grass, is he sick", "if my dog is sick, does he eat grass", "roles"),
    ("when my baby cries, is she hungry", "when my baby is hungry, does she cry", "roles"),
    # the only one against one of several
    ("is surgery the only option for a herniated disc",
     "is surgery one of the options for a herniated disc", "quantifier"),
    ("is java the only language that runs on the jvm",
     "is java one of the languages that run on the jvm", "quantifier"),
    ("is surgery the only way to fix a herniated disc", "is surgery a way to fix a herniated disc",
     "quantifier"),
    ("is this the only way to reset the router", "is this one way to reset the router",
     "quantifier"),
    # all against some, in Chinese
    ("所有鲸鱼都有牙齿吗", "有些鲸鱼有牙齿吗", "quantifier"),
    ("所有的鸟都会飞吗", "有些鸟会飞吗", "quantifier"),  # 所有的 holds 有的
    # an obligation against advice
    ("do i have to get a pre-purchase vet exam before buying a horse",
     "should i get a pre-purchase vet exam before buying a horse", "question"),
    ("must i register my drone", "should i register my drone", "question"),
    ("quick question: do i have to tip in japan", "quick question: should i tip in japan",
     "question"),
    ("in germany, do i have to register my address", "in germany, should i register my address",
     "question"),
    ("do i have to use typescript with angular", "is it better to use typescript with angular",
     "question"),
    ("do i have to migrate to python 3", "would you recommend migrating to python 3", "question"),
    # a swap followed by a relative clause in either form
    ("can a reference outlive the value it borrows from in rust",
     "can a value outlive the reference that borrows it in rust", "roles"),
    # Kubernetes kinds are named things
    ("can a tenant sue the landlord who evicted him", "can a landlord sue the tenant he evicted",
     "roles"),
    ("can a rolebinding reference a clusterrole in kubernetes",
     "can a clusterrolebinding reference a role in kubernetes", "entities"),
    ("should i use a statefulset or a deployment for postgres",
     "should i use a daemonset or a deployment for postgres", "entities"),
    # lexicon groups
    ("is offshore wind good for surfing", "is onshore wind good for surfing", "opposites"),
    ("what does mwe mean in a nuclear power plant's rating",
     "what does mwt mean in a nuclear power plant's rating", "opposites"),
]
ACCEPT = [
    ("when inflation rises do stocks fall", "do stocks fall when inflation rises"),
    ("if i quit my job, will i lose my bonus", "will i lose my bonus if i quit my job"),
    ("if the product is defective can i return it", "can i return the product if it is defective"),
    ("when the battery is low, does the phone slow down",
     "does the phone slow down when the battery is low"),
    ("is surgery the only way to fix a herniated disc",
     "is surgery the only option to fix a herniated disc"),
    ("what is a cluster role binding", "what does a clusterrolebinding do"),
    ("can a reference outlive the value it borrows from", "can a reference live longer than the "
     "value it borrows from"),
    ("is this the only way to reset the router", "is there only one way to reset the router"),
    ("do i have to worry about a small crack in my windshield",
     "should i worry about a small crack in my windshield"),
    ("should you need help, can i call support 24/7", "can i call support 24/7 if i need help"),
    ("does the dishwasher need hot water or cold water",
     "does the dishwasher need cold water or hot water"),
    ("how do i set up a mongodb replica set", "how do i set up replication in mongodb"),
    # "need to" sits beside an obligation and beside advice
    ("do i need to renew my passport before it expires",
     "do i have to renew my passport before it expires"),
    ("should the climber weigh less than their belayer",
     "does a belayer need to be heavier than the climber"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)


@pytest.mark.parametrize(("text", "kind"), [
    ("所有鲸鱼都有牙齿吗", "all"), ("每一种鲸鱼都有牙齿吗", "all"), ("全部员工都要加班吗", "all"),
    ("有些鲸鱼有牙齿吗", "some"), ("一些鲸鱼有牙齿吗", "some"),
    ("所有的员工都有年假吗", "all"),
    ("鲸鱼有牙齿吗", None), ("所有鲸鱼都有牙齿", None),  # no quantifier; not a yes/no question
    ("每一天都吃坚果好吗", None), ("每个月都要交房租吗", None),  # every day / month: a time
    # English with an accent is read as English, not as Chinese
    ("do all cafés serve decaf", "all"), ("do some cafés serve decaf", "some"),
])
def test_yes_no_questions_read_their_quantifier_in_chinese_and_with_accents(
        text: str, kind: str | None) -> None:
    assert quantifier(text) == kind
