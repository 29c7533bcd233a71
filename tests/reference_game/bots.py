"""The reference game's bot by name: ``winning`` leaves the pile at a multiple of four when it can (the core adds
``random``)."""

from __future__ import annotations

import random
from typing import Any

from tests.reference_game.listing import legal_moves
from tests.reference_game.state import PebblesState
from tutor.core.moves import Move


def winning_bot(game: Any, state: PebblesState, player: int, rng: random.Random) -> Move:
    """Take what leaves the next player a multiple of four pebbles; else any legal move."""
    legal = legal_moves(state)
    best = [m for m in legal if m.kind == "take" and (state.pile - int(m.args[0])) % 4 == 0]
    return rng.choice(best or legal)


BOTS = {"winning": winning_bot}
