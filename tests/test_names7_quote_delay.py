"""A finance page's market-data notice (Quotes delayed at least 15 minutes,
行情数据延迟至少15分钟) is site boilerplate: its minutes are the quote feed's
delay, not a figure of the article.  Input text -> the lines taken as
boilerplate, and the time mentions left.  Texts are our own, in Simplified,
Traditional and English."""
from __future__ import annotations

import pytest

from pipeline.extractors.boilerplate import boilerplate_spans
from pipeline.normalise import normalise

BODY_ZH = "B200训练Llama 2 70B用时11.2分钟，较上一轮缩短约三成。"
BODY_TW = "B200訓練Llama 2 70B用時11.2分鐘，較上一輪縮短約三成。"
BODY_EN = "The B200 system trained Llama 2 70B in 11.2 minutes."


def boiler_lines(text: str) -> list[str]:
    norm = normalise(text)
    return [text[s:e].strip() for s, e in boilerplate_spans(norm.text)]


@pytest.mark.parametrize("text,expected", [
    (f"{BODY_ZH}\n行情数据延迟至少15分钟，仅供参考，不构成投资建议。\n",
     ["行情数据延迟至少15分钟，仅供参考，不构成投资建议。"]),
    (f"{BODY_TW}\n報價延遲20分鐘。\n", ["報價延遲20分鐘。"]),
    (f"{BODY_EN}\nDisclaimer: not investment advice. Stock quotes are delayed by 20 minutes.\n",
     ["Disclaimer: not investment advice. Stock quotes are delayed by 20 minutes."]),
    (f"{BODY_EN}\nMarket data delayed at least 10 min.\n", ["Market data delayed at least 10 min."]),
    # a delay that is the article's own figure stays: no quote feed in the sentence
    ("The shipment of GB200 racks was delayed by 15 minutes at the port, a new record.\n", []),
    ("推理延迟约15分钟的任务改用H200后只需2分钟。\n", []),
    ("訓練因網路故障延遲30分鐘，最終用時48分鐘。\n", []),
])
def test_quote_delay_notice(text, expected):
    assert boiler_lines(text) == expected
