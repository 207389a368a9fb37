"""Numbers, units, bounds and alphanumeric identifiers found in a text.

"A laptop under $1000" and "over $1000", "5 km" and "5 miles", "iPhone 6" and "iPhone 7",
"h2s" and "h2" embed almost identically; the numbers check compares what is extracted here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from genaicache.verify.text import analyze, letter_words, stem

_UNITS: dict[str, tuple[str, ...]] = {
    "usd": ("$", "usd", "dollar", "dollars", "bucks", "美元", "美金"),
    "eur": ("€", "eur", "euro", "euros", "欧元"),
    "gbp": ("£", "gbp", "pound sterling", "英镑"),
    "inr": ("₹", "rs", "inr", "rupee", "rupees"),
    "cny": ("yuan", "rmb", "cny", "元", "块", "块钱", "人民币"),
    "jpy": ("yen", "jpy", "日元"),
    "¥": ("¥",),
    "km": ("km", "kms", "kilometer", "kilometers", "kilometre", "kilometres", "公里", "千米"),
    "mi": ("mi", "mile", "miles", "英里"),
    "m": ("m", "meter", "meters", "metre", "metres", "米"),
    "cm": ("cm", "centimeter", "centimeters", "centimetre", "centimetres", "厘米"),
    "mm": ("mm", "millimeter", "millimeters", "毫米"),
    "ft": ("ft", "foot", "feet", "英尺"),
    "yd": ("yd", "yds", "yard", "yards"),
    "fathom": ("fathom", "fathoms", "英寻"),
    "in": ("inch", "inches", "英寸"),
    "kg": ("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "公斤", "千克"),
    "g": ("g", "gram", "grams", "gm", "克"),
    "mg/dl": ("mg/dl", "milligrams per deciliter", "milligrams per decilitre"),
    "mmol/l": ("mmol/l", "millimoles per liter", "millimoles per litre"),
    "mg": ("mg", "milligram", "milligrams", "毫克"),
    "ug": ("mcg", "µg", "μg", "ug", "microgram", "micrograms", "微克"),
    "lb": ("lb", "lbs", "pound", "pounds", "磅"),
    "oz": ("oz", "ounce", "ounces", "盎司"),
    "t": ("ton", "tons", "tonne", "tonnes", "吨"),
    "jin": ("斤",),
    "ns": ("ns", "nsec", "nsecs", "nanosecond", "nanoseconds", "纳秒"),
    "us": ("µs", "μs", "usec", "usecs", "microsecond", "microseconds", "微秒"),
    "ms": ("ms", "msec", "msecs", "millisecond", "milliseconds", "毫秒"),
    "s": ("s", "sec", "secs", "second", "seconds", "秒", "秒钟"),
    "min": ("min", "mins", "minute", "minutes", "分钟"),
    "h": ("h", "hr", "hrs", "hour", "hours", "小时", "个小时"),
    "day": ("day", "days", "天"),
    "week": ("week", "weeks", "wk", "周", "个星期", "星期"),
    "month": ("month", "months", "个月"),
    "year": ("year", "years", "yr", "yrs", "年"),
    "age": ("years old", "year old", "yo", "岁"),
    "pct": ("%", "percent", "per cent", "percentage", "pc"),
    "hh": ("hh", "hand", "hands"),  # a horse's height
    "bit": ("bit", "bits"),
    "byte": ("byte", "bytes"),
    "kb": ("kb", "kilobyte", "kilobytes"),
    "mb": ("mb", "megabyte", "megabytes"),
    "gb": ("gb", "gig", "gigs", "gigabyte", "gigabytes", "g内存"),
    "tb": ("tb", "terabyte", "terabytes"),
    "mbps": ("mbps", "mbit/s", "megabits per second", "megabit per second"),
    "mbyte/s": ("mb/s", "megabytes per second", "megabyte per second"),
    "gbps": ("gbps",),
    "ghz": ("ghz",),
    "mhz": ("mhz",),
    "khz": ("khz", "kilohertz"),
    "hz": ("hz", "hertz"),
    "mp": ("mp", "megapixel", "megapixels"),
    "mah": ("mah", "milliamp hours", "milliamp-hours"),
    "amp": ("amp", "amps", "ampere", "amperes", "安培"),
    "psi": ("psi", "pounds per square inch", "pound per square inch"),
    "kpa": ("kpa", "kilopascal", "kilopascals"),
    "ah": ("ah", "amp hours", "amp-hours", "amp hour", "amp-hour", "ampere hours"),
    "wh": ("wh", "watt hours", "watt-hours", "watt hour", "watt-hour"),
    "w": ("w", "watt", "watts", "瓦"),
    "kw": ("kw", "kilowatt", "kilowatts"),
    "kwh": ("kwh", "kilowatt hours", "kilowatt-hours", "kilowatt hour"),
    "v": ("v", "volt", "volts", "伏"),
    "mph": ("mph", "miles per hour", "mile per hour", "miles an hour", "mi/h"),
    "kmh": ("kmh", "kph", "km/h", "km per hour", "kilometers per hour", "kilometres per hour",
            "kilometer per hour", "kilometre per hour", "kilometers an hour", "kilometres an hour"),
    "rpm": ("rpm",),
    "fps": ("fps",),
    "deg": ("°", "degree", "degrees", "度"),
    "°c": ("°c", "c", "celsius", "degrees celsius", "degree celsius", "degrees c", "摄氏度"),
    "°f": ("°f", "f", "fahrenheit", "degrees fahrenheit", "degree fahrenheit", "degrees f",
           "华氏度"),
    "kcal": ("cal", "kcal", "calorie", "calories", "卡路里", "大卡", "千卡"),
    "l": ("l", "liter", "liters", "litre", "litres", "升"),
    "ml": ("ml", "milliliter", "milliliters", "cc", "毫升"),  # "a 125cc kart"
    "gal": ("gallon", "gallons", "gal", "gals", "加仑"),
    "qt": ("quart", "quarts", "qt"),
    "pint": ("pint", "pints"),
    "cup": ("cup", "cups"),
    "tbsp": ("tbsp", "tbs", "tablespoon", "tablespoons"),
    "tsp": ("tsp", "teaspoon", "teaspoons"),
    "floz": ("fl oz", "fl. oz", "fluid ounce", "fluid ounces"),
    "sqm": ("sqm", "sq m", "m2", "m²", "m^2", "square meter", "square meters", "square metre",
            "square metres", "平方米", "平米"),
    "sqkm": ("sq km", "km2", "km²", "km^2", "square kilometer", "square kilometers",
             "square kilometre", "square kilometres", "平方公里", "平方千米"),
    "ha": ("ha", "hectare", "hectares", "公顷"),
    "sqft": ("sqft", "sq ft", "ft2", "ft²", "ft^2", "square feet", "square foot"),
    "sqmi": ("sq mi", "square mile", "square miles", "平方英里"),
    "sqcm": ("sq cm", "square cm", "cm2", "cm²", "cm^2", "square centimeter", "square centimeters",
             "square centimetre", "square centimetres", "平方厘米"),
    "sqin": ("sq in", "in²", "in^2", "square inch", "square inches", "平方英寸"),
    "cum": ("m³", "cubic meter", "cubic meters", "cubic metre", "cubic metres", "立方米"),
    "cuft": ("ft³", "ft3", "cu ft", "cubic foot", "cubic feet"),
    "acre": ("acre", "acres"),
    "mu": ("亩",),
    "x": ("x", "times", "倍"),
    "am": ("am", "a.m", "a.m."),
    "pm": ("pm", "p.m", "p.m."),
    "ord": ("st", "nd", "rd", "th"),
    "pts": ("points", "分"),
    "pages": ("pages", "页"),
    "laps": ("lap", "laps"),  # "a 20 lap race" is no "a 20 km race"
    "people": ("people", "persons", "人"),
    "count": tuple("个次本张件台部辆家所门种条位只瓶杯碗层楼级"),
    "oclock": ("o'clock", "oclock", "点", "点钟"),
}
_UNIT_OF = {alias: unit for unit, aliases in _UNITS.items() for alias in aliases}


def is_unit(word: str) -> bool:
    """Whether ``word`` is a unit or one of its aliases ("hr", "kg", "秒")."""
    return word in _UNIT_OF


_CURRENCY = {"$": "usd", "€": "eur", "£": "gbp", "₹": "inr", "¥": "¥"}
_SCALES = {
    "k": 10**3, "thousand": 10**3, "hundred": 100, "mn": 10**6, "million": 10**6,
    "millions": 10**6, "bn": 10**9, "billion": 10**9, "trillion": 10**12, "lakh": 10**5,
    "lakhs": 10**5, "dozen": 12, "crore": 10**7, "crores": 10**7, "万": 10**4, "亿": 10**8,
    "千": 1000, "百": 100,
}


def _alt(words: list[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_NUM = re.compile(
    r"(?<![a-z0-9_.\-])(?P<neg0>-(?=[$€£¥₹]\d))?(?P<cur>[$€£¥₹])?\s?(?P<neg>-(?=\d))?"
    r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)+|\d+(?::\d{2})+|\d+)"
    rf"(?:\s?(?P<scale>{_alt(list(_SCALES))})(?![a-z]|卡))?"  # "2000千卡" is 2000 kcal
    rf"(?:\s?(?P<unit>{_alt(list(_UNIT_OF))}))?"
    r"(?P<plus>\+)?(?![a-z0-9])"
)
_LT_BEFORE = re.compile(
    r"(?:under|below|atmost|within|before|up to|<=?|≤|lower than|cheaper than|younger than|"
    r"不超过|不到|低于|少于|小于|"
    r"最多|不高于|不足)\s?$"
)
_GT_BEFORE = re.compile(
    r"(?:over|above|atleast|beyond|after|(?<!the )(?<!last )past|exceeding|>=?|≥|older than|"
    r"超过|高于|多于|大于|至少|不少于|不低于)\s?$"
)
# "over or equal to 100" (canon of "greater than or equal to"), "equal to or over", ">= 100"
_OR_EQUAL = re.compile(r"(?:or equal(?:s)?(?: to)?|equal to or (?:over|under)|"
                       r"on or (?:after|before)|atleast|atmost|>=|<=|≥|≤|=>|=<)\s?$")
# "10 or more", "18 or older": the number is in the range, said as plainly as "at least"
_OR_MORE = re.compile(r"^\s?or (?:more|less|fewer|above|below|over|under|older|younger)\b")
_OR_EQUAL_LT = re.compile(r"under or equal(?:s)?(?: to)?\s?$")
_OR_EQUAL_GT = re.compile(r"over or equal(?:s)?(?: to)?\s?$")
_EXACTLY = re.compile(r"(?:exactly|precisely|exact)\s?$")
_LOOSELY_INCLUSIVE = re.compile(r"(?:up to|至少|最多|不少于|不低于|不超过|不高于)\s?$")
_LT_AFTER = re.compile(
    r"^\s?(?:or less|or fewer|or below|or under|or younger|and younger|and below|and under|"
    r"以下|以内|之内|内)"
)
_GT_AFTER = re.compile(
    r"^\s?(?:or more|or above|or over|or older|and older|and above|and up|and over|plus|"
    r"以上|多|出头)"
)

_EN_NUMBERS = {
    w: i for i, w in enumerate(
        [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen",
        ]
    )
}
_EN_NUMBERS.update(
    {
        w: 10 * (i + 2)
        for i, w in enumerate(
            ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        )
    }
)
_EN_RUN = re.compile(
    rf"\b(?:{_alt(list(_EN_NUMBERS))}|hundred)(?:(?:[\s-]|\sand\s)(?:{_alt(list(_EN_NUMBERS))}|hundred)\b)*\b"
)
# A run of _EN_RUN starts with one of these as a whole word: a text with none skips it.
_EN_RUN_WORDS = frozenset({*_EN_NUMBERS, "hundred"})
_ZH_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
              "七": 7, "八": 8, "九": 9}
_ZH_UNITS = "|".join(sorted((a for a in _UNIT_OF if re.search("[\u4e00-\u9fff]", a)), key=len,
                            reverse=True))
_ZH_RUN = re.compile(
    rf"(?<!星期)(?<!礼拜)(?<![周第哪这那每某同另])(?<![零〇一二两三四五六七八九十百千万亿])"
    r"(?<![\d.])(?<!\d\s)"  # "5万元", "1.5 万": the digits' scale, read by _NUM
    rf"([零〇一二两三四五六七八九十百千万亿]+)(?=(?:{_ZH_UNITS}))"
)
# A month named by its number ("六月" is "6月", June); not "六个月" (six months), "每月",
# an age ("三月大"), a count per month ("一月清洗一次") nor "十月怀胎"
_ZH_MONTH = re.compile(r"(?<![零〇一二两三四五六七八九十百千万亿个几第每上下这那本前后同])"
                       r"(十[一二]?|[一二三四五六七八九])(?=月(?!大|怀胎|[一二两三四五六七八九十几\d]+次))")
_ZH_ARTICLE = re.compile("个|次|种|条|位|只|本|张|件|家|所|门|层|级|点")


@dataclass(frozen=True, order=True)
class Quantity:
    """A number with its unit and bound ("lt" for under/below, "gt" for over/above, "eq" for
    exactly, ""); ``edge`` says whether a bound includes the number ("eq": "or equal to",
    "incl": "up to")."""

    value: str
    unit: str = ""
    bound: str = ""
    edge: str = ""

    def __str__(self) -> str:
        bound = {"lt": "under ", "gt": "over ", "eq": "exactly "}.get(self.bound, "")
        if self.edge == "eq":
            bound = f"{bound}or equal to "
        return f"{bound}{self.value}{' ' + self.unit if self.unit else ''}"

    def compatible(self, other: Quantity) -> bool:
        """Same value; units and bounds equal where both sides state one. Two amounts in
        units of one metric family compare converted ("120 min" = "2 h", "1.5 kg" = "1500 g")."""
        if self.bound and other.bound and self.bound != other.bound:
            return False
        if self.bound and self.bound == other.bound and {self.edge, other.edge} == {"eq", ""}:
            return False  # "greater than 100" / "greater than or equal to 100"
        if self.unit != other.unit and self.unit in _FACTORS and other.unit in _FACTORS:
            return _base(self) == _base(other)
        if self.unit != other.unit and self.unit in _BYTES and other.unit in _BYTES:
            return _same_size(self, other)  # "1 tb" is "1000 gb", "512 mb" is "0.5 gb"
        if self.unit != other.unit and (self.unit in _CUSTOMARY or other.unit in _CUSTOMARY):
            return _about_equal(self, other)  # "132 lb" is "60 kg", "1 cup" is "240 ml"
        if {self.unit, other.unit} == {"°c", "°f"}:  # "200 °c" is "392 °f"
            c, f = (self, other) if self.unit == "°c" else (other, self)
            return _same_temperature(c.value, f.value)
        if self.value != other.value and bool(self.unit) != bool(other.unit):
            try:  # a bare "3.50" (kept as written) and "$3.50" (a decimal): compare values
                if Decimal(self.value) == Decimal(other.value):
                    return True
            except InvalidOperation:
                pass
        if {self.unit, other.unit} == {"pct", ""}:  # "the top 10 percent" is no "the top 10"
            return False
        if {self.unit, other.unit} == {"clock", ""}:  # "dinner at 9" may be "at 9 pm" (21)
            clock, bare = (self, other) if self.unit else (other, self)
            return clock.value in (bare.value, _plus_twelve(bare.value))
        return self.value == other.value and (
            not self.unit or not other.unit or self.unit == other.unit
        )


# Exact conversions within one family: (family, factor to its base unit).
_FACTORS: dict[str, tuple[str, Decimal]] = {
    "ns": ("time", Decimal("0.000000001")), "us": ("time", Decimal("0.000001")),
    "ms": ("time", Decimal("0.001")),
    "s": ("time", Decimal(1)), "min": ("time", Decimal(60)), "h": ("time", Decimal(3600)),
    "day": ("time", Decimal(86400)), "week": ("time", Decimal(604800)),
    "hz": ("frequency", Decimal(1)), "khz": ("frequency", Decimal(1000)),
    "mhz": ("frequency", Decimal(10**6)), "ghz": ("frequency", Decimal(10**9)),
    "ug": ("mass", Decimal("0.000001")), "mg": ("mass", Decimal("0.001")),
    "g": ("mass", Decimal(1)), "kg": ("mass", Decimal(1000)),
    "t": ("mass", Decimal(10**6)), "mm": ("length", Decimal("0.001")),
    "cm": ("length", Decimal("0.01")), "m": ("length", Decimal(1)),
    "km": ("length", Decimal(1000)), "ml": ("volume", Decimal("0.001")),
    "l": ("volume", Decimal(1)),
    "sqm": ("area", Decimal(1)), "ha": ("area", Decimal(10**4)),
    "w": ("power", Decimal(1)), "kw": ("power", Decimal(1000)),
    "mbps": ("bitrate", Decimal(1)), "gbps": ("bitrate", Decimal(1000)),
    "sqkm": ("area", Decimal(10**6)), "sqcm": ("area", Decimal("0.0001")),
    "cum": ("volume", Decimal(1000)),
    "month": ("calendar", Decimal(1)), "year": ("calendar", Decimal(12)),
    "age": ("calendar", Decimal(12)),  # "24 months old" is "2 years old"
}


# US customary units against the metric ones (and each other), in the metric base unit of a
# family (g, m, l, m/s). People round these ("60 kg" for 132 lb, "240 ml" for a cup): values
# within 1.5% of each other are the same amount.
_CUSTOMARY: dict[str, tuple[str, Decimal]] = {
    "psi": ("pressure", Decimal("6.894757")), "kpa": ("pressure", Decimal(1)),
    "lb": ("mass", Decimal("453.59237")), "oz": ("mass", Decimal("28.349523125")),
    "mi": ("length", Decimal("1609.344")), "ft": ("length", Decimal("0.3048")),
    "in": ("length", Decimal("0.0254")), "gal": ("volume", Decimal("3.785411784")),
    "qt": ("volume", Decimal("0.946352946")), "pint": ("volume", Decimal("0.473176473")),
    "cup": ("volume", Decimal("0.2365882365")), "tbsp": ("volume", Decimal("0.01478676478")),
    "tsp": ("volume", Decimal("0.00492892159")), "floz": ("volume", Decimal("0.0295735296")),
    "mph": ("speed", Decimal("0.44704")), "sqft": ("area", Decimal("0.09290304")),
    "acre": ("area", Decimal("4046.8564224")), "sqmi": ("area", Decimal("2589988.110336")),
    "sqin": ("area", Decimal("0.00064516")), "cuft": ("volume", Decimal("28.316846592")),
}
# Every unit an approximate conversion may start or end in.
_CONVERTIBLE = {**_FACTORS, "kmh": ("speed", Decimal(1) / Decimal("3.6")), **_CUSTOMARY}
_APPROXIMATE = Decimal("0.015")


def _about_equal(a: Quantity, b: Quantity) -> bool:
    """Whether ``a`` and ``b`` are amounts of one family within 1.5% of each other."""
    if a.unit not in _CONVERTIBLE or b.unit not in _CONVERTIBLE:
        return False
    (family_a, factor_a), (family_b, factor_b) = _CONVERTIBLE[a.unit], _CONVERTIBLE[b.unit]
    x, y = _number(a.value), _number(b.value)
    if family_a != family_b or x is None or y is None or not x or not y:
        return False
    x, y = x * factor_a, y * factor_b
    return abs(x - y) <= _APPROXIMATE * max(abs(x), abs(y))


# Data sizes: a step is 1000 or 1024, and people use both ("1 tb" = "1000 gb" = "1024 gb").
_BYTES = {"kb": 1, "mb": 2, "gb": 3, "tb": 4}


def _same_size(a: Quantity, b: Quantity) -> bool:
    x, y = _number(a.value), _number(b.value)
    if x is None or y is None:
        return False
    steps = _BYTES[a.unit] - _BYTES[b.unit]
    return any(x * base ** steps == y if steps >= 0 else x == y * base ** -steps
               for base in (1000, 1024))


def _number(value: str) -> Decimal | None:
    try:
        return Decimal(value)
    except InvalidOperation:
        return None


def _same_temperature(celsius: str, fahrenheit: str) -> bool:
    """``celsius`` converted is ``fahrenheit`` to a third of a degree ("38 °c" is "100.4 °f",
    "37.5 °c" is not "100.4 °f"); oven settings (250 °F and up) are written rounded, to 10
    degrees ("180 °c" is "350 °f", not "375 °f")."""
    c, f = _number(celsius), _number(fahrenheit)
    if c is None or f is None:
        return False
    return abs(c * 9 / 5 + 32 - f) <= (10 if f >= 250 else Decimal("0.3"))


def _plus_twelve(value: str) -> str:
    """``value`` + 12 hours when it is an hour of the morning clock ("9" -> "21"), else ``""``."""
    m = _HH_MM.fullmatch(value)
    if m is None or not 1 <= int(m.group(1)) <= 11:
        return ""
    return str(int(m.group(1)) + 12) + (f":{m.group(2)}" if m.group(2) else "")


def _base(q: Quantity) -> tuple[str, Decimal] | str:
    """``q`` in its family's base unit, or a key that equals nothing else when it has none."""
    family, factor = _FACTORS[q.unit]
    try:
        return family, Decimal(q.value) * factor
    except InvalidOperation:
        return f"{q.value} {q.unit}"


def _canon_value(raw: str, scale: int, *, exact: bool = False) -> str:
    """The value as a plain decimal ("1,500" -> "1500", "2.5 k" -> "2500"); ``exact`` keeps
    the digits as written (a bare "3.10" is a version, not "3.1"; "$5.00" is "$5")."""
    if ":" in raw or raw.count(".") > 1:
        return raw
    if scale == 1 and (exact or (len(raw) > 1 and raw[0] == "0" and raw[1].isdigit())):
        return raw.replace(",", "")  # "0123" in "555-0123" keeps its zero
    try:
        value = Decimal(raw.replace(",", "")) * scale
    except InvalidOperation:
        return raw
    return format(value.normalize(), "f")


def _zh_value(run: str) -> int:
    """Value of a Chinese numeral such as 三千五百 or 两万 or 十五."""
    total, section, digit = 0, 0, 0
    for ch in run:
        if ch in _ZH_DIGITS:
            digit = _ZH_DIGITS[ch]
        elif ch in "十百千":
            section += (digit or 1) * {"十": 10, "百": 100, "千": 1000}[ch]
            digit = 0
        else:  # 万 or 亿
            total += (section + digit) * (10**4 if ch == "万" else 10**8)
            section, digit = 0, 0
    return total + section + digit


def _en_value(run: str) -> int:
    total = 0
    for word in re.split(r"[\s-]+", run):
        if word == "hundred":
            total = max(total, 1) * 100
        elif word in _EN_NUMBERS:
            total += _EN_NUMBERS[word]
    return total


_ORDINAL_WORDS = (
    "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth",
)
_ORDINAL = {w: i + 1 for i, w in enumerate(_ORDINAL_WORDS)}
_ORDINAL.update({"twentieth": 20, "thirtieth": 30})
_ORDINAL.update({f"{tens}-{w}": base + _ORDINAL[w]
                 for tens, base in (("twenty", 20), ("thirty", 30)) for w in _ORDINAL_WORDS[:9]})
ORDINALS = frozenset(_ORDINAL)  # "first", "twenty-second": the ordinals written as words
_ORDINAL_NAME = {str(n): w for w, n in _ORDINAL.items() if "-" not in w}


def spelled_ordinal(quantity: Quantity, words: frozenset[str]) -> bool:
    """Whether ``quantity`` is an ordinal in figures ("4th") that ``words`` spell out
    ("fourth amendment"), where the spelled word was left unread (it is read only after "the",
    "my" ... and before a noun)."""
    return quantity.unit == "ord" and _ORDINAL_NAME.get(quantity.value, "") in words
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december")
_MONTH_NAMES = rf"(?:{'|'.join(_MONTHS)})"
_ORD = _alt([*_ORDINAL, *(w.replace("-", " ") for w in _ORDINAL if "-" in w)])
_DAY_OF_MONTH = (  # "the fourth of july" = "july 4th", "march twenty-first" = "march 21st"
    re.compile(rf"\b(?P<day>{_ORD})(?= of {_MONTH_NAMES}\b)"),
    re.compile(rf"\b(?P<month>{_MONTH_NAMES.replace('may|', '')} )(?:the )?(?P<day>{_ORD})\b"),
)
_MONTH_NAME = re.compile(_MONTH_NAMES)  # what both of them need


# "7/20/1969", "20.07.1969", "6-6-1944": two numbers and a year, one separator throughout
_NUMERIC_DATE = re.compile(
    r"(?<![\w/.\-])(\d{1,2})([/.\-])(\d{1,2})\2(\d{4})(?![\w/\-]|\.\d)")


def _worded_date(match: re.Match[str]) -> str:
    """The date as "20 july 1969" when only one reading is possible, else as written."""
    first, second = int(match.group(1)), int(match.group(3))
    if first == second or second > 12:  # "6/6/1944", "7/20/1969": month first
        month, day = first, second
    elif first > 12:  # "20/07/1969": day first
        day, month = first, second
    else:  # "5/6/2020": 5 may or 6 june
        return match.group(0)
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        return match.group(0)
    return f"{day} {_MONTHS[month - 1]} {match.group(4)}"


def worded_dates(canon: str) -> str:
    """``canon`` with each numeric date whose reading is forced written in words: "7/20/1969"
    and "20/07/1969" are "20 july 1969" (one part is above 12), "6/6/1944" is "6 june 1944"
    (day and month alike), so that they meet "july 20, 1969"; "5/6/2020" (5 may or 6 june)
    stays as written."""
    if not ("/" in canon or "." in canon or "-" in canon):
        return canon
    return _NUMERIC_DATE.sub(_worded_date, canon)


def _day_number(match: re.Match[str]) -> str:
    month = match.groupdict().get("month") or ""
    return f"{month}{_ORDINAL[match.group('day').replace(' ', '-')]}th"


_BIG_WORDS = ("hundred", "thousand", "million", "billion")
_BIG = rf"({'|'.join(_BIG_WORDS)})"
# "half a million" = 0.5 million, "a quarter of a billion" = 0.25 billion
_AND_A_HALF = (  # in this order: "a million and a half", "2 million and a half", ...
    (re.compile(rf"\b(?:a|one) {_BIG} and a half\b"), r"1.5 \1"),
    (re.compile(rf"\b(\d+) {_BIG} and a half\b"), r"\1.5 \2"),
    (re.compile(r"\bone and a half\b"), "1.5"),
    (re.compile(r"\b(\d+) and a half\b"), r"\1.5"),
)
_FRACTION_SCALE = re.compile(  # "half a million" = 0.5 million, "a quarter of a billion"
    rf"\b(?:a |one )?(half|quarter|third)(?: of)?(?: a| one)? {_BIG}\b"
)
_FRACTION = {"half": "0.5", "quarter": "0.25", "third": "0.333"}
# "a thousand", "one million"; not "a million and a half" (left unread: refused if alone)
_A_SCALE = re.compile(rf"\b(?:a|one) {_BIG}\b(?! and a half)")
_NOON = re.compile(r"\b(?:12 )?(noon|midday|midnight)\b")
# What the rewrites of scales, fractions and noon need: a text with none of them skips them.
_SCALE_WORDS = (*_BIG_WORDS, "half", "quarter", "noon", "midday", "midnight")


# Ordinal words before a superlative or a noun, as digits ("the second highest" is "the 2nd
# highest"); the quantifier check reads ranks the other way round.
RANK_DIGITS = {"second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th",
               "sixth": "6th"}
_RANK_WORD = re.compile(r"\b(second|third|fourth|fifth|sixth)(?=[ -](?:[a-z]+est|most|least|"
                        r"best|worst|last)\b)")


_ANY_RANK_WORD = re.compile(r"second|third|fourth|fifth|sixth")
_ORDINAL_BEFORE_NOUN = re.compile(
    r"\b(the|his|her|its|our|my|their|your|a) (second|third|fourth|fifth|sixth) "
    r"(?!(?:of|or|and|to|for|ago|later|earlier|longer|per|each|every|half|quarter|before|after|"
    r"now|please)\b)(?=[a-z])")


def _decade(match: re.Match[str]) -> str:
    if match.group(0).endswith("old"):
        return "10-year-old"
    return "5 years" if match.group(1) else "10 years"  # "half a decade"


# What a word alone spells as: the other passes of spell_out need a space, a hyphen, a digit or
# a Chinese character.
_SPELLED_WORDS = {"noon": "12 pm", "midday": "12 pm", "midnight": "12 am"}


def _spelled_word(word: str) -> str:
    """:func:`spell_out` of a word of ASCII letters: a number word as its digits ("one" and
    "zero" alone stay), "noon" and "midnight" as times of the clock, else the word."""
    if word in _EN_RUN_WORDS:
        return word if word in ("one", "zero") else str(_en_value(word))
    return _SPELLED_WORDS.get(word, word)


def spell_out(text: str) -> str:
    """Number words as digits ("twenty-five" -> "25", "三千" -> "3000"); a lone "one" stays."""
    if text.isalpha() and text.isascii():  # one plain word, as the alignment check asks
        return _spelled_word(text)

    def en(match: re.Match[str]) -> str:
        run = match.group(0)
        return run if run in ("one", "zero") else str(_en_value(run))

    if ("th" in text or "first" in text or "second" in text or "third" in text) and \
            _MONTH_NAME.search(text):
        for pattern in _DAY_OF_MONTH:
            text = pattern.sub(_day_number, text)
    if _ANY_RANK_WORD.search(text):
        # "the second highest" is "the 2nd highest", "a second yellow card" "a 2nd yellow card"
        text = _RANK_WORD.sub(lambda m: RANK_DIGITS[m.group(1)], text)
        text = _ORDINAL_BEFORE_NOUN.sub(lambda m: f"{m.group(1)} {RANK_DIGITS[m.group(2)]} ", text)
    if not _EN_RUN_WORDS.isdisjoint(letter_words(text)):
        text = _EN_RUN.sub(en, text)
    if any(word in text for word in _SCALE_WORDS):  # one test, not five substitutions
        for pattern, replacement in _AND_A_HALF:
            text = pattern.sub(replacement, text)
        text = _FRACTION_SCALE.sub(lambda m: f"{_FRACTION[m.group(1)]} {m.group(2)}", text)
        text = _A_SCALE.sub(r"1 \1", text)  # "a thousand dollars" -> "1 thousand dollars"
        text = _NOON.sub(lambda m: "12 am" if m.group(1) == "midnight" else "12 pm", text)
        text = _PART_OF_UNIT.sub(lambda m: f"{_FRACTION[m.group(1)]} ", text)

    def zh(match: re.Match[str]) -> str:
        run, rest = match.group(1), text[match.end():]
        if run == "一" and _ZH_ARTICLE.match(rest):  # 一个, 一次: an article, not a count
            return run
        if run == "十" and rest.startswith("分") and not rest.startswith("分钟"):  # 十分: "very"
            return run
        return str(_zh_value(run))

    if text.isascii():  # Chinese numerals are not ASCII
        return text
    text = _ZH_MONTH.sub(lambda m: str(_zh_value(m.group(1))), text)
    return _ZH_RUN.sub(zh, text)


def _bound(text: str, start: int, end: int, plus: bool) -> tuple[str, str]:
    """The bound of the number at ``start:end`` ("lt", "gt" or "") and its edge: "eq" where
    the text says the bound includes the number ("over or equal to", ">=", "at least", "or
    more"), "incl" where it says so loosely ("up to", "18+", "and above"), else ""."""
    before, after = text[max(0, start - 16):start], text[end:end + 12]
    wide = text[max(0, start - 28):start]
    if _EXACTLY.search(before):
        return "eq", ""  # "exactly 3 orders" is no "at least 3 orders"
    lt_after = _LT_AFTER.search(after) is not None
    gt_after = not lt_after and _GT_AFTER.search(after) is not None
    if lt_after or _LT_BEFORE.search(before) or _OR_EQUAL_LT.search(wide):
        bound = "lt"
    elif plus or gt_after or _GT_BEFORE.search(before) or _OR_EQUAL_GT.search(wide):
        bound = "gt"
    else:
        return "", ""
    if _OR_EQUAL.search(wide) or _OR_MORE.search(after):
        return bound, "eq"
    if plus or lt_after or gt_after or _LOOSELY_INCLUSIVE.search(before):
        return bound, "incl"
    return bound, ""


_MINUS_WORD = re.compile(r"(?<![\d.%] )(?<![\d.%])(?<!\bor )(?<!squared )(?<!cubed )"
                         r"\b(?:minus|negative) (?=\d[\d.]*(?! (?:times|x)\b))")
_BELOW_ZERO = re.compile(r"(?<![\d.-])(\d[\d.]*)((?: degrees?)?) below zero\b")
# not "$401k", which is money
_PLAN = re.compile(r"(?<![$€£¥₹])\b(401|403|457)[\s-]?\(?([kb])\)?s?(?![\w(])")
_SIGN_MINUS = re.compile(r"(?<![\w.])\u2212(?=[$€£¥₹]?\d)")
# "3-1", "3 - 1", "3 – 1", "3—1": a run of two numbers. Not "5 -3": a 5 and a negative 3.
_RANGE = re.compile(
    r"(?<=\d)(?:\s?[\u2013\u2014\u2212]\s?|\s-\s|-)(?=[$€£¥₹]?\d)"  # "−3" is a sign by now
)
_RUN_SEP = re.compile(r"\s?(to|-|\*|/|\+|\^|×|÷)\s?")  # "9 to 5", "3-1", "12 * 4", "5/3"
# The arguments of a call: "=mid("spreadsheet", 3, 2)"
_CALL_NAMED = re.compile(r"([a-z0-9_.]+)\(([^()]*)\)")
_ARGUMENT_NUMBER = re.compile(r"^\s*-?\d+(?:\.\d+)?\s*$")


# Calls whose arguments may come in any order
_EITHER_ORDER = frozenset({"gcd", "lcm", "max", "min", "sum", "product", "average", "avg", "mean",
                           "median", "and", "or", "hypot", "add", "multiply", "maxa", "mina"})


def call_arguments(text: str) -> tuple[tuple[str, ...], ...]:
    """The numbers written as arguments of each call in ``text``, in order ("mid(a, 3, 2)" ->
    ("3", "2")), for calls with two numbers or more whose order matters (not "max(4, 9)")."""
    if "(" not in text:
        return ()
    found = []
    for m in _CALL_NAMED.finditer(text.lower()):
        if m.group(1).rsplit(".", 1)[-1] in _EITHER_ORDER:
            continue
        numbers = tuple(arg.strip() for arg in m.group(2).split(",")
                        if _ARGUMENT_NUMBER.match(arg))
        if len(numbers) >= 2:
            found.append(numbers)
    return tuple(found)
_YEAR_OLD = re.compile(r"(\d)-years?-old\b")
_MONTHS_OLD = re.compile(r"(\d)-(month|week|day)s?-old\b")  # "9-month-old" is "9 months old"
# "sub-2-hour": under the number (read with the other hyphenated forms)
_SUB = re.compile(r"\bsub[- ]?(?=\d)")
# "an hour and a half" = "1.5 hour", "a decade" = "10 years"
_UNIT_AND_A_HALF = re.compile(r"\b(?:an|a|one) (hour|day|week|month|year|minute|mile|kilometer|"
                              r"cup|pound|kilo|liter|gallon|inch|foot|meter) and a half\b")
_DECADE = re.compile(r"\b(half )?(?:a|one) decade\b|\bdecade-old\b")
_WORD_UNITS = _alt([u for u in _UNIT_OF if u.isalpha() and u.isascii()])
_NUMBER_DASH_UNIT = re.compile(rf"(\d)-(?=(?:{_WORD_UNITS})\b)")
_NUMBER_UNIT_TOKEN = re.compile(  # "100-milliliter", "5-year-old", "9-month-old", "sub-2-hour"
    rf"(?:sub-?)?\d+(?:\.\d+)?-(?:{_WORD_UNITS}|(?:year|month|week|day)s?-old)"
)
_HH_MM = re.compile(r"(\d{1,2})(?::(\d{2}))?")
_ONE_UNIT = re.compile(rf"\bone(?=-(?:{_WORD_UNITS})\b)")
# "1⁄2 mg" (what NFKC makes of "½"), "1/4 tsp": a fraction; "1/4" alone may be a date
_FRACTION_OF_UNIT = re.compile(
    rf"(?<![\d/.])(\d{{1,2}})(?:\u2044|/(?=\d{{1,2}} ?(?:{_WORD_UNITS})\b))(\d{{1,2}})(?![\d/])")


def _fraction_value(match: re.Match[str]) -> str:
    top, bottom = int(match.group(1)), int(match.group(2))
    if not bottom or top >= bottom:
        return match.group(0)
    return format(Decimal(top) / Decimal(bottom), ".3g")


# "half a gram" = "0.5 gram", "a quarter of an hour" = "0.25 hour"
_PART_OF_UNIT = re.compile(
    rf"\b(?:a |one )?(half|quarter)(?: of)?(?: (?:a|an|one))? (?=(?:{_WORD_UNITS})\b)")


# A Chinese time of day, with the part of the day before it and the minutes after it:
# "下午3点" is "3 pm", "晚上8点半" and "晚上8点30" "8:30 pm", "凌晨1点" "1 am", "15点" "15:00"
_ZH_AM = ("上午", "早上", "早晨", "凌晨", "清晨")
_ZH_PM = ("下午", "傍晚")
_ZH_NIGHT = ("晚上", "今晚", "明晚", "昨晚")  # "晚上1点" is after midnight, "晚上12点" midnight
_ZH_CLOCK = re.compile(rf"({'|'.join(_ZH_AM + _ZH_PM + _ZH_NIGHT)}|中午)?\s?(\d{{1,2}}|一|两)\s?"
                       r"点钟?(?:\s?(半)|\s?零?\s?(\d{1,2})(?!\d)\s?分?|\s?(一刻|三刻))?")
_ZH_QUARTERS = {"一刻": 15, "三刻": 45}
_ZH_HOURS = {"一": 1, "两": 2}  # said alone, "一点" is "a little": only after a part of the day


def _zh_clock(m: re.Match[str]) -> str:
    """The time of day a match of :data:`_ZH_CLOCK` names, written as the English reading
    takes it ("3 pm", "8:30 pm", "15:00", "0:00"); a bare "3点" stays as written (either half
    of the day)."""
    part, hour, half, minutes, quarter = m.groups()
    if hour in _ZH_HOURS and not part:
        return m.group(0)
    h = _ZH_HOURS.get(hour) or int(hour)
    minute = 30 if half else int(minutes) if minutes else _ZH_QUARTERS.get(quarter or "")
    if h > 23 or (minute is not None and minute > 59):
        return m.group(0)
    clock = f"{h}" if minute is None else f"{h}:{minute:02d}"
    if part and 1 <= h <= 12:
        if h == 12 and part in _ZH_NIGHT + ("凌晨",):
            return f" 0:{minute or 0:02d} "  # midnight
        if part in _ZH_NIGHT and h <= 4:  # after midnight, but of which day: "周五晚上1点" may
            return f" {clock} am {part} "  # be "周六凌晨1点", so the part of the day stays said
        morning = part in _ZH_AM or (part == "中午" and h == 11)
        return f" {clock} {'am' if morning else 'pm'} "
    if h > 12 or minute is not None:
        return f" {h}:{minute or 0:02d} "
    return m.group(0)


def zh_clock_times(canon: str) -> str:
    """``canon`` with each Chinese time of day written as the English reading takes it
    ("下午3点" -> "3 pm", "15点" -> "15:00"): the one reading of them, for the numbers and for
    the part of the day."""
    return _ZH_CLOCK.sub(_zh_clock, canon) if "点" in canon else canon


def _clock(value: str, unit: str) -> tuple[str, str]:
    """A time of day on the 24-hour clock ("2 pm" = "2:00 pm" = "14:00" -> "14", unit "clock";
    "9:30 am" -> "9:30"). A bare "9:30" could be either half of the day: it stays as written
    (and still matches "9:30 am"); a bare "14:00" or "0:15" cannot, so it becomes a clock time."""
    m = _HH_MM.fullmatch(value)
    if m is None or unit not in ("am", "pm", ""):
        return value, unit
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    if minute > 59 or hour > 23 or (unit and not 1 <= hour <= 12):
        return value, unit
    if unit:
        hour = hour % 12 + (12 if unit == "pm" else 0)
    elif m.group(2) is None or 1 <= hour <= 12:  # "9:00" is "9"; still either half of the day
        return (f"{hour}" if m.group(2) and minute == 0 else value), unit
    return (f"{hour}" if minute == 0 else f"{hour}:{minute:02d}"), "clock"


@dataclass(frozen=True)
class Figures:
    """The quantities and alphanumeric identifiers ("s5", "2fa", "h2s") of a text."""

    quantities: tuple[Quantity, ...]
    identifiers: frozenset[str]
    runs: tuple[str, ...] = ()  # each "A - B", "A to B", "A * B", "A -B" run, in order
    # One of a unit said without a number ("every week", "an hour"): it matches "7 days" or
    # "60 minutes" on the other side and is not missed where the other side has none.
    implied: tuple[Quantity, ...] = ()
    # The word-number identifiers ("sheet1") in the order the text first names them: "from
    # sheet1 to sheet2" is no "from sheet 2 to sheet 1".
    joined: tuple[str, ...] = ()


_SLICE = re.compile(r"\[[-\d:, ]{1,20}\]")
_ONE_OF = re.compile(
    r"\b(?:every|each|per|a|an|once a|one) (day|week|month|year|hour|minute)\b|"
    r"\b(daily|weekly|monthly|yearly|annually|hourly)\b|每(天|日|周|星期|月|年|小时)|"
    r"\bper (second|sec|min)\b"  # not "a second opinion", "every second day"
)
# "twice a month" answers "two times per month" (and "2x a month"), never a bare "2": "take
# ibuprofen twice a day" is no "take 2 ibuprofen a day"; a "twice" without a period is no
# "2 times a day" ("can I take it twice")
_COUNTS = {"once": 1, "one time": 1, "twice": 2, "thrice": 3}  # how many times, in a word
_TWICE = re.compile(r"\b(?:twice|thrice)\b(?= (?:a|an|per|each|every|in a) [a-z]+| (?:daily|"
                    r"weekly|monthly|yearly|annually|hourly)\b)")
_PER_UNIT = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year",
             "annually": "year", "hourly": "h", "hour": "h", "minute": "min", "second": "s",
             "sec": "s", "天": "day", "日": "day", "周": "week", "星期": "week", "月": "month",
             "年": "year", "小时": "h"}
_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[a-z]")


_NAMED = [u for u in _UNIT_OF if u.replace(" ", "").isalpha()]
_NAMED_UNITS = _alt(_NAMED)
_HOW_MANY_UNIT = re.compile(rf"\bhow (?:many|much) ({_NAMED_UNITS})\b")
_TO_UNIT_AT_END = re.compile(rf"\b(?:in|into|to) ({_NAMED_UNITS})\s*[?.!]*$")
# The last word of each named unit: a text that ends in "... to cups" ends in one of them.
_UNIT_LAST_WORDS = frozenset(unit.rsplit(" ", 1)[-1] for unit in _NAMED)


@lru_cache(maxsize=8192)
def asked_unit(text: str) -> str:
    """The unit a question asks for: "a gallon is how many cups", "what is 1 cup in ml",
    "convert 5 miles to km"; ``""`` when it names none."""
    canon = analyze(text).canon
    # "how many cups" first: where a text has both it comes first (no unit holds "how").
    m = _HOW_MANY_UNIT.search(canon) if "how m" in canon else None
    if m is None and _last_word(canon) in _UNIT_LAST_WORDS:
        m = _TO_UNIT_AT_END.search(canon)
    return _UNIT_OF[m.group(1)] if m else ""


# "per kg", and "6 min/km", "0.69/lb", "3.99 / lb" or "$/lb" after a number or a currency
# sign ("lbs/kg" alone names two units)
_PER_NAMED_UNIT = re.compile(
    rf"(?:\bper |(?:\d ?[a-z]*|[$€£¥]|\b(?:dollars?|euros?|usd|eur|cad|aud|nzd|gbp|rmb|cny|"
    rf"inr|jpy|chf|hkd|sgd|sek|nok|dkk|krw|mxn|brl|zar)) ?/ ?)({_NAMED_UNITS})\b")


# Periods: "per month" against "per year" is the opposites check's (how often), not a unit's.
PERIODS = frozenset({"s", "min", "h", "day", "week", "month", "year"})


@lru_cache(maxsize=8192)
def per_units(text: str) -> frozenset[str]:
    """The units other than periods a text measures against with "per" ("grams of protein per
    kg", "cost per pound"), whether or not a number comes with them."""
    canon = analyze(text).canon
    if "per " not in canon and "/" not in canon:
        return frozenset()
    units = (_UNIT_OF[m.group(1)] for m in _PER_NAMED_UNIT.finditer(canon))
    return frozenset(u for u in units if u not in PERIODS)


# "a timestamp in seconds" / "in milliseconds": a unit something is given or wanted in
_IN_NAMED_UNIT = re.compile(rf"\bin ({_NAMED_UNITS})\b")
# Units that are body parts after "in" more often than measures: "tingling in feet and hands"
_BODY_PARTS = frozenset({"ft", "hh"})
# Unit symbols that name nothing else after "in" ("my weight in kg"; not "in ms", "in mi")
_SHORT_NAMES = frozenset({"kg", "km", "lb", "oz", "cm", "mm", "ml"})


@lru_cache(maxsize=8192)
def in_units(text: str) -> frozenset[str]:
    """The units a text names after "in" without a number ("a timestamp in seconds", "the
    price in euros", "in kg"), but for symbols that may name other things ("in m", "in s")
    and for feet and hands."""
    canon = analyze(text).canon
    if "in " not in canon:
        return frozenset()
    units = (_UNIT_OF[m.group(1)] for m in _IN_NAMED_UNIT.finditer(canon)
             if len(m.group(1)) > 2 or m.group(1) in _SHORT_NAMES)
    return frozenset(u for u in units if u not in _BODY_PARTS)


# A model named with a number ("s23", "iphone 15", "pixel 8") and the variant word after it
# (not "m2 max memory": the most memory, not the m2 max chip; not "4k ultra hd"; no "plus",
# which joins things: "python 3 plus django", "21 plus")
# ("pixel 8 pro weight" is the weight of the 8 pro: only "max" and "ultra" read as an amount)
_NOT_A_VARIANT = (r"(?![\w.]| (?:memory|ram|storage|speed|size|capacity|resolution|weight|load|"
                  r"power|price|limit|number|amount|hd|\d))")
_VARIANT = re.compile(r"\b([a-z]*\d+[a-z]?)(?: (pro max|professional|pro|mini|lite|se|fe|xl)"
                      rf"(?![\w.])| (max|ultra){_NOT_A_VARIANT}|{_NOT_A_VARIANT})")


@lru_cache(maxsize=8192)
def model_variants(text: str) -> dict[str, frozenset[str]]:
    """Each model number of ``text`` ("s23", "15", "8", "13") with the product variants said
    after it, "" for the plain model: {"s23": {"ultra"}}, {"15": {"", "pro"}}."""
    found: dict[str, set[str]] = {}
    for m in _VARIANT.finditer(analyze(text).canon):
        variant = m.group(2) or m.group(3) or ""
        found.setdefault(m.group(1), set()).add("pro" if variant == "professional" else variant)
    return {model: frozenset(variants) for model, variants in found.items()}


def names_variant(text: str) -> bool:
    """Whether a variant word ("pro", "ultra", "mini" ...) stands anywhere in ``text``."""
    return not _VARIANT_WORDS.isdisjoint(analyze(text).canon.split())


_VARIANT_WORDS = frozenset({"pro", "professional", "max", "ultra", "mini", "lite", "se", "fe",
                            "xl"})


def _last_word(canon: str) -> str:
    """What follows the last space of ``canon`` but for what may close a question after it:
    spaces, then "?", "." and "!", then spaces (what _TO_UNIT_AT_END allows)."""
    tail = canon.rstrip().rstrip("?.!").rstrip()
    return tail[tail.rfind(" ") + 1:]


# "sheet1", "windows10": a word and a number written as one identifier
_WORD_NUMBER = re.compile(r"([a-z]+)(\d+)")


_JOINED_IN_TEXT = re.compile(r"(?<![\w.])[a-z]+\d+(?![\w.])")


def word_numbers(identifiers: frozenset[str]) -> frozenset[str]:
    """The identifiers that are a word and a number run together ("sheet1", not "h2s")."""
    return frozenset(i for i in identifiers if _WORD_NUMBER.fullmatch(i))


def _joined(canon: str, joined: frozenset[str]) -> tuple[str, frozenset[str]]:
    """``canon`` with "sheet 1" written "sheet1" for each identifier of ``joined`` it spells
    with a space, and those identifiers."""
    found = set()
    for m in filter(None, map(_WORD_NUMBER.fullmatch, joined)):
        spaced = re.compile(rf"(?<![\w.]){m.group(1)} {m.group(2)}(?![\w.])")
        if spaced.search(canon):
            canon = spaced.sub(m.group(0), canon)
            found.add(m.group(0))
    return canon, frozenset(found)


# What a figure needs somewhere in a text: a digit, a currency or fraction sign, a Chinese
# character (its numerals), a bracket (a code slice) or a word that says a number, an ordinal, a
# fraction or a time of the clock. Most questions hold none, and skip every pass below.
_FIGURE_WORDS = frozenset({
    *_EN_NUMBERS, *_ORDINAL, "hundred", "thousand", "million", "billion", "trillion", "half",
    "halves", "quarter", "quarters", "third", "thirds", "noon", "midday", "midnight", "dozen",
    "dozens", "decade", "decades", "once", "twice", "thrice"})
_FIGURE_SIGNS = re.compile(r"[\d$€£₹¥\[\u2044\u00bc-\u00be\u2150-\u215e\u3400-\u9fff]")


def may_hold_figures(canon: str) -> bool:
    """Whether canonical text ``canon`` may hold a figure at all (see :data:`_FIGURE_WORDS`)."""
    return _FIGURE_SIGNS.search(canon) is not None or not _FIGURE_WORDS.isdisjoint(
        letter_words(canon))


def _units_said_once(canon: str) -> set[Quantity]:
    """One of each unit ``canon`` says without a number ("every week", "daily", 每天), and one
    of a unit of measure said with "a" or "one" ("a cup of rice", "a one terabyte ssd")."""
    measures = _measures_said_once(canon)
    if not ("day" in canon or "week" in canon or "month" in canon or "year" in canon
            or "hour" in canon or "minute" in canon or "daily" in canon or "annually" in canon
            or "每" in canon or "per s" in canon or "per min" in canon):
        return measures  # a match of _ONE_OF holds one of them ("weekly" holds "week")
    return measures | {Quantity("1", _PER_UNIT.get(word, word))
                       for m in _ONE_OF.finditer(canon) for word in m.groups() if word}


# Units of measure (not of time: "one day I ...", nor counts), by the words that name them
# (not the ones that are words too: "mi", "ha", or a single letter)
_MEASURES = ("km", "mi", "m", "cm", "mm", "ft", "in", "kg", "g", "mg", "ug", "lb", "oz", "t",
             "bit", "byte", "kb", "mb", "gb", "tb", "ghz", "mhz", "khz", "hz", "mah", "ah", "wh",
             "w", "kw", "kwh", "v", "deg", "°c", "°f", "kcal", "l", "ml", "gal", "qt", "pint",
             "cup", "tbsp", "tsp", "floz", "sqm", "sqkm", "ha", "sqft", "sqmi", "acre", "sqcm",
             "sqin", "cum", "cuft")
_MEASURE_NAMES = [a for a in _UNIT_OF if _UNIT_OF[a] in _MEASURES and a.isascii() and len(a) > 1
                  and a not in ("mi", "ha")]
_MEASURE_FIRST_WORDS = frozenset(a.split()[0] for a in _MEASURE_NAMES)
_ONE_MEASURE = re.compile(rf"\b(?:a|an|one) ({_alt(_MEASURE_NAMES)})\b")


def _measures_said_once(canon: str) -> set[Quantity]:
    """One of each unit of measure ``canon`` says with "a", "an" or "one": it answers a "1"
    of it on the other side ("a one terabyte ssd" / "a 1 tb ssd") and is never missed."""
    if _MEASURE_FIRST_WORDS.isdisjoint(letter_words(canon)):
        return set()
    return {Quantity("1", _UNIT_OF[m.group(1)]) for m in _ONE_MEASURE.finditer(canon)}


_NO_FIGURES = Figures((), frozenset())


def _without_figures(canon: str) -> Figures:
    """The figures of a text that holds none: only a unit said once ("every week")."""
    once = _units_said_once(canon)
    return Figures((), frozenset(), (), tuple(sorted(once)), ()) if once else _NO_FIGURES


# Amperes run together with their number before what carries them ("a 20a breaker"; not "cat
# 6a cable")
_AMPS = re.compile(r"(?<!\bcat )\b(\d{1,3})a(?= (?:[a-z0-9]+ ){0,2}(?:breaker|circuit|fuse|outlet|"
                   r"receptacle|plug|wire|cable|socket|service|panel|gfci|charger|load)s?\b)")
# ... or after it ("upgrade my panel to 200a")
_AMPS_AFTER_WORDS = ("panel", "service", "breaker", "circuit", "fuse")
_AMPS_AFTER = re.compile(rf"\b(?:{'|'.join(_AMPS_AFTER_WORDS)})s? (?:[a-z]+ ){{0,2}}?"
                         r"(\d{2,3})a\b")


@lru_cache(maxsize=8192)
def figures(text: str, joined: frozenset[str] = frozenset()) -> Figures:
    """Extract :class:`Figures` from (normalized) ``text``; ``joined`` names identifiers such
    as "sheet1" that the other side writes run together, read so here where ``text`` spells
    them with a space ("sheet 1")."""
    analysis = analyze(text)
    if not joined and not may_hold_figures(analysis.canon) and not any(
            map(_DIGIT.search, analysis.entities)):  # "mp3" is an entity
        return _without_figures(analysis.canon)
    canon = worded_dates(analysis.canon)
    if "\u2212" in canon:
        canon = _SIGN_MINUS.sub("-", canon)  # "−5" is "-5"
    if "-" in canon or "\u2212" in canon or "\u2013" in canon or "\u2014" in canon:
        canon = _RANGE.sub(" - ", canon)  # "20-25", "10−3", "3 – 1": two numbers, in order
    plans: frozenset[str] = frozenset()
    if "40" in canon or "45" in canon:  # "401(k)", "403b": a retirement plan, no 401,000
        plans = frozenset(m.group(1) + m.group(2) for m in _PLAN.finditer(canon))
        canon = _PLAN.sub(" ", canon) if plans else canon
    if "and a half" in canon:
        canon = _UNIT_AND_A_HALF.sub(r"1.5 \1", canon)
    if "decade" in canon:
        canon = _DECADE.sub(_decade, canon)
    canon = spell_out(canon)
    canon = zh_clock_times(canon)
    if "minus" in canon or "negative" in canon:  # "minus 10 celsius" is "-10 °c"; not "5
        canon = _MINUS_WORD.sub("-", canon)  # minus 3" or "plus or minus 3"
    if "below zero" in canon:  # "10 below zero", "10 degrees below zero"
        canon = _BELOW_ZERO.sub(r"-\1\2", canon)
    canon, spelled = _joined(canon, joined) if joined else (canon, frozenset())
    amps: frozenset[str] = frozenset()
    if "a " in canon and (amps := frozenset(m.group(0) for m in _AMPS.finditer(canon))):
        canon = _AMPS.sub(r"\1 amp", canon)  # "a 20a breaker" is "a 20 amp breaker"
    if any(word in canon for word in _AMPS_AFTER_WORDS) and (
            after := frozenset(f"{m.group(1)}a" for m in _AMPS_AFTER.finditer(canon))):
        canon = _AMPS_AFTER.sub(lambda m: f"{m.group(0)[:-1]} amp", canon)
        amps |= after
    if "\u2044" in canon or "/" in canon:  # "½" (NFKC: "1⁄2"), "1/4 tsp": a fraction
        canon = _FRACTION_OF_UNIT.sub(_fraction_value, canon)
    if "one-" in canon:  # "a one-inch steak" is a number; "one day" may not be
        canon = _ONE_UNIT.sub("1", canon)
    if "-" in canon:
        canon = _YEAR_OLD.sub(r"\1 years old", canon)  # "5-year-old"
        canon = _MONTHS_OLD.sub(r"\1 \2s old", canon)
        if "sub" in canon:
            canon = _SUB.sub("under ", canon)
        canon = _NUMBER_DASH_UNIT.sub(r"\1 ", canon)  # "2-kilogram" = "2 kilogram"
    found: list[Quantity] = []
    spans: list[tuple[int, int]] = []
    for m in _NUM.finditer(canon):
        unit = _CURRENCY.get(m.group("cur") or "", "") or _UNIT_OF.get(m.group("unit") or "", "")
        scale = _SCALES.get(m.group("scale") or "", 1)
        num = m.group("num")
        value = _canon_value(num, scale, exact=not unit and "." in num)
        if m.group("neg") or m.group("neg0"):
            value = "-" + value
        bound, edge = _bound(canon, m.start(), m.end(), bool(m.group("plus")))
        value, unit = _clock(value, unit)
        found.append(Quantity(value, unit, bound, edge))
        spans.append((m.start(), m.end()))
    # "3-1" / "1-3", "9 to 5" / "5 to 9": the same numbers in another order; "10-5" (maybe a
    # subtraction) and "10 to 5" (maybe a time) are kept apart too.
    chains: list[str] = []
    chain = ""
    for i in range(len(found)):
        gap = canon[spans[i][1]:spans[i + 1][0]] if i + 1 < len(found) else ""
        sep = _RUN_SEP.fullmatch(gap) if gap else None
        if sep:
            chain += f"{found[i].value} {sep.group(1)} "
        elif gap.isspace() and found[i + 1].value.startswith("-"):  # "12 -4": not "12 * -4"
            chain += f"{found[i].value} "
        elif chain:
            chains.append(chain + found[i].value)
            chain = ""
    runs = tuple(sorted(chains))
    idents = spelled | plans | frozenset(
        t for t in analysis.tokens  # entity names too ("mp3")
        if not t.isalpha() and _DIGIT.search(t) and _LETTER.search(t) and not _NUM.fullmatch(t)
        and not _NUMBER_UNIT_TOKEN.fullmatch(t) and t not in _UNIT_OF  # "20 m2": a unit
        and not (plans and _PLAN.fullmatch(t))  # "401ks", "401-k": read as a plan above
        and t not in amps
    )
    if "[" in canon:  # "my_list[1:]" is no "my_list[:1]"
        idents = idents | {m.group(0).replace(" ", "") for m in _SLICE.finditer(canon)}
    said_once = _units_said_once(canon)
    if "twice" in canon or "thrice" in canon:
        said_once |= {Quantity(str(_COUNTS[m.group(0)]), "x") for m in _TWICE.finditer(canon)}
    implied = tuple(sorted(said_once))
    order = tuple(dict.fromkeys(m.group(0) for m in _JOINED_IN_TEXT.finditer(canon))) \
        if word_numbers(idents) else ()
    return Figures(tuple(sorted(found)), idents, runs, implied, order)


# How often, counted: "once a day", "twice daily", "3 times per week", "one time a month".
_FREQUENCY = re.compile(
    r"\b(once|one time|twice|thrice|(\d+) (?:times|x))"
    r"(?: (?:a|an|per|each|every|in a) (day|week|month|year|hour|minute)\b|"
    r" (daily|weekly|monthly|yearly|annually|hourly)\b)"
)


# Any word a counted frequency needs, before the numbers are spelled out.
_COUNTED_AT_ALL = re.compile(r"\b(?:once|twice|thrice|times|time|x)\b")


@lru_cache(maxsize=8192)
def frequencies(text: str) -> frozenset[tuple[int, str]]:
    """The counted frequencies of (normalized) ``text`` as (count, unit): "twice a day" and
    "2 times daily" are (2, "day"), "once a month" is (1, "month"). A frequency said without a
    count ("daily", "every week") is none of them."""
    canon = analyze(text).canon
    if not ("once" in canon or "twice" in canon or "thrice" in canon or "time" in canon
            or "x" in canon) or _COUNTED_AT_ALL.search(canon) is None:
        return frozenset()
    canon = spell_out(canon)
    found = set()
    for m in _FREQUENCY.finditer(canon):
        count = int(m.group(2)) if m.group(2) else _COUNTS[m.group(1)]
        unit = m.group(3) or _PER_UNIT[m.group(4)]
        found.add((count, unit))
    return frozenset(found)


# How often, said without a count: "every month", "each year", "per week", "daily"
_UNCOUNTED = re.compile(r"\b(every|each|per) (hour|day|week|month|year)\b|"
                        r"\b(hourly|daily|weekly|monthly|yearly|annually)\b")
_PERIOD_WORD = re.compile(r"\b(?:hours?|days?|weeks?|months?|years?|annual|daily|weekly|monthly|"
                          r"yearly|hourly)\b")


@lru_cache(maxsize=8192)
def uncounted_periods(text: str) -> tuple[bool, frozenset[str]]:
    """Whether (normalized) ``text`` says how often with "every" or "each" and no count, and
    the periods it says how often in that way or as "per month", "daily" ("reset each month"
    -> ``(True, {"month"})``)."""
    canon = analyze(text).canon
    if not ("every" in canon or "each" in canon or "per" in canon or "ly" in canon):
        return False, frozenset()
    found = [(said, period or worded) for said, period, worded in _UNCOUNTED.findall(canon)]
    if not found or _PERIOD_WORD.search(_UNCOUNTED.sub(" ", canon)):
        return False, frozenset()  # "8 hours per day, 5 days a week: how many each week" asks
        # to convert between periods, not how often
    return (any(said in ("every", "each") for said, _ in found),
            frozenset(_PER_UNIT.get(word, word) for _, word in found))


_PCT = r"(?:%|percent|per cent|pct|percentage)"
_AMOUNT = r"[$€£¥]?\d[\d,.]*"
# What a percentage question asks, by its shape: the whole ("50 is 20% of what"), the rate
# ("what percent of 80 is 15"), a price after a discount ("20% off $50") or the part ("what is
# 20% of 50").
_PERCENT_ASKS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("whole", re.compile(rf"\b{_AMOUNT} (?:is|are|was) {_AMOUNT} ?{_PCT} of what\b|"
                         rf"\b{_AMOUNT} ?{_PCT} of what (?:number |amount )?(?:is|equals)\b")),
    ("rate", re.compile(rf"\bwhat {_PCT} (?:of {_AMOUNT} is|is {_AMOUNT} of)\b|"
                        rf"\b{_AMOUNT} (?:is|are|was) what {_PCT} of\b")),
    ("discount", re.compile(rf"\b{_AMOUNT} ?{_PCT} off\b")),
    ("part", re.compile(rf"\b{_AMOUNT} ?{_PCT} (?:of|on) {_AMOUNT}")),
)


@lru_cache(maxsize=8192)
def percent_asks(text: str) -> str:
    """What a question about a percentage asks ("whole", "rate", "discount", "part"), by the
    first shape (normalized) ``text`` has, or ``""``."""
    canon = analyze(text).canon
    if not ("%" in canon or "percent" in canon or "pct" in canon):
        return ""
    canon = spell_out(canon)
    return next((asks for asks, shape in _PERCENT_ASKS if shape.search(canon)), "")


# "modified in the last 7 days" against "modified more than 7 days ago" / "older than 7 days":
# the recent ones against the older ones. "Over the past 10 years" against "over 10 years" is
# one span, so only "ago" and "older than" make the other side older ("7 days ago", a day, is
# no span either; "since 7 days ago" is one).
_RECENT = re.compile(r"\b(?:in|within|over|during|for|from) (?:the )?(?:last|past) (\S+) "
                     r"([a-z]+)")
_OLDER = re.compile(r"\b(?:over|more than|before) (\S+) ([a-z]+) ago\b|"
                    r"\bolder than (\S+) ([a-z]+)")
# "7 days ago", "a month ago": a span back from now. Said alone it is a day, not the span of the
# last 7 days; not after these, which make it the start of a span or a bound ("since 3 days
# ago", "less than 7 days ago")
_AGO = re.compile(r"(?<!\S)(\S+) ([a-z]+) ago\b")
_SPAN_FROM = frozenset({"since", "from", "starting", "than", "under", "within", "after", "about"})
_ONE = frozenset({"a", "an", "one"})


_SHORT_UNITS = {"sec": "second", "secs": "second", "min": "minute", "mins": "minute",
                "hr": "hour", "hrs": "hour"}


def span(count: str, unit: str) -> tuple[str, str]:
    """A span as the time checks compare it: the count in digits ("a", "six" -> "1", "6") and
    the unit's stem ("mins" -> "minut", "months" -> "month")."""
    return "1" if count in _ONE else spell_out(count), stem(_SHORT_UNITS.get(unit, unit))


def spans(pattern: re.Pattern[str], canon: str) -> set[tuple[str, str]]:
    """The spans ``pattern`` finds in ``canon``, each read by :func:`span` (the groups of the
    alternative that matched are the count and the unit)."""
    found = set()
    for m in pattern.finditer(canon):
        count, unit = [g for g in m.groups() if g]
        found.add(span(count, unit))
    return found


def ago_spans(canon: str, *, as_day: bool = False) -> set[tuple[str, str]]:
    """The spans ("7 day", "1 month") of each "N days ago" of ``canon``; with ``as_day``, only
    those said as a day, not as the start of a span or a bound (see :data:`_AGO`)."""
    if "ago" not in canon:
        return set()
    return {span(m.group(1), m.group(2)) for m in _AGO.finditer(canon)
            if not as_day
            or _SPAN_FROM.isdisjoint(canon[max(0, m.start() - 20):m.start()].split()[-2:])}


def recent_against_older(a: str, b: str) -> str:
    """The span ("7 day") one side asks about within and the other further back than, else
    ``""``."""
    if "last" not in a + b and "past" not in a + b:
        return ""
    for x, y in ((a, b), (b, a)):
        found = spans(_RECENT, x) & (spans(_OLDER, y) | ago_spans(y, as_day=True))
        if found:
            return " ".join(sorted(found)[0])
    return ""


# "the day before", "the week after": one period before or after something, said with "the"
# ("the day before yesterday" is a day of its own, "the day after pill" a pill)
_THE_PERIOD = re.compile(r"\bthe (?:whole |entire )?(hour|day|night|week|month|year) "
                         r"(before|after|prior)\b"
                         r"(?! (?:yesterday|today|tomorrow|pill|party)\b)")
# "a week before", "48 hours in advance": an amount of time before or after something
_AMOUNT_OF_TIME = re.compile(
    r"\b(a|an|one|\d+(?:\.\d+)?|(?!(?:the|this|that|same|next|last|previous|following|"
    r"whole|entire|every|each|my|your|our|their)\b)[a-z]+(?:-[a-z]+)?) (?:of )?"
    r"(hour|day|night|week|month|year)s? "
    r"(before|beforehand|after|afterwards|prior|earlier|later|ahead|in advance)\b")
_HOURS = {"hour": 1, "day": 24, "night": 24, "week": 168, "month": 730, "year": 8760}
_LATER = frozenset({"after", "afterwards", "later"})
# Counts said as words that mean more than one ("a few days before")
_SEVERAL = frozenset({"few", "couple", "several", "many"})
_NEAR = 0.1  # "4 weeks" is "the month": amounts this close say the same month
# The day a text names after "on" ("on valentine's day", "on my birthday")
_ON_THE_DAY = re.compile(r"\bon ((?:[\w']+ ){0,2}(?:day|eve|birthday|christmas|easter))\b")


def _said_without_offset(after: str, other: str) -> bool:
    """Whether ``other`` names, after "on", the day that ``after`` (what follows "the day
    before / after") names: "the day after valentine's day" against "on valentine's day"."""
    day = _ON_THE_DAY.search(other)
    return day is not None and after.lstrip().startswith(day.group(1))


def _periods(text: str) -> frozenset[tuple[int, bool]]:
    """The periods a text says "the ... before / after" of, in hours, each with whether it is
    after ("the week before ... or the day before" holds two)."""
    return frozenset((_HOURS[m.group(1)], m.group(2) in _LATER) for m in _THE_PERIOD.finditer(text))


def one_period_against_amount(query: str, matched: str) -> str | None:
    """A reason when one side says "the day before" (one period, with "the") and the other
    another amount before ("a week before", "2 days before", "the week before"); "24 hours
    before", "a day before" and "the night before" say the same."""
    for x, y in ((query, matched), (matched, query)):
        if not ("the " in x and " " in y):
            continue
        the = _THE_PERIOD.search(x)
        if the is None or _AMOUNT_OF_TIME.search(x):
            continue
        if (other := _THE_PERIOD.search(y)) is not None:
            if _periods(x) != _periods(y):  # "the day before" / "the week before"
                return f"numbers: {the.group(0)!r} against {other.group(0)!r}"
            continue
        amount = _AMOUNT_OF_TIME.search(y)
        if amount is None:
            if _said_without_offset(x[the.end():], y):
                return f"numbers: {the.group(0)!r} against the day itself"
            continue
        count, unit, relation = amount.groups()
        if "night" in (unit, the.group(1)) and unit != the.group(1):
            continue  # "the night before" is no number of hours ("12 hours before a fast")
        period = _HOURS[the.group(1)]
        if count in _SEVERAL:
            hours = 2.0 * _HOURS[unit]  # at least two of them
        else:
            try:
                hours = float("1" if count in ("a", "an", "one") else spell_out(count)
                              ) * _HOURS[unit]
            except ValueError:
                continue  # not an amount
        near = _NEAR * period if the.group(1) == "month" else 0.0
        if (relation in _LATER) == (the.group(2) in _LATER) and abs(hours - period) > near:
            return f"numbers: {the.group(0)!r} against {amount.group(0)!r}"
    return None
