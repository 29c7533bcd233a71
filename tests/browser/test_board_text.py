"""Legible boards (issue 35): every saved board of every lesson step, in en, es and ja, rendered in Chromium as
JupyterLab shows it at 1366x768 (its output area 930 px wide), has labels of 11 px or more that never run over
each other or leave the board; the slide decks' boards (labels raised for the projector) keep them apart too."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from tests.browser.boardtext import LAB_OUTPUT_PX, BoardText, measure
from tutor.core.registry import games, load_game
from tutor.notebook.lessonbook import LessonBook
from tutor.notebook.publish.pages import board_svg
from tutor.notebook.publish.slides import MIN_BOARD_TEXT
from tutor.text.catalog import languages

pytestmark = pytest.mark.browser
GAMES = tuple(g.spec.name for g in games())  # every registered game
LANGS = tuple(languages())
LAB_MIN_PX = 11


@cache
def _boards(game: str, lang: str) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """The board of every step of every lesson: as a notebook saves it, and as its slide shows it."""
    g = load_game(game)
    lab, slides = [], []
    for lesson in g.lessons:
        lb = LessonBook(g, lesson, lang)
        for n in range(1, len(lb) + 1):
            pic = lb.start(n).board()
            lab.append((f"{lesson} step {n}", pic.svg()))
            slides.append((f"{lesson} step {n}", board_svg(g, pic.state, pic.names, lang, MIN_BOARD_TEXT)))
    return lab, slides


def _faults(found: list[BoardText]) -> list[str]:
    return [f"{b.name}: {what}" for b in found
            for what in [*(f"{x!r} over {y!r}" for x, y in b.overlaps), *(f"{t!r} leaves the board" for t in b.outside)]]


@pytest.fixture
def page(browser: Any) -> Any:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_saved_boards_are_legible_in_jupyterlab(page: Any, game: str, lang: str) -> None:
    found = measure(page, _boards(game, lang)[0], LAB_OUTPUT_PX)
    small = [f"{b.name}: {b.smallest_text!r} at {b.smallest:.1f} px" for b in found if b.smallest < LAB_MIN_PX - 0.01]
    assert not small, small[:5]
    faults = _faults(found)
    assert not faults, faults[:8]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_slide_boards_keep_their_labels_apart(page: Any, game: str, lang: str) -> None:
    faults = _faults(measure(page, _boards(game, lang)[1]))
    assert not faults, faults[:8]


# the live quiz's board in JupyterLab at 1366x768: its notebook's output column, the quiz's height cap applied
QUIZ_JS = """(css) => { document.head.insertAdjacentHTML('beforeend', css);
  return [...document.querySelectorAll('div.board')].map(div => {
    const svg = div.querySelector('svg'), k = svg.getScreenCTM().a;  // viewBox to screen, the cap included
    const sizes = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim())
      .map(t => parseFloat(getComputedStyle(t).fontSize) * k);
    return {name: div.dataset.name, smallest: Math.min(...sizes)}; }); }"""


@pytest.mark.parametrize("lang", ("en", "ja"))
@pytest.mark.parametrize("game", GAMES)
def test_the_live_quiz_board_is_legible_in_jupyterlab(page: Any, game: str, lang: str) -> None:
    from tutor.notebook.live.quiz import QUIZ_STYLE, QuizView

    view = QuizView(game, lang, seed=0, progress=False)
    boards = []
    for n in range(4):
        boards.append((f"question {n + 1}", view.board.value))
        view.model.next()
        view.render()
    html = "".join(f'<div class="board tutor-quiz" data-name="{name}" style="width:{LAB_OUTPUT_PX}px">{svg}</div>'
                   for name, svg in boards)
    page.set_content(f"<!doctype html><meta charset='utf-8'><style>body{{margin:0}}"
                     f"svg{{max-width:100%;height:auto;display:block}}</style>{html}")
    page.evaluate("document.fonts.ready")
    found = page.evaluate(QUIZ_JS, QUIZ_STYLE)
    small = [f"{f['name']}: {f['smallest']:.1f} px" for f in found if f["smallest"] < LAB_MIN_PX - 0.01]
    assert len(found) == len(boards) and not small, small


VISIBLE_JS = """() => [...document.querySelectorAll('div.board')].map(div => {
  const svg = div.querySelector('svg');
  svg.scrollIntoView();
  return [...svg.querySelectorAll('text')].filter(t => {  // not under a shape drawn after it
    const r = t.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return top === t || !svg.contains(top) || !(t.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING);
  }).map(t => t.textContent); })"""


def test_the_china_quiz_boards_show_every_region_and_space(page: Any) -> None:
    """Each China quiz board, as the live quiz draws it, shows every region's name and every empty house space's
    number, none over another (the quiz's small boards once drew all of them on one point: a blank map)."""
    from tutor.games.china.state import EMPTY
    from tutor.notebook.live.quiz import QuizView

    view = QuizView("china", "en", seed=0, progress=False)
    boards: dict[str, tuple[str, set[str]]] = {}
    for _ in range(80):
        q = view.question
        assert q is not None
        board = q.state.board
        want = {r.name("en") for r in board.regions} | {str(s.id) for i, s in enumerate(board.spaces)
                                                        if q.state.houses[i] == EMPTY and not q.state.forts[i]}
        boards.setdefault(q.id.split(":")[0], (view.board.value, want))
        view.model.next()
        view.render()
    named = list(boards.items())
    found = measure(page, [(name, svg) for name, (svg, _) in named], LAB_OUTPUT_PX)
    faults = _faults(found)
    assert not faults, faults[:8]
    shown = page.evaluate(VISIBLE_JS)
    missing = [f"{name}: {sorted(want - set(seen))}" for (name, (_, want)), seen in zip(named, shown, strict=True)
               if not want <= set(seen)]
    assert len(boards) >= 20 and not missing, missing[:5]


# presenter mode in JupyterLab (its style in tutor/notebook/saved/panel.py): the output area is the window less what
# JupyterLab's bars and the open file browser take (436 px); where it is 1250 px or wider the board sits beside the
# 380 px verdict column (400 px taken here, the gap and rounding included), else it takes the whole width with the
# verdict under it; the board no taller than the window less 120 px and no larger than its pixels (painted at 1.3)
PRESENTER_WINDOWS = {"1280x720": (1280, 720), "1366x768": (1366, 768), "1920x1080": (1920, 1080)}
BESIDE_FROM = 1250


@cache
def _presenter_boards(game: str, lang: str) -> tuple[tuple[str, str], ...]:
    """The companion's board in presenter mode (the SVG board: the canvas paints the same labels at the same sizes
    and widths), at the start and after a few moves, and every lesson step's board as presenter mode draws it."""
    from tutor.clickbench import PLAYS, click_sequence
    from tutor.notebook import Companion
    from tutor.notebook.live.svgboard import SvgBoardView

    c = Companion(game, **{**PLAYS[game], "lang": lang, "board": "svg"}, progress=False)
    c.set_presenter(True)
    boards = [("start", c.board.canvas.value)]
    for n in range(3):
        good = click_sequence(c, legal=True)
        if good is None:
            break
        c.try_move(good[1])
        boards.append((f"after move {n + 1}", c.board.canvas.value))
    g = load_game(game)
    assert g.board is not None
    view = SvgBoardView(g.board.width, g.board.height)
    view.rescale(1.3, presenter=True)
    for lesson in g.lessons:
        lb = LessonBook(g, lesson, lang)
        for n in range(1, len(lb) + 1):
            pic = lb.start(n).board()
            view.show(g.board.scene(pic.state, None, lang, list(pic.names)))
            boards.append((f"{lesson} step {n}", view.canvas.value))
    return tuple(boards)


def _presenter_width(game: str, window: str) -> float:
    from tutor.core.registry import load_game

    spec = load_game(game).board
    assert spec is not None
    w, h = PRESENTER_WINDOWS[window]
    output = LAB_OUTPUT_PX + (w - 1366)
    column = output - 400 if output >= BESIDE_FROM else output
    return min(column, (h - 120) * spec.width / spec.height, spec.width * 1.3)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_presenter_board_labels_are_16_px_on_every_projector_and_keep_apart(page: Any, game: str, lang: str) -> None:
    """Presenter mode shows every label it keeps at 16 px or more on a 1280x720, 1366x768 or 1920x1080 projector
    (the board across the whole output below 1250 px, its fine print left out, labels raised within their own
    width), none over another or off the board."""
    boards = list(_presenter_boards(game, lang))
    for window in PRESENTER_WINDOWS:
        least = 16
        found = measure(page, boards, _presenter_width(game, window))
        small = [f"{b.name}: {b.smallest_text!r} at {b.smallest:.1f} px" for b in found if b.smallest < least - 0.01]
        assert len(found) == len(boards) and not small, (window, small[:5])
        faults = _faults(found)
        assert not faults, (window, faults[:8])


def test_the_canvas_paints_raised_labels_within_their_width() -> None:
    from tutor.core.scene import text
    from tutor.notebook.saved.paint import paint, text_width

    calls: list[tuple[Any, ...]] = []

    class Layer:
        def clear(self) -> None: ...

        def fill_text(self, *args: Any, **kw: Any) -> None:
            calls.append((self.font, args, kw))

    paint(Layer(), [text(10, 20, "Dragon", size=12), text(10, 60, "big", size=40)], scale=2.0, min_text=30)
    assert calls[0][0].startswith("60px") and calls[0][2] == {"max_width": text_width("Dragon", 12) * 2}
    assert calls[1][0].startswith("80px") and calls[1][2] == {}


def test_presenter_mode_leaves_out_fine_print_and_spaces_a_labels_lines() -> None:
    from tutor.core.scene import text
    from tutor.notebook.saved.presenter import ASCENT, DESCENT, presenter_shapes

    title = [text(10, 22, "Person", size=12), text(10, 38, "track", size=12)]  # one label on two lines
    shapes = [*title, text(50, 60, "7", size=12, fine=True), text(200, 5, "Score track", size=12),
              text(300, 60, "Dragon", size=12)]
    out = presenter_shapes(shapes, 19.2)
    assert [s.text for s in out] == ["Person", "track", "Score track", "Dragon"]
    first, second = out[:2]
    assert second.y - first.y >= (ASCENT + DESCENT) * 19.2  # the raised lines keep apart
    middle = (22 - ASCENT * 12 + 38 + DESCENT * 12) / 2  # around the same middle
    assert abs((first.y - ASCENT * 19.2 + second.y + DESCENT * 19.2) / 2 - middle) < 0.01
    assert out[2].y >= ASCENT * 19.2 and out[3] == shapes[4]  # moved onto the board; a label alone stays put
    assert presenter_shapes(title, 12) == title  # no raise, nothing moved
    long = text(900, 300, "x" * 20, size=12)  # 144 units wide as raised labels are drawn: past a 960-unit board
    assert presenter_shapes([long], 19.2, 960)[0].x == 960 - 1 - 144
