"""A kernel without ipycanvas, ipywidgets, numpy or Pillow (a browser's Pyodide): ``import tutor`` and every rich
display (board, verdict, lines, clause, lesson steps and examples, printable quiz) still work, and the widget
libraries load only when a live widget is built."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WIDGET_LIBS = ("ipycanvas", "ipywidgets", "numpy", "PIL")

BLOCK = f"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {WIDGET_LIBS!r}:
            raise ImportError(name + " is not installed here")
        return None
sys.meta_path.insert(0, Block())
"""

DISPLAYS = """
import json
import tutor
from tutor.core.registry import games
shown = {}
for g in games():
    name = g.spec.name
    m = tutor.match(name, seed=1)
    move = m.legal_moves()[0]
    parts = [m._repr_html_(), m.board().svg(), m.check(move)._repr_html_(), m.hint(move)._repr_html_(),
             m.play(move)._repr_html_()]
    for lesson_id in g.lessons:
        book = tutor.lesson(name, lesson_id)
        for n in range(1, len(book) + 1):
            parts += [book.step(n)._repr_html_(), book.start(n)._repr_html_()]
            if book.lesson.steps[n - 1].scenario:
                parts.append(book.example(n)._repr_html_())
    quiz = tutor.quiz(name)
    for n in range(1, len(quiz) + 1):
        parts += [quiz.text(n), quiz.position(n).svg(), quiz.answer(n)._repr_html_()]
    shown[name] = [len(parts), sum("<svg" in p for p in parts), sum("data-clause=" in p for p in parts)]
shown["clause"] = "data-clause=" in tutor.clause("yotd.actions.fee")._repr_html_()
shown["loaded"] = sorted(m for m in sys.modules if m.split(".")[0] in LIBS)
print(json.dumps(shown))
""".replace("LIBS", repr(WIDGET_LIBS))


def _run(code: str) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, env=env,
                          timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_every_display_of_every_game_works_with_the_widget_libraries_missing():
    shown = _run(BLOCK + DISPLAYS)
    assert shown.pop("clause") is True and shown.pop("loaded") == []
    assert len(shown) == 4
    for name, (parts, boards, cited) in shown.items():  # type: ignore[misc]
        assert parts > 10 and boards >= 3 and cited >= 2, name


def test_the_displays_leave_the_widget_libraries_unloaded_until_a_widget_is_built():
    code = ("import sys, json, tutor\nm = tutor.match('china', seed=1)\nm._repr_html_()\n"
            "tutor.quiz('china').position(1).svg()\nbefore = sorted(sys.modules)\n"
            "from tutor.notebook import Companion\nCompanion('china', players=3)\n"
            f"print(json.dumps([[x for x in before if x.split('.')[0] in {WIDGET_LIBS!r}], 'ipycanvas' in sys.modules]))")
    before, canvas_after = _run(code)  # type: ignore[misc]
    assert before == [] and canvas_after is True


def test_the_companion_draws_the_svg_board_where_ipycanvas_or_numpy_cannot_be_imported():
    code = BLOCK.replace(repr(WIDGET_LIBS), repr(("ipycanvas", "numpy", "PIL"))) + (
        "import json\nfrom tutor.notebook import Companion\nc = Companion('china', progress=False)\n"
        "scene = c.scene()\nt = next(t for t in sorted(scene.targets()) "
        "if c.board_spec.click(c.state, (), t).move is not None)\nx, y, w, h = scene.bounds(t)\n"
        "c.board.click(x + w / 2, y + h / 2)\n"
        "print(json.dumps([type(c.board).__name__, c.match.length, 'numpy' in sys.modules]))")
    kind, played, numpy_loaded = _run(code)  # type: ignore[misc]
    assert kind == "SvgBoardView" and played == 1 and numpy_loaded is False
