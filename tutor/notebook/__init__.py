"""The notebooks' side of the tutor, in three kinds, each in its own folder, imports pointing one way:

- ``saved/``: what needs no kernel once shown: the models of a match and a quiz, SVG boards, cited verdicts;
- ``live/``: the widgets (board view, companion, lesson, quiz) built on ``saved``;
- ``publish/``: the generator, slide decks, handouts, the rulebook reader and the static site.

The code cell's front doors sit here above ``saved`` and ``live``: ``matchcell`` (``tutor.match``), ``lessonbook``
(``tutor.lesson``), ``quizbook`` (``tutor.quiz``) and ``api`` (the widgets' one-line calls); ``publish`` uses them.

The widget modules (ipywidgets, ipycanvas, numpy) load only when one of these names is asked for, so the
rich displays (``tutor.match``, ``tutor.lesson``, ``tutor.quiz``) work in a kernel without them.
"""

from importlib import import_module
from typing import Any

__all__ = ["Companion", "catalogue", "class_report", "lesson", "play", "progress", "quiz", "rule"]

_HOME = {"Companion": "live.companion", "catalogue": "api", "lesson": "api", "play": "api", "quiz": "api",
         "rule": "api", "class_report": "live.quiz", "progress": "live.quiz"}


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module 'tutor.notebook' has no attribute {name!r}")
    module = import_module(f"tutor.notebook.{_HOME[name]}")
    # importing api binds its submodules ``lesson`` and ``quiz`` here: the functions of the same names win
    globals().update({n: getattr(module, n) for n, home in _HOME.items() if home == _HOME[name]})
    return getattr(module, name)
