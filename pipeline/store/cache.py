"""The cache: processed rows per (text sha256, pipeline version), in ``OUT/.cache/store.sqlite``.

Also kept there: the fingerprints (size, time, inode) of the files the last
run read (table ``files``) and where each document's rows are in the tables
it wrote (tables ``layout`` and ``layout_docs``).  The cache is disposable:
a file of another schema, or one SQLite cannot open, is replaced; a file
damaged deeper down is found when a run reads it, and the store then
rebuilds it (see :mod:`pipeline.store.update`).
"""
from __future__ import annotations

import array
import json
import sqlite3
import time
from pathlib import Path
from typing import Iterator

from pipeline.store.errors import make_folder, sqlite_damaged, sqlite_problem

CACHE_DIR = ".cache"
CACHE_FILE = "store.sqlite"
CACHE_SCHEMA = 4  # the cache's table layout; a cache file of another is replaced
COMMIT_SECONDS = 2.0
LAYOUT_CHUNK = 1000  # documents per row of the kept table layout


def cache_path(out_dir: Path) -> Path:
    return out_dir / CACHE_DIR / CACHE_FILE


def remove_cache(out_dir: Path) -> None:
    """Delete the cache file (and SQLite's journals beside it)."""
    path = cache_path(out_dir)
    for p in (path, path.with_name(path.name + "-journal"), path.with_name(path.name + "-wal"),
              path.with_name(path.name + "-shm")):
        p.unlink(missing_ok=True)


class Cache:
    """Processed rows per (text sha256, pipeline version), in one SQLite file."""

    def __init__(self, out_dir: Path, version: str):
        self.version = version
        self.path = cache_path(out_dir)
        make_folder(self.path.parent, "where the pipeline keeps its cache folder; move it away "
                                      "(the cache is rebuilt)")
        try:
            self.db = self._open()
        except sqlite3.DatabaseError as exc:  # a damaged cache is only a slower run
            if not sqlite_damaged(exc):
                raise sqlite_problem(exc, self.path) from None
            remove_cache(out_dir)
            self.db = self._open()
        self._last_commit = time.monotonic()

    def _open(self) -> sqlite3.Connection:
        # the pool's task thread runs the scan (see scan.Scan.run) while this thread waits for it
        db = sqlite3.connect(self.path, check_same_thread=False)
        if db.execute("PRAGMA user_version").fetchone()[0] != CACHE_SCHEMA:
            if db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
                db.close()  # written by another version of the store: start afresh
                self.path.unlink()
                db = sqlite3.connect(self.path, check_same_thread=False)
            db.execute(f"PRAGMA user_version = {CACHE_SCHEMA}")
        db.execute(
            "CREATE TABLE IF NOT EXISTS entries (sha TEXT NOT NULL, version TEXT NOT NULL, "
            "data BLOB NOT NULL, PRIMARY KEY (sha, version))"
        )
        db.execute(
            "CREATE TABLE IF NOT EXISTS files (path TEXT PRIMARY KEY, version TEXT NOT NULL, "
            "size INTEGER, mtime_ns INTEGER, inode INTEGER, sha TEXT, title TEXT, source TEXT, date TEXT)"
        )
        db.execute("CREATE TABLE IF NOT EXISTS layout (id INTEGER PRIMARY KEY, head TEXT NOT NULL)")
        db.execute(
            "CREATE TABLE IF NOT EXISTS layout_docs (pos INTEGER PRIMARY KEY, keys TEXT NOT NULL, "
            "numbers BLOB NOT NULL)")
        db.commit()
        return db

    def file(self, path: str) -> tuple | None:
        """(size, mtime_ns, inode, sha, title, source, date) of the file at this absolute path as
        the last run read it, for this version; None if it did not."""
        row = self.db.execute("SELECT size, mtime_ns, inode, sha, title, source, date FROM files "
                              "WHERE path = ? AND version = ?", (path, self.version)).fetchone()
        return tuple(row) if row else None

    def count_files(self) -> int:
        return self.db.execute("SELECT COUNT(*) FROM files WHERE version = ?", (self.version,)).fetchone()[0]

    def get_layout_head(self) -> dict | None:
        row = self.db.execute("SELECT head FROM layout WHERE id = 1").fetchone()
        try:
            return json.loads(row[0]) if row else None
        except ValueError:
            return None

    def layout_rows(self) -> Iterator[tuple]:
        """(the entry's key (scan.Entry.key), 3 byte ranges, 2 row counts) of each document, in table order."""
        for keys, numbers in self.db.execute("SELECT keys, numbers FROM layout_docs ORDER BY pos"):
            n = array.array("q")
            n.frombytes(numbers)
            for i, key in enumerate(json.loads(keys)):
                yield (*key, *n[8 * i:8 * i + 8])

    def set_layout(self, head: dict) -> None:
        """The layout of the tables just written, from the run's records (``run_layout``: per
        entry its key and 8 numbers, by the thousand: JSON for the keys, the numbers as bytes)."""
        self.db.execute("DELETE FROM layout")
        self.db.execute("DELETE FROM layout_docs")
        self.db.execute("INSERT INTO layout_docs (pos, keys, numbers) SELECT pos, keys, numbers FROM temp.run_layout")
        self.db.execute("INSERT INTO layout (id, head) VALUES (1, ?)", (json.dumps(head),))
        self.db.commit()

    def set_files(self, keep_others: bool) -> None:
        """Keep the fingerprints of the files this run read (the run's records, ``run_files``); with
        ``keep_others``, also those of this version's other files."""
        if keep_others:
            self.db.execute("DELETE FROM files WHERE version != ?", (self.version,))
        else:
            self.db.execute("DELETE FROM files")
        self.db.execute(
            "INSERT OR REPLACE INTO files (path, version, size, mtime_ns, inode, sha, title, source, date) "
            "SELECT path, ?, size, mtime_ns, inode, sha, title, source, date FROM temp.run_files",
            (self.version,))

    def has(self, sha: str) -> bool:
        return self.db.execute("SELECT 1 FROM entries WHERE sha = ? AND version = ?",
                               (sha, self.version)).fetchone() is not None

    def known(self) -> set[str]:
        rows = self.db.execute("SELECT sha FROM entries WHERE version = ?", (self.version,))
        return {sha for (sha,) in rows}

    def get_many(self, shas: list[str]) -> dict[str, bytes]:
        """The entries of these shas that the cache has (one query per 500)."""
        found: dict[str, bytes] = {}
        for i in range(0, len(shas), 500):
            batch = shas[i:i + 500]
            found.update(self.db.execute(
                f"SELECT sha, data FROM entries WHERE version = ? AND sha IN ({','.join('?' * len(batch))})",
                (self.version, *batch)))
        return found

    def get(self, sha: str) -> bytes | None:
        row = self.db.execute(
            "SELECT data FROM entries WHERE sha = ? AND version = ?", (sha, self.version)
        ).fetchone()
        return row[0] if row else None

    def put(self, sha: str, data: bytes) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO entries (sha, version, data) VALUES (?, ?, ?)",
            (sha, self.version, data),
        )
        if time.monotonic() - self._last_commit > COMMIT_SECONDS:
            self.commit()

    def commit(self) -> None:
        self.db.commit()
        self._last_commit = time.monotonic()

    def prune(self) -> None:
        """Drop entries of other versions and of documents no longer in the input (neither an
        entry of the run's records nor a document kept from the previous tables)."""
        self.db.execute("DELETE FROM entries WHERE version != ?", (self.version,))
        self.db.execute(
            "DELETE FROM entries WHERE version = ? AND sha NOT IN (SELECT CAST(sha AS TEXT) FROM "
            "temp.run_items WHERE sha IS NOT NULL) AND sha NOT IN (SELECT sha FROM temp.run_kept)", (self.version,))
        self.db.commit()

    def close(self) -> None:
        self.db.close()
