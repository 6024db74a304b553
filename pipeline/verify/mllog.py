"""Parse one MLPerf run log: the ``:::MLLOG {json}`` events that score a run.

A run's time is ``(run_stop.time_ms - run_start.time_ms) / 60000`` minutes; a
run whose ``run_stop`` has ``metadata.status`` other than ``success`` did not
reach the quality target (it counts as failed).  Only the first occurrence of
each key is used.  A log that cannot be scored raises :class:`LogError`,
whose ``str()`` names the file and the problem.  A malformed ``:::MLLOG``
line (not JSON, nested too deeply to parse, ``NaN`` or ``Infinity`` where a
number belongs) is skipped and reported in :attr:`Run.problems` with its line
number; it never stops the log.
"""
from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.verify.errors import LogError

__all__ = ["LogError", "Run", "parse_log", "parse_text"]

MARKER = ":::MLLOG"
KEYS_KEPT = (
    "submission_benchmark", "submission_division", "submission_org",
    "submission_platform", "submission_status", "global_batch_size",
)


@dataclass(frozen=True)
class Run:
    path: str
    minutes: float
    status: str  # run_stop's metadata.status ("success", "aborted", ...)
    events: dict = field(default_factory=dict, compare=False)  # KEYS_KEPT -> value
    problems: tuple[LogError, ...] = field(default=(), compare=False)  # lines skipped

    @property
    def success(self) -> bool:
        return self.status == "success"


def _not_a_number(name: str):
    raise ValueError(f"{name} is not a number")


def _event(payload: str) -> dict:
    """One MLLOG event, or ValueError saying why the line is unusable."""
    try:
        event = json.loads(payload, parse_constant=_not_a_number)
    except RecursionError:
        raise ValueError("nested too deeply to read") from None
    except ValueError as exc:
        raise ValueError(f"not valid JSON ({exc})") from None
    if not isinstance(event, dict) or not isinstance(event.get("key"), str):
        raise ValueError("not an event (no \"key\")")
    return event


def _events(lines, path) -> tuple[dict[str, dict], list[LogError]]:
    """First event of each key, and the MLLOG lines skipped (with their line numbers)."""
    first: dict[str, dict] = {}
    skipped: list[LogError] = []
    for n, line in enumerate(lines, 1):
        at = line.find(MARKER)
        if at < 0:
            continue
        try:
            event = _event(line[at + len(MARKER):])
        except ValueError as exc:
            skipped.append(LogError(path, f"MLLOG line skipped: {exc}", n))
            continue
        first.setdefault(event["key"], event)
    return first, skipped


def _time_ms(event: dict, key: str, path) -> float:
    t = event.get("time_ms")
    if isinstance(t, bool) or not isinstance(t, (int, float)) or not math.isfinite(t):
        raise LogError(path, f"{key} has no numeric time_ms")
    return float(t)


def _status(stop: dict) -> str:
    meta = stop.get("metadata")
    if isinstance(meta, dict) and isinstance(meta.get("status"), str):
        return meta["status"]
    value = stop.get("value")
    if isinstance(value, dict) and "success" in value:
        return "success" if value["success"] is True else "aborted"
    return "unknown"


def parse_text(text: str, path: str | os.PathLike = "<log>") -> Run:
    events, skipped = _events(text.splitlines(), path)
    note = ""
    if skipped:
        first = skipped[0]
        note = (f" ({len(skipped)} MLLOG line(s) skipped; line {first.line}: "
                f"{first.problem.removeprefix('MLLOG line skipped: ')})")
    for key in ("run_start", "run_stop"):
        if key not in events:
            raise LogError(path, f"no {key} event{note}")
    start = _time_ms(events["run_start"], "run_start", path)
    stop = _time_ms(events["run_stop"], "run_stop", path)
    if stop < start:
        raise LogError(path, "run_stop is earlier than run_start")
    kept = {k: events[k].get("value") for k in KEYS_KEPT if k in events}
    return Run(path=str(path), minutes=(stop - start) / 60000.0,
               status=_status(events["run_stop"]), events=kept, problems=tuple(skipped))


def parse_log(path: str | os.PathLike) -> Run:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise LogError(path, f"cannot be read ({exc.strerror or exc})") from None
    return parse_text(data.decode("utf-8", errors="replace"), path)
