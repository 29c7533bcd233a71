"""The reference game's lesson: prose, the clauses it quotes, a position and a task (tutor.core.lesson)."""

from __future__ import annotations

from tutor.core.lesson import Lesson, Step, Task
from tutor.text.ui import N_

LESSONS = {
    "basics": Lesson("basics", N_("Taking pebbles"), (
        Step(N_("The pile starts with ten pebbles and a die roll more. The first player begins."),
             ("pb.setup.pile", "pb.setup.first"), setup=True,
             task=Task(N_("Take two pebbles."), kinds=("take",), cites="pb.take.count", example="take 2")),
        Step(N_("You may take one, two or three pebbles, never more than the pile holds."),
             ("pb.take.count", "pb.take.left"), position={"pile": 2, "turn": 1, "taken": [5, 6]},
             task=Task(N_("Try to take three pebbles."), kinds=("take",), legal=False, cites="pb.take.left",
                       example="take 3")),
        Step(N_("Instead of taking you may pass, once in the game. Whoever takes the last pebble wins."),
             ("pb.pass.once", "pb.end.last", "pb.end.win"), position={"pile": 3, "passed": [True], "taken": [6, 4]},
             task=Task(N_("Take the last pebbles and win."), kinds=("take",), cites="pb.end.win", example="take 3")),
    )),
}
