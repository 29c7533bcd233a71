"""A lesson task that names an action accepts that action only (a tryout found "Collect Doro's taxes" marked
done by a Build): every action task with an example says which arguments it takes, and a legal action of
another name is not counted as the task."""

from __future__ import annotations

import pytest

from tutor.core.lesson import REST, step_start
from tutor.core.registry import load_game

GAME = load_game("year_of_the_dragon")
TASKS = [(lid, i, st) for lid, les in GAME.lessons.items() for i, st in enumerate(les.steps, 1)
         if st.task is not None and st.task.kinds == ("action",) and st.task.example]


@pytest.mark.parametrize(("lesson", "n", "step"), TASKS, ids=[f"{lid}-{i}" for lid, i, _ in TASKS])
def test_an_action_task_takes_the_action_it_names(lesson, n, step):
    task = step.task
    assert task.args is not None, f"{lesson} step {n}: say which action the task takes (args=...)"
    _, state = step_start(GAME, GAME.lessons[lesson], step)
    if state is None:
        state = GAME.new(step.players or 3, seed=0)
    for mv in step.moves:
        state = GAME.apply(state, GAME.parse_move(mv, "lesson"))[0]
    example = GAME.parse_move(task.example, "lesson")
    assert task.done(example, GAME.check(state, example)), f"{lesson} step {n}: the example does not do the task"
    named = task.args[1] if len(task.args) > 1 and task.args[1] not in ("", REST) else None
    for mv in GAME.legal_moves(state):
        if mv.kind == "action" and task.done(mv, GAME.check(state, mv)):
            assert named is None or str(mv.args[1]) == named, f"{lesson} step {n}: {mv} counted as the task"
