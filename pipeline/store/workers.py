"""Worker processes: each builds the NLP pipelines once and processes documents."""
from __future__ import annotations

import contextlib
import os
import signal
import time

from pipeline.store.rows import encode_result
from pipeline.types import Document


def _init_worker(go=None, first=None) -> None:
    """Build the Chinese NLP pipeline: at once in the first worker, in the others once ``go`` is set."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle: no traceback here
    from pipeline.store.lock import close_inherited

    close_inherited()  # the parent's lock is the parent's: it ends with it
    _exit_with_parent(os.getppid())
    if go is not None:
        with first.get_lock():
            leader = first.value == 0
            first.value = 1
        if not leader:
            go.wait()
    from pipeline.nlp import get_nlp

    get_nlp("zh-Hans")  # the English one, cheaper, when a worker first meets an English article
    global _built
    _built = True


def _exit_with_parent(parent: int) -> None:
    """End this worker once the process that started it is gone (killed, say, by SIGKILL),
    instead of waiting for tasks forever."""
    import threading

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


_built = False  # whether this process has built its NLP pipelines


def work(doc: Document) -> tuple[str, str, bytes | None, str | None]:
    """(sha256, path, cache JSON or None, problem or None) for one document."""
    global _built
    from pipeline.limits import LimitExceeded
    from pipeline.process import process_document

    if not _built:  # once per process, outside the first document's time budget
        from pipeline.nlp import get_nlp

        get_nlp("zh-Hans")
        _built = True

    try:
        return doc.sha256, doc.path, encode_result(process_document(doc)), None
    except LimitExceeded as exc:  # too large or too slow: skipped
        return doc.sha256, doc.path, None, str(exc)
    except RecursionError:
        return doc.sha256, doc.path, None, "extraction failed: nested too deeply (RecursionError); skipped"
    except Exception as exc:  # one bad document must not stop the batch
        return doc.sha256, doc.path, None, f"extraction failed: {type(exc).__name__}: {exc}"


def start_workers(jobs: int, stack: contextlib.ExitStack):
    """A pool of ``jobs`` worker processes and the event that lets all but the first build their pipelines."""
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    go, first = ctx.Event(), ctx.Value("b", 0)
    return stack.enter_context(ctx.Pool(jobs, initializer=_init_worker, initargs=(go, first))), go
