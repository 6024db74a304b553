"""Numbers as written: Arabic (thousands separators, decimals), Chinese
numerals (二十四, 两, 十二点五), and magnitude words (万, 亿, million).

``number_regex`` is the regular expression of one written number,
``find_numbers`` finds them in a text; ``parse_number`` turns the text of one
into a float.  Pure functions (``parse_number`` remembers recent answers).
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import magnitudes, numerals

_CN_DIGITS = "零〇一二两三四五六七八九半"
_CN_MULT = "十百千"
ARABIC = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
CHINESE = rf"[{_CN_DIGITS}{_CN_MULT}]+(?:点[{_CN_DIGITS}]+)?"
_ARABIC_WHOLE = re.compile(ARABIC).fullmatch
FIRST_CHAR = rf"[\d{_CN_DIGITS}{_CN_MULT}]"  # the characters a number (ARABIC or CHINESE) starts with


def _magnitude_alternation() -> str:
    words = sorted(magnitudes(), key=len, reverse=True)
    cjk = [w for w in words if not w.isascii()]
    latin = [w for w in words if w.isascii()]
    return "|".join([re.escape(w) for w in cjk] + [rf"\s?{re.escape(w)}\b" for w in latin])


def number_regex() -> str:
    """One written number, with an optional magnitude and a tail (36万8000)."""
    mag = _magnitude_alternation()
    return (
        rf"(?:(?:{ARABIC})(?:(?:{mag})(?:\d+(?!\.\d)|{CHINESE})?)*"
        rf"|(?:{CHINESE})(?:(?:{mag})(?:\d+(?!\.\d)|{CHINESE})?)*)"
    )


@lru_cache(maxsize=1)
def _number_finders():
    return re.compile(FIRST_CHAR).search, re.compile(number_regex()).match


def find_numbers(text: str):
    """The written numbers of ``text``, left to right: ``re.finditer(number_regex(), text)``.

    The regular expression is tried only where a number can start (a digit, a
    Chinese numeral): the engine would try it at every character itself.
    """
    first, match = _number_finders()
    pos = 0
    while True:
        f = first(text, pos)
        if f is None:
            return
        m = match(text, f.start())
        if m is None:
            pos = f.start() + 1
            continue
        yield m
        pos = m.end()


def parse_chinese(text: str) -> float:
    """二十四 -> 24, 两 -> 2, 十二点五 -> 12.5, 一百零五 -> 105, 半 -> 0.5."""
    table = numerals()
    if "点" in text:
        whole, frac = text.split("点", 1)
        digits = "".join(str(int(table[c][0])) for c in frac)
        return parse_chinese(whole) + float("0." + digits) if whole else float("0." + digits)
    total, current = 0.0, None
    for ch in text:
        value, kind = table[ch]
        if kind == "digit":
            current = value if current is None else current * 10 + value
        else:  # multiplier
            total += (1 if current is None else current) * value
            current = None
    return total + (current or 0.0)


@lru_cache(maxsize=8192)  # the same few numbers recur from article to article
def parse_number(text: str) -> float:
    """The value of a written number (with its magnitude words).

    The largest magnitude word present splits the number: 36万8000 is
    36 × 10^4 + 8000, 1亿2000万 is 1 × 10^8 + 2000 × 10^4, 三千五百万 is
    3500 × 10^4.
    """
    text = text.strip()
    mags = magnitudes()
    present = [w for w in mags if w in text]
    if present:
        word = max(present, key=lambda w: (mags[w], len(w)))
        head, _, tail = text.partition(word)
        head, tail = head.strip(), tail.strip()
        if head:
            return parse_number(head) * mags[word] + (parse_number(tail) if tail else 0.0)
        if word in numerals():  # 千 on its own is a numeral multiplier
            return parse_chinese(text)
        raise ValueError(f"no number before {word!r} in {text!r}")
    if _ARABIC_WHOLE(text):
        return float(text.replace(",", ""))
    return parse_chinese(text)
