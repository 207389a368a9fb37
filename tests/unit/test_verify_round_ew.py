"""Sets ew to fd (ew to ez written blind after the fixes of sets eo to ev, around kidney
stones, Shopify, wedding photography and refinancing; climbing gyms, GraphQL, cat adoption and
unemployment benefits; insulin pumps, Unreal Engine, car leases and birdwatching; home solar
batteries, Spanish grammar, PostgreSQL replication and cruises; fa to fd after ew's to ez's
fixes, around adult ADHD, eviction, Kubernetes networking and golf; LASIK, Salesforce, horse
care and car seats; personal bankruptcy, Vue.js, kayaking and rabbits; crypto taxes, AWS
Lambda, coffee roasting and gout; each run once before any fix of its own), and the reviews
of the round's rules written from their diff alone: the near-misses they showed are refused
now, and the paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("can i drink coffee the morning of my kidney stone surgery",
     "can i drink coffee the morning after my kidney stone surgery", "opposites"),
    ("who keeps the deposit if the wedding photographer cancels",
     "who keeps the deposit if the couple cancels the wedding photographer", "roles"),
    ("do i need an appraisal for every refinance", "do i need an appraisal for a refinance",
     "quantifier"),
    ("is it cheaper to adopt a cat than to buy one",
     "is it cheaper to adopt a cat than to foster one",
     "opposites"),
    ("信用卡可以取现吗", "信用卡取现划算吗", "opposites"),
    ("how do you form the affirmative tú command of hablar",
     "how do you form the negative tú command of hablar", "opposites"),
    ("do i go through customs when embarking a cruise in miami",
     "do i go through customs when disembarking a cruise in miami", "opposites"),
    ("why do i feel more tired when my ritalin kicks in",
     "why do i feel more tired when my ritalin wears off", "opposites"),
    ("can i tee up in front of the tee markers", "can i tee up behind the tee markers",
     "opposites"),
    ("i have adhd, how can i support my partner", "my partner has adhd, how can i support them",
     "roles"),
    ("can adhd medication cause weight loss", "does adhd medication always cause weight loss",
     "quantifier"),
    ("is a loadbalancer service required to expose an app outside the cluster",
     "is a loadbalancer service able to expose an app outside the cluster", "question"),
    ("at what age can my child buckle their own car seat harness",
     "at what age can my child buckle their sibling's car seat harness", "roles"),
    ("my rabbit is being bullied by my cat, what should i do",
     "my cat is being bullied by my rabbit, what should i do", "roles"),
    ("do i have to wear a life jacket while kayaking in california",
     "do i have to carry a life jacket while kayaking in california", "opposites"),
    ("is it safe to take ibuprofen with allopurinol for gout",
     "is it safe to take aspirin with allopurinol for gout", "entities"),
    ("how do i let my lambda function invoke another lambda function",
     "how do i let another lambda function invoke my lambda function", "roles"),
    ("how do i prepare my kids for a foster child moving in",
     "how do i prepare my kids for a foster child moving out", "opposites"),
    # an entity between the words of a duty: "does amoxicillin have to be ..." asks it still
    ("can amoxicillin be taken with food", "does amoxicillin have to be taken with food",
     "question"),
    # the reviews'
    ("can i drink grapefruit juice while taking pravachol",
     "can i drink grapefruit juice while taking zocor", "entities"),
    ("does paxil cause weight gain", "does wellbutrin cause weight gain", "entities"),
    ("do i have to buy a fishing license at every lake in michigan",
     "do i have to buy a fishing license at a lake in michigan", "quantifier"),
    ("son just turned 18, do i need to file a tax return",
     "son just turned 18, does he need to file a tax return", "roles"),
    ("a coworker tested positive for covid, do i need to quarantine",
     "a coworker tested positive for covid, does she need to quarantine", "roles"),
    ("my mum is epileptic, can i drive in the uk", "i'm epileptic, can i drive in the uk", "roles"),
    ("my partner is hiv positive, can i breastfeed", "i'm hiv positive, can i breastfeed", "roles"),
    ("老婆在哺乳期,我可以吃布洛芬吗", "我在哺乳期,可以吃布洛芬吗", "roles"),
    ("我爸有糖尿病,我可以献血吗", "我有糖尿病,可以献血吗", "roles"),
    ("who is at fault if a truck was hit by my car", "who is at fault if my car was hit by a truck",
     "roles"),
    ("can i deduct mileage for driving my company car for work",
     "can i deduct mileage for driving my own car for work", "roles"),
    ("does cold brew have more caffeine than espresso",
     "does cold brew have as much caffeine as espresso", "opposites"),
    ("does generic zyrtec work better than the brand name",
     "does generic zyrtec work as well as the brand name", "opposites"),
    ("is a master's degree better than work experience",
     "is a master's degree equivalent to work experience", "opposites"),
    ("is it safe to pump gas with the engine off", "is it safe to pump gas with the engine running",
     "opposites"),
    ("is it illegal to record a phone call without telling the other person",
     "is it wrong to record a phone call without telling the other person", "opposites"),
    ("how do i get the accounts followed by a user with the instagram api",
     "how do i get the accounts following a user with the instagram api", "roles"),
]

ACCEPT = [
    ("what are the side effects of tylenol", "what are the side effects of acetaminophen"),
    ("is it safe to take ibuprofen with allopurinol for gout",
     "is it safe to take advil with allopurinol for gout"),
    ("i have adhd, how can i support my partner", "how do i support my partner when i have adhd"),
    ("does it always rain in seattle in november",
     "does it rain every day in seattle in november"),
    ("is https necessary for internal-only apis", "should i always use https for internal apis"),
    ("is there a fee for every bag", "is there a fee for each bag"),
    ("can my dog play with another dog", "can another dog play with my dog"),
    ("what happens if the flight is cancelled", "what happens if my flight gets cancelled"),
    ("should i take my blood pressure medication before or after breakfast",
     "is it better to take bp meds prior to eating breakfast or after"),
    ("can amoxicillin be taken with food", "can i take amoxicillin with food"),
    # the reviews': brand names, "always" in a question whether it is, "will" for "can", "we"
    # with the third party in it, a state both share, verbs said either way, a thing in a
    # condition, a particle after the verb, a choice between both, another name of a country
    ("is telfast a non-drowsy antihistamine", "is fexofenadine a non-drowsy antihistamine"),
    ("how long does it take a z-pack to start working",
     "how long does it take azithromycin to start working"),
    ("is a square always a rectangle", "is a square a rectangle"),
    ("will a 2000 watt generator run a refrigerator",
     "can a 2000 watt generator run a refrigerator"),
    ("my daughter is flying with me to canada, does she need a passport",
     "my daughter is flying with me to canada, do we need a passport"),
    ("i am retired, and so is my wife, can we both still contribute to an ira",
     "my wife is retired, and so am i, can we both still contribute to an ira"),
    ("my yard is bordered by a creek, do i own the creek bed",
     "the creek is bordered by my yard, do i own the creek bed"),
    ("list the us states bordering the gulf of mexico",
     "list the us states bordered by the gulf of mexico"),
    ("what happens to my ticket if the concert cancels",
     "what happens to my ticket if the promoter cancels the concert"),
    ("what are the most popular songs that feature rihanna",
     "what are the most popular songs that rihanna features on"),
    ("is 5g the same as 5ghz wifi, or faster", "is 5g faster than 5ghz wifi, or the same"),
    ("can i bring deer jerky into turkey", "can i bring venison jerky into türkiye"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
