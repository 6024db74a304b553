"""benchmarks/: the synthetic corpus varies every document, and `run.py --quick` runs end to end.

Speed is measured by the benchmark and reported, never asserted here: these
tests only check that the corpus cannot hit the store's cache and that the
script prints every figure and every ratio with a verdict.
"""
from __future__ import annotations

import hashlib
import random
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import corpus  # noqa: E402  (benchmarks/corpus.py)

TEXT = ("NVIDIA的H100用10.94分钟训练ResNet-50，比A100快2.5倍；IPU-POD16在2023年用3,584个"
        "Gaudi 2跑GPT-3，价格25万元，提升了103%。\nThe TPU v4 pod finished BERT in 0.18 minutes.\n")


def test_vary_perturbs_every_free_number_and_keeps_the_digits_of_names():
    variants = [corpus.vary(TEXT, random.Random(i)) for i in range(40)]
    assert len(set(variants)) == 40
    for v in variants:
        assert "ResNet-50" in v and "GPT-3" in v and "BERT" in v
        for number in ("10.94", "2.5", "3,584", "25", "103", "0.18", "2023"):
            assert not re.search(rf"(?<![\d.,]){re.escape(number)}(?![\d.,])", v), (number, v)
        assert re.search(r"20\d\d年", v)  # a year stays a year


def test_vary_swaps_system_names_within_their_family():
    variants = [corpus.vary(TEXT, random.Random(i)) for i in range(40)]
    gpu = r"(?<![A-Za-z0-9])(?:A100|H100|H200|B200|A800|H800|H20|L40)(?![A-Za-z0-9])"
    gpus = {m for v in variants for m in re.findall(gpu, v)}
    pods = {m for v in variants for m in re.findall(r"IPU-POD\d+", v)}
    assert len(gpus) > 3 and len(pods) > 3
    assert all(re.search(r"Gaudi [23]", v) and re.search(r"TPU v\d", v) for v in variants)


def test_build_writes_distinct_documents_and_a_larger_corpus_extends_a_smaller(tmp_path):
    small = corpus.build(tmp_path / "small", 45)
    big = corpus.build(tmp_path / "big", 90)
    assert small["distinct"] == 45 and big["distinct"] == 90 and small["sources"] >= 2
    files = sorted((tmp_path / "big").glob("*.txt"))
    assert len(files) == 90 and len({f.stem for f in files}) == 90
    assert len({hashlib.sha256(f.read_bytes()).digest() for f in files}) == 90
    for f in sorted((tmp_path / "small").glob("*.txt")):
        assert f.read_bytes() == (tmp_path / "big" / f.name).read_bytes()
    sources = {text for _, text in corpus.source_texts()}
    assert not any(f.read_text(encoding="utf-8") in sources for f in files)  # nothing is an original


def test_quick_run_prints_every_figure_and_ratio_with_a_verdict(tmp_path):
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "run.py"), "--quick", "--silent",
         "--workdir", str(tmp_path / "work"), "--json", str(tmp_path / "figures.json")],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = proc.stdout
    for label in ("(a) floor", "(b) extract --jobs 1", "(c) extract --jobs 2", "(d) +1 document",
                  "(e) peak RSS", "(f) cold start", "load average"):
        assert label in out, label
    ratios = {
        "pipeline / floor throughput": r">= 0\.70",
        "--jobs 2 speed-up": r">= 1\.80",
        "incremental / full": r"<= 0\.050",
        "memory growth": r"<= 1\.10",
        "cold start": r"<= 1\.50",
    }
    for label, target in ratios.items():
        assert re.search(rf"^{re.escape(label)}.*\d\s+{target}\s+(PASS|FAIL)$", out, re.M), (label, out)
    assert re.search(r"tables identical to --jobs 1\s+yes\s+yes$", out, re.M), out
    assert (tmp_path / "figures.json").exists()
    assert not (tmp_path / "work").exists()  # the work folder is removed without --keep


def test_cpu_ratio_measures_each_version_in_turn(tmp_path):
    """benchmarks/cpu_ratio.py: one line per run and version, then each version's median ratio."""
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "cpu_ratio.py"), f"a={ROOT}", f"b={ROOT}", "--docs", "2",
         "--warmup", "1", "--runs", "1", "--corpus", str(ROOT / "corpus" / "articles"),
         "--json", str(tmp_path / "r.json")],
        capture_output=True, text=True, check=True, timeout=300).stdout
    assert re.search(r"run 1 a +floor +[\d.]+ s +pipeline +[\d.]+ s +floor/pipeline [\d.]+", out)
    assert re.search(r"^b +median floor/pipeline [\d.]+ over 1 runs", out, re.M)
    assert (tmp_path / "r.json").exists()
