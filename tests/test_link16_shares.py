"""A share of a price is no result (GOLD.md: one chip's price compared with another's is no result), and
in English the measure a share or multiple is "of" stands after it.

"The Radeon RX 9070 XT delivered about 74% of the RTX 5080's LoRA speed at 59% of its price" (probe7
half A v34): 'speed' is the 74%'s measure ("of the RTX 5080's LoRA speed"), not the 59%'s, which is a
share of the price.  The class in another site: "后者价格仅为前者的53%左右" (probe5 t02), a price share
with no claim.  "So the MI250 node lands at roughly 87% of the DGX A100's speed out of the box, ~92%
once tuned" (probe1 p22) keeps both speedups.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import results, row, table

SHARES = [
    ("The MI300X delivered about 80% of the H100's BERT training throughput at 60% of its price.",
     {row("MI300X", "BERT", "speedup", 80, "%", "~")}),
    ("The MI300X delivered 80% of the H100's BERT training throughput at 60% of the cost.",
     {row("MI300X", "BERT", "speedup", 80, "%")}),
    ("MI300X的BERT训练吞吐约为H100的80%，价格只有它的60%。", {row("MI300X", "BERT", "speedup", 80, "%", "~")}),
    ("MI300X的BERT訓練吞吐約為H100的80%，價格只有它的60%。", {row("MI300X", "BERT", "speedup", 80, "%", "~")}),
    # two shares of speed
    ("On BERT the MI250 reaches roughly 85% of the A100's speed out of the box, ~90% once tuned.",
     {row("MI250", "BERT", "speedup", 85, "%", "~"), row("MI250", "BERT", "speedup", 90, "%", "~")}),
]


@pytest.mark.parametrize("text, expected", table(SHARES))
def test_a_share_of_a_price_is_no_result(text, expected):
    assert results(text) == expected
