"""Stage 8 of linking: restatements collapse into one claim.

- A figure stated twice in different units ("311.94 minutes, or 5.2 hours")
  is one claim, with the more precise figure; a currency conversion in
  parentheses is no claim of its own (``alternates``).
- Of the claims of a document (``collapse``): an exact repeat goes; a claim
  with less detail goes when another names what it leaves empty (a headline's
  "28.3分钟" with no benchmark beside the body's); a claim whose system was
  borrowed from context goes beside one that names its system; a headline
  figure goes when the body states it.

Claims are grouped by metric, unit and value, so each claim is compared only
with the few that state the same figure.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, defaultdict
from dataclasses import replace

from pipeline.schema import RELATIVE_TOLERANCE
from pipeline.types import Claim, Mention

_ALTERNATE = re.compile(r"\s?(?:or|或|即|,\s?or|\(|,即)\s?")
_CONVERSION = re.compile(r"\s?[(（]\s?(?:约|约合|合|约为|相当于|about|approximately|approx\.?|roughly|around|~|≈)?\s?",
                         re.IGNORECASE)
_CONVERTED = re.compile(r"(?:\s?/\s?[A-Za-z\u4e00-\u9fff-]{1,8}){0,3}\s?(?:之间)?\s?[,，]?\s?(?:按(?:当前|目前|现在的?)?汇率)?"
                        r"(?:换算下来|换算成|换算为|换算|折合|约合|折算|相当于|or)\s?(?:新台币|台币|人民币|港币)?\s?"
                        r"(?:约|大约|大概|约为|为|about|roughly|around|approximately|some)?\s?", re.IGNORECASE)
_GAP = 24  # figures further apart restate nothing


def _digits(s: str) -> int:
    return sum(ch.isdigit() for ch in s)


def alternates(text: str, qs: list[Mention]) -> set[int]:
    """Indexes of figures that restate the next or previous one in other units."""
    drop = set()
    for i in range(len(qs) - 1):
        a, b = qs[i], qs[i + 1]
        if b.start - a.end > _GAP or b.start < a.end:
            continue
        gap = text[a.end:b.start]
        if a.type == b.type and _ALTERNATE.fullmatch(gap):
            if a.type == "price" and gap.strip().startswith("("):
                drop.add(i + 1)  # a conversion in parentheses
                continue
            if a.type == "price" and a.unit != b.unit:
                continue
            da, db = _digits(text[a.start:a.end]), _digits(text[b.start:b.end])
            drop.add(i if da < db else i + 1)
        # 约新台币36万8000元 in parentheses after a price in another currency; "，换算约300万美元",
        # ", or roughly $2.8 million", "25万至30万美元之间，约合人民币180万…", "$2.49/GPU/hr，按汇率折合18块": the same
        # amount converted
        if a.type == b.type == "price" and (_CONVERSION.fullmatch(gap)
                                             or (a.unit != b.unit and _CONVERTED.fullmatch(gap))):
            drop.add(i + 1)
    return drop


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= RELATIVE_TOLERANCE * max(abs(a), abs(b))


class _Figure:
    """The claims of one metric, unit and value."""

    def __init__(self):
        self.combos: Counter = Counter()  # (system, benchmark) -> claims
        self.first: dict[tuple[str, str], int] = {}  # (system, benchmark) -> first claim
        self.with_system: Counter = Counter()  # benchmark -> claims naming a system
        self.with_bench: Counter = Counter()  # system -> claims naming a benchmark
        self.strong: Counter = Counter()  # (system, benchmark) -> claims naming a system not borrowed
        self.strong_bench: Counter = Counter()  # benchmark -> such claims
        self.total = 0
        self.strong_total = 0

    def add(self, i: int, c: Claim, weak: bool, heading: bool) -> None:
        combo = (c.system, c.benchmark)
        self.total += 1
        self.combos[combo] += 1
        self.first.setdefault(combo, i)
        if c.system:
            self.with_system[c.benchmark] += 1
        if c.benchmark:
            self.with_bench[c.system] += 1
        if not weak and c.system:
            self.strong_total += 1
            self.strong[combo] += 1
            self.strong_bench[c.benchmark] += 1


def _neighbours(values: list[float], v: float) -> list[float]:
    """The values in the sorted list ``values`` close to ``v`` (``v`` itself included)."""
    k = bisect_left(values, v)
    out = []
    for step, start in ((-1, k - 1), (1, k)):
        j = start
        while 0 <= j < len(values) and _close(values[j], v):
            out.append(values[j])
            j += step
    return out


def collapse(claims: list[tuple[Claim, bool, bool]]) -> list[Claim]:
    """Drop restatements: headlines the body repeats, exact repeats, repeats with less detail or a
    borrowed system."""
    body = Counter((c.unit, c.value) for c, _, heading in claims if not heading)
    body_values: dict[str, list[float]] = defaultdict(list)
    for unit, value in body:
        body_values[unit].append(value)
    for v in body_values.values():
        v.sort()
    claims = _headlines(claims, body, body_values)
    figures: dict[tuple, _Figure] = defaultdict(_Figure)  # (metric, unit, value)
    for i, (c, weak, heading) in enumerate(claims):
        figures[(c.metric, c.unit, c.value)].add(i, c, weak, heading)
    values: dict[tuple, list[float]] = defaultdict(list)
    for metric, unit, value in figures:
        values[(metric, unit)].append(value)
    for v in values.values():
        v.sort()
    keep = []
    for i, (c, weak, _) in enumerate(claims):
        same = [figures[(c.metric, c.unit, v)] for v in _neighbours(values[(c.metric, c.unit)], c.value)]
        if not _dropped(i, c, weak, same):
            keep.append(c)
    return keep


def _headlines(claims, body, body_values) -> list[tuple[Claim, bool, bool]]:
    """A headline repeating a figure of the body goes, lending the body's claim what it names and
    the body's does not (the headline's benchmark); a headline of its own takes the system of the
    body's claims on its benchmark and metric, when they name one."""
    by_figure: dict[tuple, list[int]] = defaultdict(list)  # (metric, unit, value) -> body claims
    by_workload: dict[tuple, set[str]] = defaultdict(set)  # (metric, benchmark) -> systems of body claims
    for i, (c, _, heading) in enumerate(claims):
        if not heading:
            by_figure[(c.metric, c.unit, c.value)].append(i)
            if c.benchmark:
                by_workload[(c.metric, c.benchmark)].add(c.system)
    out = list(claims)
    keep = [True] * len(claims)
    for i, (h, weak, heading) in enumerate(claims):
        if not heading:
            continue
        if any(body[(h.unit, v)] for v in _neighbours(body_values[h.unit], h.value)):
            keep[i] = False
            same = [j for v in _neighbours(body_values[h.unit], h.value) for j in by_figure.get((h.metric, h.unit, v), ())]
            if len({(out[j][0].system, out[j][0].benchmark) for j in same}) == 1:
                for j in same:
                    out[j] = (_lend(out[j][0], h), out[j][1], out[j][2])
        elif not h.system and h.benchmark:
            systems = by_workload.get((h.metric, h.benchmark), set())
            if len(systems) == 1 and "" not in systems:
                out[i] = (_with(h, system=next(iter(systems)), how="body"), weak, heading)
    return [t for t, k in zip(out, keep) if k]


def _lend(b: Claim, h: Claim) -> Claim:
    """The body's claim ``b`` with the fields its headline ``h`` names and it leaves empty."""
    if not b.benchmark and h.benchmark and h.system in ("", b.system):
        return _with(b, benchmark=h.benchmark, how="headline")
    if not b.system and h.system and h.benchmark in ("", b.benchmark):
        return _with(b, system=h.system, how="headline")
    return b


def _with(c: Claim, how: str, **fields) -> Claim:
    """``c`` with ``fields`` replaced, its rule saying where they came from."""
    parts = c.rule.split(":")
    for name in fields:
        parts = [f"{name}={how}" if p.startswith(name + "=") else p for p in parts]
    return replace(c, rule=":".join(parts), **fields)


def _dropped(i: int, c: Claim, weak: bool, same: list[_Figure]) -> bool:
    combo = (c.system, c.benchmark)
    for f in same:
        if f.first.get(combo, i) < i:
            return True  # an exact repeat
        others = f.total - f.combos[combo]
        if not others:
            continue
        # covered: another claim names what this one leaves empty
        if not c.system and not c.benchmark:
            return True
        if not c.system and f.with_system[c.benchmark]:
            return True
        if not c.benchmark and f.with_bench[c.system]:
            return True
        # a borrowed system beside a claim that names its own
        if weak:
            if not c.benchmark and f.strong_total - f.strong[combo] > 0:
                return True
            if c.benchmark and f.strong_bench[c.benchmark] - f.strong[combo] > 0:
                return True
    return False
