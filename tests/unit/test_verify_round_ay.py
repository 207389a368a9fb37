"""Sets ay and az (written blind around health, law, family, travel, study and home
questions, run once before any fix): the near-miss they showed is refused now, and the
paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("别人追尾了我的车,保险怎么赔", "我追尾了别人的车,保险怎么赔", "roles"),
    ("他借了我的钱怎么办", "我借了他的钱怎么办", "roles"),
    ("can my landlord evict me", "can my renter evict me", "opposites"),
    ("他给我转错钱了,能要回来吗", "我给他转错钱了,能要回来吗", "roles"),
]
ACCEPT = [
    ("我和他谁更高", "他和我谁更高"),
    ("他打了我怎么办", "我被他打了怎么办"),
    ("my lease expires june 30, 2025 - when do i need to give my notice",
     "my lease ends on 30/06/2025. when do i have to give notice"),
    ("is pest control paid for by the landlord or by the renter",
     "does the tenant or the landlord pay for pest control"),
    # from the review of these rules: persons joined, compared or each said of
    ("我的生日和他的生日是同一天,概率有多大", "他的生日和我的生日是同一天,概率有多大"),
    ("我家离他家有多远怎么查", "他家离我家有多远怎么查"),
    ("我是a型血,他是b型血,孩子可能是什么血型", "他是a型血,我是b型血,孩子可能是什么血型"),
    ("我或他谁去签字都可以吗", "他或我谁去签字都可以吗"),
    ("my lease expires june 30 -- when do i need to give notice",
     "my lease expires june 30 - when do i need to give notice"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
