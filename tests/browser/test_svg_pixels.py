"""The compact saved board looks exactly like the plain one: both rasterised in Chromium, pixel for pixel.

The plain painter (the one before boards were compact: one element per shape, in the scene's order) is in
tests/notebook/test_svg.py. One position of every game, in English at the lessons' scale and in Japanese with
the slides' raised labels, at one and two device pixels per CSS pixel.
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageChops

from tests.notebook.test_svg import NAMES, positions, reference_svg
from tutor.notebook.saved.svg import scene_svg

pytestmark = pytest.mark.browser

CASES = [(g, state, lang, scale, min_text) for g, state in positions()[1::3]
         for lang, scale, min_text in (("en", 0.8, 0), ("ja", 1.0, 14))]
IDS = [f"{g.spec.name}-{lang}" for g, _, lang, _, _ in CASES]


def _picture(page: Any, svg: str) -> Image.Image:
    page.set_content(f'<html><body style="margin:0;background:#fff">{svg}</body></html>')
    return Image.open(io.BytesIO(page.locator("svg").screenshot())).convert("RGB")


@pytest.mark.parametrize(("game", "state", "lang", "scale", "min_text"), CASES, ids=IDS)
def test_the_compact_board_rasterises_like_the_plain_one(browser: Any, game: Any, state: Any, lang: str,
                                                          scale: float, min_text: float) -> None:
    scene = game.board.scene(state, None, lang, NAMES)
    for density in (1, 2):
        page = browser.new_page(device_scale_factor=density)
        try:
            plain = _picture(page, reference_svg(scene, scale, "t", min_text))
            compact = _picture(page, scene_svg(scene, scale, "t", min_text))
        finally:
            page.close()
        assert plain.size == compact.size and len(plain.getcolors(1 << 20) or ()) > 12, "a board is drawn"
        counts = ImageChops.difference(plain, compact).convert("L").histogram()  # pixels by levels of difference
        changed, most = sum(counts[1:]), max(v for v, n in enumerate(counts) if n)
        # antialiased edges are allowed a shade: no more than one pixel in a thousand, by at most 8 levels
        assert changed <= plain.size[0] * plain.size[1] // 1000 and most <= 8, \
            f"{changed} pixels differ (up to {most} levels) at {density}x"
