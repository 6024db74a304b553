"""A per-dollar claim whose sentence names no benchmark, only the kind of work it measures (LoRA
fine-tuning, image generation), is on the one benchmark the article named before it in sentences
about that kind of work (GOLD.md: a claim whose benchmark the article implies carries it).

"二手RTX 3090的每元LoRA训练性能比全新RTX 4090高出约65%" and "按每千元出图速度算，Arc B580是RTX 5090的约
1.6倍" (probe6 half A u05), "它的每元出图性能比RTX 4090高出约25%" (probe6 half A u23), "it does about
2.7x as much fine-tuning work per dollar as the PRO card" (probe6 half B u34): both halves, three
articles.  Inference is no such kind ("3x the performance per dollar of GPU-based inference": probe5
half B t24 has no benchmark), an overview sentence naming several kinds tells none, and an article
with two benchmarks of the kind gives none.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

_ZH_HANS = ("测试包括两项。SDXL单张出图时间：RTX 5090约2秒，RTX 4090约3秒。\n\n"
            "用Llama 3.1 8B做LoRA微调，RTX 5090用时45分钟，RTX 4090用时66分钟。\n\n")
_ZH_HANT = ("測試包括兩項。SDXL單張出圖時間：RTX 5090約2秒，RTX 4090約3秒。\n\n"
            "用Llama 3.1 8B做LoRA微調，RTX 5090用時45分鐘，RTX 4090用時66分鐘。\n\n")
_EN = ("Two tests. With SDXL, an image took 2 seconds on the RTX 5090 and 3 seconds on the RTX 4090.\n\n"
       "Our LoRA fine-tune of Llama 3.1 8B took 45 minutes on the RTX 5090 and 66 minutes on the RTX 4090.\n\n")
_IMAGE = row("Arc B580", "Stable Diffusion", "perf_per_dollar", 1.6, "x", "~")
_LORA = row("RTX 3090", "Llama 3.1 8B", "perf_per_dollar", 60, "%", "~")

OF_KIND = [
    (_ZH_HANS + "按每千元出图速度算，Arc B580是RTX 5090的约1.6倍。\n\n二手RTX 3090的每元LoRA训练性能比全新RTX 4090高出约60%。",
     {_IMAGE, _LORA}),
    (_ZH_HANT + "按每千元出圖速度算，Arc B580是RTX 5090的約1.6倍。\n\n二手RTX 3090的每元LoRA訓練性能比全新RTX 4090高出約60%。",
     {_IMAGE, _LORA}),
    (_EN + "Counting image generation per dollar, the Arc B580 is about 1.6x the RTX 5090.\n\n"
           "A used RTX 3090 does about 60% more fine-tuning work per dollar than a new RTX 4090.",
     {_IMAGE, _LORA}),
]

NO_KIND = [  # each under a title naming no benchmark (a title's one workload is the article's)
    # inference at large: no benchmark
    ("显卡横评\n\n用Llama 3.1 8B测推理速度，RTX 5090每秒186个token。\n\n按每元推理吞吐算，RTX 3090比RTX 4090高出约60%。",
     {row("RTX 3090", "", "perf_per_dollar", 60, "%", "~")}),
    ("顯卡橫評\n\n用Llama 3.1 8B測推理速度，RTX 5090每秒186個token。\n\n按每元推理吞吐算，RTX 3090比RTX 4090高出約60%。",
     {row("RTX 3090", "", "perf_per_dollar", 60, "%", "~")}),
    ("A GPU roundup\n\nOn Llama 3.1 8B inference, the RTX 5090 served 186 tokens per second.\n\n"
     "The RTX 3090 gives about 3x the inference throughput per dollar of GPU-based clouds.",
     {row("RTX 3090", "", "perf_per_dollar", 3, "x", "~")}),
    # two fine-tuning benchmarks: none
    ("显卡横评\n\n我们用Llama 3.1 8B做了LoRA微调。\n\n又用Llama 2 70B做了LoRA微调。\n\n二手RTX 3090的每元LoRA训练性能比全新RTX 4090高出约60%。",
     {_LORA[:1] + ("",) + _LORA[2:]}),
    # an overview naming several kinds tells none
    ("显卡横评\n\n测试项目包括SDXL出图和Llama 3.1 8B的LoRA微调。\n\n二手RTX 3090的每元LoRA训练性能比全新RTX 4090高出约60%。",
     {_LORA[:1] + ("",) + _LORA[2:]}),
]


def _per_dollar(text: str) -> set[tuple]:
    return {r for r in results(text) if r[2] == "perf_per_dollar"}


@pytest.mark.parametrize("text, expected", table(OF_KIND) + table(NO_KIND))
def test_a_per_dollar_claim_takes_the_benchmark_of_its_kind_of_work(text, expected):
    assert _per_dollar(text) == expected
