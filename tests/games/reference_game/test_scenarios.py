"""The reference game's scenario files pass (collected with ``--reference-game`` only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.game_packages import folder_of
from tutor.core.registry import load_game, scenarios_of
from tutor.core.scenario import load_scenario, run_scenario
from tutor.resources import scenarios

FILES = sorted(scenarios("pebbles").rglob("*.yaml"))


def test_the_scenarios_are_found_beside_the_game():
    assert Path(str(scenarios_of("pebbles"))) == folder_of(load_game("pebbles")) / "scenarios"
    assert len(FILES) >= 4


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_passes(path):
    result = run_scenario(load_scenario(path))
    assert result.passed, result.problems
