"""The SVG painter keeps saved boards compact and draws what it drew one element per shape: the same shapes
with the same styles, every pair that may overlap in the scene's order, the title and the board's class.

``reference_svg`` is that plain painter (the one before boards were compact: one element per shape with all
its attributes, in the scene's order): the browser test rasterises both and compares the pixels
(tests/browser/test_svg_pixels.py).
"""

from __future__ import annotations

import json
import random
import statistics
import xml.etree.ElementTree as ET
from html import escape
from typing import Any

import pytest

from tests.report import report
from tutor.core.registry import games
from tutor.core.scene import LAYERS, Scene, Shape, circle, line, polygon, rect, text
from tutor.notebook.saved.paint import FONT, text_width
from tutor.notebook.saved.svg import ANCHOR, scene_svg

SVG = "{http://www.w3.org/2000/svg}"
NAMES = ["Anna", "Benno", "Clara", "Doro", "Emil", "Fiona"]
Draw = tuple[Any, ...]


def _n(v: float) -> str:
    text = f"{v:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _reference_shape(s: Shape, scale: float, min_text: float) -> str:
    x, y, w, h, lw = s.x * scale, s.y * scale, s.w * scale, s.h * scale, s.line_width * scale
    width = f' stroke-width="{_n(lw)}"' if _n(lw) != "1" else ""
    paint = f' fill="{escape(s.fill or "none")}"' + (f' stroke="{escape(s.stroke)}"{width}' if s.stroke else "")
    if s.kind == "rect" and (s.fill or s.stroke):
        return f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"{paint}/>'
    if s.kind == "circle" and (s.fill or s.stroke):
        return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(w)}"{paint}/>'
    points = " ".join(f"{_n(px * scale)},{_n(py * scale)}" for px, py in s.points)
    if s.kind == "polygon" and s.points:
        return f'<polygon points="{points}"{paint}/>'
    if s.kind == "line" and s.points:
        return f'<polyline points="{points}" fill="none" stroke="{escape(s.stroke or "#000")}"{width}/>'
    if s.kind == "text" and s.text:
        fit = ""
        if min_text > s.size:  # a raised label keeps its own width
            fit = f' textLength="{_n(text_width(s.text, s.size) * scale)}" lengthAdjust="spacingAndGlyphs"'
        weight = ' font-weight="bold"' if s.bold else ""
        anchor = f' text-anchor="{ANCHOR[s.align]}"' if s.align != "left" else ""
        fill = f' fill="{escape(s.fill)}"' if s.fill and s.fill not in ("#000", "#000000", "black") else ""
        return (f'<text x="{_n(x)}" y="{_n(y)}" font-size="{round(max(s.size, min_text) * scale)}"{weight}{anchor}'
                f"{fill}{fit}>{escape(s.text)}</text>")
    return ""


def reference_svg(scene: Scene, scale: float = 1.0, title: str = "", min_text: float = 0) -> str:
    """The board as the plain painter drew it before boards were made compact: one element per shape with
    all its attributes (SVG's defaults left out), in the scene's order."""
    w, h = round(scene.width * scale), round(scene.height * scale)
    body = "".join(_reference_shape(s, scale, min_text) for layer in LAYERS for s in scene.layer(layer))
    label = f"<title>{escape(title)}</title>" if title else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="tutor-board" width="{w}" height="{h}" '
            f'viewBox="0 0 {w} {h}" font-family="{escape(FONT)}" role="img">{label}{body}</svg>')


INHERITED = ("fill", "stroke", "stroke-width", "font-size", "font-weight", "text-anchor")
DEFAULTS = {"fill": "#000", "stroke": "none", "stroke-width": "1", "font-size": "16", "font-weight": "normal",
            "text-anchor": "start"}


def _colour(c: str) -> str:
    c = c.lower()
    return f"#{c[1] * 2}{c[2] * 2}{c[3] * 2}" if len(c) == 4 and c[0] == "#" else c


def draws(svg: str) -> list[Draw]:
    """Every shape an SVG draws, in drawing order, with its style resolved (what ``<g>`` carries included) and
    its numbers to a tenth: ``(tag, geometry..., fill, stroke, stroke width)`` or, for text, ``("text", x, y,
    characters, size, weight, anchor, fill, fitted width)``."""
    out: list[Draw] = []

    def walk(el: ET.Element, style: dict[str, str]) -> None:
        style = {**style, **{k: el.attrib[k] for k in INHERITED if k in el.attrib}}
        tag, a = el.tag.removeprefix(SVG), el.attrib
        paint = (_colour(style["fill"]), _colour(style["stroke"]),
                 round(float(style["stroke-width"]), 1) if style["stroke"] != "none" else None)
        if tag == "g" or tag == "svg":
            for child in el:
                walk(child, style)
        elif tag == "rect":
            out.append(("rect", *(round(float(a[k]), 1) for k in ("x", "y", "width", "height")), *paint))
        elif tag == "circle":
            out.append(("circle", *(round(float(a[k]), 1) for k in ("cx", "cy", "r")), *paint))
        elif tag in ("polygon", "polyline", "path"):
            closed = tag == "polygon" or a.get("d", "").endswith("z")
            numbers = (a.get("points") or a["d"]).replace(",", " ").replace("M", "").replace("z", "")
            numbers = numbers.replace("-", " -")
            out.append(("polygon" if closed else "line", tuple(round(float(v), 1) for v in numbers.split()), *paint))
        elif tag == "text":
            fitted = round(float(a["textLength"]), 1) if "textLength" in a else None
            out.append(("text", round(float(a["x"]), 1), round(float(a["y"]), 1), el.text, float(style["font-size"]),
                        style["font-weight"], style["text-anchor"], _colour(style["fill"]), fitted))
        elif tag != "title":
            raise AssertionError(f"unexpected element {tag}")

    walk(ET.fromstring(svg), DEFAULTS)
    return out


def _box(d: Draw) -> tuple[float, float, float, float]:
    """Where a shape surely paints something near: its outline with half its stroke (a text: its width as
    estimated or fitted, or where its anchor makes that uncertain, half an em); two shapes whose boxes overlap
    must keep their order."""
    if d[0] in ("rect", "circle", "polygon", "line"):
        half = d[-1] / 2 if d[-1] else 0.0
        if d[0] == "rect":
            x, y, w, h = d[1:5]
            return x - half, y - half, x + w + half, y + h + half
        if d[0] == "circle":
            x, y, r = d[1:4]
            return x - r - half, y - r - half, x + r + half, y + r + half
        xs, ys = d[1][0::2], d[1][1::2]
        return min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half
    _, x, y, chars, size, _, anchor, _, fitted = d
    wide = fitted or text_width(chars, size) if anchor == "start" else 0.5 * size
    left = x - wide / 2 if anchor == "middle" else x - wide if anchor == "end" else x
    return left, y - 0.7 * size, left + max(wide, 0.5 * size), y


def _overlap(a: Draw, b: Draw) -> bool:
    p, q = _box(a), _box(b)
    return p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]


def positions(seed: int = 5, steps: int = 41) -> list[tuple[Any, Any]]:
    """A few positions of every game: the start and after some random moves (every 20th of ``steps``)."""
    out = []
    for g in games():
        state = g.new(g.spec.default_players or g.spec.players[0], 3)
        rng = random.Random(seed)
        for i in range(steps):
            if i % 20 == 0:
                out.append((g, state))
            if g.is_over(state):
                break
            state, _ = g.apply(state, rng.choice(g.legal_moves(state)))
    return out


CASES = [(g, state, lang, scale, min_text) for g, state in positions() for lang, scale, min_text in
         (("en", 0.8, 0), ("ja", 1.0, 14))]
IDS = [f"{g.spec.name}-{i}-{lang}-{min_text}" for i, (g, _, lang, _, min_text) in enumerate(CASES)]


@pytest.mark.parametrize(("game", "state", "lang", "scale", "min_text"), CASES, ids=IDS)
def test_the_compact_board_draws_every_shape_of_the_plain_one_and_keeps_overlapping_ones_in_order(
        game: Any, state: Any, lang: str, scale: float, min_text: float) -> None:
    scene = game.board.scene(state, None, lang, NAMES)
    plain, compact = reference_svg(scene, scale, "t", min_text), scene_svg(scene, scale, "t", min_text)
    want, got = draws(plain), draws(compact)
    assert sorted(got, key=repr) == sorted(want, key=repr)
    where = {d: i for i, d in enumerate(got)}  # a shape drawn twice the same way: the order is the same
    for i, a in enumerate(want):
        for b in want[i + 1:]:
            if a != b and _overlap(a, b):
                assert where[a] < where[b], f"{a} is drawn over {b}, which it should lie under"
    assert len(compact) <= 0.8 * len(plain), "a saved board is at most four fifths of the plain drawing"


def test_saved_boards_take_little_more_than_half_the_bytes_of_the_plain_painters_in_a_notebook() -> None:
    """Bytes as a notebook stores them (JSON, so every ``"`` is escaped), summed over the sample of positions."""
    plain: dict[str, list[int]] = {}
    compact: dict[str, list[int]] = {}
    for g, state in positions():
        scene = g.board.scene(state, None, "en", NAMES)
        plain.setdefault(g.spec.name, []).append(len(json.dumps(reference_svg(scene, 0.8, "t"), ensure_ascii=False)))
        compact.setdefault(g.spec.name, []).append(len(json.dumps(scene_svg(scene, 0.8, "t"), ensure_ascii=False)))
    for name in plain:
        report(f"svg: {name} board saved in a notebook, median {statistics.median(plain[name]):.0f} bytes before, "
               f"{statistics.median(compact[name]):.0f} after ({len(plain[name])} positions)")
    before, after = sum(map(sum, plain.values())), sum(map(sum, compact.values()))
    assert after <= 0.6 * before, f"{after} bytes of {before}"


def test_a_board_keeps_its_title_class_and_one_line_header_and_holds_no_style_sheet_class_or_id() -> None:
    g = next(g for g in games() if g.spec.name == "year_of_the_dragon")
    svg = scene_svg(g.board.scene(g.new(4, 1), None, "en", NAMES), 0.8, title="Anna to move.")
    root = ET.fromstring(svg)
    assert root.attrib["class"] == "tutor-board" and root.attrib["role"] == "img"
    assert [t.text for t in root.iter(f"{SVG}title")] == ["Anna to move."]
    assert 'width="800" height="544" viewBox="0 0 800 544"' in svg  # the slides widen a board by this text
    assert "<style" not in svg and " id=" not in svg and svg.count("class=") == 1


def test_shapes_of_one_style_share_a_group_and_an_overlapping_one_stays_on_top() -> None:
    scene = Scene(200, 100, [rect(0, 0, 200, 100, fill="#ffffff", layer="board"),
                             rect(10, 10, 20, 20, fill="#ff0000", stroke="#000000"),
                             text(12, 25, "A", fill="#ffffff"),
                             rect(50, 10, 20, 20, fill="#ff0000", stroke="#000000"),
                             circle(150, 50, 10, fill="#00ff00"),
                             polygon([(145, 45), (155, 45), (150, 55)], fill="#ff0000", stroke="#000000"),
                             line([(0, 90), (200, 90)], stroke="#0000ff", line_width=2)])
    svg = scene_svg(scene)
    assert svg.count("<g") == 1 and svg.count("fill='#f00' stroke='#000'") == 2  # the red squares, the triangle
    got = [d[0] for d in draws(svg)]
    assert got.index("text") > got.index("rect", 1) and got.index("polygon") > got.index("circle")
    assert "<path d='M0 90 200 90' fill='none' stroke='#00f' stroke-width='2'/>" in svg
