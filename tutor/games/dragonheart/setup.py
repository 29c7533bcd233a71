"""The start of a game of Dragonheart: the game's spec and options, each player's shuffled deck and first hand; the
youngest chooses who starts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.game import GameSpec, OptionSpec
from tutor.core.rng import Rng
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import DragonheartState, sort_cards
from tutor.text.ui import N_, Names

SPEC = GameSpec(
    listed=2,
    name="dragonheart", names=Names(N_("Dragonheart")),
    players=(2, 2), chance=True, hidden_information=True, simultaneous=False, domains=("dragonheart",),
    options=(OptionSpec("youngest", 1, (1, 2), N_("The youngest player (who chooses who starts)"),
                        ("dh.setup.first-player",)),),
    default_players=2,
)


def new(players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> DragonheartState:
    """The state before the first turn (chance drawn from ``seed``); options left out take their defaults
    (``youngest``: player 1), unknown ones and values outside their choices are input errors."""
    opts = SPEC.resolve_options(options)
    if players != 2:
        raise InputError("players", 0, "players", "Dragonheart is a game for two players")
    size = COMPONENTS.deck_size
    rng = Rng.seeded(seed)
    decks = []
    hands = []
    for player in range(2):
        deck, rng = rng.shuffle(range(player * size, (player + 1) * size))
        n = COMPONENTS.hand_size
        hands.append(sort_cards(deck[:n]))
        decks.append(tuple(deck[n:]))
    youngest = int(opts.get("youngest", 1)) - 1
    return DragonheartState(
        decks=tuple(decks), hands=tuple(hands), spaces=((),) * len(TYPES), under_ship=(), departures=(),
        scores=((), ()), dragon=None, turn=youngest, phase="start", pending=None, final_turn=None,
        end_trigger=None, known_top=(0, 0), youngest=youngest, turn_no=0, rng=rng,
    )
