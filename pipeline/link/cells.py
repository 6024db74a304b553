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
  revenue, 总计) -- and a time is a time to train.

The layout of rows and cells is read with ``pipeline.extractors.table_layout``;
each line is looked at once, so the work grows with the length of the text.
"""
from __future__ import annotations

from typing import NamedTuple

from pipeline.extractors.table_layout import Line, aligned, delimited_cells, is_separator, item_value, pipe_cells
from pipeline.link.cues import find_cues
from pipeline.link.parts import counted_aside
from pipeline.link.spans import Spans
from pipeline.types import Mention

_NOT_PRICES = ("none", "total")  # header words of money that is no system's price


def is_cell(m: Mention) -> bool:
    """The mention is a number under a unit stated once (a table cell, an item under its list's unit)."""
    return "/table:" in m.rule or "/intro:" in m.rule


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
        if not is_cell(q):
            return None
        if q.start in self._cells:
            return self._cells[q.start]
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
        got = Cell(row, header)
        self._cells[q.start] = got
        return got

    # -- what the row and the column name ----------------------------------------------------
    def system(self, cell: Cell) -> str:
        """The system of the cell's row (its first, not one counted in a parenthesis: "TaiShan 200（2×鲲鹏920）"
        names the server's parts), else of its column's header; '' if none."""
        first = next((m for m in self.systems.between(*cell.row) if not counted_aside(self.text, m)), None)
        if first is None and cell.header is not None:
            first = self.systems.first(*cell.header)
        return first.value if first is not None else ""

    def header_benchmark(self, cell: Cell) -> str:
        """The benchmark the cell's column header names, '' if none."""
        if cell.header is None:
            return ""
        got = self.refs.first(*cell.header)
        return got.value if got is not None else ""

    def price_column(self, cell: Cell) -> bool:
        """An amount in this cell is a price: its header names no money of another kind."""
        if cell.header is None:
            return True
        if cell.header not in self._price_headers:
            cues = find_cues(self.text, cell.header[0], cell.header[1], self.lang)
            self._price_headers[cell.header] = not any(c.category in _NOT_PRICES for c in cues)
        return self._price_headers[cell.header]
