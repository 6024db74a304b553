"""pipeline.verify.context, rounds and compare: sentences, counts, cues, readings, decisions."""
from datetime import date

import pytest

from pipeline.verify.compare import Comparison, decide, readings
from pipeline.verify.context import claim_count, count_of, has_cue, sentence_at, share_cue
from pipeline.verify.rounds import normalise_round, parse_date, round_of_date
from pipeline.verify.submission import Submission
from pipeline.verify.verdict import figure_of


@pytest.mark.parametrize("text, name, count", [
    ("参与测试的平台由896个至强处理器和3584个H100加速卡组成", "H100", 3584),
    ("只用768個H100的話，時間為45.6分鐘", "H100", 768),
    ("3,584 NVIDIA H100 GPUs finished it", "H100", 3584),
    ("using 8 DGX B200 machines", "DGX B200", 8),
    ("在ResNet训练中,256块TPU v4将时长缩短", "TPU v4", 256),
    ("256块芯片训练BERT", "TPU v4", None),  # the count is of chips, not of a name
    ("憑藉逾5,000顆Blackwell GPU", "Blackwell", None),  # a bound is not a count
    ("more than 5,000 Blackwell GPUs", "Blackwell", None),
    ("from 3,584 H100 down to 768 H100", "H100", None),  # two counts: none
    ("H100 in 10.94 minutes", "H100", None),
    ("the 4090 and the H100", "H100", None),  # not right before the name
])
def test_count_of(text, name, count):
    assert count_of(text, name, ("NVIDIA",)) == count


def test_claim_count_before_the_figure_or_in_its_clause():
    text = "H100平台的性能几乎是30倍于Intel平台,但只用768个H100的话,时间为45.6分钟。"
    at = text.index("30倍")
    assert claim_count(sentence_at(text, at, at + 3), "H100") is None  # another clause
    text = "It trained GPT-3 in 10.9 minutes on 3,584 H100 GPUs, a record."
    at = text.index("10.9")
    assert claim_count(sentence_at(text, at, at + 4), "H100") == 3584


@pytest.mark.parametrize("kind, text, found", [
    ("same_scale", "在相同數量的GPU下", True),
    ("same_scale", "Trillium of the same size completed", True),
    ("same_scale", "at a larger scale", False),
    ("per_accelerator", "单卡性能是Gaudi2的3.6倍", True),
    ("per_accelerator", "3x faster per chip", True),
    ("previous_round", "较上一轮的最佳成绩", True),
    ("previous_round", "over the previous MLPerf round", True),
    ("first_round", "与首次提交的MLPerf训练结果相比", True),
    ("best", "上一輪的最佳成績", True),
    ("best", "bestow", False),
    ("increase", "效能提升", True),
    ("increase", "the speed of", False),
])
def test_cues(kind, text, found):
    assert has_cue(kind, text) is found


@pytest.mark.parametrize("text, figure, share", [
    ("性能约为A100的80%。", "80%", True),
    ("It reaches 80% of the A100.", "80%", True),
    ("提升了30%的性能。", "30%", False),
    ("31% faster time-to-train", "31%", False),
])
def test_share_cue(text, figure, share):
    at = text.index(figure)
    assert share_cue(sentence_at(text, at, at + len(figure))) is share


def test_sentence_at():
    text = "第一句10.5分钟。Second one took 2.5 minutes. 第三句"
    at = text.index("2.5")
    s = sentence_at(text, at, at + 3)
    assert (s.before, s.figure, s.after) == ("Second one took ", "2.5", " minutes.")
    assert sentence_at(None, 1, 2, "evidence").before == "evidence"


@pytest.mark.parametrize("unit, r, text, figure, expected", [
    ("x", 2.0, "快2倍", "2倍", [("ratio", 2.0)]),
    ("x", 2.0, "性能提升一倍", "一倍", [("ratio", 2.0), ("increase", 1.0)]),
    ("%", 1.25, "快25%", "25%", [("gain", 25.0), ("time_cut", 20.0)]),
    ("%", 0.8, "约为A100的80%", "80%", [("share", 80.0)]),
])
def test_readings(unit, r, text, figure, expected):
    at = text.index(figure)
    got = readings(unit, r, sentence_at(text, at, at + len(figure)))
    assert [(n, pytest.approx(v)) for n, v in got] == expected


def sub(division, name="s"):
    return Submission("1.1", "X", name, "BERT", division=division, score=10.0)


def comp(division, ok, name="s", base=True):
    return Comparison(sub(division, name), sub(division, "b") if base else None, ok,
                      2.0 if ok else 3.0, "ratio", "", 10.0, 20.0 if base else None)


FIG = figure_of("2", "=", "2", factors=(1.0,))


@pytest.mark.parametrize("comps, division, every, verdict", [
    ([comp("closed", True), comp("closed", True, "t")], "", True, "consistent"),
    ([comp("closed", True), comp("closed", False, "t")], "", True, "unverifiable"),
    ([comp("closed", False), comp("closed", False, "t")], "", True, "contradicts"),
    ([comp("closed", False), comp("open", True)], "", True, "other_division"),
    ([comp("open", True)], "", True, "other_division"),
    ([comp("open", False)], "", True, "contradicts"),
    ([comp("closed", True), comp("open", False)], "open", True, "other_division"),
    ([comp("closed", False), comp("open", True), comp("open", False, "t")], "", True,
     "unverifiable"),
    # a time: one agreeing candidate is enough
    ([comp("closed", True, base=False), comp("closed", False, "t", False)], "", False,
     "consistent"),
    ([comp("closed", False, base=False), comp("open", True, "t", False)], "", False,
     "other_division"),
    ([], "", True, "unverifiable"),
])
def test_decide(comps, division, every, verdict):
    assert decide(FIG, comps, division, every).verdict == verdict


@pytest.mark.parametrize("raw, rnd", [("v1.1", "1.1"), ("3", "3.0"), ("v0.5.0", "0.5"),
                                      ("1.0", "1.0"), ("", "")])
def test_normalise_round(raw, rnd):
    assert normalise_round(raw) == rnd


@pytest.mark.parametrize("day, rnd", [
    (date(2023, 6, 28), "3.0"),  # published the day before
    (date(2023, 6, 26), "2.1"),
    (date(2025, 12, 1), "5.1"),
    (date(2018, 1, 1), None),
])
def test_round_of_date(day, rnd):
    assert round_of_date(day) == rnd


@pytest.mark.parametrize("text, day", [
    ("2023-06-28", date(2023, 6, 28)), ("2023-06", date(2023, 6, 1)),
    ("2023-06-28T10:00:00Z", date(2023, 6, 28)), ("June 2023", None), ("2023-13-01", None),
])
def test_parse_date(text, day):
    assert parse_date(text) == day
