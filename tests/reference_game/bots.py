"""The reference game's bots by name: ``winning`` leaves the pile at a multiple of four when it can; ``search`` and
``search-strong`` (``tutor.core.search``) play it out (the core adds ``random``)."""

from __future__ import annotations

import random
from typing import Any

from tests.reference_game.listing import legal_moves
from tests.reference_game.state import PebblesState
from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.search import SearchPlan, named_levels


def winning_bot(game: Any, state: PebblesState, player: int, rng: random.Random) -> Move:
    """Take what leaves the next player a multiple of four pebbles; else any legal move."""
    legal = legal_moves(state)
    best = [m for m in legal if m.kind == "take" and (state.pile - int(m.args[0])) % 4 == 0]
    return rng.choice(best or legal)


PLAN = SearchPlan(rollout=winning_bot)  # open information: nothing to deal anew; played out to the end


def plan_for(game: Game[Any], state: PebblesState) -> SearchPlan:
    """The search plan (the same for every position)."""
    return PLAN


BOTS = {"winning": winning_bot, **named_levels(PLAN)}
