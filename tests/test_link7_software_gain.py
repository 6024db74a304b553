"""A gain that software brought (a library, a compiler, an SDK release, tuning), with nothing
compared against, is the system's own: ``perf_gain`` (GOLD.md: "improvement of system … over its
own earlier result or software"), though the sentence says "faster" or "speedup".  Issue 12; cue
category ``software``; the class is in probe4 (…22% faster purely from software…) and probe5
(…claims a 35% speedup in their next SDK release).  Against another system it stays a speedup.

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SOFTWARE = [
    ("Same Gaudi3 hardware as last time, and BERT trains 18% faster thanks to a new compiler.",
     {row("Gaudi3", "BERT", "perf_gain", 18, "%")}),
    ("Intel expects a 25% speedup for the Gaudi3 on BERT in its next SDK release.",
     {row("Gaudi3", "BERT", "perf_gain", 25, "%")}),
    ("同样的Gaudi3硬件，换上新的编译器后BERT训练快了18%。", {row("Gaudi3", "BERT", "perf_gain", 18, "%")}),
    ("同樣的Gaudi3硬體，換上新的編譯器後BERT訓練快了18%。", {row("Gaudi3", "BERT", "perf_gain", 18, "%")}),
    # compared with another system, software or not, it is a speedup
    ("With the new compiler, the Gaudi3 trains BERT 18% faster than the H100.",
     {row("Gaudi3", "BERT", "speedup", 18, "%")}),
    ("换上新的编译器后，Gaudi3的BERT训练速度比H100快18%。", {row("Gaudi3", "BERT", "speedup", 18, "%")}),
]


@pytest.mark.parametrize("text, expected", table(SOFTWARE))
def test_a_gain_from_software_is_the_systems_own(text, expected):
    check(text, expected)
