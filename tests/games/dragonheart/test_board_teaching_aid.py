"""What a board shows: a player's view only what that player may see at the table; the teacher's view marked as
a teaching aid whenever it shows more (dh.turn.play.single-outline.hidden, dh.turn.collect.examine-own)."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest

from tests.games.dragonheart.helpers import pos
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.board import T_AID, T_AID_LINE, T_FACE_DOWN
from tutor.text.ui import gettext

BOARD = GAME.board
NAMES = ["Ana", "Ben"]


def stacked():
    """Treasure Chest 1, 3 under a 4 (dh.turn.play.single-outline.stack); Ben's pile: Troll 2 and Dwarf 3."""
    return pos(spaces={"treasure_chest": [1, 3, 4]}, scores=[["fire_dragon:4"], ["troll:2", "dwarf:3"]],
               hands=[["knight:2"], ["sorceress:2"]], turn=1)


def texts(state, viewer, lang="en"):
    shown = [sh.text for sh in BOARD.scene(state, viewer, lang, NAMES).shapes if hasattr(sh, "text")]
    return [*shown, *(a + (" " if " " in a + b else "") + b for a, b in pairwise(shown))]  # a label on two lines


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_teachers_view_of_hidden_cards_is_marked_as_a_teaching_aid(lang):
    s = stacked()
    assert gettext(T_AID, lang) in texts(s, None, lang)
    assert BOARD.describe(s, lang, NAMES).splitlines()[0] == gettext(T_AID_LINE, lang)
    # the teacher's view does show them: the cards below the top, Ben's pile (5 points)
    assert "values 1, 3, 4" in BOARD.describe(s, "en", NAMES) and "Ben's score pile: Troll 2, Dwarf 3" in BOARD.describe(
        s, "en", NAMES)


@pytest.mark.parametrize("viewer", [0, 1])
def test_a_players_view_is_not_marked_and_shows_the_top_card_with_the_count(viewer):
    s = stacked()
    seen = texts(s, viewer)
    words = BOARD.describe(s, "en", NAMES, viewer)
    assert gettext(T_AID, "en") not in seen and gettext(T_AID_LINE, "en") not in words
    assert "Treasure Chest: 3 cards, top card 4" in words  # the top card and the count below it
    assert "3 cards" in seen and not any(t.startswith("values") for t in seen)
    assert "1, 3" not in words


def test_the_other_players_score_pile_is_a_face_down_pile_with_its_count_only():
    s = stacked()
    ana = BOARD.describe(s, "en", NAMES, 0)
    assert "Ana's score pile: Fire Dragon 4" in ana  # her own pile, which she may examine (dh.turn.collect.examine-own)
    assert "Ben's score pile" not in ana and "Ben: draw deck 46, hand 1, score pile 2 cards" in ana
    seen = texts(s, 0)
    assert "Score pile: 2 cards" in seen and "Score pile: 2 cards; points: 5" not in seen
    assert seen.count(gettext(T_FACE_DOWN, "en")) == 1  # Ben's pile drawn face down; Ana's is hers to look at
    assert gettext(T_FACE_DOWN, "en") not in texts(s, None)  # the teacher's view shows both piles' points


def test_the_teachers_view_is_not_marked_when_it_shows_nothing_hidden():
    s = pos(spaces={"treasure_chest": [4]}, scores=[["troll:2"], []], hands=[["knight:2"], []], turn=0)
    s = replace(s, hands=((), ()), phase="over")  # at the end, each pile is counted openly (dh.end.scoring)
    assert gettext(T_AID, "en") not in texts(s, None)
    assert gettext(T_AID_LINE, "en") not in BOARD.describe(s, "en", NAMES)
