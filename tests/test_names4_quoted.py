"""A system named in quotes next to a supercomputer or cluster word
(AI超級電腦「晶創26」, 「創進一號」超級電腦, the "Nano 4" supercomputer), kept as
written where the lists have no English name for it, and counted again where
the article names it bare afterwards; in a Traditional article such a name is
written in the article's script (晶創26, not 晶创26), in the mentions and in
the claims.  Quoted words that are no name (「季季成長」, “黑科技”) stay out.
Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    # cue word after the quotes, then the name bare
    ("国网中心「晶创26」AI超级电脑启用，晶创26的算力是上一代的5倍。", ["晶创26", "晶创26"]),
    ("國網中心「晶創26」AI超級電腦啟用，晶創26的算力是上一代的5倍。", ["晶创26", "晶创26"]),
    # cue word before the quotes
    ("新一代超级计算机“创进一号”投入使用。", ["创进一号"]),
    ("新一代超級電腦「創進一號」投入使用。", ["创进一号"]),
    ("The lab switched on the \"Nano 4\" supercomputer in May.", ["Nano 4"]),
    ("The \"Falcon 7\" cluster runs the jobs.", ["Falcon 7"]),
    # a listed name in quotes keeps its list name
    ("前一代「台灣杉二號」超級電腦。", ["Taiwania 2"]),
    ("上一代“台湾杉三号”超算。", ["Taiwania 3"]),
    # a generation the lists do not hold, with a count word inside (台) that is no count: the series
    # pattern gives its English name (names5)
    ("下一代「台灣杉五號」超級電腦。", ["Taiwania 5"]),
)
def test_quoted_name_with_a_supercomputer_word(text, expected):
    assert systems(text) == expected


@table(
    ("如今超算「季季成長」，过去「一卡难求」。", []),
    ("這台超級電腦被稱為「黑科技」。", []),
    ("「AI」超級電腦的時代來了。", []),
    ("They called the supercomputer \"the beast\".", []),
    # counts, multiples, years and bare numbers in quotes are no names
    ("打造「10万卡」集群，性能是“5倍”超算，「2025」超级电脑。", []),
    ("建置「50台」超級電腦與「3年」超算計畫。", []),
    ("They built the \"100K\" cluster and the \"2025\" supercomputer.", []),
)
def test_quoted_words_that_are_no_name(text, expected):
    assert systems(text) == expected


@pytest.mark.parametrize("text,written", [
    ("國網中心「晶創26」AI超級電腦今日啟用。在晶創26上訓練只需9天，費用約新台幣100萬元。", "晶創26"),
    ("新一代超級電腦「創進一號」啟用，創進一號比前一代快3倍。", "創進一號"),
])
def test_traditional_article_writes_the_name_in_its_script(text, written):
    from pipeline import extract_tables

    tables = extract_tables(text, "t1")
    names = set(tables["mentions"].query("type == 'system'")["value"])
    assert names == {written}


def test_simplified_article_keeps_the_simplified_name():
    from pipeline import extract_tables

    tables = extract_tables("国网中心「晶创26」AI超级电脑今日启用，晶创26比上一代快3倍。", "s1")
    assert set(tables["mentions"].query("type == 'system'")["value"]) == {"晶创26"}


def test_claims_name_the_system_as_the_article_writes_it():
    from pipeline import extract_tables

    tables = extract_tables("國網中心「晶創26」AI超級電腦啟用。晶創26訓練GPT-3只需9分鐘，比台灣杉二號快5倍。", "t1")
    rows = tables["results"]
    assert len(rows) and set(rows["system"]) == {"晶創26"}
