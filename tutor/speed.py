"""Speed as a ratio to a fixed calibration loop timed in the same run, and the CI speed guard.

Absolute figures on a shared machine swing by 2-3x with its load; the ratio of a game's moves/s to the
calibration loop's rounds/s, measured in alternation in one process, does not. ``guard`` compares each game's
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
from tutor.core.registry import load_game

BASELINE = Path(__file__).with_name("bench_baseline.json")
FACTOR = 1.5  # a game whose ratio falls below baseline / FACTOR fails the guard
GUARD_GAMES = {"year_of_the_dragon": 4, "dragonheart": 2, "china": 4, "river_dragons": 4}


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


def calibration_rate(seconds: float) -> float:
    """Calibration rounds per second over about ``seconds``."""
    t0 = time.perf_counter()
    rounds = 0
    while rounds == 0 or time.perf_counter() - t0 < seconds:
        calibration_round()
        rounds += 1
    return rounds / (time.perf_counter() - t0)


def move_rate(game: Game[Any], players: int, seconds: float, seed: int = 1) -> float:
    """Moves per second of random play (listing, choosing, resolving), restarting finished games."""
    rng = random.Random(seed)
    work = slowdown()
    state = game.new(players, seed)
    t0 = time.perf_counter()
    moves = 0
    while moves == 0 or time.perf_counter() - t0 < seconds:
        if game.is_over(state):
            seed += 1
            state = game.new(players, seed)
        t_move = time.perf_counter()
        mv = rng.choice(game.legal_moves(state))
        state, _ = game.resolve(state, mv)
        if work > 1:  # a deliberate slowdown: the move's time again, (work - 1) times, as pure-Python work
            until = time.perf_counter() + (work - 1) * (time.perf_counter() - t_move)
            while time.perf_counter() < until:
                pass
        moves += 1
    return moves / (time.perf_counter() - t0)


def ratio(game: Game[Any], players: int, seconds: float, rounds: int = 3) -> float:
    """A game's moves/s over the calibration's rounds/s: the median of ``rounds`` alternations."""
    ratios = []
    for i in range(rounds):
        calib = calibration_rate(seconds / 2)
        moves = move_rate(game, players, seconds, seed=1 + 1000 * i)
        calib = (calib + calibration_rate(seconds / 2)) / 2
        ratios.append(moves / calib)
    return statistics.median(ratios)


def measure(seconds: float = 0.3, names: Iterable[str] | None = None) -> dict[str, float]:
    """Every guarded game's ratio (or those named), keyed ``game/players``."""
    chosen = set(GUARD_GAMES if names is None else names)
    return {f"{name}/{n}": ratio(load_game(name), n, seconds) for name, n in GUARD_GAMES.items() if name in chosen}


def load_baseline(path: Path = BASELINE) -> dict[str, float]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return {str(k): float(v) for k, v in data["ratios"].items()}


def guard(measured: dict[str, float], baseline: dict[str, float], factor: float = FACTOR) -> list[str]:
    """The games slower than baseline / ``factor``, each as a sentence (empty: the guard passes)."""
    return [f"{key}: ratio {measured[key]:.3g} < baseline {base:.3g} / {factor} (x{base / measured[key]:.2f} slower)"
            for key, base in baseline.items() if key in measured and measured[key] < base / factor]


def write_baseline(measured: dict[str, float], path: Path = BASELINE) -> None:
    """Commit new baseline ratios (after a deliberate speed change; ``python -m tutor bench --write-baseline``)."""
    note = ("moves/s of random play over rounds/s of tutor.speed.calibration_round, same run, median of 3 "
            f"alternations; the guard fails below baseline / {FACTOR}")
    path.write_text(json.dumps({"note": note, "ratios": {k: round(v, 4) for k, v in measured.items()}}, indent=1)
                    + "\n", encoding="utf-8")
