"""Bots for River Dragons. ``greedy`` plans one step at a time toward its destination village.

It sees only what its player may see (``observation``): its own programmed cards, the board, the
reserves and the cards already revealed.

The search bots ``search`` and ``search-strong`` (``tutor.core.search``) deal the other players' face-down
cards anew for each sample (``determinize``: half the time the cards greedy would lay on this board, else
any cards of their hands, at most one dragon), try each card or action, let greedy play on for everyone
to the end of the turn and compare how far each pawn still has to go (``lead``).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from tutor.core.evolve import evolve
from tutor.core.game import Game
from tutor.core.moves import Move
from tutor.core.search import SearchPlan, named_levels
from tutor.games.river_dragons.state import HIDDEN, SLOTS, Placed, RiverDragonsState, hand_of, is_dragon, plank_size

FAR = 1000.0
GREEDY_GUESS = 0.5  # how often a sample guesses a rival's face-down program as greedy's (else any cards)


def _graph_from(game: Any, s: RiverDragonsState, player: int) -> dict[str, int]:
    """Steps from the pawn to every place it could reach over the planks (other pawns ignored)."""
    start = s.pawns[player]
    seen = {start: 0}
    todo = deque([start])
    villages = s.board.village_map
    while todo:
        here = todo.popleft()
        if here in villages and here != start:
            continue  # a village ends a move; do not plan through it
        for nxt in game.neighbours(s, here):
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                todo.append(nxt)
    return seen


def _supports(s: RiverDragonsState, places: dict[str, int]) -> dict[str, int]:
    """Supports (stones, villages) touched by the reachable places, with the steps to get there."""
    out: dict[str, int] = {}
    for place, steps in places.items():
        placed = s.plank_at(place)
        ends = (placed.a, placed.b) if placed is not None else (place,)
        for e in ends:
            if e not in out or out[e] > steps:
                out[e] = steps
    return out


def score(game: Any, s: RiverDragonsState, player: int) -> float:
    """Lower is better: steps to the destination if connected, else the gap left to bridge."""
    dest = s.destination(player)
    places = _graph_from(game, s, player)
    if dest in places:
        return float(places[dest])
    sup = _supports(s, places)
    gap = min(s.board.dist(e, dest) + 0.05 * steps for e, steps in sup.items())
    return 10.0 + 10.0 * gap


def _program(game: Any, s: RiverDragonsState, player: int, legal: list[Move]) -> Move:
    dest = s.destination(player)
    places = _graph_from(game, s, player)
    prog = s.programs[player]
    if dest in places:
        plan = ["move2", "move1", "plank1", "stone1", "plank2", "stone2", "remove"]
    else:
        plan = ["stone2", "plank2", "move2", "plank1", "move1", "stone1", "remove"]
    near_pawn = any(s.pawn_on(p) is not None for p in game.neighbours(s, s.pawns[player]) if s.plank_at(p))
    if near_pawn:
        plan.insert(2, "jump")
    # a dragon against the opponent closest to their goal, in the slot where we would move
    rivals = sorted((score(game, s, q), q) for q in range(s.n) if q != player)
    if rivals and rivals[0][0] <= 3 and len(prog) == 2:
        plan.insert(0, f"dragon-{s.colours[rivals[0][1]]}")
    wanted = [c for c in plan if c not in prog]
    by_card = {str(m.args[0]): m for m in legal}
    for card in wanted:
        if card in by_card:
            return by_card[card]
    non_dragon = [m for m in legal if not is_dragon(str(m.args[0])) and str(m.args[0]) != "jump"]
    return (non_dragon or legal)[0]


def _stone_value(game: Any, s: RiverDragonsState, player: int, spot: str) -> float:
    dest = s.destination(player)
    sup = _supports(s, _graph_from(game, s, player))
    reach = max((plank_size(p) for p in s.reserves[player]), default=6)
    near = min(s.board.dist(e, spot) for e in sup)
    if near > reach:
        return FAR + near
    return s.board.dist(spot, dest) + 0.1 * near


def greedy_bot(game: Game[Any], state: Any, player: int, rng: random.Random) -> Move:
    """One step at a time toward the destination: build out from the pawn's network, walk, win."""
    s: RiverDragonsState = game.observation(state, player)
    legal = [m for m in game.legal_moves(state) if m.player in (None, player)]
    if s.phase == "program":
        return _program(game, s, player, legal)
    g: Any = game
    kind = legal[0].kind
    if kind == "stone":
        return min(legal, key=lambda m: (_stone_value(g, s, player, str(m.args[0])), rng.random()))
    if kind in ("move", "jump"):
        dest = s.destination(player)
        for m in legal:
            if m.args[-1] == dest:
                return m

        def after_move(m: Move) -> float:
            t = evolve(s, pawns=tuple(str(m.args[-1]) if i == player else p for i, p in enumerate(s.pawns)))
            return score(g, t, player)
        return min(legal, key=lambda m: (after_move(m), rng.random()))
    if kind == "plank":
        def after_plank(m: Move) -> float:
            t = evolve(s, planks=(*s.planks, Placed(s.chosen, str(m.args[0]), str(m.args[1]))))
            return score(g, t, player) + 0.01 * s.board.dist(str(m.args[0]), str(m.args[1]))
        return min(legal, key=lambda m: (after_plank(m), rng.random()))
    if kind == "take":
        base = score(g, s, player)

        def best_with(m: Move) -> float:
            plank = str(m.args[0])
            t = evolve(s, chosen=plank)
            places = [pm for pm in game.legal_moves(t)] if g.fits_somewhere(t, plank) else []
            if not places:
                return FAR + plank_size(plank)
            best = min(score(g, evolve(t, planks=(*t.planks, Placed(plank, str(pm.args[0]), str(pm.args[1])))),
                             player) for pm in places)
            return best - base + 0.01 * plank_size(plank)
        return min(legal, key=lambda m: (best_with(m), rng.random()))
    if kind == "remove":
        mine = score(g, s, player)

        def harm(m: Move) -> float:
            what = str(m.args[0])
            placed = s.plank_at(what)
            t = evolve(s, planks=tuple(p for p in s.planks if p.plank != what)) if placed else \
                evolve(s, stones=tuple(x for x in s.stones if x != what))
            loss = score(g, t, player) - mine
            gain = sum(score(g, t, q) - score(g, s, q) for q in range(s.n) if q != player)
            return 3 * loss - gain
        return min(legal, key=lambda m: (harm(m), rng.random()))
    return rng.choice(legal)


def _greedy_program(game: Game[Any], obs: RiverDragonsState, player: int, size: int) -> tuple[str, ...]:
    """The first ``size`` cards greedy would lay on this board: a guess at a rival's face-down program."""
    s = evolve(obs, programs=tuple(() if q == player else p for q, p in enumerate(obs.programs)))
    for _ in range(size):
        legal = [m for m in game.legal_moves(s) if m.player == player]
        card = str(_program(game, s, player, legal).args[0])
        s = evolve(s, programs=tuple((*p, card) if q == player else p for q, p in enumerate(s.programs)))
    return s.programs[player]


def determinize(game: Game[Any], state: RiverDragonsState, viewer: int, rng: random.Random) -> RiverDragonsState:
    """A full state the player cannot tell from ``state``: the others' face-down cards dealt anew.

    While programming, half the samples guess a rival's cards as greedy's on this board; otherwise each
    hidden card is one of its owner's cards not yet placed this turn (rd.programming.choose-five), with at
    most one dragon in a program (rd.dragons.one-per-turn)."""
    obs: RiverDragonsState = game.observation(state, viewer)
    programs = []
    for player, prog in enumerate(obs.programs):
        if HIDDEN not in prog:
            programs.append(prog)
            continue
        if obs.phase == "program" and rng.random() < GREEDY_GUESS:
            programs.append(_greedy_program(game, obs, player, len(prog)))
            continue
        shown = [c for c in prog if c != HIDDEN]
        left = [c for c in hand_of(obs.colours[player], obs.colours) if c not in shown]
        rng.shuffle(left)
        dragon = any(is_dragon(c) for c in shown)
        dealt = list(prog)
        for i, c in enumerate(dealt):
            if c != HIDDEN:
                continue
            pick = next(x for x in left if not (dragon and is_dragon(x)))
            left.remove(pick)
            dragon = dragon or is_dragon(pick)
            dealt[i] = pick
        programs.append(tuple(dealt))
    return evolve(obs, programs=tuple(programs))


def lead(game: Game[Any], state: RiverDragonsState, player: int) -> float:
    """How good a position looks for ``player`` in [0, 1]: how near their pawn is to its goal against the
    nearest rival's, by greedy's distance to go; a step counts for more the nearer the goal."""
    def near(player: int) -> float:
        return 1.0 / (1.0 + score(game, state, player) / 10.0)

    return 0.5 + 0.5 * (near(player) - max(near(q) for q in range(state.n) if q != player))


def _next_turn(sample: RiverDragonsState, state: RiverDragonsState) -> bool:
    return state.turn != sample.turn


def plan_for(game: Game[Any], state: RiverDragonsState) -> SearchPlan:
    """Greedy playouts to the end of the turn (programming and revealing five cards each)."""
    return SearchPlan(determinize=determinize, rollout=greedy_bot, depth=12 * SLOTS * state.n, horizon=_next_turn,
                      evaluate=lead, exploration=0.4, margin_scale=1.0)


BOTS = {"greedy": greedy_bot, **named_levels(plan_for)}
__all__ = ["BOTS", "determinize", "greedy_bot", "lead", "plan_for", "score"]
