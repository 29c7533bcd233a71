"""The live quiz: a question in plain words over its board (the lessons' scene, painted as SVG), answered with
a number, buttons or cards picked from a list, graded by the engine with the cited why, the next question by
the learner's schedule.

``QuizView`` is a view of ``tutor.notebook.saved.quizmodel.QuizModel`` (the printable ``QuizBook`` is the other):
a topic picker (the whole game, a rulebook section, my weak spots) and a language switch sit on top.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from tutor.core.quizbank import CARDS, NUMBER, PLAYERS
from tutor.notebook.live.behaviour import a11y_html
from tutor.notebook.live.into_view import into_view
from tutor.notebook.saved.displays import BoardPicture
from tutor.notebook.saved.panel import STYLE, citation_html, message_html
from tutor.notebook.saved.quizmodel import TICKED, UNTICKED, Feedback, QuizModel, explanation, said_as
from tutor.progress.bank import LearnerQuestion
from tutor.progress.quiz import focus_options
from tutor.progress.record import Record
from tutor.text.language import language_name, languages
from tutor.text.ui import N_, gettext

L_CHECK = N_("Check my answer")
L_NEXT = N_("Next question")
L_TALLY = N_("Score: %(right)s of %(asked)s")
L_ANSWER = N_("Your answer")
L_NO_QUESTIONS = N_("No questions found.")
L_TOPIC = N_("Topic")
L_LANGUAGE = N_("Language")
L_PICK = N_("Pick your answer, then check it.")
BOARD_SCALE = 0.7  # the board under the question, small enough to keep the answer buttons near
# the board keeps the question and the answer in one screen: under half the window high, but never shrunk below
# the height it is drawn at on a 768 px high window (its labels, 11 px as drawn, would fall to 8 px: issue 35)
QUIZ_STYLE = "<style>.tutor-quiz svg.tutor-board{max-height:max(46vh,480px)}</style>"


class QuizView:
    """Asks one question at a time; no answer is shown before the learner commits."""

    def __init__(self, game: str, lang: str | None = None, files: Sequence[Path] | None = None, seed: int = 0,
                 generated: bool = True, progress: Record | bool | None = None, focus: str | None = None,
                 questions: Sequence[LearnerQuestion] | None = None, into_view: bool = False) -> None:
        self.into_view = into_view  # shown, it brings itself into view (the quiz notebook's first output)
        self.model = QuizModel(game, lang, files, seed, generated, progress, focus, questions)
        self.game = self.model.game
        self.record = self.model.record
        self.title = w.HTML()
        self.prompt = w.HTML()
        self.board = w.HTML()
        self.answer = w.Text(layout=w.Layout(width="200px"))
        self.buttons = w.HBox(layout=w.Layout(flex_flow="row wrap", max_width="100%"))
        self.check_button = w.Button(button_style="primary")
        self.next_button = w.Button()
        self.feedback = w.HTML()
        self.feedback.add_class("tutor-live")  # right or wrong, and why, is announced (behaviour_html)
        self.tally = w.HTML()
        self.focus = w.Dropdown(layout=w.Layout(width="320px"))
        self.language = w.Dropdown(options=[(language_name(x), x) for x in languages()], value=self.model.lang,
                                   layout=w.Layout(width="160px"))
        self.language.tooltip = gettext(L_LANGUAGE, self.model.lang)
        self._holding = False
        self.check_button.on_click(lambda _: self.submit())
        self.next_button.on_click(lambda _: self.next_question())
        self.focus.observe(lambda ch: None if self._holding else self.set_focus(ch["new"]), names="value")
        self.language.observe(lambda ch: self.set_language(ch["new"]), names="value")
        self.inputs = w.HBox([self.answer, self.buttons, self.check_button, self.next_button],
                             layout=w.Layout(flex_flow="row wrap", align_items="center"))
        top = w.HBox([self.focus, self.language, self.tally])
        # read in order: the question, the board it is about, the answer, then right or wrong and why
        style = w.HTML(STYLE + QUIZ_STYLE + a11y_html("tutor-quiz"))
        self.widget = w.VBox([style, top, self.title, self.prompt, self.board, self.inputs, self.feedback],
                             layout=w.Layout(width="100%"))
        self.widget.add_class("tutor-quiz")
        self._fill_focus()
        self.next_question()

    # -- the model's state, for tests and callers -------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.model.lang

    @property
    def question(self) -> LearnerQuestion | None:
        return self.model.current

    @property
    def right(self) -> int:
        return self.model.right

    @property
    def asked(self) -> int:
        return self.model.asked

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)
        if self.into_view:
            display(into_view("tutor-quiz", first_only=False))

    def t(self, message: str, **params: Any) -> str:
        return gettext(message, self.lang, **params)

    # -- actions --------------------------------------------------------------------------------------
    def _fill_focus(self) -> None:
        self._holding = True  # setting the dropdown here must not call back into set_focus
        try:
            options = focus_options(self.model.questions, self.lang)
            if self.focus.options != tuple(options):
                self.focus.options = options
            self.focus.value = self.model.focus
        finally:
            self._holding = False
        self.focus.description = self.t(L_TOPIC)

    def set_focus(self, focus: str | None) -> None:
        """Ask about the whole game, one rulebook section, or the learner's weak spots."""
        self.model.set_focus(focus)
        self._fill_focus()
        self.render()

    def set_language(self, lang: str) -> None:
        self.model.lang = lang
        self._fill_focus()
        self.render()

    def next_question(self) -> None:
        self.model.next()
        self.answer.value = ""
        self.render()
        problem = self.record.problem if self.record is not None else None
        if problem is not None:
            self.feedback.value = message_html(problem.text(self.lang), "error")

    def _choices(self, q: LearnerQuestion) -> None:
        many = q.spec.form in (PLAYERS, CARDS)
        buttons = []
        for label, value in q.options(self.lang):
            b = w.ToggleButton(description=label, layout=w.Layout(width="auto"))
            b.add_class("tutor-choice")
            if q.spec.form == CARDS:  # a card to tick from the list: its box shows whether it is picked
                b.description = f"{UNTICKED} {label}"
                b.observe(lambda ch, b=b, label=label: setattr(b, "description",
                                                               f"{TICKED if ch['new'] else UNTICKED} {label}"),
                          names="value")
                b.add_class("tutor-card")
            b._tutor_value = value
            b.observe(lambda ch, b=b: self._picked(b, many) if ch["new"] else None, names="value")
            buttons.append(b)
        self.buttons.children = tuple(buttons)

    def _picked(self, chosen: w.ToggleButton, many: bool) -> None:
        for b in self.buttons.children:
            if b is chosen:
                continue
            other = b._tutor_value
            if not many or other is None or chosen._tutor_value is None:
                b.value = False

    def picked(self) -> Any:
        """The answer on screen: the text typed, or the values of the buttons pressed."""
        q = self.question
        if q is None:
            return None
        if q.spec.form == NUMBER:
            return self.answer.value
        values = [b._tutor_value for b in self.buttons.children if b.value]
        if q.spec.form == PLAYERS:
            return [v for v in values if v is not None] if values else None
        if q.spec.form == CARDS:
            return values  # none ticked: "no cards" is an answer
        return values[0] if values else None

    def render(self) -> None:
        q, lang = self.question, self.lang
        self.check_button.description = self.t(L_CHECK)
        self.next_button.description = self.t(L_NEXT)
        self.answer.placeholder = self.t(L_ANSWER)
        self.tally.value = f'<div style="padding:4px 12px">{escape(self.t(L_TALLY, right=self.right, asked=self.asked))}</div>'
        if q is None:
            self.title.value = self.board.value = self.feedback.value = ""
            self.prompt.value = message_html(self.t(L_NO_QUESTIONS))
            self.inputs.layout.display = "none"
            return
        self.inputs.layout.display = ""
        self.title.value = f'<h3 style="margin:6px 0 0">{escape(q.title(lang))}</h3>'
        self.prompt.value = (f'<div class="tutor-panel tutor-quiz-prompt"><p style="font-size:1.15em;margin:2px 0">'
                             f"<b>{escape(q.prompt(lang))}</b></p></div>")
        number = q.spec.form == NUMBER
        self.answer.layout.display = "" if number else "none"
        self.buttons.layout.display = "none" if number else ""
        if not number:
            kept = self.picked() if self.buttons.children else None
            self._choices(q)
            if kept is not None and self.model.feedback is not None:
                for b in self.buttons.children:
                    v = b._tutor_value
                    b.value = v in kept if isinstance(kept, list) else v == kept
        self.board.value = BoardPicture(self.game, q.drawn, q.names, lang, q.viewer, scale=BOARD_SCALE).svg()
        fb = self.model.feedback
        self.check_button.disabled = fb is not None
        self.feedback.value = self._feedback_html() if fb is not None else ""

    def _feedback_html(self) -> str:
        fb = self.model.feedback
        q = self.question
        if fb is None or q is None:
            return ""
        if fb.lang != self.lang:  # the language was switched after answering: say it again in the new one
            lines = tuple(explanation(q, self.lang))
            fb = Feedback(fb.right, said_as(q, fb.read, self.lang), q.answer_text(self.lang), lines, fb.clauses,
                          self.lang, fb.read)
            self.model.feedback = fb
        return fb._repr_html_()

    def submit(self, given: Any = None) -> bool:
        """Grade the learner's answer with the engine; show right or wrong, and the cited why."""
        fb = self.model.submit(self.picked() if given is None else given)
        if fb is None:
            if self.model.unreadable is not None:  # not an answer: said plainly, the question stays open
                self.feedback.value = message_html(self.model.unreadable, "error")
            return False
        self.render()
        return fb.right


def progress(lang: str = "en", game: str | None = None, record: Record | None = None,
             notebooks: Path | str | None = None) -> Any:
    """The learner's progress view (plain HTML: a saved notebook shows it without a kernel); its lesson links lead
    into ``notebooks`` (default: the folder above this notebook's, the language's folder for a lesson)."""
    from IPython.display import HTML

    from tutor.progress.export import download_html
    from tutor.progress.stats import fold
    from tutor.progress.view import progress_html

    record = record or Record()
    entries = record.entries()
    here = Path.cwd()
    return HTML(STYLE + progress_html(fold(entries), lang, citation_html, game, record.problem,
                                      Path(notebooks).resolve() if notebooks else here.parent, here,
                                      download=download_html(entries, lang, record.directory)))


def class_report(paths: Sequence[str | Path], lang: str = "en") -> Any:
    """A class report from learners' records (``class_report(glob.glob("/home/*"))``); reads only."""
    from IPython.display import HTML

    from tutor.progress.report import class_report as read_class
    from tutor.progress.report import report_html

    return HTML(STYLE + report_html(read_class(paths), lang))

