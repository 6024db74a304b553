"""Walk MLPerf Training result repositories and score every submission.

Layout (the official one): ``<Submitter>/systems/<system>.json`` describes a
system; ``<Submitter>/results/<system>/<benchmark>/result_*.txt`` are its
runs.  A submission is one (submitter, system, benchmark); its score is the
olympic mean of its run times (:func:`olympic_mean`).  Problems (a malformed
log, bad JSON, a result folder with no system file, missing runs) are
collected as :class:`~pipeline.verify.mllog.LogError` and never stop the walk.
"""
from __future__ import annotations

import json
import math
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.verify.benchmarks import BENCHMARKS
from pipeline.verify.mllog import LogError, Run, parse_log

_ROUND = re.compile(r"v(\d+(?:\.\d+)*)$|(\d+\.\d+(?:\.\d+)*)$", re.I)
DIVISIONS = {"closed": "closed", "close": "closed", "open": "open"}


@dataclass
class Submission:
    round: str
    submitter: str
    system_dir: str
    benchmark: str  # canonical name
    system_name: str = ""
    division: str = ""
    availability: str = ""
    nodes: int | None = None
    accelerators_per_node: int | None = None
    accelerator: str = ""
    framework: str = ""
    runs: list[Run] = field(default_factory=list)
    expected_runs: int = 0
    score: float | None = None
    note: str = ""
    path: str = ""

    @property
    def accelerators(self) -> int | None:
        if self.nodes is None or self.accelerators_per_node is None:
            return None
        return self.nodes * self.accelerators_per_node

    @property
    def failed_runs(self) -> int:
        return sum(1 for r in self.runs if not r.success)

    def as_row(self) -> dict:
        return {
            "round": self.round, "submitter": self.submitter,
            "system_dir": self.system_dir, "system_name": self.system_name,
            "division": self.division, "availability": self.availability,
            "nodes": "" if self.nodes is None else self.nodes,
            "accelerators_per_node": "" if self.accelerators_per_node is None
            else self.accelerators_per_node,
            "accelerators": "" if self.accelerators is None else self.accelerators,
            "accelerator": self.accelerator, "framework": self.framework,
            "benchmark": self.benchmark, "runs": len(self.runs),
            "failed_runs": self.failed_runs,
            "score": "" if self.score is None else f"{self.score:.4f}",
            "note": self.note,
        }


SUBMISSION_COLUMNS = list(Submission("", "", "", "").as_row())


@dataclass
class Repository:
    path: str
    round: str
    submissions: list[Submission] = field(default_factory=list)
    problems: list[LogError] = field(default_factory=list)
    logs: int = 0


def round_from_name(name: str) -> str | None:
    """``training_results_v1.1`` -> ``1.1``; None when the name has no round."""
    m = _ROUND.search(name.strip())
    return normalise_round(m.group(1) or m.group(2)) if m else None


def normalise_round(r: str) -> str:
    """"v1.1" -> "1.1", "3" -> "3.0"."""
    r = r.strip().lstrip("vV").strip()
    if re.fullmatch(r"\d+", r):
        r += ".0"
    return r


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


def read_system(path: Path) -> dict:
    """A system description (JSON object) or LogError."""
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError as exc:
        raise LogError(path, f"cannot be read ({exc.strerror or exc})") from None
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise LogError(path, f"not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise LogError(path, "not a JSON object")
    return data


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


def _submission(repo: Repository, submitter: str, system_dir: Path, system: dict,
                bench_dir: Path) -> Submission | None:
    bench = BENCHMARKS.get(bench_dir.name.lower())
    if bench is None:
        repo.problems.append(LogError(bench_dir, "unknown benchmark folder; skipped"))
        return None
    division_raw = str(system.get("division", "")).strip().lower()
    division = DIVISIONS.get(division_raw, division_raw)
    sub = Submission(
        round=repo.round, submitter=str(system.get("submitter") or submitter),
        system_dir=system_dir.name, benchmark=bench.name,
        system_name=str(system.get("system_name", "")).strip(),
        division=division, availability=str(system.get("status", "")).strip(),
        nodes=_int(system.get("number_of_nodes")),
        accelerators_per_node=_int(system.get("accelerators_per_node")),
        accelerator=str(system.get("accelerator_model_name", "")).strip(),
        framework=str(system.get("framework", "")).strip(),
        expected_runs=bench.runs, path=str(bench_dir),
    )
    notes = []
    if division not in ("closed", "open"):
        notes.append(f"division {division_raw!r} in the system file")
    for log in _result_files(bench_dir):
        repo.logs += 1
        try:
            sub.runs.append(parse_log(log))
        except LogError as err:
            repo.problems.append(err)
    logged = {str(r.events.get("submission_division", "")).lower() for r in sub.runs} - {""}
    if logged and logged != {division}:
        notes.append(f"logs say division {'/'.join(sorted(logged))}")
    times = [r.minutes for r in sub.runs if r.success]
    sub.score, why = olympic_mean(times, sub.failed_runs, bench.runs, bench.drop)
    if why:
        notes.insert(0, why)
    sub.note = "; ".join(notes)
    return sub
