"""Numbers in the cells of a plain-text table whose header names the unit.

"基准测试 训练时间 (分钟)" followed by lines ending in a number: the header's
unit applies to each line's last number, until a line without one.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import case_key, units
from pipeline.types import Mention


@lru_cache(maxsize=1)
def _header_re() -> re.Pattern:
    surfaces = sorted({u.surface for u in units() if u.position == "after" and u.type == "time"}, key=len, reverse=True)
    alt = "|".join(re.escape(s) for s in surfaces)
    return re.compile(rf"[(（]\s*(?P<unit>{alt})\s*[)）]\s*$", re.IGNORECASE)


_CELL = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*$")


def find_table_cells(text: str, blocked) -> list[Mention]:
    out = []
    lines = text.splitlines(keepends=True)
    header_re = _header_re()
    pos = 0
    unit = None
    for line in lines:
        body = line.rstrip("\r\n")
        header = header_re.search(body) if ")" in body or "）" in body else None  # a header ends in a parenthesis
        if header:
            surf = case_key(header.group("unit"))
            unit = next(u for u in units() if case_key(u.surface) == surf and u.type == "time")
        elif unit is not None:
            m = _CELL.search(body)
            if not m or not body.strip():
                unit = None
            elif not blocked(pos + m.start(1), pos + m.end(1)):
                value = float(m.group(1)) * unit.factor
                out.append(Mention("time", pos + m.start(1), pos + m.end(1), "", value, unit.unit, "=", f"time/table:{unit.surface}"))
        pos += len(line)
    return out
