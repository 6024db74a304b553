"""``update_outputs``: bring an output folder's tables up to date with a list of documents."""
from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from pipeline.read import ArticleFile, InputError, shown
from pipeline.store.cache import Cache, cache_path, remove_cache
from pipeline.store.commit import finish_commit, remove_dead_temp_files
from pipeline.store.errors import StoreError, make_folder, os_problem, sqlite_damaged, sqlite_problem
from pipeline.store.kept import plan, previous_documents
from pipeline.store.lock import output_lock
from pipeline.store.records import RunRecords
from pipeline.store.scan import Scan
from pipeline.store.version import pipeline_version
from pipeline.store.workers import start_workers
from pipeline.store.write import write_tables
from pipeline.types import Document


@dataclass
class UpdateSummary:
    processed: int = 0
    reused: int = 0
    failed: list[InputError] = field(default_factory=list)
    documents: int = 0
    mentions: int = 0
    results: int = 0
    kept: list[tuple[str, str]] = field(default_factory=list)  # (doc_id, path): not given, kept
    removed: list[tuple[str, str]] = field(default_factory=list)  # (doc_id, path): in the previous tables, gone
    notes: list[str] = field(default_factory=list)


def prepare_output(out: Path) -> None:
    """The output folder exists as a folder (made if need be), or StoreError."""
    make_folder(out, "not a folder; give --out a folder (new or written by this pipeline)")


def update_outputs(
    items: Iterable[Document | ArticleFile | InputError],
    out_dir: str | Path,
    *,
    jobs: int = 1,
    excel: bool = False,
    progress: bool = False,
    prune: bool = True,
    command: str = "update",
    wait: float = 0.0,
) -> UpdateSummary:
    """Bring documents.csv, mentions.csv and results.csv in ``out_dir`` up to date with ``items``.

    With ``prune`` (the default here; the command line's default is not to)
    the tables hold exactly the Documents of ``items``, in their order, and
    ``summary.removed`` lists the documents of the previous tables that are
    gone.  Without it, the documents of the previous tables that ``items``
    does not name keep their rows (``summary.kept``), and so does one whose
    new version failed.  The InputErrors of ``items`` and documents whose
    processing raised are in ``summary.failed`` (in order).  An ArticleFile
    (from :func:`pipeline.read.iter_article_files`) is read only if it
    changed since the last run; an unreadable one becomes an InputError.

    One run at a time per folder (``wait`` seconds are waited for another to
    end); a damaged cache is rebuilt (``items`` that can be iterated again, a
    list say, are scanned again; an iterator is not: the run stops and the
    next one rebuilds it).
    Anything that stops the run is a StoreError, whose ``str()`` is one line,
    and the previous tables are then left as they were.
    """
    out = Path(out_dir)
    prepare_output(out)
    replayable = iter(items) is not items  # a list, or anything that can be iterated again
    with output_lock(out, what=command, wait=wait):
        try:
            finish_commit(out)
            remove_dead_temp_files(out)
        except OSError as exc:
            raise os_problem(exc, out) from None
        notes: list[str] = []
        for attempt in (1, 2):
            summary = UpdateSummary(notes=notes)
            try:
                _update(items, out, summary, jobs=jobs, excel=excel, progress=progress, prune=prune)
                return summary
            except sqlite3.Error as exc:
                path = cache_path(out)
                if not sqlite_damaged(exc):
                    raise sqlite_problem(exc, path) from None
                remove_cache(out)
                if attempt == 2 or not replayable:
                    raise StoreError(f"{shown(path)}: damaged ({exc}); it was deleted, nothing else was "
                                     "changed: run again (the cache is rebuilt)") from None
                notes.append(f"{shown(path)}: damaged ({exc}); deleted and rebuilt")
            except OSError as exc:
                raise os_problem(exc, out) from None
    raise AssertionError("unreachable")


def _update(items, out: Path, summary: UpdateSummary, *, jobs: int, excel: bool, progress: bool,
            prune: bool) -> None:
    bar = _progress_bar(items, progress)
    try:
        with contextlib.ExitStack() as stack:
            # The workers first: the first one builds its NLP pipelines while this
            # process opens the cache and scans (and no worker inherits the cache's connection).
            workers = start_workers(jobs, stack) if jobs > 1 else None
            cache = Cache(out, pipeline_version())
            stack.callback(cache.close)
            records = RunRecords(cache.db)  # the run's records of each document: on disk
            previous = previous_documents(out, strict=not prune)
            scan = Scan(items, cache, records, summary, bar, keep_old_files=not prune)
            scan.run(workers)
            steps, total = plan(records, previous, prune)
            written = write_tables(steps, total, cache, records, out, excel, summary, scan.wait,
                                   previous=previous, prune=prune, queued=scan.queued)
            summary.removed = [(d.doc_id, d.path) for d in previous if d.doc_id not in written]
            scan.finish()
            cache.prune()
    finally:
        bar.close()


class _NoBar:
    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress_bar(items, progress: bool):
    """A bar on stderr: with a total, and so the time left, when ``items`` has a length."""
    if not progress:  # tqdm not even imported: start-up time
        return _NoBar()
    from tqdm import tqdm

    total = len(items) if hasattr(items, "__len__") else None
    return tqdm(total=total, disable=not progress, unit="doc", desc="documents",
                dynamic_ncols=True, leave=False)
