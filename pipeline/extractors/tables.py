"""Numbers in the cells of a plain-text table whose header names the unit.

"基准测试 训练时间 (分钟)", "System  Price (USD)", "模型 提升 (%)" followed by
lines ending in a number: the header's unit applies to each line's last
number, until a line without one (GOLD.md: a unit in a column's header applies
to its cells).  A header's 元 is the currency of the script (CNY, TWD in
Traditional).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.currency import default_currency
from pipeline.extractors.lexicon import Unit, case_key, units
from pipeline.extractors.numbers import ARABIC
from pipeline.types import Mention


@lru_cache(maxsize=1)
def _header_units() -> dict[str, Unit]:
    """Header surface (case folded) -> unit: every unit written after a number, and currency signs."""
    table: dict[str, Unit] = {}
    for u in sorted(units(), key=lambda u: u.position != "after"):
        if u.position == "after" or (u.position == "before" and u.type == "price"):
            table.setdefault(case_key(u.surface), u)
    return table


@lru_cache(maxsize=1)
def _header_re() -> re.Pattern:
    alt = "|".join(re.escape(s) for s in sorted(_header_units(), key=len, reverse=True))
    return re.compile(rf"[(（]\s*(?P<unit>{alt})\s*[)）]\s*$", re.IGNORECASE)


_CELL = re.compile(rf"(?<![\w.,])({ARABIC})\s*$")
_HEADER_MAX, _ROW_MAX = 120, 80  # characters of a table's header line and of its rows


def find_table_cells(text: str, blocked, script: str = "zh-Hans") -> list[Mention]:
    out = []
    lines = text.splitlines(keepends=True)
    header_re = _header_re()
    pos = 0
    unit = None
    for line in lines:
        body = line.rstrip("\r\n")
        header = (header_re.search(body) if (")" in body or "）" in body) and len(body) <= _HEADER_MAX
                  else None)  # a header ends in a parenthesis
        if header:
            unit = _header_units()[case_key(header.group("unit"))]
        elif unit is not None:
            m = _CELL.search(body) if len(body) <= _ROW_MAX else None
            if not m or not body.strip():
                unit = None
            elif not blocked(pos + m.start(1), pos + m.end(1)):
                value = float(m.group(1).replace(",", "")) * unit.factor
                currency = default_currency(script) if unit.type == "price" and unit.surface == "元" else unit.unit
                out.append(Mention(unit.type, pos + m.start(1), pos + m.end(1), "", value, currency, "=",
                                   f"{unit.type}/table:{unit.surface}"))
        pos += len(line)
    return out
