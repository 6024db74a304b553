"""`python -m pipeline report`: the review page for an output folder."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

NAME = "report"
HELP = "write the review page (one offline HTML file) for an output folder"
DESCRIPTION = """\
Write one self-contained HTML page (works offline, nothing fetched) showing
what `extract` found in PRED: an index of the documents (sortable), a search
box (titles, doc_ids, systems, benchmarks, evidence and article text),
train_time charts by system for each benchmark, one MLPerf round at a time
(qualifiers drawn as such: `< 6 min` is an upper bound, not a bar of 6), all
results in one table filterable by system, benchmark and metric, and each
article with its mentions marked by type (hover or tap a mark for its value,
unit, qualifier and rule) next to its results and their evidence.  The page
works at phone width (the results become cards).

With --gold, the predictions are audited against the gold tables: the index
shows F1 per document ("nothing to score" when a document has neither gold
nor predicted rows), missed gold items are listed per document, and spurious
predictions are marked in the text and the tables.  When PRED holds
verified.csv (written by `verify`), each result shows its verdict and the
official value.

Only article files (.txt, .md) inside the article folders are read and
embedded: corpus/articles, articles/ beside PRED, articles/ beside the gold
folder, and the folders given with --articles.  A file that documents.csv
names anywhere else is not read (a note names it) and its document is shown
without text, so a page made from someone else's tables never embeds your
files.

Each document has a stable address, report.html#doc-DOC_ID (a mark:
#doc-DOC_ID@OFFSET).  The address may also preselect the results filters
(system, benchmark, metric), the search (q), the charts' round and the order
of the index (sort=COLUMN, or sort=-COLUMN for descending; COLUMN is n,
title, doc_id, script, chars, a mention type, results, f1_mentions,
f1_results, missed or spurious), e.g.
report.html?metric=train_time&benchmark=BERT&sort=-results

Problems that leave gaps (an article that moved, an unreadable table,
offsets that do not fit the text) are printed as warnings and listed on
the page; the exit status is 1 only when there is nothing to show.
"""

DEFAULT_PRED = Path("output")


def configure(p: argparse.ArgumentParser) -> None:
    p.add_argument("--pred", default=str(DEFAULT_PRED), metavar="DIR",
                   help="folder written by `extract` with documents.csv, mentions.csv, "
                        "results.csv (default: %(default)s)")
    p.add_argument("--gold", default=None, metavar="DIR",
                   help="gold folder (mentions.csv/results.csv, see docs/tables.md) to audit against, "
                        "e.g. corpus/gold (default: no audit)")
    p.add_argument("--articles", action="append", default=[], metavar="DIR",
                   help="a folder whose article files may be embedded, besides corpus/articles and the "
                        "articles/ folders beside PRED and the gold folder (repeatable)")
    p.add_argument("--out", default=None, metavar="FILE",
                   help="HTML file to write (default: PRED/report.html, i.e. output/report.html)")


def run(args: argparse.Namespace) -> int:
    from pipeline.review import ReportError, build_report, write_atomic
    from pipeline.store import recover

    pred = Path(args.pred)
    recover(pred)  # a commit that a killed run left half done is finished before reading
    out = Path(args.out) if args.out else pred / "report.html"
    gold = Path(args.gold) if args.gold else None
    try:
        html, model = build_report(pred, gold, args.articles)
        write_atomic(out, html)
    except ReportError as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    except OSError as err:
        print(f"error: {out}: cannot be written ({err.strerror or err})", file=sys.stderr)
        return 1
    for w in model["warnings"]:
        print(f"warning: {w}", file=sys.stderr)
    t = model["totals"]
    line = (f"{t['documents']} documents, {t['mentions']} mentions, {t['results']} results, "
            f"{t['charts']} train_time chart(s)")
    if model["gold"] is not None:
        line += f"; gold {gold}: {t['missed']} missed, {t['spurious']} spurious"
    print(f"report written to {out} ({line})")
    return 0
