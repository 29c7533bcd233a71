"""One validator for every position and saved state of the reference game, and what no real game reaches."""

from __future__ import annotations

from tests.reference_game.components import COMPONENTS
from tests.reference_game.state import PebblesState
from tutor.core.errors import InputError
from tutor.core.plausible import Implausible


def validate_state(state: PebblesState, where: str = "state") -> None:
    """Types, ranges and agreement between the fields; an ``InputError`` naming the field."""
    n = len(state.passed)
    if not 2 <= n <= 3 or len(state.taken) != n:
        raise InputError(where, 0, "passed", "expected one entry per player, for 2 or 3 players")
    if not isinstance(state.pile, int) or state.pile < 0:
        raise InputError(where, 0, "pile", "expected a whole number of pebbles, 0 or more")
    if not 0 <= state.turn < n:
        raise InputError(where, 0, "turn", f"expected a player from 0 to {n - 1}")
    if any(not isinstance(t, int) or t < 0 for t in state.taken):
        raise InputError(where, 0, "taken", "expected whole numbers of pebbles, 0 or more")
    if (state.last is None) != (state.pile > 0) or (state.last is not None and not 0 <= state.last < n):
        raise InputError(where, 0, "last", "expected the player who took the last pebble, once the pile is empty")


def implausible(state: PebblesState) -> list[Implausible]:
    """How the position departs from every real game: more pebbles than any pile starts with."""
    biggest = max(COMPONENTS.pile.values()) + COMPONENTS.die
    total = state.pile + sum(state.taken)
    if total > biggest:
        return [Implausible("pb.setup.pile", f"{total} pebbles in all, more than the {biggest} a pile starts with")]
    return []
