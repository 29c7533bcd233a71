"""Listing China's moves: a broad candidate superset and the legal moves generated directly (tests hold them equal)."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterable

from tutor.core import Move, move
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.notation import DECK, cards_token, sub_multisets
from tutor.games.china.rules import placement_chunks
from tutor.games.china.state import DRAW, OVER, SETUP, ChinaState, sort_cards


def candidate_moves(state: ChinaState) -> Iterable[Move]:
    """A broad superset: every card subset, region and piece combination (tests compare it with legal_moves)."""
    if state.phase == OVER:
        return
    if state.phase == SETUP:
        yield from (move("start", player) for player in range(state.players))
        return
    if state.phase == DRAW:
        yield from (move("draw", s) for s in (DECK, *COLOURS))
        return
    hand = state.hands[state.turn]
    ix = index(state.board)
    for cards in sub_multisets(hand):
        for r, region in enumerate(state.board.regions):
            ids = sorted(state.board.spaces[s].id for s in ix.region_spaces[r])
            forts = [f"fort:{i}" for i in ids] if state.fortifications else []
            tokens = [*forts, *(f"house:{i}" for i in ids), "emissary"]
            for k in (1, 2):
                for combo in itertools.combinations_with_replacement(tokens, k):
                    yield move("place", region.id, cards_token(cards), *combo)
    for give in sorted(set(hand)):
        for take in (DECK, *COLOURS):
            yield move("exchange", give, take)
    yield move("pass")


def legal_moves(state: ChinaState) -> list[Move]:
    """Generated directly (fast); tests check it equals the candidates that ``check`` accepts."""
    if state.phase == OVER:
        return []
    if state.phase == SETUP:
        return [move("start", player) for player in range(state.players)]
    if state.phase == DRAW:
        return list(_draws(bool(state.deck), state.open))
    moves: list[Move] = []
    for chunk in placement_chunks(state):
        moves += chunk
    hand = state.hands[state.turn]
    if hand:
        moves += _exchanges(hand, bool(state.deck), state.open)
    if not moves:
        moves.append(move("pass"))
    return moves


@functools.lru_cache(maxsize=1024)
def _draws(deck: bool, open_cards: tuple[str, ...]) -> tuple[Move, ...]:
    """The draw moves: from the pile if it has cards, then each open colour (remembered per open cards)."""
    out = [move("draw", DECK)] if deck else []
    return tuple(out + [move("draw", x) for x in sort_cards(sorted(set(open_cards)))])


@functools.lru_cache(maxsize=4096)
def _exchanges(hand: tuple[str, ...], deck: bool, open_cards: tuple[str, ...]) -> tuple[Move, ...]:
    """The exchange moves: each colour in hand for the pile's top card or an open colour (remembered)."""
    takes = ([DECK] if deck else []) + list(sort_cards(sorted(set(open_cards))))
    return tuple(move("exchange", g, t) for g in sort_cards(sorted(set(hand))) for t in takes)
