"""Sets cw and cx (written blind after the fixes of sets cu and cv, around figure skating,
genealogy, winemaking, glassblowing, birdwatching, geocaching, COBOL, WebAssembly, MQTT, PLCs,
falconry, 春运, 中医, 书法 and 围棋; then beekeeping, origami, pottery, bonsai, string
instruments, railways, scuba diving, Erlang and Elixir, typography, Bluetooth Low Energy,
archery, 养老, 驾照, 宠物 and 装修, run once before any fix), and a review of the rules of sets
cu and cv written from their diff alone: the near-misses they showed are refused now, and the
paraphrases beside the new rules are served."""

from __future__ import annotations

from rounds import round_tests

REFUSE = [
    ("what happens if i cool a blown glass piece too fast in the annealer",
     "what happens if i cool a blown glass piece too slowly in the annealer", "opposites"),
    ("how do i enter a camel spin from a forward outside edge",
     "how do i enter a camel spin from a back outside edge", "opposites"),
    ("how do i call a javascript function from rust code compiled to webassembly",
     "how do i call a rust function compiled to webassembly from javascript code", "roles"),
    ("i have my raw dna file from ancestry. should i upload it to gedmatch",
     "i have my raw dna file from ancestry. how do i upload it to gedmatch", "question"),
    ("what kind of origami paper is best for wet folding",
     "what kind of origami paper is unsuitable for wet folding", "opposites"),
    ("in origami diagrams, how do i make a valley fold",
     "in origami diagrams, how do i make a mountain fold", "opposites"),
    ("in erlang, what happens to a process when the process it is monitoring dies",
     "in erlang, what happens to a process when the process monitoring it dies", "roles"),
    ("how do i list all running processes in an elixir node",
     "how do i count all running processes in an elixir node", "opposites"),
    ("which certification do i need to dive around shipwrecks",
     "which certification do i need to dive inside shipwrecks", "opposites"),
    # beside them
    ("is bluetooth le supported on this chip", "is classic bluetooth supported on this chip",
     "entities"),
    # the review's (of the rules of sets cu and cv)
    ("若是不是本人办理需要带什么材料", "若是本人办理需要带什么材料", "negation"),
    ("持有没有过期的护照可以入境吗", "持有过期的护照可以入境吗", "negation"),
    ("邻居家的狗咬了我,该怎么处理", "我家的狗咬了邻居,该怎么处理", "roles"),
    ("室友的猫抓过我,要打狂犬疫苗吗", "我的猫抓过室友,要打狂犬疫苗吗", "roles"),
    ("why my jenkins stage skipped on the main branch",
     "why my jenkins stage ran on the main branch", "opposites"),
    ("is 220 a fine grit sandpaper", "is 220 a coarse grit sandpaper", "opposites"),
    ("my ikea wardrobe came missing screws what should i do",
     "my ikea wardrobe came with extra screws what should i do", "negation"),
    ("how to fix a json file that is missing a comma",
     "how to fix a json file that has an extra comma", "negation"),
    ("is 5 more than 10 the same as 15", "is 10 less than 5 the same as 15", "opposites"),
    ("how to find callers that blocked me on iphone", "how to find callers i blocked on iphone",
     "roles"),
    ("what does json.dumps(json.loads(s)) return", "what does json.loads(json.dumps(s)) return",
     "roles"),
    ("derivative of sin(cos(tan(x)))", "derivative of sin(tan(cos(x)))", "roles"),
    ("best paint for inside walls", "best paint for exterior walls", "opposites"),
    ("is a fixed-rate mortgage better than an adjustable-rate heloc",
     "is an adjustable-rate mortgage worse than a fixed-rate heloc", "opposites"),
]
ACCEPT = [
    ("can one ble central be connected to several peripherals at the same time",
     "is it possible for multiple peripherals to be connected simultaneously to a single "
     "bluetooth le central"),
    ("what is murano glass famous for", "why is glass from murano so well known"),
    ("how many active geocaches are there worldwide right now",
     "what's the current total of active geocaches around the world"),
    ("春运一般持续多少天", "春运通常要持续几天时间"),
    ("how do i call a rust function from javascript",
     "from javascript, how do i call a rust function"),
    ("how is rust different from go", "how is go different from rust"),
    # the review's: A-not-A questions after a character that makes no word with their A,
    # "no younger than", "older adults", "out of sync with", a sum compared
    ("手机有没有辐射", "手机有辐射吗"),
    ("出国留学是不是很贵", "出国留学很贵吗"),
    ("演唱会现在还有没有票", "演唱会现在还有票吗"),
    ("读大学有没有用", "读大学有用吗"),
    ("do rental car drivers have to be no younger than 25",
     "do rental car drivers have to be at least 25"),
    ("is the vaccine approved for kids no older than 11",
     "is the vaccine approved for kids 11 and under"),
    ("is the latest covid booster safe for older adults",
     "is the newest covid booster safe for the elderly"),
    ("audio out of sync with video in premiere pro",
     "video out of sync with audio in premiere pro"),
    ("is a fixed-rate mortgage better than an adjustable-rate one",
     "is an adjustable-rate mortgage worse than a fixed-rate one"),
]

test_near_misses_are_refused, test_paraphrases_are_served = round_tests(REFUSE, ACCEPT)
