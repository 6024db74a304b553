"""Site boilerplate: related-links lists (their header and their items), bylines
with a reading time, the editor's line and the share bar give no mentions; an
article's own bullet list, a forum reply and a paragraph after a list do.
Input text -> the lines taken as boilerplate.  Texts are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import pytest

from pipeline.extractors import find_mentions_in_text
from pipeline.extractors.boilerplate import boilerplate_spans
from pipeline.normalise import normalise


def boiler_lines(text: str) -> list[str]:
    """The lines of ``text`` taken as boilerplate, stripped, as written (normalising keeps offsets here)."""
    norm = normalise(text)
    assert len(norm.text) == len(text)
    return [text[s:e].strip() for s, e in boilerplate_spans(norm.text)]


def mention_values(text: str) -> set[str]:
    norm = normalise(text)
    return {m.value for m in find_mentions_in_text(norm.text, norm.script)}


ARTICLE_ZH = "H100训练GPT-3用时3.4分钟，比上一轮快了约三成。"


@pytest.mark.parametrize("text,expected", [
    # a header on its own line, then bulleted items of every kind
    (f"{ARTICLE_ZH}\n\n相关阅读：\n· MI300X售价曝光：约1.5万美元\n· 昇腾910C良率升至六成\n",
     ["相关阅读：", "· MI300X售价曝光：约1.5万美元", "· 昇腾910C良率升至六成"]),
    (f"{ARTICLE_ZH}\n\n延伸閱讀\n‧ B200出貨延後兩個月\n‧ 台積電CoWoS產能翻倍\n",
     ["延伸閱讀", "‧ B200出貨延後兩個月", "‧ 台積電CoWoS產能翻倍"]),
    (f"{ARTICLE_ZH}\n\n【延伸閱讀】\n．GB300散熱模組漲價30%\n\n．Gaudi 3報價下修\n",
     ["【延伸閱讀】", "．GB300散熱模組漲價30%", "．Gaudi 3報價下修"]),
    (f"{ARTICLE_ZH}\n推荐阅读\n1. A100租价再降20%\n2. 寒武纪营收增长4倍\n",
     ["推荐阅读", "1. A100租价再降20%", "2. 寒武纪营收增长4倍"]),
    # a header, then headline-like lines without bullets
    (f"{ARTICLE_ZH}\n\n【相關新聞】\nAMD發表MI355X 效能是MI300X的4倍\n",
     ["【相關新聞】", "AMD發表MI355X 效能是MI300X的4倍"]),
    (f"{ARTICLE_ZH}\n\n你可能也會喜歡：\nH200租金一小時不到3美元\n輝達市值突破3兆美元\n",
     ["你可能也會喜歡：", "H200租金一小時不到3美元", "輝達市值突破3兆美元"]),
    ("The H100 finished in 11 minutes.\n\nRelated posts\n- How we got BERT 40% faster on TPU v5e\n"
     "- Gaudi2 pricing explained\n",
     ["Related posts", "- How we got BERT 40% faster on TPU v5e", "- Gaudi2 pricing explained"]),
    ("The H100 finished in 11 minutes.\n\nRead more:\n MI325X ships at $20,000, sources say\n",
     ["Read more:", "MI325X ships at $20,000, sources say"]),
    ("The H100 finished in 11 minutes.\n\nMore from Chip Weekly\n• Trainium2 is 30% cheaper to rent\n",
     ["More from Chip Weekly", "• Trainium2 is 30% cheaper to rent"]),
    ("The H100 finished in 11 minutes.\nYou may also like\nB200 doubles the H100 in training\n",
     ["You may also like", "B200 doubles the H100 in training"]),
    # a header with a headline after it on its line
    ("The H100 finished in 11 minutes.\nRead more: Nvidia cuts the A100's price by 25%\n",
     ["Read more: Nvidia cuts the A100's price by 25%"]),
    (f"{ARTICLE_ZH}\n上一篇：昇腾910B租价每小时8元\n下一篇：H20降价两成\n",
     ["上一篇：昇腾910B租价每小时8元", "下一篇：H20降价两成"]),
])
def test_related_links_lists(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text,expected", [
    ("作者：張三 | 2024年3月27日 | 阅读时长约5分钟\n", ["作者：張三 | 2024年3月27日 | 阅读时长约5分钟"]),
    ("閱讀時間約 3 分鐘\n", ["閱讀時間約 3 分鐘"]),
    ("By Jane Doe · March 3, 2024 · 6 min read\n", ["By Jane Doe · March 3, 2024 · 6 min read"]),
    ("（责任编辑：李明）\n", ["（责任编辑：李明）"]),
    ("分享到：微信 微博 QQ空间\n", ["分享到：微信 微博 QQ空间"]),
])
def test_bylines_and_chrome(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text", [
    # an article's own bullet list, with no header before it
    "本轮主要成绩如下：\n· H100训练BERT用时5.3分钟\n· Gaudi2用时14分钟\n",
    "Highlights:\n- The B200 trained Llama 2 70B in 11 minutes\n- The MI300X was 6% behind\n",
    # forum replies are content (the poster's figures count)
    "推 a9527: H100一張大概80萬台幣\n→ gpufan: 樓上 我買的是75萬\n",
    # a header word inside a sentence, or a header word opening a sentence of the article
    "相关阅读材料显示，A100的租价已降至每小时6元。\n",
    "Recommended configurations are listed below:\n- Eight H100s for BERT in 5 minutes\n",
    "Read more about how the TPU v5e trained GPT-3 in 12 minutes in our report.\n",
    "It took a 5 minute read of the rules to see that the H100 was 2x faster.\n",
])
def test_article_content_is_not_boilerplate(text):
    assert boiler_lines(text) == []


def test_the_list_ends_at_a_paragraph_of_the_article():
    text = ("相關閱讀\n‧ MI300X報價曝光\n\n"
            "回到正題，本輪Gaudi 3訓練Llama 2 70B用時比H100快1.7倍，這是英特爾首次在這個項目上超越對手，"
            "業界普遍認為價格才是關鍵。\n")
    assert boiler_lines(text) == ["相關閱讀", "‧ MI300X報價曝光"]
    assert {"Gaudi3", "H100", "Llama 2 70B", 1.7} <= mention_values(text)
    assert "MI300X" not in mention_values(text)


def test_figures_in_a_related_list_give_no_mentions():
    text = f"{ARTICLE_ZH}\n\n相关阅读：\n· 昇腾910B量产进展：良率提升至50%\n"
    assert mention_values(text) == mention_values(ARTICLE_ZH)


def test_every_header_of_the_data_file_opens_a_list():
    from pipeline.extractors.boilerplate import _header, _read
    from pipeline.extractors.lexicon import fold
    headers = _read("boilerplate_headers.txt")
    assert len(headers) == len({fold(h).lower() for h in headers}), "a header listed twice"
    for h in headers:
        written = h.replace(" *", " Example Site")
        assert _header(fold(written)) == "alone", h
        assert _header(fold(f"【{written}】")) == "alone", h
        assert _header(fold(f"{written}: Gaudi 3 is 1.7x faster")) == "inline", h
        assert _header(fold(f"{written} is what the H100 needed to train in 5 minutes.")) == "", h


# probe round 3: bylines with a reading time after a separator, "Updated 3 hours ago", counters bars,
# English share bars, advert markers and advert copy, "Most Read" and "Trending" lists
@pytest.mark.parametrize("text,expected", [
    ("作者：算力周刊 ｜ 阅读约6分钟\n", ["作者：算力周刊 ｜ 阅读约6分钟"]),
    ("文／王小明 ｜ 閱讀約 4 分鐘\n", ["文／王小明 ｜ 閱讀約 4 分鐘"]),
    ("2025-03-05 · 8分钟阅读\n", ["2025-03-05 · 8分钟阅读"]),
    ("March 3, 2025 10:02 AM GMT Updated 2 hours ago\n", ["March 3, 2025 10:02 AM GMT Updated 2 hours ago"]),
    ("By Jane Doe, published 45 minutes ago\n", ["By Jane Doe, published 45 minutes ago"]),
    ("編輯部 發布於 3小時前\n", ["編輯部 發布於 3小時前"]),
    ("转发 120 ｜ 评论 45 ｜ 赞 1.2万\n", ["转发 120 ｜ 评论 45 ｜ 赞 1.2万"]),
    ("閱讀 1.6萬+\n", ["閱讀 1.6萬+"]),
    ("1.2K likes · 300 shares · 85 comments\n", ["1.2K likes · 300 shares · 85 comments"]),
    ("Share this: Facebook Twitter LinkedIn Reddit\n", ["Share this: Facebook Twitter LinkedIn Reddit"]),
    ("Share\n", ["Share"]),
    ("- Advertisement -\n", ["- Advertisement -"]),
    ("- 廣告 -\n", ["- 廣告 -"]),
    ("廣告 廣告\n", ["廣告 廣告"]),
    ("Sponsored content\n", ["Sponsored content"]),
    ("【广告】某云H100限时5折，每小时仅需9.9元\n", ["【广告】某云H100限时5折，每小时仅需9.9元"]),
    ("Sponsored: Rent H100s from $1.99/hr\n", ["Sponsored: Rent H100s from $1.99/hr"]),
    ("The H100 finished in 11 minutes.\n\nMost Read\n1. H100 rentals fall to $2 an hour\n2. B200 ships at $40,000\n",
     ["Most Read", "1. H100 rentals fall to $2 an hour", "2. B200 ships at $40,000"]),
    ("The H100 finished in 11 minutes.\n\nTrending Now\nMI355X is 30% cheaper than B200\n",
     ["Trending Now", "MI355X is 30% cheaper than B200"]),
    ("The H100 finished in 11 minutes.\n\nTrending in Tech\n- Gaudi 3 costs $15,000\n",
     ["Trending in Tech", "- Gaudi 3 costs $15,000"]),
    (f"{ARTICLE_ZH}\n\n阅读排行\n1. H20降价两成\n2. 昇腾910C售价12万元\n",
     ["阅读排行", "1. H20降价两成", "2. 昇腾910C售价12万元"]),
    (f"{ARTICLE_ZH}\n\n大家都在看\n‧ B200每小時租金3美元\n", ["大家都在看", "‧ B200每小時租金3美元"]),
])
def test_round3_chrome(text, expected):
    assert boiler_lines(text) == expected


@pytest.mark.parametrize("text", [
    "阅读这份报告大约需要30分钟，但H100只用了5分钟。\n",
    "The price was updated 3 hours after the launch: $2 an hour.\n",
    "Shares of Nvidia rose 3% to $135.\n",
    "广告业务营收增长20%，达到50亿元。\n",
    "Advertisement revenue rose 20% to $5 billion.\n",
    "Trending toward lower prices, the H100 now rents for $2 an hour.\n",
    # minutes after a separator with no reading word: a table row or a list of the article's results
    "本轮成绩如下。\n\n| 基准 | 用时 |\n|---|---|\n| BERT | 5分钟 |\n| ResNet | 12分钟 |\n",
    "| 系統 | BERT | DLRM |\n|---|---|---|\n| 甲 | 5分鐘 | 10分鐘 |\n",
    "BERT · 5分钟 · 第一名\n",
    "| System | BERT |\n|---|---|\n| A | 5 min |\n",
    # 排行榜 alone heads a benchmark's own leaderboard as often as a site's list of links
    "本轮MLPerf成绩出炉。\n\n排行榜\n1. GB200 NVL72：0.56分钟\n2. DGX B200：10.4分钟\n",
    "本輪MLPerf成績出爐。\n\n排行榜\n1. GB200 NVL72：0.56分鐘\n",
    "The leaderboard:\n1. GB200 NVL72: 0.56 minutes\n2. DGX B200: 10.4 minutes\n",
])
def test_round3_article_content_is_not_boilerplate(text):
    assert boiler_lines(text) == []


def test_a_short_sentence_after_a_list_is_the_article():
    text = "Most Read\n1. H100 rentals fall to $2 an hour\n\nThe H100 trained BERT in 5.4 minutes.\n"
    assert boiler_lines(text) == ["Most Read", "1. H100 rentals fall to $2 an hour"]
    assert {"H100", "BERT", 5.4} <= mention_values(text)
