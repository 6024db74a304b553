"""Supercomputers and named clusters (systems.csv, systems_guarded.csv with the
`supercomputer|cluster` cues of guard_cues.csv, and the `guarded` back-reference
of name_references.jsonl).  Names come from the MLPerf catalogue's system names
(Tyche, Nyx, Theia, Carina, Kinabalu, Eos) and from the lists of national
supercomputers (Taiwania, Tianhe, Sunway, TSUBAME, ...).  A name that is also
a word counts only with a cue in its sentence, then in the whole text; a
version suffix is a system of its own (FugakuNEXT is not Fugaku).  Input
sentence -> the system names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("国网中心的台湾杉三号与台湾杉二号都在新竹。", ["Taiwania 3", "Taiwania 2"]),
    ("國網中心的台灣杉二號與台灣杉4號都在新竹。", ["Taiwania 2", "Taiwania 4"]),
    ("NCHC's Taiwania 4 replaced Taiwania 2.", ["Taiwania 4", "Taiwania 2"]),
    ("神威·海洋之光与天河三号都是国产超算，天河一号已退役，天河一号A升级过。",
     ["Sunway OceanLight", "Tianhe-3", "Tianhe-1", "Tianhe-1A"]),
    ("鵬城雲腦II在MLPerf HPC中排名第一。", ["Cloudbrain-II"]),
    ("TACC's Lonestar6 and Frontera, and Stampede3 came online.", ["Lonestar6", "Frontera", "Stampede3"]),
    # spacing variants fold
    ("TACC's Lonestar 6 replaced Stampede 3; TSUBAME4.0 is Tsubame 4.0.",
     ["Lonestar6", "Stampede3", "TSUBAME 4.0", "TSUBAME 4.0"]),
    ("德州的Lonestar 6與東工大的TSUBAME4.0。", ["Lonestar6", "TSUBAME 4.0"]),
    ("Cerebras's Condor Galaxy 1 and Condor Galaxy 3 clusters in Texas.", ["Condor Galaxy 1", "Condor Galaxy 3"]),
    ("Jean Zay, Shaheen III, Isambard 3, HoreKa, Gefion, Israel-1 and TSUBAME 4.0 are on the list.",
     ["Jean Zay", "Shaheen III", "Isambard 3", "HoreKa", "Gefion", "Israel-1", "TSUBAME 4.0"]),
)
def test_supercomputers_by_name(text, expected):
    assert systems(text) == expected


@table(
    # a version suffix is another system
    ("FugakuNEXT will follow Fugaku in 2030.", ["FugakuNEXT", "Fugaku"]),
    ("富岳NEXT预计2030年上线，富岳仍在运行。", ["FugakuNEXT", "Fugaku"]),
    ("富岳NEXT預計採用新架構。", ["FugakuNEXT"]),
)
def test_version_suffixes_are_systems_of_their_own(text, expected):
    assert systems(text) == expected


@table(
    ("NVIDIA's Tyche cluster trained GPT-3 in 10 minutes; Tyche later ran Llama.", ["Tyche", "Tyche"]),
    ("Tyche集群完成训练；Tyche随后又跑了Llama 2 70B。", ["Tyche", "Tyche"]),
    ("Nyx 丛集在 10 分钟内跑完 BERT，Nyx 的规模更大。", ["Nyx", "Nyx"]),
    ("微軟的Eagle超級電腦排名第三。", ["Eagle"]),
    ("The Andromeda supercomputer and the Carina cluster.", ["Andromeda", "Carina"]),
    # no cue anywhere in the text: words, not systems
    ("Tyche and Nyx are Greek names.", []),
    ("Tyche 完成了训练。", []),
    ("An eagle flew over Andromeda.", []),
)
def test_named_clusters_need_a_cue_once(text, expected):
    assert systems(text) == expected


@table(
    # any name that needs a cue (systems_guarded.csv) counts in the whole text once it has it ...
    ("NVIDIA's Vera CPU has 88 cores; Vera is fast.", ["Vera", "Vera"]),
    ("英伟达Vera处理器有88核，Vera的带宽更高。", ["Vera", "Vera"]),
    ("輝達Grace處理器上市，Grace的功耗更低。", ["Grace", "Grace"]),
    # ... but never inside an architecture name read as a word of its own
    ("NVIDIA's Vera CPU has 88 cores. The Vera Rubin platform ships in 2026.", ["Vera"]),
    ("英伟达Vera处理器有88核，Vera Rubin平台明年出货。", ["Vera"]),
)
def test_guarded_names_document_wide_not_in_architectures(text, expected):
    assert systems(text) == expected
