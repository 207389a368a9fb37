"""Sets dg and dh (written blind after the fixes of sets de and df, around fly fishing,
fermentation, leathercraft, synthesizers, volleyball, home backups, Laravel, React Native,
Airflow, Terraform state, gout, boundary disputes, 个人所得税专项扣除, 高铁选座, 孩子近视 and
电费阶梯价; then free diving, tea blending, bookbinding, guitar pedals, cricket, password
managers, Rails, Flutter, Spark, Ansible, osteoporosis, flying with pets, 房贷提前还款, 医院挂号,
小学入学 and 手机以旧换新, run once before any fix): the near-misses they showed are refused
now, and the paraphrases beside the new rules are served."""

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
]
ACCEPT = [
    ("is a uric acid level of 7.2 mg/dl considered high", "is 7.2 mg/dl uric acid high"),
    ("what should i take to avoid a hangover", "how do i avoid a hangover"),
    ("can i get same day delivery", "can i get same-day delivery"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
