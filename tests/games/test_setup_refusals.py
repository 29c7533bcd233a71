"""Before a game's first turn there is no turn yet (issue 37): every refusal of a move made before it cites first a
clause of the game's setup first — the one that decides who acts then (Dragonheart: the youngest player chooses who starts;
China: the players agree on the start player; In the Year of the Dragon: the initial picks, clockwise from the oldest
player) — never a clause about turns of play. River Dragons begins with its first turn's programming: no setup step
asks anything of a player."""

from __future__ import annotations

import dataclasses

import pytest

from tutor.core.registry import games

PRE_TURN_PHASES = {"dragonheart": "start", "china": "setup", "year_of_the_dragon": "draft"}
SETUP_PREFIX = {"dragonheart": "dh.setup.", "china": "china.setup.", "year_of_the_dragon": "yotd.setup."}


@pytest.mark.parametrize("name", sorted(PRE_TURN_PHASES))
def test_every_refusal_before_the_first_turn_cites_a_setup_clause(name):
    game = next(g for g in games() if g.spec.name == name)
    refused = 0
    for players in range(game.spec.players[0], game.spec.players[1] + 1):
        for seed in range(3):
            state = game.new(players, seed)
            assert state.phase == PRE_TURN_PHASES[name]
            # every candidate move of this position and of a position further on, by every player
            later = state
            for _ in range(3):
                moves = game.legal_moves(later)
                if not moves:
                    break
                later, _ = game.apply(later, moves[0])
            candidates = {*game.candidate_moves(state), *game.candidate_moves(later)}
            for move in candidates:
                for who in range(players):
                    verdict = game.check(state, dataclasses.replace(move, player=who))
                    if verdict.legal:
                        continue
                    refused += 1  # the first reason is the setup's (the move's own faults may follow)
                    first = verdict.violations[0]
                    assert first.clauses[0].startswith(SETUP_PREFIX[name]), (str(move), who, first.code, first.clauses)
    assert refused
