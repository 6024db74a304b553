"""The compiled-pattern cache (pipeline/regex_cache.py) builds the patterns re itself builds."""
from __future__ import annotations

import re

import pytest

from pipeline import regex_cache


@pytest.fixture
def fresh(tmp_path, monkeypatch):
    """The cache module with an empty state writing to a file of tmp_path."""
    path = tmp_path / "regex-test.pickle"
    state = {"original": regex_cache._state["original"] or re._compiler.compile, "path": path,
             "known": {}, "used": {}, "new": {}, "rewrite": False}
    monkeypatch.setattr(regex_cache, "_state", state)
    return state


def _reloaded(state):
    """A second process's state: the file read back, nothing used yet."""
    known, intact = regex_cache.load(state["path"])
    state.update(known=known, used={}, new={}, rewrite=not intact)
    return state


PATTERNS = [
    (r"(\d+(?:\.\d+)?)\s*(分钟|小時|minutes?)", 0, "训练用时5.67分钟, 12 minutes"),
    (r"(?P<name>IPU-POD\d+)|(?P<other>A100)", 0, "IPU-POD16 and A100"),
    (r"(?<![A-Za-z])nvidia\b", re.IGNORECASE, "NVIDIA's DGX, nvidia"),
    (r"""(?x) \$ \s* (\d[\d,]*)   # an amount
         (?:\s*(million|billion))?""", 0, "$3.7 million and $15,000"),
    (r"[\u3000-\u303f\u3400-\u9fff]+", 0, "快了2.6倍。"),
    (rb"\x00+|ab", 0, b"ab\x00\x00"),
    (r"^(?=[A-Z])[A-Z][a-z]+$", re.MULTILINE, "Bow\nPod\nx"),
    (r"(a)(b)?(?(2)c|d)", re.ASCII, "abc ad"),
]


@pytest.mark.parametrize("pattern, flags, sample", PATTERNS)
def test_a_pattern_from_the_file_is_the_pattern_re_compiles(fresh, pattern, flags, sample):
    own = fresh["original"](pattern, flags)
    first = regex_cache._compile(pattern, flags)  # compiled, kept
    assert fresh["new"]
    regex_cache.flush()
    assert fresh["path"].exists() and not fresh["new"]
    _reloaded(fresh)
    second = regex_cache._compile(pattern, flags)  # built from the file's code
    assert (type(pattern), pattern, flags) in fresh["used"] and not fresh["new"]
    for p in (first, second):
        assert p == own  # same text, flags and code (Pattern.__eq__)
        assert (p.flags, p.groups, p.groupindex) == (own.flags, own.groups, own.groupindex)
        assert [m.groups() for m in p.finditer(sample)] == [m.groups() for m in own.finditer(sample)]
        assert [m.span() for m in p.finditer(sample)] == [m.span() for m in own.finditer(sample)]


def test_every_pattern_of_a_run_is_rebuilt_equal(tmp_path):
    """Every pattern the pipeline compiled in this process (the name lists, cues, units, spaCy's
    rules), built from its kept code, equals re's own."""
    import _sre

    import pipeline

    pipeline.extract("在IPU-POD16上训练ResNet-50用时5.67分钟。NVIDIA's A100 took 12 minutes.", doc_id="x")
    entries = {**regex_cache._state["known"], **regex_cache._state["used"]}
    if regex_cache._state["original"] is None:
        pytest.skip("no cache on this Python")
    assert len(entries) > 100
    original = regex_cache._state["original"]
    for (_, text, flags), (final, code, groups, groupindex, indexgroup) in entries.items():
        assert _sre.compile(text, final, code.tolist(), groups, groupindex, indexgroup) == original(text, flags)


@pytest.mark.parametrize("content", [b"not a pickle", b"\x80\x05K\x01."])
def test_a_damaged_file_gives_no_entries_and_is_replaced(fresh, content):
    fresh["path"].write_bytes(content)
    _reloaded(fresh)
    assert fresh["known"] == {}
    regex_cache._compile(r"(\d+)倍", 0)
    regex_cache.flush()
    assert list(regex_cache.load(fresh["path"])[0]) == [(str, r"(\d+)倍", 0)]


def test_a_folder_that_cannot_be_written_is_skipped_once(fresh, tmp_path):
    blocker = tmp_path / "a_file"
    blocker.write_text("x")
    fresh["path"] = blocker / "regex-test.pickle"  # its folder is a file: nothing can be written
    assert regex_cache._compile(r"(\d+)%", 0) == re._compiler.compile(r"(\d+)%", 0)
    regex_cache.flush()  # no exception
    assert not fresh["new"] and not fresh["path"].exists()


def test_debug_and_parsed_patterns_bypass_the_cache(fresh):
    parsed = re._parser.parse(r"a+b", 0)
    assert regex_cache._compile(parsed, 0).match("aab")
    assert not fresh["used"] and not fresh["new"]


def test_new_patterns_are_appended_and_read_back_with_the_others(fresh):
    regex_cache._compile(r"(\d+)分钟", 0)
    regex_cache.flush()  # no file yet: written whole
    size = fresh["path"].stat().st_size
    _reloaded(fresh)
    regex_cache._compile(r"(\d+)分钟", 0)  # from the file: nothing new
    regex_cache.flush()
    assert fresh["path"].stat().st_size == size
    regex_cache._compile(r"(\d+)小时", re.IGNORECASE)
    regex_cache.flush()  # appended: a second record
    assert fresh["path"].stat().st_size > size
    known, intact = regex_cache.load(fresh["path"])
    assert intact and set(known) == {(str, r"(\d+)分钟", 0), (str, r"(\d+)小时", int(re.IGNORECASE))}


def test_a_file_grown_too_large_is_rewritten_with_the_patterns_in_use(fresh, monkeypatch):
    monkeypatch.setattr(regex_cache, "COMPACT_BYTES", 10)
    regex_cache._compile(r"a(b)c", 0)
    regex_cache.flush()
    _reloaded(fresh)
    regex_cache._compile(r"x(y)z", 0)  # a.b.c not used by this process
    regex_cache.flush()
    assert list(regex_cache.load(fresh["path"])[0]) == [(str, r"x(y)z", 0)]


def test_the_cache_can_be_turned_off_from_the_environment(tmp_path):
    """PIPELINE_REGEX_CACHE=0: importing the pipeline leaves re's compiler as it is."""
    import os
    import subprocess
    import sys

    code = ("import re._compiler as c; before = c.compile; import pipeline; "
            "print(c.compile is before)")
    env = {**os.environ, "PIPELINE_CACHE_DIR": str(tmp_path)}
    off = subprocess.run([sys.executable, "-c", code], env={**env, "PIPELINE_REGEX_CACHE": "0"},
                         capture_output=True, text=True, check=True)
    on = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert off.stdout.strip() == "True"
    assert on.stdout.strip() == ("False" if regex_cache._compiler is not None else "True")
