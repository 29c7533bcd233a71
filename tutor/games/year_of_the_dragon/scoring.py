"""Points: scored with the clause that gave them (the ledger), the month's and the final scoring lines, and
the clauses a score cites."""

from __future__ import annotations

from tutor.core.game import Outcome
from tutor.core.verdict import Event, ScoreLine, event, reason
from tutor.games.year_of_the_dragon.components import COMPONENTS
from tutor.games.year_of_the_dragon.state import Player, YearOfTheDragonState, track_order

# The final breakdown: points grouped by the clause that gave them, each with its own words.
LEDGER_CODES = {
    "yotd.actions.research.gain": "yotd:points.research",
    "yotd.events.festival.scoring": "yotd:points.festival",
    "yotd.events.mongols.score": "yotd:points.mongols",
    "yotd.scoring.month.palaces": "yotd:points.palaces",
    "yotd.scoring.month.court-ladies": "yotd:points.court-ladies",
    "yotd.scoring.month.privileges": "yotd:points.privileges",
    "yotd.final.persons": "yotd:final.persons",
    "yotd.final.monks": "yotd:final.monks",
    "yotd.final.money.points": "yotd:final.money",
    "yotd_bga.great-wall.action.reward": "yotd:points.wall-tile",
    "yotd_bga.great-wall.scoring.mongol.complete": "yotd:points.wall",
    "yotd_bga.great-wall.scoring.final.complete": "yotd:points.wall",
    "yotd_bga.super-events.lantern-festival": "yotd:points.super",
    "yotd_bga.super-events.buddha": "yotd:points.super",
    "yotd_bga.super-events.charter": "yotd:points.super",
}

# Clauses a score cites besides the one it is booked under: the rest of the rule its message states.
SCORE_ALSO = {
    "yotd.final.money.points": ("yotd.final.money",),  # rice and fireworks are first sold for 2 yuan each
    "yotd_bga.great-wall.action.reward": ("yotd_bga.great-wall.action.rewards-list",),  # the tile's amount
}


def score_clauses(clause: str) -> tuple[str, ...]:
    """The clauses a score booked under ``clause`` cites."""
    return (clause, *SCORE_ALSO.get(clause, ()))


def add_points(state: YearOfTheDragonState, player: int, points: int, clause: str) -> YearOfTheDragonState:
    """Score points, remembering the rule that gave them (the final breakdown cites it)."""
    if not points:
        return state
    pl = state.players[player]
    ledger = dict(pl.ledger)
    ledger[clause] = ledger.get(clause, 0) + points
    return state.with_player(player, score=pl.score + points, ledger=tuple(sorted(ledger.items())))


def month_score(pl: Player) -> list[tuple[str, str, int]]:
    """(code, clause, points) of a player's month scoring: palaces, court ladies' fans, privileges."""
    lines = [("yotd:score.palaces", "yotd.scoring.month.palaces", len(pl.palaces)),
             ("yotd:score.court-ladies", "yotd.scoring.month.court-ladies", pl.symbols("court_lady")),
             ("yotd:score.privileges", "yotd.scoring.month.privileges",
              pl.small * COMPONENTS.small_dragons + pl.large * COMPONENTS.large_dragons)]
    return [line for line in lines if line[2]]


def monk_points(pl: Player) -> int:
    return sum(COMPONENTS.symbols(t, a) * pal.floors for pal in pl.palaces for t, a in pal.persons if t == "monk")


def final_score(pl: Player) -> list[tuple[str, str, int]]:
    """(code, clause, points) of a player's final scoring."""
    money = pl.yuan + 2 * (pl.rice + pl.fireworks)
    return [("yotd:final.persons", "yotd.final.persons", 2 * len(pl.persons)),
            ("yotd:final.monks", "yotd.final.monks", monk_points(pl)),
            ("yotd:final.money", "yotd.final.money.points", money // 3)]


def outcome(state: YearOfTheDragonState) -> Outcome:
    """Final scores with their breakdown by clause, the ranking, and the winner (with the tie-break if used)."""
    lines = [ScoreLine(player, pts, reason(LEDGER_CODES.get(clause, "yotd:points"), score_clauses(clause),
                                      points=pts))
             for player, pl in enumerate(state.players) for clause, pts in pl.ledger]
    scores = tuple(pl.score for pl in state.players)
    on_track = track_order(state.players)
    ranking = tuple(sorted(range(state.n), key=lambda player: (-scores[player], on_track.index(player))))
    tie: tuple[Event, ...] = (event("yotd:ev.winner", ("yotd.final.winner", "yotd_bga.scoring.final.winner"),
                                    ranking[0], points=scores[ranking[0]]),)
    if state.n > 1 and scores[ranking[0]] == scores[ranking[1]]:
        tied = tuple(player for player in ranking if scores[player] == scores[ranking[0]])
        tie += (event("yotd:ev.tie-break", ("yotd.final.tie-break", "yotd_bga.scoring.final.tie-break"), ranking[0],
                     tied=len(tied)),)
    return Outcome(scores, tuple(lines), ranking, tie)
