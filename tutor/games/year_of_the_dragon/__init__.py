"""In the Year of the Dragon (Stefan Feld), with the Great Wall and Super Events expansions."""

from tutor.core.registry import register
from tutor.games.year_of_the_dragon.board import YearOfTheDragonBoard
from tutor.games.year_of_the_dragon.bots import BOTS
from tutor.games.year_of_the_dragon.engine import YearOfTheDragon
from tutor.games.year_of_the_dragon.hints import REMEDIES
from tutor.games.year_of_the_dragon.lessons import LESSONS

GAME = YearOfTheDragon()
GAME.board = YearOfTheDragonBoard()
GAME.lessons = LESSONS
GAME.remedies = REMEDIES
GAME.bots = BOTS
register(GAME)

__all__ = ["GAME"]
