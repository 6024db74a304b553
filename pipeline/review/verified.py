"""The verdicts of `verify` (``verified.csv`` in the prediction folder), joined to the results.

A verdict belongs to the result with the same doc_id, value offsets (start,
end) and metric.  A ``verified.csv`` without offsets (written by an older
`verify`) is joined on doc_id, system, benchmark and value instead, for
train_time results, and the page says so.  The official figure is taken from
the first of OFFICIAL_COLUMNS present.  No file: no verdict column at all.
"""
from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path

FILE = "verified.csv"
OFFICIAL_COLUMNS = ("official_value", "official_values", "official", "official_minutes")
ROUND_COLUMNS = ("round", "official_round")


@dataclass
class Verdicts:
    by_key: dict[tuple, dict] = field(default_factory=dict)  # key -> {"verdict", "official", "round", "note"}
    by_offsets: bool = True
    notes: list[str] = field(default_factory=list)

    def key_of(self, r: dict) -> tuple:
        if self.by_offsets:
            return (r.get("doc_id", ""), str(r.get("start", "")).strip(), str(r.get("end", "")).strip(),
                    r.get("metric", "") or "train_time")
        return (r.get("doc_id", ""), r.get("system", ""), r.get("benchmark", ""), _num(r.get("value", "")))

    def find(self, result: dict) -> dict | None:
        if not self.by_offsets and result.get("metric") != "train_time":
            return None
        return self.by_key.get(self.key_of(result))


def _num(v) -> str:
    try:
        return f"{float(v):.6g}"
    except (TypeError, ValueError):
        return str(v)


def load_verdicts(pred_dir: Path, warnings: list[str]) -> Verdicts | None:
    """The verdicts in ``pred_dir/verified.csv``; None when there is no such file (or it is unreadable)."""
    path = Path(pred_dir) / FILE
    if not path.is_file():
        return None
    try:
        with open(path, encoding="utf-8-sig", newline="") as fh:
            reader = csv.DictReader(fh)
            rows = list(reader)
            header = [h.strip() for h in reader.fieldnames or []]
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        warnings.append(f"{path}: cannot be read as CSV ({exc}); verdicts not shown")
        return None
    if "verdict" not in header or "doc_id" not in header:
        warnings.append(f"{path}: no doc_id or verdict column; verdicts not shown")
        return None
    v = Verdicts(by_offsets="start" in header and "end" in header)
    if not v.by_offsets:
        v.notes.append(f"{path} has no start/end columns: verdicts joined on doc_id, system, benchmark "
                       "and value")
    official = next((c for c in OFFICIAL_COLUMNS if c in header), None)
    rnd = next((c for c in ROUND_COLUMNS if c in header), None)
    for r in rows:
        entry = {"verdict": (r.get("verdict") or "").strip(),
                 "official": (r.get(official) or "").strip() if official else "",
                 "round": (r.get(rnd) or "").strip() if rnd else "",
                 "note": (r.get("note") or "").strip()}
        v.by_key.setdefault(v.key_of(r), entry)
    return v
