"""Stage 3, tokenise: the spaCy pipelines, a blank ``zh`` segmented by jieba and a blank ``en``.

:func:`get_nlp` gives the pipeline of a script: the project's tokenizer, then
the components of :mod:`pipeline.components` (names, quantities, sentences,
claims).  Every extracted name and amount ends up one token, and a figure
that would cut a word of the segmentation is not taken
(:mod:`pipeline.components.boundaries`).

jieba's module functions share one global dictionary; each pipeline here gets
a ``jieba.Tokenizer`` of its own, with the name lists loaded as a user
dictionary, so nothing leaks between pipelines.  Both are built once per
process, and jieba's prefix dictionary is kept pickled between runs
(:func:`jieba_tokenizer`).
"""
from __future__ import annotations

import logging
import os
import pickle
from functools import lru_cache


def jieba_tokenizer(words=None):
    """A ``jieba.Tokenizer`` of our own with ``words`` (default: the name lists' Chinese
    aliases) as user words; ``tok.user_words`` lists them.  One per list of words and process."""
    if words is None:
        from pipeline.extractors.lexicon import user_words

        words = user_words()
    return build_jieba_tokenizer(tuple(words))


@lru_cache(maxsize=4)
def build_jieba_tokenizer(words: tuple[str, ...]):
    import jieba

    from pipeline.cache_files import write_atomically
    from pipeline.components.prefix_parts import parted_tokenizer, split

    jieba.setLogLevel(logging.WARNING)
    tok = jieba.Tokenizer()
    tok.user_words = words
    default = os.path.join(os.path.dirname(jieba.__file__), jieba.DEFAULT_DICT_NAME)
    cache = _prefix_dict_cache(tok.dictionary or default, words)
    if cache is not None and cache.exists():
        try:
            parts, total = pickle.loads(cache.read_bytes())
            parted = parted_tokenizer(parts, total)
            parted.user_words = words
            return parted
        except Exception:  # a damaged or foreign cache file: rebuild it
            pass
    tok.initialize()
    for word in words:
        tok.add_word(word, freq=USER_WORD_FREQ)
    if cache is not None:
        write_atomically(cache, pickle.dumps((split(tok.FREQ), tok.total), protocol=pickle.HIGHEST_PROTOCOL))
    return tok


USER_WORD_FREQ = 200000
PREFIX_FORMAT = "parts-1"  # (first character -> pickled part, total); a new format makes a new file


def _prefix_dict_cache(dictionary: str, words: list[str]):
    """Where jieba's prefix dictionary, user words included, is kept between runs (None: nowhere).

    jieba keeps its own cache with ``marshal``, which loads in about 0.6 s;
    the same dictionary pickled loads in about 0.15 s, and start-up is paid
    by every run of the command line.  It is kept in parts by first character
    (:mod:`pipeline.components.prefix_parts`), each unpickled when a text needs it.  The file name holds a hash of
    everything the dictionary is made of (jieba's version, the dictionary
    file's size and time, the user words and their frequency), so a change to
    any of them makes a new file (:mod:`pipeline.cache_files`).
    """
    import jieba

    from pipeline.cache_files import cache_file

    try:
        st = os.stat(dictionary)
    except OSError:
        return None
    key = "\n".join([jieba.__version__, PREFIX_FORMAT, os.path.abspath(dictionary), str(st.st_size),
                     str(st.st_mtime_ns), str(USER_WORD_FREQ), str(pickle.HIGHEST_PROTOCOL), *words])
    return cache_file("jieba-prefix", key)


@lru_cache(maxsize=4)
def segmenter_of(tok):
    """The fused dictionary-mode segmenter of a ``jieba.Tokenizer`` (one per tokenizer, so its
    table of word probabilities fills once)."""
    from pipeline.components.segmenter import DictionarySegmenter

    return DictionarySegmenter(tok)


# Every new word and merged amount (5.67分钟) stays in a pipeline's vocabulary, so a long
# run would grow without bound.  Documents whose Doc is dropped at once (the command line's,
# through pipeline.process) are made, after the first WARM_DOCS of a pipeline, in spaCy
# memory zones of ZONE_DOCS documents: leaving a zone frees what its documents added.  The
# first documents, outside any zone, leave the common words in the vocabulary and the
# English tokenizer's cache (which takes nothing inside a zone: without it English takes
# three times as long); a zone per document would cost twice the time (it frees every word,
# and the next document makes them all again).  Any other Doc is made outside a zone, and
# a pipeline whose vocabulary outgrows VOCAB_LIMIT strings is built anew.
WARM_DOCS = 200
ZONE_DOCS = 500  # small enough that a run of 2,000 documents already reaches the high-water mark of a zone
VOCAB_LIMIT = 250_000
MAX_LENGTH = 10**9  # characters; spaCy's own limit, lifted (see get_nlp)
_PIPELINES: dict = {}
_ZONES: dict = {}  # id(pipeline) -> [open memory zone or None, documents made in it]


def get_nlp(script: str):
    """The pipeline for a document of ``script`` (zh-Hans, zh-Hant or en), built once per
    process (and again after ``VOCAB_LIMIT`` strings)."""
    lang = "en" if script == "en" else "zh"
    key = lang if lang == "en" else script  # zh-Hans and zh-Hant: one each (the jieba dictionary is shared)
    nlp = _PIPELINES.get(key)
    if nlp is None or len(nlp.vocab.strings) > VOCAB_LIMIT:
        from pipeline.components import build_pipeline

        if nlp is not None:
            _end_zone(nlp)
        nlp = _PIPELINES[key] = build_pipeline(lang, script)
        # spaCy refuses texts over max_length (1,000,000) for the memory of a parser; these
        # components hold no more than the text's tokens, and the size of a document is
        # pipeline.limits' business (--max-chars, which NFKC can lengthen by a little).
        nlp.max_length = MAX_LENGTH
    return nlp


def _zoned(nlp) -> None:
    """Count one more transient document of the pipeline: the first ``WARM_DOCS`` outside a
    memory zone, then in zones left (and a new one entered) every ``ZONE_DOCS`` documents."""
    zone = _ZONES.setdefault(id(nlp), [None, 0])
    if zone[0] is None and zone[1] < WARM_DOCS:
        zone[1] += 1
        return
    if zone[0] is not None and zone[1] >= ZONE_DOCS:
        _end_zone(nlp)
    if zone[0] is None:
        zone[0] = nlp.memory_zone()
        zone[0].__enter__()
        zone[1] = 0
    zone[1] += 1


def _end_zone(nlp) -> None:
    zone = _ZONES.get(id(nlp))
    if zone is not None and zone[0] is not None:
        cm, zone[0], zone[1] = zone[0], None, WARM_DOCS  # no second warm-up
        cm.__exit__(None, None, None)


def make_doc(original: str, transient: bool = False):
    """(pipeline, Doc) of an article: normalised, tokenised, not yet through the components.

    ``doc.text`` is the normalised text; ``doc._.normalised.orig_span`` maps its
    offsets to the original, ``doc._.script`` is the script detected.  A
    ``transient`` Doc must be dropped before the next one is made (its strings
    may be freed then); it is made in the pipeline's memory zone.
    """
    from pipeline.components.layout import TEXT_KEY
    from pipeline.normalise import normalise

    norm = normalise(original)
    nlp = get_nlp(norm.script)
    if transient:
        _zoned(nlp)
    else:
        _end_zone(nlp)
    doc = nlp.make_doc(norm.text)
    doc.user_data.setdefault(TEXT_KEY, norm.text)  # spaCy would join it from the tokens
    doc._.script = norm.script
    doc._.normalised = norm
    return nlp, doc


def annotate(original: str):
    """The Doc of an article through the whole pipeline (mentions, sentences, claims)."""
    nlp, doc = make_doc(original)
    return nlp(doc)


def annotate_many(texts, batch_size: int = 64):
    """The Docs of many articles, in order, each language's through its pipeline's ``nlp.pipe``."""
    batch: list = []
    for text in texts:
        nlp, doc = make_doc(text)
        if batch and (batch[-1][0] is not nlp or len(batch) >= batch_size):
            yield from _pipe(batch)
            batch = []
        batch.append((nlp, doc))
    if batch:
        yield from _pipe(batch)


def _pipe(batch):
    nlp = batch[0][0]
    return nlp.pipe([doc for _, doc in batch], batch_size=len(batch))
