"""A time cut to is not the system's whose time it was cut from.

"把训练时间从上一代Atlas 900集群的约7天缩短到约3天" (probe9 half A x05), "可由现行台湾杉二号的约45天
缩短至5天以内" (probe7 half A v08): two sites.  The first time is X's (the system after 从/由); the
second, the time cut to, is the sentence's subject's -- the new system named before 从/由
(CloudMatrix 384, 晶创27) -- not X's, though X is the nearest name before it.  Chinese only; the
shape

    从/由 [a few words] X [的] [约] T1 缩短到/缩短至/降至/到 [约] T2

with no punctuation and no other figure in it (the caller checks the figures).  The words are in data/cut_to_words.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

_FROM_REACH = 40  # 从/由 stands at most this far before the first time
KINDS = ('cut', 'before_figure', 'from')  # the kinds of data/cut_to_words.csv


def _alt(kind: str) -> str:
    return alternation(lang_kind_words('cut_to_words.csv', KINDS).get(("zh", kind), ()), "zh")


@lru_cache(maxsize=1)
def _cut() -> re.Pattern:
    return re.compile(rf"\s?(?:{_alt('cut')})\s?(?:(?:{_alt('before_figure')})\s?)?")


@lru_cache(maxsize=1)
def _from() -> re.Pattern:
    return re.compile(rf"(?:{_alt('from')})[^，。；：,;:!?！？\n]{{0,{_FROM_REACH}}}$")


def cut_from(text: str, q: Mention, earlier: Mention | None, lang: str) -> int | None:
    """Where 从/由 opens the time that time ``q`` is cut to from (``earlier``: the figure right before
    ``q``), else None."""
    if lang == "en" or q.type != "time" or earlier is None or earlier.type != "time":
        return None
    if not _cut().fullmatch(text, earlier.end, q.start):
        return None
    opening = _from().search(text, max(0, earlier.start - _FROM_REACH - 2), earlier.start)
    return opening.start() if opening is not None else None
