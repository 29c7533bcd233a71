"""One validator for every position and saved state of Dragonheart.

``check_position`` checks the shape of a scenario position before it is built; ``validate_state`` checks
a whole state's counters; the game's ``validate()`` (engine.py) checks every card of both decks in
exactly one place, spaces holding their own cards, hand sizes and players 0 or 1, then calls it, so
scenarios, saves and the notebook all pass through the same checks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.games.dragonheart.state import DHState

MAX_TURNS = 10_000  # a turn counter no game reaches (each turn plays at least one of 2 x 50 cards)
LISTS = ("hands", "spaces", "under_ship", "scores", "decks")


def check_position(position: Mapping[str, Any], where: str) -> None:
    """The types of a scenario position's fields, before anything is built from it."""
    for name in LISTS:
        value = position.get(name)
        if value is not None and not isinstance(value, (list, Mapping)):
            raise InputError(where, 0, f"position.{name}", "expected a list (or a mapping by player or space)")
    dep = position.get("departures")
    if dep is not None and (isinstance(dep, bool) or not isinstance(dep, (int, list))):
        raise InputError(where, 0, "position.departures", "a count or lists of ship values")


def validate_state(s: DHState, where: str = "state") -> None:
    """The checks the engine's ``validate`` does not make: counters in range."""
    if not 0 <= s.turn_no <= MAX_TURNS:
        raise InputError(where, 0, "turn_no", f"0 to {MAX_TURNS}")
