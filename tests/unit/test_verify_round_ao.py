"""Sets ao and ap (written blind, run once before any fix): the near-misses they showed are
refused now, and the paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # a letter after a name on one side only: another model
    ("does the raspberry pi pico w support wi-fi", "does the raspberry pi pico support wi-fi",
     "numbers"),
    # lexicon
    ("how do i delete a git branch remotely", "how do i delete a git branch locally",
     "opposites"),
    ("why is shallow water blackout most likely during the descent of a freedive",
     "why is shallow water blackout most likely during the ascent of a freedive", "opposites"),
    ("how do i reload a systemd service", "how do i restart a systemd service", "opposites"),
    # another driver's car is not mine
    ("does my car insurance cover damage another driver caused to my car",
     "does my car insurance cover damage i caused to another driver's car", "possessors"),
    ("does my insurance pay for the other driver's rental car",
     "does the other driver's insurance pay for my rental car", "possessors"),
    # Chinese numerals after digits: 5万 is fifty thousand, not fifty
    ("5万日元等于多少人民币", "5千日元等于多少人民币", "numbers"),
    ("a one terabyte ssd for 40 games", "a 2 tb ssd for 40 games", "numbers"),
]
ACCEPT = [
    ("100万日元换成人民币是多少", "一百万日元换成人民币是多少"),
    ("will forty steam games fit on a one terabyte ssd",
     "is a 1 tb ssd enough for about 40 steam games"),
    ("how many calories in a cup of rice", "how many calories in 1 cup of rice"),
    ("can i eat an unidentified mushroom", "can i eat a mushroom that has not been identified"),
    ("can i sell a car that has never been used", "can i sell an unused car"),
    ("in which orienteering competitions are gps watches banned",
     "which orienteering events don't allow gps watches"),
    ("which airlines ban pets in the cabin", "which airlines don't allow pets in the cabin"),
    ("texas title insurance paid by buyer or seller",
     "in texas, who usually pays for the title insurance, the buyer or the seller"),
    ("ibuprofen dose for a child weighing twenty kilograms",
     "how much ibuprofen can i give my kid who weighs 20kg"),
    ("ipa hop amount in g for twenty litres",
     "how many grams of hops do i need for a 20 liter batch of ipa"),
    ("0.5 oz gold price today", "what's the price of half an ounce of gold today"),
    ("houseplant yellowing leaves causes", "why are the leaves on my houseplant turning yellow"),
    ("playstation 5 retail price in japan", "how much does a ps5 cost in japan"),
    ("two kilograms of plain flour is how many cups",
     "how many cups are in 2 kg of all-purpose flour"),
    ("how do i reload nginx config without restarting",
     "how do i apply nginx config changes without a restart"),
    ("how do i renew my driver's license", "how do i renew a driver's license"),
]


test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
