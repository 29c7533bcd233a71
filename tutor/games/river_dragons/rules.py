"""River Dragons: programming five cards at once, then resolving them position by position.

``check`` is the one place legality is decided; ``resolve`` carries out a legal move, then plays on
by itself through everything the rules force (cancelled actions, a lost action, a fall) until some
player has a choice to make again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.core.errors import InputError
from tutor.core.evolve import evolve
from tutor.core.game import Game, GameSpec, OptionSpec, Outcome
from tutor.core.moves import ArgSpec, Move, MoveSchema, is_number
from tutor.core.verdict import Checks, Event, Reason, ScoreLine, Verdict, event, reason
from tutor.games.river_dragons.boardfile import COLOURS, EPS, RiverBoard, builtin_board, planks_conflict
from tutor.games.river_dragons.bots import BOTS
from tutor.games.river_dragons.messages import MESSAGES, QUESTION_MESSAGES
from tutor.games.river_dragons.state import (
    ACTION_COUNT,
    ACTIONS,
    CARDS,
    HIDDEN,
    SIZES,
    SLOTS,
    STONES,
    Placed,
    RDState,
    card_term,
    dragon_colour,
    hand_of,
    happen,
    is_dragon,
    is_plank,
    plank_colour,
    plank_size,
    plank_token,
)
from tutor.text.ui import N_

TURN_LIMITS = (0, 1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 500, 1000)
DEFAULT_TURN_LIMIT = 100  # a safety net for self-play; docs/river_dragons.md explains it
TOKEN = re.compile(r"^[a-z][a-z0-9_-]*$")
KINDS_FOR = {
    "stone1": ("stone",), "stone2": ("stone",), "plank1": ("take", "plank"), "plank2": ("take", "plank"),
    "remove": ("remove",), "move1": ("move",), "move2": ("move",), "jump": ("jump",),
}
ARITY = {"stone": (1,), "take": (1,), "plank": (2,), "remove": (1,), "move": (1, 2), "jump": (2,)}
PLACE_CLAUSE = {"stone1": "rd.actions.stone-1.place", "stone2": "rd.actions.stone-2.place",
                "plank1": "rd.actions.plank-1.place", "plank2": "rd.actions.plank-2.place"}


@dataclass(frozen=True)
class Token(ArgSpec):
    """A word of the board's notation: an island (i7), a water point (w12), a village (red), a plank (red3)."""

    def parse(self, word: str, where: str) -> str:
        if not TOKEN.match(word):
            raise InputError(where, 0, self.name, f"{word!r} is not a place or plank name (e.g. i7, red, red3)")
        return word


def colour_term(colour: str) -> str:
    return f"colour.{colour}"


def fmt(d: float) -> str:
    return f"{d:.2f}".rstrip("0").rstrip(".")


class RiverDragons(Game[RDState]):
    spec = GameSpec(
        name="river_dragons",
        names={"en": "River Dragons", "es": "River Dragons", "ja": "リバードラゴン"},
        players=(2, 6), chance=False, hidden_information=True, simultaneous=True,
        domains=("river_dragons",), default_players=4, aliases=("rd",),
        options=(
            OptionSpec("board", "standard", ("standard", "expert"), N_("Board side (standard: islands; expert: water)"),
                       ("rd.setup.board", "rd.actions.stones.expert.flip-board")),
            OptionSpec("turn_limit", DEFAULT_TURN_LIMIT, TURN_LIMITS,
                       N_("Turn limit for self-play (0: none; the rulebook has no limit)"), ("rd.play.turns",)),
        ),
    )
    moves = MoveSchema({
        "program": (ArgSpec("card", choices=CARDS),),
        "stone": (Token("at"),),
        "take": (Token("plank"),),
        "plank": (Token("end"), Token("other_end")),
        "remove": (Token("what"),),
        "move": (Token("to"), Token("then", optional=True)),
        "jump": (Token("over"), Token("to")),
    })
    messages = MESSAGES
    question_messages = QUESTION_MESSAGES
    state_type = RDState
    bots = BOTS
    questions = ("cancelled", "destinations", "legal_moves", "pawn", "winner", "reserve", "stone_reserve",
                 "lost", "first_player", "after", "phase", "is_legal")

    # -- setting up -----------------------------------------------------------------------------
    def new(self, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> RDState:
        """No chance in this game: ``seed`` changes nothing."""
        opts = self.spec.resolve_options(options)
        return self.new_on(builtin_board(str(opts["board"])), players, int(opts["turn_limit"]))

    def new_on(self, board: RiverBoard, players: int, turn_limit: int = DEFAULT_TURN_LIMIT,
               colours: Sequence[str] | None = None) -> RDState:
        """A new game on any board (one's own too, see ``boardfile.load_board``)."""
        cols = tuple(colours) if colours is not None else board.colours_for(players)
        if len(cols) != players:
            raise InputError("board", 0, "villages", f"the board {board.name!r} has no colours for {players} players")
        return RDState(
            board=board, colours=cols, turn=1, first=0, phase="program", programs=((),) * players,
            position=0, actor=0, todo=0, chosen="", stones=(), stone_reserve=STONES, planks=(),
            reserves=tuple(tuple(plank_token(c, k) for k in SIZES) for c in cols), lost=(),
            pawns=cols, turn_limit=turn_limit,
        )

    # -- reading the state ----------------------------------------------------------------------
    @staticmethod
    def neighbours(s: RDState, place: str) -> list[str]:
        """Planks and villages one step from ``place`` (a plank shares a support; a village supports it)."""
        villages = s.board.village_map
        if place in villages:
            return [p.plank for p in s.planks if place in (p.a, p.b)]
        here = s.plank_at(place)
        if here is None:
            return []
        ends = {here.a, here.b}
        out = [p.plank for p in s.planks if p.plank != place and (p.a in ends or p.b in ends)]
        out += [e for e in (here.a, here.b) if e in villages]
        return out

    @staticmethod
    def free(s: RDState, place: str, seat: int) -> bool:
        """A village always; a plank if no other pawn stands on it."""
        if place in s.board.village_map:
            return True
        other = s.pawn_on(place)
        return other is None or other == seat

    def is_place(self, s: RDState, place: str) -> bool:
        return place in s.board.village_map or s.plank_at(place) is not None

    def cancelled_by(self, s: RDState, seat: int, position: int) -> list[int]:
        """The seats whose dragon cancels ``seat``'s card at ``position`` (none if that card is a dragon)."""
        card = s.card(seat, position)
        if not card or card == HIDDEN or is_dragon(card):
            return []
        wanted = f"dragon-{s.colours[seat]}"
        return [q for q in range(s.n) if q != seat and s.card(q, position) == wanted]

    def current_card(self, s: RDState) -> str:
        return s.card(s.acting()) if s.phase == "resolve" else ""

    # -- legality -------------------------------------------------------------------------------
    def check(self, state: RDState, move: Move) -> Verdict:
        c = Checks()
        if state.phase == "over":
            if state.winner >= 0:
                c.require(False, reason("rd.over", "rd.end.reach-village"))
            else:
                c.require(False, reason("rd.over-limit", "rd.play.turns", limit=state.turn_limit))
            return c.verdict()
        if move.kind == "program":
            self._check_program(state, move, c)
        else:
            self._check_action(state, move, c)
        return c.verdict()

    def _check_program(self, s: RDState, mv: Move, c: Checks) -> None:
        seat = mv.player
        if seat is None or not 0 <= seat < s.n:
            c.require(False, reason("rd.no-player", "rd.programming.choose-five"))
            return
        if s.phase != "program":
            c.require(False, reason("rd.resolving", ("rd.programming.no-change", "rd.resolution.reveal")))
            return
        prog = s.programs[seat]
        card = str(mv.args[0]) if mv.args else ""
        colour = s.colours[seat]
        c.require(len(prog) < SLOTS, reason("rd.program-full", ("rd.programming.five-actions", "rd.programming.no-change"),
                                            player=seat))
        if card not in hand_of(colour, s.colours):
            if is_dragon(card) and dragon_colour(card) == colour:
                c.require(False, reason("rd.own-dragon", "rd.setup.player-kit.cards", colour=colour_term(colour)))
            elif is_dragon(card):
                c.require(False, reason("rd.absent-dragon", ("rd.setup.player-kit.cards.absent-dragons",
                                                             "rd.dragons.reminder.absent-colours"),
                                        colour=colour_term(dragon_colour(card))))
            else:
                c.require(False, reason("rd.not-in-hand", "rd.programming.choose-five", player=seat,
                                        card=card_term(card)))
        elif card in prog:
            c.require(False, reason("rd.card-used", "rd.programming.choose-five", player=seat, card=card_term(card)))
        if is_dragon(card):
            c.require(not any(is_dragon(x) for x in prog),
                      reason("rd.one-dragon", "rd.dragons.one-per-turn", player=seat))
        c.ground(reason("rd.ok.program", ("rd.programming.choose-five", "rd.programming.face-down-order"),
                        player=seat, slot=len(prog) + 1))
        if is_dragon(card):
            c.ground(reason("rd.ok.program-dragon", ("rd.dragons.one-per-turn", "rd.dragons.optional")))

    def _check_action(self, s: RDState, mv: Move, c: Checks) -> None:
        if mv.kind not in ("stone", "take", "plank", "remove", "move", "jump"):
            c.require(False, reason("rd.no-place", "rd.programming.five-actions", to=mv.kind))
            return
        if s.phase == "program":
            c.require(False, reason("rd.programming", ("rd.resolution.reveal", "rd.programming.choose-five")))
            return
        seat = s.acting()
        if mv.player is not None and mv.player != seat:
            if not 0 <= mv.player < s.n:
                c.require(False, reason("rd.no-player", "rd.resolution.order"))
                return
            c.require(False, reason("rd.not-acting", "rd.resolution.order", player=mv.player, other=seat))
            seat = mv.player  # judged as if it were the mover's action: their card, pawn and reserve
        card = s.card(seat)
        if mv.kind not in KINDS_FOR.get(card, ()):
            c.require(False, reason("rd.wrong-action", ("rd.programming.five-actions", "rd.programming.no-change"),
                                    player=seat, position=s.position, card=card_term(card)))
            return
        args = [str(a) for a in mv.args]
        if len(args) not in ARITY[mv.kind]:
            c.require(False, reason("rd.no-place", "rd.programming.five-actions", to=" ".join(args) or "-"))
            return
        if mv.kind == "stone":
            self._check_stone(s, seat, card, args[0], c)
        elif mv.kind == "take":
            self._check_take(s, seat, card, args[0], c, self.chosen_by(s, seat))
        elif mv.kind == "plank":
            self._check_plank(s, seat, card, args[0], args[1], c, self.chosen_by(s, seat))
        elif mv.kind == "remove":
            self._check_remove(s, seat, args[0], c)
        elif mv.kind == "move":
            self._check_move(s, seat, card, args, c)
        else:
            self._check_jump(s, seat, args[0], args[1], c)

    def _check_stone(self, s: RDState, seat: int, card: str, at: str, c: Checks) -> None:
        board = s.board
        c.require(s.stone_reserve > 0, reason("rd.stone-lost", "rd.actions.stones.empty-reserve", player=seat))
        if at in board.village_map:
            c.require(False, reason("rd.stone-in-village", "rd.actions.stones.not-in-village", at=at))
        elif at not in board.spot_ids:
            if board.side == "islands":
                c.require(False, reason("rd.no-island", ("rd.actions.stones.within-island", PLACE_CLAUSE[card]), at=at))
            else:
                c.require(False, reason("rd.no-water", "rd.actions.stones.expert.in-water", at=at))
        else:
            c.require(at not in s.stones, reason("rd.island-taken", "rd.actions.stones.one-per-island", at=at))
        if board.side == "islands":
            c.ground(reason("rd.ok.stone", PLACE_CLAUSE[card], at=at))
        else:
            c.ground(reason("rd.ok.stone-water", ("rd.actions.stones.expert.in-water",
                                                  "rd.actions.stones.expert.usual-rules"), at=at))

    @staticmethod
    def chosen_by(s: RDState, seat: int) -> str:
        """The plank ``seat`` has chosen and must place ("": none; only the acting player can have one)."""
        return s.chosen if seat == s.acting() else ""

    def _check_take(self, s: RDState, seat: int, card: str, plank: str, c: Checks, chosen: str) -> None:
        if chosen:
            c.require(False, reason("rd.plank-chosen", "rd.actions.planks.no-change", player=seat, plank=chosen))
        c.require(plank in s.reserves[seat], reason("rd.not-in-reserve", "rd.actions.planks.choose",
                                                    player=seat, plank=plank))
        c.ground(reason("rd.ok.take", ("rd.actions.planks.choose", "rd.actions.planks.no-change"),
                        player=seat, plank=plank))

    def placement_problems(self, s: RDState, plank: str, a: str, b: str) -> list[Reason]:
        """Every reason a plank cannot rest on supports a and b (empty: it can): the union of each rule's."""
        if a == b:
            return [reason("rd.same-support", "rd.actions.plank-1.place")]
        return [problem for rule in SUPPORT_RULES for problem in rule(s, plank, a, b)]

    def _check_plank(self, s: RDState, seat: int, card: str, a: str, b: str, c: Checks, chosen: str) -> None:
        if not chosen:
            c.require(False, reason("rd.choose-first", "rd.actions.planks.choose"))
            return
        for problem in self.placement_problems(s, chosen, a, b):
            c.require(False, problem)
        if not c.violations:
            distance = s.board.dist(a, b)
            c.ground(reason("rd.ok.plank", PLACE_CLAUSE[card], plank=chosen, a=a, b=b,
                            distance=fmt(distance)))
            if distance < plank_size(chosen) - EPS:
                c.ground(reason("rd.ok.plank-long", "rd.actions.planks.too-long"))

    def _check_remove(self, s: RDState, seat: int, what: str, c: Checks) -> None:
        placed = s.plank_at(what)
        if placed is not None:
            c.require(s.pawn_on(what) is None, reason("rd.plank-occupied", "rd.actions.remove.forbidden.occupied-plank",
                                                       plank=what))
            reserve = s.reserves[seat]
            size = plank_size(what)
            c.require(all(plank_size(p) != size for p in reserve),
                      reason("rd.reserve-same-size", "rd.actions.remove.forbidden.same-size", player=seat, size=size))
            colours = {plank_colour(p) for p in reserve} | {plank_colour(what)}
            c.require(len(colours) <= 2, reason("rd.reserve-colours", "rd.actions.remove.forbidden.two-colours",
                                                player=seat,
                                                colours=tuple(colour_term(x) for x in COLOURS if x in colours)))
            c.ground(reason("rd.ok.remove-plank", ("rd.actions.remove.plank", "rd.actions.remove.plank.reuse"),
                            player=seat, plank=what))
        elif what in s.stones:
            c.require(s.load(what) == 0, reason("rd.stone-carries", "rd.actions.remove.forbidden.supporting-stone",
                                                at=what))
            c.ground(reason("rd.ok.remove-stone", ("rd.actions.remove.stone", "rd.actions.stones.fixed"), at=what))
        else:
            c.require(False, reason("rd.nothing-to-remove", "rd.actions.remove.choose", what=what))

    def _check_move(self, s: RDState, seat: int, card: str, path: list[str], c: Checks) -> None:
        rule = "rd.actions.move-1.move" if card == "move1" else "rd.actions.move-2.move"
        start = s.pawns[seat]
        prev = start
        for i, place in enumerate(path):
            if not self.is_place(s, place):
                c.require(False, reason("rd.no-place", rule, to=place))
                break
            if place not in self.neighbours(s, prev):
                c.require(False, reason("rd.not-adjacent", rule, to=place, start=prev))
                break
            c.require(self.free(s, place, seat), reason("rd.occupied", "rd.actions.moves.occupied-plank", to=place,
                                                         other=s.pawn_on(place)))
            if place == s.destination(seat) and i + 1 < len(path):
                c.require(False, reason("rd.destination-ends", "rd.end.reach-village", to=place))
            prev = place
        if card == "move1":
            c.require(len(path) == 1, reason("rd.move1-one-step", "rd.actions.move-1.move"))
        elif len(path) == 1 and path[0] not in s.board.village_map:
            c.require(False, reason("rd.move2-two-steps", "rd.actions.move-2.move"))
        if card == "move2" and len(path) == 1 and path[0] in s.board.village_map:
            c.ground(reason("rd.ok.village-stop", ("rd.actions.move-2.move", "rd.actions.move-2.example"), to=path[0]))
        end = path[-1]
        c.ground(reason("rd.ok.move", rule, player=seat, to=end))
        c.ground(reason("rd.ok.any-colour", "rd.actions.moves.any-direction"))
        if end in s.board.village_map:
            c.ground(reason("rd.ok.village", "rd.actions.moves.village-unlimited"))
        if card == "move2" and len(path) == 2 and end == start:
            c.ground(reason("rd.ok.u-turn", "rd.actions.moves.u-turn"))

    def _check_jump(self, s: RDState, seat: int, over: str, to: str, c: Checks) -> None:
        start = s.pawns[seat]
        over_ok = False
        if s.plank_at(over) is None:  # a village, a stone or no place: the jump goes over a pawn on a plank
            c.require(False, reason("rd.jump-not-plank", "rd.actions.jump.over", over=over))
        elif over not in self.neighbours(s, start):
            c.require(False, reason("rd.not-adjacent", "rd.actions.jump.over", to=over, start=start))
        elif s.pawn_on(over) is None:
            c.require(False, reason("rd.jump-no-pawn", "rd.actions.jump.over", over=over))
        else:
            over_ok = True
        if to == start:
            c.require(False, reason("rd.jump-back", ("rd.actions.jump.landing", "rd.actions.jump.example"), to=to))
        elif not self.is_place(s, to):
            c.require(False, reason("rd.no-place", "rd.actions.jump.landing", to=to))
        elif over_ok and to not in self.neighbours(s, over):
            c.require(False, reason("rd.jump-landing", "rd.actions.jump.landing", to=to, over=over))
        elif over_ok and not self.free(s, to, seat):
            c.require(False, reason("rd.jump-occupied", ("rd.actions.jump.landing", "rd.actions.moves.occupied-plank"),
                                    to=to, over=over, other=s.pawn_on(to)))
        c.ground(reason("rd.ok.jump", ("rd.actions.jump.over", "rd.actions.jump.two-moves"), player=seat,
                        over=over, to=to))

    # -- candidates -----------------------------------------------------------------------------
    def candidate_moves(self, state: RDState) -> Iterable[Move]:
        s = state
        if s.phase == "over":
            return
        if s.phase == "program":
            for seat in range(s.n):
                prog = s.programs[seat]
                if len(prog) < SLOTS:
                    for card in hand_of(s.colours[seat], s.colours):
                        if card not in prog:
                            yield Move("program", (card,), seat)
            return
        yield from self._action_candidates(s)

    def _action_candidates(self, s: RDState) -> Iterator[Move]:
        seat = s.acting()
        card = s.card(seat)
        if card in ("stone1", "stone2"):
            for spot in s.board.spots:
                if spot.id not in s.stones:
                    yield Move("stone", (spot.id,))
        elif card in ("plank1", "plank2"):
            if not s.chosen:
                for p in s.reserves[seat]:
                    yield Move("take", (p,))
            else:
                for a, b in self._pairs(s, plank_size(s.chosen)):
                    yield Move("plank", (a, b))
                    yield Move("plank", (b, a))
        elif card == "remove":
            for placed in s.planks:
                yield Move("remove", (placed.plank,))
            for st in s.stones:
                yield Move("remove", (st,))
        elif card in ("move1", "move2"):
            start = s.pawns[seat]
            for v in self.neighbours(s, start):
                yield Move("move", (v,))
                if card == "move2":
                    for w in self.neighbours(s, v):
                        yield Move("move", (v, w))
        elif card == "jump":
            start = s.pawns[seat]
            for over in self.neighbours(s, start):
                if s.plank_at(over) is not None:
                    for to in self.neighbours(s, over):
                        yield Move("jump", (over, to))

    @staticmethod
    def _pairs(s: RDState, size: int) -> Iterator[tuple[str, str]]:
        """Pairs of supports at most ``size`` apart (not two villages): where a plank might go."""
        supports = list(s.stones) + [v.colour for v in s.board.villages]
        villages = s.board.village_map
        points = s.board.points
        reach = (size + EPS) ** 2  # squared distances: the same test as dist(a, b) <= size + EPS
        for i, a in enumerate(supports):
            ax, ay = points[a]
            for b in supports[i + 1:]:
                bx, by = points[b]
                if (ax - bx) ** 2 + (ay - by) ** 2 <= reach and not (a in villages and b in villages):
                    yield a, b

    def fits_somewhere(self, s: RDState, plank: str) -> bool:
        return any(not self.placement_problems(s, plank, a, b) for a, b in self._pairs(s, plank_size(plank)))

    def _any_legal(self, s: RDState) -> bool:
        return bool(self._fast_actions(s))

    # -- fast listing (the same moves as filtering candidates by ``check``; tests hold them equal) ----
    def legal_moves(self, state: RDState) -> list[Move]:
        s = state
        if s.phase == "over":
            return []
        if s.phase == "program":
            out = []
            for seat in range(s.n):
                prog = s.programs[seat]
                if len(prog) < SLOTS:
                    has_dragon = any(is_dragon(c) for c in prog)
                    for card in hand_of(s.colours[seat], s.colours):
                        if card not in prog and not (has_dragon and is_dragon(card)):
                            out.append(Move("program", (card,), seat))
            return out
        return self._fast_actions(s)

    def _fast_actions(self, s: RDState) -> list[Move]:
        seat = s.acting()
        card = s.card(seat)
        if card in ("stone1", "stone2"):
            if s.stone_reserve <= 0:
                return []
            taken = set(s.stones)
            return [Move("stone", (spot.id,)) for spot in s.board.spots if spot.id not in taken]
        if card in ("plank1", "plank2"):
            if not s.chosen:
                return [Move("take", (p,)) for p in s.reserves[seat]]
            out: list[Move] = []
            loads: dict[str, int] = {}
            for p in s.planks:
                loads[p.a] = loads.get(p.a, 0) + 1
                loads[p.b] = loads.get(p.b, 0) + 1
            pairs = [(a, b) for a, b in self._pairs(s, plank_size(s.chosen))
                     if loads.get(a, 0) < 3 and loads.get(b, 0) < 3]
            blocked = s.board.blocked({(a, b) if a < b else (b, a) for a, b in pairs}, ((p.a, p.b) for p in s.planks))
            for a, b in pairs:
                if ((a, b) if a < b else (b, a)) not in blocked:
                    out.append(Move("plank", (a, b)))
                    out.append(Move("plank", (b, a)))
            return out
        if card == "remove":
            reserve = s.reserves[seat]
            sizes = {plank_size(p) for p in reserve}
            colours = {plank_colour(p) for p in reserve}
            occupied = set(s.pawns)
            out = [Move("remove", (p.plank,)) for p in s.planks
                   if p.plank not in occupied and plank_size(p.plank) not in sizes
                   and len(colours | {plank_colour(p.plank)}) <= 2]
            used = {p.a for p in s.planks} | {p.b for p in s.planks}
            out += [Move("remove", (st,)) for st in s.stones if st not in used]
            return out
        return [m for m in self._action_candidates(s) if self.check(s, m).legal]

    # -- playing --------------------------------------------------------------------------------
    def to_move(self, state: RDState) -> tuple[int, ...]:
        if state.phase == "program":
            return tuple(p for p in range(state.n) if len(state.programs[p]) < SLOTS)
        if state.phase == "resolve":
            return (state.acting(),)
        return ()

    def is_over(self, state: RDState) -> bool:
        return state.phase == "over"

    def resolve(self, state: RDState, move: Move) -> tuple[RDState, tuple[Event, ...]]:
        ev: list[Event] = []
        s = state
        if move.kind == "program":
            seat = int(move.player or 0)
            prog = (*s.programs[seat], str(move.args[0]))
            s = evolve(s, programs=tuple(prog if i == seat else p for i, p in enumerate(s.programs)))
            ev.append(happen("rd.placed-card", ("rd.programming.face-down-order",), seat, slot=len(prog)))
            if all(len(p) == SLOTS for p in s.programs):
                s = self._proceed(s, ev)
            return s, tuple(ev)
        seat = s.acting()
        card = s.card(seat)
        args = [str(a) for a in move.args]
        if move.kind == "stone":
            stones = tuple(sorted((*s.stones, args[0]), key=_spot_key))
            s = evolve(s, stones=stones, stone_reserve=s.stone_reserve - 1, todo=s.todo - 1)
            ev.append(happen("rd.stone-placed", PLACE_CLAUSE[card], seat, at=args[0], left=s.stone_reserve))
        elif move.kind == "take":
            plank = args[0]
            s = evolve(s, chosen=plank, reserves=_without(s.reserves, seat, plank))
            ev.append(happen("rd.plank-taken", ("rd.actions.planks.choose", "rd.actions.planks.no-change"), seat, plank=plank))
            if not self.fits_somewhere(s, plank):
                s = evolve(s, chosen="", lost=(*s.lost, plank), todo=s.todo - 1)
                ev.append(happen("rd.plank-lost", ("rd.actions.planks.too-short", "rd.actions.planks.no-place"), seat,
                                 plank=plank))
        elif move.kind == "plank":
            placed = Placed(s.chosen, args[0], args[1])
            s = evolve(s, planks=(*s.planks, placed), chosen="", todo=s.todo - 1)
            ev.append(happen("rd.plank-placed", PLACE_CLAUSE[card], seat, plank=placed.plank,
                            a=placed.a, b=placed.b))
        elif move.kind == "remove":
            what = args[0]
            if s.plank_at(what) is not None:
                s = evolve(s, planks=tuple(p for p in s.planks if p.plank != what),
                            reserves=_with(s.reserves, seat, what), todo=0)
                ev.append(happen("rd.plank-removed", ("rd.actions.remove.plank", "rd.actions.remove.plank.reuse"), seat,
                                 plank=what))
            else:
                s = evolve(s, stones=tuple(x for x in s.stones if x != what), stone_reserve=s.stone_reserve + 1,
                            todo=0)
                ev.append(happen("rd.stone-removed", ("rd.actions.remove.stone", "rd.actions.stones.fixed"), seat, at=what))
        elif move.kind in ("move", "jump"):
            start = s.pawns[seat]
            to = args[-1]
            s = evolve(s, pawns=tuple(to if i == seat else p for i, p in enumerate(s.pawns)), todo=0)
            if move.kind == "move" and len(args) == 2 and to == start:
                ev.append(happen("rd.u-turned", ("rd.actions.move-2.move", "rd.actions.moves.u-turn"), seat,
                                 via=args[0], to=to))
            elif move.kind == "move":
                rule = "rd.actions.move-1.move" if card == "move1" else "rd.actions.move-2.move"
                ev.append(happen("rd.moved", rule, seat, start=start, to=to))
            else:
                ev.append(happen("rd.jumped", ("rd.actions.jump.over", "rd.actions.jump.two-moves"), seat, over=args[0], to=to))
            if to == s.destination(seat):
                ev.append(happen("rd.won", ("rd.end.reach-village", "rd.goal.reach-village"), seat,
                                 colour=colour_term(to), village=to))
                return evolve(s, phase="over", winner=seat), tuple(ev)
        s = self._settle(s, ev)
        if s.todo == 0:
            s = self._proceed(s, ev)
        return s, tuple(ev)

    def _settle(self, s: RDState, ev: list[Event]) -> RDState:
        """Carry out what the rules force in the current action: a lost stone or plank, a fall."""
        while s.todo > 0 and not self._any_legal(s):
            seat = s.acting()
            card = s.card(seat)
            colour = s.colours[seat]
            if card in ("stone1", "stone2"):
                if s.stone_reserve == 0:
                    ev.append(happen("rd.stone-lost", "rd.actions.stones.empty-reserve", seat))
                else:
                    ev.append(happen("rd.stone-nowhere", "rd.actions.stones.one-per-island", seat))
                s = evolve(s, todo=s.todo - 1)
            elif card in ("plank1", "plank2"):
                ev.append(happen("rd.no-plank", "rd.actions.planks.choose", seat))
                s = evolve(s, todo=s.todo - 1)
            elif card == "remove":
                ev.append(happen("rd.remove-lost", "rd.actions.remove.impossible", seat))
                s = evolve(s, todo=0)
            else:
                code, rule = ("rd.jump-fell", "rd.actions.jump.fail") if card == "jump" else \
                    ("rd.fell", "rd.actions.moves.fall")
                if s.pawns[seat] == colour:  # already home: nothing to fall from
                    code += "-home"
                ev.append(happen(code, rule, seat, colour=colour_term(colour), village=colour))
                s = evolve(s, todo=0, pawns=tuple(colour if i == seat else p for i, p in enumerate(s.pawns)))
        return s

    def _proceed(self, s: RDState, ev: list[Event]) -> RDState:
        """From a finished action (or the end of programming) to the next choice someone must make."""
        while True:
            if s.phase == "program":
                s = evolve(s, phase="resolve", position=1, actor=0, todo=0, chosen="")
                self._reveal(s, ev)
            elif s.actor + 1 < s.n:
                s = evolve(s, actor=s.actor + 1, todo=0, chosen="")
            elif s.position < SLOTS:
                s = evolve(s, position=s.position + 1, actor=0, todo=0, chosen="")
                self._reveal(s, ev)
            else:
                return self._end_turn(s, ev)
            s = self._begin(s, ev)
            if s.todo > 0:
                return s

    def _reveal(self, s: RDState, ev: list[Event]) -> None:
        k = s.position
        rule = ("rd.resolution.reveal",) if k == 1 else ("rd.resolution.next-card", "rd.resolution.repeat")
        for i in range(s.n):
            seat = (s.first + i) % s.n
            card = s.card(seat)
            if is_dragon(card):
                colour = dragon_colour(card)
                ev.append(happen("rd.reveal-dragon", rule, seat, position=k, colour=colour_term(colour)))
            else:
                ev.append(happen("rd.reveal", rule, seat, position=k, card=card_term(card)))
        for i in range(s.n):
            seat = (s.first + i) % s.n
            card = s.card(seat)
            if not is_dragon(card) or dragon_colour(card) not in s.colours:
                continue
            target = s.seat_of(dragon_colour(card))
            colour = colour_term(dragon_colour(card))
            if is_dragon(s.card(target)):
                ev.append(happen("rd.dragon-spares-dragon", "rd.dragons.no-cancel-dragon", seat, other=target, colour=colour))
            else:
                ev.append(happen("rd.dragon-cancels", "rd.dragons.cancel", seat, other=target,
                                colour=colour))

    def _begin(self, s: RDState, ev: list[Event]) -> RDState:
        seat = s.acting()
        card = s.card(seat)
        if is_dragon(card):
            ev.append(happen("rd.dragon-card", "rd.dragons.cancel", seat))
            return evolve(s, todo=0)
        by = self.cancelled_by(s, seat, s.position)
        if by:
            rules: tuple[str, ...] = ("rd.dragons.cancel", "rd.resolution.dragon-warning")
            if len(by) > 1:
                rules += ("rd.dragons.same-position",)
            ev.append(happen("rd.cancelled", rules, seat, card=card_term(card)))
            return evolve(s, todo=0)
        return self._settle(evolve(s, todo=ACTION_COUNT[card], chosen=""), ev)

    def _end_turn(self, s: RDState, ev: list[Event]) -> RDState:
        first = (s.first + 1) % s.n
        ev.append(happen("rd.first-passes", ("rd.turn-end.when", "rd.turn-end.pass-first-player",
                                             "rd.setup.first-player.rotation"), first))
        ev.append(event("rd.cards-back", "rd.turn-end.recover-cards"))
        base = evolve(s, programs=((),) * s.n, position=0, actor=0, todo=0, chosen="", first=first)
        if s.turn_limit and s.turn >= s.turn_limit:
            ev.append(event("rd.turn-limit", "rd.play.turns", limit=s.turn_limit))
            return evolve(base, phase="over")
        ev.append(event("rd.new-turn", ("rd.turn-end.new-turn", "rd.play.turns"), turn=s.turn + 1))
        return evolve(base, phase="program", turn=s.turn + 1)

    # -- the end --------------------------------------------------------------------------------
    def outcome(self, state: RDState) -> Outcome:
        s = state
        if s.winner >= 0:
            w = s.winner
            lines = [ScoreLine(w, 1, reason("rd.score.reached", ("rd.end.reach-village", "rd.goal.reach-village"),
                                            player=w, colour=colour_term(s.destination(w)),
                                            village=s.destination(w)))]
            lines += [ScoreLine(p, 0, reason("rd.score.not-reached", "rd.goal.reach-village", player=p))
                      for p in range(s.n) if p != w]
            scores = tuple(1 if p == w else 0 for p in range(s.n))
            ranking = (w, *(p for p in range(s.n) if p != w))
            return Outcome(scores, tuple(sorted(lines, key=lambda x: x.player)), ranking)
        # The turn limit is the tutor's, not the rulebook's: nobody has won; for self-play the players
        # are ranked by how far their pawn still is from its destination (docs/river_dragons.md).
        far = {p: self.distance_left(s, p) for p in range(s.n)}
        ranking = tuple(sorted(range(s.n), key=lambda p: (far[p], (p - s.first) % s.n)))
        lines = [ScoreLine(p, 0, reason("rd.score.limit", "rd.play.turns", player=p)) for p in range(s.n)]
        tie = [happen("rd.turn-limit", "rd.play.turns", None, limit=s.turn_limit)]
        tie += [happen("rd.limit-rank", "rd.goal.reach-village", p, distance=fmt(far[p]), rank=i + 1)
                for i, p in enumerate(ranking)]
        return Outcome((0,) * s.n, tuple(lines), ranking, tuple(tie), winners=())

    def distance_left(self, s: RDState, seat: int) -> float:
        """Straight-line distance (plank units) from a pawn (its village, or its plank's middle) to its destination."""
        where = s.pawns[seat]
        dest = s.board.points[s.destination(seat)]
        placed = s.plank_at(where)
        if placed is None:
            x, y = s.board.points[where]
        else:
            (ax, ay), (bx, by) = s.board.points[placed.a], s.board.points[placed.b]
            x, y = (ax + bx) / 2, (ay + by) / 2
        return float(((x - dest[0]) ** 2 + (y - dest[1]) ** 2) ** 0.5)

    # -- information ----------------------------------------------------------------------------
    def observation(self, state: RDState, viewer: int | None) -> RDState:
        if viewer is None:
            return state
        shown = state.position if state.phase != "program" else 0
        programs = tuple(
            prog if seat == viewer else tuple(c if i < shown else HIDDEN for i, c in enumerate(prog))
            for seat, prog in enumerate(state.programs)
        )
        return evolve(state, programs=programs)

    def validate(self, state: RDState, where: str = "state") -> None:
        from tutor.games.river_dragons.validate import validate_state

        validate_state(self, state, where)

    def from_position(self, players: int, options: Mapping[str, Any], position: Mapping[str, Any],
                      where: str) -> RDState:
        from tutor.games.river_dragons.position import state_from_position

        return state_from_position(self, players, options, position, where)

    def answer(self, state: RDState, question: str, args: Mapping[str, Any], where: str) -> tuple[Any, Sequence[Event]]:
        from tutor.games.river_dragons.position import answer

        return answer(self, state, question, args, where)


def _support_rule(s: RDState, plank: str, a: str, b: str) -> list[Reason]:
    """Each end rests on a stone or a village (rd.actions.plank-1.place)."""
    villages = s.board.village_map
    return [reason("rd.no-support", "rd.actions.plank-1.place", at=end)
            for end in (a, b) if end not in villages and end not in s.stones]


def _villages_rule(s: RDState, plank: str, a: str, b: str) -> list[Reason]:
    """Never on two villages (rd.actions.plank-1.place)."""
    villages = s.board.village_map
    return [reason("rd.two-villages", "rd.actions.plank-1.place")] if a in villages and b in villages else []


def _length_rule(s: RDState, plank: str, a: str, b: str) -> list[Reason]:
    """The plank spans the gap (rd.actions.planks.too-short); measured wherever both ends are points."""
    points = s.board.points
    if a not in points or b not in points:
        return []
    distance = s.board.dist(a, b)
    if distance <= plank_size(plank) + EPS:
        return []
    return [reason("rd.too-short", ("rd.actions.planks.too-short", "rd.actions.planks.no-moving-stones"),
                   plank=plank, a=a, b=b, distance=fmt(distance))]


def _load_rule(s: RDState, plank: str, a: str, b: str) -> list[Reason]:
    """A stone or a village carries at most 3 planks (rd.actions.planks.*-max-3)."""
    out = []
    for end in (a, b):
        if s.load(end) >= 3:
            if end in s.board.village_map:
                out.append(reason("rd.village-full", "rd.actions.planks.village-max-3", village=end))
            else:
                out.append(reason("rd.stone-full", "rd.actions.planks.stone-max-3", at=end))
    return out


def _overlap_rule(s: RDState, plank: str, a: str, b: str) -> list[Reason]:
    """Planks meet only on a support they share (rd.actions.planks.no-stacking)."""
    points = s.board.points
    if a not in points or b not in points:
        return []
    return [reason("rd.planks-overlap", "rd.actions.planks.no-stacking", plank=p.plank)
            for p in s.planks if planks_conflict(s.board, a, b, p.a, p.b)]


SupportRule = Callable[[RDState, str, str, str], list[Reason]]
SUPPORT_RULES: tuple[SupportRule, ...] = (_support_rule, _villages_rule, _length_rule, _load_rule, _overlap_rule)


def _spot_key(spot: str) -> tuple[str, int]:
    return (spot[0], int(spot[1:]) if is_number(spot[1:]) else 0)


def _without(reserves: tuple[tuple[str, ...], ...], seat: int, plank: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(p for p in r if p != plank) if i == seat else r for i, r in enumerate(reserves))


def _with(reserves: tuple[tuple[str, ...], ...], seat: int, plank: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(sorted((*r, plank), key=plank_sort_key)) if i == seat else r for i, r in enumerate(reserves))


def plank_sort_key(token: str) -> tuple[int, int]:
    return (COLOURS.index(plank_colour(token)), plank_size(token))


__all__ = ["ACTIONS", "CARDS", "RiverDragons", "is_plank"]
