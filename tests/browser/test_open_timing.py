"""How fast a lesson opens (issue 35.7), measured as a learner meets it in `make lab` (signed copies, a fresh home)
in Chromium at 1366x768: open a lesson from a loaded JupyterLab until its first saved board is drawn on screen,
and Run All on Year of the Dragon's quiz until the live quiz takes an answer. The machine running the tests is
shared, so the figures are recorded with the load average beside them (the run's summary; README "Opening a
lesson") and only a hang fails the test; the goals (2 s and 3 s at a background load of 4) are the README's."""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from tests.browser.test_browser import READY
from tests.browser.test_make_lab import LESSONS, make_lab, page  # noqa: F401 (fixtures: `make lab` in a fresh home)
from tests.browser.test_quiz_browser import run_notebook
from tests.report import report

pytestmark = pytest.mark.browser
OPEN_GOAL_S, QUIZ_GOAL_S = 2.0, 3.0  # issue 35's goals, recorded beside each figure, not asserted under load
HANG_S = 60.0  # what a test enforces: the page did not hang
QUIZ = "en/year_of_the_dragon/11-quiz.ipynb"

# the open notebook's first saved board, drawn: attached, laid out with a box, and its shapes painted
BOARD_SHOWN = """(path) => { const w = window.jupyterapp.shell.currentWidget;
  if (!w || !w.context || !w.context.path.endsWith(path)) return false;
  const svg = w.node.querySelector('.jp-OutputArea-output svg.tutor-board');
  if (!svg) return false;
  const r = svg.getBoundingClientRect();
  return r.width > 100 && r.height > 50 && svg.querySelectorAll('rect').length > 0; }"""


def load() -> str:
    """The load average now, as ``uptime`` prints it."""
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def open_lesson(page: Any, path: str) -> float:  # noqa: F811
    """Seconds from asking a loaded JupyterLab to open ``path`` until its first saved board is on screen."""
    start = time.perf_counter()
    page.evaluate("(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", path)
    page.wait_for_function(BOARD_SHOWN, arg=path, timeout=HANG_S * 1000)
    return time.perf_counter() - start


def test_opening_a_lesson_shows_its_saved_board(make_lab, page) -> None:  # noqa: F811
    base, token, _folder = make_lab
    page.goto(f"{base}/lab?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp && window.jupyterapp.shell.currentWidget", timeout=120_000)
    lessons = [f"en/{game}/{lesson}.ipynb" for game, lesson in LESSONS.items()]
    figures = []
    for path in lessons:
        seconds = open_lesson(page, path)
        figures.append(seconds)
        report(f"open a lesson -> saved board visible: {path} {seconds:.2f} s (goal {OPEN_GOAL_S} s; {load()})")
        page.evaluate("() => { window.jupyterapp.commands.execute('application:close'); }")
    assert max(figures) < HANG_S


def test_a_lesson_link_opened_in_a_new_tab_shows_its_saved_board(make_lab, page) -> None:  # noqa: F811
    """The whole way: JupyterLab's page loads with the lesson (a link, a bookmark), until its saved board is drawn."""
    base, token, _folder = make_lab
    path = f"en/year_of_the_dragon/{LESSONS['year_of_the_dragon']}.ipynb"
    page.goto(f"{base}/lab?reset&token={token}")  # the browser's cache warm, as for a learner's second lesson
    page.wait_for_function("() => !!window.jupyterapp", timeout=120_000)
    start = time.perf_counter()
    page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=HANG_S * 1000)
    page.wait_for_function(BOARD_SHOWN, arg=path, timeout=HANG_S * 1000)
    seconds = time.perf_counter() - start
    report(f"load JupyterLab on a lesson -> saved board visible: {path} {seconds:.2f} s ({load()})")
    assert seconds < HANG_S


def test_run_all_makes_the_year_of_the_dragon_quiz_answerable(make_lab, page) -> None:  # noqa: F811
    base, token, _folder = make_lab
    quiz, seconds = run_notebook(page, base, token, QUIZ)
    report(f"Run All -> quiz answerable: {QUIZ} {seconds:.2f} s (goal {QUIZ_GOAL_S} s; {load()})")
    assert quiz.locator("button.mod-primary").first.is_visible()
    page.wait_for_function(READY, arg=QUIZ, timeout=HANG_S * 1000)
    assert seconds < HANG_S
