"""The audit against an independent implementation of GOLD.md's scoring.

``reference_score`` below is written from GOLD.md alone; it shares no code
with pipeline.audit.  It finds the matching per group by brute force
(itertools over every one-to-one pairing, small groups) or, for large groups
of positive numbers, by a sorted two-pointer sweep (exact for a "within 0.5 %
of the larger" relation, which is a threshold on the log scale).  Among
maximum matchings it takes the smallest total relative distance, then the
most equal qualifiers, as the audit documents.
"""
from __future__ import annotations

import csv
import itertools
import math
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pipeline.audit import audit_dirs

SHARED = Path(__file__).resolve().parents[2] / "shared"
DEVSET = SHARED / "devset"
M_COLS = ["doc_id", "type", "value", "unit"]
R_COLS = ["doc_id", "system", "benchmark", "metric", "value", "unit", "qualifier"]
TYPE_ORDER = ["system", "benchmark", "time", "price", "percentage", "ratio"]
METRIC_ORDER = ["train_time", "price", "perf_gain", "speedup", "perf_per_dollar"]


# ---------------------------------------------------------------- reference
def ref_key(name: str) -> str:
    return "".join(c for c in name.lower() if c.isalnum())


def ref_close(a: float, b: float) -> bool:
    return abs(a - b) <= 0.005 * max(abs(a), abs(b))


def ref_dist(a: float, b: float) -> float:
    m = max(abs(a), abs(b))
    return abs(a - b) / m if m else 0.0


def _brute(gold, pred):
    """gold/pred: lists of (number, qualifier).  Best (count, -dist, qual) over all pairings."""
    best = (0, 0.0, 0)
    for k in range(min(len(gold), len(pred)), 0, -1):
        found = False
        for gs in itertools.combinations(range(len(gold)), k):
            for ps in itertools.permutations(range(len(pred)), k):
                if all(ref_close(gold[i][0], pred[j][0]) for i, j in zip(gs, ps)):
                    found = True
                    d = -round(sum(ref_dist(gold[i][0], pred[j][0]) for i, j in zip(gs, ps)), 12)
                    q = sum(gold[i][1] == pred[j][1] for i, j in zip(gs, ps))
                    best = max(best, (k, d, q)) if best[0] == k else (k, d, q)
        if found:
            return best[0], best[2]
    return 0, 0


def _sweep(gold, pred):
    """Maximum matching count for positive numbers (qualifiers: greedy pairs)."""
    g, p = sorted(gold), sorted(pred)
    i = j = n = q = 0
    while i < len(g) and j < len(p):
        if ref_close(g[i][0], p[j][0]):
            n, q, i, j = n + 1, q + (g[i][1] == p[j][1]), i + 1, j + 1
        elif g[i][0] < p[j][0]:
            i += 1
        else:
            j += 1
    return n, q


def _match(gold, pred):
    if len(gold) <= 6 and len(pred) <= 6:
        return _brute(gold, pred)
    assert all(v > 0 for v, _ in gold + pred)
    return _sweep(gold, pred)


def _rates(n_gold, n_pred, n_match):
    p = n_match / n_pred if n_pred else 0.0
    r = n_match / n_gold if n_gold else 0.0
    return {"precision": p, "recall": r, "f1": 2 * p * r / (p + r) if p + r else 0.0,
            "n_gold": n_gold, "n_pred": n_pred}


def _distinct(rows, ident):
    seen, out = set(), []
    for row in rows:
        k = ident(row)
        if k not in seen:
            seen.add(k)
            out.append(row)
    return out


def reference_score(gold_m, pred_m, gold_r, pred_r) -> dict:
    """Rows are dicts of strings; a gold table given as None is absent (not scored)."""
    docs = {r["doc_id"] for r in (gold_m or []) + (gold_r or [])}
    out = {}
    for table, gold, pred, kind_col, order in (
        ("mentions", gold_m, pred_m, "type", TYPE_ORDER),
        ("results", gold_r, pred_r, "metric", METRIC_ORDER),
    ):
        if gold is None:
            continue
        kinds = {r[kind_col] for r in gold}

        def split(row):
            """(group, number, qualifier)."""
            if table == "mentions":
                if row["type"] in ("system", "benchmark"):
                    return (row["doc_id"], row["type"], row["unit"], ref_key(row["value"])), 0.0, ""
                return (row["doc_id"], row["type"], row["unit"]), float(row["value"]), ""
            return ((row["doc_id"], ref_key(row["system"]), ref_key(row["benchmark"]),
                     row["metric"], row["unit"]), float(row["value"]), row["qualifier"])

        def scoped(rows):
            rows = [split(r) for r in rows if r["doc_id"] in docs and r[kind_col] in kinds]
            return _distinct(rows, lambda t: (t[0], t[1]))

        g, p = scoped(gold), scoped(pred)
        counts = {k: [0, 0, 0] for k in kinds}
        matched = qual = 0
        for grp in {t[0] for t in g}:
            n, q = _match([(v, qq) for gg, v, qq in g if gg == grp],
                          [(v, qq) for gg, v, qq in p if gg == grp])
            counts[grp[1] if table == "mentions" else grp[3]][2] += n
            matched, qual = matched + n, qual + q
        for grp, _, _ in g:
            counts[grp[1] if table == "mentions" else grp[3]][0] += 1
        for grp, _, _ in p:
            counts[grp[1] if table == "mentions" else grp[3]][1] += 1
        d = {k: _rates(*counts[k]) for k in order if k in kinds}
        d["total"] = _rates(len(g), len(p), matched)
        if table == "results":
            d["qualifier_accuracy"] = qual / matched if matched else None
        out[table] = d
    return out


def assert_same(real, ref, path="") -> None:
    if isinstance(ref, dict):
        assert isinstance(real, dict) and set(real) == set(ref), f"{path}: {set(real)} != {set(ref)}"
        for k in ref:
            assert_same(real[k], ref[k], f"{path}/{k}")
    elif ref is None or isinstance(ref, int):
        assert real == ref, f"{path}: {real} != {ref}"
    else:
        assert math.isclose(real, ref, abs_tol=1e-12), f"{path}: {real} != {ref}"


def write_rows(path: Path, cols, rows) -> None:
    with open(path, "w", encoding="utf-8", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)


def real_score(gold_m, pred_m, gold_r, pred_r) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        gold, pred = Path(tmp, "gold"), Path(tmp, "pred")
        gold.mkdir(), pred.mkdir()
        if gold_m is not None:
            write_rows(gold / "mentions.csv", M_COLS, gold_m)
        if gold_r is not None:
            write_rows(gold / "results.csv", R_COLS, gold_r)
        write_rows(pred / "mentions.csv", M_COLS + ["rule"], pred_m)
        write_rows(pred / "results.csv", R_COLS + ["rule"], pred_r)
        return audit_dirs(gold, pred).to_dict()


def load(path: Path) -> list[dict]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return [{k: v.strip() for k, v in r.items()} for r in csv.DictReader(fh)]


# ----------------------------------------------------- hypothesis tables
# a chain (1 ~ 1.003 ~ 1.008 ~ 1.011, but 1 !~ 1.008) makes matchings ambiguous, so that a
# greedy or non-maximal matching would be caught; 0.4 % / 0.6 % around 100 are the edges.
NUMS = ["1", "1.003", "1.008", "1.011", "1.0", "100", "100.4", "100.6", "99.6", "0", "7"]
CHAIN = ["1", "1.003", "1.008", "1.011"]
DOCS = st.sampled_from(["a", "b"])
MENTION = st.one_of(
    st.builds(lambda d, v: {"doc_id": d, "type": "system", "value": v, "unit": ""},
              DOCS, st.sampled_from(["DGX A100", "dgx-a100", "A100", "TPU v4", "昇腾910"])),
    st.builds(lambda d, t, v: {"doc_id": d, "type": t, "value": v,
                               "unit": {"time": "min", "percentage": "%", "ratio": "x"}[t]},
              DOCS, st.sampled_from(["time", "percentage", "ratio"]), st.sampled_from(NUMS)),
)
# dense: one document, one type, numbers from the chain
DENSE = st.builds(lambda v: {"doc_id": "a", "type": "time", "value": v, "unit": "min"},
                  st.sampled_from(CHAIN))
RESULT = st.builds(
    lambda d, s, b, m, v, u, q: {"doc_id": d, "system": s, "benchmark": b, "metric": m, "value": v,
                                 "unit": "min" if m == "train_time" else u, "qualifier": q},
    DOCS, st.sampled_from(["H100", "h-100", "A100", ""]), st.sampled_from(["BERT", ""]),
    st.sampled_from(["train_time", "speedup"]), st.sampled_from(NUMS), st.sampled_from(["x", "%"]),
    st.sampled_from(["=", "~", "<"]),
)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    gold_m=st.one_of(st.none(), st.lists(MENTION, max_size=6)),
    pred_m=st.lists(MENTION, max_size=7),
    gold_r=st.one_of(st.none(), st.lists(RESULT, max_size=5)),
    pred_r=st.lists(RESULT, max_size=6),
)
def test_audit_equals_reference_on_generated_tables(gold_m, pred_m, gold_r, pred_r):
    if gold_m is None and gold_r is None:
        gold_m = []
    assert_same(real_score(gold_m, pred_m, gold_r, pred_r), reference_score(gold_m, pred_m, gold_r, pred_r))


@settings(max_examples=200, deadline=None)
@given(gold_m=st.lists(DENSE, max_size=5), pred_m=st.lists(DENSE, max_size=6))
def test_audit_equals_reference_on_ambiguous_numbers(gold_m, pred_m):
    assert_same(real_score(gold_m, pred_m, None, []), reference_score(gold_m, pred_m, None, []))


def test_reference_itself_on_a_known_case():
    # 100.3 agrees with 100 and 100.7; 99.9 only with 100: the maximum pairs both.
    g = [{"doc_id": "a", "type": "time", "value": v, "unit": "min"} for v in ("100", "100.7")]
    p = [{"doc_id": "a", "type": "time", "value": v, "unit": "min"} for v in ("100.3", "99.9")]
    assert reference_score(g, p, None, [])["mentions"]["total"]["f1"] == 1.0


# ------------------------------------------------------------- the devset
def perturbed(rows: list[dict], table: str) -> list[dict]:
    """Predictions made from gold rows: some dropped, nudged, respelled, repeated, invented."""
    out = []
    for n, row in enumerate(rows):
        row = dict(row)
        if n % 5 == 0:
            continue  # a miss
        if row.get("type") in ("system", "benchmark") and n % 2:
            row["value"] = row["value"].upper().replace(" ", "-")  # same key
        elif row.get("type") not in ("system", "benchmark"):
            if n % 7 == 0:
                row["value"] = repr(float(row["value"]) * 1.004)  # still matches
            elif n % 11 == 0:
                row["value"] = repr(float(row["value"]) * 1.006)  # no longer matches
        if table == "results" and n % 3 == 0:
            row["qualifier"] = "~" if row["qualifier"] == "=" else "="
        if table == "results" and n % 4 == 0:
            row["system"] = row["system"].lower()
        out.append(row)
        if n % 6 == 0:
            out.append(dict(row))  # repeated
        if n % 9 == 0 and row.get("type") not in ("system", "benchmark"):
            out.append(dict(row, value=repr(float(row["value"]) * 3 + 1)))  # spurious
    out.append(dict(out[0], doc_id="not_in_gold"))  # ignored: no such gold document
    return out


@pytest.mark.skipif(not (DEVSET / "gold").is_dir(), reason=f"{DEVSET} is absent (needs ../shared beside the repo)")
def test_audit_equals_reference_on_the_devset():
    gold_m, gold_r = load(DEVSET / "gold" / "mentions.csv"), load(DEVSET / "gold" / "results.csv")
    pred_m, pred_r = perturbed(gold_m, "mentions"), perturbed(gold_r, "results")
    real, ref = real_score(gold_m, pred_m, gold_r, pred_r), reference_score(gold_m, pred_m, gold_r, pred_r)
    assert_same(real, ref)
    assert 0.5 < real["mentions"]["total"]["f1"] < 1.0
    assert 0.5 < real["results"]["total"]["f1"] < 1.0
    assert 0.0 < real["results"]["qualifier_accuracy"] < 1.0


@pytest.mark.skipif(not (DEVSET / "gold").is_dir(), reason=f"{DEVSET} is absent (needs ../shared beside the repo)")
def test_devset_gold_against_itself_is_perfect():
    r = audit_dirs(DEVSET / "gold", DEVSET / "gold")
    assert r.micro_f1("mentions") == 1.0 and r.micro_f1("results") == 1.0
    assert r.qualifier_accuracy() == 1.0
