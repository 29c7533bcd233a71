"""China's legality: ``check`` judges a move and names every clause it rests on (the one place it is decided)."""

from __future__ import annotations

from tutor.core import Checks, InputError, Move, Verdict, reason
from tutor.games.china.listing import placements
from tutor.games.china.notation import DECK, SCHEMA, parse_place
from tutor.games.china.placing import PLACE_RULES, Placement, cards_key, ckey
from tutor.games.china.placing import occupied as _occupied
from tutor.games.china.scoring import region_house_counts
from tutor.games.china.state import DRAW, MAIN, OVER, SETUP, ChinaState


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


def check(state: ChinaState, mv: Move) -> Verdict:
    """The verdict on a move: legal with its grounds, or every violation with its clauses; changes nothing."""
    c = Checks()
    p = mover(state, mv)
    if state.phase == OVER:
        clause = "china.end.no-pieces" if state.ended == "no-pieces" else "china.end.second-exhaustion"
        c.require(False, reason("china.game-over", clause))
        return c.verdict()
    # the start player is agreed by all (china.setup.start-player): nobody's turn yet
    if state.phase != SETUP:
        c.require(
            p == state.turn,
            reason("china.not-your-turn", ("china.play.clockwise", "china.play.start-player"), player=state.turn, other=p),
        )
    kind = mv.kind
    if kind not in SCHEMA.kinds:
        c.require(False, reason("china.not-your-phase", "china.play.option.place"))
        return c.verdict()
    if state.phase == SETUP and kind != "start":
        c.require(False, reason("china.choose-start", "china.setup.start-player"))
        return c.verdict()
    if kind == "start":
        _check_start(state, mv, c)
    elif kind == "place":
        _check_place(state, mv, c, p)
    elif kind == "exchange":
        _check_exchange(state, mv, c, p)
    elif kind == "draw":
        _check_draw(state, mv, c)
    else:
        _check_pass(state, c, p)
    return c.verdict()


def _check_start(state: ChinaState, mv: Move, c: Checks) -> None:
    if not c.require(state.phase == SETUP, reason("china.start-chosen", "china.setup.emperor.keep")):
        return
    p = int(mv.args[0])
    c.require(0 <= p < state.players, reason("china.no-such-player", "china.setup.start-player", n=p))
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
    if c.violations:
        return
    _place_grounds(state, pl, p, c)


def _place_grounds(state: ChinaState, pl: Placement, p: int, c: Checks) -> None:
    board = state.board
    region = board.regions[pl.region]
    occupied = _occupied(state, pl.region)
    counts = region_house_counts(state, pl.region)
    counts[p] += len(set(pl.houses))
    cap = max(counts)
    present = sum(state.emissaries[pl.region])
    c.ground(reason("china.ok.place", ("china.play.option.place", "china.placement.rules", "china.placement.three-two-one")))
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
    if occupied:
        c.ground(reason("china.ok.two-pieces", "china.placement.two-pieces", region=region.key))
    else:
        c.ground(reason("china.ok.first-piece", "china.placement.empty-region", region=region.key))
    for s in pl.houses:
        c.ground(
            reason(
                "china.ok.house",
                ("china.placement.house-space", "china.placement.house-space.one-house"),
                space=board.spaces[s].id,
            )
        )
    for s in pl.forts:
        c.ground(
            reason("china.ok.fort", ("china.fortifications.space", "china.fortifications.cards"), space=board.spaces[s].id)
        )
        if s in pl.houses:
            c.ground(
                reason(
                    "china.ok.fort-house",
                    ("china.fortifications.house-on-top", "china.fortifications.neutral"),
                    space=board.spaces[s].id,
                )
            )
    if pl.forts and not pl.houses and not pl.emissaries:
        c.ground(reason("china.ok.fort-alone", ("china.fortifications.later-player", "china.fortifications.house-on-top")))
    if pl.emissaries:
        c.ground(
            reason(
                "china.ok.emissary",
                ("china.placement.dragon-space", "china.placement.dragon-space.many", "china.placement.emissary-cap"),
                region=region.key,
                total=present + pl.emissaries,
                cap=cap,
            )
        )
        if region.id in state.scored:
            c.ground(reason("china.ok.emissary-scored", "china.house-scoring.emissaries-after", region=region.key))
        if counts[p] == 0:
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
    c.ground(reason("china.ok.draw", ("china.play.option.refill", "china.drawing.choice")))


def _check_pass(state: ChinaState, c: Checks, p: int) -> None:
    if not _main_phase(state, c):
        return
    can_act = bool(state.hands[p]) and (bool(state.deck) or bool(state.open))
    if not can_act:
        can_act = next(iter(placements(state, p)), None) is not None
    c.require(not can_act, reason("china.must-act", ("china.exchange.when", "china.play.option.exchange")))
    c.ground(reason("china.ok.pass", ("china.end.finish-round", "china.exchange.when")))
