"""China's legality: ``check`` judges a move and names every clause it rests on (the one place it is decided).

``placements`` lists the place moves a player can make: ``listing`` lists them, and a pass is legal only without one.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator

from tutor.core import Checks, InputError, Move, Reason, Verdict, reason
from tutor.core.verdict import quick_legal
from tutor.games.china.boardfile import ChinaMap, Region, index
from tutor.games.china.notation import DECK, SCHEMA, cards_token, parse_place, sub_multisets
from tutor.games.china.placing import PLACE_RULES, Placement, can_pay_more, cards_key, ckey, pay_units_cached
from tutor.games.china.placing import occupied as _occupied
from tutor.games.china.state import DRAW, EMPTY, MAIN, OVER, SETUP, ChinaState, region_house_counts


def mover(state: ChinaState, mv: Move) -> int:
    """The player a move is judged for: the one it names (``pN:``), else the player to move.

    A number that is no player of this game is an input error, not a verdict.
    """
    if mv.player is None:
        return state.turn
    if not 0 <= mv.player < state.players:
        raise InputError(
            "move", 0, "player", f"p{mv.player}: there is no such player (this game has p0 to p{state.players - 1})"
        )
    return mv.player


def check(state: ChinaState, move: Move) -> Verdict:
    """The verdict on a move: legal with its grounds, or every violation with its clauses; changes nothing."""
    c = Checks()
    check_into(state, move, c)
    return c.verdict()


def is_legal(state: ChinaState, move: Move) -> bool:
    """``check(state, move).legal``, by the same checks, stopping at the first fault (for listing and bots)."""
    return quick_legal(lambda c: check_into(state, move, c))


def check_into(state: ChinaState, move: Move, c: Checks) -> None:
    """Every check of a move, written into ``c`` (a full ``Checks`` for a verdict, a quick one for legality)."""
    if move.player is not None and not 0 <= move.player < state.players:  # a prefix past the table: no one's move
        c.require(False, reason("china.no-such-player", ("china.play.clockwise", "china.play.start-player"),
                                n=move.player))
        return
    player = mover(state, move)
    if state.phase == OVER:
        clause = "china.end.no-pieces" if state.ended == "no-pieces" else "china.end.second-exhaustion"
        c.require(False, reason("china.game-over", clause))
        return
    # the start player is agreed by all (china.setup.start-player): nobody's turn yet
    if state.phase != SETUP:
        c.require(
            player == state.turn,
            reason("china.not-your-turn", ("china.play.clockwise", "china.play.start-player"), player=state.turn, other=player),
        )
    kind = move.kind
    if kind not in SCHEMA.kinds:
        c.require(False, reason("china.not-your-phase", "china.play.option.place"))
        return
    if state.phase == SETUP and kind != "start":
        c.require(False, reason("china.choose-start", "china.setup.start-player"))
        return
    if kind == "start":
        _check_start(state, move, c)
    elif kind == "place":
        _check_place(state, move, c, player)
    elif kind == "exchange":
        _check_exchange(state, move, c, player)
    elif kind == "draw":
        _check_draw(state, move, c)
    else:
        _check_pass(state, c, player)


def _check_start(state: ChinaState, mv: Move, c: Checks) -> None:
    if not c.require(state.phase == SETUP, reason("china.start-chosen", "china.setup.emperor.keep")):
        return
    player = int(mv.args[0])
    c.require(0 <= player < state.players, reason("china.no-such-player", "china.setup.start-player", n=player))
    if not c.quick:
        c.ground(reason("china.ok.start", ("china.setup.start-player", "china.setup.emperor")))


def _main_phase(state: ChinaState, c: Checks) -> bool:
    return c.require(
        state.phase == MAIN, reason("china.draw-first", ("china.drawing.after-turn", "china.placement.one-region"))
    )


def _check_place(state: ChinaState, mv: Move, c: Checks, player: int) -> None:
    if not _main_phase(state, c):
        return
    pl = parse_place(state, mv, c)
    if pl is None:
        return
    for rule in PLACE_RULES:
        for problem in rule(state, pl, player):
            c.require(False, problem)
    for problem in foreign_spaces(state, mv, pl.region):
        c.require(False, problem)
    if c.violations or c.quick:
        return
    _place_grounds(state, pl, player, c)


def foreign_spaces(state: ChinaState, mv: Move, r: int) -> list[Reason]:
    """A space named in another region is refused for its region, and still checked like any space named."""
    ix = index(state.board)
    out = []
    for token in mv.args[2:]:
        kind, _, arg = str(token).partition(":")
        pos = ix.space_index.get(int(arg)) if kind in ("house", "fort") and arg.isdigit() else None
        if pos is None or ix.space_region[pos] == r:
            continue
        space = state.board.spaces[pos].id
        if kind == "house" and state.houses[pos] != EMPTY:
            out.append(reason("china.space-taken", "china.placement.house-space.one-house", space=space))
        elif kind == "fort" and state.fortifications and (state.houses[pos] != EMPTY or state.forts[pos]):
            out.append(reason("china.fort-space", "china.fortifications.space", space=space))
    return out


def _place_grounds(state: ChinaState, pl: Placement, player: int, c: Checks) -> None:
    """The grounds of a legal placement: cards, region, spaces, fortifications and emissaries (none when quick)."""
    if c.quick:
        return
    region = state.board.regions[pl.region]
    c.ground(reason("china.ok.place", ("china.play.option.place", "china.placement.rules", "china.placement.three-two-one")))
    _card_grounds(region, pl, c)
    if _occupied(state, pl.region):
        c.ground(reason("china.ok.two-pieces", "china.placement.two-pieces", region=region.key))
    else:
        c.ground(reason("china.ok.first-piece", "china.placement.empty-region", region=region.key))
    _space_grounds(state, pl, c)
    if pl.emissaries:
        _emissary_grounds(state, pl, player, c)


def _card_grounds(region: Region, pl: Placement, c: Checks) -> None:
    """The cards of the region's colour, then each other colour played as a wildcard."""
    matching = tuple(x for x in pl.cards if x == region.colour)
    if matching:
        c.ground(
            reason(
                "china.ok.colour",
                ("china.placement.colour", "china.placement.colour.choice"),
                cards=cards_key(matching),
                n=len(matching),
                region=region.key,
                colour=ckey(region.colour),
            )
        )
    for x in sorted({x for x in pl.cards if x != region.colour}):
        c.ground(reason("china.ok.wildcard", "china.placement.wildcard", card=ckey(x), region=region.key))


def _space_grounds(state: ChinaState, pl: Placement, c: Checks) -> None:
    """Each house space, then each fortification (and a house on top of it, or a fortification alone)."""
    spaces = state.board.spaces
    for s in pl.houses:
        c.ground(
            reason(
                "china.ok.house",
                ("china.placement.house-space", "china.placement.house-space.one-house"),
                space=spaces[s].id,
            )
        )
    for s in pl.forts:
        c.ground(reason("china.ok.fort", ("china.fortifications.space", "china.fortifications.cards"), space=spaces[s].id))
        if s in pl.houses:
            c.ground(
                reason(
                    "china.ok.fort-house",
                    ("china.fortifications.house-on-top", "china.fortifications.neutral"),
                    space=spaces[s].id,
                )
            )
    if pl.forts and not pl.houses and not pl.emissaries:
        c.ground(reason("china.ok.fort-alone", ("china.fortifications.later-player", "china.fortifications.house-on-top")))


def _emissary_grounds(state: ChinaState, pl: Placement, player: int, c: Checks) -> None:
    """Emissaries on the dragon space under the cap (counting the houses placed with them), after a scoring,
    or without a house of one's own."""
    region = state.board.regions[pl.region]
    counts = region_house_counts(state, pl.region)
    counts[player] += len(set(pl.houses))
    present = sum(state.emissaries[pl.region])
    c.ground(
        reason(
            "china.ok.emissary",
            ("china.placement.dragon-space", "china.placement.dragon-space.many", "china.placement.emissary-cap"),
            region=region.key,
            total=present + pl.emissaries,
            cap=max(counts),
        )
    )
    if region.id in state.scored:
        c.ground(reason("china.ok.emissary-scored", "china.house-scoring.emissaries-after", region=region.key))
    if counts[player] == 0:
        c.ground(reason("china.ok.emissary-own", "china.placement.emissary-without-own-house"))


def _check_exchange(state: ChinaState, mv: Move, c: Checks, player: int) -> None:
    if not _main_phase(state, c):
        return
    give, take = str(mv.args[0]), str(mv.args[1])
    c.require(give in state.hands[player], reason("china.no-card-to-give", "china.exchange.swap", card=ckey(give)))
    if take == DECK:
        c.require(
            bool(state.deck), reason("china.deck-empty", ("china.exchange.swap", "china.drawing.exhausted.second-time"))
        )
    else:
        c.require(take in state.open, reason("china.no-open-card", "china.exchange.swap", card=ckey(take)))
    if not c.quick:
        c.ground(reason("china.ok.exchange", ("china.play.option.exchange", "china.exchange.when", "china.exchange.swap")))


def _check_draw(state: ChinaState, mv: Move, c: Checks) -> None:
    if not c.require(state.phase == DRAW, reason("china.not-drawing", "china.drawing.after-turn")):
        return
    source = str(mv.args[0])
    if source == DECK:
        c.require(
            bool(state.deck), reason("china.deck-empty", ("china.drawing.choice", "china.drawing.exhausted.second-time"))
        )
    else:
        c.require(source in state.open, reason("china.no-open-card", "china.drawing.choice", card=ckey(source)))
    if not c.quick:
        c.ground(reason("china.ok.draw", ("china.play.option.refill", "china.drawing.choice")))


def _check_pass(state: ChinaState, c: Checks, player: int) -> None:
    if not _main_phase(state, c):
        return
    can_act = bool(state.hands[player]) and (bool(state.deck) or bool(state.open))
    if not can_act:
        can_act = next(iter(placements(state, player)), None) is not None
    c.require(not can_act, reason("china.must-act", ("china.exchange.when", "china.play.option.exchange")))
    if not c.quick:
        c.ground(reason("china.ok.pass", ("china.end.finish-round", "china.exchange.when")))


def placements(state: ChinaState, player: int | None = None) -> Iterator[Move]:
    """Every place move a player can make, generated directly (listed by ``listing``; a pass needs none)."""
    for chunk in placement_chunks(state, player):
        yield from chunk


def placement_chunks(state: ChinaState, player: int | None = None) -> Iterator[tuple[Move, ...]]:
    """``placements`` in runs: the moves of one card set in one region at a time (``listing`` extends with them)."""
    player = state.turn if player is None else player
    board = state.board
    hand = state.hands[player]
    h_left, e_left = state.houses_left[player], state.emissaries_left[player]
    f_left = state.forts_left[player] if state.fortifications else 0
    houses, forts, emissaries = state.houses, state.forts, state.emissaries
    for r, (region, order) in enumerate(zip(board.regions, _sorted_spaces(board), strict=True)):
        pays = _pays(hand, region.colour)
        if not pays:
            continue
        counts = [0] * state.players
        taken = False
        free_l: list[int] = []
        bare_l: list[int] = []
        for s, sid in order:
            owner = houses[s]
            if owner == EMPTY:
                free_l.append(sid)
                if forts[s]:
                    taken = True
                else:
                    bare_l.append(sid)
            else:
                taken = True
                counts[owner] += 1
        present = sum(emissaries[r])
        occupied = taken or present > 0
        free, bare = tuple(free_l), tuple(bare_l)
        cap = max(counts)
        em1 = bool(e_left) and present < cap
        em_h = bool(h_left) and bool(e_left) and present < max(cap, counts[player] + 1)
        em2 = e_left >= 2 and present + 2 <= cap
        for cards, units in pays:
            fort_alone = (
                units == 1 and bool(f_left) and (not occupied or not h_left or not can_pay_more(hand, cards, region.colour))
            )
            yield _region_moves(
                region.id, cards, units, free, bare, min(h_left, 2), em1, em_h, em2, bool(f_left), fort_alone, occupied
            )


_SORTED: dict[int, tuple[object, tuple[tuple[tuple[int, int], ...], ...]]] = {}


def _sorted_spaces(board: ChinaMap) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per region: its spaces as (position, id), by id (cached per map object, like ``index``)."""
    hit = _SORTED.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    if len(_SORTED) > 256:
        _SORTED.clear()
    ix = index(board)
    out = tuple(tuple(sorted(((s, board.spaces[s].id) for s in spaces), key=lambda x: x[1])) for spaces in ix.region_spaces)
    _SORTED[id(board)] = (board, out)
    return out


@functools.lru_cache(maxsize=4096)
def _pays(hand: tuple[str, ...], colour: str) -> tuple[tuple[tuple[str, ...], int], ...]:
    """The card sets of a hand that pay exactly for 1 or 2 pieces in a region of ``colour``, with that number."""
    out = []
    for cards in sub_multisets(hand):
        units, lone = pay_units_cached(cards, colour)
        if not lone and 1 <= units <= 2:
            out.append((cards, units))
    return tuple(out)


@functools.lru_cache(maxsize=65536)
def _region_moves(
    rid: str,
    cards: tuple[str, ...],
    units: int,
    free: tuple[int, ...],
    bare: tuple[int, ...],
    h_left: int,  # houses left, at most 2 (all that matters)
    em1: bool,  # one emissary may go (one left, room under the cap)
    em_h: bool,  # a house and an emissary may go
    em2: bool,  # two emissaries may go
    f_left: bool,
    fort_alone: bool,  # a fortification may go on its own
    occupied: bool,
) -> tuple[Move, ...]:
    """The place moves of one card set in one region (remembered: the same inputs list the same moves)."""
    tok = cards_token(cards)
    out: list[Move] = []
    if units == 1:
        if h_left:
            out += [Move("place", (rid, tok, f"house:{sid}")) for sid in free]
        if em1:
            out.append(Move("place", (rid, tok, "emissary")))
        if fort_alone:
            out += [Move("place", (rid, tok, f"fort:{sid}")) for sid in bare]
        return tuple(out)
    if not occupied:
        return ()
    if h_left >= 2:
        out += [Move("place", (rid, tok, f"house:{a}", f"house:{b}")) for a, b in itertools.combinations(free, 2)]
    if em_h:
        out += [Move("place", (rid, tok, f"house:{sid}", "emissary")) for sid in free]
    if em2:
        out.append(Move("place", (rid, tok, "emissary", "emissary")))
    if f_left:
        for sid in bare:
            if h_left:
                out.append(Move("place", (rid, tok, f"fort:{sid}", f"house:{sid}")))
            elif em1:
                out.append(Move("place", (rid, tok, f"fort:{sid}", "emissary")))
    return tuple(out)
