"""Listing China's moves: a broad candidate superset and the legal moves generated directly (tests hold them equal)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator

from tutor.core import Move, move
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.notation import DECK, cards_token, sub_multisets
from tutor.games.china.placing import _can_pay_more, _units_cached
from tutor.games.china.scoring import region_house_counts
from tutor.games.china.state import DRAW, EMPTY, OVER, SETUP, ChinaState, sort_cards


def candidate_moves(state: ChinaState) -> Iterable[Move]:
    """A broad superset: every card subset, region and piece combination (tests compare it with legal_moves)."""
    if state.phase == OVER:
        return
    if state.phase == SETUP:
        yield from (move("start", p) for p in range(state.players))
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
        return [move("start", p) for p in range(state.players)]
    if state.phase == DRAW:
        out = [move("draw", DECK)] if state.deck else []
        return out + [move("draw", x) for x in sort_cards(sorted(set(state.open)))]
    moves = list(placements(state))
    hand = state.hands[state.turn]
    if hand:
        takes = ([DECK] if state.deck else []) + list(sort_cards(sorted(set(state.open))))
        moves += [move("exchange", g, t) for g in sort_cards(sorted(set(hand))) for t in takes]
    if not moves:
        moves.append(move("pass"))
    return moves


def placements(state: ChinaState, player: int | None = None) -> Iterator[Move]:
    p = state.turn if player is None else player
    board = state.board
    ix = index(board)
    hand = state.hands[p]
    options = sub_multisets(hand)
    h_left, e_left = state.houses_left[p], state.emissaries_left[p]
    f_left = state.forts_left[p] if state.fortifications else 0
    for r, region in enumerate(board.regions):
        pays = []
        for cards in options:
            units, lone = _units_cached(cards, region.colour)
            if not lone and 1 <= units <= 2:
                pays.append((cards, units))
        if not pays:
            continue
        spaces = ix.region_spaces[r]
        occupied = any(state.houses[s] != EMPTY or state.forts[s] for s in spaces) or sum(state.emissaries[r]) > 0
        free = sorted(board.spaces[s].id for s in spaces if state.houses[s] == EMPTY)
        bare = sorted(board.spaces[s].id for s in spaces if state.houses[s] == EMPTY and not state.forts[s])
        counts = region_house_counts(state, r)
        cap = max(counts)
        present = sum(state.emissaries[r])
        cap_with_house = max(cap, counts[p] + 1)
        for cards, units in pays:
            tok = cards_token(cards)
            if units == 1:
                if h_left:
                    for sid in free:
                        yield Move("place", (region.id, tok, f"house:{sid}"))
                if e_left and present < cap:
                    yield Move("place", (region.id, tok, "emissary"))
                if f_left and (not occupied or not h_left or not _can_pay_more(hand, cards, region.colour)):
                    for sid in bare:
                        yield Move("place", (region.id, tok, f"fort:{sid}"))
                continue
            if not occupied:
                continue
            if h_left >= 2:
                for a, b in itertools.combinations(free, 2):
                    yield Move("place", (region.id, tok, f"house:{a}", f"house:{b}"))
            if h_left and e_left and present < cap_with_house:
                for sid in free:
                    yield Move("place", (region.id, tok, f"house:{sid}", "emissary"))
            if e_left >= 2 and present + 2 <= cap:
                yield Move("place", (region.id, tok, "emissary", "emissary"))
            if f_left:
                for sid in bare:
                    if h_left:
                        yield Move("place", (region.id, tok, f"fort:{sid}", f"house:{sid}"))
                    elif e_left and present < cap:
                        yield Move("place", (region.id, tok, f"fort:{sid}", "emissary"))
