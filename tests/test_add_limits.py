"""Limits per document in `add`: an oversized or runaway document is named, skipped, never saved."""
from __future__ import annotations

from pathlib import Path

import pytest

from pipeline.cli import build_parser, main
from pipeline.feed.batch import add_paths
from pipeline.feed.limits import MAX_BYTES, MAX_CHARS, MAX_FIGURES, Limits

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).parent / "fixtures" / "feed"
ARTICLE = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
PAGE = (FIXTURES / "page.html").read_text(encoding="utf-8")


def long_text(chars: int) -> str:
    """Real sentences, varied so that they are not one repeated line, ``chars`` long."""
    lines, i = [], 0
    while sum(map(len, lines)) < chars:
        lines.append(f"第{i}段：" + ARTICLE.replace("11分钟", f"{i % 60}分钟"))
        i += 1
    return "".join(lines)[:chars]


def page_of(text: str) -> str:
    body = "".join(f"<p>{line}</p>\n" for line in text.splitlines() if line)
    return f"<html><head><meta charset='utf-8'><title>长文</title></head><body><article>{body}</article></body></html>"


CASES = [
    ("big.txt", lambda: ("新闻。" * (MAX_BYTES // 9 + 1)).encode("utf-8"), "too large: 5,000,0"),
    ("big.html", lambda: page_of("新闻" * (MAX_BYTES // 6 + 1)).encode("utf-8"), "too large: "),
    ("long.txt", lambda: long_text(MAX_CHARS + 1).encode("gb18030"), "article text too long: 200,001 characters"),
    ("long.html", lambda: page_of(long_text(MAX_CHARS + 5_000)).encode("utf-8"), "article text too long: "),
    ("figures.txt", lambda: ("1倍" * (MAX_FIGURES + 1)).encode("utf-8"), "too many figures: more than 5,000"),
    ("percent.md", lambda: ("1%" * (MAX_FIGURES + 1)).encode("utf-8"), "too many figures"),
]


@pytest.mark.parametrize("name, make, problem", CASES, ids=[c[0] for c in CASES])
def test_a_document_above_a_limit_is_named_skipped_and_never_saved(tmp_path, name, make, problem):
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / name).write_bytes(make())
    (inbox / "ok.txt").write_text(ARTICLE, encoding="utf-8")
    corpus = tmp_path / "corpus"
    report = add_paths([inbox], corpus)
    assert [d for _, d in report.added] == ["ok"]  # the batch goes on
    [err] = report.failed
    assert err.path == str(inbox / name) and problem in err.problem and "not added" in err.problem
    stem = Path(name).stem
    saved = [p.name for p in (corpus / "articles").rglob("*") if p.is_file()]
    assert not [n for n in saved if n.startswith(stem)], saved  # nothing of it in the corpus
    again = add_paths([inbox], corpus)  # a later run is not held up by it either
    assert [e.path for e in again.failed] == [str(inbox / name)]


@pytest.mark.parametrize(
    "option, value, problem",
    [
        ("--max-bytes", "100", "too large: "),
        ("--max-chars", "100", "article text too long: "),
        ("--max-figures", "3", "too many figures: more than 3 numbers"),
    ],
)
def test_the_limits_can_be_set_on_the_command_line(tmp_path, capsys, option, value, problem):
    src = tmp_path / "a.txt"
    src.write_text(ARTICLE, encoding="utf-8")
    status = main(["add", str(src), "--corpus", str(tmp_path / "c"), "--out", str(tmp_path / "o"),
                   "--quiet", "--jobs", "1", option, value])
    err = capsys.readouterr().err
    assert status == 1
    assert f"  {src}: {problem}" in err and f"limit {int(value):,}; {option}" in err
    assert not list((tmp_path / "c" / "articles").glob("*.txt"))


def test_limits_check_text_counts_figures_without_reading_them_all():
    Limits(max_figures=2).check_text("a.txt", "1 2")  # at the limit: taken
    with pytest.raises(Exception, match="more than 2 numbers"):
        Limits(max_figures=2).check_text("a.txt", "1 2 3")


def help_text() -> str:
    parser = build_parser()
    action = next(a for a in parser._actions if getattr(a, "choices", None) and "add" in a.choices)
    return action.choices["add"].format_help()


@pytest.mark.parametrize("stated", [f"{MAX_BYTES:,} bytes", f"{MAX_CHARS:,} characters", f"{MAX_FIGURES:,} figures"])
def test_the_limits_are_stated_in_help_and_readme(stated):
    assert stated in " ".join(help_text().split())
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Feeding new articles", 1)[1].split("\n## ", 1)[0]
    assert stated in " ".join(section.split())
