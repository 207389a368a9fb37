"""Sets cg and ch (written blind around charities, religious holidays, house viewings, home
DIY, Go, Ansible and Nginx, GitHub Actions, pet adoption, speech therapy, ADHD medication,
audiobooks, restaurants, libraries, car detailing, sunscreen, racket sports, chemistry
homework, citizenship tests, customs allowances, currency exchange, cruises, e-bikes, smart
watches, Kotlin, SQLite and MySQL, code review, accessibility testing, leave and probation,
blood donation, contact lenses, running, cheese making, houseplant pests, winter tyres,
online courses and water heaters, run once before any fix), and a review of the rules of
sets cc to cf written from their diff alone: the near-misses they showed are refused now,
and the paraphrases beside the rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("do deferred calls in go run in lifo order", "do deferred calls in go run in fifo order",
     "opposites"),
    ("is it hard to get a restaurant reservation on valentine's day",
     "is it hard to get a restaurant reservation the day after valentine's day", "numbers"),
    ("how does sunscreen prevent skin cancer", "does sunscreen prevent skin cancer",
     "question"),
    ("how long does it take to run 5k at 6 min/km pace",
     "how long does it take to run 5k at 6 min/mile pace", "numbers"),
    ("how do i round a double to 2 decimal places in kotlin",
     "how do i round a double to 2 significant figures in kotlin", "opposites"),
    ("why does my kotlin coroutine run on the main thread",
     "why does my kotlin coroutine run on a background thread", "opposites"),
    # the review's
    ("do i get custody every weekend", "do i get custody every other weekend", "numbers"),
    ("why do people with bad credit borrow from banks",
     "why do banks lend to people with bad credit", "opposites"),
    ("我想起诉前夫怎么办", "我遭到前夫起诉怎么办", "roles"),
    ("我起诉了前夫怎么办", "我被前夫给起诉了怎么办", "roles"),
    ("被保险人起诉保险公司怎么办", "被保险人被保险公司起诉怎么办", "roles"),
    ("我想起诉以前工作的公司", "我被以前工作的公司起诉了", "roles"),
    ("問朋友借錢要注意什麼", "借錢給朋友要注意什麼", "roles"),
    ("找个朋友借钱要收利息吗", "借钱给朋友要收利息吗", "roles"),
    # the second review's
    ("孩子被猫抓了怎么办", "孩子抓了猫怎么办", "roles"),
    ("are bananas at 0.69/lb cheap", "are bananas at 0.69/kg cheap", "numbers"),
]
ACCEPT = [
    ("how do i get a refund from udemy", "do i get a refund from udemy"),
    ("is it safe to take ibuprofen every second day",
     "is it safe to take ibuprofen every other day"),
    ("is it safe to take 10 mg of melatonin on alternate days",
     "is it safe to take 10 mg of melatonin every other day"),
    ("what's the cheapest day of the week to fly", "what's the cheapest time of the week to fly"),
    ("is it okay if she borrows my car", "is it okay to lend her my car"),
    ("can a friend who has no insurance borrow my car",
     "can i lend my car to a friend who has no insurance"),
    # a force of nature after 被 says what the active says
    ("手机泡了水怎么办", "手机被水泡了怎么办"),
    ("宝宝吹了风会感冒吗", "宝宝被风吹了会感冒吗"),
    ("孩子在校园受欺负怎么办", "孩子遭受校园霸凌怎么办"),
    # the second review's
    ("手机泡过海水还能修吗", "手机被海水泡过还能修吗"),
    ("what does the lbs/kg button on my bathroom scale do",
     "what does the kg/lbs button on my bathroom scale do"),
    ("does my credit score affect my mortgage rate, and if so how",
     "how does my credit score affect my mortgage rate"),
    ("is it ok to run every other day", "is it ok to run every alternate day"),
    ("my council collects recycling every fortnight", "my council collects recycling fortnightly"),
    ("is it a good idea to let her borrow my car", "is it a good idea to lend her my car"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
