"""The probe sets (evaluation/probes/): invented press articles labelled by hand before the
pipeline saw them, an estimate of how it does on press it has never seen.  Each set must be
well formed (its split and gold name its articles), and its figures are floors: raise the
pipeline, never lower a floor (figures at the end of round 9: probe1 0.997/0.916, probe2
0.983/0.864, probe3 0.989/0.907, probe4 0.984/0.904, probe5 0.983/0.859, probe6 0.988/0.883,
probe7 0.989/0.894, probe8 0.979/0.805, probe9 0.964/0.740 (probe9, labelled at the start of round 9,
was 0.948/0.706 on main f6bb96d); at the end of round 8: probe1 0.997/0.916, probe2
0.979/0.844, probe3 0.989/0.883, probe4 0.979/0.899, probe5 0.979/0.846, probe6 0.984/0.865,
probe7 0.984/0.817, probe8 0.968/0.768 (probe8, labelled at the start of round 8, was 0.966/0.708
on main 344306a); at the end of round 7: probe1 0.997/0.916, probe2
0.979/0.840, probe3 0.989/0.861, probe4 0.978/0.899, probe5 0.979/0.835, probe6 0.984/0.841,
probe7 0.980/0.749; at the end of round 6: probe1 0.997/0.910, probe2
0.977/0.830, probe3 0.989/0.859, probe4 0.976/0.875, probe5 0.974/0.795, probe6 0.963/0.693,
mentions/results micro F1; probe6, labelled at the start of round 6, was 0.958/0.638 on main
17f86fb before any of round 6's rules; probe7, labelled at the start of round 7, was
0.953/0.711 on main c0fafb3 (0.946/0.670 with round 5's code); round 5: probe1 0.997/0.896, probe2 0.976/0.817,
probe3 0.988/0.857, probe4 0.968/0.797, probe5 0.946/0.548)."""
from __future__ import annotations

import csv
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.audit import audit_dirs

ROOT = Path(__file__).resolve().parents[1]
PROBES = ROOT / "evaluation" / "probes"

FLOORS = {  # set: (mentions micro F1, results micro F1)
    "probe1": (0.98, 0.91),
    "probe2": (0.97, 0.85),
    "probe3": (0.97, 0.90),
    "probe4": (0.97, 0.90),
    "probe5": (0.97, 0.85),
    "probe6": (0.97, 0.87),
    "probe7": (0.97, 0.88),
    "probe8": (0.97, 0.79),
    "probe9": (0.95, 0.73),
}


def _doc_ids(path: Path) -> set[str]:
    with open(path, encoding="utf-8-sig", newline="") as fh:
        return {row["doc_id"] for row in csv.DictReader(fh)}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_probe_set_is_well_formed(name):
    probe = PROBES / name
    articles = {p.stem for p in (probe / "articles").glob("*.txt")}
    assert len(articles) >= 20
    assert _doc_ids(probe / "split.csv") == articles
    assert _doc_ids(probe / "gold" / "mentions.csv") <= articles
    assert _doc_ids(probe / "gold" / "results.csv") <= _doc_ids(probe / "gold" / "mentions.csv")


@pytest.fixture(scope="module")
def audits(tmp_path_factory):
    out = {}
    for name in FLOORS:
        pred = tmp_path_factory.mktemp(name)
        proc = subprocess.run([sys.executable, "-m", "pipeline", "extract", "--quiet", str(PROBES / name / "articles"),
                               "--out", str(pred)], cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, proc.stderr
        out[name] = audit_dirs(PROBES / name / "gold", pred)
    return out


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_probe_figures_hold_their_floor(audits, name):
    mentions, results = FLOORS[name]
    audit = audits[name]
    assert audit.micro_f1("mentions") >= mentions, audit.format_summary()
    assert audit.micro_f1("results") >= results, audit.format_summary()
