"""The CI speed guard: each game's moves/s as a ratio to a calibration loop timed in the same run, against the
committed baseline (tutor/bench_baseline.json); a regression beyond 1.5x fails, a deliberate 2x slowdown fails."""

from __future__ import annotations

import os
import subprocess
import sys

from tutor import speed


def test_guard_fails_below_baseline_over_the_factor_only():
    baseline = {"a/2": 3.0, "b/4": 10.0}
    assert speed.guard({"a/2": 2.1, "b/4": 7.0}, baseline) == []  # 1.43x and 1.43x slower: within 1.5
    failures = speed.guard({"a/2": 1.9, "b/4": 7.0}, baseline)
    assert len(failures) == 1 and failures[0].startswith("a/2")


def test_the_baseline_covers_every_guarded_game():
    assert set(speed.load_baseline()) == {f"{g}/{n}" for g, n in speed.GUARD_GAMES.items()}
    assert speed.FACTOR == 1.5


def test_slowdown_reads_the_environment(monkeypatch):
    monkeypatch.setenv("TUTOR_BENCH_SLOWDOWN", "2")
    assert speed.slowdown() == 2
    monkeypatch.setenv("TUTOR_BENCH_SLOWDOWN", "x")
    assert speed.slowdown() == 1


def _guard(env_extra: dict[str, str], *games: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **env_extra}
    return subprocess.run([sys.executable, "-m", "tutor", "bench", "--guard", "--games", *games],
                          capture_output=True, text=True, timeout=300, env=env)


def test_the_guard_passes_on_this_code():
    out = _guard({})
    assert out.returncode == 0, out.stdout + out.stderr
    assert "speed guard: ok" in out.stdout


def test_the_guard_fails_on_a_deliberate_2x_slowdown():
    out = _guard({"TUTOR_BENCH_SLOWDOWN": "2"}, "year_of_the_dragon", "dragonheart")
    assert out.returncode == 1, out.stdout + out.stderr
    assert "SLOWER: year_of_the_dragon/4" in out.stdout and "SLOWER: dragonheart/2" in out.stdout
