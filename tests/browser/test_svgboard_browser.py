"""The SVG board (no numpy) in JupyterLab: a mouse click on the picture reaches Python through ipyevents, is
hit-tested on the scene and makes the move, and the tutor panel shows the verdict."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.browser.boxes import stable_box
from tests.browser.test_browser import READY
from tutor.notebook.live.companion import Companion

pytestmark = pytest.mark.browser
ARGS = {"players": 3, "progress": False, "board": "svg"}


def test_a_click_on_the_svg_board_makes_the_move_and_shows_the_verdict(browser, lab, workspace):
    source = f"from tutor.notebook import Companion\nCompanion('china', **{ARGS!r})"
    book = {"cells": [{"cell_type": "code", "execution_count": None, "id": "svg", "metadata": {}, "outputs": [],
                       "source": source}], "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                                      "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
    (workspace / "notebooks" / "svgboard.ipynb").write_text(json.dumps(book), encoding="utf-8")
    twin = Companion("china", **ARGS)  # type: ignore[arg-type]
    scene = twin.scene()
    assert scene is not None and twin.board_spec is not None
    target = next(t for t in sorted(scene.targets()) if twin.board_spec.click(twin.state, (), t).move is not None)
    x, y, w, h = scene.bounds(target)  # type: ignore[misc]
    base, token = lab
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page: Any = context.new_page()
    try:
        page.goto(f"{base}/lab/tree/svgboard.ipynb?reset&token={token}")
        page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
        page.wait_for_function(READY, arg="svgboard.ipynb", timeout=120_000)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        svg = page.locator(".tutor-canvas svg").last
        svg.wait_for(timeout=120_000)
        assert page.locator(".jp-OutputArea canvas").count() == 0, "the canvas board was built, not the SVG one"
        box = stable_box(svg)
        assert "Legal:" not in page.inner_text("body"), "a verdict before any click"
        k = box["width"] / twin.board_spec.width
        page.mouse.click(box["x"] + (x + w / 2) * k, box["y"] + (y + h / 2) * k)
        page.wait_for_function("() => document.body.innerText.includes('Legal:')", timeout=30_000)
        page.screenshot(path=str(workspace / "svgboard.png"))
    finally:
        context.close()
