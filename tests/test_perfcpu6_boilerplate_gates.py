"""The literal gates of the boilerplate line patterns never refuse a line a pattern matches.

pipeline/extractors/boilerplate.py derives from each IGNORECASE line pattern the
literals every match contains and skips a pattern on a text (or a line) that
holds none of them: a shortcut that must never change which lines are boilerplate.
"""
from __future__ import annotations

import re
import sys

import pytest

from pipeline.extractors import boilerplate as bp


def _literal_sets(pattern: str) -> list[set[str]]:
    from re import _parser

    return [set(alts) for alts in bp._needs(_parser.parse(pattern, re.IGNORECASE))]


@pytest.mark.parametrize("pattern, needs", [
    (r"^abc$", [{"abc"}]),
    (r"^a\s*bc", [{"a"}, {"bc"}]),
    (r"^x(?:bc|de)y", [{"x"}, {"bc", "de"}, {"y"}]),
    (r"^(?:bc|d?)y", [{"y"}]),  # a branch that needs nothing: the alternation needs nothing
    (r"^[ab]+\d", [{"a", "b"}]),
    (r"^[^ab]c", [{"c"}]),  # a negated class needs nothing
    (r"^q{0,3}r{2}", [{"r"}]),  # r{2}: the body is needed, not the run
    (r"^(?=abc)d", [{"d"}]),  # what a look-ahead needs is not taken
    (r"^ab(?:c|d)ef", [{"ab"}, {"c", "d"}, {"ef"}]),
    (r"^\d+\s*分钟", [{"分钟"}]),
])
def test_needs(pattern, needs):
    assert _literal_sets(pattern) == needs


@pytest.mark.parametrize("pattern, gates", [
    (r"^\s*ADVERTISEMENT\s*$", (("advertisement",),)),
    (r"^\s*[(（]\s*(?:广告|AD)\s*[)）]", (("ad", "广告"), ("(", "（"))),
    (r"^\s*(?:Café|menu)\s*$", ()),  # a literal with a cased non-ASCII letter is no gate
])
def test_gates(pattern, gates):
    assert bp._gates(pattern) == gates


def test_fold_covers_what_ignorecase_takes_for_an_ascii_letter():
    """Every character that IGNORECASE matching takes for an ASCII letter folds to that letter."""
    any_letter = re.compile("[a-z]", re.IGNORECASE)
    seen = 0
    for cp in range(sys.maxunicode + 1):
        if 0xD800 <= cp <= 0xDFFF:
            continue
        ch = chr(cp)
        if any_letter.fullmatch(ch):
            seen += 1
            letters = [c for c in "abcdefghijklmnopqrstuvwxyz" if re.fullmatch(c, ch, re.IGNORECASE)]
            assert [bp._fold(ch)] == letters, (hex(cp), letters)
    assert seen == 52 + 4  # both cases, the Kelvin sign, the long s, the dotted and dotless i


LINES = [
    "ADVERTISEMENT", "  advertisement ", "【广告】买一送一", "广告：点击这里", "Sponsored: x",
    "5 min read · AI", "By Jane · 12 MIN READ", "By Jane · 12 mın read", "预计阅读时间：5分钟",
    "作者 | 阅读约 3 分钟", "文 / 记者 / 阅读全文 2 分钟", "Updated 3 hours ago", "UPDATED 2 DAYS AGO by x",
    "发布于 3 小时前", "更新 5 分钟前 · 科技", "转发 12 | 评论 3 | 赞 40", "1.2k likes · 40 comments",
    "责任编辑：张三", "分享到：微博 微信", "Share this article: Facebook Twitter", "SHARE ON: X, LinkedIn",
    "- 2024-05-01", "• 新闻 2023-1-2", "这是一段正文，训练只用了 5 分钟。", "The system read 5 min of data.",
    "", "   ", "İnternet reads 5 mİn", "ſhare this: twitter",
]


@pytest.mark.parametrize("line", LINES)
def test_gated_lines_agree_with_every_pattern(line):
    """A line is boilerplate by the gated patterns exactly when one of the patterns searches it."""
    expected = any(p.search(line) for p in bp.line_patterns())
    spans = bp.boilerplate_spans("这是文章的第一段正文，很长很长。\n" + line + "\n")
    assert bool(spans) == expected


def test_the_table_holds_both_kinds_of_line():
    hits = [line for line in LINES if any(p.search(line) for p in bp.line_patterns())]
    assert "ADVERTISEMENT" in hits and "ſhare this: twitter" in hits and "这是一段正文，训练只用了 5 分钟。" not in hits
    assert 15 <= len(hits) < len(LINES)
