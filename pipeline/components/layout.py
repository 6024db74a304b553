"""A Doc's token layout (each token's text, trailing space, start and end), kept beside it.

spaCy computes ``doc.text`` and token offsets from the tokens at every access
(``doc.text`` joins them, ``to_array`` walks them per attribute); the
components need both for every match.  The tokenizers here know the layout
when they make the Doc, and keep it in ``doc.user_data``; any other Doc
gets it computed once.  A layout is checked against the Doc (token count,
last token's offset) before use, so a Doc retokenized by another component
gets a fresh one.

:func:`rebuilt` makes the Doc of another token layout over the same text:
merging the mentions into single tokens this way costs a new Doc (about
0.5 µs a token) instead of spaCy's retokenizer, which walks every token in
Python for each call.  It is used only for a Doc without annotations a new
Doc would lose (tags, parts of speech, morphology, lemmas, dependencies,
entities, a tensor: a component that sets them sets them on every token, so
the first token tells); any other goes through the retokenizer.
"""
from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate

from spacy.attrs import IDX, LENGTH, SENT_START, SPACY
from spacy.tokens import Doc

LAYOUT_KEY = "mlperf_layout"
TEXT_KEY = "mlperf_text"


class Layout:
    __slots__ = ("_words", "spaces", "starts", "ends", "_text")

    def __init__(self, words: list[str] | None, spaces: list[bool] | None, starts=None, ends=None, text=None):
        self._words = words
        self._text = text
        self.spaces = spaces  # None: no token has a trailing space
        if starts is not None:  # known offsets: the words are sliced from the text when asked for
            self.starts, self.ends = starts, ends
        elif spaces is None:
            self.ends = list(accumulate(map(len, words)))
            self.starts = [0, *self.ends[:-1]] if words else []
        else:
            lengths = [len(w) + (1 if s else 0) for w, s in zip(words, spaces)]
            self.starts = [0, *accumulate(lengths)][:-1] if words else []
            self.ends = [s + len(w) for s, w in zip(self.starts, words)]

    @property
    def words(self) -> list[str]:
        if self._words is None:
            text = self._text
            self._words = [text[a:b] for a, b in zip(self.starts, self.ends)]
        return self._words

    def __len__(self) -> int:
        return len(self.starts)


def new_doc(vocab, text: str, words: list[str], spaces: list[bool] | None = None, user_data=None) -> Doc:
    """A Doc of these words (which make ``text``) with its layout and text kept."""
    data = dict(user_data) if user_data else {}
    layout = Layout(words, spaces)
    data[LAYOUT_KEY] = layout
    data[TEXT_KEY] = text
    return Doc(vocab, words=words, spaces=[False] * len(words) if spaces is None else spaces, user_data=data)


def text_of(doc) -> str:
    """``doc.text``, computed at most once per Doc."""
    text = doc.user_data.get(TEXT_KEY)
    if text is None:
        text = doc.user_data[TEXT_KEY] = doc.text
    return text


def layout_of(doc) -> Layout:
    layout = doc.user_data.get(LAYOUT_KEY)
    n = len(doc)
    if layout is not None and len(layout) == n and (not n or doc[-1].idx == layout.starts[-1]):
        return layout
    text = text_of(doc)
    if n:
        arr = doc.to_array([IDX, LENGTH, SPACY])
        starts = arr[:, 0].tolist()
        ends = (arr[:, 0] + arr[:, 1]).tolist()
        spaces = arr[:, 2].astype(bool).tolist()
    else:
        starts, ends, spaces = [], [], []
    layout = doc.user_data[LAYOUT_KEY] = Layout(None, spaces if any(spaces) else None, starts, ends, text)
    return layout


def annotated(doc) -> bool:
    """Whether the Doc has annotations a new Doc would lose (the first token tells)."""
    if not len(doc):
        return False
    t = doc[0]
    return bool(t.tag or t.pos or t.dep or t.ent_iob or t.lemma or t.has_morph()
                or (doc.tensor is not None and doc.tensor.size))


def rebuilt(doc, words: list[str], spaces: list[bool] | None) -> Doc:
    """A new Doc of ``words`` over the same text, with the user data (extensions), span groups
    and sentence starts of ``doc``."""
    old = layout_of(doc)
    new = new_doc(doc.vocab, text_of(doc), words, spaces, doc.user_data)
    starts = new.user_data[LAYOUT_KEY].starts
    for key, group in doc.spans.items():
        new.spans[key] = [new.char_span(sp.start_char, sp.end_char, label=sp.label, span_id=sp.id,
                                        alignment_mode="expand") for sp in group]
    if len(doc) > 1 and doc.has_annotation("SENT_START"):
        for i in (doc.to_array(SENT_START) == 1).nonzero()[0].tolist():
            if i:
                new[bisect_right(starts, old.starts[i]) - 1].is_sent_start = True
        if len(new) > 1 and not new.has_annotation("SENT_START"):
            new[1].is_sent_start = False
    return new
