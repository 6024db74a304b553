"""Start-up: spaCy and jieba imported without the parts this pipeline never runs.

Every run of the command line pays the imports once per process, and two of
them load large packages for nothing:

- ``import spacy`` imports ``spacy.cli`` (for ``spacy.info``), which brings in
  typer, weasel, requests, httpx, jinja2...: about a third of spaCy's import
  time.  :func:`import_spacy` imports spaCy with ``spacy.cli`` stood in for
  while spaCy's ``__init__`` runs; ``spacy.info`` then imports the real one
  when called, and so does any later ``import spacy.cli``.
- ``import jieba`` imports ``pkg_resources`` (setuptools), only to find its
  own data files, and falls back to the module's folder without it.
  :func:`import_jieba` imports jieba with ``pkg_resources`` hidden (unless
  something imported it already); jieba's files are then opened by path.

Both leave the modules as they would be otherwise; a process that imported
spaCy or jieba before gets its module as it is.
"""
from __future__ import annotations

import importlib
import sys
import types

_CLI = ("spacy.cli", "spacy.cli.info")


def _spacy_info(*args, **kwargs):
    """``spacy.info``: the real one, imported on first call."""
    from spacy.cli.info import info

    return info(*args, **kwargs)


def import_spacy():
    """The ``spacy`` module, imported without ``spacy.cli`` if it is not imported yet."""
    if "spacy" in sys.modules:
        return sys.modules["spacy"]
    stubs = {}
    for name in _CLI:
        stub = types.ModuleType(name)
        stub.__path__ = []  # a package: ``from .cli.info import info`` looks in it
        stub.info = _spacy_info
        stubs[name] = stub
    sys.modules.update(stubs)
    try:
        import spacy
    finally:
        for name, stub in stubs.items():
            if sys.modules.get(name) is stub:
                del sys.modules[name]
    return spacy


def import_jieba():
    """The ``jieba`` module, imported without ``pkg_resources`` if neither is imported yet."""
    if "jieba" in sys.modules or "pkg_resources" in sys.modules:
        return importlib.import_module("jieba")
    sys.modules["pkg_resources"] = None  # ImportError: jieba opens its files by path
    try:
        import jieba
    finally:
        if sys.modules.get("pkg_resources", 0) is None:
            del sys.modules["pkg_resources"]
    return jieba
