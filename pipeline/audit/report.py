"""Present an audit: the text tables, the short summary and audit.csv.

The text starts with the figures that matter most: the totals (micro P/R/F1
per table and the qualifier accuracy), then per type / metric, then how often
each rule was right and wrong, then where audit.csv is.
"""
from __future__ import annotations

import csv
import io
import unicodedata
from pathlib import Path

from pipeline.audit.sentences import load_article, sentence_for

AUDIT_COLUMNS = [
    "table", "kind", "doc_id", "type_or_metric", "system", "benchmark", "value",
    "unit", "qualifier", "text", "rule", "start", "end", "line", "sentence",
]
TITLES = {"mentions": "type", "results": "metric"}


def _width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def _pad(s: str, width: int) -> str:
    """Left-justify ``s`` in ``width`` terminal columns (CJK characters take two)."""
    return s + " " * max(0, width - _width(s))


def _rate(x: float | None) -> str:
    return "-" if x is None else f"{x:.3f}"


def format_summary(result) -> str:
    """One line per scored table: micro P/R/F1 and counts; the qualifier accuracy."""
    lines = []
    for name, t in result.tables.items():
        c = t.total
        line = (f"audit vs {result.gold_dir}: {name:<8} micro P {c.precision:.3f} "
                f"R {c.recall:.3f} F1 {c.f1:.3f} (gold {c.n_gold}, predicted {c.n_pred}, "
                f"matched {c.n_match})")
        if name == "results":
            line += (f"; qualifier accuracy {_rate(t.qualifier_accuracy)}"
                     f" ({t.qualifier_right} of {len(t.pairs)})")
        lines.append(line)
    if not lines:
        lines.append(f"audit vs {result.gold_dir}: nothing scored")
    return "\n".join(lines)


def _rule_table(name: str, t) -> list[str]:
    if not t.by_rule:
        return [f"rules ({name}): no predictions in scope"]
    width = max(24, *(_width(r) + 2 for r in t.by_rule))
    lines = [f"{_pad('rules (' + name + ')', width)} {'right':>6} {'wrong':>6}"]
    for rule, c in t.by_rule.items():
        lines.append(f"  {_pad(rule, width - 2)} {c['right']:>6} {c['wrong']:>6}")
    return lines


def _kind_table(name: str, t) -> list[str]:
    head = f"{name + ' (' + TITLES[name] + ')':<20} {'P':>6} {'R':>6} {'F1':>6} {'gold':>6} {'pred':>6}"
    lines = [head]

    def row(label, c):
        return (f"  {label:<18} {c.precision:>6.3f} {c.recall:>6.3f} {c.f1:>6.3f} "
                f"{c.n_gold:>6} {c.n_pred:>6}")

    for kind, c in t.by_kind.items():
        lines.append(row(kind, c))
    lines.append(row("micro total", t.total))
    if name == "results":
        lines.append(f"  qualifier accuracy {_rate(t.qualifier_accuracy)} "
                     f"({t.qualifier_right} of {len(t.pairs)} matched results)")
    return lines


def format_text(result, report_path: Path | None = None) -> str:
    n_docs = len(next(iter(result.tables.values())).docs) if result.tables else 0
    lines = [f"Audit of {result.pred_dir}/ against {result.gold_dir}/ ({n_docs} documents)",
             format_summary(result), ""]
    for name, t in result.tables.items():
        lines += _kind_table(name, t)
    lines.append("")
    for name, t in result.tables.items():
        lines += _rule_table(name, t) + [""]
    counts = ", ".join(f"{name}: {len(t.missed)} missed, {len(t.spurious)} spurious"
                       for name, t in result.tables.items())
    if report_path is not None:
        lines.append(f"rows to check ({counts}): {report_path}")
    else:
        lines.append(f"rows to check: {counts}")
    return "\n".join(lines)


def _fields(row, table: str) -> dict:
    f = row.fields
    return {
        "table": table, "doc_id": row.doc_id, "type_or_metric": row.kind,
        "system": f.get("system", ""), "benchmark": f.get("benchmark", ""),
        "value": f.get("value", ""), "unit": f.get("unit", ""),
        "qualifier": f.get("qualifier", ""), "text": f.get("text", ""),
        "rule": f.get("rule", ""), "start": f.get("start", ""), "end": f.get("end", ""),
        "line": row.line,
    }


def _found_at(result) -> dict:
    """(doc_id, unit) -> [(value, start)] of every predicted mention with a number: where a
    missed gold figure was read, when the pipeline read it but linked it otherwise (the text
    search below misses figures written in words, 七成 or 两千五百万)."""
    t = result.tables.get("mentions")
    rows = t.pred if t else _predicted_mentions(result.pred_dir)
    index: dict = {}
    for row in rows:
        start = row.fields.get("start", "")
        if row.number is not None and start.isdigit():
            index.setdefault((row.doc_id, row.fields.get("unit", "")), []).append((row.number, int(start)))
    return index


def _predicted_mentions(pred_dir: Path) -> list:
    """The predicted mentions when the gold has none to score them against ([] if unreadable)."""
    from pipeline.audit.gold import AuditInputError, read_table
    from pipeline.schema import TABLE_FILES

    path = Path(pred_dir) / TABLE_FILES["mentions"]
    try:
        return read_table(path, "mentions", "predictions") if path.is_file() else []
    except AuditInputError as err:
        return err.rows


def _starts_of(found: dict, row) -> list[int]:
    from pipeline.schema import RELATIVE_TOLERANCE

    if row.number is None:
        return []
    return [start for value, start in found.get((row.doc_id, row.fields.get("unit", "")), ())
            if abs(value - row.number) <= RELATIVE_TOLERANCE * max(abs(value), abs(row.number))]


def audit_rows(result) -> list[dict]:
    """Every missed gold row and every spurious prediction, with its sentence."""
    out = []
    found = _found_at(result)
    for name, t in result.tables.items():
        for kind, rows in (("missed", t.missed), ("spurious", t.spurious)):
            for row in rows:
                d = _fields(row, name)
                d["kind"] = kind
                path = result.articles.get(row.doc_id)
                article = load_article(str(path)) if path else None
                fields = dict(row.fields)
                if kind == "missed":  # a gold row has no span: the figure as the pipeline read it
                    fields.pop("start", None)
                    fields["read_at"] = _starts_of(found, row)
                d["sentence"] = sentence_for(article, fields, row.kind, row.number)
                out.append(d)
    order = {"mentions": 0, "results": 1}
    out.sort(key=lambda d: (order[d["table"]], d["doc_id"], d["kind"], d["type_or_metric"], d["line"]))
    return out


def write_audit_csv(result, path: Path) -> Path:
    """Write audit.csv (UTF-8, like the other tables) atomically and return its path."""
    from pipeline.tables import write_csv_atomic
    import pandas as pd

    rows = audit_rows(result)
    df = pd.DataFrame(rows, columns=AUDIT_COLUMNS)
    write_csv_atomic(df, path, excel=False)
    return path


def audit_csv_text(result) -> str:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=AUDIT_COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(audit_rows(result))
    return buf.getvalue()
