"""In the Year of the Dragon: random play over many seeds with invariants, scenarios, the command line."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tests.sampling import HALVES, half_of
from tutor.core.scenario import load_scenario, run_scenario
from tutor.games.year_of_the_dragon import GAME
from tutor.games.year_of_the_dragon.components import COMPONENTS, TILES
from tutor.games.year_of_the_dragon.setup import initial_display

SCENARIOS = sorted(Path(__file__).resolve().parents[2].joinpath("scenarios", "year_of_the_dragon").rglob("*.yaml"))
SEEDS = 200


def check_invariants(state, start_total):
    courts = sum(len(p.persons) for p in state.players)
    released = sum(p.released for p in state.players)
    assert sum(state.display) + courts + released == start_total  # tiles: display + courts + released
    for p in state.players:
        assert p.yuan >= 0 and p.rice >= 0 and p.fireworks >= 0 and p.small >= 0 and p.large >= 0
        for pal in p.palaces:
            assert 1 <= pal.floors <= 3 and len(pal.persons) <= pal.floors
        assert sum(v for _, v in p.ledger) == p.score
    assert all(n >= 0 for n in state.display)


@pytest.mark.parametrize("half", HALVES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_play_keeps_every_invariant(players, half):
    start_total = sum(initial_display(players))
    rng = random.Random(players * 2 + half)
    for seed in half_of(range(SEEDS), half):
        options = {"great_wall": seed % 3 == 1, "super_events": "random" if seed % 2 else "off",
                    "edition": "new" if seed % 5 == 0 else "old"}
        state = GAME.new(players, seed, options)
        steps = 0
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            assert moves, f"seed {seed}: no legal move in phase {state.phase}"
            mv = rng.choice(moves)
            assert GAME.parse_move(str(mv)) == mv
            state, events = GAME.apply(state, mv)
            assert all(e.clauses for e in events)
            check_invariants(state, start_total)
            steps += 1
            assert steps < 2000
        if seed % 20 == 0:
            assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
            out = GAME.outcome(state)
            for p in range(players):
                assert sum(line.points for line in out.lines if line.player == p) == out.scores[p]


def test_initial_tiles_are_as_the_components_say():
    assert len(initial_display(5)) == len(TILES) and sum(initial_display(5)) == 90  # "90 person tiles"
    assert len(COMPONENTS.actions) == 7


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    result = run_scenario(load_scenario(path))
    assert result.passed, "\n".join(result.problems)


def test_scenarios_from_the_command_line():
    proc = subprocess.run([sys.executable, "-m", "tutor", "scenario", *map(str, SCENARIOS)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]


def test_play_from_the_command_line_ends_with_a_cited_score():
    proc = subprocess.run([sys.executable, "-m", "tutor", "play", "year_of_the_dragon", "--players", "5", "--seed", "1",
                           "--bots", "random"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    assert "winner:" in proc.stdout and "[yotd.scoring.month.palaces]" in proc.stdout


def test_a_players_observation_hides_the_stream_of_action_cards_to_come():
    """The action cards of later months are dealt from the state's random stream: a player's view must
    not carry it (two games differing only in their future look the same), the teacher's view does."""
    state = GAME.new(4, 1)
    other_future = GAME.new(4, 2)
    other_future = type(state)(**{**state.__dict__, "rng": other_future.rng})
    assert GAME.observation(state, None) == state
    for viewer in range(4):
        assert GAME.observation(state, viewer) == GAME.observation(other_future, viewer)
        assert GAME.observation(state, viewer).rng != state.rng
