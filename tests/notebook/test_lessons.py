"""Every lesson of every game: its clauses exist, its prose is translated, its position loads, and its
task can be done on the position it sets (a legal move for a "do this" task, an illegal one that cites
the clause for a "try this" task)."""

from __future__ import annotations

from typing import Any

import pytest

from tutor.core.lesson import Lesson, Step, step_start
from tutor.core.registry import games, load_game
from tutor.text.catalog import UI_DOMAIN, cite, po_messages

STEPS = [(g.spec.name, lesson.id, i) for g in games() for lesson in g.lessons.values()
         for i in range(len(lesson.steps))]


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
    if task.example:
        example = game.parse_move(task.example)
        assert task.done(example, game.check(state, example)), f"the example {task.example!r} does not do the task"
    else:
        assert task_reachable(game, state, task), f"no move does the task {task.text!r}"


def task_reachable(game: Any, state: Any, task: Any, depth: int = 3) -> bool:
    """Some move (after up to ``depth - 1`` legal moves of the same player) does the task."""
    first = game.to_move(state)
    frontier = [state]
    for _ in range(depth):
        nxt = []
        for s in frontier:
            moves = game.legal_moves(s) if task.legal else list(game.candidate_moves(s))
            if any(task.done(m, game.check(s, m)) for m in moves):
                return True
            nxt += [game.apply(s, m)[0] for m in game.legal_moves(s)[:20] if game.to_move(s) == first]
        frontier = nxt[:200]
    return False
