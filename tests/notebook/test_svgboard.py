"""The board without numpy: the SVG picture in an HTML widget, a click's place in the picture (as the browser
reports it through ipyevents) hit-tested on the scene's targets and played by the companion."""

from __future__ import annotations

import pytest

from tutor.notebook.live.companion import Companion
from tutor.notebook.live.svgboard import SvgBoardView, board_view


def _centre(c: Companion, target: str) -> tuple[float, float]:
    scene = c.scene()
    assert scene is not None
    box = scene.bounds(target)
    assert box is not None
    return box[0] + box[2] / 2, box[1] + box[3] / 2


def test_a_click_on_the_svg_board_at_a_targets_place_makes_its_move():
    c = Companion("china", progress=False, board="svg")
    assert isinstance(c.board, SvgBoardView) and c.board.canvas.value.startswith("<svg")
    scene = c.scene()
    assert scene is not None
    target = next(t for t in sorted(scene.targets()) if c.board_spec.click(c.state, (), t).move is not None)
    x, y = _centre(c, target)
    assert scene.hit(x, y) == target
    # the browser shows the picture at half size: the click's place is scaled back to the board
    shown_w, shown_h = scene.width / 2, scene.height / 2
    c.board._dom_event({"type": "click", "relativeX": x / 2, "relativeY": y / 2,
                        "boundingRectWidth": shown_w, "boundingRectHeight": shown_h})
    assert c.match.length == 1 and "Legal:" in c.panel.value
    assert c.board.paints >= 2 and c.board.canvas.value.startswith("<svg")


def test_a_click_off_every_target_makes_no_move_and_keys_reach_the_companion():
    c = Companion("china", progress=False, board="svg")
    c.board._dom_event({"type": "click", "relativeX": 0, "relativeY": 0, "boundingRectWidth": 10,
                        "boundingRectHeight": 10})
    assert c.match.length == 0
    c.board._dom_event({"type": "keydown", "key": "ArrowRight"})
    assert c.focus is not None and c.board.extra, "the focused place is outlined on the SVG board too"


def test_the_board_kind_is_chosen_by_option_or_by_what_imports(monkeypatch):
    from tutor.notebook.live import svgboard

    assert type(board_view(100, 50, 1.0, "canvas")).__name__ == "BoardView"
    assert isinstance(board_view(100, 50, 1.0, "svg"), SvgBoardView)
    monkeypatch.setattr(svgboard, "canvas_works", lambda: False)
    assert isinstance(board_view(100, 50, 1.0), SvgBoardView)
    with pytest.raises(ValueError):
        board_view(100, 50, 1.0, "paper")
