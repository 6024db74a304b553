"""Gather the official results to check claims against, from every source given.

A ``--reference`` PATH is a scores table (``mlperf-training-scores.csv`` or
any CSV with its columns), a folder holding one (``../shared/reference``), a
result repository in the official layout (``training_results_v1.1``) or a
folder of repositories.  With no PATH the table shipped in the package is
used.  When a table and a repository both have a submission (same round,
submitter, system folder and benchmark), the table's is kept: it was scored
from every log with each round's rule, and it carries the RCP factors.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pipeline.verify.errors import LogError
from pipeline.verify.repository import find_repositories, load_repository
from pipeline.verify.rounds import round_key, shown
from pipeline.verify.scores import BUNDLED, FILE_NAME, load_scores
from pipeline.verify.submission import Submission


@dataclass
class Reference:
    submissions: list[Submission] = field(default_factory=list)
    problems: list[LogError] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)  # one line per source read
    logs: int = 0

    @property
    def rounds(self) -> list[str]:
        return sorted({s.round for s in self.submissions if s.round}, key=round_key)

    def add(self, subs: list[Submission]) -> int:
        """Add the submissions not there yet; how many were already there."""
        seen = {s.ident for s in self.submissions}
        fresh = [s for s in subs if s.ident not in seen]
        self.submissions += fresh
        return len(subs) - len(fresh)


def _span(subs: list[Submission]) -> str:
    rounds = sorted({s.round for s in subs}, key=round_key)
    if not rounds:
        return "no round"
    return shown(rounds[0]) if len(rounds) == 1 else f"{shown(rounds[0])}-{shown(rounds[-1])}"


def _add_table(ref: Reference, path: Path, label: str, strict: bool = False) -> None:
    try:
        table = load_scores(path)
    except LogError as err:
        if strict:  # a file the user named: not a table at all is an error, not a skip
            raise
        ref.problems.append(err)
        return
    ref.problems += table.problems
    dup = ref.add(table.submissions)
    ref.sources.append(f"{label}: {len(table.submissions)} submissions, "
                       f"{_span(table.submissions)}" + (f" ({dup} already given)" if dup else ""))


def _add_repository(ref: Reference, path: Path, rnd: str | None) -> None:
    repo = load_repository(path, rnd)
    ref.problems += repo.problems
    ref.logs += repo.logs
    dup = ref.add(repo.submissions)
    scored = sum(s.score is not None for s in repo.submissions)
    line = (f"{path.name} ({shown(repo.round) or 'v?'}): {scored} of "
            f"{len(repo.submissions)} submissions scored from {repo.logs} logs")
    if dup:
        line += f"; {dup} already in a scores table given, which is used for them"
    ref.sources.append(line)


def load_reference(paths: list[Path] | None = None, rounds: list[str] | None = None
                   ) -> Reference:
    """The submissions of every PATH (tables first, then repositories, in the order given).

    ``rounds``: none, one for every repository, or one per PATH in order.  A PATH
    that is a file and not a scores table raises :class:`LogError`; problems in
    folders (a bad row, a malformed log) are collected in ``problems``.
    """
    ref = Reference()
    if not paths:
        _add_table(ref, BUNDLED, f"{BUNDLED.name} (shipped with the pipeline)")
        return ref
    rounds = rounds or []
    repos: list[tuple[Path, str | None]] = []
    for i, path in enumerate(paths):
        rnd = rounds[0] if len(rounds) == 1 else (rounds[i] if rounds else None)
        if path.is_file():
            _add_table(ref, path, str(path), strict=True)
            continue
        table = path / FILE_NAME
        if table.is_file():
            _add_table(ref, table, str(table))
        found = find_repositories(path)
        if not found and not table.is_file():
            ref.problems.append(LogError(path, f"no scores table ({FILE_NAME}) and no result "
                                               "repository (<Submitter>/results) found"))
        repos += [(r, rnd) for r in found]
    for path, rnd in repos:
        _add_repository(ref, path, rnd)
    return ref
