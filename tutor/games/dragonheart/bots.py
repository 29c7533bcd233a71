"""Dragonheart bots: ``greedy`` looks one turn ahead; ``search`` and ``search-strong`` sample (the core adds ``random``).

Greedy scores each legal move by the points it gains against the opponent this turn (cards
collected, the Great Dragon's three points won or taken away), minus what it leaves for the
opponent to collect next turn. It reads only what the player may know: collected values were all
shown face up when played, and the draws in its look-ahead do not enter the score.

The search bots (``tutor.core.search``) deal the cards the player may not examine anew for each sample
(``determinize``: the opponent's hand, both decks below the cards known on top, the opponent's score
pile, the cards below the top of a stack), play each candidate move, let greedy play on for a few plies
and judge the position by the points standing and what is left exposed (``evaluate``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from tutor.core.evolve import evolve
from tutor.core.moves import Move
from tutor.core.rng import Rng
from tutor.core.search import SearchPlan, logistic, named_levels
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import (
    CARD_TYPE,
    CARD_VALUE,
    HIDDEN,
    NCARDS,
    DragonheartState,
    card_type,
    owner_of,
    points,
    sort_cards,
)

if TYPE_CHECKING:
    from tutor.core.game import Game


def standing(state: DragonheartState, player: int) -> int:
    """Points of ``player`` minus the opponent's, as things stand (dragon included)."""
    bonus = COMPONENTS.dragon_bonus
    mine = points(state.scores[player]) + (bonus if state.dragon == player else 0)
    theirs = points(state.scores[1 - player]) + (bonus if state.dragon == 1 - player else 0)
    return mine - theirs


def exposure(state: DragonheartState) -> float:
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


def _after(game: Game[Any], state: DragonheartState, mv: Move) -> list[DragonheartState]:
    """The states at the end of the player's turn after ``mv`` (each choice, if one is asked)."""
    nxt, _ = game.apply(state, mv)
    if nxt.phase == "choose":
        return [game.apply(nxt, m)[0] for m in game.legal_moves(nxt)]
    return [nxt]


def greedy_bot(game: Game[Any], state: DragonheartState, player: int, rng: random.Random) -> Move:
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


def _deal_typed(slots: list[str], pool: dict[str, list[int]], need: dict[int, int], rng: random.Random) -> list[int]:
    """Cards for slots of known type (stacks' hidden cards), keeping enough of each owner's for ``need``.

    ``pool`` holds the unseen cards by type; ``need[o]``: cards of owner ``o`` that slots of unknown type
    but known owner (hands, decks) still require. A card is drawn only if the rest can still be dealt: the
    number of owner-0 cards the remaining typed slots can take is any integer in a range, which must meet
    what the owner-0 and owner-1 needs leave over."""
    left = {o: sum(1 for cards in pool.values() for x in cards if owner_of(x) == o) for o in (0, 1)}
    out: list[int] = []
    for i, t in enumerate(slots):
        rest = slots[i + 1:]
        choices = list(pool[t])
        rng.shuffle(choices)
        for x in choices:
            o = owner_of(x)
            left[o] -= 1
            pool[t].remove(x)
            lo = hi = 0
            for u in set(rest):
                d = rest.count(u)
                c0 = sum(1 for y in pool[u] if owner_of(y) == 0)
                lo += max(0, d - (len(pool[u]) - c0))
                hi += min(d, c0)
            # owner-0 cards the remaining typed slots take: within [lo, hi], leaving need[0] and need[1]
            if max(lo, len(rest) - (left[1] - need[1])) <= min(hi, left[0] - need[0]):
                out.append(x)
                break
            left[o] += 1
            pool[t].append(x)
        else:
            raise ValueError("dragonheart: the observation admits no deal of the hidden cards")
    return out


def determinize(game: Game[Any], state: DragonheartState, player: int, rng: random.Random) -> DragonheartState:
    """A full state the player cannot tell from ``state``, built from their observation alone.

    Every card the observation hides is dealt anew from the cards the player has not seen: a hand or a
    deck takes its owner's cards (each player's deck is their own colour), a stack's hidden card one of
    its type, the opponent's face-down score pile (and a scenario's box) any of the rest."""
    obs: DragonheartState = game.observation(state, player)
    seen = {x for zone in (*obs.decks, *obs.hands, *obs.spaces, obs.under_ship, *obs.departures, *obs.scores, obs.box)
            for x in zone if x >= 0}
    unseen = [x for x in range(NCARDS) if x not in seen]
    by_type: dict[str, list[int]] = {t: [x for x in unseen if CARD_TYPE[x] == t] for t in TYPES}
    typed = [str(card_type(x)) for cards in obs.spaces for x in cards if x < HIDDEN]
    # slots of known owner: the hidden part of each deck, the hidden hand
    owned = {o: sum(1 for x in (*obs.decks[o], *obs.hands[o]) if x == HIDDEN) for o in (0, 1)}
    stacks = iter(_deal_typed(typed, by_type, owned, rng))
    spaces = tuple(tuple(next(stacks) if x < HIDDEN else x for x in cards) for cards in obs.spaces)
    rest = [x for cards in by_type.values() for x in cards]
    by_owner = {o: [x for x in rest if owner_of(x) == o] for o in (0, 1)}
    for o in (0, 1):
        rng.shuffle(by_owner[o])
    spare = by_owner[0][owned[0]:] + by_owner[1][owned[1]:]
    rng.shuffle(spare)
    deal = {o: iter(by_owner[o][:owned[o]]) for o in (0, 1)}
    free = iter(spare)

    def fill(zone: tuple[int, ...], source: Any) -> tuple[int, ...]:
        return tuple(next(source) if x == HIDDEN else x for x in zone)

    hands = tuple(sort_cards(fill(obs.hands[o], deal[o])) if HIDDEN in obs.hands[o] else obs.hands[o] for o in (0, 1))
    decks = tuple(fill(obs.decks[o], deal[o]) for o in (0, 1))
    scores = tuple(fill(obs.scores[o], free) for o in (0, 1))
    return evolve(obs, hands=hands, decks=decks, spaces=spaces, scores=scores, box=fill(obs.box, free),
                   rng=Rng.seeded(rng.getrandbits(63)))


def evaluate(game: Game[Any], state: DragonheartState, player: int) -> float:
    """How good a position looks for ``player`` in [0, 1]: the points standing, less what the mover may collect."""
    lead = float(standing(state, player))
    if state.phase != "over":
        lead += 0.4 * exposure(state) * (1 if state.turn == player else -1)
    return logistic(lead / 4)


PLAN = SearchPlan(determinize=determinize, rollout=greedy_bot, depth=4, evaluate=evaluate, width=0,
                  exploration=0.4, margin_scale=5.0)


def plan_for(game: Game[Any], state: DragonheartState) -> SearchPlan:
    """The search plan (the same for every position)."""
    return PLAN


BOTS = {"greedy": greedy_bot, **named_levels(PLAN)}
