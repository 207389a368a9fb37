"""Sets de and df (written blind after the fixes of sets dc and dd, around paragliding,
beekeeping equipment, crochet, turntables, tennis, home networking, C#, Vue.js, Snowflake and
dbt, Jenkins, diabetes, probate, 新能源汽车补贴, 留学签证, 小区物业 and 网约车; then surfing,
cider making, embroidery, drones, badminton, Home Assistant, Tokio, Angular, BigQuery, GitLab
CI, blood pressure, renting out a room, 公积金提取, 驾校科目二, 宠物医院 and 快递丢件, run once
before any fix), and a review of the rules of sets da to dd written from their diff alone:
the near-misses they showed are refused now, and the paraphrases beside the new rules are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("when overtaking on a ridge, must the overtaking paraglider give way to the one being "
     "overtaken",
     "when overtaking on a ridge, must the paraglider being overtaken give way to the "
     "overtaking one", "roles"),
    ("how do i change colors at the end of a row in crochet",
     "how do i change colors in the middle of a row in crochet", "opposites"),
    ("why is my wifi slow on all my devices", "why is my wifi slow on only one of my devices",
     "opposites"),
    ("how do i detach change detection for an angular component",
     "how do i reattach change detection for an angular component", "opposites"),
    ("is it rude to leave in the middle of a meeting",
     "is it rude to leave at the end of a meeting", "opposites"),
    # the review's (of the rules of sets da to dd)
    ("is it safe to fast for 3 straight days", "is it safe to fast 3 days a week", "numbers"),
    ("is it safe to drive 10 hours in one go", "is it safe to drive 10 hours a day", "numbers"),
    ("can redis handle 10k concurrent connections",
     "can redis handle 10k connections per second", "numbers"),
    ("is it okay to lie down right after eating",
     "is it okay to lie down a couple hours after eating", "numbers"),
    ("how do i shut down a docker container cleanly",
     "how do i shut down a docker container forcefully", "opposites"),
    ("what statistical test should i use for a within-subjects design",
     "what statistical test should i use for a between-subjects design", "opposites"),
    ("is a single-core cpu enough for a home server",
     "is a dual-core cpu enough for a home server", "opposites"),
    ("丈母娘的狗咬了我怎么办", "我的狗咬了丈母娘怎么办", "roles"),
    ("my ikea dresser came missing two screws, what do i do",
     "my ikea dresser came with two extra screws, what do i do", "negation"),
    ("my phone came in the retail box missing a charger, is that normal",
     "my phone came in the retail box with a charger, is that normal", "negation"),
]
ACCEPT = [
    ("can the car being overtaken speed up", "is the car being overtaken allowed to speed up"),
    # the review's: "count toward", "every second", alternating current, a pain reliever to
    # prevent soreness, 44.1 khz / 44100 hz, "is missing a day of school", "what time of
    # year" / "what month", "where have i gone wrong", 不同之处在哪里
    ("how do i run a function every second in javascript",
     "how do i run a function each second in javascript"),
    ("is a 44.1 khz sample rate good enough for music",
     "is a 44100 hz sample rate good enough for music"),
    ("is a 1000 hz polling rate worth it for gaming",
     "is a 1 khz polling rate worth it for gaming"),
    ("when my child is missing a day of school do i need a doctor's note",
     "if my child misses a day of school do i need a doctor's note"),
    ("what time of year is best to visit iceland", "what month is best to visit iceland"),
    ("where have i gone wrong with my sourdough starter",
     "what am i doing wrong with my sourdough starter"),
    ("iphone 15和16的不同之处在哪里", "iphone 15和16有什么不同"),
    ("can a pensioner adopt a young child in the uk",
     "can a retired person adopt a young child in the uk"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
