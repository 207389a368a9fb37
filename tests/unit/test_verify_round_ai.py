"""Sets ai and aj (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases they showed refused, with the ones beside each new rule, are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # lexicon: wind directions; front against back or rear of one thing
    ("how should i trim the sails when sailing upwind",
     "how should i trim the sails when sailing downwind", "opposites"),
    ("what does it mean to knit through the front loop",
     "what does it mean to knit through the back loop", "opposites"),
    # one part of a hyphenated word turned into its opposite
    ("is a verbal lease agreement enforceable for a short-term rental",
     "is a verbal lease agreement enforceable for a long-term rental", "opposites"),
    ("what does a high-pass filter do to a vocal track",
     "what does a low-pass filter do to a vocal track", "opposites"),
    ("is a part-time job counted", "is a full-time job counted", "opposites"),
    # "un-" against the plain word still refused where nothing negates the plain word
    ("can i sell an unused ticket", "can i sell a used ticket", "opposites"),
    # a day after the one the question starts from
    ("i missed my 8 am birth control pill, is it okay to take it at 2 pm",
     "i missed my 8 am birth control pill, is it okay to take it at 2 pm the next day",
     "datetime"),
    # any amount at all against an amount of one size
    ("is any amount of chocolate dangerous for dogs",
     "is a large amount of chocolate dangerous for dogs", "quantifier"),
    ("is any amount of alcohol safe during pregnancy",
     "is a small amount of alcohol safe during pregnancy", "quantifier"),
    # the owner's word moves with the swapped things
    ("can i use my prius to jump start a dead gas car",
     "can i use a gas car to jump start my dead prius", "roles"),
    # from the review of these rules: undoing is no "not done", refusing no being unable,
    # how long a thing lasts no wait
    ("can i get a steam refund for a game i uninstalled",
     "can i get a steam refund for a game i have not installed", "negation"),
    ("why does my baby refuse to take a bottle", "why can't my baby take a bottle", "negation"),
    ("how long after eating spicy food does heartburn last",
     "how soon after eating spicy food does heartburn start", "question"),
]
ACCEPT = [
    # "fail to" and "did not", past the subject of a question
    ("why didn't my bread rise in the oven", "why did my bread fail to rise in the oven"),
    # a participle said negated for its "un-" form
    ("is an unused airline upgrade certificate refundable",
     "can i get a refund if i never used my airline upgrade certificate"),
    ("can i sell an unused ticket", "can i sell a ticket i have not used"),
    # what a question asks, said in other words
    ("at what point should i take the queen excluder out of the hive",
     "when do i remove the queen excluder from my hive"),
    ("who has right of way if a sailboat overtakes a motorboat",
     "when a sailboat is overtaking a motorboat, who has right of way"),
    ("how soon after ibuprofen is it okay to take acetaminophen",
     "how long after taking ibuprofen can i take acetaminophen"),
    ("what's the proofing time for bread dough at 24 degrees celsius",
     "how long should i proof bread dough at 24°c"),
    ("best spots in iceland to watch atlantic puffins during the summer",
     "where can i see atlantic puffins in iceland in summer"),
    # a file format in the plural
    ("on windows, what's the way to turn heic images into jpgs",
     "how do i convert heic photos to jpg on windows"),
    # no swap: "front" said with "back" of another thing, owners that stay
    ("does my back pain come from sleeping on my front",
     "does sleeping on my front cause my back pain"),
    ("i missed my pill, can i take it tomorrow", "i missed my pill, can i take it the next day"),
    ("how do i move my photos from my iphone to my mac",
     "how do i move photos from iphone to mac"),
    ("is any amount of alcohol safe during pregnancy",
     "is it safe to drink any alcohol while pregnant"),
    # from the review of these rules
    ("how long to cook oven-baked chicken thighs at 400",
     "how long to cook oven-roasted chicken thighs at 400"),
    ("can you drink coffee the day after a colonoscopy",
     "can you drink coffee the next day after a colonoscopy"),
    ("what day comes after february 28 in a leap year",
     "what is the next day after february 28 in a leap year"),
    ("does amazon offer next-day delivery on sundays",
     "can amazon deliver the next day on sundays"),
    ("at what point does water boil at high altitude",
     "at what temperature does water boil at high altitude"),
    ("is even a tiny amount of xylitol toxic to dogs", "is any amount of xylitol toxic to dogs"),
    ("is any amount of egg yolk bad if i have high cholesterol",
     "should i avoid egg yolks entirely with high levels of cholesterol"),
    ("why did my sourdough starter fail to rise", "why didn't my sourdough starter rise"),
    ("why does my macbook pro refuse to turn on", "why won't my macbook pro turn on"),
    ("how soon can i shower after getting a tattoo",
     "how long after getting a tattoo can i shower"),
    ("how long until i can drive after cataract surgery",
     "how soon after cataract surgery can i drive"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
