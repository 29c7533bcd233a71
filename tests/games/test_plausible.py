"""Every position a learner is shown is one a real game could reach, or is marked as the rulebook's own drawing
(issue 36): each registered game's ``validate.implausible`` runs over every lesson step, every worked example and
the scenario it stands on, and every quiz and check-yourself position."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.game_packages import part
from tutor import resources
from tutor.core.lesson import Lesson, Step, step_start
from tutor.core.registry import games, load_game
from tutor.core.scenario import load_scenario, run_scenario

NAMES = [g.spec.name for g in games()]


def checker(name: str) -> Any:
    """The game's ``validate.implausible``, or a skip naming what is missing."""
    module = part(load_game(name), "validate")
    check = getattr(module, "implausible", None)
    if check is None:
        pytest.skip(f"{name}: validate.py has no implausible(state) yet (issue 36)")
    return check


def step_states(game: Any, lesson: Lesson, step: Step) -> Iterator[tuple[str, Any]]:
    """The positions a step shows: its board, and the board after each of its moves (the worked example's own
    scenario file is checked with the scenario files)."""
    players, state = step_start(game, lesson, step)
    if state is None:
        state = game.new(players, 0, game.spec.resolve_options(step.options))
    yield "board", state
    for text in step.moves:
        state, _ = game.apply(state, game.parse_move(text))
        yield f"after {text}", state


def lesson_findings(name: str) -> list[str]:
    """Each unmarked lesson position's findings: ``lesson step n (where): clause: what``."""
    game, check = load_game(name), checker(name)
    out = []
    for lesson in game.lessons.values():
        for n, step in enumerate(lesson.steps, 1):
            if step.drawing:
                continue
            for where, state in step_states(game, lesson, step):
                out += [f"{lesson.id} {n} ({where}): {f.clause}: {f.what}" for f in check(state)]
    return out


def scenario_findings(name: str) -> list[str]:
    """Each unmarked scenario file's findings on the position its questions ask about."""
    check = checker(name)
    out = []
    for path in sorted((resources.data_dir() / "scenarios" / name).glob("*/*.yaml")):
        sc = load_scenario(path)
        if sc.drawing:
            continue
        state = run_scenario(sc).final_state
        if state is not None:
            out += [f"{path.parent.name}/{path.name}: {f.clause}: {f.what}" for f in check(state)]
    return out


@pytest.mark.parametrize("name", NAMES)
def test_every_lesson_position_could_be_reached_or_is_marked_a_drawing(name: str) -> None:
    found = lesson_findings(name)
    assert not found, f"{len(found)} implausible lesson positions:\n" + "\n".join(found)


# Scenario files whose positions are still to be redrawn as a game reaches them (issue 36: the lessons' own
# positions come first; these are rulebook examples, expansion cases, quiz and review cases with hand-written
# hands, scores and markers). The list only shrinks: a file fixed must leave it, and no other file may join it.
REDRAW: dict[str, set[str]] = {"year_of_the_dragon": set()}


@pytest.mark.parametrize("name", NAMES)
def test_every_scenario_position_could_be_reached_or_is_marked_a_drawing(name: str) -> None:
    found = scenario_findings(name)
    files = {f.split(":")[0] for f in found}
    waiting = REDRAW.get(name, set())
    new = [f for f in found if f.split(":")[0] not in waiting]
    assert not new, f"{len(new)} implausible scenario positions:\n" + "\n".join(new)
    assert not waiting - files, f"redrawn, so no longer to list in REDRAW: {sorted(waiting - files)}"


@pytest.mark.parametrize("name", NAMES)
def test_every_quiz_position_could_be_reached_or_is_marked_a_drawing(name: str) -> None:
    """The quiz bank's positions beyond the scenario files (generated and played ones, the lessons' tasks) and
    the check-yourself questions drawn from it; the scenario files' are checked above, with their marks."""
    from tutor.progress.bank import bank

    check = checker(name)
    drawn = {f"lesson/{lesson.id}/{n}" for lesson in load_game(name).lessons.values()
             for n, step in enumerate(lesson.steps, 1) if step.drawing}
    seen: set[int] = set()
    found = []
    for q in bank(name):
        prefix = q.id.split(":")[0]
        if id(q.state) in seen or prefix in drawn or prefix.split("/")[0] in ("rulebook", "expansions", "quiz",
                                                                                  "review"):
            continue
        seen.add(id(q.state))
        found += [f"{q.id}: {f.clause}: {f.what}" for f in check(q.state)]
    assert not found, f"{len(found)} implausible quiz positions:\n" + "\n".join(found)


@pytest.mark.parametrize("name", NAMES)
def test_drawings_are_few_and_say_why(name: str) -> None:
    """A marked drawing says why in words the catalogs translate; marks stay the exception."""
    from tutor.text.ui import gettext

    game = load_game(name)
    marks = [step.drawing for lesson in game.lessons.values() for step in lesson.steps if step.drawing]
    marks += [sc.drawing for sc in (load_scenario(p) for p in
                                    (resources.data_dir() / "scenarios" / name).glob("*/*.yaml")) if sc.drawing]
    positions = sum(len(lesson.steps) for lesson in game.lessons.values())
    assert len(marks) <= max(3, positions // 8), f"{len(marks)} drawings among {positions} lesson steps"
    for mark in marks:
        for lang in ("es", "ja"):
            assert gettext(mark, lang) != mark, f"no {lang} words for the drawing reason {mark!r}"


def test_the_yotd_check_finds_a_marker_behind_its_persons() -> None:
    """The check itself: a marker behind the persons held (06-events step 1 before issue 36) is found."""
    game = load_game("year_of_the_dragon")
    check = checker("year_of_the_dragon")
    state = game.from_position(3, game.spec.resolve_options({}), {
        "month": 4, "players": {0: {"track": 5, "palaces": [[2, "monk old", "scholar old"], [2, "farmer"]]}}},
        "test")
    assert "yotd.person.no-step-back" in {f.clause for f in check(state)}
    played = game.new(3, 1)
    assert check(played) == []


def test_a_drawing_is_labelled_for_the_learner(monkeypatch: pytest.MonkeyPatch) -> None:
    """A step marked as the rulebook's drawing says so, with its reason, in the learner's language."""
    from dataclasses import replace

    from tutor.notebook.lessonbook import LessonBook

    book = LessonBook("year_of_the_dragon", "year", "es")
    reason = "Take any action."  # any message with a translation stands in for a reason
    monkeypatch.setattr(book, "_step", lambda n: replace(book.lesson.steps[n - 1], drawing=reason))
    shown = book.step(1)
    assert "Realiza cualquier acción." in repr(shown) and "Realiza cualquier acción." in shown._repr_html_()
    assert "Take any action." not in repr(shown)


def test_a_scenario_says_it_is_a_drawing() -> None:
    from tutor.core.scenario import parse_scenario

    text = "game: year_of_the_dragon\nplayers: 2\ndrawing: \"Take any action.\"\n"
    assert parse_scenario(text, "drawing.yaml").drawing == "Take any action."
    assert parse_scenario("game: year_of_the_dragon\nplayers: 2\n", "plain.yaml").drawing == ""
