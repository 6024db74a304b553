"""Part of stage 3 of linking (``baselines``): a clause of its own that compares, before the figure's.

"…成绩相较上一轮以HGX H100平台ESC N8A-E12提交的成绩，训练时间缩短19%": the clause right before the
figure's holds a comparison marker (相较, 相比, 比起, 较之, 对比) and no figure of its own; what follows
the marker to the clause's end is what the figure is compared against, wherever the clause stands
in the sentence (one that opens the sentence is read by ``baselines`` already).
"""
from __future__ import annotations

import re

ZH_CLAUSE_MARKERS = r"相比于|相比|相较于|相较|较之|比起|对比"  # a clause of its own that compares opens with one
_ZH_CLAUSE_MARKER = re.compile(ZH_CLAUSE_MARKERS)


def comparing_clause(text: str, layout, figures, cs: int) -> tuple[int, int] | None:
    """(start, end) of what the clause right before the clause at ``cs`` compares against, when it
    holds a comparison marker and no figure (``figures``: Spans of the quantity mentions); else None."""
    _, _, _, prev = layout.place_of(cs)
    if prev is None:
        return None
    ps, pe = prev
    if figures.any_between(ps, pe):
        return None
    mk = _ZH_CLAUSE_MARKER.search(text, ps, pe)
    if mk is None or text.startswith(("之下", "而言"), mk.end()):
        return None  # 相比之下: by contrast, no baseline
    end = pe - 1 if text[pe - 1] in "，," else pe
    return (mk.end(), end) if end > mk.end() else None
