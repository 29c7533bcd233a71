"""Paint a scene's shapes onto an ipycanvas layer (or anything with the same drawing methods)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tutor.core.scene import Shape

FONT = "'IPAGothic', 'IPAPGothic', 'Noto Sans CJK JP', 'DejaVu Sans', sans-serif"
# presenter mode's smallest label, in scene units: 16 px or more where the board is shown 0.83 of its size or larger.
# Presenter mode gives the board the whole output width where the verdict beside it would leave less (panel.py):
# JupyterLab's output at 1280x720 is 844 px wide (1366x768: 930 px), 0.84 of the widest board (1000 units).
PRESENTER_MIN_TEXT = 19.2


class _Pen:
    """Sets a canvas style only when it changes: each setting is a message to the browser."""

    def __init__(self, canvas: Any) -> None:
        self.canvas, self.style = canvas, {}  # type: ignore[var-annotated]

    def __setattr__(self, name: str, value: Any) -> None:
        if name in ("canvas", "style"):
            object.__setattr__(self, name, value)
        elif self.style.get(name) != value:
            self.style[name] = value
            setattr(self.canvas, name, value)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.canvas, name)


def text_width(text: str, size: float) -> float:
    """A label's width estimated (the canvas and the SVG board alike): a CJK character one em, any other 0.6 em."""
    return sum(size if ord(ch) >= 0x2E80 else 0.6 * size for ch in text)


def paint(target: Any, shapes: Iterable[Shape], scale: float = 1.0, min_text: float = 0) -> None:
    """Draw shapes in order on one layer, scaled (a projector gets a larger board); a label smaller than
    ``min_text`` scene units is drawn at that size within its own width (taller, never wider), as the slides do."""
    target.clear()
    canvas = _Pen(target)
    for s in shapes:
        x, y, w, h = s.x * scale, s.y * scale, s.w * scale, s.h * scale
        if s.kind != "text":
            canvas.line_width = s.line_width * scale
        if s.kind == "rect":
            if s.fill:
                canvas.fill_style = s.fill
                canvas.fill_rect(x, y, w, h)
            if s.stroke:
                canvas.stroke_style = s.stroke
                canvas.stroke_rect(x, y, w, h)
        elif s.kind == "circle":
            if s.fill:
                canvas.fill_style = s.fill
                canvas.fill_circle(x, y, w)
            if s.stroke:
                canvas.stroke_style = s.stroke
                canvas.stroke_circle(x, y, w)
        elif s.kind in ("line", "polygon"):
            points = [(px * scale, py * scale) for px, py in s.points]
            if s.kind == "polygon" and s.fill:
                canvas.fill_style = s.fill
                canvas.fill_polygon(points)
            if s.stroke or s.kind == "line":
                canvas.stroke_style = s.stroke or "#000"
                if s.kind == "polygon":
                    points = [*points, points[0]]
                canvas.stroke_lines(points)
        elif s.kind == "text":
            raised = min_text > s.size
            canvas.font = f"{'bold ' if s.bold else ''}{round(max(s.size, min_text) * scale)}px {FONT}"
            canvas.text_align = s.align
            canvas.text_baseline = "alphabetic"
            canvas.fill_style = s.fill or "#000"
            if raised:
                canvas.fill_text(s.text, x, y, max_width=text_width(s.text, s.size) * scale)
            else:
                canvas.fill_text(s.text, x, y)
