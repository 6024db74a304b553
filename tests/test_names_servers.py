"""Servers, racks and supercomputers named by their vendors, and variants whose
tier or version is part of the product's name (GOLD.md: a named server keeps
its name; a version that names a different product is kept): input sentence ->
the system names found.  Sentences are our own, in Simplified, Traditional and
English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("以下成绩均在HLS-1服务器上取得。", ["HLS-1"]),
    ("HLS-Gaudi2伺服器內有8張Gaudi2。", ["HLS-Gaudi2", "Gaudi2"]),
    ("The HLS-1H-N32 entry used 128 Gaudi chips.", ["HLS-1H", "Gaudi"]),
    ("一台GroqRack由多台GroqNode组成。", ["GroqRack", "GroqNode"]),
    ("Each GroqCard holds one LPU.", ["GroqCard"]),
    ("Groq的LPU推理速度很快。", []),  # LPU is a category and Groq a vendor
)
def test_vendor_servers_and_racks(text, expected):
    assert systems(text) == expected


@table(
    ("A 16-card Gigabyte G292 ran the offline scenario.", ["G292"]),
    ("技嘉G492-ID0與G593-SD0伺服器都已送測。", ["G492-ID0", "G593-SD0"]),
    ("我们用GIGABYTE R282-Z93服务器跑了推理。", ["R282-Z93"]),
    ("the G3 network and a G7 summit", []),  # a G and a digit alone are no model number
)
def test_gigabyte_model_numbers(text, expected):
    assert systems(text) == expected


@table(
    ("The Cloud AI 100 Pro costs more than the Cloud AI 100 Standard.", ["Cloud AI 100 Pro", "Cloud AI 100 Standard"]),
    ("高通Cloud AI 100 Edge开发套件功耗不到15瓦。", ["Cloud AI 100 Edge"]),
    ("Cloud AI 100 Ultra與Cloud AI 100 Lite同時上市。", ["Cloud AI 100 Ultra", "Cloud AI 100 Lite"]),
    ("QUALCOMM Cloud AI 100 PCIe/HHHL Pro", ["Cloud AI 100 Pro"]),  # a form factor between: still the Pro
    ("Cloud AI 100 cards meet the standard.", ["Cloud AI 100"]),
    ("ABCI 3.0的算力是ABCI 2.0的7倍以上。", ["ABCI 3.0", "ABCI 2.0"]),
    ("日本產總研的ABCI-3.0超級電腦", ["ABCI 3.0"]),
    ("ABCI ranked high on the Green500.", ["ABCI"]),
)
def test_a_tier_or_version_is_part_of_the_name(text, expected):
    assert systems(text) == expected
