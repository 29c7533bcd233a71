"""Where a registered game's package is, and the guide's reference game registered as a fifth game.

The per-game tests take their games from the registry; ``pytest --reference-game`` (``make test-reference``)
registers ``tests/reference_game/`` first (its package and its clauses, in memory: no catalog file changes), so
every one of them runs on it too. ``package_of`` finds any game's modules, under ``tutor/games/`` or not.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType
from typing import Any

from babel.messages.pofile import read_po

from tutor.core import registry
from tutor.core.game import Game
from tutor.text import catalog
from tutor.text.clauses import load_clause_file

REFERENCE = "tests.reference_game"
OPTION = "--reference-game"


def package_of(game: Game[Any]) -> str:
    """The package a game's engine lives in (``tutor.games.china``, ``tests.reference_game``)."""
    return type(game).__module__.rpartition(".")[0]


def folder_of(game: Game[Any]) -> Path:
    """The folder of a game's package."""
    return Path(str(importlib.import_module(package_of(game)).__file__)).parent


def part(game: Game[Any], module: str) -> ModuleType:
    """One module of a game's package (``part(game, "hints")``)."""
    return importlib.import_module(f"{package_of(game)}.{module}")


def has_package(game: Game[Any]) -> bool:
    """A game built from a package of parts (the four games, the reference game), not a protocol-only fixture."""
    return type(game).__module__ == f"{package_of(game)}.engine"


def bundled(game: Game[Any]) -> bool:
    """A game that ships in ``tutor/games/`` (with its catalogs, glossary, notebooks), unlike the reference game."""
    return package_of(game).startswith("tutor.games.")


def reference_locales() -> Path:
    """The reference game's ``locales/`` (clauses, sources, catalogs), laid out like the project's (found by path:
    importing the package would register the game)."""
    return Path(__file__).resolve().parent / "reference_game" / "locales"


def clause_file(domain: str) -> Path:
    """A rulebook's clause file: the project's ``locales/clauses/<domain>.yaml``, else the reference game's."""
    real = catalog.LOCALES / "clauses" / f"{domain}.yaml"
    return real if real.exists() else reference_locales() / "clauses" / f"{domain}.yaml"


def reference_translations() -> None:
    """The reference game's catalogs (``locales/<lang>/LC_MESSAGES/<domain>.po``) among the real ones' messages,
    in memory: a message the real catalogs already hold keeps its translation."""
    for po in sorted(reference_locales().glob("*/LC_MESSAGES/*.po")):
        lang = po.parent.parent.name
        with po.open("rb") as f:
            entries = read_po(f, locale=lang)
        known = catalog.po_messages(po.stem, lang)  # cached: updated in place
        for m in entries:
            if m.id:
                known.setdefault((m.context, m.id if isinstance(m.id, str) else m.id[0]), m.string)


def register_reference() -> Game[Any]:
    """Register the reference game and put its clauses and translations among every rulebook's (in memory, for
    this process)."""
    for path in sorted((reference_locales() / "clauses").glob("*.yaml")):
        catalog.all_clauses().update({c.id: c for c in load_clause_file(path).clauses})
    reference_translations()
    game: Game[Any] = importlib.import_module(REFERENCE).GAME
    return registry.register(game)
