"""Bring an output folder up to date with a set of documents.

Incremental, streaming, atomic and parallel:

1. **Scan.**  Each Document is looked up in the cache, ``OUT/.cache/store.sqlite``,
   by (sha256 of its text, pipeline version).  The pipeline version is a hash of
   every ``pipeline/**/*.py`` and ``pipeline/data/**`` file, computed once per
   process, so any change of code or data makes every entry stale.  Only a
   small record per document (doc_id, path, title, sha256) is kept in memory.
   Files given as :class:`pipeline.read.ArticleFile` are not even read when
   their size, modification time and inode are those recorded when the last
   run read them (table ``files``), and that text's entry is in the cache; a
   file modified within two seconds of being read is read again next time.
2. **Process.**  Documents missing from the cache, and only those, go through
   :func:`pipeline.process.process_document`: with ``jobs == 1`` in this
   process; otherwise in a pool of ``jobs`` worker processes, each of which
   builds the NLP pipelines once.  The pool is started before the scan, and
   one worker builds its pipelines while the scan runs, so that a run with a
   few new documents (an incremental update) does not wait for them after the
   scan; the other workers start building theirs only once more than
   ``INLINE_MAX`` documents are missing.  With that few, the tables are
   written (step 3) while the worker processes them, and the writer waits
   only when it reaches one of them.  Results enter the cache as they come
   and are committed every few seconds, so a killed run keeps what it
   finished.  A document that raises becomes a failure naming its file.
3. **Write.**  The three tables are written from the cache, in the order the
   documents came in, to temporary files in the output folder.  A cache entry
   holds a document's mention and result rows already as CSV text, so
   rewriting the tables of a large corpus costs little more than copying
   them.  The tables are rebuilt from the current document list every time,
   so a document removed from the corpus disappears from them, and no table
   holds a duplicate row (repeated rows of one document are dropped; doc_ids
   are unique).  Rows never all sit in memory.  The byte ranges of each
   document's rows are kept in the cache (table ``layout``), so the next run
   copies the rows of documents unchanged since then straight from the tables
   it replaces, in long runs, instead of decoding their cache entries.
4. **Commit.**  When the three temporary files are complete and synced, a small
   marker naming them is written (``OUT/.tables-pending.json``), then each is
   renamed over its table, then the marker is removed.  A run killed before the
   marker exists leaves the previous tables untouched; one killed after it is
   completed by the next run or by :func:`load_tables`.  Each CSV file on its
   own is always complete and loadable, old or new.

The cache is disposable: delete ``OUT/.cache`` and the next run rebuilds it.
"""
from __future__ import annotations

import array
import contextlib
import csv
import hashlib
import io
import itertools
import json
import math
import os
import sqlite3
import sys
import time
import zlib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Iterator

from pipeline.read import ArticleFile, InputError, provenance
from pipeline.schema import DOCUMENT_COLUMNS, MENTION_COLUMNS, RESULT_COLUMNS, TABLE_FILES
from pipeline.types import Document

CACHE_DIR = ".cache"
CACHE_FILE = "store.sqlite"
CACHE_SCHEMA = 4  # the cache's table layout; a cache file of another is replaced
PENDING_FILE = ".tables-pending.json"
# With at most this many new documents, one worker process (the one that builds
# its NLP pipelines during the scan) handles them all; with more, every worker
# builds its pipelines (about two seconds each, for spaCy and jieba) and joins in.
INLINE_MAX = 64
CHUNKSIZE = 16  # documents per task sent to a worker: fewer, larger messages
COMMIT_SECONDS = 2.0
LAYOUT_CHUNK = 1000  # documents per row of the kept table layout
WRITE_BATCH = 500  # cache entries fetched at a time when the tables are written
COLUMNS = {"documents": DOCUMENT_COLUMNS, "mentions": MENTION_COLUMNS, "results": RESULT_COLUMNS}


@dataclass
class UpdateSummary:
    processed: int = 0
    reused: int = 0
    failed: list[InputError] = field(default_factory=list)
    documents: int = 0
    mentions: int = 0
    results: int = 0


# ---------------------------------------------------------------- version


@lru_cache(maxsize=1)
def pipeline_version() -> str:
    """A hash of the package's code and data files: any change invalidates the cache."""
    root = Path(__file__).resolve().parent
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root)
        if not path.is_file() or "__pycache__" in rel.parts:
            continue
        if path.suffix != ".py" and rel.parts[0] != "data":
            continue
        h.update(rel.as_posix().encode("utf-8") + b"\0")
        h.update(path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


# ---------------------------------------------------------------- cache


class Cache:
    """Processed rows per (text sha256, pipeline version), in one SQLite file."""

    def __init__(self, out_dir: Path, version: str):
        self.version = version
        self.path = out_dir / CACHE_DIR / CACHE_FILE
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = self._open()
        except sqlite3.DatabaseError:  # a damaged cache is only a slower run
            self.path.unlink(missing_ok=True)
            self.db = self._open()
        self._last_commit = time.monotonic()

    def _open(self) -> sqlite3.Connection:
        db = sqlite3.connect(self.path)
        if db.execute("PRAGMA user_version").fetchone()[0] != CACHE_SCHEMA:
            if db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]:
                db.close()  # written by another version of the store: start afresh
                self.path.unlink()
                db = sqlite3.connect(self.path)
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

    def files(self) -> dict[str, tuple]:
        """path -> (size, mtime_ns, inode, sha, title, source, date) of the files the last run read."""
        rows = self.db.execute(
            "SELECT path, size, mtime_ns, inode, sha, title, source, date FROM files WHERE version = ?",
            (self.version,))
        return {path: tuple(rest) for path, *rest in rows}

    def get_layout_head(self) -> dict | None:
        row = self.db.execute("SELECT head FROM layout WHERE id = 1").fetchone()
        try:
            return json.loads(row[0]) if row else None
        except ValueError:
            return None

    def layout_rows(self) -> Iterator[tuple]:
        """(the entry's key (_Entry.key), 3 byte ranges, 2 row counts) of each document, in table order."""
        for keys, numbers in self.db.execute("SELECT keys, numbers FROM layout_docs ORDER BY pos"):
            n = array.array("q")
            n.frombytes(numbers)
            for i, key in enumerate(json.loads(keys)):
                yield (*key, *n[8 * i:8 * i + 8])

    def set_layout(self, head: dict, entries: list, numbers: array.array) -> None:
        """The layout of the tables just written: per entry, its key and 8 numbers (kept by the
        thousand, JSON for the keys and the numbers as bytes: quick to write and to read)."""
        def chunks():
            for i in range(0, len(entries), LAYOUT_CHUNK):
                keys = [e.key for e in entries[i:i + LAYOUT_CHUNK]]
                yield json.dumps(keys, ensure_ascii=False), numbers[8 * i:8 * (i + len(keys))].tobytes()

        self.db.execute("DELETE FROM layout")
        self.db.execute("DELETE FROM layout_docs")
        self.db.executemany("INSERT INTO layout_docs (keys, numbers) VALUES (?, ?)", chunks())
        self.db.execute("INSERT INTO layout (id, head) VALUES (1, ?)", (json.dumps(head),))
        self.db.commit()

    def set_files(self, files: Iterable[tuple[str, tuple]]) -> None:
        """Replace the recorded files with these (path, (size, mtime_ns, inode, sha, title, source, date))."""
        self.db.execute("DELETE FROM files")
        self.db.executemany(
            "INSERT INTO files (path, version, size, mtime_ns, inode, sha, title, source, date) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            ((path, self.version, *rest) for path, rest in files))

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

    def prune(self, keep: set[str]) -> None:
        """Drop entries of other versions and of documents no longer in the input."""
        self.db.execute("DELETE FROM entries WHERE version != ?", (self.version,))
        self.db.executemany(
            "DELETE FROM entries WHERE sha = ? AND version = ?",
            [(sha, self.version) for sha in self.known() - keep],
        )
        self.db.commit()

    def close(self) -> None:
        self.db.close()


# ---------------------------------------------------------------- rows


def _cell(value):
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return ""
    return value


class _Echo:
    """A file whose write() returns what it is given: ``csv.writer(_Echo()).writerow(r)`` is r's CSV line."""

    @staticmethod
    def write(line: str) -> str:
        return line


def _csv_lines(rows: list[dict], table: str) -> tuple[str, int]:
    """The rows as CSV text in column order (as the table writer writes them), repeated lines dropped."""
    cols = COLUMNS[table]
    render = csv.writer(_Echo(), lineterminator="\n").writerow
    lines: dict[str, None] = {}
    for row in rows:
        values = list(map(row.get, cols))  # csv writes None (a missing cell) as ""
        if any(v != v for v in values):  # NaN, which _cell makes ""
            values = [_cell(v) for v in values]
        lines.setdefault(render(values))
    return "".join(lines), len(lines)


def encode_result(result) -> bytes:
    """A DocResult as kept in the cache, zlib-compressed: one line of JSON (the documents
    row as a list in column order, the numbers of mention and result rows, the length
    of the mention text), then the mention rows and the result rows as CSV text."""
    mentions, n_mentions = _csv_lines(result.mentions, "mentions")
    results, n_results = _csv_lines(result.results, "results")
    head = json.dumps(
        {
            "d": [_cell(result.document.get(c, "")) for c in COLUMNS["documents"]],
            "n": [n_mentions, n_results],
            "m": len(mentions),
        },
        ensure_ascii=False,
    )
    return zlib.compress(f"{head}\n{mentions}{results}".encode("utf-8"), 6)


_DOC_ID = {t: COLUMNS[t].index("doc_id") for t in COLUMNS}
_PATH = COLUMNS["documents"].index("path")
_TITLE = COLUMNS["documents"].index("title")


def _with_doc_id(text: str, table: str, doc_id: str) -> str:
    """CSV rows of ``table`` with their doc_id replaced."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for row in csv.reader(io.StringIO(text, newline="")):
        row[_DOC_ID[table]] = doc_id
        writer.writerow(row)
    return out.getvalue()


def decode_result(data: bytes, doc_id: str, path: str, title: str) -> tuple[list, str, str, int, int]:
    """Cached rows for a document with this identity: (documents row, mention CSV text,
    result CSV text, number of mentions, number of results).  The cache is keyed by
    text only, so a renamed or copied file reuses the rows of its text."""
    text = zlib.decompress(data).decode("utf-8")
    cut = text.index("\n")  # JSON escapes every newline of its strings
    head = json.loads(text[:cut])
    drow, split = head["d"], cut + 1 + head["m"]
    mentions, results = text[cut + 1:split], text[split:]
    if drow[_DOC_ID["documents"]] != doc_id:
        mentions = _with_doc_id(mentions, "mentions", doc_id)
        results = _with_doc_id(results, "results", doc_id)
    drow[_DOC_ID["documents"]] = doc_id
    drow[_PATH] = path
    drow[_TITLE] = title
    return drow, mentions, results, head["n"][0], head["n"][1]


_ARTICLE = [RESULT_COLUMNS.index(c) for c in ("title", "source", "date")]


def _with_article(text: str, entry) -> str:
    """Result rows with the title, source and date of ``entry``'s article (the cache is keyed by
    text only: a copy of a text from another source reuses its rows)."""
    want = [entry.title, entry.source, entry.date]
    rows = list(csv.reader(io.StringIO(text, newline="")))
    if all([row[i] for i in _ARTICLE] == want for row in rows):
        return text
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for row in rows:
        for i, value in zip(_ARTICLE, want):
            row[i] = value
        writer.writerow(row)
    return out.getvalue()


# ---------------------------------------------------------------- workers


def _init_worker(go=None, first=None) -> None:
    """Build the Chinese NLP pipeline: at once in the first worker, in the others once ``go`` is set."""
    _exit_with_parent(os.getppid())
    if go is not None:
        with first.get_lock():
            leader = first.value == 0
            first.value = 1
        if not leader:
            go.wait()
    from pipeline.nlp import get_nlp

    get_nlp("zh-Hans")  # the English one, cheaper, when a worker first meets an English article


def _exit_with_parent(parent: int) -> None:
    """End this worker once the process that started it is gone (killed, say, by SIGKILL),
    instead of waiting for tasks forever."""
    import threading

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _work(doc: Document) -> tuple[str, str, bytes | None, str | None]:
    """(sha256, path, cache JSON or None, problem or None) for one document."""
    from pipeline.process import process_document

    try:
        return doc.sha256, doc.path, encode_result(process_document(doc)), None
    except Exception as exc:  # one bad document must not stop the batch
        return doc.sha256, doc.path, None, f"extraction failed: {type(exc).__name__}: {exc}"


# ---------------------------------------------------------------- output files


def _pause(point: str) -> None:
    """Test hook: with PIPELINE_STORE_PAUSE=point, signal and sleep there (to be killed)."""
    if os.environ.get("PIPELINE_STORE_PAUSE") != point:
        return
    flag = os.environ.get("PIPELINE_STORE_PAUSE_FILE")
    if flag:
        Path(flag).write_text(point)
    time.sleep(float(os.environ.get("PIPELINE_STORE_PAUSE_SECONDS", "60")))


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_json_atomic(obj, path: Path) -> None:
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(obj, fh)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def recover(out_dir: str | os.PathLike) -> None:
    """Finish a commit that a killed run left half done; remove its leftover temp files."""
    out = Path(out_dir)
    marker = out / PENDING_FILE
    if marker.exists():
        try:
            pairs = json.loads(marker.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            pairs = []  # the marker is written atomically: unreadable means not ours
        for tmp, final in pairs:
            if (out / tmp).exists():
                os.replace(out / tmp, out / final)
        _fsync_dir(out)
        marker.unlink(missing_ok=True)
    for name in [*TABLE_FILES.values(), PENDING_FILE]:
        for tmp in out.glob(f"{name}.*.tmp" if name.startswith(".") else f".{name}.*.tmp"):
            parts = tmp.name.split(".")
            if len(parts) >= 4 and parts[-2].isdigit() and not _pid_alive(int(parts[-2])):
                tmp.unlink(missing_ok=True)


def _csv_line(values: list) -> str:
    return csv.writer(_Echo(), lineterminator="\n").writerow(values)


class _TableWriter:
    """The three tables, written to temp files, then committed together.

    Written as bytes, so that the offsets of each document's rows are known:
    they are kept (see :class:`_Layout`) and the next run copies the rows of
    unchanged documents from the tables it replaces, in runs as long as the
    documents stay in the same order.
    """

    def __init__(self, out: Path, excel: bool):
        self.out = out
        self.tmp: dict[str, Path] = {}
        self.files = {}
        self.pos: dict[str, int] = {}
        self.pending: dict[str, tuple] = {}  # table -> (source file, start, end): a copy not done yet
        for table, name in TABLE_FILES.items():
            tmp = out / f".{name}.{os.getpid()}.tmp"
            fh = open(tmp, "wb")
            self.tmp[table], self.files[table], self.pos[table] = tmp, fh, 0
            self.write_text(table, ("\ufeff" if excel else "") + _csv_line(COLUMNS[table]))

    def write_text(self, table: str, text: str) -> tuple[int, int]:
        """Rows already rendered as CSV text; their byte range in the new file."""
        self._flush(table)
        data = text.encode("utf-8")
        start = self.pos[table]
        self.files[table].write(data)
        self.pos[table] = start + len(data)
        return start, self.pos[table]

    def copy(self, table: str, source, start: int, end: int) -> tuple[int, int]:
        """The bytes [start, end) of ``source`` (the table being replaced); their range in the new file."""
        new_start = self.pos[table]
        pend = self.pending.get(table)
        if pend is not None and pend[0] is source and pend[2] == start:
            self.pending[table] = (source, pend[1], end)
        else:
            self._flush(table)
            self.pending[table] = (source, start, end)
        self.pos[table] = new_start + end - start
        return new_start, self.pos[table]

    def _flush(self, table: str) -> None:
        pend = self.pending.pop(table, None)
        if pend is None:
            return
        source, start, end = pend
        source.seek(start)
        left, dest = end - start, self.files[table]
        while left > 0:  # in pieces: memory stays flat however long the run
            chunk = source.read(min(left, 1 << 20))
            if not chunk:
                raise OSError(f"{source.name} is shorter than recorded")
            dest.write(chunk)
            left -= len(chunk)

    def commit(self) -> None:
        for table, fh in self.files.items():
            self._flush(table)
            fh.flush()
            os.fsync(fh.fileno())
            fh.close()
        pairs = [(self.tmp[t].name, TABLE_FILES[t]) for t in TABLE_FILES]
        _write_json_atomic(pairs, self.out / PENDING_FILE)
        _pause("commit")
        for i, (tmp, final) in enumerate(pairs):
            os.replace(self.out / tmp, self.out / final)
            if i == 0:
                _pause("replace")
        _fsync_dir(self.out)
        (self.out / PENDING_FILE).unlink()

    def abort(self) -> None:
        for table, fh in self.files.items():
            fh.close()
            self.tmp[table].unlink(missing_ok=True)


def _file_stamp(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ino]


class _Layout:
    """Where each document's rows are in the tables the last run wrote.

    Kept in the cache with the size, time and inode of each table file as it
    was written, the pipeline version and the --excel choice; it is used only
    while all of them still hold, so a table edited by hand, or written by
    another version, is rebuilt from the cache entries instead.  In memory,
    the new layout is the written entries plus eight integers each.
    """

    def __init__(self, cache: "Cache", out: Path, excel: bool):
        self.cache, self.out, self.excel = cache, out, excel
        self.entries: list[_Entry] = []  # the new layout, as the tables are written:
        self.numbers = array.array("q")  # 3 byte ranges and 2 row counts per entry
        self.old: dict[tuple, tuple] = {}
        self.sources: dict[str, object] = {}
        head = cache.get_layout_head()
        if not head or [head.get("version"), head.get("excel"), head.get("byteorder")] != \
                [cache.version, excel, sys.byteorder]:
            return
        if any(_file_stamp(out / name) != head["files"].get(table) for table, name in TABLE_FILES.items()):
            return
        try:
            self.sources = {t: open(out / name, "rb") for t, name in TABLE_FILES.items()}
        except OSError:
            self.close()
            return
        self.old = {tuple(row[:_Entry.KEY_LEN]): row[_Entry.KEY_LEN:] for row in cache.layout_rows()}

    def reuse(self, entry, writer: _TableWriter) -> tuple | None:
        """Copy the entry's rows from the old tables if they are there: their (mentions, results) counts."""
        numbers = self.old.get(entry.key)
        if numbers is None:
            return None
        self.entries.append(entry)
        for i, table in enumerate(TABLE_FILES):
            self.numbers.extend(writer.copy(table, self.sources[table], numbers[2 * i], numbers[2 * i + 1]))
        self.numbers.extend(numbers[6:])
        return numbers[6:]

    def add(self, entry, ranges: list[int], counts: list[int]) -> None:
        self.entries.append(entry)
        self.numbers.extend(ranges)
        self.numbers.extend(counts)

    def close(self) -> None:
        for fh in self.sources.values():
            fh.close()
        self.sources = {}

    def save(self) -> None:
        """Record the layout of the tables just committed."""
        files = {table: _file_stamp(self.out / name) for table, name in TABLE_FILES.items()}
        self.cache.set_layout({"version": self.cache.version, "excel": self.excel, "files": files,
                               "byteorder": sys.byteorder}, self.entries, self.numbers)


# ---------------------------------------------------------------- update


@dataclass
class _Entry:
    doc_id: str
    path: str
    title: str
    sha: str
    source: str = ""  # the article's source and date (its feed metadata), in its result rows
    date: str = ""
    KEY_LEN = 6

    @property
    def key(self) -> tuple:
        """What the rows of a document depend on besides its text's cache entry."""
        return self.sha, self.doc_id, self.path, self.title, self.source, self.date

    @classmethod
    def of(cls, doc: Document) -> "_Entry":
        return cls(doc.doc_id, doc.path, doc.title, doc.sha256, *provenance(doc.meta))


def update_outputs(
    items: Iterable[Document | ArticleFile | InputError],
    out_dir: str | Path,
    *,
    jobs: int = 1,
    excel: bool = False,
    progress: bool = False,
) -> UpdateSummary:
    """Bring documents.csv, mentions.csv and results.csv in ``out_dir`` up to date with ``items``.

    The tables hold exactly the Documents of ``items``, in their order; the
    InputErrors of ``items`` and documents whose processing raised are in
    ``summary.failed`` (in order) and have no rows.  An ArticleFile (from
    :func:`pipeline.read.iter_article_files`) is read only if it changed since
    the last run; an unreadable one becomes an InputError.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    recover(out)
    summary = UpdateSummary()
    bar = _progress_bar(items, progress)
    try:
        with contextlib.ExitStack() as stack:
            # The workers first: the first one builds its NLP pipelines while this
            # process opens the cache and scans (and no worker inherits the cache's connection).
            workers = _start_workers(jobs, stack) if jobs > 1 else None
            cache = Cache(out, pipeline_version())
            stack.callback(cache.close)
            scan = _Scan(items, cache, summary, bar)
            entries = scan.run(workers)
            _write_tables(entries, cache, out, excel, summary, scan.wait)
            scan.finish()
            cache.prune({e.sha for e in entries if isinstance(e, _Entry)})
    finally:
        bar.close()
    return summary


def _start_workers(jobs: int, stack: contextlib.ExitStack):
    """A pool of ``jobs`` worker processes and the event that lets all but the first build their pipelines."""
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    go, first = ctx.Event(), ctx.Value("b", 0)
    return stack.enter_context(ctx.Pool(jobs, initializer=_init_worker, initargs=(go, first))), go


class _NoBar:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(items, progress: bool):
    if not progress:  # tqdm not even imported: start-up time
        return _NoBar()
    from tqdm import tqdm

    total = len(items) if hasattr(items, "__len__") else None
    return tqdm(total=total, disable=not progress, unit="doc", desc="documents",
                dynamic_ncols=True, leave=False)


class _Scan:
    """Scan the items and process the documents the cache lacks.

    :meth:`run` gives one entry per item, in order.  With many new documents
    it returns once all are processed; with a few (at most ``INLINE_MAX``) it
    returns as soon as the scan is done, while a worker still processes
    them, and the tables are written meanwhile: :meth:`wait` blocks only when
    the writer reaches a document still being processed.
    """

    def __init__(self, items, cache: Cache, summary: UpdateSummary, bar):
        self.items, self.cache, self.summary, self.bar = items, cache, summary, bar
        self.entries: list[_Entry | InputError] = []
        self.known = cache.known()
        self.failures: dict[str, str] = {}
        self.seen_ids: dict[str, str] = {}
        self.queued: set[str] = set()
        self.old_files = cache.files()
        self.new_files: dict[str, tuple] = {}
        self.results: Iterator = iter(())

    def _entry(self, item) -> None:
        if item.doc_id in self.seen_ids:
            self.entries.append(InputError(
                item.path, f"doc_id {item.doc_id!r} is also the doc_id of {self.seen_ids[item.doc_id]}"))
        else:
            self.seen_ids[item.doc_id] = item.path
            self.entries.append(item)

    def misses(self) -> Iterator[Document]:
        for item in self.items:
            if isinstance(item, ArticleFile):
                item = _read_unless_known(item, self.old_files, self.new_files, self.known)
            if isinstance(item, InputError):
                self.entries.append(item)
            elif isinstance(item, _Entry):  # a file unchanged since it was last read
                self._entry(item)
            else:
                known_id = item.doc_id in self.seen_ids
                self._entry(_Entry.of(item))
                if not known_id and not (item.sha256 in self.known or item.sha256 in self.queued
                                         or item.sha256 in self.failures):
                    self.queued.add(item.sha256)
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
            self.known.add(sha)
            self.summary.processed += 1
            if self.summary.processed == 1:
                self.cache.commit()
                _pause("process")
        self.bar.update(1)

    def run(self, workers) -> list:
        """Scan, and process the misses in this process (``workers`` None) or in the pool."""
        todo = self.misses()
        if workers is None:
            for doc in todo:
                self.done(_work(doc))
            self.cache.commit()  # what was processed survives a run killed while writing
            return self.entries
        pool, go = workers
        head = list(itertools.islice(todo, INLINE_MAX + 1))
        if len(head) > INLINE_MAX:
            go.set()  # many documents: every worker builds its pipelines
            for result in pool.imap_unordered(_work, itertools.chain(head, todo), CHUNKSIZE):
                self.done(result)
        elif head:  # the scan is complete: the tables can be written while these are processed
            self.results = pool.imap_unordered(_work, head, 1)
        self.cache.commit()  # what was processed survives a run killed while writing
        return self.entries

    def wait(self, sha: str) -> str | None:
        """Once the document with this text is processed: its problem, or None."""
        if sha in self.queued:
            while sha in self.queued:
                self.done(next(self.results))
            self.cache.commit()
        return self.failures.get(sha)

    def finish(self) -> None:
        """Take the last results; keep the fingerprints of the files read without a problem."""
        for result in self.results:
            self.done(result)
        # keyed by the path as given while running (a string the entries share), by the absolute path when kept
        if len(self.new_files) != len(self.old_files) or self.failures or any(
                self.old_files.get(os.path.abspath(path)) is not fp for path, fp in self.new_files.items()):
            self.cache.set_files((os.path.abspath(path), fp) for path, fp in self.new_files.items()
                                 if fp[3] not in self.failures)
        self.cache.commit()


# A file whose time is this close to the moment it was read may still be being
# written within the file system's time resolution: it is read again next run.
RACY_NS = 2_000_000_000


def _read_unless_known(item: ArticleFile, old_files: dict, new_files: dict, known: set):
    """An unchanged file's cache entry (an _Entry) without reading it, else its Document
    (or InputError).  ``new_files`` collects the fingerprints to keep for the next run."""
    stamp = (item.size, item.mtime_ns, item.inode)
    fp = old_files.get(os.path.abspath(item.path))
    if fp is not None and fp[:3] == stamp and fp[3] in known:
        new_files[item.path] = fp
        return _Entry(item.doc_id, item.path, fp[4], fp[3], *fp[5:])
    try:
        doc = item.read()
    except InputError as err:
        return err
    if time.time_ns() - item.mtime_ns > RACY_NS:
        new_files[item.path] = (*stamp, doc.sha256, doc.title, *provenance(doc.meta))
    return doc


def _write_tables(entries, cache: Cache, out: Path, excel: bool, summary: UpdateSummary, wait) -> None:
    writer = _TableWriter(out, excel)
    layout = _Layout(cache, out, excel)
    try:
        half = len(entries) // 2
        batch: dict[str, bytes] = {}
        for i, entry in enumerate(entries):
            if i == half:
                _pause("write")
            if isinstance(entry, InputError):
                summary.failed.append(entry)
                continue
            problem = wait(entry.sha)
            if problem is not None:  # processing raised
                summary.failed.append(InputError(entry.path, problem))
                continue
            summary.documents += 1
            counts = layout.reuse(entry, writer)  # unchanged and written last time: copied
            if counts is not None:
                summary.mentions += counts[0]
                summary.results += counts[1]
                continue
            if entry.sha not in batch:  # the cache entries of the next few hundred documents
                batch = cache.get_many([e.sha for e in entries[i:i + WRITE_BATCH] if isinstance(e, _Entry)])
            data = batch.get(entry.sha)
            if data is None:  # cannot happen unless the cache vanished under us
                summary.documents -= 1
                summary.failed.append(InputError(entry.path, "result lost from the cache; run again"))
                continue
            drow, mentions, results, n_mentions, n_results = decode_result(
                data, entry.doc_id, entry.path, entry.title)
            results = _with_article(results, entry)
            ranges = [*writer.write_text("documents", _csv_line([_cell(v) for v in drow])),
                      *writer.write_text("mentions", mentions),
                      *writer.write_text("results", results)]
            layout.add(entry, ranges, [n_mentions, n_results])
            summary.mentions += n_mentions
            summary.results += n_results
        summary.reused = summary.documents - summary.processed
        writer.commit()
    except BaseException:
        writer.abort()
        raise
    finally:
        layout.close()
    layout.save()


def load_tables(out_dir: str | os.PathLike, **read_csv_args) -> dict:
    """The three tables of ``out_dir`` as DataFrames (finishing an interrupted commit first)."""
    import pandas as pd

    recover(out_dir)
    return {t: pd.read_csv(Path(out_dir) / name, **read_csv_args) for t, name in TABLE_FILES.items()}
