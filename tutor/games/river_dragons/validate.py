"""One validator for every position and saved state of River Dragons.

``check_position`` checks the shape of a scenario position before it is built; ``validate_state`` checks
a whole state, however it was made (a position, a save, the notebook): the board, every plank and
stone in exactly one place, programs drawn from the hands (``position.validate_state``), then the
ranges of the counters the engine keeps (turn, turn limit, the action under way).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tutor.core.errors import InputError, clip
from tutor.games.river_dragons.state import RDState

if TYPE_CHECKING:
    from tutor.games.river_dragons.rules import RiverDragons

RESOLVE_FIELDS = ("position", "player")
MAX_TURN = 100_000  # a turn counter no game reaches (the longest turn limit is 1000)


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position's fields, before anything is built from it."""
    resolve = position.get("resolve")
    if resolve is not None:
        if not isinstance(resolve, Mapping):
            raise InputError(where, 0, "position.resolve", "expected {position: 1-5, player: colour}")
        bad = sorted(str(k) for k in resolve if k not in RESOLVE_FIELDS)
        if bad:
            raise InputError(where, 0, f"position.resolve.{clip(bad[0], 20)}", "unknown field; fields are position, player")


def validate_state(game: RiverDragons, s: RDState, where: str = "state") -> None:
    """Raise InputError naming the field if ``s`` breaks a count, a range or the conservation of pieces."""
    from tutor.games.river_dragons.position import validate_state as pieces
    from tutor.games.river_dragons.rules import TURN_LIMITS

    pieces(game, s, where)
    if not 1 <= s.turn <= MAX_TURN:
        raise InputError(where, 0, "turn", f"1 to {MAX_TURN}")
    if s.turn_limit not in TURN_LIMITS:
        raise InputError(where, 0, "turn_limit", f"one of {', '.join(map(str, TURN_LIMITS))}")
    if not 0 <= s.actor < max(1, s.n) or not 0 <= s.todo <= 2 or not 0 <= s.position <= 5:
        raise InputError(where, 0, "actor", "the action under way: actor 0..players-1, todo 0..2, position 0..5")
