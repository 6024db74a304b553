"""Times, prices, percentages and ratios: a number, its unit, its qualifier.

Works on the normalised text (Simplified, NFKC, one dash).  Finding is split
from parsing: a regular expression finds a written number; the text around it
decides the unit (units.csv), the magnitude (magnitudes.csv) and the
qualifier (qualifiers.csv); ``parse_number`` gives the value.

Precedence: a number inside a name (A100, ResNet-50) is skipped; a unit after
the number wins over a currency sign before it, except that a currency word
before the number decides the currency of a bare 元 after it (新台币36万8000元).
Ranges (1万至1万2000美元, $25,000 to $30,000, 60%到90%) give the lower end
``>=`` and the upper end ``<=`` and lend the unit of one end to the other.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import Unit, case_key, qualifiers, read_table, units
from pipeline.extractors.numbers import find_numbers, parse_number
from pipeline.types import Mention

CLAUSE_BREAK = "，,。；;：:！？!?\n"
FILLERS = "为是了达到有仅只"
# "8x H100", "8× NVIDIA A100 GPUs": a count of chips, not a ratio
_COUNT_AFTER_X = re.compile(r"\s?(?:NVIDIA\s|Nvidia\s|AMD\s|Intel\s)?[A-Z][A-Za-z-]{0,8}\d")
RANGE_LINK = re.compile(r"\s?(?:至|到|~|-|to)\s?")
LIST_LINK = re.compile(r"\s?(?:,|、|，|and|和|及|与|or|或)\s?")
_BETWEEN = re.compile(r"(?:between|介于|在)\s?$", re.IGNORECASE)


@dataclass
class _Found:
    type: str
    start: int
    end: int
    value: float
    unit: str
    qualifier: str
    rule: str
    num_start: int
    num_end: int
    factor: float = 1.0


def _units_at(position: str) -> tuple[Unit, ...]:
    """The units written ``position`` ("before" or "after") a number, longest first."""
    return tuple(sorted((u for u in units() if u.position == position), key=lambda u: -len(u.surface)))


def _index_by(found: tuple[Unit, ...], char_of) -> dict[str, tuple[Unit, ...]]:
    """``found`` grouped by one character of their surface, each group in the same order."""
    table: dict[str, list[Unit]] = {}
    for u in found:
        table.setdefault(char_of(u.surface), []).append(u)
    return {k: tuple(v) for k, v in table.items()}


@lru_cache(maxsize=1)
def _after_units() -> tuple[Unit, ...]:
    return _units_at("after")


@lru_cache(maxsize=1)
def _after_units_by_char() -> dict[str, tuple[Unit, ...]]:
    """Units after a number, indexed by their first character (longest first)."""
    return _index_by(_after_units(), lambda surface: surface[0])


@lru_cache(maxsize=1)
def _unit_first_chars() -> frozenset[str]:
    """Characters that may follow a number when a unit (or 多/余, a space) comes next."""
    chars = set(_after_units_by_char()) | {" "}
    chars |= {s[0] for s, _ in _inside_qualifiers()}
    return frozenset(chars)


@lru_cache(maxsize=1)
def _before_units() -> tuple[Unit, ...]:
    return _units_at("before")


@lru_cache(maxsize=1)
def _before_units_by_last_char() -> dict[str, tuple[Unit, ...]]:
    """Units before a number, indexed by their last character (longest first)."""
    return _index_by(_before_units(), lambda surface: surface[-1])


@lru_cache(maxsize=1)
def _exclusions() -> dict[str, str]:
    return {r["surface"]: r["not_followed_by"] for r in read_table("unit_exclusions.csv", ["surface", "not_followed_by"])}


_WORD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


def _is_word_char(ch: str) -> bool:
    return ch in _WORD_CHARS  # an ASCII letter or digit


@lru_cache(maxsize=1)
def _inside_qualifiers() -> tuple[tuple[str, str], ...]:
    return tuple((s, q) for s, q, pos in qualifiers() if pos == "inside")


def _unit_after(text: str, j: int, chinese_numeral: bool) -> tuple[Unit, int, str] | None:
    """The unit that starts at ``j`` (after optional space / inside qualifier): (unit, end, qualifier)."""
    by_char = _after_units_by_char()
    if text.startswith("个半", j):  # 一个半小时
        for u in by_char.get(text[j + 2:j + 3], ()):
            if u.type == "time" and text.startswith(u.surface, j + 2):
                return u, j + 2 + len(u.surface), ""
    k = j
    inside_q = ""
    for s, q in _inside_qualifiers():
        if text.startswith(s, k):
            inside_q, k = q, k + len(s)
            break
    n = len(text)
    exclusions = _exclusions()
    for skip in (0, 1):
        pos = k + skip
        if skip and (pos > n or text[k] != " "):
            continue
        if pos >= n:
            break
        for u in by_char.get(text[pos], ()):
            surf = u.surface
            if text.startswith(surf, pos):
                end = pos + len(surf)
            elif (not inside_q and len(surf) >= 2 and not surf.isascii() and u.type == "time"
                  and text.startswith(surf[0], pos)):
                # 9分多钟: an inside qualifier written inside the unit
                for s, q in _inside_qualifiers():
                    if text.startswith(surf[0] + s + surf[1:], pos):
                        return u, pos + len(surf) + len(s), q
                continue
            else:
                continue
            if surf.isascii() and surf[-1].isalpha() and end < n and text[end].isascii() and text[end].isalpha():
                continue  # "min" in "minimal"
            if surf in ("x", "X", "×") and (end < n and _is_word_char(text[end]) or skip
                                            or _COUNT_AFTER_X.match(text, end)):
                continue  # 8x7B, x86, "8x A100" (a count of chips); "2 x" is no ratio
            if surf in exclusions and end < n and text[end] in exclusions[surf]:
                continue
            if u.surface == "成" and not chinese_numeral and skip:
                continue
            return u, end, inside_q
    return None


@lru_cache(maxsize=1)
def _unit_last_chars() -> frozenset[str]:
    """Characters that may precede a number when a unit (or a space) comes before it."""
    return frozenset(_before_units_by_last_char()) | {" "}


def _unit_before(text: str, s: int) -> tuple[Unit, int] | None:
    by_last = _before_units_by_last_char()
    for gap in (0, 1):
        e = s - gap
        if gap and (e <= 0 or text[e] != " "):
            continue
        if gap:
            e = s - 1
        if e <= 0:
            continue
        for u in by_last.get(text[e - 1], ()):
            if text.endswith(u.surface, 0, e):
                start = e - len(u.surface)
                if u.surface.isascii() and u.surface[0].isalpha() and start > 0 and _is_word_char(text[start - 1]):
                    continue
                return u, start
    return None


@lru_cache(maxsize=1)
def _before_qualifier_parts() -> tuple[tuple[tuple[str, str], ...], dict[str, str]]:
    """(surface, pattern) of each qualifier written before a number, longest first; lower case -> qualifier.

    An English qualifier must start a word ("over", not "turnover").
    """
    table = {}
    parts = []
    for surf, q, pos in qualifiers():  # longest first
        if pos != "before":
            continue
        table.setdefault(case_key(surf), q)
        parts.append((surf, rf"(?<![A-Za-z]){re.escape(surf)}" if surf.isascii() else re.escape(surf)))
    return tuple(parts), table


def _anchored(parts) -> re.Pattern:
    """One pattern of ``parts``, anchored at the end of the search; English ignores case."""
    return re.compile(rf"(?i:{'|'.join(p for _, p in parts)})$")


@lru_cache(maxsize=1)
def _before_qualifier_re() -> tuple[re.Pattern, dict[str, str], int]:
    """One pattern of the qualifiers written before a number, anchored at the end of the search.

    Longest first, so the leftmost match is the longest.
    """
    parts, table = _before_qualifier_parts()
    longest = max((len(p) for p in table), default=1)
    return _anchored(parts), table, longest


@lru_cache(maxsize=None)
def _before_qualifier_re_ending(ch: str) -> tuple[re.Pattern, int] | None:
    """``_before_qualifier_re`` cut to the qualifiers whose last letter matches ``ch``, and their
    longest length; None when there are none (most characters)."""
    parts, _ = _before_qualifier_parts()
    some = [(surf, p) for surf, p in parts if re.fullmatch(rf"(?i:{re.escape(surf[-1])})", ch)]
    return (_anchored(some), max(len(surf) for surf, _ in some)) if some else None


def qualifier_before(text: str, s: int) -> tuple[str, int] | None:
    """A qualifier ending right before ``s`` (spaces and one filler character allowed)."""
    regex, table, longest = _before_qualifier_re()
    candidates = [s]
    j = s
    while j > 0 and text[j - 1] == " ":
        j -= 1
    candidates.append(j)
    if j > 0 and text[j - 1] in FILLERS:
        candidates.append(j - 1)
    for e in candidates:
        last = text[e - 1] if e > 0 else ""
        if last == "\n":  # ``$`` matches before a final newline too: the whole pattern
            rx, width = regex, longest
        else:  # the qualifiers that can end with this character, if any
            cut = _before_qualifier_re_ending(last)
            if cut is None:
                continue
            rx, width = cut
        m = rx.search(text, max(0, e - width), e)
        if m:
            return table[case_key(m.group(0))], m.start()
    return None


def _qualifier_in_clause(text: str, s: int, taken: list[_Found]) -> str | None:
    """约为H20的2倍 / 几乎是H100的2倍: an 'about' word earlier in the clause, the number after 的."""
    j = s
    while j > 0 and text[j - 1] == " ":
        j -= 1
    if j == 0 or text[j - 1] != "的":
        return None
    lo = max(0, s - 30)
    clause_start = max((text.rfind(c, lo, s) for c in CLAUSE_BREAK), default=-1) + 1
    window = text[clause_start:j]
    if any(clause_start <= f.start < j for f in taken):
        return None
    for surf, q, pos in qualifiers():
        if pos == "before" and not surf.isascii() and surf in window:
            return q
    return None


@lru_cache(maxsize=1)
def _after_qualifiers_by_char() -> dict[str, tuple[tuple[str, str], ...]]:
    """Qualifiers after a number, indexed by their first character (longest first)."""
    table: dict[str, list[tuple[str, str]]] = {}
    for surf, q, pos in qualifiers():
        if pos == "after":
            table.setdefault(surf[:1], []).append((surf, q))
    return {k: tuple(v) for k, v in table.items()}


def _qualifier_after(text: str, e: int) -> str | None:
    for surf, q in _after_qualifiers_by_char().get(text[e:e + 1], ()):
        if text.startswith(surf, e):
            return q
    return None


_HALF_AFTER = re.compile(r"半(?![\u4e00-\u9fff])|半(?=[的后内时左])")  # 一天半 = 1.5 days
_MIN_SEC = re.compile(r"(?<![\d.])(\d+)分(\d+(?:\.\d+)?)秒钟?")  # 1分30秒 = 1.5 minutes


def _half(text: str, s: int, e: int, end: int, unit_obj: Unit) -> tuple[float, int]:
    """Extra half unit and the new end for 一个半小时 / 一天半 (time units only)."""
    if unit_obj.type != "time":
        return 0.0, end
    if text.startswith("个半", e) and unit_obj.surface in ("小时", "钟头"):
        return 0.5, end
    if _HALF_AFTER.match(text, end):
        return 0.5, end + 1
    return 0.0, end


def find_quantities(text: str, blocked) -> list[Mention]:
    """All quantity mentions of ``text``; ``blocked(start, end)`` says a span is unavailable."""
    found: list[_Found] = []
    pending: list[tuple[int, int, float, bool]] = []  # numbers without a unit, for ranges
    unit_chars = _unit_first_chars()
    before_chars = _unit_last_chars()
    n = len(text)
    for m in find_numbers(text):
        s, e = m.span()
        raw = m.group(0)
        chinese = not raw[0].isdigit()
        nxt = text[e] if e < n else ""
        if chinese and nxt not in unit_chars:
            continue  # a Chinese numeral (一个, 第一) with no unit after it: the common case, cheaply
        before = text[s - 1] if s > 0 else ""
        if before:
            if before in _WORD_CHARS or (before in ".-" and s > 1 and text[s - 2].isascii()
                                         and text[s - 2].isalpha()):
                continue  # part of a model number or version: V1.1, FP8, v-2
            if before == "第":
                continue  # an ordinal
        if (found and s < found[-1].end) or blocked(s, e):
            continue
        hit = _unit_after(text, e, chinese) if nxt in unit_chars else None
        prefix = _unit_before(text, s) if before in before_chars else None
        if hit is None and prefix is None and chinese:
            continue
        try:
            value = parse_number(raw)
        except (KeyError, ValueError):
            continue
        if not math.isfinite(value):
            continue
        if hit is None and prefix is None:
            pending.append((s, e, value, chinese))
            continue
        if prefix is not None and (hit is None or (hit[0].type == "price" and hit[0].unit == "CNY" and hit[0].surface == "元")):
            u, start = prefix
            end = hit[1] if hit is not None else e
            unit_obj, inside_q = u, (hit[2] if hit else "")
        else:
            unit_obj, end, inside_q = hit
            start = s
        half, end = _half(text, s, e, end, unit_obj)
        value += half
        q = inside_q
        qb = qualifier_before(text, start)
        if qb is not None and not q:
            q, _ = qb
        if not q:
            q = _qualifier_after(text, end) or _qualifier_in_clause(text, start, found) or "="
        found.append(_Found(
            unit_obj.type, start, end, value * unit_obj.factor, unit_obj.unit, q,
            f"{unit_obj.type}/{unit_obj.surface}", s, e, unit_obj.factor,
        ))
    _lend_units(text, found, pending)
    for m in (_MIN_SEC.finditer(text) if "秒" in text else ()):  # 1分30秒
        if blocked(m.start(), m.end()):
            continue
        found = [f for f in found if not (f.start < m.end() and m.start() < f.end)]
        q = qualifier_before(text, m.start())
        found.append(_Found("time", m.start(), m.end(), int(m.group(1)) + float(m.group(2)) / 60, "min",
                            q[0] if q else "=", "time/分秒", m.start(), m.end(), 1.0))
    # 1小时30分钟: a duration in two units is one figure
    found.sort(key=lambda f: f.start)
    merged: list[_Found] = []
    for f in found:
        last = merged[-1] if merged else None
        if (last is not None and last.type == f.type == "time" and last.end == f.start
                and last.factor > f.factor and f.qualifier == "="):
            last.end, last.value = f.end, last.value + f.value
            continue
        merged.append(f)
    found = merged
    # ranges where both ends carry a unit (60%到90%, $25,000 to $30,000)
    found.sort(key=lambda f: f.start)
    for a, b in zip(found, found[1:]):
        gap = text[a.end:b.start]
        between = gap.strip().lower() in ("and", "和", "与") and _BETWEEN.search(text, 0, a.start)
        if a.type == b.type and a.unit == b.unit and b.start > a.end and (RANGE_LINK.fullmatch(gap) or between):
            if a.qualifier == "=" and b.qualifier == "=":
                a.qualifier, b.qualifier = ">=", "<="
    return [Mention(f.type, f.start, f.end, "", f.value, f.unit, f.qualifier, f.rule) for f in found]


def _lend_units(text: str, found: list[_Found], pending: list[tuple[int, int, float, bool]]) -> None:
    """Numbers without a unit take the unit of the figure that closes their list or range.

    "20-30分钟", "1万至1万2000美元", "between 20 and 30 minutes": a range, the
    lower end ``>=`` and the upper ``<=``.  "28.3, 8.5 and 5.67 minutes": a list,
    each exact.
    """
    items = sorted([(f.start, f.end, f) for f in found] + [(s, e, (s, e, v)) for s, e, v, _ in pending],
                   key=lambda t: t[0])
    k = 0
    while k < len(items):
        if isinstance(items[k][2], _Found):
            k += 1
            continue
        chain = [k]
        links = []
        j = k
        while j + 1 < len(items):
            gap = text[items[j][1]:items[j + 1][0]]
            if RANGE_LINK.fullmatch(gap):
                links.append("range")
            elif LIST_LINK.fullmatch(gap):
                between = gap.strip().lower() in ("and", "和", "与") and _BETWEEN.search(text, 0, items[k][0])
                links.append("range" if between else "list")
            else:
                break
            j += 1
            chain.append(j)
            if isinstance(items[j][2], _Found):
                break
        target = items[chain[-1]][2]
        if not isinstance(target, _Found) or len(chain) < 2:
            k = chain[-1] + 1
            continue
        is_range = len(chain) == 2 and links[0] == "range"
        for idx in chain[:-1]:
            s, e, value = items[idx][2]
            qb = qualifier_before(text, s)
            q = qb[0] if qb else (">=" if is_range else "=")
            found.append(_Found(target.type, s, e, value * target.factor, target.unit, q,
                                f"{target.type}/{'range' if is_range else 'list'}", s, e, target.factor))
        if is_range and target.qualifier == "=":
            target.qualifier = "<="
        k = chain[-1] + 1


_PERCENT_WORDS = re.compile(r"百分之([零〇一二两三四五六七八九十百点]+|\d+(?:\.\d+)?)")


def find_percent_words(text: str, blocked) -> list[Mention]:
    out = []
    for m in _PERCENT_WORDS.finditer(text):
        if blocked(*m.span()):
            continue
        try:
            value = parse_number(m.group(1))
        except (KeyError, ValueError):
            continue
        qb = qualifier_before(text, m.start())
        out.append(Mention("percentage", m.start(), m.end(), "", value, "%", qb[0] if qb else "=", "percentage/百分之"))
    return out
