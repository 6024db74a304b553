"""Stage 2, normalise: Traditional to Simplified, NFKC, one kind of dash.

The normalised text is what the tokenizer and the extractors see.  ``to_orig``
maps every normalised character to the index of the original character it
came from, so any span of the normalised text can be given in the original
(:meth:`Normalised.orig_span`).
"""
from __future__ import annotations

import operator
import re
from array import array
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

from pipeline.cantonese import read_as_mandarin

# Dashes, hyphens and minus signs that become "-".
DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d\u30fc"
_DASH_TABLE = str.maketrans({c: "-" for c in DASHES})
_HAN = r"\u3400-\u9fff\uf900-\ufaff"  # the Chinese characters counted by detect_script
_SEGMENT = re.compile(r"[^\n。！？；;!?]*[\n。！？；;!?]?")


@dataclass(frozen=True)
class Normalised:
    text: str
    to_orig: Sequence[int]  # len(text) + 1 entries; the last is len(original)
    script: str  # zh-Hans, zh-Hant or en

    def orig_span(self, start: int, end: int) -> tuple[int, int]:
        """The original [start, end) of the normalised [start, end)."""
        if end <= start:
            o = self.to_orig[start]
            return o, o
        return self.to_orig[start], self.to_orig[end - 1] + 1


@lru_cache(maxsize=1)
def _t2s():
    import opencc

    return opencc.OpenCC("t2s")


def to_simplified(text: str) -> str:
    """OpenCC t2s, forced to keep the length (character by character where a phrase would not)."""
    conv = _t2s().convert
    out = conv(text)
    if len(out) == len(text):
        return out
    parts = []
    for m in _SEGMENT.finditer(text):
        seg = m.group(0)
        if not seg:
            continue
        s = conv(seg)
        if len(s) != len(seg):
            s = "".join(c2 if len(c2 := conv(c)) == 1 else c for c in seg)
        parts.append(s)
    return "".join(parts)


@lru_cache(maxsize=4096)
def _nfkc_char(ch: str) -> str:
    return unicodedata.normalize("NFKC", ch).translate(_DASH_TABLE)


class _OneCharTable(dict):
    """A str.translate table built on demand: a character whose NFKC form is
    one character maps to it; one whose form is longer (… to ...) maps to
    itself and is remembered, so that the caller can fall back to the slow,
    offset-keeping path."""

    expanding: set[str] = set()

    def __missing__(self, code: int):
        n = _nfkc_char(chr(code))
        if len(n) == 1:
            self[code] = n
        else:
            self[code] = chr(code)
            _OneCharTable.expanding.add(chr(code))
        return self[code]


_ONE_CHAR = _OneCharTable()
_HAN_RUN = re.compile(f"[{_HAN}]+")
_ASCII_RUN = re.compile(r"[A-Za-z]+")
# twenty Chinese characters or more (possessive: no backtracking when there are fewer)
_HAN_20 = re.compile(f"(?:[^{_HAN}]*+[{_HAN}]){{20}}")


def _count(run: re.Pattern, text: str) -> int:
    """How many characters of ``text`` the runs of ``run`` hold (one string per run, not per character)."""
    return sum(map(len, run.findall(text)))


def detect_script(original: str, simplified: str) -> str:
    """en where fewer than 20 Chinese characters are under a quarter of the ASCII letters; else
    zh-Hant where OpenCC t2s changed more than 3 characters and 2 % of the Chinese ones.

    Each count is taken only when the decision needs it."""
    han = None
    if _HAN_20.match(original) is None:
        han = _count(_HAN_RUN, original)
        if han * 4 < _count(_ASCII_RUN, original):
            return "en"
    if original == simplified:
        return "zh-Hans"
    changed = sum(map(operator.ne, original, simplified))
    if changed <= 3:
        return "zh-Hans"
    if changed > len(original) * 0.02:  # more than 2 % of all the characters, so of the Chinese ones
        return "zh-Hant"
    if han is None:
        han = _count(_HAN_RUN, original)
    return "zh-Hant" if changed > han * 0.02 else "zh-Hans"


_SURROGATE = re.compile(r"[\ud800-\udfff]")


def normalise(original: str) -> Normalised:
    # a lone surrogate (possible in a str, never in decoded UTF-8) would stop OpenCC
    safe = _SURROGATE.sub("\ufffd", original) if not original.isascii() else original
    simplified = to_simplified(safe)
    script = detect_script(safe, simplified)
    if script != "en" and len(simplified) == len(safe):
        simplified = read_as_mandarin(safe, simplified)  # 係 -> 是, 嘅 -> 的 (data/cantonese.csv)
    if simplified.isascii() or (unicodedata.is_normalized("NFKC", simplified)
                                and not any(c in simplified for c in DASHES)):
        return Normalised(simplified, range(len(original) + 1), script)
    text = simplified.translate(_ONE_CHAR)
    if not _OneCharTable.expanding or not any(c in text for c in _OneCharTable.expanding):
        return Normalised(text, range(len(original) + 1), script)
    # the characters whose form is longer (… to ...): between them the text is ``text`` and the
    # map the identity, written as runs (8 bytes a character, no Python loop per character)
    out: list[str] = []
    to_orig = array("q")
    pos = 0
    for m in _expanding_regex(frozenset(_OneCharTable.expanding)).finditer(simplified):
        i = m.start()
        n = _nfkc_char(simplified[i])
        out.append(text[pos:i])
        out.append(n)
        to_orig.extend(range(pos, i))
        to_orig.extend([i] * len(n))
        pos = i + 1
    out.append(text[pos:])
    to_orig.extend(range(pos, len(simplified)))
    to_orig.append(len(original))
    return Normalised("".join(out), to_orig, script)


@lru_cache(maxsize=8)
def _expanding_regex(chars: frozenset[str]) -> re.Pattern:
    return re.compile("[" + "".join(re.escape(c) for c in sorted(chars)) + "]")
