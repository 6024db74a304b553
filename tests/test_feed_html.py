"""HTML pages: the title and main text are kept, the page's furniture is not."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.feed.html import html_article
from pipeline.read import InputError

PAGE = (Path(__file__).parent / "fixtures" / "feed" / "page.html").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def article():
    return html_article(PAGE, "page.html")


def test_title_is_kept_as_the_first_line(article):
    title, text = article
    assert title == "英伟达H100刷新MLPerf纪录"
    assert text.splitlines()[0] == title


@pytest.mark.parametrize("kept", [
    "MLCommons公布了最新的MLPerf基准评测结果",
    "基于GPT-3的大语言模型训练任务纪录已经被刷至11分钟，比上一轮快了3倍。",
    "每美元性能提升了24%",
])
def test_main_text_is_kept(article, kept):
    assert kept in article[1]


@pytest.mark.parametrize("dropped, what", [
    ("关于我们", "navigation"),
    ("不应出现的脚本文字", "script"),
    ("display:none", "style"),
    ("这是一条HTML注释", "HTML comment"),
    ("AMD发布MI300X加速卡", "related-links list"),
    ("相关阅读", "related-links heading"),
    ("H200什么时候出", "readers' comments"),
    ("京ICP备", "footer"),
])
def test_page_furniture_is_dropped(article, dropped, what):
    assert dropped not in article[1], what


def test_a_page_without_article_text_is_an_error():
    with pytest.raises(InputError, match=r"^empty\.html: no article text found"):
        html_article("<html><head><title>x</title></head><body><script>var a = 1;</script></body></html>", "empty.html")


def test_title_is_prepended_when_the_body_lacks_it():
    html = ("<html><head><title>Gaudi2 results</title></head><body><article>"
            "<p>Intel's Gaudi2 trained GPT-3 in 311.94 minutes on 384 accelerators, "
            "the company said in a statement on Tuesday, adding that software updates "
            "doubled its performance since the previous round of the benchmark.</p>"
            "</article></body></html>")
    title, text = html_article(html, "g.html")
    assert title == "Gaudi2 results"
    assert text.startswith("Gaudi2 results\n\nIntel's Gaudi2 trained GPT-3 in 311.94 minutes")


BODY = ("<p>机器学习及人工智能领域开放产业联盟MLCommons公布了最新的MLPerf基准评测结果，"
        "参与测试的NVIDIA平台由3584个H100加速卡组成，训练任务纪录已经被刷至11分钟。</p>")


@pytest.mark.parametrize(
    "head, h1",
    [
        ("", '英伟达<script>document.write("脚本标题")</script>刷新纪录'),
        ("", "英伟达<noscript>请启用脚本</noscript>刷新纪录"),
        ("", "英伟达<style>.x{color:red}</style>刷新纪录"),
        ("", "英伟达<template>模板文字</template>刷新纪录"),
        ("", "英伟达<svg><text>图形文字</text></svg>刷新纪录"),
        ("<title>英伟达刷新纪录</title><script>var t='脚本标题'</script>", "英伟达<script>x('脚本标题')</script>刷新纪录"),
    ],
    ids=["script", "noscript", "style", "template", "svg", "title"],
)
def test_script_and_other_non_text_never_reach_the_title_or_the_text(head, h1):
    html = f"<html><head>{head}</head><body><article><h1>{h1}</h1>{BODY}</article></body></html>"
    title, text = html_article(html, "p.html")
    assert title == "英伟达刷新纪录"
    for hidden in ("脚本标题", "请启用脚本", "color:red", "模板文字", "图形文字", "document.write"):
        assert hidden not in title and hidden not in text
    assert "3584个H100加速卡" in text


def test_a_pages_address_and_date_are_read_before_its_scripts_are_dropped():
    from pipeline.feed.html import html_page

    html = ('<html><head><link rel="canonical" href="https://example.com/a.html">'
            '<meta property="article:published_time" content="2023-06-28T10:00:00+08:00">'
            f"<script>var x = 1;</script></head><body><article><h1>标题</h1>{BODY}</article></body></html>")
    page = html_page(html, "p.html")
    assert (page.url, page.date, page.title) == ("https://example.com/a.html", "2023-06-28", "标题")
