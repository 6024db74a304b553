"""Offsets (issue 2): every mention row's ``text`` is ``original[start:end]``,
and a result's ``original[start:end]`` is its value's text, which its
``evidence`` contains (modulo whitespace) — over the bundled corpus and the
dev set, and for Traditional text, full-width digits, subscript digits
(IPU-POD₁₆), CRLF line endings and a UTF-8 BOM.  The written forms must not
change what is extracted either.
"""
from __future__ import annotations

from pathlib import Path

import pytest

import pipeline
from pipeline.process import process_document
from pipeline.read import read_document

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus" / "articles"
DEVSET = Path(__file__).resolve().parents[2] / "shared" / "devset" / "articles"


def _ws(s: str) -> str:
    return " ".join(s.split())


def assert_offsets(original: str, tables: dict) -> None:
    m, r = tables["mentions"], tables["results"]
    spans = {}
    for row in m.itertuples():
        assert 0 <= row.start < row.end <= len(original), row
        assert original[row.start:row.end] == row.text, (row.text, original[row.start:row.end])
        spans[(row.start, row.end)] = row.text
    whole = _ws(original)
    for row in r.itertuples():
        value_text = original[row.start:row.end]
        assert value_text, row
        assert spans.get((row.start, row.end)) == value_text, f"result value {value_text!r} is not a mention's text"
        assert _ws(value_text) in row.evidence, (value_text, row.evidence)
        assert row.evidence and row.evidence in whole, f"evidence is not a sentence of the text: {row.evidence!r}"


def _articles():
    files = sorted(CORPUS.glob("*.txt"))
    if DEVSET.is_dir():
        files += sorted(DEVSET.glob("*.txt"))
    return files


@pytest.mark.parametrize("path", _articles(), ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_offsets_over_corpus_and_devset(path):
    doc = read_document(path)
    tables = pipeline.extract_tables(doc.text, doc_id=doc.doc_id)
    assert not tables["mentions"].empty
    assert_offsets(doc.text, tables)


def test_devset_is_present_or_skipped():
    if not DEVSET.is_dir():
        pytest.skip(f"dev set not found at {DEVSET} (CI keeps shared/ beside the repository)")
    assert len(list(DEVSET.glob("*.txt"))) >= 10


# -- one article in many written forms ----------------------------------------------

BASE = (
    "Graphcore IPU-POD16训练ResNet-50仅需28.3分钟\n"
    "\n"
    "在MLPerf训练榜单V1.1中，IPU-POD16训练ResNet-50的时间为28.3分钟，比DGX A100快了3%。\n"
    "IPU-POD16和IPU-POD64训练BERT的时间分别为20.1分钟和9.4分钟。\n"
    "IPU-POD16的售价约为149,995美元。在BERT上，Graphcore的每美元性能是NVIDIA的1.3倍。\n"
)
TRADITIONAL = (
    "Graphcore IPU-POD16訓練ResNet-50僅需28.3分鐘\n"
    "\n"
    "在MLPerf訓練榜單V1.1中，IPU-POD16訓練ResNet-50的時間為28.3分鐘，比DGX A100快了3%。\n"
    "IPU-POD16和IPU-POD64訓練BERT的時間分別為20.1分鐘和9.4分鐘。\n"
    "IPU-POD16的售價約為149,995美元。在BERT上，Graphcore的每美元性能是NVIDIA的1.3倍。\n"
)
_FULL = str.maketrans({**{str(d): chr(0xFF10 + d) for d in range(10)}, "%": "％", ".": "．"})
_SUB = str.maketrans({str(d): chr(0x2080 + d) for d in range(10)})


def full_width(text: str) -> str:
    return text.translate(_FULL)


def subscript_pods(text: str) -> str:
    out = text
    for n in ("16", "64"):
        out = out.replace(f"IPU-POD{n}", f"IPU-POD{n.translate(_SUB)}")
    return out


VARIANTS = {
    "simplified": BASE,
    "traditional": TRADITIONAL,
    "full-width digits": full_width(BASE),
    "subscript digits": subscript_pods(BASE),
    "crlf": BASE.replace("\n", "\r\n"),
    "bom": "\ufeff" + BASE,
    "all at once": "\ufeff" + full_width(subscript_pods(TRADITIONAL)).replace("\n", "\r\n"),
}


def _content(tables) -> tuple[list, list]:
    m = sorted((r.type, str(r.value) if r.type in ("system", "benchmark") else round(float(r.value), 4), r.unit,
                r.qualifier) for r in tables["mentions"].itertuples())
    r = sorted((r.system, r.benchmark, r.metric, round(float(r.value), 4), r.unit, r.qualifier, r.suite, r.baseline)
               for r in tables["results"].itertuples())
    return m, r


@pytest.fixture(scope="module")
def base_content():
    tables = pipeline.extract_tables(BASE)
    m, r = _content(tables)
    assert len(m) == 17 and len(r) == 6, (m, r)
    return m, r


@pytest.mark.parametrize("name", list(VARIANTS))
def test_offsets_survive_written_forms(name):
    text = VARIANTS[name]
    assert_offsets(text, pipeline.extract_tables(text))


@pytest.mark.parametrize("name", list(VARIANTS))
def test_written_forms_extract_the_same(name, base_content):
    assert _content(pipeline.extract_tables(VARIANTS[name])) == base_content


def test_subscript_and_full_width_texts_are_kept_as_written():
    text = VARIANTS["all at once"]
    m = pipeline.extract(text)
    assert "IPU-POD₁₆" in set(m.text) and "IPU-POD₆₄" in set(m.text)
    assert "２８．３分鐘" in set(m.text) and "３％" in set(m.text)
    assert {"IPU-POD16", "IPU-POD64"} <= set(m.value)


@pytest.mark.parametrize("name", ["crlf", "bom", "all at once"])
def test_offsets_of_a_file_read_from_disk(tmp_path, name):
    """The CLI's path: bytes on disk -> Document (BOM removed, CRLF kept) -> rows."""
    path = tmp_path / f"{name.replace(' ', '_')}.txt"
    path.write_bytes(VARIANTS[name].encode("utf-8"))
    doc = read_document(path)
    assert not doc.text.startswith("\ufeff")
    assert ("\r\n" in doc.text) == ("\r\n" in VARIANTS[name])
    out = process_document(doc)
    assert out.mentions and out.results
    for row in out.mentions:
        assert doc.text[row["start"]:row["end"]] == row["text"]
    for row in out.results:
        assert _ws(doc.text[row["start"]:row["end"]]) in row["evidence"]


def test_expanding_compatibility_characters_keep_offsets():
    """NFKC turns ½, ㎏ and ﬁ into several characters; later offsets must not shift."""
    text = "½ ㎏ ﬁ IPU-POD₁₂₈ trained BERT in 2.9 minutes.\r\n¼ IPU-POD16训练BERT用时５分钟。"
    tables = pipeline.extract_tables(text)
    assert_offsets(text, tables)
    assert {"2.9 minutes", "５分钟", "IPU-POD₁₂₈"} <= set(tables["mentions"].text)
