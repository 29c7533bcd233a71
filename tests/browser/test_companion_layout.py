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
