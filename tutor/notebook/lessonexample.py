"""A worked-example step worked out: the questions of its scenario, each answered by the engine with the cited
lines behind the answer (``tutor.lesson(game, id).example(n)``), and the check-yourself questions that end a lesson.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from tutor import resources
from tutor.core.game import Game
from tutor.core.lesson import DEFAULT_NAMES, Lesson
from tutor.core.scenario import load_scenario
from tutor.notebook.lessonbook import L_ANSWER_IS, QuizBook, quiz_questions
from tutor.notebook.panel import STYLE
from tutor.text.ui import N_, gettext

L_WORKED = N_("The tutor works the example out:")
L_FOUND = N_("What the tutor finds:")
L_CHECK = N_("Check yourself")
L_CHECK_INTRO = N_("Questions on this lesson's rules, from the quiz: answer each before you unfold its answer.")


@dataclass(frozen=True)
class Worked:
    """One question of the example, its answer and the cited lines behind it."""

    question: str
    answer: str
    body_html: str
    body_text: str


@dataclass(frozen=True)
class ExampleDisplay:
    """A step's worked example: each question and the engine's answer, unfolded."""

    title: str
    items: tuple[Worked, ...]

    def _repr_html_(self) -> str:
        rows = "".join(f"<p><b>{escape(w.question)}</b> {escape(w.answer)}</p>{w.body_html}" for w in self.items)
        return f'{STYLE}<div class="tutor-panel tutor-example"><h4>{escape(self.title)}</h4>{rows}</div>'

    def __repr__(self) -> str:
        return "\n".join([self.title, *(f"{w.question} {w.answer}\n{w.body_text}" for w in self.items)])


class LessonQuiz(QuizBook):
    """A quiz book whose players are named as on a lesson's board (a scenario may name them otherwise)."""

    def _names(self, sc: Any) -> list[str]:
        return list(DEFAULT_NAMES[:sc.players])


def example_book(game: Game[Any], lesson: Lesson, n: int, lang: str) -> QuizBook:
    """The step's scenario as a quiz book (players named as on the lesson's board)."""
    step = lesson.steps[n - 1]
    if not step.scenario:
        raise ValueError(f"{lesson.id} step {n} works no example")
    path = resources.data_dir() / "scenarios" / game.spec.name / step.scenario
    sc = load_scenario(path)
    book = LessonQuiz(game, lang, files=[])
    book.questions = quiz_questions([sc])
    return book


def _worded(game: Game[Any], book: QuizBook, q: int) -> bool:
    """Whether the quiz has words for question ``q`` (else its text would name the question's identifier)."""
    from tutor.notebook.quiz import QUESTIONS

    quiz_q = book.questions[q - 1]
    if quiz_q.kind != "value":
        return True
    ask = quiz_q.scenario.questions[quiz_q.index].ask
    return ask in getattr(game, "question_messages", {}) or ask in QUESTIONS or ask == "event"


def _plain(value: Any) -> str | None:
    """An answer as plain text: a number or a word, or a list of them; None for anything else (a table)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, str)):
        return str(value)
    if isinstance(value, list) and all(isinstance(v, (int, str)) and not isinstance(v, bool) for v in value):
        return ", ".join(map(str, value))
    return None


def example_display(game: Game[Any], lesson: Lesson, n: int, lang: str) -> ExampleDisplay:
    """The example's questions answered; a question the quiz has no words for shows the tutor's cited lines under
    a plain heading, and an answer that is a table shows only its lines (nothing on screen is an identifier)."""
    book = example_book(game, lesson, n, lang)
    items = []
    for q in range(1, len(book) + 1):
        a = book.answer(q)
        plain = _plain(a.value)
        worded = _worded(game, book, q)
        if worded and plain is not None:
            answer = a.answer if isinstance(a.value, (int, str)) else gettext(L_ANSWER_IS, lang, answer=plain)
            items.append(Worked(book.text(q), answer, a.body_html, a.body_text))
        elif a.body_html:
            items.append(Worked(gettext(L_FOUND, lang), "", a.body_html, a.body_text))
    return ExampleDisplay(gettext(L_WORKED, lang), tuple(dict.fromkeys(items)))


def check_questions(quiz: Any, clauses: Sequence[str], most: int = 3) -> list[int]:
    """Up to ``most`` question numbers of a quiz (``tutor.quiz(game)``) whose answers cite the most of
    ``clauses``, best first (ties: the quiz's order); questions citing none are left out."""
    wanted = set(clauses)
    clauses_of = getattr(quiz, "clauses", None)
    if clauses_of is None:
        return []
    scored = []
    for n in range(1, len(quiz) + 1):
        cited = frozenset(clauses_of(n))
        if wanted & cited:
            scored.append((-len(wanted & cited), n, cited))
    chosen: list[int] = []
    seen: set[frozenset[str]] = set()
    for _, n, cited in sorted(scored, key=lambda t: t[:2]):  # one question per set of rules: no near-repeats
        if cited not in seen and len(chosen) < most:
            chosen.append(n)
            seen.add(cited)
    return chosen
