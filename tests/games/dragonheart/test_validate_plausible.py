"""Dragonheart's plausibility check (issue 36): every position a learner is shown is one a real game reaches."""

from __future__ import annotations

from tests.games.shown_positions import implausible_report
from tutor.core.registry import load_game
from tutor.games.dragonheart.validate import implausible

GAME = load_game("dragonheart")


def _state(position: dict) -> object:
    return GAME.from_position(2, GAME.spec.resolve_options({}), position, "test")


def test_every_shown_position_is_plausible() -> None:
    assert implausible_report("dragonheart", implausible) == []


def test_a_new_game_and_a_played_game_are_plausible() -> None:
    state = GAME.new(2, 3)
    for text in ("start 1",):
        state, _ = GAME.apply(state, GAME.parse_move(text))
    while not GAME.is_over(state):
        assert implausible(state) == []
        state, _ = GAME.apply(state, GAME.legal_moves(state)[-1])
    assert implausible(state) == []


def test_each_finding_names_its_rule() -> None:
    clauses = {f.clause for f in implausible(_state({
        "decks": [5, None],  # 40 cards left out of play
        "hands": [["troll:1"], ["dwarf:1"]],  # hands not refilled
        "under_ship": ["knight:1", "huntress:2"],  # one Knight and one Huntress
        "scores": [["dwarf:1"], []],  # one Dwarf scored
        "dragon": 1,  # held without a Petrified Dragon taken
    }))}
    assert clauses == {"dh.components.cards", "dh.turn.draw.refill", "dh.spaces.knight.to-ship",
                       "dh.spaces.dwarf.effect", "dh.spaces.sorceress.great-dragon"}
    full = [["troll:1", "dwarf:1", "dwarf:1", "dwarf:2", "ship:1"], ["troll:2", "dwarf:1", "dwarf:1", "dwarf:2", "ship:1"]]
    ended = {f.clause for f in implausible(_state({"departures": 3, "hands": full}))}
    assert ended == {"dh.spaces.ship.game-end"}
