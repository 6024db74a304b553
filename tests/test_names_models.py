"""Models outside MLPerf and the speech workload (benchmark_patterns.jsonl,
benchmarks.csv, benchmark_guards.csv): a size that tells models of one family
apart is kept (GOLD.md), a distilled variant is a model of its own, a model
written with its size after a hyphen is found by that form, and Whisper counts
only as the speech workload.  Input sentence -> the benchmark names found, in
order (before the measured-figure filter).  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import names, table  # noqa: E402


def benchmarks(text: str) -> list[str]:
    return names(text, "benchmark")


@table(
    # GPT-2 sizes tell the family's models apart: kept
    ("我们在GPT-2 350M上测得每秒9000个词元。", ["GPT-2 350M"]),
    ("在 GPT-2 1.5B 上，單卡吞吐量提升了一倍。", ["GPT-2 1.5B"]),
    ("We pre-trained GPT-2 124M in 3 hours.", ["GPT-2 124M"]),
    ("GPT-2 and GPT-4o were both served.", ["GPT-2", "GPT-4o"]),
    # GPT-3's 175B is not needed by the name (GOLD.md)
    ("GPT-3 175B 的训练时间缩短到 3 分钟。", ["GPT-3"]),
    # a size glued to a word is no size
    ("GPT-2 350MHz is not a model size.", ["GPT-2"]),
)
def test_gpt_sizes(text, expected):
    assert benchmarks(text) == expected


@table(
    ("DeepSeek-R1-Distill-Qwen-32B 在单卡上每秒生成 35 个 token。", ["DeepSeek-R1-Distill-Qwen-32B"]),
    ("部署DeepSeek-R1-Distill-Llama-70B需要四張卡，DeepSeek-R1本身更大。",
     ["DeepSeek-R1-Distill-Llama-70B", "DeepSeek-R1"]),
    ("DeepSeek R1 Distill Qwen 7B ran at 80 tokens per second.", ["DeepSeek-R1-Distill-Qwen-7B"]),
)
def test_distilled_variants_keep_their_size(text, expected):
    assert benchmarks(text) == expected


@table(
    ("AlphaFold 2 predicts a structure in 10 minutes; AlphaFold2 is slower on CPUs.", ["AlphaFold 2", "AlphaFold 2"]),
    ("用AlphaFold3预测蛋白质结构耗时5分钟。", ["AlphaFold 3"]),
    ("以 AlphaFold 2 推論一個蛋白質約需 8 分鐘。", ["AlphaFold 2"]),
    ("Phi-3-mini runs at 40 tokens/s on a phone; Phi-4 takes 2 seconds.", ["Phi-3 mini", "Phi-4"]),
    ("微軟的Phi-3.5-mini在筆電上每秒生成20個詞元。", ["Phi-3.5 mini"]),
    ("微软 Phi-4 的推理速度提升 30%。", ["Phi-4"]),
    # a word after Phi- that is no variant is not taken in
    ("Phi-3-based agents", ["Phi-3"]),
)
def test_alphafold_and_phi(text, expected):
    assert benchmarks(text) == expected


@table(
    ("TAIDE-LX-70B 在超算上训练了 9 天。", ["TAIDE-LX-70B"]),
    ("以TAIDE-LX-7B為例，推論每秒可達50個詞元。", ["TAIDE-LX-7B"]),
    ("Yi-34B and Baichuan2-13B were served at 20 tokens per second.", ["Yi-34B", "Baichuan2-13B"]),
    ("InternLM2-20B 的推理成本是每百万 token 1 元。", ["InternLM2-20B"]),
    # a family of its own wins on the same span; a vendor word is no part of the name
    ("Meta-Llama-3-70B runs at 30 tokens/s.", ["Llama 3 70B"]),
    ("Qwen2.5-72B 每秒生成 20 个词元。", ["Qwen2.5 72B"]),
    # no size in billions after a hyphen, or a one-letter name: nothing
    ("The X-7B and the RTX-4090B were rumours; 7B parameters in all.", []),
    ("某模型-70B效果不错。", []),
)
def test_models_named_with_their_size(text, expected):
    assert benchmarks(text) == expected


@table(
    ("MLPerf Inference v5.1 adds Whisper for speech recognition.", ["Whisper"]),
    ("OpenAI 的 Whisper Large v3 语音转写在单卡上快了 3 倍。", ["Whisper"]),
    ("Whisper 語音轉錄每小時音訊只需 20 秒。", ["Whisper"]),
    # the word without a speech cue is no benchmark
    ("Whisper it quietly: the chip is late.", []),
    ("業界都在 Whisper 這件事。", []),
    ("在 PointPainting 基准上用时 10 毫秒。", ["PointPainting"]),
)
def test_whisper_needs_a_speech_cue(text, expected):
    assert benchmarks(text) == expected
