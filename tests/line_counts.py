"""Work counted, not timed: the line events a call runs in some folders of the package.

The scaling tests (test_link_scaling.py, test_extract_scaling.py) compare
these counts for a document and one twice as long.
"""
from __future__ import annotations

import sys


def count_lines(folders: tuple[str, ...], call, *args):
    """(line events in code under ``folders``, the result of ``call(*args)``)."""
    count = 0

    def tracer(frame, event, arg):
        nonlocal count
        if not frame.f_code.co_filename.startswith(folders):
            return None
        if event == "line":
            count += 1
        return tracer

    old = sys.gettrace()
    sys.settrace(tracer)
    try:
        result = call(*args)
    finally:
        sys.settrace(old)
    return count, result
