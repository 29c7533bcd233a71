"""A game is one entry (issue 39): the registry orders games by their specs, and no test lists the games by
name where it means every game, so a fifth game joins every per-game test the day it registers."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import pytest

from tests.fixture_game import NIM, Nim
from tutor.core import registry
from tutor.core.registry import games

TESTS = Path(__file__).resolve().parents[1]
# literals that name the games on purpose: data written by hand for each game, or a test about the four
PER_GAME_DATA = {
    ("browser/test_browser.py", "SHORT"): "the README's screenshot file names",
    ("core/test_fields.py", "POSITIONS"): "a hand-written position with three faults, per game",
    ("core/test_phase_fields.py", "HEADS"): "hand-written positions with a field outside its phase, per game",
    ("core/test_search.py", "TWINS"): "how to change what a player may not see, per game",
    ("games/test_layout.py", "test_the_registry_has_the_four_games"): "the four games exist",
    ("games/test_setup_refusals.py", "PRE_TURN_PHASES"): "the phase before the first turn, per game that has one",
    ("games/test_setup_refusals.py", "SETUP_PREFIX"): "the setup clauses' prefix, per game that has a setup phase",
}


@pytest.fixture
def listed_first():
    """A copy of the reference game whose spec lists it before the others, registered for the test."""
    game = Nim()
    game.spec = replace(NIM.spec, name="nim_first", listed=0)
    registry.register(game)
    yield game
    registry._GAMES.pop("nim_first", None)


def test_the_registry_lists_the_games_in_the_order_their_specs_give(listed_first):
    listed = games()
    assert listed[0] is listed_first
    real = [g for g in listed if type(g).__module__.startswith("tutor.games.")]
    assert [g.spec.listed for g in real] == sorted(g.spec.listed for g in real) and len(real) >= 4
    assert NIM.spec.listed > max(g.spec.listed for g in real), "a game that says nothing comes after the others"


def _named_games(tree: ast.Module, names: set[str]) -> list[tuple[str, int]]:
    """(top-level name, line) of every literal naming three or more of the games."""
    found = []
    for top in tree.body:
        label = getattr(top, "name", "") or next((t.id for t in getattr(top, "targets", []) if isinstance(t, ast.Name)),
                                                 getattr(getattr(top, "target", None), "id", ""))
        for node in ast.walk(top):
            items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", []) \
                if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else []
            said = {i.value for i in items if isinstance(i, ast.Constant) and isinstance(i.value, str)}
            if len(said & names) >= 3:
                found.append((label, node.lineno))
    return found


def test_no_test_lists_the_games_where_it_means_every_game():
    names = {g.spec.name for g in games() if type(g).__module__.startswith("tutor.games.")}
    wrong = []
    for path in sorted(TESTS.rglob("*.py")):
        rel = path.relative_to(TESTS).as_posix()
        for label, line in _named_games(ast.parse(path.read_text(encoding="utf-8")), names):
            if (rel, label) not in PER_GAME_DATA:
                wrong.append(f"tests/{rel}:{line} ({label})")
    assert not wrong, "iterate tutor.core.registry.games() instead of naming the games: " + ", ".join(wrong)


def test_the_exceptions_are_still_there():
    seen = {(path.relative_to(TESTS).as_posix(), label) for path in TESTS.rglob("*.py")
            for label, _ in _named_games(ast.parse(path.read_text(encoding="utf-8")),
                                         {g.spec.name for g in games()})}
    assert set(PER_GAME_DATA) <= seen, set(PER_GAME_DATA) - seen


def test_every_table_still_keyed_by_game_names_every_game():
    """The tables docs/adding-a-game.md lists (step 5 and 6) name every registered game: a new game learns here,
    in one failure, every table it must join."""
    from tutor import bench, clickbench, speed
    from tutor.notebook.publish import generate

    tables = {"tutor/clickbench.py PLAYS": clickbench.PLAYS, "tutor/speed.py GUARD_GAMES": speed.GUARD_GAMES,
              "tutor/speed.py GUARD_MOVES": speed.GUARD_MOVES, "tutor/bench.py BENCH_PLAYERS": bench.BENCH_PLAYERS,
              "tutor/notebook/publish/generate.py WINNING": generate.WINNING,
              "tutor/notebook/publish/generate.py PLAY_CALLS": generate.PLAY_CALLS,
              "tutor/notebook/publish/generate.py FULL_CALLS": generate.FULL_CALLS}
    names = {g.spec.name for g in games() if type(g).__module__.startswith("tutor.games.")}
    missing = {table: sorted(names - set(keys)) for table, keys in tables.items() if names - set(keys)}
    assert not missing, f"add each game to these tables (docs/adding-a-game.md, steps 5 and 6): {missing}"
    guide = (TESTS.parent / "docs" / "adding-a-game.md").read_text(encoding="utf-8")
    assert all(table.split()[1] in guide for table in tables), "the guide names every table keyed by game"
