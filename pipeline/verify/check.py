"""Verdicts for the train_time results of a results.csv.

For each row: the rounds to check (the article's suite, or every loaded
round when it states none), the submissions of the press system on the
benchmark (:mod:`matching`), and whether one agrees (:mod:`verdict`).
The division the article states is checked first; when it states none,
``closed`` (the main division) is.  Verdicts:

- ``consistent``: a submission of that division agrees;
- ``other_division``: only a submission of the other division agrees;
- ``contradicts``: submissions exist and none agrees;
- ``unverifiable``: no scored submission to compare with (no system or
  benchmark named, a round or suite that is not in the reference, no match).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from pipeline.verify.benchmarks import BY_NAME
from pipeline.verify.matching import Matcher
from pipeline.verify.repository import Submission, normalise_round
from pipeline.verify.verdict import APPROX, Figure, agrees, figure_of, rounds_to

VERDICTS = ("consistent", "contradicts", "other_division", "unverifiable")
OUTPUT_COLUMNS = [
    "doc_id", "system", "benchmark", "value", "written", "qualifier", "suite",
    "division", "verdict", "official_values", "round", "official_division",
    "submitter", "system_dir", "system_name", "note",
]
OTHER_SUITES = re.compile(
    r"\b(hpc|inference|tiny|storage|mobile|client|automotive|power|algoperf)\b", re.I)
_VERSION = re.compile(r"v?\s*(\d+(?:\.\d+)+|\d+)\b", re.I)


@dataclass
class SuiteRound:
    round: str | None  # None: every loaded round
    problem: str = ""  # why the row cannot be checked (another suite)


def parse_suite(suite: str) -> SuiteRound:
    """"MLPerf Training v1.1" -> 1.1; "" -> every round; "MLPerf HPC 1.0" -> a problem."""
    s = suite.strip()
    if not s:
        return SuiteRound(None)
    other = OTHER_SUITES.search(s)
    if other and not re.search(r"training|训练|訓練", s, re.I):
        return SuiteRound(None, f"{s} is not a Training round")
    m = _VERSION.search(re.sub(r"mlperf", " ", s, flags=re.I))
    if not m:
        return SuiteRound(None)
    return SuiteRound(normalise_round(m.group(1)))


def fmt(x: float) -> str:
    return f"{x:.3f}"


@dataclass
class Checked:
    verdict: str
    subs: list[Submission] = field(default_factory=list)  # the ones reported
    note: str = ""


def _describe(subs: list[Submission], key=lambda s: s.score) -> dict:
    subs = sorted(subs, key=lambda s: (s.round, s.division, s.score or 0, s.system_dir))
    uniq = lambda xs: "; ".join(dict.fromkeys(x for x in xs if x))
    return {
        "official_values": "; ".join(fmt(s.score) for s in subs if s.score is not None),
        "round": uniq(s.round for s in subs),
        "official_division": uniq(s.division for s in subs),
        "submitter": uniq(s.submitter for s in subs),
        "system_dir": "; ".join(s.system_dir for s in subs),
        "system_name": uniq(s.system_name for s in subs),
    }


class Checker:
    def __init__(self, submissions: list[Submission], matcher: Matcher | None = None):
        self.submissions = submissions
        self.matcher = matcher or Matcher()
        self.rounds = sorted({s.round for s in submissions if s.round})

    def check(self, system: str, benchmark: str, suite: str, division: str,
              fig: Figure) -> Checked:
        if not system.strip():
            return Checked("unverifiable", note="no system named")
        if not benchmark.strip():
            return Checked("unverifiable", note="no benchmark named")
        if benchmark not in BY_NAME:
            return Checked("unverifiable", note=f"{benchmark} is not a Training benchmark known here")
        sr = parse_suite(suite)
        if sr.problem:
            return Checked("unverifiable", note=sr.problem)
        if sr.round is not None and sr.round not in self.rounds:
            return Checked("unverifiable", note=f"round {sr.round} is not in the reference "
                           f"(rounds loaded: {', '.join(self.rounds) or 'none'})")
        rounds = [sr.round] if sr.round is not None else self.rounds
        pool = [s for s in self.submissions if s.round in rounds and s.benchmark == benchmark]
        matched = self.matcher.match(system, pool)
        how = "by the mapping" if self.matcher.how(system) == "mapping" else "by name"
        if not matched:
            where = f"v{rounds[0]}" if len(rounds) == 1 else "any round loaded"
            return Checked("unverifiable", note=f"no {benchmark} submission of {system} "
                           f"({how}) in {where}")
        scored = [s for s in matched if s.score is not None]
        if not scored:
            why = "; ".join(sorted({s.note for s in matched if s.note}))
            return Checked("unverifiable", subs=matched,
                           note=f"matching submission(s) have no score ({why})")
        stated = division.strip().lower()
        first = stated if stated in ("closed", "open") else "closed"
        other = "open" if first == "closed" else "closed"
        primary = [s for s in scored if s.division == first]
        secondary = [s for s in scored if s.division == other]
        notes = []
        if sr.round is None:
            notes.append("the article states no round: checked against "
                         + ", ".join(f"v{r}" for r in rounds))
        if not stated:
            notes.append("division not stated: closed checked first")
        hits = [s for s in primary if agrees(fig, s.score)]
        if hits:
            notes.append(_how_agrees(fig, hits))
            return Checked("consistent", hits, _join(notes))
        hits2 = [s for s in secondary if agrees(fig, s.score)]
        if hits2:
            if primary:
                notes.append(f"{first} is {'; '.join(fmt(s.score) for s in primary)}")
            else:
                notes.append(f"no {first} submission")
            notes.append(_how_agrees(fig, hits2))
            return Checked("other_division", hits2, _join(notes))
        compared = primary or secondary
        if not primary:
            notes.append(f"no {first} submission; compared with {other}")
        elif secondary:
            notes.append(f"{other} is {'; '.join(fmt(s.score) for s in secondary)}")
        return Checked("contradicts", compared, _join(notes))


def _how_agrees(fig: Figure, hits: list[Submission]) -> str:
    if fig.qualifier not in ("=", "~"):
        return f"the official value satisfies the qualifier {fig.qualifier}" + (
            " and is below the next unit (N-something)" if fig.n_something else "")
    if any(rounds_to(fig, s.score) for s in hits):
        return "the official value rounded as the article writes it"
    return f"within {APPROX:.0%} of the figure"


def _join(notes: list[str]) -> str:
    return "; ".join(n for n in notes if n)


def verify_rows(rows: list[dict], checker: Checker, texts: dict[str, str]) -> list[dict]:
    """verified.csv rows for the train_time rows of ``rows`` (results.csv dicts).

    ``texts`` maps doc_id to the article's original text (when readable), used
    to read the figure as written at the row's start/end offsets.
    """
    out = []
    for row in rows:
        if row.get("metric") != "train_time":
            continue
        base = {c: row.get(c, "") for c in ("doc_id", "system", "benchmark", "value",
                                             "qualifier", "suite", "division")}
        try:
            written, after = _written(row, texts.get(row.get("doc_id", "")))
            fig = figure_of(row.get("value", ""), row.get("qualifier", "") or "=",
                            written, after)
            if fig.qualifier not in ("=", "~", "<", ">", "<=", ">="):
                raise ValueError(f"unknown qualifier {fig.qualifier!r}")
        except ValueError as exc:
            out.append({**base, "written": "", "verdict": "unverifiable",
                        "note": f"bad value: {exc}"})
            continue
        got = checker.check(row.get("system", ""), row.get("benchmark", ""),
                            row.get("suite", ""), row.get("division", ""), fig)
        desc = _describe(got.subs) if got.subs else {}
        out.append({**base, "written": fig.written, "verdict": got.verdict, **desc,
                    "note": got.note})
    return [{c: r.get(c, "") for c in OUTPUT_COLUMNS} for r in out]


def _written(row: dict, text: str | None) -> tuple[str | None, str]:
    if text is None:
        return None, ""
    try:
        start, end = int(row.get("start", "")), int(row.get("end", ""))
    except ValueError:
        return None, ""
    if not (0 <= start < end <= len(text)):
        return None, ""
    return text[start:end], text[end:end + 4]
