"""Sets ak and al (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases they showed refused, with the ones beside each new rule, are
served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # once against repeatedly; the first week against the first year
    ("can i terminate the contract early if the supplier delivers late once",
     "can i terminate the contract early if the supplier delivers late repeatedly",
     "quantifier"),
    ("how many hours of sleep does a newborn need in the first week",
     "how many hours of sleep does a baby need in the first year", "opposites"),
    # "up-" against "down-" of one word
    ("what causes upwelling along the california coast",
     "what causes downwelling along the california coast", "opposites"),
    # lettered things swap ("namespace a" / "namespace b")
    ("how do i allow traffic from namespace a to namespace b with a networkpolicy",
     "how do i allow traffic from namespace b to namespace a with a networkpolicy", "roles"),
    # all of them against those in one state
    ("how do i delete all docker images", "how do i delete unused docker images", "quantifier"),
    # hyphenated words turned in two parts, or written with spaces on the other side
    ("how do i switch microsoft word to right-to-left text direction",
     "how do i switch microsoft word to left-to-right text direction", "opposites"),
    ("what is a top-down approach in system design",
     "what is a bottom-up approach in system design", "opposites"),
    ("what is the short-term capital gains tax rate for 2024",
     "what is the long term capital gains tax rate for 2024", "opposites"),
    ("at what age can a child ride forward-facing in a car seat",
     "at what age can a child ride rear-facing in a car seat", "opposites"),
    # the same day against the day after; a lot against any amount; file formats
    ("can i exercise the day after donating blood", "can i exercise the same day i donate blood",
     "opposites"),
    ("is any amount of chocolate toxic to dogs", "is a lot of chocolate toxic to dogs",
     "quantifier"),
    ("how to convert movs to mp4s with ffmpeg", "how to convert mkvs to mp4s with ffmpeg",
     "entities"),
    # "unpaid" said of the ones before it; "every night" is how often
    ("which tenants have not paid", "which tenants are unpaid", "negation"),
    ("is it normal to have nightmares every night", "is it normal to have nightmares occasionally",
     "opposites"),
    # from the review of these rules
    ("what time is check-in at the marriott in downtown denver",
     "what time is check out at the marriott in downtown denver", "opposites"),
    ("is a hands-on management style better for remote teams",
     "is a hands off management style better for remote teams", "opposites"),
    ("is the forward cabin on a catamaran more comfortable",
     "is the aft cabin on a catamaran more comfortable", "opposites"),
    ("is fwd better than awd in snow", "is rwd better than awd in snow", "opposites"),
    ("how do i schedule a one-time cron job on linux",
     "how do i schedule a recurring cron job on linux", "opposites"),
    ("are pre-tax 401k contributions better for high earners",
     "are after-tax 401k contributions better for high earners", "opposites"),
    ("what happens if you take plan b once", "what happens if you take plan b a few times",
     "quantifier"),
    ("how to find uninstalled apps on my iphone", "how to find apps never installed on my iphone",
     "negation"),
    ("is minus ten degrees too cold to walk a dog", "is ten degrees too cold to walk a dog",
     "numbers"),
    ("how to remove all users from an active directory group",
     "how to remove inactive users from an active directory group", "quantifier"),
]
ACCEPT = [
    # a retirement plan is no number; "minus 10" is "-10"
    ("tax on a 10k early 401(k) withdrawal", "tax on a $10,000 early withdrawal from my 401k"),
    ("wind chill for minus 10 celsius and wind at 30 kph",
     "what's the wind chill at -10°c with a 30 km/h wind"),
    # a count per night, no time of day
    ("how much sleep should someone aged forty get each night",
     "how many hours of sleep does a 40 year old need"),
    ("how much does a hotel cost a night in paris", "how much is a hotel per night in paris"),
    # what a question asks, said in other words
    ("water needed for a 20-kilometer hike in the desert",
     "how much water should i carry for a 20 km desert hike"),
    # no turn: particles alone, spaced and hyphenated forms of one word, either order
    ("what is short term memory", "what is short-term memory"),
    ("what is the difference between short-term and long-term memory",
     "what is the difference between long-term and short-term memory"),
    ("what is the difference between namespace a and namespace b",
     "what is the difference between namespace b and namespace a"),
    ("can you drink coffee the day after a colonoscopy",
     "can you drink coffee the next day after a colonoscopy"),
    # "once" as "when"; all of them against the same
    ("once i pay off my card can i use it again", "after paying off my card, can i use it again"),
    ("how do i list all running containers", "how do i list running containers"),
    ("how do i delete all images", "how do i delete the images"),
    ("is my car not insured", "is my car uninsured"),
    # from the review of these rules: "once" as "when", a comparison's other end, money and
    # a plan, arithmetic, a count per night against "at night", all of them in other words
    ("my dishwasher stops once it fills with water, what's wrong",
     "my dishwasher fills with water and then stops repeatedly, why"),
    ("what happens once you fail the driving test a few times",
     "what happens if you fail the driving test repeatedly"),
    ("are left-handed people more creative",
     "are lefties more creative than right handed people"),
    ("is $401k enough to retire at 60", "is 401,000 dollars enough to retire at 60"),
    ("can i contribute to two 401ks in the same year",
     "can i contribute to two 401(k) plans in the same year"),
    ("what is ten minus 3", "what is 10 minus 3"),
    ("is minus 5 eyesight considered legally blind",
     "is negative 5 eyesight considered legally blind"),
    ("is minus 10 celsius too cold for a dog walk",
     "is 10 below zero celsius too cold for a dog walk"),
    ("how many hours should a 10 year old sleep a night",
     "how many hours of sleep does a 10 year old need at night"),
    ("how do i select all in google docs", "how do i select everything in google docs"),
    ("how to update installed pip packages", "how to update all pip packages"),
    ("how to convert flacs to mp3 on windows", "how to convert flac files to mp3 on windows"),
    ("what is the difference between opt-in and opt-out",
     "what is the difference between opt-out and opt-in"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
