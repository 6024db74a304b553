"""Encoding detection for `pipeline add`: every supported encoding, and files that cannot be decoded."""
from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from pipeline.feed.decode import declared_charset, decode_bytes
from pipeline.read import InputError

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
SIMPLIFIED = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
ENGLISH = (FIXTURES / "article_en.md").read_text(encoding="utf-8")


def traditional(text: str) -> str:
    import opencc

    return opencc.OpenCC("s2tw").convert(text)  # Taiwan forms: all in Big5


@pytest.mark.parametrize(
    "script, codec, expected",
    [
        ("zh-Hans", "utf-8", "utf-8"),
        ("zh-Hans", "utf-8-sig", "utf-8-sig"),
        ("zh-Hans", "utf-16", "utf-16"),  # with a BOM
        ("zh-Hans", "utf-16-le", "utf-16-le"),  # without one
        ("zh-Hans", "gb18030", "gb18030"),
        ("zh-Hans", "gbk", "gb18030"),  # GBK is read as its superset
        ("zh-Hant", "big5", "big5"),
        ("zh-Hant", "utf-8", "utf-8"),
        ("zh-Hant", "gb18030", "gb18030"),  # Traditional characters in GB18030
        ("en", "utf-8", "utf-8"),
        ("en", "utf-16", "utf-16"),
    ],
)
def test_each_encoding_is_detected_and_converted(script, codec, expected):
    text = {"zh-Hans": SIMPLIFIED, "zh-Hant": traditional(SIMPLIFIED), "en": ENGLISH}[script]
    decoded = decode_bytes(text.encode(codec), "a.txt")
    assert decoded.text == text
    assert decoded.encoding == expected


def test_short_big5_and_gbk_lines_are_told_apart():
    line = "英伟达H100在GPT-3测试中仅用11分钟完成训练。"
    assert decode_bytes(line.encode("gbk"), "s.txt").text == line
    trad = traditional(line)
    assert decode_bytes(trad.encode("big5"), "t.txt").text == trad


@pytest.mark.parametrize(
    "data, problem",
    [
        (b"", "empty file"),
        (b"  \r\n\t\n", "empty file"),
        (codecs.BOM_UTF8 + b"\n", "empty file"),
        (bytes(range(128, 256)) * 3, "cannot be decoded: not UTF-8, UTF-16, GB18030/GBK or Big5"),
        (b"\x89PNG\r\n\x1a\n" + bytes(200), "binary file"),
        (b"\x01\x02\x03\x04\x05\x06\x07\x08\x0e\x0f\x10\x11" * 20, "binary file"),
        (codecs.BOM_UTF8 + b"\xff\xfe\xfa bad", "byte-order mark but is not valid"),
    ],
)
def test_undecodable_files_get_one_clear_error(data, problem):
    with pytest.raises(InputError) as exc:
        decode_bytes(data, "bad.txt")
    message = str(exc.value)
    assert message.startswith("bad.txt: ")
    assert problem in message
    assert "\n" not in message


@pytest.mark.parametrize(
    "head, expected",
    [
        (b'<meta charset="gbk">', "gb18030"),
        (b"<meta http-equiv='Content-Type' content='text/html; charset=Big5'>", "big5"),
        (b'<meta charset="utf-8">', "utf-8"),
        (b'<meta charset="no-such-codec">', None),
        (b"<p>no declaration</p>", None),
    ],
)
def test_declared_html_charset(head, expected):
    assert declared_charset(b"<html><head>" + head + b"</head>") == expected


def test_a_wrong_declaration_falls_back_to_detection():
    data = SIMPLIFIED.encode("utf-8")
    assert decode_bytes(data, "p.html", declared="big5").text == SIMPLIFIED
