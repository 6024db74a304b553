"""What the audit found, in the shape the page needs.

Wraps ``pipeline.audit.audit_dirs(gold_dir, pred_dir)``: per-document scores,
missed gold rows and spurious predicted rows, as plain dicts keyed by doc_id.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path

from pipeline.schema import name_key

TABLES = ("mentions", "results")


@dataclass
class GoldView:
    gold_dir: str
    scores: dict[str, dict[str, dict]] = field(default_factory=dict)  # table -> doc_id -> score
    missed: dict[str, dict[str, list[dict]]] = field(default_factory=dict)  # table -> doc_id -> rows
    spurious: dict[str, dict[str, list[dict]]] = field(default_factory=dict)
    summary: str = ""
    notes: list[str] = field(default_factory=list)  # the audit's own warnings

    def f1(self, table: str, doc_id: str) -> float | None:
        score = self.scores.get(table, {}).get(doc_id)
        if not score:
            return None
        f1 = score.get("f1")
        try:
            f1 = float(f1)
        except (TypeError, ValueError):
            return None
        return f1 if math.isfinite(f1) else None

    def in_scope(self, table: str, doc_id: str) -> bool:
        return doc_id in self.scores.get(table, {})


def same_value(a, b) -> bool:
    """Predicted values as the audit echoes them may be re-formatted ("24" vs 24.0)."""
    try:
        x, y = float(a), float(b)
    except (TypeError, ValueError):
        return name_key(a) == name_key(b)
    return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12)


def records(obj) -> list[dict]:
    """Rows from a DataFrame, a list of dicts/dataclasses/namedtuples, or None."""
    if obj is None:
        return []
    if hasattr(obj, "to_dict"):
        return [{k: _cell(v) for k, v in r.items()} for r in obj.to_dict("records")]
    rows = []
    for r in obj:
        if isinstance(r, dict):
            rows.append({k: _cell(v) for k, v in r.items()})
        elif hasattr(r, "_asdict"):
            rows.append({k: _cell(v) for k, v in r._asdict().items()})
        elif hasattr(r, "__dataclass_fields__"):
            rows.append({k: _cell(getattr(r, k)) for k in r.__dataclass_fields__})
    return rows


def _cell(v):
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v) if not isinstance(v, str) else v


def by_doc(rows: list[dict]) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for r in rows:
        out.setdefault(r.get("doc_id", ""), []).append(r)
    return out


def from_audit(result, gold_dir: str | Path) -> GoldView:
    """A GoldView from the object ``audit_dirs`` returns (missing parts left empty)."""
    view = GoldView(gold_dir=str(gold_dir))
    for table in TABLES:
        try:
            per_doc = result.per_document(table) if hasattr(result, "per_document") else {}
        except (KeyError, ValueError):
            per_doc = {}
        view.scores[table] = {str(k): dict(v) for k, v in (per_doc or {}).items()}
        for kind in ("missed", "spurious"):
            fn = getattr(result, kind, None)
            try:
                rows = records(fn(table)) if fn else []
            except (KeyError, ValueError):
                rows = []
            getattr(view, kind)[table] = by_doc(rows)
    view.notes = [str(n) for n in getattr(result, "notes", []) or []]
    fmt = getattr(result, "format_summary", None)
    if callable(fmt):
        view.summary = str(fmt())
    return view


def audit_dirs(gold_dir: Path, pred_dir: Path):
    """``pipeline.audit.audit_dirs`` (imported late; tests replace this function)."""
    from pipeline.audit import audit_dirs as _audit_dirs

    return _audit_dirs(gold_dir, pred_dir)


def load_gold(gold_dir: Path, pred_dir: Path, warnings: list[str]) -> GoldView | None:
    """Audit ``pred_dir`` against ``gold_dir``; None (with a warning) when that is impossible."""
    gold_dir = Path(gold_dir)
    if not gold_dir.is_dir():
        from pipeline.review.load import ReportError

        raise ReportError(f"{gold_dir}: no such folder (--gold needs a folder with mentions.csv/results.csv)")
    try:
        result = audit_dirs(gold_dir, Path(pred_dir))
    except ImportError:
        warnings.append("the audit (pipeline.audit) is not available in this version; report made without gold")
        return None
    except Exception as exc:  # a bad gold file is reported, the page is still written
        problems = getattr(exc, "problems", None) or str(exc).splitlines() or [type(exc).__name__]
        warnings.append(f"{gold_dir}: the audit found {len(problems)} problem(s); report made without gold")
        warnings.extend(str(p) for p in problems)
        return None
    view = from_audit(result, gold_dir)
    warnings.extend(f"audit: {n}" for n in view.notes)
    return view
