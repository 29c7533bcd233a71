"""Dragonheart's moves: ``candidate_moves`` (a superset of the legal ones) and ``legal_moves`` (exactly those)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations, groupby

from tutor.core.moves import Move
from tutor.games.dragonheart.components import COMPONENTS
from tutor.games.dragonheart.rules import is_legal
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, TYPE_INDEX, DragonheartState

OUTLINES = COMPONENTS.outlines


@cache
def _type_plays(card_type: str, values: tuple[int, ...], most: int) -> tuple[Move, ...]:
    """The plays of 1..``most`` cards among ``values`` (sorted) of one type: each multiset of values once
    (``combinations`` of sorted values yields it in one order; ``dict.fromkeys`` drops repeats).
    A pure function of small immutable inputs, so it is remembered: the same few groups recur all game."""
    return tuple(Move("play", (card_type, *combo))
                 for k in range(1, most + 1) for combo in dict.fromkeys(combinations(values, k)))


def candidate_moves(state: DragonheartState) -> Iterable[Move]:
    """A superset of the legal moves: the starters, the spaces of a pending choice, or the plays."""
    s = state
    if s.phase == "start":
        yield from (Move("start", (n,)) for n in (1, 2))
    elif s.phase == "choose" and s.pending is not None:
        yield from (Move("take", (src,)) for src in COMPONENTS.collects[s.pending])
    elif s.phase == "play":
        yield from _plays(s)


def _plays(s: DragonheartState) -> list[Move]:
    """Every play of the player to move: 1..n cards of one type, within the space's free outlines.
    A hand is in canonical order (by type, then value), so each type's values come sorted."""
    out: list[Move] = []
    spaces = s.spaces
    value = CARD_VALUE.__getitem__
    for t, cards in groupby(s.hands[s.turn], CARD_TYPE.__getitem__):
        values = tuple(map(value, cards))
        outlines = OUTLINES[t]  # as DragonheartState.free_outlines, inlined: this is the hot loop of random play
        most = len(values) if outlines == 1 else min(outlines - len(spaces[TYPE_INDEX[t]]), len(values))
        out += _type_plays(t, values, most)
    return out


def legal_moves(state: DragonheartState) -> list[Move]:
    """In the play phase the candidates are legal by construction (cards held, their own space, within
    the free outlines), so ``check`` is skipped for speed; the tests check that both agree."""
    if state.phase == "play" and state.hands[state.turn]:
        return _plays(state)
    return [m for m in candidate_moves(state) if is_legal(state, m)]
