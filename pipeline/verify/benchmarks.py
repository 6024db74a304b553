"""The MLPerf Training benchmarks of every round: folder names, canonical names, scoring.

``pipeline/data/verify_benchmarks.csv`` has one row per benchmark folder and
range of rounds: the canonical name (GOLD.md), the runs a submission has and
how many fastest and slowest runs the olympic mean drops.  A folder can mean
two benchmarks in different rounds (``ssd`` is SSD until v1.1, RetinaNet in
v2.0-v4.1).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pipeline.verify.errors import LogError, read_csv
from pipeline.verify.rounds import round_key

DATA = Path(__file__).resolve().parent.parent / "data" / "verify_benchmarks.csv"
COLUMNS = ("folder", "first_round", "last_round", "benchmark", "runs", "drop")


@dataclass(frozen=True)
class Benchmark:
    directory: str  # the folder name in results/<system>/
    name: str  # canonical name (GOLD.md)
    runs: int
    drop: int = 1
    first_round: str = ""
    last_round: str = ""

    def covers(self, rnd: str) -> bool:
        if not rnd:
            return True
        k = round_key(rnd)
        if self.first_round and k < round_key(self.first_round):
            return False
        return not (self.last_round and k > round_key(self.last_round))


@lru_cache(maxsize=4)
def load_benchmarks(path: str | Path = DATA) -> tuple[Benchmark, ...]:
    out = []
    for row in read_csv(path, COLUMNS):
        if "_problem" in row:
            raise LogError(path, row["_problem"], row["_line"])
        try:
            out.append(Benchmark(row["folder"].lower(), row["benchmark"], int(row["runs"]),
                                 int(row["drop"] or 1), row["first_round"], row["last_round"]))
        except ValueError:
            raise LogError(path, "runs and drop must be integers", row["_line"]) from None
    return tuple(out)


def benchmark_of(folder: str, rnd: str = "") -> Benchmark | None:
    """The benchmark of a result folder in a round (None: not a Training benchmark known here)."""
    folder = folder.strip().lower()
    for b in load_benchmarks():
        if b.directory == folder and b.covers(rnd):
            return b
    return None


def training_names() -> set[str]:
    """Canonical names of every Training benchmark of every round."""
    return {b.name for b in load_benchmarks()}
