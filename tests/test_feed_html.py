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
