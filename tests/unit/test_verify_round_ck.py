"""Sets ck and cl (written blind around board games, escape rooms, skateboarding, model
trains, bowling, table tennis, camping vans, magic tricks, fertility clinics, childbirth,
asthma and migraines, weather radar, volcanoes, quantum computing, goats, plumbing, hot
tubs, home renovation and fitness; then stand-up comedy, theatre, funerals, adoption,
glasses, dialysis, diabetes, composting, backyard chickens, turntables, minerals, cricket
and rugby, rowing, curling, Unity and Godot, Airflow and dbt, email deliverability, pets,
postgraduate exams and stocks, run once before any fix), and a review of the rules of sets
ci and cj written from their diff alone: the near-misses they showed are refused now, and
the paraphrases beside the rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("which foods trigger migraines",
     "which foods prevent migraines", "opposites"),
    ("can i use bromine in an inflatable hot tub",
     "can i only use bromine in an inflatable hot tub", "quantifier"),
    ("my emails go to spam and my domain has a dkim record, why",
     "my emails go to spam and my domain is missing a dkim record, why", "negation"),
    ("a股可以当天买当天卖吗",
     "港股可以当天买当天卖吗", "coverage"),
    ("how do i make task a wait for task b in airflow",
     "how do i make task b wait for task a in airflow", "roles"),
    ("can i put all my citrus peels in the compost bin",
     "can i put some citrus peels in the compost bin", "quantifier"),
    # the review's
    ("从北京飞纽约怎么倒时差",
     "从纽约飞北京怎么倒时差", "roles"),
    ("我被公司起诉了怎么办",
     "起诉公司怎么办", "roles"),
    ("我被邻居反复投诉噪音怎么办",
     "我反复投诉邻居噪音怎么办", "roles"),
    ("should i run every weekday",
     "should i run every other weekday", "numbers"),
    ("is it safe to take melatonin every evening",
     "is it safe to take melatonin every other evening", "numbers"),
    ("average price of ground beef in dollars/lb",
     "average price of ground beef in dollars/kg", "numbers"),
    ("what should i eat the day before a half marathon",
     "what should i eat the hour before a half marathon", "numbers"),
    ("what to avoid eating the whole week before a colonoscopy",
     "what to avoid eating the day before a colonoscopy", "numbers"),
    ("how should a landlord return a security deposit",
     "should a landlord return a security deposit", "question"),
    ("who was taught music theory and composition by salieri",
     "who taught salieri music theory and composition", "roles"),
    ("should i lend my sister money",
     "should my sister borrow money from a bank", "opposites"),
]
ACCEPT = [
    ("what happens if i only renew my passport once it has already expired",
     "what happens if i renew my passport after it expires"),
    ("i only have 10 minutes, what workout can i do",
     "i have 10 minutes, what workout can i do"),
    ("my domain is missing a dkim record",
     "my domain has no dkim record"),
    ("my cat is missing, what should i do",
     "what should i do if my cat is missing"),
    ("how do i make task a wait for task b in airflow",
     "in airflow, how can task a wait until task b finishes"),
    # the review's
    ("从北京到上海远不远",
     "从上海到北京远不远"),
    ("从广州到深圳相距多少千米",
     "从深圳到广州相距多少千米"),
    ("被鱼刺卡到了怎么办",
     "卡到鱼刺了怎么办"),
    ("is it wise to lend a new coworker money",
     "is it wise for a new coworker to borrow money from me"),
    ("is it okay to lend your boyfriend two hundred dollars",
     "is it okay for your boyfriend to borrow two hundred dollars from you"),
    ("is it ok to wash my hair every other night",
     "is it ok to wash my hair on alternating nights"),
    ("how will your taxes change if you get married",
     "will your taxes change if you get married"),
    ("how can u tell if an avocado is ripe",
     "can u tell if an avocado is ripe"),
    ("how will ai change software engineering jobs",
     "will ai change software engineering jobs"),
    ("do cats get along with rabbits",
     "does a rabbit get along with a cat"),
    ("can horses breed with donkeys",
     "can a donkey breed with a horse"),
    ("借钱给我妈要不要告诉老公",
     "我妈向我借钱要不要告诉老公"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
