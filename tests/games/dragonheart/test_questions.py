"""The questions about where cards lie: on a space, below the Ship, on top of a draw deck (issue 15)."""

from __future__ import annotations

import pytest

from tests.games.dragonheart.helpers import apply, pos
from tutor.core.errors import InputError
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.questions import QUESTION_MESSAGES, QUESTIONS
from tutor.text.explain import line


def ask(state, question, **args):
    value, why = GAME.answer(state, question, args, "t")
    (reason,) = why
    return value, reason


def test_a_stack_answers_bottom_first_and_says_only_its_top_card_shows():
    s = pos(spaces={"treasure_chest": [1, 3, 2]}, hands=[["dwarf:1"], ["troll:1"]])
    value, why = ask(s, "space", space="treasure_chest")
    assert value == ["treasure_chest:1", "treasure_chest:3", "treasure_chest:2"]
    assert why.clauses == ("dh.turn.play.single-outline.stack", "dh.turn.play.single-outline.hidden")
    assert "only the top card (value 2) shows" in line(GAME, why, "en").text


def test_a_space_with_outlines_and_an_empty_space():
    s = pos(spaces={"dwarf": [2, 1]}, hands=[["dwarf:1"], ["troll:1"]])
    value, why = ask(s, "space", space="dwarf")
    assert value == ["dwarf:2", "dwarf:1"] and "dh.turn.play.outlines" in why.clauses
    assert "2 cards on its 4 card outlines" in line(GAME, why, "en").text
    value, why = ask(s, "space", space="knight")
    assert value == [] and why.code == "dh.answer.space-empty"
    with pytest.raises(InputError, match="not a space"):
        GAME.answer(s, "space", {"space": "moat"}, "t")


def test_below_the_ship_the_pile_in_order_and_who_takes_it():
    s = pos(under_ship=["knight:2", "huntress:1"], hands=[["dwarf:1"], ["troll:1"]])
    value, why = ask(s, "under_ship")
    assert value == ["knight:2", "huntress:1"]
    assert why.clauses == ("dh.spaces.knight.to-ship", "dh.spaces.huntress.to-ship", "dh.spaces.ship.effect")
    assert "2 cards lie below the Ship space (Knight and Huntress; value in all 3)" in line(GAME, why, "en").text
    value, why = ask(pos(hands=[["dwarf:1"], ["troll:1"]]), "under_ship")
    assert value == [] and why.code == "dh.answer.under-ship-empty"


def test_the_top_of_a_deck_face_down_sent_back_and_empty():
    s = pos(dragon=1, spaces={"petrified_dragon": [2]}, hands=[["sorceress:1"], ["dwarf:1"] * 6],
            decks=[["troll:2", "ship:1"], ["ship:1", "troll:3"]])
    value, why = ask(s, "deck_top", player=0)
    assert value == "troll:2" and why.code == "dh.answer.deck-top" and "dh.setup.draw-deck" in why.clauses
    value, why = ask(s, "deck_top", player=1)
    assert value == "ship:1" and why.code == "dh.answer.deck-top"
    after, _ = apply(s, "play sorceress 1")
    value, why = ask(after, "deck_top", player=1)
    assert value == "dwarf:1" and why.code == "dh.answer.deck-top-known"
    assert "dh.spaces.sorceress.redraw" in why.clauses
    value, why = ask(pos(decks=[[], None], hands=[["dwarf:1"], ["troll:1"]]), "deck_top", player=0)
    assert value is None and why.code == "dh.answer.deck-empty"


def test_every_question_has_a_quiz_message():
    assert set(QUESTIONS) == set(QUESTION_MESSAGES)
