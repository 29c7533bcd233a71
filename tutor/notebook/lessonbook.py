"""Lessons and quizzes for code cells: each step's rule, position and verdict as displays that need no kernel.

``tutor.lesson("china", "placement")`` is a lesson book: ``.step(2)`` shows the step's prose and quoted
clauses, ``.start(2)`` is its position (a ``tutor.match``), ``.task_moves(2)`` a way to do its task, and
``.widget(2)`` the live lesson widget opened at that step. ``tutor.quiz("china")`` is the printable quiz:
``.position(3)`` draws a question's position under the question, ``.answer(3)`` folds the answer and its
cited explanation in a ``<details>``.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from tutor.core import calls
from tutor.core.game import Game
from tutor.core.lesson import Lesson, Task, task_moves
from tutor.core.moves import Move
from tutor.core.registry import load_game
from tutor.notebook.matchcell import MatchCell
from tutor.notebook.saved.lessonexample import L_DRAWING
from tutor.notebook.saved.panel import STYLE, citation_html
from tutor.text.catalog import cite
from tutor.text.explain import format_citation
from tutor.text.language import language, languages
from tutor.text.ui import N_, gettext

L_STEP = N_("Step %(n)s of %(total)s")
L_TASK = N_("Your task: %(task)s")


@dataclass(frozen=True)
class StepText:
    """A lesson step as text: its heading, prose, task and the clauses it quotes (source beside translation)."""

    heading: str
    prose: str
    task: str
    clauses: tuple[str, ...]
    lang: str
    drawing: str = ""  # the label of a position that is the rulebook's own drawing (Step.drawing), in words

    def _repr_html_(self) -> str:
        task = f"<p><b>{escape(self.task)}</b></p>" if self.task else ""
        task += f'<p class="tutor-drawing"><i>{escape(self.drawing)}</i></p>' if self.drawing else ""
        quotes = "".join(citation_html(cite(c, self.lang)) for c in self.clauses)
        return (f'{STYLE}<div class="tutor-panel"><h3>{escape(self.heading)}</h3><p>{escape(self.prose)}</p>'
                f"{quotes}{task}</div>")

    def __repr__(self) -> str:
        parts = [self.heading, self.prose, *(format_citation(cite(c, self.lang)) for c in self.clauses)]
        return "\n\n".join(p for p in (*parts, self.task, self.drawing) if p)


class LessonBook:
    """One lesson of one game, step by step (steps count from 1, as on screen)."""

    @calls.signature("tutor.lesson")
    def __init__(self, game: str | Game[Any], lesson: str, lang: str | None = None) -> None:
        self.game: Game[Any] = game if isinstance(game, Game) else load_game(calls.text(game, "game"))
        self.lesson: Lesson = dict(self.game.lessons)[calls.text(lesson, "lesson", choices=dict(self.game.lessons))]
        self._lang = calls.lang(lang, languages())

    @property
    def lang(self) -> str:
        return language(self._lang)

    def __len__(self) -> int:
        return len(self.lesson.steps)

    @property
    def title(self) -> str:
        return gettext(self.lesson.title, self.lang)

    def _step(self, n: int) -> Any:
        return self.lesson.steps[calls.whole(n, "step", 1, len(self)) - 1]

    def step(self, n: int) -> StepText:
        st = self._step(n)
        lang = self.lang
        task = gettext(L_TASK, lang, task=gettext(st.task.text, lang)) if st.task else ""
        drawing = gettext(L_DRAWING, lang, why=gettext(st.drawing, lang)) if st.drawing else ""
        return StepText(gettext(L_STEP, lang, n=n, total=len(self)), gettext(st.text, lang), task, st.clauses, lang,
                        drawing)

    def start(self, n: int) -> MatchCell:
        """The position step ``n`` sets up, as a match for code cells."""
        self._step(n)
        return MatchCell.from_lesson(self.game, self.lesson.id, n, self._lang)

    def task(self, n: int) -> Task | None:
        return self._step(n).task  # type: ignore[no-any-return]

    def task_moves(self, n: int) -> list[Move]:
        """Moves that do step ``n``'s task from its position (the last one does it), or [] without a task."""
        task = self.task(n)
        if task is None:
            return []
        return task_moves(self.game, self.start(n).state, task) or []

    def example(self, n: int) -> Any:
        """Step ``n``'s worked example: its questions answered by the engine, with the cited lines."""
        from tutor.notebook.saved.lessonexample import example_display

        self._step(n)
        return example_display(self.game, self.lesson, n, self.lang)

    def widget(self, n: int = 1, presenter: bool = False) -> Any:
        """The live lesson (board, moves, task) opened at step ``n``."""
        from tutor.notebook.live.lesson import LessonView

        self._step(n)
        calls.flag(presenter, "presenter")
        return LessonView(self.game.spec.name, self.lesson.id, lang=self.lang, presenter=presenter, start=n - 1)
