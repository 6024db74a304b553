"""Bytes of an article file to text: UTF-8 (with or without BOM), UTF-16, GB18030/GBK, Big5.

A byte-order mark decides first; then strict UTF-8; then charset-normalizer,
limited to the encodings Chinese and English press articles come in, so a
file in none of them is refused with a clear error instead of being read as
mojibake.
"""
from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

from pipeline.read import InputError

# What charset-normalizer may answer (its names), and the codec we then decode
# with: GBK and GB2312 are subsets of GB18030, so they are decoded as GB18030;
# Big5 falls back to CP950 (Microsoft's superset) for the characters it lacks.
CANDIDATES = {
    "utf_8": "utf-8",
    "utf_16": "utf-16",
    "utf_16_le": "utf-16-le",
    "utf_16_be": "utf-16-be",
    "gb18030": "gb18030",
    "gbk": "gb18030",
    "gb2312": "gb18030",
    "cp936": "gb18030",
    "big5": "big5",
    "cp950": "cp950",
    "big5hkscs": "big5hkscs",
}
BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
SUPPORTED = "UTF-8, UTF-16, GB18030/GBK or Big5"
_DECLARED = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_\-]+)""", re.I)


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str  # the codec's canonical name: utf-8, utf-8-sig, utf-16, gb18030, big5, ...


def _canonical(name: str) -> str:
    return codecs.lookup(name).name


def _check_text(text: str, path) -> str:
    text = text.lstrip("\ufeff")
    if not text.strip():
        raise InputError(path, "empty file (no text)")
    sample = text[:4096]
    controls = sum(1 for ch in sample if ord(ch) < 32 and ch not in "\r\n\t\f\v")
    if "\x00" in sample or controls > max(8, len(sample) // 50):
        raise InputError(path, "binary file (control characters), not a text article")
    return text


def declared_charset(data: bytes) -> str | None:
    """The charset an HTML page declares in a <meta> tag, if Python knows it."""
    m = _DECLARED.search(data[:4096])
    if not m:
        return None
    try:
        name = _canonical(m.group(1).decode("ascii"))
    except LookupError:
        return None
    return "gb18030" if name in ("gbk", "gb2312", "cp936") else name


def decode_bytes(data: bytes, path, *, declared: str | None = None) -> Decoded:
    """Decode an article file, or raise InputError saying why it cannot be."""
    if not data.strip():
        raise InputError(path, "empty file (no text)")
    for bom, codec in BOMS:
        if data.startswith(bom):
            try:
                return Decoded(_check_text(data.decode(codec), path), _canonical(codec))
            except UnicodeDecodeError as exc:
                raise InputError(path, f"starts with a {codec} byte-order mark but is not valid {codec} "
                                       f"(offset {exc.start})") from None
    if declared:
        try:
            return Decoded(_check_text(data.decode(declared), path), _canonical(declared))
        except (UnicodeDecodeError, LookupError):
            pass  # the page's declaration is wrong: detect
    has_nul = b"\x00" in data  # UTF-16 without a BOM, or a binary file
    if not has_nul:
        try:
            return Decoded(_check_text(data.decode("utf-8"), path), "utf-8")
        except UnicodeDecodeError:
            pass
    import charset_normalizer

    best = charset_normalizer.from_bytes(data, cp_isolation=list(CANDIDATES)).best()
    if best is None and has_nul:
        raise InputError(path, "binary file (contains NUL bytes), not a text article")
    if best is None:
        raise InputError(path, f"cannot be decoded: not {SUPPORTED} (no encoding fits its bytes)")
    codec = CANDIDATES.get(best.encoding, best.encoding)
    for attempt in (codec, "cp950") if codec == "big5" else (codec,):
        try:
            return Decoded(_check_text(data.decode(attempt), path), _canonical(attempt))
        except UnicodeDecodeError:
            continue
    raise InputError(path, f"cannot be decoded: looks like {best.encoding} but has invalid bytes")
