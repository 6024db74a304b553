"""A bound on a time to train beside the time measured: a commitment or a requirement, no claim.

"投标人承诺…完成BERT-Large基准训练用时不超过8分钟；现场验证实测为7.2分钟" (probe8 half A w05),
"达到MLPerf目标精度的时间不超过6分钟，实测成绩为5.4分钟" (w23, another site), "…用时不超过9分钟，满足
磋商文件“不超过12分钟”的要求" (probe9 half A x03): a tender states the bound and the result; only the
result is measured (GOLD.md: what a buyer requires is no result).  Two shapes, Chinese only:

    不超过 BOUND [，；] [现场验证] 实测(成绩)为 [约] MEASURED     -- the bound is no claim
    满足/符合 … “[不超过] BOUND” 的要求                          -- the quoted requirement is no claim

The words are in data/bound_words.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

_GAP = 16  # the measured figure's opening words stand this close after the bound
_MEET_REACH = 16  # 满足 stands at most this far before the quote
KINDS = ('bound', 'measured', 'meet', 'demand')  # the kinds of data/bound_words.csv


def _alt(kind: str) -> str:
    return alternation(lang_kind_words('bound_words.csv', KINDS).get(("zh", kind), ()), "zh")


@lru_cache(maxsize=1)
def _regexes() -> tuple[re.Pattern, re.Pattern, re.Pattern, re.Pattern]:
    bound = re.compile(rf"(?:{_alt('bound')})\s?$")
    measured = re.compile(rf"[^\d。！？!?\n]{{0,{_GAP}}}?[，,；;]\s?[^\d，,；;。\n]{{0,6}}?(?:{_alt('measured')})\s?(?:约|大约)?\s?")
    quoted = re.compile(rf"(?:{_alt('meet')})[^\d，,；;。\n]{{0,{_MEET_REACH}}}[“「\"]\s?(?:(?:{_alt('bound')})\s?)?(?:约)?$")
    demand = re.compile(rf"\s?[”」\"]\s?(?:{_alt('demand')})")
    return bound, measured, quoted, demand


def bound_not_claim(text: str, q: Mention, following: Mention | None, lang: str) -> bool:
    """Time ``q`` is a bound stated beside the measured time (``following``: the next figure), or a quoted
    requirement the result is said to meet (see the module)."""
    if lang == "en" or q.type != "time":
        return False
    bound, measured, quoted, demand = _regexes()
    if quoted.search(text, max(0, q.start - _MEET_REACH - 8), q.start) and demand.match(text, q.end):
        return True
    if following is None or following.type != "time" or not bound.search(text, max(0, q.start - 4), q.start):
        return False
    return measured.fullmatch(text, q.end, following.start) is not None
