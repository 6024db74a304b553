"""A related-links header of the 更多... family (更多内容, as 更多阅读 and
更多文章) opens a list whose items give no names.  Input text -> the lines
taken as boilerplate.  Texts are our own, in Simplified, Traditional and
English (the English header of the same kind, More stories, was listed
before)."""
from __future__ import annotations

import pytest

from pipeline.extractors.boilerplate import boilerplate_spans
from pipeline.normalise import normalise


def boiler_lines(text: str) -> list[str]:
    norm = normalise(text)
    return [text[s:e].strip() for s, e in boilerplate_spans(norm.text)]


BODY_ZH = "H200训练Llama 2 70B用时24.7分钟，比上一轮快了约两成。"


@pytest.mark.parametrize("text,expected", [
    (f"{BODY_ZH}\n\n更多内容\n‧ 英特尔公布Gaudi3路线图\n‧ GH200首度参加MLPerf\n",
     ["更多内容", "‧ 英特尔公布Gaudi3路线图", "‧ GH200首度参加MLPerf"]),
    (f"{BODY_ZH}\n\n更多內容\n‧ 輝達B300出貨時程曝光\n",
     ["更多內容", "‧ 輝達B300出貨時程曝光"]),
    ("H200 trained Llama 2 70B in 24.7 minutes.\n\nMore stories\n- Gaudi3 roadmap published\n",
     ["More stories", "- Gaudi3 roadmap published"]),
    # 更多内容 inside a sentence of the body is no header
    (f"{BODY_ZH}\n更多内容请见官方报告，B200的成绩下一轮公布。\n", []),
])
def test_more_content_header(text, expected):
    assert boiler_lines(text) == expected
