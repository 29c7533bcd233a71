"""Shared helpers for the China tests."""

from __future__ import annotations

from typing import Any

from tutor.games.china import GAME
from tutor.games.china.state import ChinaState


def position(players: int = 4, options: dict[str, Any] | None = None, **pos: Any) -> ChinaState:
    return GAME.from_position(players, GAME.spec.resolve_options(options or {}), pos, "test")


def small_board(
    regions: list[tuple[str, str, int]], roads: list[list[int]] | None = None, alliances: list[tuple[int, str, str]] | None = None
) -> dict[str, Any]:
    """A partial board: (region id, colour, number of house spaces), spaces numbered from 1 in order."""
    spaces = []
    sid = 1
    for rid, _, n in regions:
        for _ in range(n):
            spaces.append({"id": sid, "region": rid, "x": 0, "y": 0})
            sid += 1
    al = alliances or []
    return {
        "id": "test",
        "partial": True,
        "regions": [{"id": r, "colour": c, "name": r.capitalize()} for r, c, _ in regions],
        "spaces": spaces,
        "roads": roads or [],
        "neighbours": [[a, b] for _, a, b in al],
        "alliances": [{"number": n, "regions": [a, b]} for n, a, b in al],
    }


def verdict(state: ChinaState, text: str) -> Any:
    return GAME.check(state, GAME.parse_move(text))
