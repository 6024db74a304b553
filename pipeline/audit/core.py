"""`audit_dirs`: load a gold folder and a prediction folder, score them, keep the result."""
from __future__ import annotations

import csv
from pathlib import Path

from pipeline.audit.gold import (
    TABLES,
    AuditInputError,
    Row,
    check_doc_ids,
    read_table,
)
from pipeline.audit.scoring import TableScore, score_table
from pipeline.read import ARTICLE_SUFFIXES
from pipeline.schema import TABLE_FILES


class AuditResult:
    """The outcome of one audit; see the package docstring for the API."""

    def __init__(self, gold_dir: Path, pred_dir: Path, tables: dict[str, TableScore],
                 articles: dict[str, Path], notes: list[str]):
        self.gold_dir = Path(gold_dir)
        self.pred_dir = Path(pred_dir)
        self.tables = tables  # only the scored tables, "mentions" before "results"
        self.articles = articles  # doc_id -> article file, where known
        self.notes = notes  # warnings worth printing (e.g. a missing prediction file)

    # -- figures --------------------------------------------------------
    def scored(self, table: str) -> bool:
        return table in self.tables

    def micro_f1(self, table: str) -> float | None:
        t = self.tables.get(table)
        return t.total.f1 if t else None

    def qualifier_accuracy(self) -> float | None:
        t = self.tables.get("results")
        return t.qualifier_accuracy if t else None

    def to_dict(self) -> dict:
        """The --json structure (tables that were not scored are left out)."""
        out: dict = {}
        for name, t in self.tables.items():
            d = {k: c.to_dict() for k, c in t.by_kind.items()}
            d["total"] = t.total.to_dict()
            if name == "results":
                d["qualifier_accuracy"] = t.qualifier_accuracy
            out[name] = d
        return out

    def per_document(self, table: str) -> dict[str, dict]:
        """doc_id -> {"precision", "recall", "f1", "n_gold", "n_pred"} ({} when not scored)."""
        t = self.tables.get(table)
        return {d: c.to_dict() for d, c in t.by_doc.items()} if t else {}

    def per_rule(self, table: str) -> dict[str, dict]:
        """rule -> {"right": n, "wrong": n}, predicted rows before deduplication."""
        t = self.tables.get(table)
        return dict(t.by_rule) if t else {}

    # -- rows -------------------------------------------------------------
    @staticmethod
    def _row_dict(row: Row) -> dict:
        d = dict(row.fields)
        d["line"] = row.line
        d["file"] = row.source
        return d

    def missed(self, table: str) -> list[dict]:
        """Gold rows with no matching prediction: their cells plus "line" and "file"."""
        t = self.tables.get(table)
        return [self._row_dict(r) for r in t.missed] if t else []

    def spurious(self, table: str) -> list[dict]:
        """Predicted rows with no matching gold row: all their cells (start, end, rule, ...) plus "line", "file"."""
        t = self.tables.get(table)
        return [self._row_dict(r) for r in t.spurious] if t else []

    def matched(self, table: str) -> list[tuple[dict, dict]]:
        """(gold, prediction) pairs that matched."""
        t = self.tables.get(table)
        return [(self._row_dict(g), self._row_dict(p)) for g, p in t.pairs] if t else []

    # -- output -----------------------------------------------------------
    def format_summary(self) -> str:
        from pipeline.audit.report import format_summary

        return format_summary(self)

    def format_text(self, report_path: Path | None = None) -> str:
        from pipeline.audit.report import format_text

        return format_text(self, report_path)

    def audit_rows(self) -> list[dict]:
        from pipeline.audit.report import audit_rows

        return audit_rows(self)

    def write_audit_csv(self, path: Path | None = None) -> Path:
        """Write audit.csv (default: next to the predictions) and return its path."""
        from pipeline.audit.report import write_audit_csv

        return write_audit_csv(self, Path(path) if path else self.pred_dir / "audit.csv")


def _article_files(folder: Path) -> dict[str, Path]:
    found = {}
    for p in sorted(folder.rglob("*")):
        if p.is_file() and p.suffix.lower() in ARTICLE_SUFFIXES:
            found.setdefault(p.stem, p)
    return found


def _pred_documents(pred_dir: Path) -> dict[str, Path | None] | None:
    """doc_id -> article path from the predictions' documents.csv (None if absent)."""
    path = pred_dir / TABLE_FILES["documents"]
    if not path.is_file():
        return None
    try:
        with open(path, encoding="utf-8-sig", newline="") as fh:
            rows = list(csv.DictReader(fh))
    except (OSError, UnicodeDecodeError, csv.Error) as exc:
        raise AuditInputError([f"{path}: cannot be read as a CSV table ({exc})"]) from None
    docs: dict[str, Path | None] = {}
    for row in rows:
        doc_id = (row.get("doc_id") or "").strip()
        if not doc_id:
            continue
        raw = (row.get("path") or "").strip()
        cand = None
        for p in (Path(raw), pred_dir.parent / raw) if raw else ():
            if p.is_file():
                cand = p
                break
        docs[doc_id] = cand
    return docs


def audit_dirs(gold_dir: str | Path, pred_dir: str | Path, tables=None) -> AuditResult:
    """Audit the prediction tables in ``pred_dir`` against the gold tables in ``gold_dir``.

    ``tables``: score only these ("mentions", "results"); default every table the gold holds.

    Raises AuditInputError (its ``problems`` are one line each) for bad input.
    """
    gold_dir, pred_dir = Path(gold_dir), Path(pred_dir)
    problems: list[str] = []
    notes: list[str] = []
    if not gold_dir.is_dir():
        raise AuditInputError([f"{gold_dir}: no such gold folder"])
    if not pred_dir.is_dir():
        raise AuditInputError([f"{pred_dir}: no such prediction folder"])
    gold: dict[str, list[Row]] = {}
    pred: dict[str, list[Row]] = {}
    for table in TABLES:
        gpath = gold_dir / TABLE_FILES[table]
        ppath = pred_dir / TABLE_FILES[table]
        if not gpath.is_file():
            continue
        try:
            gold[table] = read_table(gpath, table, "gold")
        except AuditInputError as err:
            problems.extend(err.problems)
            gold[table] = err.rows
        if tables and table not in tables:
            continue  # not scored; its gold documents still count as scored documents
        if ppath.is_file():
            try:
                pred[table] = read_table(ppath, table, "predictions")
            except AuditInputError as err:
                problems.extend(err.problems)
        else:
            pred[table] = []
            notes.append(f"{ppath}: no such file; {table} scored as if nothing was predicted")
    if not gold and not problems:
        raise AuditInputError([
            f"{gold_dir}: no gold table (expected {TABLE_FILES['mentions']} and/or {TABLE_FILES['results']})"
        ])

    # Where the articles are: the gold folder's sibling articles/, else documents.csv.
    articles: dict[str, Path] = {}
    known: set[str] | None = None
    where = ""
    pred_docs = _pred_documents(pred_dir)
    sibling = gold_dir.parent / "articles"
    if sibling.is_dir():
        articles = _article_files(sibling)
        known, where = set(articles), f"{sibling}/"
    elif pred_docs is not None:
        known, where = set(pred_docs), f"{pred_dir / TABLE_FILES['documents']}"
    for doc_id, path in (pred_docs or {}).items():
        if path is not None:
            articles.setdefault(doc_id, path)
    if known is not None:
        for rows in gold.values():
            problems.extend(check_doc_ids(rows, known, where))
    if problems:
        raise AuditInputError(problems)

    docs = {r.doc_id for rows in gold.values() for r in rows}
    if pred_docs is not None:
        unseen = sorted(d for d in docs if d not in pred_docs)
        if unseen:
            shown = ", ".join(unseen[:5]) + (", ..." if len(unseen) > 5 else "")
            notes.append(
                f"{len(unseen)} gold document(s) are not in {pred_dir / TABLE_FILES['documents']} "
                f"(not extracted?): {shown}")
    scores = {t: score_table(t, gold[t], pred[t], docs) for t in TABLES if t in gold and t in pred}
    return AuditResult(gold_dir, pred_dir, scores, articles, notes)
