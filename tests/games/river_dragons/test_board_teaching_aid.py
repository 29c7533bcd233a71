"""What a River Dragons board shows: a player's view hides the cards the others programmed face down until they are
revealed; the teacher's view shows them and is marked as a teaching aid (rd.programming.face-down-order,
rd.resolution.reveal)."""

from __future__ import annotations

import pytest

from tests.games.river_dragons.helpers import acting
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.board import T_AID, T_AID_LINE, shows_hidden
from tutor.text.ui import gettext

BOARD = GAME.board
NAMES = ["Ana", "Ben", "Cai", "Dee"]


def texts(state, viewer, lang="en"):
    return [sh.text for sh in BOARD.scene(state, viewer, lang, NAMES).shapes if hasattr(sh, "text")]


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_teachers_view_of_programmed_cards_is_marked_as_a_teaching_aid(lang):
    s = acting("stone1")  # position 1: every player's cards 2-5 still face down
    assert shows_hidden(s, None)
    assert gettext(T_AID, lang) in texts(s, None, lang)
    assert BOARD.describe(s, lang, NAMES).splitlines()[0] == gettext(T_AID_LINE, lang)


@pytest.mark.parametrize("viewer", [0, 1, 3])
def test_a_players_view_is_not_marked_and_hides_the_others_programs(viewer):
    s = acting("stone1")
    assert not shows_hidden(s, viewer)
    assert gettext(T_AID, "en") not in texts(s, viewer)
    assert gettext(T_AID_LINE, "en") not in BOARD.describe(s, "en", NAMES, viewer)
    assert "?" in BOARD.describe(s, "en", NAMES, viewer)  # another player's unrevealed card


def test_the_aid_stays_clear_of_the_river_and_villages():
    s = acting("stone1")
    aid = [sh for sh in BOARD.scene(s, None, "en", NAMES).shapes if getattr(sh, "text", None) == gettext(T_AID, "en")]
    assert aid and all(sh.y > 600 for sh in aid)
