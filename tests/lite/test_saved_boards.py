"""The static site shows a lesson's saved boards and styled verdicts on first open, before anything runs (issue 35
point 4): one lesson per game opened unrun, its first saved board drawn (pixels of many colours in the SVG's box,
not its text run together) and a saved verdict in its colour (its style sheet kept)."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from tests.lite.conftest import Student
from tests.lite.test_lite_site import LESSONS, LIMIT_MS, OPEN, SHOTS

pytestmark = pytest.mark.lite

# the colours of tutor/notebook/saved's panel style sheet: a legal verdict green, an illegal one red
VERDICT_COLOURS = {"rgb(27, 94, 32)", "rgb(183, 28, 28)"}

SCROLL_TO = """async (sel) => { const panel = document.querySelector('OPEN');
  const outer = panel && panel.querySelector('.jp-WindowedPanel-outer');
  for (let i = 0; outer && i < 400; i++) {
    const el = panel.querySelector(sel); if (el) { el.scrollIntoView({block: 'center'}); return true; }
    outer.scrollTop += outer.clientHeight * 0.8; await new Promise(r => setTimeout(r, 60));
  }
  return false; }""".replace("OPEN", OPEN)


def open_unrun(student: Student, path: str) -> None:
    """Open a notebook by its address, as a student's link does, and wait for its cells (no kernel needed)."""
    page = student.page
    page.goto(f"{student.base}/lab/index.html?path={path}")
    page.wait_for_function("""(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
      return !!(w && w.context && w.context.path.endsWith(path) && w.content && w.content.widgets.length > 3); }""",
                           arg=path, timeout=LIMIT_MS)


def colours(png: bytes) -> tuple[int, float]:
    """How many distinct colours an image has, and the share of its pixels that are not the background's."""
    img = Image.open(io.BytesIO(png)).convert("RGB")
    counts = img.getcolors(maxcolors=1 << 20) or []
    background = max(counts)[0] if counts else 0
    total = img.width * img.height
    return len(counts), (total - background) / max(total, 1)


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_a_lesson_opened_unrun_shows_its_saved_board_and_styled_verdict(student: Student, game: str) -> None:
    page, path = student.page, LESSONS[game]
    open_unrun(student, path)
    board = f"{OPEN} .jp-OutputArea-output svg.tutor-board"
    assert page.evaluate(SCROLL_TO, ".jp-OutputArea-output svg.tutor-board"), \
        f"{path}: no saved board drawn as SVG (an untrusted notebook shows its text run together)"
    svg = page.locator(board).first
    box: Any = svg.bounding_box()
    assert box and box["width"] > 200 and box["height"] > 150, box
    SHOTS.mkdir(parents=True, exist_ok=True)
    png = svg.screenshot(path=str(SHOTS / f"lite-saved-{game}.png"))
    n, drawn = colours(png)
    assert n >= 12 and drawn >= 0.05, f"{path}: the saved board's box holds {n} colours, {drawn:.0%} drawn"
    assert page.evaluate(SCROLL_TO, ".jp-OutputArea-output .tutor-verdict"), f"{path}: no saved verdict"
    colour = page.locator(f"{OPEN} .jp-OutputArea-output .tutor-verdict").first.evaluate(
        "el => getComputedStyle(el).color")
    assert colour in VERDICT_COLOURS, f"{path}: the saved verdict is not styled (colour {colour})"
    assert student.blocked == []
