"""The working records of the amount extractors: a figure found with its unit
(``Found``) and a number still without one (``Pending``), which a range, a
list, a compound or the context may give a unit to.  They become
``Mention`` rows at the end (``to_mention``)."""
from __future__ import annotations

from dataclasses import dataclass

from pipeline.types import Mention


@dataclass
class Found:
    type: str
    start: int
    end: int
    value: float  # in the contract's units (minutes, whole currency units, %, x)
    unit: str
    qualifier: str
    rule: str
    num_start: int
    num_end: int
    factor: float = 1.0  # the factor of the unit written (分钟 1, 小时 60, 成 10, cents 0.01)
    magnitude: float = 1.0  # the factor of the magnitude word ending the number (9万: 10^4)
    number: float = 0.0  # the number as written, magnitude applied (9万: 90000)
    prefix: bool = False  # the unit was written before the number ($, 新台币)
    bare_yuan: bool = False  # 元 alone: its currency comes from the context
    named_yuan: bool = False  # names its currency and is counted in 元 (新台币…元, …元人民币)
    tail_factor: float = 0.0  # the factor of the last unit merged into a compound (8天20时: 60)

    def __post_init__(self):
        if not self.tail_factor:
            self.tail_factor = self.factor


@dataclass
class Pending:
    start: int
    end: int
    value: float  # the number as written, magnitude applied
    chinese: bool
    magnitude: float = 1.0
    used: bool = False  # taken by a range, a list, a compound or the context
    qualifier: str = ""  # the qualifier its own digits say (十几万: >)


def lent(target: Found, start: int, end: int, number: float, qualifier: str, rule: str) -> Found:
    """A figure of ``number`` at [start, end) that takes the unit of ``target`` (a range's other end)."""
    return Found(target.type, start, end, number * target.factor, target.unit, qualifier, rule, start, end,
                 target.factor, target.magnitude, number, target.prefix, target.bare_yuan, False)


def to_mention(f: Found) -> Mention:
    return Mention(f.type, f.start, f.end, "", f.value, f.unit, f.qualifier, f.rule)
