"""The benchmark command reports every figure for a game (a short run; the numbers are not judged here)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

KEYS = {"game", "players", "games_per_s", "moves_per_game", "moves_per_s", "check_us", "apply_us", "legal_moves_us",
        "growth", "history_bytes", "save_bytes", "save_load_ms", "calibration_per_s", "games_per_calibration",
        "random_moves_per_s"}


def test_bench_json_reports_every_figure():
    out = subprocess.run([sys.executable, "-m", "tutor", "bench", "--json", "--games", "dragonheart", "--seconds", "0.2"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["machine"]["python"]
    (result,) = report["results"]
    assert set(result) >= KEYS
    assert result["games_per_s"] > 0 and result["history_bytes"] > result["save_bytes"] > 0
    for key in ("check_us", "apply_us", "legal_moves_us"):
        assert 0 < result[key]["p50"] <= result[key]["p99"]
    assert result["calibration_per_s"] > 0
    assert result["games_per_calibration"] == pytest.approx(result["games_per_s"] / result["calibration_per_s"], rel=0.01)


def test_the_speed_table_gives_each_figure_as_the_range_of_the_runs():
    from tutor.speed import speed_table

    def run(gps: float, calib: float) -> dict:
        lat = {"p50": 10.0, "p99": 20.0}
        return {"results": [{"game": "dragonheart", "players": 2, "games_per_s": gps, "random_moves_per_s": gps * 60,
                             "games_per_calibration": gps / calib, "check_us": lat, "apply_us": lat,
                             "legal_moves_us": lat, "growth": 1.0, "history_bytes": 180_000}]}

    table = speed_table([run(500, 1000), run(600, 1000)])
    row = table.splitlines()[2]
    assert row.startswith("| Dragonheart (2) | 500.0–600.0 | 30,000–36,000 | 0.500–0.600 |"), row


def test_duel_command_reports_wins_and_move_times():
    """``python -m tutor duel``: greedy against random at Dragonheart, a short series, as JSON."""
    out = subprocess.run([sys.executable, "-m", "tutor", "duel", "dragonheart", "--a", "greedy", "--b", "random",
                          "--games", "4", "--json"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert (result["a"], result["b"], result["games"], result["players"]) == ("greedy", "random", 4, 2)
    assert result["wins"] + result["losses"] + result["no_winner"] == 4
    assert result["a_move_s"]["moves"] > 0


def test_duel_command_refuses_an_unknown_bot():
    out = subprocess.run([sys.executable, "-m", "tutor", "duel", "china", "--a", "nobody"], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 2 and "unknown bot 'nobody'" in out.stderr and "Traceback" not in out.stderr
