"""Site boilerplate around an article: lines that give no mentions (GOLD.md).

Two data files say what boilerplate is:

- ``boilerplate_lines.txt``: one regular expression per line; a line of the
  article that matches one is boilerplate (a reading-time byline, an advert, a
  share bar, a dated link);
- ``boilerplate_headers.txt``: the headers that open a list of links to other
  articles (相关阅读, 延伸閱讀, 你可能也會喜歡, Related posts, Read more, More
  from …), one per line in any script.  A line that is only such a header
  (in brackets 【】 or not, with a colon or not) is boilerplate, and so are the
  list items after it: bulleted lines (·, ‧, •, -, 1.) and short headline-like
  lines, blank lines between them, up to the first line that is neither (a
  paragraph of the article).  A header followed on its own line by a headline
  ("Read more: …", "上一篇：…") is one line of boilerplate, and only bulleted
  items may follow it.

Everything else is article content: an article's own bullet list, a forum
reply ("推 user: …"), a caption.
"""
from __future__ import annotations

import re
from functools import lru_cache

from pipeline.extractors.lexicon import DATA_DIR, fold

MAX_ITEMS = 20  # a related-links list is short; a longer run of short lines is the article's
_CJK = re.compile(r"[\u3400-\u9fff]")
_BULLET = re.compile(
    r"^\s*(?:[·‧•∙●○▪▫■□◆◇►▶»›*+]|[-–—](?!\d)|\.(?!\d)|\d{1,2}[.、)](?!\d)|[(（]\d{1,2}[)）])\s*(?=\S)")
# a sentence inside the line, or one that ends it (an English one too: a headline has no full stop)
_SENTENCE_END = re.compile(r"[。！？!?]\s*\S|[。]\s*$|(?<=[a-z0-9%)])\.\s*$")
# a headline may ask its question before the source it quotes ("H20降价？渠道商：不太可能"): one ? or ! inside
_HEADLINE_MARK = re.compile(r"[！？!?](?=\s*\S)")
# the separators of headlines written on one line after an inline header ("H200值得升级吗？｜GB200是什么？")
_HEADLINE_SEP = re.compile(r"\s[|｜·]\s|[|｜]")


def _read(name: str) -> list[str]:
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        return [line.rstrip("\n") for line in fh if line.strip() and not line.startswith("#")]


@lru_cache(maxsize=1)
def line_patterns() -> tuple[re.Pattern, ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in _read("boilerplate_lines.txt"))


@lru_cache(maxsize=1)
def _gated_line_patterns() -> tuple[tuple[re.Pattern, tuple, tuple], ...]:
    """Each line pattern with its gates (sets of literals, folded, one of each in every line it matches):
    the text's, and the line's for a pattern that would scan the line before failing."""
    out = []
    for p in line_patterns():
        gates = _gates(p.pattern)
        out.append((p, gates, gates if _scans(p.pattern) else ()))
    return tuple(out)


def _scans(pattern: str) -> bool:
    """Whether the pattern starts (after ``^``) with a run of any length of something else than spaces:
    it tries its next part at each character of the run, where a cheap test of the line pays."""
    try:
        from re import _constants as c, _parser

        items = [i for i in _parser.parse(pattern, re.IGNORECASE) if i[0] is not c.AT]
        op, av = items[0]
        return op in (c.MAX_REPEAT, c.MIN_REPEAT) and list(av[2]) != [(c.IN, [(c.CATEGORY, c.CATEGORY_SPACE)])]
    except Exception:
        return False


# What IGNORECASE matching takes an ASCII letter for, besides its two cases (the Kelvin sign, the
# long s, the dotted and dotless i): folded to it before lower() (which would make İ two characters)
_FOLD = str.maketrans({"\u212a": "k", "\u017f": "s", "\u0130": "i", "\u0131": "i"})
_FOLDED = re.compile("[\u212a\u017f\u0130\u0131]")


def _fold(text: str) -> str:
    return (text.translate(_FOLD) if _FOLDED.search(text) else text).lower()


def _gates(pattern: str, most: int = 2) -> tuple[tuple[str, ...], ...]:
    """Up to ``most`` sets of literals (folded), the most selective first, such that any line the
    IGNORECASE ``pattern`` matches holds, once folded, one literal of each set.  Only literals whose
    characters are ASCII or have no case (Chinese, punctuation) are used; none for a pattern that needs
    no such literal or that cannot be parsed."""
    try:
        from re import _parser

        needs = _needs(_parser.parse(pattern, re.IGNORECASE))
    except Exception:  # a Python whose parser differs: no gates, every line is searched
        return ()
    needs = [alts for alts in needs if all(map(_caseless_or_ascii, "".join(alts)))]
    needs.sort(key=lambda alts: -min(map(len, alts)))
    return tuple(tuple(sorted({_fold(a) for a in alts})) for alts in needs[:most])


def _caseless_or_ascii(ch: str) -> bool:
    return ch.isascii() or ch.lower() == ch == ch.upper()


def _needs(items) -> list[frozenset[str]]:
    """What every match of the parsed ``items`` contains: a list of sets of literals, one of each set."""
    from re import _constants as c

    out: list[frozenset[str]] = []
    run: list[str] = []
    for op, av in list(items) + [(None, None)]:
        if op is c.LITERAL:
            run.append(chr(av))
            continue
        if run:  # consecutive literal characters: one literal
            out.append(frozenset(["".join(run)]))
            run = []
        if op is c.SUBPATTERN:
            out += _needs(av[-1])
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT) and av[0] >= 1:
            out += _needs(av[2])
        elif op is c.BRANCH:
            alts: list[str] = []
            for branch in av[1]:
                best = max(_needs(branch), key=lambda a: min(map(len, a)), default=None)
                if best is None:  # a branch that needs no literal: the branch needs none
                    break
                alts += best
            else:
                out.append(frozenset(alts))
        elif op is c.IN and av and all(o is c.LITERAL for o, _ in av):
            out.append(frozenset(chr(v) for _, v in av))
    return out


def _passes(folded: str, gates) -> bool:
    for alts in gates:
        for lit in alts:
            if lit in folded:
                break
        else:
            return False
    return True


@lru_cache(maxsize=1)
def header_regex() -> re.Pattern:
    """A list header at the start of a line: ``sep`` is the colon or bracket after it, ``rest`` the line's rest.

    A header written with `` *`` at its end takes a short name after it (More from Reuters).
    """
    alts = []
    for word in sorted({fold(w.strip()) for w in _read("boilerplate_headers.txt")}, key=len, reverse=True):
        if word.endswith(" *"):
            alts.append(re.escape(word[:-2]) + r"\s+[^.!?。！？:：\n]{1,30}")
        elif "*" in word:  # a short name inside the header (更多*报导: 更多工商时讯报导)
            alts.append(r"[^\s.!?。！？:：\n]{1,12}?".join(map(re.escape, word.split("*", 1))))
        else:
            alts.append(re.escape(word))
    return re.compile(
        r"^[\s【\[「『(（<《\u2600-\u27bf\U0001f300-\U0001faff\ufe0f]*(?:" + "|".join(alts) + r")"
        r"(?P<sep>\s*[】\]」』)）>》]+\s*[:：>»›]?|\s*[:：>»›]+)?\s*(?P<rest>.*?)\s*$",
        re.IGNORECASE)


def _short(line: str, bulleted: bool) -> bool:
    """Headline-like: short, and no sentence ends inside it (a paragraph of the article has several)."""
    limit = (80 if bulleted else 60) if _CJK.search(line) else (160 if bulleted else 120)
    line = line.strip()
    if len(line) > limit:
        return False
    marks = _HEADLINE_MARK.findall(line)
    if len(marks) == 1:  # one question before the quoted source: the rest is the headline's
        line = _HEADLINE_MARK.sub("", line, count=1)
    return not _SENTENCE_END.search(line)


def _headlines(rest: str) -> bool:
    """The rest of an inline header's line: one headline, or several separated by ｜ (each headline-like)."""
    parts = [p for p in _HEADLINE_SEP.split(rest) if p.strip()]
    return bool(parts) and all(_short(p, True) for p in parts) and len(rest.strip()) <= 200


def _header(line: str) -> str:
    """'alone' for a header line, 'inline' for a header with a headline after it on the line, else ''."""
    m = header_regex().match(line)
    if m is None:
        return ""
    if not m.group("rest"):
        return "alone"
    if m.group("sep") and _headlines(m.group("rest")):
        return "inline"
    return ""


def boilerplate_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every boilerplate line of ``text`` (the line break included)."""
    # a pattern whose gates the text does not pass can match none of its lines
    folded = _fold(text)
    patterns = [(p, gates) for p, text_gates, gates in _gated_line_patterns() if _passes(folded, text_gates)]
    if len(folded) != len(text):  # lower() lengthened a character: each line is folded on its own
        folded = None
    spans = []
    pos = 0
    listing = ""  # the kind of header the current list came after
    items = 0
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\r\n\u2028\u2029\x0b\x0c\x1c\x1d\x1e\x85")
        kind = _header(body) if len(body) <= 200 else ""
        if kind:
            listing, items, hit = kind, 0, True
        elif listing and not body.strip():
            hit = False  # a blank line inside a list: the list goes on
        elif listing and items < MAX_ITEMS and (_BULLET.match(body) and _short(body, True)
                                                or listing == "alone" and _short(body, False)):
            items, hit = items + 1, True
        else:
            listing = ""
            hit = False
            fl = _fold(body) if folded is None else folded[pos:pos + len(body)]
            for p, gates in patterns:
                if (not gates or _passes(fl, gates)) and p.search(body):
                    hit = True
                    break
        if hit:
            spans.append((pos, pos + len(line)))
        pos += len(line)
    return spans
