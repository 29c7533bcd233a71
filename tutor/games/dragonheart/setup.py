"""The start of a game of Dragonheart: each player's shuffled deck and first hand; the youngest chooses who starts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.core.errors import InputError
from tutor.core.rng import Rng
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import DHState, sort_cards


def new(players: int = 2, seed: int = 0, options: Mapping[str, Any] | None = None) -> DHState:
    """The state before the first turn (chance drawn from ``seed``); ``options`` as the game's spec resolves them
    (the engine resolves them; ``youngest`` defaults to player 1)."""
    if players != 2:
        raise InputError("players", 0, "players", "Dragonheart is a game for two players")
    opts = options or {}
    size = COMPONENTS.deck_size
    rng = Rng.seeded(seed)
    decks = []
    hands = []
    for p in range(2):
        deck, rng = rng.shuffle(range(p * size, (p + 1) * size))
        n = COMPONENTS.hand_size
        hands.append(sort_cards(deck[:n]))
        decks.append(tuple(deck[n:]))
    youngest = int(opts.get("youngest", 1)) - 1
    return DHState(
        decks=tuple(decks), hands=tuple(hands), spaces=((),) * len(TYPES), under_ship=(), departures=(),
        scores=((), ()), dragon=None, turn=youngest, phase="start", pending=None, final_turn=None,
        end_trigger=None, known_top=(0, 0), youngest=youngest, turn_no=0, rng=rng,
    )
