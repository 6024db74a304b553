"""An investment stated for a named system is its price; a total spent on many units is a mention
(GOLD.md, Results).  总投资, 总经费 (總經費), 总投入 are price words; when the system nearest before
the investment word is counted in units ("配备512张H100，总投资约3亿元", "4,000 H100 GPUs, a total
investment of …"), the amount is what the units cost: no claim -- unless the sentence's subject is a
system the units make up, named first ("“X”…配备64张MTT S5000，平台总投资…") or referred back to
("该系统采用…1,120颗H200 GPU，建置总经费…", after a sentence naming X): then it is X's price.  Issue 12; the class is in probe4
(“天穹一号”总投资约3.6亿元; 台灣杉五號…總經費新台幣45億元), probe5 (“启明二号”…平台总投资约1.35亿元,
after 256张…及64张MTT S5000) and probe2 (…1,120顆H200 GPU，建置總經費約新台幣16億元).

The sentences are our own, in Simplified, Traditional and English.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

INVESTED = [
    ("“星河一号”智算平台总投资约2.4亿元，今年5月起试运行。",
     {row("星河一号", "", "price", 240000000, "CNY", "~")}),
    ("「星河一號」智算平台總投資約2.4億元，今年5月起試運行。",
     {row("星河一號", "", "price", 240000000, "TWD", "~")}),
    ("台湾杉五号（Taiwania 5）总经费新台币30亿元，预计年底上线。",
     {row("Taiwania 5", "", "price", 3000000000, "TWD")}),
    ("台灣杉五號（Taiwania 5）總經費新台幣30億元，預計年底上線。",
     {row("Taiwania 5", "", "price", 3000000000, "TWD")}),
    ("“星河一号”智算平台的建设总投入为9,000万元。",
     {row("星河一号", "", "price", 90000000, "CNY")}),
    ("The Frontier supercomputer, a total investment of $600 million, entered service in 2022.",
     {row("Frontier", "", "price", 600000000, "USD")}),
]

MADE_OF_UNITS = [
    ("“星河一号”智算平台于今年建成，配备512张H100，平台总投资约3亿元。",
     {row("星河一号", "", "price", 300000000, "CNY", "~")}),
    ("國網中心宣布「星河一號」智算平台上線。該系統採用1,120顆H200 GPU，建置總經費約16億元。",
     {row("星河一號", "", "price", 1600000000, "TWD", "~")}),
    ("国网中心宣布“星河一号”智算平台上线。该系统采用1,120颗H200 GPU，建置总经费约16亿元。",
     {row("星河一号", "", "price", 1600000000, "CNY", "~")}),
    ("The Frontier supercomputer went live in May. The system has 9,408 MI250X GPUs and a total investment of "
     "$600 million.", {row("Frontier", "", "price", 600000000, "USD")}),
]

MANY_UNITS = [
    "该中心部署了512张H100，总投资约3亿元。",
    "該中心部署了512張H100，總投資約3億元。",
    "公司计划将算力扩充至约1万张H100，总投资约800亿日元。",
    "The lab bought 4,000 H100 GPUs, a total investment of $300 million.",
]


@pytest.mark.parametrize("text, expected", table(INVESTED))
def test_investment_for_a_named_system_is_its_price(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text, expected", table(MADE_OF_UNITS))
def test_investment_in_the_units_a_system_is_made_of_is_its_price(text, expected):
    check(text, expected)


@pytest.mark.parametrize("text", MANY_UNITS)
def test_investment_in_many_units_is_no_claim(text):
    check(text, set())
