"""``verified.csv``: one row per train_time, speedup and perf_gain claim of a results.csv.

Columns are defined in ``docs/verified.md``.  The key ``doc_id, start, end,
metric`` is results.csv's, so the review page joins on it.
"""
from __future__ import annotations

from datetime import date

from pipeline.verify.check import Checker, Outcome
from pipeline.verify.claim import METRICS, read_claim
from pipeline.verify.compare import LISTED
from pipeline.verify.rounds import shown
from pipeline.verify.submission import Submission

CLAIM_COLUMNS = ["doc_id", "start", "end", "metric", "system", "benchmark", "baseline",
                 "value", "unit", "qualifier", "written", "suite", "division"]
OUTPUT_COLUMNS = CLAIM_COLUMNS + [
    "verdict", "official_value", "reading", "note",
    "round", "official_division", "submitter", "system_dir", "system_name", "accelerators",
    "score", "score_kind", "source",
    "baseline_round", "baseline_submitter", "baseline_system_dir", "baseline_system_name",
    "baseline_accelerators", "baseline_score", "baseline_source",
    "candidates",
]


def _join(values) -> str:
    vals = [str(v) for v in values if v not in (None, "")]
    return "; ".join(dict.fromkeys(vals))


def _all(values) -> str:  # one entry per submission, in order (repeats kept)
    return "; ".join("" if v is None else str(v) for v in values)


def _describe(subs: list[Submission], prefix: str = "") -> dict:
    subs = subs[:LISTED]
    return {
        prefix + "round": _join(shown(s.round) for s in subs),
        prefix + "submitter": _join(s.submitter for s in subs),
        prefix + "system_dir": _all(s.system_dir for s in subs),
        prefix + "system_name": _all(s.system_name for s in subs),
        prefix + "accelerators": _all(s.accelerators for s in subs),
        prefix + "source": _all(s.source for s in subs),
    }


def _official(out: Outcome, fig) -> dict:
    if not out.chosen:
        row = _describe(out.subs) if out.subs else {}
        if out.subs:
            row["official_division"] = _join(s.division for s in out.subs[:LISTED])
        return row
    nearest = min(out.chosen, key=lambda c: c.distance(fig))
    subs = [c.sub for c in out.chosen]
    decided = out.verdict != "unverifiable"  # an ambiguous claim has candidates, no value
    row = {
        "official_value": f"{nearest.value:.4f}" if decided else "",
        "reading": nearest.reading if decided else "",
        "official_division": _join(s.division for s in subs[:LISTED]),
        "score": _all(f"{c.sub_minutes:.4f}" for c in out.chosen[:LISTED]),
        "score_kind": _join(c.kind for c in out.chosen[:LISTED]),
        **_describe(subs),
    }
    bases = [c.base for c in out.chosen if c.base is not None]
    if bases:
        row.update(_describe(bases, "baseline_"))
        row["baseline_score"] = _all(f"{c.base_minutes:.4f}" for c in out.chosen[:LISTED]
                                     if c.base is not None)
    return row


def verify_rows(rows: list[dict], checker: Checker, texts: dict[str, str],
                dates: dict[str, date] | None = None) -> list[dict]:
    """verified.csv rows for the checkable rows of ``rows`` (results.csv dicts), in order.

    ``texts`` maps doc_id to the article's original text (when readable), to
    read each figure as written and its sentence; ``dates`` doc_id to the
    article's date (the round when the suite gives none).  The train_time
    rows are checked first: their agreeing submissions name the systems of
    the ratios of the same article.
    """
    dates = dates or {}
    picked = [r for r in rows if r.get("metric") in METRICS]
    order = sorted(range(len(picked)), key=lambda i: picked[i].get("metric") != "train_time")
    out: list[dict | None] = [None] * len(picked)
    for i in order:
        row = picked[i]
        base = {c: str(row.get(c, "") or "") for c in CLAIM_COLUMNS}
        try:
            claim = read_claim(row, texts.get(base["doc_id"]), dates.get(base["doc_id"]))
        except ValueError as exc:
            out[i] = {**base, "verdict": "unverifiable", "note": f"bad row: {exc}"}
            continue
        got = checker.check(claim)
        out[i] = {**base, "written": claim.sentence.figure, "verdict": got.verdict,
                  "note": got.note, "candidates": got.candidates,
                  **_official(got, claim.figure)}
    return [{c: r.get(c, "") for c in OUTPUT_COLUMNS} for r in out]
