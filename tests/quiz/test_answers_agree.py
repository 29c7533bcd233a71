"""Every answer agrees with its explanation (a shared place is a shared answer), and every question answers in
every position where its answer is defined (issue 29, item 2): random positions of every game."""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

import pytest

from tutor.core.bots import random_bot
from tutor.core.errors import InputError
from tutor.core.registry import games, load_game
from tutor.core.scenario import load_scenario, run_scenario
from tutor.progress.bank import asks_of, engine_answer, quiz_module

CHINA = Path(__file__).parents[1] / "scenarios" / "china" / "quiz"


def _state(path: Path):
    sc = load_scenario(path)
    return sc, run_scenario(sc).final_state


def test_china_a_tie_on_points_and_supply_is_a_shared_win_in_the_answer_and_its_explanation():
    sc, state = _state(CHINA / "q19_still_tied.yaml")
    game = sc.game
    for ask in ("winner", "winners"):
        value, lines = game.answer(state, ask, {}, "test")
        shared = {e.player for e in lines if e.code == "china.tie-shared"} | {
            dict(e.params).get("other") for e in lines if e.code == "china.tie-shared"}
        assert shared == {0, 1} and sorted(value) == [0, 1], (ask, value)
    assert list(game.outcome(state).won_by) == [0, 1]


def test_china_a_tie_on_points_broken_by_supply_names_one_winner():
    sc, state = _state(CHINA / "q18_supply_tiebreak.yaml")
    value, lines = sc.game.answer(state, "winner", {}, "test")
    assert value == [1] and not any(e.code == "china.tie-shared" for e in lines)


def test_china_max_pieces_counts_free_spaces_and_the_emissary_cap():
    sc, state = _state(CHINA / "q23_full_region_cap_reached.yaml")
    value, lines = sc.game.answer(state, "max_pieces", {"region": "wei"}, "test")
    assert value == 0  # every house space taken, two emissaries under a cap of two
    cited = {c for e in lines for c in e.clauses}
    assert {"china.placement.house-space.full", "china.placement.emissary-cap"} <= cited
    # agrees with the rules: no placement of one or two pieces there is legal
    moves = [m for m in sc.game.legal_moves(state) if m.kind == "place" and m.args and m.args[0] == "wei"]
    assert not moves
    assert sc.game.answer(state, "max_pieces", {"region": "qi"}, "test")[0] == 2


def _positions(game, seeds: int = 4, steps: tuple[int, ...] = (0, 7, 25, 60, 400)):
    for seed in range(seeds):
        rng = random.Random(seed)
        lo, hi = game.spec.players
        n = lo + seed % (hi - lo + 1)
        state = game.new(n, seed)
        done = 0
        for stop in steps:
            while done < stop and not game.is_over(state):
                mover = game.to_move(state)[0]
                state, _ = game.apply(state, random_bot(game, state, mover, rng))
                done += 1
            yield state


@pytest.mark.parametrize("name", [g.spec.name for g in games()])
def test_every_quiz_question_answers_in_every_position_where_it_applies(name):
    game = load_game(name)
    here = quiz_module(name).here
    asks = asks_of(name)
    seen = 0
    for state in _positions(game):
        for ask, args in here(state):
            spec = asks.get(f"{ask}:{args['field']}" if "field" in args else ask)
            assert spec is not None, f"{ask} has no learner prompt"
            if spec.over and not game.is_over(state):
                continue
            value, lines = engine_answer(game, state, ask, args, "random position")  # never refused
            seen += 1
            if ask in ("winner", "winners") and isinstance(value, list):
                shared = [e for e in lines if e.code.endswith("tie-shared")]
                for e in shared:  # a shared place in the explanation is a shared answer
                    if e.player in value:
                        assert dict(e.params).get("other", e.player) in value
    assert seen > 20


@pytest.mark.parametrize("name", [g.spec.name for g in games()])
def test_no_question_crashes_on_a_random_position(name):
    """Any question, with any of its usual arguments, either answers or refuses with an input error."""
    game = load_game(name)
    for state in _positions(game, seeds=2):
        for ask in game.questions:
            for args in ({}, {"player": 0}, {"player": 1}):
                with contextlib.suppress(InputError):
                    game.answer(state, ask, args, "random position")
