"""The shape of a game package: the same modules in the same roles in every game (docs/adding-a-game.md).

``PARTS`` lists the core modules of ``tutor/games/<game>/`` in import order: a module may import the parts
listed before it, never one listed after it (so position and questions never import the engine, and the
engine never imports its board, bots or lessons; the package's ``__init__`` puts the game together).
Each part names what it must define. The conformance test (``tests/games/test_layout.py``) checks every
registered game against this list, and the guide's table against it too; the behaviour harness
(``tests/games/test_conformance.py``) plays every registered game, the guide's reference game included.

``SKELETON`` holds the points decided once for every game (the guide explains each); the tests hold the
games to them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Part:
    """A core module of a game package: its name, its role, and the names it must define."""

    module: str
    role: str
    defines: tuple[str, ...] = ()


PARTS: tuple[Part, ...] = (
    Part("messages", "every reason and event code with its English message id (tutor domain)", ("MESSAGES",)),
    Part("components", "the component facts, loaded from the game's data files with their provenance",
         ("COMPONENTS",)),
    Part("state", "the state: a frozen value (the game's ``state_type``, named ``<Game>State``), the helpers that "
         "read it, and who moves, whether it is over and what a player sees", ("to_move", "is_over", "observation")),
    Part("notation", "the move notation: the words of a move and how they read", ("SCHEMA",)),
    Part("describe", "any move in plain words in the learner's language, players by name: what every display of a "
         "move shows (the notation is only for typing)", ("describe_move",)),
    Part("setup", "the game's spec (names, players, options) and the starting state from players, seed and options",
         ("SPEC", "new")),
    Part("validate", "one validator for every position and saved state (conservation, ranges, references)",
         ("validate_state",)),
    Part("rules", "legality: ``check(state, move)``, every violation with its clause, or the grounds; ``is_legal``,"
         " the same checks stopping at the first fault", ("check", "is_legal")),
    Part("listing", "the moves: a broad candidate superset, and exactly the legal ones",
         ("candidate_moves", "legal_moves")),
    Part("scoring", "points with the clause that gave them, and the outcome of a finished game", ("outcome",)),
    Part("effects", "what a legal move does, then everything the rules do on their own", ("resolve",)),
    Part("position", "a state from a scenario's position: only what matters, the rest defaults",
         ("from_position",)),
    Part("questions", "the questions scenarios and quizzes ask, answered with cited lines",
         ("QUESTIONS", "answer")),
    Part("engine", "the ``Game``: hands each of its methods to the part above that does it"),
    Part("board", "the board as a scene (a pure function of a state: built with no arguments, it holds no engine) "
         "and clicks as moves"),
    Part("hints", "what would make an illegal move legal, per violation code", ("REMEDIES",)),
    Part("bots", "the bots by name", ("BOTS",)),
    Part("lessons", "the lessons: prose, the clauses they quote, a position and a task", ("LESSONS",)),
    Part("quiz", "quiz questions from self-played positions: ``generate(seed)`` gives a scenario mapping",
         ("generate",)),
)

DATA_FILES: tuple[str, ...] = ("components.yaml", "unenforced.yaml", "codes.yaml")

CORE: tuple[str, ...] = tuple(p.module for p in PARTS)

SKELETON: tuple[tuple[str, str], ...] = (
    ("the game object", "``GAME`` is built in the package's ``__init__.py`` (never in ``engine.py``), which wires its "
                        "board, bots, lessons and remedies and registers it"),
    ("reading the state", "``to_move(state)``, ``is_over(state)`` and ``observation(state, viewer)`` are functions of "
                          "``state.py``; the engine hands them over like every other method"),
    ("the board", "a ``Board`` subclass built with no arguments: every scene is a pure function of the state, "
                  "the viewer and the language (it calls the parts, never the engine)"),
    ("events", "``tutor.core.verdict.event`` (no actor in the message) and ``actor_event`` (the acting player is "
               "also the ``%(player)s`` parameter), imported from the core: no per-game alias"),
    ("names", "the state class is ``<Game>State`` after the engine's class (``ChinaState`` for ``China``); a "
              "player index is ``player`` in every signature and parameter (``viewer`` for whom an observation is "
              "for)"),
    ("score lines", "cited score lines are ``tuple[ScoreLine, ...]``: ``outcome(state).lines``, and "
                    "``scoring.score_lines(state)`` where a game has it (totals come from ``outcome`` or a "
                    "``totals(state)``, never as a pair)"),
    ("privacy", "a name starting with ``_`` is private to its module: no module imports it from another"),
)


def rank(module: str) -> int | None:
    """Where a core module stands in the import order (None for a game's own extra module)."""
    return CORE.index(module) if module in CORE else None
