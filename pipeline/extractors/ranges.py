"""Ranges and lists of figures that share a unit.

- A number without a unit takes the unit of the figure that closes its range
  or list: "20-30分钟", "1万至1万2000美元", "between 20 and 30 minutes" (a
  range: the lower end ``>=``, the upper ``<=``), "28.3, 8.5 and 5.67
  minutes" (a list, each exact).
- A range lends its magnitude word to its first end: "6-9万元" is 60000 to
  90000, "$1-2 billion" is 10^9 to 2 × 10^9 (only when the first end is smaller
  than the second as written).
- A currency written before the first end lends itself forward: "$2.49-2.85".
- 约 (about) before a range makes both ends ``~`` (GOLD.md).
- A first end larger than the second is no range but a change (from 2 hours
  to 40 minutes, 从30到20分钟): both figures stay as written.
"""
from __future__ import annotations

import bisect
import re

from pipeline.extractors.figures import Found, Pending, lent
from pipeline.extractors.qualifier_words import qualifier_before

# the links of a range or list stand within a line: "$520\n- 256GB RAM" is two list items, no range
RANGE_LINK = re.compile(r"[^\S\n]?(?:至|到|~|-|to)[^\S\n]?")
LIST_LINK = re.compile(r"[^\S\n]?(?:,|、|，|and|和|及|与|or|或)[^\S\n]?")
_BETWEEN = re.compile(r"(?:between|介于|在)\s?$", re.IGNORECASE)
_BETWEEN_WINDOW = 12  # characters looked at before a range for "between"/介于


def _between_before(text: str, start: int) -> bool:
    return _BETWEEN.search(text, max(0, start - _BETWEEN_WINDOW), start) is not None


def _lends_magnitude(lower: float, lower_magnitude: float, upper: Found | Pending) -> bool:
    """6-9万: the first end, written without a magnitude and smaller than the second's head, takes it."""
    mag = upper.magnitude
    head = (upper.number if isinstance(upper, Found) else upper.value) / mag if mag > 1 else 0
    return mag > 1 and lower_magnitude == 1 and 0 < lower < head


def _range_qualifiers(low: Found, high: Found) -> None:
    """The lower end ``>=``, the upper ``<=``; 约 before the range (or 左右 after it): both ``~``."""
    if low.qualifier == "~" or high.qualifier == "~":
        low.qualifier = high.qualifier = "~"
        return
    if low.qualifier == "=":
        low.qualifier = ">="
    if high.qualifier == "=":
        high.qualifier = "<="


def lend_units(text: str, found: list[Found], pending: list[Pending]) -> None:
    """Give the numbers of ``pending`` that stand in a range or list the unit of its figure (in place)."""
    if not pending:
        return
    items = sorted([*found, *pending], key=lambda x: x.start)
    k = 0
    while k < len(items):
        if isinstance(items[k], Found) or items[k].used:
            k += 1
            continue
        chain, links = [k], []
        j = k
        while j + 1 < len(items):
            gap = text[items[j].end:items[j + 1].start]
            if RANGE_LINK.fullmatch(gap):
                links.append("range")
            elif LIST_LINK.fullmatch(gap):
                between = gap.strip().lower() in ("and", "和", "与") and _between_before(text, items[k].start)
                links.append("range" if between else "list")
            else:
                break
            j += 1
            chain.append(j)
            if isinstance(items[j], Found) or items[j].used:
                break
        target = items[chain[-1]]
        if not isinstance(target, Found) or len(chain) < 2:
            k = chain[-1] + 1
            continue
        is_range = len(chain) == 2 and links[0] == "range"
        for idx in chain[:-1]:
            p = items[idx]
            qb = qualifier_before(text, p.start)
            q = qb[0] if qb else (">=" if is_range else "=")
            number, mag = p.value, p.magnitude
            if is_range and _lends_magnitude(p.value, p.magnitude, target):
                number, mag = p.value * target.magnitude, target.magnitude
            rising = number * target.factor <= target.value
            f = lent(target, p.start, p.end, number, q if rising or qb else "=",
                     f"{target.type}/{'range' if is_range and rising else 'list'}")
            f.magnitude = mag
            found.append(f)
            p.used = True
            if is_range and rising:
                _range_qualifiers(f, target)
        k = chain[-1] + 1
    _lend_forward(text, found, pending)
    found.sort(key=lambda f: f.start)


def _lend_forward(text: str, found: list[Found], pending: list[Pending]) -> None:
    """$2.49-2.85, US$1-2 billion: a currency before the first end is the unit of the second."""
    firsts = [f for f in found if f.prefix]
    if not firsts:
        return
    free = sorted((p for p in pending if not p.used), key=lambda p: p.start)
    starts = [p.start for p in free]
    for f in firsts:
        i = bisect.bisect_left(starts, f.end)
        if i == len(free) or free[i].used or not RANGE_LINK.fullmatch(text, f.end, free[i].start):
            continue
        p = free[i]
        upper = lent(f, p.start, p.end, p.value, "=", f"{f.type}/range")
        upper.magnitude, upper.prefix = p.magnitude, False
        if _lends_magnitude(f.number, f.magnitude, p):
            f.number *= p.magnitude
            f.value *= p.magnitude
            f.magnitude = p.magnitude
        p.used = True
        found.append(upper)
        if f.value <= upper.value:
            _range_qualifiers(f, upper)


def mark_ranges(text: str, found: list[Found]) -> None:
    """Ranges where both ends carry a unit (60%到90%, $25,000 to $30,000, $5-$10 million)."""
    found.sort(key=lambda f: f.start)
    for a, b in zip(found, found[1:]):
        if a.type != b.type or a.unit != b.unit or b.start <= a.end:
            continue
        gap = text[a.end:b.start]
        between = gap.strip().lower() in ("and", "和", "与") and _between_before(text, a.start)
        if not (RANGE_LINK.fullmatch(gap) or between):
            continue
        if a.qualifier in (">=",) and b.qualifier in ("<=", "~"):
            continue  # already a range (lent above)
        if a.prefix and b.prefix and _lends_magnitude(a.number, a.magnitude, b):  # $5-$10 million
            a.number *= b.magnitude
            a.value *= b.magnitude
            a.magnitude = b.magnitude
        if a.qualifier in ("=", "~") and b.qualifier in ("=", "~") and a.value <= b.value:
            _range_qualifiers(a, b)
