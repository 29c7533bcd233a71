"""What a person sees without a kernel: an exported lesson page, opened in Chromium.

One lesson per game, in English and Japanese, exported with nbconvert. The board must be drawn (pixels, not
only the DOM) and the quoted clause visible. The slide decks have their own test (test_slides.py).
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from tutor.core.registry import games
from tutor.text.catalog import cite

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
SHOTS = ROOT / "build" / "screenshots"


def first_lesson(game: Any) -> tuple[str, Any]:
    lesson_id, lesson = next(iter(game.lessons.items()))
    return f"01-{lesson_id}.ipynb", lesson


def colours(png: bytes) -> int:
    """How many different colours a screenshot holds (a blank area has one or two)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    image.thumbnail((300, 300))
    found = image.getcolors(maxcolors=1 << 16)
    return len(found) if found is not None else 1 << 16


def assert_drawn(locator: Any, at_least: int, what: str) -> bytes:
    png: bytes = locator.screenshot(timeout=30_000)
    assert colours(png) >= at_least, f"{what} looks blank"
    return png


CASES = [(g.spec.name, lang) for g in games() for lang in ("en", "ja")]


@pytest.mark.parametrize(("game_name", "lang"), CASES)
def test_an_exported_lesson_page_shows_the_board_and_the_quoted_clause(browser, tmp_path, game_name, lang):
    from nbconvert import HTMLExporter

    game = next(g for g in games() if g.spec.name == game_name)
    name, lesson = first_lesson(game)
    body, _ = HTMLExporter().from_filename(str(NOTEBOOKS / lang / game_name / name))
    page_file = tmp_path / "lesson.html"
    page_file.write_text(body, encoding="utf-8")
    page = browser.new_page(viewport={"width": 1200, "height": 1600})
    try:
        page.goto(page_file.as_uri())
        board = page.locator("svg.tutor-board").first
        board.scroll_into_view_if_needed()
        assert_drawn(board, 12, "the board")
        clause = cite(lesson.steps[0].clauses[0], lang)
        quote = page.locator("blockquote", has_text=clause.source[:30]).first
        assert quote.is_visible()
        assert clause.translation[:20] in quote.inner_text()
        assert_drawn(quote, 3, "the quoted clause")
        if game_name == "year_of_the_dragon" or (game_name == "china" and lang == "ja"):
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / f"lesson-page-{game_name}-{lang}.png"), full_page=False)
    finally:
        page.close()
