"""A system that describes the system named right after it (搭载H100的G593-SD2, 以8颗MI355X为核心的…,
the H200-based G593-SD2) is no subject nor baseline: the described system is (pipeline/link/described.py)."""
from __future__ import annotations

import pytest

from link15_claims import claims
from pipeline.link import described
from pipeline.link.word_lists import lang_kind_words


def _claims(text: str) -> set[tuple]:
    return claims(text, ('system', 'benchmark', 'metric', 'value'))


@pytest.mark.parametrize("text, expected", [
    # Simplified: the server built on the chip is the subject; a baseline named so is the server's
    ("搭载B200的PowerEdge XE9680训练BERT用时5.1分钟。",
     {("PowerEdge XE9680", "BERT", "train_time", "5.1")}),
    ("在Llama 2 70B项目上，G895-HD1的成绩较上一代搭载H100的G593-SD2（29.3分钟）缩短约17%。",
     {("G593-SD2", "Llama 2 70B", "train_time", "29.3"), ("G895-HD1", "Llama 2 70B", "speedup", "17")}),
    ("以384颗昇腾910C组成的Atlas 900 A3 SuperPoD训练GPT-3用时20分钟。",
     {("Atlas 900 A3 SuperPoD", "GPT-3", "train_time", "20")}),
    # Traditional
    ("以8顆MI300X為核心的G593-ZX2訓練ResNet-50用時12.5分鐘。",
     {("G593-ZX2", "ResNet-50", "train_time", "12.5")}),
    ("基於Gaudi 3的G593-SD2訓練BERT用時7.2分鐘，約為搭載H200的XE9680效能的80%。",
     {("G593-SD2", "BERT", "train_time", "7.2"), ("G593-SD2", "BERT", "speedup", "80")}),
    ("在BERT項目上，G895-HD1的成績較配備H100的G593-SD2（6.1分鐘）縮短約20%。",
     {("G593-SD2", "BERT", "train_time", "6.1"), ("G895-HD1", "BERT", "speedup", "20")}),
    # English
    ("On BERT, the H200-based G593-SD2 finished in 6.4 minutes, 1.3x faster than the H100-powered XE9680.",
     {("G593-SD2", "BERT", "train_time", "6.4"), ("G593-SD2", "BERT", "speedup", "1.3")}),
    ("The MI300X-based G593-ZX2 trained ResNet-50 in 12.5 minutes.",
     {("G593-ZX2", "ResNet-50", "train_time", "12.5")}),
    # not a description: no system after 的, no opening verb, a figure between the two
    ("搭载H100的服务器训练BERT用时6分钟。", {("H100", "BERT", "train_time", "6")}),
    ("可以看到H100训练BERT用时6分钟，G593-SD2用时5分钟。",
     {("H100", "BERT", "train_time", "6"), ("G593-SD2", "BERT", "train_time", "5")}),
    ("The H100 finished BERT in 6 minutes, and the G593-SD2 in 5 minutes.",
     {("H100", "BERT", "train_time", "6"), ("G593-SD2", "BERT", "train_time", "5")}),
])
def test_described_system_is_not_the_subject(text, expected):
    assert expected <= _claims(text)


@pytest.mark.parametrize("text, lang, chips", [
    ("较上一代搭载H100的G593-SD2", "zh", ["H100"]),
    ("以8顆AMD Instinct MI355X為核心的G593-ZX2", "zh", ["MI355X"]),
    ("以H100训练的G593-SD2", "zh", []),  # 以 without a closing word (为核心, 组成) opens no description
    ("搭载H100，G593-SD2", "zh", []),  # a break between the two
    ("搭载H100用时5分钟的G593-SD2", "zh", []),  # a figure between the two
    ("the H100-based G593-SD2", "en", ["H100"]),
    ("the H100 and the G593-SD2", "en", []),
])
def test_describers(text, lang, chips):
    names = ["H100", "MI355X", "G593-SD2", "G593-ZX2"]
    systems = [_M(text, n) for n in names if n in text]
    figures = [_M(text, "5分钟")] if "5分钟" in text else []
    got = described.describers(text, systems, lang, figures)
    assert sorted(m.text for m in systems if id(m) in got) == chips


@pytest.mark.parametrize("text, expected, not_expected", [
    ("戴尔的PowerEdge XE9680搭载Gaudi 3版本，起售价约为22万美元。",
     ("PowerEdge XE9680", "", "price", "220000"), ("Gaudi3", "", "price", "220000")),
    ("DGX Spark采用GB10超级芯片，售价约3,999美元。", ("DGX Spark", "", "price", "3999"), ("GB10", "", "price", "3999")),
    ("戴爾的PowerEdge XE9680搭載Gaudi 3版本，起售價約為22萬美元。",
     ("PowerEdge XE9680", "", "price", "220000"), ("Gaudi3", "", "price", "220000")),
    ("G593-SD2配備H200，訓練BERT用時6.1分鐘。", ("G593-SD2", "BERT", "train_time", "6.1"),
     ("H200", "BERT", "train_time", "6.1")),
    ("A Mac Studio with the M3 Ultra costs $5,599 as tested.", ("Mac Studio", "", "price", "5599"),
     ("M3 Ultra", "", "price", "5599")),
    ("The PowerEdge XE9680 with Gaudi 3 trained BERT in 6.1 minutes.", ("PowerEdge XE9680", "BERT", "train_time", "6.1"),
     ("Gaudi3", "BERT", "train_time", "6.1")),
    # not built with: another verb between the two names
    ("H100训练BERT用时6分钟，H200用时5分钟。", ("H200", "BERT", "train_time", "5"), ("H100", "BERT", "train_time", "5")),
])
def test_the_system_built_with_a_chip_is_the_subject(text, expected, not_expected):
    got = _claims(text)
    assert expected in got and not_expected not in got


@pytest.mark.parametrize("text, lang, parts", [
    ("XE9680搭载Gaudi3版本", "zh", ["Gaudi3"]),
    ("XE9680搭載了NVIDIA H100", "zh", ["H100"]),
    ("XE9680与H100", "zh", []),
    ("XE9680 with the H100", "en", ["H100"]),
    ("XE9680 featuring H100", "en", ["H100"]),
    ("a review that compares the XE9680 with the H100", "en", []),  # compared, not built with
    ("XE9680, with H100", "en", []),  # an appositive: the rules of subjects decide
])
def test_carried(text, lang, parts):
    systems = [_M(text, n) for n in ["XE9680", "Gaudi3", "H100"] if n in text]
    got = described.carried(text, systems, lang)
    assert sorted(m.text for m in systems if id(m) in got) == parts


def test_the_per_gpu_rate_stays_the_chips():
    text = "以Google Cloud的A3 Mega執行個體為例，搭載8顆H100的a3-megagpu-8g按需價格每小時約88美元，換算單顆GPU每小時約11美元。"
    claims = _claims(text)
    assert ("H100", "", "price", "11") in claims


def test_word_list_kinds():
    words = lang_kind_words("described_words.csv", described.KINDS)
    assert set(words) == {("zh", "verb"), ("zh", "frame"), ("zh", "close"), ("en", "suffix"), ("en", "carry"),
                          ("en", "comparing")}


class _M:
    def __init__(self, text, name):
        self.start = text.index(name)
        self.end = self.start + len(name)
        self.text = name
