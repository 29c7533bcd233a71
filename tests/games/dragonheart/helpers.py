"""Shared helpers for the Dragonheart tests."""

from __future__ import annotations

from typing import Any

from tutor.core import Move
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState


def pos(options: dict[str, Any] | None = None, **position: Any) -> DragonheartState:
    """A state from a scenario-style position."""
    return GAME.from_position(2, GAME.spec.resolve_options(options or {}), position, "test")


def mv(text: str) -> Move:
    return GAME.parse_move(text)


def apply(state: DragonheartState, *moves: str) -> tuple[DragonheartState, list[Any]]:
    events: list[Any] = []
    for text in moves:
        state, evs = GAME.apply(state, mv(text))
        events.extend(evs)
    return state, events


def words(cards: tuple[int, ...]) -> list[str]:
    return sorted(f"{CARD_TYPE[c]}:{CARD_VALUE[c]}" for c in cards)


def codes(events: list[Any]) -> list[str]:
    return [e.code for e in events]
