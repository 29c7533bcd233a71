"""In the Year of the Dragon's board as data: pure drawing and click geometry (1000×680 px), put together.

Its parts: ``board_layout`` (geometry, colours, shared helpers), ``board_words`` (messages, status lines,
``describe``), ``board_paint`` (the scene, area by area) and ``board_clicks`` (targets, clicks, ``paths``).
The package's ``__init__`` puts it on ``GAME.board``.
"""

from __future__ import annotations

from tutor.games.year_of_the_dragon.board_clicks import BoardClicks
from tutor.games.year_of_the_dragon.board_layout import HEIGHT, WIDTH
from tutor.games.year_of_the_dragon.board_paint import BoardPainting


class YearOfTheDragonBoard(BoardPainting, BoardClicks):
    width = WIDTH
    height = HEIGHT

