"""What the review page reads besides the tables: article files (only from the article folders,
issue 16 #7), verified.csv (verdicts), and how the charts group train_time by round; and the
page's size, which grows with the articles' text, not with marks and results repeated."""
from __future__ import annotations

import csv
import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_review import EN, ZH, _write, make_corpus, page_data  # noqa: E402

from pipeline.review import build_report  # noqa: E402
from pipeline.review.articles import ArticleFolders  # noqa: E402
from pipeline.review.chart import NOT_STATED, charted, chart_groups, default_round, round_of, rounds  # noqa: E402
from pipeline.schema import DOCUMENT_COLUMNS, MENTION_COLUMNS, RESULT_COLUMNS  # noqa: E402

SECRET = "root:x:0:0:SECRET-CONTENT:/root:/bin/bash\n"


def _point(pred: Path, doc_id: str, path: Path) -> None:
    """Make documents.csv name ``path`` as the file of ``doc_id``."""
    with open(pred / "documents.csv", encoding="utf-8", newline="") as fh:
        rows = list(csv.DictReader(fh))
    for r in rows:
        if r["doc_id"] == doc_id:
            r["path"] = str(path)
    _write(pred / "documents.csv", DOCUMENT_COLUMNS, rows)


# --- only article files in the article folders are read (issue 16 #7) ---------------------------

@pytest.fixture
def corpus(tmp_path):
    return make_corpus(tmp_path)


@pytest.mark.parametrize("where", ["outside", "not an article file", "symlink out", "dotdot"])
def test_a_file_outside_the_article_folders_is_not_embedded(corpus, tmp_path, where):
    pred, _ = corpus
    secret_dir = tmp_path / "private"
    secret_dir.mkdir()
    if where == "outside":
        target = secret_dir / "passwd.txt"
        target.write_text(SECRET, encoding="utf-8")
    elif where == "not an article file":
        target = tmp_path / "articles" / "passwd"  # inside the folder, but no article suffix
        target.write_text(SECRET, encoding="utf-8")
    elif where == "symlink out":
        (secret_dir / "passwd.txt").write_text(SECRET, encoding="utf-8")
        target = tmp_path / "articles" / "link.txt"
        os.symlink(secret_dir / "passwd.txt", target)
    else:
        (secret_dir / "passwd.txt").write_text(SECRET, encoding="utf-8")
        target = tmp_path / "articles" / ".." / "private" / "passwd.txt"
    _point(pred, "en2", target)
    html, model = build_report(pred, None)
    assert "SECRET-CONTENT" not in html
    en2 = next(d for d in model["docs"] if d["id"] == "en2")
    assert en2["text"] is None and en2["refused"] is True
    assert any("not an article file in the article folders" in w and "en2 shown without text" in w
               for w in model["warnings"])
    assert next(d for d in model["docs"] if d["id"] == "zh1")["text"] == ZH  # the others are still shown


def test_etc_passwd_is_refused(corpus):
    pred, _ = corpus
    if not Path("/etc/passwd").is_file():
        pytest.skip("no /etc/passwd here")
    _point(pred, "en2", Path("/etc/passwd"))
    html, model = build_report(pred, None)
    assert "root:" not in html
    assert any(w.startswith("/etc/passwd: not an article file") for w in model["warnings"])


def test_articles_option_allows_a_folder(corpus, tmp_path):
    pred, _ = corpus
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "en2.txt").write_text(EN, encoding="utf-8")
    _point(pred, "en2", elsewhere / "en2.txt")
    assert next(d for d in build_report(pred, None)[1]["docs"] if d["id"] == "en2")["text"] is None
    _, model = build_report(pred, None, articles=[elsewhere])
    assert next(d for d in model["docs"] if d["id"] == "en2")["text"] == EN


@pytest.mark.parametrize("make, allowed", [
    (lambda root: root / "corpus" / "articles" / "a.txt", True),  # the working folder's corpus
    (lambda root: root / "articles" / "sub" / "a.md", True),  # beside the output folder, at any depth
    (lambda root: root / "gold-side" / "articles" / "a.txt", True),  # beside the gold folder
    (lambda root: root / "articles" / "a.html", False),
    (lambda root: root / "other" / "a.txt", False),
])
def test_article_folders(tmp_path, monkeypatch, make, allowed):
    monkeypatch.chdir(tmp_path)
    path = make(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("x", encoding="utf-8")
    (tmp_path / "out").mkdir()
    (tmp_path / "gold-side" / "gold").mkdir(parents=True, exist_ok=True)
    folders = ArticleFolders.default(tmp_path / "out", tmp_path / "gold-side" / "gold")
    assert folders.allows(path) is allowed


def test_extract_report_embeds_the_articles_it_read(tmp_path):
    import subprocess

    arts = tmp_path / "news"
    arts.mkdir()
    (arts / "a.txt").write_text("Gaudi2 trained BERT in 12 minutes.\n", encoding="utf-8")
    out = tmp_path / "out"
    p = subprocess.run([sys.executable, "-m", "pipeline", "extract", str(arts), "--out", str(out), "--report",
                        "--quiet"], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert p.returncode == 0, p.stderr
    data = page_data((out / "report.html").read_text(encoding="utf-8"))
    assert data["docs"][0]["text"] == "Gaudi2 trained BERT in 12 minutes.\n"


# --- verdicts from verified.csv -------------------------------------------------------------------

def _verified(pred: Path, header: list[str], rows: list[list]) -> None:
    with open(pred / "verified.csv", "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def _rows(model) -> dict:
    return {(model["docs"][r["doc"]]["id"], r["metric"], r["system"]): r for r in model["results"]}


def test_verdicts_joined_on_offsets(corpus):
    pred, _ = corpus
    start = ZH.index("14.5分钟")
    _verified(pred, ["doc_id", "start", "end", "metric", "system", "value", "verdict", "official_value", "round"],
              [["zh1", start, start + 6, "train_time", "IPU-POD16", "14.5", "consistent", "14.48", "1.0"],
               ["zh1", start, start + 6, "price", "IPU-POD16", "14.5", "contradicts", "1", "1.0"],  # another metric
               ["evil", 0, 3, "train_time", "DGX A100", "28", "contradicts", "25.1", "1.0"]])  # other offsets
    html, model = build_report(pred, None)
    rows = _rows(model)
    assert rows[("zh1", "train_time", "IPU-POD16")]["verdict"] == "consistent"
    assert rows[("zh1", "train_time", "IPU-POD16")]["official"] == "14.48"
    assert rows[("zh1", "train_time", "IPU-POD16")]["vround"] == "1.0"
    assert rows[("zh1", "price", "IPU-POD16")]["verdict"] == ""  # its offsets are the price's
    assert rows[("evil", "train_time", "DGX A100")]["verdict"] == ""
    assert model["totals"]["verdicts"] == 1 and page_data(html)["verified"] is True


def test_verdicts_of_an_older_verify_joined_on_the_claim(corpus):
    pred, _ = corpus
    _verified(pred, ["doc_id", "system", "benchmark", "value", "verdict", "official_values"],
              [["evil", "DGX A100", "BERT", "28.0", "contradicts", "25.100; 25.300"]])
    _, model = build_report(pred, None)
    row = _rows(model)[("evil", "train_time", "DGX A100")]
    assert row["verdict"] == "contradicts" and row["official"] == "25.100; 25.300"
    assert any("no start/end columns" in w for w in model["warnings"])


@pytest.mark.parametrize("content, warning", [
    (None, None),
    ("doc_id,start,end\nzh1,1,2\n", "no doc_id or verdict column"),
    (b"\xff\xfe\x00bad", "cannot be read as CSV"),
])
def test_no_or_bad_verified_csv(corpus, content, warning):
    pred, _ = corpus
    if isinstance(content, str):
        (pred / "verified.csv").write_text(content, encoding="utf-8")
    elif content is not None:
        (pred / "verified.csv").write_bytes(content)
    html, model = build_report(pred, None)
    assert page_data(html)["verified"] is False
    assert all(r["verdict"] == "" for r in model["results"])
    if warning:
        assert any(warning in w for w in model["warnings"])


# --- charts: one round at a time, claims without a system counted, not drawn ----------------------

@pytest.mark.parametrize("suite, metric, expected", [
    ("MLPerf Training v1.1", "train_time", "MLPerf Training v1.1"),
    ("MLPerf v3.1", "train_time", "MLPerf Training v3.1"),  # a train_time is a Training round
    ("MLPerf v3.1", "speedup", "MLPerf v3.1"),
    ("MLPerf Inference v4.1", "speedup", "MLPerf Inference v4.1"),
    ("", "train_time", NOT_STATED),
    ("  MLPerf   Training v0.7 ", "train_time", "MLPerf Training v0.7"),
    ("MLPerf HPC 1.0", "train_time", "MLPerf HPC 1.0"),  # not in the usual form: as written
])
def test_round_of(suite, metric, expected):
    assert round_of(suite, metric) == expected


def _tt(system, value, suite="", unit="min", benchmark="BERT", q="="):
    return {"metric": "train_time", "system": system, "benchmark": benchmark, "value": value, "unit": unit,
            "suite": suite, "qualifier": q}


@pytest.mark.parametrize("result, expected", [
    (_tt("H100", "5.2"), True),
    (_tt("", "5.2"), False),  # no system: counted under the chart, not drawn
    (_tt("H100", "0"), False),
    (_tt("H100", "nan"), False),
    (_tt("H100", "5.2", unit="x"), False),
    ({**_tt("H100", "5.2"), "metric": "speedup"}, False),
])
def test_charted(result, expected):
    assert charted(result) is expected


def test_rounds_newest_first_and_the_default_round():
    results = [_tt("A", "1", "MLPerf Training v1.1"), _tt("B", "2", "MLPerf Training v1.1"),
               _tt("C", "3", "MLPerf v3.1"), _tt("D", "4", "MLPerf Training v0.7"),
               _tt("E", "5"), _tt("F", "6"), _tt("G", "7"), _tt("", "8", "MLPerf Training v5.0")]
    assert rounds(results) == [("MLPerf Training v5.0", 0), ("MLPerf Training v3.1", 1),
                               ("MLPerf Training v1.1", 2), ("MLPerf Training v0.7", 1), (NOT_STATED, 3)]
    assert default_round(results) == "MLPerf Training v1.1"  # most claims among stated rounds
    assert default_round([_tt("E", "5")]) == NOT_STATED
    assert default_round([]) == ""
    assert sorted(chart_groups(results)) == [
        ("MLPerf Training v0.7", "BERT"), ("MLPerf Training v1.1", "BERT"), ("MLPerf Training v3.1", "BERT"),
        (NOT_STATED, "BERT")]


# --- size: the text once, marks and results as numbers ---------------------------------------------

def test_page_size_grows_with_the_text_not_with_repeats(tmp_path):
    """Six hundred small documents: the page is under twice the bytes of the articles and the two
    tables (1.5 now; 5.5 when every article was HTML with its marks' tooltips and results repeated)."""
    arts, pred = tmp_path / "articles", tmp_path / "pred"
    arts.mkdir()
    pred.mkdir()
    base_root = tmp_path / "base"
    base_pred, _ = make_corpus(base_root)
    read = lambda name: list(csv.DictReader(open(base_pred / name, encoding="utf-8", newline="")))  # noqa: E731
    docs, mentions, results = read("documents.csv"), read("mentions.csv"), read("results.csv")
    out_docs, out_m, out_r = [], [], []
    for i in range(200):
        for d in docs:
            doc_id = f"{d['doc_id']}-{i}"
            text = (base_root / "articles" / f"{d['doc_id']}.txt").read_bytes()
            (arts / f"{doc_id}.txt").write_bytes(text)
            out_docs.append({**d, "doc_id": doc_id, "path": str(arts / f"{doc_id}.txt")})
            out_m += [{**m, "doc_id": doc_id} for m in mentions if m["doc_id"] == d["doc_id"]]
            out_r += [{**r, "doc_id": doc_id} for r in results if r["doc_id"] == d["doc_id"]]
    _write(pred / "documents.csv", DOCUMENT_COLUMNS, out_docs)
    _write(pred / "mentions.csv", MENTION_COLUMNS, out_m)
    _write(pred / "results.csv", RESULT_COLUMNS, out_r)
    html, model = build_report(pred, None)
    inputs = sum(p.stat().st_size for p in arts.iterdir()) + sum(
        (pred / n).stat().st_size for n in ("mentions.csv", "results.csv"))
    size = len(html.encode("utf-8"))
    assert all(d["text"] is not None for d in model["docs"])
    assert size < 2 * inputs, (size, inputs)
