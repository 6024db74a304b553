"""The review page (pipeline.review, `python -m pipeline report`) on hand-made tables.

The fixture corpus is built here (``make_corpus``) and shared with
test_review_browser.py: three articles, one of them hostile (a <script> and
an <img onerror> in its text), mentions with overlaps and one with offsets
that do not fit, results with train_time for the charts.  The audit is
replaced by a stub with the interface of ``pipeline.audit.audit_dirs``.
"""
from __future__ import annotations

import csv
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.review import ReportError, build_report, write_report
from pipeline.review.chart import Bar, bar_chart
from pipeline.review.highlight import Span, layout, render
from pipeline.schema import DOCUMENT_COLUMNS, MENTION_COLUMNS, RESULT_COLUMNS

REPO = Path(__file__).resolve().parents[1]

ZH = "Graphcore在IPU-POD16上训练ResNet-50用时14.5分钟，比A100快1.6倍。\n售价约149,995美元。\n"
EVIL = (
    "Evil <script>document.documentElement.setAttribute('data-pwned','1');window.__pwned=1</script> "
    "article <img src=x onerror=\"document.documentElement.setAttribute('data-pwned-img','1')\"> "
    "says DGX A100 trains BERT in 28 minutes & costs <b>$1.2 million</b>.\r\n"
)
EN = "Gaudi2 trained BERT in 12 minutes, 24% faster than before.\n"
SCRIPT_TEXT = "<script>document.documentElement.setAttribute('data-pwned','1');window.__pwned=1</script>"


def _m(doc, text, typ, surface, value, unit="", q="=", rule="test", nth=0, start=None):
    if start is None:
        start = -1
        for _ in range(nth + 1):
            start = text.index(surface, start + 1)
    return {"doc_id": doc, "type": typ, "text": surface, "value": value, "unit": unit,
            "qualifier": q, "start": start, "end": start + len(surface), "rule": rule}


def _r(doc, text, system, bench, metric, surface, value, unit, q="=", evidence=""):
    start = text.index(surface)
    return {"doc_id": doc, "system": system, "benchmark": bench, "metric": metric, "value": value,
            "unit": unit, "qualifier": q, "division": "", "suite": "", "baseline": "",
            "evidence": evidence or text.strip().splitlines()[0], "start": start,
            "end": start + len(surface), "rule": "link.test"}


def _write(path: Path, columns, rows):
    with path.open("w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=columns)
        w.writeheader()
        w.writerows(rows)


def make_corpus(root: Path) -> tuple[Path, Path]:
    """Articles, predicted tables and gold under ``root``; returns (pred_dir, gold_dir)."""
    arts, pred, gold = root / "articles", root / "pred", root / "gold"
    for d in (arts, pred, gold):
        d.mkdir(parents=True, exist_ok=True)
    texts = {"zh1": ZH, "evil": EVIL, "en2": EN}
    (arts / "zh1.txt").write_bytes(b"\xef\xbb\xbf" + ZH.encode("utf-8"))  # with a BOM
    (arts / "evil.txt").write_bytes(EVIL.encode("utf-8"))
    (arts / "en2.txt").write_bytes(EN.encode("utf-8"))
    docs = [{"doc_id": k, "path": str(arts / f"{k}.txt"), "script": s, "chars": len(t), "sha256": "",
             "title": t.splitlines()[0][:60]} for (k, t), s in zip(texts.items(), ("zh-Hans", "en", "en"))]
    mentions = [
        _m("zh1", ZH, "system", "IPU-POD16", "IPU-POD16"),
        _m("zh1", ZH, "benchmark", "ResNet-50", "ResNet-50"),
        _m("zh1", ZH, "time", "14.5分钟", "14.5", "min"),
        _m("zh1", ZH, "system", "A100", "A100"),
        _m("zh1", ZH, "ratio", "1.6倍", "1.6", "x"),
        _m("zh1", ZH, "price", "约149,995美元", "149995", "USD", "~", rule="price.cjk"),
        _m("zh1", ZH, "price", "149,995美元", "149995", "USD"),  # nested in the one above
        _m("evil", EVIL, "system", "DGX A100", "DGX A100"),
        _m("evil", EVIL, "system", "A100", "A100"),  # inside "DGX A100"
        _m("evil", EVIL, "benchmark", "BERT", "BERT"),
        _m("evil", EVIL, "time", "28 minutes", "28", "min"),
        _m("evil", EVIL, "price", "$1.2 million", "1200000", "USD"),
        _m("evil", EVIL, "system", "script", "<script>alert(1)</script>", start=EVIL.index("script")),
        _m("en2", EN, "system", "Gaudi2", "Gaudi2"),
        _m("en2", EN, "benchmark", "BERT", "BERT"),
        _m("en2", EN, "time", "12 minutes", "12", "min"),
        _m("en2", EN, "percentage", "24%", "24", "%"),
        {**_m("en2", EN, "time", "12 minutes", "12", "min"), "start": 500, "end": 510},  # off the text
    ]
    results = [
        _r("zh1", ZH, "IPU-POD16", "ResNet-50", "train_time", "14.5分钟", "14.5", "min"),
        _r("zh1", ZH, "IPU-POD16", "ResNet-50", "speedup", "1.6倍", "1.6", "x"),
        _r("zh1", ZH, "IPU-POD16", "", "price", "149,995美元", "149995", "USD", "~"),
        _r("evil", EVIL, "DGX A100", "BERT", "train_time", "28 minutes", "28", "min",
           evidence="says DGX A100 trains BERT in 28 minutes <script>x</script>"),
        _r("en2", EN, "Gaudi2", "BERT", "train_time", "12 minutes", "12", "min"),
        _r("en2", EN, "Gaudi2", "BERT", "perf_gain", "24%", "24", "%"),
    ]
    _write(pred / "documents.csv", DOCUMENT_COLUMNS, docs)
    _write(pred / "mentions.csv", MENTION_COLUMNS, mentions)
    _write(pred / "results.csv", RESULT_COLUMNS, results)
    _write(gold / "mentions.csv", ["doc_id", "type", "value", "unit"], [
        {"doc_id": "zh1", "type": "system", "value": "IPU-POD16", "unit": ""},
        {"doc_id": "zh1", "type": "benchmark", "value": "BERT", "unit": ""},
    ])
    _write(gold / "results.csv", ["doc_id", "system", "benchmark", "metric", "value", "unit", "qualifier"], [])
    return pred, gold


class StubAudit:
    """The interface the review page uses from ``pipeline.audit.audit_dirs``."""

    def __init__(self, gold_dir, pred_dir):
        self.gold_dir, self.pred_dir = gold_dir, pred_dir

    def per_document(self, table):
        if table == "mentions":
            return {"zh1": {"precision": 0.2, "recall": 0.5, "f1": 0.2857, "n_gold": 2, "n_pred": 6},
                    "evil": {"precision": 0.0, "recall": 0.0, "f1": 0.0, "n_gold": 0, "n_pred": 6}}
        return {"zh1": {"precision": 0.5, "recall": 1.0, "f1": 0.6667, "n_gold": 1, "n_pred": 3}}

    def missed(self, table):
        if table == "mentions":
            return [{"doc_id": "zh1", "type": "benchmark", "value": "BERT", "unit": ""},
                    {"doc_id": "gone", "type": "system", "value": "TPU v4", "unit": ""}]
        return [{"doc_id": "zh1", "system": "IPU-POD64", "benchmark": "BERT", "metric": "train_time",
                 "value": "9.4", "unit": "min", "qualifier": "<"}]

    def spurious(self, table):
        if table == "mentions":
            return [{"doc_id": "zh1", "type": "system", "value": "A100", "unit": "", "start": 44,
                     "end": 48, "rule": "test"}]
        return [{"doc_id": "zh1", "system": "IPU-POD16", "benchmark": "ResNet-50", "metric": "speedup",
                 "value": 1.6, "unit": "x", "start": 0, "end": 0, "rule": "link.test"}]

    def format_summary(self):
        return "mentions F1 0.29 <b>bold?</b>"


@pytest.fixture
def corpus(tmp_path):
    return make_corpus(tmp_path)


@pytest.fixture
def stub_audit(monkeypatch):
    monkeypatch.setattr("pipeline.review.gold.audit_dirs", StubAudit)


# --- highlighting ---------------------------------------------------------------------------

@pytest.mark.parametrize("text, spans, expected", [
    ("a<b>c", [Span(1, 4, "system", tip=["x"])],
     'a<span class="m m-system" tabindex="0" data-tip="x">&lt;b&gt;</span>c'),
    ("A100 & DGX", [Span(0, 4, "system", tip=['say "hi"'])],
     '<span class="m m-system" tabindex="0" data-tip="say &#34;hi&#34;">A100</span> &amp; DGX'),
    # inner span dropped, outer kept
    ("DGX A100", [Span(4, 8, "system", label="system A100"), Span(0, 8, "system", label="system DGX A100")],
     '<span class="m m-system" tabindex="0" data-tip="also here: system A100">DGX A100</span>'),
    # crossing spans: the earlier wins, markup stays balanced
    ("abcdef", [Span(0, 4, "time"), Span(2, 6, "ratio", label="ratio 2")],
     '<span class="m m-time" tabindex="0" data-tip="also here: ratio 2">abcd</span>ef'),
    # out-of-range span ignored
    ("abc", [Span(2, 9, "time")], "abc"),
    ("<script>x</script>", [], "&lt;script&gt;x&lt;/script&gt;"),
])
def test_render_escapes_and_never_overlaps(text, spans, expected):
    assert str(render(text, spans)) == expected


def test_layout_merges_identical_spans():
    a = Span(0, 3, "time", tip=["time", "rule: a"])
    b = Span(0, 3, "time", tip=["time", "rule: b"], flags={"spurious"})
    drawn, hidden = layout([a, b], 10)
    assert len(drawn) == 1 and not hidden
    assert drawn[0].tip == ["time", "rule: a", "rule: b"] and "spurious" in drawn[0].flags


# --- chart ------------------------------------------------------------------------------------

def test_chart_sorted_escaped_and_deduplicated():
    svg = str(bar_chart("BERT", [Bar("Gaudi2", 12.0), Bar("<A&B>", 3.5, "<"), Bar("Gaudi2", 12.0),
                                 Bar("", 40.0)]))
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert svg.count("<rect") == 3
    assert "&lt;A&amp;B&gt;" in svg and "<A&B>" not in svg
    labels = re.findall(r'text-anchor="end">([^<]*)<', svg)
    assert labels == ["&lt;A&amp;B&gt;", "Gaudi2", "(system not stated)"]
    assert "log scale" not in svg


def test_chart_switches_to_log_scale_for_wide_ranges():
    svg = str(bar_chart("ResNet-50", [Bar("a", 0.5), Bar("b", 600.0)]))
    assert "log scale" in svg
    assert str(bar_chart("x", [Bar("a", 0.0)])) == ""


# --- the page ---------------------------------------------------------------------------------

def test_page_without_gold(corpus, tmp_path):
    pred, _ = corpus
    out = write_report(pred, None, tmp_path / "r" / "report.html")
    html = out.read_text(encoding="utf-8")
    # self-contained: nothing fetched
    assert not re.search(r'(src|href)="(https?:)?//', html)
    assert "<link" not in html
    # article markup is text, never markup
    assert SCRIPT_TEXT not in html
    assert "&lt;script&gt;document.documentElement" in html
    assert "<img src=x" not in html and "&lt;img src=x onerror=" in html
    assert "&lt;b&gt;<span" in html and "$1.2 million</span>&lt;/b&gt;" in html
    # the evil value in a mention and the evil evidence are escaped too
    assert "<script>alert(1)</script>" not in html and "<script>x</script>" not in html
    assert html.count("<script>") == 1  # ours
    # highlights per type, the nested "A100" in "DGX A100" not drawn separately
    for t in ("system", "benchmark", "time", "price", "ratio", "percentage"):
        assert f'class="m m-{t}' in html
    assert ">DGX A100</span>" in html and "also here: system A100" in html
    # the BOM-prefixed article keeps its offsets
    assert '>IPU-POD16</span>' in html and '>约149,995美元</span>' in html
    # hover details: value, unit, qualifier, rule
    assert "value: 149995\nunit: USD\nqualifier: ~\nrule: price.cjk" in html
    # results table rows with filter attributes, charts per benchmark
    assert html.count('data-metric="train_time"') == 3
    assert 'data-benchmark="(none)"' in html
    assert html.count('<svg class="chart"') == 2
    assert "F1 mentions" not in html and "spurious" not in html.split("<main>")[1].split("<script>")[0].replace("spurious (not in gold)", "")


def test_page_model_counts(corpus):
    pred, _ = corpus
    _, model = build_report(pred, None)
    by_id = {d["doc_id"]: d for d in model["docs"]}
    assert [d["doc_id"] for d in model["docs"]] == ["zh1", "evil", "en2"]
    assert by_id["zh1"]["counts"] == [2, 1, 1, 2, 0, 1]  # system, benchmark, time, price, percentage, ratio
    assert by_id["zh1"]["n_results"] == 3
    assert by_id["en2"]["bad_marks"] == 1
    assert any("en2: 1 mark(s) with offsets" in w for w in model["warnings"])
    assert [c["benchmark"] for c in model["charts"]] == ["BERT", "ResNet-50"]
    assert model["totals"]["results"] == 6
    # result links point at the drawn mark that contains the value (the nested price: its outer mark)
    links = [r["link"] for r in by_id["zh1"]["results"]]
    assert links == [f"d1-at-{ZH.index(s)}" for s in ("14.5分钟", "1.6倍", "约149,995美元")]


def test_page_with_gold(corpus, tmp_path, stub_audit):
    pred, gold = corpus
    html, model = build_report(pred, gold)
    by_id = {d["doc_id"]: d for d in model["docs"]}
    assert by_id["zh1"]["f1_mentions"] == pytest.approx(0.2857)
    assert by_id["zh1"]["f1_results"] == pytest.approx(0.6667)
    assert by_id["en2"]["f1_mentions"] is None
    assert by_id["zh1"]["n_missed"] == 2
    assert by_id["zh1"]["n_spurious"] == 2  # the mention A100 and the speedup result
    assert [o["doc_id"] for o in model["orphans"]] == ["gone"]
    assert "F1 mentions" in html and ">0.29<" in html and ">0.67<" in html
    assert 'class="m m-system spurious"' in html and ">A100</span>" in html
    assert html.count('<tr data-system="IPU-POD16" data-benchmark="ResNet-50" data-metric="speedup" class="spurious">') == 1
    assert 'class="missed-mention"' in html and "IPU-POD64 · BERT · train_time &lt; 9.4 min" in html
    assert "TPU v4" in html  # gold-only document listed
    assert "mentions F1 0.29 &lt;b&gt;bold?&lt;/b&gt;" in html


def test_missing_audit_package_is_a_warning(corpus, monkeypatch):
    pred, gold = corpus

    def no_audit(g, p):
        raise ImportError("no pipeline.audit")
    monkeypatch.setattr("pipeline.review.gold.audit_dirs", no_audit)
    html, model = build_report(pred, gold)
    assert model["gold"] is None
    assert any("pipeline.audit" in w for w in model["warnings"])


@pytest.mark.parametrize("setup, message", [
    (lambda p: None, "no such folder"),
    (lambda p: p.mkdir(), "no documents.csv, mentions.csv or results.csv"),
])
def test_nothing_to_show_is_one_clear_error(tmp_path, setup, message):
    pred = tmp_path / "pred"
    setup(pred)
    with pytest.raises(ReportError, match=message):
        write_report(pred, None, tmp_path / "out.html")


def test_missing_article_and_bad_table_are_warnings(corpus, tmp_path):
    pred, _ = corpus
    (tmp_path / "articles" / "en2.txt").unlink()
    (pred / "results.csv").write_text("doc_id,system\n\"zh1,broken\n", encoding="utf-8")
    html, model = build_report(pred, None)
    w = "\n".join(model["warnings"])
    assert "en2.txt: article not found" in w
    assert "results.csv" in w
    by_id = {d["doc_id"]: d for d in model["docs"]}
    assert by_id["en2"]["html"] is None and by_id["zh1"]["html"] is not None
    assert "not available" in html


def test_documents_only_named_in_mentions_still_listed(corpus):
    pred, _ = corpus
    with (pred / "mentions.csv").open("a", encoding="utf-8") as fh:
        fh.write("ghost,system,H100,H100,,=,0,4,test\n")
    _, model = build_report(pred, None)
    assert "ghost" in [d["doc_id"] for d in model["docs"]]
    assert any("not listed" in w for w in model["warnings"])


# --- the command ------------------------------------------------------------------------------

def _cli(*args, cwd=REPO):
    return subprocess.run([sys.executable, "-m", "pipeline", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def test_cli_report_writes_the_page(corpus, tmp_path):
    pred, _ = corpus
    out = tmp_path / "page.html"
    p = _cli("report", "--pred", str(pred), "--out", str(out))
    assert p.returncode == 0, p.stderr
    assert out.is_file()
    assert p.stdout.startswith(f"report written to {out} (3 documents, 18 mentions, 6 results, 2 train_time chart(s))")
    assert "warning: en2: 1 mark(s)" in p.stderr
    assert "Traceback" not in p.stderr


def test_cli_default_out_is_inside_pred(corpus):
    pred, _ = corpus
    p = _cli("report", "--pred", str(pred))
    assert p.returncode == 0, p.stderr
    assert (pred / "report.html").is_file()


def test_cli_errors_are_one_line(tmp_path):
    p = _cli("report", "--pred", str(tmp_path / "nope"))
    assert p.returncode == 1
    assert p.stderr.strip().count("\n") == 0 and "nope: no such folder" in p.stderr
    p = _cli("report", "--pred", str(tmp_path), "--gold", str(tmp_path / "nogold"))
    assert p.returncode == 1 and "Traceback" not in p.stderr


def test_cli_help_explains_every_option():
    p = _cli("report", "--help")
    assert p.returncode == 0
    for opt in ("--pred", "--gold", "--out"):
        assert opt in p.stdout
    assert "offline" in p.stdout


# --- with the real audit (pipeline.audit) -------------------------------------------------------

def test_page_with_the_real_audit(corpus):
    pytest.importorskip("pipeline.audit", reason="pipeline.audit not in this version")
    pred, gold = corpus
    html, model = build_report(pred, gold)
    assert model["gold"] is not None, model["warnings"]
    zh1 = next(d for d in model["docs"] if d["doc_id"] == "zh1")
    # gold zh1: system IPU-POD16, benchmark BERT; predicted systems IPU-POD16, A100, benchmark ResNet-50
    assert zh1["f1_mentions"] == pytest.approx(0.4)
    assert [(g["type"], g["value"]) for g in zh1["missed_mentions"]] == [("benchmark", "BERT")]
    assert 'class="m m-system spurious"' in html  # A100
    assert re.search(r'<span class="m m-system" [^>]*>IPU-POD16</span>', html)  # matched: not spurious


def test_bad_gold_is_listed_not_a_traceback(corpus):
    pytest.importorskip("pipeline.audit", reason="pipeline.audit not in this version")
    pred, gold = corpus
    (gold / "mentions.csv").write_text("doc_id,type,value,unit\nzh1,colour,red,\n", encoding="utf-8")
    html, model = build_report(pred, gold)
    assert model["gold"] is None
    assert any("report made without gold" in w for w in model["warnings"])
    assert any("colour" in w for w in model["warnings"])


def test_result_without_position_is_listed_without_a_mark_or_warning(corpus):
    pred, _ = corpus
    with (pred / "results.csv").open("a", encoding="utf-8") as fh:
        fh.write("zh1,IPU-POD64,BERT,train_time,9.4,min,<,,,,from a table,,,link.table\n")
    _, model = build_report(pred, None)
    zh1 = next(d for d in model["docs"] if d["doc_id"] == "zh1")
    assert zh1["n_results"] == 4 and zh1["bad_marks"] == 0
    row = next(r for r in zh1["results"] if r["system"] == "IPU-POD64")
    assert row["link"] == ""
    assert not any(w.startswith("zh1:") for w in model["warnings"])


def test_chart_draws_at_most_max_bars():
    from pipeline.review.chart import MAX_BARS

    svg = str(bar_chart("BERT", [Bar(f"S{i}", float(i + 1)) for i in range(MAX_BARS + 5)]))
    assert svg.count("<rect") == MAX_BARS
    assert "5 slower claim(s) not drawn" in svg


def test_report_file_is_readable_by_others(corpus, tmp_path):
    import os
    import stat

    pred, _ = corpus
    old = os.umask(0o022)
    try:
        out = write_report(pred, None, tmp_path / "shared.html")
    finally:
        os.umask(old)
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
