"""Encoding detection for `pipeline add`: every supported encoding, and files that cannot be decoded."""
from __future__ import annotations

import codecs
import functools
from pathlib import Path

import pytest

from pipeline.feed.decode import declared_charset, decode_bytes
from pipeline.read import InputError

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
SIMPLIFIED = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
ENGLISH = (FIXTURES / "article_en.md").read_text(encoding="utf-8")


@functools.lru_cache(maxsize=1)
def _s2tw():
    import opencc

    return opencc.OpenCC("s2tw")


def traditional(text: str) -> str:
    return _s2tw().convert(text)  # Taiwan forms: all in Big5


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


# -- files that are not Chinese or English: refused, never read as GB18030/Big5 mojibake ------------

FOREIGN = Path(__file__).parent / "fixtures" / "feed" / "foreign"


def foreign(lang: str) -> str:
    return (FOREIGN / f"{lang}.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "lang, codec, named",
    [
        ("ko", "euc_kr", "Korean"),
        ("ko", "cp949", "Korean"),
        ("ko", "iso2022_kr", "Korean"),
        ("ja", "shift_jis", "Japanese"),
        ("ja", "cp932", "Japanese"),
        ("ja", "euc_jp", "Japanese"),
        ("ja", "iso2022_jp", "Japanese"),
        ("fr", "cp1252", "Latin-script"),
        ("fr", "latin_1", "Latin-script"),
        ("de", "cp1252", "Latin-script"),
        ("de", "iso8859_15", "Latin-script"),
        ("de", "cp1250", "Latin-script"),
        ("de", "mac_roman", "Latin-script"),
        ("es", "latin_1", "Latin-script"),
    ],
)
def test_korean_japanese_and_western_files_are_refused_with_what_they_look_like(lang, codec, named):
    with pytest.raises(InputError) as exc:
        decode_bytes(foreign(lang).encode(codec), "bad.txt")
    message = str(exc.value)
    assert message.startswith("bad.txt: ") and "\n" not in message
    assert named in message and "convert it to UTF-8" in message


WESTERN = ["cp1252", "latin_1", "iso8859_15", "cp1250", "mac_roman", "cp850"]


@pytest.mark.parametrize("lang, codec", [("ko", c) for c in ("euc_kr", "cp949")]
                         + [("ja", c) for c in ("shift_jis", "cp932", "euc_jp")]
                         + [(lang, c) for lang in ("fr", "de", "es") for c in WESTERN])
def test_no_foreign_line_is_read_as_mojibake(lang, codec):
    """Each line alone, in each legacy encoding that can hold it: refused, or read exactly (ASCII)."""
    for line in foreign(lang).splitlines():
        try:
            data = line.encode(codec)
        except UnicodeEncodeError:
            continue
        try:
            decoded = decode_bytes(data, "line.txt")
        except InputError:
            continue
        assert decoded.text == line, (lang, codec, decoded.encoding)


def chinese_texts():
    roots = [FIXTURES, Path(__file__).resolve().parents[1] / "corpus" / "articles",
             Path("/work/shared/devset/articles")]
    for root in roots:
        for path in sorted(root.glob("*.txt")) + sorted(root.glob("*.md")) if root.is_dir() else ():
            yield path.name, path.read_text(encoding="utf-8")


def han(text: str) -> int:
    return sum("\u4e00" <= ch <= "\u9fff" for ch in text)


@pytest.mark.parametrize("codec", ["gb18030", "gbk", "big5", "utf-16-le", "utf-16-be"])
def test_every_chinese_article_and_line_round_trips_exactly(codec):
    """No false refusal: each article (and each line with 8 Han characters or more) of the fixtures,
    the bundled corpus and the dev set, in each supported encoding, reads back exactly."""
    checked = 0
    for name, text in chinese_texts():
        if codec == "big5":
            text = traditional(text)
        units = [text] + [line for line in text.splitlines() if han(line) >= 8] if codec != "gbk" and \
            codec[:6] != "utf-16" else [text]
        for unit in units:
            if han(unit) < 8:
                continue
            try:
                data = unit.encode(codec)
            except UnicodeEncodeError:
                continue
            assert decode_bytes(data, name).text == unit, (name, unit[:40])
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("text", [
    "NVIDIA’s H100 trained GPT-3 in 11 minutes, and Google’s TPU v5e didn’t enter the round.\n",
    "Intel’s Gaudi 2 “won” on price — per dollar it’s 24% better.\n",
])
def test_english_in_gb18030_is_not_read_as_big5(text):
    decoded = decode_bytes(text.encode("gb18030"), "en.txt")
    assert (decoded.text, decoded.encoding) == (text, "gb18030")


@pytest.mark.parametrize(
    "head, data, expected",
    [
        (b'<meta charset="windows-1252">', "NVIDIA’s “record” — 11 minutes.".encode("cp1252"), "cp1252"),
        (b'<meta charset="iso-8859-1">', "Gaudi 2’s résumé".encode("cp1252"), "cp1252"),
        (b'<meta charset="euc-kr">', foreign("ko").encode("euc_kr"), "declares charset euc_kr"),
        (b'<meta charset="shift_jis">', foreign("ja").encode("shift_jis"), "declares charset shift_jis"),
        (b'<meta charset="euc-kr">', "<p>英伟达H100</p>".encode("utf-8"), "utf-8"),  # a wrong declaration
    ],
)
def test_declared_charsets_outside_chinese_and_western_are_refused(head, data, expected):
    page = b"<html><head>" + head + b"</head><body>" + data + b"</body></html>"
    if expected.startswith("declares"):
        with pytest.raises(InputError, match=f"^p.html: {expected}, which add does not read"):
            decode_bytes(page, "p.html", declared=declared_charset(page))
    else:
        decoded = decode_bytes(page, "p.html", declared=declared_charset(page))
        assert decoded.encoding == expected and decoded.text == page.decode(expected)


# -- whitespace-only files: the rule `add` refuses by ----------------------------------------------

@pytest.mark.parametrize(
    "data",
    [
        b" ",
        b"\t\t\r\n\r\n",
        "\u3000\u3000\n".encode("utf-8"),  # ideographic spaces
        "\u00a0 \u2003\n".encode("utf-8"),  # no-break and em spaces
        "\u200b\u200b\n".encode("utf-8"),  # zero-width spaces
        "\ufeff\u2060 \n".encode("utf-8"),  # a BOM, a word joiner
        codecs.BOM_UTF8 + b" \n",
        "  \n".encode("utf-16"),
        "\u3000\r\n".encode("gb18030"),
    ],
    ids=["space", "tabs-crlf", "ideographic", "nbsp-em", "zero-width", "bom-joiner", "utf8-bom", "utf16",
         "gb18030"],
)
def test_a_file_of_whitespace_only_is_refused_as_empty(data):
    with pytest.raises(InputError, match=r"^ws\.txt: empty file \(only whitespace, no text\)$"):
        decode_bytes(data, "ws.txt")


def test_is_blank_states_the_rule():
    from pipeline.read import is_blank

    assert is_blank(" \u3000\u200b\ufeff\n") and not is_blank(" \u3000x") and not is_blank("。")
