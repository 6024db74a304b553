"""Writing the tables from the cache, in the order of the plan (see :mod:`pipeline.store.kept`).

A cache entry holds a document's rows already as CSV text, so rewriting the
tables of a large corpus costs little more than copying them; the rows of
documents unchanged since the last run are copied straight from the tables
being replaced, in long runs (:class:`pipeline.store.layout.Layout`).  No
table holds a duplicate row (repeated rows of one document are dropped;
doc_ids are unique).  Rows never all sit in memory.
"""
from __future__ import annotations

import itertools
from pathlib import Path

from pipeline.read import InputError
from pipeline.store.cache import Cache
from pipeline.store.commit import TableWriter, pause
from pipeline.store.kept import Kept, PreviousRows
from pipeline.store.layout import Layout
from pipeline.store.rows import csv_line, decode_result
from pipeline.store.scan import Entry

WRITE_BATCH = 500  # cache entries fetched at a time when the tables are written


class _Writing:
    def __init__(self, steps, total: int, cache: Cache, records, out: Path, excel: bool, summary,
                 previous: list[Kept], queued: set[str] = frozenset()):
        self.steps, self.total, self.cache, self.out, self.summary = steps, total, cache, out, summary
        self.queued = queued  # the shas still being processed (kept up to date by ``wait``)
        self.writer = TableWriter(out, excel)
        self.layout = Layout(cache, records, out, excel)
        self.previous = {k.doc_id: k for k in previous}
        self.written: set[str] = set()  # the doc_ids of the previous tables written again
        self.chunk: list = []  # the steps being written (up to WRITE_BATCH)
        self.batch: dict[str, bytes] = {}
        self.old_rows: PreviousRows | None = None

    def counted(self, entry, counts) -> None:
        if entry.doc_id in self.previous:
            self.written.add(entry.doc_id)
        self.summary.documents += 1
        self.summary.mentions += counts[0]
        self.summary.results += counts[1]

    def cached(self, i: int, entry: Entry) -> bytes | None:
        if entry.sha not in self.batch:  # the cache entries of the next few hundred documents
            # (of those processed by now: while the workers still process, asking for the
            # others would fetch the same few entries again at every document)
            queued = self.queued
            self.batch = self.cache.get_many(
                [e.sha for e in self.chunk[i:] if isinstance(e, Entry) and e.sha not in queued])
        return self.batch.get(entry.sha)

    def write_rows(self, entry: Entry, drow_line: str, mentions: str, results: str, counts) -> None:
        ranges = [*self.writer.write_text("documents", drow_line),
                  *self.writer.write_text("mentions", mentions),
                  *self.writer.write_text("results", results)]
        self.layout.add(entry, ranges, list(counts))
        self.counted(entry, counts)

    def entry(self, i: int, entry: Entry) -> bool:
        """Write a document's rows from the layout or the cache; False if the cache lacks them."""
        counts = self.layout.reuse(entry, self.writer)  # unchanged and written last time: copied
        if counts is not None:
            self.counted(entry, counts)
            return True
        data = self.cached(i, entry)
        if data is None:
            return False
        drow, mentions, results, n_mentions, n_results = decode_result(data, entry)
        self.write_rows(entry, csv_line(drow), mentions, results, (n_mentions, n_results))
        return True

    def kept(self, i: int, doc: Kept) -> None:
        """A previous document, as it was."""
        self.summary.kept.append((doc.doc_id, doc.path))
        if self.entry(i, doc):
            return
        if self.old_rows is None:  # another version wrote them: read them from the tables themselves
            self.old_rows = PreviousRows(self.out, {
                d.doc_id for d in self.previous.values()
                if d.key not in self.layout.old and not self.cache.has(d.sha)})
        line, mentions, results, n_mentions, n_results = self.old_rows.of(doc)
        self.write_rows(doc, line, mentions, results, (n_mentions, n_results))

    def step(self, i: int, step, wait, prune: bool) -> None:
        if isinstance(step, InputError):
            self.summary.failed.append(step)
        elif isinstance(step, Kept):
            self.kept(i, step)
        else:
            problem = wait(step.sha)
            if problem is not None:  # processing raised
                self.summary.failed.append(InputError(step.path, problem))
            elif not self.entry(i, step):  # cannot happen unless the cache vanished under us
                self.summary.failed.append(InputError(step.path, "result lost from the cache; run again"))
            else:
                return
            if not prune and step.doc_id in self.previous:  # failed: its previous rows stay
                self.kept(i, self.previous[step.doc_id])

    def run(self, wait, prune: bool) -> None:
        half, n = self.total // 2, 0
        steps = iter(self.steps)
        while True:  # a batch of steps at a time: the cache entries of a batch are fetched at once
            self.chunk = list(itertools.islice(steps, WRITE_BATCH))
            if not self.chunk:
                break
            for i, step in enumerate(self.chunk):
                if n == half:
                    pause("write")
                n += 1
                self.step(i, step, wait, prune)
        self.summary.reused = self.summary.documents - self.summary.processed - len(self.summary.kept)
        self.writer.commit()


def write_tables(steps, total: int, cache: Cache, records, out: Path, excel: bool, summary, wait, *,
                 previous: list[Kept], prune: bool, queued: set[str] = frozenset()) -> set[str]:
    """Write and commit the tables (``total`` steps, from the iterator ``steps``); the doc_ids of
    ``previous`` written.  ``queued`` (kept up to date by ``wait``) is the set of shas still
    being processed."""
    w = _Writing(steps, total, cache, records, out, excel, summary, previous, queued)
    try:
        w.run(wait, prune)
    except BaseException:
        w.writer.abort()
        raise
    finally:
        w.layout.close()
    w.layout.save()
    return w.written
