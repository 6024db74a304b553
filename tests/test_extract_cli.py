"""`python -m pipeline extract DIR --out OUT` end to end, in a subprocess: bad
input files, duplicate doc_ids, offsets in the written tables, and the audit
of the bundled corpus and of the dev set."""
from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.audit import audit_dirs
from pipeline.schema import MENTION_COLUMNS, MENTION_TYPES, RESULT_COLUMNS

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
DEVSET = Path(__file__).resolve().parents[2] / "shared" / "devset"

GOOD_ZH = "IPU-POD16训练BERT用时9.4分钟。\n"
GOOD_EN = "The H100 trained GPT-3 in 10.9 minutes, 3.1 times faster than the A100.\n"


def run_extract(*args, cwd=ROOT):
    return subprocess.run(
        [sys.executable, "-m", "pipeline", "extract", "--quiet", "--jobs", "1", *map(str, args)],
        cwd=cwd, capture_output=True, text=True, timeout=120,
    )


def read_csv(path: Path) -> list[dict]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


@pytest.fixture(scope="module")
def bad_input_run(tmp_path_factory):
    base = tmp_path_factory.mktemp("bad")
    src = base / "articles"
    src.mkdir()
    (src / "good_zh.txt").write_text(GOOD_ZH, encoding="utf-8")
    (src / "good_en.md").write_text(GOOD_EN, encoding="utf-8")
    (src / "empty.txt").write_bytes(b"")
    (src / "binary.txt").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00" * 8)
    (src / "gbk.txt").write_bytes("IPU-POD16训练BERT用时9.4分钟。".encode("gbk"))
    out = base / "out"
    proc = run_extract(src, "--out", out)
    return src, out, proc


def test_bad_files_exit_non_zero(bad_input_run):
    _, _, proc = bad_input_run
    assert proc.returncode != 0, proc.stdout + proc.stderr


@pytest.mark.parametrize("name,problem", [
    ("empty.txt", "empty"),
    ("binary.txt", "binary"),
    ("gbk.txt", "UTF-8"),
])
def test_each_bad_file_gets_one_clear_line(bad_input_run, name, problem):
    src, _, proc = bad_input_run
    lines = [l for l in proc.stderr.splitlines() if name in l]
    assert len(lines) == 1, proc.stderr
    assert str(src / name) in lines[0] and problem.lower() in lines[0].lower(), lines[0]


def test_bad_files_do_not_stop_the_others(bad_input_run):
    _, out, proc = bad_input_run
    docs = {r["doc_id"] for r in read_csv(out / "documents.csv")}
    assert docs == {"good_zh", "good_en"}, proc.stderr
    mentions = read_csv(out / "mentions.csv")
    assert {r["doc_id"] for r in mentions} == {"good_zh", "good_en"}
    results = {(r["doc_id"], r["system"], r["metric"], float(r["value"])) for r in read_csv(out / "results.csv")}
    assert ("good_zh", "IPU-POD16", "train_time", 9.4) in results
    assert ("good_en", "H100", "speedup", 3.1) in results
    assert "Traceback" not in proc.stderr


def test_written_tables_have_the_contract_columns(bad_input_run):
    _, out, _ = bad_input_run
    with open(out / "mentions.csv", encoding="utf-8") as fh:
        assert next(csv.reader(fh)) == MENTION_COLUMNS
    with open(out / "results.csv", encoding="utf-8") as fh:
        assert next(csv.reader(fh)) == RESULT_COLUMNS
    assert {r["type"] for r in read_csv(out / "mentions.csv")} <= set(MENTION_TYPES)


def test_same_doc_id_twice_names_both_files(tmp_path):
    src = tmp_path / "articles"
    (src / "a").mkdir(parents=True)
    (src / "b").mkdir()
    first, second = src / "a" / "report.txt", src / "b" / "report.md"
    first.write_text(GOOD_ZH, encoding="utf-8")
    second.write_text(GOOD_EN, encoding="utf-8")
    proc = run_extract(src, "--out", tmp_path / "out")
    assert proc.returncode != 0
    lines = [l for l in proc.stderr.splitlines() if "report" in l and "doc_id" in l]
    assert len(lines) == 1, proc.stderr
    assert str(first) in lines[0] and str(second) in lines[0], lines[0]
    assert len(read_csv(tmp_path / "out" / "documents.csv")) == 1


def test_missing_path_is_reported(tmp_path):
    proc = run_extract(tmp_path / "nowhere", "--out", tmp_path / "out")
    assert proc.returncode != 0
    assert "nowhere" in proc.stderr and "no such file" in proc.stderr


def test_offsets_in_written_tables_bom_crlf(tmp_path):
    """A file with a BOM and CRLF line endings: offsets in mentions.csv index the decoded text (no BOM)."""
    src = tmp_path / "articles"
    src.mkdir()
    text = "IPU-POD₁₆訓練BERT用時５．６７分鐘。\r\nThe price of the IPU-POD16 is 149,995美元。\r\n"
    (src / "bom.txt").write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    proc = run_extract(src, "--out", tmp_path / "out")
    assert proc.returncode == 0, proc.stderr
    mentions = read_csv(tmp_path / "out" / "mentions.csv")
    assert {r["text"] for r in mentions} >= {"IPU-POD₁₆", "BERT", "５．６７分鐘"}
    for r in mentions:
        assert text[int(r["start"]):int(r["end"])] == r["text"]
    for r in read_csv(tmp_path / "out" / "results.csv"):
        assert text[int(r["start"]):int(r["end"])] in r["evidence"]


# -- end to end: the audit ------------------------------------------------------------------

def _problems(result, table):
    return {"missed": result.missed(table), "spurious": result.spurious(table)}


@pytest.fixture(scope="module")
def corpus_audit(tmp_path_factory):
    out = tmp_path_factory.mktemp("corpus_out")
    proc = run_extract(CORPUS / "articles", "--out", out)
    assert proc.returncode == 0, proc.stderr
    return audit_dirs(CORPUS / "gold", out)


def test_corpus_every_gold_mention_and_nothing_spurious(corpus_audit):
    assert corpus_audit.micro_f1("mentions") == 1.0, _problems(corpus_audit, "mentions")


def test_corpus_every_gold_result_and_nothing_spurious(corpus_audit):
    assert corpus_audit.micro_f1("results") == 1.0, _problems(corpus_audit, "results")
    assert corpus_audit.qualifier_accuracy() == 1.0


@pytest.fixture(scope="module")
def devset_audit(tmp_path_factory):
    if not (DEVSET / "articles").is_dir() or not (DEVSET / "gold").is_dir():
        pytest.skip(f"dev set not found at {DEVSET} (CI clones the repository with shared/ beside it)")
    out = tmp_path_factory.mktemp("dev_out")
    proc = run_extract(DEVSET / "articles", "--out", out)
    assert proc.returncode == 0, proc.stderr
    return audit_dirs(DEVSET / "gold", out)


def test_devset_mentions_micro_f1(devset_audit):
    assert devset_audit.micro_f1("mentions") >= 0.98, devset_audit.format_summary()


@pytest.mark.parametrize("type_", MENTION_TYPES)
def test_devset_mentions_f1_per_type(devset_audit, type_):
    scores = devset_audit.to_dict()["mentions"]
    assert type_ in scores, f"{type_} not scored on the dev set"
    assert scores[type_]["f1"] >= 0.80, scores[type_]


def test_devset_results_micro_f1(devset_audit):
    assert devset_audit.micro_f1("results") >= 0.93, devset_audit.format_summary()


def test_devset_qualifier_accuracy(devset_audit):
    assert devset_audit.qualifier_accuracy() >= 0.95, devset_audit.format_summary()
