"""A lesson on screen: step forward and back; each step quotes its clauses and sets up a position."""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as w

from tutor.core.lesson import Lesson, Step, step_names, step_start
from tutor.core.moves import Move
from tutor.core.registry import load_game
from tutor.core.verdict import Verdict
from tutor.notebook.live.behaviour import lesson_html
from tutor.notebook.live.companion import Companion
from tutor.notebook.live.into_view import into_view
from tutor.notebook.saved.panel import STYLE, citation_html
from tutor.progress import hooks as progress_hooks
from tutor.progress.record import Record
from tutor.text.catalog import cite
from tutor.text.language import language, language_name, languages
from tutor.text.ui import N_, gettext

L_NEXT = N_("Next")
L_PREV = N_("Previous")
L_PRESENTER = N_("Presenter mode")
L_STEP = N_("Step %(n)s of %(total)s")
L_TASK = N_("Your task: %(task)s")
L_TASK_DONE = N_("Well done: task complete.")
L_TASK_OPEN = N_("Not yet: try another move.")
L_NOT_TASK = N_("That move is legal, but it is not this step's task. Undo it, then: %(task)s")
L_NOT_TASK_SHORT = N_("That move is legal, but it is not this step's task: undo it and try again.")


def lessons_of(game: str) -> dict[str, Lesson]:
    g = load_game(game)
    return dict(getattr(g, "lessons", {}))


class LessonView:
    """Steps through a lesson; keyboard arrows on the board (or the buttons) go forward and back."""

    def __init__(self, game: str, lesson: str, lang: str | None = None, presenter: bool = False, start: int = 0,
                 progress: Record | bool | None = None) -> None:
        self.game = load_game(game)
        self.record = progress_hooks.learner_record(progress)
        self.lesson = lessons_of(self.game.spec.name)[lesson]
        self.lang, self.presenter, self.index = language(lang), presenter, 0
        self.done = [False] * len(self.lesson.steps)
        self.off_task = False  # the last move was legal but not the step's task (said beside the task)
        self.title = w.HTML()
        self.counter = w.HTML(layout=w.Layout(width="auto"))
        self.counter.add_class("tutor-counter")
        self.prose = w.HTML()
        self.quotes = w.HTML()
        self.task = w.HTML()
        self.task.add_class("tutor-live")  # "Well done" is announced (and said in the board's status line)
        self.task.add_class("tutor-task")
        self.prev_button, self.next_button = w.Button(icon="arrow-left"), w.Button(icon="arrow-right")
        self.presenter_box = w.Checkbox(value=presenter, indent=False, layout=w.Layout(width="auto"))
        self.prev_button.on_click(lambda _: self.go(self.index - 1))
        self.next_button.on_click(lambda _: self.go(self.index + 1))
        self.presenter_box.observe(lambda ch: self.set_presenter(ch["new"]), names="value")
        self.lang_toggle = w.ToggleButtons(options=[(language_name(x), x) for x in languages()], value=self.lang,
                                           style={"button_width": "auto"})
        self.lang_toggle.observe(lambda ch: self.set_lang(ch["new"]), names="value")
        self.body = w.VBox()
        nav = w.HBox([self.prev_button, self.counter, self.next_button, self.presenter_box, self.lang_toggle])
        style = w.HTML(STYLE + lesson_html())
        self.widget = w.VBox([style, self.title, nav, self.prose, self.quotes, self.task, self.body])
        self.widget.add_class("tutor-lesson")
        self.companion: Companion | None = None
        self._quotes_later = True  # the first step's quotes are filled once the lesson is on its way to the browser
        self.go(start)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)
        display(into_view("tutor-lesson", first_only=True))
        # then what the board does not need to appear: the step's quoted clauses (the first quote loads the
        # catalogs) and what the first verdict needs
        self._render_quotes()
        if self.companion is not None:
            self.companion.warm()

    def t(self, message: str, **params: Any) -> str:
        return gettext(message, self.lang, **params)

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def go(self, index: int) -> None:
        self.index = max(0, min(index, len(self.lesson.steps) - 1))
        self.off_task = False
        step = self.step
        players, state = step_start(self.game, self.lesson, step)
        names = step_names(self.game, step, players)
        self.companion = Companion(self.game, players=players, options=step.options, names=names, lang=self.lang,
                                   state=state, on_move=self._moved, progress=self.record or False,
                                   language_switch=False,  # one language switch per lesson: the lesson's
                                   moves=[self.game.parse_move(text) for text in step.moves])
        if self.presenter:
            self.companion.set_presenter(True)
        self.companion.on_key = self._key
        self.body.children = [self.companion.widget]
        self.render()
        # nothing is recorded here: showing a step (Run All shows them all) is not the learner doing anything

    def _key(self, key: str) -> bool:
        """The lesson's keys on the focused board: PageDown/PageUp step (the arrows too in presenter mode, where
        they do not move between the board's places). True when the key was the lesson's."""
        forward = ("PageDown",) + (("ArrowRight",) if self.presenter else ())
        back = ("PageUp",) + (("ArrowLeft",) if self.presenter else ())
        if key in forward:
            self.go(self.index + 1)
        elif key in back:
            self.go(self.index - 1)
        else:
            return False
        return True

    def _moved(self, mv: Move, verdict: Verdict) -> None:
        task = self.step.task
        finished = task is not None and task.done(mv, verdict)
        if finished and not self.done[self.index]:
            self.done[self.index] = True
            # a finished task is the learner's doing: the step's quoted clauses were met
            progress_hooks.lesson_step(self.record, self.game.spec.name, self.lesson.id, self.index,
                                       self.step.clauses)
        # a legal move that is not the task (the turn has passed) is said so, with the task, until the task is done
        self.off_task = task is not None and verdict.legal and not finished and not self.done[self.index]
        self.render()
        if self.companion is not None:  # said where the click's answer is: beside the board
            if finished:
                self.companion.say(self.t(L_TASK_DONE))
            elif self.off_task and task is not None:
                self.companion.say(self.t(L_NOT_TASK, task=self.t(task.text)))

    def set_presenter(self, on: bool) -> None:
        self.presenter = on
        if self.companion is not None:
            self.companion.set_presenter(on)
        self.render()

    def set_lang(self, lang: str) -> None:
        if self.lang_toggle.value != lang:
            self.lang_toggle.value = lang  # its observer comes back here: the lesson is redrawn once
            return
        self.lang = lang
        if self.companion is not None:
            self.companion.set_lang(lang)
        self.render()

    def _render_quotes(self) -> None:
        cites = "".join(citation_html(cite(c, self.lang)) for c in self.step.clauses)
        self.quotes.value = f'<div class="tutor-panel">{cites}</div>'  # presenter mode: not enlarged (the board first)

    def render(self) -> None:
        big = ' style="font-size:150%"' if self.presenter else ""
        self.title.value = f"<h2{big}>{self.t(self.lesson.title)}</h2>"
        self.counter.value = (f'<span class="tutor-counter" style="white-space:nowrap">'
                              f"{self.t(L_STEP, n=self.index + 1, total=len(self.lesson.steps))}</span>")
        self.prose.value = f"<p{big}>{self.t(self.step.text)}</p>"
        if self._quotes_later:
            self._quotes_later = False
        else:
            self._render_quotes()
        task = self.step.task
        if task is None:
            self.task.value = ""
        else:
            state = (self.t(L_TASK_DONE) if self.done[self.index] else
                     escape(self.t(L_NOT_TASK_SHORT)) if self.off_task else "")
            self.task.value = f"<p{big}><b>{self.t(L_TASK, task=self.t(task.text))}</b> {state}</p>"
        self.presenter_box.description = self.t(L_PRESENTER)
        self.prev_button.description, self.next_button.description = self.t(L_PREV), self.t(L_NEXT)
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index >= len(self.lesson.steps) - 1
