"""Stage 3, tokenise: a blank spaCy ``zh`` pipeline segmented by jieba, a blank ``en``.

:func:`tokenise` gives the spaCy Doc of a normalised text in which every
extracted name and amount is one token: out of the box jieba splits
``IPU-POD16`` into ``IPU|-|POD16`` and ``149,995美元`` into ``149|,|995|美元``.
For Chinese, jieba cuts only the text between the names and amounts, which
go into the Doc as they are; for English the Doc's tokens are merged.

jieba's module functions share one global dictionary; each pipeline here gets
a ``jieba.Tokenizer`` of its own, with the name lists loaded as a user
dictionary, so nothing leaks between pipelines.  Both are built once per
process, and jieba's prefix dictionary is kept pickled between runs
(:func:`jieba_tokenizer`).
"""
from __future__ import annotations

import hashlib
import logging
import os
import pickle
import tempfile
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def jieba_tokenizer():
    """A ``jieba.Tokenizer`` of our own with the name lists' Chinese aliases as user words."""
    import jieba

    jieba.setLogLevel(logging.WARNING)
    from pipeline.extractors.lexicon import user_words

    tok = jieba.Tokenizer()
    words = user_words()
    default = os.path.join(os.path.dirname(jieba.__file__), jieba.DEFAULT_DICT_NAME)
    cache = _prefix_dict_cache(tok.dictionary or default, words)
    if cache is not None and cache.exists():
        try:
            tok.FREQ, tok.total = pickle.loads(cache.read_bytes())
            tok.initialized = True
            return tok
        except Exception:  # a damaged or foreign cache file: rebuild it
            pass
    tok.initialize()
    for word in words:
        tok.add_word(word, freq=USER_WORD_FREQ)
    if cache is not None:
        _write_atomically(cache, pickle.dumps((tok.FREQ, tok.total), protocol=pickle.HIGHEST_PROTOCOL))
    return tok


USER_WORD_FREQ = 200000


def _prefix_dict_cache(dictionary: str, words: list[str]):
    """Where jieba's prefix dictionary, user words included, is kept between runs (None: nowhere).

    jieba keeps its own cache with ``marshal``, which loads in about 0.6 s;
    the same dictionary pickled loads in about 0.15 s, and start-up is paid
    by every run of the command line.  The file name holds a hash of
    everything the dictionary is made of (jieba's version, the dictionary
    file's size and time, the user words and their frequency), so a change to
    any of them makes a new file.
    """
    import jieba

    try:
        st = os.stat(dictionary)
    except OSError:
        return None
    key = "\n".join([jieba.__version__, os.path.abspath(dictionary), str(st.st_size),
                     str(st.st_mtime_ns), str(USER_WORD_FREQ), str(pickle.HIGHEST_PROTOCOL), *words])
    folder = Path(os.environ.get("PIPELINE_CACHE_DIR")
                  or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mlperf-press-pipeline")
    return folder / f"jieba-prefix-{hashlib.sha256(key.encode()).hexdigest()[:16]}.pickle"


def _write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file; a cache that cannot be written is skipped."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=path.name, suffix=".tmp",
                                         delete=False) as f:
            f.write(data)
        os.replace(f.name, path)
    except OSError:
        try:
            os.unlink(f.name)
        except (OSError, NameError):
            pass


def get_nlp(script: str):
    """The spaCy pipeline for a document of ``script`` (zh-Hans, zh-Hant or en)."""
    return _nlp("en" if script == "en" else "zh")


@lru_cache(maxsize=2)
def _nlp(lang: str):
    if lang == "en":
        from spacy.lang.en import English

        return English()
    from spacy.lang.zh import Chinese

    nlp = Chinese.from_config({"nlp": {"tokenizer": {"segmenter": "char"}}})
    nlp.tokenizer = JiebaTokenizer(nlp.vocab, jieba_tokenizer())
    return nlp


class JiebaTokenizer:
    """spaCy's jieba segmentation, without its whitespace re-alignment pass.

    jieba returns every character of the text, whitespace included, so the
    words (and the whole spans between them) concatenate to the text
    exactly: each becomes a token with no
    trailing space, and ``doc.text`` is the input unchanged.

    Segmentation is jieba's dictionary mode (``HMM=False``): the hidden Markov
    model only guesses words missing from the dictionary (people's names,
    new coinages); the extractors do not depend on it (they match the text,
    and the name lists are in the dictionary), and leaving it out saves a
    quarter of the segmentation time.
    """

    def __init__(self, vocab, segmenter):
        self.vocab = vocab
        self.segmenter = segmenter

    def __call__(self, text: str, whole=()):
        from spacy.tokens import Doc

        cut = self.segmenter.cut
        words: list[str] = []
        pos = 0
        for start, end in merge_spans(whole):
            if start > pos:
                words.extend(w for w in cut(text[pos:start], cut_all=False, HMM=False) if w)
            words.append(text[start:end])
            pos = end
        if pos < len(text):
            words.extend(w for w in cut(text[pos:], cut_all=False, HMM=False) if w)
        return Doc(self.vocab, words=words, spaces=[False] * len(words))


def merge_spans(spans) -> list[tuple[int, int]]:
    """``spans`` sorted, with overlapping ones united: the text between them is what jieba cuts.

    Each returned span becomes one token as it is, so a name or an amount is
    whole however jieba would have cut around it.
    """
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if start >= end:
            continue
        if merged and start < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(s, e) for s, e in merged]


def tokenise(text: str, script: str, whole=()):
    """The spaCy Doc of a normalised text; each [start, end) in ``whole`` is one token."""
    nlp = get_nlp(script)
    if script != "en":
        return nlp.tokenizer(text, whole)
    doc = nlp(text)
    with doc.retokenize() as retok:
        last = -1
        for start, end in sorted(whole):
            span = doc.char_span(start, end, alignment_mode="expand")
            if span is None or len(span) < 2 or span.start < last:
                continue
            retok.merge(span)
            last = span.end
    return doc
