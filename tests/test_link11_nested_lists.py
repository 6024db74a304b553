"""The items of a list carry the subject of the line that introduces the list
(GOLD.md).  Two shapes of lists:

- bullets written ``．`` (a full-width full stop, ``.`` after NFKC), ``‧`` or
  ``・``: items like those after ``•`` or ``-``, also when they end with 。;
- a nested list: bullets indented under a shorter line or item that names a
  system ("一、DGX H100（8×H100）" over "　．BERT：5.6分钟。") are the items of
  that line, not of the outer list; a parent naming no system ("- 训练") leaves
  them to the outer list's introducing line.  A system counted in a parenthesis
  of the introducing line is its parts, not its subject (an empty system beats
  the parts' name).

Found in a Traditional press release of probe6 half A (results per server
under 一、/二、 headings, items bulleted with ．), in dev d30 (bullets nested
under "• 第五代 Tensor Core"), and ．/‧ bullets in probe1 p09/p15, probe4 s18,
probe5 t08/t36.  The lists are our own.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

NESTED = [
    ("本轮测试成绩如下：\n一、DGX H100（8×H100）\n　．BERT：5.6分钟。\n　．ResNet-50：约13.1分钟。\n"
     "二、DGX A100（8×A100）\n　．BERT：17.4分钟。\n",
     {row("DGX H100", "BERT", "train_time", 5.6, "min"), row("DGX H100", "ResNet-50", "train_time", 13.1, "min", "~"),
      row("DGX A100", "BERT", "train_time", 17.4, "min")}),
    ("本輪測試成績如下：\n一、DGX H100（8×H100）\n　．BERT：5.6分鐘。\n　．ResNet-50：約13.1分鐘。\n"
     "二、DGX A100（8×A100）\n　．BERT：17.4分鐘。\n",
     {row("DGX H100", "BERT", "train_time", 5.6, "min"), row("DGX H100", "ResNet-50", "train_time", 13.1, "min", "~"),
      row("DGX A100", "BERT", "train_time", 17.4, "min")}),
    ("Results at a glance:\n1) DGX H100 (8x H100)\n    • BERT: 5.6 minutes.\n    • ResNet-50: about 13.1 minutes.\n"
     "2) DGX A100 (8x A100)\n    • BERT: 17.4 minutes.\n",
     {row("DGX H100", "BERT", "train_time", 5.6, "min"), row("DGX H100", "ResNet-50", "train_time", 13.1, "min", "~"),
      row("DGX A100", "BERT", "train_time", 17.4, "min")}),
    # a parent that names no system: the outer list's introducing line gives the subject
    ("DGX B200的成绩：\n- 训练\n    - BERT：3.4分钟。\n    - ResNet-50：11.2分钟。\n",
     {row("DGX B200", "BERT", "train_time", 3.4, "min"), row("DGX B200", "ResNet-50", "train_time", 11.2, "min")}),
    ("DGX B200的成績：\n- 訓練\n    - BERT：3.4分鐘。\n    - ResNet-50：11.2分鐘。\n",
     {row("DGX B200", "BERT", "train_time", 3.4, "min"), row("DGX B200", "ResNet-50", "train_time", 11.2, "min")}),
    ("DGX B200 results:\n- Training\n    - BERT: 3.4 minutes.\n    - ResNet-50: 11.2 minutes.\n",
     {row("DGX B200", "BERT", "train_time", 3.4, "min"), row("DGX B200", "ResNet-50", "train_time", 11.2, "min")}),
]


@pytest.mark.parametrize("text, expected", table(NESTED))
def test_a_nested_list_takes_its_parents_system(text, expected):
    check(text, expected)


BULLETS = [
    ("DGX B200在本轮的成绩：\n．BERT：3.4分钟，创下新纪录。\n．ResNet-50：约11.2分钟，比上一轮更快。\n",
     {row("DGX B200", "BERT", "train_time", 3.4, "min"), row("DGX B200", "ResNet-50", "train_time", 11.2, "min", "~")}),
    ("DGX B200在本輪的成績：\n‧BERT：3.4分鐘，創下新紀錄。\n‧ResNet-50：約11.2分鐘，比上一輪更快。\n",
     {row("DGX B200", "BERT", "train_time", 3.4, "min"), row("DGX B200", "ResNet-50", "train_time", 11.2, "min", "~")}),
    ("DGX B200 in this round:\n・BERT: 3.4 minutes, a new record.\n・ResNet-50: about 11.2 minutes, faster than before.\n",
     {row("DGX B200", "BERT", "train_time", 3.4, "min"), row("DGX B200", "ResNet-50", "train_time", 11.2, "min", "~")}),
]


@pytest.mark.parametrize("text, expected", table(BULLETS))
def test_full_width_dots_are_bullets(text, expected):
    check(text, expected)


COUNTED = [
    # the introducing line names its server's parts only: no subject borrowed from them
    ("二、某型服务器（8×MI300X）\n　．BERT：9.8分钟。\n　．ResNet-50：21.5分钟。\n",
     {row("", "BERT", "train_time", 9.8, "min"), row("", "ResNet-50", "train_time", 21.5, "min")}),
    ("二、某型伺服器（8×MI300X）\n　．BERT：9.8分鐘。\n　．ResNet-50：21.5分鐘。\n",
     {row("", "BERT", "train_time", 9.8, "min"), row("", "ResNet-50", "train_time", 21.5, "min")}),
    ("2) A new server (8x MI300X)\n    • BERT: 9.8 minutes.\n    • ResNet-50: 21.5 minutes.\n",
     {row("", "BERT", "train_time", 9.8, "min"), row("", "ResNet-50", "train_time", 21.5, "min")}),
]


@pytest.mark.parametrize("text, expected", table(COUNTED))
def test_a_system_counted_in_the_introducing_lines_parenthesis_is_no_subject(text, expected):
    check(text, expected)
