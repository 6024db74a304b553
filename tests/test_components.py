"""The pipeline as spaCy components: factories on blank pipelines, the Doc's extensions,
saving and loading, and the matches that the tokens decide."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import spacy
from spacy import displacy

import pipeline
from pipeline.components import COMPONENTS, MENTIONS_KEY, REJECTED_KEY, build_pipeline
from pipeline.extractors import find_mentions_in_text
from pipeline.nlp import annotate
from pipeline.normalise import normalise
from pipeline.read import iter_documents

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT.parent / "shared" / "devset" / "articles"
TEXT = "在IPU-POD16上训练ResNet-50的时间为5.67分钟，售价约149,995美元。"


def mentions_of(doc) -> list[tuple]:
    return [(s.text, s.label_, s._.value, s._.unit, s._.qualifier, s._.rule) for s in doc.spans[MENTIONS_KEY]]


# -- factories on blank pipelines --------------------------------------------------------------

@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_factory_adds_to_a_blank_pipeline_with_its_defaults(lang):
    nlp = spacy.blank(lang)
    for name in COMPONENTS:
        nlp.add_pipe(name)
    assert nlp.pipe_names == list(COMPONENTS)
    doc = nlp("IPU-POD16 trained BERT in 9.4 minutes." if lang == "en" else "IPU-POD16训练BERT用时9.4分钟。")
    assert [(s.text, s.label_) for s in doc.spans[MENTIONS_KEY]][:3] == [
        ("IPU-POD16", "system"), ("BERT", "benchmark"), ("9.4 minutes" if lang == "en" else "9.4分钟", "time")]
    assert [(c.system, c.benchmark, c.metric, c.value) for c in doc._.claims] == [("IPU-POD16", "BERT", "train_time", 9.4)]


def test_names_alone_on_spacys_own_chinese_tokenizer():
    nlp = spacy.blank("zh")  # spaCy's character segmentation, not the project's jieba
    nlp.add_pipe("mlperf_names")
    doc = nlp(TEXT)
    assert [(s.text, s.label_, s._.value) for s in doc.spans[MENTIONS_KEY]] == [
        ("IPU-POD16", "system", "IPU-POD16"), ("ResNet-50", "benchmark", "ResNet-50")]
    assert len(doc[3:12]) == 9  # no merge component: the name still spans its characters


def test_the_project_pipeline_names_and_amounts_are_single_tokens():
    doc = annotate(TEXT)
    assert [t.text for t in doc] == ["在", "IPU-POD16", "上", "训练", "ResNet-50", "的", "时间", "为",
                                     "5.67分钟", ",", "售价", "约", "149,995美元", "。"]  # ， is , after NFKC
    assert all(len(s) == 1 for s in doc.spans[MENTIONS_KEY])


def test_displacy_shows_the_mentions():
    html = displacy.render(annotate(TEXT), style="span", options={"spans_key": MENTIONS_KEY})
    for label in ("system", "benchmark", "time", "price"):
        assert label in html
    assert "IPU-POD16" in html and "149,995美元" in html


# -- what the Doc carries ----------------------------------------------------------------------

def test_span_extensions_are_the_mentions_rows():
    text = "標價約為300,000美元，訓練時間不到6分鐘。"
    doc = annotate(text)
    rows = pipeline.extract(text).to_dict("records")
    assert [(s.label_, s._.value, s._.unit, s._.qualifier, s._.rule) for s in doc.spans[MENTIONS_KEY]] == [
        (r["type"], r["value"], r["unit"], r["qualifier"], r["rule"]) for r in rows]
    norm = doc._.normalised
    for span, row in zip(doc.spans[MENTIONS_KEY], rows):
        assert doc.text[span.start_char:span.end_char] == span.text  # offsets into doc.text
        assert norm.orig_span(span.start_char, span.end_char) == (row["start"], row["end"])
        assert text[row["start"]:row["end"]] == row["text"]  # and into the original article


def test_claims_extension_and_script():
    doc = annotate("The TPU v4 pod finished BERT in 0.18 minutes, 2.7x faster than the A100.")
    assert doc._.script == "en"
    assert {(c.system, c.benchmark, c.metric, c.value, c.unit) for c in doc._.claims} >= {
        ("TPU v4", "BERT", "train_time", 0.18, "min")}
    for c in doc._.claims:
        assert doc.text[c.evidence_start:c.evidence_end].strip().startswith("The TPU v4")


def test_sentences_are_the_linkers():
    from pipeline.link.sentences import split_sentences

    text = "导语\n第一句。第二句！Third one. Fourth?\n\n末句"
    doc = annotate(text)
    assert doc._.sentence_spans == split_sentences(doc.text)
    assert [s.text.strip() for s in doc.sents] == [doc.text[a:b].strip() for a, b in doc._.sentence_spans]


def test_claims_are_linked_on_the_docs_sentences(monkeypatch):
    import pipeline.link as link

    seen = {}

    def linker(text, mentions, script, sentences=None):
        seen["sentences"] = sentences
        return []

    monkeypatch.setattr(link, "link_claims", linker)
    doc = annotate(TEXT)
    assert seen["sentences"] == doc._.sentence_spans and doc._.sentence_spans


# -- matches against tokens --------------------------------------------------------------------

@pytest.mark.parametrize("text,kept,rejected", [
    # a figure that ends inside a word of the segmentation is no figure
    ("2024年1月1日元旦发布新品", [], [("price", "元旦")]),
    ("他們在1月1日元旦推出新卡", [], [("price", "元旦")]),  # Traditional: segmented after t2s
    ("三元组数据集", [], [("price", "三元组")]),
    ("統計了10天數", [], [("time", "天数")]),
    ("我3小时候就会", [], [("time", "小时候")]),
    ("性能提升了数十倍", [], [("ratio", "数十倍")]),
    # the same figures where the words end with them are kept
    ("训练了3天时间", [("3天", "time")], []),
    ("仅用十分钟", [("十分钟", "time")], []),
    # 一块 after an amount: a numeral before a classifier is a count, found as none
    ("售價約3000美元一塊", [("3000美元", "price")], []),
    # where the other segmentation is a word too (成效|能 against 成|效能), the cut is kept
    ("H20只有H100约7成效能", [("H20", "system"), ("H100", "system"), ("7成", "percentage")], []),
    ("用时3小时候选", [("3小时", "time")], []),  # 候选 is a word: 3小时|候选 stands
    # cuts that split no word: between two numerals, next to punctuation
    ("性能提升三四倍。", [("三", "ratio"), ("四倍", "ratio")], []),
    ("Each job is capped at 2 h.", [("2 h", "time")], []),
    ("the Bow IPU delivers 30%-40% more performance.",
     [("Bow IPU", "system"), ("30%", "percentage"), ("40%", "percentage")], []),
    # a qualifier jieba glues to the unit (万元以上, 万出头) is the amount's own: the word is split
    ("价格从9万元涨到11万元以上", [("9万元", "price"), ("11万元", "price")], []),
    # a name inside an ASCII run: the glue rule decides, the run is split
    ("凭借A100GPU刷新了纪录", [("A100", "system")], []),
    ("NVIDIAA30的功耗为165瓦", [("A30", "system")], []),
    ("在IPU-M2000上训练ResNet-50", [("IPU-M2000", "system"), ("ResNet-50", "benchmark")], []),
    ("The IPU-M2000 trains ResNet-50 in about 5 minutes.",
     [("IPU-M2000", "system"), ("ResNet-50", "benchmark"), ("5 minutes", "time")], []),
    ("It took ~59 hours on Llama 2 70B.", [("59 hours", "time"), ("Llama 2 70B", "benchmark")], []),
], ids=lambda v: v if isinstance(v, str) else None)
def test_token_boundaries_decide(text, kept, rejected):
    doc = annotate(text)
    assert [(s.text, s.label_) for s in doc.spans[MENTIONS_KEY]] == kept
    got = [(s.label_, s._.rejected) for s in doc.spans.get(REJECTED_KEY, [])]
    assert [(label, f"cuts the token {word!r}") for label, word in rejected] == got
    assert not any(r["text"] in {s.text for s in doc.spans.get(REJECTED_KEY, [])}
                   for r in pipeline.extract(text).to_dict("records"))


def _articles():
    folders = [ROOT / "corpus" / "articles"] + ([DEVSET] if DEVSET.is_dir() else [])
    return [d for d in iter_documents(folders) if not isinstance(d, Exception)]


def test_components_find_what_the_extractors_find_and_the_tokens_reject_nothing_on_the_corpora():
    """names + quantities are find_mentions_in_text, step for step (the components call its
    parts); on the bundled and dev-set articles no match cuts a word."""
    docs = _articles()
    assert len(docs) >= 2
    for d in docs:
        doc = annotate(d.text)
        norm = normalise(d.text)
        expected = find_mentions_in_text(norm.text, norm.script)
        assert list(doc._.mentions) == expected, d.doc_id
        assert not doc.spans.get(REJECTED_KEY), d.doc_id
        assert [(s.start_char, s.end_char) for s in doc.spans[MENTIONS_KEY]] == [(m.start, m.end) for m in expected]


def test_a_doc_with_annotations_keeps_them_when_mentions_merge():
    nlp = build_pipeline("zh")
    doc = nlp.make_doc("训练ResNet-50用时5.67分钟")
    doc[0].tag_ = "VV"
    for name in ("mlperf_names", "mlperf_quantities", "mlperf_merge_mentions"):
        doc = nlp.get_pipe(name)(doc)
    assert [t.text for t in doc] == ["训练", "ResNet-50", "用", "时", "5.67分钟"]
    assert doc[0].tag_ == "VV"  # merged by spaCy's retokenizer, not a new Doc


# -- saving and loading ------------------------------------------------------------------------

LOAD = """
import json, sys, spacy
nlp = spacy.load(sys.argv[1])
doc = nlp(sys.argv[2])
print(json.dumps({"pipes": nlp.pipe_names, "tokens": [t.text for t in doc],
                  "mentions": [[s.text, s.label_, s._.value, s._.rule] for s in doc.spans["mentions"]],
                  "claims": [[c.system, c.benchmark, c.metric, c.value] for c in doc._.claims]},
                 ensure_ascii=False))
"""


@pytest.mark.parametrize("lang,text", [
    ("zh", "在IPU-POD16上训练ResNet-50的时间为5.67分钟。"),
    ("en", "The Bow Pod16 took ~59 hours on ResNet-50, at $149,995."),
])
def test_to_disk_and_spacy_load_in_a_fresh_interpreter(tmp_path, lang, text):
    """spacy.load finds the factories and tokenizers through the entry points, with no import."""
    nlp = build_pipeline(lang)
    nlp.to_disk(tmp_path / "nlp")
    assert (tmp_path / "nlp" / "mlperf_names" / "data" / "systems.csv").exists()
    proc = subprocess.run([sys.executable, "-c", LOAD, str(tmp_path / "nlp"), text],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = json.loads(proc.stdout)
    doc = nlp(text)
    assert got == {"pipes": list(COMPONENTS), "tokens": [t.text for t in doc],
                   "mentions": [[s.text, s.label_, s._.value, s._.rule] for s in doc.spans["mentions"]],
                   "claims": [[c.system, c.benchmark, c.metric, c.value] for c in doc._.claims]}


def test_a_pipeline_saved_with_other_rules_is_refused(tmp_path):
    build_pipeline("zh").to_disk(tmp_path / "nlp")
    saved = tmp_path / "nlp" / "mlperf_quantities" / "manifest.json"
    manifest = json.loads(saved.read_text())
    manifest["units.csv"] = "0" * 64
    saved.write_text(json.dumps(manifest))
    with pytest.raises(ValueError, match=r"mlperf_quantities.*units\.csv"):
        spacy.load(tmp_path / "nlp")


def test_tokenizer_user_words_round_trip(tmp_path):
    from pipeline.components.tokenizer import JiebaTokenizer

    nlp = spacy.blank("zh")
    tok = JiebaTokenizer(nlp.vocab, user_words=["升腾910", "天数智芯"])
    assert [t.text for t in tok("天数智芯的芯片")][0] == "天数智芯"
    tok.to_disk(tmp_path / "tok")
    back = JiebaTokenizer(nlp.vocab).from_disk(tmp_path / "tok")
    assert back.user_words == ("升腾910", "天数智芯")
    again = JiebaTokenizer(nlp.vocab).from_bytes(tok.to_bytes())
    assert [t.text for t in again("天数智芯的芯片")] == [t.text for t in tok("天数智芯的芯片")]


def test_jieba_itself_as_the_segmenter_gives_the_same_doc():
    fused = build_pipeline("zh")
    plain = spacy.blank("zh", config={"nlp": {"tokenizer": {"@tokenizers": "mlperf.JiebaTokenizer.v1",
                                                            "segmenter": "jieba"}}})
    for name in COMPONENTS:
        plain.add_pipe(name)
    for d in _articles():
        text = normalise(d.text).text
        a, b = fused(text), plain(text)
        assert [t.text for t in a] == [t.text for t in b]
        assert mentions_of(a) == mentions_of(b)
