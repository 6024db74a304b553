"""pipeline.verify.names: press system names to submissions."""
from pathlib import Path

import pytest

from pipeline.verify.errors import LogError
from pipeline.verify.names import DATA, Matcher, key, load_rules, name_pattern
from pipeline.verify.submission import Submission

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "verify"


def sub(submitter, system_dir, system_name="", accelerators=8, accelerator="A100", rnd="1.1"):
    return Submission(round=rnd, submitter=submitter, system_dir=system_dir,
                      benchmark="ResNet-50", system_name=system_name or system_dir,
                      accelerators=accelerators, accelerator=accelerator)


A100 = "NVIDIA A100-SXM4-80GB (400W)"
POOL = [
    sub("NVIDIA", "dgxa100_ngc21.09_mxnet", accelerator=A100),
    sub("NVIDIA", "dgxa100_ngc21.09_pytorch", accelerator=A100),
    sub("NVIDIA", "dgxa100_n8_ngc21.09_mxnet", accelerators=64, accelerator=A100),
    sub("Azure", "nd96amsr_a100_v4_ngc21.09_mxnet", accelerator=A100),
    sub("Graphcore", "ipu-pod16-TF1", "IPU-POD16", 16, "Graphcore IPU GC200"),
    sub("Graphcore", "ipu-pod16-POPART-open", "IPU-POD16", 16, "Graphcore IPU GC200"),
    sub("Graphcore", "ipu-pod64-TF1", "IPU-POD64", 64, "Graphcore IPU GC200"),
    sub("Graphcore", "ipu-pod16-TF1-closed", "Bow-Pod16", 16, "Graphcore Bow IPU", "2.0"),
    sub("Inspur", "nf5488a5_mxnet", "NF5488A5"),
    sub("Dell", "DSS8440x8A100-PCIE-40GB", accelerator="NVIDIA A100-PCIE-40GB (250W)"),
    sub("Intel-HabanaLabs", "HLS-Gaudi2", accelerator="Habana Gaudi2", rnd="2.0"),
    sub("Intel-HabanaLabs", "HLS-1H-N32", accelerators=128, accelerator="Habana Gaudi", rnd="2.0"),
    sub("Intel-HabanaLabs", "HLS-Gaudi2-N48-PT", accelerators=384,
        accelerator="Intel(R) Gaudi(R) 2 AI Accelerator", rnd="4.0"),
    sub("Google", "tpu-v4-512-TF", "tpu-v4-512", 256, "TPU", "0.7"),
    sub("Google", "tpu-v3-32-TF2.0", "TPU v3-32", 16, "TPU v3", "0.7"),
    sub("NVIDIA", "tyche_ngpu512", "Tyche (8x NVIDIA GB200 NVL72)", 512,
        "NVIDIA Blackwell GPU (GB200)", "5.1"),
    sub("NVIDIA", "b200_preview_nemo", "Nyx (1x NVIDIA DGX B200)", 8,
        "NVIDIA Blackwell GPU (B200-SXM-180GB)", "4.1"),
    sub("NVIDIA", "h200_ngc24.09_nemo", "DGX H200", 8, "NVIDIA H200-SXM5-141GB", "4.1"),
    sub("NVIDIA", "eos_ngc24.09_nemo", "Eos", 8, "NVIDIA H100-SXM5-80GB", "4.1"),
    sub("AMD", "MI300X_pytorch", "MI300X_pytorch", 8, "AMD Instinct MI300X 192GB HBM3", "5.0"),
    sub("NVIDIA", "dgx2h_n96_ngc19.05_mxnet", "NVIDIA DGX-2H", 1536, "Tesla V100-SXM3-32GB-H",
        "0.6"),
]


@pytest.mark.parametrize("press, dirs", [
    ("DGX A100", {"dgxa100_ngc21.09_mxnet", "dgxa100_ngc21.09_pytorch"}),  # one node only
    ("dgx-a100", {"dgxa100_ngc21.09_mxnet", "dgxa100_ngc21.09_pytorch"}),  # by key
    ("DGX SuperPOD", {"dgxa100_n8_ngc21.09_mxnet", "dgx2h_n96_ngc19.05_mxnet"}),
    ("IPU-POD16", {"ipu-pod16-TF1", "ipu-pod16-POPART-open"}),
    ("IPU-POD64", {"ipu-pod64-TF1"}),
    ("IPU-POD128", set()),
    ("Bow Pod16", {"ipu-pod16-TF1-closed"}),  # the submitter writes Bow-Pod16
    ("NF5488A5", {"nf5488a5_mxnet"}),
    ("DSS8440x8A100-PCIE-40GB", {"DSS8440x8A100-PCIE-40GB"}),  # fallback on the name
    ("MI300X", {"MI300X_pytorch"}),  # fallback: a whole word of the accelerator name
    ("Gaudi2", {"HLS-Gaudi2", "HLS-Gaudi2-N48-PT"}),  # "Intel(R) Gaudi(R) 2" too
    ("Gaudi", {"HLS-Gaudi2", "HLS-1H-N32", "HLS-Gaudi2-N48-PT"}),  # the family
    ("TPU v4", {"tpu-v4-512-TF"}),  # v0.7 names the accelerator "TPU"
    ("TPU v3", {"tpu-v3-32-TF2.0"}),
    ("B200", {"b200_preview_nemo"}),  # not the GB200
    ("GB200", {"tyche_ngpu512"}),
    ("DGX B200", {"b200_preview_nemo"}),
    ("DGX H200", {"h200_ngc24.09_nemo"}),
    ("H100", {"eos_ngc24.09_nemo"}),  # not the H200 nor the GH200
    ("Hopper", {"eos_ngc24.09_nemo", "h200_ngc24.09_nemo"}),  # an architecture
    ("Blackwell", {"tyche_ngpu512", "b200_preview_nemo"}),
    ("Intel", {"HLS-Gaudi2", "HLS-1H-N32", "HLS-Gaudi2-N48-PT"}),  # a vendor, by submitter
    ("英特尔", {"HLS-Gaudi2", "HLS-1H-N32", "HLS-Gaudi2-N48-PT"}),
    ("Gaudi3", set()),
    ("", set()),
])
def test_match_with_the_data_file(press, dirs):
    got = Matcher().match(press, POOL)
    assert {s.system_dir for s in got} == dirs


@pytest.mark.parametrize("name, k", [
    ("IPU-POD16", "ipupod16"), ("DGX A100", "dgxa100"), ("dgx_a100", "dgxa100"),
])
def test_key(name, k):
    assert key(name) == k


@pytest.mark.parametrize("name, text, found", [
    ("TPU v4", "256块TPUv4将时长缩短", True),
    ("TPU v4", "tpu-v4-512", True),
    ("H100", "3584个H100加速卡", True),
    ("H100", "GH100 GPU核心", False),
    ("B200", "NVIDIA Blackwell GPU (GB200)", False),
    ("A100", "DGX-A100 640GB", True),
    ("IPU-POD16", "IPU-POD16上", True),
    ("IPU-POD16", "IPU-POD160", False),
])
def test_name_pattern(name, text, found):
    assert bool(name_pattern(name).search(text)) is found


@pytest.mark.parametrize("text, names", [
    ("上一代Hopper架構", ["Hopper"]),
    ("NVIDIA’s more expensive flagship DGX-A100 640GB", ["NVIDIA", "DGX A100"]),
    ("Intel平台", ["Intel"]),
    ("上一代GPU", []),
    ("上一轮基于Blackwell Ultra的最佳成绩", ["Blackwell Ultra"]),  # the longer name wins
])
def test_find_names_in_a_baseline(text, names):
    assert [f.name for f in Matcher().find(text)] == names


def test_how_kind_and_unit():
    m = Matcher()
    assert m.how("DGX A100") == "mapping" and m.how("NF5688M6") == "mapping"
    assert m.how("NF5488M6") == "name" and m.how("Some Box") == "name"
    assert (m.kind("Intel"), m.kind("Hopper"), m.kind("H100"), m.kind("DGX A100")) == \
        ("vendor", "family", "accelerator", "system")
    assert (m.unit("DGX B200"), m.unit("H100"), m.unit("GB200 NVL72")) == (8, 1, 72)


def test_rounds_limit_a_rule():
    m = Matcher()
    selene = [sub("NVIDIA", "dgxa100_n8_ngc20.06_mxnet", accelerators=64, rnd="0.7"),
              sub("NVIDIA", "dgxa100_n8_ngc23.04_mxnet", accelerators=64, rnd="3.0")]
    assert [s.round for s in m.match("Selene", selene)] == ["0.7"]


def test_data_file_loads():
    rules = load_rules(DATA)
    assert "dgxa100" in rules and "ipupod16" in rules and "hopper" in rules


def test_fixture_mapping_and_bad_files(tmp_path):
    rules = load_rules(FIXTURES / "systems.csv")
    acme = sub("Acme", "acmebox8_flow", "AcmeBox 8", accelerator="Acme X1")
    assert Matcher(rules).match("AcmeBox", [acme, sub("Acme", "other")]) == [acme]
    header = "press_name,submitter,system_name,system_dir,accelerator,accelerators,unit,rounds,kind\n"
    for body, problem in [
        ("X,Y\n", "missing column"),
        ("X,,,,,,,,system\n", "sets no condition"),
        ("X,,,,(,,,,system\n", "does not compile"),
        ("X,Acme,,,,eight,,,system\n", "not a whole number"),
        ("X,Acme,,,,,,,thing\n", "kind 'thing'"),
        ("X,Acme,,,,,,1.0-2.0,system,a,b\n", "fields"),
    ]:
        bad = tmp_path / "bad.csv"
        bad.write_text((header if "missing" not in problem else "press_name,submitter\n") + body)
        with pytest.raises(LogError, match=problem) as info:
            load_rules(bad)
        assert str(info.value).startswith(str(bad))
    with pytest.raises(LogError, match="cannot be read"):
        load_rules(tmp_path / "none.csv")
