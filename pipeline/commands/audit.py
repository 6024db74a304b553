"""`python -m pipeline audit`: score predicted tables against gold labels (GOLD.md)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

NAME = "audit"
HELP = "score predicted tables against gold labels (precision, recall, F1)"
DESCRIPTION = """\
Compare the predictions in --pred DIR with the gold labels in --gold DIR
(each holding mentions.csv and/or results.csv) by the rules of GOLD.md:
rows compared as sets per document, names by key (lower case, letters and
digits only), numbers within 0.5 %, units exactly; only the types, metrics
and documents that the gold holds are scored.

Prints, per table, precision / recall / F1 / support per type (mentions) and
per metric (results), the micro totals, the qualifier accuracy, and for each
extraction rule how many of its rows were right and wrong.  Writes every
missed gold row and every spurious prediction, with the sentence of the
article it concerns, to audit.csv next to the predictions (or --report FILE),
written like the tables: UTF-8, with a BOM when --excel is given or the
predictions' documents.csv has one, formula-like cells neutralised.  A commit
that a killed `extract` left half done in PRED is finished before reading.

Exit status: 0; 1 when a table's micro F1 is below --min-f1; 2 for bad
input (each problem is printed on one line naming the file and the line).
"""


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("--gold", required=True, metavar="DIR",
                   help="folder with the gold mentions.csv and/or results.csv")
    p.add_argument("--pred", required=True, metavar="DIR",
                   help="folder with the predicted tables (as written by `extract --out DIR`)")
    p.add_argument("--json", action="store_true",
                   help="print the figures as one JSON object instead of tables")
    p.add_argument("--report", metavar="FILE",
                   help="where to write the missed/spurious rows (default: PRED/audit.csv)")
    p.add_argument("--excel", action="store_true",
                   help="write the report as UTF-8 with a BOM, for spreadsheets (also when "
                        "PRED/documents.csv has one)")
    p.add_argument("--min-f1", type=float, metavar="X",
                   help="exit with status 1 when a scored table's micro F1 is below X (0 to 1)")
    p.add_argument("--table", action="append", choices=["mentions", "results"], metavar="TABLE",
                   help="score only this table (mentions or results; repeatable; default: "
                        "every table the gold holds)")


def write_audit_table(result, path: Path, excel: bool = False) -> Path:
    """audit.csv, written as every table is (permissions, BOM, neutralised cells)."""
    import pandas as pd

    from pipeline.audit.report import AUDIT_COLUMNS, audit_rows
    from pipeline.tables import has_bom, write_csv_atomic

    excel = excel or has_bom(result.pred_dir / "documents.csv")
    write_csv_atomic(pd.DataFrame(audit_rows(result), columns=AUDIT_COLUMNS), path, excel)
    return path


def run(args: argparse.Namespace) -> int:
    from pipeline.audit import AuditInputError, audit_dirs
    from pipeline.store import recover

    if args.min_f1 is not None and not 0.0 <= args.min_f1 <= 1.0:
        print(f"error: --min-f1 must be between 0 and 1, not {args.min_f1}", file=sys.stderr)
        return 2
    recover(args.pred)  # a commit left half done is finished: the tables read are one version
    try:
        result = audit_dirs(Path(args.gold), Path(args.pred), tables=args.table)
    except AuditInputError as err:
        for problem in err.problems:
            print(f"error: {problem}", file=sys.stderr)
        return 2
    for note in result.notes:
        print(f"note: {note}", file=sys.stderr)

    status = 0
    report = Path(args.report) if args.report else Path(args.pred) / "audit.csv"
    try:
        write_audit_table(result, report, args.excel)
    except OSError as exc:
        print(f"error: {report}: cannot write the audit rows ({exc.strerror or exc})", file=sys.stderr)
        report, status = None, 2

    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(result.format_text(report))

    if args.min_f1 is not None:
        for table in result.tables:
            f1 = result.micro_f1(table)
            if f1 is not None and f1 < args.min_f1:
                print(f"audit: {table} micro F1 {f1:.3f} is below --min-f1 {args.min_f1}",
                      file=sys.stderr)
                status = status or 1
    return status
