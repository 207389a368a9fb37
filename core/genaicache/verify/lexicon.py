"""The curated lexicons shipped with the package: opposites, entities, phrases, stop words and
the forms of irregular verbs.

Why data files and not code: the lists are long, grow with use, and must be reviewable by people
who do not read Python. They live in ``genaicache/verify/data/*.json`` and are loaded once.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from genaicache.errors import ConfigError

_HAN = r"[\u3400-\u9fff\uf900-\ufaff]"
_CJK = re.compile(_HAN)
_ALL_CJK = re.compile(f"{_HAN}+")
# A word boundary that also respects "c++", "c#", "node.js" and "at&t".
_LEFT = r"(?<![\w+#&])"
_RIGHT = r"(?![\w+#&]|\.\w)"


# The characters before an A of an A-not-A question with which it makes a word, so that the
# 不 or 没 after it negates what follows ("所有没有交税的人", "持有没有过期的护照", "主要不要吃
# 什么", "若是不是本人办理", "机会不会"); elsewhere the A stands alone ("手机有没有辐射",
# "还有没有票", "还能不能用").
_A_ENDS_A_WORD = {
    "有": "所只拥具含持占享稀固",
    "是": "就但可于总都也真要若凡还只倒正像或而算硬老其别",
    "要": "主需重将只必快就",
    "会": "机学社开将才体只就误聚约",
    "能": "功技性可只才就本智体",
    "用": "使作费信应适实常专",
    "好": "最只正刚友爱良美",
    "对": "面相绝反针",
    "行": "银进执流旅可步运发",
    "去": "过出回进上下失",
    "在": "现存正实自",
    "来": "起出回过未后本原看将",
    "想": "理思梦感回",
}
# A Chinese A-not-A question ("有没有", "是不是"): one question, not a negation; not where the
# first half ends a word (above), nor after a negation ("他不会不会游泳"), nor "still" before
# "not yet" ("贷款还没还清": the loan is not paid off yet; "他到底还没还钱" asks either way).
# Group 2 is its 不 or 没.
ZH_A_NOT_A = (r"(?<![不没])(?!还没还[清完]|" + "|".join(f"(?<=[{before}]){a}"
                                               for a, before in _A_ENDS_A_WORD.items())
              + r")(.)([不没])\1")


def has_cjk(text: str) -> bool:
    """Whether ``text`` contains a Chinese/Japanese (Han) character (never in ASCII text, which
    Python tells without reading it)."""
    return not text.isascii() and _CJK.search(text) is not None


def all_cjk(text: str) -> bool:
    """Whether ``text`` is Han characters only, at least one."""
    return _ALL_CJK.fullmatch(text) is not None


def _load(name: str) -> dict[str, Any]:
    try:
        raw = resources.files("genaicache.verify").joinpath("data", name).read_text("utf-8")
        data = json.loads(raw)
    except (OSError, ValueError) as exc:
        raise ConfigError("lexicon", f"cannot read {name}: {exc}") from None
    if not isinstance(data, dict):
        raise ConfigError("lexicon", f"{name} must hold a JSON object")
    return data


def _entries(block: Any) -> list[str]:
    """The string items of a lexicon block: a list, or a dict of themed lists."""
    if isinstance(block, dict):
        return [item for theme in block.values() for item in theme]
    return list(block)


def _alias_map(items: list[str]) -> dict[str, str]:
    """``'canonical: a|b'`` items to ``{alias: canonical}``.

    The canonical name is not an alias by itself: "react: reactjs|react.js" must not turn the
    verb "react" into the framework.
    """
    out: dict[str, str] = {}
    for item in items:
        canonical, _, aliases = item.partition(":")
        canonical = canonical.strip()
        for alias in aliases.split("|"):
            alias = alias.strip()
            if alias:
                out.setdefault(alias, canonical)
    return out


def _trie_pattern(words: list[str]) -> str:
    """A regex body matching any of ``words``, factored as a character trie.

    Python tries alternatives one by one; a trie makes matching a lexicon of a thousand
    aliases cost about as much as matching one (a prefix is tested once).
    """
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, Any]) -> str:
        end = "" in node
        branches = [re.escape(ch) + build(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if end else body

    return build(trie)


def alternation(terms: list[str], *, bounded: bool) -> re.Pattern[str] | None:
    """One regex matching any of ``terms`` (longest first); ``bounded`` adds word boundaries.

    The trie is entered only where a term can start: a lookahead on the set of first
    characters costs one test per position, where the trie's first branch point would try each
    first character in turn (a hundred for the Chinese names). It never changes a match.
    """
    if not terms:
        return None
    body = _trie_pattern(sorted(set(terms)))
    first = "".join(sorted({re.escape(term[0]) for term in terms}))
    body = f"(?=[{first}])(?:{body})"
    return re.compile(f"{_LEFT}{body}{_RIGHT}" if bounded else body)


@dataclass(frozen=True)
class AliasTable:
    """Maps aliases to canonical names with one regex (word-bounded for Latin aliases)."""

    mapping: dict[str, str]
    pattern: re.Pattern[str] | None

    @classmethod
    def build(cls, mapping: dict[str, str]) -> AliasTable:
        parts = [
            p.pattern
            for p in (
                alternation([a for a in mapping if not has_cjk(a)], bounded=True),
                alternation([a for a in mapping if has_cjk(a)], bounded=False),
            )
            if p is not None
        ]
        return cls(mapping, re.compile("|".join(parts)) if parts else None)

    def sub(self, text: str, mark: str | None = None) -> tuple[str, list[tuple[str, str]]]:
        """``text`` with every alias replaced, left to right, by its canonical name (or by
        ``mark``), and each alias replaced with its canonical name: one pass for both."""
        if self.pattern is None:
            return text, []
        parts: list[str] = []
        found: list[tuple[str, str]] = []
        end = 0
        for match in self.pattern.finditer(text):
            alias = match.group(0)
            canonical = self.mapping[alias]
            parts += (text[end:match.start()], canonical if mark is None else mark)
            found.append((alias, canonical))
            end = match.end()
        if not found:
            return text, found
        parts.append(text[end:])
        return "".join(parts), found


@lru_cache(maxsize=1)
def phrases() -> AliasTable:
    """Canonical wordings ("turn on" -> "enable", "colour" -> "color")."""
    data = _load("phrases.json")
    return AliasTable.build(_alias_map(_entries(data["en"]) + _entries(data["zh"])))


@lru_cache(maxsize=1)
def negated_adjectives() -> dict[str, str]:
    """``{adjective: complement}``: "not open" may read "closed" (see ``complements.py``)."""
    return _alias_map(_entries(_load("phrases.json").get("negated", [])))


@lru_cache(maxsize=1)
def entities() -> AliasTable:
    """Known named things ("the u.s." -> "usa", "golang" -> "golang", "北京")."""
    data = _load("entities.json")
    return AliasTable.build(_alias_map(_entries(data["en"]) + _entries(data["zh"])))


@lru_cache(maxsize=1)
def code_entities() -> frozenset[str]:
    """The canonical names of the programming languages and software the entity table knows:
    a text that names one is about code ("navigationstack" in a swiftui question)."""
    en = _load("entities.json")["en"]
    return frozenset(item.partition(":")[0].strip() for theme in ("programming languages",
                                                                   "software")
                     for item in en.get(theme, ()))


@lru_cache(maxsize=1)
def containers() -> dict[str, frozenset[str]]:
    """``{entity: every known place it lies in}``, followed up the chain ("austin" -> "texas",
    "usa"): a place named only to locate another ("lagos, nigeria") adds nothing to it."""
    direct: dict[str, set[str]] = {}
    for item in _entries(_load("entities.json").get("containers", {}).get("en", [])):
        outer, _, inner = item.partition(":")
        for name in _terms(inner):
            direct.setdefault(name, set()).add(outer.strip())

    def up(name: str, seen: frozenset[str]) -> frozenset[str]:
        found = set(direct.get(name, ())) - seen
        return frozenset(found.union(*(up(o, seen | found) for o in found)))

    return {name: up(name, frozenset({name})) for name in direct}


@lru_cache(maxsize=1)
def opposite_groups() -> tuple[tuple[tuple[str, ...], str], ...]:
    """Each group of mutually exclusive terms with its language (``"en"`` or ``"zh"``)."""
    data = _load("antonyms.json")
    groups: list[tuple[tuple[str, ...], str]] = []
    for lang in ("en", "zh"):
        groups.extend((group, lang) for item in _entries(data[lang]) for group in _groups(item))
    return tuple(groups)


def _groups(item: str) -> list[tuple[str, ...]]:
    """The opposite groups of one lexicon item: the item itself, or for a polarity item
    "a|b :: c|d" every left term against every right term."""
    up, sep, down = item.partition("::")
    if sep:
        return [(a, b) for a in _terms(up) for b in _terms(down)]
    return [_terms(item)] if len(_terms(item)) >= 2 else []


@lru_cache(maxsize=1)
def polarity_poles() -> dict[tuple[str, ...], tuple[tuple[str, ...], tuple[str, ...]]]:
    """Each pair of a polarity item "a|b :: c|d" with the item's two poles: a text that says
    both poles in one set of words ("advantages and disadvantages") agrees with one that says
    both in others ("pros and cons")."""
    data = _load("antonyms.json")
    poles = {}
    for lang in ("en", "zh"):
        for item in _entries(data[lang]):
            up, sep, down = item.partition("::")
            if sep:
                for group in _groups(item):
                    poles[group] = (_terms(up), _terms(down))
    return poles


@lru_cache(maxsize=1)
def substitute_groups() -> frozenset[tuple[str, ...]]:
    """The groups of the "substitutes" theme: terms that replace each other ("foods to avoid" /
    "foods to eat") but often meet in one sentence ("avoid eating", "I stopped ..., can I still
    ..."), so one text holding both is no choice between them."""
    data = _load("antonyms.json")
    return frozenset(
        group for lang in ("en", "zh") if isinstance(data[lang], dict)
        for item in data[lang].get("substitutes", []) for group in _groups(item))


@lru_cache(maxsize=1)
def apart_groups() -> tuple[tuple[str, ...], ...]:
    """The groups of the "one word apart" block: words that say another thing only where they
    are the one word two texts say differently ("do better hashtags mean more views" / "do
    more hashtags ...", while "is it better" and "is it more effective" may ask one thing)."""
    return tuple(group for item in _entries(_load("antonyms.json").get("one word apart", []))
                 for group in _groups(item))


def _terms(item: str) -> tuple[str, ...]:
    return tuple(t.strip() for t in item.split("|") if t.strip())


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    """Function words of every supported language (English words, Chinese characters)."""
    data = _load("stopwords.json")
    return frozenset(_entries(data["en"]) + _entries(data["zh"]))


@lru_cache(maxsize=1)
def irregular_verbs() -> dict[str, tuple[str, str]]:
    """``{verb: (past, past participle)}`` ("bite" -> ("bit", "bitten")): one table for every
    check that reads a verb's forms."""
    table: dict[str, tuple[str, str]] = {}
    for item in _entries(_load("verbs.json")["irregular"]):
        verb, _, forms = item.partition(":")
        past, _, participle = forms.strip().partition("|")
        if not past or not participle:
            raise ConfigError("lexicon", f"verbs.json: {item!r} is not 'verb: past|participle'")
        table[verb.strip()] = (past, participle)
    return table


@lru_cache(maxsize=1)
def verb_forms() -> dict[str, str]:
    """``{past or past participle: verb}`` of the irregular verbs ("bitten" -> "bite")."""
    return {form: verb for verb, forms in irregular_verbs().items() for form in forms
            if form != verb}


def lexicon_sizes() -> dict[str, int]:
    """How many items each lexicon holds (for docs and sanity tests)."""
    return {
        "opposite_groups": len(opposite_groups()),
        "entity_aliases": len(entities().mapping),
        "phrases": len(phrases().mapping),
        "stop_words": len(stop_words()),
        "irregular_verbs": len(irregular_verbs()),
    }
