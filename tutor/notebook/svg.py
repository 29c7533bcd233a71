"""The second painter of a scene: SVG, for saved cell outputs that need no kernel (GitHub, HTML, slides).

It draws exactly what ``paint`` draws on the canvas (the same shapes, layer by layer, the same styles),
so a board is never drawn twice by hand. Text keeps its characters (Japanese included): the viewer's
fonts render them, with the same font list as the canvas.
"""

from __future__ import annotations

from html import escape

from tutor.core.scene import LAYERS, Scene, Shape
from tutor.notebook.paint import FONT

ANCHOR = {"left": "start", "center": "middle", "right": "end"}


def _num(v: float) -> str:
    """A coordinate, short: 12, 12.5 (a tenth of a pixel is finer than any screen shows)."""
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _points(points: tuple[tuple[float, float], ...], scale: float) -> str:
    return " ".join(f"{_num(x * scale)},{_num(y * scale)}" for x, y in points)


def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    """Fill and stroke attributes (SVG's defaults left out: no stroke, a width of 1)."""
    out = f' fill="{escape(fill)}"' if fill else ' fill="none"'
    if stroke:
        out += f' stroke="{escape(stroke)}"' + (f' stroke-width="{_num(width)}"' if _num(width) != "1" else "")
    return out


def text_width(text: str, size: float) -> float:
    """A text's width estimated: a CJK character is one em wide, any other about 0.6 em."""
    return sum(size if ord(ch) >= 0x2E80 else 0.6 * size for ch in text)


def shape_svg(s: Shape, scale: float = 1.0, min_text: float = 0) -> str:
    """One shape as an SVG element (empty where the canvas painter would draw nothing). The canvas fills, then
    strokes: so does SVG within one element. ``min_text``: the smallest font size drawn (slides and print raise
    the board's small labels to it)."""
    x, y, w, h = s.x * scale, s.y * scale, s.w * scale, s.h * scale
    width = s.line_width * scale
    if s.kind == "rect" and (s.fill or s.stroke):
        return f'<rect x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}"{_paint(s.fill, s.stroke, width)}/>'
    if s.kind == "circle" and (s.fill or s.stroke):
        return f'<circle cx="{_num(x)}" cy="{_num(y)}" r="{_num(w)}"{_paint(s.fill, s.stroke, width)}/>'
    if s.kind == "polygon" and s.points:
        return f'<polygon points="{_points(s.points, scale)}"{_paint(s.fill, s.stroke, width)}/>'
    if s.kind == "line" and s.points:
        return f'<polyline points="{_points(s.points, scale)}"{_paint(None, s.stroke or "#000", width)}/>'
    if s.kind == "text" and s.text:
        fit = ""
        if min_text > s.size * 1.25:  # a label raised well above its size keeps to about its own width
            width = text_width(s.text, s.size) * 1.3 * scale
            fit = f' textLength="{_num(width)}" lengthAdjust="spacingAndGlyphs"'
        weight = ' font-weight="bold"' if s.bold else ""
        anchor = f' text-anchor="{ANCHOR[s.align]}"' if s.align != "left" else ""
        fill = f' fill="{escape(s.fill)}"' if s.fill and s.fill not in ("#000", "#000000", "black") else ""
        size = round(max(s.size, min_text) * scale)
        return (f'<text x="{_num(x)}" y="{_num(y)}" font-size="{size}"{weight}{anchor}{fill}{fit}>'
                f"{escape(s.text)}</text>")
    return ""


def scene_svg(scene: Scene, scale: float = 1.0, title: str = "", min_text: float = 0) -> str:
    """The whole scene as one standalone ``<svg>`` element, layers in the canvas's order."""
    w, h = round(scene.width * scale), round(scene.height * scale)
    head = (f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-board" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" font-family="{escape(FONT)}" role="img">')
    label = f"<title>{escape(title)}</title>" if title else ""
    body = "".join(shape_svg(s, scale, min_text) for layer in LAYERS for s in scene.layer(layer))
    return f"{head}{label}{body}</svg>"
