"""The name lists against the MLPerf systems catalogue.

Every accelerator name of the catalogue (the submitters' own spellings,
vendored in pipeline/data/catalogue_accelerators.csv by tools/build_names.py)
maps to exactly one canonical system name, or is left out with the reason why;
the name finder, given the catalogue's spelling as text, finds that one name
and nothing else; and the vendored files are what the rules give.
"""
from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

import pytest

from pipeline.extractors.lexicon import DATA_DIR, fold, read_table
from pipeline.audit import name_key
from pipeline.extractors.names import find_names

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT.parent / "shared" / "reference" / "mlperf-accelerators.csv"
COLUMNS = ["accelerator", "systems", "canonical", "vendor", "left_out"]


def _build_names():
    spec = importlib.util.spec_from_file_location("build_names", ROOT / "tools" / "build_names.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ROWS = read_table("catalogue_accelerators.csv", COLUMNS)
CPUS = read_table("catalogue_processors.csv", ["processor", "systems", "canonical", "vendor", "left_out"])
CPU_MAPPED = [r for r in CPUS if not r["left_out"]]
MAPPED = [r for r in ROWS if not r["left_out"]]
LEFT_OUT = [r for r in ROWS if r["left_out"]]


def test_every_accelerator_is_mapped_or_left_out_with_a_reason():
    assert len(ROWS) == 236  # the catalogue's distinct accelerator names
    for r in ROWS:
        where = f"catalogue_accelerators.csv:{r['_line']} ({r['accelerator']!r})"
        assert bool(r["canonical"]) != bool(r["left_out"]), f"{where}: a canonical name or a reason, not both"
        if r["canonical"]:
            assert r["vendor"], f"{where}: no vendor"
            assert r["canonical"].isascii(), where
    assert len({r["accelerator"] for r in ROWS}) == len(ROWS)


@pytest.mark.parametrize("row", MAPPED, ids=[r["accelerator"] for r in MAPPED])
def test_the_finder_reads_the_catalogue_spelling_as_its_one_canonical_name(row):
    """Names compare by their key, as the audit compares them (RTX PRO 6000 is RTX Pro 6000)."""
    found = {name_key(m.value) for m in find_names(fold(row["accelerator"])) if m.type == "system"}
    assert found == {name_key(row["canonical"])}


@pytest.mark.parametrize("row", LEFT_OUT, ids=[r["accelerator"] or "(empty)" for r in LEFT_OUT])
def test_a_left_out_name_gives_no_system_of_its_own(row):
    """A mixed entry names systems listed elsewhere; the others name none."""
    found = {m.value for m in find_names(fold(row["accelerator"])) if m.type == "system"}
    assert found <= {r["canonical"] for r in MAPPED}
    if not row["left_out"].startswith("two accelerators"):
        assert found == set()


def test_every_host_processor_is_mapped_or_left_out_with_a_reason():
    assert len(CPUS) == 385  # the catalogue's distinct host processor names
    for r in CPUS:
        where = f"catalogue_processors.csv:{r['_line']} ({r['processor']!r})"
        assert bool(r["canonical"]) != bool(r["left_out"]), where
        assert not r["canonical"] or (r["vendor"] and r["canonical"].isascii()), where


@pytest.mark.parametrize("row", CPU_MAPPED, ids=[r["processor"] for r in CPU_MAPPED])
def test_the_family_patterns_read_each_host_processor_as_its_canonical_name(row):
    found = {name_key(m.value) for m in find_names(fold(row["processor"])) if m.type == "system"}
    assert found == {name_key(row["canonical"])}


def test_the_vendored_files_are_what_the_rules_give():
    build = _build_names()
    source = CATALOGUE if CATALOGUE.is_file() else DATA_DIR / "catalogue_accelerators.csv"
    rules = build.Rules.load()
    acc, aliases = build.build(build.read_catalogue(source), rules)
    assert (DATA_DIR / "catalogue_accelerators.csv").read_text(encoding="utf-8") == acc
    assert (DATA_DIR / "catalogue_systems.csv").read_text(encoding="utf-8") == aliases
    cpu_source = build.SYSTEMS_CATALOGUE if build.SYSTEMS_CATALOGUE.is_file() else build.PROCESSORS
    cpus = build.build_processors(build.read_processors(cpu_source), rules)
    assert (DATA_DIR / "catalogue_processors.csv").read_text(encoding="utf-8") == cpus


@pytest.mark.skipif(not CATALOGUE.is_file(), reason="../shared/reference is not here")
def test_the_vendored_list_holds_the_catalogue_as_it_is():
    with open(CATALOGUE, encoding="utf-8", newline="") as fh:
        names = [(r["accelerator_model_name"], r["systems"]) for r in csv.DictReader(fh)]
    assert [(r["accelerator"], r["systems"]) for r in ROWS] == names


@pytest.mark.parametrize("raw,canonical,left_out", [
    ("Intel(R) Xeon(R) Platinum 8480+ @ 2.00GHz", "Xeon 8480+", "cpu"),
    ("AMD EPYC 7763 64-Core Processor", "EPYC 7763", "cpu"),
    ("Intel(R) Xeon(R) CPU E5-2698 v4 @ 2.20GHz", "Xeon E5-2698 v4", "cpu"),
    ("Intel(R) Xeon(R) code named Sapphire Rapids", "Xeon", "cpu"),
    ("Neoverse-V2", "", "an Arm core design"),
    ("NVIDIA A100-SXM4-80GB (400W)", "A100", ""),
    ("Intel® Gaudi® 2 AI Accelerator", "Gaudi2", ""),
    ("tpuv3-512", "TPU v3", ""),
    ("NVIDIA Blackwell GPU (B200-SXM-180GB)", "B200", ""),
    ("AMD Instinct MI300X-NPS1-SPX-192GB-750W", "MI300X", ""),
    ("NVIDIA A10G", "A10G", ""),
    ("NVIDIA GH200-GraceHopper-Superchip", "GH200", ""),
    ("QUALCOMM Cloud AI 100 PCIe/HHHL Pro", "Cloud AI 100 Pro", ""),  # a tier is part of the card's name
    ("QUALCOMM Cloud AI 100 DM.2e", "Cloud AI 100", ""),  # a form factor is not
    ("DaVinci", "", "architecture"),
    ("N/A", "", "no accelerator"),
])
def test_rules_table(raw, canonical, left_out):
    rules = _build_names().Rules.load()
    if left_out == "cpu" or "Arm core" in left_out:
        got, vendor, why = rules.apply_cpu(raw)
        left_out = "" if left_out == "cpu" else left_out
    else:
        got, vendor, why = rules.apply(raw)
    assert got == canonical
    assert left_out in why


def test_every_rule_has_a_known_step_and_compiles():
    from pipeline.extractors.lexicon import read_jsonl
    entries = read_jsonl("catalogue_rules.jsonl", ("step", "pattern"))
    rules = _build_names().Rules(entries)  # raises on an unknown step or a bad pattern
    assert rules.leave_out and rules.vendors and rules.rewrites
    for e in entries:
        assert e["step"] != "leave_out" or e.get("why"), f"a rule that leaves a name out says why: {e}"


def test_the_script_rebuilds_the_same_files_from_the_vendored_lists_alone():
    """Where ../shared is not there (a user, CI), the vendored names are the source."""
    build = _build_names()
    rules = build.Rules.load()
    acc, aliases = build.build(build.read_catalogue(DATA_DIR / "catalogue_accelerators.csv"), rules)
    cpus = build.build_processors(build.read_processors(DATA_DIR / "catalogue_processors.csv"), rules)
    assert acc == (DATA_DIR / "catalogue_accelerators.csv").read_text(encoding="utf-8")
    assert aliases == (DATA_DIR / "catalogue_systems.csv").read_text(encoding="utf-8")
    assert cpus == (DATA_DIR / "catalogue_processors.csv").read_text(encoding="utf-8")


def test_check_mode_passes_on_the_committed_files_and_fails_on_a_stale_one(tmp_path, monkeypatch, capsys):
    build = _build_names()
    assert build.main(["--check"]) == 0
    stale = tmp_path / "catalogue_systems.csv"
    stale.write_text("canonical,alias,vendor\n", encoding="utf-8")
    monkeypatch.setattr(build, "ALIASES", stale)
    assert build.main(["--check"]) == 1
    assert "catalogue_systems.csv: not what the catalogue" in capsys.readouterr().out
    assert stale.read_text(encoding="utf-8") == "canonical,alias,vendor\n"  # --check writes nothing
