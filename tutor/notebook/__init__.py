"""Widgets for the notebooks: the companion (board, tutor panel, moves, history), lessons and quizzes.

The widget modules (ipywidgets, ipycanvas, numpy) load only when one of these names is asked for, so the
rich displays (``tutor.match``, ``tutor.lesson``, ``tutor.quiz``) work in a kernel without them.
"""

from importlib import import_module
from typing import Any

__all__ = ["Companion", "catalogue", "class_report", "lesson", "play", "progress", "quiz", "rule"]

_HOME = {"Companion": "companion", "catalogue": "api", "lesson": "api", "play": "api", "quiz": "api",
         "rule": "api", "class_report": "quiz", "progress": "quiz"}


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module 'tutor.notebook' has no attribute {name!r}")
    module = import_module(f"tutor.notebook.{_HOME[name]}")
    # importing api binds its submodules ``lesson`` and ``quiz`` here: the functions of the same names win
    globals().update({n: getattr(module, n) for n, home in _HOME.items() if home == _HOME[name]})
    return getattr(module, name)
