"""A Chinese comparative of speed (快) right before a figure, a measure word (快个/快個) or a
qualifier (快了差不多, 快了大概) between them, compares with another system when nothing is
named to compare against: a speedup (GOLD.md), for both ends of a range (快个10%~15%).  Money
in the clause before (贵了3倍多，但快了2.8倍) does not measure it; 贵了 N倍 itself is no claim
(one system's price against another's, GOLD.md).  Issue 12; the class is in probe5 half A
(…甚至快個10%~15%) and half B (…貴了3倍多，但快了差不多2.8倍), two sites.

The sentences are our own, in Simplified, Traditional and English (the English comparative
must keep working).
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

COMPARATIVE = [
    ("在BERT上，四张RTX 5090甚至快个10%~15%。",
     {row("RTX 5090", "BERT", "speedup", 10, "%", ">="), row("RTX 5090", "BERT", "speedup", 15, "%", "<=")}),
    ("在BERT上，四張RTX 5090甚至快個10%~15%。",
     {row("RTX 5090", "BERT", "speedup", 10, "%", ">="), row("RTX 5090", "BERT", "speedup", 15, "%", "<=")}),
    ("在BERT上，A800贵了3倍多，但快了差不多2.8倍。", {row("A800", "BERT", "speedup", 2.8, "x", "~")}),
    ("在BERT上，A800貴了3倍多，但快了差不多2.8倍。", {row("A800", "BERT", "speedup", 2.8, "x", "~")}),
    ("在BERT上，A800贵了3倍多但快了2.8倍。", {row("A800", "BERT", "speedup", 2.8, "x")}),
    ("在ResNet-50上，Gaudi3快了大概30%。", {row("Gaudi3", "ResNet-50", "speedup", 30, "%", "~")}),
    ("在ResNet-50上，這台Gaudi3快個兩成。", {row("Gaudi3", "ResNet-50", "speedup", 20, "%")}),
    ("On ResNet-50, the Gaudi3 is pricier, but about 2.8x faster.", {row("Gaudi3", "ResNet-50", "speedup", 2.8, "x", "~")}),
    # a gain that came with time stays the system's own
    ("在ResNet-50上，Gaudi3七个月内快了大概30%。", {row("Gaudi3", "ResNet-50", "perf_gain", 30, "%", "~")}),
    ("在ResNet-50上，Gaudi3七個月內快了大概30%。", {row("Gaudi3", "ResNet-50", "perf_gain", 30, "%", "~")}),
    # money alone compared: no claim
    ("在BERT上，A800比H20贵了30%。", set()),
    ("在BERT上，A800比H20貴了30%。", set()),
]


@pytest.mark.parametrize("text, expected", table(COMPARATIVE))
def test_comparative_before_the_figure(text, expected):
    check(text, expected)
