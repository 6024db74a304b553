"""Files written whole, and created only if the name is free (also where hard links are not supported)."""
from __future__ import annotations

import errno
import os

import pytest

from pipeline.feed import files


@pytest.mark.parametrize("hard_links", [True, False])
def test_create_exclusive_never_replaces_a_file(tmp_path, monkeypatch, hard_links):
    if not hard_links:
        def no_links(src, dst):
            raise OSError(errno.EPERM, "Operation not permitted")

        monkeypatch.setattr(os, "link", no_links)
    tmp = tmp_path / ".tmp"
    target = tmp_path / "a.txt"
    assert files.create_exclusive(target, b"first", tmp) is True
    assert files.create_exclusive(target, b"second", tmp) is False
    assert target.read_bytes() == b"first"
    assert list(tmp.iterdir()) == []  # no temporary file left either way


def test_write_atomic_replaces_and_leaves_nothing_behind(tmp_path):
    tmp = tmp_path / ".tmp"
    target = tmp_path / "sub" / "a.json"
    files.write_atomic(target, b"1", tmp)
    files.write_atomic(target, b"2", tmp)
    assert target.read_bytes() == b"2" and list(tmp.iterdir()) == []


def test_a_failed_write_removes_its_temporary_file(tmp_path, monkeypatch):
    def full_disk(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    tmp = tmp_path / ".tmp"
    with pytest.raises(OSError, match="No space left"):
        files.write_atomic(tmp_path / "a.txt", b"data", tmp)
    assert list(tmp.iterdir()) == [] and not (tmp_path / "a.txt").exists()


def test_empty_removes_leftovers(tmp_path):
    tmp = tmp_path / ".tmp"
    tmp.mkdir()
    (tmp / "1-0.tmp").write_bytes(b"x")
    files.empty(tmp)
    files.empty(tmp_path / "missing")
    assert list(tmp.iterdir()) == []
