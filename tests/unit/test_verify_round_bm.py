"""Sets bm and bn (written blind around air travel, home wiring, beekeeping, chess, freelance
tax, PostgreSQL, Kubernetes, music theory, cats, marathons, telescopes, cars, sourdough,
GDPR, Excel, Terraform, watches, diving, mortgages and Unity, run once before any fix): the
near-misses they showed are refused now, and the paraphrases beside the new rules are
served. Chinese clock times are read once, the same way by every check that reads them."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # "晚上1点" is after midnight, but of which day: "周五晚上1点" may be "周六凌晨1点"
    ("周五晚上1点的航班算周五还是周六", "周五凌晨1点的航班算周五还是周六", "datetime"),
    # two acids
    ("how to treat varroa mites with formic acid", "how to treat varroa mites with oxalic acid",
     "entities"),
    ("用草酸治疗蜂螨", "用甲酸治疗蜂螨", "entities"),
    # a word that says which of two like things is meant, moved across "to"
    ("convert a marathon time to a predicted half marathon time",
     "convert a half marathon time to a predicted marathon time", "roles"),
    # what is usual against what is possible or advisable
    ("does a beehive usually have two queens", "can a beehive have two queens", "question"),
    ("is it common for a beehive to have two queens", "can a beehive have two queens",
     "question"),
    ("can it snow in london in april", "does it usually snow in london in april", "question"),
    ("do beehives tend to have two queens", "can a beehive have two queens", "question"),
    ("do employers usually give a reference letter when you quit",
     "must employers give a reference letter when you quit", "question"),
    # only one kind of food
    ("猫可以只吃煮熟的鸡肉吗", "猫可以吃一点煮熟的鸡肉吗", "quantifier"),
    ("这家店仅支持现金吗", "这家店支持现金吗", "quantifier"),
    # "no-decompression" negates
    ("how long should i wait to fly after diving if i did no-decompression dives",
     "how long should i wait to fly after diving if i did decompression dives", "negation"),
    # again and again, or once
    ("unity中如何每3秒执行一个函数", "unity中如何在3秒后执行一个函数", "datetime"),
    ("in unity how to run a function every 3 seconds",
     "in unity how to run a function after 3 seconds", "datetime"),
    ("should i water my lawn every 2 days", "should i water my lawn after 2 days", "datetime"),
    ("how to run a function every three seconds in javascript",
     "how to run a function after 3 seconds in javascript", "datetime"),
    ("how do i run a python script every 5 mins", "how do i run a python script after 5 mins",
     "datetime"),
    ("怎么设置每半小时提醒我喝水", "怎么设置半小时后提醒我喝水", "datetime"),
    ("my warranty expired six months ago, can i still get a free repair",
     "my warranty expires in 6 months, can i still get a free repair", "datetime"),
    ("my passport expired a decade ago, can i renew it online",
     "my passport expires in a decade, can i renew it online", "datetime"),
    # one reading of spans: a count in words on both sides ("seven days ago" said as a day)
    ("which files were modified in the last seven days",
     "which files were modified seven days ago", "numbers"),
    # the review's: "是不是" or "有没有" where the first half ends a word is a negation
    ("所有没有交税的人都会被罚款吗", "所有交税的人都会被罚款吗", "negation"),
    ("手术后主要不要吃什么", "手术后主要吃什么", "negation"),
    ("要是不是本人签字,合同还有效吗", "要是本人签字,合同还有效吗", "negation"),
    # "no-reply" against "reply", "feel helpless" (said of no thing) against "have no help"
    ("how do i reply to a no-reply email", "how do i reply to a reply email", "negation"),
    ("what should i do when i feel helpless", "what should i do when i have no help", "negation"),
    ("do childless couples pay more income tax", "do couples with children pay more income tax",
     "negation"),
    ("do babies usually sleep through the night at 3 months",
     "do babies need to sleep through the night at 3 months", "question"),
    ("can i substitute brown sugar for sugar in cookies",
     "can i substitute sugar for brown sugar in cookies", "roles"),
    # "sugarless" against "with sugar"
    ("is sugarless gum bad for your teeth", "is gum with sugar bad for your teeth", "negation"),
    # seconds ago against seconds ahead
    ("the job finished 30 seconds ago, can i rerun it", "the job finishes in 30 seconds, can i "
     "rerun it", "datetime"),
]
ACCEPT = [
    ("does a beehive usually have two queens", "do beehives typically have two queens"),
    ("does a beehive usually have two queens", "does a beehive have two queens"),
    # the review's: advice, and the asker's own "can i", ask what is usual
    ("do people usually tip in japan", "should i tip in japan"),
    ("is it generally safe to fly while pregnant", "can i safely fly while pregnant"),
    ("is a permit normally required for swapping a light switch",
     "do you usually need a permit to replace a light switch"),
    ("in unity how to run a function every 3 seconds",
     "in unity how to call a function each 3 seconds"),
    ("convert a file online to pdf", "convert a file to pdf online"),
    ("what is the best point and shoot underwater camera",
     "what is the best underwater point and shoot camera"),
    # the review's: "once in 3 months" is every 3 months, "in 24 hours" a rate
    ("should i change my car's engine oil once in 3 months",
     "should i change my car's engine oil every 3 months"),
    ("how much water does a leaking faucet waste every 24 hours",
     "how much water does a leaking faucet waste in 24 hours"),
    # "no-" words that name a thing
    ("how do i reply to a no-reply email address", "how do i reply to a noreply email address"),
    ("is no-sugar gum bad for your stomach", "is sugarless gum bad for your stomach"),
    ("how do i get my name off the no-fly list", "how do i get my name off the do-not-fly list"),
    ("can i take metformin hcl with folic acid",
     "can i take metformin hydrochloride with folic acid"),
    ("can i use ascorbic acid and glycolic acid together",
     "can i use vitamin c and glycolic acid together"),
    ("how long should i wait to fly after no-decompression dives",
     "how long should i wait to fly after dives without decompression"),
    ("can i fly after a no-decompression dive", "can i fly after a non-decompression dive"),
    ("what do i do with a queenless hive", "my hive has no queen, what should i do"),
    ("is sugarless gum bad for your teeth", "is gum without sugar bad for your teeth"),
    ("is jupiter visible to the unaided eye", "can the naked eye see jupiter"),
    ("两只猫可以一起吃饭吗", "两只猫能一起吃饭吗"),
    ("谷歌表格最多是否只能有10000000个单元格", "谷歌表格的单元格上限是一千万个吗"),
    ("学生请导师写推荐信,导师能不能拒绝", "导师可以拒绝给学生写推荐信吗"),
    ("有没有办法恢复删除的微信聊天记录", "有办法恢复删除的微信聊天记录吗"),
    # one reading of Chinese clock times
    ("中午1点开会", "下午1点开会"),
    ("下午3点的会议", "15点的会议"),
    ("is muriatic acid the same as hydrochloric acid", "is muriatic acid the same as hcl"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
