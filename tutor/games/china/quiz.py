"""Quiz questions from self-played positions: ``generate(seed)`` returns a scenario mapping.

The position is a whole state (``position: {state: ...}``) reached by random play from ``seed``; the
question is one of house scoring of a region, an alliance, the roads, an emissary cap or the final
scores, and its expected answer is the engine's (the scenario runner checks it again).
"""

from __future__ import annotations

import random
from typing import Any

from tutor.core.bots import random_bot
from tutor.core.registry import load_game
from tutor.games.china.boardfile import index
from tutor.games.china.state import region_house_counts

KINDS = ("house_scoring", "alliance", "roads", "emissary_cap", "final_scores")  # the questions a quiz asks


def generate(seed: int) -> dict[str, Any]:
    """A scenario mapping: a self-played position and one question with its engine-computed answer."""
    game = load_game("china")  # the registered game, at call time (the package puts it together)
    rng = random.Random(seed)
    players = 3 + seed % 3
    side = "b" if players == 5 or (players == 4 and rng.random() < 0.5) else "a"
    state = game.new(players, seed, {"side": side})
    stop = rng.randrange(40, 160)
    steps = 0
    while not game.is_over(state) and steps < stop:
        state, _ = game.apply(state, random_bot(game, state, game.to_move(state)[0], rng))
        steps += 1
    kind = KINDS[rng.randrange(len(KINDS))]
    if kind == "final_scores" and not game.is_over(state):
        kind = "roads"
    ix = index(state.board)
    args: dict[str, Any] = {}
    if kind in ("house_scoring", "emissary_cap"):
        with_houses = [r.id for i, r in enumerate(state.board.regions) if any(region_house_counts(state, i))]
        regions = with_houses or [r.id for r in state.board.regions]
        args["region"] = rng.choice(sorted(regions))
    elif kind == "alliance":
        args["number"] = rng.choice([a.number for a in state.board.alliances])
    value, _ = game.answer(state, kind, args, f"quiz seed {seed}")
    titles = {
        "house_scoring": "How many points does each player score for the houses of {region}?",
        "alliance": "What does alliance {number} give each player at the final scoring?",
        "roads": "How many points does each player score for rows of houses along the roads?",
        "emissary_cap": "How many emissaries may {region} hold?",
        "final_scores": "What are the final scores?",
    }
    shown = dict(args)
    if "region" in args:
        shown["region"] = state.board.regions[ix.region_index[args["region"]]].name("en")
    return {
        "game": "china",
        "title": titles[kind].format(**shown),
        "players": players,
        "position": {"state": game.to_json(state)},
        "questions": [{"ask": kind, **args, "expect": value}],
    }
