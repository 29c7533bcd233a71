"""Dragonheart bots: ``greedy`` looks one turn ahead (the core adds ``random``).

Greedy scores each legal move by the points it gains against the opponent this turn (cards
collected, the Great Dragon's three points won or taken away), minus what it leaves for the
opponent to collect next turn. It reads only what the player may know: collected values were all
shown face up when played, and the draws in its look-ahead do not enter the score.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tutor.core.moves import Move
from tutor.games.dragonheart.data import components
from tutor.games.dragonheart.state import CARD_VALUE, DHState, points

if TYPE_CHECKING:
    from tutor.core.game import Game


def standing(state: DHState, player: int) -> int:
    """Points of ``player`` minus the opponent's, as things stand (dragon included)."""
    bonus = components().dragon_bonus
    mine = points(state.scores[player]) + (bonus if state.dragon == player else 0)
    theirs = points(state.scores[1 - player]) + (bonus if state.dragon == 1 - player else 0)
    return mine - theirs


def exposure(state: DHState) -> float:
    """A rough measure of what the board offers the next player: the best single pile in reach."""
    def pile(name: str) -> int:
        return sum(CARD_VALUE[x] for x in state.space(name))

    offers = [pile("treasure_chest"), pile("sorceress"), pile("petrified_dragon") + (3 if state.dragon is not None else 0)]
    for name, need in (("knight", 1), ("huntress", 1), ("dwarf", 1), ("ship", 1)):
        free = state.free_outlines(name) or 0
        if free == need:
            if name == "knight":
                offers.append(max(pile("sorceress"), pile("troll")))
            elif name == "huntress":
                offers.append(pile("fire_dragon"))
            elif name == "dwarf":
                offers.append(pile("dwarf") + 2)
            else:
                offers.append(sum(CARD_VALUE[x] for x in state.under_ship))
    return float(max(offers))


def _after(game: Game[Any], state: DHState, mv: Move) -> list[DHState]:
    """The states at the end of the player's turn after ``mv`` (each choice, if one is asked)."""
    nxt, _ = game.apply(state, mv)
    if nxt.phase == "choose":
        return [game.apply(nxt, m)[0] for m in game.legal_moves(nxt)]
    return [nxt]


def greedy_bot(game: Game[Any], state: DHState, player: int, rng: random.Random) -> Move:
    """The move with the best immediate gain, then the least left for the opponent."""
    moves = [m for m in game.legal_moves(state) if m.player in (None, player)]
    if state.phase != "play":
        if state.phase == "choose":
            return max(moves, key=lambda m: (standing(game.apply(state, m)[0], player), str(m)))
        return next((m for m in moves if m.args == (player + 1,)), moves[0])  # start itself
    before = standing(state, player)
    best: list[Move] = []
    best_score = float("-inf")
    for mv in moves:
        gain = max(standing(s, player) - before - 0.4 * exposure(s) for s in _after(game, state, mv))
        # Keep strong cards: prefer spending low values when nothing else differs.
        cost = 0.01 * sum(int(a) for a in mv.args[1:] if isinstance(a, int))
        score = gain - cost
        if score > best_score + 1e-9:
            best, best_score = [mv], score
        elif abs(score - best_score) <= 1e-9:
            best.append(mv)
    return rng.choice(best)


BOTS = {"greedy": greedy_bot}
