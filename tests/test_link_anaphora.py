"""Claims whose system or benchmark a word refers back to (issue 12, probe set):
后者 / the latter, 前者 / the former, 该集群 / this cluster; 同一任务 / the same
task, "did it"; and the clauses of one sentence that share a task.  Sentences
of our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

# -- the latter, the former, this cluster -----------------------------------------------------------

SYSTEMS = [
    ("在BERT上，Gaudi2的成绩仍不及DGX H100。后者用时5.4分钟。",
     {row("DGX H100", "BERT", "train_time", 5.4, "min")}),
    ("在BERT上，Gaudi2的成績仍不及DGX H100。後者用時5.4分鐘。",
     {row("DGX H100", "BERT", "train_time", 5.4, "min")}),
    ("On BERT, the Gaudi2 still trails the DGX H100. The latter took 5.4 minutes.",
     {row("DGX H100", "BERT", "train_time", 5.4, "min")}),
    ("在BERT上，DGX H100的成绩仍优于Gaudi2。前者用时5.4分钟。",
     {row("DGX H100", "BERT", "train_time", 5.4, "min")}),
    ("在BERT上，DGX H100的成績仍優於Gaudi2。前者用時5.4分鐘。",
     {row("DGX H100", "BERT", "train_time", 5.4, "min")}),
    ("On BERT, the DGX H100 still beats the Gaudi2. The former took 5.4 minutes.",
     {row("DGX H100", "BERT", "train_time", 5.4, "min")}),
    # this cluster: the system of the last sentence that names one, across a paragraph
    ("Eos在GPT-3上用时3.9分钟。\n\n本轮共有20家机构提交成绩。在BERT上，该集群的训练时间为0.7分钟。",
     {row("Eos", "GPT-3", "train_time", 3.9, "min"), row("Eos", "BERT", "train_time", 0.7, "min")}),
    ("Eos在GPT-3上用時3.9分鐘。\n\n本輪共有20家機構提交成績。在BERT上，該叢集的訓練時間為0.7分鐘。",
     {row("Eos", "GPT-3", "train_time", 3.9, "min"), row("Eos", "BERT", "train_time", 0.7, "min")}),
    ("Eos trained GPT-3 in 3.9 minutes.\n\nTwenty organisations submitted results. On BERT, the cluster needed "
     "0.7 minutes.", {row("Eos", "GPT-3", "train_time", 3.9, "min"), row("Eos", "BERT", "train_time", 0.7, "min")}),
]


@pytest.mark.parametrize("text,expected", table(SYSTEMS))
def test_a_word_refers_back_to_a_system(text, expected):
    check(text, expected)


# -- the same task, did it ----------------------------------------------------------------------------

BENCHMARKS = [
    ("Gaudi3训练Llama 2 70B用时20分钟。B200完成同一任务仅需9.5分钟。",
     {row("Gaudi3", "Llama 2 70B", "train_time", 20, "min"), row("B200", "Llama 2 70B", "train_time", 9.5, "min")}),
    ("Gaudi3訓練Llama 2 70B用時20分鐘。B200完成同一任務僅需9.5分鐘。",
     {row("Gaudi3", "Llama 2 70B", "train_time", 20, "min"), row("B200", "Llama 2 70B", "train_time", 9.5, "min")}),
    ("The Gaudi3 trained Llama 2 70B in 20 minutes; the B200 did it in 9.5 minutes.",
     {row("Gaudi3", "Llama 2 70B", "train_time", 20, "min"), row("B200", "Llama 2 70B", "train_time", 9.5, "min")}),
    ("在ResNet-50上，L40S每秒处理4万张图像。\n\n透过软件更新，L40S在同一测试中的效能较年初提升约15%。",
     {row("L40S", "ResNet-50", "perf_gain", 15, "%", "~")}),
    ("在ResNet-50上，L40S每秒處理4萬張圖像。\n\n透過軟體更新，L40S在同一測試中的效能較年初提升約15%。",
     {row("L40S", "ResNet-50", "perf_gain", 15, "%", "~")}),
    ("On ResNet-50, the L40S processed 40,000 images per second.\n\nAfter a software update, the L40S ran the same "
     "test about 15% faster than at the start of the year.", {row("L40S", "ResNet-50", "perf_gain", 15, "%", "~")}),
    # clauses of one sentence about one task
    ("在BERT上，DGX H100把训练时间缩短到5分钟，而TPU v5p用时6.2分钟。",
     {row("DGX H100", "BERT", "train_time", 5, "min"), row("TPU v5p", "BERT", "train_time", 6.2, "min")}),
    ("The DGX H100 trained BERT in 5 minutes. The TPU v5p system cut that to 4.8 minutes, while Gaudi2 finished in "
     "6.2 minutes.", {row("DGX H100", "BERT", "train_time", 5, "min"), row("TPU v5p", "BERT", "train_time", 4.8, "min"),
                      row("Gaudi2", "BERT", "train_time", 6.2, "min")}),
]


@pytest.mark.parametrize("text,expected", table(BENCHMARKS))
def test_a_word_refers_back_to_a_benchmark(text, expected):
    check(text, expected)


# -- English: a system in a which-clause or counted as a part --------------------------------------

PARTS = [
    # a part in a which-clause is no subject
    ("集成了 8 颗 B200 和 2 颗 Xeon 的 HGX B200 整机，售价约 50 万美元。", {row("HGX B200", "", "price", 500_000, "USD", "~")}),
    ("整合了 8 顆 B200 和 2 顆 Xeon 的 HGX B200 整機，售價約 50 萬美元。", {row("HGX B200", "", "price", 500_000, "USD", "~")}),
    ("The HGX B200 board, which carries 8 B200 GPUs and 2 Xeon CPUs, is expected to go for about $500,000.",
     {row("HGX B200", "", "price", 500_000, "USD", "~")}),
    # a whole that is not named: its named part
    ("在BERT上，一台配备8张L40S的服务器每秒处理9万个样本，较上一轮提升1.3倍。",
     {row("L40S", "BERT", "perf_gain", 1.3, "x")}),
    ("在BERT上，一台配備8張L40S的伺服器每秒處理9萬個樣本，較上一輪提升1.3倍。",
     {row("L40S", "BERT", "perf_gain", 1.3, "x")}),
    ("On BERT, a server with 8 L40S cards processed 90,000 samples per second, a 1.3x improvement from its "
     "previous round.",
     {row("L40S", "BERT", "perf_gain", 1.3, "x")}),
]


@pytest.mark.parametrize("text,expected", table(PARTS))
def test_parts_of_a_system(text, expected):
    check(text, expected)
