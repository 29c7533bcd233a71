"""One verdict of the engine for each clause it can cite: found, not written by hand.

The search checks every move of every scenario file of a game (its quiz, review and rulebook examples), then
plays seeded random games and checks every candidate move of each position (legal and illegal), keeping for
each clause the first verdict that cites it. The work is bounded by counts, not time, so the result is the
same on every machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from tutor.core.errors import InputError
from tutor.core.game import Game
from tutor.core.lesson import DEFAULT_NAMES
from tutor.core.registry import load_game
from tutor.core.scenario import load_scenario
from tutor.core.verdict import Event, Verdict
from tutor.resources import scenarios

GAMES, MOVES, CANDIDATES = 3, 150, 40  # random games, moves per game, candidate moves checked per position


@dataclass(frozen=True)
class Found:
    """What the engine said citing a clause: its verdict on a move, or (for clauses no check cites, such as
    scoring) what a legal move did; with the players' names."""

    move: str
    verdict: Verdict
    names: tuple[str, ...]
    event: Event | None = None  # set: the clause is cited by this outcome of the (legal) move


def _note(found: dict[str, Found], move: str, verdict: Verdict, names: tuple[str, ...]) -> None:
    for cid in verdict.clauses:
        found.setdefault(cid, Found(move, verdict, names))


def _events(found: dict[str, Found], move: str, verdict: Verdict, names: tuple[str, ...],
            events: Sequence[Event]) -> None:
    for ev in events:
        for cid in ev.clauses:
            found.setdefault(cid, Found(move, verdict, names, ev))


def _scenarios(game: Game[Any], found: dict[str, Found]) -> None:
    for path in sorted(scenarios(game.spec.name).rglob("*.yaml")):
        try:
            sc = load_scenario(path)
            state = sc.start()
            names = tuple(sc.names) if sc.names else DEFAULT_NAMES[: sc.players]
            for st in sc.steps:
                mv = game.parse_move(st.move)
                verdict = game.check(state, mv)
                _note(found, str(mv), verdict, names)
                if st.play and verdict.legal:
                    state, events = game.apply(state, mv)
                    _events(found, str(mv), verdict, names, events)
        except (InputError, ValueError, KeyError):
            continue  # a scenario that does not load here is its own test's business


def _random_play(game: Game[Any], found: dict[str, Found]) -> None:
    low, high = game.spec.players
    for seed in range(GAMES):
        players = min(high, max(low, game.spec.default_players or low) + seed % 2)
        rng = random.Random(seed)
        state = game.new(players, seed)
        names = DEFAULT_NAMES[:players]
        for _ in range(MOVES):
            if game.is_over(state):
                break
            candidates = list(game.candidate_moves(state))
            legal = []
            for mv in rng.sample(candidates, min(CANDIDATES, len(candidates))):
                verdict = game.check(state, mv)
                _note(found, str(mv), verdict, names)
                if verdict.legal:
                    legal.append(mv)
            legal = legal or game.legal_moves(state)
            if not legal:
                break
            mv = rng.choice(legal)
            verdict = game.check(state, mv)
            state, events = game.apply(state, mv)
            _events(found, str(mv), verdict, names, events)


@cache
def citing_verdicts(game_name: str) -> dict[str, Found]:
    """``{clause id: a verdict citing it}`` for every clause some checked move cites."""
    game = load_game(game_name)
    found: dict[str, Found] = {}
    _scenarios(game, found)
    _random_play(game, found)
    verdicts = {c: f for c, f in found.items() if f.event is None}
    return {**found, **verdicts}  # a verdict citing a clause is preferred to an outcome citing it
