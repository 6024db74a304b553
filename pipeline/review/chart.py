"""Inline SVG bar charts: train_time by system, one chart per benchmark.

Pure string building with every label escaped; no library, nothing fetched.
Bars are horizontal (system names are long) and sorted fastest first; when
the times span more than two orders of magnitude the axis is logarithmic,
and the chart says so.  At most MAX_BARS bars (the fastest) are drawn; the
others are counted under the chart.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from markupsafe import Markup, escape

BAR_H = 20
GAP = 6
LABEL_W = 160
PLOT_W = 340
VALUE_W = 110
TOP = 8
LOG_RATIO = 100.0
MAX_BARS = 30  # the fastest claims are drawn; the rest are counted under the chart


@dataclass(frozen=True)
class Bar:
    system: str  # "" = the document does not say
    minutes: float
    qualifier: str = "="
    doc_id: str = ""


def fmt_minutes(v: float) -> str:
    if v >= 100:
        return f"{v:,.0f}"
    return f"{v:.3g}" if v < 10 else f"{v:.1f}".rstrip("0").rstrip(".")


def bar_chart(benchmark: str, bars: list[Bar]) -> Markup:
    """One SVG: a bar per distinct (system, time) claim for ``benchmark``."""
    uniq: dict[tuple[str, float, str], Bar] = {}
    for b in bars:
        if b.minutes > 0 and math.isfinite(b.minutes):
            uniq.setdefault((b.system, b.minutes, b.qualifier), b)
    rows = sorted(uniq.values(), key=lambda b: (b.minutes, b.system))
    if not rows:
        return Markup("")
    more = len(rows) - MAX_BARS
    rows = rows[:MAX_BARS]
    lo, hi = rows[0].minutes, rows[-1].minutes
    log = hi / lo > LOG_RATIO
    if log:
        floor = 10 ** math.floor(math.log10(lo))
        span = math.log10(hi) - math.log10(floor) or 1.0

        def width(v: float) -> float:
            return max(2.0, PLOT_W * (math.log10(v) - math.log10(floor)) / span)
    else:
        def width(v: float) -> float:
            return max(2.0, PLOT_W * v / hi)

    height = TOP * 2 + len(rows) * (BAR_H + GAP) + 16
    total_w = LABEL_W + PLOT_W + VALUE_W
    title = f"train_time on {benchmark} by system (minutes{', log scale' if log else ''})"
    parts = [
        f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" role="img" '
        f'width="{total_w}" height="{height}" viewBox="0 0 {total_w} {height}" '
        f'data-benchmark="{escape(benchmark)}">',
        f"<title>{escape(title)}</title>",
    ]
    for i, b in enumerate(rows):
        y = TOP + i * (BAR_H + GAP)
        name = b.system or "(system not stated)"
        label = name if len(name) <= 24 else name[:23] + "…"
        q = "" if b.qualifier in ("", "=") else b.qualifier + " "
        w = width(b.minutes)
        parts.append(
            f'<g class="bar"><title>{escape(name)}: {escape(q)}{escape(fmt_minutes(b.minutes))} min'
            f' ({escape(b.doc_id)})</title>'
            f'<text x="{LABEL_W - 6}" y="{y + BAR_H - 5}" text-anchor="end">{escape(label)}</text>'
            f'<rect x="{LABEL_W}" y="{y}" width="{w:.1f}" height="{BAR_H}" rx="2"></rect>'
            f'<text class="v" x="{LABEL_W + w + 5:.1f}" y="{y + BAR_H - 5}">'
            f'{escape(q)}{escape(fmt_minutes(b.minutes))} min</text></g>'
        )
    axis_y = TOP + len(rows) * (BAR_H + GAP)
    parts.append(f'<line x1="{LABEL_W}" y1="{TOP - 2}" x2="{LABEL_W}" y2="{axis_y}" class="axis"></line>')
    parts.append(
        f'<text class="note" x="{LABEL_W}" y="{axis_y + 12}">'
        f'{"log scale" if log else "0"}'
        f'{f" · {more} slower claim(s) not drawn" if more > 0 else ""}</text>'
    )
    parts.append("</svg>")
    return Markup("".join(parts))
