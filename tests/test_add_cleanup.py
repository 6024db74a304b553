"""What a killed `add` leaves: no temporary file among the articles, no article without its metadata.

Also the rule for whitespace-only files, which `add` refuses.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pipeline.cli import main
from pipeline.feed import files
from pipeline.feed.batch import add_paths
from pipeline.feed.corpus import Corpus
from pipeline.read import iter_article_files

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
ARTICLE = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
OTHER = (FIXTURES / "other_zh.txt").read_text(encoding="utf-8")


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_temporary_files_left_by_a_killed_run_are_removed_by_the_next(tmp_path):
    corpus = tmp_path / "corpus"
    articles = corpus / "articles"
    leftovers = [
        write(articles / ".a.txt.12345.tmp", ARTICLE[:20]),  # written beside the article (older add)
        write(articles / ".meta" / ".a.json.12345.tmp", "{"),
        write(articles / ".meta" / ".tmp" / "12345-0.tmp", ARTICLE[:30]),
    ]
    theirs = write(articles / ".notes.2023.tmp", "the user's own hidden file")
    report = add_paths([write(tmp_path / "a.txt", ARTICLE)], corpus)
    assert [d for _, d in report.added] == ["a"]
    assert [p for p in leftovers if p.exists()] == []
    assert theirs.read_text(encoding="utf-8") == "the user's own hidden file"
    assert [p for p in articles.rglob("*") if p.is_file() and p.suffix == ".tmp"] == [theirs]


def test_files_are_written_only_under_the_hidden_temporary_folder(tmp_path, monkeypatch):
    written = []
    real = files._temporary

    def temporary(data, tmp_dir):
        path = real(data, tmp_dir)
        written.append(path)
        return path

    monkeypatch.setattr(files, "_temporary", temporary)
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "a.txt", ARTICLE)], corpus)
    add_paths([write(tmp_path / "b.txt", ARTICLE.replace("10.94", "10.49"))], corpus)  # a new version
    assert written and {p.parent for p in written} == {corpus / "articles" / ".meta" / ".tmp"}
    listed = [item.doc_id for item in iter_article_files([corpus / "articles"])]
    assert listed == ["a"]  # neither the temporary folder nor .versions is read as articles


def test_an_article_saved_by_a_run_killed_before_its_sidecar_gets_its_metadata_back(tmp_path, monkeypatch):
    corpus = tmp_path / "corpus"
    src = write(tmp_path / "in" / "a.txt", ARTICLE)

    def killed(self, pending, doc_id):
        raise KeyboardInterrupt  # the run dies after the article is in place, before its sidecar

    monkeypatch.setattr(Corpus, "_install", killed)
    with pytest.raises(KeyboardInterrupt):
        add_paths([src], corpus)
    monkeypatch.undo()
    articles = corpus / "articles"
    assert (articles / "a.txt").read_text(encoding="utf-8") == ARTICLE
    assert not (articles / ".meta" / "a.json").exists()

    report = add_paths([write(tmp_path / "in" / "b.txt", OTHER)], corpus)  # the next run
    assert [d for _, d in report.added] == ["b"]
    meta = json.loads((articles / ".meta" / "a.json").read_text(encoding="utf-8"))
    assert meta["source"] == str(src.resolve()) and meta["added"] and "note" not in meta
    assert not list((articles / ".meta" / ".tmp").iterdir())


WHITESPACE = [
    b" \n",
    b"\t\r\n\r\n",
    "\u3000\u3000\n".encode("utf-8"),
    "\u200b\n".encode("utf-8"),
    "\ufeff \u00a0\n".encode("utf-8"),
    "\u3000\n".encode("gb18030"),
    " \n".encode("utf-16"),
]


def test_whitespace_only_files_are_refused_by_add_with_the_rule_named(tmp_path, capsys):
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for i, data in enumerate(WHITESPACE):
        (inbox / f"ws{i}.txt").write_bytes(data)
    write(inbox / "z_good.txt", ARTICLE)
    status = main(["add", str(inbox), "--corpus", str(tmp_path / "c"), "--out", str(tmp_path / "o"),
                   "--quiet", "--jobs", "1"])
    err = capsys.readouterr().err
    assert status == 1
    for i in range(len(WHITESPACE)):
        assert f"  {inbox / f'ws{i}.txt'}: empty file (only whitespace, no text)\n" in err
    assert [p.name for p in (tmp_path / "c" / "articles").glob("*.txt")] == ["z_good.txt"]


def test_an_unlistable_folder_and_a_broken_link_are_named(tmp_path, monkeypatch):
    inbox = tmp_path / "inbox"
    write(inbox / "a.txt", ARTICLE)
    write(inbox / "locked" / "b.txt", OTHER)
    (inbox / "gone.txt").symlink_to(tmp_path / "nowhere.txt")
    real_scandir = os.scandir

    def scandir(path="."):
        if os.fspath(path) == str(inbox / "locked"):  # as chmod 000 does for anyone but root
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    report = add_paths([inbox], tmp_path / "corpus")
    monkeypatch.undo()
    assert [d for _, d in report.added] == ["a"]
    assert [(e.path, e.problem) for e in report.failed] == [
        (str(inbox / "gone.txt"), "broken symbolic link (what it points to does not exist)"),
        (str(inbox / "locked"), "folder cannot be listed (Permission denied)"),
    ]


def test_an_unexpected_error_on_one_file_is_its_line_and_the_batch_goes_on(tmp_path, monkeypatch):
    from pipeline.feed import batch

    real = batch.read_article

    def read_article(path, limits):
        if path.name == "a.txt":
            raise ValueError("something no one foresaw")
        return real(path, limits)

    monkeypatch.setattr(batch, "read_article", read_article)
    inbox = tmp_path / "inbox"
    write(inbox / "a.txt", ARTICLE)
    write(inbox / "b.txt", OTHER)
    report = add_paths([inbox], tmp_path / "corpus")
    assert [d for _, d in report.added] == ["b"]
    assert [str(e) for e in report.failed] == [
        f"{inbox / 'a.txt'}: could not be added (ValueError: something no one foresaw)"]
