"""A GeForce model number written alone (system_patterns.jsonl geforce_bare):
forums and reviews write the card as its number ("买4张4090", "5090什么时候上",
"4090喺深水埗賣緊…", "91% of the 4090's performance"); it is the card RTX NNNN.
An amount (3080万GPU小时, 5090元), a part of a code (DW-5090, v4090, #4090) or
a number with a unit after it (4090W, 5090 tokens) is no card.
Input text -> the system names found, in order.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("预算10万，买4张4090还是租A800？", ["RTX 4090", "A800"]),
    ("5090什么时候上？听说比4090快30%。", ["RTX 5090", "RTX 4090"]),
    ("二手3090 Ti现在只要五千元。", ["RTX 3090 Ti"]),
    ("4090喺深水埗依家賣緊16,800蚊一張。", ["RTX 4090"]),
    ("樓上講4090嗰個要小心，24GB顯存train 8B模型好辛苦。", ["RTX 4090"]),
    ("我5090跑SDXL一張圖3秒左右，比之前的4090快三成。", ["RTX 5090", "RTX 4090"]),
    ("The p150a offers about 91% of the 4090's performance for less money.", ["RTX 4090"]),
    ("I paid $800 per 3090 last year.", ["RTX 3090"]),
    # a card written with its brand stays one name
    ("RTX 4090单卡现在要1.3万元。", ["RTX 4090"]),
    # amounts, codes and figures with units are no cards
    ("Llama 3.1 405B的训练用掉了3080万GPU小时。", []),
    ("这台机器售价5090元。", []),
    ("型號DW-5090已停產。", []),
    ("The PSU delivers 3090W at peak.", []),
    ("It generated 5090 tokens in a minute.", []),
    ("訂單編號#4090已出貨。", []),
    ("The shop sold 3090 units at 4090 dollars each.", []),
    ("今年共出货5090张显卡。", []),
)
def test_bare_geforce_numbers(text, expected):
    assert systems(text) == expected
