"""A checkable claim: a results.csv row read with its article around it.

The figure is read as the article writes it (its precision, its unit, ``9分多钟``)
from the original text at the row's offsets; the sentence gives the cue words
and the accelerator counts.  Rows that cannot be read (a value that is not a
number, an unknown qualifier) become a problem, reported as ``unverifiable``.
"""
from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from pipeline.verify.context import Sentence, sentence_at
from pipeline.verify.verdict import Figure, figure_of

METRICS = ("train_time", "speedup", "perf_gain")  # the metrics verify checks
QUALIFIERS = ("=", "~", "<", ">", "<=", ">=")
RATIO_UNITS = ("x", "%")


@dataclass
class Claim:
    row: dict
    figure: Figure
    sentence: Sentence
    start: int | None = None
    end: int | None = None
    date: date | None = None

    def get(self, column: str) -> str:
        """A results.csv field of the claim, stripped ("" when absent)."""
        return str(self.row.get(column, "") or "").strip()

    @property
    def at(self) -> int:
        return self.start if self.start is not None else -1


def _offset(v) -> int | None:
    try:
        return int(str(v).strip())
    except ValueError:
        return None


def read_claim(row: dict, text: str | None, day: date | None = None) -> Claim:
    """The claim of a row; ValueError (the reason) when its figure cannot be read."""
    metric = row.get("metric", "")
    unit = (row.get("unit") or "").strip()
    start, end = _offset(row.get("start", "")), _offset(row.get("end", ""))
    sentence = sentence_at(text, start, end, row.get("evidence", "") or "")
    written = sentence.figure or None
    qualifier = (row.get("qualifier") or "").strip() or "="
    if qualifier not in QUALIFIERS:
        raise ValueError(f"unknown qualifier {qualifier!r}")
    if metric != "train_time" and unit not in RATIO_UNITS:
        raise ValueError(f"a {metric} in {unit or 'no unit'!r} (x or % expected)")
    factors = (1.0,) if metric != "train_time" else None
    value = row.get("value", "")
    after = sentence.after[:4]
    try:
        fig = (figure_of(value, qualifier, written, after) if factors is None
               else figure_of(value, qualifier, written, after, factors))
    except ValueError:
        raise ValueError(f"value {value!r} is not a number") from None
    if fig.number < 0:
        raise ValueError(f"value {value!r} is negative")
    return Claim(row=row, figure=fig, sentence=sentence, start=start, end=end, date=day)
