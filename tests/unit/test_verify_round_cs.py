"""Sets cs and ct (written blind after the fixes of sets co to cr, around camping, road trips,
motorbikes, Lightroom, drawing, music theory, audiobooks, language apps, maths and physics
homework, lab safety, R, MATLAB, Go, RabbitMQ, Apache, passwords and 2FA, VPNs, printers,
高血压, 保险理赔, 火车票改签, 小学入学 and 家电维修; then meal prep, fasting, strength training,
rowing machines, therapy apps, insomnia, elder care, pet birds, rabbits, garden pests, lawns,
thermostats, gutters, Kotlin, Flutter, SwiftUI, pandas, scikit-learn, LLM APIs, Google Sheets,
Outlook rules, 微信小程序, 银行转账, 车险, 护照 and 租车, run once before any fix): the
near-misses they showed are refused now, and the paraphrases beside the new rules are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("which notes change in the melodic minor scale going up",
     "which notes change in the melodic minor scale when descending", "opposites"),
    ("what is the derivative of f(g(x))", "what is the derivative of g(f(x))", "roles"),
    ("how do i make an outlook rule that moves emails with 'invoice' in the subject",
     "how do i make an outlook rule that moves emails unless the subject contains 'invoice'",
     "negation"),
    ("how do i show a widget in flutter only when the list is empty",
     "how do i show a widget in flutter only when the list has items", "opposites"),
    ("how do i sort a pandas dataframe by date in ascending order",
     "how do i sort a pandas dataframe by date with the newest first", "opposites"),
    ("how do i increase regularization strength in sklearn logisticregression",
     "how do i weaken the regularization in scikit-learn's logisticregression", "opposites"),
    ("how do i get the day of the week from a date in pandas",
     "how do i get the week of the year from a date in pandas", "opposites"),
    ("how do i merge df1 into df2 in pandas while keeping all rows of df2",
     "how do i merge df1 into df2 in pandas while keeping all rows of df1", "roles"),
    ("我转错账给别人了,怎么把钱要回来", "别人转错账给我了,我该怎么处理", "roles"),
    # beside them
    ("is 2/3 bigger than 3/5", "is 2/3 smaller than 3/5", "opposites"),
    ("is rust 20% faster than go", "is go 20% slower than rust", "opposites"),
    ("send all alerts to slack unless they are low priority",
     "send all alerts to slack if they are low priority", "negation"),
    # the review's (of the rules of sets co to cr)
    ("is a high-yield savings account better than a low-yield cd",
     "is a low-yield savings account worse than a high-yield cd", "opposites"),
    ("is a used honda civic cheaper than a new toyota corolla",
     "is a new honda civic more expensive than a used toyota corolla", "opposites"),
    ("my new iphone box came missing a charger, is that normal",
     "my new iphone box came with a charger, is that normal", "negation"),
    ("is it cheaper to buy a car late in the month", "is it cheaper to buy a car mid-month",
     "opposites"),
    ("how to see contacts that blocked me on whatsapp",
     "how to see contacts i blocked on whatsapp", "roles"),
    ("女朋友打了我怎么办", "我打了女朋友怎么办", "roles"),
    ("走路时被同学溅了一身泥水怎么办", "走路时溅了同学一身泥水怎么办", "roles"),
]
ACCEPT = [
    ("what is the derivative of f(g(x))", "how do i differentiate f(g(x))"),
    ("我和他吵架了,怎么办", "他和我吵架了,怎么处理"),
    ("how do i sort a pandas dataframe by date with the newest first",
     "how do i sort a pandas dataframe by date in descending order"),
    # paraphrases the sets showed refused: numbers compared themselves, a plural entity
    ("is 2/3 bigger than 3/5", "is 3/5 smaller than 2/3"),
    ("is a free vpn safe to use", "are free vpns safe"),
    # the review's: "fine" as "all right", "breathe out of water", "one note", the middle of
    # a contract, "cause ... to stop" against the same verb prevented, things that react
    # both ways, an adverb before the comparative, a route's driving time
    ("is it fine to use coarse salt for pickling", "is it ok to use coarse salt for pickling"),
    ("how long can a fish breathe out of water", "how long can a fish breathe outside of water"),
    ("how to play one note at a time on the piano", "how to play one note at a time on piano"),
    ("can i cancel my gym membership in the middle of the contract",
     "can i cancel my gym membership before the end of the contract"),
    ("does vinegar react with baking soda", "does baking soda react with vinegar"),
    ("can stress cause my period to stop coming", "can stress prevent my period from coming"),
    ("is gross pay always higher than net pay on a payslip",
     "on a payslip, is net pay always lower than gross pay"),
    ("从北京到天津有多远,开车要多久", "从天津到北京有多远,开车要多久"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
