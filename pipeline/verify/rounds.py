"""MLPerf Training rounds: their names, their order, their publication dates.

``pipeline/data/verify_rounds.csv`` lists each round with the date MLCommons
published its results.  A round is written ``1.1`` inside the code and
``v1.1`` in the tables.  An article's round comes from its suite
(``MLPerf Training v1.1``, ``MLPerf训练V1.1``) or, failing that, from its date
(the last round published on or before it).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path

from pipeline.verify.errors import LogError, read_csv

DATA = Path(__file__).resolve().parent.parent / "data" / "verify_rounds.csv"
OTHER_SUITES = re.compile(
    r"\b(hpc|inference|tiny|storage|mobile|client|automotive|power|algoperf)\b|推理|推論", re.I)
TRAINING = re.compile(r"training|训练|訓練", re.I)
_VERSION = re.compile(r"v?\s*(\d+(?:\.\d+)+|\d+)(?![\d.])", re.I)
_ROUND = re.compile(r"v(\d+(?:\.\d+)*)$|(\d+\.\d+(?:\.\d+)*)$", re.I)
_DATE = re.compile(r"(\d{4})-(\d{1,2})(?:-(\d{1,2}))?")


def normalise_round(r: str) -> str:
    """"v1.1" -> "1.1", "3" -> "3.0", "v0.5.0" -> "0.5"."""
    r = str(r).strip().lstrip("vV").strip()
    if re.fullmatch(r"\d+", r):
        r += ".0"
    r = re.sub(r"^(\d+\.\d+)\.0$", r"\1", r)
    return r


def round_key(r: str) -> tuple[int, ...]:
    """Sort key of a round: "0.7" < "1.0" < "1.1" < "10.0"."""
    parts = re.findall(r"\d+", normalise_round(r))
    return tuple(int(p) for p in parts) or (-1,)


def shown(r: str) -> str:
    """"1.1" -> "v1.1" (empty stays empty)."""
    return f"v{normalise_round(r)}" if r else ""


def round_from_name(name: str) -> str | None:
    """``training_results_v1.1`` -> ``1.1``; None when the name has no round."""
    m = _ROUND.search(name.strip())
    return normalise_round(m.group(1) or m.group(2)) if m else None


@dataclass
class SuiteRound:
    round: str | None  # None: the suite states no round
    problem: str = ""  # why the claim cannot be checked (another suite)


def parse_suite(suite: str) -> SuiteRound:
    """"MLPerf Training v1.1" -> 1.1; "" -> no round; "MLPerf HPC 1.0" -> a problem."""
    s = suite.strip()
    if not s:
        return SuiteRound(None)
    if OTHER_SUITES.search(s) and not TRAINING.search(s):
        return SuiteRound(None, f"{s} is not a Training round")
    m = _VERSION.search(re.sub(r"mlperf", " ", s, flags=re.I))
    if not m:
        return SuiteRound(None)
    return SuiteRound(normalise_round(m.group(1)))


@lru_cache(maxsize=4)
def published_dates(path: str | Path = DATA) -> tuple[tuple[str, date], ...]:
    """(round, publication date), oldest first."""
    out = []
    for row in read_csv(path, ("round", "published")):
        if "_problem" in row:
            raise LogError(path, row["_problem"], row["_line"])
        d = parse_date(row["published"])
        if d is None:
            raise LogError(path, f"published {row['published']!r} is not a date (YYYY-MM-DD)",
                           row["_line"])
        out.append((normalise_round(row["round"]), d))
    return tuple(sorted(out, key=lambda rd: rd[1]))


def parse_date(text: str) -> date | None:
    """"2023-06-28" (or "2023-06", the first of the month; a time after it is ignored)."""
    m = _DATE.match(str(text).strip())
    if not m:
        return None
    try:
        return date(int(m.group(1)), int(m.group(2)), int(m.group(3) or 1))
    except ValueError:
        return None


def round_of_date(day: date) -> str | None:
    """The last round published on or before ``day`` (None before v0.5)."""
    found = None
    for rnd, published in published_dates():
        if published <= day:
            found = rnd
    return found


def earlier(rounds: list[str], rnd: str) -> list[str]:
    """The rounds of ``rounds`` before ``rnd``, the latest first."""
    k = round_key(rnd)
    return sorted((r for r in set(rounds) if round_key(r) < k), key=round_key, reverse=True)
