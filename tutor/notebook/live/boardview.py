"""The board on screen: three canvas layers (board, pieces, highlight) painted from a scene."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ipycanvas import MultiCanvas, hold_canvas
from ipywidgets import Layout

from tutor.core.scene import LAYERS, Scene, Shape
from tutor.notebook.saved.paint import PRESENTER_MIN_TEXT, paint
from tutor.notebook.saved.presenter import presenter_shapes


class BoardView:
    """A ``MultiCanvas`` that repaints only the layers whose shapes changed, and reports clicked targets."""

    def __init__(self, width: int, height: int, scale: float = 1.0) -> None:
        self.width, self.height, self.scale = width, height, scale
        self.min_text = 0.0  # the smallest label drawn, scene units (presenter mode raises it)
        # the canvas's pixels are the board at ``scale``; the page's style shrinks it to the cell's width and the
        # window's height, keeping its shape (clicks are scaled back by ipycanvas)
        self.canvas = MultiCanvas(len(LAYERS), width=round(width * scale), height=round(height * scale),
                                  layout=Layout(width="auto", height="auto"))
        self.canvas.add_class("tutor-canvas")
        self.extra: list[Shape] = []  # drawn on the highlight layer over the scene (the keyboard's focus)
        self._painted: dict[str, list[Any]] = {}
        self._scene: Scene | None = None
        self._on_target: list[Callable[[str | None, float, float], None]] = []
        self.canvas.on_mouse_down(self._mouse_down)
        self.canvas.on_client_ready(self._client_ready)
        self.paints = 0  # layers painted so far (tests and the benchmark read it)

    def show(self, scene: Scene) -> None:
        """Paint a scene, skipping layers that look exactly as they already do."""
        self._scene = scene
        # presenter mode: its fine print left out, its labels' lines spaced and on the board
        drawn = presenter_shapes(scene.shapes, self.min_text, scene.width) if self.min_text else scene.shapes
        with hold_canvas():
            for i, name in enumerate(LAYERS):
                shapes = [s for s in drawn if s.layer == name] + (self.extra if name == "highlight" else [])
                if self._painted.get(name) != shapes:
                    paint(self.canvas[i], shapes, self.scale, self.min_text)
                    self._painted[name] = shapes
                    self.paints += 1

    def rescale(self, scale: float, presenter: bool = False) -> None:
        """Paint at ``scale``; in presenter mode no label under PRESENTER_MIN_TEXT (raised within its width)."""
        self.scale, self.min_text = scale, PRESENTER_MIN_TEXT if presenter else 0.0
        w, h = round(self.width * scale), round(self.height * scale)
        self.canvas.width, self.canvas.height = w, h
        self.repaint()

    def repaint(self) -> None:
        """Paint everything again (a new browser connected, or the size changed)."""
        self._painted.clear()
        if self._scene is not None:
            self.show(self._scene)

    def _client_ready(self) -> None:
        # ipycanvas 0.14 remembers which canvas the browser last switched to; a browser that connects
        # later (page reload, Voilà) never saw that switch, so every drawing would go nowhere
        # (ipycanvas issue #322). Forget it and paint the whole board again.
        self.canvas._canvas_manager._current_canvas = None
        self.repaint()

    def on_target(self, callback: Callable[[str | None, float, float], None]) -> None:
        self._on_target.append(callback)

    def on_key_down(self, callback: Callable[..., None]) -> None:
        """A key pressed on the focused board: ``callback(key, shift, ctrl, meta)``."""
        self.canvas.on_key_down(callback)

    def _mouse_down(self, x: float, y: float) -> None:
        self.click(x / self.scale, y / self.scale)

    def click(self, x: float, y: float) -> str | None:
        """A click at board coordinates: the target under it goes to every listener."""
        target = self._scene.hit(x, y) if self._scene else None
        for callback in self._on_target:
            callback(target, x, y)
        return target
