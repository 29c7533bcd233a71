"""River Dragons' legality: ``check`` judges programming a card and each action, naming every clause it rests on."""

from __future__ import annotations

from tutor.core.moves import Move
from tutor.core.verdict import Checks, Verdict, quick_legal, reason
from tutor.games.river_dragons.boardfile import COLOURS, EPS
from tutor.games.river_dragons.planks import fmt, free, is_place, neighbours, placement_problems
from tutor.games.river_dragons.state import (
    SLOTS,
    RiverDragonsState,
    card_term,
    colour_term,
    dragon_colour,
    hand_of,
    is_dragon,
    plank_colour,
    plank_size,
)

KINDS_FOR = {
    "stone1": ("stone",), "stone2": ("stone",), "plank1": ("take", "plank"), "plank2": ("take", "plank"),
    "remove": ("remove",), "move1": ("move",), "move2": ("move",), "jump": ("jump",),
}
ARITY = {"stone": (1,), "take": (1,), "plank": (2,), "remove": (1,), "move": (1, 2), "jump": (2,)}
PLACE_CLAUSE = {"stone1": "rd.actions.stone-1.place", "stone2": "rd.actions.stone-2.place",
                "plank1": "rd.actions.plank-1.place", "plank2": "rd.actions.plank-2.place"}


def check(state: RiverDragonsState, move: Move) -> Verdict:
    c = Checks()
    check_into(state, move, c)
    return c.verdict()


def is_legal(state: RiverDragonsState, move: Move) -> bool:
    """``check(state, move).legal``, by the same checks, stopping at the first fault (for listing and bots)."""
    return quick_legal(lambda c: check_into(state, move, c))


def check_into(state: RiverDragonsState, move: Move, c: Checks) -> None:
    """Every check of a move, written into ``c`` (a full ``Checks`` for a verdict, a quick one for legality)."""
    if state.phase == "over":
        if state.winner >= 0:
            c.require(False, reason("rd.over", "rd.end.reach-village"))
        else:
            c.require(False, reason("rd.over-limit", "rd.play.turns", limit=state.turn_limit))
        return
    if move.kind == "program":
        _check_program(state, move, c)
    else:
        _check_action(state, move, c)


def _check_program(s: RiverDragonsState, mv: Move, c: Checks) -> None:
    player = mv.player
    if player is None or not 0 <= player < s.n:
        c.require(False, reason("rd.no-player", "rd.programming.choose-five"))
        return
    if s.phase != "program":
        c.require(False, reason("rd.resolving", ("rd.programming.no-change", "rd.resolution.reveal")))
        return
    prog = s.programs[player]
    card = str(mv.args[0]) if mv.args else ""
    colour = s.colours[player]
    if len(prog) >= SLOTS:
        c.require(False, reason("rd.program-full", ("rd.programming.five-actions", "rd.programming.no-change"),
                                player=player))
    if card not in hand_of(colour, s.colours):
        if is_dragon(card) and dragon_colour(card) == colour:
            c.require(False, reason("rd.own-dragon", "rd.setup.player-kit.cards", colour=colour_term(colour)))
        elif is_dragon(card):
            c.require(False, reason("rd.absent-dragon", ("rd.setup.player-kit.cards.absent-dragons",
                                                         "rd.dragons.reminder.absent-colours"),
                                    colour=colour_term(dragon_colour(card))))
        else:
            c.require(False, reason("rd.not-in-hand", "rd.programming.choose-five", player=player,
                                    card=card_term(card)))
    elif card in prog:
        c.require(False, reason("rd.card-used", "rd.programming.choose-five", player=player, card=card_term(card)))
    if is_dragon(card) and any(is_dragon(x) for x in prog):
        c.require(False, reason("rd.one-dragon", "rd.dragons.one-per-turn", player=player))
    if not c.quick:
        c.ground(reason("rd.ok.program", ("rd.programming.choose-five", "rd.programming.face-down-order"),
                        player=player, slot=len(prog) + 1))
    if is_dragon(card) and not c.quick:
        c.ground(reason("rd.ok.program-dragon", ("rd.dragons.one-per-turn", "rd.dragons.optional")))


def _check_action(s: RiverDragonsState, mv: Move, c: Checks) -> None:
    if mv.kind not in ("stone", "take", "plank", "remove", "move", "jump"):
        c.require(False, reason("rd.no-place", "rd.programming.five-actions", to=mv.kind))
        return
    if s.phase == "program":
        c.require(False, reason("rd.programming", ("rd.resolution.reveal", "rd.programming.choose-five")))
        return
    player = s.acting()
    if mv.player is not None and mv.player != player:
        if not 0 <= mv.player < s.n:
            c.require(False, reason("rd.no-player", "rd.resolution.order"))
            return
        c.require(False, reason("rd.not-acting", "rd.resolution.order", player=mv.player, other=player))
        player = mv.player  # judged as if it were the mover's action: their card, pawn and reserve
    card = s.card(player)
    if mv.kind not in KINDS_FOR.get(card, ()):
        c.require(False, reason("rd.wrong-action", ("rd.programming.five-actions", "rd.programming.no-change"),
                                player=player, position=s.position, card=card_term(card)))
        return
    args = [str(a) for a in mv.args]
    if len(args) not in ARITY[mv.kind]:
        c.require(False, reason("rd.no-place", "rd.programming.five-actions", to=" ".join(args) or "-"))
        return
    if mv.kind == "stone":
        _check_stone(s, player, card, args[0], c)
    elif mv.kind == "take":
        _check_take(s, player, card, args[0], c, chosen_by(s, player))
    elif mv.kind == "plank":
        _check_plank(s, player, card, args[0], args[1], c, chosen_by(s, player))
    elif mv.kind == "remove":
        _check_remove(s, player, args[0], c)
    elif mv.kind == "move":
        _check_move(s, player, card, args, c)
    else:
        _check_jump(s, player, args[0], args[1], c)


def _check_stone(s: RiverDragonsState, player: int, card: str, at: str, c: Checks) -> None:
    board = s.board
    if s.stone_reserve <= 0:
        c.require(False, reason("rd.stone-lost", "rd.actions.stones.empty-reserve", player=player))
    if at in board.village_map:
        c.require(False, reason("rd.stone-in-village", "rd.actions.stones.not-in-village", at=at))
    elif at not in board.spot_ids:
        if board.side == "islands":
            c.require(False, reason("rd.no-island", ("rd.actions.stones.within-island", PLACE_CLAUSE[card]), at=at))
        else:
            c.require(False, reason("rd.no-water", "rd.actions.stones.expert.in-water", at=at))
    else:
        if at in s.stones and board.side == "islands":
            c.require(False, reason("rd.island-taken", "rd.actions.stones.one-per-island", at=at))
        elif at in s.stones:  # the expert side has no islands: the usual rule, one stone to a place, in the water
            c.require(False, reason("rd.point-taken", ("rd.actions.stones.expert.usual-rules",
                                                       "rd.actions.stones.expert.in-water",
                                                       "rd.actions.stones.one-per-island"), at=at))
    if board.side == "islands":
        if not c.quick:
            c.ground(reason("rd.ok.stone", PLACE_CLAUSE[card], at=at))
    else:
        if not c.quick:
            c.ground(reason("rd.ok.stone-water", ("rd.actions.stones.expert.in-water",
                                                  "rd.actions.stones.expert.usual-rules"), at=at))


def chosen_by(s: RiverDragonsState, player: int) -> str:
    """The plank ``player`` has chosen and must place ("": none; only the acting player can have one)."""
    return s.chosen if player == s.acting() else ""


def _check_take(s: RiverDragonsState, player: int, card: str, plank: str, c: Checks, chosen: str) -> None:
    if chosen:
        c.require(False, reason("rd.plank-chosen", "rd.actions.planks.no-change", player=player, plank=chosen))
    if plank not in s.reserves[player]:
        c.require(False, reason("rd.not-in-reserve", "rd.actions.planks.choose",
                                player=player, plank=plank))
    if not c.quick:
        c.ground(reason("rd.ok.take", ("rd.actions.planks.choose", "rd.actions.planks.no-change"),
                        player=player, plank=plank))


def _check_plank(s: RiverDragonsState, player: int, card: str, a: str, b: str, c: Checks, chosen: str) -> None:
    if not chosen:
        c.require(False, reason("rd.choose-first", "rd.actions.planks.choose"))
        return
    for problem in placement_problems(s, chosen, a, b):
        c.require(False, problem)
    if not c.violations:
        distance = s.board.dist(a, b)
        if not c.quick:
            c.ground(reason("rd.ok.plank", PLACE_CLAUSE[card], plank=chosen, a=a, b=b,
                            distance=fmt(distance)))
        if distance < plank_size(chosen) - EPS and not c.quick:
            c.ground(reason("rd.ok.plank-long", "rd.actions.planks.too-long"))


def _check_remove(s: RiverDragonsState, player: int, what: str, c: Checks) -> None:
    placed = s.plank_at(what)
    if placed is not None:
        if s.pawn_on(what) is not None:
            c.require(False, reason("rd.plank-occupied", "rd.actions.remove.forbidden.occupied-plank",
                                    plank=what))
        reserve = s.reserves[player]
        size = plank_size(what)
        if any(plank_size(p) == size for p in reserve):
            c.require(False, reason("rd.reserve-same-size", "rd.actions.remove.forbidden.same-size",
                                    player=player, size=size))
        colours = {plank_colour(p) for p in reserve} | {plank_colour(what)}
        if len(colours) > 2:
            c.require(False, reason("rd.reserve-colours", "rd.actions.remove.forbidden.two-colours",
                                    player=player, colours=tuple(colour_term(x) for x in COLOURS if x in colours)))
        if not c.quick:
            c.ground(reason("rd.ok.remove-plank", ("rd.actions.remove.plank", "rd.actions.remove.plank.reuse"),
                            player=player, plank=what))
    elif what in s.stones:
        if s.load(what) != 0:
            c.require(False, reason("rd.stone-carries", "rd.actions.remove.forbidden.supporting-stone",
                                    at=what))
        if not c.quick:
            c.ground(reason("rd.ok.remove-stone", ("rd.actions.remove.stone", "rd.actions.stones.fixed"), at=what))
    else:
        c.require(False, reason("rd.nothing-to-remove", "rd.actions.remove.choose", what=what))


def _check_move(s: RiverDragonsState, player: int, card: str, path: list[str], c: Checks) -> None:
    rule = "rd.actions.move-1.move" if card == "move1" else "rd.actions.move-2.move"
    start = s.pawns[player]
    prev = start
    for i, place in enumerate(path):
        if not is_place(s, place):
            c.require(False, reason("rd.no-place", rule, to=place))
            break
        if place == prev:  # not a step at all: "Not next to each other: yellow2 and yellow2"
            c.require(False, reason("rd.same-place", rule, to=place))
            break
        if place not in neighbours(s, prev):
            c.require(False, reason("rd.not-adjacent", rule, to=place, start=prev))
            break
        if not free(s, place, player):
            c.require(False, reason("rd.occupied", "rd.actions.moves.occupied-plank", to=place,
                                    other=s.pawn_on(place)))
        if place == s.destination(player) and i + 1 < len(path):
            c.require(False, reason("rd.destination-ends", "rd.end.reach-village", to=place))
        prev = place
    if card == "move1":
        if len(path) != 1:
            c.require(False, reason("rd.move1-one-step", "rd.actions.move-1.move"))
    elif len(path) == 1 and path[0] not in s.board.village_map:
        c.require(False, reason("rd.move2-two-steps", "rd.actions.move-2.move"))
    if card == "move2" and len(path) == 1 and path[0] in s.board.village_map and not c.quick:
        c.ground(reason("rd.ok.village-stop", ("rd.actions.move-2.move", "rd.actions.move-2.example"), to=path[0]))
    end = path[-1]
    if not c.quick:
        c.ground(reason("rd.ok.move", rule, player=player, to=end))
    if not c.quick:
        c.ground(reason("rd.ok.any-colour", "rd.actions.moves.any-direction"))
    if end in s.board.village_map and not c.quick:
        c.ground(reason("rd.ok.village", "rd.actions.moves.village-unlimited"))
    if card == "move2" and len(path) == 2 and end == start and not c.quick:
        c.ground(reason("rd.ok.u-turn", "rd.actions.moves.u-turn"))


def _check_jump(s: RiverDragonsState, player: int, over: str, to: str, c: Checks) -> None:
    start = s.pawns[player]
    over_ok = False
    if s.plank_at(over) is None:  # a village, a stone or no place: the jump goes over a pawn on a plank
        c.require(False, reason("rd.jump-not-plank", "rd.actions.jump.over", over=over))
    elif over not in neighbours(s, start):
        c.require(False, reason("rd.not-adjacent", "rd.actions.jump.over", to=over, start=start))
    elif s.pawn_on(over) is None:
        c.require(False, reason("rd.jump-no-pawn", "rd.actions.jump.over", over=over))
    else:
        over_ok = True
    if to == start:
        c.require(False, reason("rd.jump-back", ("rd.actions.jump.landing", "rd.actions.jump.example"), to=to))
    elif not is_place(s, to):
        c.require(False, reason("rd.no-place", "rd.actions.jump.landing", to=to))
    elif over_ok and to not in neighbours(s, over):
        c.require(False, reason("rd.jump-landing", "rd.actions.jump.landing", to=to, over=over))
    elif over_ok and not free(s, to, player):
        c.require(False, reason("rd.jump-occupied", ("rd.actions.jump.landing", "rd.actions.moves.occupied-plank"),
                                to=to, over=over, other=s.pawn_on(to)))
    if not c.quick:
        c.ground(reason("rd.ok.jump", ("rd.actions.jump.over", "rd.actions.jump.two-moves"), player=player,
                        over=over, to=to))
