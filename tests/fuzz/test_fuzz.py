"""Fuzzing the tutor's inputs (issue 16): malformed scenarios, saves and move strings for every game.

Every case must end in acceptance or an InputError (never another exception), within a time and a
memory bound, and a refused move or save must leave the state or match as it was. The default run
tries a few hundred cases; ``-m slow`` (``make fuzz``) runs the wide version.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.harness import (
    GAMES,
    check_move,
    check_save,
    check_scenario,
    mutate,
    mutated_scenario,
    played_match,
    save_with_start,
    scenario_texts,
)
from tutor.core.codec import encode
from tutor.core.registry import load_game

FAST = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])
WIDE = settings(max_examples=1500, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(0, 2**32 - 1)
DIGITS = "0123456789²³¹٣۴०१߂໓〇一"
MOVE_TEXT = st.text(alphabet=st.sampled_from(list(DIGITS + "pP: -+_x\t\n\x00\x07é龍abcdefghijklmnopqrstuvwxyz")),
                    max_size=40)

_TEXTS: dict[str, list[str]] = {}
_MATCHES: dict[str, list[Any]] = {}


def texts(game: str) -> list[str]:
    if game not in _TEXTS:
        _TEXTS[game] = scenario_texts(game)
    return _TEXTS[game]


def matches(game: str) -> list[Any]:
    if game not in _MATCHES:
        _MATCHES[game] = [played_match(game, s) for s in range(3)]
    return _MATCHES[game]


def scenario_case(game: str, seed: int) -> None:
    rng = random.Random(seed)
    text = mutated_scenario(rng.choice(texts(game)), rng)
    assert check_scenario(text) in ("ok", "failed", "input")


def save_case(game: str, seed: int) -> None:
    rng = random.Random(seed)
    match = rng.choice(matches(game))
    data = save_with_start(match) if rng.random() < 0.7 else match.to_json()
    assert check_save(game, mutate(data, rng)) in ("ok", "input")


def move_case(game: str, seed: int, text: str) -> None:
    rng = random.Random(seed)
    match = rng.choice(matches(game))
    state = match.history[rng.randrange(len(match.history))].state
    legal = [str(m) for m in load_game(game).legal_moves(state)]
    if legal and rng.random() < 0.6:  # a legal move with one word changed or added
        words = rng.choice(legal).split()
        words.insert(rng.randrange(len(words) + 1), text) if rng.random() < 0.5 else words.__setitem__(
            rng.randrange(len(words)), text)
        text = " ".join(words)
    assert check_move(game, state, text) in ("legal", "illegal", "input")


@pytest.mark.parametrize("game", GAMES)
@FAST
@given(seed=SEEDS)
def test_malformed_scenarios(game, seed):
    scenario_case(game, seed)


@pytest.mark.parametrize("game", GAMES)
@FAST
@given(seed=SEEDS)
def test_malformed_saves(game, seed):
    save_case(game, seed)


@pytest.mark.parametrize("game", GAMES)
@settings(FAST, max_examples=250)
@given(seed=SEEDS, text=MOVE_TEXT)
def test_junk_moves(game, seed, text):
    move_case(game, seed, text)


@pytest.mark.parametrize("game", GAMES)
def test_a_refused_save_leaves_the_companion_as_it_was(game):
    from tutor.notebook.live.companion import Companion

    low = load_game(game).spec.players[0]
    c = Companion(game, players=low)
    c.try_move(c.legal()[0])
    before = c.match.to_json()
    rng = random.Random(7)
    refused = 0
    for _ in range(12):
        data = mutate(save_with_start(matches(game)[0]), rng)
        if not c.load(json.dumps(data, default=str)):
            refused += 1
            assert c.match.to_json() == before and encode(c.state) == encode(c.match.state)
        else:
            c.load(json.dumps(c.match.to_json()))  # (a mutation that happened to be valid)
            before = c.match.to_json()
    assert refused


# -- the wide run (make fuzz) ---------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@WIDE
@given(seed=SEEDS)
def test_malformed_scenarios_wide(game, seed):
    scenario_case(game, seed)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@WIDE
@given(seed=SEEDS)
def test_malformed_saves_wide(game, seed):
    save_case(game, seed)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
@settings(WIDE, max_examples=3000)
@given(seed=SEEDS, text=MOVE_TEXT)
def test_junk_moves_wide(game, seed, text):
    move_case(game, seed, text)
