"""A related-links header "Related <word(s)>" on a line of its own (boilerplate_headers.txt, "Related *":
Related reviews, Related guides) opens a list of links that gives no mentions, like the headers
listed word by word (Related posts).  A line that only starts with "Related" inside the article, or
one that is a sentence, stays the article's.  Texts of our own."""
from __future__ import annotations

import pytest

from tests.test_boilerplate import boiler_lines, mention_values

BODY_EN = "The RTX 5090 finished the LoRA run in 41 minutes."
BODY_ZH = "RTX 5090完成LoRA微调用时41分钟。"
BODY_TW = "RTX 5090完成LoRA微調用時41分鐘。"


@pytest.mark.parametrize("text,expected", [
    (f"{BODY_EN}\n\nRelated reviews\n- RTX 5060 Ti review: the $429 AI card?\n- Mac Studio M4 Max vs RTX 5090\n",
     ["Related reviews", "- RTX 5060 Ti review: the $429 AI card?", "- Mac Studio M4 Max vs RTX 5090"]),
    (f"{BODY_ZH}\n\nRelated guides\n- How to pick a GPU for $999\n",
     ["Related guides", "- How to pick a GPU for $999"]),
    (f"{BODY_TW}\n\nRelated reviews\n- DGX Spark review: $3,999 well spent?\n",
     ["Related reviews", "- DGX Spark review: $3,999 well spent?"]),
    # a sentence starting with "Related", and a body line with no list after it, stay the article's
    (f"Related costs rose 5% last year, to $1,200 per card.\n{BODY_EN}\n", []),
    (f"{BODY_ZH}\nRelated work on the H100 took 30 minutes.\n", []),
])
def test_a_related_header_opens_a_links_list(text, expected):
    assert boiler_lines(text) == expected


def test_the_links_after_the_header_give_no_price():
    text = f"{BODY_EN}\n\nRelated reviews\n- RTX 5060 Ti review: the $429 AI card?\n"
    values = mention_values(text)
    assert "RTX 5090" in values and "RTX 5060 Ti" not in values and 429.0 not in values
