"""The scoring rules of GOLD.md, one rule per test, on hand-made tables."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest

from pipeline.audit import audit_dirs, name_key
from pipeline.audit.scoring import agree

MENTION_HEADER = ["doc_id", "type", "value", "unit"]
RESULT_HEADER = ["doc_id", "system", "benchmark", "metric", "value", "unit", "qualifier"]
PRED_MENTION_HEADER = MENTION_HEADER + ["rule"]
PRED_RESULT_HEADER = RESULT_HEADER + ["rule"]


def write(path: Path, header: list[str], rows: list) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(header)
        w.writerows(rows)


def audit(tmp_path, gold_m=None, pred_m=None, gold_r=None, pred_r=None):
    gold, pred = tmp_path / "gold", tmp_path / "pred"
    gold.mkdir(exist_ok=True)
    pred.mkdir(exist_ok=True)
    if gold_m is not None:
        write(gold / "mentions.csv", MENTION_HEADER, gold_m)
    if gold_r is not None:
        write(gold / "results.csv", RESULT_HEADER, gold_r)
    if pred_m is not None:
        write(pred / "mentions.csv", PRED_MENTION_HEADER,
              [r if len(r) == 5 else list(r) + ["r1"] for r in pred_m])
    if pred_r is not None:
        write(pred / "results.csv", PRED_RESULT_HEADER,
              [r if len(r) == 8 else list(r) + ["r1"] for r in pred_r])
    return audit_dirs(gold, pred)


@pytest.mark.parametrize("a, b, expected", [
    (100, 100.4, True),    # 0.4 % apart
    (100, 99.6, True),
    (100, 100.6, False),   # 0.6 % apart
    (100, 99.4, False),
    (100, 100.5, True),    # exactly 0.5 % of the larger
    (11, 10.94, False),    # 0.55 %
    (0, 0, True),
    (0, 0.001, False),
    (-5, -5.02, True),
])
def test_tolerance_edges(a, b, expected):
    assert agree(a, b) is expected
    assert agree(b, a) is expected


@pytest.mark.parametrize("a, b, same", [
    ("DGX-A100", "dgx a100", True),
    ("DGX A100", "DGXA100", True),
    ("IPU-POD16", "ipu_pod 16", True),
    ("TPU v4", "TPU v5", False),
    ("昇腾910", "昇腾 910", True),
    ("Ascend 910", "昇腾910", False),
])
def test_name_keys(a, b, same):
    assert (name_key(a) == name_key(b)) is same


def test_name_key_keeps_chinese_letters():
    assert name_key("昇腾-910B") == "昇腾910b"


@pytest.mark.parametrize("pred_value, matched", [
    ("100.4", 1), ("99.6", 1), ("100.6", 0), ("99.4", 0), ("100", 1),
])
def test_mention_tolerance_through_the_audit(tmp_path, pred_value, matched):
    r = audit(tmp_path, gold_m=[("d", "time", "100", "min")],
              pred_m=[("d", "time", pred_value, "min")])
    assert r.tables["mentions"].total.n_match == matched


def test_name_mentions_match_by_key(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "system", "DGX A100", "")],
              pred_m=[("d", "system", "DGX-A100", "")])
    assert r.micro_f1("mentions") == 1.0


def test_repeated_row_counts_once(tmp_path):
    gold = [("d", "percentage", "24", "%"), ("d", "percentage", "24", "%")]
    pred = [("d", "percentage", "24", "%"), ("d", "percentage", "24.0", "%"),
            ("d", "system", "A100", ""), ("d", "percentage", "7", "%")]
    r = audit(tmp_path, gold_m=gold + [("d", "system", "a-100", "")], pred_m=pred)
    total = r.tables["mentions"].total
    assert (total.n_gold, total.n_pred, total.n_match) == (2, 3, 2)


def test_close_gold_numbers_stay_two_rows(tmp_path):
    # 10.94 and 11 are 0.55 % apart: two rows; one prediction can match only one.
    gold = [("d", "H100", "GPT-3", "train_time", v, "min", "=") for v in ("11", "10.94")]
    r = audit(tmp_path, gold_r=gold, pred_r=[("d", "H100", "GPT-3", "train_time", "10.97", "min", "=")])
    t = r.tables["results"]
    assert (t.total.n_gold, t.total.n_pred, t.total.n_match) == (2, 1, 1)
    assert len(t.missed) == 1


def test_matching_is_one_to_one_and_maximal(tmp_path):
    # p1=100.3 agrees with both g=100 and g=100.7; p2=99.9 agrees only with 100.
    # Greedy on p1 first could take 100 and leave 100.7 unmatched; the maximum is 2.
    gold = [("d", "time", "100", "min"), ("d", "time", "100.7", "min")]
    pred = [("d", "time", "100.3", "min"), ("d", "time", "99.9", "min")]
    r = audit(tmp_path, gold_m=gold, pred_m=pred)
    assert r.tables["mentions"].total.n_match == 2


def test_units_must_be_equal(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "price", "300000", "USD")],
              pred_m=[("d", "price", "300000", "CNY")])
    assert r.tables["mentions"].total.n_match == 0


def test_empty_predictions(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "time", "5", "min"), ("d", "system", "A100", "")], pred_m=[])
    d = r.to_dict()["mentions"]
    assert d["total"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "n_gold": 2, "n_pred": 0}
    assert len(r.missed("mentions")) == 2


def test_type_absent_from_gold_is_not_scored(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "time", "5", "min")],
              pred_m=[("d", "time", "5", "min"), ("d", "ratio", "2", "x"), ("d", "system", "A100", "")])
    d = r.to_dict()["mentions"]
    assert set(d) == {"time", "total"}
    assert d["total"]["n_pred"] == 1 and d["total"]["precision"] == 1.0


def test_documents_outside_the_gold_are_ignored(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "time", "5", "min")],
              pred_m=[("d", "time", "5", "min"), ("other", "time", "7", "min")])
    assert r.micro_f1("mentions") == 1.0


def test_document_in_results_gold_only_counts_spurious_mentions(tmp_path):
    # doc "e" is in the results gold, not in the mentions gold: its mentions are still scored.
    r = audit(tmp_path,
              gold_m=[("d", "time", "5", "min")],
              pred_m=[("d", "time", "5", "min"), ("e", "time", "7", "min")],
              gold_r=[("e", "A100", "BERT", "train_time", "7", "min", "=")],
              pred_r=[])
    t = r.tables["mentions"]
    assert (t.total.n_gold, t.total.n_pred, t.total.n_match) == (1, 2, 1)
    assert r.per_document("mentions")["e"]["n_pred"] == 1


def test_table_without_gold_file_is_not_scored(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "time", "5", "min")], pred_m=[],
              pred_r=[("d", "A100", "BERT", "train_time", "5", "min", "=")])
    assert r.micro_f1("results") is None
    assert "results" not in r.to_dict()


def test_results_match_on_keys_metric_unit_and_number(tmp_path):
    gold = [("d", "IPU-POD16", "ResNet-50", "perf_gain", "24", "%", "="),
            ("d", "X", "ResNet-50", "speedup", "2", "x", "=")]  # so that speedup is scored
    cases = [
        ("d", "ipu pod16", "resnet50", "perf_gain", "24.05", "%", "="),  # match
        ("d", "IPU-POD64", "ResNet-50", "perf_gain", "24", "%", "="),   # other system
        ("d", "IPU-POD16", "ResNet-50", "speedup", "24", "%", "="),     # other metric
        ("d", "IPU-POD16", "ResNet-50", "perf_gain", "24", "x", "="),   # other unit
        ("d", "IPU-POD16", "", "perf_gain", "24", "%", "="),            # no benchmark
    ]
    r = audit(tmp_path, gold_r=gold, pred_r=cases)
    t = r.tables["results"]
    assert (t.total.n_gold, t.total.n_pred, t.total.n_match) == (2, 5, 1)
    assert t.pairs[0][1].fields["system"] == "ipu pod16"


def test_qualifier_accuracy(tmp_path):
    gold = [("d", "A", "BERT", "train_time", "6", "min", "<"),
            ("d", "A", "BERT", "train_time", "9", "min", ">"),
            ("d", "B", "", "price", "300000", "USD", "~"),
            ("d", "C", "", "price", "5", "USD", "=")]
    pred = [("d", "A", "BERT", "train_time", "6", "min", "<"),
            ("d", "A", "BERT", "train_time", "9", "min", "="),
            ("d", "B", "", "price", "300000", "USD", "~")]
    r = audit(tmp_path, gold_r=gold, pred_r=pred)
    assert r.qualifier_accuracy() == pytest.approx(2 / 3)
    assert r.to_dict()["results"]["qualifier_accuracy"] == pytest.approx(2 / 3)


def test_qualifier_accuracy_is_none_without_matches(tmp_path):
    r = audit(tmp_path, gold_r=[("d", "A", "", "price", "5", "USD", "=")], pred_r=[])
    assert r.qualifier_accuracy() is None
    assert r.to_dict()["results"]["qualifier_accuracy"] is None


def test_tie_break_prefers_closest_then_equal_qualifier(tmp_path):
    gold = [("d", "A", "", "speedup", "10", "x", "="), ("d", "A", "", "speedup", "10.06", "x", "~")]
    # 10.03 is equally close to both: the equal qualifier decides.
    r = audit(tmp_path, gold_r=gold, pred_r=[("d", "A", "", "speedup", "10.03", "x", "~")])
    assert r.qualifier_accuracy() == 1.0
    # 10.01 is closer to 10 (=): distance first, so the qualifier is wrong.
    r = audit(tmp_path, gold_r=gold, pred_r=[("d", "A", "", "speedup", "10.01", "x", "~")])
    assert r.qualifier_accuracy() == 0.0


def test_per_type_micro_and_f1_figures(tmp_path):
    gold = [("d", "time", "5", "min"), ("d", "time", "6", "min"), ("d", "percentage", "10", "%")]
    pred = [("d", "time", "5", "min"), ("d", "time", "7", "min"), ("d", "percentage", "10", "%"),
            ("d", "percentage", "11", "%")]
    d = audit(tmp_path, gold_m=gold, pred_m=pred).to_dict()["mentions"]
    assert d["time"] == pytest.approx({"precision": 0.5, "recall": 0.5, "f1": 0.5, "n_gold": 2, "n_pred": 2})
    assert d["percentage"] == pytest.approx(
        {"precision": 0.5, "recall": 1.0, "f1": 2 / 3, "n_gold": 1, "n_pred": 2})
    assert d["total"] == pytest.approx(
        {"precision": 0.5, "recall": 2 / 3, "f1": 4 / 7, "n_gold": 3, "n_pred": 4})


def test_per_rule_counts(tmp_path):
    gold = [("d", "time", "5", "min"), ("d", "percentage", "10", "%")]
    pred = [("d", "time", "5", "min", "time.zh"), ("d", "time", "5", "min", "time.en"),
            ("d", "time", "8", "min", "time.zh"), ("d", "percentage", "10", "%", ""),
            ("d", "ratio", "3", "x", "ratio.any")]  # ratio: not in the gold, not counted
    r = audit(tmp_path, gold_m=gold, pred_m=pred)
    assert r.per_rule("mentions") == {
        "time.zh": {"right": 1, "wrong": 1},
        "(none)": {"right": 1, "wrong": 0},
        "time.en": {"right": 1, "wrong": 0},
    }


def test_missed_and_spurious_rows_for_the_review_page(tmp_path):
    r = audit(tmp_path, gold_m=[("d", "time", "5", "min"), ("d", "time", "6", "min")],
              pred_m=[("d", "time", "5", "min", "a"), ("d", "time", "9", "min", "b")])
    missed, spurious = r.missed("mentions"), r.spurious("mentions")
    assert [(m["doc_id"], m["value"], m["line"]) for m in missed] == [("d", "6", 3)]
    assert [(s["value"], s["rule"], s["line"]) for s in spurious] == [("9", "b", 3)]
    assert r.per_document("mentions")["d"] == pytest.approx(
        {"precision": 0.5, "recall": 0.5, "f1": 0.5, "n_gold": 2, "n_pred": 2})
    assert len(r.matched("mentions")) == 1
