"""Which browser cases `make test` runs, and which it leaves to `make wide` and `make test-browser`.

A browser family is one test function run once per registered game (the play notebooks, the lessons' verdicts,
the live quizzes...). Each such family runs in `make test` for half the games, a different half for each
family in turn, so that every game is driven in the browser by about half the families on every run, and each
family still runs on real games. The other cases carry the ``slow`` mark: `make wide` and `make test-browser`
run them all. Families that are not per game (a single case, or a sample of their own) are left whole.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pytest


@dataclass(frozen=True)
class Case:
    """A collected test: its family (file and function) and the id of its parameters ("" for none)."""

    family: str
    params: str


def game_of(case: Case, games: Sequence[str]) -> str | None:
    """The registered game a case's parameters name, or None when they name none or several."""
    named = [g for g in games if g in case.params]
    return named[0] if len(named) == 1 else None


def kept_games(families: Sequence[str], games: Sequence[str]) -> dict[str, set[str]]:
    """Family -> the games `make test` runs it for: a window of half the games (rounded up), moved on by one
    game from each family to the next (in the families' sorted order)."""
    width = math.ceil(len(games) / 2)
    return {family: {games[(i + k) % len(games)] for k in range(width)}
            for i, family in enumerate(sorted(families))}


def left_to_wide(cases: Sequence[Case], games: Sequence[str]) -> set[Case]:
    """The cases `make test` leaves out: in each family run for every game, those of the games not kept."""
    by_family: dict[str, set[str | None]] = {}
    for case in cases:
        by_family.setdefault(case.family, set()).add(game_of(case, games))
    per_game = [f for f, named in by_family.items() if len(games) > 1 and named == set(games)]
    kept = kept_games(per_game, games)
    return {c for c in cases if c.family in kept and game_of(c, games) not in kept[c.family]}


# Random play: `make test` plays the first half of each configuration's seeds, `make wide` the second half too.
# Halves, not every other seed: the options some games draw from the seed (seed % 3...) keep their mixture.
HALVES = (pytest.param(0, id="first-half"), pytest.param(1, id="second-half", marks=pytest.mark.slow))


def half_of(seeds: range, half: int) -> range:
    """The first (0) or second (1) half of ``seeds``."""
    mid = len(seeds) // 2
    return seeds[:mid] if half == 0 else seeds[mid:]
