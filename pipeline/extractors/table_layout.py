"""The layout of tables and lists in plain text: which lines are rows, which
spans are their cells, which lines are the items of a list and where an item's
value stands.  Offsets are into the text; nothing here reads units.

- A markdown row: ``| gn7e | 1 × A100 80GB | 34.74 |`` (cells between pipes);
  ``|---|:---:|`` is its separator.  A row without its outer pipes (``RTX 5090 |
  32GB | 16499``) counts when it has ``BARE_CELLS`` cells at least, each one
  holding something and set off by a space on both sides of its pipes (a
  byline ``Blog | Pricing`` has two); ``bare_row`` tells such a row apart.
- A delimited row: cells separated by tabs or by two spaces or more
  (``gpu-h100-x8  8x H100 SXM  208  21.84``).
- A list item: ``- A100 80G：6.68``, ``v0.7 - Selene (DGX A100): 0.83``, a
  label, a colon, then the value (which starts with a number).

Lines longer than ``LINE_MAX`` are no rows or items, and a row has at most
``CELLS_MAX`` cells, so a line is read in time linear in its length.
"""
from __future__ import annotations

import re
from typing import NamedTuple

LINE_MAX = 400
CELLS_MAX = 40
BARE_CELLS = 3
_SEPARATOR = re.compile(r"\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*")
_BARE_BAR = re.compile(r"(?<=\S)\s+\|\s+(?=\S)")  # a pipe between cells of a row without outer pipes
_DELIMITER = re.compile(r"\t+| {2,}")
_ITEM = re.compile(r"\s*(?:[-–•·●▪◆*]\s*|\d{1,2}[.)、]\s+)?(?P<label>[^:：\n]{1,60}?)\s*[:：]\s*(?P<value>.+?)\s*")
_ITEM_VALUE_START = re.compile(r"(?:[约約~≈]|about |around |roughly |up to )?\s?\d")


class Cell(NamedTuple):
    start: int
    end: int


class Line(NamedTuple):
    start: int
    end: int  # the end of its text, before the line break


def lines(text: str) -> list[Line]:
    out, pos = [], 0
    for raw in text.splitlines(keepends=True):
        body = raw.rstrip("\r\n")
        out.append(Line(pos, pos + len(body)))
        pos += len(raw)
    return out


def _stripped(text: str, s: int, e: int) -> Cell:
    while s < e and text[s].isspace():
        s += 1
    while e > s and text[e - 1].isspace():
        e -= 1
    return Cell(s, e)


def is_separator(text: str, line: Line) -> bool:
    return "-" in text[line.start:line.end] and _SEPARATOR.fullmatch(text, line.start, line.end) is not None


def pipe_cells(text: str, line: Line) -> list[Cell] | None:
    """The cells of a markdown row, or None when the line is none."""
    s, e = line
    if e - s > LINE_MAX:
        return None
    body = text[s:e]
    lead = len(body) - len(body.lstrip())
    if body[lead:lead + 1] != "|":
        return _bare_cells(text, line)
    if body.count("|") < 2 or body.count("|") > CELLS_MAX + 1:
        return None
    bars = [s + i for i, c in enumerate(body) if c == "|"]
    if text[e - 1:e] != "|" and text[bars[-1] + 1:e].strip():
        bars.append(e)  # a last cell without its closing pipe
    return [_stripped(text, a + 1, b) for a, b in zip(bars, bars[1:])]


def bare_row(text: str, line: Line) -> bool:
    """The line is a row without outer pipes (``RTX 5090 | 32GB | 16499``)."""
    body = text[line.start:line.end].lstrip()
    return bool(body) and body[0] != "|" and "|" in body


def _bare_cells(text: str, line: Line) -> list[Cell] | None:
    """The cells of a row without outer pipes, or None."""
    s, e = _stripped(text, *line)
    if text.count("|", s, e) < BARE_CELLS - 1 or text.count("|", s, e) > CELLS_MAX or text[e - 1] == "|":
        return None
    bars = list(_BARE_BAR.finditer(text, s, e))
    if len(bars) != text.count("|", s, e):
        return None  # a pipe without spaces around it, or two in a row: no row of cells
    cells, pos = [], s
    for m in bars:
        cells.append(Cell(pos, m.start()))
        pos = m.end()
    cells.append(Cell(pos, e))
    return cells


def delimited_cells(text: str, line: Line) -> list[Cell] | None:
    """The cells of a row whose cells are separated by tabs or runs of spaces (two at least), or None."""
    s, e = _stripped(text, *line)
    if e - s > LINE_MAX or e <= s:
        return None
    if text.find("\t", s, e) < 0 and text.find("  ", s, e) < 0:
        return None  # no delimiter (a paragraph, most lines): one cell, no row
    cells, pos = [], s
    for m in _DELIMITER.finditer(text, s, e):
        cells.append(Cell(pos, m.start()))
        pos = m.end()
        if len(cells) > CELLS_MAX:
            return None
    cells.append(Cell(pos, e))
    return cells if len(cells) >= 2 else None


def item_value(text: str, line: Line) -> Cell | None:
    """The value of a list item ``label: value`` when it starts with a number, or None."""
    s, e = line
    if e - s > LINE_MAX:
        return None
    if text.find(":", s, e) < 0 and text.find("：", s, e) < 0:
        return None  # no colon, no label: the pattern cannot match (most lines)
    m = _ITEM.fullmatch(text, s, e)
    if m is None or not _ITEM_VALUE_START.match(text, m.start("value")):
        return None
    if not any(c.isalpha() for c in m.group("label")):
        return None  # 10:30, a clock time or a score
    return Cell(m.start("value"), m.end("value"))


def aligned(header: list[Cell], row: list[Cell], header_line: Line, row_line: Line) -> list[int | None]:
    """For each cell of ``row``, the index of its header cell: by position when the counts match,
    else the header cell its columns overlap most (space-aligned tables), or None."""
    if len(header) == len(row):
        return list(range(len(row)))
    out: list[int | None] = []
    for c in row:
        a, b = c.start - row_line.start, c.end - row_line.start
        best, overlap = None, 0
        for i, h in enumerate(header):
            o = min(b, h.end - header_line.start) - max(a, h.start - header_line.start)
            if o > overlap:
                best, overlap = i, o
        out.append(best)
    return out
