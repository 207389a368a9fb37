"""Sets dq to dx (dq to dt written blind after the fixes of sets di to dp, around home
plumbing, roofing, genealogy and private flying; customs and shipping, heat pumps, mushroom
foraging and Google Play publishing; payroll law, medicine dosing, school admissions and
public transport; cloud billing, Kubernetes ingress, spreadsheet formulas and home security;
du to dx after dq's to dt's fixes, around car care, newborns, JavaScript tooling and race
logistics; bookkeeping, houseplants, the JVM and money transfers; espresso, custody law, Linux
administration and ball-game rules; hotel bookings, dentistry, Swift and reptiles; each run
once before any fix of its own), and two reviews of the round's rules written from their
diff alone: the near-misses they showed are refused now, and the paraphrases beside the new
rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("how to rekey a deadbolt", "how to rekey a deadbolt if all the keys are lost", "roles"),
    ("Can I fly over a stadium?", "Can I fly over a stadium during a game?", "roles"),
    ("Can international students work in the UK?",
     "Can international students work in the UK after graduation?", "roles"),
    ("Do I need a permit to replace my water heater?",
     "Do I need a permit to repair my water heater?", "opposites"),
    ("What's the minimum number of flight hours for a private pilot certificate?",
     "What's the average number of flight hours for a private pilot certificate?", "opposites"),
    ("Is the water company responsible for a leak between the meter and the house?",
     "Is the homeowner responsible for a leak between the meter and the house?", "opposites"),
    ("Can a Ring shared user add another shared user?",
     "Can the Ring owner add another shared user?", "opposites"),
    ("门锁的锁舌伸出来缩不回去怎么办？", "门锁的锁舌缩进去伸不出来怎么办？", "opposites"),
    ("公司提出解除劳动合同，需要支付经济补偿吗", "员工提出解除劳动合同，公司需要支付经济补偿吗",
     "opposites"),
    ("Is the Deutschlandticket valid on all trains in Germany?",
     "Is the Deutschlandticket valid on all regional trains in Germany?", "quantifier"),
    ("how do i list all running systemd services", "how do i list all systemd services",
     "quantifier"),
    ("Can I publish multiple apps with one developer account?",
     "Can I publish one app with multiple developer accounts?", "quantifier"),
    ("Do I have to pay back my student loan if I drop out?",
     "How do I pay back my student loan if I drop out?", "question"),
    ("is it necessary to rinse rice before cooking", "how to rinse rice before cooking",
     "question"),
    ("USPS delivery time to Canada", "How many days does FedEx take to deliver to Canada?",
     "entities"),
    ("if all the keys are lost, how do i rekey a deadbolt", "how to rekey a deadbolt", "roles"),
    ("What versions does ^1.2.3 allow in package.json?",
     "What versions does ~1.2.3 allow in package.json?", "opposites"),
    ("How do I extend an LVM logical volume to 50G?",
     "How do I extend an LVM logical volume by 50G?", "opposites"),
    ("How to update all npm packages", "How to update one npm package", "quantifier"),
    ("How do I delete a row from a SwiftUI List?",
     "How do I delete multiple rows from a SwiftUI List?", "quantifier"),
    ("Can a libero serve in NCAA volleyball?", "Can a libero serve in FIVB volleyball?",
     "entities"),
    ("Can I brush my teeth the day of a wisdom tooth extraction?",
     "Can I brush my teeth the day after a wisdom tooth extraction?", "opposites"),
    ("Can I steam milk and pull a shot at the same time on a single boiler machine?",
     "Can I steam milk and pull a shot at the same time on a dual boiler machine?",
     "opposites"),
    ("Is Invisalign cheaper than traditional braces?", "Is Invisalign cheaper than lingual braces?",
     "opposites"),
    ("Can a dental hygienist fill a cavity?", "Can a dentist fill a cavity?", "opposites"),
    ("How do I run a single test method with Maven?",
     "How do I run a single test class with Maven?", "opposites"),
    ("Best soil mix for repotting a monstera?", "Best soil mix for propagating a monstera?",
     "opposites"),
    ("which shoes should I buy for marathon racing",
     "which shoes should I buy for marathon training", "opposites"),
    ("In the UK, can I reclaim VAT on a restaurant meal with a client?",
     "In the UK, can I reclaim VAT on a restaurant meal with my staff?", "opposites"),
    ("what is the median household income in the us",
     "what is the average household income in the us", "opposites"),
    ("how do i say no to a job offer", "how do i say yes to a job offer", "opposites"),
]
ACCEPT = [
    # a condition the other side says in other words, or an "if" that asks whether
    ("how do i rekey a deadbolt if i lost the keys",
     "how to rekey a deadbolt after losing the keys"),
    ("what's a way to descale an espresso machine if i don't want to use citric acid",
     "how can i descale my espresso machine without using citric acid"),
    ("how do i know that she likes me", "how can i tell if she likes me"),
    ("is the ticket valid on all trains", "is the ticket valid on all known trains"),
    ("Is it possible to pick a disc detainer lock?", "can a disc detainer lock be picked"),
    ("How much does a 50 gallon water heater weigh?",
     "how much does a 50-gal water heater weigh"),
    ("高考每年是6月几号", "高考每年是六月几号"),
    ("How do I upgrade the ingress-nginx controller without downtime?",
     "upgrade ingress nginx controller with zero downtime"),
    ("Can my landlord refuse to let me install a heat pump?",
     "can my landlord say no to me installing a heat pump"),
    ("Does DHL Express deliver on Saturday?", "does dhl express do weekend delivery on saturdays"),
    ("USPS delivery time to Canada",
     "How many days does the US Postal Service take to deliver to Canada?"),
    ("Does the landlord have to replace a broken water heater?",
     "does the landlord have to replace a failed water heater"),
    # the review's: a utility named two ways, one side of a polarity item named two ways
    ("can the utility company shut off my power in winter",
     "can the electric utility shut off my power in winter"),
    ("can i get a credit card with no credit history",
     "can i get a credit card without any credit history"),
    ("What's the minimum number of flight hours for a private pilot certificate?",
     "What's the lowest number of flight hours for a private pilot certificate?"),
    ("can all dogs eat bananas", "can a dog eat bananas"),
    ("How do I extend an LVM logical volume by 50G?", "how to grow an lvm logical volume by 50g"),
    ("are banks open on saturday", "are banks open on saturdays"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
