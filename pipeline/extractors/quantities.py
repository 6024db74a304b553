"""Times, prices, percentages and ratios: a number, its unit, its qualifier.

Works on the normalised text (Simplified, NFKC, one dash).  Finding is split
from parsing: ``find_numbers`` finds the written numbers (digits, Chinese
numerals, English words); the text around each decides the unit
(``unit_words``), the qualifier (``qualifier_words``); ``parse_number`` gives
the value.  Then, in order: compounds (1小时30分钟, 8天20时, 3 dollars 50
cents: ``compounds``), ranges and lists that lend a unit and a magnitude
(6-9万元, $2.49-2.85, 20至30%: ``ranges``), and the currency of 元 and of
amounts with no currency word (``currency``).

Precedence: a number inside a name (A100, ResNet-50) is skipped; a unit after
the number wins over a currency sign before it, except that a currency word
before the number decides the currency of a bare 元 after it (新台币36万8000元).
"""
from __future__ import annotations

import math
import re

from pipeline.extractors.compounds import merge_compounds, merge_minutes_seconds
from pipeline.extractors.currency import resolve_currency
from pipeline.extractors.figures import Found, Pending, to_mention
from pipeline.extractors.lexicon import Unit, magnitudes, number_words, numerals
from pipeline.extractors.number_words import find_multiplier_words
from pipeline.extractors.overlaps import Overlaps
from pipeline.extractors.numbers import (
    approximate_qualifier, approximate_split, find_numbers, parse_number, trailing_magnitude,
)
from pipeline.extractors.qualifier_words import (  # noqa: F401  (qualifier_before: the linker's too)
    last_break, qualifier_after, qualifier_before, qualifier_in_clause,
)
from pipeline.extractors.ranges import lend_units, mark_ranges
from pipeline.extractors.unit_words import (
    compound_unit_after, excluded_by_context, is_word_char, required_context, unit_after, unit_before,
    unit_first_chars, unit_last_chars, units_by_char,
)
from pipeline.types import Mention

# after a Chinese numeral with no unit, the characters that may still make it a figure:
# a compound unit (一小时一刻), a range (两到三天)
_CHINESE_PENDING_NEXT = frozenset("至到-~")
# "a day after the launch", "an hour later": a point in time told from another, no duration
_RELATIVE_AFTER = re.compile(r"\s(?:after|before|later|earlier|ago)\b", re.IGNORECASE)
# "3 hours ago", "3小时前": a point in time told from now, no duration (not 3天前往, 10分钟前后)
_AGO = re.compile(r"\s?ago\b|前(?![往端景沿面所列者提瞻进夕台后])", re.IGNORECASE)
# after English number words with no unit: the link of a range (two to three times, between two and three hours)
_RANGE_NEXT = re.compile(r"\s?(?:to|-|and|or)\s", re.IGNORECASE)
_HALF_AFTER_LATIN = (" and a half", " and half")
_CJK_CHAR = re.compile(r"[\u3400-\u9fff]")
# 元 alone and its colloquial 块 (块钱): the currency comes from the context (GOLD.md)
BARE_YUAN = frozenset(("元", "块", "块钱"))
# after 十三天半, 一天半: the function words that may follow the half (是, 就, 才, 的, 内, 后...); before any
# other Chinese character 半 starts a word of its own (半导体, 半年, 半价)
_AFTER_HALF = frozenset("的后内时左是就才都也还即了已便共总多")
# 七成八, 三成五: one digit after 成, then no more digits and no word (七成八的, 七成八左右)
_TAIL_DIGIT = re.compile(r"[1-9一二三四五六七八九](?![\d一二三四五六七八九十百千万亿〇零点.]|[\u3400-\u9fff](?<![的左以上多]))")


_TIMES_SIGNS = ("x", "X", "×")


def _name_after(text: str, end: int, blocked) -> bool:
    """A name (a span the names took) starts right after ``end``, after one space or none."""
    j = end + 1 if text.startswith(" ", end) else end
    return j < len(text) and text[j].isalnum() and blocked(j, j + 1)


def _half(text: str, e: int, end: int, unit: Unit) -> tuple[float, int]:
    """The extra half unit (or tenth) and the new end: 一个半小时, 一天半, 三成半, 七成八, an hour and a half."""
    if unit.type != "time" and unit.surface != "成":
        return 0.0, end
    if text.startswith("个半", e) and unit.surface in ("小时", "钟头"):
        return 0.5, end
    if text.startswith("半", end):
        nxt = text[end + 1:end + 2]
        if not ("\u4e00" <= nxt <= "\u9fff") or nxt in _AFTER_HALF:
            return 0.5, end + 1
    if unit.surface == "成" and _TAIL_DIGIT.match(text, end):
        return float(parse_number(text[end])) / 10, end + 1  # 七成八: 7.8成 = 78 %, the next place down
    if unit.surface.isascii():
        low = text[end:end + 12].lower()
        for tail in _HALF_AFTER_LATIN:
            if low.startswith(tail) and not text[end + len(tail):end + len(tail) + 1].isalpha():
                return 0.5, end + len(tail)
    return 0.0, end


def _glued_code(text: str, s: int) -> bool:
    """USD115: a currency code written glued to its number."""
    prefix = unit_before(text, s)
    return prefix is not None and prefix[0].surface.isalpha() and prefix[1] + len(prefix[0].surface) == s


def _glued_cell(text: str, s: int) -> bool:
    """51 TFLOPS2.6x: a number glued to the unit of the table cell before it (a figure, a unit word)."""
    j = s
    while j > 0 and s - j < 12 and (text[j - 1].isascii() and text[j - 1].isalpha() or text[j - 1] == "/"):
        j -= 1
    word = text[j:s]
    if not word or word in ("x", "X") or j == 0:
        return False
    k = j - 1 if text[j - 1] == " " else j
    return k > 0 and text[k - 1].isdigit()


def _is_rate(text: str, s: int, found: list[Found]) -> bool:
    """'$5 an hour', '24 hours a day', 'once a day': the article after an amount reads 'per'."""
    j = s
    while j > 0 and text[j - 1] == " " and s - j < 4:
        j -= 1
    if found and found[-1].end == j:
        return True
    if j > 0 and (text[j - 1].isdigit() or text[j - 1] == "%"):
        return True
    k = j
    while k > 0 and j - k < 8 and text[k - 1].isalpha():
        k -= 1
    return number_words().get(text[k:j].lower(), (0, ""))[1] == "times"


def _clause_start(text: str, s: int) -> int:
    return last_break(text, max(0, s - 60), s) + 1


def _before_number(text: str, num, chinese: bool, capitals) -> str | None:
    """Why the characters before ``num`` make it no figure (None), or "" / "glued" when it stands."""
    s, raw = num.start, num.text
    before = text[s - 1] if s > 0 else ""
    if not before:
        return ""
    if before == "第":
        return None  # an ordinal
    if is_word_char(before) or (before in ".-" and s > 1 and text[s - 2].isascii() and text[s - 2].isalpha()):
        if num.words is not None or not before.isalpha():
            return None  # part of a model number or version: V1.1, FP8, v-2
        if _glued_code(text, s):
            return ""  # USD115
        return "glued" if _glued_cell(text, s) else None  # 51 TFLOPS2.6x
    if chinese and len(raw) == 1 and raw in capitals and "\u4e00" <= before <= "\u9fff":
        return None  # 大陆, 收拾: a capital numeral alone after a Chinese word is part of it
    return ""


def _english_ok(text: str, num, hit, found: list[Found]) -> bool:
    """English number words count only with a unit; a bare article or half only before a time unit,
    and not where it reads 'per' ($5 an hour), an ordinal (a second round) or a point in time."""
    unit, end = hit[0], hit[1]
    if num.kind in ("article", "fraction"):
        if unit.type != "time" or _is_rate(text, num.start, found):
            return False
        if num.kind == "article" and (unit.surface.lower() in ("second", "seconds") or _RELATIVE_AFTER.match(text, end)):
            return False
    if (unit.surface == "day" and num.text.lower() == "one" and text.startswith(",", end)
            and (text[max(0, num.start - 8):num.start].rstrip()[-1:] or ".") in ".!?\"“'\n"):
        return False  # "One day, ..." opening a sentence: once upon a time, no duration
    return True


def _unit_of(hit, prefix, s: int, e: int):
    """(unit, start, end, inside qualifier, bare 元, named and counted in 元) of a number with its units."""
    if prefix is not None and (hit is None or (hit[0].type == "price" and hit[0].surface == "元")):
        unit, start = prefix
        return unit, start, (hit[1] if hit else e), (hit[2] if hit else ""), False, hit is not None
    unit, end, inside_q = hit
    surf = unit.surface
    named = unit.type == "price" and surf != "元" and (surf.startswith("元") or surf.endswith("币元"))
    return unit, s, end, inside_q, surf in BARE_YUAN, named


def _qualifier(text: str, start: int, end: int, inside_q: str, found: list[Found]) -> str:
    if inside_q:
        return inside_q
    qb = qualifier_before(text, start)
    qa = qualifier_after(text, end)
    if qb is not None:
        # 大概16,500蚊有找, about 3 hours or less: a bound after the amount says more than "about" before it
        return qa[0] if qb[0] == "~" and qa and qa[0] in ("<", ">", "<=", ">=") else qb[0]
    return qa[0] if qa else (qualifier_in_clause(text, start, [f.start for f in found[-16:]]) or "=")


def _figures(num, value, half, magnitude, unit, start, end, q, common) -> list[Found]:
    """The figure of one number with its unit; two for an approximate numeral (七八千元: 7000, 8000)."""
    s, e, raw = num.start, num.end, num.text
    rule = f"{unit.type}/{unit.surface}"
    split = approximate_split(raw) if not half and num.words is None and not raw[0].isdigit() else None
    if split is None:
        value += half
        return [Found(unit.type, start, end, value * unit.factor, unit.unit, q, rule, s, e,
                      magnitude=magnitude, number=value, **common)]
    cut, lower, upper = split
    both = "~" if q == "~" else None
    return [Found(unit.type, start, s + cut, lower * unit.factor, unit.unit, both or ">=", f"{rule}:approximate",
                  s, s + cut, magnitude=magnitude, number=lower, **common),
            Found(unit.type, s + cut, end, upper * unit.factor, unit.unit, both or "<=", f"{rule}:approximate",
                  s + cut, e, magnitude=magnitude, number=upper, **common)]


# between "one hour" and its price in a rate written the other way round (一小时不到百元, 一天只要5美元,
# 一小时租金才3块): words of price and of "only", nothing else
_RATE_GAP = re.compile(r"(?:\s|只要|只需|仅需|仅|只|才|就要|要|需要|需|收费|租金|费用|价格|售价|花费|(?i:for|costs?|at|is)\b)*")


# a number right after "one hour" (一小时96, 一秒大概只有5个token): the rate's count, through price words,
# "only" words and approximate words; not a number that starts a time of its own (一小时20分 is a compound)
_PER_UNIT_COUNT = re.compile(r"(?:大概|大约|约|差不多|只有|仅有|也就|能|可以|可)*(?:\d|[一二两三四五六七八九十百千万])")
_TIME_AFTER = re.compile(r"[\d.一二两三四五六七八九十百千]+\s?(?:分|秒|小时|天|刻|min|sec|h\b)")


def _per_unit_count(text: str, end: int) -> bool:
    """A count written right after one unit of time: the 'per' of a rate, no duration (Chinese only)."""
    if not ("\u4e00" <= text[end - 1:end] <= "\u9fff"):
        return False  # 1 hour 5 more jobs: an English duration stays
    gap = _RATE_GAP.match(text, end)
    at = gap.end() if gap else end
    m = _PER_UNIT_COUNT.match(text, at)
    return (m is not None and not text[end:at].isspace() and at - end <= 8
            and _TIME_AFTER.match(text, m.end() - 1) is None)


def _drop_rate_denominators(text: str, found: list[Found]) -> list[Found]:
    """一小时不到百元, 一天只要5美元: one unit of time right before a price in its clause is the
    'per' of a rate (GOLD.md: a per-hour rate is a price, not a time), no duration."""
    out = []
    for i, f in enumerate(found):
        if f.type == "time" and f.number == 1 and f.value == f.factor:
            nxt = found[i + 1] if i + 1 < len(found) else None
            if nxt is not None and nxt.type == "price" and nxt.start - f.end <= 12:
                qb = qualifier_before(text, nxt.start)
                cut = qb[1] if qb is not None and qb[1] >= f.end else nxt.start
                if _RATE_GAP.fullmatch(text, f.end, cut):
                    continue
            prev = found[i - 1] if i > 0 else None
            if prev is not None and prev.type == "price" and text[prev.end:f.start].strip().lower() == "for":
                continue  # $5 for 1 hour
            if _per_unit_count(text, f.end):
                continue  # 一小时96, 一秒大概只有5个token: what one hour or one second holds
        out.append(f)
    return out


def _multipliers(text: str, blocked, found: list[Found]) -> list[Found]:
    """"twice as fast", "twice the throughput": the ratio 2 (number_words.find_multiplier_words)."""
    out = []
    taken = Overlaps((f.start, f.end, None) for f in found)  # by bisection: no scan of every figure per word
    for s, e, value in find_multiplier_words(text):
        if blocked(s, e) or taken.any(s, e):
            continue
        qb = qualifier_before(text, s)
        out.append(Found("ratio", s, e, value, "x", qb[0] if qb else "=", "ratio/twice", s, e, number=value))
    return out


def find_quantities(text: str, blocked, script: str = "zh-Hans") -> list[Mention]:
    """All quantity mentions of ``text``; ``blocked(start, end)`` says a span is unavailable.

    ``script`` (zh-Hans, zh-Hant, en) decides the currency of a 元 that the
    context does not name (CNY, or TWD in Traditional).
    """
    found: list[Found] = []
    pending: list[Pending] = []
    unit_chars = unit_first_chars()
    maybe_later = frozenset(units_by_char("compound")) | _CHINESE_PENDING_NEXT
    # a Chinese numeral ending in 万 or 亿 may be an amount whose currency the context names (十几万)
    magnitude_last = frozenset(w[-1] for w in magnitudes() if not w.isascii() and magnitudes()[w] >= 1e4)
    before_chars = unit_last_chars()
    capitals = {c for c in numerals() if c not in "零〇一二两三四五六七八九十百千半"}
    n = len(text)
    for num in find_numbers(text):
        s, e, raw = num.start, num.end, num.text
        english = num.words is not None
        chinese = not english and not raw[0].isdigit()
        nxt = text[e] if e < n else ""
        later = nxt in maybe_later or raw[-1] in magnitude_last
        if chinese and nxt not in unit_chars and not later:
            continue  # a Chinese numeral (一个, 第一) with no unit after it: the common case, cheaply
        stands = _before_number(text, num, chinese, capitals)
        if stands is None and found and found[-1].end == s - 1 and text[s - 1] == "-":
            stands = ""  # 2x-4x: the dash after a figure's unit links two figures, no model number (v-2)
        if stands is None or (found and s < found[-1].end) or blocked(s, e):
            continue
        hit = unit_after(text, e, chinese) if nxt in unit_chars else None
        prefix = unit_before(text, s) if s > 0 and text[s - 1] in before_chars and not stands else None
        if stands == "glued" and hit is None:
            if found and found[-1].end == s and compound_unit_after(text, e, found[-1].type):
                value = parse_number(raw)  # 2h30m: the minutes of a compound, glued to its hours
                if value is not None:
                    pending.append(Pending(s, e, value, False))
            continue
        if english:
            if hit is None:
                if not num.kind and _RANGE_NEXT.match(text, e):
                    pending.append(Pending(s, e, num.words, False))  # two to three times
                continue
            if not _english_ok(text, num, hit, found):
                continue
            prefix = None
        if hit is not None and hit[0].type == "time" and _AGO.match(text, hit[1]):
            continue
        if hit is not None and hit[0].surface in _TIMES_SIGNS and "." not in raw and _name_after(text, hit[1], blocked):
            continue  # 2x Xeon, 8× Gaudi2: a count of the products named after it (1.5x Gaudi 2 is a ratio)
        if hit is not None and hit[0].surface in BARE_YUAN and hit[0].surface != "元" and found \
                and found[-1].type == "price" and not text[found[-1].end:s].strip():
            continue  # 3000美元一块: 块 after an amount of money is the piece it buys, no money of its own
        if hit is not None:
            clause_start = _clause_start(text, s)
            if (excluded_by_context(text, clause_start, s, hit[0])
                    or not required_context(text, clause_start, s, hit[1], hit[0])):
                hit = None
        if prefix is not None and hit is None and chinese and _CJK_CHAR.match(nxt):
            prefix = None  # 人民币一台, 美元三张: a count after a currency word, not its amount
        if hit is None and prefix is None and chinese and not later:
            continue
        value = num.words if english else parse_number(raw)
        if value is None or not math.isfinite(value):
            continue
        magnitude = 1.0 if english else trailing_magnitude(raw)
        some = "" if english else approximate_qualifier(raw)  # 80几万, 20多万: more than
        if hit is None and prefix is None:
            pending.append(Pending(s, e, value, chinese, magnitude, qualifier=some))
            continue
        unit, start, end, inside_q, bare_yuan, named_yuan = _unit_of(hit, prefix, s, e)
        half, end = _half(text, e, end, unit)
        q = _qualifier(text, start, end, inside_q or some, found)
        common = dict(factor=unit.factor, prefix=start < s, bare_yuan=bare_yuan, named_yuan=named_yuan)
        found.extend(_figures(num, value, half, magnitude, unit, start, end, q, common))
    found.extend(_multipliers(text, blocked, found))
    found = merge_minutes_seconds(text, found, blocked)
    found = merge_compounds(text, found, pending)
    lend_units(text, found, pending)
    mark_ranges(text, found)
    found = resolve_currency(text, found, pending, script)
    found.sort(key=lambda f: (f.start, f.end))
    found = _drop_rate_denominators(text, found)
    return [to_mention(f) for f in found]
