"""The search bot (tutor.core.search): only legal moves, the same choice for states its player cannot tell
apart, stronger than greedy. Budgets here are iteration caps (no clock), so every result is repeatable."""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any

import pytest

from tests.fixture_game import NIM
from tests.game_packages import part
from tutor.core.bots import bots_for, random_bot
from tutor.core.game import Game
from tutor.core.registry import games, load_game
from tutor.core.rng import Rng
from tutor.core.search import SearchPlan, outcome_value, search, search_bot
from tutor.duel import duel


def search_players(game: Game[Any]) -> int:
    """Three players, or the nearest count the game allows: a small table keeps each search quick."""
    low, high = game.spec.players
    return max(low, min(3, high))


def plan(game: Game[Any], state: Any) -> SearchPlan:
    chosen: SearchPlan = part(game, "bots").plan_for(game, state)
    return chosen


def reach(game: Game[Any], players: int, seed: int, steps: int) -> Any:
    """A position ``steps`` random moves into a game (or the last one before its end)."""
    rng = random.Random(seed)
    state = game.new(players, seed)
    for _ in range(steps):
        nxt, _ = game.apply(state, random_bot(game, state, game.to_move(state)[0], rng))
        if game.is_over(nxt):
            break
        state = nxt
    return state


@pytest.mark.parametrize("name", [g.spec.name for g in games()])
def test_search_plays_only_legal_moves(name):
    game = load_game(name)
    assert {"search", "search-strong"} <= set(bots_for(game))
    bot = search_bot(math.inf, 6, plans=plan)
    for seed, steps in ((1, 0), (2, 7), (3, 25), (4, 60)):
        state = reach(game, search_players(game), seed, steps)
        player = game.to_move(state)[0]
        mv = bot(game, state, player, random.Random(seed))
        assert game.check(state, mv).legal, f"{name} seed {seed}: {mv}"
        assert mv.player in (None, player)


def test_the_search_keeps_to_its_time_budget():
    game = load_game("dragonheart")
    state = reach(game, 2, 5, 9)
    decision = search(game, state, state.turn, random.Random(0), plan(game, state), budget_s=0.2)
    assert decision.seconds < 0.5 and decision.iterations > len(decision.moves)
    assert decision.chosen in game.legal_moves(state)


def _dragonheart_twin(state: Any, viewer: int, seed: int) -> Any:
    """The same position with the cards ``viewer`` may not examine dealt otherwise."""
    from tutor.games.dragonheart.state import owner_of, replace_at, sort_cards

    rng = random.Random(seed)
    o = 1 - viewer
    mine_in_pile = [x for x in state.scores[o] if owner_of(x) == o]
    pool = [*state.hands[o], *state.decks[o], *mine_in_pile]
    rng.shuffle(pool)
    nh, nd = len(state.hands[o]), len(state.decks[o])
    refill = iter(pool[nh + nd:])
    scores = tuple(next(refill) if owner_of(x) == o else x for x in state.scores[o])
    k = state.known_top[viewer]
    own = list(state.decks[viewer][k:])
    rng.shuffle(own)
    decks = replace_at(replace_at(state.decks, o, tuple(pool[nh:nh + nd])), viewer, (*state.decks[viewer][:k], *own))
    return replace(state, hands=replace_at(state.hands, o, sort_cards(pool[:nh])), decks=decks,
                   scores=replace_at(state.scores, o, scores), rng=Rng.seeded(seed))


def _china_twin(state: Any, viewer: int, seed: int) -> Any:
    from tutor.games.china.state import sort_cards

    rng = random.Random(seed)
    pool = [c for p, hand in enumerate(state.hands) if p != viewer for c in hand] + list(state.deck)
    rng.shuffle(pool)
    cards = iter(pool)
    hands = tuple(h if p == viewer else sort_cards([next(cards) for _ in h]) for p, h in enumerate(state.hands))
    return replace(state, hands=hands, deck=tuple(cards), rng=Rng.seeded(seed))


def _river_twin(state: Any, viewer: int, seed: int) -> Any:
    from tutor.games.river_dragons.state import ACTIONS

    shown = state.position if state.phase != "program" else 0
    rng = random.Random(seed)

    def redeal(prog: tuple[str, ...]) -> tuple[str, ...]:
        # no dragons: a program any player could have laid face down
        left = [c for c in ACTIONS if c not in prog[:shown]]
        rng.shuffle(left)
        return (*prog[:shown], *left[:len(prog) - shown])

    programs = tuple(p if seat == viewer else redeal(p) for seat, p in enumerate(state.programs))
    return replace(state, programs=programs)


def _yotd_twin(state: Any, viewer: int, seed: int) -> Any:
    """The same open position with other action cards to come: no player may know the random stream."""
    return replace(state, rng=Rng.seeded(seed))


def seen(game: Game[Any], state: Any, viewer: int) -> Any:
    """What ``viewer`` may know, the random stream (the future) aside."""
    obs = game.observation(state, viewer)
    return replace(obs, rng=Rng(0)) if hasattr(obs, "rng") else obs


TWINS = {"dragonheart": (_dragonheart_twin, 30), "china": (_china_twin, 40), "river_dragons": (_river_twin, 0),
         "year_of_the_dragon": (_yotd_twin, 30)}


def _river_position(game: Game[Any]) -> Any:
    """Programming half done: seat 0 has laid five cards face down, seat 1 two; seat 1 to choose."""
    state = game.new(3, 0)
    for seat, cards in ((0, ("stone2", "plank2", "move2", "plank1", "move1")), (1, ("stone2", "plank2"))):
        for card in cards:
            state, _ = game.apply(state, game.parse_move(f"p{seat}: program {card}"))
    return state


@pytest.mark.parametrize("name", TWINS)
def test_the_search_reads_only_what_its_player_may_know(name):
    game = load_game(name)
    twin, steps = TWINS[name]
    for seed in (11, 12):
        state = _river_position(game) if name == "river_dragons" else reach(game, search_players(game), seed, steps)
        viewer = game.to_move(state)[0]
        other = twin(state, viewer, seed + 100)
        assert other != state, "the twin must differ in what the player may not see"
        assert seen(game, other, viewer) == seen(game, state, viewer)
        a = search(game, state, viewer, random.Random(seed), plan(game, state), math.inf, 12)
        b = search(game, other, viewer, random.Random(seed), plan(game, other), math.inf, 12)
        assert (a.chosen, a.moves, a.visits, a.values) == (b.chosen, b.moves, b.visits, b.values)


@pytest.mark.parametrize("name", [g.spec.name for g in games() if g.spec.hidden_information])
def test_a_determinization_looks_like_the_real_thing(name):
    game = load_game(name)
    for seed in range(6):
        state = _river_position(game) if name == "river_dragons" else reach(game, search_players(game), seed, 10 + 9 * seed)
        viewer = game.to_move(state)[0]
        sample = plan(game, state).determinize(game, state, viewer, random.Random(seed))
        game.validate(sample)  # whole and consistent: every card once, hands of their owner's cards
        assert game.observation(sample, viewer) == game.observation(state, viewer)
        assert [m for m in game.legal_moves(sample) if m.player in (None, viewer)] == \
            [m for m in game.legal_moves(state) if m.player in (None, viewer)]


def test_the_core_search_finds_a_won_game_in_a_plain_game():
    state = replace(NIM.new(2, 0), stones=3)
    decision = search(NIM, state, 0, random.Random(0), SearchPlan(), math.inf, 200)
    assert str(decision.chosen) == "take 3" and decision.values[decision.moves.index(decision.chosen)] > 0.8
    done, _ = NIM.apply(state, decision.chosen)
    assert outcome_value(NIM, done, 0) > 0.9 > 0.1 > outcome_value(NIM, done, 1)


def test_search_beats_greedy_at_dragonheart():
    game = load_game("dragonheart")
    result = duel(game, search_bot(math.inf, 40, plans=plan), bots_for(game)["greedy"], games=10, seed=7)
    assert result.games == 10 and result.wins > result.losses, result.summary()
