"""Sets bw and bx (written blind around hospitals, pharmacology, therapy, embedded C, NoSQL
databases, cloud security, SEO, shipping, retail returns, opera, archaeology, laundry,
livestock, firewood, water heaters, roofing, labour law, elections, space flight, physics,
grammar, mobile apps, data engineering and weddings, run once before any fix), and a review
of the rules of sets bu and bv written from their diff alone: the near-misses they showed
are refused now, and the paraphrases beside the rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # the sets'
    ("what are the benefits of a strict return policy for a store",
     "what are the benefits of a lenient return policy for a store", "opposites"),
    ("does an object speed up when its velocity and acceleration have the same sign",
     "does an object speed up when its velocity and acceleration have opposite signs",
     "opposites"),
    ("how do i insulate my whole attic", "how do i insulate just the attic hatch", "quantifier"),
    # the review's
    ("why has my son bullied other kids at school",
     "why has my son been bullied by other kids at school", "roles"),
    ("my company was acquired by a competitor, what happens to my stock options",
     "our company acquired a competitor, what happens to my stock options", "roles"),
    ("our company sued one of our suppliers, what happens next",
     "our company was sued by one of our suppliers, what happens next", "roles"),
    ("in what year will halley's comet return", "in what year did halley's comet return",
     "datetime"),
    ("the hiring manager will reply by friday", "the hiring manager replied by friday",
     "datetime"),
    ("i told the gym i was moving, but my membership will be renewed automatically",
     "i told the gym i was moving, but my membership was renewed automatically", "datetime"),
    ("what date will it be 45 days from now", "what date was it 45 days ago", "opposites"),
    ("手机没有办法充电，但能开机", "手机能充电，但没有办法开机", "negation"),
]
ACCEPT = [
    # the subject does it on both sides, a participle said of a noun, another of a kind
    ("i was sued by my landlord, can i sue him back", "my landlord sued me, can i sue him back"),
    ("how can parents help a child bullied at school",
     "how can parents help when a child is bullied at school"),
    ("when a house inherited from a parent is later sold, how is capital gains tax calculated",
     "when a house is inherited from a parent and later sold, how is capital gains tax "
     "calculated"),
    ("does a company acquired last year need a separate audit",
     "if a company was acquired last year, does it need a separate audit"),
    ("can an employee sue another", "can an employee be sued by another"),
    ("had my car battery replaced yesterday, is the warranty still valid",
     "my car battery was replaced yesterday, is the warranty still valid"),
    # what was found or said, "once" as "when", "every last"
    ("the surgeon confirmed i will need physical therapy, how long is recovery",
     "the surgeon confirmed i needed physical therapy, how long is recovery"),
    ("why does my laptop fan get so loud once this game starts",
     "why does my laptop fan get so loud every time this game starts"),
    ("how do i delete every last email in my gmail inbox",
     "how do i delete every email in my gmail inbox"),
    # tastes and finishes said of other things, a Chinese verb and its complement
    ("how do i deal with a coworker who is bitter about my promotion",
     "how do i deal with a coworker who is resentful about my promotion"),
    ("can i override the overload protection on my ups",
     "can i bypass the overload protection on my ups"),
    ("手机插进充电器也不能充电", "手机插上充电器充电不进去"),
    ("手机不能充电了，但是能开机，怎么办", "手机能开机，但没有办法正常充电怎么办"),
    ("磨砂屏笔记本怎么调亮度", "雾面屏笔记本怎么调背光亮度"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
