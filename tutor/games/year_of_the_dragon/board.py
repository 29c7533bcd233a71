"""In the Year of the Dragon's board as data: pure drawing and click geometry (1000×680 px), put together.

Its parts: ``board_layout`` (geometry, colours, shared helpers), ``board_words`` (messages, status lines,
``describe``), ``board_paint`` (the scene, area by area) and ``board_clicks`` (targets, clicks, ``paths``).
Importing this module sets ``GAME.board``.
"""

from __future__ import annotations

from tutor.games.year_of_the_dragon.board_clicks import BoardClicks
from tutor.games.year_of_the_dragon.board_layout import HEIGHT, WIDTH
from tutor.games.year_of_the_dragon.board_paint import BoardPainting
from tutor.games.year_of_the_dragon.engine import GAME


class YearOfTheDragonBoard(BoardPainting, BoardClicks):
    width = WIDTH
    height = HEIGHT


setattr(GAME, "board", YearOfTheDragonBoard())  # noqa: B010 (Game declares no board attribute)
