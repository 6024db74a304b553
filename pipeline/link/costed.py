"""Which times are times to train (stage 4 of linking, beside ``metric``): a time that is the length
of a run its sentence states the cost of is no time to train.

"At those rates, an eight-GPU BERT run lasting under six minutes costs a few dollars", "the training
run itself — roughly 30 days on 16 GB300 racks — would cost about $6.1 million", "以一般企业微调一个
Llama 3 8B模型约需2小时计算，单次费用约新台币2,300元", "RTX 5090跑满一次48分钟的微调，电费不到0.3元":
the run is one imagined or typical, sized for what it costs, not a result measured.  Such a time
has a cost word after it in its sentence (costs, would cost, 费用, 电费), with an amount of money
right after that word (a figure, or "a few dollars").

A run that was measured keeps its time, whatever it cost: a verb of a measured run (took,
finished, 用时, 完成) from the start of the time's clause to the cost word ("Same fine-tune on a
single H100 finished in 52 minutes, so about $1.90 per run"; "用时20分钟，成本约100元"; "约6小时完成，
云端费用约新台币6万元").

The words are in data/costed_runs.csv.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.spans import Spans
from pipeline.link.word_lists import alternation, lang_kind_words
from pipeline.types import Mention

KINDS = ("cost", "money", "done")
_COST_REACH = 80  # the cost word stands at most this far after the time
_MONEY_REACH = 24  # the amount stands at most this far after the cost word


def _words() -> dict[tuple[str, str], tuple[str, ...]]:
    return lang_kind_words("costed_runs.csv", KINDS)


@lru_cache(maxsize=8)
def _regex(lang: str, kind: str) -> re.Pattern:
    return re.compile(alternation(_words().get((lang, kind), ()), lang), re.IGNORECASE if lang == "en" else 0)


def costed_run(text: str, q: Mention, clause: tuple[int, int], sentence: tuple[int, int], lang: str,
               figures: Spans) -> bool:
    """Time ``q`` (in ``clause`` of ``sentence``, offsets into ``text``) is the length of a run that the
    sentence states the cost of, and no verb of a measured run stands from its clause's start to the
    cost word.
    ``figures``: the quantity mentions (an amount of money after the cost word)."""
    lang = "en" if lang == "en" else "zh"
    cost = _regex(lang, "cost").search(text, q.end, min(sentence[1], q.end + _COST_REACH))
    if cost is None:
        return False
    hi = min(sentence[1], cost.end() + _MONEY_REACH)
    money = any(f.type == "price" for f in figures.between(cost.end(), hi)) \
        or _regex(lang, "money").search(text, cost.end(), hi) is not None
    if not money:
        return False
    return _regex(lang, "done").search(text, clause[0], cost.start()) is None
