"""What would make an illegal move in the reference game legal, per violation code (the hint's first line)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tests.reference_game.components import COMPONENTS
from tests.reference_game.state import PebblesState
from tutor.core.game import Remedy, RemedyText
from tutor.core.moves import Move
from tutor.text.ui import N_

TAKE_FEWER = N_("Take from 1 to %(most)s pebbles.")
TAKE_WHAT_IS_LEFT = N_("Take at most the %(left)s pebbles left.")
TAKE_INSTEAD = N_("Take pebbles instead: you have passed once already.")

# Codes with no concrete remedy: the game is over, it is another player's turn, or it is not a move of this game.
NO_REMEDY = frozenset({"pb.over", "pb.not-your-turn", "pb.unknown-move"})


def _fewer(state: PebblesState, move: Move, params: Mapping[str, Any]) -> RemedyText:
    return TAKE_FEWER, {"most": min(COMPONENTS.most, state.pile)}


def _left(state: PebblesState, move: Move, params: Mapping[str, Any]) -> RemedyText:
    return TAKE_WHAT_IS_LEFT, {"left": state.pile}


def _take(state: PebblesState, move: Move, params: Mapping[str, Any]) -> RemedyText:
    return TAKE_INSTEAD, {}


REMEDIES: Mapping[str, Remedy] = {"pb.too-many": _fewer, "pb.not-enough": _left, "pb.passed": _take}
