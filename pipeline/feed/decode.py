"""Bytes of an article file to text: UTF-8 (with or without BOM), UTF-16, GB18030/GBK, Big5.

A byte-order mark decides first; then strict UTF-8; then an HTML page's
declared charset; then charset-normalizer, limited to the encodings Chinese
and English press articles come in.  GB18030 and Big5 decode almost any
bytes, so a legacy result is checked (``foreign``) and refused when the file
is plainly Korean, Japanese or a Latin-script encoding: a file is refused
with a clear error rather than read as mojibake.

An HTML page that declares a Western charset (Windows-1252, ISO-8859-1/15)
is decoded as such: the declaration makes it sure.  Other declarations
(Korean, Japanese, Cyrillic, ...) are refused unless the bytes are UTF-8.

A file whose text is only whitespace (any Unicode space, zero-width
characters and byte-order marks included) is refused as empty.
"""
from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

from pipeline.feed import foreign
from pipeline.read import EMPTY, ONLY_WHITESPACE, InputError, is_blank

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
LEGACY = ["gb18030", "big5", "cp950"]  # tried in turn when charset-normalizer's pick fails
UTF16 = {"utf_16", "utf_16_le", "utf_16_be"}  # only for files with NUL bytes (ASCII in UTF-16)
BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
SUPPORTED = "UTF-8, UTF-16, GB18030/GBK or Big5"
# Declared charsets that are read as declared (canonical codec names).
DECLARED_OK = {"utf-8", "utf-16", "utf-16-le", "utf-16-be", "gb18030", "big5", "cp950", "big5hkscs"}
DECLARED_WESTERN = {"cp1252": "cp1252", "latin-1": "cp1252", "iso8859-1": "cp1252",  # as browsers do
                    "iso8859-15": "iso8859-15"}
_DECLARED = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_\-]+)""", re.I)


@dataclass(frozen=True)
class Decoded:
    text: str
    encoding: str  # the codec's canonical name: utf-8, utf-8-sig, utf-16, gb18030, big5, ...


def _canonical(name: str) -> str:
    return codecs.lookup(name).name


def _check_text(text: str, path) -> str:
    text = text.lstrip("\ufeff")
    if is_blank(text):
        raise InputError(path, ONLY_WHITESPACE)
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


def _legacy(data: bytes, codec: str, path, *, sure: bool) -> Decoded | None:
    """Decode with a detected (not declared) codec: refused (InputError) when plainly not Chinese
    or English; None when charset-normalizer did not pick ``codec`` and the text is not plainly
    Chinese or English either."""
    text = _check_text(data.decode(codec), path)
    other = foreign.not_chinese(text, data, codec)
    if other:
        raise InputError(path, f"looks like {other}, not {SUPPORTED}; convert it to UTF-8 "
                               f"(read as {_canonical(codec)} it would be mojibake)")
    if not sure and not foreign.plausible(text):
        return None
    return Decoded(text, _canonical(codec))


def _other_chinese(data: bytes, decoded: Decoded, path) -> Decoded:
    """GB18030 and Big5 both decode much of mostly-English text: keep the reading without
    symbols glued inside words (``Google’s``, not ``Google＊s``)."""
    other = {"gb18030": "big5", "big5": "gb18030", "cp950": "gb18030"}.get(decoded.encoding)
    if other is None or not foreign.oddities(decoded.text):
        return decoded
    try:
        alternative = _legacy(data, other, path, sure=False)
    except (UnicodeDecodeError, InputError):
        return decoded
    if alternative is not None and foreign.oddities(alternative.text) < foreign.oddities(decoded.text):
        return alternative
    return decoded


def _not_decodable(data: bytes, path, why: str) -> InputError:
    other = foreign.guess(data)
    hint = f"; it looks like {other}: convert it to UTF-8" if other else ""
    return InputError(path, f"cannot be decoded: not {SUPPORTED} ({why}){hint}")


def decode_bytes(data: bytes, path, *, declared: str | None = None) -> Decoded:
    """Decode an article file, or raise InputError saying why it cannot be."""
    if not data:
        raise InputError(path, EMPTY)
    if not data.strip():
        raise InputError(path, ONLY_WHITESPACE)
    for bom, codec in BOMS:
        if data.startswith(bom):
            try:
                return Decoded(_check_text(data.decode(codec), path), _canonical(codec))
            except UnicodeDecodeError as exc:
                raise InputError(path, f"starts with a {codec} byte-order mark but is not valid {codec} "
                                       f"(offset {exc.start})") from None
    named = foreign.iso2022(data)
    if named:
        raise InputError(path, f"looks like {named}, not {SUPPORTED}; convert it to UTF-8")
    has_nul = b"\x00" in data  # UTF-16 without a BOM, or a binary file
    if not has_nul:
        try:
            return Decoded(_check_text(data.decode("utf-8"), path), "utf-8")
        except UnicodeDecodeError:
            pass
    if declared:
        codec = declared if declared in DECLARED_OK else DECLARED_WESTERN.get(declared)
        if codec is None:
            raise InputError(path, f"declares charset {declared}, which add does not read "
                                   f"({SUPPORTED}); convert it to UTF-8")
        try:
            return Decoded(_check_text(data.decode(codec), path), codec)
        except UnicodeDecodeError:
            pass  # the page's declaration is wrong: detect
    import charset_normalizer

    allowed = [name for name in CANDIDATES if has_nul or name not in UTF16]
    best = charset_normalizer.from_bytes(data, cp_isolation=allowed).best()
    picked = CANDIDATES.get(best.encoding, best.encoding) if best is not None else None
    if has_nul:  # UTF-16 or binary: the half of the bytes where ASCII's NULs fall says which
        order = [picked] if picked else []
        order += ["utf-16-le", "utf-16-be"] if data[1::2].count(0) >= data[::2].count(0) else ["utf-16-be", "utf-16-le"]
    else:
        order = ([picked] if picked else []) + LEGACY
    problem = None
    for codec in dict.fromkeys(order):
        try:
            decoded = _legacy(data, codec, path, sure=picked == codec)
        except UnicodeDecodeError:
            continue
        except InputError as err:
            problem = problem or err
            continue
        if decoded is not None:
            return _other_chinese(data, decoded, path)
    if problem is not None:
        raise problem
    if has_nul:
        raise InputError(path, "binary file (contains NUL bytes), not a text article")
    why = f"looks like {best.encoding} but has invalid bytes" if best is not None else "no encoding fits its bytes"
    raise _not_decodable(data, path, why)
