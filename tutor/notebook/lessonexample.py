"""A worked-example step worked out (``tutor.lesson(game, id).example(n)``): the questions of its scenario, each
answered by the engine with the cited lines behind the answer; and the choice of a lesson's check-yourself
questions from the quiz (``tutor.quiz(game)``: its ``clauses``, ``text`` and ``answer``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from importlib.resources import files
from pathlib import Path
from typing import Any

from tutor.core.game import Game
from tutor.core.lesson import DEFAULT_NAMES, Lesson
from tutor.core.scenario import Question, load_scenario, run_scenario
from tutor.notebook.displays import lines_text
from tutor.notebook.panel import STYLE, events_html
from tutor.text.catalog import cite
from tutor.text.explain import Line, line, player_name
from tutor.text.ui import N_, gettext

L_WORKED = N_("The tutor works the example out:")
L_FOUND = N_("What the tutor finds:")
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

    def _repr_html_(self) -> str:
        rows = "".join(f"<p><b>{escape(w.question)}</b> {escape(w.answer)}</p>{w.body_html}" for w in self.items)
        return f'{STYLE}<div class="tutor-panel tutor-example"><h4>{escape(self.title)}</h4>{rows}</div>'

    def __repr__(self) -> str:
        return "\n".join([self.title, *(f"{w.question} {w.answer}\n{w.body_text}" for w in self.items)])


def scenario_path(game: Game[Any], name: str) -> Path:
    """A scenario file of a game (``rulebook/10-tribute-clara.yaml``), shipped as package data."""
    return Path(str(files("tutor").joinpath("data", "scenarios", game.spec.name, name)))


def _question_text(game: Game[Any], q: Question, lang: str, names: Sequence[str]) -> str | None:
    """The question in words, as the quiz words it; None when the quiz has no words for it."""
    # (the widget quiz's own tables, tutor.notebook.quiz, were always empty: not imported, so no ipywidgets here)
    template = getattr(game, "question_messages", {}).get(q.ask)
    if template is None:
        return None
    who = player_name(int(q.args.get("player", 0)), lang, names)
    return gettext(template, lang, player=who, ask=q.ask, field=str(q.args.get("field", "")))


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
    """The example's questions answered on its scenario (players named as on the lesson's board). A question the
    quiz has no words for shows the tutor's cited lines under a plain heading, and an answer that is a table only
    its lines: nothing on screen is an identifier."""
    step = lesson.steps[n - 1]
    if not step.scenario:
        raise ValueError(f"{lesson.id} step {n} works no example")
    sc = load_scenario(scenario_path(game, step.scenario))
    result = run_scenario(sc)
    names = DEFAULT_NAMES[:sc.players]
    items: list[Worked] = []
    for q in sc.questions:
        key = q.ask + "".join(f" {k}={v}" for k, v in sorted(q.args.items()))
        value, why = result.answers[key], result.answer_lines[key]
        lines = [line(game, r, lang, names) for r in why]
        if not lines and sc.source:
            lines = [Line("lesson.source", gettext(L_RULES, lang), tuple(cite(c, lang) for c in sc.source))]
        why_title = gettext(L_WHY, lang)
        body_html, body_text = events_html(why_title, lines), lines_text(why_title, lines)
        text, plain = _question_text(game, q, lang, names), _plain(value)
        if text is not None and plain is not None:
            items.append(Worked(text, gettext(L_ANSWER_IS, lang, answer=plain), body_html, body_text))
        elif lines:
            items.append(Worked(gettext(L_FOUND, lang), "", body_html, body_text))
    return ExampleDisplay(gettext(L_WORKED, lang), tuple(dict.fromkeys(items)))


def check_questions(quiz: Any, clauses: Sequence[str], most: int = 3) -> list[int]:
    """Up to ``most`` question numbers of a quiz (``tutor.quiz(game)``) on ``clauses``: those whose answers cite
    mostly these clauses (at least half of what they cite), the most on-topic first (ties: the quiz's order), one
    per set of cited clauses (no near-repeats), each worded for a learner (no identifier in its text) with an
    answer that is a number or legal/illegal."""
    wanted = set(clauses)
    clauses_of = getattr(quiz, "clauses", None)
    if clauses_of is None:
        return []
    scored = []
    for n in range(1, len(quiz) + 1):
        cited = frozenset(clauses_of(n))
        hits = len(wanted & cited)
        if cited and 2 * hits >= len(cited):
            scored.append((-hits / len(cited), -hits, n, cited))
    chosen: list[int] = []
    seen: set[frozenset[str]] = set()
    for *_, n, cited in sorted(scored, key=lambda t: t[:3]):
        if len(chosen) == most:
            break
        if cited in seen or "“" in quiz.text(n) or not isinstance(getattr(quiz.answer(n), "value", None), int):
            continue
        chosen.append(n)
        seen.add(cited)
    return chosen
