"""Fast legality, one truth: ``is_legal`` (the rules' own checks, stopping at the first fault) equals
``check(...).legal`` on every candidate move, and on the same moves made out of turn, over random positions of
every game; ``check`` still lists every fault."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tutor.core.registry import games

GAMES = list(games())  # every registered game


def _positions(game, seeds: int, every: int):
    for seed in range(seeds):
        rng = random.Random(seed)
        players = rng.randint(*game.spec.players)
        options = game.spec.resolve_options({})
        for o in game.spec.options:  # a random choice of every option, so the expansions are covered too
            if o.choices and rng.random() < 0.5:
                options[o.name] = rng.choice(o.choices)
        state = game.new(players, seed, options)
        step = 0
        while not game.is_over(state) and step < 400:
            if step % every == 0:
                yield state, players, rng
            state, _ = game.resolve(state, rng.choice(game.legal_moves(state)))
            step += 1
        yield state, players, rng


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_is_legal_equals_the_full_verdict(game):
    checked = illegal = 0
    for state, players, rng in _positions(game, seeds=4, every=3):
        candidates = list(dict.fromkeys(game.candidate_moves(state)))
        legal = game.legal_moves(state)
        moves = rng.sample(candidates, min(80, len(candidates))) + legal[:20]  # China lists thousands: a sample
        moves += [dataclasses.replace(m, player=rng.randrange(players)) for m in rng.sample(moves, min(6, len(moves)))]
        for mv in moves:
            verdict = game.check(state, mv)
            assert game.is_legal(state, mv) == verdict.legal, (mv, verdict.codes)
            checked += 1
            illegal += not verdict.legal
        if len(candidates) <= 300:
            assert len(legal) == len(set(legal)) and set(legal) == {m for m in candidates if game.check(state, m).legal}
    assert checked > 200 and illegal > 20, (checked, illegal)  # the property was really tried both ways


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_check_still_lists_every_fault_where_the_quick_path_stops_at_one(game):
    """Somewhere in random play a candidate has two faults or more: the full verdict lists them all."""
    for state, players, _rng in _positions(game, seeds=3, every=2):
        for mv in game.candidate_moves(state):
            mv = dataclasses.replace(mv, player=(game.to_move(state) or (0,))[0] + 1) if players > 1 else mv
            mv = dataclasses.replace(mv, player=mv.player % players) if mv.player is not None else mv
            verdict = game.check(state, mv)
            if len(verdict.violations) >= 2:
                assert not game.is_legal(state, mv)
                return
    pytest.fail(f"{game.spec.name}: no move with two faults found")
