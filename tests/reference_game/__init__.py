"""The guide's reference game (docs/adding-a-game.md): Pebbles, a complete small game in the shape of
``tutor/games/<game>/`` (take one to three pebbles or pass once; whoever takes the last pebble wins).

It lives under ``tests/`` so it never ships. ``tests/game_packages.py`` registers it when pytest runs with
``--reference-game`` (``make test-reference``), with its ``locales/`` (clause file, source, catalogs) in memory.
Copy it to start a new game: every part is here, each as small as a game of a few rules allows.
"""

from __future__ import annotations

from tests.reference_game.board import PebblesBoard
from tests.reference_game.bots import BOTS
from tests.reference_game.engine import Pebbles
from tests.reference_game.hints import REMEDIES
from tests.reference_game.lessons import LESSONS
from tutor.core.registry import register

GAME = Pebbles()
GAME.board = PebblesBoard()
GAME.bots = BOTS
GAME.lessons = LESSONS
GAME.remedies = REMEDIES
register(GAME)

__all__ = ["GAME", "Pebbles"]
