"""The review page (pipeline.review, `python -m pipeline report`) on hand-made tables.

The page is drawn in the browser from one JSON document embedded in it; here
the page model, that JSON and the HTML around it are checked, and
test_review_browser.py checks what Chromium draws from them.

The fixture corpus is built here (``make_corpus``) and shared with
test_review_browser.py: three articles, one of them hostile (a <script> and
an <img onerror> in its text), mentions with overlaps and one with offsets
that do not fit, results with train_time for the charts.  The audit is
replaced by a stub with the interface of ``pipeline.audit.audit_dirs``.
"""
from __future__ import annotations

import csv
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.review import ReportError, build_report, write_report
from pipeline.review.highlight import Span, layout
from pipeline.review.page import NOT_IN_GOLD, NOTHING, anchor_of
from pipeline.review.render import json_for_script
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


def _r(doc, text, system, bench, metric, surface, value, unit, q="=", evidence="", suite=""):
    start = text.index(surface)
    return {"doc_id": doc, "system": system, "benchmark": bench, "metric": metric, "value": value,
            "unit": unit, "qualifier": q, "division": "", "suite": suite, "baseline": "",
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
        return {"zh1": {"precision": 0.5, "recall": 1.0, "f1": 0.6667, "n_gold": 1, "n_pred": 3},
                "evil": {"precision": 0.0, "recall": 0.0, "f1": 0.0, "n_gold": 0, "n_pred": 0}}

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




def page_data(html: str) -> dict:
    """The JSON document the page embeds (and draws itself from)."""
    found = re.findall(r'<script type="application/json" id="page-data">(.*?)</script>', html, re.S)
    assert len(found) == 1
    return json.loads(found[0])


def docs_by_id(model) -> dict:
    return {d["id"]: d for d in model["docs"]}


# --- marks ------------------------------------------------------------------------------------

@pytest.mark.parametrize("spans, text_len, drawn, absorbed", [
    # the inner span is hidden, the outer one stands for both
    ([Span(4, 8, "system", mentions=[1]), Span(0, 8, "system", mentions=[0])], 8, [(0, 8)], {(0, 8): [0, 1]}),
    # crossing spans: the earlier wins, the other's mention is listed by it
    ([Span(0, 4, "time", mentions=[0]), Span(2, 6, "ratio", mentions=[1])], 6, [(0, 4)], {(0, 4): [0, 1]}),
    # out of range: not drawn
    ([Span(2, 9, "time", mentions=[0])], 3, [], {}),
    # touching spans are both drawn
    ([Span(0, 2, "time", mentions=[0]), Span(2, 4, "ratio", mentions=[1])], 4, [(0, 2), (2, 4)],
     {(0, 2): [0], (2, 4): [1]}),
])
def test_layout_never_overlaps_and_loses_nothing(spans, text_len, drawn, absorbed):
    got, _ = layout(spans, text_len)
    assert [(s.start, s.end) for s in got] == drawn
    assert {(s.start, s.end): s.mentions for s in got} == absorbed


def test_layout_merges_identical_spans():
    a = Span(0, 3, "time", mentions=[0])
    b = Span(0, 3, "time", mentions=[1], results=[4], flags={"spurious"})
    drawn, hidden = layout([a, b], 10)
    assert len(drawn) == 1 and not hidden
    assert drawn[0].mentions == [0, 1] and drawn[0].results == [4] and drawn[0].flags == {"spurious"}
    assert drawn[0].data(["system", "time"]) == [0, 3, 1, 2, [0, 1], [4]]


@pytest.mark.parametrize("data, expected", [
    ({"t": "</script><script>alert(1)</script>"}, '{"t":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}'),
    ({"t": "<!-- a & b -->"}, '{"t":"\\u003c!-- a \\u0026 b --\\u003e"}'),
    ({"t": "line\u2028sep\u2029"}, '{"t":"line\\u2028sep\\u2029"}'),
    ({"t": "训练时间"}, '{"t":"训练时间"}'),  # Chinese stays as it is (UTF-8), not \u-escaped
])
def test_json_for_script_cannot_close_its_element(data, expected):
    text = json_for_script(data)
    assert text == expected and json.loads(text) == data


@pytest.mark.parametrize("doc_id, anchor", [
    ("d14", "doc-d14"), ("000_145527146eca89ee", "doc-000_145527146eca89ee"), ("新闻-1", "doc-新闻-1"),
    ("a b", "doc-a%20b"), ("50%", "doc-50%25"), ("tab\there", "doc-tab%09here"),
])
def test_anchors_are_the_doc_id(doc_id, anchor):
    assert anchor_of(doc_id) == anchor


# --- the page ---------------------------------------------------------------------------------

def test_page_without_gold(corpus, tmp_path):
    pred, _ = corpus
    out = write_report(pred, None, tmp_path / "r" / "report.html")
    html = out.read_text(encoding="utf-8")
    # self-contained: nothing fetched
    assert not re.search(r'(src|href)="(https?:)?//', html)
    assert "<link" not in html and "@import" not in html and "url(http" not in html
    # article markup never reaches the HTML as markup: the data escapes every < > &
    assert SCRIPT_TEXT not in html and "<img src=x" not in html and "<b>$1.2" not in html
    assert "<script>alert(1)</script>" not in html and "<script>x</script>" not in html
    assert len(re.findall(r"<script\b", html)) == 2  # the data and ours
    data = page_data(html)
    docs = {d["id"]: d for d in data["docs"]}
    # each article's text is in the page once, exactly as read (BOM removed)
    assert docs["evil"]["text"] == EVIL and docs["zh1"]["text"] == ZH and docs["en2"]["text"] == EN
    assert html.count(json.dumps(EN)[1:-1]) == 1  # the whole text once (its first line is also title and evidence)
    # marks: offsets into the text, nested and crossing ones folded into the mark that hides them
    marks = {(m[0], m[1]): m for m in docs["evil"]["marks"]}
    dgx = EVIL.index("DGX A100")
    assert (dgx, dgx + 8) in marks and (dgx + 4, dgx + 8) not in marks
    assert len(marks[(dgx, dgx + 8)][4]) == 2  # DGX A100 and the A100 inside it
    zh_marks = {(m[0], m[1]): m for m in docs["zh1"]["marks"]}
    price = ZH.index("约149,995美元")
    assert (price, price + len("约149,995美元")) in zh_marks
    # the tooltip's parts: value, unit, qualifier, rule of the mention
    ments = docs["zh1"]["ments"]
    assert ["price" == data["types"][m[0]] and m[1:4] == ["149995", "USD", "~"] and data["rules"][m[4]] == "price.cjk"
            for m in ments].count(True) == 1
    # results, filter options, charts
    fields = data["rfields"]
    rows = [dict(zip(fields, r)) for r in data["results"]]
    assert [r["metric"] for r in rows].count("train_time") == 3
    assert "(none)" in data["filters"]["benchmark"]
    assert data["rounds"] == [["round not stated", 3]] and data["round"] == "round not stated"
    assert data["gold_dir"] is None and data["verified"] is False
    assert 'id="audit"' not in html  # no audit summary without gold


def test_page_model_counts(corpus):
    pred, _ = corpus
    _, model = build_report(pred, None)
    by_id = docs_by_id(model)
    assert [d["id"] for d in model["docs"]] == ["zh1", "evil", "en2"]
    assert by_id["zh1"]["counts"] == [2, 1, 1, 2, 0, 1]  # system, benchmark, time, price, percentage, ratio
    assert by_id["zh1"]["nr"] == 3
    assert by_id["en2"]["bad"] == 1
    assert any("en2: 1 mark(s) with offsets" in w for w in model["warnings"])
    assert sorted(model["charts"]) == [("round not stated", "BERT"), ("round not stated", "ResNet-50")]
    assert model["totals"]["results"] == 6 and model["totals"]["charts"] == 2
    # a result's mark is the drawn mark that contains its value (the nested price: its outer mark)
    zh1 = [r for r in model["results"] if r["doc"] == 0]
    assert [r["mark"] for r in zh1] == [ZH.index(s) for s in ("14.5分钟", "1.6倍", "约149,995美元")]


def test_page_with_gold(corpus, tmp_path, stub_audit):
    pred, gold = corpus
    html, model = build_report(pred, gold)
    by_id = docs_by_id(model)
    assert by_id["zh1"]["f1m"] == pytest.approx(0.2857)
    assert by_id["zh1"]["f1r"] == pytest.approx(0.6667)
    assert by_id["evil"]["f1m"] == 0.0  # six predictions, no gold: a real 0
    assert by_id["evil"]["f1r"] == NOTHING  # no gold and no predicted row in scope: nothing to score
    assert by_id["en2"]["f1m"] == NOT_IN_GOLD
    assert len(by_id["zh1"]["missed"]) == 2
    assert by_id["zh1"]["nsp"] == 2  # the mention A100 and the speedup result
    assert model["orphans"] == [["gone", "mentions", "system TPU v4"]]
    rows = {(r["doc"], r["metric"]): r for r in model["results"]}
    assert rows[(0, "speedup")]["spurious"] == 1 and rows[(0, "train_time")]["spurious"] == 0
    assert rows[(0, "train_time")]["audited"] == 1 and rows[(2, "train_time")]["audited"] == 0
    spurious_marks = [m for m in by_id["zh1"]["marks"] if m[3] & 2]
    assert [m[0] for m in spurious_marks] == [ZH.index("A100"), ZH.index("1.6倍")]  # the mention, the speedup
    assert ["result", "", "IPU-POD64 · BERT: train_time < 9.4 min"] in by_id["zh1"]["missed"]
    assert "TPU v4" in html  # gold-only document listed
    assert "mentions F1 0.29 &lt;b&gt;bold?&lt;/b&gt;" in html
    data = page_data(html)
    assert data["gold_dir"] == str(gold) and data["docs"][1]["f1r"] == "nothing to score"


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
    by_id = docs_by_id(model)
    assert by_id["en2"]["text"] is None and by_id["zh1"]["text"] is not None
    assert by_id["en2"]["refused"] is False


def test_documents_only_named_in_mentions_still_listed(corpus):
    pred, _ = corpus
    with (pred / "mentions.csv").open("a", encoding="utf-8") as fh:
        fh.write("ghost,system,H100,H100,,=,0,4,test\n")
    _, model = build_report(pred, None)
    assert "ghost" in [d["id"] for d in model["docs"]]
    assert any("not listed" in w for w in model["warnings"])


def test_anchors_do_not_move_when_documents_are_added(corpus):
    pred, _ = corpus
    _, before = build_report(pred, None)
    docs = (pred / "documents.csv").read_text(encoding="utf-8").splitlines(keepends=True)
    new = docs[1].replace("zh1", "aaa-first")
    (pred / "documents.csv").write_text(docs[0] + new + "".join(docs[1:]), encoding="utf-8")
    _, after = build_report(pred, None)
    assert [d["id"] for d in after["docs"]][:2] == ["aaa-first", "zh1"]
    assert {d["id"]: d["anchor"] for d in before["docs"]}.items() <= {d["id"]: d["anchor"] for d in after["docs"]}.items()
    assert docs_by_id(after)["en2"]["anchor"] == "doc-en2"


def test_result_without_position_is_listed_without_a_mark_or_warning(corpus):
    pred, _ = corpus
    with (pred / "results.csv").open("a", encoding="utf-8") as fh:
        fh.write("zh1,IPU-POD64,BERT,train_time,9.4,min,<,,,,from a table,,,link.table\n")
    _, model = build_report(pred, None)
    zh1 = docs_by_id(model)["zh1"]
    assert zh1["nr"] == 4 and zh1["bad"] == 0
    row = next(r for r in model["results"] if r["system"] == "IPU-POD64")
    assert row["mark"] is None and row["qualifier"] == "<"
    assert not any(w.startswith("zh1:") for w in model["warnings"])


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
    for opt in ("--pred", "--gold", "--articles", "--out"):
        assert opt in p.stdout
    assert "offline" in p.stdout and "#doc-DOC_ID" in p.stdout and "article folders" in p.stdout


# --- with the real audit (pipeline.audit) -------------------------------------------------------

def test_page_with_the_real_audit(corpus):
    pred, gold = corpus
    html, model = build_report(pred, gold)
    assert model["gold"] is not None, model["warnings"]
    zh1 = docs_by_id(model)["zh1"]
    # gold zh1: system IPU-POD16, benchmark BERT; predicted systems IPU-POD16, A100, benchmark ResNet-50
    assert zh1["f1m"] == pytest.approx(0.4)
    assert [g[:2] for g in zh1["missed"]] == [["mention", "benchmark"]]
    spurious = {ZH[m[0]:m[1]] for m in zh1["marks"] if m[3] & 2}
    assert "A100" in spurious and "IPU-POD16" not in spurious  # matched: not spurious
    assert zh1["f1r"] == NOTHING  # the gold results file is empty: no metric is scored


def test_bad_gold_is_listed_not_a_traceback(corpus):
    pred, gold = corpus
    (gold / "mentions.csv").write_text("doc_id,type,value,unit\nzh1,colour,red,\n", encoding="utf-8")
    html, model = build_report(pred, gold)
    assert model["gold"] is None
    assert any("report made without gold" in w for w in model["warnings"])
    assert any("colour" in w for w in model["warnings"])
