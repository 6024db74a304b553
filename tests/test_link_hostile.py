"""The linker on input nobody writes on purpose: it never raises, and every claim
points into the text at a figure.  Properties over generated texts, plus the
sentence spans a caller may get wrong."""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from pipeline.extractors import find_mentions_in_text
from pipeline.link import link_claims, split_sentences
from pipeline.normalise import normalise

PIECES = ["H100", "A100", "IPU-POD16", "Gaudi2", "BERT", "ResNet-50", "NVIDIA", "Blackwell", "比", "快", "是", "的",
          "倍", "3倍", "20%", "5分钟", "149,995美元", "售价", "性能", "提升", "分别", "和", "、", "，", "。", "：", "\n",
          "- ", "约", "相比", "与", "相比之下", "也", "than", "faster", "2.5x", "on", "the", " ", ",", ".", "(", ")",
          "respectively", "by contrast", "cost", "lower", "40%", "memory", "previous generation", "over", "-"]


def _claims(text, sentences=None):
    norm = normalise(text)
    mentions = find_mentions_in_text(norm.text)
    return norm.text, mentions, link_claims(norm.text, mentions, norm.script, sentences=sentences)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=60))
def test_any_text_links_without_error(pieces):
    text, mentions, claims = _claims("".join(pieces))
    figures = {(m.start, m.end) for m in mentions if m.type in ("time", "price", "percentage", "ratio")}
    for c in claims:
        assert (c.start, c.end) in figures, c
        assert 0 <= c.evidence_start <= c.start < c.end <= c.evidence_end <= len(text), c


@pytest.mark.parametrize("spans", [
    [],  # none given: the linker finds them
    [(0, 5)],  # covering only a part of the text
    [(10, 30), (0, 12)],  # overlapping, out of order
    [(0, 10_000)],  # past the end
])
def test_odd_sentence_spans_do_not_break_linking(spans):
    text = "H100在BERT上的训练时间为5.4分钟。其速度比A100快3倍。"
    _, _, claims = _claims(text, spans)
    assert all(0 <= c.start < c.end <= len(text) for c in claims)
    if not spans:
        assert {c.metric for c in claims} == {"train_time", "speedup"}


def test_sentences_cover_every_figure():
    text = "IPU-POD16训练BERT用时9.4分钟，\n比DGX A100快3%。\n\n- ResNet-50：28.3分钟\nThe H100 is 2x faster."
    spans = split_sentences(text)
    assert spans == sorted(spans) and all(a[1] <= b[0] for a, b in zip(spans, spans[1:]))
    for m in find_mentions_in_text(text):
        assert any(s <= m.start < e for s, e in spans), m
