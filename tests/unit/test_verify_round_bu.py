"""Sets bu and bv (written blind around astronomy, classical music, payroll, small-business
law, web accessibility, TypeScript, networking, childcare, dentistry, skiing, coffee,
woodworking, airports, nutrition, traffic law, spreadsheets, Java and C#, machine learning,
weather, trivia, games, solar panels, visas and smart TVs, run once before any fix), and a
review of the rules of sets bs and bt written from their diff alone: the near-misses they
showed are refused now, and the paraphrases beside the rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("should i grind finer if my espresso tastes sour",
     "should i grind finer if my espresso tastes bitter", "opposites"),
    ("如何让木桌表面更有光泽", "怎样让实木桌面变得更哑光", "opposites"),
    ("德国工作签证申请被批准后下一步做什么", "德国工作签证被拒签了,接下来该怎么办", "opposites"),
    ("how do i get the date 30 days from today in excel",
     "how do i get the date 30 days before today in excel", "opposites"),
    ("can a static method be overridden in java", "can a static method be overloaded in java",
     "opposites"),
    # the review's: a deed done by the subject against done to it
    ("i was bullied as a child, how do i deal with it",
     "i bullied other kids as a child, how do i deal with it", "roles"),
    ("the manager of my store was harassed by a customer",
     "the manager of my store harassed a customer", "roles"),
    ("my son is being bullied by the class bully", "my son is bullying the class bully", "roles"),
    ("my dog was attacked by another dog, how do i prevent another attack",
     "my dog attacked another dog, how do i prevent another attack", "roles"),
    ("can a final class inherit", "can a final class be inherited", "roles"),
    ("my daughter is still constantly harassed by her ex",
     "my daughter still constantly harasses her ex", "roles"),
    # still to come against done
    ("my subscription will be automatically renewed, can i get a refund",
     "my subscription was automatically renewed, can i get a refund", "datetime"),
    ("my company is going to lay me off", "my company laid me off", "datetime"),
    ("my employer will withhold my final paycheck", "my employer withheld my final paycheck",
     "datetime"),
    ("who did verstappen overtake on the last lap", "who overtook verstappen on the last lap",
     "roles"),
    # once, half, every
    ("i skipped my workout once this week", "i skipped my workout every day this week",
     "quantifier"),
    ("how long do i roast half a chicken", "how long do i roast a whole chicken", "quantifier"),
    ("can my employer withhold half of my paycheck", "can my employer withhold my entire paycheck",
     "quantifier"),
]
ACCEPT = [
    # "won't" says what does not happen now, not what is still to come
    ("my cat won't eat, what should i do", "my cat hasn't eaten, what should i do"),
    ("my car won't start this morning, what should i check",
     "my car didn't start this morning, what should i check"),
    ("if my landlord won't fix the heater can i withhold rent",
     "if my landlord didn't fix the heater can i withhold rent"),
    ("why won't my dog eat his food", "why hasn't my dog eaten his food"),
    # reported speech
    ("my doctor said i will need a biopsy, what should i expect",
     "my doctor said i needed a biopsy, what should i expect"),
    # another of a kind, an owner, a causative, a participle after its noun, a bare plural
    ("the other dog bit my dog, should i take him to the vet",
     "my dog was bitten by the other dog, should i take him to the vet"),
    ("that company sued our company, what happens now",
     "our company was sued by that company, what happens now"),
    ("i had my car battery replaced, do i need to reset anything",
     "my car battery was replaced, do i need to reset anything"),
    ("can a cat bitten by a dog get rabies", "if a cat is bitten by a dog can it get rabies"),
    ("can a startup acquired by google keep its brand",
     "if a startup is acquired by google can it keep its brand"),
    ("can police officers arrest other police officers",
     "can police officers be arrested by other police officers"),
    ("can two java classes inherit from each other",
     "can two java classes be inherited by each other"),
    ("who slept with marilyn monroe", "who did marilyn monroe sleep with"),
    # "once" and "often" that say "now and then"
    ("is it ok to eat fast food once in awhile", "is it ok to eat fast food every so often"),
    ("can i eat salmon once or twice a week while pregnant",
     "can i eat salmon weekly while pregnant"),
    # a Chinese negation of the same thing, said with other words
    ("手机不能充电怎么办", "手机插上充电器充电不进去怎么办"),
    ("洗衣机不脱水怎么办", "洗衣机脱水时不转怎么办"),
    ("why does my espresso taste sour", "why is my espresso sour tasting"),
    ("can a static method be overridden in java",
     "is it possible to override a static method in java"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
