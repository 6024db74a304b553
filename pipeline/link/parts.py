"""A system counted as a part of another (data/part_counts.csv).

``counted``: the count words before the name (1,024颗H100, using 2,080 H100 GPUs);
``counted_aside``: a count opening a parenthesis or a dash aside (（8卡H100）,
" - eight H100s, ... -"), which describes what stands before it;
``counted_in_cell``: a count opening a table cell (``| 8x H100 |``, ``| 8卡H20 |``,
``  8 x A100 40GB  ``), which describes the row's whole.

"Eos以1,024颗H100花费2.47分钟完成", "On Eos, … Nvidia trained OpenFold in 7.5
minutes using 2,080 H100 GPUs", "Atlas 800T A2训练服务器128台（每台配置8颗昇腾
910B），单价96.4万元": the counted system is a part of the whole the sentence
names (the cluster, the server), and the whole is the subject.  A counted
system is the subject where the sentence names no whole ("8块Gaudi2的成绩为
78.1分钟").
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import number_words, read_table
from pipeline.types import Mention

_REACH = 32  # a count stands at most this far before the name


def part_count_words(lang: str) -> str:
    """The part-count words of ``lang`` as a regex alternation, longest first."""
    words = sorted((r["word"] for r in read_table("part_counts.csv", ["lang", "word"]) if r["lang"] == lang),
                   key=len, reverse=True)
    return "|".join(re.escape(w) for w in words)


def _numbers() -> str:
    """English number words (two, eight, sixteen, forty) as a regex alternation."""
    return "|".join(re.escape(w) for w, (_, kind) in number_words().items() if kind in ("digit", "teen", "tens"))


@lru_cache(maxsize=2)
def _count_regex(lang: str) -> re.Pattern:
    if lang == "zh":
        return re.compile(rf"(?:\d[\d,]*|[一二两三四五六七八九十百千万]+)\s?(?:{part_count_words('zh')})\s?$")
    return re.compile(rf"\b(?:{part_count_words('en')})\s(?:up to\s)?(?:[\d,]+|{_numbers()})\s?[x×]?\s?$", re.IGNORECASE)


@lru_cache(maxsize=1)
def _aside_regex() -> re.Pattern:
    # a dash after a word ("an instance – eight H100s"), not a list's bullet at the start of a line ("- 4x RTX 3090")
    return re.compile(rf"(?:[(（]|(?<=\S)[^\S\n][-–—]\s)\s?(?:[\d,]+|{_numbers()}|[一二两三四五六七八九十]+)\s?(?:[x×]|{part_count_words('zh')})?\s?$",
                      re.IGNORECASE)


@lru_cache(maxsize=1)
def _cell_regex() -> re.Pattern:
    return re.compile(rf"(?:^|[|\t]|\s\s)\s*(?:\d[\d,]*|{_numbers()}|[一二两三四五六七八九十]+)\s?(?:[x×*]|{part_count_words('zh')})\s?$",
                      re.IGNORECASE | re.MULTILINE)


def counted_in_cell(text: str, m: Mention) -> bool:
    """System mention ``m`` opens a table cell with its count ("| 8x H100 |", "8卡H20"): a part of the row's whole."""
    return _cell_regex().search(text, max(0, m.start - _REACH), m.start) is not None


def counted_aside(text: str, m: Mention) -> bool:
    """System mention ``m`` is counted at the opening of a parenthesis or a dash aside ("p5执行个体（8卡H100）",
    "a p5.48xlarge instance – eight H100s, …"): it describes what stands before, the whole."""
    return _aside_regex().search(text, max(0, m.start - _REACH), m.start) is not None


def counted(text: str, m: Mention, lang: str) -> bool:
    """System mention ``m`` is counted as parts ("1,024颗H100", "using 2,080 H100", "with 8x H200")."""
    return _count_regex("en" if lang == "en" else "zh").search(text, max(0, m.start - _REACH), m.start) is not None
