"""The live quiz in a real browser (issue 26), in English and Japanese for every game: each game's quiz notebook,
generated here, opens with the live quiz at its top; after Run All (JupyterLab then shows the last cell) the quiz
brings itself into view at 1366x768 and is answerable within seconds (measured, per game and language); one
question answered wrong, the next right, in each language; the board is drawn and the feedback says right or
wrong with the rules behind it. One JupyterLab server; per game one page that runs the English notebook, then the
Japanese one, each kernel shut down after use."""

from __future__ import annotations

import json
import os
import secrets
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest

from tests.browser.conftest import BIN, CHROMIUM, free_port, lab_settings, serve
from tests.browser.test_browser import READY, SHOTS
from tutor.core.quizbank import CARDS, NUMBER, PLAYERS, YESNO
from tutor.core.registry import games
from tutor.notebook.publish.generate import build, dumps, notebooks
from tutor.notebook.saved.quizmodel import learner_questions
from tutor.progress.bank import quiz_module
from tutor.progress.quiz import AdaptiveQuiz
from tutor.progress.record import ENV, Record

pytestmark = pytest.mark.browser
GAMES = tuple(g.spec.name for g in games())  # every registered game
LANGS = ("en", "ja")
VIEW = {"width": 1366, "height": 768}
ANSWERABLE_S = 3.0  # issue 26's goal on a quiet machine: the live quiz answers within 3 s of Run All
LOADED_LIMIT_S = 20.0  # what this test enforces on a shared CI machine (the old quiz took 36 s); the figure is kept
WORDS = {"en": ("Right!", "Not quite", "Next question"), "ja": ("正解", "残念", "次の問題")}
LATENCY = Path(__file__).resolve().parents[2] / "build" / "latency"
CARDS_CELL = """from tutor.core.quizbank import CARDS
from tutor.notebook.live.quiz import QuizView
from tutor.progress.bank import bank
asked = [q for q in bank("dragonheart") if q.clauses and q.spec.form == CARDS][:1]
QuizView("dragonheart", lang="ja", questions=asked, generated=False, progress=False)"""
IN_VIEW = """(el) => { const r = el.getBoundingClientRect();
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer')
             || document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook');
  const p = panel.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, panelTop: p.top, panelBottom: Math.min(p.bottom, window.innerHeight)}; }"""


@pytest.fixture(scope="module")
def quiz_lab(tmp_path_factory) -> Iterator[tuple[str, str, Path, dict[tuple[str, str], str]]]:
    """JupyterLab serving every game's quiz notebook in en and ja as the generator writes them, progress aside."""
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed")
    tmp = tmp_path_factory.mktemp("quizlab")
    root, progress_dir = tmp / "notebooks", tmp / "progress"
    paths: dict[tuple[str, str], str] = {}
    for rel, write in notebooks():
        lang, game = rel.split("/")[0], rel.split("/")[1]
        if rel.endswith("-quiz.ipynb") and lang in LANGS and game in GAMES:
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(dumps(build(rel, write)), encoding="utf-8")
            paths[game, lang] = rel
    cards = nbformat.v4.new_notebook()
    cards.cells = [nbformat.v4.new_code_cell(CARDS_CELL)]
    (root / "cards.ipynb").write_text(nbformat.writes(cards), encoding="utf-8")
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
    context = browser.new_context(viewport=VIEW)
    yield context.new_page()
    context.close()


def places(q: Any, value: Any, lang: str) -> list[int]:
    """The buttons to press for ``value`` (their order in the quiz): the players, yes or no, or the cards."""
    options = q.options(lang)
    if q.spec.form == CARDS:
        want, out = Counter(q.cards[i] if isinstance(i, int) else i for i in value), []
        for i, card in enumerate(q.cards):
            if want[card]:
                want[card] -= 1
                out.append(i)
        return out
    if q.spec.form == PLAYERS:
        chosen = list(value) if isinstance(value, (list, tuple)) else [value]
        return [i for i, (_, v) in enumerate(options) if (v in chosen) or (v is None and not chosen)]
    return [i for i, (_, v) in enumerate(options) if v == value]


def give(page: Any, quiz: Any, q: Any, value: Any, lang: str) -> None:
    """Answer through the page's own inputs (type a number, or press the buttons), then check it."""
    if q.spec.form == NUMBER:
        box = quiz.locator("input[type=text]").first
        box.fill(str(value))
        box.press("Tab")
    else:
        for i in places(q, value, lang):
            quiz.locator(".tutor-choice").nth(i).click()
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


def run_notebook(page: Any, base: str, token: str, rel: str) -> tuple[Any, float]:
    """Open a notebook, Run All, and wait until its live quiz takes an answer; the seconds that took."""
    page.goto(f"{base}/lab/tree/{rel}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg=rel, timeout=120_000)
    start = time.perf_counter()
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    quiz = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .tutor-quiz").first
    quiz.locator("button.mod-primary").wait_for(timeout=120_000)
    page.wait_for_function(READY, arg=rel, timeout=120_000)  # the kernel is free: a click is graded now
    return quiz, time.perf_counter() - start


def shot(page: Any, quiz: Any, name: str) -> None:
    """What the learner sees once graded: the feedback and the rules quoted below it, scrolled into view."""
    quiz.locator(".tutor-cite[data-clause]").first.scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / name))


def answer_both_ways(page: Any, quiz: Any, game: str, lang: str, progress_dir: Path) -> None:
    """One question answered wrong, the next right, through the page; each graded with the cited why."""
    twin = AdaptiveQuiz(game, learner_questions(game), quiz_module(game).generate, 0, Record(progress_dir))
    q = twin.next()  # the page's question: same seed, same record, same bank
    assert q is not None
    assert q.prompt(lang) in (quiz.text_content() or "")
    right_word, wrong_word, next_word = WORDS[lang]
    give(page, quiz, q, wrong(q, lang), lang)
    quiz.locator(".tutor-feedback.wrong").wait_for(timeout=60_000)
    feedback = quiz.locator(".tutor-feedback.wrong").text_content() or ""
    assert wrong_word in feedback and q.answer_text(lang) in feedback
    assert quiz.locator(".tutor-cite[data-clause]").count() >= 1, "the why quotes the rules"
    shot(page, quiz, f"quiz-{game}-{lang}-wrong.png")
    twin.answered(q, list(q.clauses), False)
    quiz.locator("button").filter(has_text=next_word).click()
    q2 = twin.next()
    assert q2 is not None
    page.get_by_text(q2.prompt(lang)).first.wait_for(timeout=60_000)
    give(page, quiz, q2, q2.value, lang)
    quiz.locator(".tutor-feedback.right").wait_for(timeout=60_000)
    assert right_word in (quiz.locator(".tutor-feedback.right").text_content() or "")
    assert quiz.locator(".tutor-cite[data-clause]").count() >= 1
    shot(page, quiz, f"quiz-{game}-{lang}-right.png")


@pytest.mark.parametrize("game", GAMES)
def test_the_live_quiz_in_view_after_run_all_answers_right_and_wrong_in_en_and_ja(game, quiz_lab, page):
    base, token, progress_dir, paths = quiz_lab
    SHOTS.mkdir(parents=True, exist_ok=True)
    LATENCY.mkdir(parents=True, exist_ok=True)
    slow = []
    for lang in LANGS:
        rel = paths[game, lang]
        quiz, answerable = run_notebook(page, base, token, rel)
        # the quiz's own scroll has stopped (it holds the quiz in view until the page is idle): what is in view stays
        page.wait_for_function("() => Object.values(window.tutorIntoView || {}).every(v => v === 2)", timeout=90_000)
        box = quiz.evaluate(IN_VIEW)
        check = quiz.locator("button.mod-primary").first.evaluate(IN_VIEW)
        (LATENCY / f"quiz-{game}-{lang}.json").write_text(json.dumps(
            {"run_all_to_answerable_s": round(answerable, 2), "viewport": VIEW, "quiz_top_px": round(box["top"]),
             "panel_top_px": round(box["panelTop"]), "check_button_bottom_px": round(check["bottom"])}))
        page.screenshot(path=str(SHOTS / f"quiz-{game}-{lang}-open.png"))
        first_output = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output").first
        assert first_output.locator(".tutor-quiz").count() == 1, "the live quiz is the notebook's first output"
        assert quiz.locator("svg.tutor-board").count() == 1, "the board is drawn"
        assert box["panelTop"] - 2 <= box["top"] < box["panelBottom"], f"{lang}: the quiz is out of view after Run All {box}"
        assert check["bottom"] <= box["panelBottom"], f"{lang}: the check button is below the fold {check}"
        answer_both_ways(page, quiz, game, lang, progress_dir)
        page.evaluate("window.jupyterapp.shell.currentWidget.sessionContext.shutdown()")  # free the CPU
        if answerable >= LOADED_LIMIT_S:
            slow.append(f"{lang}: {answerable:.1f} s")
    assert not slow, f"Run All to an answerable quiz took {slow} (goal {ANSWERABLE_S} s)"


def test_cards_are_ticked_from_a_list_in_plain_words_and_graded(quiz_lab, page):
    """Dragonheart's "which cards does this play put into the score pile?" in Japanese: the cards offered by name,
    several ticked together, graded right by the engine with the cited why."""
    base, token, _, _ = quiz_lab
    from tutor.progress.bank import bank

    q = next(q for q in bank("dragonheart") if q.clauses and q.spec.form == CARDS)
    quiz, _ = run_notebook(page, base, token, "cards.ipynb")
    labels = [(b.text_content() or "").strip() for b in quiz.locator(".tutor-choice").all()]
    assert labels == [f"☐ {label}" for label, _ in q.options("ja")], "each card by name, unticked"
    assert not any(":" in x or "_" in x for x in labels)
    for i in places(q, q.value, "ja"):
        quiz.locator(".tutor-choice").nth(i).click()
    ticked = quiz.locator(".tutor-choice", has_text="☑")
    ticked.nth(len(q.value) - 1).wait_for(timeout=30_000)
    assert ticked.count() == len(q.value)
    SHOTS.mkdir(parents=True, exist_ok=True)
    quiz.screenshot(path=str(SHOTS / "quiz-dragonheart-ja-cards-ticked.png"))
    page.wait_for_timeout(400)
    quiz.locator("button.mod-primary").first.click()
    quiz.locator(".tutor-feedback.right").wait_for(timeout=60_000)
    assert q.answer_text("ja") in (quiz.locator(".tutor-feedback.right").text_content() or "")
    assert quiz.locator(".tutor-cite[data-clause]").count() >= 1
    shot(page, quiz, "quiz-dragonheart-ja-cards-right.png")
