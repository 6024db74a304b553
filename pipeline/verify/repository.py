"""Walk MLPerf Training result repositories and score every submission.

Layout (the official one): ``<Submitter>/systems/<system>.json`` describes a
system; ``<Submitter>/results/<system>/<benchmark>/result_*.txt`` are its
runs, and a ``scaling.json`` beside them holds the RCP factor the review
applied.  A submission is one (submitter, system, benchmark); its score is the
olympic mean of its run times (:func:`olympic_mean`).  Logs are read in the
``:::MLLOG`` format of v0.7 and later; the earlier rounds are in the scores
table.  Problems (a malformed log or log line, bad JSON, a result folder with
no system file, missing runs) are collected as :class:`LogError` and never
stop the walk.
"""
from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.verify.benchmarks import benchmark_of
from pipeline.verify.errors import LogError
from pipeline.verify.mllog import parse_log
from pipeline.verify.rounds import normalise_round, round_from_name, round_key
from pipeline.verify.submission import SUBMISSION_COLUMNS, Submission

__all__ = ["Repository", "find_repositories", "load_repository", "normalise_round",
           "olympic_mean", "round_from_name", "Submission", "SUBMISSION_COLUMNS"]

DIVISIONS = {"closed": "closed", "close": "closed", "open": "open"}


@dataclass
class Repository:
    path: str
    round: str
    submissions: list[Submission] = field(default_factory=list)
    problems: list[LogError] = field(default_factory=list)
    logs: int = 0


def olympic_mean(times: list[float], failed: int, expected: int, drop: int = 1
                 ) -> tuple[float | None, str]:
    """The score of a submission and a note (why there is none, or what was dropped).

    ``times`` are the successful runs' minutes; each failed run counts as the
    slowest.  Fewer runs than ``expected`` (logs missing) gives no score.
    """
    total = len(times) + failed
    if total < expected:
        return None, f"only {total} of {expected} runs present"
    if total <= 2 * drop:
        return None, f"{total} runs are too few to drop {drop} fastest and slowest"
    ordered = sorted(times) + [math.inf] * failed
    kept = ordered[drop:total - drop]
    if math.inf in kept:
        return None, f"{failed} of {total} runs failed: no valid score"
    note = f"{failed} failed run(s) dropped as the slowest" if failed else ""
    return sum(kept) / len(kept), note


def _int(value) -> int | None:
    try:
        return int(str(value).strip())
    except (TypeError, ValueError):
        return None


def read_json_object(path: Path) -> dict:
    """A JSON object (a system description, a scaling.json) or LogError."""
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError as exc:
        raise LogError(path, f"cannot be read ({exc.strerror or exc})") from None
    try:
        data = json.loads(text, parse_constant=lambda c: float("nan"))
    except RecursionError:
        raise LogError(path, "not valid JSON (nested too deeply)") from None
    except ValueError as exc:
        raise LogError(path, f"not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise LogError(path, "not a JSON object")
    return data


read_system = read_json_object


def is_repository(path: Path) -> bool:
    """A folder with at least one ``<Submitter>/systems`` or ``<Submitter>/results``."""
    try:
        return any(
            (d / "results").is_dir() or (d / "systems").is_dir()
            for d in path.iterdir() if d.is_dir()
        )
    except OSError:
        return False


def find_repositories(path: Path) -> list[Path]:
    """``path`` itself when it is a repository, else its sub-folders that are."""
    if is_repository(path):
        return [path]
    try:
        return sorted(d for d in path.iterdir() if d.is_dir() and is_repository(d))
    except OSError:
        return []


def _sorted_dirs(path: Path) -> list[Path]:
    try:
        return sorted(d for d in path.iterdir() if d.is_dir() and not d.name.startswith("."))
    except OSError:
        return []


def _result_files(path: Path) -> list[Path]:
    def number(p: Path) -> tuple[int, str]:
        m = re.search(r"(\d+)", p.stem)
        return (int(m.group(1)) if m else -1, p.name)
    return sorted(path.glob("result_*.txt"), key=number)


def load_repository(path: str | os.PathLike, round: str | None = None) -> Repository:
    """Score every submission of one repository; ``round`` overrides the folder name's."""
    path = Path(path)
    rnd = normalise_round(round or round_from_name(path.resolve().name) or "")
    repo = Repository(path=str(path), round=rnd)
    if not rnd:
        repo.problems.append(LogError(
            path, "the folder name gives no round (e.g. training_results_v1.1); use --round"))
    elif round_key(rnd) < round_key("0.7"):
        repo.problems.append(LogError(
            path, f"v{rnd} logs are not in the :::MLLOG format read here; "
                  "the scores table has that round; skipped"))
        return repo
    for submitter_dir in _sorted_dirs(path):
        results = submitter_dir / "results"
        systems = submitter_dir / "systems"
        if not results.is_dir():
            continue
        for system_dir in _sorted_dirs(results):
            json_path = systems / f"{system_dir.name}.json"
            if not json_path.is_file():
                repo.problems.append(LogError(
                    system_dir, f"no system file {json_path}; its results are skipped"))
                continue
            try:
                system = read_system(json_path)
            except LogError as err:
                repo.problems.append(err)
                continue
            for bench_dir in _sorted_dirs(system_dir):
                sub = _submission(repo, submitter_dir.name, system_dir, system, bench_dir)
                if sub is not None:
                    repo.submissions.append(sub)
    return repo


def _rcp_factor(repo: Repository, bench_dir: Path) -> float | None:
    path = bench_dir / "scaling.json"
    if not path.is_file():
        return None
    try:
        data = read_json_object(path)
    except LogError as err:
        repo.problems.append(err)
        return None
    values = [data.get("scaling_factor")] + list(data.values())
    for v in values:
        if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0:
            return float(v)
    repo.problems.append(LogError(path, "no numeric scaling factor; the raw score is used"))
    return None


def _submission(repo: Repository, submitter: str, system_dir: Path, system: dict,
                bench_dir: Path) -> Submission | None:
    bench = benchmark_of(bench_dir.name, repo.round)
    if bench is None:
        repo.problems.append(LogError(bench_dir, "unknown benchmark folder; skipped"))
        return None
    division_raw = str(system.get("division", "")).strip().lower()
    division = DIVISIONS.get(division_raw, division_raw)
    nodes = _int(system.get("number_of_nodes"))
    per_node = _int(system.get("accelerators_per_node"))
    sub = Submission(
        round=repo.round, submitter=submitter,  # the folder name, as the scores table has it
        system_dir=system_dir.name, benchmark=bench.name,
        system_name=str(system.get("system_name", "")).strip(),
        division=division, availability=str(system.get("status", "")).strip(),
        nodes=nodes, accelerators_per_node=per_node,
        accelerators=None if nodes is None or per_node is None else nodes * per_node,
        accelerator=str(system.get("accelerator_model_name", "")).strip(),
        framework=str(system.get("framework", "")).strip(),
        expected_runs=bench.runs, source=str(bench_dir),
    )
    notes = []
    if division not in ("closed", "open"):
        notes.append(f"division {division_raw!r} in the system file")
    for log in _result_files(bench_dir):
        repo.logs += 1
        try:
            run = parse_log(log)
        except LogError as err:
            repo.problems.append(err)
            continue
        sub.runs.append(run)
        repo.problems.extend(run.problems)
    logged = {str(r.events.get("submission_division", "")).lower() for r in sub.runs} - {""}
    if logged and logged != {division}:
        notes.append(f"logs say division {'/'.join(sorted(logged))}")
    times = [r.minutes for r in sub.runs if r.success]
    sub.score, why = olympic_mean(times, sub.failed_runs, bench.runs, bench.drop)
    sub.rcp_factor = _rcp_factor(repo, bench_dir)
    if why:
        notes.insert(0, why)
        sub.status = "no_score"
    sub.note = "; ".join(notes)
    return sub
