"""China bots: greedy (one ply: the placement that gains the most, judged by a simple heuristic), and
``search`` / ``search-strong`` (``tutor.core.search``): for each sample the cards the player may not see
are dealt anew (``determinize``), the few moves greedy likes best are each played and followed by a few
plies of greedy play, and the position is judged by the same heuristic against the best opponent.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tutor.core.evolve import evolve
from tutor.core.moves import Move
from tutor.core.rng import Rng
from tutor.core.search import SearchPlan, logistic, named_levels
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.components import COMPONENTS
from tutor.games.china.scoring import house_scoring
from tutor.games.china.state import EMPTY, HIDDEN, ChinaState, region_house_counts, sort_cards

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


def determinize(game: Game[Any], state: ChinaState, player: int, rng: random.Random) -> ChinaState:
    """A full state the player cannot tell from ``state``, built from their observation alone.

    The cards the player has not seen (the component split less their hand, the open cards, the discard
    pile and the cards the setup returns to the box, a fixed number of each colour) are shuffled and dealt
    to the other hands and the draw pile."""
    obs: ChinaState = game.observation(state, player)
    pool = [c for c in COLOURS for _ in range(COMPONENTS.split[c])]
    per = COMPONENTS.removed_per_colour.get(obs.players, -1)
    standard = len(obs.removed) == per * len(COLOURS)  # china.setup.cards.*: the box holds ``per`` of each colour
    removed = sort_cards([c for c in COLOURS for _ in range(per)]) if standard else obs.removed
    for card in (*obs.hands[player], *obs.open, *obs.discard, *removed):
        if card in pool:
            pool.remove(card)
    rng.shuffle(pool)
    slots = sum(1 for zone in (*obs.hands, obs.deck, removed) for c in zone if c == HIDDEN)
    while len(pool) < slots:  # only a hand-made position can leave too few cards unseen
        pool.append(rng.choice(COLOURS))
    cards = iter(pool)

    def fill(zone: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(next(cards) if c == HIDDEN else c for c in zone)

    hands = tuple(sort_cards(fill(h)) if HIDDEN in h else h for h in obs.hands)
    return evolve(obs, hands=hands, deck=fill(obs.deck), removed=sort_cards(fill(removed)),
                   rng=Rng.seeded(rng.getrandbits(63)))


def evaluate(game: Game[Any], state: ChinaState, player: int) -> float:
    """How good a position looks for ``player`` in [0, 1]: greedy's worth against the best opponent's."""
    worth = [_value(state, each) for each in range(state.players)]
    lead = worth[player] - max(w for other, w in enumerate(worth) if other != player)
    return logistic(lead / 6)


PLAN = SearchPlan(determinize=determinize, rollout=greedy_bot, depth=8, evaluate=evaluate, width=6,
                  exploration=0.4, margin_scale=10.0)


def plan_for(game: Game[Any], state: ChinaState) -> SearchPlan:
    """The search plan (the same for every position)."""
    return PLAN


BOTS = {"greedy": greedy_bot, **named_levels(PLAN)}
