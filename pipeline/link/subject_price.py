"""Whose price an amount is, from the words around it; and a price right after its clause's subject.

``whose_amount`` tries, in order: the baseline's own price, a rate per hour of a named system, the
price of one of the units counted before it, the system labelling its line (pipeline/link/prices.py,
labelled.py), and last ``subject_price``:

- A price right after the clause's subject with no price word: "RTX 5090而家行貨大約港幣17,800元",
  "H100整机约合人民币230万元", "市場傳聞一套8卡Gaudi 3伺服器約12.5萬美元": between the system's name and
  the amount stand only words of a configuration (整机, 8卡, 服务器), a time (现在, 而家), a market
  (行货, 水货), a qualifier (约, 大概) and function words (要, 就, 的); after the amount, only a
  qualifier (左右, 起) before its clause ends.  A verb or a noun of anything else between (营收,
  带来, 订单) or after it keeps it no claim.  A price word may stand between too, and then the system right
  before it is the one priced, not the sentence's subject ("受H200供应偏紧影响，一台NF5688G7整机目前市场价约230万元").  Words in data/price_phrases.csv (kind=bare,
  bare_after).  Chinese only.
- English: an amount (a rate, the end of a range) right before "for (a) <system>" is that system's price:
  "$3.25 per GPU-hour for B200", "at €142,000 for a Bow Pod16", "between $30,000 and $40,000 for a B200"
  (``for_system``) -- not when the system is counted or plural ("$300 million for 4,000 H100 GPUs",
  "$4.6k for the MI100s": what many units cost, GOLD.md), nor when a noun of something else follows it
  ("$2 billion for the H100 line": sales; words that may follow in kind=for_tail).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.link.labelled import labelled_system
from pipeline.link.prices import baseline_price, counted_units, rated_system, unit_system
from pipeline.link.word_lists import alternation, price_phrases
from pipeline.types import Claim, Mention

_GAP_REACH = 16  # the amount stands at most this far after the system's name
_CLAUSE_END = r"[，,。；;？?！!：:）)\n]"


@lru_cache(maxsize=1)
def _bare() -> tuple[re.Pattern, re.Pattern]:
    """(the gap between the system and the amount, what follows the amount to its clause's end)."""
    gap = alternation(price_phrases("zh", "bare"), "zh")
    after = alternation(price_phrases("zh", "bare_after"), "zh")
    config = r"\d+\s?(?:卡|GB|G)"  # 8卡, 40GB: a configuration or a memory size
    return (re.compile(rf"(?:\s|{config}|{gap})*"),
            re.compile(rf"\s?(?:{after})?\s?(?:{_CLAUSE_END}|$)"))


def subject_price(text: str, q: Mention, here: list[Mention], lang: str) -> Mention | None:
    """The system right before amount ``q`` in its clause when only configuration, time, market and
    qualifier words stand between and nothing but a qualifier follows it ("H100整机约合人民币230万元");
    ``here``: the sentence's systems before ``q``.  Else None."""
    if lang != "zh" or q.type != "price" or not here:
        return None
    m = here[-1]
    if q.start - m.end > _GAP_REACH or m.end > q.start:
        return None
    gap, after = _bare()
    if gap.fullmatch(text, m.end, q.start) is None or after.match(text, q.end) is None:
        return None
    return m


# the upper end of a range after the amount ("$30,000 and $40,000", "$3.5M-$4M"), then a rate's unit, then "for"
_FOR = re.compile(r"(?:\s?(?:-|–|—|to|and)\s?(?:US|NT|HK|A|C|S)?[$€£¥]?\s?\d[\d,.]*\s?(?:million|billion|[kKmMbB]\b)?)?"
                  r"(?:\s?(?:per\s[\w-]{0,16}?|/\s?[\w-]{0,10}?)(?:hour|hr|h)\b)?\s(?:each\s)?for\s"
                  r"(?:(?:a|an|the|one|each|every)\s)?(?:[A-Z][\w-]*['’]s\s)?")
_FOR_REACH = 60
_PLURAL = re.compile(r"s\b")


@lru_cache(maxsize=1)
def _for_tail() -> re.Pattern:
    """What may follow the system after "for": punctuation, the end, or a word of kind=for_tail."""
    words = alternation(price_phrases("en", "for_tail"), "en")
    return re.compile(rf"[ \t]?(?:$|\n|[^\w\s-]|(?:{words})s?\b)", re.IGNORECASE)


def for_system(text: str, q: Mention, systems, lang: str) -> Mention | None:
    """English: the system named right after "for" after amount ``q`` ("$3.25 per GPU-hour for B200"), when
    it is not counted in units; else None."""
    if lang != "en" or q.type != "price":
        return None
    m = _FOR.match(text, q.end, q.end + _FOR_REACH)
    if m is None:
        return None
    got = systems.first(m.end(), m.end() + 1)
    if got is None or counted_units(text, got) or _PLURAL.match(text, got.end):
        return None  # "$4.6k for the MI100s": what several units cost
    return got if _for_tail().match(text, got.end) else None  # not "$2 billion for the H100 line"


def whose_amount(text: str, q: Mention, base, prev: Claim | None, systems, sentence_start: int,
                 lang: str) -> tuple[Mention | None, str]:
    """(the system whose price amount ``q`` is, how it was found) from the words around it: the baseline's
    own price (``baseline_price``), a rate per hour of a named system (``rated_system``), the price of one
    of the units counted before it (``unit_system``), the system labelling its line (``labelled_system``),
    the system named after "for" (``for_system``), the clause's subject right before it (``subject_price``); (None, "") when they say nothing."""
    got = baseline_price(text, q, base, prev, systems)
    if got is not None or q.type != "price":
        return got, "baseline-price" if got is not None else ""
    got = rated_system(text, q, systems)
    if got is not None:
        return got, "rate-of"
    got = for_system(text, q, systems, lang)  # "$3.25 per GPU-hour for B200"
    if got is not None:
        return got, "for"
    here = systems.between(sentence_start, q.start)
    got = unit_system(text, q, here, lang)
    if got is not None:
        return got, "per-unit"
    got = labelled_system(text, q, systems, lang)  # "‧ A100 80GB：二手约新台币38万元"
    if got is not None:
        return got, "label"
    got = subject_price(text, q, here, lang)  # "H100整机约合人民币230万元"
    return got, "bare" if got is not None else ""
