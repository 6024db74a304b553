"""Bring an output folder up to date with a set of documents.

Incremental, streaming, atomic, parallel, and one run at a time:

0. **Lock.**  One writer per output folder (:mod:`.lock`): a second run says
   who holds the folder instead of corrupting it.  A commit a killed run left
   half done is completed first (:mod:`.commit`; its marker is checked).

1. **Scan.**  Each Document is looked up in the cache, ``OUT/.cache/store.sqlite``,
   by (sha256 of its text, pipeline version).  The pipeline version is a hash of
   every ``pipeline/**/*.py`` and ``pipeline/data/**`` file, computed once per
   process, so any change of code or data makes every entry stale.  The
   run's record of each document (doc_id, path, title, sha256, its file's
   fingerprint, where its rows go) is kept on disk, in temporary tables of the
   cache's connection (:mod:`.records`), not in memory: the store's memory
   stays flat however many documents a run has.
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
   documents came in (and, unless pruning, with the documents of the previous
   tables that were not given kept where they were: :mod:`.kept`), to
   temporary files in the output folder.  A cache entry
   holds a document's mention and result rows already as CSV text, so
   rewriting the tables of a large corpus costs little more than copying
   them.  With ``prune`` the tables are rebuilt from the current document
   list, so a document removed from the corpus disappears from them; no table
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

The cache is disposable: delete ``OUT/.cache`` and the next run rebuilds it;
a damaged one is rebuilt by the run that finds it.  Modules: ``update`` (the
run), ``scan``, ``records``, ``workers``, ``write``, ``kept``, ``layout``, ``commit``,
``cache``, ``rows`` (CSV text of a document's rows), ``lock``, ``version``,
``errors`` (StoreError: one line, an exit status).
"""
from __future__ import annotations

import os
from pathlib import Path

from pipeline.schema import TABLE_FILES
from pipeline.store.cache import CACHE_DIR, CACHE_FILE, Cache
from pipeline.store.commit import PENDING_FILE, finish_commit, pending, remove_dead_temp_files
from pipeline.store.errors import OutputBusy, StoreError, os_problem
from pipeline.store.lock import output_lock
from pipeline.store.rows import decode_result, encode_result
from pipeline.store.update import UpdateSummary, update_outputs
from pipeline.store.version import pipeline_version
from pipeline.tables import COLUMNS

READER_WAIT = 30.0  # seconds a reader waits for a run that is committing its tables

__all__ = ["update_outputs", "load_tables", "recover", "UpdateSummary", "StoreError", "OutputBusy",
           "output_lock", "pipeline_version", "encode_result", "decode_result", "Cache", "COLUMNS",
           "PENDING_FILE", "CACHE_DIR", "CACHE_FILE"]


def recover(out_dir: str | os.PathLike, wait: float = READER_WAIT) -> None:
    """Make ``out_dir``'s tables whole before reading them: finish a commit a killed run left
    half done (taking the folder's lock, waiting up to ``wait`` seconds for a run that holds
    it), and remove the temporary files of dead runs.  StoreError when it cannot be done
    (a marker that is not ours, a folder that cannot be written)."""
    out = Path(out_dir)
    if not out.is_dir():
        return
    if pending(out):
        from pipeline.read import shown

        try:
            with output_lock(out, what="reader", wait=wait):
                finish_commit(out)
        except StoreError as err:
            if isinstance(err, OutputBusy):
                raise
            raise StoreError(f"{shown(out)}: a run was stopped while it committed its tables, and the "
                             f"commit cannot be finished: {err}") from None
        except OSError as exc:
            raise StoreError(f"{shown(out)}: a run was stopped while it committed its tables, and the "
                             f"commit cannot be finished: {os_problem(exc, out)}") from None
    try:
        remove_dead_temp_files(out)
    except OSError:
        pass  # a read-only folder: they harm no reader


def load_tables(out_dir: str | os.PathLike, **read_csv_args) -> dict:
    """The three tables of ``out_dir`` as DataFrames (finishing an interrupted commit first),
    with the text of formula-like cells restored (:func:`pipeline.tables.restore`)."""
    import pandas as pd

    from pipeline.tables import restore_frame

    recover(out_dir)
    return {t: restore_frame(pd.read_csv(Path(out_dir) / name, **read_csv_args))
            for t, name in TABLE_FILES.items()}
