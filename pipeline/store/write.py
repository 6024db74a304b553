"""Writing the tables from the cache, in the order of the plan (see :mod:`pipeline.store.kept`).

A cache entry holds a document's rows already as CSV text, so rewriting the
tables of a large corpus costs little more than copying them; the rows of
documents unchanged since the last run are copied straight from the tables
being replaced, in long runs (:class:`pipeline.store.layout.Layout`).  No
table holds a duplicate row (repeated rows of one document are dropped;
doc_ids are unique).  Rows never all sit in memory.
"""
from __future__ import annotations

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
    def __init__(self, steps: list, cache: Cache, out: Path, excel: bool, summary, previous: list[Kept],
                 known: set[str] | None = None):
        self.steps, self.cache, self.out, self.summary = steps, cache, out, summary
        self.known = known  # the shas the cache holds by now (None: not known; ask it)
        self.writer = TableWriter(out, excel)
        self.layout = Layout(cache, out, excel)
        self.previous = {k.doc_id: k for k in previous}
        self.batch: dict[str, bytes] = {}
        self.old_rows: PreviousRows | None = None

    def counted(self, counts) -> None:
        self.summary.documents += 1
        self.summary.mentions += counts[0]
        self.summary.results += counts[1]

    def cached(self, i: int, entry: Entry) -> bytes | None:
        if entry.sha not in self.batch:  # the cache entries of the next few hundred documents
            # (of those processed by now: while the workers still process, asking for the
            # others would fetch the same few entries again at every document)
            known = self.known
            self.batch = self.cache.get_many(
                [e.sha for e in self.steps[i:i + WRITE_BATCH]
                 if isinstance(e, Entry) and (known is None or e.sha in known)])
        return self.batch.get(entry.sha)

    def write_rows(self, entry: Entry, drow_line: str, mentions: str, results: str, counts) -> None:
        ranges = [*self.writer.write_text("documents", drow_line),
                  *self.writer.write_text("mentions", mentions),
                  *self.writer.write_text("results", results)]
        self.layout.add(entry, ranges, list(counts))
        self.counted(counts)

    def entry(self, i: int, entry: Entry) -> bool:
        """Write a document's rows from the layout or the cache; False if the cache lacks them."""
        counts = self.layout.reuse(entry, self.writer)  # unchanged and written last time: copied
        if counts is not None:
            self.counted(counts)
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
            known = self.cache.known()
            self.old_rows = PreviousRows(self.out, {
                d.doc_id for d in self.previous.values()
                if d.key not in self.layout.old and d.sha not in known})
        line, mentions, results, n_mentions, n_results = self.old_rows.of(doc)
        self.write_rows(doc, line, mentions, results, (n_mentions, n_results))

    def run(self, wait, prune: bool) -> None:
        half = len(self.steps) // 2
        for i, step in enumerate(self.steps):
            if i == half:
                pause("write")
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
                    continue
                if not prune and step.doc_id in self.previous:  # failed: its previous rows stay
                    self.kept(i, self.previous[step.doc_id])
        self.summary.reused = self.summary.documents - self.summary.processed - len(self.summary.kept)
        self.writer.commit()


def write_tables(steps: list, cache: Cache, out: Path, excel: bool, summary, wait, *,
                 previous: list[Kept], prune: bool, known: set[str] | None = None) -> set[str]:
    """Write and commit the tables; the doc_ids written.  ``known`` (kept up to date by
    ``wait``) is the set of shas the cache holds, if the caller has it."""
    w = _Writing(steps, cache, out, excel, summary, previous, known)
    try:
        w.run(wait, prune)
    except BaseException:
        w.writer.abort()
        raise
    finally:
        w.layout.close()
    w.layout.save()
    return {e.doc_id for e in w.layout.entries}
