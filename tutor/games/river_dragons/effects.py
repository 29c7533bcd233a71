"""The effects of River Dragons' moves: a move carried out, then everything the rules force until someone must choose."""

from __future__ import annotations

from tutor.core.evolve import evolve
from tutor.core.moves import Move, is_number
from tutor.core.verdict import Event, actor_event, event
from tutor.games.river_dragons.boardfile import COLOURS
from tutor.games.river_dragons.listing import any_legal
from tutor.games.river_dragons.planks import fits_somewhere
from tutor.games.river_dragons.rules import PLACE_CLAUSE
from tutor.games.river_dragons.state import (
    ACTION_COUNT,
    HIDDEN,
    SLOTS,
    Placed,
    RiverDragonsState,
    card_term,
    colour_term,
    dragon_colour,
    is_dragon,
    plank_colour,
    plank_size,
)


def cancelled_by(s: RiverDragonsState, player: int, position: int) -> list[int]:
    """The players whose dragon cancels ``player``'s card at ``position`` (none if that card is a dragon)."""
    card = s.card(player, position)
    if not card or card == HIDDEN or is_dragon(card):
        return []
    wanted = f"dragon-{s.colours[player]}"
    return [q for q in range(s.n) if q != player and s.card(q, position) == wanted]


def resolve(state: RiverDragonsState, move: Move) -> tuple[RiverDragonsState, tuple[Event, ...]]:
    """Carry out a legal move, then everything the rules force until someone must choose again."""
    ev: list[Event] = []
    s = state
    if move.kind == "program":
        player = int(move.player or 0)
        prog = (*s.programs[player], str(move.args[0]))
        s = evolve(s, programs=tuple(prog if i == player else p for i, p in enumerate(s.programs)))
        ev.append(actor_event("rd.placed-card", ("rd.programming.face-down-order",), player, slot=len(prog)))
        if all(len(p) == SLOTS for p in s.programs):
            s = proceed(s, ev)
        return s, tuple(ev)
    player = s.acting()
    card = s.card(player)
    args = [str(a) for a in move.args]
    if move.kind == "stone":
        stones = tuple(sorted((*s.stones, args[0]), key=_spot_key))
        s = evolve(s, stones=stones, stone_reserve=s.stone_reserve - 1, todo=s.todo - 1)
        ev.append(actor_event("rd.stone-placed", PLACE_CLAUSE[card], player, at=args[0], left=s.stone_reserve))
    elif move.kind == "take":
        plank = args[0]
        s = evolve(s, chosen=plank, reserves=_without(s.reserves, player, plank))
        ev.append(actor_event("rd.plank-taken", ("rd.actions.planks.choose", "rd.actions.planks.no-change"), player, plank=plank))
        if not fits_somewhere(s, plank):
            s = evolve(s, chosen="", lost=(*s.lost, plank), todo=s.todo - 1)
            ev.append(actor_event("rd.plank-lost", ("rd.actions.planks.too-short", "rd.actions.planks.no-place"), player,
                             plank=plank))
    elif move.kind == "plank":
        placed = Placed(s.chosen, args[0], args[1])
        s = evolve(s, planks=(*s.planks, placed), chosen="", todo=s.todo - 1)
        ev.append(actor_event("rd.plank-placed", PLACE_CLAUSE[card], player, plank=placed.plank,
                        a=placed.a, b=placed.b))
    elif move.kind == "remove":
        what = args[0]
        if s.plank_at(what) is not None:
            s = evolve(s, planks=tuple(p for p in s.planks if p.plank != what),
                        reserves=_with(s.reserves, player, what), todo=0)
            ev.append(actor_event("rd.plank-removed", ("rd.actions.remove.plank", "rd.actions.remove.plank.reuse"), player,
                             plank=what))
        else:
            s = evolve(s, stones=tuple(x for x in s.stones if x != what), stone_reserve=s.stone_reserve + 1,
                        todo=0)
            ev.append(actor_event("rd.stone-removed", ("rd.actions.remove.stone", "rd.actions.stones.fixed"), player, at=what))
    elif move.kind in ("move", "jump"):
        start = s.pawns[player]
        to = args[-1]
        s = evolve(s, pawns=tuple(to if i == player else p for i, p in enumerate(s.pawns)), todo=0)
        if move.kind == "move" and len(args) == 2 and to == start:
            ev.append(actor_event("rd.u-turned", ("rd.actions.move-2.move", "rd.actions.moves.u-turn"), player,
                             via=args[0], to=to))
        elif move.kind == "move":
            rule = "rd.actions.move-1.move" if card == "move1" else "rd.actions.move-2.move"
            ev.append(actor_event("rd.moved", rule, player, start=start, to=to))
        else:
            ev.append(actor_event("rd.jumped", ("rd.actions.jump.over", "rd.actions.jump.two-moves"), player,
                                  over=args[0], to=to))
        if to == s.destination(player):
            ev.append(actor_event("rd.won", ("rd.end.reach-village", "rd.goal.reach-village"), player,
                             colour=colour_term(to), village=to))
            return evolve(s, phase="over", winner=player), tuple(ev)
    s = settle(s, ev)
    if s.todo == 0:
        s = proceed(s, ev)
    return s, tuple(ev)


def settle(s: RiverDragonsState, ev: list[Event]) -> RiverDragonsState:
    """Carry out what the rules force in the current action: a lost stone or plank, a fall."""
    while s.todo > 0 and not any_legal(s):
        player = s.acting()
        card = s.card(player)
        colour = s.colours[player]
        if card in ("stone1", "stone2"):
            if s.stone_reserve == 0:
                ev.append(actor_event("rd.stone-lost", "rd.actions.stones.empty-reserve", player))
            else:
                ev.append(actor_event("rd.stone-nowhere", "rd.actions.stones.one-per-island", player))
            s = evolve(s, todo=s.todo - 1)
        elif card in ("plank1", "plank2"):
            ev.append(actor_event("rd.no-plank", "rd.actions.planks.choose", player))
            s = evolve(s, todo=s.todo - 1)
        elif card == "remove":
            ev.append(actor_event("rd.remove-lost", "rd.actions.remove.impossible", player))
            s = evolve(s, todo=0)
        else:
            code, rule = ("rd.jump-fell", "rd.actions.jump.fail") if card == "jump" else \
                ("rd.fell", "rd.actions.moves.fall")
            if s.pawns[player] == colour:  # already home: nothing to fall from
                code += "-home"
            ev.append(actor_event(code, rule, player, colour=colour_term(colour), village=colour))
            s = evolve(s, todo=0, pawns=tuple(colour if i == player else p for i, p in enumerate(s.pawns)))
    return s


def proceed(s: RiverDragonsState, ev: list[Event]) -> RiverDragonsState:
    """From a finished action (or the end of programming) to the next choice someone must make."""
    while True:
        if s.phase == "program":
            s = evolve(s, phase="resolve", position=1, actor=0, todo=0, chosen="")
            _reveal(s, ev)
        elif s.actor + 1 < s.n:
            s = evolve(s, actor=s.actor + 1, todo=0, chosen="")
        elif s.position < SLOTS:
            s = evolve(s, position=s.position + 1, actor=0, todo=0, chosen="")
            _reveal(s, ev)
        else:
            return _end_turn(s, ev)
        s = begin(s, ev)
        if s.todo > 0:
            return s


def _reveal(s: RiverDragonsState, ev: list[Event]) -> None:
    k = s.position
    rule = ("rd.resolution.reveal",) if k == 1 else ("rd.resolution.next-card", "rd.resolution.repeat")
    for i in range(s.n):
        player = (s.first + i) % s.n
        card = s.card(player)
        if is_dragon(card):
            colour = dragon_colour(card)
            ev.append(actor_event("rd.reveal-dragon", rule, player, position=k, colour=colour_term(colour)))
        else:
            ev.append(actor_event("rd.reveal", rule, player, position=k, card=card_term(card)))
    for i in range(s.n):
        player = (s.first + i) % s.n
        card = s.card(player)
        if not is_dragon(card) or dragon_colour(card) not in s.colours:
            continue
        target = s.player_of(dragon_colour(card))
        colour = colour_term(dragon_colour(card))
        if is_dragon(s.card(target)):
            ev.append(actor_event("rd.dragon-spares-dragon", "rd.dragons.no-cancel-dragon", player, other=target, colour=colour))
        else:
            ev.append(actor_event("rd.dragon-cancels", "rd.dragons.cancel", player, other=target,
                            colour=colour))


def begin(s: RiverDragonsState, ev: list[Event]) -> RiverDragonsState:
    player = s.acting()
    card = s.card(player)
    if is_dragon(card):
        ev.append(actor_event("rd.dragon-card", "rd.dragons.cancel", player))
        return evolve(s, todo=0)
    by = cancelled_by(s, player, s.position)
    if by:
        rules: tuple[str, ...] = ("rd.dragons.cancel", "rd.resolution.dragon-warning")
        if len(by) > 1:
            rules += ("rd.dragons.same-position",)
        ev.append(actor_event("rd.cancelled", rules, player, card=card_term(card)))
        return evolve(s, todo=0)
    return settle(evolve(s, todo=ACTION_COUNT[card], chosen=""), ev)


def _end_turn(s: RiverDragonsState, ev: list[Event]) -> RiverDragonsState:
    first = (s.first + 1) % s.n
    ev.append(actor_event("rd.first-passes", ("rd.turn-end.when", "rd.turn-end.pass-first-player",
                                         "rd.setup.first-player.rotation"), first))
    ev.append(event("rd.cards-back", "rd.turn-end.recover-cards"))
    base = evolve(s, programs=((),) * s.n, position=0, actor=0, todo=0, chosen="", first=first)
    if s.turn_limit and s.turn >= s.turn_limit:
        ev.append(event("rd.turn-limit", "rd.play.turns", limit=s.turn_limit))
        return evolve(base, phase="over")
    ev.append(event("rd.new-turn", ("rd.turn-end.new-turn", "rd.play.turns"), turn=s.turn + 1))
    return evolve(base, phase="program", turn=s.turn + 1)


def _spot_key(spot: str) -> tuple[str, int]:
    return (spot[0], int(spot[1:]) if is_number(spot[1:]) else 0)


def _without(reserves: tuple[tuple[str, ...], ...], player: int, plank: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p for p in r if p != plank) if i == player else r for i, r in enumerate(reserves))


def _with(reserves: tuple[tuple[str, ...], ...], player: int, plank: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(sorted((*r, plank), key=plank_sort_key)) if i == player else r for i, r in enumerate(reserves))


def plank_sort_key(token: str) -> tuple[int, int]:
    return (COLOURS.index(plank_colour(token)), plank_size(token))
