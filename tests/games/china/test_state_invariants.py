"""Random play over 500+ seeds (3, 4 and 5 players, both sides, with and without fortifications) with invariants."""

from __future__ import annotations

import json
import random

import pytest

from tests.sampling import HALVES, half_of
from tutor.core.bots import play_out, random_bot
from tutor.games.china import GAME
from tutor.games.china.boardfile import COLOURS, index
from tutor.games.china.bots import greedy_bot
from tutor.games.china.components import COMPONENTS
from tutor.games.china.state import EMPTY, colour_counts, region_house_counts

CONFIGS = [(3, "a"), (4, "a"), (4, "b"), (5, "b")]
SEEDS = 130  # per configuration: 520 games


def invariants(s):
    n = s.players
    for p in range(n):
        assert sum(1 for h in s.houses if h == p) + s.houses_left[p] == COMPONENTS.houses
        assert sum(e[p] for e in s.emissaries) + s.emissaries_left[p] == COMPONENTS.emissaries
        assert s.houses_left[p] >= 0 and s.emissaries_left[p] >= 0 and s.forts_left[p] >= 0
        assert len(s.hands[p]) <= 3
    forts_used = sum(s.forts)
    assert forts_used + sum(s.forts_left) == (n if s.fortifications else 0)
    assert len(s.houses) == len(s.board.spaces) and all(-1 <= h < n for h in s.houses)  # one house per space
    for r in range(len(s.board.regions)):
        assert sum(s.emissaries[r]) <= max(region_house_counts(s, r))
    cards = colour_counts((*s.open, *s.deck, *s.discard, *s.removed, *(c for h in s.hands for c in h)))
    assert cards == COMPONENTS.split
    assert len(s.open) <= 4 and 0 <= s.exhausted <= 2
    if s.phase == "main" and s.exhausted < 2:
        assert len(s.open) == 4
    for rid in s.scored:
        r = index(s.board).region_index[rid]
        assert all(s.houses[x] != EMPTY for x in index(s.board).region_spaces[r])


@pytest.mark.parametrize("half", HALVES)
@pytest.mark.parametrize("players, side", CONFIGS, ids=[f"{p}p-side-{s}" for p, s in CONFIGS])
def test_random_play(players, side, half):
    rng = random.Random(players * 10 + ord(side) + half)
    for seed in half_of(range(SEEDS), half):
        state = GAME.new(players, seed, {"side": side, "fortifications": seed % 3 == 0})
        full = seed < 2  # check every listed move on every state of the first games
        step = 0
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            assert moves
            if full:
                for mv in moves:
                    assert GAME.check(state, mv).legal, mv
                    assert GAME.parse_move(str(mv)) == mv
            mv = rng.choice(moves)
            state, _events = GAME.apply(state, mv)
            invariants(state)
            if step % 25 == 0:
                assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
            step += 1
            assert step < 2000
        assert GAME.from_json(json.loads(json.dumps(GAME.to_json(state)))) == state
        out = GAME.outcome(state)
        assert all(line.reason.clauses for line in out.lines)
        assert sorted(out.ranking) == list(range(players))
        # house points scored during the game are part of the final breakdown
        during = sum(ln.points for ln in out.lines if "china.placement.house-scoring-trigger" in ln.reason.clauses)
        assert during == sum(state.score)


def test_greedy_bot_plays_whole_games():
    for seed in range(3):
        state, moves = play_out(GAME, GAME.new(3 + seed, seed), [greedy_bot, random_bot], seed=seed)
        assert GAME.is_over(state) and moves


def test_observation_hides_other_hands_the_deck_and_the_seed():
    rng = random.Random(2)
    state = GAME.new(4, 4)
    for _ in range(40):
        state, _ = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
    for viewer in range(4):
        obs = GAME.observation(state, viewer)
        assert obs.hands[viewer] == state.hands[viewer]
        assert all(set(h) <= {"hidden"} for i, h in enumerate(obs.hands) if i != viewer)
        assert set(obs.deck) <= {"hidden"} and set(obs.removed) <= {"hidden"} and obs.rng != state.rng
        assert [len(h) for h in obs.hands] == [len(h) for h in state.hands]
        # two states that differ only in what the viewer cannot see look the same
        other = (viewer + 1) % 4
        swapped = state.hands[other]
        alt = tuple(("purple",) * len(swapped) if i == other else h for i, h in enumerate(state.hands))
        from dataclasses import replace

        assert GAME.observation(replace(state, hands=alt, deck=tuple(reversed(state.deck))), viewer) == obs
    assert GAME.observation(state, None) == state
    assert all(c in COLOURS for c in state.deck)
