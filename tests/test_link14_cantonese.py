"""Written Cantonese read as Mandarin: 係 is 是, 嘅 is 的, 喺 is 在 (data/cantonese.csv).

"DGX Spark 嘅 prompt 處理速度係 Mac Studio 嘅 3.8 倍" (probe4 half A s23, a Hong Kong review) and
"速度係單張RTX 4090嘅約3.2倍" (probe6 half B u09, a Hong Kong news site): the linker reads "X的速度是Y的
N倍" as X's speedup over Y, but took the Cantonese sentence for Y's gain.  Two sites.  The Mandarin
reading replaces one character by one, so every offset into the original stays; words where the
character is Mandarin (關係, 係數) keep it.

The sentences are our own: Cantonese in Traditional characters, Cantonese 嘅 in Simplified ones, the
Mandarin reading in Simplified, and English.
"""
from __future__ import annotations

import pytest

import pipeline
from pipeline.cantonese import KINDS, read_as_mandarin, table
from pipeline.extractors.lexicon import read_table
from pipeline.normalise import normalise

from test_links import check, row, table as params

SHARE_OF = [
    ("我哋用8張H100跑Llama 2 70B LoRA，速度係8張A100嘅約2.5倍。",
     {row("H100", "Llama 2 70B", "speedup", 2.5, "x", "~")}),
    ("我们用8张H100跑Llama 2 70B LoRA，速度是8张A100的约2.5倍。",
     {row("H100", "Llama 2 70B", "speedup", 2.5, "x", "~")}),
    ("We ran Llama 2 70B LoRA on eight H100s: about 2.5 times the speed of eight A100s.",
     {row("H100", "Llama 2 70B", "speedup", 2.5, "x", "~")}),
    ("喺ResNet-50上面，MI300X嘅訓練速度係H100嘅九成。", {row("MI300X", "ResNet-50", "speedup", 90, "%")}),
    ("在ResNet-50上，MI300X的训练速度是H100的九成。", {row("MI300X", "ResNet-50", "speedup", 90, "%")}),
    ("On ResNet-50, the MI300X trains at 90% of the H100's speed.", {row("MI300X", "ResNet-50", "speedup", 90, "%")}),
    ("用Llama 3.1 70B测试，DGX Spark嘅prefill速度是Mac Studio嘅3.8倍。",
     {row("DGX Spark", "Llama 3.1 70B", "speedup", 3.8, "x")}),
]


@pytest.mark.parametrize("text, expected", params(SHARE_OF))
def test_a_cantonese_share_of_another_system_is_a_speedup(text, expected):
    check(text, expected)


READINGS = [
    ("速度係單張RTX 4090嘅約3.2倍", "速度是单张RTX 4090的约3.2倍"),
    ("我哋喺香港租咗H100", "我们在香港租了H100"),
    ("DGX Spark嘅速度", "DGX Spark的速度"),
    ("公共關係組表示", "公共关系组表示"),  # Mandarin: 關係 is a word
    ("相關係數為0.9", "相关系数为0.9"),
    ("Prices rose 5%.", "Prices rose 5%."),
]


@pytest.mark.parametrize("original, normalised", READINGS)
def test_cantonese_characters_read_as_mandarin(original, normalised):
    got = normalise(original)
    assert got.text == normalised
    assert len(got.text) == len(original) and got.orig_span(0, len(got.text)) == (0, len(original))


def test_offsets_point_into_the_cantonese_original():
    text = "有玩家話：「我用4張RTX 5090做LoRA，速度係單張RTX 4090嘅約3.2倍。」"
    df = pipeline.extract(text, table="mentions")
    assert len(df) > 0
    for _, r in df.iterrows():
        assert text[int(r["start"]):int(r["end"])] == r["text"]


def test_the_table_maps_one_character_to_one():
    chars, _, kept = table()
    assert chars["係"] == "是" and chars["嘅"] == "的"
    assert all(len(k) == 1 and len(v) == 1 for k, v in chars.items())
    assert kept is not None and kept.search("關係")
    for r in read_table("cantonese.csv", ["kind", "written", "read_as"]):
        assert r["kind"] in KINDS
        if r["kind"] == "keep":
            assert any(c in r["written"] for c in chars) and not r["read_as"]


def test_text_without_cantonese_is_returned_as_is():
    assert read_as_mandarin("系统是H100的", "系统是H100的") == "系统是H100的"
