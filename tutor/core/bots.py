"""Bots: something to play against. Each game may add its own (greedy, ...) to ``Game.bots``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tutor.core.errors import N_, IllegalMoveError
from tutor.core.game import Game
from tutor.core.match import try_apply
from tutor.core.moves import Move

Bot = Callable[[Game[Any], Any, int, random.Random], Move]


def random_bot(game: Game[Any], state: Any, player: int, rng: random.Random) -> Move:
    """Any legal move of ``player``, uniformly.

    A game that generates its legal moves directly is asked for them; otherwise the candidates are tried
    in a random order and the first legal one is played (the first legal move of a uniform shuffle is
    uniform over the legal moves, and most candidates need no check)."""
    if type(game).legal_moves is not Game.legal_moves:
        return rng.choice([m for m in game.legal_moves(state) if m.player in (None, player)])
    candidates = list(dict.fromkeys(m for m in game.candidate_moves(state) if m.player in (None, player)))
    rng.shuffle(candidates)
    for mv in candidates:
        if game.is_legal(state, mv):
            return mv
    raise ValueError(f"{game.spec.name}: no legal move for player {player}")


# What a learner reads for each bot (a message of the tutor catalogs), never its name in code.
LABELS = {
    "random": N_("Random moves"),
    "greedy": N_("Greedy: the best next move"),
    "search": N_("Looks ahead"),
    "search-strong": N_("Looks further ahead (slower)"),
}
UNNAMED = N_("Another bot")


def bot_label(name: str) -> str:
    """The message (tutor catalogs) a bot picker shows for the bot ``name``: translate it with ``gettext``."""
    return LABELS.get(name, UNNAMED)


def bots_for(game: Game[Any]) -> dict[str, Bot]:
    """The bots a game offers, by name (``random`` always)."""
    return {"random": random_bot, **getattr(game, "bots", {})}


def play_out(game: Game[Any], state: Any, bots: list[Bot], seed: int = 0, max_moves: int = 100_000) -> tuple[Any, list[Move]]:
    """Let bots play from ``state`` to the end (or ``max_moves``); the final state and the moves."""
    rng = random.Random(seed)
    moves: list[Move] = []
    while not game.is_over(state) and len(moves) < max_moves:
        player = game.to_move(state)[0]
        mv = bots[player % len(bots)](game, state, player, rng)
        tried = try_apply(game, state, mv)  # one check: a bot's mistake is refused, never played
        if not tried.legal:
            raise IllegalMoveError(tried.verdict)
        state = tried.state
        moves.append(mv)
    return state, moves
