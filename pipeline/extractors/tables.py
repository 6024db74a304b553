"""Bare numbers whose unit is stated once, for a table or a list (GOLD.md: a
unit in a column's header applies to its cells).

- A markdown table (``| 实例 | GPU | 按量付费（元/小时） |``) or a table whose
  cells are separated by tabs or runs of spaces: a column whose header states
  a unit (``stated_units.header_unit``) gives it to its cells; a unit stated
  by the line introducing the table (单位：元/小时, "Prices below are in EUR
  per hour") goes to the columns whose header names an amount of its type
  (column_cues.csv: 价格, 包月, on-demand) or is a name (a results table's
  benchmarks or systems under 单位：分钟).  Other columns (GPU, vCPU, RAM,
  显存, 加速器数量) keep their numbers out.
- A list whose introducing line states the unit (单位：元/卡/小时, "… by round
  (minutes):"): the value after each item's colon (``- A100 80G：6.68``).
- A plain-text table whose header line ends in the unit (基准测试 训练时间
  (分钟)): the last number of each row.

A table or a list ends at a blank line or at a line that is no row or item of
it; its unit holds there only.  A cell counts when it holds a bare number, a
range (1.98～2.58: ``>=`` and ``<=``) or a qualified number (约12.5), with at
most a remark after it; a number that already is a mention (a name, an amount
with its own unit) is left alone.  A header's 元 is the currency of the script
(CNY, TWD in Traditional) unless the statement names one (新台币万元).
Rules: ``TYPE/table:UNIT`` for table cells (the linker reads their lines as
rows), ``TYPE/intro:UNIT`` for list items.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.currency import default_currency
from pipeline.extractors.lexicon import column_cues, fold, read_table
from pipeline.extractors.numbers import ARABIC, number_regex, parse_number, trailing_magnitude
from pipeline.extractors.qualifier_words import qualifier_before
from pipeline.extractors.stated_units import Stated, header_unit, intro_unit, paren_unit
from pipeline.extractors.table_layout import (
    Cell, Line, aligned, bare_row, delimited_cells, is_separator, item_value, lines, pipe_cells,
)
from pipeline.types import Mention

_CELL_TAIL = re.compile(r"\s*(?:[*†‡]+|\([^()]{0,40}\)|\[\d{1,3}\])?\s*")  # a footnote mark or a remark
_ITEM_TAIL = re.compile(r"\s*(?:$|[,，;；。.(（\[【/、|—]|-\s)")  # punctuation before the item's remark
_LAST_NUMBER = re.compile(rf"(?<![\w.,])({ARABIC})\s*$")
_ROW_MAX = 80  # characters of a row of a plain-text table
_BLANKS_BEFORE = 2  # blank lines allowed between an introducing line and its list or table


@lru_cache(maxsize=1)
def _figure() -> re.Pattern:
    n = number_regex()
    return re.compile(rf"(?P<a>{n})(?:\s?(?P<link>[-~至到])\s?(?P<b>{n}))?")


@lru_cache(maxsize=1)
def _cue_patterns() -> dict[str, re.Pattern]:
    out = {}
    for type_, cues in column_cues().items():
        parts = [rf"(?<![a-z]){re.escape(c)}(?![a-z])" if c.isascii() else re.escape(c) for c in cues]
        out[type_] = re.compile("|".join(sorted(parts, key=len, reverse=True)))
    return out


def _names_type(header: str, type_: str) -> bool:
    pattern = _cue_patterns().get(type_)
    return pattern is not None and pattern.search(header.lower()) is not None


@lru_cache(maxsize=1)
def _other_pattern() -> re.Pattern:
    """Header words of columns holding no amount (column_cues_other.csv): counts, sizes, changes."""
    cues = [fold(r["cue"]).lower() for r in read_table("column_cues_other.csv", ["cue"])]
    parts = [rf"(?<![a-z]){re.escape(c)}(?![a-z])" if c.isascii() and c.isalpha() else re.escape(c) for c in cues]
    return re.compile("|".join(sorted(parts, key=len, reverse=True)))


class _Cells:
    """Mentions of the cells under one stated unit, for one document."""

    def __init__(self, text: str, blocked, script: str):
        self.text, self.blocked, self.script = text, blocked, script
        self.out: list[Mention] = []

    def add(self, cell: Cell, stated: Stated, rule: str, strict: bool) -> bool:
        """The figures of ``cell`` (a bare number or a range) under ``stated``; False when it holds none."""
        text = self.text
        m = _figure().search(text, cell.start, cell.end)
        if m is None:
            return False
        prefix_ok = not text[cell.start:m.start()].strip()
        qb = qualifier_before(text, m.start())
        if not prefix_ok and qb is not None and qb[1] >= cell.start:
            prefix_ok = not text[cell.start:qb[1]].strip()
        if not prefix_ok:
            return False
        if strict:
            if _CELL_TAIL.fullmatch(text, m.end(), cell.end) is None:
                return False
        elif m.end() < cell.end and _ITEM_TAIL.match(text, m.end(), cell.end) is None:
            return False
        ends = [(m.start("a"), m.end("a"))] + ([(m.start("b"), m.end("b"))] if m.group("b") else [])
        if any(self.blocked(s, e) for s, e in ends):
            return False
        numbers = [parse_number(text[s:e]) for s, e in ends]
        if any(v is None for v in numbers):
            return False
        q = qb[0] if qb is not None and qb[1] >= cell.start else "="
        quals = [q]
        if len(ends) == 2:
            low_mag, high_mag = (trailing_magnitude(text[s:e]) for s, e in ends)
            if low_mag == 1 and high_mag > 1 and 0 < numbers[0] < numbers[1] / high_mag:
                numbers[0] *= high_mag  # 6-9万: the first end takes the magnitude of the second
            if numbers[0] > numbers[1]:
                return False
            quals = ["~", "~"] if q == "~" else [">=", "<="]
        unit = stated.unit
        code = unit.unit
        if unit.type == "price":
            code = stated.currency or (default_currency(self.script) if unit.surface == "元" else unit.unit)
        for (s, e), number, q in zip(ends, numbers, quals):
            value = number * unit.factor * stated.magnitude
            self.out.append(Mention(unit.type, s, e, "", value, code, q, f"{unit.type}/{rule}:{unit.surface}"))
        return True


def _kind(text: str, line: Line) -> str:
    if not text[line.start:line.end].strip():
        return "blank"
    if is_separator(text, line):
        return "separator"
    if pipe_cells(text, line) is not None:
        return "pipe"
    if item_value(text, line) is not None:
        return "item"
    if delimited_cells(text, line) is not None:
        return "delimited"
    return "other"


def _intro(text: str, ls: list[Line], kinds: list[str], first: int) -> Stated | None:
    """The unit stated by the line before line ``first`` (blank lines between allowed)."""
    i, blanks = first - 1, 0
    while i >= 0 and kinds[i] == "blank" and blanks < _BLANKS_BEFORE:
        i, blanks = i - 1, blanks + 1
    if i < 0 or kinds[i] not in ("other", "delimited"):
        return None
    return intro_unit(text[ls[i].start:ls[i].end])


def _is_name(cell: Cell, blocked) -> bool:
    """The header cell is a name (a benchmark, a system: both its ends inside the names' spans)."""
    return cell.end > cell.start and blocked(cell.start, cell.start + 1) and blocked(cell.end - 1, cell.end)


def _column_units(text: str, header: list[Cell], intro: Stated | None, blocked) -> list[Stated | None]:
    """The unit of each column: its header's own, or the introducing line's where the header names an
    amount of its type (价格, on-demand) or is a name (the benchmarks of a results table, 单位：分钟)."""
    out = []
    for c in header:
        cell = text[c.start:c.end]
        own = header_unit(cell, _names_type)
        if own is None and intro is not None and (_names_type(cell, intro.unit.type) or _is_name(c, blocked)):
            own = intro
        out.append(own)
    if intro is not None and intro.unit.type == "price" and not any(out) and not any(_names_type(text[c.start:c.end], t)
                                                      for c in header for t in _cue_patterns()):
        # headers that name no amount at all (years, tiers, providers) under a stated currency: the
        # statement holds for every column but the row's label and those of counts, sizes or changes
        out[1:] = [None if _other_pattern().search(text[c.start:c.end].lower()) else intro for c in header[1:]]
    return out


def _table(cells: _Cells, text: str, header_line: Line, header: list[Cell], rows, intro) -> None:
    """The cells of ``rows`` ((line, cells) pairs) under the units of their header's columns."""
    units = _column_units(text, header, intro, cells.blocked)
    if not any(units):
        return
    for line, row in rows:
        for cell, col in zip(row, aligned(header, row, header_line, line)):
            if col is not None and units[col] is not None and cell.end > cell.start:
                cells.add(cell, units[col], "table", strict=True)


def _bare_ok(text: str, rows) -> bool:
    """A table without outer pipes has as many cells in each row as in its header (a byline or a
    list of links is no table)."""
    if not bare_row(text, rows[0][0]):
        return True
    return all(len(cells) == len(rows[0][1]) for _, cells in rows)


def _has_figure(text: str, row: list[Cell]) -> bool:
    return any(_figure().fullmatch(text, c.start, c.end) for c in row)


def _blocks(cells: _Cells, text: str, ls: list[Line], kinds: list[str]) -> set[int]:
    """Markdown tables, delimited tables and lists; the lines they take."""
    taken: set[int] = set()
    i, n = 0, len(ls)
    while i < n:
        kind = kinds[i]
        if kind not in ("pipe", "item", "delimited"):
            i += 1
            continue
        j = i
        same = ("pipe", "separator") if kind == "pipe" else (kind,)
        while j + 1 < n and kinds[j + 1] in same:
            j += 1
        block = range(i, j + 1)
        intro = _intro(text, ls, kinds, i)
        if kind == "item" and intro is not None:
            for k in block:
                cells.add(item_value(text, ls[k]), intro, "intro", strict=False)
            taken.update(block)
        elif kind == "pipe":
            rows = [(ls[k], pipe_cells(text, ls[k])) for k in block if kinds[k] == "pipe"]
            if len(rows) >= 2 and (kinds[i + 1] == "separator" or not _has_figure(text, rows[0][1])) \
                    and _bare_ok(text, rows):
                _table(cells, text, rows[0][0], rows[0][1], rows[1:], intro)
            taken.update(block)
        elif kind == "delimited" and j > i:
            header = delimited_cells(text, ls[i])
            if not _has_figure(text, header):
                rows = [(ls[k], delimited_cells(text, ls[k])) for k in block[1:]]
                _table(cells, text, ls[i], header, rows, intro)
                taken.update(block)
        i = j + 1
    return taken


def _plain(cells: _Cells, text: str, ls: list[Line], taken: set[int]) -> None:
    """A header line ending in its unit (训练时间 (分钟)), then rows ending in a number."""
    stated = None
    for k, line in enumerate(ls):
        body = text[line.start:line.end]
        header = paren_unit(body) if (")" in body[-3:] or "）" in body[-3:]) and len(body) <= 120 else None
        if header is not None:
            stated = header
            continue
        if stated is None:
            continue
        m = _LAST_NUMBER.search(body) if len(body) <= _ROW_MAX and k not in taken else None
        if m is None or not body.strip():
            stated = None
            continue
        cells.add(Cell(line.start + m.start(1), line.start + m.end(1)), stated, "table", strict=True)


def find_table_cells(text: str, blocked, script: str = "zh-Hans") -> list[Mention]:
    """The mentions of bare numbers under a unit stated once (see the module's doc)."""
    if "\n" not in text:
        return []
    ls = lines(text)
    kinds = [_kind(text, line) for line in ls]
    cells = _Cells(text, blocked, script)
    taken = _blocks(cells, text, ls, kinds)
    _plain(cells, text, ls, taken)
    return cells.out
