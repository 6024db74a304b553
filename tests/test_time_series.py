"""English: a series of times each followed by its system (round 9, time9): "took 3h 41m on the MI100s and
2h 05m on the A100s" (probe2 half B q22), "took 38 minutes on DGX Spark, 27 minutes on …, 71 minutes on
the Mac Studio and just over two hours on the Framework Desktop" (probe6 half B u16): the second time is
the system's after it, not the one before.  Chinese writes the system first ("在A100上用了…"), which the
clause rule reads already.  The sentences are our own; rows compared as sets.
"""
from __future__ import annotations

import pytest

from test_links import check, row, table

SERIES = [
    ("Fine-tuning Llama 3.1 8B took 3h 41m on the MI100s and 2h 05m on the A100s.",
     {row("MI100", "Llama 3.1 8B", "train_time", 221, "min"), row("A100", "Llama 3.1 8B", "train_time", 125, "min")}),
    ("Our Llama 3.1 8B LoRA run took 38 minutes on DGX Spark, 27 minutes on the RTX 5090 and 71 minutes on the Mac Studio.",
     {row("DGX Spark", "Llama 3.1 8B", "train_time", 38, "min"), row("RTX 5090", "Llama 3.1 8B", "train_time", 27, "min"),
      row("Mac Studio", "Llama 3.1 8B", "train_time", 71, "min")}),
    # no series: the system before the time is the subject, not measured "on"
    ("The H100 trained BERT in 5 minutes on the MLPerf cluster and the A100 in 9 minutes.",
     {row("H100", "BERT", "train_time", 5, "min"), row("A100", "BERT", "train_time", 9, "min")}),
    ("Llama 3.1 8B的QLoRA微调在MI100上用了3小时41分，在A100上用了2小时05分。",
     {row("MI100", "Llama 3.1 8B", "train_time", 221, "min"), row("A100", "Llama 3.1 8B", "train_time", 125, "min")}),
    ("Llama 3.1 8B的QLoRA微調在MI100上用了3小時41分，在A100上用了2小時05分。",
     {row("MI100", "Llama 3.1 8B", "train_time", 221, "min"), row("A100", "Llama 3.1 8B", "train_time", 125, "min")}),
]


@pytest.mark.parametrize("text, expected", table(SERIES))
def test_each_time_of_a_series_is_the_system_after_it(text, expected):
    check(text, expected)
