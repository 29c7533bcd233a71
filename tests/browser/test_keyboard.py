"""The board by keyboard and screen reader (issue 35 item 2), in JupyterLab: in each game's play notebook a move
is made by keys only (Tab from the View picker onto the board, arrows, Enter); the readouts say places in words,
never an index; the verdict is in a live region; Tab, Shift+Tab and Escape leave the board. A check of our own
(axe-style) finds no control without a name, and no toggle without its pressed state, on the companion and on
the quiz."""

from __future__ import annotations

import re
from collections import deque
from typing import Any

import pytest

from tests.browser.test_browser import QUIZZES, RAN, READY, SHORT, SHOTS, open_notebook
from tutor.clickbench import PLAYS, click_sequence
from tutor.notebook import Companion
from tutor.notebook.live.keys import ARROWS, next_target

pytestmark = pytest.mark.browser
INDEX = re.compile(r"Place \d+ of \d+|\b(space|card|spot|tile|palace|group|hand|region|dragon):\S")

# A control's accessible name, as a screen reader would compute it (the parts our widgets use).
UNNAMED = """(root) => {
  const named = e => {
    if ((e.getAttribute('aria-label') || '').trim()) return true;
    const by = e.getAttribute('aria-labelledby');
    if (by && by.split(' ').some(id => (document.getElementById(id) || {}).textContent)) return true;
    if (e.id && document.querySelector(`label[for="${e.id}"]`)?.textContent.trim()) return true;
    if (e.closest('label')?.textContent.trim()) return true;
    if (['BUTTON', 'SUMMARY', 'A'].includes(e.tagName) && e.textContent.trim()) return true;
    return !!(e.title || '').trim(); };
  const seen = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const all = [...root.querySelectorAll(
    'button, input:not([type=hidden]), select, textarea, summary, a[href], [role=slider], [tabindex="0"], canvas')];
  const out = all.filter(e => seen(e) && !named(e)).map(e => `unnamed ${e.tagName.toLowerCase()}.${e.className}`);
  root.querySelectorAll('.widget-toggle-button, .widget-toggle-buttons button').forEach(b => {
    const want = b.classList.contains('mod-active') ? 'true' : 'false';
    if (seen(b) && b.getAttribute('aria-pressed') !== want)
      out.push(`toggle "${b.textContent.trim()}" without aria-pressed=${want}`); });
  return out; }"""
ACTIVE = "() => { const a = document.activeElement; return a ? a.tagName + '.' + (a.className.baseVal ?? a.className) : ''; }"


def arrows_to(twin: Companion, target: str) -> list[str]:
    """The arrow keys that take the keyboard's focus from where the twin's is to ``target`` (shortest)."""
    scene = twin.scene()
    assert scene is not None
    start = twin.focus
    seen = {start}
    queue: deque[tuple[str | None, list[str]]] = deque([(start, [])])
    while queue:
        at, keys = queue.popleft()
        if at == target:
            return keys
        for key in ARROWS:
            nxt = next_target(scene, at, key)
            if nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, [*keys, key]))
    raise AssertionError(f"the arrows never reach {target}")


def status(root: Any) -> str:
    return str(root.locator(".tutor-status").first.inner_text())


@pytest.mark.parametrize("game", list(PLAYS))
def test_a_move_by_keys_words_in_the_readouts_and_the_board_lets_the_focus_go(browser, lab, game):
    base, token = lab
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    problems: list[str] = []
    try:
        open_notebook(page, base, token, f"en/{game}/play.ipynb")
        root = page.locator(".tutor-companion").first
        canvas = root.locator("canvas").first
        twin = Companion(game, **PLAYS[game], progress=False)
        # Tab from the View picker lands on the board
        view = root.locator("select").first
        view.focus()
        page.keyboard.press("Tab")
        assert canvas.evaluate("c => document.activeElement === c"), page.evaluate(ACTIVE)
        assert canvas.get_attribute("aria-label"), "the board has no accessible name"
        found = click_sequence(twin, legal=True)
        assert found is not None
        clicks, mv = found
        for target, _, _ in clicks:
            keys = arrows_to(twin, target)
            for key in keys:
                page.keyboard.press(key)
                twin.key(key)
            if keys:  # (a place chosen twice in a row is already where the keyboard is)
                readout = twin.target_words(twin.scene(), target)
                root.locator(".tutor-status", has_text=f"On: {readout}").first.wait_for(timeout=30_000)
            page.keyboard.press("Enter")
            twin.key("Enter")
            if target != clicks[-1][0]:
                root.locator(".tutor-status", has_text="Chosen: ").first.wait_for(timeout=30_000)
                said = status(root)
                if INDEX.search(said):
                    problems.append(f"a selection read out as an index: {said!r}")
        said = twin.game.describe_move(twin.state, mv, "en", twin.names)
        live = root.locator('.tutor-verdictbox[aria-live="polite"]')
        live.filter(has_text=f"Legal: {said}").first.wait_for(timeout=30_000)
        for text in (status(root), live.first.inner_text()):
            if INDEX.search(text):
                problems.append(f"an index read out: {text!r}")
        # Tab and Shift+Tab leave the board; Escape leaves it for the typed-move box
        canvas.focus()
        page.keyboard.press("Tab")
        if canvas.evaluate("c => document.activeElement === c"):
            problems.append("Tab kept the focus on the board")
        canvas.focus()
        page.keyboard.press("Shift+Tab")
        if not view.evaluate("v => document.activeElement === v"):
            problems.append(f"Shift+Tab went to {page.evaluate(ACTIVE)}, not the View picker")
        canvas.focus()
        page.keyboard.press("Escape")
        page.wait_for_function("() => document.activeElement && document.activeElement.tagName === 'INPUT'",
                               timeout=10_000)
        if not root.locator(".tutor-entry input").evaluate("i => document.activeElement === i"):
            problems.append(f"Escape went to {page.evaluate(ACTIVE)}, not the move box")
        problems += root.evaluate(UNNAMED)
        assert not problems, "\n".join(problems)
    except Exception:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"failed-keyboard-{SHORT[game]}.png"))
        raise
    finally:
        context.close()


def test_a_click_that_does_nothing_says_why(browser, lab):
    """China: a house space clicked before a card says to choose cards first."""
    from tests.browser.test_browser import clicks_at

    base, token = lab
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        open_notebook(page, base, token, "en/china/play.ipynb")
        root = page.locator(".tutor-companion").first
        canvas = root.locator("canvas").first
        twin = Companion("china", **PLAYS["china"], progress=False)
        for want in ("Click the start player", "Choose one or two cards in your hand first"):
            scene = twin.scene()
            assert scene is not None
            space = next(t for t in sorted(scene.targets()) if t.startswith("space:"))
            box = scene.bounds(space)
            assert box is not None
            clicks_at(page, canvas, twin, [(space, box[0] + box[2] / 2, box[1] + box[3] / 2)])
            root.locator(".tutor-status", has_text=want).first.wait_for(timeout=30_000)
            found = click_sequence(twin, legal=True)  # the start player chosen: a turn with cards in hand
            assert found is not None
            clicks_at(page, canvas, twin, found[0])
            root.locator(".tutor-summary", has_text="Legal: ").first.wait_for(timeout=30_000)
            twin.try_move(found[1])
    finally:
        context.close()


@pytest.mark.parametrize("path", QUIZZES[:1])
def test_the_quiz_names_its_controls_and_announces_its_answers(browser, lab, path):
    """The quiz: every control named, its toggles' pressed state exposed, and checking without an answer says so
    in a live region (the question stays open: nothing is graded)."""
    base, token = lab
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    try:
        page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
        page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
        page.wait_for_function(READY, arg=path, timeout=120_000)
        page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
        quiz = page.locator(".tutor-quiz").first
        quiz.get_by_role("button", name="Check my answer").wait_for(timeout=120_000)
        page.wait_for_function(RAN, arg=path, timeout=180_000)
        problems = quiz.evaluate(UNNAMED)
        toggles = quiz.locator(".widget-toggle-button")
        if toggles.count():
            toggles.first.click()
            page.wait_for_function("b => b.getAttribute('aria-pressed') === 'true'", arg=toggles.first.element_handle(),
                                   timeout=10_000)
            toggles.first.click()
        answer = quiz.get_by_placeholder("Your answer")
        for _ in range(8):  # a question with a non-answer (ticking no card is an answer: "no cards")
            if answer.is_visible() or not quiz.locator(".tutor-card").count():
                break
            quiz.get_by_role("button", name="Next question").click()
            page.wait_for_timeout(500)
        typed = answer.is_visible()
        if typed:
            answer.fill("twenty")
        quiz.get_by_role("button", name="Check my answer").click()
        want = "“twenty” is not a number" if typed else "Pick your answer"
        quiz.locator('.tutor-live[aria-live="polite"]').filter(has_text=want).first.wait_for(timeout=30_000)
        assert quiz.get_by_text("Score: 0 of 0").count() == 1, "a non-answer was graded"
        assert not problems, "\n".join(problems)
    finally:
        context.close()
