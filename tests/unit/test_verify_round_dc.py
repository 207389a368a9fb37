"""Sets dc and dd (written blind after the fixes of sets da and db, around canoeing, cheese
making, Blender, pianos, wildlife photography, board games, Kotlin coroutines, Spring Boot,
Elasticsearch, firewalls and VPNs, migraine, notice periods, 考研, 宽带安装, 广场舞 and 电动车
上牌; then trail running, home brewing, aquascaping, model railways, calligraphy, ballroom
dancing, Scala and Akka, Next.js, MongoDB aggregation, OAuth, eczema, car leases, 二手房过户,
外卖配送, 健身房会员 and 火车票改签, run once before any fix), and a review of the rules of
sets cy and cz written from their diff alone: the near-misses they showed are refused now,
and the paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("what's the best month to photograph puffins in iceland",
     "what's the best time of day to photograph puffins in iceland", "question"),
    ("how do i select all vertices of a mesh in blender",
     "how do i select every other vertex of a mesh in blender", "opposites"),
    ("should i hold my broad-edge pen at a steeper angle to get thinner strokes",
     "should i hold my broad-edge pen at a flatter angle to get thinner strokes", "opposites"),
    ("how do i read query parameters in the next.js pages router",
     "how do i read query parameters in the next.js app router", "opposites"),
    ("how do i stop an akka actor gracefully", "how do i stop an akka actor immediately",
     "opposites"),
    ("i'm two years into a three-year lease on a vw golf. can i buy my leased car at the end "
     "of the lease",
     "i'm two years into a three-year lease on a vw golf. do i have to buy my leased car at "
     "the end of the lease", "question"),
    # the review's (of the rules of sets cy and cz)
    ("how do i run jquery fadein when the page loads",
     "how do i run jquery fadeout when the page loads", "opposites"),
    ("how do i calculate the variance within groups in a one way anova",
     "how do i calculate the variance between groups in a one way anova", "opposites"),
    ("is the flu jab free for pensioners in the uk",
     "is the flu jab free for younger adults in the uk", "opposites"),
    ("can i sue the driver i hit", "can i sue the driver who hit me", "roles"),
    ("how do i store a time with no date component in postgres",
     "how do i store a date with no time component in postgres", "roles"),
    ("how do you wash raw chicken before cooking it",
     "should you wash raw chicken before cooking it", "question"),
    ("is it normal for a new gpu to arrive with a support bracket",
     "is it normal for a new gpu to arrive missing a support bracket", "negation"),
    ("my wardrobe kit was delivered with bolts, do i need to buy extra",
     "my wardrobe kit was delivered missing bolts, do i need to buy extra", "negation"),
    ("when a sentence has a verb, is it a fragment",
     "when a sentence is missing a verb, is it a fragment", "negation"),
    ("我可以要求客戶退還訂金嗎", "客戶可以要求我退還訂金嗎", "roles"),
    ("上海买房有哪些限购政策,特别是本地户口的", "上海买房有哪些限购政策,特别是不是本地户口的",
     "negation"),
    ("is it free to walk around the colosseum", "is it free to walk inside the colosseum",
     "opposites"),
]
ACCEPT = [
    # the review's: compound words outside code, "fade in the wash", "within the schengen
    # area", "recommend avoiding", "where am i going wrong", 多少个月 / 几个月, watt hours,
    # "arrived in the early afternoon missing a connection", "the bonus i was promised", a
    # girl i matched, 差距在哪里 as what, not where
    ("how much does motorcycle insurance cost for a new rider",
     "how much does motorbike insurance cost for a new rider"),
    ("good gift ideas for grandkids under 50 dollars",
     "good gift ideas for grandchildren under 50 dollars"),
    ("do i need a passport to travel within the schengen area",
     "do i need a passport to travel across the schengen area"),
    ("what do you recommend to prevent jet lag on a flight to tokyo",
     "how do i avoid jet lag on a flight to tokyo"),
    ("i keep failing my driving test, where am i going wrong",
     "i keep failing my driving test, what am i doing wrong"),
    ("日本签证办下来要几个月", "日本签证办下来要多少个月"),
    ("从北京坐高铁到上海要多少个钟头", "从北京坐高铁到上海要几个钟头"),
    ("is a 99 watt hour laptop battery allowed in carry on luggage",
     "is a 99 wh laptop battery allowed in carry on luggage"),
    ("my flight arrived in the early afternoon missing a connection to rome, am i owed "
     "compensation",
     "my flight arrived in the early afternoon and i missed a connection to rome, am i owed "
     "compensation"),
    ("can i sue for the bonus i was promised in writing",
     "can i sue for the bonus promised me in writing"),
    ("how do i open a chat with a girl i matched on hinge",
     "how do i open a chat with a girl who matched me on hinge"),
    ("which countries count as scandinavian", "list the countries considered scandinavian"),
    ("how do i make a ui panel fade in", "how do i make a ui panel fade in smoothly"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
