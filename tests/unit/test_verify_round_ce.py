"""Sets ce and cf (written blind around physiotherapy, orchards, home networking,
TypeScript, Redis, Android, car insurance claims, student loans, passports, camping stoves,
bird watching, kitchen knives, online marketplaces, first aid, phone repair, Python packaging,
MongoDB, serverless, ticketing, custody law, triathlons, baby formula, pastry, fermentation,
VPNs, moving house, car batteries and mobile payments, run once before any fix): the
near-misses they showed are refused now, and the paraphrases beside the rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("what are the signs my baby is overfed on formula",
     "what are the signs my baby is underfed on formula", "opposites"),
    ("why was i overpaid this month", "why was i underpaid this month", "opposites"),
    ("我被前夫起诉要求变更抚养权,该怎么办", "我想起诉前夫要求变更抚养权,该怎么办", "roles"),
    ("我被公司辞退了怎么办", "我想辞退公司怎么办", "roles"),
    # the review's
    ("我起诉了公司,胜诉率高吗", "我被公司起诉了,胜诉率高吗", "roles"),
    ("我想起诉以前的公司怎么办", "我被以前的公司起诉了怎么办", "roles"),
    ("我想投诉邻居怎么办", "我又被邻居投诉了怎么办", "roles"),
]
ACCEPT = [
    # the passive said in the active, the same deed done to the same one
    ("我被前夫起诉要求变更抚养权,该怎么办", "前夫起诉我要求变更抚养权,该怎么办"),
    ("我被狗咬了要打针吗", "狗咬了我要打针吗"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
