"""The second painter of a scene: SVG, for saved cell outputs that need no kernel (GitHub, HTML, slides).

It draws exactly what ``paint`` draws on the canvas (the same shapes, the same styles), so a board is never
drawn twice by hand. Text keeps its characters (Japanese included): the viewer's fonts render them, with the
same font list as the canvas.

Saved boards are kept compact (every lesson saves dozens): shapes of one style share a ``<g>`` that carries
their fill, stroke and font, with short numbers and colours and SVG's defaults left out. To gather them,
shapes may be drawn in another order than the scene's, but only where that cannot change a pixel: a shape
never moves across a shape it may touch (boxes with room for strokes, miters, antialiased edges and the
glyphs' widths, estimated generously). Each shape stays an element of its own (one path for several shapes
antialiases otherwise), and only presentation attributes are used, no ``<style>``, classes or ids: a page
may hold many boards, and a notebook viewer may drop style sheets. The shapes' attributes are quoted with
``'`` (a notebook's JSON escapes every ``"``); the ``<svg>`` element's keep ``"`` (other modules look for them).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import lru_cache
from html import escape

from tutor.core.scene import LAYERS, Scene, Shape
from tutor.notebook.saved.paint import FONT, text_width

ANCHOR = {"left": "start", "center": "middle", "right": "end"}
NARROW = frozenset("0123456789 .,:;+-−·•/()")  # up to 0.75 em wide in any of the fonts
EDGE = 0.5  # half a pixel round every shape: two shapes that share no pixel keep apart
GRID = 64  # the cell size, in output pixels, of the grid that finds shapes which may overlap
Box = tuple[float, float, float, float]


def _num(v: float) -> str:
    """A coordinate, short: 12, 12.5, .5 (a tenth of a pixel is finer than any screen shows)."""
    text = f"{v:.1f}"
    if text.endswith(".0"):
        return "0" if text == "-0.0" else text[:-2]
    if text.startswith("0."):
        return text[1:]
    return "-" + text[2:] if text.startswith("-0.") else text


@lru_cache(maxsize=256)
def _colour(c: str) -> str:
    """A colour, short: ``#66aaff`` as ``#6af``."""
    c = c.strip().lower()
    if len(c) == 7 and c[0] == "#" and c[1] == c[2] and c[3] == c[4] and c[5] == c[6]:
        c = f"#{c[1]}{c[3]}{c[5]}"
    return escape(c)


def _path(numbers: list[float]) -> str:
    """Path coordinates, space-separated (no space before a minus sign)."""
    return " ".join(_num(v) for v in numbers).replace(" -", "-")


@dataclass
class _Item:
    """One shape as drawn: the attributes it shares with shapes of its style, and its element around them."""

    style: str  # fill, stroke, font attributes (what a ``<g>`` can carry for several shapes)
    head: str  # the element up to its own attributes: ``<rect x='1' y='2' width='3' height='4'``
    tail: str  # the rest: ``/>``, or ``>text</text>``
    box: Box  # where it may paint: its stroke included, with room for an antialiased edge


@lru_cache(maxsize=256)
def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    """Fill and stroke attributes (SVG's defaults left out: no stroke, a width of 1)."""
    out = f" fill='{_colour(fill)}'" if fill else " fill='none'"
    if stroke:
        out += f" stroke='{_colour(stroke)}'" + (f" stroke-width='{_num(width)}'" if _num(width) != "1" else "")
    return out


def _reach(stroke: str | None, width: float, miter: bool = False) -> float:
    """How far paint may reach past a shape's outline: half the stroke (a miter up to twice the width), and
    the pixel its antialiased edge may share with a neighbour's."""
    if not stroke:
        return EDGE
    return EDGE + (2.0 * width if miter else width / 2)


def _text_box(s: Shape, x: float, y: float, size: float, width: float | None) -> Box:
    """A text's box, generous: a digit or a narrow sign up to 0.75 em wide, any other character one em (unless
    the width is fixed), the ascent and descent of any of the fonts in the list."""
    wide = width if width is not None else size * sum(0.75 if ch in NARROW else 1.0 for ch in s.text)
    left = x - (wide / 2 if s.align == "center" else wide if s.align == "right" else 0)
    return left - 1, y - size * 1.25, left + wide + 1, y + size * 0.45


def _item(s: Shape, scale: float, min_text: float) -> _Item | None:
    """One shape prepared to draw (None where the canvas painter would draw nothing)."""
    x, y, w, h = s.x * scale, s.y * scale, s.w * scale, s.h * scale
    width = s.line_width * scale
    if s.kind == "rect" and (s.fill or s.stroke):
        # a <rect>, not a path: Chromium antialiases a rectangle's edges otherwise than a path's
        m = _reach(s.stroke, width)
        nx, ny, nw, nh = _num(x), _num(y), _num(w), _num(h)
        x0, y0, x1, y1 = float(nx), float(ny), float(nx) + float(nw), float(ny) + float(nh)
        box = (min(x0, x1) - m, min(y0, y1) - m, max(x0, x1) + m, max(y0, y1) + m)
        return _Item(_paint(s.fill, s.stroke, width), f"<rect x='{nx}' y='{ny}' width='{nw}' height='{nh}'", "/>", box)
    if s.kind == "circle" and (s.fill or s.stroke):
        r = w + _reach(s.stroke, width)
        return _Item(_paint(s.fill, s.stroke, width), f"<circle cx='{_num(x)}' cy='{_num(y)}' r='{_num(w)}'", "/>",
                     (x - r, y - r, x + r, y + r))
    if s.kind in ("polygon", "line") and s.points:
        pts = [(px * scale, py * scale) for px, py in s.points]
        stroke = s.stroke if s.kind == "polygon" else s.stroke or "#000"
        m = _reach(stroke, width, miter=True)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        data = "M" + _path([v for p in pts for v in p]) + ("z" if s.kind == "polygon" else "")  # then lines to
        fill = s.fill if s.kind == "polygon" else None
        return _Item(_paint(fill, stroke, width), f"<path d='{data}'", "/>",
                     (min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m))
    if s.kind == "text" and s.text:
        fit, fitted = "", None
        if min_text > s.size:  # a label raised above its size keeps to its own width: taller, never wider
            fitted = text_width(s.text, s.size) * scale
            fit = f" textLength='{_num(fitted)}' lengthAdjust='spacingAndGlyphs'"
        size = round(max(s.size, min_text) * scale)
        style = f" font-size='{size}'" + (" font-weight='bold'" if s.bold else "")
        style += f" text-anchor='{ANCHOR[s.align]}'" if s.align != "left" else ""
        if s.fill and _colour(s.fill) not in ("#000", "black"):
            style += f" fill='{_colour(s.fill)}'"
        return _Item(style, f"<text x='{_num(x)}' y='{_num(y)}'{fit}", f">{escape(s.text, quote=False)}</text>",
                     _text_box(s, x, y, size, fitted))
    return None


def _below(items: list[_Item]) -> list[set[int]]:
    """For each item, the earlier items it may overlap (and so must be drawn after), found through a grid."""
    cells: dict[tuple[int, int], list[int]] = {}
    boxes = [it.box for it in items]
    out: list[set[int]] = []
    for j, (x0, y0, x1, y1) in enumerate(boxes):
        near: set[int] = set()
        for gx in range(int(x0 // GRID), int(x1 // GRID) + 1):
            for gy in range(int(y0 // GRID), int(y1 // GRID) + 1):
                cell = cells.setdefault((gx, gy), [])
                near.update(cell)
                cell.append(j)
        out.append({i for i in near
                    if boxes[i][0] < x1 and x0 < boxes[i][2] and boxes[i][1] < y1 and y0 < boxes[i][3]})
    return out


def _order(items: list[_Item], below: list[set[int]]) -> list[int]:
    """A drawing order that keeps every overlapping pair in the scene's order and, within that, draws the
    shapes of one style one after another: the next shape is of the current style where one is ready to
    draw, else of the earliest shape ready, a text only where no other shape is (labels lie on shapes, so
    waiting lets more of one style gather)."""
    waiting = [len(b) for b in below]
    above: list[list[int]] = [[] for _ in items]
    for j, b in enumerate(below):
        for i in b:
            above[i].append(j)
    ready: dict[str, list[int]] = {}  # by style, a heap of the shapes ready to draw
    for i, n in enumerate(waiting):
        if n == 0:
            ready.setdefault(items[i].style, []).append(i)
    order: list[int] = []
    style = ""
    while len(order) < len(items):
        if not ready.get(style):
            style = min((s for s in ready if ready[s]), key=lambda s: ("font-size" in s, ready[s][0]))
        i = heapq.heappop(ready[style])
        order.append(i)
        for j in above[i]:
            waiting[j] -= 1
            if waiting[j] == 0:
                heapq.heappush(ready.setdefault(items[j].style, []), j)
    return order


def _body(items: list[_Item], order: list[int]) -> str:
    """The items in order, each run of one style in a ``<g>`` carrying that style (a shape alone carries it)."""
    out: list[str] = []
    start = 0
    while start < len(order):
        style = items[order[start]].style
        end = start + 1
        while end < len(order) and items[order[end]].style == style:
            end += 1
        if end - start == 1:
            it = items[order[start]]
            out.append(it.head + style + it.tail)
        else:
            out.append(f"<g{style}>{''.join(items[i].head + items[i].tail for i in order[start:end])}</g>")
        start = end
    return "".join(out)


def scene_svg(scene: Scene, scale: float = 1.0, title: str = "", min_text: float = 0) -> str:
    """The whole scene as one standalone ``<svg>`` element: the layers in the canvas's order, each shape over
    every shape it may overlap that comes before it. ``min_text``: the smallest font size drawn (slides and
    print raise the board's small labels to it)."""
    w, h = round(scene.width * scale), round(scene.height * scale)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-board" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" font-family="{escape(FONT, quote=False)}" role="img">')
    label = f"<title>{escape(title)}</title>" if title else ""
    found = (_item(s, scale, min_text) for layer in LAYERS for s in scene.layer(layer))
    items = [it for it in found if it is not None]
    return f"{head}{label}{_body(items, _order(items, _below(items)))}</svg>"
