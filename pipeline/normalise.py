"""Stage 2, normalise: Traditional to Simplified, NFKC, one kind of dash.

The normalised text is what the tokenizer and the extractors see.  ``to_orig``
maps every normalised character to the index of the original character it
came from, so any span of the normalised text can be given in the original
(:meth:`Normalised.orig_span`).
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Dashes, hyphens and minus signs that become "-".
DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d\u30fc"
_DASH_TABLE = str.maketrans({c: "-" for c in DASHES})
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_SEGMENT = re.compile(r"[^\n。！？；;!?]*[\n。！？；;!?]?")


@dataclass(frozen=True)
class Normalised:
    text: str
    to_orig: tuple[int, ...]  # len(text) + 1 entries; the last is len(original)
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


def detect_script(original: str, simplified: str) -> str:
    han = _HAN.findall(original)
    letters = sum(1 for c in original if c.isascii() and c.isalpha())
    if len(han) < 20 and len(han) * 4 < letters:
        return "en"
    changed = sum(1 for a, b in zip(original, simplified) if a != b)
    return "zh-Hant" if changed > max(3, len(han) * 0.02) else "zh-Hans"


def normalise(original: str) -> Normalised:
    simplified = to_simplified(original)
    script = detect_script(original, simplified)
    if unicodedata.is_normalized("NFKC", simplified) and not any(c in simplified for c in DASHES):
        return Normalised(simplified, tuple(range(len(original) + 1)), script)
    out: list[str] = []
    to_orig: list[int] = []
    for i, ch in enumerate(simplified):
        n = _nfkc_char(ch) if ord(ch) > 127 else ch
        if len(n) == 1:
            out.append(n)
            to_orig.append(i)
        else:
            out.append(n)
            to_orig.extend([i] * len(n))
    to_orig.append(len(original))
    return Normalised("".join(out), tuple(to_orig), script)
