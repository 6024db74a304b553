"""Benchmark aliases that name something else in a context that says so
(benchmark_exclusions.csv): ``4TB SSD`` is a solid-state drive, not the
MLPerf detection workload.  Data, not code: one row per alias and context.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import DataFileError, read_table

_REACH = 40  # characters of context looked at on either side


@lru_cache(maxsize=1)
def benchmark_exclusions() -> dict[str, tuple[tuple[re.Pattern | None, re.Pattern | None], ...]]:
    """alias -> ((before, after), ...) compiled, case ignored."""
    out: dict[str, list] = {}
    for row in read_table("benchmark_exclusions.csv", ["alias", "before", "after", "why"]):
        where = f"{row['_file']}:{row['_line']}"
        if not row["alias"] or not (row["before"] or row["after"]) or not row["why"]:
            raise DataFileError(f"{where}: an exclusion needs an alias, a context and a reason")
        try:
            before = re.compile(row["before"], re.IGNORECASE) if row["before"] else None
            after = re.compile(row["after"], re.IGNORECASE) if row["after"] else None
        except re.error as exc:
            raise DataFileError(f"{where}: {exc}") from None
        out.setdefault(row["alias"], []).append((before, after))
    return {a: tuple(v) for a, v in out.items()}


def excluded(text: str, start: int, end: int, alias: str) -> bool:
    """Whether the benchmark alias at text[start:end] names something else in its context."""
    rules = benchmark_exclusions().get(alias)
    if not rules:
        return False
    head = text[max(0, start - _REACH):start]
    tail = text[end:end + _REACH]
    return any((b is not None and b.search(head)) or (a is not None and a.match(tail)) for b, a in rules)
