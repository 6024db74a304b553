"""The system and benchmark of a claim: its clause's subject and workload, and what it
may borrow from context (GOLD.md "Results"), by class of sentence, each in
Simplified, Traditional and English.  Sentences are our own.

Borrowing is allowed only where GOLD.md says a claim carries something: from a
list's introducing line, and from the sentence right before.  Far context (the
paragraph, the document's most frequent system) gives nothing: an empty field
beats a guess from far away.
"""
from __future__ import annotations

import pytest

import pipeline
from pipeline.link import link_claims, split_sentences
from pipeline.link.sentences import Layout
from pipeline.extractors import find_mentions_in_text
from pipeline.normalise import normalise
from test_links import check, row, table

# -- systems compared against, components and appositives are no subjects ----------------------------

SUBJECTS = [
    # a system after a comparison marker anywhere in the sentence is compared against there
    ("Bow Pod64与DGX A100进行了对比，在ResNet-50训练任务下只需14小时，而DGX A100需要70小时。",
     {row("Bow Pod64", "ResNet-50", "train_time", 840, "min"), row("DGX A100", "ResNet-50", "train_time", 4200, "min")}),
    ("Bow Pod64與DGX A100進行了對比，在ResNet-50訓練任務下只需14小時，而DGX A100需要70小時。",
     {row("Bow Pod64", "ResNet-50", "train_time", 840, "min"), row("DGX A100", "ResNet-50", "train_time", 4200, "min")}),
    ("Compared against the DGX A100, the Bow Pod64 needed 14 hours to train ResNet-50, while the DGX A100 "
     "needed 70 hours.",
     {row("Bow Pod64", "ResNet-50", "train_time", 840, "min"), row("DGX A100", "ResNet-50", "train_time", 4200, "min")}),
    # a component in parentheses after a system is part of it
    ("DGX H100（8颗H100）的售价为30万美元。", {row("DGX H100", "", "price", 300_000, "USD")}),
    ("DGX H100（8顆H100）的售價為30萬美元。", {row("DGX H100", "", "price", 300_000, "USD")}),
    ("The DGX H100 (8x H100) sells for $300,000.", {row("DGX H100", "", "price", 300_000, "USD")}),
]


@pytest.mark.parametrize("text,expected", table(SUBJECTS))
def test_the_subject_of_a_clause(text, expected):
    check(text, expected)


# -- the items of a list carry the subject and workload of the line that introduces it ---------------

LISTS = [
    ("AMD公布了MI300X与H100的对比：\n训练Llama 2 70B的速度比H100快20%\n训练GPT-3的速度比H100快40%",
     {row("MI300X", "Llama 2 70B", "speedup", 20, "%"), row("MI300X", "GPT-3", "speedup", 40, "%")}),
    ("AMD公布了MI300X與H100的對比：\n訓練Llama 2 70B的速度比H100快20%\n訓練GPT-3的速度比H100快40%",
     {row("MI300X", "Llama 2 70B", "speedup", 20, "%"), row("MI300X", "GPT-3", "speedup", 40, "%")}),
    ("AMD compared the MI300X with the H100:\n- 20% faster training on Llama 2 70B\n- 40% faster training on GPT-3",
     {row("MI300X", "Llama 2 70B", "speedup", 20, "%"), row("MI300X", "GPT-3", "speedup", 40, "%")}),
    # the introducing line's workload too
    ("H100在BERT上的成绩：\n- 8卡：5.4分钟\n- 64卡：1.2分钟",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "train_time", 1.2, "min")}),
    ("H100在BERT上的成績：\n- 8卡：5.4分鐘\n- 64卡：1.2分鐘",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "train_time", 1.2, "min")}),
    ("The H100 on BERT:\n- 8 GPUs: 5.4 minutes\n- 64 GPUs: 1.2 minutes",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "train_time", 1.2, "min")}),
    # a vendor as the introducing line's subject: the items have an empty system
    ("NVIDIA公布的成绩如下：\n- BERT：5.4分钟\n- ResNet-50：13.5分钟",
     {row("", "BERT", "train_time", 5.4, "min"), row("", "ResNet-50", "train_time", 13.5, "min")}),
    ("NVIDIA公布的成績如下：\n- BERT：5.4分鐘\n- ResNet-50：13.5分鐘",
     {row("", "BERT", "train_time", 5.4, "min"), row("", "ResNet-50", "train_time", 13.5, "min")}),
    ("NVIDIA posted these results:\n- BERT: 5.4 minutes\n- ResNet-50: 13.5 minutes",
     {row("", "BERT", "train_time", 5.4, "min"), row("", "ResNet-50", "train_time", 13.5, "min")}),
    # an item naming its own system keeps it
    ("各家成绩如下：\n- H100训练BERT用时5.4分钟\n- Gaudi2训练BERT用时17分钟",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("Gaudi2", "BERT", "train_time", 17, "min")}),
    ("各家成績如下：\n- H100訓練BERT用時5.4分鐘\n- Gaudi2訓練BERT用時17分鐘",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("Gaudi2", "BERT", "train_time", 17, "min")}),
    ("The results:\n- The H100 trained BERT in 5.4 minutes\n- Gaudi2 trained BERT in 17 minutes",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("Gaudi2", "BERT", "train_time", 17, "min")}),
    # a sentence broken over two lines at a comma introduces the list as one line
    ("AMD对比H100，分享了MI300X的成绩，\n附上数值如下：\n训练Llama 2 70B的速度比H100快20%\n训练GPT-3的速度比H100快40%",
     {row("MI300X", "Llama 2 70B", "speedup", 20, "%"), row("MI300X", "GPT-3", "speedup", 40, "%")}),
]


@pytest.mark.parametrize("text,expected", table(LISTS))
def test_list_items_carry_the_introducing_line(text, expected):
    check(text, expected)


# -- the sentence before ----------------------------------------------------------------------------

SENTENCE_BEFORE = [
    # a pronoun or nothing as the subject: the sentence before's system and workload
    ("H100在BERT上的训练时间为5.4分钟。其速度比A100快3倍。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "speedup", 3, "x")}),
    ("H100在BERT上的訓練時間為5.4分鐘。其速度比A100快3倍。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "speedup", 3, "x")}),
    ("The H100 trained BERT in 5.4 minutes. It was 3x faster than the A100.",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "speedup", 3, "x")}),
    # a claim whose benchmark was stated in the sentence before, about the same system, keeps it
    ("在GPT-3训练任务中，H100只用了10.9分钟。H100的性能几乎是Gaudi2的30倍。",
     {row("H100", "GPT-3", "train_time", 10.9, "min"), row("H100", "GPT-3", "speedup", 30, "x", "~")}),
    ("在GPT-3訓練任務中，H100只用了10.9分鐘。H100的效能幾乎是Gaudi2的30倍。",
     {row("H100", "GPT-3", "train_time", 10.9, "min"), row("H100", "GPT-3", "speedup", 30, "x", "~")}),
    ("In the GPT-3 training task the H100 needed only 10.9 minutes. The H100 was almost 30 times faster than Gaudi2.",
     {row("H100", "GPT-3", "train_time", 10.9, "min"), row("H100", "GPT-3", "speedup", 30, "x", "~")}),
    # 相比之下 / by contrast: another system on the same workload
    ("Gaudi2训练GPT-3用时311分钟。相比之下，H100训练时间为64分钟。",
     {row("Gaudi2", "GPT-3", "train_time", 311, "min"), row("H100", "GPT-3", "train_time", 64, "min")}),
    ("Gaudi2訓練GPT-3用時311分鐘。相比之下，H100訓練時間為64分鐘。",
     {row("Gaudi2", "GPT-3", "train_time", 311, "min"), row("H100", "GPT-3", "train_time", 64, "min")}),
    ("Gaudi2 trained GPT-3 in 311 minutes. By contrast, the H100 training time was 64 minutes.",
     {row("Gaudi2", "GPT-3", "train_time", 311, "min"), row("H100", "GPT-3", "train_time", 64, "min")}),
    # a vendor as the subject: that vendor's system in the sentence before
    ("Graphcore发布了IPU-POD16。在BERT上，Graphcore的每美元性能是NVIDIA的1.3倍。",
     {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x")}),
    ("Graphcore發布了IPU-POD16。在BERT上，Graphcore的每美元效能是NVIDIA的1.3倍。",
     {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x")}),
    ("Graphcore launched the IPU-POD16. On BERT, Graphcore's performance per dollar is 1.3x that of NVIDIA.",
     {row("IPU-POD16", "BERT", "perf_per_dollar", 1.3, "x")}),
]


@pytest.mark.parametrize("text,expected", table(SENTENCE_BEFORE))
def test_the_sentence_before(text, expected):
    check(text, expected)


NOT_BORROWED = [
    # another vendor as the subject: neither the system nor the workload of the sentence before
    ("Gaudi2训练BERT用时17分钟。AMD表示，MI300X在BERT上的速度提升了30%。Google表示，其训练速度提升了20%。",
     {row("Gaudi2", "BERT", "train_time", 17, "min"), row("MI300X", "BERT", "perf_gain", 30, "%")}),
    ("Gaudi2訓練BERT用時17分鐘。AMD表示，MI300X在BERT上的速度提升了30%。Google表示，其訓練速度提升了20%。",
     {row("Gaudi2", "BERT", "train_time", 17, "min"), row("MI300X", "BERT", "perf_gain", 30, "%")}),
    ("Gaudi2 trained BERT in 17 minutes. AMD said the MI300X trains BERT 30% faster. Google said its training "
     "speed rose 20%.",
     {row("Gaudi2", "BERT", "train_time", 17, "min"), row("MI300X", "BERT", "speedup", 30, "%")}),
    # an architecture as the subject: an empty system
    ("GB200 NVL72训练GPT-3用时10分钟。Blackwell平台的性能通过软件提升了2倍。",
     {row("GB200 NVL72", "GPT-3", "train_time", 10, "min"), row("", "GPT-3", "perf_gain", 2, "x")}),
    ("GB200 NVL72訓練GPT-3用時10分鐘。Blackwell平台的效能透過軟體提升了2倍。",
     {row("GB200 NVL72", "GPT-3", "train_time", 10, "min"), row("", "GPT-3", "perf_gain", 2, "x")}),
    ("The GB200 NVL72 trained GPT-3 in 10 minutes. Blackwell performance rose 2x through software.",
     {row("GB200 NVL72", "GPT-3", "train_time", 10, "min"), row("", "GPT-3", "perf_gain", 2, "x")}),
    # a heading lends nothing to the body
    ("H100创下新纪录\n训练BERT仅用时5.4分钟。", {row("", "BERT", "train_time", 5.4, "min")}),
    ("H100創下新紀錄\n訓練BERT僅用時5.4分鐘。", {row("", "BERT", "train_time", 5.4, "min")}),
    ("H100 sets a record\nTraining BERT took just 5.4 minutes.", {row("", "BERT", "train_time", 5.4, "min")}),
    # two sentences back is too far: the document's most frequent system is no subject
    ("H100训练BERT用时5.4分钟。H100训练GPT-3用时10分钟。英伟达参加了本轮测试。训练速度提升了2倍。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "GPT-3", "train_time", 10, "min")}),
    ("H100訓練BERT用時5.4分鐘。H100訓練GPT-3用時10分鐘。輝達參加了本輪測試。訓練速度提升了2倍。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "GPT-3", "train_time", 10, "min")}),
    ("The H100 trained BERT in 5.4 minutes. The H100 trained GPT-3 in 10 minutes. Many vendors took part. "
     "Training speed rose 2x.",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "GPT-3", "train_time", 10, "min")}),
]


@pytest.mark.parametrize("text,expected", table(NOT_BORROWED))
def test_what_is_not_borrowed(text, expected):
    check(text, expected)


# -- the workload a paragraph opens with; a vendor standing for its one system -----------------------

PARAGRAPH_FRAMES = [
    ("在BERT上，Gaudi2表现出色。H100比Gaudi2快9%。", {row("H100", "BERT", "speedup", 9, "%")}),
    ("在BERT上，Gaudi2表現出色。H100比Gaudi2快9%。", {row("H100", "BERT", "speedup", 9, "%")}),
    ("On BERT, Gaudi2 shines. The H100 is just 9% faster than Gaudi2.", {row("H100", "BERT", "speedup", 9, "%")}),
    ("A100超级计算机刷新纪录。\nNVIDIA表示，其在CosmoFlow上的性能提升了5倍。", {row("A100", "CosmoFlow", "perf_gain", 5, "x")}),
    ("A100超級電腦刷新紀錄。\nNVIDIA表示，其在CosmoFlow上的效能提升了5倍。", {row("A100", "CosmoFlow", "perf_gain", 5, "x")}),
    ("A100 supercomputers set records.\nNVIDIA said its performance on CosmoFlow rose 5x.",
     {row("A100", "CosmoFlow", "perf_gain", 5, "x")}),
    # the vendor has two systems in the document: which one is not said
    ("A100与H100都参加了测试。\n本轮共有15家厂商参与。\nNVIDIA表示其在CosmoFlow上的性能提升了5倍。",
     {row("", "CosmoFlow", "perf_gain", 5, "x")}),
    ("A100與H100都參加了測試。\n本輪共有15家廠商參與。\nNVIDIA表示其在CosmoFlow上的效能提升了5倍。",
     {row("", "CosmoFlow", "perf_gain", 5, "x")}),
    ("Both the A100 and the H100 took part.\nFifteen vendors took part.\nNVIDIA said its performance on CosmoFlow "
     "rose 5x.",
     {row("", "CosmoFlow", "perf_gain", 5, "x")}),
]


@pytest.mark.parametrize("text,expected", table(PARAGRAPH_FRAMES))
def test_paragraph_workload_and_vendor_subject(text, expected):
    check(text, expected)


# -- sentences --------------------------------------------------------------------------------------

SPLITS = [
    ("IPU-POD16训练BERT。用时9.4分钟！", ["IPU-POD16训练BERT。", "用时9.4分钟！"]),
    ("The H100 won. It trained BERT in 5.4 minutes.", ["The H100 won.", " It trained BERT in 5.4 minutes."]),
    ("第一行\n\n第二行", ["第一行", "第二行"]),
    # a line ending with a comma goes on in the next; a blank line ends it anyway
    ("AMD分享了MI300X的成绩，\n附上数值如下：", ["AMD分享了MI300X的成绩，\n附上数值如下：", ]),
    ("AMD分享了成绩，\n\n下一段。", ["AMD分享了成绩，", "下一段。"]),
    ("Version 1.1 of MLPerf", ["Version 1.1 of MLPerf"]),
]


@pytest.mark.parametrize("text,expected", SPLITS, ids=[t for t, _ in SPLITS])
def test_split_sentences(text, expected):
    assert [text[s:e] for s, e in split_sentences(text)] == expected


def _link(text, sentences=None):
    norm = normalise(text)
    return link_claims(norm.text, find_mentions_in_text(norm.text), norm.script, sentences=sentences)


@pytest.mark.parametrize("text", [
    "H100在BERT上的训练时间为5.4分钟。其速度比A100快3倍。\nNVIDIA公布的成绩如下：\n- BERT：5.4分钟",
    "The H100 trained BERT in 5.4 minutes. It was 3x faster than the A100.\nOn GPT-3, it took 10 minutes.",
])
def test_given_sentences_give_the_same_claims(text):
    """A caller (the spaCy component) that passes split_sentences' spans gets what the linker finds alone."""
    norm = normalise(text)
    spans = split_sentences(norm.text)
    assert _link(text) and _link(text, spans) == _link(text)
    assert [(s.start, s.end) for s in Layout(norm.text, spans).sentences] == spans


def test_given_sentences_are_used():
    """Sentences passed in are the ones the linker reads: read as one sentence, the second
    half finds its subject in its own clause, not in the sentence before."""
    text = "H100在BERT上的训练时间为5.4分钟。其速度比A100快3倍。"
    how = lambda claims: [c.rule.split(":")[1] for c in claims if c.metric == "speedup"]
    assert how(_link(text)) == ["system=previous-claim"]
    assert how(_link(text, [(0, len(text))])) == ["system=clause"]


# -- round 2: what a sentence may take from the one before, and what a headline from its body ----------

CONTINUATIONS = [
    # "by contrast": another system on the same workload -- the workload is borrowed, the system is not
    ("DGX SuperPOD训练ResNet-50仅用时80秒。相比之下，同样的训练任务当年需要8小时。",
     {row("DGX SuperPOD", "ResNet-50", "train_time", 80 / 60, "min"), row("", "ResNet-50", "train_time", 480, "min")}),
    ("DGX SuperPOD訓練ResNet-50僅用時80秒。相比之下，同樣的訓練任務當年需要8小時。",
     {row("DGX SuperPOD", "ResNet-50", "train_time", 80 / 60, "min"), row("", "ResNet-50", "train_time", 480, "min")}),
    ("The DGX SuperPOD trained ResNet-50 in 80 seconds. By contrast, the same task took 8 hours in 2017.",
     {row("DGX SuperPOD", "ResNet-50", "train_time", 80 / 60, "min"), row("", "ResNet-50", "train_time", 480, "min")}),
    # a borrowed system is lent no further
    ("H100训练BERT用时5.4分钟。其速度比A100快3倍。另外，训练MiniGo用时13.5分钟。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "speedup", 3, "x"),
      row("", "MiniGo", "train_time", 13.5, "min")}),
    ("H100訓練BERT用時5.4分鐘。其速度比A100快3倍。另外，訓練MiniGo用時13.5分鐘。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "speedup", 3, "x"),
      row("", "MiniGo", "train_time", 13.5, "min")}),
    ("The H100 trained BERT in 5.4 minutes. It was 3x faster than the A100. Training MiniGo took 13.5 minutes.",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("H100", "BERT", "speedup", 3, "x"),
      row("", "MiniGo", "train_time", 13.5, "min")}),
    # a sentence continuing the claim before continues its comparison
    ("Ascend 384的性能比传统集群提高了2.5倍。在MoE模型上，性能提升甚至能达到3倍。",
     {row("Ascend 384", "", "speedup", 2.5, "x"), row("Ascend 384", "", "speedup", 3, "x")}),
    ("Ascend 384的效能比傳統叢集提高了2.5倍。在MoE模型上，效能提升甚至能達到3倍。",
     {row("Ascend 384", "", "speedup", 2.5, "x"), row("Ascend 384", "", "speedup", 3, "x")}),
    ("The Ascend 384 is 2.5x faster than conventional clusters. On MoE models the gain even reaches 3x.",
     {row("Ascend 384", "", "speedup", 2.5, "x"), row("Ascend 384", "", "speedup", 3, "x")}),
    # a vendor named as what is compared against is not the subject's vendor
    ("昇腾384超节点亮相。\n其总算力是英伟达NVL72系统的1.7倍。", {row("Ascend 384", "", "speedup", 1.7, "x")}),
    ("昇腾384超節點亮相。\n其總算力是輝達NVL72系統的1.7倍。", {row("Ascend 384", "", "speedup", 1.7, "x")}),
    ("The Ascend 384 debuted.\nIts total compute is 1.7x that of NVIDIA's NVL72 system.",
     {row("Ascend 384", "", "speedup", 1.7, "x")}),
    # a category word that names its vendor stands for the vendor's one system
    ("谷歌发布了Trillium。\n皮查伊表示：“我们为这一刻而生。”\n新款TPU的计算性能将比第五代提升4.7倍。",
     {row("Trillium", "", "speedup", 4.7, "x")}),
    ("谷歌發布了Trillium。\n皮查伊表示：「我們為這一刻而生。」\n新款TPU的計算效能將比第五代提升4.7倍。",
     {row("Trillium", "", "speedup", 4.7, "x")}),
    ("Google launched Trillium.\nPichai said: \"We were built for this moment.\"\nThe new TPU delivers 4.7x the "
     "compute performance of the fifth generation.", {row("Trillium", "", "speedup", 4.7, "x")}),
]


@pytest.mark.parametrize("text,expected", table(CONTINUATIONS))
def test_continuations(text, expected):
    check(text, expected)


PARTS = [
    # English: a system counted as a part ("with 8x B200") is not the subject
    ("The DGX B200 with 8x B200 outperforms the DGX H200 by up to 4.3x.", {row("DGX B200", "", "speedup", 4.3, "x", "<=")}),
    ("配备8颗B200的DGX B200比DGX H200快4.3倍。", {row("DGX B200", "", "speedup", 4.3, "x")}),
    ("配備8顆B200的DGX B200比DGX H200快4.3倍。", {row("DGX B200", "", "speedup", 4.3, "x")}),
    ("Tensor parallelism gives up to 3.3x performance gains on the DGX H200 with 8x H200.",
     {row("DGX H200", "", "perf_gain", 3.3, "x", "<=")}),
    # a bullet alone on its line: the next line is the item
    ("Key results:\n-\nThe H100 trained BERT in 5.4 minutes.\n-\nGaudi2 trained BERT in 17 minutes.",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("Gaudi2", "BERT", "train_time", 17, "min")}),
    ("主要结果：\n-\nH100训练BERT用时5.4分钟。\n-\nGaudi2训练BERT用时17分钟。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("Gaudi2", "BERT", "train_time", 17, "min")}),
    ("主要結果：\n-\nH100訓練BERT用時5.4分鐘。\n-\nGaudi2訓練BERT用時17分鐘。",
     {row("H100", "BERT", "train_time", 5.4, "min"), row("Gaudi2", "BERT", "train_time", 17, "min")}),
]


@pytest.mark.parametrize("text,expected", table(PARTS))
def test_parts_and_bullets(text, expected):
    check(text, expected)


HEADLINES = [
    # a headline repeating the body's figure lends it what it names and the body does not
    ("DGX B200在DeepSeek-R1上推理提升36倍\n单台DGX B200系统：\n- 推理性能相比2025年1月提升36倍",
     {row("DGX B200", "DeepSeek-R1", "perf_gain", 36, "x")}),
    ("DGX B200在DeepSeek-R1上推理提升36倍\n單台DGX B200系統：\n- 推理效能相比2025年1月提升36倍",
     {row("DGX B200", "DeepSeek-R1", "perf_gain", 36, "x")}),
    ("DGX B200 boosts DeepSeek-R1 inference 36x\nA single DGX B200 system:\n- inference performance up 36x "
     "compared with January 2025", {row("DGX B200", "DeepSeek-R1", "perf_gain", 36, "x")}),
    # a headline figure of its own takes the system of the body's claims on its benchmark
    ("256块芯片训练BERT只需不到2分钟\n在BERT的训练中，TPU v4将时长缩短到1.82分钟。",
     {row("TPU v4", "BERT", "train_time", 2, "min", "<"), row("TPU v4", "BERT", "train_time", 1.82, "min")}),
    ("256塊晶片訓練BERT只需不到2分鐘\n在BERT的訓練中，TPU v4將時長縮短到1.82分鐘。",
     {row("TPU v4", "BERT", "train_time", 2, "min", "<"), row("TPU v4", "BERT", "train_time", 1.82, "min")}),
    ("256 chips train BERT in under 2 minutes\nIn the BERT test, the TPU v4 cut the time to 1.82 minutes.",
     {row("TPU v4", "BERT", "train_time", 2, "min", "<"), row("TPU v4", "BERT", "train_time", 1.82, "min")}),
]


@pytest.mark.parametrize("text,expected", table(HEADLINES))
def test_headlines_and_their_body(text, expected):
    check(text, expected)
