"""jieba's dictionary-mode segmentation (``cut(text, HMM=False)``), word for word, in one pass.

jieba segments a block of Chinese text by building a DAG of the dictionary
words that start at each character (``get_DAG``), then choosing, from the end
backwards, the route of highest probability (``calc``: the sum of
``log(freq) - log(total)`` over the words); runs of single ASCII letters and
digits on that route are joined into one word.  This module does the same
with the same dictionary (a ``jieba.Tokenizer``'s ``FREQ`` and ``total``) and
the same arithmetic, so the words are identical (``tests/test_components_
segmenter.py`` compares them with jieba's on the corpora and on generated
text), but it builds no DAG: each position's candidates are scored as they
are found, and each word's log-probability is computed once per process, not
at every occurrence.  That is 2 to 3 times faster than ``Tokenizer.cut``,
and segmentation is the largest cost of the pipeline.
"""
from __future__ import annotations

from math import log

import jieba

_BLOCK = jieba.re_han_default  # text jieba segments by dictionary; the rest is split char by char
_SKIP = jieba.re_skip_default  # whitespace, kept as words of its own
_PREFIX = 1.0  # no log-probability is positive
_NONE = float("-inf")  # no word yet: every log-probability is above it
_ABSENT = 2.0  # a fragment that starts no word (no log-probability is positive)
_MAX_KEPT = 200_000  # fragments known by their log-probability or absence (about 20 MB at most)
_ENG = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


class DictionarySegmenter:
    """``cut(text)`` is ``list(tokenizer.cut(text, HMM=False))`` of the ``jieba.Tokenizer`` given."""

    def __init__(self, tokenizer):
        tokenizer.check_initialized()
        # a dictionary in parts (pipeline/components/prefix_parts.py): the parts of a text's
        # characters are unpickled before it is cut (every fragment looked up starts with one)
        parted = getattr(tokenizer, "parted", None)
        self._parted = parted
        self.freq = parted.words if parted is not None else tokenizer.FREQ
        self.logtotal = log(tokenizer.total)
        # fragment -> log(freq) - log(total) for a word, _PREFIX for a prefix that is no word,
        # _ABSENT for a fragment of neither kind (the one that ends each position's search: one
        # lookup here instead of two); filled as fragments are met, up to _MAX_KEPT of them
        # (jieba's FREQ holds the first two kinds, frequency 0 for the second)
        self._logp: dict[str, float] = {}

    def frequency(self, word: str) -> int | None:
        """The dictionary's frequency of ``word`` (0: a prefix of words only; None: neither)."""
        if self._parted is not None and word:
            self._parted.ensure({word[0]})
        return self.freq.get(word)

    def cut(self, text: str) -> list[str]:
        if self._parted is not None and not self._parted.for_text(text):
            self._parted = None  # every part is in
        out: list[str] = []
        block = self._block
        append, extend = out.append, out.extend
        # _BLOCK and _SKIP capture what they split at: the odd pieces are the matches (the
        # text between two matches has none of their characters)
        for j, blk in enumerate(_BLOCK.split(text)):
            if not blk:
                continue
            if j & 1:
                block(blk, out)
            elif len(blk) == 1:  # a punctuation mark or a space alone: one word either way
                append(blk)
            else:
                for m, piece in enumerate(_SKIP.split(blk)):
                    if m & 1:
                        append(piece)
                    else:
                        extend(piece)
        return out

    def _block(self, s: str, out: list[str]) -> None:
        freq, logp, logtotal = self.freq, self._logp, self.logtotal
        get = logp.get
        n = len(s)
        score = [0.0] * (n + 1)
        nxt = [0] * (n + 1)
        for k in range(n - 1, -1, -1):
            best = _NONE
            end = k + 1
            i = k
            frag = s[k]
            while True:  # jieba's get_DAG: extend while the fragment is a dictionary prefix
                p = get(frag)
                if p is None:
                    f = freq.get(frag)
                    if f is None:
                        if len(logp) < _MAX_KEPT:
                            logp[frag] = _ABSENT
                        break
                    p = logp[frag] = log(f) - logtotal if f else _PREFIX
                elif p is _ABSENT:
                    break
                i += 1
                if p is not _PREFIX:
                    v = p + score[i]
                    if v >= best:  # max() over (score, i): a tie goes to the longer word
                        best, end = v, i
                if i >= n:
                    break
                frag = s[k:i + 1]
            if best is _NONE:  # no word starts here: the character alone (frequency 1 if unknown)
                f = freq.get(s[k])
                best = ((log(f) if f else 0.0) - logtotal) + score[k + 1]
                end = k + 1
            score[k] = best
            nxt[k] = end
        append = out.append
        x = 0
        buf = ""
        while x < n:
            y = nxt[x]
            if y == x + 1 and s[x] in _ENG:
                buf += s[x]
            else:
                if buf:
                    append(buf)
                    buf = ""
                append(s[x:y])
            x = y
        if buf:
            append(buf)
