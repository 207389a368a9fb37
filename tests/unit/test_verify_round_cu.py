"""Sets cu and cv (written blind after the fixes of sets cs and ct, around small-business
accounting, freelancing contracts, trademarks, dropshipping, inventory, restaurant kitchens,
food safety, cocktails, barbecue, teething, potty training, homework, university
applications, scholarships, Rails, the C++ STL, PowerShell, Windows updates, the Finder,
Android permissions, iPhone backups, 买车, 小孩上学, 出国旅游, 房租押金 and 手机维修; then
weather, geography, history, sports rules, records, electric cars, motorhomes, door locks,
insulation, loans, savings, trading apps, retirement accounts, asyncio, promises, Linux
permissions, MongoDB, Figma, Canva, Zoom, 天气, 历史, 体育比赛规则, 存款利息 and 电动汽车充电,
run once before any fix), and a review of the rules of sets cs and ct written from their
diff alone: the near-misses they showed are refused now, and the paraphrases beside the new
rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("rails: how do i run a callback when a record is saved",
     "rails: how do i save a record without running callbacks", "opposites"),
    ("how do i restore my iphone from an older backup",
     "how do i restore my iphone from the newest backup", "opposites"),
    ("when is the common app early decision deadline",
     "when is the common app regular decision deadline", "opposites"),
    ("mongodb query to find users older than 30",
     "how do i query mongodb for users who are 30 or older", "numbers"),
    # beside them
    ("how do i skip a migration in rails", "how do i run a migration in rails", "opposites"),
    ("show the newest posts first", "show the oldest posts first", "opposites"),
    # the review's (of the rules of sets cs and ct)
    ("is a savings account earning high interest better than a cd earning low interest",
     "is a savings account earning low interest worse than a cd earning high interest",
     "opposites"),
    ("my ikea order got delivered missing a screw, what should i do",
     "my ikea order got delivered with a screw, what should i do", "negation"),
    ("does vitamin d boost the immune system", "does vitamin d suppress the immune system",
     "opposites"),
    ("what grit is considered fine sandpaper for wood",
     "what grit is considered coarse sandpaper for wood", "opposites"),
    ("what is fine-grained locking in databases", "what is coarse-grained locking in databases",
     "opposites"),
    ("how can i see numbers that blocked me on whatsapp",
     "how can i see numbers i blocked on whatsapp", "roles"),
    ("鄰居的狗咬了我,要打疫苗嗎", "我的狗咬了鄰居,要打疫苗嗎", "roles"),
    ("is 3 more than 9 equal to 12", "is 9 less than 3 equal to 12", "opposites"),
    ("in sql, left join users_v2 to orders and keep all rows of users_v2",
     "in sql, left join users_v2 to orders and keep all rows of orders", "roles"),
]
ACCEPT = [
    ("rails: save a record without running callbacks",
     "rails: how to skip callbacks when saving a record"),
    ("can i restore my iphone from an older backup",
     "can i restore my iphone from an earlier backup"),
    ("find users older than 30", "find users over 30"),
    ("is it safe for people younger than 18 to donate blood",
     "is it safe for people under 18 to donate blood"),
    ("should i run or walk to lose weight", "is running or walking better for weight loss"),
    # the review's: converses with an adverb, a time or "one" after them, "is missing a dose"
    # asked of a deed, "arrived late and ended up missing", "a raise", "breathe out of",
    # "non-empty", calls nested both ways on both sides
    ("did the lakers score more points than the celtics last night",
     "did the celtics score fewer points than the lakers last night"),
    ("does python run faster than ruby overall", "does ruby run slower than python overall"),
    ("is a hot shower better than a cold one after a workout",
     "is a cold shower worse than a hot one after a workout"),
    ("is a low loft driver harder for beginners to hit than a high loft one",
     "is a higher loft driver easier for beginners to hit than a low-loft driver"),
    ("i arrived late and ended up missing a connecting flight, am i owed compensation",
     "i arrived late and ended up missing my connecting flight, am i owed compensation"),
    ("how long can a fish breathe out of water", "how long can fish breathe out of water"),
    ("how do i check that a string is non-empty in bash",
     "how do i check that a string isn't empty in bash"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
