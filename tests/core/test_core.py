"""The core with a fixture game: verdicts, apply, moves, rng, codec, matches."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.fixture_game import NIM
from tutor.core import IllegalMoveError, InputError, Match, Rng, move
from tutor.core.codec import encode


def test_verdict_reports_every_violation_not_just_the_first():
    state = NIM.from_position(2, {"max_take": 3}, {"stones": 2}, "t")
    verdict = NIM.check(state, move("take", 5))
    assert not verdict.legal
    assert verdict.codes == ("nim.too-many", "nim.not-enough")
    assert verdict.violations[0].args == {"most": 3, "n": 5}
    assert verdict.clauses[0] == "nim.take"


def test_a_legal_verdict_names_its_grounds():
    verdict = NIM.check(NIM.new(2, 1), move("take", 1))
    assert verdict.legal and not verdict.violations
    assert [g.code for g in verdict.grounds] == ["nim.ok"]


def test_apply_refuses_an_illegal_move_with_its_verdict_and_changes_nothing():
    state = NIM.from_position(2, {}, {"stones": 1}, "t")
    before = encode(state)
    with pytest.raises(IllegalMoveError) as err:
        NIM.apply(state, move("take", 2))
    assert isinstance(err.value, ValueError)
    assert err.value.verdict.codes == ("nim.not-enough",)
    assert encode(state) == before


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), picks=st.lists(st.integers(0, 20), max_size=30))
def test_apply_never_mutates_and_legal_moves_agree_with_check(seed, picks):
    state = NIM.new(2, seed)
    for pick in picks:
        if NIM.is_over(state):
            break
        legal = NIM.legal_moves(state)
        assert legal == [m for m in NIM.candidate_moves(state) if NIM.check(state, m).legal]
        before = encode(state)
        new, events = NIM.apply(state, legal[pick % len(legal)])
        assert encode(state) == before
        assert events and all(e.clauses for e in events)
        state = new


def test_move_notation_round_trips_and_bad_text_names_the_field():
    for m in [move("take", 3), move("pass"), move("take", 2, player=1)]:
        assert NIM.parse_move(str(m)) == m
    with pytest.raises(InputError) as err:
        NIM.parse_move("take lots")
    assert err.value.field == "n"
    with pytest.raises(InputError, match="“jump” is not a move of this game"):
        NIM.parse_move("jump 1")


def test_same_seed_same_game_and_rng_is_immutable():
    assert NIM.new(3, 42) == NIM.new(3, 42)
    assert NIM.new(3, 42) != NIM.new(3, 43)
    rng = Rng.seeded(7)
    a, _ = rng.shuffle(range(20))
    b, _ = rng.shuffle(range(20))
    assert a == b and sorted(a) == list(range(20))
    counts = [0] * 4
    r = Rng.seeded(1)
    for _ in range(4000):
        v, r = r.below(4)
        counts[v] += 1
    assert all(900 < c < 1100 for c in counts)


def test_state_json_round_trip_and_validation():
    state = NIM.new(2, 5)
    data = json.loads(json.dumps(NIM.to_json(state)))
    assert NIM.from_json(data) == state
    data["stones"] = "many"
    with pytest.raises(InputError) as err:
        NIM.from_json(data)
    assert err.value.field == "stones"
    data["stones"] = -1
    with pytest.raises(InputError, match="negative"):
        NIM.from_json(data)


def test_observation_hides_other_players_secrets():
    state = NIM.new(2, 3)
    seen = NIM.observation(state, 0)
    assert seen.hidden[0] == state.hidden[0] and seen.hidden[1] == -1
    assert NIM.observation(state, None) == state


def test_options_are_checked():
    with pytest.raises(InputError, match="unknown option"):
        NIM.spec.resolve_options({"colour": 1})
    with pytest.raises(InputError, match="not one of"):
        NIM.spec.resolve_options({"max_take": 7})
    assert NIM.spec.resolve_options({"max_take": "4"}) == {"max_take": 4}


def test_match_push_undo_redo_goto_branch(nim):
    match = Match.new(nim, 2, seed=1)
    start = match.state
    match.push(move("take", 1))
    match.push(move("take", 2))
    s2 = match.state
    assert match.step == 2 and match.undo() and match.step == 1
    assert match.redo() and match.state == s2
    assert not match.redo()
    match.goto(0)
    assert match.state == start and not match.undo()
    what_if = match.branch()
    what_if.push(move("take", 3))
    assert match.length == 2 and match.state == start  # the original line is untouched
    match.push(move("pass"))  # a new move from step 0 drops the undone steps
    assert match.length == 1


def test_an_illegal_push_leaves_the_match_as_it_was(nim):
    match = Match.new(nim, 2, seed=1)
    match.push(move("pass"))
    match.push(move("pass"))
    with pytest.raises(IllegalMoveError):
        match.push(move("pass"))
    assert match.step == 2 and match.length == 2


def test_match_json_round_trip(nim):
    match = Match.new(nim, 2, seed=9, options={"max_take": 4})
    for m in ["take 4", "pass", "take 1"]:
        match.push(nim.parse_move(m))
    match.undo()
    again = Match.loads(nim, match.dumps())
    assert again.step == match.step and again.length == match.length
    assert [s.state for s in again.history] == [s.state for s in match.history]
    assert again.options == {"max_take": 4}


@pytest.mark.parametrize("change, field", [
    (lambda d: d.update(format="zip"), "format"),
    (lambda d: d.update(players=7), "players"),
    (lambda d: d.update(moves=["take 9"]), "moves[0]"),
    (lambda d: d.update(moves=["fly"]), "move"),
    (lambda d: d.update(cursor=99), "cursor"),
    (lambda d: d.update(extra=1), "extra"),
    (lambda d: d.update(options={"max_take": 8}), "max_take"),
])
def test_a_bad_save_file_names_its_field(nim, change, field):
    data = Match.new(nim, 2, seed=1).to_json()
    change(data)
    with pytest.raises(InputError) as err:
        Match.from_json(nim, data, "save.json")
    assert err.value.field == field


def test_a_save_that_is_not_json_names_the_line(nim):
    with pytest.raises(InputError) as err:
        Match.loads(nim, '{\n"format": "tutor-match",\n oops}', "save.json")
    assert err.value.line == 3 and err.value.field == "json"


def test_nearby_seeds_give_unrelated_streams():
    firsts = set()
    for seed in range(500):
        a, r = Rng.seeded(seed).next64()
        b, _ = r.next64()
        firsts.add(a)
        assert b != Rng.seeded(seed + 1).next64()[0]  # not the neighbour's stream shifted by one
    assert len(firsts) == 500


def test_the_random_bot_plays_every_legal_move_and_only_legal_ones():
    import random
    from collections import Counter

    from tutor.core.bots import random_bot
    from tutor.core.registry import load_game

    game = load_game("year_of_the_dragon")
    state = game.new(3, 5)
    legal = game.legal_moves(state)
    rng = random.Random(0)
    drawn = Counter(random_bot(game, state, game.to_move(state)[0], rng) for _ in range(40 * len(legal)))
    assert set(drawn) == set(legal)  # uniform over the legal moves: each drawn about 40 times
    assert max(drawn.values()) < 3 * min(drawn.values())
