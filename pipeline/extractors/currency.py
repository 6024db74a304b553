"""Currency from context (GOLD.md).

- 元 alone (not 美元, 港元, 日元, …) takes the currency of the last amount
  before it that names its currency and is counted in 元 (新台币14.15亿元 …
  20亿元 is TWD twice; 人民币 90 亿元 is CNY); where there is none, CNY in a
  Simplified (or English) article and TWD in a Traditional one -- HKD in a
  Traditional article whose amounts name Hong Kong dollars and never New
  Taiwan dollars (a Hong Kong article: 38港元 … 由每小时24元降至18元; the
  Hong Kong press writes its dollar as 元 alone, as the Taiwan press does its).
- An amount with no currency word at all (财报上的200亿 after 500亿美元, 20万出头
  beside 25万元, a headline's 市值38兆 over a body's 38.8兆台币) is a price when
  the same sentence, the one before, or the body it heads names the currency
  of that kind of amount: a price with the same magnitude word, or failing one
  a currency word of its own earlier in the sentence, close before it
  (台币算一下一张大概50万).  It takes that currency.  Only amounts with a
  magnitude of 10^4 or more (万, 亿, million), with nothing after them but a
  qualifier, a function word (则, 之间) and the end of a clause, and no count
  word earlier in their clause (出货量, users: count_cues.csv) count; a number
  glued to a Latin magnitude letter (70B, 8B) is a model's size, no amount.
- A ``$`` with no country before it is a dollar of the currency the page
  states for its prices (※本页价格均为新台币含税价, "Prices below are in Hong
  Kong dollars"), from that statement on; else USD.
- 每 right before an amount written in number words alone (每千元出图速度, 每一元新台币能买到的
  效能) makes it the unit of money a measure is counted per -- no amount, no price
  mention (GOLD.md counts amounts of money; 每千元 names none).
- A sign two currencies share takes the other one where its sentence names the
  other's country, in an English article: "¥110 billion" beside "Japan's
  RIKEN", "about ¥54 million in Japan" are yen (data/currency_places.csv).
"""
from __future__ import annotations

import bisect
import re
from functools import lru_cache

from pipeline.extractors.figures import Found, Pending
from pipeline.extractors.lexicon import count_cues, read_table, units
from pipeline.extractors.qualifier_words import CLAUSE_BREAK, last_break, qualifier_after, qualifier_before
from pipeline.extractors.ranges import RANGE_LINK

_SENTENCE_END = re.compile(r"[。！？!?；;\n]|\.(?=\s)")
_HEADING_MAX = 80  # characters of a line that may be a headline
_BODY_WINDOW = 1500  # characters of the body a headline heads
_MIN_MAGNITUDE = 1e4
_AFTER_OK = frozenset(CLAUSE_BREAK) | frozenset(".)）]」』\"'")
# words that may follow the amount before its clause ends (在12-18万之间, 财报上的200亿则来自…)
_AFTER_WORDS = ("之间", "之多", "则", "而", "也", "就", "都", "是", "了")
_CLAUSE_WINDOW = 40
# 70B, 8B, 405B with no currency of their own: a model's size (塞得下70B), no amount of the context's money
_LETTER_MAGNITUDE = re.compile(r"[\d.,]+[A-Za-z]")


def default_currency(script: str) -> str:
    return "TWD" if script == "zh-Hant" else "CNY"


def local_currency(found: list[Found], script: str) -> str:
    """The currency of a 元 alone that no amount before it names: the script's default, or HKD in a
    Traditional article that names HKD and no TWD."""
    if script == "zh-Hant":
        named = {f.unit for f in found if f.type == "price" and not f.bare_yuan}
        if "HKD" in named and "TWD" not in named:
            return "HKD"
    return default_currency(script)


def _resolve_yuan(found: list[Found], script: str) -> None:
    last, local = None, local_currency(found, script)
    for f in found:
        if f.type != "price":
            continue
        if f.named_yuan:
            last = f.unit
        elif f.bare_yuan:
            f.unit = last or local


class _Sentences:
    """Sentence bounds of a text, found once."""

    def __init__(self, text: str):
        self.ends = [m.end() for m in _SENTENCE_END.finditer(text)]
        self.n = len(text)

    def bounds(self, pos: int) -> tuple[int, int]:
        i = bisect.bisect_right(self.ends, pos)
        start = self.ends[i - 1] if i > 0 else 0
        end = self.ends[i] if i < len(self.ends) else self.n
        return start, end


def _ends_clause(text: str, e: int) -> tuple[bool, str]:
    """Nothing but a qualifier, then the end of a clause, after ``e``: (ok, the qualifier)."""
    q = ""
    qa = qualifier_after(text, e)
    if qa is not None:
        q, e = qa
    while e < len(text) and text[e] == " ":
        e += 1
    return e >= len(text) or text[e] in _AFTER_OK or text.startswith(_AFTER_WORDS, e), q


def _counted(text: str, start: int) -> bool:
    """A count word earlier in the clause: 出货量达到20万, 3 billion users."""
    lo = max(0, start - _CLAUSE_WINDOW)
    brk = last_break(text, lo, start)
    clause = text[brk + 1 if brk >= 0 else lo:start].lower()
    for cue in count_cues():
        if cue.isascii():
            if re.search(rf"\b{re.escape(cue)}\b", clause):
                return True
        elif cue in clause:
            return True
    return False


def _heading_body(text: str, pos: int) -> tuple[int, int] | None:
    """The body a short line without a full stop heads (the next lines), or None."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    end = len(text) if end < 0 else end
    line = text[start:end].strip()
    if not line or len(line) > _HEADING_MAX or line[-1] in "。.!?！？;；" or end >= len(text):
        return None
    return end, min(len(text), end + _BODY_WINDOW)


def _currency_near(prices: list[Found], starts: list[int], lo: int, hi: int, pos: int, magnitude: float) -> str:
    """The currency of the price with this magnitude nearest ``pos`` within [lo, hi), or ''."""
    i, j = bisect.bisect_left(starts, lo), bisect.bisect_left(starts, hi)
    best, dist = "", None
    for f in prices[i:j]:
        if f.magnitude == magnitude and f.start != pos:
            d = (0 if f.start < pos else 1, abs(f.start - pos))  # the one before first
            if dist is None or d < dist:
                best, dist = f.unit, d
    return best


@lru_cache(maxsize=1)
def _currency_words() -> tuple[re.Pattern, dict[str, str]]:
    """Currency words (美元, 台币, dollars; not 元 alone, not a sign) and their codes."""
    table = {}
    for u in units():
        if u.type == "price" and u.factor == 1 and len(u.surface) >= 2 and u.surface != "元" \
                and any(c.isalpha() for c in u.surface):
            table.setdefault(u.surface.lower(), u.unit)
    alt = "|".join(rf"\b{re.escape(w)}\b" if w.isascii() else re.escape(w)
                   for w in sorted(table, key=len, reverse=True))
    return re.compile(alt, re.IGNORECASE), table


def _currency_word_before(text: str, lo: int, pos: int, taken: list[tuple[int, int]]) -> str:
    """The currency of the last currency word in [lo, pos) that is no amount's unit, or ''."""
    regex, table = _currency_words()
    best = ""
    for m in regex.finditer(text, max(lo, pos - _CLAUSE_WINDOW), pos):
        i = bisect.bisect_right(taken, (m.start(), len(text))) - 1
        if i >= 0 and taken[i][1] > m.start():
            continue  # the unit of an amount found (新台币36万)
        best = table[m.group(0).lower()]
    return best


def _context_prices(text: str, found: list[Found], pending: list[Pending]) -> list[Found]:
    candidates = [p for p in pending if not p.used and p.magnitude >= _MIN_MAGNITUDE]
    if not candidates:
        return []
    prices = sorted((f for f in found if f.type == "price" and f.magnitude >= _MIN_MAGNITUDE),
                    key=lambda f: f.start)
    taken = sorted((f.start, f.end) for f in found)
    starts = [f.start for f in prices]
    sentences = _Sentences(text)
    free = sorted((p for p in pending if not p.used), key=lambda p: p.end)
    free_ends = [p.end for p in free]
    out = []
    for p in candidates:
        ok, q_after = _ends_clause(text, p.end)
        if not ok or _counted(text, p.start) or _LETTER_MAGNITUDE.fullmatch(text, p.start, p.end):
            continue
        s0, s1 = sentences.bounds(p.start)
        currency = _currency_near(prices, starts, s0, s1, p.start, p.magnitude)
        if not currency and s0 > 0:
            b0, _ = sentences.bounds(s0 - 1)
            currency = _currency_near(prices, starts, b0, s0, p.start, p.magnitude)
        if not currency:
            body = _heading_body(text, p.start)
            if body is not None:
                currency = _currency_near(prices, starts, body[0], body[1], p.start, p.magnitude)
        if not currency:
            currency = _currency_word_before(text, s0, p.start, taken)
        if not currency:
            continue
        qb = qualifier_before(text, p.start)
        q = p.qualifier or q_after or (qb[0] if qb else "=")
        upper = Found("price", p.start, p.end, p.value, currency, q, "price/context", p.start, p.end,
                      magnitude=p.magnitude, number=p.value)
        p.used = True
        out.append(upper)
        # 12-18万: the first end of a range, written without the magnitude, takes it too
        i = bisect.bisect_right(free_ends, p.start) - 1
        if i >= 0 and not free[i].used and RANGE_LINK.fullmatch(text, free[i].end, p.start):
            low = free[i]
            head = p.value / p.magnitude
            value = low.value * p.magnitude if low.magnitude == 1 and 0 < low.value < head else low.value
            qb = qualifier_before(text, low.start)
            both = "~" if (qb and qb[0] == "~") or q == "~" else None
            out.append(Found("price", low.start, low.end, value, currency, both or ">=", "price/context",
                             low.start, low.end, magnitude=p.magnitude, number=value))
            upper.qualifier = both or "<="
            low.used = True
    return out


@lru_cache(maxsize=1)
def _statement() -> re.Pattern:
    """A statement of the currency of a page's prices: 价格均为新台币…, "prices … are in NT dollars"."""
    _, table = _currency_words()
    dollars = _dollar_codes()
    words = sorted((w for w, code in table.items() if code in dollars), key=len, reverse=True)
    alt = "|".join(re.escape(w) for w in words)
    return re.compile(rf"(?:价格|售价|报价|金额|价钱|定价)[^。\n]{{0,6}}?(?:均为|皆为|都是|一律为|均以|皆以|以)\s?(?P<zh>{alt})"
                      rf"|(?:币别|币种|货币)\s?[:：]\s?(?P<zh2>{alt})"
                      rf"|\b(?i:prices?|amounts?|rates?)\b[^.\n]{{0,60}}?\b(?i:in)\s(?P<en>(?i:{alt}))\b")


@lru_cache(maxsize=1)
def _dollar_codes() -> frozenset[str]:
    """Currencies written with a dollar sign (NT$, HK$, S$, A$: units.csv) and USD."""
    return frozenset({u.unit for u in units() if u.type == "price" and u.surface.endswith("$")} | {"USD"})


def _stated_dollars(text: str, found: list[Found]) -> None:
    """A bare ``$`` after a statement of the page's currency takes that currency."""
    signs = [f for f in found if f.type == "price" and f.rule == "price/$"]
    if not signs:
        return
    m = _statement().search(text)
    if m is None:
        return
    code = _currency_words()[1].get((m.group("zh") or m.group("zh2") or m.group("en")).lower())
    for f in signs:
        if code and f.start >= m.start():
            f.unit = code


@lru_cache(maxsize=1)
def _places() -> dict[str, tuple[str, re.Pattern]]:
    """{sign: (the other currency, its country's words)} (data/currency_places.csv)."""
    words: dict[tuple[str, str], list[str]] = {}
    for r in read_table("currency_places.csv", ["sign", "unit", "word"]):
        words.setdefault((r["sign"], r["unit"]), []).append(r["word"])
    return {sign: (unit, re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(ws, key=len, reverse=True))
                                    + r")\b", re.IGNORECASE)) for (sign, unit), ws in words.items()}


def _signs_of_place(text: str, found: list[Found], script: str) -> None:
    """English: an amount written with a shared sign takes the other currency its sentence's country names."""
    if script != "en":
        return
    places = _places()
    sentences = None
    for f in found:
        sign = text[f.start:f.start + 1]
        if f.type != "price" or sign not in places:
            continue
        sentences = sentences or _Sentences(text)
        s0, s1 = sentences.bounds(f.start)
        unit, words = places[sign]
        if words.search(text, s0, s1):
            f.unit = unit


_DIGIT = re.compile(r"\d")


def _per_money(text: str, f: Found) -> bool:
    """``f`` is 每 + an amount in number words alone (每千元, 每一元新台币): money a measure is counted per."""
    k = f.start - 1
    while k >= 0 and text[k] == " ":
        k -= 1
    return f.type == "price" and k >= 0 and text[k] == "每" and _DIGIT.search(text, f.num_start, f.num_end) is None


def resolve_currency(text: str, found: list[Found], pending: list[Pending], script: str) -> list[Found]:
    """``found`` with the currency of every bare 元 decided and the context's amounts added, and none that
    is money a measure is counted per (每千元)."""
    if "每" in text:
        found = [f for f in found if not _per_money(text, f)]
    found.sort(key=lambda f: f.start)
    _resolve_yuan(found, script)
    _stated_dollars(text, found)
    _signs_of_place(text, found, script)
    extra = _context_prices(text, found, pending)
    return found + extra if extra else found
