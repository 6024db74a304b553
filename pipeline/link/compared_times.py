"""A time to train inside what a comparison marker compares against is the compared system's.

"对比上一轮GB200 NVL72在同一项目上的19.7分钟，NVIDIA宣称GB300 NVL72…快1.8倍", "相较先前在A3 Mega上
约9小时的训练，整体成本降低约52%", "与GB200 NVL72的19.7分钟相比": the time right after "marker + X
(+ 在…上) + 的" (or "在X上" + the time) is X's, the baseline of the sentence's claim, and a claim of its
own (GOLD.md: the baseline's own time is a result of the baseline system).  Chinese only (English:
``baselines.compared_system``).  Precision first: only the shapes

    marker [a few words] X [在…上 | 上] [的] [约] TIME       (marker: 对比, 相比, 相较, 较, 比起 ...)
    与/和 [a few words] X [在…上 | 上] [的] [约] TIME 相比/比较/...

with no punctuation, no other system and no other figure between the marker and the time; "比A100少用了
10分钟" (a difference) and "较A100缩短10分钟" do not match (a verb stands between X and the time).
The words are in data/compared_time_words.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

_BEFORE = 16  # the marker stands at most this far before the system (上一轮, 先前在)
_AFTER_TIME = 4  # 与X的N分钟相比: the closing word this close after the time
KINDS = ('marker', 'with', 'before_figure', 'close')  # the kinds of data/compared_time_words.csv


def _alt(kind: str) -> str:
    return alternation(lang_kind_words('compared_time_words.csv', KINDS).get(("zh", kind), ()), "zh")


@lru_cache(maxsize=1)
def _opening() -> re.Pattern:
    # the marker, then a few words with no punctuation nor digit, up to the system
    return re.compile(rf"(?:(?P<marker>{_alt('marker')})|(?P<with>{_alt('with')}))[^\d，。；：,;:!?！？\n]{{0,{_BEFORE}}}$")


@lru_cache(maxsize=1)
def _between() -> re.Pattern:
    # from the system to the time: 在同一项目上的 / 上的 / 的 / 上, perhaps 约
    return re.compile(rf"\s?(?:在[^\d，。；：,;:\n]{{0,12}}上\s?的?|上\s?的?|的)\s?(?:(?:{_alt('before_figure')})\s?)?")


@lru_cache(maxsize=1)
def _closing() -> re.Pattern:
    return re.compile(rf"[^\d，。；,;\n]{{0,{_AFTER_TIME}}}?(?:{_alt('close')})")


def compared_time_system(text: str, systems, q: Mention, sentence_start: int, lang: str) -> Mention | None:
    """The system whose time ``q`` is, where ``q`` stands right after "对比X(在…上)的" in its sentence
    (from ``sentence_start``), else None."""
    if lang == "en" or q.type != "time":
        return None
    x = systems.last(sentence_start, q.start)
    if x is None or q.start - x.end > 24 or not _between().fullmatch(text, x.end, q.start):
        return None
    lo = max(sentence_start, x.start - _BEFORE - 4)
    opening = _opening().search(text, lo, x.start)
    if opening is None or systems.any_between(opening.start(), x.start):
        return None
    if opening.group("with") and not _closing().match(text, q.end):
        return None
    return x
