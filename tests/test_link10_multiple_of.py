"""An English multiple followed by an article and a system ("the H100 is ~2.6x the A100 here",
"at roughly 3.2x an 8x H100 box") is a multiple of that system: a speedup over it (GOLD.md).
Without the article, "3x H100" counts chips: no baseline.  Issue 12; the class is in probe5
half B (…does Llama 2 70B at roughly 3.2x an 8x H100 box) and probe1 half B (…so H100 is ~2.6x
the A100 here), two sites.

"The same thing" refers back to the task last measured, not to a workload named since without a
figure ("Several people asked about BERT…"): probe1 half B (one site; it keeps the rule above from
lending that post's 2.6x the wrong benchmark).

The sentences are our own, in English (the rule), Simplified and Traditional (the Chinese
counterparts, which must keep working).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

MULTIPLE_OF = [
    ("On ResNet-50 the MI300X is about 1.5x the H100.", {row("MI300X", "ResNet-50", "speedup", 1.5, "x", "~")}),
    ("On Llama 2 70B an 8x B200 box runs at roughly 3.2x an 8x H100 box.",
     {row("B200", "Llama 2 70B", "speedup", 3.2, "x", "~")}),
    ("On ResNet-50 we trained on 3x H100 cards.", set()),
    ("在ResNet-50上，MI300X大约是H100的1.5倍。", {row("MI300X", "ResNet-50", "speedup", 1.5, "x", "~")}),
    ("在ResNet-50上，MI300X大約是H100的1.5倍。", {row("MI300X", "ResNet-50", "speedup", 1.5, "x", "~")}),
]

SAME_TASK = [
    ("On ResNet-50, our A100 node finished in 29 minutes. Several people asked about BERT, which we have not "
     "run yet. A friend ran the same thing on an H100 box and got 11 minutes, so the H100 is ~2.6x the A100 here.",
     {row("A100", "ResNet-50", "train_time", 29, "min"), row("H100", "ResNet-50", "train_time", 11, "min"),
      row("H100", "ResNet-50", "speedup", 2.6, "x", "~")}),
    ("我们的A100节点在ResNet-50上用时29分钟。有人问起BERT，我们还没有跑。朋友在H100上跑了同样的任务，用时11分钟，大约是A100的2.6倍。",
     {row("A100", "ResNet-50", "train_time", 29, "min"), row("H100", "ResNet-50", "train_time", 11, "min"),
      row("H100", "ResNet-50", "speedup", 2.6, "x", "~")}),
    ("我們的A100節點在ResNet-50上用時29分鐘。有人問起BERT，我們還沒有跑。朋友在H100上跑了同樣的任務，用時11分鐘，大約是A100的2.6倍。",
     {row("A100", "ResNet-50", "train_time", 29, "min"), row("H100", "ResNet-50", "train_time", 11, "min"),
      row("H100", "ResNet-50", "speedup", 2.6, "x", "~")}),
]


@pytest.mark.parametrize("text, expected", table(MULTIPLE_OF))
def test_multiple_of_the_system_after(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(SAME_TASK))
def test_same_task_is_the_one_measured(text, expected):
    check(text, expected)
