"""Every lesson of every game: its clauses exist, its prose is translated, its position loads, and its
task can be done on the position it sets (a legal move for a "do this" task, an illegal one that cites
the clause for a "try this" task); a task that names its target (``Task.args``, ``Task.player``) refuses
a move of the same kind aimed elsewhere."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

from tutor.core.errors import InputError
from tutor.core.lesson import Lesson, Step, Task, step_start, task_moves
from tutor.core.moves import Move
from tutor.core.registry import games, load_game
from tutor.text.catalog import UI_DOMAIN, cite, po_messages

STEPS = [(g.spec.name, lesson.id, i) for g in games() for lesson in g.lessons.values()
         for i in range(len(lesson.steps))]
TARGETED = [(g.spec.name, lesson.id, i) for g in games() for lesson in g.lessons.values()
            for i, step in enumerate(lesson.steps)
            if step.task is not None and (step.task.args is not None or step.task.player is not None)]


def test_every_game_has_lessons():
    assert {g.spec.name for g in games() if g.lessons} == {g.spec.name for g in games()}


def state_of(game: Any, lesson: Lesson, step: Step) -> Any:
    players, state = step_start(game, lesson, step)
    if state is None:
        state = game.new(players, 0, game.spec.resolve_options(step.options))
    for text in step.moves:
        state, _ = game.apply(state, game.parse_move(text))
    return state


@pytest.mark.parametrize(("name", "lesson_id", "index"), STEPS)
def test_lesson_step_quotes_real_clauses_and_its_task_can_be_done(name, lesson_id, index):
    game = load_game(name)
    lesson = game.lessons[lesson_id]
    step = lesson.steps[index]
    assert step.clauses, "a step quotes the rules it teaches"
    for cid in step.clauses:
        assert cite(cid, "en").source, cid
    for lang in ("es", "ja"):
        for text in (lesson.title, step.text, *([step.task.text] if step.task else [])):
            assert po_messages(UI_DOMAIN, lang).get((None, text)), f"{lang}: {text!r} untranslated"
    state = state_of(game, lesson, step)
    task = step.task
    if task is None:
        return
    assert task_path(game, state, task) is not None, f"no move does the task {task.text!r}"


def task_path(game: Any, state: Any, task: Task) -> list[Move] | None:
    """Moves that do the task (the example must do it: checked here, so a broken example fails the test)."""
    if task.example:
        example = game.parse_move(task.example)
        assert task.done(example, game.check(state, example)), f"the example {task.example!r} does not do the task"
    return task_moves(game, state, task)


def off_target_moves(game: Any, state: Any, task: Task) -> list[Move]:
    """Moves of the task's kinds that its arguments (or player) rule out: among the legal moves, the candidate
    moves, and the example with one argument (or its player) changed to what another such move has there."""
    pool = [m for m in (*game.legal_moves(state), *game.candidate_moves(state)) if m.kind in task.kinds]
    if task.example:
        example = game.parse_move(task.example)
        seen: dict[int, set[Any]] = {}
        for m in pool:
            for i, a in enumerate(m.args):
                seen.setdefault(i, set()).add(a)
        variants = [Move(example.kind, (*example.args[:i], v, *example.args[i + 1:]), example.player)
                    for i in range(len(example.args)) for v in sorted(seen.get(i, ()), key=str)]
        if example.player is not None:
            variants += [Move(example.kind, example.args, p) for p in game.to_move(state)]
        for v in variants:
            with contextlib.suppress(InputError):  # as a learner would type it (plays are put in order)
                pool.append(game.parse_move(str(v)))
    return list(dict.fromkeys(m for m in pool if not task.matches(m)))


def test_every_step_that_names_a_target_is_checked():
    assert len(TARGETED) >= 60


@pytest.mark.parametrize(("name", "lesson_id", "index"), TARGETED)
def test_a_task_that_names_its_target_refuses_a_move_aimed_elsewhere(name, lesson_id, index):
    game = load_game(name)
    lesson = game.lessons[lesson_id]
    step = lesson.steps[index]
    task = step.task
    assert task is not None and task.kinds, "a task that names its target names the kind of move too"
    state = state_of(game, lesson, step)
    path = task_path(game, state, task)
    assert path is not None and task.matches(path[-1])
    if task.example:
        assert task.matches(game.parse_move(task.example)), f"the example {task.example!r} is off the target"
    for mv in off_target_moves(game, state, task):
        assert not task.done(mv, game.check(state, mv)), f"{mv} is off the target of {task.text!r} but does it"


# -- the order in which rules are taught ---------------------------------------------------------------------------
def _taught_before(game: Any, shown: Any, clause: str) -> list[str]:
    """The steps (lesson id and number) that show ``shown`` before any step cites ``clause``."""
    taught, early = False, []
    for lesson in game.lessons.values():
        for i, step in enumerate(lesson.steps):
            taught = taught or clause in step.clauses
            if not taught and not step.setup and shown(state_of(game, lesson, step)):
                early.append(f"{lesson.id} step {i + 1}")
    return early


def test_river_dragons_teaches_the_turn_before_showing_cards_resolved():
    game = load_game("river_dragons")
    assert not _taught_before(game, lambda s: s.phase == "resolve", "rd.resolution.order")


def test_china_teaches_the_alliance_tie_at_or_before_the_first_alliance_scored_on_a_tie():
    """The first alliance step scores Doro's alliance over a tie in Wei: it teaches the tie rule itself."""
    lesson = load_game("china").lessons["alliances"]
    assert "china.final-scoring.alliances.tie" in lesson.steps[0].clauses


def test_china_shows_the_three_player_setup_on_a_three_player_game():
    game = load_game("china")
    lesson = game.lessons["placement"]
    steps = [st for st in lesson.steps if "china.setup.cards.three-players" in st.clauses]
    assert steps and all(step_start(game, lesson, st)[0] == 3 for st in steps)
