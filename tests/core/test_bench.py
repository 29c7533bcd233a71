"""The benchmark command reports every figure for a game (a short run; the numbers are not judged here)."""

from __future__ import annotations

import json
import subprocess
import sys

KEYS = {"game", "players", "games_per_s", "moves_per_game", "moves_per_s", "check_us", "apply_us", "legal_moves_us",
        "growth", "history_bytes", "save_bytes", "save_load_ms"}


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
