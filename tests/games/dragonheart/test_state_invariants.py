"""Random play over 1,000 seeds, with invariants checked at every step."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tutor.core import Move
from tutor.core.bots import bots_for, random_bot
from tutor.games.dragonheart import GAME
from tutor.games.dragonheart.components import COMPONENTS, TYPES
from tutor.games.dragonheart.state import CARD_TYPE, CARD_VALUE, NCARDS, DragonheartState, points
from tutor.text.catalog import all_clauses

SEEDS = range(1000)
CLAUSES = set(all_clauses())


def check_invariants(s: DragonheartState) -> None:
    cards = s.all_cards()
    assert len(cards) == NCARDS and sorted(cards) == list(range(NCARDS)), "every card is somewhere, once"
    assert s.box == ()
    for p in (0, 1):
        assert 0 <= len(s.hands[p]) <= s.hand_size(p)
        assert all(c // 50 == p for c in (*s.hands[p], *s.decks[p])), "hands and decks hold the player's own cards"
        assert 0 <= s.known_top[p] <= len(s.decks[p])
        assert points(s.scores[p]) >= 0
    for t, zone in zip(TYPES, s.spaces, strict=True):
        assert all(CARD_TYPE[c] == t for c in zone)
        outlines = COMPONENTS.outlines[t]
        if outlines > 1:
            assert len(zone) < outlines or (s.phase == "choose" and s.pending == t)
    assert all(CARD_TYPE[c] in ("knight", "huntress") for c in s.under_ship)
    assert all(len(d) == 3 and all(CARD_TYPE[c] == "ship" for c in d) for d in s.departures)
    if s.phase in ("play", "choose"):
        assert s.hands[s.turn] or s.phase == "choose"
    if s.final_turn is not None:
        assert s.end_trigger in ("ships", "deck")
    if len(s.departures) >= 3:
        assert s.final_turn is not None or s.phase == "over"


def play_game(seed: int, roundtrip_every: int = 20) -> tuple[DragonheartState, list[Move]]:
    rng = random.Random(seed)
    s = GAME.new(2, seed)
    moves: list[Move] = []
    while not GAME.is_over(s):
        check_invariants(s)
        legal = GAME.legal_moves(s)
        assert legal, "a player to move always has a legal move"
        if len(moves) % 5 == 0:
            for m in legal:
                assert GAME.parse_move(str(m)) == m
            checked = [m for m in GAME.candidate_moves(s) if GAME.check(s, m).legal]
            assert checked == legal, "legal_moves agrees with check"
            assert all(GAME.check(s, m).legal for m in legal)
        m = rng.choice(legal)
        if len(moves) % roundtrip_every == 0:
            assert GAME.from_json(GAME.to_json(s)) == s
        s, events = GAME.apply(s, m)
        assert events and all(e.clauses and set(e.clauses) <= CLAUSES for e in events)
        assert all(e.code in GAME.messages for e in events)
        moves.append(m)
        assert len(moves) < 400
    check_invariants(s)
    assert GAME.from_json(GAME.to_json(s)) == s
    out = GAME.outcome(s)
    for p in (0, 1):
        assert out.scores[p] == sum(ln.points for ln in out.lines if ln.player == p)
        assert out.scores[p] == points(s.scores[p]) + (COMPONENTS.dragon_bonus if s.dragon == p else 0)
    assert all(ln.reason.clauses and set(ln.reason.clauses) <= CLAUSES for ln in out.lines)
    assert sorted(out.ranking) == [0, 1] and out.tie_break and set(out.tie_break[0].clauses) <= CLAUSES
    if out.scores[0] != out.scores[1]:
        assert out.ranking[0] == (0 if out.scores[0] > out.scores[1] else 1)
    elif s.dragon is not None:
        assert out.ranking[0] == s.dragon
    return s, moves


@pytest.mark.parametrize("chunk", [pytest.param(c, marks=pytest.mark.slow) if c >= 5 else c for c in range(10)])
def test_random_play_over_1000_seeds_keeps_every_invariant(chunk):
    """Ten chunks of 100 seeds: `make test` plays the first five, `make wide` all ten."""
    for seed in SEEDS[chunk::10]:
        final, _ = play_game(seed)
        assert GAME.is_over(final)
        assert final.end_trigger in ("ships", "deck")


def test_legal_moves_are_exactly_the_plays_check_accepts_among_all_conceivable_ones():
    """Brute force: every subset of the hand on every space; check alone decides, listing agrees."""
    for seed in range(8):
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        while not GAME.is_over(s):
            legal = GAME.legal_moves(s)
            if s.phase == "play" and rng.random() < 0.3:
                hand = s.hands[s.turn]
                accepted = set()
                for k in range(0, len(hand) + 1):
                    for combo in combinations(hand, k):
                        for space in TYPES:
                            words: list[int | str] = [f"{CARD_TYPE[c]}:{CARD_VALUE[c]}" for c in combo]
                            m = GAME.parse_move(" ".join(["play", space, *map(str, words)]))
                            if GAME.check(s, m).legal:
                                accepted.add(m)
                assert accepted == set(legal)
            s, _ = GAME.apply(s, rng.choice(legal))


def test_greedy_plays_whole_games_and_beats_random_mostly():
    greedy = bots_for(GAME)["greedy"]
    wins = 0
    for seed in range(30):
        rng = random.Random(seed)
        s = GAME.new(2, seed)
        while not GAME.is_over(s):
            bot = greedy if s.turn == seed % 2 else random_bot
            s, _ = GAME.apply(s, bot(GAME, s, s.turn, rng))
        wins += GAME.outcome(s).ranking[0] == seed % 2
    assert wins >= 24
