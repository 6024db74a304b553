"""Stage 5 of linking (with ``frames``): the cells of tables, and the items of
a list whose introducing line states the unit.

The amounts extractor tags a number standing under a unit stated once -- a
table cell under its column's header (rule ``TYPE/table:UNIT``) or a list item
under the line introducing the list (``TYPE/intro:UNIT``).  A table counts
like sentences (GOLD.md), read across its row and down its column:

- the system of a cell is its row's: the first system the row names (the name
  cell, ``| ecs.gn7e | A100 ×1 | 34.74 |``); a row that names none takes the
  system its column's header names (``| 基准 | H100（分钟） | A100（分钟） |``);
- the benchmark of a cell is its row's, else its column header's (``| 系统 |
  Llama 2 70B LoRA | BERT |`` under "单位：分钟"), else (the linker's frames)
  the line introducing the table;
- the metric is its column's: an amount of money under a column of prices or
  rates is a price -- unless the header names money of another kind (营收,
  revenue, 总计) -- and a time is a time to train, unless the header times one
  item (出图（秒/张）, "seconds per image": a latency, a mention only).
- an amount of money that writes its own currency (``| nc.h100.8x | 8x H100 |
  $2.89 |``, ``p5.48xlarge  8x H100 80GB  $96.40  $53.02``, ``Launch price
  $8,565  $6,800`` under a header of systems) in a row of a table is read the
  same way, when its row or its column names a system: the table's rows are
  the systems it prices (``own_currency``).  A system counted in a cell after
  the row's first (``8x H100``) is a part of what the row names, not the row's
  system.
- so is one in a price list's item: a line that opens with a bullet or has a
  label and a colon (``- EPYC 7532 (32 cores): $180``, ``‧NVIDIA L40S 48GB　$255,000``,
  ``- 4x RTX 3090: $650–$750 each``): the price of the first system its label
  (before the colon, else before the amount) names -- not one counted after the
  colon (``晶典 AIW-4X：4×RTX PRO 6000…　$1,480,000``: a part of the thing
  listed) -- unless the label names money of another kind (revenue, 总计) outside
  a parenthesis.

The layout of rows and cells is read with ``pipeline.extractors.table_layout``;
each line is looked at once, so the work grows with the length of the text.
"""
from __future__ import annotations

import re
from typing import NamedTuple

from pipeline.extractors.table_layout import (
    LINE_MAX, Line, aligned, bare_row, delimited_cells, is_separator, item_value, pipe_cells,
)
from pipeline.link.cues import find_cues
from pipeline.link.parts import counted_aside, counted_in_cell
from pipeline.link.spans import Spans
from pipeline.types import Mention

_NOT_PRICES = ("none", "total")  # header words of money that is no system's price
_PER_ITEM = ("per_item", "rate")  # header words of a time per image, token or unit (秒/张)
_BULLET = re.compile(r"\s*[-–•·‧●▪◆*]\s?\S")
_COLON = re.compile(r"[:：]")
_ITEM_SEPARATOR = re.compile(r"[:：]|\t|\s{2,}|\s[-–—]\s")  # between an item's label and its value
_VALUE_START = re.compile(r"\s*(?:约|約|大约|about\s|around\s|from\s|only\s|~)?\s*(?:[$¥￥€£]|US\$|NT\$|HK\$|\d)", re.IGNORECASE)


def is_cell(m: Mention) -> bool:
    """The mention is a number under a unit stated once (a table cell, an item under its list's unit)."""
    return "/table:" in m.rule or "/intro:" in m.rule


def _in_parens(text: str, start: int, pos: int) -> bool:
    """``pos`` stands inside a parenthesis opened after ``start``."""
    seg = text[start:pos]
    return seg.count("(") + seg.count("（") > seg.count(")") + seg.count("）")


class Cell(NamedTuple):
    row: tuple[int, int]  # the row's line (start, end)
    header: tuple[int, int] | None  # the column's header cell, for a table cell


class Cells:
    """The rows and column headers of the cell mentions of one text."""

    def __init__(self, text: str, layout, systems: Spans, refs: Spans, lang: str):
        self.text, self.layout, self.systems, self.refs, self.lang = text, layout, systems, refs, lang
        self._kinds: dict[int, str] = {}
        self._top: dict[int, int] = {}  # row line -> the first line of its table (the header)
        self._cells: dict[int, Cell] = {}
        self._price_headers: dict[tuple[int, int], bool] = {}

    # -- layout ----------------------------------------------------------------------------
    def _line(self, li: int) -> Line:
        return Line(*self.layout.lines[li])

    def _kind(self, li: int) -> str:
        if li not in self._kinds:
            line, text = self._line(li), self.text
            if not text[line.start:line.end].strip():
                kind = "blank"
            elif is_separator(text, line):
                kind = "separator"
            elif pipe_cells(text, line) is not None:
                kind = "pipe"
            elif item_value(text, line) is not None:
                kind = "item"
            elif delimited_cells(text, line) is not None:
                kind = "delimited"
            else:
                kind = "other"
            self._kinds[li] = kind
        return self._kinds[li]

    def _header_line(self, li: int) -> int | None:
        """The first line of the table whose row is line ``li`` (its header), or None."""
        kind = self._kind(li)
        if kind not in ("pipe", "delimited"):
            return None
        same = ("pipe", "separator") if kind == "pipe" else ("delimited",)
        seen, k = [], li
        while k - 1 >= 0 and k not in self._top and self._kind(k - 1) in same:
            seen.append(k)
            k -= 1
        top = self._top.get(k, k)
        while self._kind(top) == "separator":
            top += 1
        for s in seen + [k]:
            self._top[s] = top
        return top if top < li else None

    def _cells_of(self, li: int):
        line = self._line(li)
        return pipe_cells(self.text, line) if self._kind(li) == "pipe" else delimited_cells(self.text, line)

    def of(self, q: Mention) -> Cell | None:
        """The row and column header of the cell mention ``q``, or None when it is no cell."""
        if not is_cell(q) and not (q.type == "price" and "/table:" not in q.rule):
            return None
        if q.start in self._cells:
            return self._cells[q.start]
        got = self._find(q) if is_cell(q) else self._own_currency(q)
        self._cells[q.start] = got
        return got

    def _own_currency(self, q: Mention) -> Cell | None:
        """An amount with its own currency in a row under a table's header, whose row or column names
        a system; else None (the amount is read like a sentence's)."""
        li = self.layout.line_of(q.start)
        start, end = self.layout.lines[li]
        if _BULLET.match(self.text, start) or self._kind(li) == "item":
            return self._list_item(q, start, end)
        top = self._header_line(li) if self._kind(li) in ("pipe", "delimited") else None
        if top is None or (bare_row(self.text, self._line(top))
                           and len(self._cells_of(top)) != len(self._cells_of(li))):
            return None  # no table; or rows without outer pipes that do not line up with a header (a byline)
        got = self._find(q)
        return got if got.header is not None and self.system(got) else None

    def _list_item(self, q: Mention, start: int, end: int) -> Cell | None:
        """A price list's item: the label (before the colon, else before the amount) as the row, when
        the item's value (after its last colon, dash or run of spaces) opens with an amount."""
        text = self.text
        if end - start > LINE_MAX:
            return None  # a paragraph, no item (and each line is read in bounded time)
        seps = list(_ITEM_SEPARATOR.finditer(text, start, q.start))
        if not seps or _VALUE_START.match(text, seps[-1].end()) is None:
            return None  # "- H100 sold for $30,000 while B200 goes for $40,000": a sentence, no item
        colon = _COLON.search(text, start, q.start)
        label = Cell((start, colon.start() if colon else seps[-1].start()), None)
        if not self.system(label):
            return None
        if any(c.category in _NOT_PRICES and not _in_parens(text, start, c.start)
               for c in find_cues(text, start, q.start, self.lang)):
            return None  # "- H100 revenue: $10B" (not "- EPYC 7532 (32 cores): $180")
        return label

    def _find(self, q: Mention) -> Cell:
        li = self.layout.line_of(q.start)
        row = self.layout.lines[li]
        header = None
        top = self._header_line(li)
        if top is not None:
            cells, heads = self._cells_of(li), self._cells_of(top)
            if cells and heads:
                cols = aligned(heads, cells, self._line(top), self._line(li))
                for c, col in zip(cells, cols):
                    if c.start <= q.start < max(c.end, c.start + 1) and col is not None:
                        header = (heads[col].start, heads[col].end)
                        break
        return Cell(row, header)

    # -- what the row and the column name ----------------------------------------------------
    def system(self, cell: Cell) -> str:
        """The system of the cell's row (its first, not one counted in a parenthesis: "TaiShan 200（2×鲲鹏920）"
        names the server's parts), else of its column's header; '' if none."""
        first = next((m for m in self.systems.between(*cell.row) if not counted_aside(self.text, m)
                      and not self._counted_part(cell, m)), None)
        if first is None and cell.header is not None:
            first = self.systems.first(*cell.header)
        return first.value if first is not None else ""

    def _counted_part(self, cell: Cell, m: Mention) -> bool:
        """System ``m`` is counted at the start of a cell after the row's first (``| nc.h100.8x | 8x H100 |``)."""
        li = self.layout.line_of(cell.row[0])
        if self._kind(li) not in ("pipe", "delimited"):
            return False
        cells = self._cells_of(li)
        return bool(cells) and m.start >= cells[0].end and counted_in_cell(self.text, m)

    def header_benchmark(self, cell: Cell) -> str:
        """The benchmark the cell's column header names, '' if none."""
        if cell.header is None:
            return ""
        got = self.refs.first(*cell.header)
        return got.value if got is not None else ""

    def per_item_column(self, cell: Cell) -> bool:
        """The cell's column header times one item (SDXL出图（秒/张）, "seconds per image"): its times
        are latencies, no time to train."""
        if cell.header is None:
            return False
        return any(c.category in _PER_ITEM for c in find_cues(self.text, cell.header[0], cell.header[1], self.lang))

    def price_column(self, cell: Cell) -> bool:
        """An amount in this cell is a price: its header names no money of another kind."""
        if cell.header is None:
            return True
        if cell.header not in self._price_headers:
            cues = find_cues(self.text, cell.header[0], cell.header[1], self.lang)
            self._price_headers[cell.header] = not any(c.category in _NOT_PRICES for c in cues)
        return self._price_headers[cell.header]
