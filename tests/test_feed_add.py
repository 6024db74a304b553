"""`pipeline add`: formats and encodings saved as UTF-8 with metadata, duplicates, doc_ids, bad files."""
from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path

import pandas as pd
import pytest

from pipeline.cli import main
from pipeline.feed.batch import add_paths
from pipeline.feed.html import html_article

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
ARTICLE = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
OTHER = (FIXTURES / "other_zh.txt").read_text(encoding="utf-8")
ENGLISH = (FIXTURES / "article_en.md").read_text(encoding="utf-8")
PAGE = (FIXTURES / "page.html").read_text(encoding="utf-8")


def trad(text: str) -> str:
    import opencc

    return opencc.OpenCC("s2tw").convert(text)


def write(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def sidecar(corpus: Path, doc_id: str) -> dict:
    return json.loads((corpus / "articles" / ".meta" / f"{doc_id}.json").read_text(encoding="utf-8"))


def saved(corpus: Path, doc_id: str) -> str:
    return (corpus / "articles" / f"{doc_id}.txt").read_bytes().decode("utf-8")


@pytest.mark.parametrize(
    "name, text, codec, encoding, fmt",
    [
        ("a.txt", ARTICLE, "utf-8", "utf-8", "txt"),
        ("a.txt", ARTICLE, "utf-8-sig", "utf-8-sig", "txt"),
        ("a.txt", ARTICLE, "utf-16", "utf-16", "txt"),
        ("a.txt", ARTICLE, "gbk", "gb18030", "txt"),
        ("a.txt", ARTICLE, "gb18030", "gb18030", "txt"),
        ("a.txt", trad(ARTICLE), "big5", "big5", "txt"),
        ("a.txt", ARTICLE.replace("\n", "\r\n"), "utf-8", "utf-8", "txt"),
        ("a.md", ENGLISH, "utf-8", "utf-8", "md"),
        ("a.html", PAGE, "utf-8", "utf-8", "html"),
        ("a.htm", PAGE.replace('charset="utf-8"', 'charset="gbk"').replace("©", ""), "gbk", "gb18030", "html"),
        ("a.html", trad(PAGE).replace('charset="utf-8"', 'charset="big5"').replace("©", ""), "big5", "big5",
         "html"),
    ],
    ids=["utf8", "utf8-bom", "utf16", "gbk", "gb18030", "big5", "crlf", "md", "html", "htm-gbk", "html-big5"],
)
def test_each_format_and_encoding_is_saved_as_utf8_with_metadata(tmp_path, name, text, codec, encoding, fmt):
    src = write(tmp_path / "inbox" / name, text.encode(codec))
    corpus = tmp_path / "corpus"
    report = add_paths([src], corpus)
    assert report.added == [(str(src), "a")] and not report.failed and not report.duplicates

    body = saved(corpus, "a")
    if fmt == "html":
        title, expected = html_article(text, src)
        assert body == expected and body.startswith(title + "\n")
        assert "<" not in body and "不应出现" not in body
    else:
        expected = text.replace("\r\n", "\n")
        title = expected.splitlines()[0].lstrip("#").strip()
        assert body == expected
    meta = sidecar(corpus, "a")
    assert meta["source"] == str(src.resolve())
    assert meta["encoding"] == encoding
    assert meta["format"] == fmt
    assert meta["title"] == title
    assert meta["sha256"] == hashlib.sha256(body.encode("utf-8")).hexdigest()
    assert meta["source_sha256"] == hashlib.sha256(src.read_bytes()).hexdigest()
    assert datetime.fromisoformat(meta["added"]).tzinfo is not None


HEADER = "首页 > 科技 > 正文\n2023-06-28 10:00 来源：某某科技网\n\n"
FOOTER = "\n责任编辑：张三\n相关阅读：\nAMD发布MI300X加速卡\n版权所有 © 2023 某科技网\n"


@pytest.mark.parametrize(
    "name, data, why",
    [
        ("copy.txt", ARTICLE.encode("utf-8"), "the same bytes"),
        ("copy.txt", ARTICLE.encode("gb18030"), "the same text"),
        ("copy.txt", trad(ARTICLE).encode("big5"), "Traditional/Simplified"),
        ("copy.txt", " ".join(ARTICLE.split()).encode("utf-16"), "whitespace"),
        ("copy.txt", ARTICLE.replace("，", ",").replace("、", ",").encode("utf-8"), "punctuation"),
        ("copy.txt", (HEADER + ARTICLE + FOOTER).encode("utf-8"), "boilerplate"),
        ("copy.html", ("<html><head><title>x</title></head><body><nav><a>首页</a><a>新闻</a></nav><article>"
                       + "".join(f"<p>{p}</p>" for p in ARTICLE.splitlines() if p)
                       + "</article><footer>版权所有 2023</footer></body></html>").encode("gb18030"),
         "duplicate"),
    ],
    ids=["bytes", "encoding", "traditional", "whitespace", "punctuation", "boilerplate", "html-copy"],
)
def test_each_kind_of_duplicate_is_reported_and_not_added(tmp_path, name, data, why):
    corpus = tmp_path / "corpus"
    first = write(tmp_path / "in1" / "a.txt", ARTICLE.encode("utf-8"))
    assert add_paths([first], corpus).added == [(str(first), "a")]
    copy = write(tmp_path / "in2" / name, data)
    report = add_paths([copy], corpus)
    assert report.added == [] and report.failed == []
    [(path, doc_id, reason)] = report.duplicates
    assert (path, doc_id) == (str(copy), "a")
    assert why == "duplicate" or why in reason
    assert sorted(p.name for p in (corpus / "articles").glob("*.txt")) == ["a.txt"]


def test_duplicates_within_one_batch(tmp_path):
    inbox = tmp_path / "inbox"
    write(inbox / "1.txt", ARTICLE.encode("utf-8"))
    write(inbox / "2.txt", trad(ARTICLE).encode("big5"))
    write(inbox / "3.txt", OTHER.encode("gbk"))
    write(inbox / "sub" / "4.txt", OTHER.encode("gbk"))
    report = add_paths([inbox], tmp_path / "corpus")
    assert [d for _, d in report.added] == ["1", "3"]
    assert [(Path(p).name, d) for p, d, _ in report.duplicates] == [("2.txt", "1"), ("4.txt", "3")]


def test_an_article_placed_by_hand_counts_and_gets_a_sidecar(tmp_path):
    corpus = tmp_path / "corpus"
    write(corpus / "articles" / "hand.txt", ARTICLE.encode("utf-8"))
    copy = write(tmp_path / "copy.txt", trad(ARTICLE).encode("utf-16"))
    report = add_paths([copy], corpus)
    assert [(d, "Traditional" in why) for _, d, why in report.duplicates] == [("hand", True)]
    meta = sidecar(corpus, "hand")
    assert meta["source"] is None and meta["added"] is None
    assert meta["sha256"] == hashlib.sha256(ARTICLE.encode("utf-8")).hexdigest()


def test_an_edited_article_is_fingerprinted_again(tmp_path):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "a.txt", ARTICLE.encode("utf-8"))], corpus)
    (corpus / "articles" / "a.txt").write_text(OTHER, encoding="utf-8")  # replaced by hand
    report = add_paths([write(tmp_path / "b.txt", OTHER.encode("gbk"))], corpus)
    assert [(d, why) for _, d, why in report.duplicates] == [("a", "the same text")]
    report = add_paths([write(tmp_path / "c.txt", ARTICLE.encode("utf-8"))], corpus)
    assert [d for _, d in report.added] == ["c"]


@pytest.mark.parametrize(
    "names, expected",
    [
        (["x/news.txt", "y/news.txt"], ["news", "news-2"]),
        (["x/news.txt", "y/news.md", "z/news.html"], ["news", "news-2", "news-3"]),
        (["x/my article.txt"], ["my-article"]),
        (["x/.hidden.txt"], ["hidden"]),
    ],
)
def test_doc_ids_are_made_distinct(tmp_path, names, expected):
    texts = [ARTICLE, OTHER, PAGE]
    paths = [write(tmp_path / n, texts[i].encode("utf-8")) for i, n in enumerate(names)]
    report = add_paths(paths, tmp_path / "corpus")
    assert [d for _, d in report.added] == expected
    assert sorted(p.stem for p in (tmp_path / "corpus" / "articles").glob("*.txt")) == sorted(expected)


def test_a_doc_id_taken_by_an_earlier_batch_gets_a_suffix(tmp_path):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "1" / "news.txt", ARTICLE.encode("utf-8"))], corpus)
    report = add_paths([write(tmp_path / "2" / "news.txt", OTHER.encode("utf-8"))], corpus)
    assert [d for _, d in report.added] == ["news-2"]
    assert saved(corpus, "news") == ARTICLE and saved(corpus, "news-2") == OTHER


def test_bad_files_in_a_batch_do_not_stop_it(tmp_path):
    inbox = tmp_path / "inbox"
    write(inbox / "a_good.txt", ARTICLE.encode("gbk"))
    write(inbox / "b_undecodable.txt", bytes(range(128, 256)) * 3)
    write(inbox / "c_empty.txt", b"")
    write(inbox / "d_binary.md", b"\x89PNG\r\n\x1a\n" + bytes(300))
    write(inbox / "e_nothing.html", b"<html><body><script>x()</script></body></html>")
    write(inbox / "f_good.md", ENGLISH.encode("utf-8"))
    pdf = write(tmp_path / "g.pdf", b"%PDF-1.4")
    report = add_paths([inbox, pdf, tmp_path / "missing.txt"], tmp_path / "corpus")
    assert [d for _, d in report.added] == ["a_good", "f_good"]
    problems = [(Path(e.path).name, e.problem) for e in report.failed]
    assert [name for name, _ in problems] == [
        "b_undecodable.txt", "c_empty.txt", "d_binary.md", "e_nothing.html", "g.pdf", "missing.txt"]
    for (name, problem), expected in zip(problems, [
        "cannot be decoded", "empty file", "binary file", "no article text", "unsupported format",
        "no such file",
    ]):
        assert expected in problem, name


def test_add_command_prints_a_summary_and_brings_the_output_up_to_date(tmp_path, capsys):
    inbox = tmp_path / "inbox"
    write(inbox / "a.txt", ARTICLE.encode("gb18030"))
    write(inbox / "b.html", PAGE.encode("utf-8"))
    write(inbox / "c.txt", trad(ARTICLE).encode("big5"))
    write(inbox / "d.txt", b"")
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    args = ["add", str(inbox), "--corpus", str(corpus), "--out", str(out), "--quiet", "--jobs", "1"]
    assert main(args) == 1
    captured = capsys.readouterr()
    assert f"{inbox / 'c.txt'}: already in corpus as a (" in captured.out
    assert "added 2, duplicates 1, failed 1" in captured.out
    assert f"{inbox / 'd.txt'}: empty file" in captured.err

    docs = pd.read_csv(out / "documents.csv", keep_default_na=False)
    assert list(docs["doc_id"]) == ["a", "b"]
    assert list(docs["title"]) == [ARTICLE.splitlines()[0], "英伟达H100刷新MLPerf纪录"]
    mentions = pd.read_csv(out / "mentions.csv", keep_default_na=False, dtype=str)
    for row in mentions.itertuples():  # offsets refer to the saved text
        assert saved(corpus, row.doc_id)[int(row.start):int(row.end)] == row.text

    # again, with nothing new: nothing reprocessed, success
    (inbox / "d.txt").unlink()
    assert main(args) == 0
    captured = capsys.readouterr()
    assert "added 0, duplicates 3, failed 0" in captured.out
    assert "(0 processed, 2 unchanged)" in captured.out


def test_an_orphan_sidecar_left_by_a_killed_run_is_ignored_and_replaced(tmp_path):
    corpus = tmp_path / "corpus"
    write(corpus / "articles" / ".meta" / "a.json", b"{half")
    report = add_paths([write(tmp_path / "a.txt", ARTICLE.encode("utf-8"))], corpus)
    assert [d for _, d in report.added] == ["a"]
    assert sidecar(corpus, "a")["sha256"] == hashlib.sha256(ARTICLE.encode("utf-8")).hexdigest()
    assert not list((corpus / "articles").rglob(".*.tmp"))
