"""Sets cm and cn (written blind around public transport, e-scooters, smart homes,
cameras, video editing, Blender, self-employed tax, job interviews, tenancy repairs, school
admissions, Japanese, concerts, esports, 高铁, 微信支付 and 支付宝, 挂号; then social media
moderation, web analytics, SEO, React Native, GraphQL, Terraform, Git, open-source licences,
accessible PDFs, blood sugar, pregnancy, sleep training, dog training, cats, houseplants,
bicycles, car batteries, electricity tariffs, 留学, 租房合同 and 社保, run once before any
fix), and a review of the rules of sets ck and cl written from their diff alone: the
near-misses they showed are refused now, and the paraphrases beside the rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("社保断缴三个月会有什么影响",
     "社保连续缴纳三个月会有什么影响", "opposites"),
    ("why does my screen reader skip the images in my pdf",
     "why does my screen reader read out the images in my pdf", "opposites"),
    ("at $0.25 per kwh, what does it cost to run a 1.5 kw air conditioner 8 hours a day for a "
     "month",
     "at $0.25 per kwh, what does it cost to run a 1.5 kw air conditioner 8 hours a week for a "
     "month", "numbers"),
    ("will the person i muted on twitter still see my tweets in their timeline",
     "will the person who muted me on twitter still see my tweets in their timeline", "roles"),
    ("how do i see who is following me on tiktok",
     "how do i see who i'm following on tiktok", "roles"),
    ("离职后社保可以自己交吗",
     "在职期间社保可以自己交吗", "opposites"),
    # a word ending in "i" before "only" is no asker ("wifi only")
    ("does the hotspot work on wifi only", "does the hotspot work on wifi", "quantifier"),
    ("is this restaurant sushi only", "is this restaurant sushi", "quantifier"),
    # the review's
    ("我被邻居好几次投诉噪音怎么办",
     "我好几次投诉邻居噪音怎么办", "roles"),
    ("我被同事传染了新冠要赔偿吗",
     "我传染了同事新冠要赔偿吗", "roles"),
    ("我被同学扎了一刀会怎么判",
     "我扎了同学一刀会怎么判", "roles"),
    ("am i only allowed one carry-on bag on delta",
     "am i allowed one carry-on bag on delta", "quantifier"),
    ("if investor a sells his shares to investor b, who pays the capital gains tax",
     "if investor b sells his shares to investor a, who pays the capital gains tax", "roles"),
    ("can magnesium induce migraines",
     "can magnesium prevent migraines", "opposites"),
    ("what is the price of beef in cad/lb",
     "what is the price of beef in cad/kg", "numbers"),
    ("does sunscreen even prevent wrinkles",
     "how does sunscreen prevent wrinkles", "question"),
    ("has inflation hurt retirees on fixed incomes",
     "how has inflation hurt retirees on fixed incomes", "question"),
]
ACCEPT = [
    ("how do i see who is following me on tiktok",
     "how can i check who follows me on tiktok"),
    ("社保断缴三个月会有什么影响",
     "社保停缴三个月有什么影响"),
    ("at $0.25 per kwh, what does it cost to run a 1.5 kw air conditioner 8 hours a day for a "
     "month",
     "what's the monthly cost of running a 1.5 kw ac 8 hours a day at $0.25/kwh"),
    ("how to see people who follow me on instagram",
     "how do i see who follows me on instagram"),
    # the review's
    ("i am missing my ex so much, how do i stop thinking about her",
     "i miss my ex so much, how do i stop thinking about her"),
    ("what should i do if my son is missing the school bus every morning",
     "what should i do if my son misses the school bus every morning"),
    ("my bike has a missing bolt on the front brake, is it safe to ride",
     "my bike is missing a bolt on the front brake, is it safe to ride"),
    ("why is my shopify store missing a favicon in google search results",
     "my shopify store is missing a favicon in google search results, why"),
    ("can i only bring one carry-on bag on spirit airlines",
     "am i limited to one carry-on bag on spirit airlines"),
    ("u盘插电脑上没反应怎么办",
     "优盘插电脑上没反应怎么办"),
    ("does drug a interact with drug b",
     "does drug b interact with drug a"),
    ("is product a compatible with product b",
     "is product b compatible with product a"),
    ("衣服被油沾到了怎么洗掉",
     "衣服沾到油了怎么洗掉"),
    ("被热油溅到了起水泡怎么处理",
     "溅到热油了起水泡怎么处理"),
    ("从深圳到香港远吗",
     "从香港到深圳远吗"),
    ("how can a felon get his gun rights restored in texas",
     "can a felon get his gun rights restored in texas and what is the process"),
    ("how can someone with bad credit get approved for a car loan",
     "can someone with bad credit get approved for a car loan"),
    ("should i lend my brother money to pay his rent",
     "should i let my brother borrow money off me to pay his rent"),
    ("is it a good idea to lend my son our car for a road trip",
     "is it a good idea to let my son borrow our car for a road trip"),
    ("should i lend my girlfriend thousands of dollars for her student loans",
     "should i let my girlfriend borrow thousands of dollars off me for her student loans"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
