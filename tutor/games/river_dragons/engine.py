"""River Dragons: programming five cards at once, then resolving them position by position.

The game object sets a game up and hands each rule to its module: ``checks.check`` is the one place
legality is decided, ``listing`` lists the moves, ``effects`` carries out a legal move and then plays
on by itself through everything the rules force (cancelled actions, a lost action, a fall) until some
player has a choice to make again; ``planks`` knows where pawns step and planks rest.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.core.errors import InputError
from tutor.core.evolve import evolve
from tutor.core.game import Game, GameSpec, OptionSpec, Outcome
from tutor.core.moves import ArgSpec, Move, MoveSchema
from tutor.core.verdict import Event, Reason, ScoreLine, Verdict, reason
from tutor.games.river_dragons import checks, effects, listing, planks
from tutor.games.river_dragons.boardfile import RiverBoard, builtin_board
from tutor.games.river_dragons.bots import BOTS
from tutor.games.river_dragons.messages import MESSAGES, QUESTION_MESSAGES
from tutor.games.river_dragons.planks import fmt
from tutor.games.river_dragons.state import (
    ACTIONS,
    CARDS,
    HIDDEN,
    SIZES,
    SLOTS,
    STONES,
    RDState,
    colour_term,
    happen,
    is_plank,
    plank_token,
)
from tutor.text.ui import N_

TURN_LIMITS = (0, 1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 500, 1000)
DEFAULT_TURN_LIMIT = 100  # a safety net for self-play; docs/river_dragons.md explains it
TOKEN = re.compile(r"^[a-z][a-z0-9_-]*$")


@dataclass(frozen=True)
class Token(ArgSpec):
    """A word of the board's notation: an island (i7), a water point (w12), a village (red), a plank (red3)."""

    def parse(self, word: str, where: str) -> str:
        if not TOKEN.match(word):
            raise InputError(where, 0, self.name, f"{word!r} is not a place or plank name (e.g. i7, red, red3)")
        return word


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
        return planks.neighbours(s, place)

    @staticmethod
    def free(s: RDState, place: str, seat: int) -> bool:
        """A village always; a plank if no other pawn stands on it."""
        return planks.free(s, place, seat)

    def is_place(self, s: RDState, place: str) -> bool:
        return planks.is_place(s, place)

    def cancelled_by(self, s: RDState, seat: int, position: int) -> list[int]:
        """The seats whose dragon cancels ``seat``'s card at ``position`` (none if that card is a dragon)."""
        return effects.cancelled_by(s, seat, position)

    def current_card(self, s: RDState) -> str:
        return s.card(s.acting()) if s.phase == "resolve" else ""

    # -- legality -------------------------------------------------------------------------------
    def check(self, state: RDState, move: Move) -> Verdict:
        return checks.check(state, move)

    def placement_problems(self, s: RDState, plank: str, a: str, b: str) -> list[Reason]:
        """Every reason a plank cannot rest on supports a and b (empty: it can): the union of each rule's."""
        return planks.placement_problems(s, plank, a, b)

    def fits_somewhere(self, s: RDState, plank: str) -> bool:
        return planks.fits_somewhere(s, plank)

    # -- listing --------------------------------------------------------------------------------
    def candidate_moves(self, state: RDState) -> Iterable[Move]:
        return listing.candidate_moves(state)

    def legal_moves(self, state: RDState) -> list[Move]:
        """The same moves as filtering candidates by ``check`` (tests hold them equal), generated fast."""
        return listing.legal_moves(state)

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
        return effects.resolve(state, move)

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



__all__ = ["ACTIONS", "CARDS", "RiverDragons", "is_plank"]
