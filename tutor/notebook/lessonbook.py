"""Lessons and quizzes for code cells: each step's rule, position and verdict as displays that need no kernel.

``tutor.lesson("china", "placement")`` is a lesson book: ``.step(2)`` shows the step's prose and quoted
clauses, ``.start(2)`` is its position (a ``tutor.match``), ``.task_moves(2)`` a way to do its task, and
``.widget(2)`` the live lesson widget opened at that step. ``tutor.quiz("china")`` is the printable quiz:
``.position(3)`` draws a question's position under the question, ``.answer(3)`` folds the answer and its
cited explanation in a ``<details>``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import yaml

from tutor.core.game import Game
from tutor.core.lesson import DEFAULT_NAMES, Lesson, Task, task_moves
from tutor.core.moves import Move
from tutor.core.registry import load_game
from tutor.core.scenario import Scenario, load_scenario, run_scenario
from tutor.notebook.displays import BoardPicture, lines_text
from tutor.notebook.matchcell import MatchCell
from tutor.notebook.panel import STYLE, citation_html, events_html, verdict_html
from tutor.notebook.shared import question_text, state_before
from tutor.text.catalog import cite
from tutor.text.explain import Line, explain, format_citation, line
from tutor.text.language import language
from tutor.text.ui import N_, gettext

L_STEP = N_("Step %(n)s of %(total)s")
L_TASK = N_("Your task: %(task)s")
L_QUESTION = N_("Question %(n)s")
L_ANSWER = N_("Answer")
L_ANSWER_IS = N_("The answer: %(answer)s")
L_LEGAL_Q = N_("Is the move %(move)s legal here?")
L_YES = N_("Legal")
L_NO = N_("Illegal")
L_WHY = N_("Why")
L_RULES = N_("The rules behind it:")


@dataclass(frozen=True)
class StepText:
    """A lesson step as text: its heading, prose, task and the clauses it quotes (source beside translation)."""

    heading: str
    prose: str
    task: str
    clauses: tuple[str, ...]
    lang: str

    def _repr_html_(self) -> str:
        task = f"<p><b>{escape(self.task)}</b></p>" if self.task else ""
        quotes = "".join(citation_html(cite(c, self.lang)) for c in self.clauses)
        return (f'{STYLE}<div class="tutor-panel"><h3>{escape(self.heading)}</h3><p>{escape(self.prose)}</p>'
                f"{quotes}{task}</div>")

    def __repr__(self) -> str:
        parts = [self.heading, self.prose, *(format_citation(cite(c, self.lang)) for c in self.clauses)]
        return "\n\n".join(p for p in (*parts, self.task) if p)


class LessonBook:
    """One lesson of one game, step by step (steps count from 1, as on screen)."""

    def __init__(self, game: str | Game[Any], lesson: str, lang: str | None = None) -> None:
        self.game: Game[Any] = load_game(game) if isinstance(game, str) else game
        self.lesson: Lesson = dict(self.game.lessons)[lesson]
        self._lang = lang

    @property
    def lang(self) -> str:
        return language(self._lang)

    def __len__(self) -> int:
        return len(self.lesson.steps)

    @property
    def title(self) -> str:
        return gettext(self.lesson.title, self.lang)

    def _step(self, n: int) -> Any:
        if not 1 <= n <= len(self):
            raise IndexError(f"{self.lesson.id} has steps 1 to {len(self)}")
        return self.lesson.steps[n - 1]

    def step(self, n: int) -> StepText:
        st = self._step(n)
        lang = self.lang
        task = gettext(L_TASK, lang, task=gettext(st.task.text, lang)) if st.task else ""
        return StepText(gettext(L_STEP, lang, n=n, total=len(self)), gettext(st.text, lang), task, st.clauses, lang)

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
        from tutor.notebook.lessonexample import example_display

        self._step(n)
        return example_display(self.game, self.lesson, n, self.lang)

    def widget(self, n: int = 1, presenter: bool = False) -> Any:
        """The live lesson (board, moves, task) opened at step ``n``."""
        from tutor.notebook.lesson import LessonView

        self._step(n)
        return LessonView(self.game.spec.name, self.lesson.id, lang=self.lang, presenter=presenter, start=n - 1)


# -- the printable quiz -----------------------------------------------------------------------------
@dataclass(frozen=True)
class QuizQuestion:
    """One printable question: a scenario, and either a value question or a step whose legality is asked."""

    scenario: Scenario
    kind: str  # "value" or "legal"
    index: int


def quiz_questions(scenarios: Sequence[Scenario]) -> list[QuizQuestion]:
    """Every value question of every scenario; a scenario without one asks about each step it expects."""
    out: list[QuizQuestion] = []
    for sc in scenarios:
        if sc.questions:
            out += [QuizQuestion(sc, "value", i) for i in range(len(sc.questions))]
        else:
            out += [QuizQuestion(sc, "legal", i) for i, st in enumerate(sc.steps) if st.expect is not None]
    return out


class QuizAnswer:
    """A question's answer and its cited explanation, folded in ``<details>`` so the page can be printed."""

    def __init__(self, summary: str, answer: str, body_html: str, body_text: str, value: Any = None) -> None:
        self.summary, self.answer, self.body_html, self.body_text = summary, answer, body_html, body_text
        self.value = value  # the engine's answer (a value, or whether the move is legal)

    def _repr_html_(self) -> str:
        return (f'{STYLE}<details class="tutor-answer"><summary><b>{escape(self.summary)}</b></summary>'
                f"<p>{escape(self.answer)}</p>{self.body_html}</details>")

    def __repr__(self) -> str:
        return f"{self.summary}\n{self.answer}\n{self.body_text}"


class QuizBook:
    """A game's quiz questions (its quiz scenario files) drawn and answered for reading or printing."""

    def __init__(self, game: str | Game[Any], lang: str | None = None, files: Sequence[Path] | None = None) -> None:
        from tutor.notebook.quiz import scenario_files

        self.game: Game[Any] = load_game(game) if isinstance(game, str) else game
        self._lang = lang
        self.files = list(files) if files is not None else scenario_files(self.game.spec.name)
        self.questions = quiz_questions([load_scenario(p) for p in self.files])

    @property
    def lang(self) -> str:
        return language(self._lang)

    def __len__(self) -> int:
        return len(self.questions)

    def _q(self, n: int) -> QuizQuestion:
        if not 1 <= n <= len(self):
            raise IndexError(f"the quiz has questions 1 to {len(self)}")
        return self.questions[n - 1]

    def _names(self, sc: Scenario) -> list[str]:
        return list(sc.names) if sc.names else list(DEFAULT_NAMES[: sc.players])

    def _state_before(self, q: QuizQuestion) -> Any:
        return state_before(self.game, q.scenario, q.kind, q.index)

    def text(self, n: int) -> str:
        """The question in words (the scenario's English title leads it in English)."""
        q, lang = self._q(n), self.lang
        sc = q.scenario
        if q.kind == "legal":
            return gettext(L_LEGAL_Q, lang, move=sc.steps[q.index].move)
        ask = sc.questions[q.index]
        return question_text(self.game, ask.ask, dict(ask.args), lang, self._names(sc))

    def heading(self, n: int) -> str:
        title = self._q(n).scenario.title if self.lang == "en" else ""
        return gettext(L_QUESTION, self.lang, n=n) + (f": {title}" if title else "")

    def position(self, n: int) -> BoardPicture:
        """The question's position, captioned with the question."""
        q = self._q(n)
        return BoardPicture(self.game, self._state_before(q), tuple(self._names(q.scenario)), self.lang,
                            caption=self.text(n))

    def answer(self, n: int) -> QuizAnswer:
        """The engine's answer with its cited reasons (the scenario's expectation is checked again)."""
        q, lang = self._q(n), self.lang
        sc, names = q.scenario, self._names(q.scenario)
        if q.kind == "value":
            result = run_scenario(sc)
            ask = sc.questions[q.index]
            key = ask.ask + "".join(f" {k}={v}" for k, v in sorted(ask.args.items()))
            value, why = result.answers[key], result.answer_lines[key]
            lines = [line(self.game, r, lang, names) for r in why]
            if not lines and sc.source:  # an answer with no breakdown: the rules the scenario reproduces
                lines = [Line("quiz.source", gettext(L_RULES, lang), tuple(cite(c, lang) for c in sc.source))]
            shown = "—" if value is None else (
                yaml.safe_dump(value, allow_unicode=True, default_flow_style=True).strip().removesuffix("...").strip())
            return QuizAnswer(gettext(L_ANSWER, lang), gettext(L_ANSWER_IS, lang, answer=shown),
                              events_html(gettext(L_WHY, lang), lines), lines_text(gettext(L_WHY, lang), lines), value)
        st = sc.steps[q.index]
        verdict = self.game.check(self._state_before(q), self.game.parse_move(st.move))
        ex = explain(self.game, verdict, st.move, lang, names)
        said = gettext(L_YES if verdict.legal else L_NO, lang)
        return QuizAnswer(gettext(L_ANSWER, lang), gettext(L_ANSWER_IS, lang, answer=said), verdict_html(ex),
                          lines_text(ex.summary, ex.lines), verdict.legal)

    def clauses(self, n: int) -> tuple[str, ...]:
        """The clauses the answer to question ``n`` cites (what a learner's record keeps for it)."""
        from tutor.progress.quiz import shown_clauses

        q = self._q(n)
        return shown_clauses(q.scenario, q.kind, q.index)

    def weak_spots(self, record: Any = None, limit: int = 10) -> WeakSpots:
        """The questions that come back to what this learner got wrong: those whose answers cite the learner's
        weakest clauses (the quiz schedule's order: wrong last, lowest box first), each with its position and folded
        answer. ``record``: a ``tutor.progress.record.Record`` (default: the learner's own)."""
        from tutor.progress.record import Record
        from tutor.progress.stats import fold

        progress = fold((record if record is not None else Record()).entries())
        weakest = progress.weakest(1000)
        rank = {c: i for i, c in enumerate(weakest)}
        scored = []
        for n in range(1, len(self) + 1):
            hits = [rank[c] for c in self.clauses(n) if c in rank]
            if hits:
                scored.append((min(hits), n))
        chosen = [n for _, n in sorted(scored)[:limit]]
        return WeakSpots(self, tuple(chosen), tuple(weakest))

    def widget(self, seed: int = 0) -> Any:
        """The interactive quiz (graded by the engine)."""
        from tutor.notebook.quiz import QuizView

        return QuizView(self.game.spec.name, lang=self.lang, seed=seed)


L_WEAK = N_("Your weak spots: the questions on the rules you got wrong, weakest first")
L_NO_WEAK = N_("No weak spots yet: answer some quiz questions first (a wrong answer brings its rule back here).")


@dataclass(frozen=True)
class WeakSpots:
    """A learner's own printable quiz: the questions on their weakest clauses, each drawn and answered (folded)."""

    book: QuizBook
    numbers: tuple[int, ...]
    weakest: tuple[str, ...]

    def _repr_html_(self) -> str:
        lang = self.book.lang
        if not self.numbers:
            return f'{STYLE}<div class="tutor-panel"><p>{escape(gettext(L_NO_WEAK, lang))}</p></div>'
        parts = [f'{STYLE}<div class="tutor-panel tutor-weak-spots"><h3>{escape(gettext(L_WEAK, lang))}</h3></div>']
        for n in self.numbers:
            parts.append(f'<h4>{escape(self.book.heading(n))}</h4><p><b>{escape(self.book.text(n))}</b></p>'
                         f"{self.book.position(n).svg()}{self.book.answer(n)._repr_html_()}")
        return "".join(parts)

    def __repr__(self) -> str:
        lang = self.book.lang
        if not self.numbers:
            return gettext(L_NO_WEAK, lang)
        return "\n".join([gettext(L_WEAK, lang), *(f"{self.book.heading(n)}: {self.book.text(n)}" for n in self.numbers)])
