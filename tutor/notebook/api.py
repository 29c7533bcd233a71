"""One-line entry points for the notebooks."""

from __future__ import annotations

from typing import Any

from tutor.core.registry import games
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.lesson import LessonView, lessons_of
from tutor.notebook.live.quiz import QuizView
from tutor.notebook.saved.panel import STYLE, citation_html
from tutor.text.catalog import cite
from tutor.text.language import language


def play(game: str, players: int | None = None, lang: str | None = None, **kw: Any) -> Companion:
    """A match to play: the board, the tutor panel and every control."""
    return Companion(game, players=players, lang=lang, **kw)


def lesson(game: str, lesson_id: str, lang: str | None = None, presenter: bool = False) -> LessonView:
    return LessonView(game, lesson_id, lang=lang, presenter=presenter)


def quiz(game: str, lang: str | None = None, seed: int = 0) -> QuizView:
    return QuizView(game, lang=lang, seed=seed)


def rule(clause_id: str, lang: str | None = None) -> Any:
    """Show one clause: its source wording beside the translation."""
    from IPython.display import HTML

    return HTML(STYLE + f'<div class="tutor-panel">{citation_html(cite(clause_id, language(lang)))}</div>')


def catalogue(lang: str | None = None) -> Any:
    """The games, their names in every language, and their lessons."""
    from IPython.display import HTML

    rows = []
    for g in games():
        names = " · ".join(g.spec.names.values())
        titles = ", ".join(lessons_of(g.spec.name))
        rows.append(f"<tr><td><b>{g.spec.name}</b></td><td>{names}</td><td>{g.spec.players[0]}–{g.spec.players[1]}</td>"
                    f"<td>{titles}</td></tr>")
    return HTML("<table>" + "".join(rows) + "</table>")
