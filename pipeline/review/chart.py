"""What the train_time charts show: one MLPerf round at a time, one chart per benchmark.

Times of different rounds are not comparable (the rules, the reference
implementations and the hardware change), so the charts show one round at a
time, picked on the page.  A bar is a distinct (system, time, qualifier)
claim; a claim with no system says nothing about a system and is counted
under its chart instead of being drawn.  The page's script draws the bars
(SVG) from the results, so that the charts follow the filters and the
search; this module decides which results are charted and under which round.
"""
from __future__ import annotations

import math
import re

NOT_STATED = "round not stated"
_ROUND = re.compile(r"^MLPerf(?:\s+(?P<kind>[A-Za-z]+))?\s+v(?P<version>\d+(?:\.\d+)*)$")


def round_of(suite: str, metric: str = "train_time") -> str:
    """The round a result belongs to, from its suite: "MLPerf v3.1" of a train_time is Training v3.1."""
    suite = " ".join(str(suite or "").split())
    if not suite:
        return NOT_STATED
    m = _ROUND.match(suite)
    if not m:
        return suite
    kind = m.group("kind") or ("Training" if metric == "train_time" else "")
    return f"MLPerf {kind} v{m.group('version')}".replace("  ", " ")


def minutes(result: dict) -> float | None:
    """The time a train_time result states, in minutes (None when it cannot be drawn)."""
    if result.get("metric") != "train_time" or result.get("unit") != "min":
        return None
    try:
        v = float(str(result.get("value", "")).strip())
    except ValueError:
        return None
    return v if math.isfinite(v) and v > 0 else None


def charted(result: dict) -> bool:
    """A bar of a chart: a train_time in minutes with a system."""
    return minutes(result) is not None and bool(str(result.get("system", "")).strip())


def _version_key(label: str) -> tuple:
    m = re.search(r"v(\d+(?:\.\d+)*)$", label)
    version = tuple(int(x) for x in m.group(1).split(".")) if m else ()
    return (label == NOT_STATED, not label.startswith("MLPerf Training"), tuple(-x for x in version), label)


def rounds(results: list[dict]) -> list[tuple[str, int]]:
    """(round, number of charted claims) for the rounds with train_time results, newest first."""
    counts: dict[str, int] = {}
    for r in results:
        if minutes(r) is not None:
            rnd = round_of(r.get("suite", ""))
            counts[rnd] = counts.get(rnd, 0) + (1 if charted(r) else 0)
    return sorted(counts.items(), key=lambda kv: _version_key(kv[0]))


def default_round(results: list[dict]) -> str:
    """The round shown first: the stated round with the most charted claims (the newest of equals);
    claims whose round is not stated only when no round is."""
    found = rounds(results)
    stated = [(rnd, n) for rnd, n in found if rnd != NOT_STATED and n] or found
    if not stated:
        return ""
    best = max(n for _, n in stated)
    return next(rnd for rnd, n in stated if n == best)


def chart_groups(results: list[dict]) -> dict[tuple[str, str], list[dict]]:
    """(round, benchmark) -> the charted results, as the page draws them with no filter."""
    groups: dict[tuple[str, str], list[dict]] = {}
    for r in results:
        if charted(r):
            key = (round_of(r.get("suite", "")), r.get("benchmark") or "(benchmark not stated)")
            groups.setdefault(key, []).append(r)
    return groups
