"""AWS instance names as AWS writes them in lower case: the GPU suffix of a
family (p6-b200, like P6-B200) and a full instance type after the provider's
name (``AWS p5.48xlarge`` is the instance type, not the family P5 cut short).
Input sentence -> the system names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("亚马逊AWS的p6-b200实例本月降价。", ["p6-b200"]),
    ("亞馬遜AWS的p6-b200執行個體已在東京區上線。", ["p6-b200"]),
    ("AWS p6-b200 instances replace the older P5 instances.", ["p6-b200", "P5"]),
    ("AWS's P5 and p6-gb200 instances.", ["P5", "p6-gb200"]),
)
def test_lower_case_gpu_suffix_of_a_family(text, expected):
    assert systems(text) == expected


@table(
    ("AWS p5.48xlarge节点每小时价格下调。", ["p5.48xlarge"]),
    ("在AWS p6-b200.48xlarge執行個體上訓練。", ["p6-b200.48xlarge"]),
    ("On AWS p4d.24xlarge nodes the run took longer.", ["p4d.24xlarge"]),
    # the family after the provider's name still counts where nothing follows it
    ("AWS P5 pricing fell; EC2 P4d too.", ["P5", "P4d"]),
)
def test_instance_type_after_the_provider_is_not_cut(text, expected):
    assert systems(text) == expected
