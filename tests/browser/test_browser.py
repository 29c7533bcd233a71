"""The board in a real browser: run the play notebook, click legal and illegal moves, switch language,
reload the page, open the Voilà app, and measure click latency next to a bare widget echo."""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

import pytest

from tutor.core.moves import Move
from tutor.games.year_of_the_dragon import GAME
from tutor.text.catalog import cite

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"
NAMES = ["Anna", "Benno", "Clara", "Doro"]
READY = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!(k && w.context && w.context.path.endsWith(path || '') && w.sessionContext.isReady
            && k.connectionStatus === 'connected' && k.status === 'idle'); }"""


def click_sequence(state: Any, legal: bool) -> tuple[list[tuple[str, float, float]], Move] | None:
    """Board clicks (target, x, y) that make a legal (or illegal) move from ``state``, found by search."""
    board = GAME.board
    frontier: list[tuple[tuple[str, ...], list[tuple[str, float, float]]]] = [((), [])]
    for _ in range(5):
        nxt = []
        for selection, path in frontier:
            scene = board.scene(state, None, "en", NAMES, selection)
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
                    if GAME.check(state, result.move).legal == legal:
                        return step, result.move
                elif result.selection != selection and len(nxt) < 400:
                    nxt.append((result.selection, step))
        frontier = nxt
    return None


def canvas_box(page: Any) -> dict[str, float]:
    canvas = page.locator(".jp-OutputArea-output canvas, .jp-OutputArea canvas, canvas").last
    canvas.scroll_into_view_if_needed()
    box = None
    for _ in range(50):  # wait for the box to be stable before clicking
        new = canvas.bounding_box()
        if new and new == box:
            return new
        box = new
        time.sleep(0.1)
    assert box is not None
    return box


def click_board(page: Any, clicks: list[tuple[str, float, float]]) -> None:
    box = canvas_box(page)
    k = box["width"] / GAME.board.width  # the board may be drawn scaled
    for _, x, y in clicks:
        page.mouse.click(box["x"] + x * k, box["y"] + y * k)


def summary(page: Any) -> str:
    loc = page.locator(".tutor-summary")
    return " | ".join(loc.all_inner_texts()) if loc.count() else ""


def open_and_run(page: Any, base: str, token: str, path: str) -> None:
    page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg=path, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector("canvas", timeout=120_000)
    page.wait_for_function(READY, arg=path, timeout=120_000)


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    yield pg
    context.close()


def test_play_notebook_board_verdicts_language_reload_and_latency(page, lab):
    base, token = lab
    open_and_run(page, base, token, "year_of_the_dragon/play.ipynb")
    state = GAME.new(4, 0)
    # an illegal move (by board clicks if the board allows one, else typed) shows its clause
    illegal = click_sequence(state, legal=False)
    if illegal is not None:
        clicks, bad = illegal
        click_board(page, clicks)
    else:
        bad = GAME.parse_move("pick monk 1 monk 2")
        box = page.get_by_placeholder("Type a move")
        box.fill(str(bad))
        box.press("Enter")
    page.wait_for_function("m => document.body.innerText.includes('Illegal: ' + m)", arg=str(bad), timeout=30_000)
    clause = GAME.check(state, bad).violations[0].clause
    assert page.locator(f'[data-clause="{clause}"]').count() >= 1
    assert cite(clause, "en").source[:40] in page.inner_text("body")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "yotd-board.png"), full_page=False)
    page.locator(".tutor-verdict").first.screenshot(path=str(SHOTS / "yotd-verdict-en.png"))
    for lang, label in (("ja", "日本語"), ("es", "Español")):
        page.get_by_role("button", name=label).first.click()
        want = cite(clause, lang).translation[:30]
        page.wait_for_function("t => document.body.innerText.includes(t)", arg=want, timeout=30_000)
        page.locator(".tutor-verdict").first.screenshot(path=str(SHOTS / f"yotd-verdict-{lang}.png"))
    page.get_by_role("button", name="English").first.click()
    # legal moves by clicking the board, timing click -> panel updated
    latencies = []
    for _ in range(20):
        found = click_sequence(state, legal=True)
        assert found is not None, "no legal move reachable by clicks"
        clicks, mv = found
        start = time.perf_counter()
        click_board(page, clicks[:-1])
        box = canvas_box(page)
        k = box["width"] / GAME.board.width
        start = time.perf_counter()
        page.mouse.click(box["x"] + clicks[-1][1] * k, box["y"] + clicks[-1][2] * k)
        page.wait_for_function("m => document.body.innerText.includes('Legal: ' + m)", arg=str(mv), timeout=30_000)
        latencies.append((time.perf_counter() - start) * 1000)
        state, _ = GAME.apply(state, mv)
    # the page survives a reload: save, reload, the board draws again and takes clicks
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")
    time.sleep(1.0)
    page.reload()
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_selector("canvas", timeout=60_000)
    found = click_sequence(state, legal=True)
    assert found is not None
    clicks, mv = found
    click_board(page, clicks)
    page.wait_for_function("m => document.body.innerText.includes('Legal: ' + m)", arg=str(mv), timeout=30_000)
    # a bare ipywidgets echo, measured in the same run
    echo = page.context.new_page()
    open_and_run_echo(echo, base, token)
    echo_ms = []
    for i in range(20):
        start = time.perf_counter()
        echo.get_by_role("button", name="echo").click()
        echo.wait_for_function("n => [...document.querySelectorAll('.widget-label')].some(e => e.innerText == n)",
                               arg=str(i + 1), timeout=30_000)
        echo_ms.append((time.perf_counter() - start) * 1000)
    report = {"click_p50_ms": statistics.median(latencies), "click_p95_ms": sorted(latencies)[18],
              "echo_p50_ms": statistics.median(echo_ms), "echo_p95_ms": sorted(echo_ms)[18]}
    print("\nbrowser latency (ms):", {k: round(v, 1) for k, v in report.items()})
    (ROOT / "docs" / "latency.txt").write_text(
        "".join(f"{k} {v:.1f}\n" for k, v in report.items()), encoding="utf-8")


def open_and_run_echo(page: Any, base: str, token: str) -> None:
    page.goto(f"{base}/lab/tree/echo.ipynb?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg="echo.ipynb", timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.get_by_role("button", name="echo").wait_for(timeout=60_000)


def test_voila_app_draws_the_board_and_takes_a_move(page, voila):
    page.goto(voila)
    page.wait_for_selector("canvas", timeout=120_000)
    state = GAME.new(4, 0)
    found = click_sequence(state, legal=True)
    assert found is not None
    clicks, mv = found
    time.sleep(0.5)
    click_board(page, clicks)
    page.wait_for_function("m => document.body.innerText.includes('Legal: ' + m)", arg=str(mv), timeout=60_000)
    page.screenshot(path=str(SHOTS / "yotd-voila.png"), full_page=False)


LESSONS = sorted(p.name for p in (ROOT / "notebooks" / "year_of_the_dragon").glob("0[1-6]*.ipynb"))


@pytest.mark.parametrize("name", LESSONS)
def test_lesson_notebook_runs_in_the_browser(page, lab, name):
    base, token = lab
    open_and_run(page, base, token, f"year_of_the_dragon/{name}")
    page.wait_for_selector(".tutor-cite", timeout=60_000)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']").count() == 0


def test_full_game_and_quiz_notebooks_run_in_the_browser(page, lab):
    base, token = lab
    open_and_run(page, base, token, "year_of_the_dragon/07-full-game.ipynb")
    page.goto(f"{base}/lab/tree/year_of_the_dragon/08-quiz.ipynb?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg="08-quiz.ipynb", timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.get_by_role("button", name="Check my answer").wait_for(timeout=120_000)
