"""The move list's shown move is the chosen one (a static-site tryout pressed Try on a shown move and was told to
choose one), and a typed player prefix past the table is refused in the learner's words."""

from __future__ import annotations

import pytest

from tutor.core.registry import games
from tutor.notebook import Companion

GAMES = [g.spec.name for g in games()]


@pytest.mark.parametrize("name", GAMES)
def test_try_plays_the_move_the_list_shows(name):
    c = Companion(name, progress=False)
    options = c.move_pick.options
    assert options, "no legal move listed"
    assert c.move_pick.value == options[0][1]
    shown = c.move_pick.value
    verdict = c.try_move(shown)
    assert verdict is not None and verdict.legal
    assert c.match.step == 1 and c.match.last_move == shown


def test_a_prefix_past_the_players_is_refused_in_the_learners_language():
    c = Companion("china", players=3, lang="ja", progress=False)
    assert c.try_text("p5: draw deck") is None
    assert "プレイヤー" in c.panel.value and "is not a player" not in c.panel.value
