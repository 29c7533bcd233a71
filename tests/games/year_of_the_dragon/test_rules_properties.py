"""In the Year of the Dragon: properties of ``check`` over positions from random play (issue 20).

(1) A move made by a player whose turn it is not gets the turn violation and, besides it, exactly the
    violations it would get on that player's own turn (their pieces, money and hand are judged).
(2) Each rule's finding stands on its own: a violation is reported whenever its own condition holds,
    whatever else is wrong with the move (no finding lost because another rule fired first).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tutor.core.moves import Move, move
from tutor.games.year_of_the_dragon import GAME, rules
from tutor.games.year_of_the_dragon.components import AGES, COMPONENTS, PERSON_TYPES
from tutor.games.year_of_the_dragon.state import YearOfTheDragonState

SEEDS = 12


def positions(players: int, seed: int, every: int = 7) -> Iterator[YearOfTheDragonState]:
    """Positions met in one random game (every ``every``-th decision)."""
    rng = random.Random(seed * 31 + players)
    options = {"great_wall": seed % 2 == 0, "super_events": "random" if seed % 3 else "off"}
    state = GAME.new(players, seed, options)
    steps = 0
    while not GAME.is_over(state) and steps < 1500:
        if steps % every == 0:
            yield state
        state, _ = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
        steps += 1


def as_turn(state: YearOfTheDragonState, p: int) -> YearOfTheDragonState | None:
    """The same position with the turn given to ``p`` (None if ``p`` has nothing to do in it)."""
    if state.pending:
        mine = [t for t in state.pending if t.player == p]
        if not mine:
            return None
        first = mine[0]
        rest = list(state.pending)
        rest.remove(first)
        return replace(state, pending=(first, *rest))
    if state.phase not in ("draft", "action", "person"):
        return None
    order = state.order
    return replace(state, order=(*order[:state.turn], p, *(q for q in order[state.turn:] if q != p)))


def probe_moves(state: YearOfTheDragonState, rng: random.Random) -> list[Move]:
    """Moves to try: the candidates of the position plus random ones across every kind."""
    out = list(GAME.candidate_moves(state))
    groups = max(1, len(state.groups))
    for _ in range(12):
        out.append(move("action", rng.randint(1, groups + 1), rng.choice((*COMPONENTS.actions, COMPONENTS.wall_action)),
                        *(("small",) if rng.random() < 0.3 else ())))
        out.append(move("recruit", rng.choice(PERSON_TYPES), rng.choice(AGES), rng.randint(1, 4),
                        *(("joker",) if rng.random() < 0.2 else ())))
        out.append(move("release", rng.randint(1, 4), rng.randint(1, 3)))
        out.append(move("floor", rng.choice((1, 2, 3, "new"))))
        out.append(move("topup"))
    return rng.sample(out, min(len(out), 40))


def with_player(mv: Move, p: int) -> Move:
    return Move(mv.kind, mv.args, p)


def violations(state: YearOfTheDragonState, mv: Move) -> set:
    return set(GAME.check(state, mv).violations)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_an_out_of_turn_move_gets_what_it_would_get_on_the_movers_own_turn(players):
    rng = random.Random(players)
    compared = 0
    for seed in range(SEEDS):
        for state in positions(players, seed):
            current = state.current
            for p in range(players):
                if p == current:
                    continue
                theirs = as_turn(state, p)
                if theirs is None:
                    continue
                for mv in probe_moves(theirs, rng):
                    out_of_turn = GAME.check(state, with_player(mv, p))
                    turn = [v for v in out_of_turn.violations if v.code == "yotd:not-your-turn"]
                    assert len(turn) == 1, (str(mv), out_of_turn.codes)
                    own = violations(theirs, with_player(mv, p))
                    assert set(out_of_turn.violations) - set(turn) == own, (seed, p, str(mv))
                    compared += 1
    assert compared > 500


def expected_findings(state: YearOfTheDragonState, p: int, mv: Move) -> set[str]:
    """The violation codes whose own condition holds, each computed on its own from the position."""
    found = set()
    if p != state.current:
        found.add("yotd:not-your-turn")
    kinds = rules.expected_kinds(state, p)
    player = state.players[p]
    if mv.kind == "release" and "release" not in kinds:
        found.add("yotd:no-voluntary-release")
    if mv.kind == "action" and "action" in kinds:
        group, action = int(mv.args[0]), str(mv.args[1])
        if group <= len(state.groups):
            fee = 3 if state.dragons[group - 1] else 0
            cost = 0
            if action == "privilege" and len(mv.args) > 2:
                cost = COMPONENTS.small_cost if mv.args[2] == "small" else COMPONENTS.large_cost[state.edition]
            if player.yuan < fee + cost:
                found.add("yotd:fee" if not cost else "yotd:small-privilege-cost" if not fee and mv.args[2] == "small"
                          else "yotd:privilege-cost" if not fee else "yotd:fee-and-small-privilege"
                          if mv.args[2] == "small" else "yotd:fee-and-privilege")
            if action not in state.groups[group - 1]:
                found.add("yotd:not-in-group")
    if mv.kind == "recruit" and ("recruit" in kinds or "recruit" in rules.SELF_CONTAINED):
        kind, age, palace = str(mv.args[0]), str(mv.args[1]), int(mv.args[2])
        sunrise = bool(kinds) and kinds == rules.TASK_KINDS["sunrise"] and bool(state.pending)
        if not sunrise and mv.args[-1] != "joker" and kind not in player.cards:
            found.add("yotd:no-card")
        if age in COMPONENTS.persons[kind].ages and not state.tiles_left(kind, age):
            found.add("yotd:tile-gone" if len(COMPONENTS.persons[kind].ages) > 1 else "yotd:tile-gone-single")
        if palace <= len(player.palaces) and player.palaces[palace - 1].room == 0:
            found.add("yotd:palace-full")
        if palace > len(player.palaces):
            found.add("yotd:no-palace")
    if mv.kind == "floor" and mv.args[0] != "new":
        index = int(mv.args[0])
        if index <= len(player.palaces) and player.palaces[index - 1].floors >= 3:
            found.add("yotd:palace-max")
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_rule_reports_its_finding_whatever_else_is_wrong(players):
    rng = random.Random(100 + players)
    several = 0
    for seed in range(SEEDS):
        for state in positions(players, seed):
            for mv in probe_moves(state, rng):
                p = rng.randrange(players)
                codes = set(GAME.check(state, with_player(mv, p)).codes)
                expected = expected_findings(state, p, mv)
                assert expected <= codes, (seed, p, str(mv), expected - codes)
                several += len(codes) > 1
    assert several > 100  # many moves broke several rules at once
