"""Points in the reference game: one for whoever took the last pebble (pb.end.win), cited line by line."""

from __future__ import annotations

from tests.reference_game.state import PebblesState
from tutor.core.game import Outcome
from tutor.core.verdict import ScoreLine, reason


def score_lines(state: PebblesState) -> tuple[ScoreLine, ...]:
    """A line per player: one point for the last pebble's taker, nothing for the others."""
    return tuple(ScoreLine(p, 1, reason("pb.wins", "pb.end.win", player=p)) if p == state.last
                 else ScoreLine(p, 0, reason("pb.scores-nothing", "pb.end.win", player=p))
                 for p in range(state.players))


def totals(state: PebblesState) -> tuple[int, ...]:
    return tuple(1 if p == state.last else 0 for p in range(state.players))


def outcome(state: PebblesState) -> Outcome:
    """The totals, the cited lines and the ranking (the winner first, then the others in seat order)."""
    scores = totals(state)
    ranking = tuple(sorted(range(state.players), key=lambda p: -scores[p]))
    return Outcome(scores, score_lines(state), ranking)
