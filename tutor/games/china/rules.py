"""China's legality: ``check`` judges a move and names every clause it rests on (the one place it is decided).

``placements`` lists the place moves a player can make: ``listing`` lists them, and a pass is legal only without one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from tutor.core import Checks, InputError, Move, Reason, Verdict, reason
from tutor.core.verdict import quick_legal
from tutor.games.china.boardfile import index
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
    p = mover(state, move)
    if state.phase == OVER:
        clause = "china.end.no-pieces" if state.ended == "no-pieces" else "china.end.second-exhaustion"
        c.require(False, reason("china.game-over", clause))
        return
    # the start player is agreed by all (china.setup.start-player): nobody's turn yet
    if state.phase != SETUP:
        c.require(
            p == state.turn,
            reason("china.not-your-turn", ("china.play.clockwise", "china.play.start-player"), player=state.turn, other=p),
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
        _check_place(state, move, c, p)
    elif kind == "exchange":
        _check_exchange(state, move, c, p)
    elif kind == "draw":
        _check_draw(state, move, c)
    else:
        _check_pass(state, c, p)


def _check_start(state: ChinaState, mv: Move, c: Checks) -> None:
    if not c.require(state.phase == SETUP, reason("china.start-chosen", "china.setup.emperor.keep")):
        return
    p = int(mv.args[0])
    c.require(0 <= p < state.players, reason("china.no-such-player", "china.setup.start-player", n=p))
    if not c.quick:
        c.ground(reason("china.ok.start", ("china.setup.start-player", "china.setup.emperor")))


def _main_phase(state: ChinaState, c: Checks) -> bool:
    return c.require(
        state.phase == MAIN, reason("china.draw-first", ("china.drawing.after-turn", "china.placement.one-region"))
    )


def _check_place(state: ChinaState, mv: Move, c: Checks, p: int) -> None:
    if not _main_phase(state, c):
        return
    pl = parse_place(state, mv, c)
    if pl is None:
        return
    for rule in PLACE_RULES:
        for problem in rule(state, pl, p):
            c.require(False, problem)
    for problem in foreign_spaces(state, mv, pl.region):
        c.require(False, problem)
    if c.violations or c.quick:
        return
    _place_grounds(state, pl, p, c)


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


def _place_grounds(state: ChinaState, pl: Placement, p: int, c: Checks) -> None:
    board = state.board
    region = board.regions[pl.region]
    occupied = _occupied(state, pl.region)
    counts = region_house_counts(state, pl.region)
    counts[p] += len(set(pl.houses))
    cap = max(counts)
    present = sum(state.emissaries[pl.region])
    if not c.quick:
        c.ground(reason("china.ok.place", ("china.play.option.place", "china.placement.rules", "china.placement.three-two-one")))
    matching = tuple(x for x in pl.cards if x == region.colour)
    if matching and not c.quick:
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
        if not c.quick:
            c.ground(reason("china.ok.wildcard", "china.placement.wildcard", card=ckey(x), region=region.key))
    if occupied:
        if not c.quick:
            c.ground(reason("china.ok.two-pieces", "china.placement.two-pieces", region=region.key))
    else:
        if not c.quick:
            c.ground(reason("china.ok.first-piece", "china.placement.empty-region", region=region.key))
    for s in pl.houses:
        if not c.quick:
            c.ground(
                reason(
                    "china.ok.house",
                    ("china.placement.house-space", "china.placement.house-space.one-house"),
                    space=board.spaces[s].id,
                )
            )
    for s in pl.forts:
        if not c.quick:
            c.ground(
                reason("china.ok.fort", ("china.fortifications.space", "china.fortifications.cards"), space=board.spaces[s].id)
            )
        if s in pl.houses and not c.quick:
            c.ground(
                reason(
                    "china.ok.fort-house",
                    ("china.fortifications.house-on-top", "china.fortifications.neutral"),
                    space=board.spaces[s].id,
                )
            )
    if pl.forts and not pl.houses and not pl.emissaries and not c.quick:
        c.ground(reason("china.ok.fort-alone", ("china.fortifications.later-player", "china.fortifications.house-on-top")))
    if pl.emissaries:
        if not c.quick:
            c.ground(
                reason(
                    "china.ok.emissary",
                    ("china.placement.dragon-space", "china.placement.dragon-space.many", "china.placement.emissary-cap"),
                    region=region.key,
                    total=present + pl.emissaries,
                    cap=cap,
                )
            )
        if region.id in state.scored and not c.quick:
            c.ground(reason("china.ok.emissary-scored", "china.house-scoring.emissaries-after", region=region.key))
        if counts[p] == 0 and not c.quick:
            c.ground(reason("china.ok.emissary-own", "china.placement.emissary-without-own-house"))


def _check_exchange(state: ChinaState, mv: Move, c: Checks, p: int) -> None:
    if not _main_phase(state, c):
        return
    give, take = str(mv.args[0]), str(mv.args[1])
    c.require(give in state.hands[p], reason("china.no-card-to-give", "china.exchange.swap", card=ckey(give)))
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


def _check_pass(state: ChinaState, c: Checks, p: int) -> None:
    if not _main_phase(state, c):
        return
    can_act = bool(state.hands[p]) and (bool(state.deck) or bool(state.open))
    if not can_act:
        can_act = next(iter(placements(state, p)), None) is not None
    c.require(not can_act, reason("china.must-act", ("china.exchange.when", "china.play.option.exchange")))
    if not c.quick:
        c.ground(reason("china.ok.pass", ("china.end.finish-round", "china.exchange.when")))


def placements(state: ChinaState, player: int | None = None) -> Iterator[Move]:
    """Every place move a player can make, generated directly (listed by ``listing``; a pass needs none)."""
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
            units, lone = pay_units_cached(cards, region.colour)
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
                if f_left and (not occupied or not h_left or not can_pay_more(hand, cards, region.colour)):
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
