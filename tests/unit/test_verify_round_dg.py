"""Sets dg and dh (written blind after the fixes of sets de and df, around fly fishing,
fermentation, leathercraft, synthesizers, volleyball, home backups, Laravel, React Native,
Airflow, Terraform state, gout, boundary disputes, 个人所得税专项扣除, 高铁选座, 孩子近视 and
电费阶梯价; then free diving, tea blending, bookbinding, guitar pedals, cricket, password
managers, Rails, Flutter, Spark, Ansible, osteoporosis, flying with pets, 房贷提前还款, 医院挂号,
小学入学 and 手机以旧换新, run once before any fix), and a review of the rules of sets de to dh
written from their diff alone: the near-misses they showed are refused now, and the
paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("is a uric acid level of 7.2 mg/dl considered high",
     "is a uric acid level of 7.2 mmol/l considered high", "numbers"),
    ("i'm in the middle of a gout flare, what painkillers should i take",
     "i'm in the middle of a gout flare, what painkillers should i avoid", "opposites"),
    ("can i trim the book block the same day i glue up the spine",
     "can i trim the book block the day before i glue up the spine", "opposites"),
    ("is a bone folder necessary for bookbinding", "is a bone folder useful for bookbinding",
     "opposites"),
    ("小学入学报名必须父母双方都到场吗", "小学入学报名可以只有父母一方到场吗", "opposites"),
    # the review's (of the rules of sets de to dh)
    ("my ikea bed came missing several screws, what should i do",
     "my ikea bed came with several extra screws, what should i do", "negation"),
    ("my new tv was delivered missing the remote, what are my options",
     "my new tv was delivered with the remote, what are my options", "negation"),
    ("how do i turn off notifications for all of our slack channels",
     "how do i turn off notifications for only one of our slack channels", "opposites"),
    ("can i switch phone plans midway through the billing cycle",
     "can i switch phone plans at the end of the billing cycle", "opposites"),
    ("how do i gracefully stop a docker container", "how do i force stop a docker container",
     "opposites"),
    ("is a ct scan necessary after a mild concussion",
     "is a ct scan beneficial after a mild concussion", "opposites"),
]
ACCEPT = [
    ("is a uric acid level of 7.2 mg/dl considered high", "is 7.2 mg/dl uric acid high"),
    ("what should i take to avoid a hangover", "how do i avoid a hangover"),
    ("can i get same day delivery", "can i get same-day delivery"),
    # the review's: "consecutive days per week", "a 50 mb/s connection" / "at once", "a couple
    # minutes after", "arrives missing the ferry", "all my money in one stock", "go into" /
    # "drive around", "essential" / "helpful", "should i avoid taking" / "unsafe to take", a
    # choice between the one overtaking and the one overtaken, a fast charging cable, "where
    # do i complain if my surgery goes wrong", 填错在哪里修改
    ("how many 4k streams can a 50 mb/s connection handle",
     "how many 4k streams can a 50 megabit connection handle at once"),
    ("why do i get heartburn right after eating",
     "why do i get heartburn a couple minutes after eating"),
    ("is it bad to put all my money in one stock", "is it bad to invest in just one stock"),
    ("do i need a permit to go into yosemite", "do i need a permit to drive around yosemite"),
    ("what are some essential tips for first-time home buyers",
     "what are some helpful tips for first-time home buyers"),
    ("which supplements should i avoid taking with warfarin",
     "which supplements are unsafe to take with warfarin"),
    ("who has right of way, the boat being overtaken or the overtaking boat",
     "who has right of way, the overtaking boat or the boat being overtaken"),
    ("where do i complain if my surgery goes wrong",
     "where do i complain if my surgery went wrong"),
    ("订单地址填错在哪里修改", "订单地址填错了在哪里修改"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
