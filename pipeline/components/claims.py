"""The claims component: the linker on the Doc's mentions and sentences.

``mlperf_claims`` calls ``pipeline.link.link_claims`` with the mentions of
``doc._.mentions``, the script of the Doc and the sentences the
``mlperf_sentences`` component put on the Doc (without that component, the
linker splits the text itself), and sets ``doc._.claims``: the results,
with offsets into ``doc.text``.
"""
from __future__ import annotations

from spacy.language import Language

from pipeline.components import data
from pipeline.components.extensions import script_of
from pipeline.components.layout import text_of


class Claims:
    def __init__(self, nlp, name: str):
        self.name = name

    def __call__(self, doc):
        from pipeline.link import link_claims

        doc._.claims = link_claims(text_of(doc), list(doc._.mentions), script_of(doc),
                                   sentences=doc._.sentence_spans)
        return doc

    def to_disk(self, path, *, exclude=tuple()) -> None:
        data.save_data(path)

    def from_disk(self, path, *, exclude=tuple()):
        data.check_data(path, self.name)
        return self


@Language.factory("mlperf_claims", default_config={})
def make_claims(nlp, name: str):
    """Results (system, benchmark, metric, value, qualifier) linked from the Doc's mentions."""
    return Claims(nlp, name)
