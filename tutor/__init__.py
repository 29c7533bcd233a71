"""A rules tutor for board games that cites the rulebooks' own words.

In a notebook cell::

    import tutor
    tutor.set_language("ja")                 # every display's language (en, es, ja)
    m = tutor.match("china", players=3, seed=1)
    m                                        # the board, drawn as SVG
    m.check("place lu red house:16")         # the verdict, each reason with its clause quoted
"""

from typing import Any

from tutor.core import calls
from tutor.core.registry import games, load_game
from tutor.text import language as _language
from tutor.text.language import language, languages


@calls.signature("tutor.set_language")
def set_language(lang: str) -> None:
    """Set the language of every display: one of ``tutor.text.language.languages()`` (en, es, ja)."""
    _language.set_language(calls.text(lang, "lang", "set_language", choices=languages()))

__all__ = ["clause", "games", "language", "lesson", "load_game", "match", "quiz", "set_language"]


def __getattr__(name: str) -> Any:
    # the notebook side (ipywidgets) loads only when a cell asks for it, never for the command line
    if name == "match":
        from tutor.notebook.matchcell import MatchCell

        return MatchCell
    if name == "clause":
        from tutor.notebook.saved.displays import clause

        return clause
    if name == "lesson":
        from tutor.notebook.lessonbook import LessonBook

        return LessonBook
    if name == "quiz":
        from tutor.notebook.quizbook import QuizBook

        return QuizBook
    raise AttributeError(f"module 'tutor' has no attribute {name!r}")
