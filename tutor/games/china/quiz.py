"""Quiz questions from self-played positions: ``generate(seed)`` returns a scenario mapping.

The position is a whole state (``position: {state: ...}``) reached by random play from ``seed``; the
question is one of house scoring of a region, an alliance, the roads, an emissary cap or the final
scores, and its expected answer is the engine's (the scenario runner checks it again).
"""

from __future__ import annotations

import random
from typing import Any

from tutor.core.bots import random_bot
from tutor.core.quizbank import PLAYERS, Ask
from tutor.core.registry import load_game
from tutor.games.china.boardfile import index
from tutor.games.china.state import region_house_counts
from tutor.text.ui import N_

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
    before = state
    while not game.is_over(state) and steps < stop:
        before = state
        state, _ = game.apply(state, random_bot(game, state, game.to_move(state)[0], rng))
        steps += 1
    kind = KINDS[rng.randrange(len(KINDS))]
    if kind == "final_scores" and not game.is_over(state):
        kind = "roads"
    if game.is_over(state):  # a finished board shows the final totals: ask before the game's last move instead
        state = before
    ix = index(state.board)
    args: dict[str, Any] = {}
    if kind in ("house_scoring", "emissary_cap"):  # a region not scored yet (a scored one's points are on the track)
        with_houses = [r.id for i, r in enumerate(state.board.regions) if any(region_house_counts(state, i))
                       and (kind == "emissary_cap" or r.id not in state.scored)]
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


BANK_SEEDS = (13, 19, 25, 26, 30, 68, 216)  # generated positions in the bank (fill the scoring clauses' count; none
# whose answer the board prints: tests/quiz/test_no_read_off.py)

# -- how learners are asked (tutor.core.quizbank): the engine answers, these put it in plain words ----------
ASKS: dict[str, Ask] = {
    "house_scoring": Ask(N_("How many points does %(player)s score for the houses in %(region)s?"), per_player=True,
                         after=N_("After %(mover)s's move (%(move)s), how many points will %(player)s score for the "
                                  "houses in %(region)s?"),
                         printed=lambda state, args: args.get("region") in state.scored),
    "alliance": Ask(N_("How many points does %(player)s score for alliance %(number)s at the final scoring?"),
                    per_player=True),
    "alliances": Ask(N_("How many points does %(player)s score for the alliances at the final scoring?"),
                     per_player=True),
    "roads": Ask(N_("How many points does %(player)s score for rows of houses along the roads?"), per_player=True),
    "final_scores": Ask(N_("How many points does %(player)s have after the final scoring?"), per_player=True),
    "winner": Ask(N_("Who wins the game if it ends here? Pick every player who shares first place."), PLAYERS,
                  topic="china.winner.most-points"),
    "winners": Ask(N_("Who wins the game if it ends here? Pick every player who shares first place."), PLAYERS,
                  topic="china.winner.most-points"),
    "supply": Ask(N_("How many pieces does %(player)s have left in supply?"),
                  after=N_("After %(mover)s's move (%(move)s), how many pieces will %(player)s have left in supply?")),
    "point_cards": Ask(N_("How many 50-point cards does %(player)s hold?")),
    # the board prints each region's emissaries and cap ("Chu 4/4"): asked as predictions before the move that sets them
    "emissary_cap": Ask(N_("How many emissaries may %(region)s hold?"),
                        after=N_("After %(mover)s's move (%(move)s), how many emissaries may %(region)s hold?")),
    "emissary_room": Ask(N_("How many more emissaries may be placed in %(region)s?"),
                         after=N_("After %(mover)s's move (%(move)s), how many more emissaries may be placed in "
                                  "%(region)s?")),
    "max_pieces": Ask(N_("How many pieces may %(player)s place in %(region)s this turn?"),
                      who=lambda state, args: int(args.get("player", state.turn))),
}

# The scoring clauses the question bank covers (each with at least two questions: tests/quiz). Fourth and
# fifth place (china.house-scoring.fourth/.fifth) never occur: a region has at most 8 house spaces, and four
# different counts of houses need 10.
SCORING = (
    "china.house-scoring.first", "china.house-scoring.second", "china.house-scoring.third",
    "china.house-scoring.no-houses", "china.house-scoring.tie",
    "china.house-scoring.tie.no-skip", "china.final-scoring.houses.unscored",
    "china.final-scoring.alliances.emperor", "china.final-scoring.alliances.majority",
    "china.final-scoring.alliances.tie", "china.final-scoring.alliances.points",
    "china.final-scoring.alliances.shared", "china.final-scoring.alliances.others",
    "china.final-scoring.alliances.multiple",
    "china.final-scoring.roads.four-in-a-row", "china.final-scoring.roads.branches",
    "china.final-scoring.roads.across-regions", "china.final-scoring.roads.points",
    "china.winner.most-points", "china.winner.tie", "china.placement.emissary-cap",
)


def here(state: Any) -> list[tuple[str, dict[str, Any]]]:
    """The questions a learner may be asked about any position: each region's house scoring, the roads, the
    final scoring and the winner as if the game ended now, and the pieces a region takes."""
    out: list[tuple[str, dict[str, Any]]] = []
    for i, r in enumerate(state.board.regions):
        if any(region_house_counts(state, i)):
            out.append(("house_scoring", {"region": r.id}))
            out.append(("emissary_room", {"region": r.id}))
        out.append(("max_pieces", {"region": r.id}))
    out += [("roads", {}), ("final_scores", {}), ("winners", {})]
    return out
