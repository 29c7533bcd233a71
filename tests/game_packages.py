"""Where a registered game's package is, and the guide's reference game registered as a fifth game.

The per-game tests take their games from the registry; ``pytest --reference-game`` (``make test-reference``)
registers ``tests/reference_game/`` first (its package and its clauses, in memory: no catalog file changes), so
every one of them runs on it too. ``package_of`` finds any game's modules, under ``tutor/games/`` or not.
"""

from __future__ import annotations

import importlib
from importlib.resources import files
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml
from babel.messages.pofile import read_po

from tutor.core import registry
from tutor.core.game import Game
from tutor.text import catalog
from tutor.text.clauses import Clause

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


def reference_clauses() -> dict[str, Clause]:
    """The reference game's rulebook (``tests/reference_game/clauses.yaml``) as clauses."""
    data = yaml.safe_load((files(REFERENCE) / "clauses.yaml").read_text(encoding="utf-8"))
    return {c["id"]: Clause(id=c["id"], domain=data["domain"], lang=data["lang"], kind=c["kind"], text=c["text"],
                            line=n)
            for n, c in enumerate(data["clauses"], 1)}


def reference_translations() -> None:
    """The reference game's catalogs (``tests/reference_game/locales/<lang>/<domain>.po``) among the real ones'
    messages, in memory: a message the real catalogs already hold keeps its translation."""
    folder = files(REFERENCE) / "locales"
    for lang_dir in folder.iterdir():
        for po in lang_dir.iterdir():
            with po.open("rb") as f:
                entries = read_po(f, locale=lang_dir.name)
            known = catalog.po_messages(po.name.removesuffix(".po"), lang_dir.name)  # cached: updated in place
            for m in entries:
                if m.id:
                    known.setdefault((m.context, m.id if isinstance(m.id, str) else m.id[0]), m.string)


def register_reference() -> Game[Any]:
    """Register the reference game and put its clauses and translations among every rulebook's (in memory, for
    this process)."""
    catalog.all_clauses().update(reference_clauses())
    reference_translations()
    game: Game[Any] = importlib.import_module(REFERENCE).GAME
    return registry.register(game)
