"""The static site in a browser, as one student meets it: the first load timed and weighed, a lesson of every
game run to the end with no error output, a click on the board answered with a cited verdict, a quiz question
answered, and the progress still there after a reload. Nothing may leave 127.0.0.1 (every other request is
aborted and logged); the figures go to build/lite-figures.json (the README's "three ways to run a class")."""

from __future__ import annotations

import importlib.util
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from tests.browser.boxes import stable_box
from tests.lite.conftest import ROOT, SITE, Student
from tutor.core.registry import games
from tutor.notebook.publish.generate import lesson_entries
from tutor.text.catalog import cite

pytestmark = pytest.mark.lite
FIGURES = ROOT / "build" / "lite-figures.json"
SHOTS = ROOT / "build" / "screenshots"
# Each game's first lesson and China's quiz, as the generator names them (a lesson added renumbers the quiz).
ENTRIES = {g.spec.name: [e.file for e in lesson_entries(g)] for g in games()}
LESSONS = {game: f"en/{game}/{files[0]}" for game, files in ENTRIES.items()}
QUIZ = next(f"en/china/{f}" for f in ENTRIES["china"] if f.endswith("-quiz.ipynb"))
PROGRESS = "progress-check.ipynb"
LIMIT_MS = 600_000  # a lesson run in a browser's Python on a busy 2-core machine
figures: dict[str, Any] = {}

READY = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!(k && w.context && w.context.path.endsWith(path) && w.sessionContext.isReady
            && k.connectionStatus === 'connected' && k.status === 'idle'); }"""
RAN = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.context || !w.context.path.endsWith(path) || !w.content || !w.content.widgets) return false;
  const code = w.content.widgets.filter(c => c.model.type === 'code');
  if (w.node.querySelector('[data-mime-type="application/vnd.jupyter.error"]')) return true;  // stopped: see errors()
  return code.length > 0 && code.every(c => c.model.executionCount !== null && c.model.executionCount !== undefined)
    && w.sessionContext.session.kernel.status === 'idle'; }"""
FIRST_RAN = """(path) => { const w = window.jupyterapp.shell.currentWidget;
  const c = w && w.context.path.endsWith(path) && w.content.widgets.find(c => c.model.type === 'code');
  return !!(c && c.model.executionCount && w.sessionContext.session.kernel.status === 'idle'); }"""

# The notebooks are saved with their outputs and execution counts: cleared first, so "ran" means ran here;
# the first code cell (import tutor) made the active one.
CLEAR = """async () => { const w = window.jupyterapp.shell.currentWidget;
  await window.jupyterapp.commands.execute("notebook:clear-all-cell-outputs");
  w.content.activeCellIndex = w.content.widgets.findIndex(c => c.model.type === "code"); }"""


def seconds_since(t0: float) -> float:
    return round(time.perf_counter() - t0, 2)


OPEN = ".jp-NotebookPanel:not(.lm-mod-hidden)"
ERROR = ('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], '
         '[data-mime-type="application/vnd.jupyter.error"]')


def errors(page: Any) -> list[str]:
    """Error output in the open notebook: stderr streams and tracebacks."""
    return [str(t) for t in page.locator(OPEN).locator(ERROR).all_inner_texts()]


def open_notebook(student: Student, path: str) -> None:
    """Open a notebook in the running app (the other notebooks and their kernels closed first)."""
    page = student.page
    if not page.evaluate("() => !!window.jupyterapp"):  # a test run on its own (-k): the app is opened first
        page.goto(f"{student.base}/lab/index.html")
        page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
    page.evaluate("""async (path) => { const app = window.jupyterapp; await app.restored;
      for (const w of app.shell.widgets('main')) { if (w.context) w.context.model.dirty = false; }  // no save dialog
      await app.commands.execute('application:close-all'); await app.serviceManager.sessions.refreshRunning();
      for (const s of [...app.serviceManager.sessions.running()]) await app.serviceManager.sessions.shutdown(s.id);
      await app.commands.execute('docmanager:open', {path}); }""", path)
    page.wait_for_function(READY, arg=path, timeout=LIMIT_MS)


def run_all_to_the_end(page: Any, path: str) -> float:
    """Run All and wait until every code cell ran and the kernel is idle; the seconds it took."""
    page.evaluate(CLEAR)
    t0 = time.perf_counter()
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(RAN, arg=path, timeout=LIMIT_MS, polling=500)
    return seconds_since(t0)


def test_first_load_then_a_china_lesson_runs_to_the_end(student: Student) -> None:
    """A fresh browser opens a lesson: the shell, the kernel, `import tutor`, the first live board timed from the
    URL opened, and the bytes the server sent by then (what a student downloads on a first visit)."""
    page, path = student.page, LESSONS["china"]
    t0 = time.perf_counter()
    page.goto(f"{student.base}/lab/index.html?path={path}")
    page.locator(".jp-LabShell").wait_for(timeout=120_000)
    figures["shell_shown_s"] = seconds_since(t0)
    page.wait_for_function(READY, arg=path, timeout=LIMIT_MS)
    figures["kernel_ready_s"] = seconds_since(t0)
    page.evaluate(CLEAR)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-cell')")  # the first cell: import tutor
    page.wait_for_function(FIRST_RAN, arg=path, timeout=LIMIT_MS, polling=100)
    figures["import_tutor_s"] = seconds_since(t0)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.locator(".tutor-canvas svg").first.wait_for(timeout=LIMIT_MS)
    figures["first_widget_s"] = seconds_since(t0)
    figures["first_load_bytes"] = student.served.bytes
    figures["first_load_requests"] = student.served.requests
    page.wait_for_function(RAN, arg=path, timeout=LIMIT_MS, polling=500)
    figures["lesson_run_s"] = {"china": seconds_since(t0)}
    assert errors(page) == []
    assert page.locator(".jp-OutputArea canvas").count() == 0, "the canvas board, not the SVG one"
    assert student.blocked == []


def test_a_click_on_the_board_gives_a_cited_verdict(student: Student) -> None:
    """In the China lesson's first live step, a click on a place where one click makes a move: the verdict
    appears with the rulebook's words (a clause that exists), timed from the mouse-down."""
    from tutor.notebook.live.lesson import LessonView

    page = student.page
    view = LessonView("china", "placement", start=0, progress=False)
    twin = view.companion
    assert twin is not None and twin.board_spec is not None
    scene = twin.scene()
    assert scene is not None
    target = next(t for t in sorted(scene.targets()) if twin.board_spec.click(twin.state, (), t).move is not None)
    x, y, w, h = scene.bounds(target)  # type: ignore[misc]
    live = page.locator(".jp-OutputArea-output").filter(has=page.locator(".tutor-canvas svg")).first
    svg = live.locator(".tutor-canvas svg").first
    box = stable_box(svg)
    assert "Legal:" not in live.inner_text() and "Illegal:" not in live.inner_text(), "a verdict before the click"
    page.evaluate("() => { window.__down = null; document.addEventListener('mousedown', "
                  "() => { window.__down = performance.now(); }, {capture: true, once: true}); }")
    k = box["width"] / twin.board_spec.width
    svg.click(position={"x": (x + w / 2) * k, "y": (y + h / 2) * k})  # scrolled so that the point is in view
    handle = live.element_handle()
    page.wait_for_function("""(el) => { if (!/(Legal|Illegal):/.test(el.innerText)
        || !el.querySelector('.tutor-cite[data-clause]')) return false;
      window.__verdict = window.__verdict || performance.now(); return true; }""", arg=handle, timeout=60_000,
                           polling="raf")
    figures["move_to_verdict_s"] = round(page.evaluate("() => (window.__verdict - window.__down) / 1000"), 3)
    SHOTS.mkdir(parents=True, exist_ok=True)
    live.screenshot(path=str(SHOTS / "lite-china-click.png"))
    cited = live.locator(".tutor-cite[data-clause]").evaluate_all("els => els.map(e => e.dataset.clause)")
    assert cited
    shown = " ".join(live.inner_text().split())
    held = " ".join((live.text_content() or "").split())  # folded clauses are one click away
    assert " ".join(cite(cited[0], "en").source.split()) in shown, cited[0]  # the first clause on screen
    for clause in cited:  # every clause the verdict names exists, and its rulebook wording is in the verdict
        assert " ".join(cite(clause, "en").source.split()) in held, clause
    assert errors(page) == []
    assert student.blocked == []


@pytest.mark.parametrize("game", [name for name in ENTRIES if name != "china"])  # China's runs on first load
def test_a_lesson_of_each_game_runs_to_the_end(student: Student, game: str) -> None:
    page, path = student.page, LESSONS[game]
    open_notebook(student, path)
    figures.setdefault("lesson_run_s", {})[game] = run_all_to_the_end(page, path)
    assert page.locator(".tutor-canvas svg").count() >= 1, "the live board is drawn"
    assert errors(page) == []
    assert student.blocked == []


def progress_view(student: Student) -> str:
    """Open the progress notebook (written into the browser's own storage), run it, and read the view."""
    page = student.page
    open_notebook(student, PROGRESS)
    run_all_to_the_end(page, PROGRESS)
    view = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .tutor-progress .tutor-game[data-game='china']")
    view.first.wait_for(timeout=60_000)
    return str(view.first.inner_text())


def write_progress_notebook(page: Any) -> None:
    book = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [],
                       "source": 'from tutor.notebook import progress\nprogress(game="china")'}],
            "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
    page.evaluate("""async ([path, content]) => { await window.jupyterapp.serviceManager.contents.save(path,
      {type: 'notebook', format: 'json', content}); }""", [PROGRESS, book])


PROGRESS_IN_BROWSER = importlib.util.find_spec("tutor.progress.storage") is not None
MET = re.compile(r"rules met (\d+) of (\d+)")

# Recording an answer or a move takes the record's lock: fcntl.flock, which Pyodide lacks, until liteprog's
# tutor.progress.storage (a lock without fcntl, the record under /drive) is merged; then these run for real.
NEEDS_BROWSER_PROGRESS = pytest.mark.xfail(
    not PROGRESS_IN_BROWSER, strict=True,
    reason="recording progress in the browser (a lock without fcntl, the record under /drive, kept across a reload) "
           "is helper liteprog's work (issue 31 item 3, tutor.progress.storage), not merged in this branch")


@NEEDS_BROWSER_PROGRESS
def test_a_quiz_question_is_answered_with_the_cited_why(student: Student) -> None:
    """The China quiz: an answer given through the page's own inputs and checked shows the feedback quoting the rules."""
    page = student.page
    open_notebook(student, QUIZ)
    page.evaluate(CLEAR)
    t0 = time.perf_counter()
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    quiz = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .tutor-quiz").first
    page.wait_for_function(f"() => !!document.querySelector('{OPEN} .tutor-quiz button.mod-primary') || "
                           f"!!document.querySelector('{OPEN} {ERROR}')", timeout=LIMIT_MS, polling=500)
    assert errors(page) == []
    page.wait_for_function(READY, arg=QUIZ, timeout=LIMIT_MS)
    figures["quiz_answerable_s"] = seconds_since(t0)
    number = quiz.locator("input[type=text]")
    if number.count():
        number.first.fill("1")
        number.first.press("Tab")
    else:
        quiz.locator(".tutor-choice").first.click()
    page.wait_for_timeout(400)  # let the value reach the kernel before the click
    quiz.locator("button.mod-primary").first.click()
    feedback = quiz.locator(".tutor-feedback").first
    feedback.wait_for(timeout=120_000)
    assert ("Right" in feedback.inner_text()) or ("Not quite" in feedback.inner_text())
    assert quiz.locator(".tutor-cite[data-clause]").count() >= 1, "the why quotes the rules"
    SHOTS.mkdir(parents=True, exist_ok=True)
    quiz.screenshot(path=str(SHOTS / "lite-china-quiz.png"))
    assert errors(page) == []
    assert student.blocked == []


@NEEDS_BROWSER_PROGRESS
def test_the_progress_view_shows_the_answer_and_the_same_after_a_reload(student: Student) -> None:
    """The progress view the learner opens (a notebook written into the browser's storage) counts the rules met
    by the answer above (a fresh browser starts with an empty record), and shows the same after a reload."""
    page = student.page
    write_progress_notebook(page)
    after = progress_view(student)
    found = MET.search(after)
    assert found is not None and int(found.group(1)) >= 1, after
    page.reload()
    page.locator(".jp-LabShell").wait_for(timeout=120_000)
    page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
    kept = progress_view(student)
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .tutor-progress").first.screenshot(
        path=str(SHOTS / "lite-progress-after-reload.png"))
    assert kept == after, "the progress view is the same after a reload"
    assert errors(page) == []
    assert student.blocked == []


def test_nothing_was_blocked_and_the_figures_are_written(student: Student) -> None:
    assert student.blocked == [], f"requests to other hosts: {student.blocked}"
    site_bytes = sum(p.stat().st_size for p in Path(SITE).rglob("*") if p.is_file())
    figures["site_bytes"] = site_bytes
    figures["how"] = ("tests/lite/test_lite_site.py: Debian's headless Chromium (Playwright), a fresh context, the "
                      "site served on 127.0.0.1 by Python's http.server (threaded, counting the file bytes it sends); "
                      "times from opening the URL; first_load_bytes: all the server sent until the first live board "
                      "of en/china/01-placement.ipynb was drawn; site_bytes: the files of the built site.")
    FIGURES.parent.mkdir(parents=True, exist_ok=True)
    FIGURES.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    assert {"shell_shown_s", "kernel_ready_s", "import_tutor_s", "first_widget_s", "first_load_bytes"} <= set(figures)
