"""Related-links lists and bylines that round 7 found giving mentions: the
list headers of the 你可能还喜欢 / 更多<报纸>报导 / "Read more on <site>"
kinds, headlines that ask a question before the source they quote
("H20降价？渠道商：不太可能"), several headlines on the header's line
separated by ｜, and a byline ending in its reading time after a space.
Input text -> the lines taken as boilerplate.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_boilerplate import boiler_lines  # noqa: E402


BODY_HANS = "B200训练BERT用时3.1分钟，比H100快约1.8倍。"
BODY_HANT = "B200訓練BERT用時3.1分鐘，比H100快約1.8倍。"
BODY_EN = "B200 trained BERT in 3.1 minutes, about 1.8 times faster than H100."


@pytest.mark.parametrize("text,expected", [
    # a headline that asks a question before the source it quotes
    (f"{BODY_HANS}\n\n相关阅读\n· MI300X降价至1.2万美元？经销商：暂无计划\n· B300首测：比B200快1.5倍\n",
     ["相关阅读", "· MI300X降价至1.2万美元？经销商：暂无计划", "· B300首测：比B200快1.5倍"]),
    (f"{BODY_HANT}\n\n延伸閱讀\n‧ 輝達H20停產？供應鏈：庫存僅剩三成\n",
     ["延伸閱讀", "‧ 輝達H20停產？供應鏈：庫存僅剩三成"]),
    (f"{BODY_EN}\n\nRelated stories\n- Is the H200 shortage over? Dealers say yes\n",
     ["Related stories", "- Is the H200 shortage over? Dealers say yes"]),
    # two questions or a full stop inside: a paragraph, not a headline
    (f"{BODY_HANS}\n\n相关阅读\n· 为什么快？因为用了FP8？还有别的原因。\n", ["相关阅读"]),
    # the same kind of line outside a list is the article's
    (f"{BODY_HANS}\nMI300X降价至1.2万美元？经销商：暂无计划\n", []),
])
def test_question_headlines(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text,expected", [
    (f"{BODY_HANS}\n\n你可能还喜欢\n· RTX 5080跌到7千元，值得买吗？\n",
     ["你可能还喜欢", "· RTX 5080跌到7千元，值得买吗？"]),
    (f"{BODY_HANT}\n\n你可能還喜歡\n· RTX 5080跌到7千元，值得買嗎？\n",
     ["你可能還喜歡", "· RTX 5080跌到7千元，值得買嗎？"]),
    (f"{BODY_HANS}\n\n相关资源\n· 阅读技术博客：B200训练提速2倍\n· 下载训练框架\n",
     ["相关资源", "· 阅读技术博客：B200训练提速2倍", "· 下载训练框架"]),
    (f"{BODY_HANT}\n\n相關資源\n· 閱讀技術部落格：B200訓練提速2倍\n",
     ["相關資源", "· 閱讀技術部落格：B200訓練提速2倍"]),
    # 更多 + the paper's name + 报导/報導/报道
    (f"{BODY_HANT}\n\n更多經濟晚報報導\n‧ 廣達AI伺服器出貨季增五成\n‧ 聯發科營收新台幣1,500億元\n",
     ["更多經濟晚報報導", "‧ 廣達AI伺服器出貨季增五成", "‧ 聯發科營收新台幣1,500億元"]),
    (f"{BODY_HANS}\n\n更多财经早报报道\n▸ 寒武纪营收增长两成\n",
     ["更多财经早报报道", "▸ 寒武纪营收增长两成"]),
    # 更多 ... 报道 inside a sentence of the body is no header
    (f"{BODY_HANS}\n更多媒体报道了B200的成绩，价格约为3.5万美元。\n", []),
    (f"{BODY_EN}\n\nRead more on Harbor Finance:\n- The $40 billion data-centre bet\n- Why H100 rents fell 30%\n",
     ["Read more on Harbor Finance:", "- The $40 billion data-centre bet", "- Why H100 rents fell 30%"]),
    (f"{BODY_EN}\n\nRead more from ChipWire\n- GB300 racks top $3.7 million\n",
     ["Read more from ChipWire", "- GB300 racks top $3.7 million"]),
    # "Read more on" opening a sentence of the article
    (f"{BODY_EN}\nRead more on the H100 in our review, which found it 2.5 times faster.\n", []),
])
def test_list_headers(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text,expected", [
    (f"{BODY_HANS}\n【你可能也想看】B300值得等吗？｜GB300 NVL72是什么？｜H200租金怎么算\n",
     ["【你可能也想看】B300值得等吗？｜GB300 NVL72是什么？｜H200租金怎么算"]),
    (f"{BODY_HANT}\n【你可能也想看】B300值得等嗎？｜GB300 NVL72是什麼？\n",
     ["【你可能也想看】B300值得等嗎？｜GB300 NVL72是什麼？"]),
    (f"{BODY_EN}\nRelated: Is B300 worth the wait? | What a GB300 NVL72 costs | H200 rents, explained\n",
     ["Related: Is B300 worth the wait? | What a GB300 NVL72 costs | H200 rents, explained"]),
])
def test_headlines_on_the_header_line(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text,expected", [
    (f"作者：算力小站 2025-11-02 阅读约7分钟\n{BODY_HANS}\n", ["作者：算力小站 2025-11-02 阅读约7分钟"]),
    (f"作者：算力小站 2025-11-02 閱讀約7分鐘\n{BODY_HANT}\n", ["作者：算力小站 2025-11-02 閱讀約7分鐘"]),
    (f"By ChipWire staff 2025-11-02 7 min read\n{BODY_EN}\n", ["By ChipWire staff 2025-11-02 7 min read"]),
    # a sentence of the article with reading and minutes is no byline
    (f"{BODY_HANS}\n研究员说，模型每次阅读约需30分钟，B200只用3分钟。\n", []),
    (f"{BODY_HANS}\n论文 阅读约30分钟，B200训练只用3分钟\n", []),
])
def test_reading_time_byline(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text,expected", [
    (f"{BODY_EN}\nTags: AI, GB300, MLPerf, Data Center\n", ["Tags: AI, GB300, MLPerf, Data Center"]),
    (f"{BODY_EN}\nCategories: Data Center | HPC | Deep Learning\n", ["Categories: Data Center | HPC | Deep Learning"]),
    (f"{BODY_HANS}\n标签：GB300、液冷、MLPerf\n", ["标签：GB300、液冷、MLPerf"]),
    (f"{BODY_HANT}\n標籤：GB300｜液冷｜MLPerf\n", ["標籤：GB300｜液冷｜MLPerf"]),
    # a sentence after the word is the article's
    (f"Tags: the B200 trained BERT in 3.1 minutes.\n{BODY_EN}\n", []),
    (f"{BODY_HANS}\n分类：我们测了B200，比H100快1.8倍。\n", []),
])
def test_tags_line(text, expected):
    assert boiler_lines(text) == expected
