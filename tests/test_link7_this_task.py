"""A sentence that refers back to the workload with a demonstrative (完成这个任务的总成本, 同一训练,
"on this job", "on that benchmark") takes the benchmark named last before it, as "the same task"
does (issue 12; cue category ``same_task``).  The class is in probe4 (…完成这个任务的总成本反而比A800
低15%左右; …同一訓練估計需時近一個月…) and probe5 (…1.5x better performance per dollar than an H100
system on that benchmark; …on this job).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

THIS_TASK = [
    ("我们用H200微调Llama 3 8B用时40分钟。H100每小时的租金约为2美元。算下来，H200完成这个任务的成本比H100低20%左右。",
     {row("H200", "Llama 3 8B", "train_time", 40, "min"), row("H200", "Llama 3 8B", "perf_per_dollar", 20, "%", "~"),
      row("H100", "", "price", 2, "USD", "~")}),
    ("我們用H200微調Llama 3 8B用時40分鐘。H100每小時的租金約為2美元。算下來，H200完成這個任務的成本比H100低20%左右。",
     {row("H200", "Llama 3 8B", "train_time", 40, "min"), row("H200", "Llama 3 8B", "perf_per_dollar", 20, "%", "~"),
      row("H100", "", "price", 2, "USD", "~")}),
    ("We fine-tuned Llama 3 8B on the H200 in 40 minutes. An H100 rents for about $2 per hour. On this job the MI300X was about 1.5x faster than the H100.",
     {row("H200", "Llama 3 8B", "train_time", 40, "min"), row("MI300X", "Llama 3 8B", "speedup", 1.5, "x", "~"),
      row("H100", "", "price", 2, "USD", "~")}),
]


@pytest.mark.parametrize("text, expected", table(THIS_TASK))
def test_this_task_refers_back_to_the_workload(text, expected):
    check(text, expected)
