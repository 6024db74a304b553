"""English: a system after a word that opens a clause of its own (as, while, whereas) is that clause's
subject, not the subject of the figure before it (pipeline/link/after.py ``other_clause``)."""
from __future__ import annotations

import pytest

from link15_claims import claims
from pipeline.link.after import other_clause



@pytest.mark.parametrize("text, wrong", [
    ("A 4,096-GPU cluster trains BERT in 1.2 minutes as the B200 makes its debut.", ("B200", "train_time", "1.2")),
    ("The big cluster trained ResNet-50 in 14 minutes when the TPU v5e entered the round.",
     ("TPU v5e", "train_time", "14")),
    ("A 512-chip pod trained GPT-3 in 3.9 minutes because the MI300X cluster was not ready.",
     ("MI300X", "train_time", "3.9")),
])
def test_no_subject_from_another_clause(text, wrong):
    assert wrong not in claims(text)


@pytest.mark.parametrize("text, expected", [
    ("Nvidia trained BERT in 5.1 minutes on a DGX H100.", ("DGX H100", "train_time", "5.1")),
    ("BERT took 6.3 minutes on the B200, as expected.", ("B200", "train_time", "6.3")),
])
def test_system_after_the_figure_still_counts(text, expected):
    assert expected in claims(text)


@pytest.mark.parametrize("text, expected", [
    ("in 3.5 minutes as H200 makes", True),
    ("in 3.5 minutes while H200 idles", True),
    ("in 3.5 minutes on an H200", False),
    ("in 3.5 minutes on Astra", False),  # a word beginning with "as" is no opener
])
def test_other_clause(text, expected):
    assert other_clause(text, text.index("minutes"), text.index("H200") if "H200" in text else len(text)) is expected


def test_openers_are_read():
    from pipeline.link.word_lists import lang_kind_words
    words = lang_kind_words("clause_openers.csv", ("opens",))
    assert set(words) == {("en", "opens")} and "while" in words[("en", "opens")]
