"""The reference game's moves: a broad candidate superset, and exactly the legal ones."""

from __future__ import annotations

from collections.abc import Iterable

from tests.reference_game.components import COMPONENTS
from tests.reference_game.rules import is_legal
from tests.reference_game.state import PebblesState
from tutor.core.moves import Move


def candidate_moves(state: PebblesState) -> Iterable[Move]:
    """Taking one more than the most allowed (so a refusal is among them), and passing."""
    yield from (Move("take", (n,)) for n in range(1, COMPONENTS.most + 2))
    yield Move("pass")


def legal_moves(state: PebblesState) -> list[Move]:
    return [m for m in candidate_moves(state) if is_legal(state, m)]
