"""The two name patterns that open with look-arounds start with (?=[A-Z]): the same matches, found faster.

``named_supercomputer`` (system_patterns.jsonl) and ``sized_model``
(benchmark_patterns.jsonl) try a long list of negative look-aheads at every
place of a text; every match of theirs starts with a capital, so a look-ahead
for one lets the regex engine give up at once elsewhere.
"""
from __future__ import annotations

import re

import pytest

from pipeline.extractors.lexicon import benchmark_patterns, system_patterns

PREFIX = "(?=[A-Z])(?:"


def _pattern(name: str):
    return next(p for p in (*system_patterns(), *benchmark_patterns()) if p.name == name)


@pytest.mark.parametrize("name, text, found", [
    ("named_supercomputer", "Microsoft unveiled its Eagle supercomputer last year.", ["Eagle"]),
    ("named_supercomputer", "The new Colossus 2 supercomputer runs 200,000 GPUs.", ["Colossus 2"]),
    ("named_supercomputer", "the National supercomputer", []),
    ("named_supercomputer", "微软的Eagle超算在榜单上排名第三。", ["Eagle"]),
    ("named_supercomputer", "微軟的Eagle超級電腦", []),  # Traditional: only after normalisation
    ("sized_model", "We ran Yi-34B and TAIDE-LX-70B on it.", ["Yi-34B", "TAIDE-LX-70B"]),
    ("sized_model", "在Baichuan2-13B上推理", ["Baichuan2-13B"]),
    ("sized_model", "a Meta-Foo-7B run", []),  # a vendor word before the name: no match
    ("sized_model", "model-70B", []),
])
def test_matches_as_without_the_prefix(name, text, found):
    p = _pattern(name)
    assert p.regex.pattern.startswith(PREFIX) and p.regex.pattern.endswith(")")
    bare = re.compile(p.regex.pattern[len(PREFIX):-1])
    got = [m.group(0) for m in p.regex.finditer(text)]
    assert got == [m.group(0) for m in bare.finditer(text)]
    assert [(m.span(), m.groups()) for m in p.regex.finditer(text)] == \
        [(m.span(), m.groups()) for m in bare.finditer(text)]
    assert got == found


QUOTED_PREFIX = '(?<=[「“"])(?:'


@pytest.mark.parametrize("text, found", [
    ("超级电脑「天河2号」再次登顶", ["天河2号"]),
    ("部署在超算“神威3”上", ["神威3"]),
    ('the supercomputer "Aurora 2" ran', ["Aurora 2"]),
    ("「Frontier 2」超级计算机", ["Frontier 2"]),
    ("他说「1000卡」的集群", []),
    ("天河2号超算", []),  # not quoted: another pattern's
])
def test_quoted_supercomputer_opens_with_the_quote_behind(text, found):
    """Every match of quoted_supercomputer follows 「, “ or ": a look-behind for one is tried first."""
    p = _pattern("quoted_supercomputer")
    assert p.regex.pattern.startswith(QUOTED_PREFIX) and p.regex.pattern.endswith(")")
    bare = re.compile(p.regex.pattern[len(QUOTED_PREFIX):-1])
    assert [(m.span(), m.groups()) for m in p.regex.finditer(text)] == \
        [(m.span(), m.groups()) for m in bare.finditer(text)]
    assert [m.group(0) for m in p.regex.finditer(text)] == found
