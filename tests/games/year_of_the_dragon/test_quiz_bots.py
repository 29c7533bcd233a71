"""In the Year of the Dragon: generated quizzes are valid passing scenarios; the greedy bot beats random play."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from tutor.core.bots import random_bot
from tutor.core.scenario import load_scenario, parse_scenario, run_scenario
from tutor.games.year_of_the_dragon import GAME
from tutor.games.year_of_the_dragon.bots import BOTS, evaluate, greedy_bot
from tutor.games.year_of_the_dragon.quiz import EVENT_TITLES, KINDS, generate

QUIZ = Path(__file__).resolve().parents[2] / "scenarios" / "year_of_the_dragon" / "quiz"
SEEDS = range(30)


@pytest.mark.parametrize("kind", KINDS)
def test_generated_quizzes_are_passing_scenarios(kind):
    asked = set()
    for seed in SEEDS:
        data = generate(seed, kind)
        sc = parse_scenario(yaml.safe_dump(data, allow_unicode=True), f"generated {seed} {kind}")
        result = run_scenario(sc)
        assert result.passed, result.problems
        assert sc.title and sc.source and len(sc.questions) == 1
        question = sc.questions[0]
        assert question.ask == kind
        assert question.args["player"] in range(sc.players)
        assert sc.names[question.args["player"]] in sc.title
        position = data["position"]
        if kind == "final_score":
            assert position["month"] == 12
        if kind == "event":
            assert position["phase"] == "event" and position["event"] in {e for e, _ in EVENT_TITLES}
            assert (position["event"], question.args["field"]) in EVENT_TITLES
        asked.add(repr(question.expect))
    assert len(asked) > 2  # the questions vary


def test_generate_is_deterministic_and_checks_its_kind():
    assert generate(3, "event") == generate(3, "event")
    assert generate(3, "month_score") != generate(4, "month_score")
    with pytest.raises(ValueError):
        generate(1, "winner")


def test_generated_title_in_another_language_falls_back_to_english_msgid():
    assert generate(5, "final_score", lang="es")["questions"] == generate(5, "final_score")["questions"]


def _greedy_game(seed: int, players: int = 4) -> tuple[bool, int]:
    """One game, greedy in seat ``seed % players`` against random bots: (greedy won, greedy moves)."""
    seat = seed % players
    rng = random.Random(seed)
    state = GAME.new(players, seed)
    moves = 0
    while not GAME.is_over(state):
        player = GAME.to_move(state)[0]
        if player == seat:
            mv = greedy_bot(GAME, state, player, rng)
            assert GAME.check(state, mv).legal, f"seed {seed}: greedy played illegal {mv}"
            moves += 1
        else:
            mv = random_bot(GAME, state, player, rng)
        state, _ = GAME.apply(state, mv)
    return GAME.outcome(state).ranking[0] == seat, moves


def test_greedy_beats_three_random_bots():
    results = [_greedy_game(seed) for seed in range(20)]
    wins = sum(won for won, _ in results)
    assert all(moves > 0 for _, moves in results)
    assert wins >= 12, f"greedy won only {wins} of 20"


def test_greedy_is_registered_and_deterministic():
    assert BOTS["greedy"] is greedy_bot and set(BOTS) == {"greedy", "search", "search-strong"}
    state = GAME.new(3, 7)
    assert greedy_bot(GAME, state, 0, random.Random(1)) == greedy_bot(GAME, state, 0, random.Random(1))


def test_evaluate_prefers_fed_palaces_before_a_drought():
    from tests.games.year_of_the_dragon.helpers import position

    fed = position(2, month=3, event="drought", players={"Anna": {"rice": 2, "palaces": [[2, "monk"], [2, "farmer"]]}})
    hungry = position(2, month=3, event="drought", players={"Anna": {"rice": 0, "palaces": [[2, "monk"], [2, "farmer"]]}})
    assert evaluate(fed, 0) > evaluate(hungry, 0)


def test_quiz_tie_break_scenario_winner_is_further_on_the_person_track():
    """yotd.final.tie-break: the scenario's final state ranks Benno (track 14) above Anna (track 9)."""
    result = run_scenario(load_scenario(QUIZ / "25-final-tie-break.yaml"))
    assert result.passed, result.problems
    out = GAME.outcome(result.final_state)
    assert out.scores == (49, 49) and out.ranking == (1, 0)
    assert any("yotd.final.tie-break" in e.clauses for e in out.tie_break)
