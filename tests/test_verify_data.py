"""verify's data files: they load, and they agree with the official tables.

The press-name mapping is checked against the accelerator and system names of
the systems catalogue (../shared/reference/mlperf-systems.csv, when present)
and of the shipped scores table; benchmarks and rounds against the table.
"""
import csv
import re
from collections import defaultdict
from pathlib import Path

import pytest

from pipeline.extractors.lexicon import DATA_DIR, read_table
from pipeline.verify.benchmarks import load_benchmarks
from pipeline.verify.context import KINDS, load_cues
from pipeline.verify.names import Matcher, load_rules
from pipeline.verify.reference import load_reference
from pipeline.verify.rounds import published_dates, round_key
from pipeline.verify.scores import BUNDLED, load_scores

CATALOGUE = Path(__file__).resolve().parents[2] / "shared" / "reference" / "mlperf-systems.csv"


@pytest.fixture(scope="module")
def table():
    return load_scores(BUNDLED)


def test_the_shipped_table_loads_whole(table):
    assert table.problems == []
    assert len(table.submissions) == 2258
    assert sum(s.score is not None for s in table.submissions) == 2217  # as its .md says


def training_accelerators():
    if CATALOGUE.is_file():
        with open(CATALOGUE, encoding="utf-8") as fh:
            return {r["accelerator_model_name"] for r in csv.DictReader(fh)
                    if r["suite"] == "training"}
    return {s.accelerator for s in load_scores(BUNDLED).submissions}


def test_every_rule_matches_a_submission_or_says_it_has_none(table):
    comments = {r["press_name"]: r["comment"] for r in read_table(
        "verify_systems.csv", ["press_name", "submitter", "system_name", "system_dir",
                               "accelerator", "accelerators", "unit", "rounds", "kind",
                               "comment"])}
    for rules in load_rules().values():
        for rule in rules:
            if not any(rule.matches(s) for s in table.submissions):
                assert "no Training submission" in comments[rule.press_name], rule


def test_accelerator_patterns_name_catalogue_accelerators():
    """Each accelerator pattern finds a name of the catalogue, and no accelerator of the
    catalogue has two accelerator names (aliases with the same pattern aside)."""
    names = training_accelerators()
    by_accelerator = defaultdict(set)
    for rules in load_rules().values():
        for rule in rules:
            if rule.kind != "accelerator" or not rule.accelerator:
                continue
            for n in names:
                if re.search(rule.accelerator, n, re.I):
                    by_accelerator[n].add(rule.accelerator)
    for name, patterns in by_accelerator.items():
        assert len(patterns) == 1, (name, patterns)
    # the chips of every round are named: these spellings all map
    m = Matcher()
    for press, written in [("A100", "NVIDIA A100-PCIe-40GB(250W)"), ("A100", "A100-SXM4-80GB"),
                           ("H100", "H100 NVL Tensor Core GPU (PCIe)"),
                           ("Gaudi2", "Intel(R) Gaudi(R) 2 AI Accelerator"),
                           ("V100", "Nvidia Tesla V100S-PCIe-32GB"), ("TPU v3", "tpuv3-512"),
                           ("TPU v2", "tpuv2-8"), ("Trillium", "TPU-trillium"),
                           ("MI325X", "AMD Instinct MI325X 256GB HBM3E DLC")]:
        assert written in names
        assert any(r.accelerator and re.search(r.accelerator, written, re.I)
                   for r in m.rules[press.lower().replace(" ", "")]), (press, written)


def test_benchmark_rows_cover_every_folder_and_round_once(table):
    rows = load_benchmarks()
    canonical = {r["canonical"] for r in read_table("benchmarks.csv",
                                                    ["canonical", "alias", "ambiguous"])}
    for b in rows:
        # the names the extractor writes (FLUX.1 is not in its list yet)
        assert b.name in canonical or b.name == "FLUX.1", b
        assert b.runs > 2 * b.drop or b.runs == 3, b
    with open(BUNDLED, encoding="utf-8") as fh:
        seen = {(r["benchmark"], r["round"].lstrip("v")) for r in csv.DictReader(fh)}
    assert len(seen) > 100
    for folder, rnd in seen:
        covering = [b for b in rows if b.directory == folder.lower() and b.covers(rnd)]
        assert len(covering) == 1, (folder, rnd, covering)


def test_rounds_have_dates_in_order(table):
    dates = published_dates()
    rounds = [r for r, _ in dates]
    assert rounds == sorted(rounds, key=round_key)
    assert set(rounds) == {s.round for s in table.submissions}
    assert all(a[1] < b[1] for a, b in zip(dates, dates[1:]))


def test_cues_are_known_and_unique():
    cues = load_cues()
    assert set(cues) == set(KINDS)
    for kind, words in cues.items():
        assert words, kind
        assert len(words) == len(set(words)), kind


def test_reference_default_is_the_shipped_table():
    ref = load_reference()
    assert ref.sources == ["verify_scores.csv (shipped with the pipeline): 2258 submissions, "
                           "v0.5-v5.1"]
    assert (DATA_DIR / "verify_scores.csv") == BUNDLED
