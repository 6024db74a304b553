"""The source address and date of an article, where the page or the file states them, in its sidecar.

Sidecar keys: ``source`` (the address when stated, else the file's path),
``source_path`` (the file's path), ``url`` (the address or null), ``date``
(``YYYY-MM-DD`` or null).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from pipeline.feed.batch import add_paths
from pipeline.feed.provenance import clean_date, clean_url, text_provenance

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
PAGE = (FIXTURES / "page.html").read_text(encoding="utf-8")
ARTICLE = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
URL = "https://news.example.com/2023/06/28/h100.html"


def page(head: str, body_extra: str = "") -> str:
    return PAGE.replace("<title>", head + "<title>", 1).replace("<article>", "<article>" + body_extra, 1)


HTML_CASES = [
    (page(f'<link rel="canonical" href="{URL}"><meta property="og:url" content="https://other.example/x">'
          '<meta property="article:published_time" content="2023-06-28T10:00:00+08:00">'), URL, "2023-06-28"),
    (page('<meta property="og:url" content="https://m.example.com/a/1">'), "https://m.example.com/a/1", None),
    (page(f'<link rel="Canonical stylesheet" href=" {URL} ">'), URL, None),
    (page("", '<p class="byline"><time datetime="2023-11-08T09:30:00Z">11月8日</time></p>'), None, "2023-11-08"),
    (page('<meta name="pubdate" content="2024/3/5">'), None, "2024-03-05"),
    (page('<meta itemprop="datePublished" content="2022-12-01">'), None, "2022-12-01"),
    (page('<link rel="canonical" href="/relative/path.html"><meta property="article:published_time" '
          'content="yesterday">'), None, None),
    (page('<link rel="canonical" href="javascript:alert(1)">'), None, None),
    (PAGE, None, None),
]


@pytest.mark.parametrize("html, url, date", HTML_CASES)
def test_a_pages_address_and_date_go_to_its_sidecar(tmp_path, html, url, date):
    src = tmp_path / "in" / "p.html"
    src.parent.mkdir()
    src.write_text(html, encoding="utf-8")
    corpus = tmp_path / "corpus"
    assert [d for _, d in add_paths([src], corpus).added] == ["p"]
    meta = json.loads((corpus / "articles" / ".meta" / "p.json").read_text(encoding="utf-8"))
    assert meta["url"] == url and meta["date"] == date
    assert meta["source"] == (url or str(src.resolve())) and meta["source_path"] == str(src.resolve())


FRONT = f"---\ntitle: 英伟达H100刷新纪录\nsource: {URL}\ndate: 2023-06-28\n---\n"

TEXT_CASES = [
    (FRONT + ARTICLE, URL, "2023-06-28", "英伟达H100刷新纪录"),
    (f"---\nurl: '{URL}'\npublished: 2023-06-28T10:00:00Z\n---\n" + ARTICLE, URL, "2023-06-28", None),
    (ARTICLE.replace("\n\n", f"\n\n原文链接：{URL}\n发布时间：2023年6月28日\n\n", 1), URL, "2023-06-28", None),
    (ARTICLE.replace("\n\n", "\n2023-06-28 10:00 来源：某某科技网\n\n", 1), None, "2023-06-28", None),
    (ARTICLE.replace("\n\n", f"\nSource: {URL}\nDate: 2023-02-30\n\n", 1), URL, None, None),  # no 30 February
    (ARTICLE, None, None, None),
]


@pytest.mark.parametrize("text, url, date, title", TEXT_CASES)
def test_a_text_files_front_matter_or_first_lines_give_address_and_date(tmp_path, text, url, date, title):
    assert text_provenance(text) == (url, date, title)
    src = tmp_path / "a.md"
    src.write_text(text, encoding="utf-8")
    corpus = tmp_path / "corpus"
    add_paths([src], corpus)
    meta = json.loads((corpus / "articles" / ".meta" / "a.json").read_text(encoding="utf-8"))
    assert (meta["url"], meta["date"]) == (url, date)
    assert meta["source"] == (url or str(src.resolve()))
    if title:
        assert meta["title"] == title


def test_a_date_in_the_running_text_is_not_taken_for_the_articles():
    text = "英伟达发布新芯片\n\n" + "这是一段很长的正文。" * 10 + "\n2023-06-28 将发布下一轮结果。\n"
    assert text_provenance(text) == (None, None, None)


@pytest.mark.parametrize(
    "value, expected",
    [
        ("https://example.com/a", "https://example.com/a"),
        ("  http://example.com/a?b=1  ", "http://example.com/a?b=1"),
        ("ftp://example.com/a", None),
        ("/a/b.html", None),
        ("https://exa mple.com/a", None),
        ("https://example.com/a\nb", None),
        ("https://", None),
        ("https://example.com/" + "a" * 3000, None),
        (None, None),
    ],
)
def test_clean_url(value, expected):
    assert clean_url(value) == expected


@pytest.mark.parametrize(
    "value, expected",
    [
        ("2023-06-28T10:00:00+08:00", "2023-06-28"),
        ("2023/6/8", "2023-06-08"),
        ("2023年6月28日 10:00", "2023-06-28"),
        ("2023.06.28", "2023-06-28"),
        ("2023-13-01", None),
        ("2023-02-29", None),
        ("1899-01-01", None),
        ("20230628", None),
        ("June 28, 2023", None),
        ("", None),
    ],
)
def test_clean_date(value, expected):
    assert clean_date(value) == expected
