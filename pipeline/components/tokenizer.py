"""The tokenizers of the two pipelines, registered with spaCy so that a saved pipeline names them.

- ``mlperf.JiebaTokenizer.v1`` (``zh``): jieba's dictionary-mode segmentation
  (``HMM=False``) with a private ``jieba.Tokenizer`` whose user dictionary is
  the name lists' Chinese aliases (:func:`pipeline.nlp.jieba_tokenizer`), so
  that 昇腾910 is one word.  jieba returns every character, whitespace
  included, so the words concatenate to the text: each becomes a token with
  no trailing space and ``doc.text`` is the input unchanged.  The hidden
  Markov model only guesses words missing from the dictionary (people's
  names, new coinages); the rules do not need it, and it would cost a
  quarter more.
- ``mlperf.EnglishTokenizer.v1`` (``en``): spaCy's English tokenizer, with
  ``~`` and ``≈`` split off as prefixes, a full stop after a model number
  (``70B.``) as a suffix, ``/`` before a digit and each Chinese
  character as infixes (out of the box ``~59``, ``Labs/11`` and ``NVIDIAA30和A100``
  are single tokens, and the figures ``59 hours``, ``11 min`` and the names
  would cut them).
"""
from __future__ import annotations

from pathlib import Path

import srsly
from spacy.tokenizer import Tokenizer
from spacy.util import compile_infix_regex, compile_prefix_regex, compile_suffix_regex, ensure_path, registry

from pipeline.components.boundaries import merged_words
from pipeline.components.layout import Layout, new_doc
from pipeline.components.mentions import whole_mentions

USER_WORDS_FILE = "user_words.txt"


class JiebaTokenizer:
    """A spaCy tokenizer: jieba's words, each a token, the text unchanged.

    ``user_words`` (default: the name lists' Chinese aliases) go into jieba's
    dictionary; ``segmenter`` is ``"fused"`` (:mod:`pipeline.components.
    segmenter`, the same words as jieba, faster) or ``"jieba"``
    (``jieba.Tokenizer.cut`` itself).  With ``mentions_whole`` the tokenizer
    also runs the finders of the names and quantities components, checks
    their matches against jieba's words as those components do
    (:mod:`pipeline.components.boundaries`) and makes each kept mention one
    token of the Doc it builds, leaving the result for the components: one
    Doc instead of a Doc of jieba's words and another of merged mentions (a
    tenth of the time of an article).
    """

    def __init__(self, vocab, user_words=None, segmenter: str = "fused", mentions_whole: bool = False,
                 script: str = "zh-Hans"):
        if segmenter not in ("fused", "jieba"):
            raise ValueError(f"segmenter must be 'fused' or 'jieba', not {segmenter!r}")
        self.vocab = vocab
        self.segmenter = segmenter
        self.mentions_whole = mentions_whole
        self.script = script  # of the texts it is given: the currency of a 元 no context names
        self._set_words(user_words)

    def _set_words(self, user_words) -> None:
        from pipeline.nlp import jieba_tokenizer, segmenter_of

        words = None if user_words is None else tuple(user_words)
        tok = jieba_tokenizer(words)
        self.user_words = words if words is not None else tuple(tok.user_words)
        if self.segmenter == "fused":
            self.cut = segmenter_of(tok).cut
        else:
            self.cut = lambda text: [w for w in tok.cut(text, cut_all=False, HMM=False) if w]

    def __call__(self, text: str) -> Doc:
        words = self.cut(text)
        if not self.mentions_whole:
            return new_doc(self.vocab, text, words)
        layout = Layout(words, None)
        data, merges, cuts = whole_mentions(text, layout, self.script)
        words, spaces = merged_words(text, layout, merges, cuts)
        return new_doc(self.vocab, text, words, spaces, data)

    def pipe(self, texts, batch_size: int = 1000):
        for text in texts:
            yield self(text)

    # serialisation: the user words; the jieba dictionary itself ships with jieba

    def to_bytes(self, *, exclude=tuple()) -> bytes:
        return srsly.msgpack_dumps({"user_words": list(self.user_words), "segmenter": self.segmenter,
                                    "mentions_whole": self.mentions_whole, "script": self.script})

    def from_bytes(self, data: bytes, *, exclude=tuple()):
        cfg = srsly.msgpack_loads(data)
        self.segmenter = cfg.get("segmenter", self.segmenter)
        self.mentions_whole = cfg.get("mentions_whole", self.mentions_whole)
        self.script = cfg.get("script", self.script)
        self._set_words(cfg["user_words"])
        return self

    def to_disk(self, path, *, exclude=tuple()) -> None:
        path = ensure_path(path)
        path.mkdir(parents=True, exist_ok=True)
        (path / USER_WORDS_FILE).write_text("".join(f"{w}\n" for w in self.user_words), encoding="utf-8")
        srsly.write_json(path / "cfg", {"segmenter": self.segmenter, "mentions_whole": self.mentions_whole,
                                        "script": self.script})

    def from_disk(self, path, *, exclude=tuple()):
        path = Path(path)
        cfg = srsly.read_json(path / "cfg") if (path / "cfg").exists() else {}
        self.segmenter = cfg.get("segmenter", self.segmenter)
        self.mentions_whole = cfg.get("mentions_whole", self.mentions_whole)
        self.script = cfg.get("script", self.script)
        words = (path / USER_WORDS_FILE).read_text(encoding="utf-8").splitlines()
        self._set_words([w for w in words if w])
        return self


@registry.tokenizers("mlperf.JiebaTokenizer.v1")
def create_jieba_tokenizer(segmenter: str = "fused", mentions_whole: bool = False, script: str = "zh-Hans"):
    def make(nlp):
        return JiebaTokenizer(nlp.vocab, segmenter=segmenter, mentions_whole=mentions_whole, script=script)

    return make


EXTRA_PREFIXES = (r"~", r"≈")
# a full stop after a model number or size (70B. A100. v4.): spaCy keeps it on a capital
EXTRA_SUFFIXES = (r"(?<=[0-9])\.", r"(?<=[0-9][A-Za-z])\.", r"(?<=[0-9][A-Za-z][A-Za-z])\.")
EXTRA_INFIXES = (
    r"(?<=[A-Za-z0-9])/(?=[0-9])",
    r"[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]",  # a Chinese character or punctuation mark, alone
)


@registry.tokenizers("mlperf.EnglishTokenizer.v1")
def create_english_tokenizer():
    def make(nlp):
        d = nlp.Defaults
        # built with its final rules at once: each rule set later reloads the special cases
        return Tokenizer(
            nlp.vocab,
            rules=d.tokenizer_exceptions,
            prefix_search=compile_prefix_regex(list(d.prefixes) + list(EXTRA_PREFIXES)).search,
            suffix_search=compile_suffix_regex(list(d.suffixes) + list(EXTRA_SUFFIXES)).search,
            infix_finditer=compile_infix_regex(list(d.infixes) + list(EXTRA_INFIXES)).finditer,
            token_match=d.token_match,
            url_match=d.url_match,
        )

    return make
