"""A capitalised name written just before the word supercomputer, after the,
its or a possessive (the Tuolumne supercomputer, the Taipei-1 AI supercomputer, Doudna超算) is a
system even where the lists do not hold it; a vendor, an architecture, a
nationality, a place or an institution, or a determiner before the word is
not (the Nvidia supercomputer, the Blackwell supercomputer, the Japanese
supercomputer, the Oak Ridge supercomputer, The supercomputer).  Input
sentence -> the system names found, in order.  Sentences are our own, in
Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("The lab's Tuolumne supercomputer finished the run in 40 minutes.", ["Tuolumne"]),
    ("NVIDIA built the Taipei-1 AI supercomputer with DGX H100 systems.", ["Taipei-1", "DGX H100"]),
    ("Berkeley Lab named its next machine the Doudna supercomputer.", ["Doudna"]),
    ("美国劳伦斯利弗莫尔的Tuolumne超算完成了测试。", ["Tuolumne"]),
    ("輝達的Taipei-1超級電腦採用DGX H100。", ["Taipei-1", "DGX H100"]),
    ("Doudna超级计算机将于明年上线。", ["Doudna"]),
    # a company word before the name is not part of it
    ("Tesla's Dojo supercomputer trains the driving models.", ["Dojo"]),
    # a spacing variant of a listed name (MareNostrum 5): the same key, lower case letters and digits
    ("The Mare Nostrum 5 supercomputer in Barcelona.", ["Mare Nostrum 5"]),
    # a listed name found by its list (Tyche, Eos) keeps its list name
    ("英伟达Eos超算与Tyche超级计算机。", ["Eos", "Tyche"]),
)
def test_name_before_the_word_supercomputer(text, expected):
    assert systems(text) == expected


@table(
    ("The supercomputer is new, and the Nvidia supercomputer is faster.", []),
    ("The Japanese supercomputer beat the European supercomputer and a Swiss supercomputer.", []),
    ("Its supercomputer runs on the Blackwell supercomputer design.", []),
    ("The Oak Ridge supercomputer and the Texas Advanced Computing Center supercomputer.", []),
    ("The World's fastest supercomputer; Exascale supercomputer plans.", []),
    ("英伟达超算和Microsoft超级计算机。", []),
    # in English a name needs the, its or a possessive before it: a sentence's first word is none
    ("Building supercomputers is hard. Modern supercomputers use GPUs.", []),
    ("歐洲的Japanese超級電腦。", []),
    ("An Apple supercomputer? Mellanox supercomputer networking and a Cray supercomputer.", []),
    ("特斯拉的Tesla超算，蘋果的Apple超級電腦。", []),
)
def test_words_before_supercomputer_that_are_no_name(text, expected):
    assert systems(text) == expected
