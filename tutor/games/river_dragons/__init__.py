"""River Dragons (Roberto Fraga): program five action cards, then cross the river on planks and stones.

The package has the layout of every game (docs/adding-a-game.md): the ``Game`` is ``engine.py``, legality
``rules.py``; its own extras are ``planks.py`` (plank geometry) and ``boardfile.py`` (boards as data,
``boards/*.yaml``, designed by this project, see their headers). This module puts the game together
(board view, bots, lessons, hints) and registers it. Users' guide: docs/river_dragons.md.
"""

from __future__ import annotations

from tutor.core.registry import register
from tutor.games.river_dragons.board import RiverBoardView
from tutor.games.river_dragons.bots import BOTS
from tutor.games.river_dragons.engine import RiverDragons
from tutor.games.river_dragons.hints import REMEDIES
from tutor.games.river_dragons.lessons import LESSONS

GAME = RiverDragons()
GAME.board = RiverBoardView()
GAME.bots = BOTS
GAME.lessons = LESSONS
GAME.remedies = REMEDIES
register(GAME)

__all__ = ["GAME"]
