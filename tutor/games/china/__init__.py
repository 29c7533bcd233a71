"""China (Michael Schacht, 2005) for 3-5 players: play cards to place houses and emissaries in the nine
regions of a map of China; score house majorities when a region fills, then alliances of emissaries
between neighbouring regions and rows of houses along the roads. The rulebook is Spanish
(``locales/clauses/china.yaml``); the two boards are the project's own (``boards/README.md``).
"""

from tutor.core.registry import register
from tutor.games.china.board import ChinaBoard
from tutor.games.china.bots import BOTS
from tutor.games.china.engine import China
from tutor.games.china.hints import REMEDIES
from tutor.games.china.lessons import LESSONS

GAME = China()
GAME.bots = BOTS
GAME.board = ChinaBoard()
GAME.lessons = LESSONS
GAME.remedies = REMEDIES
register(GAME)

__all__ = ["GAME", "China"]
