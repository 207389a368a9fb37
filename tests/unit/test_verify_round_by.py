"""Sets by and bz (written blind around veterinary surgery, orthodontics, hearing aids,
accounting standards, payments, smart contracts, C++, the Linux kernel, warehouse robots,
flight training, mountain rescue, museums, home care, sleep medicine, tenancy disputes,
patents, CUDA, game engines, sound and film, tailoring, scuba, football and zoning, run once
before any fix), and a review of the rules of sets bw and bx written from their diff alone:
the near-misses they showed are refused now, and the paraphrases beside the rules are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("what are the signs of hypothermia in a dog under anesthesia",
     "what are the signs of hyperthermia in a dog under anesthesia", "opposites"),
    ("who pays for repairs under a commercial lease",
     "who pays for repairs under a residential lease", "opposites"),
    ("how do i let out the waist on a pair of trousers",
     "how do i take in the waist of my trousers", "opposites"),
    ("does medicare pay for home health aides", "does medicaid pay for home health aides",
     "entities"),
    ("does medicare cover all home care costs", "does medicare cover any home care costs",
     "quantifier"),
    # the review's
    ("calculate the date and time 500 hours from now", "calculate the date and time 500 hours ago",
     "opposites"),
    # read as "every 2 days" since sets cc to ch, so the numbers check refuses it first
    ("is it ok to take my blood pressure pill every second day",
     "is it ok to take my blood pressure pill every day", "numbers"),
    ("my toddler vomited once this afternoon", "my toddler vomited repeatedly this afternoon",
     "quantifier"),
    ("i think my son bullied a classmate, what should i do",
     "i think my son was bullied by a classmate, what should i do", "roles"),
    ("my dog attacked a neighbor's cat, will my insurance cover it",
     "my dog was attacked by a neighbor's cat, will my insurance cover it", "roles"),
    ("can a final class inherit from another class in java",
     "can a final class be inherited by another class in java", "roles"),
    ("my employer will reapply for my h1b", "my employer reapplied for my h1b", "datetime"),
    ("my bank confirmed the transfer details, i will send the money today",
     "my bank confirmed the transfer details, i sent the money today", "datetime"),
]
ACCEPT = [
    ("how do i disable strict type checking in typescript",
     "how do i make typescript type checking more relaxed"),
    ("how do i delete my entire search history in chrome",
     "how do i clear all of my search history in chrome, not just the last hour"),
    ("how do i fix a wool sweater that shrunk in the dryer",
     "how do i stretch a wool sweater back to its size after the dryer"),
    # what was said, with a clause inside; a participle said of a noun; "have" after "and"
    ("the vet said that since the bone is broken my dog will need surgery",
     "the vet said that since the bone is broken my dog needed surgery"),
    ("the surgeon told me that because of the tear i will need a knee replacement",
     "the surgeon told me that because of the tear i needed a knee replacement"),
    ("children bullied at school often develop anxiety, how can parents help",
     "when children are bullied at school they often develop anxiety, how can parents help"),
    ("what are my rights if my daughter bullied at school refuses to go",
     "what are my rights if my daughter is bullied at school and refuses to go"),
    ("should i back up my iphone and have my battery replaced at apple",
     "should i back up my iphone before my battery is replaced at apple"),
    # a Chinese failure said in other words
    ("微信无法登录怎么办", "微信点了登录，但是一直没反应怎么办"),
    ("手机不能充电怎么办", "手机插上充电器，但没反应怎么办"),
    ("宝宝不吃奶粉怎么办", "宝宝以前吃奶粉，现在没兴趣喝了怎么办"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
