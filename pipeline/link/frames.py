"""Stage 5 of linking: lists and tables, and the line that introduces them.

The items of a list carry the subject (and workload) of the line that
introduces the list (GOLD.md).  An item line is

- a line that starts with a bullet or an item number (``- ``, ``•``, ``1.``);
- a short line without final punctuation after a line ending with a colon
  ("附上数值如下：" then "内存带宽是H100的1.6倍");
- a line after a line holding nothing but a bullet ("-\n XE9680L …");
- a row of a table whose header names the unit (the table's cells are the
  mentions whose rule says ``table``); the line before the header introduces it.

A bullet indented under a shorter item or heading that names a system ("一、HS-8890G（8×H200）"
over "　．BERT：5.3分鐘") is an item of that line's list: a nested list, introduced by its
parent (``names`` says which lines name one).

Blank lines between items do not end a list; any other line does.
"""
from __future__ import annotations

import re

from pipeline.link.sentences import Layout, is_bullet

_MARKER = re.compile(r"[-–•·‧・●▪◆*]")
SHORT_ITEM = 60  # a line after a colon this short, without final punctuation, is an item
_FINAL = "。.!?！？"
_PARENT_LINES = 12  # lines looked back over for the item a nested bullet stands under


class Frames:
    """For each item line, the line that introduces its list."""

    def __init__(self, text: str, layout: Layout, table_rows: set[int], names=None):
        self.frame_of: dict[int, int] = {}  # item line -> introducing line
        kinds = [self._kind(text, s, e, li in table_rows) for li, (s, e) in enumerate(layout.lines)]
        indents = [len(text[s:e]) - len(text[s:e].lstrip()) for s, e in layout.lines]
        marker = False
        for li, kind in enumerate(kinds):  # "-" alone on a line: the next line is the item
            if kind == "marker":
                kinds[li], marker = "blank", True
            elif kind != "blank":
                if marker and kind in ("line", "short", "colon"):
                    kinds[li] = "bullet"
                marker = False
        last = None  # the last non-blank line that is no item, and its kind
        frame = None  # the introducing line of the list being read
        for li, kind in enumerate(kinds):
            if kind == "blank":
                continue
            item = None
            if kind == "bullet":
                parent = self._parent(kinds, indents, li)
                if parent is not None and names is not None and names(*layout.lines[parent]):
                    item = parent
                else:
                    item = frame if frame is not None else last
            elif kind == "row":
                # the line before the first row is the table's header; the one before it introduces it
                item = frame if frame is not None else self._before(kinds, last)
            elif kind == "short" and frame is not None and kinds[frame] == "colon":
                item = frame
            elif kind == "short" and last is not None and kinds[last] == "colon" and frame is None:
                item = last
            if item is not None:
                self.frame_of[li] = item
                frame = item
                continue
            frame, last = None, li
        self._drop_single_items(kinds)

    def _drop_single_items(self, kinds: list[str]) -> None:
        """A list has two items at least: a lone short line after a colon is no item."""
        by_frame: dict[int, list[int]] = {}
        for li, f in self.frame_of.items():
            by_frame.setdefault(f, []).append(li)
        for f, items in by_frame.items():
            if len(items) < 2 and all(kinds[li] == "short" for li in items):
                for li in items:
                    del self.frame_of[li]

    @staticmethod
    def _kind(text: str, s: int, e: int, row: bool) -> str:
        stripped = text[s:e].strip()
        if not stripped:
            return "blank"
        if row:
            return "row"
        if _MARKER.fullmatch(stripped):
            return "marker"
        if is_bullet(text, s, e):
            return "bullet"
        if stripped[-1] in ":：":
            return "colon"
        if len(stripped) <= SHORT_ITEM and stripped[-1] not in _FINAL:
            return "short"
        return "line"

    @staticmethod
    def _parent(kinds: list[str], indents: list[int], li: int) -> int | None:
        """The short line or item less indented than bullet ``li`` that it stands under, or None."""
        for k in range(li - 1, max(-1, li - _PARENT_LINES), -1):
            if kinds[k] == "blank" or indents[k] >= indents[li]:
                continue
            return k if kinds[k] in ("bullet", "short", "colon") else None
        return None

    @staticmethod
    def _before(kinds: list[str], li: int | None) -> int | None:
        if li is None:
            return None
        k = li - 1
        while k >= 0 and kinds[k] == "blank":
            k -= 1
        return k if k >= 0 else li

    def frame(self, line: int) -> int | None:
        """The line introducing the list that line ``line`` is an item of, or None."""
        return self.frame_of.get(line)
