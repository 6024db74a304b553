"""Start-up: jieba's prefix dictionary kept in parts by first character, each unpickled when needed.

The dictionary (about 500,000 words and prefixes with their frequencies)
took about 0.2 s of a 1.2 s cold start to unpickle whole, for an article
that meets a few hundred of its 7,000 first characters.  Kept as one pickled
part per first character (:func:`split`), it is read as bytes at once and
each part unpickled the first time a text holds its character
(:class:`PartedFrequencies`): every fragment the segmenter looks up begins
with a character of the text it cuts, so it sees exactly the entries of the
whole dictionary.  After ``WHOLE_AFTER`` texts the remaining parts are
unpickled and the per-text check stops (a long run pays the whole dictionary
once, as before).  :class:`PartedTokenizer` is a ``jieba.Tokenizer`` whose
``FREQ`` is the whole dictionary, made on first access, for any other reader.
"""
from __future__ import annotations

import pickle

import jieba

WHOLE_AFTER = 200  # texts; then every part is unpickled and the check per text stops


def split(freq: dict[str, int]) -> dict[str, bytes]:
    """First character -> the pickled {word: frequency} of the entries that start with it."""
    by_char: dict[str, dict[str, int]] = {}
    for word, f in freq.items():
        by_char.setdefault(word[0], {})[word] = f
    return {c: pickle.dumps(d, protocol=pickle.HIGHEST_PROTOCOL) for c, d in by_char.items()}


class PartedFrequencies:
    """The entries of the parts unpickled so far, in ``words`` (one dict, filled in place)."""

    __slots__ = ("parts", "words", "seen", "texts", "complete")

    def __init__(self, parts: dict[str, bytes]):
        self.parts = parts
        self.words: dict[str, int] = {}
        self.seen: set[str] = set()  # characters whose part is in ``words`` (or that have none)
        self.texts = 0
        self.complete = False  # every part is in ``words``

    def ensure(self, chars) -> None:
        """Unpickle the parts of these characters not unpickled yet."""
        new = chars - self.seen  # a set, or a dict's keys
        if not new:
            return
        self.seen |= new
        pop, update = self.parts.pop, self.words.update
        for c in new:
            blob = pop(c, None)  # unpickled once: its bytes are freed as the dictionary grows
            if blob is not None:
                update(pickle.loads(blob))

    def for_text(self, text: str) -> bool:
        """Make sure the parts of the characters of ``text`` are in; False once every part is in
        (the caller need not ask again)."""
        self.texts += 1
        if self.complete or self.texts > WHOLE_AFTER:
            self.whole()
            return False
        self.ensure(set(text))
        return True

    def whole(self) -> dict[str, int]:
        if not self.complete:
            self.ensure(set(self.parts))
            self.complete = True
        return self.words


class PartedTokenizer(jieba.Tokenizer):
    """A ``jieba.Tokenizer`` over a dictionary in parts: ``FREQ`` is the whole dictionary, unpickled
    on first access; the fused segmenter reads ``parted`` part by part instead."""

    parted: PartedFrequencies | None = None

    @property
    def FREQ(self):  # noqa: N802 - jieba's name
        if self.parted is not None:  # from now on the whole dictionary, as jieba's own
            self.FREQ = self.parted.whole()
        return self.__dict__.get("_freq", {})

    @FREQ.setter
    def FREQ(self, value):  # noqa: N802
        self.parted = None
        self.__dict__["_freq"] = value


def parted_tokenizer(parts: dict[str, bytes], total: int) -> PartedTokenizer:
    tok = PartedTokenizer()
    tok.parted = PartedFrequencies(parts)
    tok.total = total
    tok.initialized = True
    return tok
