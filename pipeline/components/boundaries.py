"""Matches against tokens: a mention must agree with the segmentation, then it becomes one token.

The extractors match the text; the tokenizer has segmented it.  An edge of a
mention that falls inside a token cuts a word of the segmentation when it
stands between two Chinese characters: that match is rejected unless a rule
explains the cut.  Elsewhere the tokenizers look for no words, and the token
is split at the mention's edge:

- inside a run of ASCII letters and digits (``A100GPU``, ``NVIDIAA30``),
  jieba joins such characters into one word without a dictionary, and the
  names extractor's glue-word rule (``data/glue_words.csv``) is what decides
  where a name ends there;
- next to punctuation or a symbol (``2 h.``, ``30%-40%``, ``$5-$10``), which
  both tokenizers glue to their neighbours as it comes;
- between two Chinese numerals (``三|四十万美元``, ``两|三成``): jieba's
  ``三四十`` is a run of numerals, and the approximate-numeral rule of the
  amounts reads it as a range.

The explanations of a cut between two Chinese characters: a qualifier written after an amount that jieba
glues to its unit (``11万元以上`` segmented ``11|万元以上``, ``20万出头``) is
the mention's own qualifier (``>``), read by the extractor from
``data/qualifiers.csv``; the token is split after the unit.  And where the
segmentation had two ways and took the other one: a cut at the mention's end
is kept when the rest of the word and the next word make a word of the
dictionary too (``约7成效能``: jieba's ``7|成效|能`` against ``7成|效能``),
at its start when the word before and the start of the cut word do.

Any other cut goes through a word of the segmentation (a Chinese dictionary
word such as 元旦 in ``1日元旦``, 三元组 or 天数 in ``10天数``), and the match
is rejected: ``1日元`` there is no price.  Rejected matches are returned with
the reason.

:func:`retokenized` then splits and merges tokens: each kept mention that
spans several tokens (``IPU|-|M2000``, ``28|.|3|分钟``) becomes one.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from functools import lru_cache

from spacy.tokens import Span

from pipeline.components.layout import Layout, annotated, layout_of, rebuilt, text_of

_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
_NUMERALS = frozenset("零〇一二两三四五六七八九十百千万亿")


def _han(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


def _free_cut(text: str, pos: int) -> bool:
    """Whether a cut at ``pos`` splits no word: it is not between two Chinese characters,
    or it is between two Chinese numerals."""
    left, right = text[pos - 1], text[pos]
    if not (_han(left) and _han(right)):
        return not (left.isalpha() and right.isalpha()) or (left in _ALNUM and right in _ALNUM)
    return left in _NUMERALS and right in _NUMERALS


@lru_cache(maxsize=1)
def _after_qualifiers() -> tuple[str, ...]:
    from pipeline.extractors.lexicon import qualifiers

    return tuple(surface for surface, _, position in qualifiers() if position == "after")


def _qualifier_after(m, text: str, end: int) -> bool:
    """Whether the rest of the token that ``m`` ends inside is the qualifier ``m`` carries."""
    rest = text[m.end:end]
    return m.qualifier != "=" and any(rest.startswith(q) for q in _after_qualifiers())


@lru_cache(maxsize=1)
def _frequency():
    """The jieba dictionary's frequency of a word (None: no entry), through the segmenter, which
    reads a dictionary in parts part by part."""
    from pipeline.nlp import jieba_tokenizer, segmenter_of

    return segmenter_of(jieba_tokenizer()).frequency


def _other_segmentation(text: str, starts, ends, i: int, pos: int, at_end: bool) -> bool:
    """Whether cutting token ``i`` at ``pos`` leaves a dictionary word with its neighbour: the
    rest of the token and the next one (the mention's end), or the one before and the start
    of the token (its start)."""
    if at_end:
        joined = text[pos:ends[i + 1]] if i + 1 < len(starts) else ""
    else:
        joined = text[starts[i - 1]:pos] if i > 0 else ""
    return bool(joined) and bool(_frequency()(joined))


def inside_token(starts: list[int], ends: list[int], pos: int) -> int | None:
    """The index of the token that ``pos`` falls strictly inside, or None."""
    i = bisect_right(starts, pos) - 1
    if i >= 0 and starts[i] < pos < ends[i]:
        return i
    return None


def agree(doc, mentions) -> tuple[list, list[tuple[object, str]], list[int]]:
    """(kept mentions, [(rejected mention, why)], char offsets at which a token must be split)."""
    return agree_layout(text_of(doc), layout_of(doc), mentions)


def agree_layout(text: str, layout, mentions) -> tuple[list, list[tuple[object, str]], list[int]]:
    """:func:`agree` against a token layout (:class:`pipeline.components.layout.Layout`)."""
    starts, ends = layout.starts, layout.ends
    kept, rejected, splits = [], [], []
    for m in mentions:
        why = None
        cuts = []
        for pos in (m.start, m.end):
            i = inside_token(starts, ends, pos)
            if i is None:
                continue
            if _free_cut(text, pos) or (
                    pos == m.end and _qualifier_after(m, text, ends[i])) or (
                    _other_segmentation(text, starts, ends, i, pos, pos == m.end)):
                cuts.append(pos)
            else:
                why = f"cuts the token {text[starts[i]:ends[i]]!r}"
                break
        if why is None:
            kept.append(m)
            splits.extend(cuts)
        else:
            rejected.append((m, why))
    return kept, rejected, splits


def token_span(doc, start: int, end: int, label, span_id=0, layout=None) -> Span:
    """The Span from the token holding ``start`` to the token holding ``end - 1`` (``layout``: the
    Doc's, when the caller has it)."""
    if layout is None:
        layout = layout_of(doc)
    i = max(bisect_right(layout.starts, start) - 1, 0)
    j = min(bisect_left(layout.ends, end) + 1, len(doc))
    return Span(doc, i, j, label=label, span_id=span_id)


def retokenized(doc, merges=(), splits=()):
    """The Doc with each (start, end) of ``merges`` one token and a token boundary at each
    offset of ``splits`` (each strictly inside a token), or ``doc`` itself when nothing
    changes."""
    if not len(doc) or not (merges or splits):
        return doc
    layout = layout_of(doc)
    if annotated(doc):
        return _retokenize(doc, sorted(merges), _cuts(layout, splits))
    words, spaces = merged_words(text_of(doc), layout, merges, splits)
    if words is layout.words:
        return doc
    return rebuilt(doc, words, spaces)


def _cuts(layout, splits) -> list[int]:
    return sorted({p for p in splits if inside_token(layout.starts, layout.ends, p) is not None})


def merged_words(text: str, layout, merges, splits):
    """The words and spaces of ``layout`` split at each offset of ``splits``, then with each
    (start, end) of ``merges`` one word (split first: two mentions glued in one word,
    ``R1Llama``, each take their own piece)."""
    cuts = _cuts(layout, splits)
    if cuts:
        layout = Layout(*_split(layout, cuts))
    starts, ends = layout.starts, layout.ends
    runs = []  # (first token, last token + 1) of each merge of two tokens or more
    for s, e in sorted(merges):
        i, j = bisect_right(starts, s) - 1, bisect_left(ends, e) + 1
        if j - i > 1:
            if runs and i < runs[-1][1]:  # overlapping mentions (0美元 in 0美元0): one word
                runs[-1] = (runs[-1][0], max(runs[-1][1], j))
            else:
                runs.append((i, j))
    if not runs:
        return layout.words, layout.spaces
    words, spaces = layout.words, layout.spaces
    out: list[str] = []
    out_spaces: list[bool] | None = None if spaces is None else []
    pos = 0
    for i, j in runs:
        out.extend(words[pos:i])
        out.append(text[starts[i]:ends[j - 1]])
        if out_spaces is not None:
            out_spaces.extend(spaces[pos:i])
            out_spaces.append(spaces[j - 1])
        pos = j
    out.extend(words[pos:])
    if out_spaces is not None:
        out_spaces.extend(spaces[pos:])
    return out, out_spaces


def _split(layout, cuts):
    """The words and spaces of ``layout`` split at the char offsets ``cuts`` (sorted, each strictly
    inside a token; a piece before a cut has no space).  Only the tokens cut are looked at."""
    words, spaces, starts, ends = layout.words, layout.spaces, layout.starts, layout.ends
    out: list[str] = []
    out_spaces: list[bool] = []
    pos = 0  # the first token not yet copied
    c, n = 0, len(cuts)
    while c < n:
        i = bisect_right(starts, cuts[c]) - 1
        out.extend(words[pos:i])
        out_spaces.extend(map(bool, spaces[pos:i]) if spaces is not None else [False] * (i - pos))
        w, s, e = words[i], starts[i], ends[i]
        begin = s
        while c < n and cuts[c] < e:
            out.append(w[begin - s:cuts[c] - s])
            out_spaces.append(False)
            begin = cuts[c]
            c += 1
        out.append(w[begin - s:])
        out_spaces.append(bool(spaces[i]) if spaces is not None else False)
        pos = i + 1
    out.extend(words[pos:])
    if spaces is not None:
        out_spaces.extend(map(bool, spaces[pos:]))
        return out, out_spaces
    return out, None


def _retokenize(doc, merges, cuts):
    """The same with spaCy's retokenizer, which keeps the tokens' annotations."""
    text = text_of(doc)
    if cuts:
        layout = layout_of(doc)
        at: dict[int, list[int]] = {}
        for pos in cuts:
            at.setdefault(inside_token(layout.starts, layout.ends, pos), []).append(pos)
        with doc.retokenize() as retok:
            for i, inner in at.items():
                token = doc[i]
                edges = [token.idx, *inner, token.idx + len(token.text)]
                orths = [text[a:b] for a, b in zip(edges, edges[1:])]
                retok.split(token, orths, heads=[(token, 0)] * len(orths))
    spans = [sp for sp in (doc.char_span(s, e) for s, e in merges) if sp is not None and len(sp) > 1]
    if spans:
        with doc.retokenize() as retok:
            for sp in spans:
                retok.merge(sp)
    return doc
