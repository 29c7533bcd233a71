"""Every position a learner of one game is shown: lesson steps (and the position after each step's task), worked
examples, scenario files (rulebook examples, quiz and review cases) and every quiz and check-yourself question.

Each comes with a label saying where it was found, for a test's failure message."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from tutor.core.lesson import scenario_state, step_scenario, step_start, task_moves
from tutor.core.registry import load_game
from tutor.core.scenario import load_scenario
from tutor.progress.bank import bank, scenario_files


def lesson_positions(game: str) -> Iterator[tuple[str, Any]]:
    """Each lesson step's position as shown, the position after its task's move, and its worked example's."""
    g = load_game(game)
    for lesson in g.lessons.values():
        for i, step in enumerate(lesson.steps, 1):
            where = f"lesson {lesson.id} step {i}"
            players, state = step_start(g, lesson, step)
            if state is None:
                state = g.new(players, 0, g.spec.resolve_options(step.options))
            for text in step.moves:
                state, _ = g.apply(state, g.parse_move(text))
            yield where, state
            if step.task is not None and step.task.legal:
                path = task_moves(g, state, step.task)
                after = state
                for mv in path or ():
                    after, _ = g.apply(after, mv)
                if path:
                    yield f"{where}, after its task", after
            sc = step_scenario(g, step)
            if sc is not None:
                yield f"{where}, its worked example", scenario_state(sc)


def scenario_positions(game: str) -> Iterator[tuple[str, Any]]:
    """Each scenario file's starting position and the position its questions are asked on."""
    for path in scenario_files(game):
        sc = load_scenario(path)
        yield f"{path.parent.name}/{path.name}", sc.start()
        yield f"{path.parent.name}/{path.name}, after its steps", scenario_state(sc)


def question_positions(game: str) -> Iterator[tuple[str, Any]]:
    """The position of every question of the game's quiz (the check-yourself questions are among them)."""
    seen: set[int] = set()
    for q in bank(game):
        if id(q.state) not in seen:
            seen.add(id(q.state))
            yield f"question {q.id}", q.state


@cache
def shown_positions(game: str) -> tuple[tuple[str, Any], ...]:
    """Every position above, once each (by label)."""
    return tuple(dict.fromkeys([*lesson_positions(game), *scenario_positions(game), *question_positions(game)]))


def implausible_report(game: str, implausible: Any) -> list[str]:
    """One line per position with findings: where it is shown, and what is off (clause: what)."""
    out = []
    for where, state in shown_positions(game):
        found = implausible(state)
        if found:
            out.append(f"{where}: " + "; ".join(f"{f.clause}: {f.what}" for f in found))
    return out
