"""Legality in the reference game: every violation with its clause, or the grounds that allow the move."""

from __future__ import annotations

from tests.reference_game.components import COMPONENTS
from tests.reference_game.state import PebblesState, is_over
from tutor.core.moves import Move
from tutor.core.verdict import Checks, Verdict, quick_legal, reason


def _judge(state: PebblesState, move: Move, c: Checks) -> None:
    """Every check of ``move`` into ``c`` (no early return: every fault is reported)."""
    if not c.require(not is_over(state), reason("pb.over", "pb.end.last")):
        return  # nothing else applies to a finished game
    if move.player is not None:
        c.require(move.player == state.turn, reason("pb.not-your-turn", "pb.setup.first",
                                                    player=state.turn, other=move.player))
    if move.kind == "take" and len(move.args) == 1:
        count = int(move.args[0])
        c.require(count <= COMPONENTS.most, reason("pb.too-many", "pb.take.count", most=COMPONENTS.most, count=count))
        c.require(count <= state.pile, reason("pb.not-enough", "pb.take.left", left=state.pile, count=count))
        c.ground(reason("pb.may-take", "pb.take.count", player=state.turn))
        if count == state.pile:
            c.ground(reason("pb.takes-last", "pb.end.win", player=state.turn))
    elif move.kind == "pass" and not move.args:
        c.require(not state.passed[state.turn], reason("pb.passed", "pb.pass.once", player=state.turn))
        c.ground(reason("pb.may-pass", "pb.pass.once", player=state.turn))
    else:
        c.require(False, reason("pb.unknown-move", "pb.take.count"))


def check(state: PebblesState, move: Move) -> Verdict:
    c = Checks()
    _judge(state, move, c)
    return c.verdict()


def is_legal(state: PebblesState, move: Move) -> bool:
    return quick_legal(lambda c: _judge(state, move, c))
