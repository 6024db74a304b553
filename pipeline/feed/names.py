"""File names as they can be shown, saved and used as doc_ids.

On POSIX a file name is bytes; Python gives the bytes that are not UTF-8 as
lone surrogates (``\\udcff``), which cannot be printed or written as UTF-8,
and a name may hold newlines, escape sequences or bidirectional controls that
would break a one-line message or act on the terminal.

- :func:`one_line` makes any message printable on one line: undecodable bytes
  become ``\\xff``, control and bidirectional characters their escapes
  (``\\n``, ``\\x1b``, ``\\u202e``); nothing else changes.
- :func:`name_text` is the text of a name for a doc_id: a name in GB18030 or
  Big5 (archives made on Chinese Windows) is read as such (the reading made
  of common characters only, GB2312 or Big5 level 1, first; GB18030 when
  both or neither are), other undecodable bytes become ``-``.
"""
from __future__ import annotations

import os
import re

from pipeline.feed import foreign

_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def _escape(match: re.Match) -> str:
    ch = match.group()
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    code = ord(ch)
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8 (surrogateescape)
        return f"\\x{code - 0xDC00:02x}"
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str | os.PathLike) -> str:
    """``text`` with every character that is unsafe on a terminal line escaped."""
    return _UNSAFE.sub(_escape, os.fspath(text))


def name_text(name: str) -> str:
    """The text of a file name (or stem) for a doc_id: never a surrogate or a control character."""
    if not re.search(r"[\ud800-\udfff]", name):
        return name
    raw = os.fsencode(name)
    readings = []
    for codec, common in (("gb18030", "gb2312"), ("big5", None)):
        try:
            text = raw.decode(codec)
        except UnicodeDecodeError:
            continue
        if foreign.plausible(text) and re.search(foreign.HAN, text):
            if _all_common(text, codec, common):
                return text
            readings.append(text)
    return readings[0] if readings else raw.decode("utf-8", errors="replace").replace("\ufffd", "-")


def _all_common(text: str, codec: str, common: str | None) -> bool:
    """Every character is among the common ones of ``codec`` (GB2312; Big5's level 1, A440-C67E)."""
    for ch in text:
        if ch.isascii():
            continue
        try:
            if common:
                ch.encode(common)
            elif not 0xA4 <= ch.encode(codec)[0] <= 0xC6:
                return False
        except UnicodeEncodeError:
            return False
    return True
