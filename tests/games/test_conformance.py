"""One behaviour harness for every registered game and the guide's reference game (issue 24 item 2).

Each game is played at random over a few seeds, and at every state the harness checks what every game must do
alike (docs/adding-a-game.md): the state passes the game's own validator (conservation, ranges); ``legal_moves``
are exactly the candidates ``check`` accepts; an illegal move raises and changes nothing; the state survives a
JSON round trip; an observation is idempotent and hides the random stream; every clause a verdict, an event or
a score line cites exists. Nothing here names a game: a fifth game is checked the day it registers. Per-game
invariants beyond these (piece counts by kind, a game's own hidden cards) stay in ``tests/games/<game>/``.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.fixture_game import NIM
from tests.game_packages import has_package
from tutor.core.errors import IllegalMoveError
from tutor.core.evolve import evolve
from tutor.core.game import Game
from tutor.core.registry import games
from tutor.core.rng import Rng
from tutor.text.catalog import all_clauses

GAMES: list[Game[Any]] = [*(g for g in games() if has_package(g)), NIM]
SEEDS = (1, 2, 3)
STEPS = 400  # a cap per game (River Dragons' random games can wander)


@pytest.fixture
def game(request: pytest.FixtureRequest) -> Game[Any]:
    chosen: Game[Any] = request.param
    if chosen is NIM:
        request.getfixturevalue("nim")  # the reference game's made-up clauses, registered for the test
    return chosen


def _players(game: Game[Any]) -> list[int]:
    low, high = game.spec.players
    return sorted({low, high, game.spec.default_players or low})


def _cited(game: Game[Any], reasons: Any) -> list[str]:
    return [c for r in reasons for c in r.clauses]


def _play(game: Game[Any], players: int, seed: int):
    """Yield every state of one random game (with the rng that picked its moves)."""
    rng = random.Random(seed * 31 + players)
    state = game.new(players, seed, game.spec.resolve_options({}))
    for _ in range(STEPS):
        yield state, rng
        if game.is_over(state):
            return
        state, _events = game.apply(state, rng.choice(game.legal_moves(state)))


def _params(players: bool = False) -> list[Any]:
    out = []
    for g in GAMES:
        for n in (_players(g) if players else [None]):
            out.append(pytest.param(g, n, id=f"{g.spec.name}-{n}p" if n else g.spec.name))
    return out


@pytest.mark.parametrize("game, players", _params(players=True), indirect=["game"])
def test_random_play_keeps_the_games_invariants_and_cites_real_clauses(game, players):
    known = all_clauses()
    missing: set[str] = set()
    for seed in SEEDS:
        for state, rng in _play(game, players, seed):
            game.validate(state, "state")  # the game's one validator: types, ranges, conservation
            assert game.is_over(state) or game.to_move(state), "a game not over has someone to move"
            if game.is_over(state):
                outcome = game.outcome(state)
                missing |= {c for c in _cited(game, [line.reason for line in outcome.lines]) if c not in known}
                continue
            legal = game.legal_moves(state)
            assert legal, "a game not over has a legal move"
            for move in rng.sample(legal, min(3, len(legal))):
                verdict = game.check(state, move)
                assert verdict.legal and verdict.grounds, f"{move}: legal moves name their grounds"
                missing |= {c for c in _cited(game, verdict.grounds) if c not in known}
                _after, events = game.apply(state, move)
                missing |= {c for c in _cited(game, events) if c not in known}
    assert not missing, f"cited clauses that no catalog holds: {sorted(missing)}"


@pytest.mark.parametrize("game, players", _params(), indirect=["game"])
def test_legal_moves_are_exactly_the_candidates_check_accepts(game, players):
    for seed in SEEDS[:2]:
        for step, (state, _rng) in enumerate(_play(game, _players(game)[0], seed)):
            if game.is_over(state):
                break
            if step % 5:  # every fifth state: the candidate supersets are large (China's: every space x colour)
                continue
            candidates = list(game.candidate_moves(state))
            accepted = [m for m in candidates if game.check(state, m).legal]
            assert sorted(map(str, game.legal_moves(state))) == sorted(map(str, accepted))


@pytest.mark.parametrize("game, players", _params(), indirect=["game"])
def test_an_illegal_move_raises_and_changes_nothing(game, players):
    tried = 0
    for state, _rng in _play(game, _players(game)[0], SEEDS[0]):
        if game.is_over(state):
            break
        before = json.dumps(game.to_json(state), sort_keys=True)
        for move in game.candidate_moves(state):
            verdict = game.check(state, move)
            if verdict.legal:
                continue
            assert verdict.violations and all(v.clauses for v in verdict.violations)
            with pytest.raises(IllegalMoveError):
                game.apply(state, move)
            assert json.dumps(game.to_json(state), sort_keys=True) == before
            tried += 1
            break
    if not tried:
        pytest.skip(f"{game.spec.name}: no candidate move was ever illegal in this game")


@pytest.mark.parametrize("game, players", _params(), indirect=["game"])
def test_states_round_trip_through_json(game, players):
    for state, _rng in _play(game, _players(game)[-1], SEEDS[1]):
        text = json.dumps(game.to_json(state))
        assert game.from_json(json.loads(text)) == state


@pytest.mark.parametrize("game, players", _params(), indirect=["game"])
def test_an_observation_is_idempotent_and_hides_the_random_stream(game, players):
    n = _players(game)[0]
    for step, (state, _rng) in enumerate(_play(game, n, SEEDS[2])):
        assert game.observation(state, None) == state  # nobody's view: everything
        for viewer in range(n):
            seen = game.observation(state, viewer)
            assert game.observation(seen, viewer) == seen
            if hasattr(state, "rng"):  # how the future is shuffled is nobody's to see
                other = evolve(state, rng=Rng(step + 12345))
                assert game.observation(other, viewer) == seen


@pytest.mark.parametrize("game, players", _params(), indirect=["game"])
def test_the_same_seed_replays_the_same_game(game, players):
    n = _players(game)[-1]
    first = [json.dumps(game.to_json(s), sort_keys=True) for s, _ in _play(game, n, SEEDS[0])]
    again = [json.dumps(game.to_json(s), sort_keys=True) for s, _ in _play(game, n, SEEDS[0])]
    assert first == again and len(first) > 1
