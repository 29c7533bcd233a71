"""The board as SVG in an HTML widget, clicks reported by ipyevents: no ipycanvas, numpy or Pillow, so it runs
in a browser's Python (Pyodide) too. Same contract as ``BoardView``: ``show`` a scene, ``on_target`` listeners,
``click`` at board coordinates (hit-tested on the scene's targets)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from tutor.core.scene import Scene, Shape
from tutor.notebook.saved.paint import PRESENTER_MIN_TEXT
from tutor.notebook.saved.presenter import presenter_shapes
from tutor.notebook.saved.svg import scene_svg


class SvgBoardView:
    """An ``HTML`` widget holding the painted scene; a click's place in the picture is scaled back to the board."""

    def __init__(self, width: int, height: int, scale: float = 1.0) -> None:
        self.width, self.height, self.scale = width, height, scale
        self.min_text = 0.0  # the smallest label drawn, scene units (presenter mode raises it)
        # the picture fills the widget's width, so a click's share of the widget is its share of the board
        self.canvas = w.HTML(layout=w.Layout(width=f"{round(width * scale)}px", max_width="100%"))
        self.canvas.add_class("tutor-canvas")
        self.extra: list[Shape] = []  # drawn over the scene (the keyboard's focus)
        self._scene: Scene | None = None
        self._shown: tuple[int, list[Shape]] | None = None
        self._on_target: list[Callable[[str | None, float, float], None]] = []
        self._on_key: list[Callable[..., None]] = []
        from ipyevents import Event

        self.events = Event(source=self.canvas, watched_events=["click", "keydown"], prevent_default_action=True)
        self.events.on_dom_event(self._dom_event)
        self.paints = 0  # pictures sent so far

    def show(self, scene: Scene) -> None:
        """Send the picture again only when the scene or the overlay changed."""
        self._scene = scene
        if self._shown is not None and self._shown[0] == id(scene) and self._shown[1] == self.extra:
            return
        self._shown = (id(scene), list(self.extra))
        # presenter mode: its fine print left out, its labels' lines spaced and on the board
        shapes = presenter_shapes(scene.shapes, self.min_text, scene.width) if self.min_text else scene.shapes
        picture = Scene(scene.width, scene.height, [*shapes, *self.extra])
        svg = scene_svg(picture, self.scale, min_text=self.min_text)
        # as wide as the widget, its height from the viewBox's shape; a block, so no gap under it
        self.canvas.value = svg.replace("<svg ", '<svg style="display:block;width:100%;height:auto" ', 1)
        self.paints += 1

    def rescale(self, scale: float, presenter: bool = False) -> None:
        """Paint at ``scale``; in presenter mode no label under PRESENTER_MIN_TEXT (raised within its width)."""
        self.scale, self.min_text = scale, PRESENTER_MIN_TEXT if presenter else 0.0
        self.canvas.layout.width = f"{round(self.width * scale)}px"
        self.repaint()

    def repaint(self) -> None:
        self._shown = None
        if self._scene is not None:
            self.show(self._scene)

    def on_target(self, callback: Callable[[str | None, float, float], None]) -> None:
        self._on_target.append(callback)

    def on_key_down(self, callback: Callable[..., None]) -> None:
        self._on_key.append(callback)

    def _dom_event(self, event: dict[str, Any]) -> None:
        if event.get("type") == "keydown":
            for callback in self._on_key:
                callback(str(event.get("key", "")))
            return
        shown_w, shown_h = float(event.get("boundingRectWidth") or 0), float(event.get("boundingRectHeight") or 0)
        if event.get("type") != "click" or shown_w <= 0 or shown_h <= 0:
            return
        self.click(float(event["relativeX"]) * self.width / shown_w,
                   float(event["relativeY"]) * self.height / shown_h)

    def click(self, x: float, y: float) -> str | None:
        """A click at board coordinates: the target under it goes to every listener."""
        target = self._scene.hit(x, y) if self._scene else None
        for callback in self._on_target:
            callback(target, x, y)
        return target


def canvas_works() -> bool:
    """Whether the ipycanvas board can be built here (it needs numpy, and imports Pillow)."""
    from importlib import import_module

    try:
        for name in ("numpy", "ipycanvas"):  # numpy comes with ipycanvas: asked for by name, not declared
            import_module(name)
    except ImportError:
        return False
    return True


def board_view(width: int, height: int, scale: float, kind: str = "auto") -> Any:
    """The board widget: ``"canvas"`` (ipycanvas), ``"svg"`` (this module's), or ``"auto"``: the canvas where
    ipycanvas and numpy import, else the SVG board."""
    if kind not in ("auto", "canvas", "svg"):
        raise ValueError(f"board must be 'auto', 'canvas' or 'svg', not {kind!r}")
    if kind == "canvas" or (kind == "auto" and canvas_works()):
        from tutor.notebook.live.boardview import BoardView

        return BoardView(width, height, scale)
    return SvgBoardView(width, height, scale)
