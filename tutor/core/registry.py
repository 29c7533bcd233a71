"""The game registry: ``load_game("china")``, by name or alias in en/es/ja."""

from __future__ import annotations

import importlib
import pkgutil
import unicodedata
from functools import cache
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from tutor.core.errors import N_, InputError, Words, clip
from tutor.core.game import Game

_GAMES: dict[str, Game[Any]] = {}
M_GAME = N_("“%(name)s” is an unknown game; the games are %(games)s.")


def register(game: Game[Any]) -> Game[Any]:
    _GAMES[game.spec.name] = game
    return game


def _key(name: str) -> str:
    folded = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in folded if c.isalnum())


@cache
def _packages() -> tuple[str, ...]:
    """The game packages under ``tutor/games/``: each registers its game when imported."""
    found = {m.name for m in pkgutil.iter_modules(importlib.import_module("tutor.games").__path__) if m.ispkg}
    return tuple(sorted(found))


def _discover() -> None:
    for module in _packages():
        importlib.import_module(f"tutor.games.{module}")


def package_of(name: str) -> str | None:
    """The package holding a game's parts, by the game's name: ``tutor.games.<name>`` for a bundled game, the
    engine's own package for a game registered from elsewhere (the guide's reference game, in tests/); None for
    a name no game has."""
    if name in _packages():
        return f"tutor.games.{name}"
    game = _GAMES.get(name)
    return type(game).__module__.rpartition(".")[0] if game is not None else None


def scenarios_of(name: str) -> Traversable:
    """A game's scenario folder (``rulebook/``, ``quiz/``, ``review/``): a bundled game's is package data
    (``tests/scenarios/<game>`` in a checkout); a game registered from elsewhere keeps its own beside its modules."""
    package = package_of(name)
    if package is None or package.startswith("tutor.games."):
        return files("tutor") / "data" / "scenarios" / name
    return files(package) / "scenarios"


def games() -> list[Game[Any]]:
    """Every registered game, in the order their specs give (``GameSpec.listed``), then by name."""
    _discover()
    return sorted(_GAMES.values(), key=lambda g: (g.spec.listed, g.spec.name))


def load_game(name: str) -> Game[Any]:
    """A game by its name, an alias, or its title in English, Spanish or Japanese."""
    if name in _packages():  # a package name: import that game alone (the notebook's path, by far the most common)
        importlib.import_module(f"tutor.games.{name}")
        if name in _GAMES:
            return _GAMES[name]
    wanted = _key(name)
    for game in games():
        keys = {game.spec.name, *game.spec.aliases, *game.spec.names.values()}
        if wanted in {_key(k) for k in keys}:
            return game
    raise InputError("game", 0, "game", parts=[(M_GAME, {"name": clip(name, 40),
                                                         "games": Words(g.spec.name for g in games())})])
