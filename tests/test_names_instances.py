"""Cloud instances of every provider, found by their family's naming scheme
(system_patterns.jsonl), with the provider's name dropped (GOLD.md): input
sentence -> the system names found.  Sentences are our own, in Simplified,
Traditional and English, one class of names per table."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    # an instance family in a list that ends in "instances", or right after the provider's service
    ("We compared EC2 P5e and P5en instances on the same job.", ["P5e", "P5en"]),
    ("The G6e, P4d or P5 instances all come with NVIDIA GPUs.", ["G6e", "P4d", "P5"]),
    ("亚马逊EC2 P4de实例的价格下调了三成。", ["P4de"]),
    ("AWS的G5實例與P5e實例都在東京區上線。", ["G5", "P5e"]),
    # Trainium and Inferentia families, whose names are no other word, stand alone
    ("Trn2 costs less per hour than Trn1n did.", ["Trn2", "Trn1n"]),
    ("Inf2比Inf1的推理吞吐量高出约4倍。", ["Inf2", "Inf1"]),
    ("新的Trn2 UltraServer由64顆Trainium2組成。", ["Trn2 UltraServer", "Trainium2"]),
    # sizes as the catalogue writes them (Inf1.2xlarge with a capital)
    ("The Inf1.2xlarge and the trn1.32xlarge were both tested.", ["Inf1.2xlarge", "trn1.32xlarge"]),
    # bare letters and numbers without a cue are no instance
    ("The P5 button and the G5 chord.", []),
)
def test_aws_families(text, expected):
    assert systems(text) == expected


@table(
    ("阿里云gn7i的价格约为gn8is的一半。", ["gn7i", "gn8is"]),
    ("阿里雲的ebmgn8v裸金屬執行個體搭載8張GPU。", ["ebmgn8v"]),
    # an instance type with its size is the whole type, as p5.48xlarge is (GOLD.md)
    ("We rented an ecs.gn6v-c8g1.2xlarge for the test.", ["ecs.gn6v-c8g1.2xlarge"]),
    ("腾讯云GN10Xp实例与GN7实例同时降价。", ["GN10Xp", "GN7"]),
    ("騰訊雲的PNV4執行個體採用A10。", ["PNV4", "A10"]),
    ("Oracle's VM.GPU.A10.1 and BM.GPU.H200.8 shapes", ["VM.GPU.A10.1", "BM.GPU.H200.8"]),
    ("甲骨文BM.GPU.A100-v2.8裸机实例", ["BM.GPU.A100-v2.8"]),
    ("Azure 的 Standard_ND96isr_H100_v5 與 ND96asr_v4 虛擬機", ["ND96isr_H100_v5", "ND96asr_v4"]),
    ("Google's a3-megagpu-8g and a2-highgpu-1g machine types", ["a3-megagpu-8g", "a2-highgpu-1g"]),
)
def test_instances_of_other_providers(text, expected):
    assert systems(text) == expected


@table(
    # a cloud's GPU instance named after its card (the card itself, elsewhere, is its own mention)
    ("gpu-h100-x8 rents at 21.84 EUR an hour, gpu-l40s-x1 at 1.40.", ["gpu-h100-x8", "gpu-l40s-x1"]),
    ("我们租了gpu-mi300x-x8，每小时比gpu-h100-x8便宜。", ["gpu-mi300x-x8", "gpu-h100-x8"]),
    ("Lambda的gpu_8x_h100_sxm5規格每小時收費。", ["gpu_8x_h100_sxm5"]),
    ("Droplets named gpu-h100x8-640gb carry eight H100s.", ["gpu-h100x8-640gb", "H100"]),
    # a GPU word in a path or a plain phrase is no instance
    ("See docs/gpu-h100-x8 and the gpu-based cluster.", []),
)
def test_gpu_instances_named_by_their_card(text, expected):
    assert systems(text) == expected


def test_alibaba_family_needs_its_own_word_edges():
    """gn inside another identifier (a hash, a file name) is no instance."""
    assert systems("commit 3fgn7i2a and file agn8is.txt") == []
