"""The run's records of each document, on disk instead of in memory.

A run over 20,000 documents used to keep a Python object per document for the
whole run (its entry, its file's fingerprint, its sha in a set, its layout):
about 1.3 KB a document, the store's share of a peak memory that grew with the
corpus.  They are kept instead in temporary tables of the cache's SQLite
connection (``PRAGMA temp_store = FILE``: a file SQLite deletes when the
connection closes, behind a page cache of a fixed size), and read back in
order, a few hundred at a time:

- ``run_items``: each item of the run in order, an Entry (doc_id, path, title,
  sha, source, date) or an InputError (path, problem), as UTF-8 bytes;
- ``run_kept``: the shas of the documents kept from the previous tables;
- ``run_files``: the fingerprints of the files read (or found unchanged), to be
  kept for the next run (:meth:`pipeline.store.scan.Scan.finish`);
- ``run_layout``: where each document's rows are in the tables being written
  (:class:`pipeline.store.layout.Layout`), by the thousand as the cache keeps it.
"""
from __future__ import annotations

import sqlite3
from typing import Iterator

from pipeline.read import InputError
from pipeline.store.scan import Entry

READ_BATCH = 500  # records read back at a time


def _blob(value: str | None) -> bytes | None:
    """A string as kept in ``run_items``: UTF-8 bytes, lone surrogates included (a file name
    that is not valid UTF-8, named in an InputError, must come back as it was)."""
    return None if value is None else value.encode("utf-8", "surrogatepass")


def _text(value: bytes | None) -> str | None:
    return None if value is None else value.decode("utf-8", "surrogatepass")


class RunRecords:
    """The per-document records of one run, in temporary tables of ``db``."""

    def __init__(self, db: sqlite3.Connection):
        self.db = db
        self.count = 0
        db.execute("PRAGMA temp_store = FILE")
        for table in ("run_items", "run_kept", "run_files", "run_layout"):
            db.execute(f"DROP TABLE IF EXISTS temp.{table}")
        db.execute("CREATE TEMP TABLE run_items (pos INTEGER PRIMARY KEY, doc_id BLOB, path BLOB NOT NULL, "
                   "title BLOB, sha BLOB, source BLOB, date BLOB, problem BLOB)")
        db.execute("CREATE INDEX temp.run_items_doc_id ON run_items (doc_id)")
        db.execute("CREATE TEMP TABLE run_kept (sha TEXT)")
        db.execute("CREATE TEMP TABLE run_files (path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER, "
                   "inode INTEGER, sha TEXT, title TEXT, source TEXT, date TEXT)")
        db.execute("CREATE TEMP TABLE run_layout (pos INTEGER PRIMARY KEY, keys TEXT NOT NULL, "
                   "numbers BLOB NOT NULL)")

    # ------------------------------------------------------------ the items, in order

    def add(self, item: Entry | InputError) -> None:
        if isinstance(item, InputError):
            row = (None, item.path, None, None, None, None, item.problem)
        else:
            row = (item.doc_id, item.path, item.title, item.sha, item.source, item.date, None)
        self.db.execute("INSERT INTO run_items (pos, doc_id, path, title, sha, source, date, problem) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (self.count, *map(_blob, row)))
        self.count += 1

    def path_of(self, doc_id: str) -> str | None:
        """The path of the entry with this doc_id, if the run has one."""
        row = self.db.execute("SELECT path FROM run_items WHERE doc_id = ? LIMIT 1", (_blob(doc_id),)).fetchone()
        return _text(row[0]) if row else None

    def items(self) -> Iterator[Entry | InputError]:
        """The items in the order they were added (read back a batch at a time)."""
        pos = -1
        while True:
            rows = self.db.execute(
                "SELECT pos, doc_id, path, title, sha, source, date, problem FROM run_items "
                "WHERE pos > ? ORDER BY pos LIMIT ?", (pos, READ_BATCH)).fetchall()
            if not rows:
                return
            for pos, *row in rows:
                doc_id, path, title, sha, source, date, problem = map(_text, row)
                yield InputError(path, problem) if problem is not None else \
                    Entry(doc_id, path, title, sha, source, date)

    def add_kept(self, sha: str) -> None:
        """A document of the previous tables that the run keeps: its cache entry stays."""
        self.db.execute("INSERT INTO run_kept (sha) VALUES (?)", (sha,))

    # ------------------------------------------------------------ file fingerprints

    def add_file(self, path: str, fp: tuple) -> None:
        self.db.execute("INSERT OR REPLACE INTO run_files (path, size, mtime_ns, inode, sha, title, source, date) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (path, *fp))

    def drop_files_of(self, shas) -> None:
        """Forget the fingerprints of the files whose text failed (they are read again next run)."""
        self.db.executemany("DELETE FROM run_files WHERE sha = ?", ((sha,) for sha in shas))

    # ------------------------------------------------------------ the new layout

    def add_layout(self, keys: str, numbers: bytes) -> None:
        self.db.execute("INSERT INTO run_layout (keys, numbers) VALUES (?, ?)", (keys, numbers))
