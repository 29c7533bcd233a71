"""A worked-example step worked out (``tutor.lesson(game, id).example(n)``): the questions of its scenario, each
answered by the engine with the cited lines behind the answer; and the choice of a lesson's check-yourself
questions from the quiz (``tutor.quiz(game)``: its ``clauses``, ``text`` and ``answer``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from tutor.core.errors import InputError
from tutor.core.game import Game
from tutor.core.lesson import PREDICTIONS, Lesson, example_states, step_names
from tutor.core.registry import scenarios_of
from tutor.core.scenario import Question, answer_question, load_scenario, run_scenario
from tutor.notebook.saved.displays import lines_text
from tutor.notebook.saved.panel import STYLE, events_html
from tutor.text.catalog import cite
from tutor.text.explain import Line, line
from tutor.text.ui import N_, gettext

L_WORKED = N_("The tutor works the example out:")
L_FOUND = N_("What the tutor finds:")
L_DRAWING = N_("The rulebook's own drawing, not a position a game reaches: %(why)s")
L_ANSWER_IS = N_("The answer: %(answer)s")
L_WHY = N_("Why")
L_RULES = N_("The rules behind it:")
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
    drawing: str = ""  # the label of an example whose position is the rulebook's own drawing (its scenario's drawing:)

    def _repr_html_(self) -> str:
        rows = "".join(f"<p><b>{escape(w.question)}</b> {escape(w.answer)}</p>{w.body_html}" for w in self.items)
        rows += f'<p class="tutor-drawing"><i>{escape(self.drawing)}</i></p>' if self.drawing else ""
        return f'{STYLE}<div class="tutor-panel tutor-example"><h4>{escape(self.title)}</h4>{rows}</div>'

    def __repr__(self) -> str:
        return "\n".join([self.title, *(f"{w.question} {w.answer}\n{w.body_text}" for w in self.items),
                          *([self.drawing] if self.drawing else [])])


def scenario_path(game: Game[Any], name: str) -> Path:
    """A scenario file of a game (``rulebook/10-tribute-clara.yaml``), shipped as package data."""
    return Path(str(scenarios_of(game.spec.name).joinpath(name)))


def _worded(game: Game[Any], state: Any, q: Question, names: Sequence[str], lang: str) -> list[tuple[str, str, list[Any]]]:
    """The question as the quiz bank words it for a learner (``tutor.progress.bank``): for each player it asks
    about, its prompt, the answer in words and the engine's lines behind it; empty when the bank has no words."""
    from tutor.progress.bank import questions_at

    asked = questions_at(game, state, names, [(q.ask, q.args)], "lesson")
    return [(lq.prompt(lang), lq.answer_text(lang), lq.lines) for lq in asked]


def example_display(game: Game[Any], lesson: Lesson, n: int, lang: str) -> ExampleDisplay:
    """The example's questions answered on the step's own board (``example_states``: what the event will do on the
    board shown, the rest after the step's move), players named as on that board. Each is worded as the quiz words
    it, with its answer; a question the quiz has no words for (a list, a table) stays the scenario's own check (its
    cited lines are shown only when no question has words): nothing on screen is an identifier."""
    step = lesson.steps[n - 1]
    if not step.scenario:
        raise ValueError(f"{lesson.id} step {n} works no example")
    sc = load_scenario(scenario_path(game, step.scenario))
    states = example_states(game, lesson, step)
    names = step_names(game, step, sc.players)
    items: list[Worked] = []
    unworded: list[Worked] = []
    quoting: set[str] = set()  # a clause quoted once in the example; later answers refer to it in words
    quoting_unworded: set[str] = set()  # the same for the unworded answers (shown only when no question has words)
    said_already: set[tuple[str, str, str]] = set()  # a question answered alike twice is shown once
    for q in sc.questions:
        state = states[0] if q.ask in PREDICTIONS else states[1]
        try:
            _, why = answer_question(sc, state, q)
        except InputError:  # a question the step's board cannot answer: the scenario's own result (a drawing)
            state = run_scenario(sc).final_state
            _, why = answer_question(sc, state, q)
        lines = [line(game, r, lang, names) for r in why]
        if not lines and sc.source:
            lines = [Line("lesson.source", gettext(L_RULES, lang), tuple(cite(c, lang) for c in sc.source))]
        why_title = gettext(L_WHY, lang)
        worded = _worded(game, state, q, names, lang)
        for text, said, own in worded:
            mine = [line(game, r, lang, names) for r in own] or lines
            key = (text, gettext(L_ANSWER_IS, lang, answer=said), lines_text(why_title, mine))
            if key not in said_already:
                said_already.add(key)
                items.append(Worked(key[0], key[1], events_html(why_title, mine, quoting=quoting), key[2]))
        if not worded and lines:  # shown only when no question has words (tests/notebook/test_worked_examples.py)
            key = (gettext(L_FOUND, lang), "", lines_text(why_title, lines))
            if key not in said_already:
                said_already.add(key)
                unworded.append(Worked(key[0], key[1], events_html(why_title, lines, quoting=quoting_unworded), key[2]))
    drawing = gettext(L_DRAWING, lang, why=gettext(sc.drawing, lang)) if sc.drawing else ""
    return ExampleDisplay(gettext(L_WORKED, lang), tuple(items or unworded), drawing)


def untaught_yet(lessons: Sequence[Lesson], lesson_id: str) -> frozenset[str]:
    """The clauses only the lessons after ``lesson_id`` teach (a check-yourself question on one would ask about a rule
    before it is taught: the Great Wall in the scoring lesson)."""
    ids = [les.id for les in lessons]
    at = ids.index(lesson_id)
    taught = {c for les in lessons[:at + 1] for st in les.steps for c in st.clauses}
    return frozenset(c for les in lessons[at + 1:] for st in les.steps for c in st.clauses) - taught


def lesson_check(quiz: Any, game: Game[Any], lesson: Lesson) -> list[int]:
    """A lesson's check-yourself: questions on its own rules, none on a rule taught only later, none on its own task
    positions or worked examples (the steps asked again)."""
    examples = tuple(f"{st.scenario.removesuffix('.yaml')}:" for st in lesson.steps if st.scenario)
    return check_questions(quiz, [c for st in lesson.steps for c in st.clauses], own=(f"lesson/{lesson.id}/", *examples),
                           later=untaught_yet(list(game.lessons.values()), lesson.id))


def check_questions(quiz: Any, clauses: Sequence[str], most: int = 3, *, own: tuple[str, ...] = (),
                    later: frozenset[str] = frozenset()) -> list[int]:
    """Up to ``most`` question numbers of a quiz (``tutor.quiz(game)``) on ``clauses``: those whose answers cite
    mostly these clauses (at least half of what they cite), the most on-topic first (ties: the quiz's order). Each is
    worded for a learner by the quiz bank, its answer one a person gives (a number, players, yes or no). Questions
    on rules not yet asked come first; then, to reach ``most``, others worded differently (no repeats). Left out: the
    questions on the lesson's own positions (ids starting with one of ``own``: a step's task asked again) and those
    citing a rule taught only later (``later``)."""
    wanted = set(clauses)
    scored = []
    for n in range(1, len(quiz) + 1):
        cited = frozenset(quiz.clauses(n))
        if (own and quiz.questions[n - 1].id.startswith(own)) or cited & later:
            continue
        hits = len(wanted & cited)
        if cited and 2 * hits >= len(cited):
            scored.append((-hits / len(cited), -hits, n, cited))
    ranked = [(n, cited) for *_, n, cited in sorted(scored, key=lambda t: t[:3]) if "“" not in quiz.text(n)]
    chosen: list[int] = []
    for fresh in (True, False):  # first one question per set of cited rules, then any not worded alike
        for n, cited in ranked:
            if len(chosen) == most:
                break
            if n in chosen or (fresh and any(cited == quiz_cited for _, quiz_cited in _picked(ranked, chosen))):
                continue
            if not fresh and quiz.text(n) in {quiz.text(m) for m in chosen}:
                continue
            chosen.append(n)
    return _discriminating(quiz, chosen, [n for n, _ in ranked])


def _discriminating(quiz: Any, chosen: list[int], ranked: Sequence[int]) -> list[int]:
    """The chosen questions, with the last yes-or-no one swapped for an on-topic question with the other answer when
    every yes-or-no question chosen answers alike (a check that always saying "yes", or "no", would pass)."""
    yes_no = [n for n in chosen if isinstance(quiz.answer(n).value, bool)]
    answers = {quiz.answer(n).value for n in yes_no}
    if len(answers) != 1:
        return chosen
    other = not answers.pop()
    texts = {quiz.text(m) for m in chosen}
    for n in ranked:
        if n not in chosen and quiz.answer(n).value is other and quiz.text(n) not in texts:
            return [n if m == yes_no[-1] else m for m in chosen]
    return chosen


def _picked(ranked: Sequence[tuple[int, frozenset[str]]], chosen: Sequence[int]) -> list[tuple[int, frozenset[str]]]:
    return [(n, c) for n, c in ranked if n in chosen]
