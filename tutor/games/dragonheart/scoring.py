"""Dragonheart's scoring: each player's points with the clause behind each line, the winner, the outcome."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.core.game import Outcome
from tutor.core.verdict import Event, ScoreLine, actor_event, reason
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.rules import card_key
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, DragonheartState, other, points


def score_lines(state: DragonheartState) -> tuple[ScoreLine, ...]:
    """Every cited line of the score: one per card type in each score pile, the dragon, void hands."""
    lines: list[ScoreLine] = []
    for player in range(2):
        pile = state.scores[player]
        for t in TYPES:
            cards = [x for x in pile if CARD_TYPE[x] == t]
            if cards:
                pts = points(cards)
                lines.append(ScoreLine(player, pts, reason("dh.score-cards", ("dh.end.scoring", "dh.goal.points"), player=player,
                                                      card=card_key(t), count=len(cards),
                                                      values=tuple(sorted(CARD_VALUE[x] for x in cards)), points=pts)))
        if not pile:
            lines.append(ScoreLine(player, 0, reason("dh.score-empty", "dh.end.scoring", player=player)))
        if state.dragon == player:
            bonus = COMPONENTS.dragon_bonus
            lines.append(ScoreLine(player, bonus, reason("dh.score-dragon", "dh.end.great-dragon-bonus", player=player,
                                                         points=bonus)))
        if state.hands[player]:
            lines.append(ScoreLine(player, 0, reason("dh.score-hand-void", "dh.end.hands-void", player=player,
                                                count=len(state.hands[player]))))
    return tuple(lines)


def totals(state: DragonheartState) -> tuple[int, ...]:
    """Each player's points: the sum of their lines."""
    lines = score_lines(state)
    return tuple(sum(line.points for line in lines if line.player == player) for player in range(2))


def outcome(state: DragonheartState) -> Outcome:
    lines = score_lines(state)
    scores = totals(state)
    ranking, tie = rank(state, scores)
    shared = bool(tie) and tie[0].code == "dh.tie-shared"
    return Outcome(scores, lines, ranking, tie, winners=ranking if shared else None)


def rank(state: DragonheartState, scores: Sequence[int]) -> tuple[tuple[int, ...], tuple[Event, ...]]:
    if scores[0] != scores[1]:
        w = 0 if scores[0] > scores[1] else 1
        return (w, other(w)), (actor_event("dh.wins", "dh.end.winner", w, other=other(w), points=scores[w],
                                     other_points=scores[other(w)]),)
    if state.dragon is not None:
        w = state.dragon
        return (w, other(w)), (actor_event("dh.tie-dragon", ("dh.end.tie", "dh.end.winner"), w, other=other(w),
                                           points=scores[w]),)
    return (0, 1), (actor_event("dh.tie-shared", ("dh.end.tie", "dh.end.winner"), None, points=scores[0]),)


def winner(state: DragonheartState) -> int | None:
    """The winner if the game ended now (None: a tie the rules do not break)."""
    ranking, tie = rank(state, totals(state))
    return None if tie and tie[0].code == "dh.tie-shared" else ranking[0]
