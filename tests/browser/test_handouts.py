"""Printable handouts (issue 28): ``make handouts`` prints each lesson to PDF with Chromium; the PDF is read back
with poppler (pdfinfo, pdftotext, pdftoppm): its pages, the lesson title and a drawn board on page 1, the
questions without their answers, and the answer key on a page of its own."""

from __future__ import annotations

import io
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from tutor.core.registry import load_game
from tutor.notebook.publish.handouts import build
from tutor.text.ui import gettext

pytestmark = pytest.mark.browser


def _case(lang: str, game: str, lesson: str) -> tuple[str, str, str, str]:
    """A handout named as ``make handouts`` names it: the lesson's number in its game's order (lessons come and go)."""
    return lang, game, lesson, f"{list(load_game(game).lessons).index(lesson) + 1:02d}-{lesson}"


CASES = [_case("en", "china", "placement"), _case("ja", "year_of_the_dragon", "action-phase"),
         _case("es", "river_dragons", "dragons")]


def poppler(tool: str, *args: str) -> bytes:
    if not shutil.which(tool):
        pytest.fail(f"{tool} is missing: poppler-utils (make browser-deps installs it)")
    return subprocess.run([tool, *args], check=True, capture_output=True, timeout=120).stdout


@pytest.fixture(scope="module")
def pdfs(tmp_path_factory) -> dict[str, Path]:
    if not Path("/usr/bin/chromium").exists():
        pytest.skip("Debian's chromium is not installed (make browser-deps installs it)")
    out = tmp_path_factory.mktemp("handouts")
    written = build(out, [f"{lang}/{game}/{file}" for lang, game, _, file in CASES])
    return {p.parent.parent.name: p for p in written}


def page_text(pdf: Path, page: int) -> str:
    return poppler("pdftotext", "-layout", "-f", str(page), "-l", str(page), str(pdf), "-").decode()


@pytest.mark.parametrize(("lang", "game", "lesson", "file"), CASES)
def test_a_handout_prints_the_rules_the_boards_the_questions_and_a_separate_key(pdfs, lang, game, lesson, file):
    pdf = pdfs[lang]
    assert pdf.name == f"{file}.pdf"
    page = pdf.with_suffix(".html").read_text(encoding="utf-8")  # one self-contained page: nothing fetched
    assert "http" not in page.replace("http://www.w3.org/2000/svg", "")
    info = poppler("pdfinfo", str(pdf)).decode()
    pages = int(next(ln.split()[-1] for ln in info.splitlines() if ln.startswith("Pages:")))
    g = load_game(game)
    steps = len(g.lessons[lesson].steps)
    assert 3 <= pages <= 3 * steps + 4, pages  # rules and boards, the questions, the key

    title = gettext(g.lessons[lesson].title, lang)
    first = page_text(pdf, 1)
    assert title.replace(" ", "") in first.replace(" ", ""), first[:300]
    png = poppler("pdftoppm", "-r", "40", "-png", "-f", "1", "-l", "1", "-singlefile", str(pdf))
    image = Image.open(io.BytesIO(png)).convert("RGB")
    colours = image.getcolors(maxcolors=1 << 16)
    assert colours is None or len(colours) > 200, "page 1 shows no drawn board"
    w, h = image.size  # the board: a large coloured area in the page's lower part
    lower = image.crop((0, h // 3, w, h))
    saturated = sum(1 for r, gg, b in lower.get_flattened_data() if max(r, gg, b) - min(r, gg, b) > 60)
    assert saturated > 0.05 * lower.size[0] * lower.size[1], "page 1 shows no drawn board"

    texts = [page_text(pdf, n) for n in range(1, pages + 1)]
    check, key = gettext("Check yourself", lang), gettext("Answers", lang)
    key_pages = [n for n, t in enumerate(texts) if key in t and check not in t]
    check_pages = [n for n, t in enumerate(texts) if check in t]
    assert check_pages and key_pages and key_pages[0] > check_pages[-1]
    before_key = "".join(texts[: key_pages[0]])
    answer = gettext("The answer: %(answer)s", lang, answer="")
    assert answer.strip() not in before_key  # no answer is printed with the questions
