"""Duplicate detection: each kind of copy is found, and different articles are not confused."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.feed.dedupe import DuplicateIndex, fingerprint, folded

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
ARTICLE = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
OTHER = (FIXTURES / "other_zh.txt").read_text(encoding="utf-8")
ENGLISH = (FIXTURES / "article_en.md").read_text(encoding="utf-8")
HEADER = "首页 > 科技 > 正文\n2023-06-28 10:00 来源：某某科技网 作者：本站记者\n\n"
FOOTER = ("\n责任编辑：张三\n相关阅读：\nAMD发布MI300X加速卡\n英特尔Gaudi2性能测试公布\n"
          "版权所有 © 2023 某科技网 京ICP备12345678号\n")


def to_traditional(text: str) -> str:
    import opencc

    return opencc.OpenCC("s2t").convert(text)


def to_fullwidth(text: str) -> str:
    return text.translate({c: c + 0xFEE0 for c in range(0x21, 0x7F)})


def index():
    idx = DuplicateIndex()
    idx.add("article", fingerprint(ARTICLE, ARTICLE.encode("gb18030")))
    idx.add("other", fingerprint(OTHER))
    idx.add("english", fingerprint(ENGLISH))
    return idx


@pytest.mark.parametrize(
    "text, raw, why",
    [
        (ARTICLE, ARTICLE.encode("gb18030"), "the same bytes"),
        (ARTICLE, ARTICLE.encode("utf-8"), "the same text"),
        (to_traditional(ARTICLE), None, "Traditional/Simplified"),
        (" ".join(ARTICLE.split()), None, "whitespace"),
        (ARTICLE.replace("\n", "\r\n  "), None, "whitespace"),
        (to_fullwidth(ARTICLE), None, "character width"),
        (ARTICLE.replace("，", ",").replace("。", ". "), None, "punctuation"),
        (HEADER + ARTICLE + FOOTER, None, "boilerplate"),
        (HEADER + to_traditional(ARTICLE) + FOOTER, None, "boilerplate"),
        (ENGLISH.upper().replace("\n", " "), None, "whitespace"),
    ],
    ids=["bytes", "text-other-encoding", "traditional", "whitespace", "crlf-indent",
         "fullwidth", "punctuation", "boilerplate", "boilerplate-traditional", "english-case"],
)
def test_each_kind_of_duplicate_is_found(text, raw, why):
    found = index().find(fingerprint(text, raw))
    assert found is not None
    doc_id, reason = found
    assert doc_id == ("english" if text.upper() == ENGLISH.upper().replace("\n", " ") else "article")
    assert why in reason


@pytest.mark.parametrize(
    "text",
    [
        # the first half only: an excerpt is a new article, not a copy
        ARTICLE[: len(ARTICLE) // 2],
        # a follow-up that quotes the article and adds more than as much again
        ARTICLE + OTHER.replace("谷歌", "亚马逊") + OTHER.replace("TPU", "Trainium"),
        # another story on the same subject (MLPerf, accelerators, prices)
        OTHER,
        ENGLISH,
        "英伟达今天发布了新的驱动程序。",
    ],
    ids=["excerpt", "expanded", "other-story", "english-story", "short"],
)
def test_different_articles_are_not_duplicates(text):
    idx = DuplicateIndex()
    idx.add("article", fingerprint(ARTICLE))
    assert idx.find(fingerprint(text)) is None


def test_folding_ignores_script_width_case_whitespace_and_punctuation():
    assert folded("英偉達 Ｈ１００，快了３倍！") == folded("英伟达h100快了3倍") == "英伟达h100快了3倍"


def test_fingerprints_survive_a_round_trip_through_json():
    from pipeline.feed.dedupe import Fingerprint

    fp = fingerprint(ARTICLE)
    assert Fingerprint.from_json(fp.to_json()) == fp


def test_the_index_grows_beyond_its_first_allocation():
    idx = DuplicateIndex()
    for i in range(150):
        idx.add(f"d{i}", fingerprint(f"第{i}篇文章：{OTHER[i % 50:]}{i * 7919}"))
    idx.add("article", fingerprint(ARTICLE))
    assert len(idx) == 151
    assert idx.find(fingerprint(HEADER + ARTICLE))[0] == "article"


@pytest.mark.parametrize(
    "text, expected",
    [
        (ARTICLE.replace("10.94", "10.49"), "article"),  # a corrected figure
        (ARTICLE.replace("10.94分钟", "10.9分钟").replace("24%", "25%"), "article"),
        (to_traditional(ARTICLE.replace("3584", "4096")), "article"),  # other script too
        (ARTICLE, None),  # the same text is a duplicate, not a revision
        (ARTICLE.replace("英伟达", "英特尔"), None),  # a word changed, not a figure
        (OTHER, None),
    ],
)
def test_a_text_that_differs_only_in_its_figures_is_found(text, expected):
    assert index().same_but_figures(fingerprint(text)) == expected


def test_a_new_version_replaces_the_old_fingerprint_and_the_old_is_an_earlier_version():
    idx = index()
    old, new = fingerprint(ARTICLE), fingerprint(ARTICLE.replace("10.94", "10.49"))
    idx.add("article", new)
    idx.add_earlier("article", old, ".versions/article/1.txt")
    assert len(idx) == 3
    assert idx.find_same(new)[0] == "article"
    assert idx.find_same(old) is None
    assert idx.earlier_version(old) == ("article", ".versions/article/1.txt")
    assert idx.earlier_version(new) is None
