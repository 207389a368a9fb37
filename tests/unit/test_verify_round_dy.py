"""Sets dy to ef (dy to eb written blind after the fixes of sets dq to dx, around carpentry,
masonry and kitchen remodelling; chemotherapy, medical imaging and hospital stays; real-estate
closings, notaries and probate; CNC machining, 3D printing and welding; ec to ef after dy's to
eb's fixes, around wildfire preparedness, heat pumps and home insurance; genealogy, elections
and local permits; triathlon, ice hockey and saxophone; poker, go and small-business
accounting; each run once before any fix of its own), and the reviews of the round's rules
written from their diff alone: the near-misses they showed are refused now, and the
paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how do i make my mortar joints thinner when laying brick",
     "how do i make my mortar joints wider when laying brick", "opposites"),
    ("why does my old brick wall repel so much water",
     "why does my old brick wall absorb so much water", "opposites"),
    ("what should go in the contract when a customer hires me as a cabinet maker",
     "what should go in the contract when i hire a cabinet maker", "roles"),
    ("is it cheaper to refinish or replace kitchen cabinets",
     "is it cheaper to refinish or reface kitchen cabinets", "opposites"),
    ("what's the easiest joint for attaching a table leg",
     "what's the strongest joint for attaching a table leg", "opposites"),
    ("is it safe to hug my kids the day after a pet scan",
     "is it safe to hug my kids right after a pet scan", "opposites"),
    ("can one heir sell their share of an inherited house without the others",
     "can one heir sell an inherited house without the others", "quantifier"),
    ("can i sign my closing documents by email if i'm out of state",
     "can i sign my closing documents by mail if i'm out of state", "opposites"),
    ("who owns the injection mold if the moldmaker paid for it",
     "who owns the injection mold if the customer paid for it", "opposites"),
    ("i sent my customer the wrong steel grade - who pays to return it",
     "my supplier sent me the wrong steel grade - who pays to return it", "opposites"),
    ("which end mill is best for finishing aluminum",
     "which end mill is best for roughing aluminum", "opposites"),
    ("will insurance pay to replace all my kitchen cabinets if all of them are damaged",
     "will insurance pay to replace all my kitchen cabinets if only one is damaged",
     "quantifier"),
    ("does homeowners insurance cover smoke damage to my house",
     "does homeowners insurance cover smoke damage to my car", "opposites"),
    ("家里所有房间都被烟熏了,保险会赔整个房子的清洁费吗",
     "家里只有一个房间被烟熏了,保险会赔整个房子的清洁费吗", "quantifier"),
    ("can i vote by mail if i've permanently moved out of state",
     "can i vote by mail if i'm temporarily out of state", "opposites"),
    ("can i vote in the primary if i'm registered as a democrat in pennsylvania",
     "can i vote in the primary if i'm registered as an independent in pennsylvania",
     "opposites"),
    ("can i see whether my neighbor voted", "can i see who my neighbor voted for", "question"),
    ("how do i search the 1940 census by name", "how do i search the 1940 census by address",
     "opposites"),
    ("what key is a tenor saxophone in", "what key is an alto saxophone in", "opposites"),
    ("does the player who is tripped on a breakaway get a penalty shot",
     "does the player who trips someone on a breakaway get a penalty shot", "roles"),
    ("铁三比赛中超车的人需要退后吗", "铁三比赛中被超车的人需要退后吗", "roles"),
    ("in blackjack, should i split 10s against a dealer 8",
     "in blackjack, should i split 8s against a dealer 10", "numbers"),
    ("is form 1120 due on march 15 for a calendar-year company",
     "is form 1120-s due on march 15 for a calendar-year company", "numbers"),
    ("as a professional player, where do i report poker tournament winnings on my taxes",
     "as a recreational player, where do i report poker tournament winnings on my taxes",
     "opposites"),
    # a leftover of sets dq to dx, and the reviews'
    ("which packages depend on lodash", "which packages lodash depends on", "roles"),
    ("which python packages depend on numpy", "which python packages numpy depends on", "roles"),
    ("which teams beat the lakers", "which teams the lakers beat", "roles"),
    ("which packages depend on lodash", "which packages does lodash depend on", "roles"),
    ("does the player who fouled get a yellow card",
     "does the player who was fouled get a yellow card", "roles"),
    ("can i sell my half of the house without my ex's consent",
     "can i sell the house without my ex's consent", "quantifier"),
    ("where do i mail form 941-x", "where do i mail form 941", "numbers"),
    ("can i deduct a restaurant meal with a client",
     "can i deduct a restaurant meal with my staff", "opposites"),
    ("家里房间都被水泡了，保险赔吗", "家里只有一个房间被水泡了，保险赔吗", "quantifier"),
    ("how do i delete my instagram forever", "how do i delete my instagram for a while",
     "opposites"),
    # once refused only because 十 of 五十 had no counterpart: the nutrient is the difference
    ("体重50公斤的人每天需要多少蛋白质", "体重五十千克的人每天需要多少脂肪", "opposites"),
]

ACCEPT = [
    ("are two witnesses required for a will in tx", "does a will need 2 witnesses in texas"),
    ("is it possible to weld aluminium gasless", "can you weld aluminum without using gas"),
    ("do i need a permit to upgrade my panel to 200a",
     "does upgrading to a 200 amp electrical panel require a permit"),
    ("does signing a will in pencil make it not valid",
     "does signing a will in pencil make it invalid"),
    ("what should go in the contract when i hire a cabinet maker",
     "what should be in the contract when i hire a cabinet maker"),
    ("can i check whether my ballot was counted", "can i check if my ballot was counted"),
    ("what's a 24-hr fast", "what's a 24 hour fast"),
    # the reviews': verbs that go both ways, units said once for two figures, a figure with
    # its form's brackets, "all right", deeds undergone, a condition after a complement,
    # "know when" for "know if", "tell which", Chinese months
    ("which countries border germany", "which countries germany borders"),
    ("which drugs interact with warfarin", "which drugs warfarin interacts with"),
    ("can a us citizen who is married to a foreigner sponsor them",
     "can a us citizen who married a foreigner sponsor them"),
    ("should i walk 30 minutes or run 15", "should i walk 30 or run 15 minutes"),
    ("can i roll my 401-k into a roth ira", "can i roll my 401(k) into a roth ira"),
    ("is it all right to live with one kidney", "is it ok to live with only one kidney"),
    ("被感染的人多久会出现症状", "感染的人多久会出现症状"),
    ("does a typo make my will not valid", "does a typo make my will invalid"),
    ("is the pharmacy not open when it's a federal holiday",
     "is the pharmacy closed when it's a federal holiday"),
    ("how do you know when someone is taking you for granted",
     "how do i know if someone is taking me for granted"),
    ("how can you tell if a watermelon is ripe", "how can you tell which watermelon is ripe"),
    ("十二月份去哈尔滨冷吗", "12月份去哈尔滨冷吗"),
    ("laravel run a single seeder class instead of all",
     "laravel run only one seeder class instead of all"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
