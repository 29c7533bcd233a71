"""What a legal move does in the reference game: pebbles leave the pile, a pass is spent, the turn passes on."""

from __future__ import annotations

from dataclasses import replace

from tests.reference_game.state import PebblesState
from tutor.core.moves import Move
from tutor.core.verdict import Event, actor_event, event


def resolve(state: PebblesState, move: Move) -> tuple[PebblesState, tuple[Event, ...]]:
    """The state after a legal ``move`` and the events, each with its clause."""
    player, nxt = state.turn, (state.turn + 1) % state.players
    if move.kind == "pass":
        passed = tuple(True if p == player else x for p, x in enumerate(state.passed))
        return replace(state, passed=passed, turn=nxt), (actor_event("pb.passes", "pb.pass.once", player),)
    count = int(move.args[0])
    taken = tuple(t + count if p == player else t for p, t in enumerate(state.taken))
    after = replace(state, pile=state.pile - count, taken=taken, turn=nxt)
    events: tuple[Event, ...] = (actor_event("pb.takes", "pb.take.count", player, count=count),)
    if after.pile == 0:
        after = replace(after, last=player, turn=player)
        events += (event("pb.emptied", "pb.end.last"),)
    return after, events
