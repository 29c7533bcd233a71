"""Dragonheart (two players, cards): the rules engine, its board, bots and quizzes.

The rulebook is ``locales/sources/dragonheart.es.txt`` (domain ``dragonheart``, clause ids ``dh.*``).
The deck make-up is provisional: see ``components.yaml`` and docs/dragonheart.md.
"""

from __future__ import annotations

from tutor.core.registry import register
from tutor.games.dragonheart.board import DragonheartBoard
from tutor.games.dragonheart.bots import BOTS
from tutor.games.dragonheart.engine import Dragonheart
from tutor.games.dragonheart.hints import REMEDIES
from tutor.games.dragonheart.lessons import LESSONS

GAME = Dragonheart()
GAME.board = DragonheartBoard()
GAME.bots = BOTS
GAME.lessons = LESSONS
GAME.remedies = REMEDIES
register(GAME)

__all__ = ["GAME", "Dragonheart"]
