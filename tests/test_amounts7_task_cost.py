"""What a run or a task costs is no system's price (GOLD.md: only what a system costs becomes a price
result; the amount stays a mention) (pipeline/link/prices.py ``task_cost``; words in
data/price_phrases.csv, kind=task).

Found in probe1 p23 ("At typical cloud rates of $6 to $8 per B200-hour, a single half-hour run at that
scale costs north of $24,000") and probe5 t28 ("所以单次任务反而4090最便宜，大概6.6元一次").  The
sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

TASKS = [
    ("At $4 per H200-hour, a full fine-tuning run on 64 GPUs costs about $9,000.", {row("H200", "", "price", 4, "USD")}),
    ("The H100 rents for $2.49 an hour, so each job comes to roughly $300.", {row("H100", "", "price", 2.49, "USD")}),
    ("The benchmark costs $120 per run on the MI300X.", set()),
    ("H800每小时12元，算下来单次任务反而RTX 4090最便宜，大概7元一次。", {row("H800", "", "price", 12, "CNY")}),
    ("H800每小時12元，算下來單次任務反而RTX 4090最便宜，大概7元一次。", {row("H800", "", "price", 12, "TWD")}),
    # a system's price is kept: "runs" is the verb of pricing, "run by" names who runs it
    ("The H100 runs $2.49 an hour on Lambda.", {row("H100", "", "price", 2.49, "USD")}),
    ("A GB200 NVL72 rack run by CoreWeave costs about $3.9 million.", {row("GB200 NVL72", "", "price", 3.9e6, "USD", "~")}),
    ("该中心一次性采购了昇腾910B整机，单价约98万元。", {row("Ascend 910B", "", "price", 980000, "CNY", "~")}),
]


@pytest.mark.parametrize("text, expected", table(TASKS))
def test_a_task_cost_is_no_system_price(text, expected):
    check(text, expected)
