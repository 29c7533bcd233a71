"""Every registered game has the layout of ``tutor.core.layout`` and fills its protocol (docs/adding-a-game.md).

Nothing here lists the games or the modules: the games come from the registry, the parts from the layout,
so a fifth game is checked the day it registers, and a part added to the layout is required of every game.
"""

from __future__ import annotations

import importlib
import inspect
import random
import re
from importlib.resources import files
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.game_packages import bundled, has_package, package_of
from tests.import_graph import game_edges as edges
from tutor.core import layout
from tutor.core.board import Board
from tutor.core.registry import games
from tutor.text.catalog import languages

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "adding-a-game.md"
GAMES = [g for g in games() if has_package(g)]  # the four games, and the reference game when registered

# the parameters each protocol function takes first, in order (more may follow, with defaults)
SIGNATURES = {
    ("state", "to_move"): ("state",),
    ("state", "is_over"): ("state",),
    ("state", "observation"): ("state", "viewer"),
    ("setup", "new"): ("players", "seed", "options"),
    ("validate", "validate_state"): ("state", "where"),
    ("rules", "check"): ("state", "move"),
    ("rules", "is_legal"): ("state", "move"),
    ("listing", "candidate_moves"): ("state",),
    ("listing", "legal_moves"): ("state",),
    ("scoring", "outcome"): ("state",),
    ("effects", "resolve"): ("state", "move"),
    ("position", "from_position"): ("players", "options", "position", "where"),
    ("questions", "answer"): ("state", "question", "args", "where"),
    ("quiz", "generate"): ("seed",),
    ("describe", "describe_move"): ("state", "move", "lang", "names"),
}


def _package(game: Any) -> str:
    return package_of(game)


def _part(game: Any, module: str) -> ModuleType:
    return importlib.import_module(f"{_package(game)}.{module}")


def test_the_registry_has_the_four_games():
    assert {_package(g).rpartition(".")[2] for g in GAMES} >= {"year_of_the_dragon", "dragonheart", "china",
                                                               "river_dragons"}


def test_every_protocol_function_has_a_signature_to_check():
    defined = {(p.module, name) for p in layout.PARTS for name in p.defines if name.islower()}
    assert defined == set(SIGNATURES)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_every_part_is_there_and_defines_its_names(game):
    missing = []
    for part in layout.PARTS:
        try:
            module = _part(game, part.module)
        except ModuleNotFoundError:
            missing.append(f"{part.module}.py")
            continue
        missing += [f"{part.module}.{name}" for name in part.defines if not hasattr(module, name)]
    folder = files(_package(game))
    missing += [name for name in layout.DATA_FILES if not folder.joinpath(name).is_file()]
    assert not missing, f"{game.spec.name} lacks " + ", ".join(missing)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_protocol_functions_take_the_parameters_the_guide_names(game):
    wrong = []
    for (module, name), wanted in SIGNATURES.items():
        params = list(inspect.signature(getattr(_part(game, module), name)).parameters.values())
        got = tuple(p.name for p in params[: len(wanted)])
        rest = [p.name for p in params[len(wanted):] if p.default is inspect.Parameter.empty
                and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
        if got != wanted or rest:
            wrong.append(f"{module}.{name}{tuple(p.name for p in params)} (wanted {wanted})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_the_game_object_is_put_together_from_its_parts(game):
    package = _package(game)
    assert type(game).__module__ == f"{package}.engine"
    assert game.spec is _part(game, "setup").SPEC
    assert game.state_type.__module__ == f"{package}.state"
    assert importlib.import_module(package).GAME is game
    assert game.moves is _part(game, "notation").SCHEMA
    assert game.messages is _part(game, "messages").MESSAGES
    assert game.remedies is _part(game, "hints").REMEDIES
    assert game.lessons is _part(game, "lessons").LESSONS
    assert set(_part(game, "bots").BOTS) <= set(game.bots)
    assert tuple(game.questions) == tuple(_part(game, "questions").QUESTIONS)
    assert isinstance(game.board, Board)
    assert type(game.board).__module__.startswith(f"{package}.board")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_the_engine_hands_each_method_to_its_part(game):
    """Over two seeded random games, the engine's answers are its parts' answers, move by move."""
    setup, rules, listing = _part(game, "setup"), _part(game, "rules"), _part(game, "listing")
    effects, scoring, validate = _part(game, "effects"), _part(game, "scoring"), _part(game, "validate")
    n = game.spec.default_players or game.spec.players[0]
    options = game.spec.resolve_options({})
    for seed in (1, 2):
        rng = random.Random(seed)
        state = game.new(n, seed, options)
        assert state == setup.new(n, seed, options)
        for _ in range(60):
            state_part = _part(game, "state")
            assert game.to_move(state) == state_part.to_move(state)
            assert game.is_over(state) == state_part.is_over(state)
            for viewer in (None, *range(n)):
                assert game.observation(state, viewer) == state_part.observation(state, viewer)
            if game.is_over(state):
                assert game.outcome(state) == scoring.outcome(state)
                break
            legal = game.legal_moves(state)
            assert legal == listing.legal_moves(state)
            assert list(game.candidate_moves(state)) == list(listing.candidate_moves(state))
            candidates = list(listing.candidate_moves(state))
            for move in rng.sample(candidates, min(4, len(candidates))) + legal[:1]:
                assert game.check(state, move) == rules.check(state, move)
            move = rng.choice(legal)
            validate.validate_state(state, "state")
            after = game.resolve(state, move)
            assert after == effects.resolve(state, move)
            state = after[0]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_core_parts_import_only_the_parts_before_them(game):
    """The layout's order is the import order: position and questions never import the engine, the engine never
    its board or bots, and nothing inside the package imports the package itself (its ``__init__`` does the
    putting together)."""
    package = _package(game)
    wrong = []
    for module, targets in edges().items():
        if not module.startswith(f"{package}."):
            continue
        mine = layout.rank(module.rpartition(".")[2])
        for target, line in targets.items():
            if target == package:
                wrong.append(f"{module}:{line} imports the package {package}")
            elif target.startswith(f"{package}.") and mine is not None:
                theirs = layout.rank(target.rpartition(".")[2])
                if theirs is not None and theirs > mine:
                    wrong.append(f"{module}:{line} imports {target}, a later part")
    assert not wrong, "\n".join(wrong)


def _guide() -> str:
    return GUIDE.read_text(encoding="utf-8")


def test_the_guide_describes_every_part_and_its_names():
    text = _guide()
    missing = []
    for part in layout.PARTS:
        row = next((line for line in text.splitlines() if line.startswith(f"| `{part.module}.py`")), None)
        if row is None:
            missing.append(f"{part.module}.py")
            continue
        missing += [f"{part.module}.{name}" for name in part.defines if f"`{name}" not in row]
    missing += [name for name in layout.DATA_FILES if f"`{name}`" not in text]
    assert not missing, "docs/adding-a-game.md does not describe " + ", ".join(missing)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_every_extra_module_is_named_in_the_guide(game):
    """A module that is not a core part is one of the game's own extras, listed in the guide with its reason."""
    package = _package(game)
    game_dir = package.rpartition(".")[2]
    listed = set(re.findall(r"`(\w+)/(\w+)\.py`", _guide()))
    extras = [m.rpartition(".")[2] for m in edges() if m.startswith(f"{package}.")
              and layout.rank(m.rpartition(".")[2]) is None]
    unlisted = [f"{game_dir}/{m}.py" for m in extras if (game_dir, m) not in listed]
    assert not unlisted, "extras not in docs/adding-a-game.md: " + ", ".join(unlisted)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_the_game_is_known_wherever_the_guide_says_to_add_it(game):
    """The guide's steps outside the package: rulebook catalogs, a glossary, scenarios, the notebooks' tables."""
    from tutor.notebook.publish import generate
    from tutor.text.catalog import LOCALES, RULEBOOKS, all_clauses

    name = game.spec.name
    if not bundled(game):  # the guide's reference game (tests/): its rulebook is registered in memory, nothing ships
        assert {c.domain for c in all_clauses().values()} >= set(game.spec.domains)
        return
    for domain in game.spec.domains:
        assert domain in RULEBOOKS, f"tutor/text/catalog.py RULEBOOKS lacks {domain}"
        assert (LOCALES / "clauses" / f"{domain}.yaml").is_file()
    assert (LOCALES / "glossary" / f"{name}.yaml").is_file()
    for table in ("WINNING", "PLAY_CALLS", "FULL_CALLS"):
        assert name in getattr(generate, table), f"tutor/notebook/publish/generate.py {table} lacks {name}"
    scenarios = Path(__file__).resolve().parents[1] / "scenarios" / name
    assert list((scenarios / "rulebook").glob("*.yaml")), "every worked example of the rulebook is a scenario"


def test_what_the_guide_names_exists():
    """The guide's steps match the code: every path it names exists (for every game, where it says ``<game>``),
    every constant it names is defined in the package, every ``make`` target it names is in the Makefile. What it
    names outside the project (``../shared/``, the optional outside audit) is not required: a clone stands alone."""
    root = GUIDE.parents[1]
    text = _guide()
    quoted = set(re.findall(r"`([^`]+)`", text))
    missing = []
    for item in sorted(quoted):
        if not re.match(r"(tutor|tests|locales|docs)/", item) or "*" in item or "{" in item:
            continue
        for game in filter(bundled, GAMES):  # the guide's paths are where a shipped game's files go
            for domain in game.spec.domains:
                for lang in languages():
                    path = item.replace("<game>", game.spec.name).replace("<domain>", domain).replace("<lang>", lang)
                    if "<" not in path and not (root / path).exists() and not (
                            "sources" in path and any((root / "locales" / "sources").glob(f"{domain}.*.txt"))):
                        missing.append(path)
    sources = "\n".join(p.read_text(encoding="utf-8") for p in (root / "tutor").rglob("*.py"))
    for name in sorted(q for q in quoted if re.fullmatch(r"_?[A-Z][A-Z_]+", q)):
        if not re.search(rf"^\s*{name}\s*[:=]", sources, re.M):
            missing.append(name)
    makefile = (root / "Makefile").read_text(encoding="utf-8")
    for target in sorted({m.split()[1] for m in quoted if m.startswith("make ")}):
        if not re.search(rf"^{re.escape(target)}:", makefile, re.M):
            missing.append(f"make {target}")
    assert not sorted(set(missing)), "docs/adding-a-game.md names what does not exist: " + ", ".join(sorted(set(missing)))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_the_skeleton_is_the_same_in_every_game(game):
    """The points ``tutor.core.layout.SKELETON`` decides once: where GAME is built, the board holding no engine,
    the state class's name, events from the core, score lines as a tuple."""
    package = _package(game)
    engine, board = _part(game, "engine"), type(game.board)
    assert not hasattr(engine, "GAME"), "GAME is built in the package's __init__.py"
    assert list(inspect.signature(board).parameters) == [], f"{board.__name__} takes no engine"
    assert not [v for v in vars(game.board).values() if isinstance(v, type(game).__mro__[-2])]
    assert game.state_type.__name__ == f"{type(game).__name__}State"
    for module in (m for m in edges() if m.startswith(f"{package}.")):
        source = inspect.getsource(importlib.import_module(module))
        aliases = re.findall(r"^(\w+) = (?:actor_)?event\b", source, re.M)
        assert not aliases, f"{module} aliases the core's event constructor as {aliases}"
    scoring = _part(game, "scoring")
    if hasattr(scoring, "score_lines"):
        assert "tuple[ScoreLine, ...]" in str(inspect.signature(scoring.score_lines).return_annotation)


def test_no_module_imports_a_private_name_from_another():
    """A name starting with ``_`` is private to its module (tutor/ and tests/ alike)."""
    import ast

    root = Path(__file__).resolve().parents[2]
    wrong = []
    for path in sorted([*(root / "tutor").rglob("*.py"), *(root / "tests").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(("tutor", "tests")):
                wrong += [f"{path.relative_to(root)}:{node.lineno} {node.module}.{a.name}" for a in node.names
                          if a.name.startswith("_") and not a.name.startswith("__")]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.spec.name)
def test_the_games_test_folder_mirrors_its_parts(game):
    """``tests/games/<game>/`` holds ``test_<part>.py`` (or ``test_<part>_<topic>.py``) for its parts, its own
    ``test_scenarios.py`` and helpers: a reader finds a part's tests by the part's name."""
    package = _package(game)
    folder = Path(__file__).resolve().parent / package.rpartition(".")[2]
    parts = set(layout.CORE) | {m.rpartition(".")[2] for m in edges() if m.startswith(f"{package}.")}
    wrong = []
    for path in sorted(folder.glob("test_*.py")):
        stem = path.stem.removeprefix("test_")
        if stem != "scenarios" and not any(stem == p or stem.startswith(f"{p}_") for p in parts):
            wrong.append(path.name)
    assert not wrong, f"tests/games/{folder.name}/ files not named for a part: {wrong}"
