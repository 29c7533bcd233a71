"""One-line entry points for the notebooks."""

from __future__ import annotations

from typing import Any

from tutor.core import calls
from tutor.core.registry import games, load_game
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.lesson import LessonView, lessons_of
from tutor.notebook.live.quiz import QuizView
from tutor.notebook.saved.displays import clause
from tutor.notebook.saved.panel import STYLE, citation_html
from tutor.text.catalog import cite
from tutor.text.language import language, languages

COMPANION_KEYWORDS = ("seed", "options", "names", "state", "viewer", "scale", "bots", "on_move", "match", "progress",
                      "language_switch", "board", "moves")


def play(game: str, players: int | None = None, lang: str | None = None, **kw: Any) -> Companion:
    """A match to play: the board, the tutor panel and every control."""
    g = load_game(calls.text(game, "game"))
    calls.keywords(kw, COMPANION_KEYWORDS, "play")
    n = g.spec.setup(players, kw.get("seed", 0), kw.get("viewer"), "play")
    calls.seed(kw.get("seed", 0))
    if kw.get("names") is not None:
        kw["names"] = list(calls.names(kw["names"], n))
    return Companion(g, players=players, lang=calls.lang(lang, languages()), **kw)


def lesson(game: str, lesson_id: str, lang: str | None = None, presenter: bool = False) -> LessonView:
    g = load_game(calls.text(game, "game"))
    calls.text(lesson_id, "lesson", choices=dict(g.lessons))
    return LessonView(g.spec.name, lesson_id, lang=calls.lang(lang, languages()),
                      presenter=calls.flag(presenter, "presenter"))


def quiz(game: str, lang: str | None = None, seed: int = 0) -> QuizView:
    g = load_game(calls.text(game, "game"))
    return QuizView(g.spec.name, lang=calls.lang(lang, languages()), seed=calls.seed(seed))


def rule(clause_id: str, lang: str | None = None) -> Any:
    """Show one clause: its source wording beside the translation."""
    from IPython.display import HTML

    clause(clause_id, lang)  # checks the id and the language
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
