"""The board in a real browser: run the play notebook, click legal and illegal moves, switch language,
reload the page, open the Voilà app, and measure click latency next to a bare widget echo."""

from __future__ import annotations

import json
import statistics
import time
import urllib.parse
from pathlib import Path
from typing import Any

import pytest

from tests.browser.boxes import stable_box
from tests.notebook.test_lessons import task_path
from tests.report import report as report_line
from tutor.clickbench import PLAYS, click_sequence
from tutor.core.lesson import DEFAULT_NAMES, step_start
from tutor.core.moves import Move
from tutor.core.registry import load_game
from tutor.notebook import Companion
from tutor.text.catalog import cite

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screenshots"  # `make screenshots` copies them to docs/ on purpose
LATENCY = ROOT / "build" / "latency"
SHORT = {"year_of_the_dragon": "yotd", "dragonheart": "dragonheart", "china": "china", "river_dragons": "river-dragons"}
READY = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!(k && w.context && w.context.path.endsWith(path || '') && w.sessionContext.isReady
            && k.connectionStatus === 'connected' && k.status === 'idle'); }"""


# Each game's play notebook calls ``play(GAME, **PLAYS[GAME])``; the test keeps a headless twin of that
# companion (same arguments, same seed, so the same bot replies) to know the state the page shows, and finds
# the clicks of a move as ``python -m tutor bench --clicks`` does (tutor/clickbench.py).


def play_call(game: str) -> str:
    return f'play("{game}", ' + ", ".join(f"{k}={v!r}".replace("'", '"') for k, v in PLAYS[game].items()) + ")"


# Latency is timed inside the page: from the mouse-down (capture phase, before any widget sees it) to
# the moment the expected text is in the DOM (a MutationObserver), so Playwright's own polling and
# actionability waits are not counted. The widget echo below is timed the same way.
ARM = """([selector, text]) => { window.__latency = new Promise(resolve => {
  let t0 = null;
  const seen = () => [...document.querySelectorAll(selector)].some(e => e.textContent.includes(text));
  document.addEventListener('mousedown', () => { t0 = performance.now(); }, {capture: true, once: true});
  const obs = new MutationObserver(() => {
    if (t0 !== null && seen()) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true}); }); }"""


def timed(page: Any, selector: str, text: str, action: Any) -> float:
    """Milliseconds from the mouse-down of ``action`` until ``text`` shows in an element matching ``selector``."""
    page.evaluate(ARM, [selector, text])
    action()
    return float(page.evaluate("() => window.__latency"))


# Run All to the first live board, timed inside the page from the command to the board's canvas in the DOM. The
# command's own promise resolves only when every cell has run (awaiting it timed the whole notebook: 3.1 s for
# China's first lesson whose first board was in at 0.7 s); that is kept as the whole notebook's time.
RUN_ALL_TO_BOARD = """() => new Promise(resolve => {
  const t0 = performance.now(), seen = () => document.querySelector('.tutor-companion canvas');
  const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); resolve(performance.now() - t0); } });
  obs.observe(document.body, {subtree: true, childList: true});
  window.__runAll = window.jupyterapp.commands.execute('notebook:run-all-cells').then(() => performance.now() - t0);
})"""


def canvas_box(page: Any) -> dict[str, float]:
    return stable_box(page.locator(".jp-OutputArea-output canvas, .jp-OutputArea canvas, canvas").last)


def click_board(page: Any, twin: Companion, clicks: list[tuple[str, float, float]]) -> None:
    box = canvas_box(page)
    assert twin.board_spec is not None
    k = box["width"] / twin.board_spec.width  # the board may be drawn scaled
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


def open_notebook(page: Any, base: str, token: str, path: str) -> None:
    """Open a notebook, Run All, and wait until its first live board is drawn and every cell has run."""
    page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg=path, timeout=120_000)
    page.evaluate(RUN_ALL_TO_BOARD)
    page.wait_for_function(RAN, arg=path, timeout=180_000)


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    yield pg
    context.close()


@pytest.mark.parametrize("game", list(PLAYS))
def test_play_notebook_board_verdicts_language_reload_and_latency(page, lab, game):
    base, token = lab
    path = f"en/{game}/play.ipynb"
    cells = json.loads((ROOT / "notebooks" / path).read_text(encoding="utf-8"))["cells"]
    assert any(play_call(game) in "".join(c["source"]) for c in cells), "the twin and the notebook differ"
    open_and_run(page, base, token, path)
    twin = Companion(game, **PLAYS[game])
    # legal moves by clicking the board, timing click -> tutor panel updated; the first time the board
    # allows an illegal move, make it and check its citation in every language
    latencies: list[float] = []
    checked_illegal = False
    for _ in range(20):
        if twin.game.is_over(twin.state):
            break
        if not checked_illegal:
            illegal = click_sequence(twin, legal=False)
            if illegal is not None:
                check_illegal_move(page, twin, *illegal)
                checked_illegal = True
        found = click_sequence(twin, legal=True)
        assert found is not None, "no legal move reachable by clicks"
        clicks, mv = found
        click_board(page, twin, clicks[:-1])
        box = canvas_box(page)
        k = box["width"] / twin.board_spec.width
        x, y = box["x"] + clicks[-1][1] * k, box["y"] + clicks[-1][2] * k
        latencies.append(timed(page, ".tutor-summary", f"Legal: {twin.game.describe_move(twin.state, mv, 'en', twin.names)}",
                               lambda x=x, y=y: page.mouse.click(x, y)))
        twin.try_move(mv)  # the twin's bots answer as the page's do
    assert checked_illegal, "no illegal move reachable by clicks"
    assert len(latencies) >= 10
    # the page survives a reload: save, reload, the board draws again and takes clicks
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000)
    page.reload()
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_selector("canvas", timeout=60_000)
    found = click_sequence(twin, legal=True)
    assert found is not None
    clicks, mv = found
    click_board(page, twin, clicks)
    page.wait_for_function("m => document.body.innerText.includes('Legal: ' + m)",
                           arg=twin.game.describe_move(twin.state, mv, "en", twin.names), timeout=30_000)
    # a bare ipywidgets echo, measured in the same run
    echo = page.context.new_page()
    open_and_run_echo(echo, base, token)
    echo_ms = []
    button = echo.get_by_role("button", name="echo")
    for i in range(20):
        echo_ms.append(timed(echo, ".widget-label", f"echo {i + 1}", button.click))
    report = {"click_p50_ms": statistics.median(latencies), "click_p95_ms": pct95(latencies),
              "echo_p50_ms": statistics.median(echo_ms), "echo_p95_ms": pct95(echo_ms), "clicks": len(latencies)}
    report_line(f"browser latency (ms), {game}: " + ", ".join(f"{k} {v:.1f}" for k, v in report.items()))
    LATENCY.mkdir(parents=True, exist_ok=True)
    (LATENCY / f"{game}.txt").write_text("".join(f"{k} {v:.1f}\n" for k, v in report.items()), encoding="utf-8")


def check_illegal_move(page: Any, twin: Companion, clicks: list[tuple[str, float, float]], bad: Move) -> None:
    """Clicks making an illegal move: the panel says so and quotes the clause, source and translation, in
    every language; screenshots of the board and of the verdict in en, ja and es."""
    click_board(page, twin, clicks)
    page.wait_for_function("m => document.body.innerText.includes('Illegal: ' + m)",
                           arg=twin.game.describe_move(twin.state, bad, "en", twin.names), timeout=30_000)
    clause = twin.game.check(twin.state, bad).violations[0].clause
    assert page.locator(f'[data-clause="{clause}"]').count() >= 1
    body = page.inner_text("body")
    assert cite(clause, "en").source[:40] in body and cite(clause, "en").translation[:40] in body
    SHOTS.mkdir(parents=True, exist_ok=True)
    short = SHORT[twin.game.spec.name]
    page.screenshot(path=str(SHOTS / f"{short}-board.png"), full_page=False)
    verdict_shot(page, cite(clause, "en").translation[:30], SHOTS / f"{short}-verdict-en.png")
    for lang, label in (("ja", "日本語"), ("es", "Español"), ("en", "English")):
        page.get_by_role("button", name=label).first.click()
        want = cite(clause, lang).translation[:30]
        page.wait_for_function("t => document.body.innerText.includes(t)", arg=want, timeout=30_000)
        if lang != "en":
            verdict_shot(page, want, SHOTS / f"{short}-verdict-{lang}.png")


def verdict_shot(page: Any, text: str, path: Path) -> None:
    """A screenshot of the verdict showing ``text`` (the panel may be redrawn meanwhile: find it again)."""
    for attempt in range(5):
        try:
            page.locator(".tutor-verdict", has_text=text).first.screenshot(path=str(path), timeout=10_000)
            return
        except Exception:
            if attempt == 4:
                raise


def pct95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def open_and_run_echo(page: Any, base: str, token: str) -> None:
    page.goto(f"{base}/lab/tree/echo.ipynb?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg="echo.ipynb", timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.get_by_role("button", name="echo").wait_for(timeout=60_000)


def test_voila_app_draws_the_board_and_takes_a_move(page, voila):
    page.goto(voila)
    page.wait_for_selector("canvas", timeout=120_000)
    twin = Companion("year_of_the_dragon", **PLAYS["year_of_the_dragon"])
    found = click_sequence(twin, legal=True)
    assert found is not None
    clicks, mv = found
    click_board(page, twin, clicks)
    page.wait_for_function("m => document.body.innerText.includes('Legal: ' + m)",
                           arg=twin.game.describe_move(twin.state, mv, "en", twin.names), timeout=60_000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "yotd-voila.png"), full_page=False)
    for name in ("All lessons", "Español", "日本語"):  # the page's links answer (not 403)
        href = page.get_by_role("link", name=name).first.get_attribute("href")
        assert href is not None
        answer = page.request.get(urllib.parse.urljoin(page.url, href))
        assert answer.status == 200, f"{name}: {href} answered {answer.status}"


NOTEBOOKS = ROOT / "notebooks"


def lesson_notebooks() -> list[tuple[str, str, str]]:
    """(notebook, game, lesson id) for one generated lesson per game: the first whose first step has a task
    (English), so the live widget's task can be done."""
    out = []
    for g in (load_game(n) for n in PLAYS):
        for i, (lesson_id, lesson) in enumerate(g.lessons.items(), 1):
            if any(st.task is not None for st in lesson.steps[:2]):
                out.append((f"en/{g.spec.name}/{i:02d}-{lesson_id}.ipynb", g.spec.name, lesson_id))
                break
    return out


# Known after this session's merges, not yet understood (session 8's note on issue 35): in China's placement lesson
# the live lesson does not bring itself into view after Run All, and the start-player click's verdict is not found.
KNOWN_BAD: dict[str, str] = {}  # notebook -> why it is expected to fail (none now)


def marked(rows: list[Any]) -> list[Any]:
    """The rows, those of a notebook in KNOWN_BAD marked as expected to fail (not strict: a pass is reported)."""
    return [pytest.param(*r, marks=pytest.mark.xfail(strict=False, reason=KNOWN_BAD[r[0]])) if r[0] in KNOWN_BAD
            else r for r in rows]


def no_errors(page: Any) -> None:
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert page.locator(".jp-RenderedText[data-mime-type='application/vnd.jupyter.error']").count() == 0


@pytest.mark.parametrize(("path", "game", "lesson_id"), lesson_notebooks())
def test_generated_lesson_runs_live_and_its_first_task_is_done_on_the_board(page, lab, path, game, lesson_id):
    """Run all: every step's static board and quotes are there; in the live lesson widget of the first step with a
    task, the move that does it (typed) earns "Well done"; the presenter's arrows step the widget back and forth."""
    base, token = lab
    open_and_run(page, base, token, path)
    g = load_game(game)
    lesson = g.lessons[lesson_id]
    total = len(lesson.steps)
    index = next(i for i, st in enumerate(lesson.steps) if st.task is not None)
    step = lesson.steps[index]
    boxes = page.get_by_placeholder("Type a move")
    boxes.nth(total - 1).wait_for(timeout=120_000)  # one live lesson per step
    assert page.locator("svg.tutor-board").count() >= total
    for cid in step.clauses:
        page.locator(f'.tutor-cite[data-clause="{cid}"]').first.wait_for(state="attached", timeout=30_000)
    players, state = step_start(g, lesson, step)
    if state is None:
        state = g.new(players, 0, g.spec.resolve_options(step.options))
    for text in step.moves:
        state, _ = g.apply(state, g.parse_move(text))
    assert step.task is not None
    path_moves = task_path(g, state, step.task)
    assert path_moves is not None
    box = boxes.nth(index)
    box.scroll_into_view_if_needed()
    for mv in path_moves:
        box.fill(str(mv))
        box.press("Enter")
        verdict = "Legal: " if g.check(state, mv).legal else "Illegal: "
        said = g.describe_move(state, mv, "en", DEFAULT_NAMES[:players])
        page.wait_for_function("t => document.body.innerText.includes(t)", arg=verdict + said,
                               timeout=30_000)
        if g.check(state, mv).legal:
            state, _ = g.apply(state, mv)
    page.get_by_text("Well done: task complete.").first.wait_for(timeout=30_000)
    if total > 1:  # the lesson's keys on the focused board of the first live lesson (arrows move between places)
        first = page.locator(".jp-OutputArea-output").filter(has=page.locator("canvas")).first  # step 1's lesson
        for key, then in (("PageDown", 2), ("PageUp", 1)):
            first.locator("canvas").first.focus()
            page.keyboard.press(key)
            first.get_by_text(f"Step {then} of {total}", exact=True).wait_for(timeout=30_000)
    no_errors(page)


FULL_GAMES = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.glob("en/*/[0-9][0-9]-full-game.ipynb"))
QUIZZES = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.glob("en/*/[0-9][0-9]-quiz.ipynb"))


@pytest.mark.parametrize("path", FULL_GAMES)
def test_full_game_notebook_runs_in_the_browser(page, lab, path):
    base, token = lab
    open_and_run(page, base, token, path)
    page.wait_for_selector(".tutor-status", timeout=60_000)
    no_errors(page)


@pytest.mark.parametrize("path", QUIZZES)
def test_quiz_notebook_runs_in_the_browser(page, lab, path):
    base, token = lab
    page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function(READY, arg=path, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.get_by_role("button", name="Check my answer").wait_for(timeout=120_000)
    no_errors(page)


# -- the companion's layout (issue 25 item 3, issue 28 item 2) ---------------------------------------------------
RAN = """(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.content || !w.content.widgets) return false;
  const code = w.content.widgets.filter(c => c.model.type === 'code');
  return code.every(c => c.model.executionCount !== null && c.model.executionCount !== undefined)
    && w.sessionContext.session.kernel.status === 'idle'
    && Object.values(window.tutorIntoView || {}).every(v => v === 2); }"""
VIEWPORTS = ((1366, 768), (1920, 1080))
TRUNCATED = """(root) => [...root.querySelectorAll('button, label, .widget-label, .widget-html-content span, summary')]
  .filter(e => e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible'
          || (e.offsetParent !== null && e.scrollWidth > e.clientWidth + 1 && e.tagName === 'BUTTON'))
  .map(e => e.textContent.trim()).filter(t => t)"""
# A closed list cut short counts unless the companion shows its chosen text in full, visible, just under it.
SELECT_CUT = """(root) => { const shown = [...root.querySelectorAll('.tutor-chosen')]
    .filter(e => e.offsetParent !== null && e.getBoundingClientRect().height > 0)
    .map(e => e.textContent.replace(/\\s+/g, ' ').trim());
  return [...root.querySelectorAll('select')].filter(s => s.offsetParent !== null && s.selectedIndex >= 0)
  .filter(s => { const c = document.createElement('canvas').getContext('2d'); c.font = getComputedStyle(s).font;
                 return c.measureText(s.options[s.selectedIndex].text).width > s.clientWidth - 18; })
  .map(s => s.options[s.selectedIndex].text).filter(t => !shown.includes(t.replace(/\\s+/g, ' ').trim())); }"""
INSIDE = """(el) => { const r = el.getBoundingClientRect();
  return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth; }"""
UNCROPPED = """(el) => { const r = el.getBoundingClientRect(); let p = el.parentElement;
  while (p) { const q = p.getBoundingClientRect(); const s = getComputedStyle(p);
    if (s.overflowX !== 'visible' && (r.left < q.left - 1 || r.right > q.right + 1)) return false; p = p.parentElement; }
  return r.left >= 0 && r.right <= window.innerWidth; }"""


def lesson_companion(game: str, lesson_id: str, index: int) -> Companion:
    """A headless twin of the live lesson's companion at step ``index`` (0-based)."""
    from tutor.notebook.live.lesson import LessonView

    view = LessonView(game, lesson_id, start=index, progress=False)
    assert view.companion is not None
    return view.companion


def layout_problems(page: Any, root: Any) -> list[str]:
    """What is wrong with a companion on screen: the verdict out of view, the board cropped, a label cut."""
    problems = []
    verdict = root.locator(".tutor-verdict .tutor-summary").last  # a long verdict may run on below; it starts in view
    if not verdict.evaluate(INSIDE):
        problems.append(f"verdict outside the viewport: {verdict.bounding_box()}")
    if not root.locator("canvas").first.evaluate(UNCROPPED):
        problems.append(f"board cropped: {root.locator('canvas').first.bounding_box()}")
    cut = root.evaluate(TRUNCATED) + root.evaluate(SELECT_CUT)
    if cut:
        problems.append(f"truncated labels: {cut}")
    return problems


def clicks_at(page: Any, canvas: Any, twin: Companion, clicks: list[tuple[str, float, float]]) -> None:
    assert twin.board_spec is not None
    for _, x, y in clicks:
        # JupyterLab's windowed notebook may still scroll towards the last cell Run All made active while outputs
        # above settle (seen once in 3 runs: the page at the notebook's end, the click off the board): a learner
        # scrolls back to the board before clicking, and so does the test.
        canvas.scroll_into_view_if_needed()
        box = settled_box(canvas)
        k = box["width"] / twin.board_spec.width
        page.mouse.click(box["x"] + x * k, box["y"] + y * k)


def settled_box(element: Any, wait: float = 3.0) -> Any:
    """The element's box once it has stopped moving (two reads 0.15 s apart agree), as a learner clicks once the
    page is still: a scroll into view still running (the lesson's own, or JupyterLab's) moves the board under a
    click aimed from the box read before it."""
    box = element.bounding_box()
    end = time.monotonic() + wait
    while time.monotonic() < end:
        time.sleep(0.15)
        again = element.bounding_box()
        if again == box:
            return box
        box = again
    return box


@pytest.mark.parametrize(("path", "game", "lesson_id"), marked(lesson_notebooks()))
def test_lesson_verdict_in_view_with_the_board_at_both_sizes_in_en_and_ja(browser, lab, path, game, lesson_id):
    """Run a lesson; in its first live step with a task, click an illegal then a legal move on the board: after
    each, the verdict is inside the viewport with the board uncropped and no label cut, at 1366x768 and
    1920x1080, in English and Japanese. Times Run All -> first live board and a language switch."""
    base, token = lab
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
        page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
        page.wait_for_function(READY, arg=path, timeout=120_000)
        first_board = page.evaluate(RUN_ALL_TO_BOARD) / 1000
        g = load_game(game)
        index = next(i for i, st in enumerate(g.lessons[lesson_id].steps) if st.task is not None)
        root = page.locator(".tutor-companion").nth(index)
        root.wait_for(timeout=120_000)
        page.wait_for_function(RAN, arg=path, timeout=180_000)
        whole = page.evaluate("() => window.__runAll") / 1000
        twin = lesson_companion(game, lesson_id, index)
        canvas = root.locator("canvas").first
        canvas.scroll_into_view_if_needed()
        time.sleep(0.5)
        problems: list[str] = []
        short = SHORT[game]
        SHOTS.mkdir(parents=True, exist_ok=True)
        for width, height in VIEWPORTS:
            page.set_viewport_size({"width": width, "height": height})
            canvas.scroll_into_view_if_needed()
            time.sleep(0.4)
            for legal in (False, True):
                found = click_sequence(twin, legal=legal)
                if found is None:
                    continue
                clicks, mv = found
                clicks_at(page, canvas, twin, clicks)
                word = "Legal: " if legal else "Illegal: "
                said = twin.game.describe_move(twin.state, mv, "en", twin.names)
                root.locator(".tutor-verdict .tutor-summary", has_text=word + said).wait_for(timeout=30_000)
                time.sleep(0.3)
                problems += [f"{width}x{height} {word}{mv}: {p}" for p in layout_problems(page, root)]
                page.screenshot(path=str(SHOTS / f"lesson-{short}-{'legal' if legal else 'illegal'}-{width}.png"))
                if legal:
                    twin.try_move(mv)
        page.set_viewport_size({"width": 1366, "height": 768})
        canvas.scroll_into_view_if_needed()
        problems += wheel_problems(page, canvas)
        t1 = time.perf_counter()
        page.locator(".tutor-lesson").nth(index).get_by_role("button", name="日本語").click()
        root.locator(".tutor-summary", has_text="ルール上可能").first.wait_for(timeout=30_000)
        switch = time.perf_counter() - t1
        time.sleep(0.3)
        canvas.scroll_into_view_if_needed()  # the switch is above the lesson's text: back to the board, and click
        time.sleep(0.3)
        found = click_sequence(twin, legal=False) or click_sequence(twin, legal=True)
        assert found is not None
        clicks, mv = found
        clicks_at(page, canvas, twin, clicks)
        root.locator(".tutor-verdict .tutor-summary",
                     has_text=twin.game.describe_move(twin.state, mv, "ja", twin.names)).first.wait_for(timeout=30_000)
        time.sleep(0.3)
        if twin.game.check(twin.state, mv).legal:
            twin.try_move(mv)
        problems += [f"ja: {p}" for p in layout_problems(page, root)]
        page.screenshot(path=str(SHOTS / f"lesson-{short}-ja-1366.png"))
        problems += presenter_problems(page, index, root, canvas, twin, short)
        assert not problems, "\n".join(problems)
        LATENCY.mkdir(parents=True, exist_ok=True)
        figures = {"run_all_to_first_live_board_s": first_board, "language_switch_s": switch,
                   "run_all_whole_notebook_s": whole}
        (LATENCY / f"lesson-{game}.txt").write_text("".join(f"{k} {v:.2f}\n" for k, v in figures.items()),
                                                    encoding="utf-8")
        report_line(f"browser lesson {game}: " + ", ".join(f"{k} {v:.2f}" for k, v in figures.items()))
    except Exception:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"failed-lesson-{game}.png"))
        raise
    finally:
        context.close()


def presenter_problems(page: Any, index: int, root: Any, canvas: Any, twin: Companion, short: str) -> list[str]:
    """Presenter mode at 1366x768: after a click the verdict is in view beside the uncropped board; V hides and
    shows it; the right arrow on the board steps the lesson."""
    lesson = page.locator(".tutor-lesson").nth(index)
    lesson.locator("input[type=checkbox]").first.check()
    root.locator("xpath=self::*[contains(@class, 'presenter')]").wait_for(timeout=30_000)
    canvas.scroll_into_view_if_needed()
    time.sleep(0.4)
    found = click_sequence(twin, legal=True) or click_sequence(twin, legal=False)
    assert found is not None
    clicks, _ = found
    clicks_at(page, canvas, twin, clicks)
    summary = root.locator(".tutor-verdict .tutor-summary").first
    summary.wait_for(timeout=30_000)
    time.sleep(0.3)
    problems = [f"presenter: {p}" for p in layout_problems(page, root)]
    if root.locator(".tutor-panel.presenter").count() == 0:
        problems.append("presenter: the verdict is not in room-size text")
    page.screenshot(path=str(SHOTS / f"presenter-{short}-1366.png"))
    canvas.focus()
    page.keyboard.press("v")
    summary.wait_for(state="detached", timeout=30_000)
    page.keyboard.press("v")
    root.locator(".tutor-verdict .tutor-summary").first.wait_for(timeout=30_000)
    before = lesson.locator(".tutor-counter").first.inner_text()
    if lesson.get_by_role("button").nth(1).is_disabled():  # the last step: nothing to step to
        return problems
    page.keyboard.press("ArrowRight")
    page.wait_for_function("([el, t]) => el.innerText !== t", arg=[lesson.locator(".tutor-counter").first.element_handle(),
                                                                   before], timeout=30_000)
    return problems


SCROLLED = "() => Math.max(...[...document.querySelectorAll('.jp-WindowedPanel-outer, .jp-Notebook')].map(e => e.scrollTop))"


def wheel_problems(page: Any, canvas: Any) -> list[str]:
    """The mouse wheel over the board scrolls the page (ipycanvas would keep it)."""
    box = canvas.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    before = page.evaluate(SCROLLED)
    page.mouse.wheel(0, 300)
    time.sleep(0.5)
    after = page.evaluate(SCROLLED)
    canvas.scroll_into_view_if_needed()
    return [] if after > before else [f"the wheel over the board did not scroll the page ({before} -> {after})"]
