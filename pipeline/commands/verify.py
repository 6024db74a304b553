"""`python -m pipeline verify`: press train_time claims against official MLPerf logs."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "verify"
HELP = "check train_time results against official MLPerf Training result logs"
DESCRIPTION = """\
Score every submission of the given MLPerf Training result repositories from
their logs (official layout: <Submitter>/systems/<system>.json and
<Submitter>/results/<system>/<benchmark>/result_*.txt with :::MLLOG lines;
run time = run_stop - run_start, a failed run counts as the slowest, the
fastest and the slowest are dropped, the rest averaged), then check every
train_time row of PRED/results.csv and write OUT/verified.csv.

Verdicts: consistent (a submission agrees: the official value rounded as the
article writes the figure, or satisfying its qualifier, e.g. 不到6分钟 and
5.879), other_division (only a submission of the other division agrees),
contradicts (submissions exist, none agrees), unverifiable (nothing to
compare with). The round and division the article states are used; with no
division, closed is checked first; with no round, every round given is
checked and the note says which matched. Press system names are matched to
submissions through pipeline/data/verify_systems.csv, else by name.

A --reference PATH is a repository (e.g. training_results_v1.1) or a folder
of repositories. The round is taken from the repository's folder name
(..._v1.1) unless --round is given. Malformed logs and system files are
reported on one line each (path and problem) and skipped.

Exit status: 0 when it ran (whatever the verdicts); 2 for bad usage or an
unreadable --pred or --reference; 1 when no submission could be scored.
"""


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("--reference", nargs="+", action="extend", required=True, metavar="PATH",
                   help="result repositories in the official layout, or folders of them "
                        "(the option may be repeated)")
    p.add_argument("--round", action="append", metavar="R",
                   help="the round (e.g. 1.1) of the repositories, instead of their "
                        "folder names; once for all, or once per --reference PATH in order")
    p.add_argument("--pred", default="output", metavar="DIR",
                   help="folder with results.csv (and documents.csv, to read each "
                        "figure as the article writes it) (default: %(default)s)")
    p.add_argument("--out", metavar="DIR",
                   help="folder for verified.csv (default: the --pred folder)")
    p.add_argument("--submissions", action="store_true",
                   help="also write OUT/submissions.csv: every submission scored")
    p.add_argument("--systems", metavar="CSV",
                   help="press-name mapping (default: pipeline/data/verify_systems.csv)")
    p.add_argument("--excel", action="store_true",
                   help="write CSV as UTF-8 with a BOM, for spreadsheets")


def _error(msg: str, status: int) -> int:
    print(f"error: {msg}", file=sys.stderr)
    return status


def run(args: argparse.Namespace) -> int:
    import pandas as pd

    from pipeline.tables import write_csv_atomic
    from pipeline.verify.check import OUTPUT_COLUMNS, VERDICTS, Checker, verify_rows
    from pipeline.verify.matching import Matcher, load_rules
    from pipeline.verify.mllog import LogError
    from pipeline.verify.repository import (
        SUBMISSION_COLUMNS, find_repositories, load_repository,
    )

    refs = [Path(p) for p in args.reference]
    rounds = args.round or []
    if len(rounds) not in (0, 1, len(refs)):
        return _error(f"give --round once, or once per --reference PATH "
                      f"({len(refs)}), not {len(rounds)} times", 2)
    for ref in refs:
        if not ref.is_dir():
            return _error(f"--reference {ref}: no such folder", 2)

    pred = Path(args.pred)
    results_path = pred / "results.csv"
    try:
        results = pd.read_csv(results_path, dtype=str, keep_default_na=False,
                              encoding="utf-8-sig")
    except FileNotFoundError:
        return _error(f"{results_path}: not found (run `python -m pipeline extract` first, "
                      "or give --pred DIR)", 2)
    except (OSError, ValueError, UnicodeDecodeError) as exc:
        return _error(f"{results_path}: cannot be read ({exc})", 2)
    missing = [c for c in ("doc_id", "system", "benchmark", "metric", "value")
               if c not in results.columns]
    if missing:
        return _error(f"{results_path}: missing column(s) {', '.join(missing)}", 2)

    try:
        matcher = Matcher(load_rules(args.systems) if args.systems else None)
    except LogError as err:
        return _error(str(err), 2)

    submissions, problems, logs, repo_names = [], [], 0, []
    for i, ref in enumerate(refs):
        rnd = rounds[0] if len(rounds) == 1 else (rounds[i] if rounds else None)
        repos = find_repositories(ref)
        if not repos:
            problems.append(LogError(ref, "no result repository (<Submitter>/results) found"))
        for repo_path in repos:
            repo = load_repository(repo_path, rnd)
            submissions += repo.submissions
            problems += repo.problems
            logs += repo.logs
            repo_names.append(f"{repo_path.name} (v{repo.round or '?'})")
    scored = [s for s in submissions if s.score is not None]

    texts, doc_problem = _texts(pred, set(results.get("doc_id", [])))
    rows = verify_rows(results.to_dict("records"), Checker(submissions, matcher), texts)
    out = Path(args.out) if args.out else pred
    write_csv_atomic(pd.DataFrame(rows, columns=OUTPUT_COLUMNS), out / "verified.csv",
                     args.excel)
    if args.submissions:
        write_csv_atomic(pd.DataFrame([s.as_row() for s in submissions],
                                      columns=SUBMISSION_COLUMNS),
                         out / "submissions.csv", args.excel)

    sys.stdout.flush()
    for p in problems:
        print(f"skipped: {p}", file=sys.stderr)
    if doc_problem:
        print(f"note: {doc_problem}", file=sys.stderr)
    sys.stderr.flush()
    print(f"{len(scored)} of {len(submissions)} submissions scored from {logs} logs in "
          f"{', '.join(repo_names) or 'no repository'}")
    unscored = len(submissions) - len(scored)
    if unscored:
        print(f"{unscored} submission(s) without a score (runs missing or failed)"
              + ("; see submissions.csv" if args.submissions else "; --submissions lists them"))
    counts = {v: 0 for v in VERDICTS}
    for r in rows:
        counts[r["verdict"]] += 1
    for v in VERDICTS:
        print(f"{v}: {counts[v]}")
    print(f"{len(rows)} train_time results checked; written to {out / 'verified.csv'}")
    if not scored:
        return _error("no submission could be scored from --reference", 1)
    return 0


def _texts(pred: Path, doc_ids: set[str]) -> tuple[dict[str, str], str]:
    """doc_id -> original article text, from PRED/documents.csv's paths (when readable)."""
    import pandas as pd

    from pipeline.read import InputError, read_document

    docs_path = pred / "documents.csv"
    try:
        docs = pd.read_csv(docs_path, dtype=str, keep_default_na=False, encoding="utf-8-sig")
    except (OSError, ValueError, UnicodeDecodeError):
        return {}, (f"{docs_path} not readable: figures are read from results.csv's "
                    "value (its written precision may be lost)")
    texts, unreadable = {}, []
    for row in docs.to_dict("records"):
        doc_id, raw = row.get("doc_id", ""), row.get("path", "")
        if doc_id not in doc_ids or not raw:
            continue
        for cand in (Path(raw), pred / raw, pred.parent / raw):
            if cand.is_file():
                try:
                    texts[doc_id] = read_document(cand).text
                except InputError:
                    continue
                break
        else:
            unreadable.append(doc_id)
    note = ""
    if unreadable:
        note = (f"{len(unreadable)} article(s) not readable ({', '.join(unreadable[:5])}"
                f"{', ...' if len(unreadable) > 5 else ''}): their figures are read from "
                "results.csv's value")
    return texts, note
