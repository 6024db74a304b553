"""pipeline.verify.matching: press system names to submissions."""
from pathlib import Path

import pytest

from pipeline.verify.matching import DATA, Matcher, key, load_rules
from pipeline.verify.mllog import LogError
from pipeline.verify.repository import Submission

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "verify"


def sub(submitter, system_dir, system_name="", nodes=1, per_node=8, accelerator="A100"):
    return Submission(round="1.1", submitter=submitter, system_dir=system_dir,
                      benchmark="ResNet-50", system_name=system_name or system_dir,
                      nodes=nodes, accelerators_per_node=per_node, accelerator=accelerator)


POOL = [
    sub("NVIDIA", "dgxa100_ngc21.09_mxnet", accelerator="NVIDIA A100-SXM4-80GB (400W)"),
    sub("NVIDIA", "dgxa100_ngc21.09_pytorch", accelerator="NVIDIA A100-SXM4-80GB (400W)"),
    sub("NVIDIA", "dgxa100_n8_ngc21.09_mxnet", nodes=8, accelerator="NVIDIA A100-SXM4-80GB (400W)"),
    sub("Azure", "nd96amsr_a100_v4_ngc21.09_mxnet", accelerator="NVIDIA A100-SXM4-80GB (400W)"),
    sub("Graphcore", "ipu-pod16-TF1", "IPU-POD16", per_node=16, accelerator="Graphcore IPU GC200"),
    sub("Graphcore", "ipu-pod16-POPART-open", "IPU-POD16", per_node=16, accelerator="Graphcore IPU GC200"),
    sub("Graphcore", "ipu-pod64-TF1", "IPU-POD64", per_node=64, accelerator="Graphcore IPU GC200"),
    sub("Inspur", "nf5488a5_mxnet", "NF5488A5"),
    sub("Dell", "DSS8440x8A100-PCIE-40GB"),
]


@pytest.mark.parametrize("press, dirs", [
    ("DGX A100", {"dgxa100_ngc21.09_mxnet", "dgxa100_ngc21.09_pytorch"}),  # one node only
    ("dgx-a100", {"dgxa100_ngc21.09_mxnet", "dgxa100_ngc21.09_pytorch"}),  # by key
    ("DGX SuperPOD", {"dgxa100_n8_ngc21.09_mxnet"}),
    ("IPU-POD16", {"ipu-pod16-TF1", "ipu-pod16-POPART-open"}),
    ("IPU-POD64", {"ipu-pod64-TF1"}),
    ("IPU-POD128", set()),
    ("NF5488A5", {"nf5488a5_mxnet"}),
    ("DSS8440x8A100-PCIE-40GB", {"DSS8440x8A100-PCIE-40GB"}),  # fallback on the name
    ("Gaudi2", set()),
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


def test_how():
    m = Matcher()
    assert m.how("DGX A100") == "mapping"
    assert m.how("NF5688M6") == "mapping"
    assert m.how("NF5488M6") == "name"
    assert m.how("Some Box") == "name"


def test_data_file_rows_are_complete():
    rules = load_rules(DATA)
    assert "dgxa100" in rules and "ipupod16" in rules
    for rows in rules.values():
        for r in rows:
            # every row constrains something besides the press name
            assert any([r.submitter, r.system_name, r.system_dir, r.nodes,
                        r.accelerators_per_node, r.accelerator]), r


def test_fixture_mapping_and_bad_files(tmp_path):
    rules = load_rules(FIXTURES / "systems.csv")
    acme = sub("Acme", "acmebox8_flow", "AcmeBox 8", accelerator="Acme X1")
    assert Matcher(rules).match("AcmeBox", [acme, sub("Acme", "other")]) == [acme]
    bad = tmp_path / "bad.csv"
    bad.write_text("press_name,submitter\nX,Y\n")
    with pytest.raises(LogError, match="missing column"):
        load_rules(bad)
    with pytest.raises(LogError, match="cannot be read"):
        load_rules(tmp_path / "none.csv")
