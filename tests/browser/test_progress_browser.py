"""Progress in a real browser: answer a quiz question wrong, restart the kernel, run the notebook again:
the question's clause comes back, and the progress view shows it as missed (screenshots in build/screenshots)."""

from __future__ import annotations

import json
import os
import re
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import BIN, CHROMIUM, free_port, lab_settings, serve
from tests.browser.test_browser import READY, SHOTS
from tutor.core.quizbank import NUMBER, YESNO
from tutor.notebook.saved.quizmodel import learner_questions
from tutor.progress.bank import quiz_module
from tutor.progress.quiz import AdaptiveQuiz
from tutor.progress.record import ENV, FILE, Record, read_only

pytestmark = pytest.mark.browser
GAME, SEED = "dragonheart", 3
NOTEBOOK = "progress.ipynb"
CELLS = [f'from tutor.notebook.live.quiz import QuizView, progress\nquiz = QuizView("{GAME}", seed={SEED})\nquiz',
         f'progress(game="{GAME}")']


@pytest.fixture
def progress_lab(tmp_path: Path) -> Iterator[tuple[str, str, Path]]:
    """JupyterLab serving a notebook built here, its kernels keeping progress in a temporary folder."""
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed")
    root, progress_dir = tmp_path / "notebooks", tmp_path / "progress"
    root.mkdir()
    book = {"cells": [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": src}
                      for src in CELLS],
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}
    (root / NOTEBOOK).write_text(json.dumps(book), encoding="utf-8")
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, ENV: str(progress_dir), "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_DATA_DIR": str(tmp_path / "data"), "JUPYTERLAB_SETTINGS_DIR": str(lab_settings(tmp_path)),
           "JUPYTERLAB_WORKSPACES_DIR": str(tmp_path / "ws")}
    cmd = [str(BIN / "jupyter-lab"), "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
           "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", "--LabApp.expose_app_in_browser=True",
           "--ServerApp.root_dir", str(root)]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    with serve(cmd, f"http://127.0.0.1:{port}/api/status?token={token}", tmp_path / "lab.log", env=env):
        yield f"http://127.0.0.1:{port}", token, progress_dir


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1300, "height": 1100})
    yield context.new_page()
    context.close()


def run_all(page: Any) -> None:
    page.wait_for_function(READY, arg=NOTEBOOK, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.get_by_role("button", name="Check my answer").wait_for(timeout=120_000)
    page.locator(".tutor-progress").wait_for(timeout=120_000)
    page.wait_for_function(READY, arg=NOTEBOOK, timeout=120_000)


def answer_wrong(page: Any, q: Any) -> None:
    """Give a wrong answer through the page's own inputs (a number typed, or a button pressed) and check it."""
    if q.spec.form == NUMBER:
        box = page.locator(".jp-OutputArea-output input[type=text]").first
        box.fill(str(q.value + 7))
        box.press("Tab")
    else:
        label = next(label for label, v in q.options("en") if q.read(v if q.spec.form == YESNO else [v] if v is not None
                                                                  else []) != q.value)
        page.locator(".tutor-choice").filter(has_text=re.compile(f"^{re.escape(label)}$")).first.click()
    page.wait_for_timeout(500)  # let the value reach the kernel before the click
    page.get_by_role("button", name="Check my answer").click()
    page.get_by_text("Not quite").first.wait_for(timeout=60_000)


def twin_quiz(record: Record) -> AdaptiveQuiz:
    """The page's quiz, headless: the same questions, generator, seed and record."""
    return AdaptiveQuiz(GAME, learner_questions(GAME), quiz_module(GAME).generate, SEED, record)


def test_a_missed_clause_comes_back_after_a_kernel_restart_and_shows_in_the_progress_view(page, progress_lab,
                                                                                           tmp_path):
    base, token, progress_dir = progress_lab
    page.goto(f"{base}/lab/tree/{NOTEBOOK}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    run_all(page)
    assert "missed 0" in page.inner_text(".tutor-progress")  # a fresh record: nothing missed yet
    # the page's first question: the same as a headless twin's on an empty record with the same seed
    first = twin_quiz(Record(tmp_path / "empty")).next()
    assert first is not None
    answer_wrong(page, first)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".jp-OutputArea-output").first.screenshot(path=str(SHOTS / "progress-quiz-wrong.png"))
    entries, problem = read_only(progress_dir / FILE)
    assert problem == "" and [e["kind"] for e in entries] == ["answer"] and entries[0]["right"] is False
    missed = set(entries[0]["clauses"])
    assert missed == set(first.clauses)
    # restart the kernel (a fresh Python: only the record remembers) and run everything again
    kernel = page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.id")
    page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart()")
    page.wait_for_function(READY, arg=NOTEBOOK, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
    page.wait_for_function("() => !document.querySelector('.tutor-progress')", timeout=30_000)
    run_all(page)
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.id") == kernel
    count = page.evaluate("() => window.jupyterapp.shell.currentWidget.content.widgets[0].model.executionCount")
    assert count == 1  # a new Python process: execution counts start again
    view = page.locator(".tutor-progress")
    for c in missed:
        assert view.locator(f'li[data-clause="{c}"]').count() == 1, c  # listed as a rule to go over again
    bars = view.locator("g.bar")
    assert sum(int(bars.nth(i).get_attribute("data-missed") or 0) for i in range(bars.count())) == len(missed)
    view.screenshot(path=str(SHOTS / "progress-view.png"))
    # the question now asked cites the missed clause: answer it (wrong again) and read what was recorded
    comeback = twin_quiz(Record(progress_dir)).next()
    assert comeback is not None and set(comeback.clauses) & missed
    page.locator(".jp-OutputArea-output").first.screenshot(path=str(SHOTS / "progress-quiz-back.png"))
    answer_wrong(page, comeback)
    entries, _ = read_only(progress_dir / FILE)
    assert len(entries) == 2 and set(entries[1]["clauses"]) & missed
    assert entries[1]["question"] == comeback.id
