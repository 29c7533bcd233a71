"""China's final scoring: every line of the score (houses, alliances, roads), the outcome and the tie-break."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from tutor.core import Event, Outcome, Reason, ScoreLine, reason
from tutor.games.china.events import ev
from tutor.games.china.boardfile import index
from tutor.games.china.scoring import all_alliances, house_event, house_scoring, region_house_counts, road_rows
from tutor.games.china.state import ChinaState, supply


def score_lines(state: ChinaState) -> list[ScoreLine]:
    """Every line of the score: houses (during the game and at the end), alliances, roads."""
    lines: list[ScoreLine] = []
    board = state.board
    for r, region in enumerate(board.regions):
        during = region.id in state.scored
        when: tuple[str, ...] = (
            ("china.placement.house-scoring-trigger",)
            if during
            else ("china.final-scoring.houses.unscored", "china.final-scoring.houses.same", "china.final-scoring.overview")
        )
        for hs in house_scoring(region_house_counts(state, r)):
            ev = house_event(hs, region.key, *when)
            lines.append(ScoreLine(hs.player, hs.points, Reason(ev.code, ev.clauses, ev.params)))
    alliances = all_alliances(state)
    won = [p for al in alliances for p in al.winners]
    for al in alliances:
        a, b = (board.regions[index(board).region_index[x]].key for x in al.alliance.regions)
        for p in al.winners:
            extra = ("china.final-scoring.alliances.multiple",) if won.count(p) > 1 else ()
            lines.append(
                ScoreLine(
                    p,
                    al.points,
                    reason(
                        "china.score.alliance",
                        (*al.clauses, *extra, "china.final-scoring.alliances.what", "china.final-scoring.alliances.order"),
                        number=al.alliance.number,
                        a=a,
                        b=b,
                        player=p,
                        points=al.points,
                    ),
                )
            )
    for row in road_rows(state):
        lines.append(
            ScoreLine(
                row.player,
                row.points,
                reason(
                    "china.score.road",
                    row.clauses,
                    player=row.player,
                    n=row.points,
                    points=row.points,
                    spaces="-".join(str(s) for s in row.spaces),
                ),
            )
        )
    return lines


def outcome(state: ChinaState) -> Outcome:
    lines = score_lines(state)
    scores = [0] * state.players
    for ln in lines:
        scores[ln.player] += ln.points
    ranking, tie_events = rank(state, scores)
    return Outcome(tuple(scores), tuple(lines), tuple(ranking), tuple(tie_events))


def rank(state: ChinaState, scores: Sequence[int]) -> tuple[list[int], list[Event]]:
    """Most points first; ties go to the most pieces left in supply (china.winner.tie)."""
    order = sorted(range(state.players), key=lambda p: (-scores[p], -supply(state, p), p))
    events: list[Event] = []
    for pts in sorted(set(scores), reverse=True):
        tied = [p for p in order if scores[p] == pts]
        if len(tied) < 2:
            continue
        for p in tied:
            events.append(
                ev("china.tie-break", ("china.winner.tie", "china.winner.most-points"), p, points=pts, supply=supply(state, p))
            )
        for a, b in itertools.pairwise(tied):
            if supply(state, a) == supply(state, b):
                events.append(ev("china.tie-shared", "china.winner.tie", a, other=b))
    return order, events
