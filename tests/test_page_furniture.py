"""Page furniture that is no part of the article (boilerplate_lines.txt,
boilerplate_headers.txt; GOLD.md: site boilerplate gives no mentions): a stock
ticker bar, a newsletter's footer bar (unsubscribe, the price of a paid tier),
a newsletter's reading time or a podcast's listening time, a review's shop
widget (prices at stores), a social post's handle and age, and the headers of
lists of other episodes, threads or stories (More:, More episodes:, Similar
threads:, 延伸收聽, 相似主題, 相关问题, 熱門討論).  Input text -> the lines taken as boilerplate.  Texts are
our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_boilerplate import boiler_lines  # noqa: E402

HANS = "B200训练BERT用时3.1分钟，比H100快约1.8倍。"
HANT = "B200訓練BERT用時3.1分鐘，比H100快約1.8倍。"
EN = "B200 trained BERT in 3.1 minutes, about 1.8 times faster than H100."


@pytest.mark.parametrize("line", [
    "NVDA +2.1% | AMD -1.3% | INTC +0.4% | AVGO +3.0%",
    "【热门股票】海光信息 120.50 +3.21% | 寒武纪 980.00 -2.05% | 浪潮信息 45.10 +1.10%",
    "【熱門股票】廣達 290.5 +2.50% | 緯創 110.0 -1.20% | 技嘉 305.0 +0.80%",
    "【取消订阅】｜【转发给朋友】｜【付费会员：每月人民币30元】",
    "取消訂閱｜更改寄送頻率｜訂閱費用：每月新台幣250元，年繳2,500元",
    "Unsubscribe | Update your preferences | Sponsor this newsletter ($500/issue)",
    "读者您好，本期共5条要闻，阅读约8分钟。",
    "訂閱者您好，本期共3則重點，閱讀約5分鐘。若無法正常顯示，請點此。",
    "收聽時長：45分鐘｜Apple Podcasts｜Spotify",
    "$1,899 at Amazon",
    "RTX 5080: $1,199 at Amazon | $1,249 at Newegg",
    "RTX 4090 - $1,999 at Best Buy | $2,049 at B&H Photo",
    "Amazon: $3,899 | Micro Center: $3,799 | B&H Photo: $3,949",
    "Tensor Tim @tensor_tim · 3h",
    "r/MachineLearning · Posted by u/sparse_sam · 9h",
])
def test_furniture_line(line):
    for body in (HANS, HANT, EN):
        assert boiler_lines(f"{body}\n{line}\n{body}\n") == [line]


@pytest.mark.parametrize("text,expected", [
    (f"{EN}\nMORE: Nvidia guidance: what to expect | HPE raises AI server target to $10 billion\n",
     ["MORE: Nvidia guidance: what to expect | HPE raises AI server target to $10 billion"]),
    (f"{EN}\nMore episodes: Ep. 88 \"Gaudi 3 Deals\" | Ep. 87 \"TPUs at Scale\"\n",
     ["More episodes: Ep. 88 \"Gaudi 3 Deals\" | Ep. 87 \"TPUs at Scale\""]),
    (f"{EN}\nSimilar threads: \"Is the 5090 worth $1,999?\" · \"Cheapest H100 rental?\"\n",
     ["Similar threads: \"Is the 5090 worth $1,999?\" · \"Cheapest H100 rental?\""]),
    (f"{HANT}\n延伸收聽\n‧EP12｜GB300機櫃一櫃300萬美元\n‧EP11｜估值跌咗三成\n",
     ["延伸收聽", "‧EP12｜GB300機櫃一櫃300萬美元", "‧EP11｜估值跌咗三成"]),
    (f"{HANS}\n延伸收听\n· EP12｜GB300机柜一柜300万美元\n",
     ["延伸收听", "· EP12｜GB300机柜一柜300万美元"]),
    # a forum's lists of other threads (相似主題, 相关问题, 🔥 熱門討論), an emoji before the header
    (f"{HANS}\n相似主题：\n· 4090 vs 3090 跑SDXL实测（回复 88）\n· 云上租卡最低每小时1.5元（回复 40）\n",
     ["相似主题：", "· 4090 vs 3090 跑SDXL实测（回复 88）", "· 云上租卡最低每小时1.5元（回复 40）"]),
    (f"{HANT}\n🔥 熱門討論\n‧ [分享] 自組5090工作站（回覆 120）\n",
     ["🔥 熱門討論", "‧ [分享] 自組5090工作站（回覆 120）"]),
    (f"{HANS}\n相关问题：\n· H20还值得买吗？ 532个回答\n",
     ["相关问题：", "· H20还值得买吗？ 532个回答"]),
])
def test_furniture_lists(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text", [
    # the article's own figures: a sentence with a signed change, a price at a store in a sentence,
    # an hour of reading in a sentence, a comparison of two rivals
    "NVDA rose +2.1% on Tuesday after the results.",
    "英伟达股价上涨+2.1%，AMD下跌-1.3%。",
    "The card sells for $1,899 at Amazon, and it trains BERT in 9 minutes.",
    "我們花了約8分鐘閱讀報告，H100訓練BERT用時3.1分鐘。",
    "More than 1,000 H100s trained GPT-3 in 3.4 minutes.",
    "Tim said the job on @tensor_tim's cluster took 3h.",
    "H100 | BERT | +30% | 5.1 min",
])
def test_article_lines_stay(text):
    assert boiler_lines(f"{text}\n") == []
