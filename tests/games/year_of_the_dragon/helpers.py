"""Small helpers for In the Year of the Dragon tests: positions by name, moves by text."""

from __future__ import annotations

from typing import Any

from tutor.core.scenario import with_player_numbers
from tutor.games.year_of_the_dragon import GAME
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState

NAMES = ("Anna", "Benno", "Clara", "Doro", "Emil")


def position(n: int = 3, options: dict[str, Any] | None = None, **pos: Any) -> YearOfTheDragonState:
    opts = GAME.spec.resolve_options(options)
    if pos.get("event", "peace") != "peace" and "month" not in pos:  # months 1 and 2 hold only Peace
        pos = {**pos, "month": 3}
    return GAME.from_position(n, opts, with_player_numbers(pos, NAMES[:n]), "test")


def play(state: YearOfTheDragonState, *moves: str) -> tuple[YearOfTheDragonState, list[Any]]:
    events: list[Any] = []
    for text in moves:
        state, ev = GAME.apply(state, GAME.parse_move(text))
        events.extend(ev)
    return state, events


def cited(events: list[Any]) -> set[str]:
    return {c for e in events for c in e.clauses}


def verdict(state: YearOfTheDragonState, text: str):
    return GAME.check(state, GAME.parse_move(text))
