"""Sets cy and cz (written blind after the fixes of sets cw and cx, around sailing, amateur
radio, telescopes, foraging, quilting, home solar, Haskell and OCaml, Terraform and Ansible,
GraphQL, Unity, dog training, dialysis, 高考志愿, 社保, 中药 and 茶叶; then climbing, diving
agencies, orchestras, collecting, hydroponics, motorcycles, SwiftUI, PostgreSQL replication,
Kafka, Arduino, cat care, airline miles, 围棋, 春节习俗, 医保报销 and 共享单车, run once before
any fix), and a review of the rules of sets cw and cx written from their diff alone: the
near-misses they showed are refused now, and the paraphrases beside the new rules are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how long will a 100 ah battery run a 500 w load",
     "how long will a 100 kwh battery run a 500 w load", "numbers"),
    ("how do i represent a date without a time in a graphql schema",
     "how do i represent a time without a date in a graphql schema", "roles"),
    ("do i need a pull-up resistor when the button connects the pin to ground",
     "do i need a pull-down resistor when the button connects the pin to ground", "opposites"),
    ("how do i programmatically push a view with navigationstack in swiftui",
     "how do i programmatically push a view with navigationview in swiftui", "entities"),
    ("can a postgresql standby stream wal from another standby",
     "can a postgresql primary stream wal from a standby", "opposites"),
    ("does kafka guarantee message ordering within a partition",
     "does kafka guarantee message ordering across partitions", "opposites"),
    # beside them
    ("when should i use an arraylist in java", "when should i use a linkedlist in java",
     "entities"),
    # the review's (of the rules of sets cw and cx)
    ("what causes a rapid heartbeat after eating", "what causes a slow heartbeat after eating",
     "opposites"),
    ("should i use fine sandpaper on cabinets before painting",
     "should i use rough sandpaper on cabinets before painting", "opposites"),
    ("my new laptop came in the original box missing a charger, is that normal",
     "my new laptop came in the original box with a charger, is that normal", "negation"),
    ("why does df.dropna().fillna(0) give a different shape",
     "why does df.fillna(0).dropna() give a different shape", "roles"),
    ("how do i find the process it spawned in linux",
     "how do i find the process that spawned it in linux", "roles"),
    ("how to upload my raw dna to gedmatch", "should i upload my raw dna to gedmatch",
     "question"),
    ("邻居的狗咬伤我怎么处理", "我的狗咬伤邻居怎么处理", "roles"),
    ("房东的狗咬了我要赔钱吗", "我的狗咬了房东要赔钱吗", "roles"),
    ("爸媽的車可以借給我開嗎", "我的車可以借給爸媽開嗎", "roles"),
    ("尤其是不是本地户口的孩子入学要准备什么材料", "尤其是本地户口的孩子入学要准备什么材料",
     "negation"),
    ("why do younger people get more acne", "why do older people get more acne", "opposites"),
    ("how do i keep my fork in sync with upstream on github",
     "how do i keep upstream in sync with my fork on github", "roles"),
]
ACCEPT = [
    ("how long will a 100 ah battery run a 500 w load",
     "how long will a 100 amp hour battery run a 500 watt load"),
    ("西湖龙井和碧螺春有什么区别", "碧螺春跟西湖龙井的区别在哪里"),
    ("why won't my swiftui view update when an @state variable changes",
     "my swiftui view doesn't refresh after i modify an @state property - what am i doing "
     "wrong"),
    ("what's the typical lifespan of a hearing aid", "how many years do hearing aids usually last"),
    ("how do i organise my files", "how do i organize my files"),
    ("biggest moon in our solar system", "what is the largest moon in the solar system"),
    ("can i live without a drivers license", "can i live without a driving license"),
    # the review's: a smart lock that uses bluetooth, missing packages marked as delivered,
    # "how dangerous really is missing a dose", "count as", the point of intersection, the
    # total of each row, the guy i am dating, 几天 against 多久, 几年级
    ("how do i reset a bluetooth smart lock", "how do i reset a smart lock that uses bluetooth"),
    ("how dangerous is missing a dose of blood pressure medication",
     "how dangerous really is missing a dose of blood pressure medication"),
    ("is missing a prenatal vitamin dangerous during pregnancy",
     "during pregnancy, is missing a prenatal vitamin dangerous"),
    ("which countries count as scandinavian", "list the countries considered scandinavian"),
    ("what's the point of intersection of y = 2x + 1 and y = x + 3",
     "find the point of intersection of y = 2x + 1 and y = x + 3"),
    ("how do i get the total of each row in pandas", "how do i sum each row in pandas"),
    ("how can i tell if the guy i am dating is serious about me",
     "how can i tell if the guy dating me is serious about me"),
    ("快递一般几天能到", "快递一般多久能到"),
    ("春运一般持续多少天", "春运通常要持续几天时间"),
    ("孩子几年级开始学英语比较好", "孩子从哪个年级开始学英语比较好"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
