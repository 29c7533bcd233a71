"""The end of River Dragons: the first pawn home wins; at the tutor's turn limit, the ranking by distance left."""

from __future__ import annotations

from tutor.core.game import Outcome
from tutor.core.verdict import ScoreLine, actor_event, reason
from tutor.games.river_dragons.planks import fmt
from tutor.games.river_dragons.state import RiverDragonsState, colour_term


def outcome(state: RiverDragonsState) -> Outcome:
    s = state
    if s.winner >= 0:
        w = s.winner
        lines = [ScoreLine(w, 1, reason("rd.score.reached", ("rd.end.reach-village", "rd.goal.reach-village"),
                                        player=w, colour=colour_term(s.destination(w)),
                                        village=s.destination(w)))]
        lines += [ScoreLine(player, 0, reason("rd.score.not-reached", "rd.goal.reach-village", player=player))
                  for player in range(s.n) if player != w]
        scores = tuple(1 if player == w else 0 for player in range(s.n))
        ranking = (w, *(player for player in range(s.n) if player != w))
        return Outcome(scores, tuple(sorted(lines, key=lambda x: x.player)), ranking)
    # The turn limit is the tutor's, not the rulebook's: nobody has won; for self-play the players
    # are ranked by how far their pawn still is from its destination (docs/river_dragons.md).
    far = {player: distance_left(s, player) for player in range(s.n)}
    ranking = tuple(sorted(range(s.n), key=lambda player: (far[player], (player - s.first) % s.n)))
    lines = [ScoreLine(player, 0, reason("rd.score.limit", "rd.play.turns", player=player)) for player in range(s.n)]
    tie = [actor_event("rd.turn-limit", "rd.play.turns", None, limit=s.turn_limit)]
    tie += [actor_event("rd.limit-rank", "rd.goal.reach-village", player, distance=fmt(far[player]), rank=i + 1)
            for i, player in enumerate(ranking)]
    return Outcome((0,) * s.n, tuple(lines), ranking, tuple(tie), winners=())


def distance_left(s: RiverDragonsState, player: int) -> float:
    """Straight-line distance (plank units) from a pawn (its village, or its plank's middle) to its destination."""
    where = s.pawns[player]
    dest = s.board.points[s.destination(player)]
    placed = s.plank_at(where)
    if placed is None:
        x, y = s.board.points[where]
    else:
        (ax, ay), (bx, by) = s.board.points[placed.a], s.board.points[placed.b]
        x, y = (ax + bx) / 2, (ay + by) / 2
    return float(((x - dest[0]) ** 2 + (y - dest[1]) ** 2) ** 0.5)
