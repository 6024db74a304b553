"""Limits per document: a size and a time budget, so that no document stops a batch.

A document longer than ``max_chars`` characters is refused before it is
processed (a file that cannot be under the limit, more than four bytes per
allowed character, is not even read); one whose processing takes longer than
``seconds`` is stopped there.  Either way it is reported by name as a failed
document and the batch goes on.  The command line sets them with
``--max-chars`` and ``--time-limit`` (0 switches a limit off); worker
processes inherit them.

The time budget is a ``SIGALRM`` timer, so it is enforced only in a thread
that may take signals (the main thread of the process, as in the command
line and its worker processes); elsewhere only the size limit holds.
"""
from __future__ import annotations

import argparse
import contextlib
import signal
import textwrap
import threading
from dataclasses import dataclass

MAX_CHARS = 1_000_000  # about 300 times the longest article of the dev set
SECONDS = 60.0  # a long article takes well under a second

HELP = textwrap.fill(
    f"Limits per document: at most --max-chars characters (default {MAX_CHARS:,}) and "
    f"--time-limit seconds of processing (default {SECONDS:g}); a document over either is "
    "reported by name and skipped, and the batch goes on.", 76)


@dataclass(frozen=True)
class Limits:
    max_chars: int | None = MAX_CHARS
    seconds: float | None = SECONDS


class LimitExceeded(Exception):
    """A document over a limit: ``str()`` says which and by how much."""


_current = Limits()


def current() -> Limits:
    return _current


def configure(max_chars: int | None = MAX_CHARS, seconds: float | None = SECONDS) -> Limits:
    """Set the limits of this process (and of worker processes started after it); 0 or None: none."""
    global _current
    _current = Limits(max_chars or None, seconds or None)
    return _current


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--max-chars", type=int, default=MAX_CHARS, metavar="N",
                   help="skip (and report) a document longer than N characters "
                        "(default: %(default)s; 0: no limit)")
    p.add_argument("--time-limit", type=float, default=SECONDS, metavar="SECONDS",
                   help="stop (and report) a document whose processing takes longer than SECONDS "
                        "(default: %(default)s; 0: no limit)")


def configure_from(args: argparse.Namespace) -> str | None:
    """Apply the command line's limits; a problem with them as one line, or None."""
    if args.max_chars < 0 or args.time_limit < 0:
        return "--max-chars and --time-limit must be 0 (no limit) or more"
    configure(args.max_chars, args.time_limit)
    return None


def too_many_bytes(size: int) -> str | None:
    """Why a file of ``size`` bytes cannot be under the size limit (UTF-8: at most 4 bytes a character)."""
    limit = _current.max_chars
    if limit and size > 4 * limit:
        return (f"too large: {size:,} bytes, more than {limit:,} characters (the limit, --max-chars) "
                "can take; skipped")
    return None


def check_size(text: str) -> None:
    limit = _current.max_chars
    if limit and len(text) > limit:
        raise LimitExceeded(f"too large: {len(text):,} characters, over the limit of {limit:,} "
                            "(--max-chars); skipped")


@contextlib.contextmanager
def time_budget(seconds: float | None):
    """Raise LimitExceeded in the body once it has run ``seconds`` (where a timer can be set)."""
    if not seconds or threading.current_thread() is not threading.main_thread() \
            or signal.getsignal(signal.SIGALRM) not in (signal.SIG_DFL, None):
        yield
        return

    def over(signum, frame):
        raise LimitExceeded(f"took longer than {seconds:g} s to process (the limit, --time-limit); "
                            "skipped")

    signal.signal(signal.SIGALRM, over)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, signal.SIG_DFL)


@contextlib.contextmanager
def within_limits(text: str):
    """The body processes ``text``: refused if too long, stopped if too slow."""
    check_size(text)
    with time_budget(_current.seconds):
        yield
