"""Sets bg and bh (written blind around admissions, careers, renting, baking, astronomy,
history, web development, databases, the shell, mobile apps, account security and
spreadsheets, run once before any fix): the near-misses they showed are refused now, and the
paraphrases beside each new rule are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # "unsalted" against "salted", though the "unsalted" side also names salt
    ("how much salt should i add to cookies if i use salted butter",
     "how much salt should i add to cookies if i use unsalted butter", "opposites"),
    # two opposite words said of one thing, swapped
    ("can my old employer find out my salary from my new employer",
     "can my new employer find out my salary from my old employer", "roles"),
    ("how do i move my contacts from my old phone to my new phone",
     "how do i move my contacts from my new phone to my old phone", "roles"),
    # as good as, or better than
    ("is a master's degree as good as work experience",
     "is a master's degree better than work experience", "opposites"),
    ("is brown rice as healthy as quinoa", "is brown rice healthier than quinoa", "opposites"),
    # how many one may have (a limit), or should have (advice)
    ("how many indexes should a mongodb collection have",
     "how many indexes can a mongodb collection have", "question"),
    ("how many users can a discord server have", "how many users should a discord server have",
     "question"),
]
ACCEPT = [
    ("how do i uninstall and reinstall an app", "how do i reinstall an app after uninstalling"),
    ("should i sell my old car before buying a new car",
     "should i buy a new car before selling my old car"),
    ("is python as fast as c", "can python be as fast as c"),
    ("do i need a degree as well as experience", "do i need a degree and experience"),
    ("how much water should i drink a day", "how much water do i need to drink daily"),
    ("how many hours can i work on a student visa",
     "how many hours am i allowed to work on a student visa"),
    # the review's: the asker's own limit and advice read alike in everyday questions ("how
    # much can i contribute to a roth ira" / "should i" stays served for that), a comparison
    # by a factor or with "any", and both things named with "between"
    ("how many days can you keep cooked chicken in the fridge",
     "how many days should you keep cooked chicken in the fridge"),
    ("is 5g 10 times as fast as 4g", "is 5g 10 times faster than 4g"),
    ("is store brand ibuprofen as good as advil", "is store brand ibuprofen any worse than advil"),
    ("how to transfer whatsapp between my old phone and my new phone",
     "how to transfer whatsapp between my new phone and my old phone"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
