"""Decks a room can read (issue 28): a sample of decks built as ``make slides`` builds them, opened in Chromium
at 1280×720 and 1920×1080; no slide's content runs past the slide, no visible text is under 14 px (measured on
the rendered page, scale included), and every step's parts are there (title, rules, board, task, verdict,
recap, speaker notes naming the clauses).

The sample: every game in every language, a different lesson for each (among them a lesson without tasks),
plus the longest quoted clause (China's placement example, 891 characters, in Spanish: one column) and a
lesson whose tasks are reached through earlier moves.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.browser.deckmeasure import measure_deck, problems
from tutor.core.registry import games, load_game
from tutor.notebook.publish.slides import build as build_slides
from tutor.notebook.publish.slides import decks as all_decks
from tutor.text.catalog import languages

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screenshots"
SLIDES_LIB = ROOT / "build" / "slides-lib"
LANGS = languages()  # every language the tutor speaks


def _numbered(game: str, lesson: str) -> str:
    """A lesson's file name as the generator numbers it (its place in the game's lessons: lessons come and go)."""
    return f"{list(load_game(game).lessons).index(lesson) + 1:02d}-{lesson}"


ACTION_PHASE = _numbered("year_of_the_dragon", "action-phase")


def sample() -> list[str]:
    """Path prefixes of the sampled decks."""
    out = []
    for gi, g in enumerate(games()):
        ids = list(g.lessons)
        for li, lang in enumerate(LANGS):
            k = (gi + 2 * li) % len(ids)
            out.append(f"{lang}/{g.spec.name}/{k + 1:02d}-{ids[k]}")
    out += ["es/china/01-placement", f"en/year_of_the_dragon/{ACTION_PHASE}"]
    return sorted(set(out))


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, list[Path]]:
    if not (SLIDES_LIB / ".installed").exists():
        pytest.fail("reveal.js is not installed: `make slides-lib` (make test does it)")
    out = tmp_path_factory.mktemp("slides")
    return out, build_slides(out, SLIDES_LIB, sample())


def test_the_sample_covers_every_game_language_and_slide_kind(built):
    _, written = built
    rels = {p.parent.parent.name + "/" + p.parent.name for p in written}
    assert rels == {f"{lang}/{g.spec.name}" for lang in LANGS for g in games()}
    html = "".join(p.read_text(encoding="utf-8") for p in written)
    for kind in ("title", "rule", "board", "task", "verdict", "recap"):
        assert f'data-kind="{kind}"' in html, kind
    assert "https://" not in html and "http://" not in html.replace("http://www.w3.org/2000/svg", "")


def test_every_deck_path_is_written_and_every_step_has_its_slides(built):
    out, _ = built
    deck = out / "es" / "china" / "01-placement.slides.html"
    text = deck.read_text(encoding="utf-8")
    china = next(g for g in games() if g.spec.name == "china")
    lesson = china.lessons["placement"]
    for n in range(1, len(lesson.steps) + 1):
        assert f"Paso {n} de {len(lesson.steps)}" in text
    notes = re.findall(r'<aside class="notes">(.*?)</aside>', text, re.S)
    assert len(notes) == text.count("<section ")
    for st in lesson.steps:  # the speaker notes name every clause a step quotes
        for cid in st.clauses:
            assert any(cid in n for n in notes), cid
    assert sum(1 for _ in all_decks()) == 3 * sum(len(g.lessons) for g in games())


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_slide_runs_past_the_screen_and_no_text_is_under_14px(browser, built, size):
    _, written = built
    page = browser.new_page(viewport={"width": size[0], "height": size[1]})
    bad, slides, smallest = [], 0, 1e9
    # Sizes follow the window, so 1920×1080 is 1280×720 scaled by 1.5: half the sample is enough there.
    sample = written if size[0] == 1280 else written[::2]
    try:
        for deck in sample:
            measures = measure_deck(page, deck.as_uri())
            slides += len(measures)
            smallest = min([smallest, *(m["smallest"] for m in measures)])
            bad += [f"{deck.parent.parent.name}/{deck.parent.name}/{deck.name}: {p}" for p in problems(measures)]
    finally:
        page.close()
    assert slides > 50
    assert not bad, "\n".join(bad[:20])
    assert smallest >= 14


def _show(page, deck: Path, kind: str, nth: int = 0) -> None:
    page.goto(deck.as_uri())
    page.wait_for_selector(".reveal.ready", timeout=30_000)
    index = page.evaluate(f"Array.from(document.querySelectorAll('.slides>section')).map(s => s.dataset.kind)"
                          f".map((k, i) => k === '{kind}' ? i : -1).filter(i => i >= 0)[{nth}]")
    page.evaluate(f"Reveal.slide({index}); tutorFit()")
    page.wait_for_timeout(300)


def test_the_rule_the_board_and_the_verdict_read_from_the_back(browser, built):
    """Body text at least 24 px on the rule and verdict slides at 1280×720; screenshots for the README."""
    out, _ = built
    deck = out / "en" / "year_of_the_dragon" / f"{ACTION_PHASE}.slides.html"
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    SHOTS.mkdir(parents=True, exist_ok=True)
    try:
        for kind, name in (("rule", "slide-rule"), ("board", "slide-board"), ("verdict", "slide-verdict")):
            _show(page, deck, kind)
            sizes = page.evaluate("Array.from(Reveal.getCurrentSlide().querySelectorAll('p, .src, .tr'))"
                                  ".map(e => parseFloat(getComputedStyle(e).fontSize))")
            if kind != "board":
                assert sizes and min(sizes) >= 24, (kind, sizes)
            if kind == "verdict":
                assert page.locator("section.present .verdict").is_visible()
                assert page.locator("section.present blockquote .src").first.is_visible()
            else:
                svg = page.locator("section.present svg.tutor-board")
                if kind == "board":
                    box = svg.bounding_box()
                    assert box is not None and box["height"] > 500  # the board fills the slide
            page.screenshot(path=str(SHOTS / f"{name}.png"))
    finally:
        page.close()
