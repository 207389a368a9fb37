"""What a question asks for: a reason, a time, a place, a person, a duration, an amount ...

"why is X" and "when is X" differ in one function word and want different answers; a request
typed as keywords ("author of X") asks what its question form ("who wrote X") asks.
"""

from __future__ import annotations

import re
from functools import lru_cache

from genaicache.verify.base import Candidate, Verdict
from genaicache.verify.lexicon import irregular_verbs, stop_words
from genaicache.verify.minimal import apart_at
from genaicache.verify.numbers import spell_out
from genaicache.verify.temporal import time_words
from genaicache.verify.text import MARK, analyze, spaced_canon, stem

# Where a question word may stand: at the start, after a clause or a conjunction
# (a dash: "my lease ends june 30 - when do i give notice")
_LEAD = r"(?:^|[?.,;:]\s*|\s-{1,2}\s+|\s*[\u2013\u2014]\s*|\b(?:and|but|so|or)\s)"
# A lead-in before the question ("quick question: ", "in germany, ", "should you need help, ",
# "i'm two years into a three-year lease. ")
_LEAD_IN = r"^(?:[^,:]{0,40}[,:] |[^.?!]{0,120}[.?!] )?"
# "what's the monthly price of ...", "what is the checked baggage allowance on ...": a noun
# that names an amount, asked for with "what", followed by what it is of (or nothing). Not
# after "a / an": "what is a resort fee" asks what it is.
# (after a word boundary)
_AMOUNT_NOUN = (
    r"what(?:\s+(?:is|are|was|were|will be|would be)(?:\s+the)?|\s+the)\s+"
    r"(?:(?!(?:a|an)\b)[a-z-]+\s+){0,3}"
    r"(?:distance|prices?|costs?|fees?|fares?|charges?|rates?|percentage|size|height|weight|"
    r"length|population|salary|count|amount|allowance|dose|dosage|altitude|speed|temperature|"
    r"capacity)(?=\s+(?:of|for|in|to|per|on|at|from|with|between|across|within|after|before|"
    r"over|under|by|into|during|around|near|like|if|when|limits?|range)\b|\s*$|\s*[?.,])"
)
# "how much" that is not asked but acted on: "ways to reduce how much i pay" asks how to do
# something ("see how many people viewed my story" still asks a count).
_ACTED_ON = "".join(
    rf"(?<!\b{verb} how)"
    for verb in ("reduce", "lower", "cut", "limit", "decrease", "increase", "control",
                 "minimize", "minimise", "maximize", "maximise")
)
_AUX_WORDS = r"(?:do|does|did|is|are|was|were|can|will|should|would|could|may|must)\b"
_TIME_UNITS = r"(?:seconds|minutes|hours|days|weeks|months|years)"
# Units a conversion names ("26.2 miles into km")
_UNIT = (r"(?:miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|feet|foot|ft|inch(?:es)?|cm|mm|kg|"
         r"kilos?|pounds?|lbs?|grams?|g|ounces?|oz|lit(?:er|re)s?|gallons?|cups?|ml|°\s*[cf]|"
         r"°|degrees?(?:\s+(?:celsius|fahrenheit|c|f))?|celsius|fahrenheit|dollars?|euros?|yen|"
         r"usd|eur|gbp|mph|kmh|kph)\b")
# "how much sleep" is asked in hours, as "how many hours of sleep" is.
_TIMED = r"(?:time|sleep|sun|sunlight|rest|exercise|screen time)"
# "how much (night-time) sleep", and "how much should a newborn sleep (in 24 hours)" where
# sleeping is the verb, not "how much does a sleep study cost".
_HOW_MUCH_TIME = (
    rf"(?:(?:[a-z-]+\s+)?{_TIMED}\b|"
    r"(?:should|does|do|did|must|can|will|would) (?:[a-z0-9-]+ ){1,3}(?:sleep|rest|nap)"
    r"(?=\s+(?:in|at|per|each|every|a|during|on|for|overnight|daily)\b|\s*[?.!]*$))"
)
# "how old should / must / do you have to be": an age required, asked as a time of life, where
# "how old is" asks an amount.
_AGE_REQUIRED = r"(?:should|must|(?:do|does) [a-z]+ (?:have|need) to be)\b"
# "in tennis who serves first", "in norse myths who was odin married to": a question after the
# setting it is asked in; not a relative clause ("in people who smoke, is ...", "in children
# who snore what causes it").
_SETTING_WHO = (
    r"^(?:in|on|at|during|among) "
    r"(?!(?:\S+ ){0,2}(?:people|persons|those|patients|children|kids|adults|men|women|anyone|"
    r"someone|users|students|babies) who)"
    r"(?:[^\s,]+ ){1,3}(?:who|whom|whose) (?![^?]*,|.*\b(?:what|how|why|when|where|which)\b)"
)
# "where did i go wrong", "where does my recursion go wrong": what is wrong, not a place
_GOES_WRONG = r"(?:do|does|did|am|are|is|have|has) (?:[a-z]+ ){0,2}go(?:ne|ing|es)? wrong\b"
# The spans of time "多少" counts when it asks how long ("多少天", "多少个小时")
_ZH_SPANS = r"(?:[天周年]|个?小时|个?钟头|个?星期|个?礼拜|分钟)"
# "when exactly did the titanic sink" asks a time; "when rates rise do bonds fall" a condition
_WHEN_ADVERBS = r"(?:exactly|approximately|roughly|precisely|typically|usually|normally)\b"
_QUESTION_KINDS: dict[str, re.Pattern[str]] = {
    "reason": re.compile(
        r"\b(?:why\b|how come\b|"
        r"what(?:\s+(?:is|are|was|were|(?:could|would|might|may|can) be))?\s+"
        r"(?:(?:the|some|one|any|of|main|common|most|possible|major|real|underlying|usual|"
        r"primary|likely|actual|exact|biggest|top|root|leading|probable)\s+){0,4}"
        r"(?:reasons?|causes?)\b|"
        r"for what reason\b|"
        r"what (?:causes|caused|makes|made|led to|leads to)\b|the reason (?:why|for)\b|"
        r"what (?:could|can|might|may|would) cause\b|whats? (?:is )?causing\b|"
        r"what (?:could|can|might|may) be causing\b|"
        r"whats?(?: is| could be| might be)? wrong\s*[?.!]*$|"
        r"what am i doing wrong\b|what (?:did|have) i (?:do|done) wrong\b|"
        rf"where {_GOES_WRONG}|"
        r"what (?:could|might|can) (?:be )?(?:the )?(?:problem|issue|cause)\b|"
        # "what's the point of qos 2" / "why use qos 2" (not "the purpose of", which asks what
        # a thing does); "what is murano glass famous for" / "why is murano glass famous"
        r"whats? (?:is )?the point of\b(?! (?:view|intersection|contact|sale|entry|reference|"
        r"origin|departure|no return|care|order|interest|inflection|failure|tangency|use)\b)|"
        r"what (?:is|are|was|were) (?:[a-z-]+ ){1,4}(?:famous|renowned|best known) for\b)|"
        r"为什么|为何|(?<![认称成作以因视])为啥|怎么会|什么原因|原因是什么|是怎么回事|怎么回事"
    ),
    "time": re.compile(
        # not a condition: "when interest rates go up, do bond prices drop", "when my baby has a
        # fever can i give him tylenol", "when rates rise do bond prices drop" ("when does early
        # voting start, can i ...", "when and how did time begin" ask a time)
        rf"{_LEAD}when\b(?! (?!{_AUX_WORDS}|and\b|or\b|{_WHEN_ADVERBS})[a-z]+[^?]*?"
        rf"(?:,\s*(?:{_AUX_WORDS}|what|how|why|which|who|where)"
        rf"|\s{_AUX_WORDS} (?:i|you|we|he|she|they|it|my|your|our)\b"
        r"|\s(?:do|does|did) (?!not\b)[a-z]+ [a-z]+))|"
        # one word boundary before all of these: tested once at a position, not once each
        r"\b(?:by when\b|"
        r"what time\b|"
        r"what(?: is)? the (?:current |local )?time"
        r"(?=\s+(?:in|at|now|there|when|if)\b|\s*[?.,]|\s*$)|"
        r"(?:what|which) (?:year|years|month|months|date|season|week|decade|century)\b|"
        # "what day does my billing cycle end"; "what day is christmas" asks the weekday
        r"(?:what|which) day\b(?! of the week| is\b| was\b| will\b| are\b)|"
        rf"at what age (?:should|do|does|can|is|are|must)\b|how old {_AGE_REQUIRED}|"
        r"how soon\b|at what point (?:should|can|could|will|would|must|do (?:i|you|we))\b|"
        r"(?:best|ideal) (?:time|month|season|day|year|age)\b|"
        r"what(?:s| is| would be)? the (?:right|good|perfect) "
        r"(?:time|month|season|day|year|age)\b|"
        r"what is the deadline\b|last day to\b|"
        r"what(?:s| is| was| will be)? the (?:exact |official )?dates? (?:of|for|when|the)\b|"
        # a request named by its noun: "saturday opening hours for the dmv", "start date of"
        r"(?:opening|closing|departure|arrival|business|operating) (?:hours|times?)\b|"
        r"(?:sunset|sunrise|boarding|kickoff|kick-off|check-in|checkin|check-out|checkout) "
        r"times?\b|"
        r"(?:support|office|working|visiting|service|store|shop) hours\b|"
        # not "before its expiry date": the date is named, not asked
        r"(?<!before its )(?<!after its )(?<!before the )(?<!after the )(?<!by the )"
        r"(?:start|end|release|due|expiry|expiration|launch) date\b)|"
        r"什么时候|何时|几点|哪年|哪一年|哪天|哪一天|哪几天|几月几号|几号|几月|哪个月|哪一个月|什么月份|哪个月份"
    ),
    "place": re.compile(
        rf"{_LEAD}(?:from )?where\b(?! {_GOES_WRONG})|"
        r"\b(?:in which (?:country|city|place)\b|what place\b|"
        # "what city is the louvre in" asks where it is; "which city is the capital" and
        # "which state is the cheapest to live in" ask which one
        r"(?:what|which) (?:city|town|country|state|province|continent) (?:is|are|was|were) "
        r"(?:(?! to )[^?,])* in\s*[?.!]*$)|"
        r"哪里|哪儿|在哪|什么地方|去哪"
    ),
    "person": re.compile(
        rf"{_LEAD}(?:who|whom|whose)\b|{_SETTING_WHO}|\b(?:by (?:who|whom)\b|"
        # "which people can view my calendar"; not "what people think", nor "which people
        # first settled new zealand" (a people)
        r"which people (?:can|could|should|will|would|may|must|are allowed)\b|"
        r"(?:which|what) (?:team|person|player|actor|actress|singer|artist|band|poet|author|"
        r"writer|composer|painter|scientist|president|king|queen|emperor)\b|"
        # nouns that also name things or modify a noun ("what monarch caterpillar food",
        # "which governor races"): a person where a verb follows
        r"(?:which|what) (?:philosopher|explorer|mathematician|physicist|chemist|novelist|"
        r"admiral|pope|pharaoh|monarch|senator|governor|inventor|prime minister|general) "
        r"(?:[a-z]*[^e\s]ed|was|were|did|had|won|led|beat|lost|fought|took|became|wrote|made)\b)|谁"
    ),
    # "how long", "the boiling time for", "how many days": a duration, not a cost.
    "duration": re.compile(
        rf"\b(?:how long\b|how much {_HOW_MUCH_TIME}|how many {_TIME_UNITS}\b|"
        r"(?:boiling|cooking|baking|roasting|grilling|frying|steaming|brewing|steeping|"
        r"marinating|flight|driving|waiting|delivery|shipping|microwave|microwaving|heating|"
        r"reheating|defrosting|thawing|aging|ageing|fermentation|curing|"
        r"processing|germination|recovery|charging|transit|commute|proofing|proving|drying) "
        r"times?\b|(?:^|the )time (?:needed|required|it takes) (?:to|for)\b|"
        # "what's the typical duration of a chess game" asks how long it lasts
        r"what(?: is| was| would be)? the (?:(?:typical|usual|average|normal|expected|total|"
        r"approximate) )?duration of\b|"
        # "what's the usual lifespan of a solar battery" asks how long it lasts
        # (not "in miles", which asks how far)
        r"the (?:(?:typical|usual|average|normal|expected) )?(?:lifespan|life span) of\b"
        r"(?![^?]*\bin (?:[a-z]+ )?(?:miles|km|kilometers|kilometres|cycles|pages|shots)\b))|"
        # "多少天", "几周", "提前几天" ask how long as "how many days" does; not "前几天" (the
        # other day), "这几天" (these days), "哪几天" (which days) nor "几年级" (which grade);
        # months are an amount, as "几个月大" is an age
        rf"多久|多长时间|多少{_ZH_SPANS}|"
        r"(?<![这那近头后哪])(?:(?<=提前)|(?<!前))几(?:[天周]|年(?!级))|"
        r"几个(?:小时|钟头|星期|礼拜)|几(?:小时|分钟)"
    ),
    "frequency": re.compile(r"\bhow (?:often|frequently)\b|几次"),
    "amount": re.compile(
        rf"\b(?:how{_ACTED_ON} (?:much(?! (?:is|are) \d| {_HOW_MUCH_TIME})|"
        rf"many(?! {_TIME_UNITS}\b))\b|"
        rf"how (?:far|old(?! {_AGE_REQUIRED})|big|tall|fast|high|large|heavy|deep)\b|"
        r"at what age (?:did|was|were)\b|"
        rf"{_AMOUNT_NOUN}|what percentage\b|what size\b|the number of\b|"
        r"\bwhats? (?:is )?the (?:current |overall |grand )?total (?:number )?of\b|"
        # "what does a home inspection usually cost", "what should i expect to pay for it":
        # what "how much does it cost" asks (not "what does a cost accountant do")
        r"\bwhat (?:does|do|did|will|would|might|should)(?: [a-z-]+){1,6} (?:costs?|pay)"
        r"(?=\s*$|\s*[?.,!]| (?:to|for|in|me|you|us|them|per|on|at|with|if|when|without|"
        r"after|before|now|today|nowadays|nowdays|these days|in total|altogether)\b)|"
        r"(?:protein|calorie|sugar|caffeine|fat|fibre|fiber|alcohol|salt) content\b)|"
        rf"多少(?!{_ZH_SPANS})|几个(?!小时|钟头|星期|礼拜)|多长(?!时间)|多远|多大|多高|多重|几岁|"
        r"几度|几等星"
    ),
    # "convert 5 miles to km": asks an amount, as "how many km is 5 miles" and "what is 5 miles
    # in km" (no kind) do; compatible with both.
    "conversion": re.compile(
        r"\bconvert\s+[$€£¥₹]?\d|"
        # "convert the marathon distance of 26.2 miles into km", "what is 30 °c in fahrenheit"
        rf"\bconvert\b(?:\s+[a-z]+){{0,4}}\s+(?:of\s+)?\d[\d.,]*\s*{_UNIT}\s+(?:to|into|in)\b|"
        rf"\bwhat(?: is|s| are)\s+\d[\d.,]*\s*{_UNIT}\s+in\s+{_UNIT}\s*[?.]*$"
    ),
}


# Words every match of a kind contains: a search for them decides whether the kind's pattern
# can match at all, so a text pays for the few kinds it may ask rather than for all eight.
_ANCHORS: dict[str, tuple[str, ...]] = {
    "reason": ("why", "how come", "reason", "cause", "causing", "wrong", "problem", "issue",
               "怎么回事", "what make", "point of", "famous for", "renowned for", "known for",
               "what made", "led to", "leads to", "为", "怎么会", "原因"),
    "time": ("when", "time", "year", "month", "date", "season", "week", "day", "age", "soon",
             "decade", "century",
             "how old", "at what point",
             "deadline", "hours", "时", "点", "年", "天", "号", "月"),
    "place": ("where", "which", "place", "what city", "what town", "what country", "what state",
              "what province", "what continent", "哪", "地方"),
    "person": ("who", "team", "person", "people", "player", "actor", "actress", "singer", "artist",
               "band", "poet", "author", "writer", "composer", "painter", "scientist",
               "president", "king", "queen", "emperor", "philosopher", "explorer",
               "mathematician", "physicist", "chemist", "novelist", "admiral", "pope",
               "pharaoh", "monarch", "senator", "governor", "inventor", "prime minister",
               "general", "谁"),
    "duration": ("how long", "how much", "how many", "time", "duration", "lifespan", "life span",
                 "多久", "多长时间", "多少", "几"),
    "frequency": ("how often", "how frequently", "几次"),
    "amount": ("how ", "at what age", "the number of", "distance", "price", "cost", "pay", "fee",
               "fare", "charge", "rate", "percentage", "size", "height", "weight", "length",
               "population", "salary", "count", "amount", "total", "allowance", "dose", "dosage",
               "altitude", "speed", "temperature", "capacity", "content", "多", "几"),
    "conversion": ("convert", "what"),
}
# One plain pattern per kind, of its anchors: a kind may match wherever one of them stands,
# overlapping another or not. Eight plain searches cost less than one look-ahead for every
# anchor at every position.
_ANCHOR_PATTERNS = tuple((kind, re.compile("|".join(re.escape(w) for w in words)))
                         for kind, words in _ANCHORS.items())


# A request typed as keywords ("author of one hundred years of solitude", "rusalka opera
# composer", "disneyland paris ticket price for a family of 4") names what it asks for with a
# noun, first or last; a question ("how to become an architect") does not.
_ASKS = frozenset({
    "what", "how", "who", "whom", "whose", "why", "when", "where", "which", "is", "are", "was",
    "were", "can", "could", "do", "does", "did", "should", "will", "would", "has", "have",
    "had", "may", "might", "must", "shall", "i", "my", "we", "our", "tell", "explain", "list",
    "give", "show", "find", "help", "please", "in", "on", "for", "to", "if",
})
# Each noun with the kind it asks and what the other side must say for it: "director of" is
# "who directed", never "who starred in".
# "gold price today": a noun asked of now still ends the request
_NOW = r"(?:today|now|right now|currently|at the moment|this (?:week|month|year))"
_KEYWORD_NOUNS: tuple[tuple[str, str, str], ...] = (
    ("person", r"author|writer|lyricist|screenwriter", r"wr[io]te|written|writes|author"),
    ("person", r"composer", r"composed|wrote|written|composer"),
    ("person", r"architect|designer", r"designed|built|architect|designer"),
    ("person", r"inventor", r"invented|inventor"),
    ("person", r"founder", r"founded|started|founder"),
    ("person", r"creator", r"created|made|invented|creator"),
    ("person", r"painter", r"painted|painter"),
    ("person", r"director", r"directed|director"),
    ("person", r"discoverer", r"discovered|discoverer"),
    ("amount", r"prices?|costs?|fees?|fares?", r"costs?|prices?|charges?|fees?|fares?|expensive"),
    ("amount", r"population", r"how many people|population|live"),
    ("amount", r"salary|salaries", r"salary|salaries"),
    ("amount", r"size", r"size|how big|how large"),
    ("duration", r"length|duration", r"how long"),
    ("amount", r"distance", r"how far|distance"),
    ("amount", r"[a-z]+ (?:needed|required)", r"how (?:much|many)"),
    ("amount", r"doses?|dosages?|dosing|amounts?|quantity|quantities",
     r"how (?:much|many)|doses?|dosages?|amounts?|quantity"),
    ("place", r"(?:best|good|great|top|ideal|popular|safe) (?:[a-z]+ )?(?:spots?|places?|"
              r"locations?)", r"where"),
    ("amount", r"height", r"how tall|how high|height"),
    ("time", r"date|dates|months|month|season|deadline",
     r"when|what date|which month|what month"),
    ("duration", r"running time|run time|walking time", r"how long"),
)
_KEYWORD_NOUN = tuple(
    (kind,
     re.compile(rf"^(?:the )?(?:{noun}) (?:of|for|in|per|at|to|from|between)\b|"
                rf"\b(?:{noun})(?=\s+(?:of|for|in|per|at|to|from|between)\b|"
                rf"(?:\s+{_NOW})?\s*[?.!]*$)"),
     re.compile(rf"\b(?:{said})\b"))
    for kind, noun, said in _KEYWORD_NOUNS
)
# "number of bees" / "how many bees", "calories per 100 g" / "how many calories"
# "how many calories are in", not "how many calories to burn off"
_COUNT_ASKED = (r"(?: [a-z]+)?(?: (?:are|is|in|does|do|did|have|has|come|will|would|can|per)\b"
                r"|\s*[?.]*$)")
_IN_UNIT_END = re.compile(rf"\b(?:in|into|to) {_UNIT}\s*[?.!]*$")
# "reasons a baby won't sleep", "common causes of a dry cough": a request for reasons
_REASONS = re.compile(r"(?:(?:common|possible|main|top|usual|likely) )?(?:reasons?|causes?)\b"
                      r"(?! (?:to|for|and|or)\b)")
_REASONS_LAST = re.compile(r"\b(?:reasons?|causes?)\s*[?.!]*$")  # "yellow leaves causes"
_COUNTED = re.compile(r"\bnumber of ([a-z]+)(?: ([a-z]+))?|^(calories) (?:in|per|burned|burnt)\b")
_HOW_MANY = re.compile(r"\bhow (?:many|much)\b")


# What a difference, a fault or an advantage lies in asks what it is, not a place ("区别在
# 哪里", "问题出在哪里", "差距到底在哪")
_LIES_IN = re.compile(r"(?:区别|不同|差别|差异|差距|好处|优势|优点|缺点|问题|毛病|原因|关键|"
                      r"难点|重点|意义|价值|错)(?:之处)?(?:到底|究竟|主要|就|又)?出?在哪(?:里|儿)?"
                      # (not where to do something about it: "问题在哪里反馈")
                      r"(?![里儿]|反馈|投诉|举报|提交|办理|处理|申请|找|买|看|修改|更改|改|解锁|设置)")


def asked_wording(text: str) -> str:
    """The wording of ``text`` the question kinds are read from: its canonical wording, with
    what a difference lies in said as what it is."""
    canon = analyze(text).canon.replace(MARK, "x")
    return _LIES_IN.sub("是什么", canon) if "哪" in canon else canon


@lru_cache(maxsize=8192)
def question_kinds(text: str) -> frozenset[str]:
    """What ``text`` asks for beyond "what/how": reason, time, place, person, duration,
    frequency, amount, or a unit conversion."""
    canon = asked_wording(text)
    return frozenset(kind for kind, anchor in _ANCHOR_PATTERNS
                     if anchor.search(canon) and _QUESTION_KINDS[kind].search(canon))


# "... married to whom": a person, where the other side asks "who was einstein married to";
# not "who is the son of hamlet" for "hamlet is the son of whom".
_OF_WHOM = re.compile(r"\b(of|to|with|for|from|by|about|on) whom\s*[?.!]*$")


_BE = frozenset({"is", "was", "are", "were"})
# A choice between two named parties: "does the buyer or the seller pay ...", "is the
# commission paid by the seller or by the buyer", "traditionally does the groom family or the
# bride family pay". A party is the run of up to three words that are no function words.
_OR = re.compile(r" or (?:by )?")
_DETERMINERS = frozenset({"the", "a", "an", "my", "your", "his", "her", "their"})
_CHOICE_AUX = frozenset({"does", "do", "did", "should", "will", "would", "can", "could", "must",
                         "is", "are", "was", "were", "has", "have"})
# A choice after one of these names whom something is done to, not who does it: "is it paid
# to the buyer or the seller" is no "who pays, the buyer or the seller".
_NOT_AGENT = frozenset({"to", "from", "for", "with", "against", "than", "about", "of", "on",
                        "at", "into", "between", "in"})
# "who pays closing costs, the seller or the buyer": a "who" question that ends on a choice;
# its verb (after a modal, "is" or an adverb) must be said on the other side too, in its
# words or in other words for the same act.
_WHO_OF_TWO = re.compile(
    rf"{_LEAD_IN}who (?:(?:should|would|will|can|must|does|did|do|usually|normally|typically|"
    r"traditionally|generally|actually|(?:is|are|was|were)(?= (?:responsible|liable|supposed|"
    r"expected|meant|obliged|required)\b)) )*([a-z]+)\b[^,]*, ([^,]+ or [^,]+?)\s*[?.!]*$")
# Participles the stems do not find ("who pays" / "paid by the buyer or the seller")
_PARTICIPLE = {"pay": "paid", "buy": "bought", "sell": "sold", "make": "made", "keep": "kept",
               "give": "given", "take": "taken", "hold": "held", "win": "won", "get": "got",
               "bring": "brought", "send": "sent", "lend": "lent", "choose": "chosen"}
# One act in other words: "who pays the freight" / "is the buyer or the seller responsible for
# the freight charges", "who should mention salary" / "should the recruiter or the candidate
# bring up salary". Being responsible is paying only for a cost or a repair: "who is
# responsible for the deposit" is not "who pays the deposit".
_SAME_ACT = (
    re.compile(r"\b(?:pay|pays|paid|paying|cover|covers|covered|responsible for (?:[a-z-]+ ){0,3}?"
               r"(?:costs?|charges?|fees?|bills?|repairs?|fixing|repairing|expenses?|damages?))\b"),
    re.compile(r"\b(?:responsible|liable|accountable)\b"),
    re.compile(r"\b(?:mentions?|mentioned|mentioning|(?:bring|brings|brought|bringing) up)\b"),
    re.compile(r"\b(?:acquire[sd]?|acquiring|buys?|bought|buying|purchase[sd]?|purchasing|"
               r"(?:take|takes|took|taken|taking) over)\b"),
)
# A party named in other words ("the purchaser or the vendor" / "the buyer or the seller")
_SAME_PARTY = {"purchaser": "buyer", "vendor": "seller"}


def _run(words: list[str]) -> list[str]:
    """The leading run of up to three content words of ``words`` (after determiners)."""
    stops = stop_words()
    i = 0
    while i < len(words) and words[i] in _DETERMINERS:
        i += 1
    run: list[str] = []
    while i < len(words) and len(run) < 3 and words[i] not in stops:
        run.append(words[i])
        i += 1
    return run


def _party(words: list[str]) -> frozenset[str]:
    """The stems of a party's words, each named as the other side may name it."""
    return frozenset(_SAME_PARTY.get(s, s) for s in map(stem, words))


def _says_act(said: str, at: int, canon: str) -> bool:
    """Whether the act ``said`` names at ``at`` is said in ``canon`` too, in its words or in
    other words for the same act."""
    verb = stem(said[at:].split(maxsplit=1)[0])
    if verb in {stem(w) for w in canon.split()} or _PARTICIPLE.get(verb, verb) in canon.split():
        return True
    return any(act.match(said, at) and act.search(canon) for act in _SAME_ACT)


def _choices(text: str) -> list[tuple[frozenset[str], frozenset[str], list[str]]]:
    """Each "<party> or <party>" of ``text`` as the stems of both, with the words before it."""
    found = []
    for m in _OR.finditer(text):
        left = text[:m.start()].split()
        first, second = _run(left[::-1]), _run(text[m.end():].split())
        if first and second:
            found.append((_party(first), _party(second), left[:len(left) - len(first)]))
    return found


def _chooses_between(canon: str, said: str) -> bool:
    """Whether ``canon`` is a yes/no question choosing between the two parties that ``said``
    asks "who" of (in either order): it then asks what ``said`` asks."""
    who = _WHO_OF_TWO.match(said)
    asked = _choices(who.group(2)) if who else []
    if who is None or len(asked) != 1:
        return False
    if not _says_act(said, who.start(1), canon):
        return False  # "who pays the deposit" / "does the tenant or the landlord keep it"
    x, y, _ = asked[0]
    for first, second, before in _choices(canon):
        while before and before[-1] in _DETERMINERS:
            before = before[:-1]
        agent = bool(before) and before[-1] == "by"  # "title insurance paid by buyer or seller"
        if not (agent or _CHOICE_AUX.intersection(before)) or (before and before[-1] in _NOT_AGENT):
            continue
        if (x <= first and y <= second) or (x <= second and y <= first):
            return True
    return False


def _asks_who_of(canon: str, said: str) -> bool:
    """Whether ``said`` is "who" + ``canon`` without its closing "whom", with the verb "to be"
    moved before the subject ("einstein was married to whom" / "who was einstein married to")."""
    words, asked = canon.strip(" ?.!").split()[:-1], said.strip(" ?.!").split()
    at = next((i for i, w in enumerate(words) if w in _BE), None)
    return at is not None and asked == ["who", words[at], *words[:at], *words[at + 1:]]


# "do honeybees swarm in spring or summer" / "what season do swarms happen in": a yes/no
# question offering two times asks which time.
_SEASONS = frozenset({"spring", "summer", "autumn", "fall", "winter"})
_TWO_TIMES = re.compile(r"\b([a-z]+) or (?:(?:in|on|at|during|the) )*([a-z]+)\b")
# "what is the first leap year after 2024" / "when is the next leap year after 2024"; not
# "what is the first day of school like".
_NAMED_TIME = re.compile(
    r"^what (?:is |was |will be )?the (?:next|first|last|previous|upcoming|coming|following) "
    r"(?:[a-z-]+ ){0,2}(?:year|day|date|month|weekend)(?=\s+(?:after|following|before|since|in)"
    r"\b|\s*[?.!]*$)")
# "what is the minimum age to marry" / "how old do you have to be to marry": the age required,
# asked as a time of life
_AGE_LIMIT = re.compile(r"\b(?:minimum|legal) age (?:to|for)\b")
# ... said to a question of the age a rule requires, not of the age advised ("at what age
# should i retire" is no "the minimum age to retire")
_AGE_RULE = re.compile(r"\bhow old (?:must|(?:do|does) [a-z]+ (?:have|need) to be)\b|"
                       r"\bat what age (?:can|must|(?:do|does) [a-z]+ (?:have|need) to)\b")
# "(what is) a 20 percent tip on fifty dollars" / "how much is a 20% tip on $50"; not
# "is a 20% tip on $50 enough", nor "what is a 20% tip on $50 considered".
_PERCENT_OF = re.compile(
    r"^(?:what (?:is |are )?)?(?:an? )?\d[\d.]* ?(?:%|percent) (?:[a-z]+ )?(?:of|on|for) "
    rf"(?:an? |the )?[$€£¥₹]?\d[\d.,]*(?: (?:bill|check|cheque|meal|order|total|{_UNIT}))?"
    r"\s*[?.!]*$")
# "first us president" / "who was the first president of the us": what the request names,
# before what it is of, and what the "who is" question names, every word of which the request
# says ("first us president" is not "who was the first us vice president"); not a sentence
# ("hamlet is the son of whom" is not "who is the son of hamlet"), nor "who is hamlet the son of"
_WHO_IS_THE = re.compile(r"^who (?:is|was|are|were) the (.+)")
_SENTENCE = re.compile(r"\b(?:is|are|was|were|who|whom|whose)\b")
_OF_PART = re.compile(r" (?:of|in|for|at|on|from|to|among)\b.*|[?.!\s]+$")


def _offers_times(canon: str) -> bool:
    """Whether ``canon`` is a yes/no question offering a choice of two times ("in spring or
    summer", "on monday or tuesday")."""
    if canon.split(maxsplit=1)[0] not in _CHOICE_AUX:
        return False
    return any(all(w in _SEASONS or time_words(w) for w in m.groups())
               for m in _TWO_TIMES.finditer(canon))


def _head(phrase: str) -> str:
    """The stem of the last word of ``phrase`` before what it is of ("first president" of
    "first president of the us")."""
    words = _OF_PART.sub("", phrase).split()
    return stem(words[-1]) if words else ""


def _content(phrase: str) -> frozenset[str]:
    """The stems of the words of ``phrase`` that are no function words ("all-time": two)."""
    stops = stop_words()
    return frozenset(stem(w) for w in re.findall(r"[a-z0-9]+", phrase) if w not in stops)


def _names_who(canon: str, said: str) -> bool:
    """Whether ``said`` asks "who is the <X>" of the <X> that the request ``canon`` names,
    in no word that the request does not say."""
    who = _WHO_IS_THE.match(said)
    if who is None or _SENTENCE.search(canon):
        return False
    named = who.group(1)
    return _head(named) not in ("", "x") and _head(named) == _head(canon) \
        and _content(named) <= _content(canon)


def _asked_in_place(canon: str, said: str) -> str:
    """The kind that a question no kind's pattern reads asks by its shape, said to the other
    side's "when" or "how much": a choice of two times, a time named as the next or first
    one, the age a rule requires, a percentage of an amount. ("which company invented the
    mouse" is no "who invented the mouse": a company is not its people.)"""
    if " or " in canon and _offers_times(canon):
        return "time"
    if _NAMED_TIME.search(canon):
        return "time"
    if _AGE_LIMIT.search(canon) and _AGE_RULE.search(said):
        return "time"  # "the minimum age to marry" / "how old do you have to be to marry"
    if ("%" in canon or "percent" in canon) and _PERCENT_OF.search(spell_out(canon)):
        return "amount"
    return ""


@lru_cache(maxsize=8192)
def keyword_kinds(text: str, other: str) -> frozenset[str]:
    """What a request typed as keywords asks with its first or last noun, where ``other`` says
    what that noun names ("author of X" / "who wrote X"), a closing "<preposition> whom"
    where ``other`` asks "who ... <preposition>", a yes/no question between two parties
    where ``other`` asks "who" of the same two, or a question whose shape tells its kind (see
    ``_asked_in_place``). Nothing else for a question. It stands for the kind the other side
    asks and never refuses by itself."""
    canon = analyze(text).canon.replace(MARK, "x")
    said = analyze(other).canon.replace(MARK, "x")
    if _OF_WHOM.search(canon) and _asks_who_of(canon, said):
        return frozenset({"person"})  # "einstein was married to whom" / "who was einstein ..."
    if " or " in canon and _chooses_between(canon, said):
        return frozenset({"person"})  # "does the buyer or the seller pay" / "who pays, ..."
    shaped = _asked_in_place(canon, said)
    if shaped:
        return frozenset({shaped})
    first = canon.split(maxsplit=1)[:1]
    if not first or first[0] in _ASKS:
        return frozenset()
    if _names_who(canon, said):
        return frozenset({"person"})  # "first us president" / "who was the first president"
    if (_REASONS.match(canon) or _REASONS_LAST.search(canon)) and \
            _QUESTION_KINDS["reason"].search(said):
        return frozenset({"reason"})  # "reasons a baby won't sleep" / "why doesn't my baby ..."
    kinds = {kind for kind, noun, counterpart in _KEYWORD_NOUN
             if noun.search(canon) and counterpart.search(said)}
    if _IN_UNIT_END.search(canon) and _HOW_MANY.search(said):
        kinds.add("amount")  # "0.5 cup butter in grams" / "how many grams is half a cup"
    counted = _COUNTED.search(canon)
    asked = [word for word in counted.groups() if word and re.search(
        rf"\bhow many {word}{_COUNT_ASKED}", said)] if counted else []
    if asked:  # "number of (beethoven) symphonies" / "how many symphonies"; days: a duration
        kinds.add("duration" if re.fullmatch(_TIME_UNITS, asked[0]) else "amount")
    return frozenset(kinds)


_CONVERTIBLE = frozenset({"conversion", "amount"})
# A yes/no question whether something may be done against whether it must be ("can a function
# return a value" / "must a function return a value"); "how can i" asks a way, not this.
# ("is a face mask allowed on flights" / "is a face mask required on flights" too)
_MAY = re.compile(rf"{_LEAD_IN}(?:(?:can|could|may)\b|(?:am|is|are) (?:\S+ ){{1,4}}?(?:allowed|"
                  r"permitted|able to)\b|"
                  r"is it (?:ok|okay|legal|fine|alright|allowed|permitted) to\b)")
# "do i have to worry about" asks for advice, as "should i worry about" does
_MUST = re.compile(rf"{_LEAD_IN}(?:must\b|(?:do|does|did) (?:\S+ ){{1,3}}?(?:have|has) to\b"
                   r"(?! (?:worry|be worried|be concerned|panic)\b)|"
                   r"(?:am|is|are) (?:\S+ ){1,3}?(?:required|obliged|obligated) to\b|"
                   r"(?:is|are) (?:\S+ ){1,4}?(?:required|mandatory|compulsory|obligatory|"
                   r"mandated)\b|"
                   r"is it (?:mandatory|compulsory|required|obligatory|a requirement) to\b|"
                   r"(?:is|are|does|do) (?:\S+ ){1,3}?necessarily\b)")
# "do i need to ..." and "do i need a router table to ..." (not "can i use a router table")
_NEED = re.compile(rf"{_LEAD_IN}(?:do|does|did) (?:\S+ ){{1,3}}?(?:need|needs) (?:to|an?)\b")
# Advice asked ("should i get a vet exam") is not an obligation ("do i have to get ...")
_SHOULD = re.compile(rf"{_LEAD_IN}(?:(?:should|ought)\b|(?:is it|would it be) (?:a good idea|"
                     r"advisable|wise|recommended|better) to\b|(?:would|do) you recommend\b)")

# What is usual is not what is possible: "does a beehive usually have two queens" / "can a
# beehive have two queens"
_USUAL = re.compile(rf"{_LEAD_IN}(?:(?:do|does|did|is|are|was|were|will|would) (?:\S+ ){{1,4}}?"
                    r"(?:usually|typically|normally|commonly|ordinarily|tend to)\b|"
                    r"is it (?:common|typical|usual) (?:for|to)\b)")
# "can a beehive have two queens": what a thing can be; not the asker's "can i", which asks
# what "is it usually safe" asks
_CAN_THING = re.compile(rf"{_LEAD_IN}(?:can|could|may) (?!(?:i|you|we|one|u)\b)")

_ASKS_WHETHER = {"may": "whether one may", "must": "whether one must", "need": "whether one need",
                 "should": "whether one should", "usually": "what is usual"}


@lru_cache(maxsize=8192)
def modality(text: str) -> str:
    """"may", "must", "need", "should" or "usually" for a yes/no question about permission,
    obligation, need, advice or what is usual, else ``""``."""
    canon = spaced_canon(text)
    if _MAY.search(canon):
        return "may"
    if _MUST.search(canon):
        return "must"
    if _NEED.search(canon):
        return "need"
    return "should" if _SHOULD.search(canon) else "usually" if _USUAL.search(canon) else ""


# "how many indexes can a collection have" (what it holds at most) / "how many should it
# have" (advice). Not of the asker ("how many days can you keep cooked rice" asks what "should
# you keep" asks), nor of other verbs.
_AMOUNT_MODAL = re.compile(r"\bhow (?:many|much)\b(?:\s+\S+){0,4}?\s+(can|could|should)\s+"
                           r"(?!(?:i|you|we|one)\b)(?:\S+\s+){1,4}?(?:have|hold|contain|"
                           r"support|store|handle|accept|take)\b")
_MODAL_KIND = {"can": "may", "could": "may", "should": "should"}


@lru_cache(maxsize=8192)
def amount_modality(text: str) -> str:
    """"may" or "should" for a question how many things something can or should have or
    hold, else ``""``."""
    canon = analyze(text).canon
    if "how " not in canon:
        return ""
    m = _AMOUNT_MODAL.search(canon)
    return _MODAL_KIND[m.group(1)] if m else ""


# What one can against what one must, the texts otherwise alike ("which vaccines can be given
# on the same day" / "... must be given ..."); not "should", which asks either way ("which
# documents should i bring" / "... must i bring"), nor "will" ("will a 2000 watt generator run
# a fridge" asks what "can" asks)
_MODAL_WORDS = {"can": "can", "could": "can", "may": "can", "might": "can", "must": "must"}


def _modals_apart(a: str, b: str) -> tuple[str, str] | None:
    """The two kinds of modal when the texts differ only in one; not where the asker asks how
    ("how can i lose weight" / "how must i ...": the way, whichever modal asks it)."""
    at = apart_at(a, b)
    if at is None:
        return None
    tokens = analyze(a).tokens
    pair = tokens[at], analyze(b).tokens[at]
    if pair[0] not in _MODAL_WORDS or pair[1] not in _MODAL_WORDS:
        return None
    kinds = _MODAL_WORDS[pair[0]], _MODAL_WORDS[pair[1]]
    return None if kinds[0] == kinds[1] or (at and tokens[at - 1] == "how") else kinds


# What "need to" stands beside without a conflict: an obligation, or advice
_ALIKE = frozenset({frozenset({"must", "need"}), frozenset({"should", "need"})})


def _usual_against(usual: str, other: str, said: str) -> bool:
    """Whether a question about what is usual (``usual``) asks something else than ``other``,
    a question about ``said`` ("may", "must", ...): what a thing can do or must do, where
    ``other`` does not say "usually" too ("is a permit normally required" / "do you usually
    need one" ask one thing); advice ("do people usually tip" / "should i tip") is alike."""
    canon = analyze(other).canon
    if _USUAL.search(canon) or said == "should":
        return False
    return said != "may" or _CAN_THING.search(canon) is not None


# "how soon after ibuprofen can i take acetaminophen" / "how long after ibuprofen can i take
# acetaminophen": the wait after one thing before another, asked as a time or as a duration;
# so is the time left before a deadline (below)
_WAITED = frozenset({"time", "duration"})
_SOON = re.compile(r"\bhow soon\b.*\b(?:after|before)\b|\b(?:after|before)\b.*\bhow soon\b")
_LONG = re.compile(r"\bhow long (?:after|before|until|till)\b")
_LASTS = re.compile(r"\b(?:last|lasts|lasting|stay|stays)\b")


# "how many days do i have to appeal" / "what's the deadline to appeal": the time left before
# a deadline, asked as a duration or as a time (not "how long do i have to wait")
_DEADLINE = re.compile(r"\b(?:deadline|last day to)\b")
_TIME_LEFT = re.compile(r"\bhow (?:long|much time|many (?:days|weeks|months|years|hours))\b.*"
                        r"\b(?:(?:do|does) (?:i|you|we|they|he|she|one) have|"
                        r"have (?:i|you|we|they) got) to (?!wait|stay|keep|remain)")


def _one_each(a: str, b: str, x: re.Pattern[str], y: re.Pattern[str]) -> bool:
    """Whether one of the canonical texts ``a`` and ``b`` says ``x`` and the other ``y``."""
    return bool((x.search(a) and y.search(b)) or (y.search(a) and x.search(b)))


def _waited_either_way(query: str, matched: str) -> bool:
    """Whether one side asks "how soon (...) after / before" and the other "how long after /
    before / until", neither of how long a thing lasts ("how long after eating does heartburn
    last"); or one asks how long one has to do a thing and the other its deadline."""
    a, b = analyze(query).canon, analyze(matched).canon
    return (_one_each(a, b, _SOON, _LONG) and not (_LASTS.search(a) or _LASTS.search(b))) or (
        _one_each(a, b, _DEADLINE, _TIME_LEFT))


# The grain a time question asks in: the time of day ("what time do the clocks change"), the
# date ("what is the date the clocks change"), the year or the decade ("what decade did the
# beatles break up" / "what year ...")
_GRAINS = (
    ("a time of day", re.compile(r"\bwhat time\b(?! of (?:the )?year)|\bat what hour\b|"
                                 r"\btime of (?:the )?day\b")),
    ("a month", re.compile(r"\b(?:what|which|best|ideal|good|right) month\b|"
                           r"\btime of (?:the )?year\b")),
    ("a date", re.compile(r"\b(?:(?:what|which) (?:date|day)|the (?:exact |official )?date)\b")),
    ("a year", re.compile(r"\b(?:what|which) year\b")),
    ("a decade", re.compile(r"\b(?:what|which) (?:decade|century)\b")),
)


def _grains(canon: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _GRAINS if pattern.search(canon))


def _other_grain(query: str, matched: str) -> tuple[str, str] | None:
    """The two grains when each side asks a time in another grain and neither in both ("a
    date" / "a time of day"), else ``None``."""
    a, b = _grains(analyze(query).canon), _grains(analyze(matched).canon)
    if a and b and a.isdisjoint(b):
        return min(a), min(b)
    return None


# "how does sunscreen prevent skin cancer" presumes what "does sunscreen prevent skin cancer"
# asks; said of the asker or the asker's things ("how do i" / "do i", "how do my taxes
# change"), the two are often one wish
_HOW_IT_DOES = re.compile(r"^how (?:exactly )?(do|does|did|can|could|will|would|should|has|have) "
                          r"(?!i |you |we |my |our |your |u |ur |someone |somebody |a person |"
                          r"people |one )")
# Words that stress a question and change nothing it asks ("does it really prevent ...")
_STRESS = re.compile(r" (?:really|actually|exactly|truly|even) ")
# Words after the yes/no question that ask how too: "..., and if so how", "and what is the
# process", "what are the steps"
_ASKS_HOW_TOO = re.compile(r"\b(?:how|process|steps|ways)\b")
# Verbs whose "how" question asks whether too: "how does marriage affect my credit score" is
# answered "it does not" as well as "does marriage affect ..." is
_HOW_OR_WHETHER = re.compile(r"\b(?:affect|affects|affected|effect|effects|impact|impacts|"
                             r"impacted|influence|influences|influenced|change|changes|"
                             r"changed)\b")


def _how_against_whether(query: str, matched: str) -> bool:
    """Whether one side asks how a thing does something and the other, in the same words,
    whether it does ("how exactly does sunscreen prevent skin cancer" / "does sunscreen
    really prevent skin cancer")."""
    for x, y in ((query, matched), (matched, query)):
        how = _HOW_IT_DOES.match(x)
        if how is None:
            continue
        asked, other = _STRESS.sub(" ", x[how.start(1):]).rstrip("?"), _STRESS.sub(" ", y)
        if (other.startswith(asked) and _ASKS_HOW_TOO.search(other, len(asked)) is None
                and _HOW_OR_WHETHER.search(asked) is None):
            return True  # not "does it affect my rate, and if so how"
    return False


# "should i upload my dna file to gedmatch" asks whether to; "how do i upload my dna file to
# gedmatch" takes that as settled and asks the way
_HOW_I = re.compile(r"(?:^|[.?!,;:] )how (?:exactly )?(?:(?:do|can|could|would|should|shall) "
                    r"(?:i|we|you) |to )([^?.!]+)")
# ... and "do i have to pay back my loan if i drop out" whether the asker must
_SHOULD_I = re.compile(r"(?:^|[.?!,;:] )(?:(?:should|shall|must) (?:i|we|you)|(?:do|would) "
                       r"(?:i|we|you) (?:really |actually )?(?:have|need) to|(?:am i|are we|"
                       r"are you) (?:required|obliged) to|is it (?:really )?(?:necessary|mandatory|"
                       r"compulsory|required) to) "
                       r"([^?.!]+)")


def _how_against_should(query: str, matched: str) -> bool:
    """Whether one side asks how the asker does a thing and the other, in the same words,
    whether the asker should or must do it."""
    a, b = analyze(query).canon, analyze(matched).canon
    for x, y in ((a, b), (b, a)):
        how = _HOW_I.search(x) if "how " in x and " how " not in f" {y}" else None
        should = _SHOULD_I.search(y) if how else None
        if how and should and how.groups() == should.groups():
            return True
    return False


# One of two things or the other ("the landlord or the tenant")
_ONE_OR_OTHER = (r"\b(?:the |a |an |my )?([a-z]+) or (?:the |a |an |my )?"
                 r"(?!(?:the|a|an|my) )([a-z]+)")
# ... before the verb of a yes/no question ("does the landlord or the tenant pay")
_EITHER = re.compile(rf"{_ONE_OR_OTHER} ([a-z]+)")
# ... that a "who" question offers at the end of a clause ("who leads, the man or the woman";
# not "the bride or the groom's parents")
_PAIR = re.compile(rf"{_ONE_OR_OTHER}(?=\s*(?:[?.!,;]|$))")
_WHO_UNDERGOES = re.compile(r"\bwho (?:is|are|was|were|gets?|got) ([a-z]+)\b")


@lru_cache(maxsize=1)
def _participles() -> frozenset[str]:
    """The past participles of the irregular verbs ("hit", "bitten", "told")."""
    return frozenset(participle for _, participle in irregular_verbs().values())


def _choice_between(asks_who: str, other: str) -> bool:
    """Whether ``other`` asks which of two parties does a thing ("does the landlord or the
    tenant pay") that ``asks_who`` asks who does, naming both ("who pays, tenant or
    landlord"; not "who pays the deposit, the tenant or the landlord" / "does the tenant or
    the landlord keep it")."""
    who = analyze(asks_who)
    if " or " not in other or any(
            word.endswith(("ed", "en", "id")) or word in _participles()
            for word in _WHO_UNDERGOES.findall(who.canon)):
        return False  # "who got hit, the cyclist or the pedestrian": who underwent it
    offered = {frozenset((stem(m.group(1)), stem(m.group(2)))) for m in _PAIR.finditer(who.canon)}
    return any(x != y and verb in who.stems and {x, y} in offered
               for m in _EITHER.finditer(analyze(other).canon)
               for x, y, verb in [(stem(m.group(1)), stem(m.group(2)), stem(m.group(3)))])


# "can i see whether my neighbor voted" / "can i see who my neighbor voted for": after one verb
# of finding out, whether something is so against who
_FIND_OUT = r"(?:see|know|find out|check|tell|look up|learn|ask|figure out)"
_WHETHER_AFTER = re.compile(rf"\b{_FIND_OUT} (?:whether|if)\b")
# (only who: "how do you know when someone is lying" asks what "... know if ..." asks, and so
# do "tell which watermelon is ripe", "check where my refund is", "check how much i owe")
_WH_AFTER = re.compile(rf"\b{_FIND_OUT} (who|whom)\b")


def _whether_against_wh(query: str, matched: str) -> str:
    """The question word when one side asks to find out whether and the other who, after the
    same verb, else ``""``."""
    if "who" not in query and "who" not in matched:
        return ""  # most texts: one test of the raw texts, no wording read
    query, matched = asked_wording(query), asked_wording(matched)
    if "whether" not in query + matched and " if " not in f" {query} {matched} ":
        return ""
    for x, y in ((query, matched), (matched, query)):
        whether = _WHETHER_AFTER.search(x)
        wh = _WH_AFTER.search(y) if whether else None
        if whether and wh and not _WH_AFTER.search(x) and not _WHETHER_AFTER.search(y) and \
                whether.group(0).split()[0] == wh.group(0).split()[0]:
            return wh.group(1)
    return ""


class QuestionKindCheck:
    """"Why", "when", "where", "who" and "how much" ask for different answers."""

    name = "question"

    def __call__(self, candidate: Candidate) -> Verdict | None:
        a, b = question_kinds(candidate.query), question_kinds(candidate.matched)
        may = modality(candidate.query), modality(candidate.matched)
        if all(may) and may[0] != may[1] and (
                _usual_against(candidate.query, candidate.matched, may[1]) if may[0] == "usually"
                else _usual_against(candidate.matched, candidate.query, may[0])
                if may[1] == "usually" else frozenset(may) not in _ALIKE):
            return Verdict(False, self.name, f"question: asks {_ASKS_WHETHER[may[0]]} vs "
                                             f"{_ASKS_WHETHER[may[1]]}")
        if kinds := _modals_apart(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"question: asks what one {kinds[0]} vs what one "
                                             f"{kinds[1]}")
        much = amount_modality(candidate.query), amount_modality(candidate.matched)
        if all(much) and much[0] != much[1]:
            return Verdict(False, self.name, f"question: asks how much one {much[0]} vs how "
                                             f"much one {much[1]}")
        if word := _whether_against_wh(candidate.query, candidate.matched):
            return Verdict(False, self.name, f"question: asks whether vs {word}")
        if _how_against_whether(candidate.query, candidate.matched):
            return Verdict(False, self.name, "question: asks how it does vs whether it does")
        if _how_against_should(candidate.query, candidate.matched):
            return Verdict(False, self.name, "question: asks how one does it vs whether one "
                                             "should or must")
        if "conversion" in a | b:  # "convert 5 miles to km" = "how many km is 5 miles"
            a, b = a - _CONVERTIBLE, b - _CONVERTIBLE
        if a != b and _waited_either_way(candidate.query, candidate.matched):
            a, b = a - _WAITED, b - _WAITED
        if "time" in a and "time" in b and (
                grains := _other_grain(candidate.query, candidate.matched)):
            return Verdict(False, self.name, f"question: asks for {grains[0]} vs {grains[1]}")
        if a == b or (not a and b == keyword_kinds(candidate.query, candidate.matched)) or (
                not b and a == keyword_kinds(candidate.matched, candidate.query)):
            return None  # "author of X" / "who wrote X"
        if a ^ b == {"person"} and _choice_between(*(
                (candidate.query, candidate.matched) if "person" in a
                else (candidate.matched, candidate.query))):
            return None  # "who pays, tenant or landlord" / "does the landlord or the tenant pay"
        only_a, only_b = sorted(a - b), sorted(b - a)
        parts = [f"{only_a} in the query"] if only_a else []
        parts += [f"{only_b} in the cached prompt"] if only_b else []
        where = " vs ".join(parts)
        return Verdict(False, self.name, f"question: asks for {where}")
