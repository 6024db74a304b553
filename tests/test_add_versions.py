"""A corrected article becomes a new version of the one it corrects; the old one stays recoverable.

Also: --replace for other duplicates, earlier versions recognised, and a
warning for pages with almost no article text.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pandas as pd
import pytest

from pipeline.cli import main
from pipeline.feed.batch import add_paths

FIXTURES = Path(__file__).parent / "fixtures" / "feed"
ARTICLE = (FIXTURES / "article_zh.txt").read_text(encoding="utf-8")
OTHER = (FIXTURES / "other_zh.txt").read_text(encoding="utf-8")
CORRECTED = ARTICLE.replace("10.94分钟", "10.49分钟")
HEADER = "首页 > 科技 > 正文\n2023-06-28 10:00 来源：某某科技网\n\n"
FOOTER = "\n责任编辑：张三\n相关阅读：\nAMD发布MI300X加速卡\n版权所有 © 2023 某科技网\n"


def write(path: Path, text: str, codec: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(codec))
    return path


def sidecar(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_fixture_has_the_figure_the_correction_changes():
    assert ARTICLE.count("10.94分钟") == 1 and CORRECTED != ARTICLE


def test_a_corrected_article_replaces_the_old_one_which_is_kept(tmp_path, capsys):
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    args = ["--corpus", str(corpus), "--out", str(out), "--quiet", "--jobs", "1"]
    assert main(["add", str(write(tmp_path / "1" / "a.txt", ARTICLE)), *args]) == 0
    capsys.readouterr()
    fixed = write(tmp_path / "2" / "a-fixed.txt", CORRECTED, "gb18030")
    assert main(["add", str(fixed), *args]) == 0
    stdout = capsys.readouterr().out
    articles = corpus / "articles"
    kept = articles / ".versions" / "a" / "1.txt"
    assert (f"  {fixed}: new version of a, the same text with other figures (10.94 → 10.49); "
            f"the old one is kept as {kept}\n") in stdout
    assert "added 0, duplicates 0, failed 0; new versions 1" in stdout
    assert (articles / "a.txt").read_text(encoding="utf-8") == CORRECTED
    assert kept.read_text(encoding="utf-8") == ARTICLE
    assert not (articles / "a-fixed.txt").exists()
    meta = sidecar(articles / ".meta" / "a.json")
    assert meta["version"] == 2 and meta["previous"] == ".versions/a/1.txt"
    assert meta["sha256"] == hashlib.sha256(CORRECTED.encode("utf-8")).hexdigest()
    assert meta["encoding"] == "gb18030"
    old = sidecar(articles / ".versions" / "a" / "1.json")
    assert old["version"] == 1 and old["sha256"] == hashlib.sha256(ARTICLE.encode("utf-8")).hexdigest()

    docs = pd.read_csv(out / "documents.csv")
    assert list(docs["doc_id"]) == ["a"]
    mentions = pd.read_csv(out / "mentions.csv", dtype=str, keep_default_na=False)
    times = set(mentions.query("type == 'time'")["text"])
    assert "10.49分钟" in times and "10.94分钟" not in times


def test_the_old_version_added_again_is_an_earlier_version_not_a_new_one(tmp_path):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "1" / "a.txt", ARTICLE)], corpus)
    add_paths([write(tmp_path / "2" / "a.txt", CORRECTED)], corpus)
    report = add_paths([write(tmp_path / "3" / "a.txt", ARTICLE)], corpus)
    [(_, doc_id, why)] = report.duplicates
    assert doc_id == "a" and why.startswith("an earlier version, kept as ") and "--replace" in why
    assert (corpus / "articles" / "a.txt").read_text(encoding="utf-8") == CORRECTED
    # with --replace it becomes the current version again; the correction is kept in its turn
    report = add_paths([tmp_path / "3" / "a.txt"], corpus, replace=True)
    assert [(d, n) for _, d, _, n in report.versions] == [("a", str(corpus / "articles" / ".versions" / "a" / "2.txt"))]
    assert (corpus / "articles" / "a.txt").read_text(encoding="utf-8") == ARTICLE
    assert (corpus / "articles" / ".versions" / "a" / "2.txt").read_text(encoding="utf-8") == CORRECTED
    assert sidecar(corpus / "articles" / ".meta" / "a.json")["version"] == 3


def test_successive_corrections_number_the_kept_versions(tmp_path):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "1" / "a.txt", ARTICLE)], corpus)
    add_paths([write(tmp_path / "2" / "a.txt", CORRECTED)], corpus)
    third = CORRECTED.replace("3584", "3600")
    report = add_paths([write(tmp_path / "3" / "a.txt", third)], corpus)
    [(_, doc_id, why, kept)] = report.versions
    assert doc_id == "a" and "3584 → 3600" in why and kept.endswith(".versions/a/2.txt")
    versions = corpus / "articles" / ".versions" / "a"
    assert [p.read_text(encoding="utf-8") for p in sorted(versions.glob("*.txt"))] == [ARTICLE, CORRECTED]
    assert (corpus / "articles" / "a.txt").read_text(encoding="utf-8") == third


def test_an_article_with_most_of_its_figures_changed_is_not_taken_for_a_correction(tmp_path):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "1" / "a.txt", ARTICLE)], corpus)
    other_round = ARTICLE
    for old, new in (("896", "512"), ("3584", "2048"), ("10.94", "27.3"), ("约3倍", "约2倍"), ("0.13", "0.25"),
                     ("0.18", "0.31"), ("24%", "9%"), ("311.94", "122.7")):  # 8 of its 15 figures
        other_round = other_round.replace(old, new)
    report = add_paths([write(tmp_path / "2" / "b.txt", other_round)], corpus)
    assert report.versions == []
    assert (corpus / "articles" / "a.txt").read_text(encoding="utf-8") == ARTICLE


def test_a_near_duplicate_names_replace_and_replace_makes_it_the_new_version(tmp_path):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "1" / "a.txt", ARTICLE)], corpus)
    copy = write(tmp_path / "2" / "copy.txt", HEADER + CORRECTED + FOOTER)
    report = add_paths([copy], corpus)
    [(_, doc_id, why)] = report.duplicates
    assert doc_id == "a" and "near-identical" in why and "--replace" in why
    report = add_paths([copy], corpus, replace=True)
    [(_, doc_id, why, kept)] = report.versions
    assert doc_id == "a" and "--replace" in why
    assert (corpus / "articles" / "a.txt").read_text(encoding="utf-8") == HEADER + CORRECTED + FOOTER
    assert Path(kept).read_text(encoding="utf-8") == ARTICLE


@pytest.mark.parametrize("replace", [False, True])
def test_the_same_text_is_a_duplicate_even_with_replace(tmp_path, replace):
    corpus = tmp_path / "corpus"
    add_paths([write(tmp_path / "1" / "a.txt", ARTICLE)], corpus)
    report = add_paths([write(tmp_path / "2" / "a.txt", ARTICLE, "gb18030")], corpus, replace=replace)
    assert [(d, why) for _, d, why in report.duplicates] == [("a", "the same text")]
    assert report.versions == [] and not (corpus / "articles" / ".versions").exists()


NAV_ONLY = ("<html><head><title>某科技网</title></head><body><nav><ul><li><a href='/'>首页</a></li>"
            "<li><a href='/news'>新闻</a></li><li><a href='/about'>关于我们</a></li></ul></nav>"
            "<footer>版权所有</footer></body></html>")


def test_a_page_with_almost_no_article_text_is_added_with_a_warning(tmp_path, capsys):
    nav = write(tmp_path / "in" / "nav.html", NAV_ONLY)
    page = write(tmp_path / "in" / "page.html", (FIXTURES / "page.html").read_text(encoding="utf-8"))
    status = main(["add", str(tmp_path / "in"), "--corpus", str(tmp_path / "c"), "--out", str(tmp_path / "o"),
                   "--quiet", "--jobs", "1"])
    captured = capsys.readouterr()
    assert status == 0
    assert "added 2, duplicates 0, failed 0; new versions 0, warnings 1" in captured.out
    [line] = [line for line in captured.err.splitlines() if line.startswith("  ")]
    assert line.startswith(f"  {nav}: only ") and "letters or digits of text besides the title" in line
    assert "saved as nav" in line and str(page) not in captured.err
