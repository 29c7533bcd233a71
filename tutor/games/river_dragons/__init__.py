"""River Dragons (Roberto Fraga): program five action cards, then cross the river on planks and stones.

The engine lives in ``rules.py``; boards are data (``boards/*.yaml``, designed by this project, see
their headers); the board view is ``board.py``; bots in ``bots.py``; lessons in ``lessons.py``; quizzes in ``quiz.py``.
Users' guide: docs/river_dragons.md.
"""

from __future__ import annotations

from tutor.core.registry import register
from tutor.games.river_dragons.board import RiverBoardView
from tutor.games.river_dragons.hints import REMEDIES
from tutor.games.river_dragons.lessons import LESSONS
from tutor.games.river_dragons.rules import RiverDragons

GAME = RiverDragons()
GAME.board = RiverBoardView()
GAME.lessons = LESSONS
GAME.remedies = REMEDIES
register(GAME)

__all__ = ["GAME"]
