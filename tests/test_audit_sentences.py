"""audit.csv's sentence of a missed gold row (which has no span of its own): where the
pipeline read its figure, so that a figure written in words is found too; of several, the
sentence that names the row's system or benchmark."""
from __future__ import annotations

import pytest

from pipeline.audit import audit_dirs
from pipeline.cli import main

ARTICLE = ("标题：新卡发布\n"
           "另一版本称三千万元。\n"
           "据报道，A100的售价约为两千五百万元。\n"
           "另一方面，H100的售价为三千万元，比A100贵。\n")


@pytest.mark.parametrize("gold_row, sentence", [
    # written in words: a search of the text for 25000000 (2500万, 2,500万...) finds nothing
    ("d,B200,,price,25000000,CNY,~", "据报道，A100的售价约为两千五百万元。"),
    # read twice: the sentence naming the row's system wins over the first one
    ("d,H100,BERT,price,30000000,CNY,=", "另一方面，H100的售价为三千万元，比A100贵。"),
])
def test_a_missed_rows_sentence_is_where_its_figure_was_read(tmp_path, gold_row, sentence):
    articles, gold, out = tmp_path / "articles", tmp_path / "gold", tmp_path / "out"
    articles.mkdir()
    gold.mkdir()
    (articles / "d.txt").write_text(ARTICLE, encoding="utf-8")
    (gold / "results.csv").write_text("doc_id,system,benchmark,metric,value,unit,qualifier\n"
                                      f"{gold_row}\n", encoding="utf-8")
    assert main(["extract", str(articles), "--out", str(out), "--quiet"]) == 0
    [row] = [r for r in audit_dirs(gold, out).audit_rows() if r["kind"] == "missed"]
    assert row["sentence"] == sentence
