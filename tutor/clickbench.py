"""``python -m tutor bench --clicks``: what a board click and a lesson's Run All cost the kernel, in CPU time.

A click is timed in this process's CPU time (``time.process_time``: other processes' load does not count) from
the board's mouse event to the tutor panel's update (the verdict leaves the kernel then: the panel is sent first)
and to the end of the click's work (bots' replies, board, move list). The companions are those of the play
notebooks (``PLAYS``, the browser test's too); the clicks are found as a learner would make them, by the board's
targets. Run All is timed in a fresh interpreter: ``import tutor`` to the lesson's live board handed to the
display, and the first click's verdict after it.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
from typing import Any

from tutor.core.moves import Move
from tutor.notebook.live.companion import Companion

CLOCK = time.process_time
# each game's play notebook calls ``play(GAME, **PLAYS[GAME])`` (the browser test checks the notebooks say so)
PLAYS: dict[str, dict[str, Any]] = {
    "year_of_the_dragon": {"players": 4},
    "dragonheart": {"viewer": 0, "bots": {1: "greedy"}},
    "china": {"viewer": 0, "bots": {1: "greedy", 2: "greedy", 3: "greedy"}},
    "river_dragons": {"viewer": 0, "bots": {1: "greedy", 2: "greedy", 3: "greedy"}},
}
RARE = ("exchange", "pass")  # legal, but a run that only exchanged cards would end China in a few turns
Clicks = list[tuple[str, float, float]]


def click_sequence(c: Companion, legal: bool) -> tuple[Clicks, Move] | None:
    """Board clicks (target, x, y) that make a legal (or illegal) move in the companion's state, found by
    breadth-first search over selections (shortest first; moves of a rare kind only if nothing else)."""
    board, state, game = c.board_spec, c.state, c.game
    assert board is not None
    frontier: list[tuple[tuple[str, ...], Clicks]] = [((), [])]
    fallback = None
    kept = c.selection
    try:
        for _ in range(6):
            nxt: list[tuple[tuple[str, ...], Clicks]] = []
            for selection, path in frontier:
                c.selection = selection
                scene = c.scene()
                assert scene is not None
                for target in sorted(scene.targets()):
                    box = scene.bounds(target)
                    if box is None:
                        continue
                    x, y = box[0] + box[2] / 2, box[1] + box[3] / 2
                    if scene.hit(x, y) != target:
                        continue
                    result = board.click(state, selection, target)
                    step = [*path, (target, x, y)]
                    if result.move is not None:
                        if game.check(state, result.move).legal == legal:
                            if result.move.kind not in RARE:
                                return step, result.move
                            fallback = fallback or (step, result.move)
                    elif result.selection != selection and len(nxt) < 400:
                        nxt.append((result.selection, step))
            frontier = nxt
        return fallback
    finally:
        c.selection = kept


def pct(values: list[float], q: float) -> float:
    """The value at quantile ``q`` (the browser test's rank: round(q * (n - 1)))."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def bench_clicks(game: str, moves: int = 20) -> dict[str, Any]:
    """``moves`` legal moves made by board clicks in the game's play companion (shown, so warmed as on screen):
    CPU ms from the move's last click to the verdict sent, to the end of its work, and of the clicks before it."""
    c = Companion(game, **PLAYS[game])
    c.warm()  # as after the cell that shows it
    board = c.board
    assert board is not None
    sent: list[float] = []
    c.panel.observe(lambda _: sent.append(CLOCK()), names="value")
    verdict, whole, selecting = [], [], []
    for _ in range(moves):
        if c.game.is_over(c.state):
            break
        found = click_sequence(c, legal=True)
        if found is None:
            break
        clicks, _mv = found
        t0 = CLOCK()
        for _, x, y in clicks[:-1]:
            board.click(x, y)
        t1 = CLOCK()
        sent.clear()
        board.click(clicks[-1][1], clicks[-1][2])
        t2 = CLOCK()
        selecting.append((t1 - t0) * 1e3)
        verdict.append(((sent[0] if sent else t2) - t1) * 1e3)
        whole.append((t2 - t1) * 1e3)
    return {"game": game, "moves": len(verdict),
            "to_verdict_ms": {"p50": round(statistics.median(verdict), 2), "p95": round(pct(verdict, 0.95), 2)},
            "whole_click_ms": {"p50": round(statistics.median(whole), 2), "p95": round(pct(whole, 0.95), 2)},
            "selection_clicks_ms": {"p50": round(statistics.median(selecting), 2),
                                    "p95": round(pct(selecting, 0.95), 2)}}


# run in a fresh interpreter: the lesson notebook's cells up to its first live board, then one click
_RUN_ALL = """
import sys, time, json
import IPython.display, comm  # a kernel has these loaded before any cell runs
t0 = time.process_time()
import tutor
tutor.set_language("en")
from tutor.clickbench import click_sequence
game, lesson_id = sys.argv[1], sys.argv[2]
book = tutor.lesson(game, lesson_id)
cell = book.start(1)
cell._repr_html_()
shown = []
IPython.display.display = lambda *a, **k: shown.append(time.process_time())
view = book.widget(1)
view._ipython_display_()
t1 = time.process_time()
c = view.companion
found = click_sequence(c, legal=True) or click_sequence(c, legal=False)
sent = []
c.panel.observe(lambda _: sent.append(time.process_time()), names="value")
for _, x, y in found[0][:-1]:
    c.board.click(x, y)
t2 = time.process_time()
c.board.click(found[0][-1][1], found[0][-1][2])
print(json.dumps({"to_board_ms": (shown[0] - t0) * 1e3, "cell_ms": (t1 - t0) * 1e3,
                  "first_verdict_ms": (sent[0] - t2) * 1e3}))
"""


def first_lesson(game: str) -> str:
    """The first lesson of a game whose first two steps hold a task (the browser test's lesson)."""
    from tutor.core.registry import load_game

    lessons = load_game(game).lessons
    return next(lid for lid, lesson in lessons.items() if any(st.task is not None for st in lesson.steps[:2]))


def bench_run_all(game: str, runs: int = 3) -> dict[str, Any]:
    """Median over ``runs`` fresh interpreters (after one to fill the bytecode cache where it may be written)."""
    lesson = first_lesson(game)
    results = []
    for i in range(runs + 1):
        out = subprocess.run([sys.executable, "-c", _RUN_ALL, game, lesson], capture_output=True, text=True,
                             check=True)
        if i:
            results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {"game": game, "lesson": lesson,
            **{k: round(statistics.median(r[k] for r in results), 1) for k in results[0]}}


_KERNEL_SETUP = """
import json
import ipywidgets
from tutor.clickbench import PLAYS, click_sequence
from tutor.notebook.api import play
c = play({game!r}, **PLAYS[{game!r}])
c._ipython_display_()
echo = ipywidgets.Label("echo 0")
"""


def bench_kernel(game: str, moves: int = 20) -> dict[str, Any]:
    """The play companion in a real kernel (jupyter_client), driven by execute requests that click its board: wall
    ms from the request of a move's last click to the verdict's panel update on the wire, beside a bare label's
    update the same way (the kernel's own echo). Wall time: noisy on a loaded machine, compare medians."""
    from jupyter_client.manager import start_new_kernel

    km, kc = start_new_kernel(kernel_name="python3")

    def run(code: str, until: str | None = None) -> tuple[str, float]:
        t0 = time.perf_counter()
        msg_id = kc.execute(code, silent=until is not None)  # a timed click: no history, as a widget event
        out, seen = [], 0.0
        while True:
            msg = kc.get_iopub_msg(timeout=120)
            content = msg["content"]
            if until and not seen and msg["msg_type"] == "comm_msg" and \
                    until in json.dumps(content.get("data", {}).get("state", {}), ensure_ascii=False):
                seen = (time.perf_counter() - t0) * 1e3
            if msg["parent_header"].get("msg_id") != msg_id:
                continue
            if msg["msg_type"] == "stream":
                out.append(content["text"])
            elif msg["msg_type"] == "error":
                raise RuntimeError(f"{content['ename']}: {content['evalue']}")
            elif msg["msg_type"] == "status" and content["execution_state"] == "idle":
                kc.get_shell_msg(timeout=120)
                return "".join(out), seen

    try:
        run(_KERNEL_SETUP.format(game=game))
        verdict, echo = [], []
        for i in range(moves):
            plan, _ = run("f = click_sequence(c, legal=True)\n"
                          "print(json.dumps(None if f is None else [[x, y] for _, x, y in f[0]]))")
            clicks = json.loads(plan.strip().splitlines()[-1])
            if not clicks:
                break
            for x, y in clicks[:-1]:
                run(f"c.board.click({x}, {y})")
            verdict.append(run(f"c.board.click({clicks[-1][0]}, {clicks[-1][1]})", until="tutor-verdict")[1])
            echo.append(run(f"echo.value = 'echo {i + 1}'", until=f"echo {i + 1}")[1])
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)
    return {"game": game, "moves": len(verdict),
            "kernel_verdict_ms": {"p50": round(statistics.median(verdict), 1), "p95": round(pct(verdict, 0.95), 1)},
            "kernel_echo_ms": {"p50": round(statistics.median(echo), 1), "p95": round(pct(echo, 0.95), 1)}}


def run_clicks(games: list[str], moves: int = 20, run_all: bool = True, kernel: bool = True,
               as_json: bool = False) -> int:
    rows = []
    for game in games:
        row = bench_clicks(game, moves)
        if run_all:
            row["run_all"] = bench_run_all(game)
        if kernel:
            row["kernel"] = bench_kernel(game, moves)
        rows.append(row)
        if not as_json:
            v, w, s = row["to_verdict_ms"], row["whole_click_ms"], row["selection_clicks_ms"]
            text = (f"{game:20} {row['moves']} moves: click -> verdict sent p50/p95 {v['p50']}/{v['p95']} ms; "
                    f"whole click {w['p50']}/{w['p95']} ms; clicks before it {s['p50']}/{s['p95']} ms")
            if run_all:
                r = row["run_all"]
                text += (f"; Run All ({r['lesson']}): to the live board {r['to_board_ms']} ms, whole cell "
                         f"{r['cell_ms']} ms, first verdict {r['first_verdict_ms']} ms")
            text += " (CPU)"
            if kernel:
                k = row["kernel"]
                text += (f"; in a kernel, click -> verdict on the wire p50/p95 {k['kernel_verdict_ms']['p50']}/"
                         f"{k['kernel_verdict_ms']['p95']} ms, a label's echo {k['kernel_echo_ms']['p50']}/"
                         f"{k['kernel_echo_ms']['p95']} ms (wall)")
            print(text, flush=True)
    if as_json:
        print(json.dumps(rows, indent=1))
    return 0
