"""China bots: greedy (one ply: the placement that gains the most, judged by a simple heuristic)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tutor.core.moves import Move
from tutor.games.china.mapdata import index
from tutor.games.china.scoring import house_scoring, region_house_counts
from tutor.games.china.state import EMPTY, ChinaState

if TYPE_CHECKING:
    from tutor.core.game import Game


def _value(state: ChinaState, player: int) -> float:
    """A rough worth of a position for ``player``: points, house standings, emissary majorities, rows."""
    ix = index(state.board)
    worth = float(state.score[player])
    for r, region in enumerate(state.board.regions):
        counts = region_house_counts(state, r)
        if region.id not in state.scored and counts[player]:
            mine = sum(hs.points for hs in house_scoring(counts) if hs.player == player)
            worth += 0.6 * mine
        ems = state.emissaries[r]
        if ems[player] and ems[player] == max(ems):
            worth += 1.2 * sum(ems)
    for s, owner in enumerate(state.houses):
        if owner == player:
            worth += 0.3 * sum(1 for t in ix.adjacency[s] if state.houses[t] == player)
    return worth


def greedy_bot(game: Game[Any], state: ChinaState, player: int, rng: random.Random) -> Move:
    """The legal move whose resulting position is worth the most (draws: the colour held least)."""
    moves = [m for m in game.legal_moves(state) if m.player in (None, player)]
    if len(moves) == 1:
        return moves[0]
    if moves[0].kind in ("draw", "start"):
        return rng.choice(moves)
    best: list[Move] = []
    best_value = float("-inf")
    base = _value(state, player)
    for mv in moves:
        if mv.kind == "exchange":
            value = base - 0.5
        else:
            after, _ = game.resolve(state, mv)
            cards = len(str(mv.args[1]).split("+")) if mv.kind == "place" else 0
            value = _value(after, player) - 0.35 * cards
            if mv.kind == "place" and any(after.houses[s] == EMPTY for s in range(len(after.houses))):
                value += 0.01 * (len(mv.args) - 2)
        if value > best_value + 1e-9:
            best, best_value = [mv], value
        elif abs(value - best_value) <= 1e-9:
            best.append(mv)
    return rng.choice(best)


BOTS = {"greedy": greedy_bot}
