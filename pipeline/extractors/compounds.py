"""Figures written in two units are one figure: 1小时30分钟, 1 hour and 30
minutes, 8天20时, 8天又二十个小时, 一小时一刻, 1分30秒; 3 dollars 50 cents,
两美元又三美分, 五元三毛, 50元6角三分.

The second part is smaller than the first (a larger unit, then a smaller one)
and stands right after it, or after a space, 又, 零 or "and"; a qualifier
written after the compound (2小时40分钟左右) qualifies the whole figure.  A unit that only
continues a figure (时 after 天, 分 after 小时, 毛 after 元) is a compound unit
of units.csv.  Each pass walks the figures once, in order.
"""
from __future__ import annotations

import re

from pipeline.extractors.figures import Found, Pending
from pipeline.extractors.qualifier_words import qualifier_after, qualifier_before
from pipeline.extractors.unit_words import compound_unit_after

_JOIN = re.compile(r"(?: ?(?:又|零|and) ?| )?", re.IGNORECASE)
_MIN_SEC = re.compile(r"(?<![\d.])(\d+)分(\d+(?:\.\d+)?)秒钟?")  # 1分30秒 = 1.5 minutes
_YUAN_UNITS = ("元", "块", "块钱", "元人民币", "人民币元")


def _joined(text: str, a: int, b: int) -> bool:
    """Nothing but a joining word between ``a`` and ``b``."""
    m = _JOIN.fullmatch(text, a, b)
    return m is not None


def merge_minutes_seconds(text: str, found: list[Found], blocked) -> list[Found]:
    """1分30秒: 分 before seconds is minutes (alone, 5分 is a score)."""
    if "秒" not in text:
        return found
    spans = []
    for m in _MIN_SEC.finditer(text):
        if not blocked(m.start(), m.end()):
            spans.append(m)
    if not spans:
        return found
    starts = [m.start() for m in spans]
    ends = [m.end() for m in spans]
    out = []
    k = 0
    for f in sorted(found, key=lambda f: f.start):  # drop the figures inside a 分秒 span (the 30秒)
        while k < len(spans) and ends[k] <= f.start:
            k += 1
        if k < len(spans) and starts[k] < f.end and f.start < ends[k]:
            continue
        out.append(f)
    for m in spans:
        q = qualifier_before(text, m.start())
        out.append(Found("time", m.start(), m.end(), int(m.group(1)) + float(m.group(2)) / 60, "min",
                         q[0] if q else "=", "time/分秒", m.start(), m.end(), 1.0, tail_factor=1 / 60))
    out.sort(key=lambda f: f.start)
    return out


def _trailing(text: str, f: Found) -> str | None:
    """The qualifier written after the figure's unit (40分钟左右, 40 minutes or so), if that is its qualifier."""
    qa = qualifier_after(text, f.end)
    return qa[0] if qa and qa[0] == f.qualifier and qualifier_before(text, f.num_start) is None else None


def _continues(text: str, last: Found, f: Found) -> bool:
    if last.type != f.type or last.tail_factor <= f.factor:
        return False
    if f.qualifier != "=" and _trailing(text, f) is None:
        return False  # 2小时约40分钟: two figures; 2小时40分钟左右: one, about 160 minutes
    if last.type == "time":
        return True
    return last.type == "price" and last.unit == f.unit and f.factor < 1  # 3 dollars 50 cents


def merge_compounds(text: str, found: list[Found], pending: list[Pending]) -> list[Found]:
    """``found`` with each compound merged into its first figure (its end and value grow)."""
    if not found:
        return found
    found.sort(key=lambda f: f.start)
    # a number with a compound unit after a figure: 8天20时, 1小时30分, 五元三毛
    if pending:
        by_start = sorted([*found, *pending], key=lambda x: x.start)
        last = None
        for item in by_start:
            if isinstance(item, Found):
                last = item
                continue
            if last is None or item.used or not _joined(text, last.end, item.start):
                continue
            if last.type == "price" and not (last.bare_yuan or last.named_yuan
                                             or last.rule.split("/", 1)[-1] in _YUAN_UNITS):
                continue
            hit = compound_unit_after(text, item.end, last.type)
            if hit is None:
                continue
            unit, end = hit
            if unit.factor >= last.tail_factor:
                continue  # 20时 after 8天 (60 < 1440); not 3分 after 2分
            last.value += item.value * unit.factor
            last.end, last.tail_factor = end, unit.factor
            item.used = True
    merged: list[Found] = []
    for f in found:
        last = merged[-1] if merged else None
        if last is not None and last.end <= f.start and _continues(text, last, f) and _joined(text, last.end, f.start):
            last.end, last.value, last.tail_factor = f.end, last.value + f.value, f.factor
            if f.qualifier != "=":
                last.qualifier = f.qualifier  # the qualifier after the compound qualifies all of it
            continue
        merged.append(f)
    return merged
