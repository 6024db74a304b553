"""A system named in an aside between two commas right after another system ("the MI355X chips,
now sold in Helios racks, deliver…") describes that system and is no subject; a baseline marker
after another figure of the clause is that figure's ("2x the compute of X and cut costs by 40%
versus Y": Y is the 40%'s baseline, X the 2x's).  Issue 12; the class is in probe3 (…Perlmutter,
based on A100 GPUs, ran DeepCAM 16% faster…) and probe5 (…its Trainium3 chips, now shipping in
Trn3 UltraServers, deliver 4.4x the compute of Trainium2…).  A list ("the H100, the B200, and
the MI300X") is no aside.

The sentences are our own; the Chinese ones write the aside in parentheses, which keeps its
system from the subject already, and must keep doing so.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table, xfail

ASIDES = [
    ("Nvidia said its B200 GPUs, now shipping in DGX B200 servers, deliver 2x the compute of the H100 and cut training "
     "costs by up to 40% versus comparable cloud instances.",
     {row("B200", "", "speedup", 2, "x"), row("B200", "", "perf_per_dollar", 40, "%", "<=")}),
    ("The Gaudi3, sold in HLS-Gaudi3 servers, trained BERT 1.5x faster than the H100.",
     {row("Gaudi3", "BERT", "speedup", 1.5, "x")}),
    ("On BERT the H100, the B200, and the MI300X took 10, 6 and 12 minutes respectively.",
     {row("H100", "BERT", "train_time", 10, "min"), row("B200", "BERT", "train_time", 6, "min"),
      row("MI300X", "BERT", "train_time", 12, "min")}),
    # a Chinese aside in brackets after a category word: not read yet. These passed on link7 only because
    # Helios was no system name; a broad rule (any bracket after the system) dropped probe1 B and probe2 B
    xfail("AMD表示，MI355X芯片（已用于Helios机柜）的算力是MI300X的2倍。", {row("MI355X", "", "speedup", 2, "x")},
          "a system in brackets after a category word is no aside yet"),
    xfail("AMD表示，MI355X晶片（已用於Helios機櫃）的算力是MI300X的2倍。", {row("MI355X", "", "speedup", 2, "x")},
          "a system in brackets after a category word is no aside yet"),
]


@pytest.mark.parametrize("text, expected", table(ASIDES))
def test_a_system_in_an_aside_is_no_subject(text, expected):
    check(text, expected)


DASHES = [
    ("The Gaudi3 server lists for about $90,000 – roughly half of what a DGX B200 goes for – and trains BERT "
     "1.4x faster than the H100.",
     {row("Gaudi3", "", "price", 90000, "USD", "~"), row("Gaudi3", "BERT", "speedup", 1.4, "x")}),
    ("The MI325X – like the H200 before it – trains Llama 2 70B in 25 minutes.",
     {row("MI325X", "Llama 2 70B", "train_time", 25, "min")}),
    ("Gaudi3服务器售价约9万美元——大约是DGX B200的一半——BERT训练速度是H100的1.4倍。",
     {row("Gaudi3", "", "price", 90000, "USD", "~"), row("Gaudi3", "BERT", "speedup", 1.4, "x")}),
    ("Gaudi3伺服器售價約9萬美元——大約是DGX B200的一半——BERT訓練速度是H100的1.4倍。",
     {row("Gaudi3", "", "price", 90000, "USD", "~"), row("Gaudi3", "BERT", "speedup", 1.4, "x")}),
]


@pytest.mark.parametrize("text, expected", table(DASHES))
def test_a_system_between_dashes_is_no_subject(text, expected):
    check(text, expected)
