"""The quiz model: one quiz of one game — its learner questions (``tutor.progress.bank``), the learner's
language, record and schedule, the question asked now, the graded answer and the tally. Its views are the
printable ``QuizBook`` (``tutor.notebook.quizbook``) and the live ``QuizView`` (``tutor.notebook.live.quiz``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from tutor.core.game import Game
from tutor.core.quizbank import NUMBER
from tutor.core.registry import load_game
from tutor.notebook.saved.panel import STYLE, events_html
from tutor.progress import hooks as progress_hooks
from tutor.progress.bank import LearnerQuestion, bank, quiz_module
from tutor.progress.quiz import AdaptiveQuiz
from tutor.progress.record import Record
from tutor.text.explain import Line, line
from tutor.text.language import language
from tutor.text.ui import N_, gettext

L_WHY = N_("Why")
L_RIGHT_IS = N_("Right! The answer is %(answer)s.")
L_WRONG_IS = N_("Not quite: you answered %(given)s; the answer is %(answer)s.")
L_NO_ANSWER = N_("no answer")
L_NOT_NUMBER = N_("“%(given)s” is not a number: please type it in figures, for example 3.")
L_TYPE_NUMBER = N_("Type a number, then check your answer.")
L_PICK_FIRST = N_("Pick your answer, then check it.")
REPEAT_TRIES = 8  # draws from the schedule before Next gives up avoiding the question just asked
TICKED, UNTICKED = "☑", "☐"  # a card picked from a list, or not (the live and the printable quiz)


def learner_questions(game: str, files: Sequence[Path] | None = None) -> list[LearnerQuestion]:
    """The bank's questions a learner is asked: those with an explanation to show."""
    return [q for q in bank(game, files) if q.clauses]


@dataclass(frozen=True)
class Feedback:
    """A graded answer: right or not, both answers in words, and the engine's cited lines."""

    right: bool
    given: str
    answer: str
    lines: tuple[Line, ...]
    clauses: tuple[str, ...]
    lang: str
    read: Any = None  # the answer given, as read (None: unreadable), to say it again in another language

    def head(self) -> str:
        if self.right:
            return gettext(L_RIGHT_IS, self.lang, answer=self.answer)
        return gettext(L_WRONG_IS, self.lang, given=self.given, answer=self.answer)

    def _repr_html_(self) -> str:
        colour, mark, kind = ("#1b7f3b", "✔", "right") if self.right else ("#b3261e", "✘", "wrong")
        banner = (f'<div class="tutor-feedback {kind}" style="border-left:6px solid {colour};background:{colour}14;'
                  f'padding:8px 12px;margin:6px 0;font-size:1.15em;color:{colour}"><b>{mark} {escape(self.head())}'
                  f"</b></div>")
        return STYLE + banner + events_html(gettext(L_WHY, self.lang), list(self.lines))


def said_as(q: LearnerQuestion, read: Any, lang: str) -> str:
    """The answer a learner gave, in words in ``lang``."""
    return q.say(read, lang) if read is not None else gettext(L_NO_ANSWER, lang)


def explanation(q: LearnerQuestion, lang: str) -> list[Line]:
    return [line(q.game, r, lang, q.names) for r in q.lines]


class QuizModel:
    """One quiz of one game: its questions, the learner's language and record, the current question, the tally."""

    def __init__(self, game: str | Game[Any], lang: str | None = None, files: Sequence[Path] | None = None,
                 seed: int = 0, generated: bool = True, progress: Record | bool | None = None,
                 focus: str | None = None, questions: Sequence[LearnerQuestion] | None = None) -> None:
        self.game: Game[Any] = load_game(game) if isinstance(game, str) else game
        name = self.game.spec.name
        self._lang = lang
        self.questions = list(questions) if questions is not None else learner_questions(name, files)
        module = quiz_module(name)
        gen = getattr(module, "generate", None) if generated else None
        self.generate = gen if callable(gen) else None
        self.seed = seed
        self.record = progress_hooks.learner_record(progress)
        self.right = self.asked = 0
        self.current: LearnerQuestion | None = None
        self.feedback: Feedback | None = None
        self.unreadable: str | None = None  # why the last input was not taken as an answer (asked again)
        self.focus = focus or ""
        self.adaptive = AdaptiveQuiz(name, self.questions, self.generate, seed, self.record, focus)

    @property
    def lang(self) -> str:
        return language(self._lang)

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = value

    def set_focus(self, focus: str | None) -> LearnerQuestion | None:
        """Ask about the whole game (""), one rulebook section ("section:<id>"), or weak spots ("weak")."""
        self.focus = focus or ""
        self.adaptive = AdaptiveQuiz(self.game.spec.name, self.questions, self.generate, self.seed, self.record,
                                     focus)
        return self.next()

    def next(self) -> LearnerQuestion | None:
        """The next question by the learner's schedule, never the one just asked when there is another."""
        before = self.current.id if self.current is not None else None
        q = self.adaptive.next()
        for _ in range(REPEAT_TRIES):
            if q is None or before is None or q.id != before:
                break
            q = self.adaptive.next()
        if q is not None and q.id == before:
            q = next((o for o in self.adaptive.pool if o.id != before), q)
        self.current, self.feedback, self.unreadable = q, None, None
        return self.current

    def not_an_answer(self, given: Any) -> str | None:
        """Why ``given`` is not an answer to the current question (then it is asked again, not graded); None if
        it is one."""
        q = self.current
        if q is None:
            return None
        if given is None and q.spec.form != NUMBER:  # nothing pressed ("nobody" is a button of its own)
            return gettext(L_PICK_FIRST, self.lang)
        if q.read(given) is not None:
            return None
        if q.spec.form == NUMBER:
            text = str(given if given is not None else "").strip()
            return gettext(L_NOT_NUMBER, self.lang, given=text) if text else gettext(L_TYPE_NUMBER, self.lang)
        return gettext(L_PICK_FIRST, self.lang)

    def submit(self, given: Any) -> Feedback | None:
        """Grade an answer to the current question with the engine, record it by clause; None if already graded
        or if ``given`` is not an answer (``unreadable`` then says why, and the question stays open)."""
        q = self.current
        if q is None or self.feedback is not None:
            return None
        self.unreadable = self.not_an_answer(given)
        if self.unreadable is not None:
            return None
        lang = self.lang
        read = q.read(given)
        ok = read == q.value
        lines = explanation(q, lang)
        self.feedback = Feedback(ok, said_as(q, read, lang), q.answer_text(lang), tuple(lines), q.clauses, lang, read)
        self.asked += 1
        self.right += ok
        clauses = list(dict.fromkeys(c.id for ln in lines for c in ln.citations)) or list(q.clauses)
        self.adaptive.answered(q, clauses, ok)
        return self.feedback
