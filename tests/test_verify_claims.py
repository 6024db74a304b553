"""Claims of every kind checked against the shipped scores table: a table built by hand.

Each expected verdict and official value was worked out by hand from the rows of
pipeline/data/verify_scores.csv (= ../shared/reference/mlperf-training-scores.csv)
quoted in the comment beside it.  The sentences are written for this test.
"""
import pytest

from pipeline.verify.check import Checker
from pipeline.verify.output import verify_rows
from pipeline.verify.reference import load_reference


@pytest.fixture(scope="module")
def checker():
    return Checker(load_reference().submissions)


def row(text, figure, metric, system, benchmark, value, unit, qualifier="=", suite="",
        baseline="", division="", doc_id="t"):
    start = text.index(figure)
    return {"doc_id": doc_id, "system": system, "benchmark": benchmark, "metric": metric,
            "value": value, "unit": unit, "qualifier": qualifier, "division": division,
            "suite": suite, "baseline": baseline, "evidence": "", "start": str(start),
            "end": str(start + len(figure))}


CLAIMS = [
    # v0.5 nvidia submission/results/dgx1_ngc18.11_mxnet resnet 134.5587
    ("In MLPerf Training v0.5, one DGX-1 trained ResNet-50 in 134.6 minutes.", "134.6",
     "train_time", "DGX-1", "ResNet-50", "134.6", "min", "=", "MLPerf Training v0.5", "",
     "consistent", "134.5587", "submission/results/dgx1_ngc18.11_mxnet", ""),
    # v0.6 NVIDIA dgx2h_n96_ngc19.05_mxnet resnet 1.3324 min = 79.9 s
    ("在MLPerf训练v0.6中，DGX SuperPOD训练ResNet-50只用了80秒。", "80秒",
     "train_time", "DGX SuperPOD", "ResNet-50", "1.333333", "min", "=", "MLPerf训练v0.6", "",
     "consistent", "1.3324", "dgx2h_n96_ngc19.05_mxnet", ""),
    # v0.7 Google tpu-v4-512-TF (256 chips) bert 1.8209; the 8 and 64 chip slices are slower
    ("在MLPerf訓練v0.7中，256塊TPU v4訓練BERT用時1.82分鐘。", "1.82分鐘",
     "train_time", "TPU v4", "BERT", "1.82", "min", "=", "MLPerf訓練v0.7", "",
     "consistent", "1.8209", "tpu-v4-512-TF", ""),
    # v1.0 Graphcore ipu-pod64-POPART-closed bert 11.0759, ipu-pod64-POPART-open 9.3921
    ("MLPerf Training v1.0：IPU-POD64训练BERT只需9分多钟。", "9",
     "train_time", "IPU-POD64", "BERT", "9", "min", ">", "MLPerf Training v1.0", "",
     "other_division", "9.3921", "ipu-pod64-POPART-open", ""),
    # v1.1 vs v1.0 (its first round) ipu-pod64-POPART-open bert 8.2545 vs 9.3921:
    # 12.1 % less time; closed 10.5637 vs 11.0759 is 4.6 % (gain 4.8 %)
    ("与首次提交的结果相比，BERT在IPU-POD64上实现了12%的性能提升。", "12%",
     "perf_gain", "IPU-POD64", "BERT", "12", "%", "=", "MLPerf Training v1.1", "首次提交的结果",
     "other_division", "12.1123", "ipu-pod64-POPART-open", "ipu-pod64-POPART-open"),
    # v2.0 Graphcore ipu-pod16-TF1-closed (Bow-Pod16) resnet 19.6352, NVIDIA
    # dgxa100_ngc22.04_mxnet 28.6854: 31.55 % less time (46.1 % faster), not 31
    ("Bow Pod16 turned in a 31% faster time-to-train than the DGX A100 on ResNet-50.", "31%",
     "speedup", "Bow Pod16", "ResNet-50", "31", "%", "=", "MLPerf Training v2.0", "DGX A100",
     "contradicts", "31.5498", "ipu-pod16-TF1-closed", "dgxa100_ngc22.04_mxnet"),
    # v2.1 NVIDIA dgxh100_preview (8 H100) bert 6.3780, dgxa100_ngc22.09_pytorch 16.8821: 2.647x
    ("In MLPerf Training v2.1, 8 H100 trained BERT 2.6 times faster than a DGX A100.", "2.6",
     "speedup", "H100", "BERT", "2.6", "x", "=", "MLPerf Training v2.1", "DGX A100",
     "consistent", "2.6469", "dgxh100_preview", "dgxa100_ngc22.09_pytorch"),
    # v2.1 Intel-HabanaLabs HLS-Gaudi2-PT bert 16.4458 and HLS-Gaudi2-TF 15.5573 against
    # 16.8821: 2.6 % (PT) or 7.9 % less time (TF): which Gaudi2 is meant decides
    ("In MLPerf Training v2.1, Gaudi2 trained BERT 8% faster than the DGX A100.", "8%",
     "speedup", "Gaudi2", "BERT", "8", "%", "=", "MLPerf Training v2.1", "DGX A100",
     "unverifiable", "", "HLS-Gaudi2-PT; HLS-Gaudi2-TF",
     "dgxa100_ngc22.09_pytorch; dgxa100_ngc22.09_pytorch"),
    # v3.0 NVIDIA_CoreWeave coreweave_hgxh100_n448_ngc23.04_pytorch (3,584 H100) gpt3 10.9404
    ("In MLPerf Training v3.0, 3,584 H100 GPUs trained GPT-3 in 10.94 minutes.", "10.94",
     "train_time", "H100", "GPT-3", "10.94", "min", "=", "MLPerf Training v3.0", "",
     "consistent", "10.9404", "coreweave_hgxh100_n448_ngc23.04_pytorch", ""),
    # v3.1 HLS-Gaudi2-N48-PT (384 Gaudi2) gpt3 153.5813 against v3.0's 311.9449: +103.1 %
    ("In MLPerf Training v3.1, 384 Gaudi2 delivered a 103% performance increase on GPT-3 "
     "over the previous round.", "103%",
     "perf_gain", "Gaudi2", "GPT-3", "103", "%", "=", "MLPerf Training v3.1", "",
     "consistent", "103.1139", "HLS-Gaudi2-N48-PT", "HLS-Gaudi2-N48-PT"),
    # v4.1 NVIDIA b200_preview_nemo llama2_70b_lora 12.7184 x RCP 1.018803 = 12.9575 published
    ("在MLPerf Training v4.1中，一台DGX B200微调Llama 2 70B用时12.958分钟。", "12.958分钟",
     "train_time", "DGX B200", "Llama 2 70B", "12.958", "min", "=", "MLPerf Training v4.1", "",
     "consistent", "12.9575", "b200_preview_nemo", ""),
    # v5.0 NVIDIA eos-dfw_n1024 (8,192 H100) llama31_405b 19.6379 x 1.059524 = 20.8068 published
    ("In MLPerf Training v5.0, 8,192 H100 GPUs trained Llama 3.1 405B in 20.8 minutes.", "20.8",
     "train_time", "H100", "Llama 3.1 405B", "20.8", "min", "=", "MLPerf Training v5.0", "",
     "consistent", "20.8068", "eos-dfw_n1024_ngc25.01_nemo", ""),
    # v5.1 NVIDIA theia_ngpu512 (GB300) llama31_405b 64.6051 and Nebius nebius_h200_n64 (512
    # H200) 209.6523 x 1.133333 = 237.6059 published: 3.68x at the same size, not over 4
    ("在相同數量的GPU下，GB300 NVL72訓練Llama 3.1 405B的效能是H200的4倍以上。", "4倍",
     "speedup", "GB300 NVL72", "Llama 3.1 405B", "4", "x", ">", "MLPerf Training v5.1", "H200",
     "contradicts", "3.6778", "theia_ngpu512_ngc25.09_nemo", "nebius_h200_n64"),
    # v5.1 GB300's only Llama 3.1 405B result is theia_ngpu512 64.6051; 10 minutes is the
    # 5,120 GB200 of hsg_ngpu5120 (9.9946)
    ("MLPerf Training v5.1中，GB300 NVL72訓練Llama 3.1 405B僅需10分鐘。", "10分鐘",
     "train_time", "GB300 NVL72", "Llama 3.1 405B", "10", "min", "=", "MLPerf Training v5.1", "",
     "contradicts", "64.6051", "theia_ngpu512_ngc25.09_nemo", ""),
    # not a Training round
    ("In MLPerf Inference v3.1, the H100 was 9% faster than Gaudi2 on GPT-J.", "9%",
     "speedup", "H100", "GPT-J", "9", "%", "=", "MLPerf Inference v3.1", "Gaudi2",
     "unverifiable", "", "", ""),
]


@pytest.mark.parametrize(
    "text, figure, metric, system, bench, value, unit, q, suite, baseline, "
    "verdict, official, system_dir, baseline_dir", CLAIMS,
    ids=[f"{c[8] or 'no round'} {c[2]} {c[3]} {c[6]}{c[7]}" for c in CLAIMS])
def test_claims_table(checker, text, figure, metric, system, bench, value, unit, q, suite,
                      baseline, verdict, official, system_dir, baseline_dir):
    [got] = verify_rows([row(text, figure, metric, system, bench, value, unit, q, suite,
                             baseline)], checker, {"t": text})
    assert got["verdict"] == verdict, got["note"]
    assert got["official_value"] == official, got["note"]
    assert got["system_dir"] == system_dir, got["note"]
    assert got["baseline_system_dir"] == baseline_dir, got["note"]


def test_the_table_covers_rounds_metrics_and_verdicts():
    rounds = {c[8] for c in CLAIMS if c[10] != "unverifiable"}
    assert len(rounds) >= 10
    assert {c[2] for c in CLAIMS} == {"train_time", "speedup", "perf_gain"}
    assert {c[10] for c in CLAIMS} == {"consistent", "contradicts", "other_division",
                                      "unverifiable"}


def test_notes_say_why(checker):
    def note(i):
        c = CLAIMS[i]
        [got] = verify_rows([row(*c[:10])], checker, {"t": c[0]})
        return got
    assert "256 TPU v4 as the article says" in note(2)["note"]
    ambiguous = note(7)
    assert "ambiguous: 1 of 2 candidate pairs" in ambiguous["note"]
    assert "HLS-Gaudi2-PT" in ambiguous["note"] and "HLS-Gaudi2-TF" in ambiguous["note"]
    assert note(10)["score_kind"] == "published" and note(10)["score"] == "12.9575"
    assert "same size" in note(12)["note"]
    assert "agrees with v5.1 NVIDIA/hsg_ngpu5120_ngc25.09_nemo 9.995" in note(13)["note"]
    assert note(14)["note"] == "MLPerf Inference v3.1 is not a Training round"
    gain = note(4)
    assert gain["reading"] == "time_cut" and gain["baseline_round"] == "v1.0"
    assert gain["source"].startswith("mlcommons/training_results_v1.1:Graphcore/results/")


ARTICLE = ("在MLPerf Training v3.0中，3584个H100训练GPT-3用时10.94分钟，384个Gaudi2用时311.94分钟。"
           "H100的速度几乎是Gaudi2的30倍。若只用768个H100，训练时间为45.6分钟。")


def test_a_ratio_takes_its_systems_from_the_article_s_own_times(checker):
    """H100 and Gaudi2 have many GPT-3 results; the times the article states name them."""
    v30 = "MLPerf Training v3.0"
    rows = [
        row(ARTICLE, "30倍", "speedup", "H100", "GPT-3", "30", "x", "~", v30, "Gaudi2"),
        row(ARTICLE, "10.94分钟", "train_time", "H100", "GPT-3", "10.94", "min", "=", v30),
        row(ARTICLE, "311.94分钟", "train_time", "Gaudi2", "GPT-3", "311.94", "min", "=", v30),
        row(ARTICLE, "45.6分钟", "train_time", "H100", "GPT-3", "45.6", "min", "=", v30),
    ]
    got = verify_rows(rows, checker, {"t": ARTICLE})
    assert [r["verdict"] for r in got] == ["consistent"] * 4
    ratio = got[0]
    # 311.9449 / 10.9404 = 28.51, within 5 % of "almost 30"; the 768-GPU run after the
    # claim (45.6058) is not the one meant: the nearest figure before the claim is
    assert ratio["official_value"] == "28.5131"
    assert ratio["system_dir"] == "coreweave_hgxh100_n448_ngc23.04_pytorch"
    assert ratio["baseline_system_dir"] == "HLS-Gaudi2-N48-PT"
    assert "the article's own figure at offset" in ratio["note"]
    # without the times, the same ratio has many candidate pairs and is not decided
    [alone] = verify_rows(rows[:1], Checker(load_reference().submissions), {"t": ARTICLE})
    assert alone["verdict"] == "unverifiable" and "ambiguous" in alone["note"]
