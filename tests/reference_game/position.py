"""Scenario positions for the reference game: only what matters, the rest defaults.

```yaml
position:
  pile: 4            # pebbles left (default: a new game's pile)
  turn: 1            # the player to move (default 0)
  passed: [true]     # who has passed already, by player (default nobody)
  taken: [5, 6]      # pebbles taken so far, by player (default none)
```
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from tests.reference_game.setup import new
from tests.reference_game.state import PebblesState
from tutor.core.errors import InputError

FIELDS = ("pile", "turn", "passed", "taken")


def _per_player(position: Mapping[str, Any], name: str, players: int, kind: type, where: str) -> tuple[Any, ...]:
    given = position.get(name, [])
    if not isinstance(given, list) or len(given) > players or not all(type(v) is kind for v in given):
        raise InputError(where, 0, f"position.{name}", f"expected a list of at most {players} {kind.__name__} values")
    return (*given, *(kind() for _ in range(players - len(given))))


def from_position(players: int, options: Mapping[str, Any], position: Mapping[str, Any], where: str) -> PebblesState:
    """A state from a scenario's position (the caller validates it with the one validator)."""
    unknown = sorted(str(k) for k in set(position) - set(FIELDS))
    if unknown:
        raise InputError(where, 0, f"position.{unknown[0]}", f"unknown field; a position has {', '.join(FIELDS)}")
    state = new(players, 0, options)
    pile, turn = position.get("pile", state.pile), position.get("turn", 0)
    for name, value in (("pile", pile), ("turn", turn)):
        if type(value) is not int or value < 0:
            raise InputError(where, 0, f"position.{name}", "expected a whole number, 0 or more")
    passed = _per_player(position, "passed", players, bool, where)
    taken = _per_player(position, "taken", players, int, where)
    last = None if pile else (turn - 1) % players  # an empty pile: the player before the mover took the last
    return replace(state, pile=pile, turn=turn if pile else last, passed=passed, taken=taken, last=last)
