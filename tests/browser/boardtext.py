"""Measure the text of rendered boards in Chromium (issue 35): each label's size on screen, labels that run
over each other, labels that leave the board.
A label under a shape drawn after it (the covered card of a stack) is not shown, so not measured.

A label's box is its ``getBBox()`` (the font's ascent to descent over the advance of its glyphs, ``textLength``
applied) in the board's own units; its size on screen is its font size times the SVG's screen scale (the
viewBox scaled to the box the page gives the picture, as JupyterLab's ``max-width: 100%`` does).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

# JupyterLab's output area at 1366x768 with the file browser open (measured on `make lab`'s first page): 930 px
LAB_OUTPUT_PX = 930
OVERLAP_PX = 1.5  # two labels' boxes sharing less than this, either way, touch at most at an antialiased edge

MEASURE_JS = """
(overlapPx) => [...document.querySelectorAll('div.board')].map(div => {
  const svg = div.querySelector('svg');
  const vb = svg.viewBox.baseVal;
  svg.scrollIntoView();
  const scale = svg.getBoundingClientRect().width / vb.width;
  const hidden = t => {  // under a shape drawn after it (a card of a stack covers the one below)
    const r = t.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && top !== t && top.tagName !== 'text' && svg.contains(top)
           && !!(t.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING);
  };
  const texts = [...svg.querySelectorAll('text')].filter(t => !hidden(t)).map(t => {
    const b = t.getBBox();
    return {text: t.textContent, x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height,
            px: parseFloat(getComputedStyle(t).fontSize) * scale};
  }).filter(t => t.text.trim() && t.x1 > t.x0);
  const overlaps = [];
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const a = texts[i], b = texts[j];
    const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0), h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
    if (w * scale > overlapPx && h * scale > overlapPx) overlaps.push([a.text, b.text]);
  }
  const outside = texts.filter(t => t.x0 < vb.x - 0.5 || t.y0 < vb.y - 0.5 || t.x1 > vb.x + vb.width + 0.5
                                    || t.y1 > vb.y + vb.height + 0.5).map(t => t.text);
  const small = texts.reduce((m, t) => t.px < m.px ? t : m, {px: 1e9, text: ''});
  return {name: div.dataset.name, smallest: small.px, smallestText: small.text, overlaps, outside};
})
"""


@dataclass(frozen=True)
class BoardText:
    """What one rendered board's labels look like."""

    name: str
    smallest: float  # px on screen
    smallest_text: str
    overlaps: list[tuple[str, str]]
    outside: list[str]


def measure(page: Any, boards: Sequence[tuple[str, str]], width: float | None = None) -> list[BoardText]:
    """Render ``(name, svg)`` boards, each in a box ``width`` px wide (None: its own size), and measure them."""
    box = f"width:{width}px" if width else "display:inline-block"
    html = "".join(f'<div class="board" data-name="{escape(name)}" style="{box}">{svg}</div>' for name, svg in boards)
    page.set_content(f"<!doctype html><meta charset='utf-8'><style>body{{margin:0}}"
                     f"svg{{max-width:100%;height:auto;display:block}}</style>{html}")
    page.evaluate("document.fonts.ready")
    found = page.evaluate(MEASURE_JS, OVERLAP_PX)
    return [BoardText(f["name"], f["smallest"], f["smallestText"], [tuple(p) for p in f["overlaps"]], f["outside"])
            for f in found]
