"""The claims component: the linker on the Doc's mentions and sentences.

``mlperf_claims`` calls ``pipeline.link.link_claims`` with the mentions of
``doc._.mentions``, the script of the Doc and, where the linker takes them,
the sentences the ``mlperf_sentences`` component put on the Doc (the
linker's own splitter otherwise), and sets ``doc._.claims``: the results,
with offsets into ``doc.text``.
"""
from __future__ import annotations

import inspect
from functools import lru_cache

from spacy.language import Language

from pipeline.components import data
from pipeline.components.extensions import script_of
from pipeline.components.layout import text_of


@lru_cache(maxsize=1)
def _takes_sentences() -> bool:
    from pipeline.link import link_claims

    return "sentences" in inspect.signature(link_claims).parameters


def link(text: str, mentions: list, script: str, sentences=None) -> list:
    """``link_claims``, given the sentences when it takes them."""
    from pipeline.link import link_claims

    if sentences is not None and _takes_sentences():
        return link_claims(text, mentions, script, sentences=sentences)
    return link_claims(text, mentions, script)


class Claims:
    def __init__(self, nlp, name: str):
        self.name = name

    def __call__(self, doc):
        doc._.claims = link(text_of(doc), list(doc._.mentions), script_of(doc), doc._.sentence_spans)
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
