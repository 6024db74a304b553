"""Read the official scores table (``mlperf-training-scores.csv``).

One row per (round, submitter, system, benchmark) of MLPerf Training v0.5 and
later, computed from the official logs with each round's rule (see the
table's own ``.md``).  The copy shipped in ``pipeline/data/verify_scores.csv``
is used when no ``--reference`` is given.  A malformed row (a score that is
not a number, an unknown benchmark folder, too many fields) is reported by
path and line and skipped; a missing column stops with one line.
"""
from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.verify.benchmarks import benchmark_of
from pipeline.verify.errors import LogError, read_csv
from pipeline.verify.rounds import normalise_round
from pipeline.verify.submission import Submission

BUNDLED = Path(__file__).resolve().parent.parent / "data" / "verify_scores.csv"
FILE_NAME = "mlperf-training-scores.csv"
REQUIRED = ("round", "submitter", "division", "system_dir", "system_name", "benchmark",
            "accelerator_model_name", "accelerators_total", "score_min", "rcp_factor",
            "status", "source_path")


@dataclass
class ScoreTable:
    path: str
    submissions: list[Submission] = field(default_factory=list)
    problems: list[LogError] = field(default_factory=list)


def _number(text: str, what: str, positive: bool = True) -> float | None:
    if not text:
        return None
    try:
        x = float(text)
    except ValueError:
        raise ValueError(f"{what} {text!r} is not a number") from None
    if not math.isfinite(x) or (positive and x <= 0):
        raise ValueError(f"{what} {text!r} is not a positive number")
    return x


def _row(row: dict) -> Submission:
    rnd = normalise_round(row["round"])
    if not rnd or not rnd[0].isdigit():
        raise ValueError(f"round {row['round']!r} is not a round (v1.1)")
    bench = benchmark_of(row["benchmark"], rnd)
    if bench is None:
        raise ValueError(f"benchmark folder {row['benchmark']!r} is not a Training "
                         f"benchmark of v{rnd} known here")
    count = row["accelerators_total"]
    if count and not count.isdigit():
        raise ValueError(f"accelerators_total {count!r} is not a whole number")
    division = row["division"].lower()
    if division not in ("closed", "open"):
        raise ValueError(f"division {row['division']!r} is neither closed nor open")
    return Submission(
        round=rnd, submitter=row["submitter"], system_dir=row["system_dir"],
        benchmark=bench.name, system_name=row["system_name"], division=division,
        accelerators=int(count) if count else None,
        accelerator=row["accelerator_model_name"],
        score=_number(row["score_min"], "score_min"),
        rcp_factor=_number(row["rcp_factor"], "rcp_factor"),
        status=row["status"] or "ok", source=row["source_path"],
        expected_runs=bench.runs,
    )


def load_scores(path: str | os.PathLike = BUNDLED) -> ScoreTable:
    """Every usable row of a scores table; LogError when the file itself is unusable."""
    table = ScoreTable(path=str(path))
    for row in read_csv(path, REQUIRED):
        if "_problem" in row:
            table.problems.append(LogError(path, row["_problem"], row["_line"]))
            continue
        try:
            sub = _row(row)
        except ValueError as exc:
            table.problems.append(LogError(path, f"{exc}; row skipped", row["_line"]))
            continue
        if sub.score is None:
            sub.note = {"unreadable": "no score: every log of it is missing from the "
                        "reference (4 MiB or more)"}.get(sub.status, "no valid score under "
                                                         "the rules (failed or missing runs)")
        elif sub.status == "missing_logs":
            sub.note = "some logs missing: scored on the others"
        table.submissions.append(sub)
    return table
