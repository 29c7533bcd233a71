"""The skeleton's naming point (``tutor.core.layout.SKELETON``, "names"): a player index is ``player`` in every
signature and parameter (``viewer`` for whom an observation is made), never ``seat`` or ``p``.

Every registered game follows it: ``NAMED_ONE_WAY`` is the registry's list, so a new game is held to it too.
"""

from __future__ import annotations

import ast
from importlib.resources import files

import pytest

from tests.game_packages import package_of
from tutor.core import layout
from tutor.core.registry import games, load_game

NAMED_ONE_WAY = tuple(g.spec.name for g in games())
OTHER_NAMES = ("seat", "seats", "p")  # the player index's names before the skeleton decided on one
INDEX = ("int", "int | None")


def test_the_skeleton_names_the_player_index_player():
    names = dict(layout.SKELETON)["names"]
    assert "a player index is ``player``" in names


def _modules(game: str) -> list[tuple[str, ast.Module]]:
    folder = files(package_of(load_game(game)))
    return [(f"{game}/{f.name}", ast.parse(f.read_text(encoding="utf-8")))
            for f in sorted(folder.iterdir(), key=lambda f: f.name) if f.name.endswith(".py")]


@pytest.mark.parametrize("game", NAMED_ONE_WAY)
def test_a_player_index_is_named_player(game):
    wrong = []
    for path, tree in _modules(game):
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id in ("seat", "seats"):
                wrong.append(f"{path}:{node.lineno} name {node.id}")
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                params = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
                wrong += [f"{path}:{node.lineno} {node.name}({a.arg})" for a in params
                          if a.arg in OTHER_NAMES and (a.arg != "p" or (a.annotation is not None
                                                                         and ast.unparse(a.annotation) in INDEX))]
                if "seat" in node.name:
                    wrong.append(f"{path}:{node.lineno} {node.name} (a function named after a seat)")
    assert not wrong, "player indexes named otherwise than `player`:\n" + "\n".join(wrong)
