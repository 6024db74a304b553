"""Is a legacy-decoded text really Chinese?  Korean, Japanese and Latin-script files told apart.

GB18030 and Big5 accept almost any sequence of bytes above 0x80, so a file in
another legacy encoding often "decodes" without an error into Chinese-looking
mojibake.  Each test below looks for what the other encoding would show and
Chinese text never does; they are meant to refuse only what is clearly not
Chinese (checked on every article and every line of the dev set, in GB18030
and Big5: none is refused):

- Korean (EUC-KR): the bytes decode strictly as EUC-KR into Hangul syllables
  (at least 12, and 90 % of the Hangul and Han letters) with the spaces
  between words that Korean writes and Chinese does not;
- Japanese (Shift_JIS, EUC-JP): the text, or the bytes decoded as Shift_JIS
  or EUC-JP, is a fifth kana (Chinese uses none);
- a Latin-script encoding (Windows-1252, ISO-8859-*): the "Chinese" characters
  are few (a third of the Latin letters at most), isolated (runs of one or
  two), and nearly all took an ASCII letter as their second byte or stand
  between two ASCII letters: accented letters inside words.
"""
from __future__ import annotations

import re

HAN = r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\ue000-\uf8ff\U00020000-\U0003ffff]"
_HAN = re.compile(HAN)
_HAN_RUN = re.compile(HAN + "+")
_SYLLABLE = re.compile(r"[\uac00-\ud7a3]")
_WORD_GAP = re.compile(r"[\uac00-\ud7a3] [\uac00-\ud7a3]")
_JAMO = re.compile(r"[\u1100-\u11ff\u3130-\u318f]")
_KANA = re.compile(r"[\u3041-\u3096\u30a1-\u30fa]")  # not ー or ・, which Chinese text may carry
_LATIN = re.compile(r"[A-Za-z]")

KOREAN = "Korean (EUC-KR)"
JAPANESE = "Japanese (Shift_JIS or EUC-JP)"
WESTERN = "a Latin-script encoding such as Windows-1252 or ISO-8859"
ISO2022 = ((b"\x1b$)C", "Korean (ISO-2022-KR)"), (b"\x1b$B", "Japanese (ISO-2022-JP)"),
           (b"\x1b$@", "Japanese (ISO-2022-JP)"), (b"\x1b(J", "Japanese (ISO-2022-JP)"))


def _strict(data: bytes, codec: str) -> str | None:
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        return None


def looks_korean(data: bytes) -> bool:
    text = _strict(data, "euc_kr")
    if text is None:
        return False
    syllables = len(_SYLLABLE.findall(text))
    others = len(_HAN.findall(text)) + len(_JAMO.findall(text)) + len(_KANA.findall(text))
    gaps = len(_WORD_GAP.findall(text))
    return syllables >= 12 and syllables >= 0.9 * (syllables + others) and gaps >= max(2, syllables / 10)


def looks_japanese(text: str, data: bytes) -> bool:
    for candidate in (text, _strict(data, "cp932"), _strict(data, "euc_jp")):
        if candidate is None:
            continue
        kana = len(_KANA.findall(candidate))
        if kana >= 3 and kana >= 0.2 * (kana + len(_HAN.findall(candidate))):
            return True
    return False


def _ascii_letter_trail(ch: str, codec: str) -> bool:
    try:
        encoded = ch.encode(codec)
    except (UnicodeEncodeError, LookupError):
        return False
    return len(encoded) == 2 and encoded[1] < 0x80 and chr(encoded[1]).isalpha()


def looks_western(text: str, codec: str) -> bool:
    runs = _HAN_RUN.findall(text)
    han = sum(len(r) for r in runs)
    if not han or max(len(r) for r in runs) > 2 or 3 * han > len(_LATIN.findall(text)):
        return False
    glued = sum(1 for m in _HAN.finditer(text)
                if _ascii_letter_trail(m.group(), codec) or _between_letters(text, m.start()))
    return glued >= 0.8 * han


def _between_letters(text: str, i: int) -> bool:
    return 0 < i < len(text) - 1 and text[i - 1].isascii() and text[i - 1].isalpha() \
        and text[i + 1].isascii() and text[i + 1].isalpha()


def iso2022(data: bytes) -> str | None:
    """The ISO-2022 encoding whose escape sequences ``data`` carries, if any."""
    for escape, name in ISO2022:
        if escape in data:
            return name
    return None


def not_chinese(text: str, data: bytes, codec: str) -> str | None:
    """What ``data`` looks like instead of ``codec`` Chinese, or None when nothing else fits."""
    if looks_korean(data):
        return KOREAN
    if looks_japanese(text, data):
        return JAPANESE
    if looks_western(text, codec):
        return WESTERN
    return None


_USUAL = re.compile(r"[\t\n\r\x20-\x7e\u00a0-\u00ff\u2000-\u209f\u2100-\u215f\u2190-\u21ff\u2460-\u24ff\u2500-\u257f\u25a0-\u25ff\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


def plausible(text: str) -> bool:
    """Nearly every character is ASCII, common Han or punctuation (no rare or private-use ones)."""
    return len(_USUAL.findall(text)) >= 0.98 * len(text)


_ODD = re.compile(r"(?<=[A-Za-z])[^\x00-\x7f\u00c0-\u024f\u2018\u2019\u3400-\u4dbf\u4e00-\u9fff](?=[A-Za-z])")


def oddities(text: str) -> int:
    """Symbols glued inside Latin words (``Google＊s``): what GB18030 English read as Big5 shows."""
    return len(_ODD.findall(text))


def guess(data: bytes) -> str | None:
    """For a file no supported encoding decodes: which of the known others it looks like."""
    named = iso2022(data)
    if named:
        return named
    if looks_korean(data):
        return KOREAN
    if looks_japanese("", data):
        return JAPANESE
    text = data.decode("cp1252", errors="replace")
    high = [ch for ch in text if ord(ch) > 0x7F]
    if high and sum(ch.isalpha() or ch in "‘’“”–—…€£©«»°" for ch in high) >= 0.9 * len(high):
        return WESTERN
    return None
