"""The start of a game of the reference game: its spec and option, and the pile (pb.setup.pile)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tests.reference_game.components import COMPONENTS
from tests.reference_game.state import PebblesState
from tutor.core.game import GameSpec, OptionSpec
from tutor.core.rng import Rng
from tutor.text.ui import N_, Names

SPEC = GameSpec(
    name="pebbles", names=Names(N_("Pebbles")),
    players=(2, 3), chance=True, hidden_information=False, simultaneous=False, domains=("pebbles",),
    options=(OptionSpec("pile", "short", tuple(COMPONENTS.pile), N_("How long a game: the pile's size"),
                        ("pb.setup.pile",)),),
    default_players=2, small=True,
)


def new(players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> PebblesState:
    """The pile of the chosen length plus a die roll (pb.setup.pile); the first player begins (pb.setup.first)."""
    opts = SPEC.resolve_options(options)
    roll, rng = Rng.seeded(seed).below(COMPONENTS.die)
    pile = COMPONENTS.pile[str(opts["pile"])] + roll + 1
    return PebblesState(pile=pile, turn=0, passed=(False,) * players, taken=(0,) * players, last=None, rng=rng)
