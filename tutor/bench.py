"""``python -m tutor bench``: how fast each game plays, checks, applies and lists moves, in CPU time."""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

from tutor.core.bots import random_bot
from tutor.core.game import Game
from tutor.core.match import Match
from tutor.core.registry import games, load_game
from tutor.speed import (
    BASELINE,
    FACTOR,
    GUARD_GAMES,
    calibration_cpu,
    guard,
    load_baseline,
    measure,
    slowdown,
    speed_table,
    write_baseline,
)

# Every figure is in this process's CPU time: on a shared machine other processes' load does not count, so the
# figures are those of one quiet core (less the caches and clock speed other processes share).
CLOCK = time.process_time
BENCH_PLAYERS = {"year_of_the_dragon": (2, 3, 4, 5), "dragonheart": (2,), "china": (3, 4, 5), "river_dragons": (2, 4, 6)}


def percentile(values: list[float], q: float) -> float:
    """The value at quantile ``q`` (0..1) of ``values`` (0 for none)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def history_memory(game: Game[Any], players: int, seed: int, moves: list[Any]) -> int:
    """Bytes a whole match (every state kept, shared where unchanged) holds in memory, by tracemalloc."""
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        match = Match.new(game, players, seed)
        for mv in moves:
            match.push(mv)
        gc.collect()
        size = tracemalloc.get_traced_memory()[0] - base
    finally:
        tracemalloc.stop()
    del match
    return size


def bench_game(game: Game[Any], players: int, seconds: float) -> dict[str, Any]:
    """Random games for ``seconds``: throughput, per-call latencies (µs), growth, history size."""
    rng = random.Random(1)
    check_us: list[float] = []
    apply_us: list[float] = []
    legal_us: list[float] = []
    first: list[float] = []
    last: list[float] = []
    finished = 0
    moves_played = 0
    played_time = 0.0
    history_bytes = save_bytes = 0
    save_load_ms = 0.0
    deadline = CLOCK() + seconds
    seed = 0
    while CLOCK() < deadline or finished == 0:
        seed += 1
        t_game = CLOCK()
        state = game.new(players, seed)
        played: list[Any] = []
        per_move: list[float] = []
        while not game.is_over(state):
            t0 = CLOCK()
            moves = game.legal_moves(state)
            t1 = CLOCK()
            mv = rng.choice(moves)
            verdict = game.check(state, mv)  # the move is checked once: resolve carries out what check accepted
            t2 = CLOCK()
            assert verdict.legal
            state, _ = game.resolve(state, mv)
            t3 = CLOCK()
            played.append(mv)
            legal_us.append((t1 - t0) * 1e6)
            check_us.append((t2 - t1) * 1e6)
            apply_us.append((t3 - t2) * 1e6)
            per_move.append((t3 - t0) * 1e6)
        played_time += CLOCK() - t_game
        finished += 1
        moves_played += len(per_move)
        tenth = max(1, len(per_move) // 10)
        first.extend(per_move[:tenth])
        last.extend(per_move[-tenth:])
        if finished == 1:
            history_bytes = history_memory(game, players, seed, played)
            match = Match.new(game, players, seed)
            for mv in played:
                match.push(mv)
            save_bytes = len(match.dumps().encode("utf-8"))
            t0 = CLOCK()
            Match.loads(game, match.dumps())
            save_load_ms = (CLOCK() - t0) * 1e3
    # games/s: full games of the random bot (uniform over legal moves) without the per-call timers, between two
    # timings of the fixed calibration loop (tutor.speed): the ratio to it holds from machine to machine
    calib_before = calibration_cpu()
    t0 = CLOCK()
    quick = 0
    while CLOCK() - t0 < min(seconds, 2.0) or quick == 0:
        state = game.new(players, 10_000 + quick)
        while not game.is_over(state):
            state, _ = game.resolve(state, random_bot(game, state, game.to_move(state)[0], rng))  # checked by the bot
        quick += 1
    games_per_s = quick / (CLOCK() - t0)
    calib = (calib_before + calibration_cpu()) / 2
    growth = statistics.median(last) / statistics.median(first) if first and last else 1.0
    return {
        "game": game.spec.name, "players": players, "games_per_s": round(games_per_s, 1),
        "moves_per_game": round(moves_played / finished, 1),
        "check_us": {"p50": round(percentile(check_us, 0.5), 1), "p99": round(percentile(check_us, 0.99), 1)},
        "apply_us": {"p50": round(percentile(apply_us, 0.5), 1), "p99": round(percentile(apply_us, 0.99), 1)},
        "legal_moves_us": {"p50": round(percentile(legal_us, 0.5), 1), "p99": round(percentile(legal_us, 0.99), 1)},
        "moves_per_s": round(moves_played / played_time), "growth": round(growth, 2),
        "calibration_per_s": round(calib, 1), "games_per_calibration": round(games_per_s / calib, 4),
        "random_moves_per_s": round(games_per_s * moves_played / finished),
        "history_bytes": history_bytes, "save_bytes": save_bytes, "save_load_ms": round(save_load_ms, 1),
    }


def run_guard(args: argparse.Namespace) -> int:
    """``bench --guard``: 1 if a game's ratio to the calibration loop fell below its baseline / 1.5."""
    names = set(args.games or GUARD_GAMES)
    measured = measure(names)
    if args.write_baseline:
        write_baseline(measured)
        print(f"baseline written: {BASELINE}")
        return 0
    baseline = load_baseline()
    for key, value in measured.items():
        print(f"{key:22} ratio {value:.4g}  baseline {baseline.get(key, float('nan')):.4g}  "
              f"({value / baseline[key]:.2f}x baseline)" if key in baseline else f"{key:22} ratio {value:.4g}")
    failures = guard(measured, baseline)
    for line in failures:
        print(f"SLOWER: {line}")
    print(f"speed guard: {'FAIL' if failures else 'ok'} (factor {FACTOR}; slowdown x{slowdown()})")
    return 1 if failures else 0


def run_bench(args: argparse.Namespace) -> int:
    if getattr(args, "table", None):
        reports = [json.loads(Path(f).read_text(encoding="utf-8")) for f in args.table]
        print(speed_table(reports))
        return 0
    if getattr(args, "guard", False) or getattr(args, "write_baseline", False):
        return run_guard(args)
    if getattr(args, "clicks", False):
        from tutor.clickbench import run_clicks  # the notebook side (ipywidgets) only when asked

        return run_clicks(args.games or [g.spec.name for g in games()], as_json=args.json)
    chosen = [load_game(n) for n in args.games] if args.games else games()
    results = []
    for game in chosen:
        for players in BENCH_PLAYERS.get(game.spec.name, (game.spec.players[0],)):
            results.append(bench_game(game, players, args.seconds))
            if not args.json:
                r = results[-1]
                print(f"{r['game']:20} {r['players']}p  {r['games_per_s']:8.1f} games/s  "
                      f"check p50/p99 {r['check_us']['p50']}/{r['check_us']['p99']} µs  "
                      f"apply {r['apply_us']['p50']}/{r['apply_us']['p99']} µs  "
                      f"legal_moves {r['legal_moves_us']['p50']}/{r['legal_moves_us']['p99']} µs  "
                      f"{r['moves_per_s']} moves/s  growth {r['growth']}×  history {r['history_bytes'] / 1e6:.2f} MB  "
                      f"(saved {r['save_bytes'] / 1e3:.0f} kB)  "
                      f"save+load {r['save_load_ms']} ms  "
                      f"ratio {r['games_per_calibration']} games per calibration round", flush=True)
    if args.json:
        machine = {"python": sys.version.split()[0], "platform": platform.platform(), "processor": platform.machine()}
        print(json.dumps({"machine": machine, "results": results}, indent=1))
    return 0
