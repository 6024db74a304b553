"""Related-links and "more reading" lines inside an article's body (GOLD.md: site boilerplate gives no
mentions): the headers of a forum's related threads (相关主题), of a "see more" list (看更多), of a
newsletter's past issues (往期精选) and of a shop's widget of other listings ("Customers also viewed",
"Recently sold in this category"), with the items after them.
A sentence that opens with such a header word stays.
Input text -> the lines taken as boilerplate.  Texts are our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_boilerplate import boiler_lines, mention_values  # noqa: E402  (the same two helpers)


HANS = "8卡H200服务器训练Llama 2 70B LoRA用时约22分钟。"
HANT = "8卡H200伺服器訓練Llama 2 70B LoRA用時約22分鐘。"
EN = "An eight-GPU H200 server trained Llama 2 70B LoRA in about 22 minutes."


@pytest.mark.parametrize("text,expected", [
    # a forum's related threads
    (f"{HANT}\n\n相關主題：\n▸ 旺角RTX 5080而家幾錢？（回覆 120）\n▸ 二手A100 80GB HK$95,000抵唔抵？\n",
     ["相關主題：", "▸ 旺角RTX 5080而家幾錢？（回覆 120）", "▸ 二手A100 80GB HK$95,000抵唔抵？"]),
    (f"{HANS}\n相关主题\n· 双卡4090跑70B要多少显存？\n",
     ["相关主题", "· 双卡4090跑70B要多少显存？"]),
    # a "see more" list of headlines without bullets
    (f"{HANT}\n\n看更多：\nRTX 5080評測：光追效能比4080快25%\nMac mini M4跑LLM實測\n",
     ["看更多：", "RTX 5080評測：光追效能比4080快25%", "Mac mini M4跑LLM實測"]),
    (f"{HANS}\n看更多\nB200对比H200：推理快2.5倍\n", ["看更多", "B200对比H200：推理快2.5倍"]),
    # a newsletter's past issues on one line
    (f"{HANT}\n往期精選：第12期　B300供應鏈一次看｜第11期　H20禁售後的價格\n",
     ["往期精選：第12期　B300供應鏈一次看｜第11期　H20禁售後的價格"]),
    (f"{HANS}\n往期精选：第30期 MI355X首测｜第29期 液冷机柜怎么选\n",
     ["往期精选：第30期 MI355X首测｜第29期 液冷机柜怎么选"]),
    # a shop's widget of other products
    (f"{EN}\n\nCustomers also viewed\nNVIDIA HGX H100 8-GPU (refurb) – $185,000\nNVIDIA L40S 48GB (new) – $8,900\n",
     ["Customers also viewed", "NVIDIA HGX H100 8-GPU (refurb) – $185,000", "NVIDIA L40S 48GB (new) – $8,900"]),
    (f"{EN}\n\nRECENTLY SOLD IN THIS CATEGORY\nDGX H100 640GB - $210,000 | HGX A100 baseboard - $52,000\n\nThe seller ships the DGX H100 from Texas within 5 days.\n",
     ["RECENTLY SOLD IN THIS CATEGORY", "DGX H100 640GB - $210,000 | HGX A100 baseboard - $52,000"]),
    (f"{EN}\nRecently sold\nRTX 4090 24GB (used) - $1,650\n", ["Recently sold", "RTX 4090 24GB (used) - $1,650"]),
    (f"{EN}\nRecently sold units of the H100 went for $25,000, a dealer said.\n", []),
    # not links: an item of the article's own list after a bullet, a sentence that opens with a header word
    (f"{EN}\n• More than 20 vendors submitted H100 results this round.\n", []),
    (f"{EN}\nCustomers also viewed the H100 as the better buy at $25,000.\n", []),
    (f"{HANT}\n看更多的測試結果，H100比A100快3倍。\n", []),
    (f"{HANT}\n‧ 相關主題的討論中，網友稱4090二手價約新台幣5萬元。\n", []),
])
def test_related_links_lines(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("article,links", [
    (HANT, "相關主題：\n▸ 深水埗RTX 5080而家幾錢？\n▸ DGX Spark水貨HK$26,000有找？\n"),
    (EN, "Customers also viewed\nNVIDIA DGX A100 320GB (used) – $41,000\n"),
])
def test_related_links_give_no_mentions(article, links):
    assert mention_values(f"{article}\n\n{links}") == mention_values(article)
