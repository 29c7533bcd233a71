"""The companion's controls are always there (issue 35 item 1): every game's play notebook and one lesson per game
in JupyterLab at 1366x768 and 1920x1080, legal and illegal moves clicked on the board, the longest verdicts included
(Year of the Dragon's privilege refused on two rulebooks with a note; any Dragonheart card), and presenter mode once
at 1366x768 and 1280x720 (the board across the output, the verdict under it) and 1920x1080 (the board beside the
verdict), its smallest label 16 px or more.
After each click the verdict's headline is in view, and every control of the side column (the move box, the hint,
Kind/Move/Try, the bots, undo/redo, the history slider, save/load) has a box and can be brought into the viewport,
uncovered."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.browser.test_browser import (
    SHORT,
    SHOTS,
    clicks_at,
    lesson_companion,
    lesson_notebooks,
    marked,
    open_notebook,
)
from tutor.clickbench import PLAYS, click_sequence
from tutor.core.moves import Move
from tutor.notebook import Companion
from tutor.notebook.saved.paint import PRESENTER_MIN_TEXT

pytestmark = pytest.mark.browser
SIZES = ((1366, 768), (1920, 1080))

# The clip of the page around an element: the viewport cut by every ancestor that hides or scrolls its overflow.
CLIP = """function clip(el) { let t = 0, b = window.innerHeight, l = 0, r = window.innerWidth;
  for (let p = el.parentElement; p; p = p.parentElement) { const s = getComputedStyle(p);
    const q = p.getBoundingClientRect();
    if ((s.overflowY !== 'visible' || s.overflowX !== 'visible') && s.display !== 'contents' && q.height > 0) {
      if (q.bottom < b) { window.__clipBy = p.className + ' ' + s.display + ' ' + JSON.stringify(q); }
      t = Math.max(t, q.top); b = Math.min(b, q.bottom); l = Math.max(l, q.left); r = Math.min(r, q.right); } }
  return {t, b, l, r}; }"""

# The verdict's headline (or the message a click caused) starts inside what can be seen, without scrolling.
HEADLINE = """([root, sel]) => { %s
  const h = root.querySelector(sel);
  if (!h) return 'no headline in the side column';
  const r = h.getBoundingClientRect(), c = clip(h);
  if (r.height < 1) return 'the headline has no height';
  if (r.top < c.t - 1 || r.top + Math.min(r.height, 16) > c.b + 1)
    return `the headline is out of view (top ${Math.round(r.top)}, seen ${Math.round(c.t)}-${Math.round(c.b)})`;
  return ''; }""".replace("%s", CLIP)

# Every control of the side column: a box, brought into the viewport by scrolling its containers, and not covered.
CONTROLS = """(root) => { %s
  const side = root.querySelector('.tutor-side'), out = [];
  const name = e => (e.getAttribute('aria-label') || e.textContent || e.placeholder || e.title || e.tagName).trim();
  const els = [...side.querySelectorAll('button, input:not([type=file]), select, [role=slider]')]
    .filter(e => !e.closest('.tutor-panel') && getComputedStyle(e).display !== 'none'
                 && e.closest('[style*="display: none"]') === null);
  for (const el of els) {
    let r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) {
      out.push(`${name(el)}: no box (${Math.round(r.width)}x${Math.round(r.height)})`); continue; }
    el.scrollIntoView({block: 'nearest', inline: 'nearest'});
    r = el.getBoundingClientRect();
    const c = clip(el);
    if (r.top < c.t - 1 || r.bottom > c.b + 1 || r.left < c.l - 1 || r.right > c.r + 1) {
      out.push(`${name(el)}: cannot be brought into view (${Math.round(r.top)}-${Math.round(r.bottom)} `
               + `in ${Math.round(c.t)}-${Math.round(c.b)}, cut by ${window.__clipBy})`);
      continue; }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit) || hit.contains(el) && hit.closest('.tutor-side') === side))
      out.push(`${name(el)}: covered by ${hit ? hit.className || hit.tagName : 'nothing'}`); }
  return out; }""".replace("%s", CLIP)


def move_clicks(twin: Companion, mv: Move) -> list[tuple[str, float, float]]:
    """The board clicks (target, x, y) that make ``mv``: the game's own click paths, else any that reach it."""
    board = twin.board_spec
    assert board is not None
    paths = getattr(board, "paths", None)
    for path in (paths(twin.state, mv) if paths else []):
        clicks, selection, ok = [], (), True
        for target in path:
            twin.selection = selection
            scene = twin.scene()
            box = scene.bounds(target) if scene is not None else None
            if box is None:
                ok = False
                break
            clicks.append((target, box[0] + box[2] / 2, box[1] + box[3] / 2))
            selection = board.click(twin.state, selection, target).selection
        twin.selection = ()
        if ok:
            return clicks
    raise AssertionError(f"no clicks make {mv}")


FIRST = ".tutor-side .tutor-summary, .tutor-side .tutor-message"  # the verdict's headline, or a message


def problems_after(page: Any, root: Any, what: str, headline: str = FIRST) -> list[str]:
    time.sleep(0.3)  # the page's own scroll to the headline runs after the verdict is drawn
    found = [page.evaluate(HEADLINE, [root.element_handle(), headline])]
    found += root.evaluate(CONTROLS)
    size = page.viewport_size
    return [f"{size['width']}x{size['height']} {what}: {p}" for p in found if p]


def verdict(page: Any, root: Any, canvas: Any, twin: Companion, clicks: list[tuple[str, float, float]],
            mv: Move, what: str) -> list[str]:
    """Click a move on the board, wait for its verdict, and check the column."""
    clicks_at(page, canvas, twin, clicks)
    legal = twin.game.check(twin.state, mv).legal
    said = twin.game.describe_move(twin.state, mv, "en", twin.names)
    root.locator(".tutor-summary", has_text=("Legal: " if legal else "Illegal: ") + said).first.wait_for(
        timeout=30_000)
    problems = problems_after(page, root, f"{what} {mv}")
    if legal:
        twin.try_move(mv)
    return problems


PRESENTER_SIZES = ((1366, 768), (1280, 720), (1920, 1080))  # 1920: the board beside the verdict


def presenter_board(page: Any, canvas: Any) -> list[str]:
    """Presenter mode's board on screen: its smallest label (PRESENTER_MIN_TEXT, painted at the companion's 1.3)
    16 px or more, the board within the window's width and, scrolled to, its height."""
    canvas.evaluate("c => c.scrollIntoView({block: 'start'})")
    time.sleep(0.3)
    box = canvas.evaluate("c => { const r = c.getBoundingClientRect(); "
                          "return {w: r.width, h: r.height, left: r.left, right: r.right, pixels: c.width}; }")
    size = page.viewport_size
    px = round(PRESENTER_MIN_TEXT * 1.3) * box["w"] / box["pixels"]
    out = [f"the board's smallest label is {px:.1f} px (the board {box['w']:.0f} px wide)"] if px < 16 else []
    if box["left"] < 0 or box["right"] > size["width"] or box["h"] > size["height"]:
        out.append(f"the board ({box['w']:.0f}x{box['h']:.0f} at {box['left']:.0f}) does not fit the window")
    return out


def play_twin(game: str) -> Companion:
    return Companion(game, **PLAYS[game], progress=False)


def cases() -> list[tuple[str, str, str | None, int, str | None]]:
    """(notebook, game, lesson id, live lesson's index, an illegal move to make first) for the play notebooks and
    one lesson per game; Year of the Dragon's lesson is the actions' step 8 (the privilege refused)."""
    out: list[tuple[str, str, str | None, int, str | None]] = [
        (f"en/{game}/play.ipynb", game, None, 0, None) for game in PLAYS]
    for path, game, lesson_id in lesson_notebooks():
        if game == "year_of_the_dragon":
            out.append(("en/year_of_the_dragon/04-actions.ipynb", game, "actions", 7, "action 1 privilege large"))
        else:
            from tutor.core.registry import load_game

            steps = load_game(game).lessons[lesson_id].steps
            out.append((path, game, lesson_id, next(i for i, st in enumerate(steps) if st.task is not None), None))
    return out


@pytest.mark.parametrize(("path", "game", "lesson_id", "index", "first"), marked(cases()),
                         ids=[c[0].split("/", 1)[1].removesuffix(".ipynb") for c in cases()])
def test_the_controls_and_the_verdicts_headline_stay_in_reach(browser, lab, path, game, lesson_id, index, first):
    base, token = lab
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    problems: list[str] = []
    short = SHORT[game] + ("-" + lesson_id if lesson_id else "-play")
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        open_notebook(page, base, token, path)
        if lesson_id:  # Run All ends at the notebook's end: the first live lesson has brought itself into view
            page.wait_for_timeout(3500)
            top = page.locator(".tutor-lesson").first.locator("canvas").first.evaluate(
                "e => e.getBoundingClientRect().top")
            if not 0 <= top < page.viewport_size["height"] / 2:
                problems.append(f"after Run All the first live lesson's board is not in view (its top at {top:.0f} px)")
        twin = lesson_companion(game, lesson_id, index) if lesson_id else play_twin(game)
        root = page.locator(".tutor-companion").nth(index)
        canvas = root.locator("canvas").first
        canvas.scroll_into_view_if_needed()
        problems += problems_after(page, root, "opened") if root.locator(".tutor-summary").count() else []
        for n, (width, height) in enumerate(SIZES):
            page.set_viewport_size({"width": width, "height": height})
            time.sleep(0.3)
            if first is not None and n == 0:
                mv = twin.game.parse_move(first, state=twin.state)
                problems += verdict(page, root, canvas, twin, move_clicks(twin, mv), mv, "the longest refusal")
            else:
                bad = click_sequence(twin, legal=False)
                if bad is not None:
                    problems += verdict(page, root, canvas, twin, *bad, "illegal")
            page.screenshot(path=str(SHOTS / f"layout-{short}-illegal-{width}.png"))
            if n == 0:  # the hint: what would make it legal, in view under the verdict
                root.get_by_role("button", name="What would make it legal?").click()
                hint = ".tutor-hintbox .tutor-summary, .tutor-hintbox .tutor-message"
                root.locator(hint).first.wait_for(timeout=30_000)
                problems += problems_after(page, root, "hint", hint)
            good = click_sequence(twin, legal=True)
            if good is not None:
                problems += verdict(page, root, canvas, twin, *good, "legal")
                page.screenshot(path=str(SHOTS / f"layout-{short}-legal-{width}.png"))
        if lesson_id and game == "year_of_the_dragon":  # presenter mode on a projector's small screens
            page.set_viewport_size({"width": 1366, "height": 768})
            page.locator(".tutor-lesson").nth(index).locator("input[type=checkbox]").first.check()
            root.locator("xpath=self::*[contains(@class, 'presenter')]").wait_for(timeout=30_000)
            for n, (width, height) in enumerate(PRESENTER_SIZES):  # the refusal again, then legal moves
                page.set_viewport_size({"width": width, "height": height})
                time.sleep(0.5)
                problems += [f"presenter {width}x{height}: {p}" for p in presenter_board(page, canvas)]
                move = click_sequence(twin, legal=n > 0)
                assert move is not None
                problems += [f"presenter: {p}"
                             for p in verdict(page, root, canvas, twin, *move, "legal" if n else "illegal")]
                page.screenshot(path=str(SHOTS / f"layout-{short}-presenter-{width}.png"))
        assert not problems, "\n".join(problems)
    except Exception:
        page.screenshot(path=str(SHOTS / f"failed-layout-{short}.png"))
        raise
    finally:
        context.close()


# every label painted on a canvas: its font, the width it may take, and the width and ink height it has at that font
FILL_TEXT = """(() => { const fill = CanvasRenderingContext2D.prototype.fillText; window.__labels = [];
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, maxWidth) {
    const m = this.measureText(String(text));
    window.__labels.push({pixels: this.canvas.width, font: parseFloat(this.font.match(/([0-9.]+)px/)[1]),
      text: String(text), width: m.width, max: maxWidth === undefined ? null : maxWidth,
      ink: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent});
    return fill.apply(this, arguments); }; })();"""

# where the notebook shows things: the notebook's scrolling panel's box
SEEN = """(el) => { let p = el.parentElement;
  for (; p; p = p.parentElement) { const o = getComputedStyle(p).overflowY;
    if ((o === 'auto' || o === 'scroll') && p.scrollHeight > p.clientHeight) break; }
  const v = p ? p.getBoundingClientRect() : {top: 0, bottom: window.innerHeight}, r = el.getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, width: r.width, pixels: el.width || 0, seenTop: Math.max(v.top, 0),
          seenBottom: Math.min(v.bottom, window.innerHeight)}; }"""


def shown_labels(page: Any, canvas: Any) -> dict[str, Any]:
    """The labels painted since the hook was reset, as the board shows them: the smallest font on screen (px), and
    the smallest ink height of a label of digits (what a ruler on the screen reads for "12" or "0/0")."""
    box = canvas.evaluate(SEEN)
    k = box["width"] / box["pixels"]
    labels = [x for x in page.evaluate("window.__labels") if x["pixels"] == box["pixels"] and x["text"].strip()]
    assert labels, "no label painted at the board's size"
    least = min(labels, key=lambda x: x["font"])
    digits = [x for x in labels if x["text"].replace("/", "").isdigit()]
    return {"font": least["font"] * k, "text": least["text"], "labels": len(labels),
            "digit ink": min(x["ink"] for x in digits) * k if digits else None}


@pytest.mark.parametrize("size", [(1366, 768), (1280, 720)], ids=["1366x768", "1280x720"])
def test_a_lessons_presenter_mode_brings_the_board_into_view(browser, lab, size):
    """Tryout 4, finding 14: in a lesson (China's alliances, its first step with a task), turning presenter mode on
    brings the step's task and the whole board into the notebook's view (the quoted rules above are not enlarged),
    the board's labels are 16 px or more as painted (the browser's own fillText calls), and after a move on the
    board the verdict's headline is in view and the controls in reach."""
    base, token = lab
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height})
    context.add_init_script(FILL_TEXT)
    page = context.new_page()
    index, problems = 1, []
    try:
        open_notebook(page, base, token, "en/china/04-alliances.ipynb")
        page.wait_for_timeout(3500)
        lesson = page.locator(".tutor-lesson").nth(index)
        root, box = lesson.locator(".tutor-companion").first, lesson.locator("input[type=checkbox]").first
        box.scroll_into_view_if_needed()  # the teacher at the lesson's presenter box
        page.evaluate("window.__labels = []")
        box.check()
        root.locator("xpath=self::*[contains(@class, 'presenter')]").wait_for(timeout=30_000)
        page.wait_for_timeout(2500)  # the board repainted at its new size, the page scrolled to it
        page.screenshot(path=str(SHOTS / f"layout-china-lesson-presenter-on-{width}.png"))
        canvas = root.locator("canvas").first
        seen = canvas.evaluate(SEEN)
        if seen["top"] < seen["seenTop"] - 1 or seen["bottom"] > seen["seenBottom"] + 1:
            problems.append(f"the board is not in view after presenter mode is turned on ({seen['top']:.0f}-"
                            f"{seen['bottom']:.0f} px, the notebook shows {seen['seenTop']:.0f}-{seen['seenBottom']:.0f})")
        task = lesson.locator(".tutor-task").first.evaluate(SEEN)
        if task["bottom"] < task["seenTop"] - 1:
            problems.append(f"the step's task is scrolled out of view above the board (its bottom at "
                            f"{task['bottom']:.0f} px)")
        labels = shown_labels(page, canvas)
        if labels["font"] < 16 - 0.01:
            problems.append(f"the board's smallest label {labels['text']!r} is {labels['font']:.1f} px")
        problems += [f"presenter: {p}" for p in presenter_board(page, canvas)]
        twin = lesson_companion("china", "alliances", index)
        twin.set_presenter(True)
        good = click_sequence(twin, legal=True)
        assert good is not None
        problems += verdict(page, root, canvas, twin, *good, "presenter, legal")
        page.screenshot(path=str(SHOTS / f"layout-china-lesson-presenter-{width}.png"))
        print(f"{width}x{height}: labels {labels}")
        assert not problems, "\n".join(problems)
    except Exception:
        page.screenshot(path=str(SHOTS / f"failed-layout-china-lesson-presenter-{width}.png"))
        raise
    finally:
        context.close()
