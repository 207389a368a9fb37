"""Sets be and bf (written blind around sports, music, gardening, parenting, law, insurance,
data science, cloud, networking, games, photography and mortgage questions, run once before
any fix): the near-misses and refused paraphrases they showed, fixed where a rule could tell
them apart, with the pairs a review of those rules wrote against them."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    # "exclude" against "cover": what a policy leaves out, or what it pays for
    ("does my car insurance cover hail damage", "does my car insurance exclude hail damage",
     "opposites"),
    ("what does my health insurance exclude", "what is covered by my health insurance",
     "opposites"),
    # someone leaving a thing out is not the policy not covering it
    ("can i exclude my teenage son from my car insurance",
     "is my teenage son not covered by my car insurance", "negation"),
    ("should i exclude dividends from my taxable income",
     "are dividends not included in my taxable income", "negation"),
    # a Chinese time of day with its part of the day and its minutes
    ("下午3点的会议", "上午3点的会议", "numbers"),
    ("晚上8点半开会吗", "晚上8点开会吗", "numbers"),
    ("15点的会议", "13点的会议", "numbers"),
    # "in the am" is the morning, "09:00" on the 24-hour clock too
    ("what to eat before running in the am", "what to eat before running in the pm",
     "datetime"),
    ("cron job at 09:00", "cron job at 9pm", "datetime"),
    # two people swapped around "my" with the same words on both sides
    ("should i tell my mom my girlfriend is pregnant",
     "should i tell my girlfriend my mom is pregnant", "roles"),
    # "what does X cost" asks an amount; "what does a cost accountant do" does not
    ("what does a cost accountant do", "how much does a cost accountant make", "question"),
    ("what does a home inspection cost", "why does a home inspection cost so much", "question"),
]
ACCEPT = [
    ("what does standard pet insurance exclude", "what isn't covered by standard pet insurance"),
    ("what does travel insurance usually exclude",
     "what does travel insurance usually not cover"),
    ("does my car insurance exclude hail damage", "is hail damage not covered by my car insurance"),
    ("15点的会议", "下午3点的会议"),
    ("明天晚上8点30的电影几点结束", "明天晚上8点半的电影几点结束"),
    ("凌晨1点的航班", "凌晨一点的航班"),
    ("what to eat before running in the am", "what should i eat before a morning run"),
    ("github actions cron to run on mondays at 09:00 gmt",
     "schedule a github actions workflow every monday 9am utc"),
    ("what will india be like if kejriwal becomes the pm of india",
     "how would india be if kejriwal were to become the next pm"),
    ("is my wifi network visible to my neighbors", "can my neighbors see my wi-fi network"),
    ("how much do home inspections typically cost", "what does a home inspection usually cost"),
    ("what does a root canal usually cost", "what should i expect to pay for a root canal"),
    ("how do i read a csv in pandas when the file has no header",
     "pandas read_csv without header row"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
