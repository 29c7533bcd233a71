"""Widgets for the notebooks: the companion (board, tutor panel, moves, history), lessons and quizzes."""

from tutor.notebook.api import catalogue, lesson, play, quiz, rule
from tutor.notebook.companion import Companion
from tutor.notebook.quiz import class_report, progress

__all__ = ["Companion", "catalogue", "class_report", "lesson", "play", "progress", "quiz", "rule"]
