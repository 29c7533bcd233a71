"""Every China scenario (rulebook examples and quizzes) passes, also through the command line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tutor.core.scenario import load_scenario, parse_scenario, run_scenario
from tutor.games.china.quiz import generate

ROOT = Path(__file__).resolve().parents[3]
FILES = sorted((ROOT / "tests/scenarios/china").rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_scenario(path):
    result = run_scenario(load_scenario(path))
    assert result.passed, result.problems


def test_counts():
    assert len([p for p in FILES if "rulebook" in p.parts]) >= 7
    assert len([p for p in FILES if "quiz" in p.parts]) >= 15


def test_cli_runs_them_all():
    out = subprocess.run([sys.executable, "-m", "tutor", "scenario", *map(str, FILES)], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr


def test_cli_play_ends_with_a_cited_final_scoring():
    out = subprocess.run(
        [sys.executable, "-m", "tutor", "play", "china", "--players", "4", "--seed", "1", "--bots", "random"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert out.returncode == 0 and "winner:" in out.stdout and "[china.house-scoring.first" in out.stdout


@pytest.mark.parametrize("seed", range(6))
def test_quiz_generator(seed):
    data = generate(seed)
    assert set(data["position"]) == {"state"} and len(data["questions"]) == 1
    result = run_scenario(parse_scenario(yaml.safe_dump(data, allow_unicode=True), f"quiz-{seed}"))
    assert result.passed, result.problems
