"""The scan: each item looked up in the cache, the documents it lacks processed.

Files given as :class:`pipeline.read.ArticleFile` are not even read when
their size, modification time and inode are those recorded when the last run
read them, and that text's entry is in the cache; a file modified within two
seconds of being read is read again next time.  Documents missing from the
cache go through :func:`pipeline.store.workers.work`: in this process, or in
the pool of worker processes.
"""
from __future__ import annotations

import itertools
import os
import threading
import time
from dataclasses import dataclass
from typing import Iterator

from pipeline.read import ArticleFile, InputError, provenance
from pipeline.store.cache import Cache
from pipeline.store.commit import pause
from pipeline.store.workers import work
from pipeline.types import Document

# With at most this many new documents, one worker process (the one that builds
# its NLP pipelines during the scan) handles them all; with more, every worker
# builds its pipelines (about two seconds each, for spaCy and jieba) and joins in.
INLINE_MAX = 64
CHUNKSIZE = 16  # documents per task sent to a worker: fewer, larger messages
# A file whose time is this close to the moment it was read may still be being
# written within the file system's time resolution: it is read again next run.
RACY_NS = 2_000_000_000


@dataclass(slots=True)  # one per document for the whole run: no __dict__ each
class Entry:
    doc_id: str
    path: str
    title: str
    sha: str
    source: str = ""  # the article's source and date (its feed metadata)
    date: str = ""

    @property
    def key(self) -> tuple:
        """What a document's rows depend on besides its text's cache entry."""
        return self.sha, self.doc_id, self.path, self.title, self.source, self.date

    @classmethod
    def of(cls, doc: Document) -> "Entry":
        return cls(doc.doc_id, doc.path, doc.title, doc.sha256, *provenance(doc.meta))


KEY_LEN = 6  # len(Entry.key)


class Scan:
    """Scan the items and process the documents the cache lacks.

    :meth:`run` records one entry per item, in order, in the run's records
    (:class:`pipeline.store.records.RunRecords`, on disk).  Without workers it
    returns once all are processed; with workers it returns as soon as the
    scan is done, while the workers still process the documents, and the
    tables are written meanwhile: :meth:`wait` blocks only when the writer
    reaches a document still being processed.  With a few documents (at most
    ``INLINE_MAX``) one worker processes them and the cache is committed after
    each; with more, every worker joins in and the cache is committed every
    ``COMMIT_SECONDS``.
    """

    def __init__(self, items, cache: Cache, records, summary, bar, keep_old_files: bool = False):
        self.items, self.cache, self.records, self.summary, self.bar = items, cache, records, summary, bar
        self.keep_old_files = keep_old_files
        self.failures: dict[str, str] = {}
        self.queued: set[str] = set()
        self.old_files = cache.count_files()  # how many fingerprints the last run kept
        self.new_files = 0  # how many this run keeps (records.run_files) ...
        self.files_read = False  # ... and whether one of them is new
        self.results: Iterator = iter(())
        self.commit_each = True  # commit the cache after each document waited for

    def _entry(self, item) -> bool:
        """Record the entry; False (and an error recorded instead) if its doc_id was met before."""
        other = self.records.path_of(item.doc_id)
        if other is not None:
            self.records.add(InputError(item.path, f"doc_id {item.doc_id!r} is also the doc_id of {other}"))
            return False
        self.records.add(item)
        return True

    def _file(self, item: ArticleFile):
        """The file's Entry if it is unchanged since the last run read it, else its Document (or
        InputError); the fingerprint to keep for the next run is recorded."""
        stamp = (item.size, item.mtime_ns, item.inode)
        path = os.path.abspath(item.path)
        fp = self.cache.file(path)
        if fp is not None and fp[:3] == stamp and self.cache.has(fp[3]):
            self.new_files += 1
            self.records.add_file(path, fp)
            return Entry(item.doc_id, item.path, fp[4], fp[3], *fp[5:])
        try:
            doc = item.read()
        except InputError as err:
            return err
        if time.time_ns() - item.mtime_ns > RACY_NS:
            self.new_files += 1
            self.files_read = True
            self.records.add_file(path, (*stamp, doc.sha256, doc.title, *provenance(doc.meta)))
        return doc

    def misses(self) -> Iterator[Document]:
        for item in self.items:
            if isinstance(item, ArticleFile):
                item = self._file(item)
            if isinstance(item, InputError):
                self.records.add(item)
            elif isinstance(item, Entry):  # a file unchanged since it was last read
                self._entry(item)
            else:
                sha = item.sha256
                if self._entry(Entry.of(item)) and not (sha in self.queued or sha in self.failures
                                                        or self.cache.has(sha)):
                    self.queued.add(sha)
                    yield item
                    continue
            self.bar.update(1)

    def done(self, result) -> None:
        sha, path, data, problem = result
        self.queued.discard(sha)
        if data is None:
            self.failures[sha] = problem
        else:
            self.cache.put(sha, data)
            self.summary.processed += 1
            if self.summary.processed == 1:
                self.cache.commit()
                pause("process")
        self.bar.update(1)

    def run(self, workers) -> None:
        """Scan, and process the misses in this process (``workers`` None) or in the pool."""
        todo = self.misses()
        if workers is None:
            for doc in todo:
                self.done(work(doc))
            self.cache.commit()  # what was processed survives a run killed while writing
            return
        pool, go = workers
        head = list(itertools.islice(todo, INLINE_MAX + 1))
        if len(head) > INLINE_MAX:
            go.set()  # many documents: every worker builds its pipelines
            # The pool's task thread runs the rest of the scan (reads the files) as it hands
            # them out; once it is complete the tables are written while the workers go on,
            # each document's rows as soon as its result is in (see wait), so that only the
            # last documents' rows are written after the processing.
            self.commit_each = False  # results are committed every COMMIT_SECONDS (Cache.put)
            scanned = threading.Event()
            self.results = pool.imap_unordered(work, _then_set(itertools.chain(head, todo), scanned),
                                               CHUNKSIZE)
            scanned.wait()
        elif head:  # the scan is complete: the tables can be written while these are processed
            self.results = pool.imap_unordered(work, head, 1)
        self.cache.commit()  # what was processed survives a run killed while writing

    def wait(self, sha: str) -> str | None:
        """Once the document with this text is processed: its problem, or None."""
        if sha in self.queued:
            while sha in self.queued:
                self.done(next(self.results))
            if self.commit_each:
                self.cache.commit()
        return self.failures.get(sha)

    def finish(self) -> None:
        """Take the last results; keep the fingerprints of the files read without a problem."""
        for result in self.results:
            self.done(result)
        if self.new_files != self.old_files or self.failures or self.files_read:
            self.records.drop_files_of(self.failures)  # a stale one is never used
            self.cache.set_files(keep_others=self.keep_old_files)
        self.cache.commit()


def _then_set(items, event: threading.Event):
    """The items, then ``event`` set (also when the iteration raises)."""
    try:
        yield from items
    finally:
        event.set()
