"""Parse one MLPerf run log: the ``:::MLLOG {json}`` events that score a run.

A run's time is ``(run_stop.time_ms - run_start.time_ms) / 60000`` minutes; a
run whose ``run_stop`` has ``metadata.status`` other than ``success`` did not
reach the quality target (it counts as failed).  Only the first occurrence of
each key is used.  A log that cannot be scored raises :class:`LogError`,
whose ``str()`` names the file and the problem.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

MARKER = ":::MLLOG"
KEYS_KEPT = (
    "submission_benchmark", "submission_division", "submission_org",
    "submission_platform", "submission_status", "global_batch_size",
)


class LogError(Exception):
    """A log or system file that cannot be used: names the path and the problem."""

    def __init__(self, path: str | os.PathLike, problem: str):
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{self.path}: {problem}")


@dataclass(frozen=True)
class Run:
    path: str
    minutes: float
    status: str  # run_stop's metadata.status ("success", "aborted", ...)
    events: dict = field(default_factory=dict, compare=False)  # KEYS_KEPT -> value

    @property
    def success(self) -> bool:
        return self.status == "success"


def _events(lines) -> tuple[dict[str, dict], int]:
    """First event of each key, and the number of MLLOG lines that were not JSON."""
    first: dict[str, dict] = {}
    bad = 0
    for line in lines:
        at = line.find(MARKER)
        if at < 0:
            continue
        try:
            event = json.loads(line[at + len(MARKER):])
        except ValueError:
            bad += 1
            continue
        if not isinstance(event, dict) or not isinstance(event.get("key"), str):
            bad += 1
            continue
        first.setdefault(event["key"], event)
    return first, bad


def _time_ms(event: dict, key: str, path) -> float:
    t = event.get("time_ms")
    if isinstance(t, bool) or not isinstance(t, (int, float)):
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
    events, bad = _events(text.splitlines())
    note = f" ({bad} MLLOG line(s) not valid JSON)" if bad else ""
    for key in ("run_start", "run_stop"):
        if key not in events:
            raise LogError(path, f"no {key} event{note}")
    start = _time_ms(events["run_start"], "run_start", path)
    stop = _time_ms(events["run_stop"], "run_stop", path)
    if stop < start:
        raise LogError(path, "run_stop is earlier than run_start")
    kept = {k: events[k].get("value") for k in KEYS_KEPT if k in events}
    return Run(path=str(path), minutes=(stop - start) / 60000.0,
               status=_status(events["run_stop"]), events=kept)


def parse_log(path: str | os.PathLike) -> Run:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise LogError(path, f"cannot be read ({exc.strerror or exc})") from None
    return parse_text(data.decode("utf-8", errors="replace"), path)
