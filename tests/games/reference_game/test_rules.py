"""The reference game's rules, a test per rule naming its clause (collected with ``--reference-game`` only: importing
the game registers it)."""

from __future__ import annotations

from dataclasses import replace

from tests.reference_game.effects import resolve
from tests.reference_game.rules import check, is_legal
from tests.reference_game.scoring import outcome
from tests.reference_game.setup import new
from tutor.core.moves import Move


def _codes(state, move):  # type: ignore[no-untyped-def]
    return [v.code for v in check(state, move).violations]


def test_pb_setup_pile_ten_or_fifteen_and_a_die():
    piles = {new(2, seed).pile for seed in range(60)}
    assert piles == set(range(11, 17))
    assert {new(2, seed, {"pile": "long"}).pile for seed in range(60)} == set(range(16, 22))


def test_pb_setup_first_the_first_player_begins_then_seat_order():
    state = new(3, 0)
    assert state.turn == 0
    state, _ = resolve(state, Move("take", (1,)))
    assert state.turn == 1
    assert _codes(state, Move("take", (1,), player=2)) == ["pb.not-your-turn"]


def test_pb_take_count_one_to_three():
    state = new(2, 0)
    assert all(is_legal(state, Move("take", (n,))) for n in (1, 2, 3))
    assert _codes(state, Move("take", (4,))) == ["pb.too-many"]
    assert check(state, Move("take", (4,))).violations[0].clauses == ("pb.take.count",)


def test_pb_take_left_never_more_than_the_pile():
    state = replace(new(2, 0), pile=2)
    assert _codes(state, Move("take", (3,))) == ["pb.not-enough"]
    assert _codes(replace(state, pile=1), Move("take", (4,))) == ["pb.too-many", "pb.not-enough"]  # every fault


def test_pb_pass_once_in_the_whole_game():
    state, _ = resolve(new(2, 0), Move("pass"))
    state, _ = resolve(state, Move("take", (1,)))
    assert _codes(state, Move("pass")) == ["pb.passed"]
    assert is_legal(state, Move("take", (1,)))


def test_pb_end_last_the_empty_pile_ends_the_game():
    state = replace(new(2, 0), pile=2)
    after, events = resolve(state, Move("take", (2,)))
    assert after.pile == 0 and "pb.emptied" in [e.code for e in events]
    assert _codes(after, Move("take", (1,))) == ["pb.over"]


def test_pb_end_win_the_last_taker_scores_one():
    state = replace(new(3, 0), pile=1, turn=2)
    after, _ = resolve(state, Move("take", (1,)))
    out = outcome(after)
    assert out.scores == (0, 0, 1) and out.won_by == (2,)
    assert {line.reason.clauses for line in out.lines} == {("pb.end.win",)}
