"""Listing River Dragons' moves: a broad candidate superset, and the legal moves generated fast (tests hold them equal)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import cache

from tutor.core.moves import Move
from tutor.games.river_dragons.planks import free, neighbours, support_pairs
from tutor.games.river_dragons.rules import is_legal
from tutor.games.river_dragons.state import SLOTS, RiverDragonsState, hand_of, is_dragon, plank_colour, plank_size


def candidate_moves(state: RiverDragonsState) -> Iterable[Move]:
    s = state
    if s.phase == "over":
        return
    if s.phase == "program":
        for player in range(s.n):
            prog = s.programs[player]
            if len(prog) < SLOTS:
                for card in hand_of(s.colours[player], s.colours):
                    if card not in prog:
                        yield Move("program", (card,), player)
        return
    yield from _action_candidates(s)


def _action_candidates(s: RiverDragonsState) -> Iterator[Move]:
    card = s.card(s.acting())
    candidates = _CANDIDATES.get(card)
    if candidates is not None:
        yield from candidates(s, card)


def _stone_candidates(s: RiverDragonsState, card: str) -> Iterator[Move]:
    for spot in s.board.spots:
        if spot.id not in s.stones:
            yield Move("stone", (spot.id,))


def _plank_candidates(s: RiverDragonsState, card: str) -> Iterator[Move]:
    if not s.chosen:
        for p in s.reserves[s.acting()]:
            yield Move("take", (p,))
        return
    for a, b in support_pairs(s, plank_size(s.chosen)):
        yield Move("plank", (a, b))
        yield Move("plank", (b, a))


def _remove_candidates(s: RiverDragonsState, card: str) -> Iterator[Move]:
    for placed in s.planks:
        yield Move("remove", (placed.plank,))
    for st in s.stones:
        yield Move("remove", (st,))


def _move_candidates(s: RiverDragonsState, card: str) -> Iterator[Move]:
    for v in neighbours(s, s.pawns[s.acting()]):
        yield Move("move", (v,))
        if card == "move2":
            for w in neighbours(s, v):
                yield Move("move", (v, w))


def _jump_candidates(s: RiverDragonsState, card: str) -> Iterator[Move]:
    for over in neighbours(s, s.pawns[s.acting()]):
        if s.plank_at(over) is not None:
            for to in neighbours(s, over):
                yield Move("jump", (over, to))


# the candidates of each action card (a dragon card has no action)
_CANDIDATES: dict[str, Callable[[RiverDragonsState, str], Iterator[Move]]] = {
    "stone1": _stone_candidates, "stone2": _stone_candidates, "plank1": _plank_candidates,
    "plank2": _plank_candidates, "remove": _remove_candidates, "move1": _move_candidates,
    "move2": _move_candidates, "jump": _jump_candidates,
}


def any_legal(s: RiverDragonsState) -> bool:
    """Whether the acting player has a legal action (``bool(legal_moves(s))``), stopping at the first found."""
    player = s.acting()
    card = s.card(player)
    if card in ("stone1", "stone2"):
        taken = set(s.stones)
        return s.stone_reserve > 0 and any(spot.id not in taken for spot in s.board.spots)
    if card in ("plank1", "plank2") and not s.chosen:
        return bool(s.reserves[player])
    if card in ("move1", "move2", "jump"):
        return next(_fast_steps(s, player, card), None) is not None
    return bool(_fast_actions(s))


def legal_moves(state: RiverDragonsState) -> list[Move]:
    s = state
    if s.phase == "over":
        return []
    if s.phase == "program":
        out: list[Move] = []
        for player in range(s.n):
            prog = s.programs[player]
            if len(prog) < SLOTS:
                has_dragon = any(is_dragon(c) for c in prog)
                out += [mv for card, dragon, mv in _hand_moves(s.colours, player)
                        if card not in prog and not (has_dragon and dragon)]
        return out
    return _fast_actions(s)


@cache
def _hand_moves(colours: tuple[str, ...], player: int) -> tuple[tuple[str, bool, Move], ...]:
    """Each card of a player's hand, whether it is a dragon, and the (frozen) move programming it."""
    return tuple((card, is_dragon(card), Move("program", (card,), player)) for card in hand_of(colours[player], colours))


# The last state listed and its moves: resolving asks ``any_legal`` of the state it hands back, then the
# player (or bot) lists that same frozen state's moves; the second listing reuses the first.
_last: tuple[RiverDragonsState | None, tuple[Move, ...]] = (None, ())


def _fast_actions(s: RiverDragonsState) -> list[Move]:
    global _last
    state, moves = _last  # read once: another thread may list meanwhile
    if state is s:
        return list(moves)
    out = _list_actions(s)
    _last = (s, tuple(out))
    return out


def _list_actions(s: RiverDragonsState) -> list[Move]:
    player = s.acting()
    card = s.card(player)
    if card in ("stone1", "stone2"):
        if s.stone_reserve <= 0:
            return []
        taken = set(s.stones)
        return [Move("stone", (spot.id,)) for spot in s.board.spots if spot.id not in taken]
    if card in ("plank1", "plank2"):
        if not s.chosen:
            return [Move("take", (p,)) for p in s.reserves[player]]
        out: list[Move] = []
        loads: dict[str, int] = {}
        for p in s.planks:
            loads[p.a] = loads.get(p.a, 0) + 1
            loads[p.b] = loads.get(p.b, 0) + 1
        pairs = [(a, b) for a, b in support_pairs(s, plank_size(s.chosen))
                 if loads.get(a, 0) < 3 and loads.get(b, 0) < 3]
        blocked = s.board.blocked({(a, b) if a < b else (b, a) for a, b in pairs}, ((p.a, p.b) for p in s.planks))
        for a, b in pairs:
            if ((a, b) if a < b else (b, a)) not in blocked:
                out.append(Move("plank", (a, b)))
                out.append(Move("plank", (b, a)))
        return out
    if card == "remove":
        reserve = s.reserves[player]
        sizes = {plank_size(p) for p in reserve}
        colours = {plank_colour(p) for p in reserve}
        occupied = set(s.pawns)
        out = [Move("remove", (p.plank,)) for p in s.planks
               if p.plank not in occupied and plank_size(p.plank) not in sizes
               and len(colours | {plank_colour(p.plank)}) <= 2]
        used = {p.a for p in s.planks} | {p.b for p in s.planks}
        out += [Move("remove", (st,)) for st in s.stones if st not in used]
        return out
    if card in ("move1", "move2", "jump"):
        return list(_fast_steps(s, player, card))
    return [m for m in _action_candidates(s) if is_legal(s, m)]


def _fast_steps(s: RiverDragonsState, player: int, card: str) -> Iterator[Move]:
    """The legal moves and jumps, in the candidates' order: ``rules._check_move`` and ``_check_jump`` on the
    candidates, whose every step is already a neighbour (so a place); left to check is who stands where."""
    start = s.pawns[player]
    villages = s.board.village_map
    if card == "jump":
        for over in neighbours(s, start):
            if s.plank_at(over) is not None and s.pawn_on(over) is not None:
                for to in neighbours(s, over):
                    if to != start and free(s, to, player):
                        yield Move("jump", (over, to))
        return
    home = s.destination(player)
    for v in neighbours(s, start):
        v_free = free(s, v, player)
        if card == "move1":
            if v_free:
                yield Move("move", (v,))
            continue
        if v in villages:  # move2 may stop in a village after one step
            yield Move("move", (v,))
        if v_free and v != home:
            for w in neighbours(s, v):
                if free(s, w, player):
                    yield Move("move", (v, w))
