"""Blind sets k to z: the wrong pairs the chain served on first contact, and paraphrases of
the earlier sets it refused (and in the paraphrase round after them), each fix with the pairs
beside it that must still go the other way."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from genaicache.verify import Verdict

BothWays = Callable[[str, str], list[Verdict]]  # the `both_ways` fixture

# Set k (the eleventh blind set) and this round's paraphrase rules
REFUSE_K = [
    # a negating prefix against the plain word
    ("which acrylic paints are unsuitable for outdoor murals",
     "which acrylic paints are suitable for outdoor murals"),
    ("is it impossible to learn piano at 40", "is it possible to learn piano at 40"),
    ("are the results inaccurate", "are the results accurate"),
    ("is the movie inappropriate for kids", "is the movie appropriate for kids"),
    ("why do i dislike my job", "why do i like my job"),
    ("what causes unemployment", "what causes employment"),
    # Chinese requests that differ in one short word only
    ("孕妇可以喝酒吗", "孕妇可以喝咖啡吗"),
    ("北京地铁末班车几点发车", "北京地铁首班车几点发车"),
    ("狗可以吃巧克力吗", "狗可以吃巧克力蛋糕吗"),
    ("猫咪能吃鱼吗", "猫咪能吃鱼油吗"),
    # a comparison turned round in other words, where the things do not all swap
    ("is the amazon river shorter than the nile", "is the amazon longer than the nile"),
    ("is it cheaper to rent a car in spain than in italy",
     "is it more expensive to rent a car in spain than in italy"),
    ("is it cheaper to buy a car in spain than in italy",
     "is it more expensive to rent a car in italy than in spain"),
    ("is a 15-year mortgage cheaper than a 30-year one",
     "is a 30-year mortgage more expensive than a 20-year one"),
    ("are tvs more expensive in november than in january",
     "are tvs cheaper in november than in january"),
    ("is the red car faster than the blue car", "is the blue car slower than the green car"),
    ("is hot water slower to freeze than cold water",
     "does hot water freeze faster than cold water"),
    ("is 5g 20% faster than 4g", "is 4g 20% slower than 5g"),
    ("is running better than swimming for weight loss",
     "is swimming worse than running for muscle gain"),
    # a noun of a keyword request stands for the question only where the other side says it
    ("director of the godfather", "who starred in the godfather"),
    ("architect of the eiffel tower", "who owns the eiffel tower"),
    ("salary of a nurse in texas", "how many nurses work in texas"),
    ("author of one hundred years of solitude", "when was one hundred years of solitude written"),
    ("eiffel tower ticket price", "how tall is the eiffel tower"),
    # telling two things apart reads both ways, ranking them or going from one to the other not
    ("what is the difference between a roth ira and a traditional ira",
     "how do i convert a traditional ira to a roth ira"),
    ("difference between flights from london to paris",
     "difference between flights from paris to london"),
    ("is a modem different from a router", "is a router better than a modem"),
    # "weekday" asked, or Monday to Friday
    ("is the museum open on weekdays", "is the museum open every day of the week"),
    ("why did my bill go up compared with the previous month",
     "why is my bill higher than last year"),
    # forbidden / prohibited / banned against allowed / ok
    ("is vaping prohibited on planes", "is vaping allowed on planes"),
    ("are dogs banned in the park", "are dogs allowed in the park"),
    # "<x>-free" answers "no <x>" of the same thing only; "fails to" answers "not" of its verb
    ("what foods contain no gluten", "which foods are not gluten-free"),
    ("what foods contain no dairy", "which foods are gluten-free"),
    ("why does my printer fail to print", "why does my printer not stop printing"),
    ("why does my laptop fail to connect to wifi", "why does my laptop not disconnect from wifi"),
    # the new question words keep their kinds apart
    ("what is 30 °c in fahrenheit", "why is 30 °c hot"),
    ("which poet wrote the raven", "when was the raven written"),
    # the review of this round: what the rules above first served
    ("is a used tesla cheaper than a prius", "is a prius more expensive than a tesla"),
    ("is a gas stove cheaper than an induction cooktop to install",
     "is an induction cooktop more expensive than a gas stove to run"),
    ("is walking slower than cycling to work", "is cycling faster than walking for exercise"),
    ("is driving cheaper than flying for a family",
     "is flying more expensive than driving for a couple"),
    ("netflix salary", "how much does netflix make"),
    ("calories in a slice of pizza", "how many calories to burn off a slice of pizza"),
    ("wedding photographer price", "how much does a wedding photographer make"),
    ("why choose react over vue, what are the differences",
     "why choose vue over react, what are the differences"),
    ("can a dog eat cat food, how is it different", "can a cat eat dog food, how is it different"),
    ("does a uk citizen need a visa for the us, us vs uk",
     "does a us citizen need a visa for the uk, us vs uk"),
    ("gym opening hours weekday", "gym opening hours"),
    ("bus schedule weekday", "bus schedule"),
    ("what weekday specials does the restaurant have",
     "what daily specials does the restaurant have"),
    ("is string theory not proven", "is string theory disproven"),
    ("is it not ok to drink tap water in mexico", "is it forbidden to drink tap water in mexico"),
    ("is it forbidden to eat meat on fridays during lent",
     "is it ok to eat meat on fridays during lent"),
    # a pair quoted one against the other for a rate, ratio or chart is read in its order
    ("usd vs eur exchange rate", "eur vs usd exchange rate"),
    ("gbp vs usd chart", "usd vs gbp chart"),
    ("btc vs eth ratio", "eth vs btc ratio"),
    # engineering disciplines
    ("is l&t good for an electrical engineer", "is l&t good for a mechanical engineer"),
    # months against years, converted
    ("is a 24 month warranty enough", "is a 3 year warranty enough"),
    ("can a 6 month old eat honey", "can a 6 year old eat honey"),
    ("is rainwater harvesting illegal in colorado",
     "is it not illegal to collect rainwater in colorado"),
]
ACCEPT_K = [
    # the prefix answered by a "not" on the other side, or a prefix that negates nothing
    ("is it impossible to learn piano at 40", "is it not possible to learn piano at 40"),
    ("is it unsafe to drink tap water in mexico", "is it not safe to drink tap water in mexico"),
    ("how much daily protein intake do i need", "how much daily protein do i need to take"),
    # Chinese synonyms in the one differing run
    ("孕妇可以喝咖啡吗", "孕妇能喝咖啡吗"),
    ("怎么提高英语口语", "如何提高英语口语"),
    ("怎么把列表按降序排序", "怎么把列表按降序排列"),
    ("我的电脑开不了机怎么办", "我的计算机开不了机怎么办"),
    ("护照过期还能坐飞机吗", "护照过期了还能坐飞机吗"),
    ("鸡蛋煮几分钟", "鸡蛋要煮几分钟"),
    ("北京今天天气", "北京今天天气怎么样"),
    # converse comparisons in other words: what sets each thing apart changes sides
    ("is the amazon river shorter than the nile", "is the nile longer than the amazon"),
    ("is spain's vat rate lower than france's", "is the vat rate in france higher than in spain"),
    ("does a 15-year mortgage cost less in total interest than a 30-year one",
     "does a 30-year mortgage cost more in total interest than a 15-year one"),
    ("is earth closer to the sun than mars is", "is mars farther from the sun than earth is"),
    ("is k2 shorter than everest", "is mount everest taller than k2"),
    ("in a vacuum do light objects fall slower than heavy objects",
     "do heavier objects fall faster than lighter ones in a vacuum"),
    ("was the armistice of 1918 signed before the treaty of versailles",
     "was the treaty of versailles signed after the 1918 armistice"),
    ("is it cheaper to rent a car in spain than in italy",
     "is it more expensive to rent a car in italy than in spain"),
    # keyword requests named by their noun
    ("author of one hundred years of solitude", "who wrote one hundred years of solitude"),
    ("architect of the sydney opera house", "who designed the sydney opera house"),
    ("rusalka opera composer", "who composed the opera rusalka"),
    ("disneyland paris ticket price for a family of 4",
     "how much does disneyland paris cost for a family of 4"),
    ("number of bees in a 3 lb package", "how many bees come in a 3 lb package"),
    ("calories per 100g of rolled oats", "how many calories are in 100g of rolled oats"),
    ("how does a traditional ira differ from a roth ira",
     "what's the difference between a roth ira and a traditional ira"),
    ("router vs modem difference", "what's the difference between a modem and a router"),
    ("july 4th 1776 was which weekday", "what day of the week was july 4 1776"),
    ("4 july 1976 weekday", "what day of the week was july 4, 1976"),
    ("why did my power bill go up compared with the previous month",
     "why is my power bill higher than last month"),
    ("is vaping prohibited on planes", "is vaping not allowed on planes"),
    # the review: paraphrases the first form of the rules refused
    ("婴儿发烧怎么办", "宝宝发烧怎么办"),
    ("头疼怎么办", "头痛怎么办"),
    ("驾照过期了怎么办", "驾驶证过期了怎么办"),
    ("how are frogs unlike toads", "what are frogs like compared to toads"),
    ("how to play my iphone screen on my tv", "how to display my iphone screen on my tv"),
    ("natural ways to ease crohn's symptoms", "natural remedies for crohn's disease symptoms"),
    ("how to immigrate to canada from india", "how to migrate to canada from india"),
    ("how to unclog a drain", "how to fix a clogged drain"),
    ("ok so what items are prohibited on a plane", "what items are prohibited on a plane"),
    ("what is the difference between natural products and herbal products",
     "is there any difference between herbal products and natural products"),
    ("java vs python performance", "python vs java performance"),
    ("okay so is it forbidden to fly drones in national parks",
     "is it forbidden to fly drones in national parks"),
    ("can a 24 months old baby eat eggs", "can a 2 years old baby eat eggs"),
    ("what foods contain no gluten", "which foods are gluten-free"),
    ("snack ideas that contain no nuts", "which snacks are nut-free"),
    ("wifi wont connect after restarting router why",
     "why does my laptop fail to connect to wifi after restarting the router"),
    ("'the raven' was written by which poet", "who wrote the poem 'the raven'"),
    ("what is 30 °c in fahrenheit", "how many degrees fahrenheit is 30 degrees celsius"),
    ("beginner board size for an 80 kilo surfer",
     "what size surfboard should a beginner who weighs 80 kg ride"),
    ("is 5% apr good for a 10k loan with a 36 month term",
     "is 5% apr on a 10k loan over 3 years a good rate"),
    ("is rainwater harvesting legal in colorado",
     "is it not illegal to collect rainwater in colorado"),
]

# Set l (the twelfth): its wrong pair and the paraphrases it lost
REFUSE_L = [
    # halves and quarters of a game, a price, an hour
    ("how many minutes is each half in an nba game",
     "how many minutes is each quarter in an nba game"),
    ("is it half past 3", "is it quarter past 3"),
    # temperatures that do not convert to each other
    ("is 37 c a fever", "is 100 f a fever"),
    ("is 37.5c a fever", "is 100.4f a fever"),
    ("bake chicken at 180 °c", "bake chicken at 400 °f"),
    ("boil water at 100 °c", "boil water at 100 °f"),
    # micrograms are not milligrams
    ("is 500 mcg of melatonin too much", "is 500 mg of melatonin too much"),
    # a dozen is not two dozen
    ("cost of two dozen eggs", "cost of 12 eggs"),
    ("is half a dozen eggs enough for a cake", "is a dozen eggs enough for a cake"),
    # another day of the month
    ("what happened on the fourth of july 1776", "what happened on july 14, 1776"),
    # "refuses to" another verb
    ("my cat refuses to eat", "my cat is not drinking"),
    # "the son of whom" is not "who is the son of"
    ("hamlet is the son of whom", "who is the son of hamlet"),
    ("zeus is the father of whom", "who is the father of zeus"),
    ("frankenstein is dedicated to whom", "who dedicated frankenstein to"),
    # a comparison turned round where the things do not swap, or in another respect
    ("do koalas sleep less than sloths", "do koalas sleep more than sloths"),
    ("do koalas sleep less than sloths", "do sloths sleep less than koalas"),
    ("is paris closer to london than rome", "is rome farther from paris than london"),
    ("is the atlantic shallower than the pacific", "is the atlantic deeper than the pacific"),
    ("冬天上海比北京暖和吗", "冬天北京比上海暖和吗"),
    ("冬天上海比北京暖和吗", "冬天上海比北京冷吗"),
    ("长江比黄河长吗", "长江比黄河短吗"),
    ("长江比黄河长吗", "黄河比长江长吗"),
    # an amount on one side that one unit on the other does not make
    ("water the plants every week", "water the plants every 3 days"),
    ("how much does a puppy grow in a year", "how much does a puppy grow in 6 months"),
    # "win10" as windows against another version; a spaced "win 10" may be a win
    ("how to install win10 without a microsoft account",
     "how to install windows 11 without a microsoft account"),
    ("how to win 10 robux", "how to get robux on windows 10"),
    # earlier gaps: an "a-" prefix, an "-ise" adjective, two names traded throughout
    ("can asymptomatic people spread the flu", "can symptomatic people spread the flu"),
    ("are atypical moles dangerous", "are typical moles dangerous"),
    ("is the gps on my phone imprecise", "is the gps on my phone precise"),
    ("lakers vs celtics: why did the lakers beat the celtics",
     "celtics vs lakers: why did the celtics beat the lakers"),
    ("lakers vs celtics: why did the lakers win", "celtics vs lakers: why did the celtics win"),
    ("python vs java: is python faster than java", "java vs python: is java faster than python"),
    # the good and the bad of a thing, each in other words
    ("what are the benefits of listing a company on the nse",
     "what are the disadvantages of listing a company on the nse"),
    ("side effects of metformin", "benefits of metformin"),
    ("what are the upsides of remote work", "what are the downsides of remote work"),
]
ACCEPT_L = [
    ("chicken breast baking time at 392°f", "how long to bake chicken breast at 200°c"),
    ("bake at 180c for how long", "bake at 350f for how long"),
    ("is 38 °c a fever", "is 100.4 °f a fever"),
    ("is 500 micrograms of melatonin effective as a sleep aid",
     "does 0.5 mg of melatonin actually work for sleep"),
    ("price of two dozen eggs at three dollars per dozen",
     "what do 24 eggs cost if a dozen is $3"),
    ("what happened on the fourth of july in 1776", "what happened on july 4, 1776"),
    ("my cat refuses to eat, what could be the reason", "why is my cat not eating"),
    ("einstein was married to whom", "who was einstein married to"),
    ("the mona lisa is a portrait of whom", "who is the mona lisa a portrait of"),
    ("baking powder vs baking soda, how are they different",
     "what's the difference between baking soda and baking powder"),
    ("do koalas sleep less than sloths", "do sloths sleep more than koalas"),
    ("is the atlantic shallower than the pacific", "is the pacific ocean deeper than the atlantic"),
    ("is earth closer to the sun than mars is", "is mars farther from the sun than earth is"),
    ("is cold water slower to freeze than hot water",
     "does hot water freeze faster than cold water"),
    ("for english speakers, is german harder to learn than spanish",
     "is spanish easier than german for english speakers to learn"),
    ("冬天上海比北京暖和吗", "冬天北京比上海冷吗"),
    ("长江比黄河长吗", "黄河比长江短吗"),
    ("what is celebrated on the first of may", "what is celebrated on may 1"),
    ("when do leaves change color in the fall", "when do leaves change colour in autumn"),
    ("is it possible to install win11 with no microsoft account",
     "can i set up windows 11 without a microsoft account"),
    ("is giving a dog a bath once every seven days ok", "is it okay to bathe my dog every week"),
    ("can asymptomatic people spread covid", "can people without symptoms spread covid"),
    ("why is my phone's gps imprecise indoors", "why is my phone's gps not precise indoors"),
    ("lakers vs celtics: who won, the lakers or the celtics",
     "celtics vs lakers: who won, the celtics or the lakers"),
    ("python vs java, which is faster", "java vs python, which is faster"),
    ("advantages and disadvantages of solar panels", "pros and cons of solar panels"),
    ("benefits and drawbacks of solar panels", "pros and cons of solar panels"),
    ("benefits of solar panels", "advantages of solar panels"),
]


# Set m (the thirteenth): its three wrong pairs and what it showed beside them
REFUSE_M = [
    ("can dogs eat raw chicken bones", "can dogs eat cooked chicken bones"),
    ("pain on the front of my knee when cycling", "pain on the outside of my knee when cycling"),
    ("in chess, can a pawn be promoted to a knight", "in chess, can a pawn be promoted to a king"),
    ("does coffee contain more caffeine than tea", "does tea contain more caffeine than coffee"),
    ("成年人一天喝多少水", "成年人两天喝多少水"),
    ("一个体重50公斤的成年人每天应该喝多少水", "一个体重60公斤的成年人每天应该喝多少水"),
    # the review's: a way to travel, a code, both unmasked by reading "washington, d.c."
    ("how long is the drive from washington dc to philadelphia",
     "how long is the train from washington, d.c. to philadelphia"),
    ("what is the area code for washington, d.c", "what is the zip code for washington dc"),
    # a comparison against an equality
    ("does green tea contain more caffeine than black tea",
     "does green tea have as much caffeine as black tea"),
]
ACCEPT_M = [
    ("does coffee contain more caffeine than tea", "does tea have less caffeine than coffee"),
    ("new york city to washington, d.c. by amtrak - how many hours",
     "how long is the amtrak ride from nyc to washington dc"),
    ("五千米跑多久", "5公里跑多久"),
    ("how long is the drive from boston to new york",
     "how long does it take to drive from boston to new york"),
]

# Set n (the fourteenth): its three wrong pairs and the paraphrases it lost
REFUSE_N = [
    ("sql copy rows from table b to table a", "sql copy rows from table a to table b"),
    ("why do emails from gmail addresses go to my spam",
     "why do my emails to gmail addresses go to spam"),
    ("is it safe to drive from california to texas",
     "how safe is it to drive from texas to california"),
    ("how do i remove red wine from a silk shirt", "how do i remove red wine from a cotton shirt"),
    ("is gold less dense than silver", "is gold denser than silver"),
    ("is gold less dense than silver", "is silver less dense than gold"),
    ("韩国比日本小吗", "韩国比日本大吗"),
    ("韩国比日本小吗", "日本比韩国小吗"),
    ("who pays closing costs", "does the buyer pay closing costs"),
    # the review's: a question that asks for another unit, a doubled consonant, a verb
    ("1 tablespoon is how many teaspoons", "how many tablespoons is 1 teaspoon"),
    ("10000 steps is how many kilometers", "how many miles is 10000 steps"),
    ("3 days is how many minutes", "how many hours is 3 days"),
    ("a cup of flour is how many grams", "how many grams is a cup of sugar"),
    ("is mars less hot than venus", "is mars hotter than venus"),
    ("who pays the security deposit, the tenant or the landlord",
     "does the tenant or the landlord keep the security deposit"),
    ("does the bride or the groom pay for the rings",
     "who pays for the rings, the bride or the groom's parents"),
    ("when are the next youth olympic games", "when are the next olympics"),
]
ACCEPT_N = [
    ("how to join table a and table b", "how to join table b and table a"),
    ("how to go from paris to london", "how to go to london from paris"),
    ("how to transfer funds to my bank account from paypal",
     "how do i send money from my paypal to my bank account"),
    ("6 months pregnant is how many weeks", "how many weeks pregnant is 6 months"),
    ("python: how to obtain the date of the day before today", "python get yesterday's date"),
    ("what year were the first modern olympics held",
     "when did the first olympic games of the modern era take place"),
    ("韩国比日本小吗", "日本比韩国大吗"),
    ("is gold less dense than silver", "is silver denser than gold"),
    ("is ice floating explained by water being denser than ice",
     "does ice float because it's less dense than water"),
    ("who pays closing costs, the seller or the buyer",
     "does the buyer or the seller pay the closing costs"),
    ("火星比地球轻吗", "地球比火星重吗"),
    ("how many cups in a gallon", "a gallon is how many cups"),
]

# Set o (the fifteenth): its wrong pair and the paraphrases it lost
REFUSE_O = [
    ("sql: get orders placed until last monday", "sql: get orders placed since last monday"),
    ("disable slack notifications on saturday", "disable slack notifications on weekends"),
    ("北京的冬天比上海更冷吗", "上海的夏天比北京暖和吗"),
    ("how old is the earth", "at what age is the earth"),
    # the review's: two days told apart, another way to cook
    ("how do ticket prices differ for saturday and sunday", "ticket prices for the weekend"),
    ("frying time for chicken wings", "how long should i bake chicken wings"),
    ("how long to boil one-inch potato cubes", "how long to roast 1 inch potato cubes"),
    # "lacks" answers a "not" only about the same thing
    ("does the car lack power", "does the car not start"),
    ("my diet lacks iron", "my diet has no protein"),
]
ACCEPT_O = [
    ("grilling time for a one-inch-thick steak, medium-rare",
     "how long should i grill a 1 inch steak for medium rare"),
    ("disable slack notifications on saturday and sunday",
     "how do i stop slack from sending me notifications on weekends"),
    ("is the euro weaker than the dollar at the moment",
     "is the dollar stronger than the euro right now"),
    ("北京的冬天比上海更冷吗", "上海的冬天比北京暖和吗"),
    ("how old should puppies be when they get the rabies jab for the first time",
     "at what age should a puppy get its first rabies vaccine"),
    ("how old should a child be to sit in the front seat",
     "at what age should a child sit in the front seat"),
    ("how many users signed up since january",
     "how many users have signed up from january until now"),
    ("python: test whether a dict lacks a given key",
     "python check if a key is not in a dictionary"),
    ("does the phone lack a headphone jack", "does the phone have no headphone jack"),
]

# Set p (the sixteenth): its four wrong pairs and what it showed beside them
REFUSE_P = [
    ("can i drink alcohol after finishing a course of metronidazole",
     "can i drink alcohol during a course of metronidazole"),
    ("can the bcc recipients see the to addresses", "can the to recipients see the bcc addresses"),
    ("in archery, which hand holds the bow for a left-handed archer",
     "in archery, which hand holds the bow for a right-handed archer"),
    ("how do i clear all cookies in firefox", "how do i clear cookies for one site in firefox"),
    ("run 10 km", "run 6 miles"),
    ("is 5 lb too heavy for a carry-on", "is 2 kg too heavy for a carry-on"),
    ("how much is 1 cup of milk in ml", "how much is 240 ml of milk in cups"),
    # the review's: avoiding a thing against doing it, the email fields
    ("what should i avoid saying to a police officer at a traffic stop",
     "what should i say to a police officer at a traffic stop"),
    ("what foods to avoid eating with gout", "what foods to eat with gout"),
    ("does a bcc recipient know the to recipient got the email",
     "does the to recipient know the bcc recipient got the email"),
    ("should i put my boss in to or cc", "should i put my boss in to or bcc"),
]
ACCEPT_P = [
    ("things to avoid saying during a job interview", "what should i not say in a job interview"),
    ("is gold more expensive per ounce than silver", "is silver cheaper than gold per ounce"),
    ("max ibuprofen dose for an adult weighing about 132 lb",
     "max ibuprofen dose for a 60 kg adult"),
    ("is a 5 mile run too long for a beginner", "is an 8 km run too long for a beginner"),
    ("should i avoid driving when the check engine light is lit",
     "is it safe to drive with the check engine light on"),
]
# Sets q and r (written side by side) and this round's rules
REFUSE_Q = [
    # area units
    ("how many litres of paint do i need for 20 square metres of wall",
     "how many litres of paint do i need for 20 square feet of wall"),
    ("is a 50 m2 flat big enough for two", "is a 50 sq ft flat big enough for two"),
    # part against whole, both against one
    ("can i pay off part of my mortgage early without a penalty",
     "can i pay off my entire mortgage early without a penalty"),
    ("is it legal to drive with one headlight out",
     "is it legal to drive with both headlights out"),
    # a bound that includes its number against one that does not; "after" against "within"
    ("excel: count cells greater than 100", "excel: count cells greater than or equal to 100"),
    ("select rows where age >= 18", "select rows where age over 18"),
    ("can i return an amazon item after 30 days", "can i return an amazon item within 30 days"),
    # all against any; well against badly; caller against callee
    ("sql: find customers who bought all products", "sql: find customers who bought any product"),
    ("what are the signs that a job interview went well",
     "what are the signs that a job interview went badly"),
    ("which registers must the caller save in the x86-64 system v calling convention",
     "which registers must the callee save in the x86-64 system v calling convention"),
    ("does the payer sign the check", "does the payee sign the check"),
    # keeping against losing; "without" against a plain word
    ("how do i undo the last git commit without losing my changes",
     "how do i undo the last git commit and lose my changes"),
    ("how do i run a docker container without root", "how do i run a docker container as root"),
    # the choice after "to" names who is paid, not who pays; another verb, another question
    ("who pays closing costs, the buyer or the seller",
     "are closing costs paid to the seller or the buyer"),
    # the review's: "not less than" is "at least"; "on or after" includes the day; "past" a
    # number of days is after it; keeping data against wiping or deleting it
    ("pandas filter values not less than 10", "pandas filter values more than 10"),
    ("sql where date on or after 2023-01-01", "sql where date after 2023-01-01"),
    ("can i get a refund on steam past 14 days", "can i get a refund on steam within 14 days"),
    ("how to reset iphone without losing data", "how to reset iphone and wipe all data"),
    ("how to uninstall an app without losing its data",
     "how to uninstall an app and delete its data"),
    ("what is the best christmas gift you've ever received",
     "what is the best christmas gift you've ever given"),
]
ACCEPT_Q = [
    ("can i take 500mg of paracetamol every 4 hours",
     "can i take half a gram of paracetamol every four hours"),
    ("is a 10 m2 room too small for a bed", "is a 107.6 sq ft room too small for a bed"),
    ("is it illegal to drive without insurance in the uk",
     "uk: is driving uninsured against the law"),
    ("how do i run a docker container without root", "run docker container as non-root user"),
    ("how do i undo the most recent git commit without losing my changes",
     "git undo last commit but keep changes"),
    ("why doesn't my baby sleep through the night",
     "reasons a baby won't sleep through the night"),
    ("who pays the closing costs when buying a house, the buyer or the seller",
     "are closing costs paid by the seller or the buyer"),
    ("who pays the real estate agent's commission, the buyer or the seller",
     "is the realtor's commission paid by the seller or by the buyer"),
    ("count cells >= 100 in excel", "excel count cells greater than or equal to 100"),
    ("is 18 or older required", "is at least 18 required"),
    ("can i fly to canada without being vaccinated", "can i fly to canada unvaccinated"),
    ("price of a 50 m^2 flat in berlin", "how much does a 50 square metre flat cost in berlin"),
    ("have i had a refund in the past 14 days", "have i had a refund within 14 days"),
    ("what is the best gift you have ever been given", "what is the best gift you ever received"),
]
# Sets s and t and this round's rules
REFUSE_S = [
    # who acts on whom; another subject for the same verb
    ("how can i see who unfollowed me on instagram",
     "how can i see who i unfollowed on instagram"),
    ("do i have to pay tax on money my parents gave me",
     "do my parents have to pay tax on money they gave me"),
    ("do i get a refund if the airline cancels my flight",
     "do i get a refund if i cancel my flight"),
    # required against recommended, possible against likely, "only" on one side
    ("which vaccines are required for kindergarten entry in california",
     "which vaccines are recommended for kindergarten entry in california"),
    ("is it possible to get pregnant during your period",
     "is it likely to get pregnant during your period"),
    ("does travel insurance cover only medical emergencies",
     "does travel insurance cover medical emergencies"),
    # the same negation of another verb; date formats; clocks; a rank before a superlative
    ("why can i ping my router but not reach any websites",
     "why can't i ping my router but can still reach websites"),
    ("how do i display dates as dd/mm/yyyy in excel",
     "how do i display dates as mm/dd/yyyy in excel"),
    ("when do the clocks go forward in the uk", "when do the clocks go back in the uk"),
    ("sql query to find the highest salary in the employees table",
     "sql query to find the second highest salary in the employees table"),
    ("what is the 3rd largest country", "what is the largest country"),
    # the review's: auxiliaries between "who i" and the verb, "whose" stories, "after" clauses
    ("how to see who blocked me on whatsapp", "how to see who i have blocked on whatsapp"),
    ("check who viewed my instagram story", "check whose instagram stories i viewed"),
    ("do i still get charged after the hotel cancels my booking",
     "do i still get charged after i cancel my hotel booking"),
    ("is it a legal requirement to carry id in germany", "is it advisable to carry id in germany"),
    ("do i pay tax on money i gifted my son", "do i pay tax on money i was gifted by my son"),
    # "only" in other words; "unable" and "fails" negate the verb after them
    ("can i eat nothing but fruit to lose weight", "can i eat fruit to lose weight"),
    ("is this discount limited to new customers", "is this discount available to new customers"),
    ("is this scholarship strictly for women in stem", "is this scholarship for women in stem"),
    ("iphone unable to send texts, receiving them fine",
     "iphone unable to receive texts, sending them fine"),
    ("laptop turns on but fails to charge", "laptop charges but fails to turn on"),
    ("how to print a date as %d/%m/%y in python", "how to print a date as %m/%d/%y in python"),
    ("what happens in the penultimate episode of breaking bad",
     "what happens in the last episode of breaking bad"),
    ("how many bytes in a kilobyte", "how many bytes in a kibibyte"),
    ("when does early voting start, can i vote on weekends", "can i vote early on weekends"),
]
ACCEPT_S = [
    ("why won't my car start", "car doesn't start why"),
    ("why don't girls fall for the nice guy", "why do girls never fall for nice guys"),
    ("how to see who blocked me on whatsapp", "how can i find out who has blocked me on whatsapp"),
    ("can you get pregnant on your period", "can i get pregnant on my period"),
    ("can you lose weight with just a vegan diet", "can you lose weight only through a vegan diet"),
    ("sql 2nd highest salary", "sql query second highest salary"),
    ("is 0.5 mg of melatonin an effective dose for sleep",
     "does half a milligram of melatonin actually work for sleep"),
    ("do bond prices fall when interest rates rise",
     "when interest rates go up, do bond prices drop"),
    ("what fuse rating should i use for a 3 kw appliance on 230 v",
     "230v, 3000 watt appliance: which fuse size do i need"),
    ("why won't my laptop turn on", "laptop not powering on - what could be the problem"),
    ("docker: how to limit a container to 512 mb of memory",
     "docker run restrict container ram to half a gigabyte"),
    ("count cells >= 100 in excel", "excel count cells greater than or equal to 100"),
    ("why is oil unable to mix with water", "why don't oil and water mix"),
    ("is it only me or is instagram down right now", "is instagram down right now"),
    ("my baby only just started crawling, when will she walk",
     "my baby started crawling, when will she start walking"),
    ("second-highest salary sql query", "sql query to get 2nd highest salary"),
    ("is \u00bd mg of lorazepam a lot", "is 0.5 mg lorazepam a high dose"),
    ("when my baby has a fever can i give him tylenol",
     "if my baby has a fever, can i give him tylenol"),
    ("why is my car making a clicking noise when i turn",
     "what could be causing a clicking noise when my car turns"),
    ("what could possibly cause a car to shake at highway speeds",
     "what is likely causing my car to shake at highway speed"),
]
# Sets u and v and this round's rules
REFUSE_U = [
    ("redis: how do i set a key that expires after 10 seconds",
     "redis: how do i set a key that expires after 10 milliseconds"),
    ("in rock paper scissors, what beats rock", "in rock paper scissors, what does rock beat"),
    ("does python evaluate 'and' before 'or'", "does python evaluate 'or' before 'and'"),
    ("is 'a big red ball' grammatically correct", "is 'a red big ball' grammatically correct"),
    ("is mercury closer to the sun than venus", "is mercury hotter than venus"),
    ("can a python function return a value", "must a python function return a value"),
    ("may cyclists use bus lanes in the uk", "must cyclists use bus lanes in the uk"),
    ("is pluto a planet", "was pluto a planet"),
    ("who has scored the most goals in world cup history",
     "who scored the most goals in a single world cup"),
    ("why is the ph in my aquarium rising", "why is the ph in my aquarium dropping"),
    ("what is the longest river in europe", "what is the longest river in the eu"),
    ("is a heat pump cheaper to run than a gas boiler",
     "is a heat pump cheaper to install than a gas boiler"),
    ("does sugar dissolve faster in hot water than in cold water",
     "does sugar dissolve slower in hot water than in cold water"),
    ("does a uk citizen need a visa for the us", "does a us citizen need a visa for the uk"),
    ("how do i install mac on windows", "how should i install windows on mac"),
    # the review's
    ("is 500 msec of input lag noticeable in games",
     "is 500 usec of input lag noticeable in games"),
    ("am i allowed to vote in a primary as an independent",
     "am i required to vote in a primary as an independent"),
    ("is it okay to turn right on red in california",
     "is it mandatory to turn right on red in california"),
    ("does germany use the deutsche mark", "did germany use the deutsche mark"),
    ("how much will $10,000 grow in half a decade at 7%",
     "how much will $10,000 grow in a decade at 7%"),
]
ACCEPT_U = [
    ("does sugar dissolve faster in hot water than in cold water",
     "is sugar slower to dissolve in cold water than in hot water"),
    ("is the earth closer to the sun in january than in july",
     "is earth farther from the sun in july than in january"),
    ("is writing fiction tougher than writing non fiction",
     "is writing fiction more tough than writing non fiction"),
    ("what is the difference between 'mass market paperback' and 'paperback'",
     "what's the difference between 'paperback' and 'mass market paperback'"),
    ("how can i have good handwriting", "what must i do to have good handwriting"),
    ("how many grams is half a cup of butter", "0.5 cup butter in grams"),
    ("is a 90 minute nap too long for a 2-year-old",
     "is an hour and a half nap too long for a two year old"),
    ("should i replace my water heater once it's 10 years old",
     "is a decade-old water heater due for replacement"),
    ("what should i do if my 9-month-old won't sleep through the night",
     "9 month old baby not sleeping through the night - what to do"),
    ("is it true that cats can't taste sweet things",
     "do cats lack the ability to taste sweetness"),
    ("who was the first president of the united states",
     "who was the first us president"),
    ("how do i make a git commit without running the pre-commit hooks",
     "git commit skip pre-commit hook"),
    ("what happens if i don't renew my passport before it expires",
     "consequences of not renewing a passport before its expiry date"),
    ("为什么我的手机收不到验证码短信", "手机接收不到短信验证码是怎么回事"),
    ("how do i install node.js on macos", "install nodejs on a mac"),
    ("how do i access an amazon s3 bucket from python", "python connect to aws s3 bucket"),
    ("how long is a day on mars", "length of a martian day"),
    ("what card does the referee show a player who gets a second yellow",
     "player receives 2nd yellow card, what does the ref give"),
    ("is recession expected in us in the near future",
     "will there be a recession in the us in the near future"),
    ("when did the second world war end", "when did ww2 end"),
    ("which comes first in a phone book, 'smith' or 'smyth'",
     "which comes first in a phone book, 'smyth' or 'smith'"),
    ("are 'colour' and 'color' both correct spellings",
     "are 'color' and 'colour' both correct spellings"),
    ("is it cheaper to lease a car than to buy one", "is leasing a car less costly than buying"),
    ("pace for a sub-2-hour half marathon",
     "what pace do i need to run a half marathon in under two hours"),
    ("do you think doctor strange is a good movie", "was doctor strange a good movie"),
]
# Sets w and x and this round's rules
REFUSE_W = [
    ("how can an overactive thyroid affect mood", "how can an underactive thyroid affect mood"),
    ("whose insurance pays if i rear-end someone", "whose insurance pays if someone rear-ends me"),
    ("have humans landed on mars", "will humans land on mars"),
    ("does it usually snow in london in december", "has it ever snowed in london in december"),
    ("can you eat any mushrooms raw", "can you eat all mushrooms raw"),
    ("which planet is closest to earth on average", "which planet comes closest to earth"),
    ("how do i use vlookup in excel", "how do i use hlookup in excel"),
    ("do i always need a visa for a layover in the uk",
     "do i ever need a visa for a layover in the uk"),
    ("how do i see who is logged in on a linux server",
     "how do i see who was logged in on a linux server"),
    ("my order is being shipped, can i change the delivery address",
     "my order has been delivered, can i change the delivery address"),
    ("sql find users with at least 3 orders", "sql find users with exactly 3 orders"),
    ("is paris closer to london than rome", "is rome farther from paris than london"),
    ("which foods do not contain gluten", "which foods contain gluten"),
    # the review's
    ("is a fever necessarily a sign of infection", "can a fever be a sign of infection"),
    ("what to do if my dog bites another dog", "what to do if another dog bites my dog"),
    ("what happens if i get hit by an uninsured driver",
     "what happens if i hit an uninsured driver"),
    ("i got rear-ended, whose insurance pays", "i rear-ended someone, whose insurance pays"),
    ("what happens when you block someone on whatsapp",
     "what happens when someone blocks you on whatsapp"),
    ("who last logged into this computer", "who is currently logged into this pc"),
    ("can you eat any mushrooms raw", "can you eat every mushroom raw"),
]
ACCEPT_W = [
    ("does running uphill burn more calories than running on flat ground",
     "do you burn fewer calories running on flat ground than running uphill"),
    ("does the pacific plate move faster than the north american plate",
     "is the north american plate slower than the pacific plate"),
    ("is the train cheaper than flying from london to paris",
     "is flying more expensive than taking the train from london to paris"),
    ("does certo work for meth", "will certo work for meth"),
    ("which foods don't contain gluten", "what foods are gluten-free"),
    ("how far is mars from the sun", "mars distance from the sun"),
    ("how long should i microwave 500 g of frozen peas",
     "microwave time for half a kilo of frozen peas"),
    ("should i always use https for internal apis",
     "should i always use https for internal-only apis"),
    ("how do i connect to mssql from python", "python connect to microsoft sql server"),
    ("sql find users with exactly 3 orders", "sql find users with 3 orders"),
    ("is it true that napoleon was short", "was napoleon short"),
    ("is it true that einstein failed math", "did einstein fail math in school"),
    ("has my order shipped", "is my order shipped yet"),
    ("how to do index match in excel", "how do i use index and match together in excel"),
]
# Sets y and z and this round's rules
REFUSE_Y = [
    ("how do i lighten my hair naturally", "how do i darken my hair naturally"),
    ("how do i trace my maternal line with a dna test",
     "how do i trace my paternal line with a dna test"),
    ("i have been married to a us citizen for 3 years, can i naturalize under the 3-year rule",
     "i was married to a us citizen for 3 years, can i naturalize under the 3-year rule"),
    ("is it normal for a horse to lie down occasionally",
     "is it normal for a horse to lie down constantly"),
    ("how many bytes are in 1 kb", "how many bits are in 1 kb"),
    ("how do i ask my boss for feedback", "how do i give my boss feedback"),
    ("is it ok to take ibuprofen occasionally for headaches",
     "is it ok to take ibuprofen daily for headaches"),
    ("in python, what does my_list[1:] return", "in python, what does my_list[:1] return"),
    # the review's
    ("is it bad to take ibuprofen every now and again",
     "is it bad to take ibuprofen every single day"),
    ("how long to download 1 gb at 50 megabits per second",
     "how long to download 1 gb at 50 megabytes per second"),
    ("how do i ask for a refund", "how do i give a refund"),
]
ACCEPT_Y = [
    ("how long does mead need to age before drinking",
     "mead aging time before it's ready to drink"),
    ("how tall is the eiffel tower", "eiffel tower height"),
    ("how many days are there in a leap year", "number of days in a leap year"),
    ("is a 15.2 hand horse tall", "is a 15.2hh horse tall"),
    ("we were married in 2015, how do i get a copy of our marriage certificate",
     "we have been married since 2015, how do i get a copy of our marriage certificate"),
    ("what does nums[ 1: ] return in python", "what does nums[1:] return in python"),
    ("what documents do i need to provide to open a bank account",
     "what documents will the bank ask for when opening an account"),
]
# The paraphrase round after set z: paraphrases the lexical checks refused, each rule with
# the near misses beside it.
# converse comparisons said with a circumstance on both sides, 'less <x>' and synonym comparatives
ACCEPT_CONVERSE = [
    ("was the house sold by the owner", "did the owner sell the house"),
    ("do i pay tax on money i receive as a gift", "is money i receive as a gift taxable"),
    ("is madrid further south than rome", "is rome further north than madrid"),
    ("how do i treat a cold", "how do i cure a cold"),
    ("what gas do plants release", "what gas do plants give off"),
    # a circumstance of the whole comparison, before it or after the second thing
    ("is postgres faster than mysql for heavy writes",
     "is mysql slower than postgres for write-heavy workloads"),
    ("is a road bike faster than a gravel bike on pavement",
     "on paved roads, is a gravel bike slower than a road bike"),
    ("is renting a car cheaper than buying one for a 3-week trip",
     "for a three-week trip, is buying a car more expensive than renting one"),
    # "less <x>" against a comparative that says "more <x>" in another word
    ("is kraken safer than binance", "is binance less secure than kraken"),
    ("is kraken more secure than binance", "is binance less safe than kraken"),
    # a comparative against the opposite of its synonym ("taller" says "higher")
    ("is the shard taller than big ben", "is big ben lower than the shard"),
]

REFUSE_CONVERSE = [
    # opposites beside "than" that are no comparatives: no converse
    ("is it cheaper to buy a tv in january than in november",
     "is it cheaper to sell a tv in november than in january"),
    # a passive against the opposite verb; paying against receiving
    ("was the house sold by the owner", "did the owner buy the house"),
    ("why is the child support paid by the mother", "why does the mother receive child support"),
    ("why does the mother pay child support", "why does the mother receive child support"),
    # opposite effects (found while the round was reviewed)
    ("does coffee stunt growth", "does coffee boost growth"),
    ("does vitamin c cure colds", "does vitamin c prevent colds"),
    ("what gas is taken in by plants", "what gas is given off by plants"),
    # a circumstance said with another word on one side
    ("on paved roads, is a gravel bike slower than a road bike",
     "on gravel roads, is a road bike faster than a gravel bike"),
    ("is a road bike faster than a mountain bike on trails",
     "is a mountain bike slower than a road bike on paved trails"),
    ("is a heat pump cheaper than gas heating in mild winters",
     "is gas heating more expensive than a heat pump in harsh winters"),
    ("is running better than cycling for weight loss",
     "is cycling worse than running for weight training"),
    ("is an ssd faster than an hdd for gaming", "is an hdd slower than an ssd for gaming backups"),
    # the circumstances differ, or hold opposites
    ("is postgres faster than mysql for heavy writes",
     "is mysql slower than postgres for heavy reads"),
    ("is python faster than java for web apps", "is java slower than python for games"),
    ("is renting a car cheaper than buying one for a short trip",
     "for a long trip, is buying a car more expensive than renting one"),
    ("is renting a car cheaper than buying one for a 3-week trip",
     "for a three-month trip, is buying a car more expensive than renting one"),
    # the same circumstance, but the things do not swap
    ("is python faster than java for web apps", "is python slower than java for web apps"),
    ("on paved roads, is a road bike faster than a gravel bike",
     "is a road bike slower than a gravel bike on pavement"),
    ("is postgres faster than mysql for heavy writes",
     "is postgres slower than mysql for write-heavy workloads"),
    # a synonym's opposite with the things in place
    ("is kraken safer than binance", "is kraken less secure than binance"),
    ("is the shard taller than big ben", "is the shard lower than big ben"),
    ("is a tesla quicker than a prius", "is a tesla slower than a prius"),
]
# numeric dates, spaced identifiers, 'twice', degrees without a scale, passives with 'by'
ACCEPT_DATES_ROLES = [
    ("what is 15 percent of 80", "how much is 15% of 80"),
    ("is it ok to take ibuprofen twice a day", "can i take ibuprofen two times per day"),
    # a numeric date whose reading is forced: one part above 12, or day and month alike
    ("what happened in space on 20 july 1969", "what happened on 7/20/1969 in space"),
    ("what happened on d-day, 6 june 1944", "what happened on 6/6/1944 (d-day)"),
    ("what happened on july 20, 1969", "what event took place on 20/07/1969"),
    ("what happened on 7/20/1969", "what happened on 20/07/1969"),
    ("what happened on 20.07.1969", "what happened on 20 july 1969"),
    # a word and its number run together or spaced
    ("how to copy formulas from sheet1 to sheet2 in excel",
     "copying a formula from sheet 1 into sheet 2 in excel"),
    ("how to rename sheet1 in excel", "how do i rename sheet 1 in excel"),
    # "twice" is two times
    ("is a biweekly paycheck paid every two weeks or twice a month",
     "does biweekly pay mean every 14 days or two times per month"),
    ("can i take ibuprofen twice a day", "can i take ibuprofen two times a day"),
    # a passive with "by <agent>" read as the active it turns round
    ("does the bride's family traditionally pay for the wedding",
     "is the wedding traditionally paid for by the bride's family"),
    ("is the bride's family supposed to pay for the wedding",
     "is the wedding traditionally paid for by the bride's parents"),
    ("in chess, does white move first", "is the first move in chess always made by white"),
    ("was the letter written by john", "did john write the letter"),
    ("does alice pay bob", "is bob paid by alice"),
]

REFUSE_DATES_ROLES = [
    # two counts of how often
    ("should i water my cactus twice a month", "should i water my cactus once a month"),
    ("is it ok to take ibuprofen twice a day", "is it ok to take ibuprofen once a day"),
    ("should i run 3 times a week", "should i run 4 times a week"),
    # a numeric date with two readings, or another date
    ("what happened on 5/6/2020", "what happened on 6 may 2020"),
    ("what happened on 5/6/2020", "what happened on 5 june 2020"),
    ("what happened on 7/20/1969", "what happened on 20 june 1969"),
    ("what happened on 7/20/1969", "what happened on july 1969"),
    ("what happened on 7/20/1969", "what happened on 7/21/1969"),
    ("what happened on 20/07/1969", "what happened on 20 july 1970"),
    ("what happened on 6/6/1944", "what happened on 6 july 1944"),
    ("what happened on 13/13/2020", "what happened on 13 december 2020"),
    # run together or spaced, but another number or another order
    ("how to copy formulas from sheet1 to sheet2 in excel",
     "copying a formula from sheet 2 to sheet 1 in excel"),
    ("how to copy formulas from sheet1 to sheet2 in excel",
     "copying a formula from sheet 1 to sheet 3 in excel"),
    ("how to copy formulas from sheet1 in excel", "how to copy formulas from 1 sheet in excel"),
    ("how to rename sheet1 in excel", "how to rename sheet 12 in excel"),
    # "twice" is no bare 2, no three times, no once
    ("can i take ibuprofen twice a day", "can i take 2 ibuprofen a day"),
    ("can i take ibuprofen twice a day", "can i take ibuprofen three times a day"),
    ("how often should i water a cactus, twice a month",
     "how often should i water a cactus, 3 times a month"),
    # degrees: another number, two named scales, or a scale on one side only (either one)
    ("is 100 degrees a fever", "is 100°c a fever"),
    ("is 38 degrees a fever for a baby", "is 38°f a fever for a baby"),
    # another thing asked of a percentage: the part, the whole, the rate, a discounted price
    ("what is 20% of 50", "50 is 20% of what"),
    ("what is 15 percent of 80", "what percent of 80 is 15"),
    ("what is 15 percent of 80", "15 is what percent of 80"),
    ("20% off $50", "20% of $50"),
    # "twice" without a period
    ("can i take tylenol twice", "can i take tylenol 2 times a day"),
    # "get paid" is paid, it does not pay
    ("is the wedding paid for by the bride's family",
     "does the bride's family get paid for the wedding"),
    ("is the security deposit paid by the tenant", "does the tenant get paid the security deposit"),
    ("is it unsafe to leave a dog in a parked car on a 75 degree day",
     "is it dangerous to leave my dog in a parked car when it's 85°f out"),
    ("is 20 degrees celsius cold", "is 20 degrees fahrenheit cold"),
    ("is 20°c cold", "is 20°f cold"),
    # a passive whose agent is the other side's object: who acts on whom turns round
    ("does the bride's family pay for the groom",
     "is the bride's family paid for by the groom"),
    ("does alice pay bob", "is alice paid by bob"),
    ("is alice paid by bob", "is bob paid by alice"),
    ("is the wedding paid for by the bride's family",
     "is the bride's family paid for by the wedding"),
    ("was john written by the letter", "did john write the letter"),
    ("who was killed by brutus", "who killed brutus"),
]
# a single 'not' answered by a word that says the negation by itself
ACCEPT_NEGATION = [
    # a yes/no question about what is safe asks what one asks about avoiding it
    ("is it safe to eat raw eggs", "should i avoid eating raw eggs"),
    ("why is vaping prohibited on planes", "why arent you allowed to vape on an airplane"),
    ("what happens if i don't pay the minimum payment on my credit card",
     "consequences of missing a credit card minimum payment"),
    ("my friend owes me $200 and won't pay it back, what can i do",
     "what can i do if a friend refuses to repay the 200 dollars he owes me"),
    ("sql select rows where column is not null",
     "sql query to exclude rows that have null in a column"),
    ("is it illegal to park on the sidewalk in the uk",
     "in the uk, are you not allowed to park on the pavement"),
    ("which vaccines are not safe during pregnancy", "what vaccines should pregnant women avoid"),
    ("which foods should i avoid while taking warfarin",
     "what foods are not safe to eat when you're on warfarin"),
    ("do full-time students not have to pay council tax",
     "are full time students exempt from council tax"),
    ("what foods should be avoided during pregnancy", "what shouldn't i eat while i'm pregnant"),
    ("is it bad to not stretch before running", "is skipping stretching before a run harmful"),
    ("is it bad not to stretch before running", "is skipping stretching before a run harmful"),
    ("why has my dog stopped eating his food",
     "my dog doesn't want to eat his food anymore, why"),
    ("how do i loosen a lug nut that's stuck", "lug nut won't come off - how to get it loose"),
    ("is it illegal to not pay the tv licence in the uk",
     "is it against the law to skip paying the uk tv licence"),
    ("which foods are not allowed on keto", "which foods are banned on keto"),
    ("do students not have to pay council tax", "are students exempt from paying council tax"),
]

REFUSE_NEGATION = [
    # what is safe against what to avoid, neither negated
    ("which foods are safe for dogs", "which foods should dogs avoid"),
    ("which vaccines are safe during pregnancy", "what vaccines should pregnant women avoid"),
    # the negative word shuns someone, or governs another thing than the "not"
    ("why is my cat not eating", "why does my cat avoid me"),
    ("why am i not paying attention", "why do i miss payments"),
    ("why am i not paying attention", "why do i skip paying bills"),
    ("is it bad to not stretch before running", "is skipping breakfast before a run harmful"),
    # the negative word on both sides, or on the negated side only
    ("is it illegal to pay in cash", "is it illegal not to pay in cash"),
    ("is it illegal to park on the sidewalk", "is it not illegal to park on the sidewalk"),
    ("why is it illegal to not vote", "why is it illegal to vote"),
    ("is it illegal to pay the tv licence", "is it against the law to not pay the tv licence"),
    ("is it legal to not pay the tv licence",
     "is it against the law to skip paying the tv licence"),
    # the "not" negates another word than the negative word answers
    ("is chatgpt's answer not legal advice", "is chatgpt's answer illegal advice"),
    ("is it not ok to drink tap water in mexico", "is it forbidden to drink tap water in mexico"),
    ("is it illegal to park on the sidewalk", "are you not required to park on the sidewalk"),
    ("which vaccines are not required during pregnancy",
     "what vaccines should pregnant women avoid"),
    ("why is my car stuck in the snow", "why won't my car start in the snow"),
    ("the door is stuck", "the door won't close"),
    ("are students exempt from council tax",
     "do students not have to register for council tax"),
    ("why do i miss my ex", "why don't i love my ex"),
    # the negated word said plainly on the other side
    ("is it not ok to eat breakfast", "is it ok to skip breakfast"),
    ("is it not safe to eat raw eggs", "is it safe to avoid raw eggs"),
    ("which foods are not allowed on keto", "which foods are allowed on keto"),
    ("why is vaping allowed on planes", "why arent you allowed to vape on an airplane"),
    # "stop" is "not ... anymore", not "not" ("stop taking" ends a course)
    ("when should i stop taking antibiotics", "when should i not take antibiotics"),
    ("my dog doesn't want to eat his food", "why has my dog stopped eating his food"),
    # an opposite next to the negation still counts
    ("why is my heat pump not heating the house",
     "why does my heat pump fail to cool the house"),
    ("is it forbidden to wear white to a wedding", "is it not ok to wear black to a wedding"),
    ("is it forbidden to wear white to a wedding", "is it ok to wear white to a wedding"),
]
# question kinds read in paraphrases: choices, parties named by kind, keyword requests
ACCEPT_QUESTIONS = [
    # "who" after the setting the question is asked in
    ("in tennis who serves first in a tiebreak",
     "which player starts serving in a tennis tie-break"),
    ("who is odin's wife in norse mythology", "in norse myths who was odin married to"),
    # a yes/no question offering two times asks which time
    ("do honeybees usually swarm in spring or summer",
     "what season do honeybee swarms mostly happen in"),
    # a duration named by its noun
    ("how long should a beginner run each day", "recommended daily running time for beginners"),
    # a condition before a yes/no question asks no time
    ("do bond prices fall when interest rates go up", "when rates rise do bond prices drop"),
    # a choice of two parties, named or acting in other words
    ("who pays stamp duty in the uk, the buyer or the seller",
     "uk stamp duty - is it paid by the purchaser or the vendor"),
    ("should the recruiter or the candidate bring up salary first",
     "who should mention salary first, the candidate or the recruiter"),
    ("does the landlord or the tenant pay for boiler repairs",
     "who's responsible for fixing the boiler, tenant or landlord"),
    # the age required
    ("what's the minimum age to get married in scotland",
     "how old do you have to be to marry in scotland"),
    # a percentage of an amount
    ("how much is a 20% tip on $50", "whats a 20 percent tip on fifty dollars"),
    ("how much is a 10% tip on an $85 bill", "ten percent tip on 85 dollars"),
    # requests typed as keywords
    ("how many calories do i burn walking 5,000 steps", "calories burned walking 5k steps"),
    ("who was the first president of the united states", "first us president"),
    ("who was the first person to walk on the moon", "first person to walk on the moon"),
    # how much a child sleeps is a duration
    ("how many hours a day does a newborn need to sleep",
     "how much should a newborn sleep in 24 hours"),
    ("how many hours should a 3 year old sleep at night",
     "how much night-time sleep does a three-year-old need"),
    # a time named as the next or the first one
    ("when is the next leap year after 2024", "what's the first leap year following 2024"),
]

REFUSE_QUESTIONS = [
    # different kinds of question stay apart
    ("who founded apple", "when was apple founded"),
    ("who won the world cup", "where was the world cup held"),
    ("which year did brazil win the world cup", "who did brazil beat in the world cup final"),
    ("how much does it cost", "how long does it take"),
    # a yes/no question about one party is no choice between two
    ("is it paid by the buyer", "who pays stamp duty, the buyer or the seller"),
    ("who pays stamp duty, the buyer or the seller",
     "is stamp duty paid to the purchaser or the vendor"),
    # another act for the same two parties
    ("who keeps the deposit, the tenant or the landlord",
     "does the tenant or the landlord pay the deposit"),
    ("who pays the deposit, the tenant or the landlord",
     "is the tenant or the landlord responsible for the deposit"),
    ("who should raise the price, the seller or the buyer",
     "should the seller or the buyer mention the price"),
    ("who should mention salary first, the candidate or the recruiter",
     "should the candidate or the recruiter negotiate salary first"),
    ("who's responsible for fixing the boiler, tenant or landlord",
     "does the landlord or the tenant own the boiler"),
    # a company or a country is not its people: "which" of them is no "who"
    ("which country won the most gold medals at the 2008 olympics",
     "who won the most gold medals at the 2008 olympics"),
    ("which company invented the computer mouse", "who invented the computer mouse"),
    # "who is paid" is the one acted on, not the one who pays
    ("who is paid the commission, the listing agent or the buyer's agent",
     "does the listing agent or the buyer's agent pay the commission"),
    ("who was paid the ransom, the hackers or the company",
     "did the hackers or the company pay the ransom"),
    # a legal minimum age is no advised age
    ("what is the minimum age to retire in the us", "at what age should i retire in the us"),
    # "when exactly" still asks a time
    ("when exactly did the titanic sink", "how exactly did the titanic sink"),
    # a party named by its kind that does another thing, or is acted on
    ("which country hosted the world cup in 2014", "who won the world cup in 2014"),
    ("which company acquired versace in 2018", "who sold versace in 2018"),
    ("which company bought versace", "versace was sold by who"),
    ("which country did brazil beat in the 2014 world cup",
     "who beat brazil in the 2014 world cup"),
    # a "who" in a relative clause asks no person; a setting does not make "when" a "who"
    ("in people who snore is surgery effective", "who should get surgery for snoring"),
    ("in tennis who serves first in a tiebreak", "in tennis when does a tiebreak start"),
    # one time, or a reason, against "which season"
    ("do honeybees swarm in spring", "what season do honeybee swarms happen in"),
    ("do honeybees swarm in spring or summer", "why do honeybees swarm in spring"),
    # a condition dropped, or turned into the time asked
    ("when rates rise do bond prices drop", "when do bond prices drop"),
    ("when it rains do snails come out", "when do snails come out"),
    # "when and how" is no condition: it still asks a time
    ("when and how did the roman empire fall", "how did the roman empire fall"),
    # a percentage judged, not computed
    ("how much is a 20% tip on $50", "is a 20% tip on $50 enough"),
    ("how much is a 20% tip on $50", "what is a 20% tip on $50 considered"),
    ("how much is a 20% tip on $80", "what's a 20 percent tip on fifty dollars"),
    # keywords that name another thing than the "who" question
    ("first us president", "who was the first us vice president"),
    ("nba top scorer", "who is the nba's top scorer's coach"),
    ("son of hamlet", "who is hamlet the son of"),
    ("father of zeus", "who is zeus the father of"),
    ("first us president", "who was the wife of the first us president"),
    ("apple ceo salary", "who is the ceo of apple"),
    ("calories burned walking 5k steps", "how many steps to burn 500 calories"),
    # sleep that is no verb, an amount of something else
    ("how much does a sleep study cost", "how long does a sleep study take"),
    ("how many hours should a 3 year old sleep", "how much does a 3 year old weigh"),
    ("how much should a newborn sleep", "how much should a newborn eat"),
    # the age someone was is no age required
    ("how old do you have to be to marry in scotland", "how old was the queen when she married"),
    ("what's the minimum age to marry in scotland", "how old is the average bride in scotland"),
    # a first day asked about, a last time against a next one
    ("what is the first day of school like", "when is the first day of school"),
    ("what's the first leap year following 2024", "when was the last leap year before 2024"),
]

# The second paraphrase round.
# Paraphrase round for swapped roles: a part that takes no role (a day said from today, an
# ordinal, a manner adverb, the setting of a request) may move, and access given reads as
# sharing; each rule with the wrong pairs beside it that must still be refused.
ACCEPT_ROLES2 = [
    # a day, an ordinal or a manner adverb moves
    ("what was the weather like in chicago yesterday", "how was yesterday's weather in chicago"),
    ("can my phone charge my smartwatch wirelessly",
     "is it possible to wirelessly charge my watch using my phone"),
    # the setting of a request moves to its front, as the topic of a keyword query
    ("how do i reverse a string in rust", "rust string reverse"),
    ("how do i revoke a user's access token in keycloak",
     "keycloak invalidate access token for a user"),
    ("is trout fishing on rivers in england allowed in march",
     "in england can i fish rivers for trout during march"),
    ("how do i set an alarm for 7am tomorrow on alexa",
     "alexa alarm for seven a.m. tomorrow morning, how do i set it"),
    ("can i carry a 100 ml bottle of liquid in my hand luggage on eu flights",
     "eu flight carry-on: is a 0.1 litre liquid bottle allowed"),
    # "share X with Y" is "give Y access to X"
    ("how do i share my google calendar with my assistant",
     "give my assistant access to my google calendar"),
    ("how do i share my google calendar with my partner",
     "give my partner access to my google calendar"),
]
REFUSE_ROLES2 = [
    # the swaps the rules must still see
    ("python to java converter", "java to python converter"),
    ("flights from london to paris", "flights from paris to london"),
    ("can my landlord sue me", "can i sue my landlord"),
    ("does the dog chase the cat", "does the cat chase the dog"),
    # a day moving does not hide a swap behind it, nor does one day swap with another
    ("did the lakers beat the celtics yesterday", "did the celtics beat the lakers yesterday"),
    ("did the lakers beat the celtics yesterday", "yesterday did the celtics beat the lakers"),
    ("did the lakers beat the celtics yesterday", "did the celtics yesterday beat the lakers"),
    ("is yesterday's news today's headline", "is today's news yesterday's headline"),
    ("is the meeting tomorrow after lunch", "is lunch tomorrow after the meeting"),
    # nor an adverb, nor an ordinal against a rank
    ("can my phone charge my watch wirelessly", "can my watch charge my phone wirelessly"),
    ("can my phone wirelessly charge my watch", "can my watch wirelessly charge my phone"),
    ("can the teacher legally punish the student", "can the student punish the teacher legally"),
    ("does the first player move last", "does the last player move first"),
    ("does the fastest runner start first", "does the first runner start fastest"),
    ("who won the first game in the second round", "who won the second game in the first round"),
    # "-ly" names are no adverbs
    ("when is the last train from manchester airport to manchester piccadilly",
     "when is the last train from manchester piccadilly to manchester airport"),
    # two settings that trade places, or a setting that becomes a role
    ("in the uk can a us citizen work", "in the us can a uk citizen work"),
    ("keycloak user token in spring", "spring user token in keycloak"),
    ("how do i insert a picture in a table", "how do i insert a table in a picture"),
    ("in python how do i call java", "in java how do i call python"),
    ("is fishing on rivers in england allowed in march",
     "is fishing on rivers in march allowed in england"),
    ("how do i reverse a string in rust", "rust reverse string in python"),
    # sharing read against access given, with other owners or the other way round
    ("share my boss's calendar with me", "give my boss access to my calendar"),
    ("how do i share my assistant's calendar with me", "give my assistant access to my calendar"),
    ("how do i share my google calendar with my assistant",
     "give my assistant's google calendar access to me"),
    ("how do i share my google calendar with my assistant",
     "how do i get my assistant to share their google calendar with me"),
    ("can my boss share his calendar with me", "can i give my boss access to my calendar"),
    ("share my sister's photos with my mom", "give my sister access to my mom's photos"),
]
# Opposites that do not oppose: a comparison whose words imply what the other side says
# ("cheaper to buy a tv" / "tvs more expensive", "upload speed slower" / "upload slower"), and
# two ends of a pair said of two things one goes between ("from my old android to a new
# iphone") against one of them. Each rule with the near misses that must stay refused.
ACCEPT_OPPOSITES2 = [
    # a converse comparison once the words its comparatives imply are left out
    ("is it cheaper to buy a tv in january than in november",
     "are tvs more expensive in november than in january"),
    ("is upload speed usually slower than download",
     "is download typically faster than upload"),
    ("is the speed of light faster than the speed of sound", "is sound slower than light"),
    # the other end said of the other thing of a move between the two
    ("how do i move my photos from an android phone to a new iphone",
     "transfer pics to new iphone from my old android"),
]
REFUSE_OPPOSITES2 = [
    # the guards of the opposites check
    ("how do i show hidden files", "hide visible files"),
    ("is python faster than java", "is python slower than java"),
    ("can a type a patient give blood to a type o donor",
     "can a type o donor give blood to a type a patient"),
    ("make my gravy thicker", "make my gravy less thick"),
    ("which is heavier, oil or water", "which is lighter, oil or water"),
    # the implied word left out, the rest must still be a converse with nothing to spare
    ("is it cheaper to buy a tv in january than in november",
     "are tvs cheaper in november than in january"),
    ("is it cheaper to buy a tv in january than in november",
     "are tvs more expensive in january than in november"),
    ("is it cheaper to buy a tv in january than in november",
     "is it more expensive to rent a tv in november than in january"),
    ("is it cheaper to buy a car in spain than in italy",
     "is it more expensive to rent a car in italy than in spain"),
    ("is it cheaper to buy a tv in january than in november",
     "is it 20% more expensive to buy a tv in november than in january"),
    ("is it 20% cheaper to buy a tv in january than in november",
     "are tvs 20% more expensive in november than in january"),
    ("is upload speed usually slower than download on home broadband",
     "is download speed typically slower than upload on a home internet connection"),
    ("is upload speed usually slower than download on home broadband",
     "is upload typically faster than download on a home internet connection"),
    ("is upload speed slower than download speed",
     "is download latency faster than upload latency"),
    # two ends against one: the one said of the other thing, of the same thing, or no move
    ("how do i move my photos from an android phone to a new iphone",
     "transfer pics from my new android to an old iphone"),
    ("how do i move my photos from an android phone to a new iphone",
     "transfer pics to an old iphone from my new android"),
    ("how do i move my photos to a new iphone", "transfer pics from my old iphone to a new iphone"),
    ("how do i move my photos from a new iphone to an android phone",
     "transfer pics to new iphone from my old android"),
    ("how do i move my photos from a new android phone to an iphone",
     "transfer pics to new iphone from my old android"),
    ("how do i make my flask backend accept requests from my react frontend",
     "how do i make my react frontend accept requests from flask"),
    ("how do i make my flask backend accept requests from my react frontend",
     "allow flask backend to call react api"),
    ("how do i make my flask backend accept requests from my react frontend (cors)",
     "allow react frontend to call flask api cors"),  # no move said: not told from the above
    ("is a new car worth more than an old truck", "is a new car worth more than a truck"),
    ("can a tenant sue a landlord", "can a landlord sue"),
    ("can a landlord evict a tenant", "can a landlord evict"),
    ("how to make thick hair thin", "how to get thick hair"),
    ("how to thin out gravy that's too thick", "how do i make my gravy thick"),
    ("how do i call a superclass method from a subclass", "how do i call a subclass method"),
    ("can a parent open a roth ira for a child", "can a child open a roth ira"),
    ("should i take it before or after meals", "should i take it after meals"),
    ("can i sell my old car to buy a new one", "can i sell my new car"),
    ("how to move from an old house to a new one", "how to move into a new house"),
    ("how to replace an old battery with a new one", "how to replace a new battery"),
]
# Named things that add nothing to the question: a place said only to locate another named
# thing at the end of the text; with the near misses that must still be refused, among them
# the readings a review of the round took out again (the English source of a translation,
# "in go" for the Go language, "before bed" as the night, an ordinal that moves).
ACCEPT_PLACES2 = [
    # a known container right after the thing it locates
    ("what's the population of lagos", "how many people live in lagos, nigeria"),
    ("what's the population of toronto", "how many people live in toronto canada"),
    ("how tall is the eiffel tower", "height of the eiffel tower in paris"),
    ("toronto", "toronto canada"),
    ("best tacos in austin", "best tacos in austin, texas"),  # up the chain: texas, usa
    ("things to do in toronto", "things to do in toronto, ontario, canada"),
]
REFUSE_PLACES2 = [
    # the place is not the known one's container: another town of the same name
    ("population of paris", "population of paris, texas"),
    ("population of lagos, nigeria", "population of lagos, portugal"),
    ("population of lagos", "population of lagos, portugal"),
    ("population of london", "population of london, ontario"),
    ("distance from toronto to paris", "distance from toronto to paris, canada"),
    ("how tall is the eiffel tower in paris", "how tall is the eiffel tower in las vegas"),
    ("things to do in toronto, canada", "things to do in toronto, ohio"),
    # the container is the question, or stands alone
    ("is toronto in canada", "is toronto a city"),
    ("is lagos in nigeria", "is lagos in portugal"),
    ("weather in toronto", "weather in canada"),
    ("how tall is the eiffel tower", "height of the tower in paris"),
    ("population of toronto", "population of toronto and canada"),
    ("population of new york", "population of york"),
    # a place of two countries' names, a comma that ends a clause or parts a choice, "where"
    ("what is the capital of georgia", "what is the capital of georgia, usa"),
    ("besides lagos, what are the largest cities",
     "besides lagos, nigeria's largest cities are which"),
    ("which is bigger, shanghai, china or india", "which is bigger, shanghai or india"),
    ("if i leave dubai, uae residency still valid?", "if i leave dubai, residency still valid?"),
    ("where's toronto in canada", "where's toronto"),
    # a word's language is no translation's source; go the game; night vs bedtime; a name's
    # ordinal; two adverbs that trade verbs
    ("what does 'gift' mean in german", "translate 'gift' from english to german"),
    ("what is the best opening move in go", "golang best opening move"),
    ("why do i wake up at night to pee", "why do i wake up before bed to pee"),
    ("who was the first wife of king charles", "who was the wife of king charles the first"),
    ("how to carefully remove a tick that has been fully embedded",
     "how to fully remove a tick that has been carefully embedded"),
]
REFUSE_TRANSLATION2 = [
    # the other side translates from the language, or names another source or target
    ("translate 'hola' from english to spanish", "translate 'hola' from spanish"),
    ("translate 'merci' from english to french", "translate 'merci' from german to french"),
    ("translate 'thank you' from english to japanese", "how do you say 'thank you' in chinese"),
    ("translate 'danke' from german to english", "how do you say 'danke' in english"),
]
REFUSE_ALIASES2 = [
    ("what is java", "what is javascript"),
    ("how do i go to paris", "golang paris"),
    ("what are the rules of go", "golang rules"),
    ("where should i go in paris", "golang in paris"),
    ("can i set up windows 10 without a microsoft account",
     "can i set up windows 11 without a microsoft account"),
    ("how to win 10 robux", "how to get robux on windows 10"),
]
ACCEPT_NIGHT2 = [("should i eat before bed", "should i eat before going to bed")]
REFUSE_NIGHT2 = [
    ("should i brush my teeth in the morning", "should i brush my teeth before bed"),
    ("should i eat before bed", "should i eat in the evening"),
    ("is it bad to eat before bed", "is it bad to eat"),
    ("睡前喝牛奶好吗", "早上喝牛奶好吗"),
]

# Roles read through parts that move as a whole: a setting moved to the front with a swap
# behind it, two settings that trade places, an ordinal that ranks another word, an owner named
# on one side only. Each rule with the wrong pairs it refuses and the paraphrases beside them it
# must still serve.
REFUSE_ROLES3 = [
    # a setting moved to the front, and a swap behind it
    ("does the dog chase the cat in the garden", "in the garden does the cat chase the dog"),
    ("in the kitchen does the cat chase the mouse", "does the mouse chase the cat in the kitchen"),
    ("at night does the owl hunt the mouse", "does the mouse hunt the owl at night"),
    ("how do i convert a string to an int in rust", "in rust how do i convert an int to a string"),
    ("in python how do i convert a list to a dict", "how do i convert a dict to a list in python"),
    ("how do i convert a char array to a string in java",
     "in java how do i convert a string to a char array"),
    ("can i send money to my wife in india", "india: can my wife send money to me"),
    ("canada: can my son send money to me", "can i send money to my son in canada"),
    # the setting of one side is what the other acts on, and the other way round
    ("how do i run windows in ubuntu", "windows how do i run ubuntu"),
    ("how do i run linux in windows", "linux how do i run windows"),
    ("is it legal to drive in germany with a us license",
     "is it legal to drive in the us with a german license"),
    ("can i drive in france with a uk license", "can i drive in the uk with a french license"),
    ("is it legal to work in canada with a us visa",
     "is it legal to work in the us with a canadian visa"),
    # an owner only one side names, behind a second head word
    ("share my calendar with my boss", "give my boss's calendar access to me"),
    ("give my manager's calendar access to me", "share my calendar with my manager"),
    # an ordinal that ranks another word
    ("who was the first wife of henry viii", "who was the wife of the first henry"),
    ("who was the second wife of henry viii", "who was the wife of the second henry"),
    ("who was the first wife of king george", "who was the wife of the first king george"),
    # the swap alone, with the setting where it was
    ("in the garden does the dog chase the cat", "in the garden does the cat chase the dog"),
    ("in rust how do i convert a string to an int", "in rust how do i convert an int to a string"),
    ("how do i transfer money from my savings to my checking",
     "how do i transfer money from my checking to my savings"),
    ("in the app how do i transfer money from my savings to my checking",
     "how do i transfer money from my checking to my savings in the app"),
]
ACCEPT_ROLES3 = [
    # a setting moved, and nothing else
    ("in the garden does the dog chase the cat", "does the dog chase the cat in the garden"),
    ("in rust how do i convert a string to an int", "how do i convert a string to an int in rust"),
    ("india: can i send money to my wife", "can i send money to my wife in india"),
    ("how do i reverse a string in rust", "rust string reverse"),
    ("is trout fishing on rivers in england allowed in march",
     "in england can i fish rivers for trout during march"),
    ("how do i revoke a user's access token in keycloak",
     "keycloak invalidate access token for a user"),
    ("is december 25 a public holiday in japan", "japan public holiday on 25 december"),
    # a setting said twice, or said as the topic of the question
    ("windows: how do i run ubuntu", "how do i run ubuntu on windows"),
    ("how do i run ubuntu in windows", "windows: how do i run ubuntu"),
    ("is it legal to drive in germany with a us license",
     "in germany is it legal to drive with a us license"),
    ("who beat argentina in the 2022 world cup group stage",
     "which team defeated argentina in the group stage of the 2022 world cup"),
    ("how do i find the minimum value in a sql column",
     "what's the sql to get the smallest value in a column"),
    ("what eats phytoplankton in the ocean", "which ocean animals feed on phytoplankton"),
    ("why won't my printer print in black", "printer is not printing black ink, why"),
    # phrases that take their directions with them
    ("how do i transfer money from my savings account to my checking account",
     "how do i move funds into my checking account from my savings account"),
    ("how do i transfer money from my savings account to my checking account in the app",
     "in the app, how do i move funds into my checking account from my savings account"),
    # the same owner, the same ranked thing
    ("share my calendar with my boss", "give my boss access to my calendar"),
    ("who pays the real estate agent's commission, the buyer or the seller",
     "is the realtor's commission paid by the seller or by the buyer"),
    ("who was the first wife of henry viii", "who was henry viii's first wife"),
    ("when did the first olympic games of the modern era take place",
     "what year were the first modern olympics held"),
]

REFUSE = (REFUSE_K + REFUSE_L + REFUSE_M + REFUSE_N + REFUSE_O + REFUSE_P + REFUSE_Q
          + REFUSE_S + REFUSE_U + REFUSE_W + REFUSE_Y + REFUSE_CONVERSE + REFUSE_DATES_ROLES
          + REFUSE_NEGATION + REFUSE_QUESTIONS + REFUSE_ROLES2 + REFUSE_OPPOSITES2 + REFUSE_PLACES2
          + REFUSE_TRANSLATION2 + REFUSE_ALIASES2 + REFUSE_NIGHT2 + REFUSE_ROLES3)
ACCEPT = (ACCEPT_K + ACCEPT_L + ACCEPT_M + ACCEPT_N + ACCEPT_O + ACCEPT_P + ACCEPT_Q
          + ACCEPT_S + ACCEPT_U + ACCEPT_W + ACCEPT_Y + ACCEPT_CONVERSE + ACCEPT_DATES_ROLES
          + ACCEPT_NEGATION + ACCEPT_QUESTIONS + ACCEPT_ROLES2 + ACCEPT_OPPOSITES2 + ACCEPT_PLACES2
          + ACCEPT_NIGHT2 + ACCEPT_ROLES3)


@pytest.mark.parametrize(("query", "matched"), REFUSE)
def test_the_near_misses_are_refused(both_ways: BothWays, query: str, matched: str) -> None:
    assert not any(v.accept for v in both_ways(query, matched))


@pytest.mark.parametrize(("query", "matched"), ACCEPT)
def test_the_paraphrases_are_served(both_ways: BothWays, query: str, matched: str) -> None:
    verdicts = both_ways(query, matched)
    assert all(v.accept for v in verdicts), verdicts
