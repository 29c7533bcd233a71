"""Bot against bot: ``duel`` plays a series with the seats rotated and reports wins and move times.

    from tutor.core.registry import load_game
    from tutor.duel import duel
    game = load_game("dragonheart")
    print(duel(game, game.bots["search"], game.bots["greedy"], games=20, seed=1).summary())
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from tutor.bench import percentile
from tutor.core.bots import Bot
from tutor.core.game import Game


@dataclass
class DuelResult:
    """A series of games between bot A (one seat) and bot B (every other seat)."""

    game: str
    players: int
    games: int = 0
    wins: float = 0.0  # games A won (a shared win counts its share)
    losses: float = 0.0  # games another player won
    no_winner: int = 0  # games nobody won (e.g. River Dragons' turn limit)
    a_times: list[float] = field(default_factory=list)  # seconds per move of A
    b_times: list[float] = field(default_factory=list)
    margins: list[int] = field(default_factory=list)  # A's score minus the best other score, per game
    seconds: float = 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "players": self.players, "games": self.games, "wins": self.wins,
            "losses": self.losses, "no_winner": self.no_winner, "win_rate": round(self.win_rate, 3),
            "a_move_s": {"p50": round(percentile(self.a_times, 0.5), 3), "p90": round(percentile(self.a_times, 0.9), 3),
                         "max": round(max(self.a_times, default=0.0), 3), "moves": len(self.a_times)},
            "b_move_s": {"p50": round(percentile(self.b_times, 0.5), 4), "max": round(max(self.b_times, default=0.0), 4)},
            "mean_margin": round(statistics.fmean(self.margins), 2) if self.margins else 0.0,
            "seconds": round(self.seconds, 1),
        }

    def summary(self) -> str:
        j = self.to_json()
        return (f"{self.game} {self.players}p: A won {self.wins:g} of {self.games} ({j['win_rate']:.0%}), lost {self.losses:g}, "
                f"no winner {self.no_winner}; A move p50 {j['a_move_s']['p50']} s, p90 {j['a_move_s']['p90']} s, "
                f"max {j['a_move_s']['max']} s; mean margin {j['mean_margin']}; {j['seconds']} s")


def duel(game: Game[Any], bot_a: Bot, bot_b: Bot, games: int, seed: int = 0, players: int | None = None,
         options: Mapping[str, Any] | None = None, max_moves: int = 100_000,
         progress: Callable[[DuelResult], None] | None = None) -> DuelResult:
    """``games`` games of ``bot_a`` in one seat (seat ``i % players`` in game ``i``) against ``bot_b`` in the others.

    Game ``i`` is dealt from ``seed + i`` and its bots draw from ``random.Random(seed + i)``, so a series is
    repeatable when the bots' own budgets are not time-bound. ``progress`` is called after each game."""
    n = players or game.spec.players[0]
    result = DuelResult(game.spec.name, n)
    t_start = time.perf_counter()
    for i in range(games):
        seat = i % n
        state = game.new(n, seed + i, options)
        rng = random.Random(seed + i)
        moves = 0
        while not game.is_over(state) and moves < max_moves:
            player = game.to_move(state)[0]
            bot = bot_a if player == seat else bot_b
            t0 = time.perf_counter()
            mv = bot(game, state, player, rng)
            (result.a_times if player == seat else result.b_times).append(time.perf_counter() - t0)
            state, _ = game.apply(state, mv)
            moves += 1
        result.games += 1
        if not game.is_over(state):
            result.no_winner += 1
        else:
            out = game.outcome(state)
            if seat in out.won_by:
                result.wins += 1 / len(out.won_by)
                result.losses += 1 - 1 / len(out.won_by)
            elif out.won_by:
                result.losses += 1
            else:
                result.no_winner += 1
            others = [s for p, s in enumerate(out.scores) if p != seat]
            result.margins.append(out.scores[seat] - max(others))
        result.seconds = time.perf_counter() - t_start
        if progress is not None:
            progress(result)
    return result
