"""In the Year of the Dragon (Stefan Feld), with the Great Wall and Super Events expansions."""

from tutor.core.registry import register
from tutor.games.year_of_the_dragon.engine import GAME
from tutor.games.year_of_the_dragon.lessons import LESSONS

GAME.lessons = LESSONS
register(GAME)

__all__ = ["GAME"]
