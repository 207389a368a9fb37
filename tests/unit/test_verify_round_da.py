"""Sets da and db (written blind after the fixes of sets cy and cz, around woodworking, home
espresso, vintage cars, horse riding, sign language, podcasting, Go concurrency, the Django
ORM, Docker Compose, Prometheus and Grafana, thyroid health, student visas, 装修, 网购退货,
养猫 and 自驾游; then marathon training, sourdough, houseplants, e-bikes, chess engines, film
photography, Svelte, Redis, AWS IAM, systemd, asthma, small claims court, 租房合同, 地铁换乘,
少儿编程 and 手机流量套餐, run once before any fix), set cz's "16 hours straight", and a review
of the rules of sets cy and cz written from their diff alone: the near-misses they showed are
refused now, and the paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how many grams of coffee should i use for a double espresso shot",
     "how many grams of coffee should i use for a triple espresso shot", "opposites"),
    ("how do i limit a goroutine pool to 10 concurrent workers",
     "how do i limit a goroutine pool to 10 workers per second", "numbers"),
    ("how do i convert a prometheus metric from bytes to gigabytes in grafana",
     "how do i convert a prometheus metric from bits to gigabytes in grafana", "opposites"),
    ("can i ride my horse an hour after it eats", "can i ride my horse right after it eats",
     "numbers"),
    ("can i use a router table to cut dovetails", "do i need a router table to cut dovetails",
     "question"),
    ("which asthma inhalers are used to prevent attacks",
     "which asthma inhalers are used to relieve attacks", "opposites"),
    ("is it normal for a cat to sleep 16 hours a day",
     "is it normal for a cat to sleep 16 hours straight", "numbers"),
]
ACCEPT = [
    ("is 48 khz or 44.1 khz better for podcast recording",
     "for recording a podcast, should i pick a 44.1khz or a 48khz sample rate"),
    ("can i ride my horse right after it eats",
     "is it ok to ride my horse immediately after it eats"),
    ("how many bits are in a byte", "a byte has how many bits"),
    ("is it normal for a cat to sleep 16 hours a day",
     "is it normal for my cat to sleep 16 hours per day"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
