"""verify never raises on what a results.csv or an article may hold (issue 16's spirit)."""
import pytest
from hypothesis import given, settings, strategies as st

from pipeline.verify.check import VERDICTS, Checker
from pipeline.verify.output import OUTPUT_COLUMNS, verify_rows
from pipeline.verify.reference import load_reference

CHECKER = Checker(load_reference().submissions)
WORDS = ["H100", "A100", "DGX A100", "Gaudi2", "TPU v4", "IPU-POD16", "Hopper", "Intel",
         "ResNet-50", "BERT", "GPT-3", "MLPerf Training v3.0", "MLPerf v1.1", "上一轮",
         "首次提交", "相同数量的", "单卡", "的", "倍多", "3,584个", "8 ", "%", "x", "=", "~",
         "<", ">=", "NaN", "inf", "1e999", "-3", "", "  ", "\n", "[", "(*", "\\", "\x00"]
text = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=8)), max_size=6).map("".join)


@settings(max_examples=300, deadline=None)
@given(st.fixed_dictionaries({
    "doc_id": st.sampled_from(["a", "b"]), "system": text, "benchmark": text,
    "metric": st.sampled_from(["train_time", "speedup", "perf_gain", "price", ""]),
    "value": st.one_of(text, st.floats(allow_nan=True).map(str)),
    "unit": st.sampled_from(["min", "x", "%", "", "USD"]), "qualifier": text,
    "division": text, "suite": text, "baseline": text, "evidence": text,
    "start": st.one_of(st.integers(-5, 60).map(str), text),
    "end": st.one_of(st.integers(-5, 60).map(str), text),
}), text)
def test_any_row_gets_a_verdict(row, article):
    out = verify_rows([row], CHECKER, {"a": article})
    if row["metric"] in ("train_time", "speedup", "perf_gain"):
        [got] = out
        assert list(got) == OUTPUT_COLUMNS and got["verdict"] in VERDICTS
        assert got["note"] or got["verdict"] == "consistent"
        assert "\n" not in got["note"] or "\n" in (row["system"] + row["baseline"]
                                                   + row["benchmark"] + row["suite"])
    else:
        assert out == []


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "1e999", "-5", "0x10", ""])
def test_values_that_are_not_figures(value):
    [got] = verify_rows([{"doc_id": "a", "system": "H100", "benchmark": "GPT-3",
                          "metric": "train_time", "value": value, "unit": "min",
                          "qualifier": "=", "suite": "MLPerf Training v3.0"}], CHECKER, {})
    assert got["verdict"] == "unverifiable" and got["note"].startswith("bad row: ")
