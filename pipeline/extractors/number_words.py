"""English number words: "twenty", "twenty-two", "two hundred and fifty",
"five million", "two and a half", "half an", "a quarter million", and the
articles "a"/"an" (one, where a unit follows: "an hour").

The words are data (``number_words.csv``, the magnitudes of
``magnitudes.csv``); ``find_number_words`` gives ``(start, end, value,
kind)`` for each phrase, ``kind`` being ``article`` or ``fraction`` for a
bare "a"/"an" or "half" (the caller decides where those count), else "".  One regular expression over the text: linear.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import magnitudes, number_words


def _alt(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@lru_cache(maxsize=1)
def _regex() -> re.Pattern:
    table = number_words()

    def of(*kinds):
        return _alt(w for w, (_, k) in table.items() if k in kinds)

    digit, teen, tens, hundred = of("digit"), of("teen"), of("tens"), of("hundred")
    article = of("article")
    half = _alt(w for w, (v, k) in table.items() if k == "fraction" and v == 0.5)
    quarter = _alt(w for w, (v, k) in table.items() if k == "fraction" and v != 0.5)
    mag = _alt(w for w in magnitudes() if w.isascii() and len(w) > 1)
    card = rf"(?:(?:{tens})(?:[- ](?:{digit}))?|{teen}|{digit})"
    hund = rf"(?:(?:{card}|{article})\s+(?:{hundred})(?:\s+(?:and\s+)?{card})?|{card})"
    num = rf"{hund}(?:\s+(?:{mag})(?:\s+(?:and\s+)?{hund})?)*"
    frac = rf"(?:(?:{article})\s+)?(?:{half})(?:\s+(?:{article})\b)?|(?:(?:{article})\s+)?(?:{quarter})"
    phrase = (rf"{num}\s+and\s+(?:{article})\s+(?:{half})"  # two and a half
              rf"|{card}\s+(?:{quarter})(?:\s+(?:{mag}))?"  # three quarters (billion)
              rf"|{num}"
              rf"|(?:{frac})(?:\s+(?:{mag}))?"  # half an (hour), a half (hour), half million, a quarter million
              rf"|(?:{article})\s+(?:{mag})(?:\s+(?:and\s+)?{hund})?"  # a million
              rf"|{article}")
    # every phrase starts with a word of the table: a position whose character starts none is
    # passed over at once, instead of through every branch (five times as fast, same matches)
    first = "".join(sorted({re.escape(w[0]) for w in table}))
    # a number glued to "fold" (threefold, tenfold) ends before it
    return re.compile(rf"(?i)(?<![A-Za-z0-9$])(?=[{first}])(?:{phrase})(?:(?![A-Za-z0-9])|(?=fold(?![A-Za-z])))")


@lru_cache(maxsize=1)
def _latin_magnitudes() -> dict[str, float]:
    return {w.lower(): f for w, f in magnitudes().items() if w.isascii()}


def value_of(phrase: str) -> tuple[float, str]:
    """The value of a matched phrase and its kind (article, fraction or "")."""
    table = number_words()
    mags = _latin_magnitudes()
    words = [w for w in re.split(r"[\s-]+", phrase.lower()) if w]
    if len(words) == 1 and table.get(words[0], (0, ""))[1] in ("article", "fraction"):
        value, kind = table[words[0]]
        return value, kind
    total, current, after_and = 0.0, 0.0, False
    kinds = set()
    for w in words:
        if w == "and":
            after_and = True
            continue
        if w in mags:
            total += (current or 1.0) * mags[w]
            current = 0.0
            continue
        value, kind = table[w]
        kinds.add(kind)
        if kind in ("digit", "teen", "tens"):
            current += value
        elif kind == "hundred":
            current = (current or 1.0) * value
        elif kind == "fraction":
            if value == 0.5:
                current = current + value if after_and or current else value
            else:  # quarter(s): three quarters = 0.75
                current = current * value if current else value
        # an article adds nothing: "a half" is 0.5, "a million" is 10^6, "half an" is 0.5
    if kinds <= {"article", "fraction"} and not total:
        return current or 1.0, "fraction"
    return total + current, ""


def find_number_words(text: str):
    """(start, end, value, kind) of every English number phrase of ``text``, left to right."""
    if text.isascii() and not any(c.isalpha() for c in text):
        return
    for m in _regex().finditer(text):
        value, kind = value_of(m.group(0))
        yield m.start(), m.end(), value, kind


# after "twice" or "thrice", what makes it a multiplier of a comparison (twice as fast as, twice the
# throughput, twice that of, twice faster), not a count of occasions (ran it twice, twice a year)
_COMPARED = (r"\s+(?:as\s+[a-z-]+(?:\s+[a-z-]+)?\s+as\b|as\s+(?:many|much|fast|quick|quickly|high|large|big|efficient|"
             r"powerful|good|cheap|expensive|long)\b|the\s+[a-z-]+|that\s+of\b|those\s+of\b|(?:faster|quicker|"
             r"higher|better|larger|bigger|greater|slower|cheaper|more)\b)")


@lru_cache(maxsize=1)
def _multiplier_regex() -> tuple[re.Pattern | None, tuple[str, ...]]:
    """The pattern of the multiplying words of number_words.csv (kind times, 2 or more), and the words."""
    words = tuple(w for w, (v, k) in number_words().items() if k == "times" and v >= 2)
    if not words:
        return None, words
    return re.compile(rf"(?i)(?<![A-Za-z0-9])(?P<word>{_alt(words)})(?={_COMPARED})"), words


def find_multiplier_words(text: str):
    """(start, end, value) of each "twice"/"thrice" that multiplies a comparison: a ratio
    (GOLD.md: ratios need a number; "twice" is the word for two times, like 两倍; "doubled" is none)."""
    regex, words = _multiplier_regex()
    low = text.lower()
    if regex is None or not any(w in low for w in words):
        return
    table = number_words()
    for m in regex.finditer(text):
        yield m.start(), m.end(), table[m.group("word").lower()][0]
