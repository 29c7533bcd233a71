"""River Dragons random play: invariants over many seeds, fast listing = check, JSON, observations, CLI."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.sampling import HALVES, half_of
from tutor.core.bots import bots_for, play_out
from tutor.games.river_dragons import GAME
from tutor.games.river_dragons.boardfile import planks_conflict
from tutor.games.river_dragons.setup import DEFAULT_TURN_LIMIT
from tutor.games.river_dragons.state import HIDDEN, SIZES, STONES, RiverDragonsState, hand_of, is_dragon, plank_colour, plank_size

SHORT_SEEDS = 100  # per player count, 2-6 players: 500 games
SHORT_TURNS = 3


def invariants(s: RiverDragonsState) -> None:
    """Conservation and the placement rules, on any reachable state."""
    assert len(s.stones) + s.stone_reserve == STONES and s.stone_reserve >= 0
    assert len(set(s.stones)) == len(s.stones)
    every = [p.plank for p in s.planks] + list(s.lost) + ([s.chosen] if s.chosen else [])
    for r in s.reserves:
        every += list(r)
        assert len({plank_size(t) for t in r}) == len(r)
        assert len({plank_colour(t) for t in r}) <= 2
    assert sorted(every) == sorted(f"{c}{k}" for c in s.colours for k in SIZES)
    for i, p in enumerate(s.planks):
        for q in s.planks[i + 1:]:
            assert not planks_conflict(s.board, p.a, p.b, q.a, q.b), (p, q)
        assert s.board.dist(p.a, p.b) <= plank_size(p.plank) + 1e-9
        assert p.a in s.stones or p.a in s.board.village_map
        assert p.b in s.stones or p.b in s.board.village_map
    for support in set(s.stones) | set(s.board.village_map):
        assert s.load(support) <= 3
    on_planks = [x for x in s.pawns if x not in s.board.village_map]
    assert len(set(on_planks)) == len(on_planks)
    assert all(s.plank_at(x) is not None for x in on_planks)
    for prog in s.programs:
        assert len(prog) <= 5 and sum(1 for c in prog if is_dragon(c)) <= 1


def play(players: int, seed: int, turns: int, deep: bool) -> tuple[RiverDragonsState, list[str]]:
    rng = random.Random(seed * 7919 + players)
    s = GAME.new(players, seed, {"turn_limit": turns})
    moves: list[str] = []
    for n in range(20_000):
        if GAME.is_over(s):
            break
        legal = GAME.legal_moves(s)
        assert legal, "a live game always has a move"
        if deep or n % 15 == 0:
            assert legal == [m for m in GAME.candidate_moves(s) if GAME.check(s, m).legal]
            assert all(GAME.parse_move(str(m)) == m for m in legal)
        if deep or n % 40 == 0:
            assert GAME.from_json(json.loads(json.dumps(GAME.to_json(s)))) == s
        to_move = GAME.to_move(s)
        assert {m.player if m.player is not None else to_move[0] for m in legal} <= set(to_move)
        m = rng.choice(legal)
        s, events = GAME.apply(s, m)
        assert all(e.clauses and e.code in GAME.messages for e in events)
        invariants(s)
        moves.append(str(m))
    assert GAME.is_over(s), "a game ends or stops at its turn limit"
    return s, moves


@pytest.mark.parametrize("half", HALVES)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_play_short_games_keep_every_invariant(players, half):
    for seed in half_of(range(SHORT_SEEDS), half):
        s, _ = play(players, seed, SHORT_TURNS, deep=seed < 3)
        assert s.turn <= SHORT_TURNS


@pytest.mark.parametrize("players, board", [(2, "standard"), (4, "standard"), (6, "standard"), (3, "expert")])
def test_random_play_long_games(players, board):
    rng = random.Random(players)
    s = GAME.new(players, 0, {"turn_limit": 10, "board": board})
    while not GAME.is_over(s):
        s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
        invariants(s)
    assert s.turn <= 10


def test_fast_plank_listing_agrees_with_check_on_the_expert_side_rd_planks_no_stacking():
    """The plank listing answers "would it rest on another plank?" by remembered sets per board; on the
    water grid (709 stone spots) it must list exactly the placements ``check`` allows."""
    rng = random.Random(3)
    s = GAME.new(3, 3, {"turn_limit": 10, "board": "expert"})
    compared = 0
    while not GAME.is_over(s):
        legal = GAME.legal_moves(s)
        if s.phase == "resolve" and s.chosen:
            assert legal == [m for m in GAME.candidate_moves(s) if GAME.check(s, m).legal]
            compared += 1
        s, _ = GAME.apply(s, rng.choice(legal))
    assert compared >= 5


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_greedy_bots_reach_a_destination(players):
    bots = bots_for(GAME)
    s, _moves = play_out(GAME, GAME.new(players, 1), [bots["greedy"]], seed=1, max_moves=20_000)
    assert GAME.is_over(s) and s.winner >= 0, "greedy reaches a destination"
    out = GAME.outcome(s)
    assert out.ranking[0] == s.winner and out.won_by == (s.winner,) and sum(out.scores) == 1
    invariants(s)


def test_random_against_greedy():
    bots = bots_for(GAME)
    s, _ = play_out(GAME, GAME.new(4, 3), [bots["random"], bots["greedy"]], seed=3, max_moves=50_000)
    assert GAME.is_over(s)


def test_turn_limit_is_an_option_with_a_documented_default():
    spec = {o.name: o for o in GAME.spec.options}["turn_limit"]
    assert spec.default == DEFAULT_TURN_LIMIT and 0 in spec.choices
    assert GAME.new(2).turn_limit == DEFAULT_TURN_LIMIT


def test_cli_play_random_bots_stop_at_the_turn_limit_without_a_winner_and_greedy_bots_win():
    out = subprocess.run([sys.executable, "-m", "tutor", "play", "river_dragons", "--players", "4", "--seed", "1",
                          "--bots", "random"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "no winner under the rules" in out.stdout and "[rd.play.turns]" in out.stdout
    out = subprocess.run([sys.executable, "-m", "tutor", "play", "river_dragons", "--players", "4", "--seed", "1",
                          "--bots", "greedy"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "rd.end.reach-village" in out.stdout and "\nwinner: Player" in out.stdout


def test_the_turn_limit_outcome_names_no_winner():
    s = GAME.new(2, 1, {"turn_limit": 1})
    bots = bots_for(GAME)
    s, _ = play_out(GAME, s, [bots["random"]], seed=1, max_moves=1000)
    out = GAME.outcome(s)
    assert s.winner < 0 and out.won_by == () and out.tie_break[0].code == "rd.turn-limit"


# -- hidden information ---------------------------------------------------------------------------
def _mid_game(seed: int) -> RiverDragonsState:
    rng = random.Random(seed)
    s = GAME.new(3 + seed % 3, seed, {"turn_limit": 0})
    for _ in range(rng.randint(0, 60)):
        s, _ = GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    return s


def _other_cards(s: RiverDragonsState, viewer: int, rng: random.Random) -> RiverDragonsState:
    """The same state but with every card the viewer cannot see replaced by another legal choice."""
    shown = s.position if s.phase != "program" else 0
    programs = []
    for seat, prog in enumerate(s.programs):
        if seat == viewer:
            programs.append(prog)
            continue
        keep = list(prog[:shown])
        pool = [c for c in hand_of(s.colours[seat], s.colours) if c not in keep and not is_dragon(c)]
        rng.shuffle(pool)
        programs.append(tuple(keep + pool[: len(prog) - shown]))
    return replace(s, programs=tuple(programs))


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), viewer=st.integers(0, 5))
def test_observations_leak_nothing(seed, viewer):
    s = _mid_game(seed)
    viewer %= s.n
    other = _other_cards(s, viewer, random.Random(seed))
    assert GAME.observation(s, viewer) == GAME.observation(other, viewer)
    board = GAME.board  # type: ignore[attr-defined]
    assert board.describe(s, "en", [], viewer) == board.describe(other, "en", [], viewer)
    assert board.scene(s, viewer, "en", []) .shapes == board.scene(other, viewer, "en", []).shapes
    seen = GAME.observation(s, viewer)
    shown = s.position if s.phase != "program" else 0
    for seat, prog in enumerate(seen.programs):
        if seat != viewer:
            assert all(c == HIDDEN for c in prog[shown:])
    assert GAME.observation(s, None) == s
