"""Shared helpers for the River Dragons tests."""

from __future__ import annotations

from typing import Any

from tutor.core import Move
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.state import ACTIONS, RiverDragonsState

FILLER = ["stone1", "stone2", "plank1", "move1", "move2"]


def pos(players: int = 4, options: dict[str, Any] | None = None, **position: Any) -> RiverDragonsState:
    """A state from a scenario-style position (no turn limit unless given)."""
    opts = GAME.spec.resolve_options({"turn_limit": 0, **(options or {})})
    return GAME.from_position(players, opts, position, "test")


def acting(card: str, players: int = 4, options: dict[str, Any] | None = None, **position: Any) -> RiverDragonsState:
    """Seat 0 (the first player) about to resolve ``card`` at position 1; the others hold filler programs."""
    colours = position.get("colours") or GAME.new(players, 0, {"board": (options or {}).get("board", "standard")}).colours
    mine = [card, *[c for c in ACTIONS if c != card and c not in ("jump", "remove")][:4]]
    programs = {colours[0]: mine, **{c: FILLER for c in colours[1:]}}
    programs.update(position.pop("programs", {}))
    return pos(players, options, programs=programs, resolve={"position": 1, "player": colours[0]}, **position)


def mv(text: str) -> Move:
    return GAME.parse_move(text)


def check(state: RiverDragonsState, text: str) -> Any:
    return GAME.check(state, mv(text))


def apply(state: RiverDragonsState, *moves: str) -> tuple[RiverDragonsState, list[Any]]:
    events: list[Any] = []
    for text in moves:
        state, evs = GAME.apply(state, mv(text))
        events.extend(evs)
    return state, events


def codes(events: list[Any]) -> list[str]:
    return [e.code for e in events]
