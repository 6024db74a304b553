"""`python -m pipeline verify`: press claims against the official MLPerf Training results."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "verify"
HELP = "check train_time, speedup and perf_gain results against official MLPerf Training results"
DESCRIPTION = """\
Check every train_time, speedup and perf_gain row of PRED/results.csv against
the official MLPerf Training results of every round (v0.5 to v5.1) and write
OUT/verified.csv (its columns: docs/verified.md).

The official results are the scores table shipped with the pipeline
(pipeline/data/verify_scores.csv: every submission and benchmark, the olympic
mean of the official logs with each round's rule, and the RCP factor of the
published table), unless --reference gives others: a scores table (CSV), a
folder holding mlperf-training-scores.csv, or result repositories in the
official layout (<Submitter>/systems/<system>.json and
<Submitter>/results/<system>/<benchmark>/result_*.txt with :::MLLOG lines,
v0.7 and later), scored here the same way.

Verdicts: consistent (the official figure rounded as the article writes it,
or satisfying its qualifier: 不到6分钟 and 5.879), other_division (only the
other division agrees), contradicts (none agrees), unverifiable (the note
says why). A speedup is the ratio of the two systems' scores in the same
round and division; a perf_gain that of the same submitter's system in an
earlier round. The round is the article's suite, else its date (a date column
in documents.csv), else every round (the note says so). Press names map to
submissions through pipeline/data/verify_systems.csv (or --systems), with the
count the sentence gives ("3584个H100"); a name that fits several submissions
of different results is reported with its candidates, never picked silently.

Malformed logs, log lines, system files and table rows are reported on one
line each (path and problem) and skipped.

Exit status: 0 when it ran (whatever the verdicts); 2 for bad usage or an
unreadable --pred, --reference or --systems; 1 when no submission could be
scored.
"""


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("--reference", nargs="+", action="extend", metavar="PATH",
                   help="scores tables, folders holding mlperf-training-scores.csv, or result "
                        "repositories in the official layout (may be repeated; default: the "
                        "table shipped with the pipeline)")
    p.add_argument("--round", action="append", metavar="R",
                   help="the round (e.g. 1.1) of the repositories, instead of their "
                        "folder names; once for all, or once per --reference PATH in order")
    p.add_argument("--pred", default="output", metavar="DIR",
                   help="folder with results.csv (and documents.csv, to read each "
                        "figure as the article writes it) (default: %(default)s)")
    p.add_argument("--out", metavar="DIR",
                   help="folder for verified.csv (default: the --pred folder)")
    p.add_argument("--submissions", action="store_true",
                   help="also write OUT/submissions.csv: every submission of the reference")
    p.add_argument("--systems", metavar="CSV",
                   help="press-name mapping (default: pipeline/data/verify_systems.csv)")
    p.add_argument("--excel", action="store_true",
                   help="write CSV as UTF-8 with a BOM, for spreadsheets")


def _error(msg: str, status: int) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return status


def run(args: argparse.Namespace) -> int:
    import pandas as pd

    from pipeline.tables import restore_frame, write_csv_atomic
    from pipeline.verify.check import VERDICTS, Checker
    from pipeline.verify.documents import read_documents
    from pipeline.verify.errors import LogError
    from pipeline.verify.names import Matcher, load_rules
    from pipeline.verify.output import OUTPUT_COLUMNS, verify_rows
    from pipeline.verify.reference import load_reference
    from pipeline.verify.submission import SUBMISSION_COLUMNS

    refs = [Path(p) for p in args.reference or []]
    rounds = args.round or []
    if rounds and not refs:
        return _error("--round names the round of a --reference repository; give --reference", 2)
    if len(rounds) not in (0, 1, len(refs)):
        return _error(f"give --round once, or once per --reference PATH "
                      f"({len(refs)}), not {len(rounds)} times", 2)
    for ref in refs:
        if not ref.exists():
            return _error(f"--reference {ref}: no such file or folder", 2)

    pred = Path(args.pred)
    results_path = pred / "results.csv"
    try:
        results = restore_frame(pd.read_csv(results_path, dtype=str, keep_default_na=False,
                                            encoding="utf-8-sig"))
    except FileNotFoundError:
        return _error(f"{results_path}: not found (run `python -m pipeline extract` first, "
                      "or give --pred DIR)", 2)
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        return _error(f"{results_path}: cannot be read ({' '.join(str(exc).split())})", 2)
    missing = [c for c in ("doc_id", "system", "benchmark", "metric", "value")
               if c not in results.columns]
    if missing:
        return _error(f"{results_path}: missing column(s) {', '.join(missing)}", 2)

    try:
        matcher = Matcher(load_rules(args.systems) if args.systems else None)
    except LogError as err:
        return _error(str(err), 2)

    try:
        ref = load_reference(refs, rounds)
    except LogError as err:
        return _error(f"--reference {err}", 2)
    scored = [s for s in ref.submissions if s.score is not None]
    docs = read_documents(pred, set(results.get("doc_id", [])))
    rows = verify_rows(results.to_dict("records"), Checker(ref.submissions, matcher),
                       docs.texts, docs.dates)
    out = Path(args.out) if args.out else pred
    try:
        write_csv_atomic(pd.DataFrame(rows, columns=OUTPUT_COLUMNS), out / "verified.csv",
                         args.excel)
        if args.submissions:
            write_csv_atomic(pd.DataFrame([s.as_row() for s in ref.submissions],
                                          columns=SUBMISSION_COLUMNS),
                             out / "submissions.csv", args.excel)
    except OSError as exc:
        return _error(f"{out}: cannot write there ({exc.strerror or exc})", 2)

    sys.stdout.flush()
    for p in ref.problems:
        print(f"skipped: {p}", file=sys.stderr)
    for note in docs.notes:
        print(f"note: {note}", file=sys.stderr)
    sys.stderr.flush()
    for line in ref.sources:
        print(f"reference: {line}")
    unscored = len(ref.submissions) - len(scored)
    if unscored:
        print(f"{unscored} submission(s) without a score (runs missing or failed)"
              + ("; see submissions.csv" if args.submissions else "; --submissions lists them"))
    counts = {v: 0 for v in VERDICTS}
    for r in rows:
        counts[r["verdict"]] += 1
    for v in VERDICTS:
        print(f"{v}: {counts[v]}")
    print(f"{len(rows)} train_time, speedup and perf_gain results checked; written to "
          f"{out / 'verified.csv'}")
    if not scored:
        return _error("no submission could be scored from --reference", 1)
    return 0
