"""Speed as a ratio to a fixed calibration loop timed in the same run, and the CI speed guard.

Absolute figures on a shared machine swing by 2-3x with its load; the ratio of a game's moves per CPU second to
the calibration loop's rounds per CPU second, measured in alternation in one process, hardly does. ``guard`` compares each game's
ratio with the committed baseline (``bench_baseline.json`` beside this module) and fails on a regression beyond
``FACTOR``. ``TUTOR_BENCH_SLOWDOWN=K`` makes every measured move take K times as long (to show the guard fails).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.core.game import Game
from tutor.core.registry import games, load_game

BASELINE = Path(__file__).with_name("bench_baseline.json")
FACTOR = 1.5  # a game whose ratio falls below baseline / FACTOR fails the guard
GUARD_GAMES = {"year_of_the_dragon": 4, "dragonheart": 2, "china": 4, "river_dragons": 4}
GUARD_MOVES = {"year_of_the_dragon": 600, "dragonheart": 2000, "china": 1500, "river_dragons": 1200}  # ~0.05 s each
CALIBRATION_ROUNDS = 150


@dataclass(frozen=True)
class _Item:
    """A small frozen record, as the engines build them (the calibration's kind of work)."""

    key: str
    value: int
    tags: tuple[str, ...]


def calibration_round() -> int:
    """One round of fixed pure-Python work like the engines' (tuples, dicts, frozen records, sorting)."""
    rng = random.Random(7)
    items = [_Item(f"k{i % 37}", rng.randrange(1000), ("a", "b")[: i % 3]) for i in range(300)]
    table: dict[str, int] = {}
    for it in items:
        table[it.key] = table.get(it.key, 0) + it.value + len(it.tags)
    ordered = sorted(items, key=lambda it: (it.key, -it.value))
    return sum(table.values()) + len(ordered)


def slowdown() -> int:
    """How many times as long each measured move takes (``TUTOR_BENCH_SLOWDOWN``, default 1)."""
    try:
        return max(1, int(os.environ.get("TUTOR_BENCH_SLOWDOWN", "1")))
    except ValueError:
        return 1


def calibration_cpu(rounds: int = CALIBRATION_ROUNDS) -> float:
    """Calibration rounds per second of this process's CPU time (other processes' load does not count)."""
    t0 = time.process_time()
    for _ in range(rounds):
        calibration_round()
    return rounds / max(time.process_time() - t0, 1e-9)


def move_cpu(game: Game[Any], players: int, moves: int, seed: int = 1) -> float:
    """Moves per second of CPU time over a fixed stretch of random play (fixed seeds: the same work every run)."""
    rng = random.Random(seed)
    work = slowdown()
    state = game.new(players, seed)
    t0 = time.process_time()
    for _ in range(moves):
        if game.is_over(state):
            seed += 1
            state = game.new(players, seed)
        t_move = time.process_time()
        state, _ = game.resolve(state, rng.choice(game.legal_moves(state)))
        if work > 1:  # a deliberate slowdown: the move's time again, (work - 1) times, as pure-Python work
            until = time.process_time() + (work - 1) * (time.process_time() - t_move)
            while time.process_time() < until:
                pass
    return moves / max(time.process_time() - t0, 1e-9)


def ratio(game: Game[Any], players: int, moves: int, rounds: int = 3) -> float:
    """A game's moves per CPU second over the calibration's rounds per CPU second: the median of ``rounds``
    alternations (CPU time, not wall time, so the machine's other load hardly matters)."""
    ratios = []
    for _ in range(rounds):
        calib = calibration_cpu()
        rate = move_cpu(game, players, moves)
        calib = (calib + calibration_cpu()) / 2
        ratios.append(rate / calib)
    return statistics.median(ratios)


def measure(names: Iterable[str] | None = None) -> dict[str, float]:
    """Every guarded game's ratio (or those named), keyed ``game/players``."""
    chosen = set(GUARD_GAMES if names is None else names)
    return {f"{name}/{n}": ratio(load_game(name), n, GUARD_MOVES[name]) for name, n in GUARD_GAMES.items()
            if name in chosen}


def load_baseline(path: Path = BASELINE) -> dict[str, float]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): float(v) for k, v in data["ratios"].items()}


def guard(measured: dict[str, float], baseline: dict[str, float], factor: float = FACTOR) -> list[str]:
    """The games slower than baseline / ``factor``, each as a sentence (empty: the guard passes)."""
    return [f"{key}: ratio {measured[key]:.3g} < baseline {base:.3g} / {factor} (x{base / measured[key]:.2f} slower)"
            for key, base in baseline.items() if key in measured and measured[key] < base / factor]


def write_baseline(measured: dict[str, float], path: Path = BASELINE) -> None:
    """Commit new baseline ratios (after a deliberate speed change; ``python -m tutor bench --write-baseline``)."""
    note = ("moves per CPU second of fixed random play over rounds per CPU second of tutor.speed.calibration_round, "
            f"same run, median of 3 alternations; the guard fails below baseline / {FACTOR}")
    path.write_text(json.dumps({"note": note, "ratios": {k: round(v, 4) for k, v in measured.items()}}, indent=1)
                    + "\n", encoding="utf-8")


def game_title(game: str) -> str:
    """The game's English name, from its spec (a game added needs no entry here)."""
    return str(load_game(game).spec.names["en"]) if game in {g.spec.name for g in games()} else game


def _span(values: list[float], fmt: str) -> str:
    low, high = min(values), max(values)
    return format(low, fmt) if format(low, fmt) == format(high, fmt) else f"{format(low, fmt)}–{format(high, fmt)}"


def speed_table(reports: list[dict[str, Any]]) -> str:
    """The README's speed table from ``bench --json`` reports (one per run): each figure as the range of the runs."""
    rows: dict[str, dict[int, list[dict[str, Any]]]] = {}
    for report in reports:
        for r in report["results"]:
            rows.setdefault(r["game"], {}).setdefault(r["players"], []).append(r)
    lines = ["| game (players) | random games/s | random moves/s | ratio to calibration (games/s ÷ rounds/s) | "
             "check p99 | apply p99 | legal_moves p50 & p99 | growth | history |",
             "|---|---|---|---|---|---|---|---|---|"]
    for game, by_players in rows.items():
        counts = sorted(by_players)

        def col(key: str, fmt: str, scale: float = 1.0, sub: str = "", by: dict[int, list[dict[str, Any]]] = by_players,
                ns: list[int] = counts) -> str:
            return " / ".join(_span([(r[key][sub] if sub else r[key]) * scale for r in by[n]], fmt) for n in ns)

        legal = " / ".join(_span([r["legal_moves_us"]["p50"] for r in by_players[n]], ".0f") + " & "
                           + _span([r["legal_moves_us"]["p99"] for r in by_players[n]], ".0f") for n in counts)
        lines.append(
            f"| {game_title(game)} ({' / '.join(map(str, counts))}) | {col('games_per_s', '.1f')} | "
            f"{col('random_moves_per_s', ',.0f')} | {col('games_per_calibration', '.3f')} | "
            f"{col('check_us', '.0f', sub='p99')} µs | {col('apply_us', '.2f', 1e-3, 'p99')} ms | "
            f"{legal} µs | "
            f"{col('growth', '.2f')} | {col('history_bytes', '.2f', 1e-6)} MB |")
    return "\n".join(lines)
