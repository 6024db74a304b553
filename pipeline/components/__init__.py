"""The pipeline as spaCy components.

Importing this package registers, with spaCy:

| name | what |
|---|---|
| ``mlperf.JiebaTokenizer.v1`` | tokenizer of the ``zh`` pipeline: jieba, dictionary mode, the name lists as user words |
| ``mlperf.EnglishTokenizer.v1`` | tokenizer of the ``en`` pipeline: spaCy's English one, ``~`` and ``/`` split off |
| ``mlperf_names`` | systems and benchmarks -> ``doc.spans["mentions"]`` |
| ``mlperf_quantities`` | times, prices, percentages, ratios -> ``doc.spans["mentions"]`` |
| ``mlperf_merge_mentions`` | each mention one token |
| ``mlperf_sentences`` | sentence boundaries (``doc.sents``) |
| ``mlperf_claims`` | results -> ``doc._.claims`` |

and the Doc and Span extensions of :mod:`pipeline.components.extensions`.
The package's entry points (pyproject.toml) let ``spacy.load`` find them
without an import.  :func:`build_pipeline` makes the project's pipeline of a
language; any blank pipeline can take the components too::

    nlp = spacy.blank("zh")
    nlp.add_pipe("mlperf_names"); nlp.add_pipe("mlperf_quantities")
    doc = nlp("在IPU-POD16上训练ResNet-50的时间为5.67分钟")
    displacy.render(doc, style="span", options={"spans_key": "mentions"})
"""
from __future__ import annotations

from pipeline.startup import import_jieba, import_spacy

import_spacy()  # before any module of this package imports spaCy or jieba: the start-up's imports
import_jieba()

from pipeline.components import claims, extensions, mentions, sentences, tokenizer  # noqa: F401 (registers)
from pipeline.components.extensions import MENTIONS_KEY, REJECTED_KEY

COMPONENTS = ("mlperf_names", "mlperf_quantities", "mlperf_merge_mentions", "mlperf_sentences", "mlperf_claims")
TOKENIZERS = {
    "zh": {"@tokenizers": "mlperf.JiebaTokenizer.v1", "segmenter": "fused", "mentions_whole": True},
    "en": {"@tokenizers": "mlperf.EnglishTokenizer.v1"},
}

__all__ = ["COMPONENTS", "MENTIONS_KEY", "REJECTED_KEY", "build_pipeline"]


def build_pipeline(lang: str, script: str | None = None):
    """The project's pipeline for ``lang`` ("zh" or "en"): its tokenizer and the components.

    ``script`` (zh-Hans or zh-Hant, for "zh") is the script of the texts it will be given:
    a 元 that no context names is CNY in Simplified and TWD in Traditional text."""
    import spacy

    tokenizer = dict(TOKENIZERS[lang])
    if lang == "zh" and script:
        tokenizer["script"] = script
    nlp = spacy.blank(lang, config={"nlp": {"tokenizer": tokenizer}})
    for name in COMPONENTS:
        nlp.add_pipe(name)
    return nlp
