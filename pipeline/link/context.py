"""What an article states once and that governs its claims: the MLPerf suite
and round, the division, and task names it defines as benchmarks
("医学影像分割(U-Net3D)")."""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

from pipeline.extractors.lexicon import case_key, fold, read_jsonl, read_table
from pipeline.extractors.overlaps import Overlaps, Taken


@dataclass(frozen=True)
class Stated:
    start: int
    end: int
    value: str


@lru_cache(maxsize=1)
def _suite_patterns() -> tuple[re.Pattern, ...]:
    return tuple(e["regex"] for e in read_jsonl("suites.jsonl", ("name", "pattern")))


@lru_cache(maxsize=1)
def _suite_kinds() -> dict[str, str]:
    return {fold(r["surface"]): r["kind"] for r in read_table("suite_kinds.csv", ["surface", "kind"])}


def find_suites(text: str) -> list[Stated]:
    """Suite statements, e.g. "MLPerf Training v1.1"; the first pattern to match a place wins."""
    taken = Taken()
    out = []
    for pattern in _suite_patterns():
        for m in pattern.finditer(text):
            if taken.overlaps(m.start(), m.end()):
                continue
            kind = m.groupdict().get("kind")
            kind = _suite_kinds().get(kind, kind) if kind else ""
            name = " ".join(p for p in ("MLPerf", kind, f"v{m.group('version')}") if p)
            taken.add(m.start(), m.end())
            out.append(Stated(m.start(), m.end(), name))
    return sorted(out, key=lambda s: s.start)


def document_suite(suites: list[Stated]) -> str:
    """The suite of a document: the first one that names its kind, else the first."""
    for s in suites:
        if s.value.count(" ") == 2:
            return s.value
    return suites[0].value if suites else ""


@lru_cache(maxsize=1)
def _division_regexes() -> tuple[tuple[re.Pattern, ...], dict[str, str]]:
    """A regex for the Chinese words and one for the Latin words (matched in any case), and the table.

    Two regexes rather than one alternation: each runs much faster on its own,
    and since a Latin word and a Chinese one cannot overlap they find the same places.
    The Latin one starts with a lookahead for the words' first letters, which
    changes no match but lets the engine pass over other places quickly.
    """
    table = {fold(r["surface"]): r["division"] for r in read_table("divisions.csv", ["surface", "division"])}
    words = sorted(table, key=len, reverse=True)
    cjk = "|".join(re.escape(w) for w in words if not w.isascii())
    latin = [w for w in words if w.isascii()]
    first = "".join(sorted({re.escape(w[0].lower()) for w in latin}))
    latin = "|".join(re.escape(w) for w in latin)
    regexes = []
    if cjk:
        regexes.append(re.compile(cjk))
    if latin:
        regexes.append(re.compile(f"(?=[{first}])(?:{latin})", re.IGNORECASE))
    return tuple(regexes), {case_key(k): v for k, v in table.items()}


_BOTH_DIVISIONS = re.compile(r"开放(?:和|与|及)封闭|封闭(?:和|与|及)开放")


def find_divisions(text: str) -> list[Stated]:
    regexes, table = _division_regexes()
    out = [Stated(m.start(), m.end(), table[case_key(m.group(0))]) for regex in regexes for m in regex.finditer(text)]
    # "开放和封闭类别" states both
    for m in _BOTH_DIVISIONS.finditer(text):
        out.append(Stated(m.start(), m.end(), "open"))
        out.append(Stated(m.start(), m.end(), "closed"))
    return sorted(out, key=lambda s: s.start)


_PAREN = re.compile(r"\(\s?([^()\n]{2,30}?)\s?\)")
_CJK_BEFORE = re.compile(r"[\u4e00-\u9fff]{2,10}$")


def _task_definitions(text: str):
    """(task name, start of the parenthesis' content, its end) for "任务名(X)" in the text."""
    for m in _PAREN.finditer(text):
        # a space before the parenthesis goes with it (searching from the "(" is faster)
        start = m.start() - 1 if m.start() > 0 and text[m.start() - 1].isspace() else m.start()
        task = _CJK_BEFORE.search(text, max(0, start - 10), start)
        if task:
            yield task.group(0), m.start(1), m.end(1)


_LEAD = re.compile(r"^(?:分别为|分别是|以及|包括|及|和|与|为|是|如)")


@dataclass(frozen=True)
class TaskAlias:
    start: int
    end: int
    benchmark: str


def task_aliases(text: str, benchmarks) -> list[TaskAlias]:
    """Task names the article defines as benchmarks, and where they occur.

    "医学影像分割(U-Net3D)" makes 医学影像分割 (and, when unambiguous, a task
    name sharing its first four characters) stand for 3D U-Net elsewhere in
    the article.
    """
    defined: dict[str, set[str]] = {}
    by_start = sorted(range(len(benchmarks)), key=lambda i: benchmarks[i].start)
    starts = [benchmarks[i].start for i in by_start]
    for name, start, end in _task_definitions(text):
        inner = [benchmarks[i] for i in sorted(by_start[bisect_left(starts, start):bisect_right(starts, end + 1)])
                 if benchmarks[i].end <= end + 1]
        if len(inner) == 1:
            task = _LEAD.sub("", name)
            if len(task) >= 2:
                defined.setdefault(task, set()).add(inner[0].value)
    names = {task: next(iter(v)) for task, v in defined.items() if len(v) == 1}
    if not names:
        return []
    prefixes: dict[str, set[str]] = {}
    for task, bench in names.items():
        if len(task) >= 4:
            prefixes.setdefault(task[:4], set()).add(bench)
    ambiguous = {task for task, v in defined.items() if len(v) > 1}
    out = []
    for task, bench in names.items():
        for m in re.finditer(re.escape(task), text):
            out.append(TaskAlias(m.start(), m.end(), bench))
    inside = {p for a in out for p in range(a.start, a.end)}  # the places an alias covers
    for prefix, benches in prefixes.items():
        if len(benches) != 1 or any(t.startswith(prefix) for t in ambiguous):
            continue
        for m in re.finditer(re.escape(prefix) + r"[\u4e00-\u9fff]{0,4}", text):
            if m.start() not in inside:
                out.append(TaskAlias(m.start(), m.end(), next(iter(benches))))
                inside.update(range(m.start(), m.end()))
    covered = Overlaps((b.start, b.end, None) for b in benchmarks)
    out = [a for a in out if not covered.any(a.start, a.end)]
    return sorted(out, key=lambda a: a.start)
