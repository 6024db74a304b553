"""prune5: a card's bare model number (S4000) after the article named it with
its vendor prefix (MTT S4000) is that system, so the claim of its sentence
has its own subject instead of borrowing the previous claim's.  Input ->
the system names found, in order; then the claim's system.  Sentences are
our own, in Simplified, Traditional and English."""
from __future__ import annotations

import sys
from pathlib import Path

from pipeline.process import analyse

sys.path.insert(0, str(Path(__file__).resolve().parent))
from names_table import systems, table  # noqa: E402


@table(
    ("摩尔线程发布MTT S4000训练卡，S4000单卡显存48GB。", ["MTT S4000", "MTT S4000"]),
    ("摩爾線程MTT S3000之後推出MTT S4000，S3000已停產。", ["MTT S3000", "MTT S4000", "MTT S3000"]),
    ("Moore Threads' MTT S4000 is out; the S4000 trails the A100.", ["MTT S4000", "MTT S4000", "A100"]),
    # two cards of the family: a short form names only a card written in full
    ("摩尔线程MTT S4000上市，S5000仍在研发。", ["MTT S4000"]),
    # without the full name a bare S4000 is no system
    ("型号S4000的电源已售罄。", []),
    ("The S4000 power supply sold out.", []),
)
def test_bare_model_numbers_of_moore_threads(text, expected):
    assert systems(text) == expected


def _claims(text):
    _, claims, _ = analyse(text)
    return [(c.system, c.metric, c.value) for c in claims]


@table(
    ("摩尔线程的KUAE集群采用MTT S4000。厂商称，S4000的性能约为A100的六成。", [("MTT S4000", "speedup", 60.0)]),
    ("摩爾線程的誇娥集群採用MTT S4000。廠商稱，S4000的性能約為A100的六成。", [("MTT S4000", "speedup", 60.0)]),
    ("The KUAE cluster is built on the MTT S4000. The company said the S4000 reaches 60% of the A100's performance.",
     [("MTT S4000", "speedup", 60.0)]),
)
def test_claim_of_a_bare_model_number_takes_it(text, expected):
    assert _claims(text) == expected
