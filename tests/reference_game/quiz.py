"""Quiz questions from self-played positions of the reference game: ``generate(seed)`` returns a scenario mapping."""

from __future__ import annotations

import random
from typing import Any

from tests.reference_game.bots import winning_bot
from tests.reference_game.effects import resolve
from tests.reference_game.listing import legal_moves
from tests.reference_game.setup import new
from tests.reference_game.state import PebblesState, is_over
from tutor.core.quizbank import PLAYERS, Ask
from tutor.core.registry import load_game
from tutor.text.ui import N_

KINDS = ("most", "legal", "winner")

ASKS: dict[str, Ask] = {
    "pile": Ask(N_("How many pebbles are left in the pile?")),
    "most": Ask(N_("How many pebbles at most may %(player)s take now?"), topic="pb.take.left",
                who=lambda state, args: state.turn),
    "taken": Ask(N_("How many pebbles has %(player)s taken so far?"), per_player=True),
    "winner": Ask(N_("Who took the last pebble?"), PLAYERS, topic="pb.end.win", over=True),
    "winners": Ask(N_("Who wins the game?"), PLAYERS, topic="pb.end.win", over=True),
}

SCORING = ("pb.end.win",)


def here(state: PebblesState) -> list[tuple[str, dict[str, Any]]]:
    """The questions any position answers: how many pebbles the mover may take and each player has taken, or,
    once the game is over, who won (the pile itself is printed on the board: never asked)."""
    return [("winner", {})] if is_over(state) else [("most", {}), ("taken", {})]


def _play(state: PebblesState, rng: random.Random, turns: int | None) -> PebblesState:
    """The bot and random moves, mixed, for ``turns`` moves or to the end."""
    n = 0
    while not is_over(state) and (turns is None or n < turns):
        moves = legal_moves(state)
        move = winning_bot(None, state, state.turn, rng) if rng.random() < 0.5 else rng.choice(moves)
        state, _ = resolve(state, move)
        n += 1
    return state


def generate(seed: int) -> dict[str, Any]:
    """A scenario mapping: a self-played position and one question, answered by the engine when run."""
    game = load_game("pebbles")  # found at call time: the package's __init__ puts the game together after this

    rng = random.Random(seed)
    kind = KINDS[seed % len(KINDS)] if seed >= 0 else rng.choice(KINDS)
    state = _play(new(2, seed), rng, None if kind == "winner" else rng.randint(0, 4))
    question: dict[str, Any] = {"ask": kind}
    if kind == "legal":
        question["move"] = f"take {rng.randint(1, 4)}"
    value, _ = game.answer(state, kind, question, "quiz")
    return {"game": "pebbles", "title": f"Pebbles quiz {seed}", "players": 2,
            "position": {"state": game.to_json(state)}, "questions": [{**question, "expect": value}]}
