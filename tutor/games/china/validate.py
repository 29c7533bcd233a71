"""One validator for every position and saved state of China.

``check_position`` checks the shape of a scenario position before it is built (types of the fields);
``validate_state`` checks a whole state, however it was made (a position, a save, the notebook): the
engine's own checks of piece and card counts (``engine.validate_state``), then fortifications (one per
player, only with the variant) and the range of the scores.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError, clip
from tutor.games.china.components import COMPONENTS
from tutor.games.china.mapdata import ChinaMap
from tutor.games.china.state import EMPTY, ChinaState

MAX_SCORE = 1000  # far beyond any game; the scoring track and its 50-point cards have no printed end

MAPPINGS = ("houses", "house_counts", "emissaries", "supply")
LISTS = ("scores", "scored", "removed", "open", "discard", "deck")


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position's fields, before anything is built from it."""
    for name in MAPPINGS:
        value = position.get(name)
        if value is not None and not isinstance(value, Mapping):
            raise InputError(where, 0, f"position.{name}", "expected a mapping")
    for name in LISTS:
        value = position.get(name)
        if value is not None and not isinstance(value, list):
            raise InputError(where, 0, f"position.{name}", "expected a list")
    forts = position.get("forts")
    if forts is not None and not isinstance(forts, (list, Mapping)):
        raise InputError(where, 0, "position.forts", "expected a list of house spaces or {space: player}")
    for i, sid in enumerate(forts or []):  # a list, or a mapping's keys
        if isinstance(sid, bool) or not isinstance(sid, int):
            raise InputError(where, 0, f"position.forts[{i}]", f"{clip(repr(sid), 30)} is not a house space number")
    hands = position.get("hands")
    if hands is not None and not isinstance(hands, (list, Mapping)):
        raise InputError(where, 0, "position.hands", "expected a list of hands or {player: [cards]}")
    for name in ("houses", "house_counts", "emissaries", "supply"):
        for key, value in (position.get(name) or {}).items():
            if isinstance(value, (list, dict)) and name == "houses":
                raise InputError(where, 0, f"position.houses.{clip(key, 20)}", "expected a player")


def _board(board: ChinaMap, where: str) -> None:
    """A saved board's references hold: spaces lie in its regions, roads join its spaces (before indexing)."""
    regions = {r.id for r in board.regions}
    spaces = {sp.id for sp in board.spaces}
    if len(regions) != len(board.regions) or len(spaces) != len(board.spaces):
        raise InputError(where, 0, "board", "two regions or two house spaces share an id")
    if not board.regions or len(board.spaces) > 999:
        raise InputError(where, 0, "board", "at least one region and at most 999 house spaces")
    for i, sp in enumerate(board.spaces):
        if sp.region not in regions:
            raise InputError(where, 0, f"board.spaces[{i}].region", f"{clip(sp.region, 30)!r} is not a region of the board")
    for i, road in enumerate(board.roads):
        if len(road) < 2 or any(x not in spaces for x in road):
            raise InputError(where, 0, f"board.roads[{i}]", "a road joins two or more house spaces of the board")
    for i, al in enumerate(board.alliances):
        if any(r not in regions for r in al.regions):
            raise InputError(where, 0, f"board.alliances[{i}]", "an alliance joins regions of the board")
    for i, pair in enumerate(board.neighbours):
        if any(r not in regions for r in pair):
            raise InputError(where, 0, f"board.neighbours[{i}]", "neighbours are regions of the board")


def validate_state(state: ChinaState, where: str = "state") -> None:
    """Raise InputError naming the field if ``state`` breaks a count or a range."""
    from tutor.games.china.engine import validate_state as piece_counts

    _board(state.board, where)
    piece_counts(state, where)
    n = state.players
    if any(not 0 <= s <= MAX_SCORE for s in state.score):
        raise InputError(where, 0, "score", f"scores lie in 0..{MAX_SCORE}")
    if any(state.forts) and not state.fortifications:
        raise InputError(where, 0, "forts", "fortifications need the option fortifications: true")
    total = COMPONENTS.fortifications * n
    owned = sum(1 for s, fort in enumerate(state.forts) if fort and state.houses[s] != EMPTY)
    if sum(state.forts) > total or owned + sum(state.forts_left) > total:
        raise InputError(where, 0, "forts", f"{sum(state.forts)} on the board ({owned} under a house) and "
                                            f"{sum(state.forts_left)} in supplies: the {n} players have {total}")
