"""Sets bs and bt (written blind around sailing, pottery, amateur radio, heating, knitting,
LaTeX, Kubernetes, farm animals, chess, home brewing, car care, photography, hiking gear,
insurance claims, tax forms, Rust and Go, SQL, 3D printing, aquariums, medicines, cycling,
genealogy, electric cars, mortgages, trains and phone settings, run once before any fix),
and a review of the rules of sets bq and br written from their diff alone: the near-misses
they showed are refused now, and the paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("how much anchor rode do i need in 5 meters of water",
     "how much anchor rode do i need in 5 fathoms of water", "numbers"),
    ("国际象棋中,兵第一步可以走两格吗", "国际象棋中,兵每一步都可以走两格吗", "quantifier"),
    ("does ancestrydna test y-dna", "does familytreedna test y-dna", "entities"),
    ("can a &mut t be coerced to a &t in rust", "can a &t be coerced to a &mut t in rust",
     "roles"),
    ("can a dna test prove i am someone's half-sibling",
     "can a dna test prove i am someone's full sibling", "quantifier"),
    # the review's: a deed done by the subject against done to it
    ("my child was bullied by a classmate, should i contact the school",
     "my child is bullying a classmate, should i contact the school", "roles"),
    ("our company got sued by a competitor, what are our options",
     "our company sued a competitor, what are our options", "roles"),
    ("my dog has bitten another dog, what should i do",
     "my dog has been bitten by another dog, what should i do", "roles"),
    ("my toddler got bit by another kid at daycare", "my toddler bit another kid at daycare",
     "roles"),
    ("is my son getting bullied at school", "is my son bullying other kids at school", "roles"),
    ("my company is being acquired by a competitor", "my company is acquiring a competitor",
     "roles"),
    # once against often
    ("i woke up with chest pain once, should i see a doctor",
     "i wake up with chest pain every night, should i see a doctor", "quantifier"),
    ("i forgot to take my blood pressure pill once",
     "i forget to take my blood pressure pill often", "quantifier"),
    # still to come against done
    ("i think my pipes will freeze tonight", "i think my pipes have frozen tonight", "datetime"),
    ("i think my insurer will deny my claim", "i think my insurer has denied my claim",
     "datetime"),
    ("my account will be suspended for unpaid fees",
     "my account has been suspended for unpaid fees", "datetime"),
    ("my visa is going to expire while i am in the us", "my visa has expired while i am in the us",
     "datetime"),
    ("my stay will exceed 90 days in the schengen area",
     "my stay exceeded 90 days in the schengen area", "datetime"),
    ("my car warranty will soon expire, can i still get it fixed for free",
     "my car warranty has already expired, can i still get it fixed for free", "datetime"),
    ("will my data usage exceed the cap", "has my data usage exceeded the cap", "datetime"),
    ("my landlord will keep my security deposit", "my landlord has kept my security deposit",
     "datetime"),
    # half against whole
    ("how many beats does a half note get in 4/4 time",
     "how many beats does a whole note get in 4/4 time", "quantifier"),
    ("how long do i roast a half chicken at 400f", "how long do i roast a whole chicken at 400f",
     "quantifier"),
]
ACCEPT = [
    # one of a kind on both sides, modifiers that tell two apart, the subject itself
    ("which remote branch is my local branch tracking",
     "which remote branch is tracked by my local branch"),
    ("can an employee sue another employee for defamation",
     "can an employee be sued by another employee for defamation"),
    ("does the child class override the parent class",
     "does the parent class get overridden by the child class"),
    ("will the new server replace the old server automatically",
     "will the old server be replaced by the new server automatically"),
    ("can a python class subclass itself", "can a python class be subclassed by itself"),
    ("is it legal to evict a tenant during winter",
     "is it legal for a tenant to be evicted during winter"),
    # nouns, not the deed
    ("do usps first class packages get tracked", "do usps first class packages have tracking"),
    ("what forms do i need when an employee is hired",
     "what forms do i need for a new employee hire"),
    ("can a dataclass be subclassed", "can a dataclass subclass be created"),
    # "once" that is not how often
    ("should i change my hvac filter once in a month",
     "should i change my hvac filter every month"),
    ("how do i fix my wi-fi dropping out once and for all",
     "how do i fix my wi-fi dropping out all the time"),
    # the same deed in the future both ways, a Chinese negation of one thing
    ("when must i register for vat if my turnover will exceed the threshold",
     "when do i need to register for vat if my turnover is going to exceed the threshold"),
    ("为什么作用力与反作用力不会互相抵消", "作用力和反作用力为什么不能相互抵消"),
    ("如果信用卡没有按时还款会怎样", "信用卡逾期未还款会有什么后果"),
    ("热水器没有热水出来是什么原因", "为什么我的热水器不出热水"),
    ("how do i tune my guitar a half step down", "how to tune a guitar down a half step"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
