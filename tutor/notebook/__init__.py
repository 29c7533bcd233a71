"""Widgets for the notebooks: the companion (board, tutor panel, moves, history), lessons and quizzes."""

from tutor.notebook.api import catalogue, lesson, play, quiz, rule
from tutor.notebook.companion import Companion

__all__ = ["Companion", "catalogue", "lesson", "play", "quiz", "rule"]
