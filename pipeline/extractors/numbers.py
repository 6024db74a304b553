"""Numbers as written: Arabic (thousands separators, decimals), Chinese
numerals (二十四, 两, 十二点五, 壹佰), magnitude words (万, 亿, million, and the
letters K, M, B glued to a number), and English number words
(``number_words``).

``number_regex`` is the regular expression of one written number (Arabic or
Chinese), ``find_numbers`` finds every number of a text, the English words
included; ``parse_number`` turns the text of one into a float (None when it
is not a number: it never raises).  ``approximate_split`` reads an
approximate numeral (七八千, 二三十) as the two ends of a range.  A number may
hold an approximate digit before its magnitude word (80几万, 20多万, 1000余万,
十几万, 两千多万) or start with 几 before one (几十万, 几万, 几百万): its value is
the number without it (几 alone as one), and ``approximate_qualifier`` gives
the qualifier it adds (``>``, qualifiers.csv's inside words).  Pure
functions; every one runs in time linear in its input.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from pipeline.extractors.lexicon import magnitudes, numerals, qualifiers
from pipeline.extractors.number_words import find_number_words

ARABIC = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_ARABIC_AT = re.compile(ARABIC)


@lru_cache(maxsize=1)
def _numeral_chars() -> tuple[str, str]:
    """(digit characters, multiplier characters) of numerals.csv, as regex class bodies."""
    table = numerals()
    digits = "".join(c for c, (_, kind) in table.items() if kind == "digit")
    mult = "".join(c for c, (_, kind) in table.items() if kind == "multiplier")
    return re.escape(digits), re.escape(mult)


def chinese_regex() -> str:
    digits, mult = _numeral_chars()
    return rf"[{digits}{mult}]+(?:点[{digits}]+)?"


def _magnitude_alternation() -> str:
    """Magnitude words after a number: CJK ones after an optional space (90 亿), Latin words after
    an optional space and before a word end (1.2 million), single letters glued ($200K)."""
    words = sorted(magnitudes(), key=len, reverse=True)
    cjk = [rf" ?{re.escape(w)}" for w in words if not w.isascii()]
    latin = [rf"\s?{re.escape(w)}\b" for w in words if w.isascii() and len(w) > 1]
    letters = [rf"{re.escape(w)}(?![A-Za-z0-9])" for w in words if w.isascii() and len(w) == 1]
    return "|".join(cjk + latin + letters)


@lru_cache(maxsize=1)
def _approximate_digits() -> dict[str, str]:
    """The one-character inside qualifiers (多, 余, 几) -> their qualifier: 80几万, 20多万."""
    return {surf: q for surf, q, pos in qualifiers() if pos == "inside" and len(surf) == 1 and surf not in numerals()}


LEADING_SOME = "几"  # 几十万, 几万: some tens of 万, some 万


def number_regex() -> str:
    """One written number, with optional magnitudes and a tail (36万8000, 一万两千, 1亿2000万), an
    approximate digit before a magnitude (80几万, 十几万) and a leading 几 before one (几十万)."""
    mag = _magnitude_alternation()
    cn = chinese_regex()
    approx = "[" + re.escape("".join(_approximate_digits())) + "]?" if _approximate_digits() else ""
    # the tail after a magnitude: 36万8000, 1兆6,443亿 (thousands separators), 一万五
    mags = rf"(?:{approx}(?:{mag})(?:\d{{1,3}}(?:,\d{{3}})+(?![\d.])|\d+(?!\.\d)|{cn})?)"
    some = re.escape(LEADING_SOME)
    return (
        rf"(?:(?:{ARABIC})(?:[十百千](?={mag}))?{mags}*"
        rf"|(?:{cn}){mags}*"
        rf"|{some}(?:[十百千]{mags}*|{mags}+))"
    )


@lru_cache(maxsize=1)
def _number_finders():
    digits, mult = _numeral_chars()
    some = re.escape(LEADING_SOME)
    return re.compile(rf"[\d{digits}{mult}{some}]").search, re.compile(number_regex()).match


def plain_number(text: str) -> str:
    """``text`` without its approximate digits: 80几万 -> 80万, 几十万 -> 一十万 (几 alone as one)."""
    approx = _approximate_digits()
    if not any(c in approx for c in text):
        return text
    if text.startswith(LEADING_SOME):
        text = "一" + text[len(LEADING_SOME):]
    return "".join(c for c in text if c not in approx)


def approximate_qualifier(text: str) -> str:
    """The qualifier of an approximate digit in ``text`` (80几万: ``>``), or ""."""
    approx = _approximate_digits()
    return next((approx[c] for c in text if c in approx), "")


class Number(NamedTuple):
    start: int
    end: int
    text: str
    words: float | None = None  # the value of English number words; None for digits and Chinese numerals
    kind: str = ""  # the kind of a one-word English number (article, fraction), else ""


def _digit_numbers(text: str):
    """Arabic and Chinese numbers of ``text``, left to right.

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
        yield Number(m.start(), m.end(), m.group(0))
        pos = m.end()


def find_numbers(text: str):
    """Every written number of ``text`` (digits, Chinese numerals, English words), left to right."""
    words = iter(find_number_words(text))
    digits = _digit_numbers(text)
    nxt_w, nxt_d = next(words, None), next(digits, None)
    end = -1
    while nxt_w is not None or nxt_d is not None:
        if nxt_d is None or (nxt_w is not None and nxt_w[0] < nxt_d.start):
            (s, e, value, kind), nxt_w = nxt_w, next(words, None)
            if s >= end:
                end = e
                yield Number(s, e, text[s:e], value, kind)
        else:
            d, nxt_d = nxt_d, next(digits, None)
            if d.start >= end:
                end = d.end
                yield d


# -- values ---------------------------------------------------------------------------------


_NEXT_PLACE_DIGITS = frozenset(float(d) for d in range(1, 10))


def parse_chinese(text: str) -> float | None:
    """二十四 -> 24, 两 -> 2, 十二点五 -> 12.5, 一百零五 -> 105, 半 -> 0.5, 壹佰 -> 100; None if not a numeral.

    A single digit after the last place word of a hundred or more stands for the next place down
    (三千五 -> 3500, 一百五 -> 150; 一千零五 is 1005, 十五 is 15)."""
    table = numerals()
    whole, _, frac = text.partition("点")
    total, current = 0.0, None
    place, run = 0.0, 0  # the last multiplier, and the digits written since it
    for ch in whole:
        entry = table.get(ch)
        if entry is None:
            return None
        value, kind = entry
        if kind == "digit":
            current = value if current is None else current * 10 + value
            run += 1
        else:  # multiplier
            total += (1 if current is None else current) * value
            current, place, run = None, value, 0
    if not frac and run == 1 and place >= 100 and current in _NEXT_PLACE_DIGITS:
        current *= place / 10  # 三千五, 一百五: the digit after the last place word is the next place down
    total += current or 0.0
    if frac:
        digits = []
        for ch in frac:
            entry = table.get(ch)
            if entry is None or entry[1] != "digit" or not float(entry[0]).is_integer() or entry[0] > 9:
                return None
            digits.append(str(int(entry[0])))
        total += float("0." + "".join(digits))
    elif "点" in text:
        return None
    if not whole and not frac:
        return None
    return total


@lru_cache(maxsize=1)
def _magnitude_words() -> tuple[tuple[str, float], ...]:
    return tuple(sorted(magnitudes().items(), key=lambda kv: -len(kv[0])))


def _tokens(text: str) -> list[tuple[float | None, float | None]] | None:
    """(value, None) for a plain number, (None, factor) for a magnitude word; None if ``text`` is none.

    After Arabic digits, 十, 百 and 千 multiply like magnitudes (5百万, 5千万);
    inside a Chinese numeral they are its own multipliers (三千五百万).
    """
    table = numerals()
    mags = _magnitude_words()
    out: list[tuple[float | None, float | None]] = []
    i, n = 0, len(text)
    after_digits = False
    while i < n:
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        m = _ARABIC_AT.match(text, i)
        if m:
            out.append((float(m.group(0).replace(",", "")), None))
            i, after_digits = m.end(), True
            continue
        if ch in table and after_digits and table[ch][1] == "multiplier":
            out.append((None, table[ch][0]))
            i += 1
            continue
        if ch in table:
            j = i
            while j < n and (text[j] in table or (text[j] == "点" and j + 1 < n and text[j + 1] in table)):
                j += 1
            value = parse_chinese(text[i:j])
            if value is None:
                return None
            out.append((value, None))
            i, after_digits = j, False
            continue
        for word, factor in mags:
            if text.startswith(word, i):
                out.append((None, factor))
                i += len(word)
                break
        else:
            return None
    return out


def _one_digit_tail(text: str) -> bool:
    """``text`` ends in one digit (1-9) written right after a magnitude word: 2万5, 一万五, 1亿2, 5千5."""
    if len(text) < 2:
        return False
    last, before = text[-1], text[-2]
    table = numerals()
    if last.isdigit():
        digit = last in "123456789"
    else:
        digit = table.get(last, (0, ""))[1] == "digit" and float(table[last][0]) in _NEXT_PLACE_DIGITS
    return digit and not before.isdigit() and table.get(before, (0, ""))[1] != "digit" and before not in ".,"


@lru_cache(maxsize=8192)  # the same few numbers recur from article to article
def parse_number(text: str) -> float | None:
    """The value of a written number with its magnitude words; None when ``text`` is no number.

    A magnitude multiplies what stands before it back to the last larger one:
    36万8000 is 36 × 10^4 + 8000, 1兆6,443亿 is 10^12 + 6443 × 10^8 (one digit alone after
    the last magnitude is the next place down: 2万5 is 25000, 1亿2 is 1.2 × 10^8), 1亿2000万 is 1 × 10^8 + 2000 × 10^4, 1万亿 is
    10^12, 5千万 is 5 × 10^3 × 10^4, 三千五百万 is 3500 × 10^4.  One pass over
    the text with a stack: no recursion, whatever its length (an absurd one
    gives inf, which the extractors drop).
    """
    plain = plain_number(text.strip())
    tokens = _tokens(plain)
    if not tokens:
        return None
    if len(tokens) >= 2 and tokens[-1][0] is not None and tokens[-2][1] is not None and _one_digit_tail(plain):
        tokens[-1] = (tokens[-1][0] * tokens[-2][1] / 10, None)  # 2万5, 一万五, 1亿2: the next place down
    parts: list[tuple[float, float]] = []  # (amount, the magnitude that closed it)
    current = None
    for value, factor in tokens:
        if value is not None:
            if current is not None:
                return None  # two plain numbers in a row
            current = value
            continue
        if current is None and not parts:
            return None  # a magnitude with no number before it (万, million)
        amount = current or 0.0
        while parts and parts[-1][1] <= factor:
            amount += parts.pop()[0]
        parts.append((amount * factor, factor))
        current = None
    return sum(a for a, _ in parts) + (current or 0.0)


@lru_cache(maxsize=8192)  # as parse_number: the same few numbers recur
def trailing_magnitude(text: str) -> float:
    """The factor of the magnitude word that ends ``text`` (9万 -> 10^4, 2 million -> 10^6), else 1."""
    t = plain_number(text.rstrip())
    for word, factor in _magnitude_words():
        if t.endswith(word):
            head = t[: len(t) - len(word)].rstrip()
            if head and (head[-1].isdigit() or head[-1] in numerals()):
                if word in numerals() and not head[-1].isdigit():
                    continue  # 两千: 千 is the numeral's own multiplier
                return factor
    return 1.0


@lru_cache(maxsize=1)
def _approx_pairs() -> frozenset[tuple[str, str]]:
    """Adjacent digit characters that name two neighbouring values (七八, 三四, 一两, 两三)."""
    digits = {c: v for c, (v, kind) in numerals().items() if kind == "digit" and 1 <= v <= 9 and v.is_integer()}
    return frozenset((a, b) for a, va in digits.items() for b, vb in digits.items() if vb == va + 1)


def approximate_split(text: str) -> tuple[int, float, float] | None:
    """An approximate Chinese numeral as a range: (where the upper end starts, lower, upper).

    七八千 -> (1, 7000, 8000); 二三十 -> (1, 20, 30); 十七八 -> (2, 17, 18);
    None when ``text`` holds no such pair (or more than one digit pair, as in a
    year 一九九八).
    """
    if not text or text[0].isdigit() or "点" in text:
        return None
    table = numerals()
    pairs = _approx_pairs()
    found = None
    for i in range(len(text) - 1):
        a, b = text[i], text[i + 1]
        if a in table and b in table and table[a][1] == table[b][1] == "digit":
            if found is not None or (a, b) not in pairs:
                return None
            found = i
    if found is None:
        return None
    i = found
    lower = parse_number(text[:i + 1] + text[i + 2:])
    upper = parse_number(text[:i] + text[i + 1:])
    if lower is None or upper is None:
        return None
    return i + 1, lower, upper
