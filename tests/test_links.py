"""Results linking (issue 4): sentence -> expected result rows, for each shape
the linker knows, in Simplified, Traditional and English.

Rows are compared as sets of tuples of the columns that matter —
``(system, benchmark, metric, value, unit, qualifier)``, plus baseline, suite
or division where a table is about them — so order does not matter and a
spurious row fails as surely as a missing one.
"""
from __future__ import annotations

import pytest

import pipeline

COLS = ("system", "benchmark", "metric", "value", "unit", "qualifier")


def results(text: str, cols=COLS) -> set[tuple]:
    df = pipeline.extract(text, table="results")
    out = set()
    for _, r in df.iterrows():
        out.add(tuple(round(float(r[c]), 4) if c == "value" else r[c] for c in cols))
    return out


def row(system, benchmark, metric, value, unit, qualifier="=", *extra):
    return (system, benchmark, metric, round(float(value), 4), unit, qualifier, *extra)


def check(text, expected, cols=COLS):
    got = results(text, cols)
    expected = set(expected)
    assert got == expected, f"{text!r}\n  missing:  {expected - got}\n  spurious: {got - expected}"


def table(rows):
    """pytest parameters (sentence, expected) with the sentence as the id."""
    return [r if isinstance(r, type(pytest.param(None))) else pytest.param(*r, id=r[0].replace("\n", " / "))
            for r in rows]


def xfail(text, expected, reason):
    return pytest.param(text, expected, id=text.replace("\n", " / "),
                        marks=pytest.mark.xfail(strict=True, reason=reason))


def fixed(text, expected, defect):
    """A case that was a strict xfail until its defect (described by ``defect``) was fixed."""
    return pytest.param(text, expected, id=text.replace("\n", " / "))


# -- the value and its system in one clause ------------------------------------

ONE_CLAUSE = [
    # an English appositive (", with 3,584 H100 GPUs,") does not hold the subject
    ("NVIDIA's Eos supercomputer, with 3,584 H100 GPUs, trained GPT-3 in 10.9 minutes.",
     {row("Eos", "GPT-3", "train_time", 10.9, "min")}),
    ("在IPU-POD₁₂₈上训练ResNet-50的时间为5.67分钟。",
     {row("IPU-POD128", "ResNet-50", "train_time", 5.67, "min")}),
    ("在IPU-POD₁₂₈上訓練ResNet-50的時間為5.67分鐘。",
     {row("IPU-POD128", "ResNet-50", "train_time", 5.67, "min")}),
    ("Graphcore's IPU-POD64 trained BERT in 2.9 minutes.",
     {row("IPU-POD64", "BERT", "train_time", 2.9, "min")}),
    ("NVIDIA Eos超级计算机训练GPT-3仅用时3.9分钟。",
     {row("Eos", "GPT-3", "train_time", 3.9, "min")}),
    ("IPU-POD16训练BERT约需5分钟。", {row("IPU-POD16", "BERT", "train_time", 5, "min", "~")}),
    ("IPU-POD16訓練BERT約需5分鐘。", {row("IPU-POD16", "BERT", "train_time", 5, "min", "~")}),
    ("Google's TPU v4 trained BERT in under 2 minutes.", {row("TPU v4", "BERT", "train_time", 2, "min", "<")}),
    # dev-set shape: one system, two benchmarks, one clause each
    ("在Graphcore IPU-POD64上，BERT的訓練時間只有9分多鐘，ResNet-50的訓練時間為14.5分鐘。",
     {row("IPU-POD64", "BERT", "train_time", 9, "min", ">"),
      row("IPU-POD64", "ResNet-50", "train_time", 14.5, "min")}),
    ("Gaudi2在GPT-3上的训练时间为153.38分钟。", {row("Gaudi2", "GPT-3", "train_time", 153.38, "min")}),
]


@pytest.mark.parametrize("text,expected", table(ONE_CLAUSE))
def test_value_and_system_in_one_clause(text, expected):
    check(text, expected)


# -- a list with one system per clause ------------------------------------------

PER_CLAUSE = [
    ("在IPU-POD₁₆上实现了24%的性能提升，在IPU-POD₆₄上实现了41%的性能提升。",
     {row("IPU-POD16", "", "perf_gain", 24, "%"), row("IPU-POD64", "", "perf_gain", 41, "%")}),
    ("在IPU-POD₁₆上實現了24%的性能提升，在IPU-POD₆₄上實現了41%的性能提升。",
     {row("IPU-POD16", "", "perf_gain", 24, "%"), row("IPU-POD64", "", "perf_gain", 41, "%")}),
    ("The IPU-POD16 improved its performance by 24%, and the IPU-POD64 by 41%.",
     {row("IPU-POD16", "", "perf_gain", 24, "%"), row("IPU-POD64", "", "perf_gain", 41, "%")}),
    ("On ResNet-50, the IPU-POD16 saw a 24% performance improvement, while the IPU-POD64 saw a 41% improvement.",
     {row("IPU-POD16", "ResNet-50", "perf_gain", 24, "%"), row("IPU-POD64", "ResNet-50", "perf_gain", 41, "%")}),
]


@pytest.mark.parametrize("text,expected", table(PER_CLAUSE))
def test_one_system_per_clause(text, expected):
    check(text, expected)


# -- contrasts -------------------------------------------------------------------

CONTRASTS = [
    ("ResNet-50在DGX A100上训练需要29.1分钟，而IPU-POD₁₆仅耗时28.3分钟。",
     {row("DGX A100", "ResNet-50", "train_time", 29.1, "min"),
      row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    ("ResNet-50在DGX A100上訓練需要29.1分鐘，而IPU-POD₁₆僅耗時28.3分鐘。",
     {row("DGX A100", "ResNet-50", "train_time", 29.1, "min"),
      row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    ("While the DGX A100 needed 29.1 minutes to train ResNet-50, the IPU-POD16 took 28.3 minutes.",
     {row("DGX A100", "ResNet-50", "train_time", 29.1, "min"),
      row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    ("On ResNet-50, the DGX A100 needed 29.1 minutes, while the IPU-POD16 took just 28.3 minutes.",
     {row("DGX A100", "ResNet-50", "train_time", 29.1, "min"),
      row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
]


@pytest.mark.parametrize("text,expected", table(CONTRASTS))
def test_contrasts(text, expected):
    check(text, expected)


# -- 分别 / respectively -----------------------------------------------------------

_AND_RANGE = ("English 'X and Y' between two figures is read as a range: the respectively-list figures get "
              "qualifiers >= and <= instead of =")
_EN_LIST = ("an English respectively-list of three figures loses its first ('1.2x, ...' has no cue in its "
            "clause; '28.3, 8.5 and 5.67 minutes' gives no mention for 28.3) and the others become range ends")

RESPECTIVELY = [
    ("IPU-POD16和IPU-POD64训练BERT的时间分别为20.1分钟和9.4分钟。",
     {row("IPU-POD16", "BERT", "train_time", 20.1, "min"), row("IPU-POD64", "BERT", "train_time", 9.4, "min")}),
    ("IPU-POD16和IPU-POD64訓練BERT的時間分別為20.1分鐘和9.4分鐘。",
     {row("IPU-POD16", "BERT", "train_time", 20.1, "min"), row("IPU-POD64", "BERT", "train_time", 9.4, "min")}),
    ("IPU-POD16、IPU-POD64和IPU-POD128训练ResNet-50的时间分别为28.3分钟、8.5分钟和5.67分钟。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min"),
      row("IPU-POD64", "ResNet-50", "train_time", 8.5, "min"),
      row("IPU-POD128", "ResNet-50", "train_time", 5.67, "min")}),
    ("在ResNet-50、BERT和SSD上，H100分别取得了1.2倍、1.5倍和1.8倍的性能提升。",
     {row("H100", "ResNet-50", "perf_gain", 1.2, "x"), row("H100", "BERT", "perf_gain", 1.5, "x"),
      row("H100", "SSD", "perf_gain", 1.8, "x")}),
    ("在ResNet-50、BERT和SSD上，H100分別取得了1.2倍、1.5倍和1.8倍的效能提升。",
     {row("H100", "ResNet-50", "perf_gain", 1.2, "x"), row("H100", "BERT", "perf_gain", 1.5, "x"),
      row("H100", "SSD", "perf_gain", 1.8, "x")}),
    fixed("The IPU-POD16 and IPU-POD64 trained BERT in 20.1 minutes and 9.4 minutes, respectively.",
          {row("IPU-POD16", "BERT", "train_time", 20.1, "min"), row("IPU-POD64", "BERT", "train_time", 9.4, "min")},
          _AND_RANGE),
    fixed("The IPU-POD16, IPU-POD64 and IPU-POD128 trained ResNet-50 in 28.3, 8.5 and 5.67 minutes, respectively.",
          {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min"),
           row("IPU-POD64", "ResNet-50", "train_time", 8.5, "min"),
           row("IPU-POD128", "ResNet-50", "train_time", 5.67, "min")},
          _EN_LIST),
    fixed("On ResNet-50, BERT and SSD, the H100 delivered 1.2x, 1.5x and 1.8x more performance, respectively.",
          {row("H100", "ResNet-50", "perf_gain", 1.2, "x"), row("H100", "BERT", "perf_gain", 1.5, "x"),
           row("H100", "SSD", "perf_gain", 1.8, "x")},
          _EN_LIST),
]


@pytest.mark.parametrize("text,expected", table(RESPECTIVELY))
def test_respectively(text, expected):
    check(text, expected)


def test_respectively_english_systems_and_values():
    """The English list hands each figure its system (qualifiers aside: see the xfail above)."""
    text = "The IPU-POD16 and IPU-POD64 trained BERT in 20.1 minutes and 9.4 minutes, respectively."
    cols = ("system", "benchmark", "metric", "value", "unit")
    check(text, {("IPU-POD16", "BERT", "train_time", 20.1, "min"), ("IPU-POD64", "BERT", "train_time", 9.4, "min")},
          cols)


# -- a system or benchmark implied by the sentence before -----------------------------

_EN_THAT_OF = ("English 'N x that of X' names no baseline: the baseline column stays empty (Chinese 是X的N倍 "
               "gives X)")

_TW_XIAONENG = ("Traditional (Taiwan) 每美元效能 is not read as performance per dollar (the cue list has only "
                "每美元性能 / 每美元的性能): the figure becomes a speedup")

IMPLIED = [
    ("Graphcore发布了IPU-POD16系统。在BERT上，Graphcore的每美元性能是NVIDIA的1.3倍。",
     {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x", "=", "NVIDIA")}),
    ("Graphcore發布了IPU-POD16系統。在BERT上，Graphcore的每美元性能是NVIDIA的1.3倍。",
     {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x", "=", "NVIDIA")}),
    ("IPU-POD16在BERT上的训练时间为20.1分钟。在BERT上，Graphcore的每美元性能是NVIDIA的1.3倍。",
     {row("IPU-POD16", "BERT", "train_time", 20.1, "min", "=", ""),
      row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x", "=", "NVIDIA")}),
    fixed("Graphcore launched the IPU-POD16. On BERT, Graphcore's performance per dollar is 1.3x that of NVIDIA.",
          {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x", "=", "NVIDIA")}, _EN_THAT_OF),
    # Taiwan writes 效能 for 性能; OpenCC t2s keeps the word, so 每美元效能 is no per-dollar cue
    fixed("Graphcore發布了IPU-POD16系統。在BERT上，Graphcore的每美元效能是NVIDIA的1.3倍。",
          {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x", "=", "NVIDIA")}, _TW_XIAONENG),
]


@pytest.mark.parametrize("text,expected", table(IMPLIED))
def test_implied_by_the_sentence_before(text, expected):
    check(text, expected, COLS + ("baseline",))


IMPLIED_NO_BASELINE = [
    ("NVIDIA的H100表现出色。在BERT上，其训练时间仅为5.4分钟。", {row("H100", "BERT", "train_time", 5.4, "min")}),
    ("NVIDIA的H100表現出色。在BERT上，其訓練時間僅為5.4分鐘。", {row("H100", "BERT", "train_time", 5.4, "min")}),
    ("Gaudi2 was the only alternative. On GPT-3, it trained in 153 minutes.",
     {row("Gaudi2", "GPT-3", "train_time", 153, "min")}),
    ("在IPU-POD16上，训练BERT需要20.1分钟。在ResNet-50上，它只需要28.3分钟。",
     {row("IPU-POD16", "BERT", "train_time", 20.1, "min"), row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    # the items of a list carry the subject of the line that introduces it
    ("IPU-POD16在MLPerf训练中的成绩如下：\n- ResNet-50：28.3分钟\n- BERT：20.1分钟",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min"), row("IPU-POD16", "BERT", "train_time", 20.1, "min")}),
    ("IPU-POD16在MLPerf訓練中的成績如下：\n- ResNet-50：28.3分鐘\n- BERT：20.1分鐘",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min"), row("IPU-POD16", "BERT", "train_time", 20.1, "min")}),
    ("The IPU-POD16 posted these times to train:\n- ResNet-50: 28.3 minutes\n- BERT: 20.1 minutes",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min"), row("IPU-POD16", "BERT", "train_time", 20.1, "min")}),
    # a table: the unit in the header applies to the cells
    ("IPU-POD16的训练时间\n基准测试 训练时间 (分钟)\nResNet-50 28.3\nBERT 20.1",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min"), row("IPU-POD16", "BERT", "train_time", 20.1, "min")}),
]


@pytest.mark.parametrize("text,expected", table(IMPLIED_NO_BASELINE))
def test_implied_subject(text, expected):
    check(text, expected)


# -- restatements: a headline, other units -------------------------------------------------

RESTATED = [
    ("IPU-POD16训练ResNet-50仅需28.3分钟\nGraphcore表示，IPU-POD16在ResNet-50上的训练时间为28.3分钟。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    ("IPU-POD16訓練ResNet-50僅需28.3分鐘\nGraphcore表示，IPU-POD16在ResNet-50上的訓練時間為28.3分鐘。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    ("IPU-POD16 trains ResNet-50 in 28.3 minutes\nGraphcore said its IPU-POD16 trained ResNet-50 in 28.3 minutes.",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    # a rounded headline more than 0.5 % away is a claim of its own
    ("IPU-POD16 trains ResNet-50 in 28 minutes\nGraphcore said its IPU-POD16 trained ResNet-50 in 28.3 minutes.",
     {row("IPU-POD16", "ResNet-50", "train_time", 28, "min"), row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min")}),
    # one claim in two units: one result, the more precise figure
    ("Intel's Gaudi2 trained GPT-3 in 311.94 minutes, or 5.2 hours.",
     {row("Gaudi2", "GPT-3", "train_time", 311.94, "min")}),
    ("Gaudi2训练GPT-3用时311.94分钟（约5.2小时）。", {row("Gaudi2", "GPT-3", "train_time", 311.94, "min")}),
    ("Gaudi2訓練GPT-3用時311.94分鐘（約5.2小時）。", {row("Gaudi2", "GPT-3", "train_time", 311.94, "min")}),
]


@pytest.mark.parametrize("text,expected", table(RESTATED))
def test_restatements(text, expected):
    check(text, expected)


# -- speedups and gains ------------------------------------------------------------------

_COMPARED_WITH = ("English 'Compared with X, S delivered N' (the comparison in a clause of its own) is read as "
                  "a perf_gain with no baseline; Chinese 与X相比，... gives a speedup over X")
_LEAD = "领先X N倍: the baseline X is taken as the system and no baseline is recorded"
_ITS_OWN = ("'over its June submission' is the system's own earlier result (a perf_gain), but only fixed phrases "
            "(previous round, projection, ...) count as own; this is read as a speedup")
_EN_THAT_OF_SUBJECT = ("English 'its performance per dollar is N x that of X': X is taken as the system "
                       "(clause-after) and no baseline is recorded")

COMPARISONS = [
    # Chinese
    ("Graphcore IPU-POD16在ResNet-50上的训练时间为28.3分钟，比DGX A100快了3%。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min", "=", ""),
      row("IPU-POD16", "ResNet-50", "speedup", 3, "%", "=", "DGX A100")}),
    ("与DGX A100相比，IPU-POD16训练ResNet-50快了1.6倍。",
     {row("IPU-POD16", "ResNet-50", "speedup", 1.6, "x", "=", "DGX A100")}),
    ("Gaudi2训练BERT的速度是A100的1.7倍。", {row("Gaudi2", "BERT", "speedup", 1.7, "x", "=", "A100")}),
    ("Gaudi2訓練BERT的速度是A100的1.7倍。", {row("Gaudi2", "BERT", "speedup", 1.7, "x", "=", "A100")}),
    ("NVIDIA H100在GPT-3上的訓練時間為10.9分鐘，比A100快了3.1倍。",
     {row("H100", "GPT-3", "train_time", 10.9, "min", "=", ""),
      row("H100", "GPT-3", "speedup", 3.1, "x", "=", "A100")}),
    ("IPU-POD16每美元性能是DGX A100的1.6倍。", {row("IPU-POD16", "", "perf_per_dollar", 1.6, "x", "=", "DGX A100")}),
    ("IPU-POD16的性价比比DGX A100高出60%。", {row("IPU-POD16", "", "perf_per_dollar", 60, "%", "=", "DGX A100")}),
    ("H100在BERT上的性能比上一轮提升了17%。", {row("H100", "BERT", "perf_gain", 17, "%", "=", "上一轮")}),
    ("通过软件优化，IPU-POD16在BERT上的性能提升了1.5倍。", {row("IPU-POD16", "BERT", "perf_gain", 1.5, "x", "=", "")}),
    ("H100比A100快2到3倍。",
     {row("H100", "", "speedup", 2, "x", ">=", "A100"), row("H100", "", "speedup", 3, "x", "<=", "A100")}),
    # English
    ("Graphcore's Bow Pod16 turned in a 31% faster time-to-train than NVIDIA's DGX-A100 640GB on ResNet-50.",
     {row("Bow Pod16", "ResNet-50", "speedup", 31, "%", "=", "DGX A100")}),
    ("The H200 delivered up to 47% over the H100 on Llama 2 70B.",
     {row("H200", "Llama 2 70B", "speedup", 47, "%", "<=", "H100")}),
    ("Gaudi2 delivered a 103% gain in GPT-3.", {row("Gaudi2", "GPT-3", "perf_gain", 103, "%", "=", "")}),
    ("The H100 delivered a 103% gain in GPT-3 compared to the previous round.",
     {row("H100", "GPT-3", "perf_gain", 103, "%", "=", "the previous round")}),
    ("The H100 trained GPT-3 in 10.9 minutes, 3.1 times faster than the A100.",
     {row("H100", "GPT-3", "train_time", 10.9, "min", "=", ""),
      row("H100", "GPT-3", "speedup", 3.1, "x", "=", "A100")}),
    ("Gaudi2 trained BERT 1.7x faster than the A100.", {row("Gaudi2", "BERT", "speedup", 1.7, "x", "=", "A100")}),
    ("The H100 is 2 to 3 times faster than the A100 on BERT.",
     {row("H100", "BERT", "speedup", 2, "x", ">=", "A100"), row("H100", "BERT", "speedup", 3, "x", "<=", "A100")}),
    # a comparison clause that opens the sentence governs each figure; an elliptical clause inherits
    ("相比A100，H100在BERT上的性能提升了3.1倍，在DLRM上提升了2.6倍。",
     {row("H100", "BERT", "speedup", 3.1, "x", "=", "A100"), row("H100", "DLRM", "speedup", 2.6, "x", "=", "A100")}),
    ("相較於A100，H100在BERT上的效能提升了3.1倍。", {row("H100", "BERT", "speedup", 3.1, "x", "=", "A100")}),
    ("The H100 delivered 3.1x more performance than the A100 on BERT, and 2.6x on DLRM.",
     {row("H100", "BERT", "speedup", 3.1, "x", "=", "A100"), row("H100", "DLRM", "speedup", 2.6, "x", "=", "A100")}),
    ("Compared with the previous round, the H100 improved its BERT result by 17%.",
     {row("H100", "BERT", "perf_gain", 17, "%", "=", "the previous round")}),
    fixed("Compared with the A100, Gaudi2 delivered 1.7x the performance on BERT.",
          {row("Gaudi2", "BERT", "speedup", 1.7, "x", "=", "A100")}, _COMPARED_WITH),
    fixed("TPU v4训练BERT用时1.82分钟，领先A100 1.2倍。",
          {row("TPU v4", "BERT", "train_time", 1.82, "min", "=", ""),
           row("TPU v4", "BERT", "speedup", 1.2, "x", "=", "A100")}, _LEAD),
    fixed("With FP8, Gaudi2 delivered a 103% gain in GPT-3 over its June submission.",
          {row("Gaudi2", "GPT-3", "perf_gain", 103, "%", "=", "its June submission")}, _ITS_OWN),
    fixed("The new IPU-POD16 is the focus of this round. On BERT, its performance per dollar is 1.3x that of the "
          "DGX A100.", {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x", "=", "DGX A100")}, _EN_THAT_OF_SUBJECT),
]


@pytest.mark.parametrize("text,expected", table(COMPARISONS))
def test_speedups_and_gains(text, expected):
    check(text, expected, COLS + ("baseline",))


# -- values that say nothing about a system's speed or price -------------------------------

NO_RESULTS = [
    ("在IPU-POD16上，BERT占总训练计算工作负载的10%。", "10%"),
    ("在IPU-POD16上，BERT佔總訓練計算工作負載的10%。", "10%"),
    ("在本轮测试中，90%的系统采用了NVIDIA A100。", "90%"),
    ("在本輪測試中，90%的系統採用了NVIDIA A100。", "90%"),
    ("H100 accounted for 90% of submissions.", "90%"),
    ("受此消息影响，NVIDIA股价上涨0.59%。", "0.59%"),
    ("受此消息影響，NVIDIA股價上漲0.59%。", "0.59%"),
    ("Nvidia shares rose 2.3% after the H100 results.", "2.3%"),
    ("NVIDIA's H100 helped drive revenue of $150 billion.", "$150 billion"),
    ("NVIDIA spent $1.2 billion on R&D for the H100.", "$1.2 billion"),
    ("IPU-POD16在ResNet-50上实现了99.9%精度。", "99.9%"),
    ("IPU-POD16在ResNet-50上達到了99.9%精度。", "99.9%"),
    ("The H100 trained BERT to the 99.9% accuracy target.", "99.9%"),
    ("IPU-POD64的扩展效率达到了97%。", "97%"),
    ("IPU-POD64的擴展效率達到了97%。", "97%"),
    ("The IPU-POD256 achieved a scaling efficiency of 92%.", "92%"),
    ("IPU-POD16的能效提升了30%。", "30%"),
    ("NVIDIA holds an 80% share of the market for AI chips such as the H100.", "80%"),
]


@pytest.mark.parametrize("text,figure", NO_RESULTS, ids=[t for t, _ in NO_RESULTS])
def test_values_that_make_no_result(text, figure):
    tables = pipeline.extract_tables(text)
    assert tables["results"].empty, tables["results"][list(COLS)].to_dict("records")
    assert figure in set(tables["mentions"].text), "the figure stays a mention"


# -- prices ------------------------------------------------------------------------------

_EN_CONVERSION = ("an English conversion in parentheses with a qualifier word ('(about NT$900,000)') is a second "
                  "price result; only '(' alone or Chinese 约/约合 mark a conversion")

PRICES = [
    ("Graphcore推出IPU-POD16，标价149,995美元。", {row("IPU-POD16", "", "price", 149995, "USD")}),
    ("Graphcore推出IPU-POD16，標價149,995美元。", {row("IPU-POD16", "", "price", 149995, "USD")}),
    ("Graphcore launched the IPU-POD16, priced at $149,995.", {row("IPU-POD16", "", "price", 149995, "USD")}),
    ("IPU-POD16的售价约为300,000美元。", {row("IPU-POD16", "", "price", 300000, "USD", "~")}),
    ("IPU-POD16的售價約為300,000美元。", {row("IPU-POD16", "", "price", 300000, "USD", "~")}),
    ("The IPU-POD16 sells for about $300,000.", {row("IPU-POD16", "", "price", 300000, "USD", "~")}),
    ("IPU-M2000的价格介于1万至1万2000美元之间。",
     {row("IPU-M2000", "", "price", 10000, "USD", ">="), row("IPU-M2000", "", "price", 12000, "USD", "<=")}),
    ("IPU-M2000的價格介於1萬至1萬2000美元之間。",
     {row("IPU-M2000", "", "price", 10000, "USD", ">="), row("IPU-M2000", "", "price", 12000, "USD", "<=")}),
    ("The IPU-M2000 costs between $10,000 and $12,000.",
     {row("IPU-M2000", "", "price", 10000, "USD", ">="), row("IPU-M2000", "", "price", 12000, "USD", "<=")}),
    ("H100售价超过3万美元。", {row("H100", "", "price", 30000, "USD", ">")}),
    ("H100的价格高达4万美元。", {row("H100", "", "price", 40000, "USD", "<=")}),
    ("每台DGX H100的售价为新台币1,000万元。", {row("DGX H100", "", "price", 10_000_000, "TWD")}),
    # a currency conversion in parentheses is not a second result
    ("IPU-M2000的售价为32,450美元（约合人民币21万元）。", {row("IPU-M2000", "", "price", 32450, "USD")}),
    ("IPU-M2000的售价为32,450美元（约21万元人民币）。", {row("IPU-M2000", "", "price", 32450, "USD")}),
    ("IPU-M2000的售價為32,450美元（約合新台幣90萬元）。", {row("IPU-M2000", "", "price", 32450, "USD")}),
    ("The IPU-M2000 is priced at $32,450 (NT$900,000).", {row("IPU-M2000", "", "price", 32450, "USD")}),
    # an amount without a system is no price result
    ("售价为149,995美元。", set()),
    fixed("The IPU-M2000 is priced at $32,450 (about NT$900,000).",
          {row("IPU-M2000", "", "price", 32450, "USD")}, _EN_CONVERSION),
]


@pytest.mark.parametrize("text,expected", table(PRICES))
def test_prices(text, expected):
    check(text, expected)


# -- suite and division --------------------------------------------------------------------

SUITE_COLS = COLS + ("suite", "division")

SUITES = [
    ("在MLPerf训练（Training）榜单V1.1中，IPU-POD16训练ResNet-50的时间为28.3分钟。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min", "=", "MLPerf Training v1.1", "")}),
    ("近日，MLPerf公布最新一期训练（Training）榜单V1.1。IPU-POD16训练ResNet-50的时间为28.3分钟。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min", "=", "MLPerf Training v1.1", "")}),
    ("在MLPerf訓練（Training）榜單V1.1中，IPU-POD16訓練ResNet-50的時間為28.3分鐘。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min", "=", "MLPerf Training v1.1", "")}),
    ("在訓練版本1.0中，IPU-POD16訓練ResNet-50的時間為28.3分鐘。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min", "=", "MLPerf Training v1.0", "")}),
    ("In MLPerf Training 3.1, the H100 trained GPT-3 in 3.9 minutes.",
     {row("H100", "GPT-3", "train_time", 3.9, "min", "=", "MLPerf Training v3.1", "")}),
    ("MLPerf Training v2.0 results: the IPU-POD16 trained BERT in 9.4 minutes.",
     {row("IPU-POD16", "BERT", "train_time", 9.4, "min", "=", "MLPerf Training v2.0", "")}),
    ("在MLPerf Inference v3.1中，H100在GPT-J上比上一轮提升了2倍。",
     {row("H100", "GPT-J", "perf_gain", 2, "x", "=", "MLPerf Inference v3.1", "")}),
    # each claim takes the last suite stated before it
    ("在MLPerf Training v1.1中，IPU-POD16训练ResNet-50用时28.3分钟。在MLPerf Training v1.0中，IPU-POD16训练ResNet-50用时32.1分钟。",
     {row("IPU-POD16", "ResNet-50", "train_time", 28.3, "min", "=", "MLPerf Training v1.1", ""),
      row("IPU-POD16", "ResNet-50", "train_time", 32.1, "min", "=", "MLPerf Training v1.0", "")}),
    # division: for a claim in the sentence that states it
    ("在开放类别中，IPU-POD16训练BERT的时间为9.4分钟。",
     {row("IPU-POD16", "BERT", "train_time", 9.4, "min", "=", "", "open")}),
    ("在開放類別中，IPU-POD16訓練BERT的時間為9.4分鐘。",
     {row("IPU-POD16", "BERT", "train_time", 9.4, "min", "=", "", "open")}),
    ("In the open division, Graphcore's IPU-POD16 trained BERT in 9.4 minutes.",
     {row("IPU-POD16", "BERT", "train_time", 9.4, "min", "=", "", "open")}),
    ("在封闭类别中，IPU-POD16训练BERT的时间为10.5分钟；在开放类别中，IPU-POD16训练BERT的时间为9.4分钟。",
     {row("IPU-POD16", "BERT", "train_time", 10.5, "min", "=", "", "closed"),
      row("IPU-POD16", "BERT", "train_time", 9.4, "min", "=", "", "open")}),
    ("在开放类别中，IPU-POD16训练BERT的时间为9.4分钟。IPU-POD64训练BERT的时间为3.1分钟。",
     {row("IPU-POD16", "BERT", "train_time", 9.4, "min", "=", "", "open"),
      row("IPU-POD64", "BERT", "train_time", 3.1, "min", "=", "", "")}),
]


@pytest.mark.parametrize("text,expected", table(SUITES))
def test_suite_and_division(text, expected):
    check(text, expected, SUITE_COLS)


# -- the rows themselves -------------------------------------------------------------------

def test_result_row_points_at_its_value_and_sentence():
    text = "导语。\nIPU-POD16在BERT上的训练时间为9.4分钟，比DGX A100快了3%。"
    df = pipeline.extract(text, table="results", doc_id="doc-1")
    assert set(df.doc_id) == {"doc-1"}
    by_metric = {r.metric: r for r in df.itertuples()}
    assert text[by_metric["train_time"].start:by_metric["train_time"].end] == "9.4分钟"
    assert text[by_metric["speedup"].start:by_metric["speedup"].end] == "3%"
    assert by_metric["speedup"].evidence == "IPU-POD16在BERT上的训练时间为9.4分钟，比DGX A100快了3%。"
    assert all(r.rule.startswith(r.metric + "/") for r in df.itertuples())


def test_both_tables_of_a_text_at_once():
    # the mentions frame no longer carries the results in df.attrs (a DataFrame there made
    # pd.concat of two frames raise); extract_tables gives both
    tables = pipeline.extract_tables("IPU-POD16训练BERT用时9.4分钟。")
    assert list(tables["results"].metric) == ["train_time"]
    assert not tables["mentions"].attrs
