"""Clicks that do nothing say why, in every game (tryout 4, finding 15): a click on no target (a side panel, a label,
the board's margin) and any click once the game is over put a reason in the status line, in the learner's language,
and mark the verdict still shown as the earlier move's."""

from __future__ import annotations

import random

import pytest

from tutor.clickbench import PLAYS
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.companion_words import L_EARLIER, L_NOT_A_PLACE, L_OVER_CLICK
from tutor.text.ui import gettext


def _blank_points(c: Companion) -> list[tuple[float, float]]:
    """Points on the board that hit no target, the drawn labels' among them (the side panels' words)."""
    scene = c.scene()
    assert scene is not None
    labels = [(s.x + 2, s.y - 2) for s in scene.shapes if s.kind == "text" and s.text]
    grid = [(x, y) for x in range(5, scene.width, 37) for y in range(5, scene.height, 41)]
    return [(x, y) for x, y in labels + grid if scene.hit(x, y) is None]


def _marked(c: Companion, lang: str) -> bool:
    return gettext(L_EARLIER, lang) in c.panel.value and "opacity:.6" in c.panel.value


@pytest.mark.parametrize("game", list(PLAYS))
def test_a_click_on_no_target_says_so_and_marks_the_verdict_as_earlier(game: str) -> None:
    c = Companion(game, **{**PLAYS[game], "bots": {}, "viewer": None}, lang="es", progress=False)
    assert c.board is not None
    c.try_move(c.legal()[0])
    points = _blank_points(c)
    assert len(points) >= 5
    for x, y in points[:: max(1, len(points) // 5)]:
        c.description.value = ""
        c.board.click(x, y)
        said = gettext(L_NOT_A_PLACE, "es")
        assert said != L_NOT_A_PLACE and said in c.description.value, (game, x, y, c.description.value)
        assert _marked(c, "es")


@pytest.mark.parametrize("game", list(PLAYS))
def test_every_click_after_the_game_is_over_says_the_game_is_over(game: str) -> None:
    c = Companion(game, **{**PLAYS[game], "bots": {}, "viewer": None}, lang="es", progress=False)
    assert c.board is not None
    rng = random.Random(1)
    while not c.game.is_over(c.state):
        c.match.attempt(rng.choice(c.legal()))
    last = c.match.last_move
    assert last is not None
    c.match.undo()
    assert c.try_move(last) is not None and c.game.is_over(c.state)  # the last move's verdict on screen
    scene = c.scene()
    assert scene is not None
    clicks: list[str | None] = [None, *sorted(scene.targets())[:40]]
    said = gettext(L_OVER_CLICK, "es")
    assert said != L_OVER_CLICK
    for target in clicks:
        c.description.value = ""
        c.click_target(target)
        assert said in c.description.value, (game, target, c.description.value)
        assert _marked(c, "es"), (game, target)
