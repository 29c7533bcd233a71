"""Boards as data: a game draws a state as a scene of shapes; the notebook paints it with ipycanvas.

A shape may carry a ``target`` (a board element id such as ``"group:2"``): hit-testing the scene
turns a click at (x, y) into that target, so each game's geometry is pure and testable.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Layer = Literal["board", "pieces", "highlight"]
# The smallest font size a board draws, in scene units: a saved board (0.93 of its scene) shows it at 11 px or
# more, and a label that does not fit at this size is wrapped or cut, never shrunk below it (issue 35).
MIN_LABEL = 12.0
PAPER = "#ffffff"
LAYERS: tuple[Layer, ...] = ("board", "pieces", "highlight")


@dataclass(frozen=True)
class Shape:
    """A primitive: ``rect`` (x, y, w, h), ``circle`` (x, y, r=w), ``line``/``polygon`` (points), ``text``."""

    kind: Literal["rect", "circle", "line", "polygon", "text"]
    x: float = 0.0
    y: float = 0.0
    w: float = 0.0
    h: float = 0.0
    points: tuple[tuple[float, float], ...] = ()
    fill: str | None = None
    stroke: str | None = None
    line_width: float = 1.0
    text: str = ""
    size: float = 14.0  # font size in px
    bold: bool = False
    align: Literal["left", "center", "right"] = "left"
    radius: float = 0.0  # rounded corners
    layer: Layer = "pieces"
    target: str | None = None
    fine: bool = False  # fine print: presenter mode leaves it out (what it says is in the board in words)

    def contains(self, px: float, py: float) -> bool:
        if self.kind == "rect":
            return self.x <= px <= self.x + self.w and self.y <= py <= self.y + self.h
        if self.kind == "circle":
            return (px - self.x) ** 2 + (py - self.y) ** 2 <= self.w**2
        if self.kind == "polygon":
            inside = False
            pts = self.points
            for i in range(len(pts)):
                (x1, y1), (x2, y2) = pts[i], pts[i - 1]
                if (y1 > py) != (y2 > py) and px < (x2 - x1) * (py - y1) / (y2 - y1) + x1:
                    inside = not inside
            return inside
        if self.kind == "text":
            width = len(self.text) * self.size * 0.6
            left = self.x - (width / 2 if self.align == "center" else width if self.align == "right" else 0)
            return left <= px <= left + width and self.y - self.size <= py <= self.y + self.size * 0.3
        return False


def rect(x: float, y: float, w: float, h: float, **kw: object) -> Shape:
    return Shape("rect", x, y, w, h, **kw)  # type: ignore[arg-type]


def circle(x: float, y: float, r: float, **kw: object) -> Shape:
    return Shape("circle", x, y, r, **kw)  # type: ignore[arg-type]


def text(x: float, y: float, s: str, **kw: object) -> Shape:
    return Shape("text", x, y, text=s, **kw)  # type: ignore[arg-type]


def label_width(s: str, size: float) -> float:
    """A label's width estimated: a CJK character one em, any other 0.6 em (the fonts' own widths or less)."""
    return sum(size if ord(ch) >= 0x2E80 else 0.6 * size for ch in s)


def fit(s: str, width: float, size: float = MIN_LABEL) -> str:
    """The label cut with an ellipsis to fit ``width`` at ``size`` (a board never shrinks it below MIN_LABEL)."""
    if label_width(s, size) <= width:
        return s
    out = s
    while out and label_width(out + "…", size) > width:
        out = out[:-1]
    return out.rstrip() + "…" if out else s[:1]


def wrap(s: str, width: float, size: float = MIN_LABEL, lines: int = 2) -> list[str]:
    """The label in at most ``lines`` lines of ``width`` (split at spaces, or anywhere in text without spaces);
    the last line cut to fit."""
    words = s.split(" ") if " " in s else list(s)
    joiner = " " if " " in s else ""
    out: list[str] = []
    for w in words:
        trial = out[-1] + joiner + w if out else w
        if out and (label_width(trial, size) <= width or len(out) == lines):
            out[-1] = trial
        else:
            out.append(w)
    return [*out[:-1], fit(out[-1], width, size)] if out else []


def line(points: list[tuple[float, float]], **kw: object) -> Shape:
    return Shape("line", points=tuple(points), **kw)  # type: ignore[arg-type]


def polygon(points: list[tuple[float, float]], **kw: object) -> Shape:
    return Shape("polygon", points=tuple(points), **kw)  # type: ignore[arg-type]


@dataclass
class Scene:
    """Everything a board shows, by layer, with the size it was laid out for."""

    width: int
    height: int
    shapes: list[Shape] = field(default_factory=list)
    paper: str | None = PAPER  # the board's own background: its labels stay readable on a dark page (issue 35)

    def __post_init__(self) -> None:
        if self.paper and not self.shapes:
            self.shapes.append(rect(0, 0, self.width, self.height, fill=self.paper, layer="board"))

    def add(self, *shapes: Shape) -> None:
        self.shapes.extend(shapes)

    def layer(self, name: Layer) -> list[Shape]:
        return [s for s in self.shapes if s.layer == name]

    def hit(self, x: float, y: float) -> str | None:
        """The target under a point: the topmost (last drawn) shape with a target that contains it."""
        for s in reversed(self.shapes):
            if s.target is not None and s.contains(x, y):
                return s.target
        return None

    def targets(self) -> set[str]:
        return {s.target for s in self.shapes if s.target is not None}

    def bounds(self, target: str) -> tuple[float, float, float, float] | None:
        """The box (x, y, w, h) around a target's shapes, for highlighting it."""
        boxes = []
        for s in self.shapes:
            if s.target != target:
                continue
            if s.kind == "rect":
                boxes.append((s.x, s.y, s.x + s.w, s.y + s.h))
            elif s.kind == "circle":
                boxes.append((s.x - s.w, s.y - s.w, s.x + s.w, s.y + s.w))
            elif s.points:
                xs, ys = [p[0] for p in s.points], [p[1] for p in s.points]
                boxes.append((min(xs), min(ys), max(xs), max(ys)))
        if not boxes:
            return None
        x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
        x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
        return x0, y0, x1 - x0, y1 - y0
