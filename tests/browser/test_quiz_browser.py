"""The live quiz in a real browser (issue 26): each game's quiz notebook, generated here, opens with the live
quiz at its top; after Run All it is answerable within seconds (measured); one question answered wrong, the
next right, in English or Japanese (the games alternate: sampled to stay fast); the board is drawn and the
feedback says right or wrong with the rules behind it."""

from __future__ import annotations

import json
import os
import re
import secrets
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import BIN, CHROMIUM, free_port, lab_settings, serve
from tests.browser.test_browser import READY, SHOTS
from tutor.core.quizbank import NUMBER, YESNO
from tutor.notebook.generate import build, dumps, notebooks
from tutor.notebook.quizmodel import learner_questions
from tutor.progress.bank import quiz_module
from tutor.progress.quiz import AdaptiveQuiz
from tutor.progress.record import ENV, Record

pytestmark = pytest.mark.browser
SAMPLE = {"china": "en", "dragonheart": "ja", "river_dragons": "en", "year_of_the_dragon": "ja"}
ANSWERABLE_S = 3.0  # issue 26's goal on a quiet machine: the live quiz answers within 3 s of Run All
LOADED_LIMIT_S = 20.0  # what this test enforces on a shared CI machine (the old quiz took 36 s); the figure is kept
WORDS = {"en": ("Right!", "Not quite"), "ja": ("正解", "残念")}
LATENCY = Path(__file__).resolve().parents[2] / "build" / "latency"


@pytest.fixture(scope="module")
def quiz_lab(tmp_path_factory) -> Iterator[tuple[str, str, Path, dict[str, str]]]:
    """JupyterLab serving the sampled quiz notebooks as the generator writes them, progress kept aside."""
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed")
    tmp = tmp_path_factory.mktemp("quizlab")
    root, progress_dir = tmp / "notebooks", tmp / "progress"
    paths: dict[str, str] = {}
    for rel, write in notebooks():
        game, lang = rel.split("/")[1], rel.split("/")[0]
        if rel.endswith("-quiz.ipynb") and SAMPLE.get(game) == lang:
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(dumps(build(rel, write)), encoding="utf-8")
            paths[game] = rel
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, ENV: str(progress_dir), "JUPYTER_CONFIG_DIR": str(tmp / "config"),
           "JUPYTER_DATA_DIR": str(tmp / "data"), "JUPYTERLAB_SETTINGS_DIR": str(lab_settings(tmp)),
           "JUPYTERLAB_WORKSPACES_DIR": str(tmp / "ws")}
    cmd = [str(BIN / "jupyter-lab"), "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
           "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", "--LabApp.expose_app_in_browser=True",
           "--ServerApp.root_dir", str(root)]
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    with serve(cmd, f"http://127.0.0.1:{port}/api/status?token={token}", tmp / "lab.log", env=env):
        yield f"http://127.0.0.1:{port}", token, progress_dir, paths


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1300, "height": 1100})
    yield context.new_page()
    context.close()


def give(page: Any, quiz: Any, q: Any, value: Any, lang: str) -> None:
    """Answer through the page's own inputs (type a number, or press the buttons), then check it."""
    if q.spec.form == NUMBER:
        box = quiz.locator("input[type=text]").first
        box.fill(str(value))
        box.press("Tab")
    else:
        chosen = [v for v in (value if isinstance(value, (list, tuple)) else [value])]
        for label, v in q.options(lang):
            if (v in chosen) or (v is None and not chosen):
                quiz.locator(".tutor-choice").filter(has_text=re.compile(f"^{re.escape(label)}$")).first.click()
    page.wait_for_timeout(400)  # let the value reach the kernel before the click
    quiz.locator("button.mod-primary").first.click()


def wrong(q: Any, lang: str) -> Any:
    if q.spec.form == NUMBER:
        return q.value + 7
    for _, v in q.options(lang):
        pick = v if q.spec.form == YESNO else [v] if v is not None else []
        if q.read(pick) != q.value:
            return pick
    raise AssertionError("no wrong answer")


@pytest.mark.parametrize("game", sorted(SAMPLE))
def test_the_live_quiz_answers_right_and_wrong_with_the_board_and_the_cited_why(game, quiz_lab, page, tmp_path):
    base, token, progress_dir, paths = quiz_lab
    lang = SAMPLE[game]
    rel = paths[game]
    page.goto(f"{base}/lab/tree/{rel}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg=rel, timeout=120_000)
    # the live quiz is the first output of the notebook (it opens at the top)
    start = time.perf_counter()
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    quiz = page.locator(".tutor-quiz").first
    quiz.locator("button.mod-primary").wait_for(timeout=120_000)
    page.wait_for_function(READY, arg=rel, timeout=120_000)  # the kernel is free: a click is graded now
    answerable = time.perf_counter() - start
    LATENCY.mkdir(parents=True, exist_ok=True)
    (LATENCY / f"quiz-{game}-{lang}.json").write_text(json.dumps({"run_all_to_answerable_s": answerable}))
    first_output = page.locator(".jp-OutputArea-output").first
    assert first_output.locator(".tutor-quiz").count() == 1, "the live quiz is the notebook's first output"
    assert quiz.locator("svg.tutor-board").count() == 1, "the board is drawn"
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"quiz-{game}-{lang}-open.png"))
    # the page's questions are the headless twin's (same seed, same record, same bank)
    twin = AdaptiveQuiz(game, learner_questions(game), quiz_module(game).generate, 0, Record(progress_dir))
    q = twin.next()
    assert q is not None
    assert q.prompt(lang) in (quiz.text_content() or "")
    give(page, quiz, q, wrong(q, lang), lang)
    right_word, wrong_word = WORDS[lang]
    quiz.locator(".tutor-feedback.wrong").wait_for(timeout=60_000)
    feedback = quiz.locator(".tutor-feedback.wrong").text_content() or ""
    assert wrong_word in feedback and q.answer_text(lang) in feedback
    assert quiz.locator(".tutor-cite[data-clause]").count() >= 1, "the why quotes the rules"
    SHOTS.mkdir(parents=True, exist_ok=True)
    quiz.screenshot(path=str(SHOTS / f"quiz-{game}-{lang}-wrong.png"))
    twin.answered(q, list(q.clauses), False)
    quiz.locator("button").filter(has_text={"en": "Next question", "ja": "次の問題"}[lang]).click()
    q2 = twin.next()
    assert q2 is not None
    page.get_by_text(q2.prompt(lang)).first.wait_for(timeout=60_000)
    give(page, quiz, q2, list(q2.value) if isinstance(q2.value, tuple) else q2.value, lang)
    quiz.locator(".tutor-feedback.right").wait_for(timeout=60_000)
    assert right_word in (quiz.locator(".tutor-feedback.right").text_content() or "")
    assert quiz.locator(".tutor-cite[data-clause]").count() >= 1
    quiz.screenshot(path=str(SHOTS / f"quiz-{game}-{lang}-right.png"))
    assert answerable < LOADED_LIMIT_S, f"Run All to an answerable quiz took {answerable:.1f} s (goal {ANSWERABLE_S} s)"
