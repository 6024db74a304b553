"""A unit stated once for many bare numbers (GOLD.md: a unit in a column's
header applies to its cells).

- In a column header: in parentheses (按量付费（元/小时）, Price (USD/hr),
  Time (min), 售价（万元）), after a comma (Price, USD), as the whole cell
  (USD/hr, 美元), after a space with its rate (On-demand €/h, On-demand USD per
  chip-hour), a rate before a remark (USD/GPU-hour, on-demand; 元/卡/小时（按需）),
  or after a slash that follows a word of its type (价格/元, 时间/分钟).
- In the line that introduces a table or a list: 单位：元/卡/小时, 單位：新台幣萬元,
  以美元计, "Prices below are in EUR per hour", "… by round (minutes):", a
  parenthesis that ends the line with the unit first and a remark after a comma
  (公开价格（美元/每晶片小时，以美国区域为准）：, "… (USD per hour, before tax):").

``header_unit(cell)`` and ``intro_unit(line)`` give a ``Stated``: the unit
(units.csv: a unit written after a number, or a currency sign or word written
before one), the magnitude its words add (万元 is 10^4, USD millions 10^6) and
the currency a word before 元 names (新台币万元: TWD).  A rate (元/小时, USD/hr,
EUR per hour) is a price (GOLD.md): the unit before the slash decides.
Every pattern is anchored or bounded, so each line is read in linear time.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import Unit, case_key, magnitudes, units
from pipeline.extractors.unit_words import ignores_case

INTRO_MAX = 300  # characters at the end of an introducing line that are read for a statement


@dataclass(frozen=True)
class Stated:
    unit: Unit
    magnitude: float = 1.0
    currency: str = ""  # the currency a word before 元 names (新台币万元), else ""


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, Unit], dict[str, Unit]]:
    """(unit surface -> unit, currency word written before 元 -> unit), keys case folded."""
    unit_of: dict[str, Unit] = {}
    for u in sorted(units(), key=lambda u: u.position != "after"):
        if u.position == "after" or (u.position == "before" and u.type == "price"):
            unit_of.setdefault(case_key(u.surface), u)
    currency_words = {case_key(u.surface): u for u in units()
                      if u.type == "price" and u.position == "before" and not u.surface.isascii()}
    return unit_of, currency_words


def _alternation(surfaces) -> str:
    """Longest first; Latin words ignore case where the unit rules do (USD, minutes), and end a word."""
    parts = []
    for s in sorted(set(surfaces), key=len, reverse=True):
        p = re.escape(s)
        if s.isascii() and s[-1].isalpha():
            p += r"(?![A-Za-z])"
        parts.append(f"(?i:{p})" if ignores_case(s) else p)
    return "|".join(parts)


@lru_cache(maxsize=2)
def _phrase(rate: bool = False) -> str:
    """A unit phrase: [currency word] [CJK magnitude] unit [Latin magnitude] [/rate | per hour]
    (the rate required when ``rate``)."""
    unit_surfaces = [u.surface for u in units()
                     if u.position == "after" or (u.position == "before" and u.type == "price")]
    currency_words = [u.surface for u in units()
                      if u.type == "price" and u.position == "before" and not u.surface.isascii()]
    cjk_mags = [w for w in magnitudes() if not w.isascii()]
    latin_mags = [w for w in magnitudes() if w.isascii()]
    latin_mags += [w + "s" for w in latin_mags if len(w) > 2]  # millions
    return (
        rf"(?:(?P<mag0>(?i:millions|billions|thousands))\s+of\s+)?"
        rf"(?P<cur>{_alternation(currency_words)})?\s?"
        rf"(?P<mag>[十百千]?(?:{_alternation(cjk_mags)}))?\s?"
        rf"(?P<unit>{_alternation(unit_surfaces)})"
        rf"(?:\s?(?P<mag2>{_alternation(latin_mags)}))?"
        r"(?P<per>(?:\s?/\s?[^\s/()（）,，:：;；。]{1,12}){1,3}|\s+(?i:per|an?|each)\s+[A-Za-z-]{2,12})"
        + ("" if rate else "?")
    )


def _magnitude(word: str) -> float | None:
    """The factor of a magnitude phrase (万, 百万, million, millions, M), or None."""
    table = magnitudes()
    head = 1.0
    if len(word) > 1 and word[0] in "十百千":
        head, word = {"十": 10.0, "百": 100.0, "千": 1000.0}[word[0]], word[1:]
    for w in (word, word.lower(), word[:-1].lower() if word.endswith("s") else None):
        if w in table:
            return head * table[w]
    return None


@lru_cache(maxsize=1)
def _header_patterns() -> tuple[re.Pattern, ...]:
    p, rate = _phrase(), _phrase(rate=True)
    return (
        re.compile(rf"[(（\[]\s*(?:单位\s*[:：]?\s*)?(?:(?i:in)\s+)?{p}\s*[)）\]][\s*†‡]*$"),  # Price (USD/hr)
        re.compile(rf"[,，]\s*(?:(?i:in)\s+)?{p}\s*$"),  # Price, USD
        re.compile(rf"^\s*{p}\s*$"),  # USD/hr
        # On-demand €/h, On-demand USD per chip-hour: a unit after a space, with its rate
        re.compile(rf"\s(?:{rate})\s*$"),
        # USD/GPU-hour, on-demand; 元/卡/小时（按需）: a rate first, then a remark
        re.compile(rf"^\s*{rate}\s*(?=[,，(（\[])"),
    )


@lru_cache(maxsize=1)
def _slash_unit() -> re.Pattern:
    """价格/元, 时间/分钟, Price/USD: the header's word, a slash, then the unit."""
    return re.compile(rf"^\s*(?P<head>[^/]{{1,20}}?)\s?/\s?{_phrase()}\s*$")


@lru_cache(maxsize=1)
def _intro_patterns() -> tuple[re.Pattern, ...]:
    p = _phrase()
    return (
        re.compile(rf"单位\s*(?:[:：]|为|是)\s*{p}"),  # 单位：元/卡/小时
        re.compile(rf"以\s*{p}\s*(?:计|为单位)"),  # 以美元计
        # … (minutes):, （美元/每晶片小时，以美国 us-central 区域为准）: the unit first, a remark after a comma
        re.compile(rf"[(（]\s*(?:单位\s*[:：]?\s*)?(?:(?i:in)\s+)?{p}\s*(?:[,，;；][^()（）]{{0,60}})?[)）]\s*[:：]?\s*$"),
        re.compile(rf"(?<![A-Za-z])(?i:in)\s+{p}(?![\w$€£¥])(?!\s*\d)"),  # Prices below are in EUR per hour
    )


def _stated(m: re.Match) -> Stated | None:
    unit_of, currency_words = _tables()
    unit = unit_of.get(case_key(m.group("unit")))
    if unit is None:
        return None
    magnitude = 1.0
    for g in ("mag0", "mag", "mag2"):
        if m.group(g):
            factor = _magnitude(m.group(g))
            if factor is None:
                return None
            magnitude *= factor
    if magnitude != 1.0 and unit.type != "price":
        return None  # 万分钟 is no column of ours
    currency = ""
    if m.group("cur"):
        if unit.type != "price":
            return None
        currency = currency_words[case_key(m.group("cur"))].unit
    return Stated(unit, magnitude, currency)


def _first(patterns, text: str) -> Stated | None:
    """The unit of the first pattern that matches the last INTRO_MAX characters of ``text``."""
    tail = text[-INTRO_MAX:]
    for pattern in patterns:
        m = pattern.search(tail)
        if m:
            return _stated(m)
    return None


def header_unit(cell: str, names_type=None) -> Stated | None:
    """The unit a column header states, or None.  ``names_type(words, type)`` says whether the words
    before a slash name an amount of the unit's type (价格/元: a price, not 价格/小时)."""
    if len(cell) > INTRO_MAX:
        return None
    found = _first(_header_patterns(), cell)
    if found is None and names_type is not None and "/" in cell:
        m = _slash_unit().match(cell)
        if m:
            found = _stated(m)
            if found is not None and not names_type(m.group("head"), found.unit.type):
                found = None
    return found


def intro_unit(line: str) -> Stated | None:
    """The unit a line introducing a table or a list states, or None."""
    return _first(_intro_patterns(), line)


def paren_unit(line: str) -> Stated | None:
    """The unit in parentheses that ends a header line (训练时间 (分钟), Time to train (minutes):), or None."""
    return _first(_intro_patterns()[2:3], line)
