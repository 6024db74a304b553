"""Mark spans of an article's original text as HTML, escaping everything else.

The article text is never trusted: every character of it goes through
``markupsafe.escape``, and the only markup added is ``<span>`` elements built
here.  Spans that overlap an earlier, longer span are not drawn (the markup
would break); they are listed in the tooltip of the span that covers them,
so nothing silently disappears.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from markupsafe import Markup, escape


@dataclass
class Span:
    start: int
    end: int
    kind: str  # a mention type, or "claim" for a result value with no mention
    label: str = ""  # one-line summary, used when another span hides this one
    tip: list[str] = field(default_factory=list)  # tooltip lines
    flags: set[str] = field(default_factory=set)  # extra CSS classes: spurious, result
    carry: list[str] = field(default_factory=list)  # tooltip lines kept by a span that hides this one
    anchor: str = ""  # element id ("" = none)

    @property
    def length(self) -> int:
        return self.end - self.start


def layout(spans: list[Span], text_len: int) -> tuple[list[Span], list[Span]]:
    """Split ``spans`` into (drawn, hidden): drawn spans are valid and never overlap.

    Earlier spans win; at the same start the longer one wins.  A hidden span
    that lies inside a drawn one is mentioned in that span's tooltip.
    """
    valid = [s for s in spans if 0 <= s.start < s.end <= text_len]
    hidden = [s for s in spans if not (0 <= s.start < s.end <= text_len)]
    drawn: list[Span] = []
    for s in sorted(valid, key=lambda s: (s.start, -s.length, s.kind)):
        if drawn and s.start < drawn[-1].end:
            outer = drawn[-1]
            if s.start == outer.start and s.end == outer.end and s.kind == outer.kind:
                outer.flags |= s.flags  # the same mark twice: merge
                outer.carry.extend(s.carry)
                for line in s.tip:
                    if line not in outer.tip:
                        outer.tip.append(line)
            else:
                outer.tip.append(f"also here: {s.label or s.kind}")
                outer.tip.extend(line for line in s.carry if line not in outer.tip)
                outer.carry.extend(s.carry)
                outer.flags |= s.flags
                hidden.append(s)
            continue
        drawn.append(s)
    return drawn, hidden


def covering(drawn: list[Span], start: int) -> Span | None:
    """The drawn span that contains offset ``start``, if any."""
    for s in drawn:
        if s.start <= start < s.end:
            return s
    return None


def render(text: str, spans: list[Span]) -> Markup:
    """``text`` as escaped HTML with the drawn ``spans`` wrapped in ``<span class="m m-KIND">``."""
    drawn, _ = layout(spans, len(text))
    out: list[str] = []
    pos = 0
    for s in drawn:
        out.append(str(escape(text[pos:s.start])))
        classes = " ".join(["m", f"m-{s.kind}", *sorted(s.flags)])
        attrs = f' class="{escape(classes)}" tabindex="0" data-tip="{escape(chr(10).join(s.tip))}"'
        if s.anchor:
            attrs += f' id="{escape(s.anchor)}"'
        out.append(f"<span{attrs}>{escape(text[s.start:s.end])}</span>")
        pos = s.end
    out.append(str(escape(text[pos:])))
    return Markup("".join(out))
