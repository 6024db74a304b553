"""Start-up: regular expressions compiled once and kept between runs.

A run of the command line compiles about 470 regular expressions (the name
lists' patterns, the cue words, the unit tables, spaCy's tokenizer rules):
about 0.25 s of a 1.3 s cold start, the same work at every run.  Python's
``re`` compiles a pattern in two steps: parsing it and generating the
engine's code (pure Python, nearly all of the time), then building the
pattern object from that code (``_sre.compile``, in C).  :func:`install`
puts a cache in front of the first step: the code of each pattern (keyed by
its text, its type and its flags) is kept in a file of the cache folder
(:mod:`pipeline.cache_files`), and a pattern found there is built directly
from its code.  The object is the one ``re`` would build: same pattern, same
flags, same code (``Pattern.__eq__`` compares them;
``tests/test_perf7_regex_cache.py`` checks every cached pattern).

Nothing goes stale: a changed data file or rule gives a new pattern text,
which is compiled as usual and added; the file's name holds the Python
version and the engine's ``MAGIC``, so another Python never reads it.  New
patterns are written out by :func:`flush` (after each document, when a
pattern was compiled for the first time; at exit), appended to the file as
one more pickled record: a few patterns are joined from sets of words, whose
order changes with each process's hash seed, so that every run meets a few
new texts, and rewriting the whole file for them would cost more than it
saves.  A file grown past ``COMPACT_BYTES`` is rewritten (through a
temporary file) with the patterns of the process writing it.  A cache folder
that cannot be written is skipped once and the run goes on compiling as
before; a damaged record ends the reading of the file (the records before it
are kept).  Patterns compiled with ``re.DEBUG`` bypass the cache.  The cache sits in front of
``re`` for the whole process once ``pipeline`` is imported; ``PIPELINE_REGEX_CACHE=0`` in the
environment leaves ``re`` untouched.
"""
from __future__ import annotations

import atexit
import io
import os
import pickle
import sys
from array import array

try:  # Python 3.11+: the engine's compiler and parser, and the C constructor
    import _sre
    import re._compiler as _compiler
    import re._parser as _parser
    from re import DEBUG
except ImportError:  # pragma: no cover - another Python: no cache
    _compiler = None

COMPACT_BYTES = 4_000_000  # beyond this, a file is rewritten with the patterns of the process writing it
# known: the file's entries; used: this process's; new: compiled here and not yet written
_state: dict = {"original": None, "path": None, "known": {}, "used": {}, "new": {}, "rewrite": False}


def _cache_path():
    from pipeline.cache_files import cache_file

    key = "\n".join([sys.version, sys.implementation.cache_tag or "", str(_sre.MAGIC),
                     str(_sre.CODESIZE), str(pickle.HIGHEST_PROTOCOL)])
    return cache_file("regex", key)


def install() -> None:
    """Put the cache in front of ``re``'s compiler (once per process; a no-op where ``re`` is not
    the 3.11+ one this was written for)."""
    if _compiler is None or _state["original"] is not None or not hasattr(_compiler, "_code"):
        return
    if os.environ.get("PIPELINE_REGEX_CACHE", "1") == "0":  # opted out: re left as it is
        return
    try:
        path = _cache_path()
    except Exception:  # no home folder: no cache
        return
    known, intact = load(path)
    _state.update(path=path, known=known, rewrite=not intact, original=_compiler.compile)
    _compiler.compile = _compile
    atexit.register(flush)


def load(path) -> tuple[dict, bool]:
    """The entries of a cache file (its records, in order), and whether it read to its end: none
    from a missing or foreign file, those before a damaged record (the file is then rewritten)."""
    try:
        data = path.read_bytes()
    except OSError:
        return {}, True
    known: dict = {}
    f = io.BytesIO(data)
    while f.tell() < len(data):
        try:
            record = pickle.load(f)
        except Exception:
            return known, False
        if not isinstance(record, dict):
            return known, False
        known.update(record)
    return known, True


def _compile(p, flags=0):
    """``re._compiler.compile``, with the code of a pattern text taken from the cache."""
    if not isinstance(p, (str, bytes)) or flags & DEBUG:
        return _state["original"](p, flags)
    key = (type(p), p, flags)
    entry = _state["known"].get(key)
    if entry is not None:
        try:
            final_flags, code, groups, groupindex, indexgroup = entry
            pattern = _sre.compile(p, final_flags, code.tolist(), groups, groupindex, indexgroup)
        except Exception:  # an entry of another shape: compile it anew
            pass
        else:
            _state["used"][key] = entry
            return pattern
    # re._compiler.compile, keeping the code it generates
    parsed = _parser.parse(p, flags)
    code = _compiler._code(parsed, flags)
    groupindex = parsed.state.groupdict
    indexgroup = [None] * parsed.state.groups
    for k, i in groupindex.items():
        indexgroup[i] = k
    entry = (flags | parsed.state.flags, array("I", code), parsed.state.groups - 1, dict(groupindex),
             tuple(indexgroup))
    pattern = _sre.compile(p, entry[0], code, entry[2], groupindex, entry[4])
    _state["used"][key] = entry
    _state["new"][key] = entry
    return pattern


def flush() -> None:
    """Write the patterns compiled for the first time since the last flush to the cache file."""
    new, path = _state["new"], _state["path"]
    if not new or path is None:
        return
    _state["new"] = {}  # once: a folder that cannot be written is not tried again for these
    from pipeline.cache_files import write_atomically

    new = dict(new)  # a copy (one C call): a thread compiling meanwhile adds to the dict it holds
    _state["known"].update(new)
    try:
        size = path.stat().st_size
    except OSError:
        size = None
    if size is None or size > COMPACT_BYTES or _state["rewrite"]:
        _state["rewrite"] = False
        write_atomically(path, pickle.dumps(dict(_state["used"]), protocol=pickle.HIGHEST_PROTOCOL))
        return
    try:
        with open(path, "ab") as f:  # one write: records of two processes do not interleave
            f.write(pickle.dumps(new, protocol=pickle.HIGHEST_PROTOCOL))
    except OSError:
        pass
