"""The second painter of a scene: SVG, for saved cell outputs that need no kernel (GitHub, HTML, slides).

It draws exactly what ``paint`` draws on the canvas (the same shapes, the same styles), so a board is never
drawn twice by hand. Text keeps its characters (Japanese included): the viewer's fonts render them, with the
same font list as the canvas.

Saved boards are kept compact (every lesson saves dozens): shapes of one style share a ``<g>`` that carries
their fill, stroke and font, and rectangles, polygons and lines of one style are subpaths of one ``<path>``.
To gather them, shapes may be drawn in another order than the scene's, but only where that cannot change a
pixel: a shape never moves across another shape it may overlap (boxes with a margin for strokes, miters,
antialiasing and the glyphs' estimated widths), and the subpaths of one path never overlap each other.
Only presentation attributes are used, no ``<style>``, classes or ids: a page may hold many boards, and a
notebook viewer may drop style sheets.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from html import escape

from tutor.core.scene import LAYERS, Scene, Shape
from tutor.notebook.paint import FONT

ANCHOR = {"left": "start", "center": "middle", "right": "end"}
GRID = 64  # the cell size, in output pixels, of the grid that finds shapes which may overlap
Box = tuple[float, float, float, float]


def _num(v: float) -> str:
    """A coordinate, short: 12, 12.5, .5 (a tenth of a pixel is finer than any screen shows)."""
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    if text == "-0":
        return "0"
    return text.replace("0.", ".", 1) if text.startswith(("0.", "-0.")) else text


def _colour(c: str) -> str:
    """A colour, short: ``#66aaff`` as ``#6af``."""
    c = c.strip().lower()
    if len(c) == 7 and c[0] == "#" and c[1] == c[2] and c[3] == c[4] and c[5] == c[6]:
        c = f"#{c[1]}{c[3]}{c[5]}"
    return escape(c)


def _path(numbers: list[float]) -> str:
    """Path coordinates, space-separated (none before a minus sign)."""
    return " ".join(_num(v) for v in numbers).replace(" -", "-")


def text_width(text: str, size: float) -> float:
    """A text's width estimated: a CJK character is one em wide, any other about 0.6 em."""
    return sum(size if ord(ch) >= 0x2E80 else 0.6 * size for ch in text)


@dataclass
class _Item:
    """One shape as drawn: the attributes it shares with shapes of its style, and its own part."""

    style: str  # fill, stroke, font attributes (what a ``<g>`` can carry for several shapes)
    path: str  # subpath data for a rectangle, polygon or line after its first point; else empty
    start: tuple[float, float]  # a subpath's first point (rounded)
    element: str  # a whole element (circle, text) without the shared attributes; else empty
    box: Box  # where it may paint (its stroke included, generous for text)
    core: Box | None = None  # where its fill may paint, where it has a stroke too


def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    """Fill and stroke attributes (SVG's defaults left out: no stroke, a width of 1)."""
    out = f' fill="{_colour(fill)}"' if fill else ' fill="none"'
    if stroke:
        out += f' stroke="{_colour(stroke)}"' + (f' stroke-width="{_num(width)}"' if _num(width) != "1" else "")
    return out


def _reach(stroke: str | None, width: float, miter: bool = False) -> float:
    """How far paint may reach past a shape's outline: half the stroke (a miter up to twice the width)."""
    if not stroke:
        return 0.0
    return 2.0 * width if miter else width / 2


def _text_box(s: Shape, x: float, y: float, size: float, width: float | None) -> Box:
    """A text's box, generous: each character up to one em wide (unless its width is fixed), ascent and
    descent of any of the fonts in the list."""
    wide = width if width is not None else size * len(s.text)
    left = x - (wide / 2 if s.align == "center" else wide if s.align == "right" else 0)
    return left - 1, y - size * 1.25, left + wide + 1, y + size * 0.45


def _item(s: Shape, scale: float, min_text: float) -> _Item | None:
    """One shape prepared to draw (None where the canvas painter would draw nothing)."""
    x, y, w, h = s.x * scale, s.y * scale, s.w * scale, s.h * scale
    width = s.line_width * scale
    if s.kind == "rect" and (s.fill or s.stroke):
        x0, y0, dw, dh = (float(_num(v)) for v in (x, y, w, h))
        core = (min(x0, x0 + dw), min(y0, y0 + dh), max(x0, x0 + dw), max(y0, y0 + dh))
        m = _reach(s.stroke, width)
        box = (core[0] - m, core[1] - m, core[2] + m, core[3] + m)
        return _Item(_paint(s.fill, s.stroke, width), f"h{_num(dw)}v{_num(dh)}h{_num(-dw)}z", (x0, y0), "", box,
                     core)
    if s.kind == "circle" and (s.fill or s.stroke):
        r = w + _reach(s.stroke, width)
        return _Item(_paint(s.fill, s.stroke, width), "", (0, 0),
                     f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(w)}"', (x - r, y - r, x + r, y + r))
    if s.kind in ("polygon", "line") and s.points:
        pts = [(px * scale, py * scale) for px, py in s.points]
        stroke = s.stroke if s.kind == "polygon" else s.stroke or "#000"
        m = _reach(stroke, width, miter=True)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        data = "L" + _path([v for p in pts[1:] for v in p]) + ("z" if s.kind == "polygon" else "")
        fill = s.fill if s.kind == "polygon" else None
        start = (float(_num(pts[0][0])), float(_num(pts[0][1])))
        core = (min(xs), min(ys), max(xs), max(ys))
        return _Item(_paint(fill, stroke, width), data, start, "", (core[0] - m, core[1] - m, core[2] + m, core[3] + m),
                     core)
    if s.kind == "text" and s.text:
        fit, fitted = "", None
        if min_text > s.size * 1.25:  # a label raised well above its size keeps to about its own width
            fitted = text_width(s.text, s.size) * 1.3 * scale
            fit = f' textLength="{_num(fitted)}" lengthAdjust="spacingAndGlyphs"'
        size = round(max(s.size, min_text) * scale)
        style = f' font-size="{size}"' + (' font-weight="bold"' if s.bold else "")
        style += f' text-anchor="{ANCHOR[s.align]}"' if s.align != "left" else ""
        if s.fill and _colour(s.fill) not in ("#000", "black"):
            style += f' fill="{_colour(s.fill)}"'
        return _Item(style, "", (0, 0), f'<text x="{_num(x)}" y="{_num(y)}"{fit}>{escape(s.text)}</text>',
                     _text_box(s, x, y, size, fitted))
    return None


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _below(items: list[_Item]) -> list[set[int]]:
    """For each item, the earlier items it may overlap (and so must be drawn after), found through a grid."""
    cells: dict[tuple[int, int], list[int]] = {}
    out: list[set[int]] = []
    for j, it in enumerate(items):
        x0, y0, x1, y1 = (int(v // GRID) for v in it.box)
        found: set[int] = set()
        for gx in range(x0, x1 + 1):
            for gy in range(y0, y1 + 1):
                cell = cells.setdefault((gx, gy), [])
                found.update(i for i in cell if _overlaps(items[i].box, it.box))
                cell.append(j)
        out.append(found)
    return out


def _order(items: list[_Item], below: list[set[int]]) -> list[int]:
    """A drawing order that keeps every overlapping pair in the scene's order and, within that, draws the
    shapes of one style one after another (the one drawn next is of the current style where one is ready,
    else the earliest ready shape)."""
    waiting = [len(b) for b in below]
    above: list[list[int]] = [[] for _ in items]
    for j, b in enumerate(below):
        for i in b:
            above[i].append(j)
    ready: list[int] = []  # a heap of every shape ready to draw; by_style: the same, by style
    by_style: dict[str, list[int]] = {}
    for i, n in enumerate(waiting):
        if n == 0:
            ready.append(i)
            by_style.setdefault(items[i].style, []).append(i)
    done = [False] * len(items)
    order: list[int] = []
    style = ""
    while len(order) < len(items):
        same = by_style.get(style, [])
        while same and done[same[0]]:
            heapq.heappop(same)
        if not same:
            while done[ready[0]]:
                heapq.heappop(ready)
            style = items[ready[0]].style
            same = by_style[style]
            while done[same[0]]:
                heapq.heappop(same)
        i = heapq.heappop(same)
        done[i] = True
        order.append(i)
        for j in above[i]:
            waiting[j] -= 1
            if waiting[j] == 0:
                heapq.heappush(ready, j)
                heapq.heappush(by_style.setdefault(items[j].style, []), j)
    return order


def _subpaths(items: list[_Item]) -> str:
    """Path data of several shapes: each starts where the one before started if that one closed (a move
    relative to it where that is shorter), else with an absolute move."""
    out: list[str] = []
    last: _Item | None = None
    for it in items:
        move = "M" + _path(list(it.start))
        if last is not None and last.path.endswith("z"):
            moved = "m" + _path([it.start[0] - last.start[0], it.start[1] - last.start[1]])
            move = moved if len(moved) < len(move) else move
        out.append(move + it.path)
        last = it
    return "".join(out)


def _joins(it: _Item, joined: list[_Item]) -> bool:
    """Whether a shape may be one more subpath of a path: one path fills all its subpaths, then strokes them,
    so its fill must not reach where an earlier subpath's stroke (or fill) paints."""
    return not any(_overlaps(it.core or it.box, other.box) for other in joined)


def _run(items: list[_Item], run: list[int]) -> str:
    """The elements of a run of one style: consecutive paths joined into one while that changes nothing."""
    out: list[str] = []
    joined: list[int] = []

    def flush() -> None:
        if joined:
            out.append(f'<path d="{_subpaths([items[i] for i in joined])}"')
            joined.clear()

    for i in run:
        if items[i].path:
            if not _joins(items[i], [items[k] for k in joined]):
                flush()
            joined.append(i)
        else:
            flush()
            out.append(items[i].element)
    flush()
    return "".join(e if e.endswith(">") else e + "/>" for e in out)


def _body(items: list[_Item], order: list[int], below: list[set[int]]) -> str:
    """The ordered items, each run of one style in one ``<g>`` carrying that style (alone: on the element)."""
    out: list[str] = []
    start = 0
    while start < len(order):
        style = items[order[start]].style
        end = start
        while end < len(order) and items[order[end]].style == style:
            end += 1
        inner = _run(items, order[start:end])
        if inner.count("<") - inner.count("</") == 1:  # one element: the style on it, no group
            head = inner.index("/>") if inner.endswith("/>") else inner.index(">")
            out.append(inner[:head] + style + inner[head:])
        elif style:
            out.append(f"<g{style}>{inner}</g>")
        else:
            out.append(inner)
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
    below = _below(items)
    return f"{head}{label}{_body(items, _order(items, below), below)}</svg>"
