"""Benchmarks: MLPerf workloads always; a model outside MLPerf only where the
document measures a figure on it (a time, a price, a percentage, a ratio, a
throughput), keeping the size that tells one family's sizes apart (GOLD.md).
Sentences are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from pipeline.extractors import find_mentions_in_text
from pipeline.extractors.lexicon import fold


def benchmarks(text: str) -> list[str]:
    return [m.value for m in find_mentions_in_text(fold(text)) if m.type == "benchmark"]


@pytest.mark.parametrize("text,expected", [
    ("训练 BLOOM-176B 模型比上一代快 40%。", ["Bloom 176B"]),
    ("在 EfficientNet-B4 上训练只需 9 小时。", ["EfficientNet-B4"]),
    ("用 FlashAttention 2 訓練速度提升 1.8 倍。", ["FlashAttention 2"]),
    ("It serves DeepSeek-V3 671B at 3,000 tokens/s per GPU.", ["DeepSeek-V3"]),
    ("Qwen2.5-72B 的推理成本降低了三成。", ["Qwen2.5 72B"]),
    ("Training GPT-4 reportedly cost $100 million.", ["GPT-4"]),
    ("在ResNet-101上的吞吐量提高了25%。", ["ResNet-101"]),
])
def test_a_measured_model_is_a_benchmark(text, expected):
    assert benchmarks(text) == expected


@pytest.mark.parametrize("text", [
    "The company also released DeepSeek-V3 to the public.",
    "我們也試用了Qwen2.5-72B模型。",
    "GPT-4 answered the question correctly.",
    "BLOOM-176B was trained by a research collective.",
])
def test_a_model_named_without_a_figure_is_not(text):
    assert benchmarks(text) == []


def test_a_model_measured_once_counts_at_each_mention():
    text = "We ran DeepSeek-V3 on the cluster. DeepSeek-V3 reached 5,000 tokens/s."
    assert benchmarks(text) == ["DeepSeek-V3", "DeepSeek-V3"]


@pytest.mark.parametrize("text,expected", [
    ("MLPerf 的 BERT 与 GPT-3 175B 两项测试", ["BERT", "GPT-3"]),
    ("Llama 2 70B LoRA 和 Stable Diffusion XL 兩項基準", ["Llama 2 70B", "Stable Diffusion"]),
    ("The Llama 3.1 405B and DLRM-DCNv2 workloads", ["Llama 3.1 405B", "DLRM"]),
])
def test_mlperf_workloads_need_no_figure(text, expected):
    assert benchmarks(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("在DeepSeek-R1Llama 3.1 (405B)Llama 3.3 (70B)等模型上跑分", ["DeepSeek-R1", "Llama 3.1 405B", "Llama 3.3 70B"]),
    ("Llama 4 Scout 17B 的吞吐量是上一代的 1.6 倍。", ["Llama 4 Scout"]),
    ("LLaMA-70B 推理速度提升 2 倍", ["Llama 70B"]),
    ("在LLaMA3上的性能提高了2.5倍以上。", ["Llama 3"]),
])
def test_llama_spellings_and_names_glued_in_a_list(text, expected):
    assert benchmarks(text) == expected
