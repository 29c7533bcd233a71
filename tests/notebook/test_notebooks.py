"""The notebooks: what the generator makes, saved with outputs that teach without a kernel, and the same
outputs when a real kernel runs them (a sample of every kind, game and language)."""

from __future__ import annotations

import re
import time
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

from tests.report import report
from tutor.core.registry import games
from tutor.notebook.publish.generate import WIDGET, generate
from tutor.text.catalog import LANGS, cite

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ALL = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
LESSONS = [p for p in ALL if re.match(r"\d\d-", p.name) and not p.stem.endswith(("full-game", "quiz"))]
QUIZZES = [p for p in ALL if p.stem.endswith("-quiz")]
WORKERS = 2  # the machine has two cores
BOARD = re.compile(r'<svg [^>]*class="tutor-board"')


def rel(p: Path) -> str:
    return p.relative_to(NOTEBOOKS).as_posix()


def sample() -> list[Path]:
    """Per game: a different lesson in each language, the quiz (en), the full game (ja), the play notebook (es);
    and an index."""
    out = [NOTEBOOKS / "en" / "index.ipynb"]
    for g in games():
        lessons = sorted((NOTEBOOKS / "en" / g.spec.name).glob("[0-9][0-9]-*.ipynb"))
        lessons = [p for p in lessons if p in LESSONS]
        for i, lang in enumerate(LANGS):
            out.append(NOTEBOOKS / lang / g.spec.name / lessons[i % len(lessons)].name)
        out.append(next((NOTEBOOKS / "en" / g.spec.name).glob("*-quiz.ipynb")))
        out.append(next((NOTEBOOKS / "ja" / g.spec.name).glob("*-full-game.ipynb")))
        out.append(NOTEBOOKS / "es" / g.spec.name / "play.ipynb")
    return out


SAMPLE = sample()


def test_the_committed_notebooks_are_what_the_generator_makes(tmp_path):
    """`make notebooks` was run after the last change to lessons, quizzes, catalogs or displays (cell ids and
    outputs included: the generator's are deterministic)."""
    assert generate(NOTEBOOKS, check=True) == [], "run `make notebooks` and commit the notebooks"
    made = {rel(p) for p in ALL}
    generate(tmp_path, only=("en/index",))
    expected = {f"{lang}/index.ipynb" for lang in LANGS}
    for g in games():
        expected |= {f"{lang}/{g.spec.name}/{p.name}" for lang in LANGS for p in (NOTEBOOKS / "en" / g.spec.name).iterdir()}
    assert made == expected, "only generated notebooks live under notebooks/ (one set per language)"


def test_every_lesson_exists_in_every_language():
    assert len(LESSONS) == 3 * sum(len(g.lessons) for g in games())
    assert len(QUIZZES) == 3 * len(games())


# -- without a kernel: the HTML a static viewer shows -----------------------------------------------
_EXPORTER: list[Any] = []


def export_html(path: Path) -> str:
    """nbconvert's HTML of a notebook, as `jupyter nbconvert --to html` writes it (one exporter a process)."""
    from nbconvert import HTMLExporter

    if not _EXPORTER:
        _EXPORTER.append(HTMLExporter())
    body, _ = _EXPORTER[0].from_filename(str(path))
    return str(body)


@pytest.fixture(scope="module")
def exported() -> dict[Path, str]:
    """Every lesson and quiz notebook as nbconvert's HTML, with no execution (what a static viewer gets)."""
    start = time.perf_counter()
    paths = LESSONS + QUIZZES
    with ProcessPoolExecutor(WORKERS) as pool:
        pages = dict(zip(paths, pool.map(export_html, paths), strict=True))
    report(f"notebooks: {len(pages)} lesson and quiz notebooks exported to HTML in {time.perf_counter() - start:.1f} s")
    return pages


def sections(html: str) -> list[str]:
    """The page cut at its second-level headings (one section a step or question), the part before dropped."""
    return re.split(r"<h2[ >]", html)[1:]


def text_of(html: str) -> str:
    from bs4 import BeautifulSoup

    return re.sub(r"\s+", " ", BeautifulSoup(html, "html.parser").get_text())


@pytest.mark.parametrize("path", LESSONS, ids=[rel(p) for p in LESSONS])
def test_a_saved_lesson_shows_every_steps_rule_board_and_verdict_without_a_kernel(path, exported):
    """nbconvert's HTML of the saved notebook: for each step, every clause it quotes (source wording and
    translation), the position as an SVG board, and for a task a cited verdict."""
    game_name, lang = path.parent.name, path.parts[-3]
    game = next(g for g in games() if g.spec.name == game_name)
    lesson = next(les for i, les in enumerate(game.lessons.values(), 1) if path.name.startswith(f"{i:02d}-"))
    parts = sections(exported[path])
    assert len(parts) == len(lesson.steps)
    for step, part in zip(lesson.steps, parts, strict=True):
        words = text_of(part)
        for cid in step.clauses:
            c = cite(cid, lang)
            assert re.sub(r"\s+", " ", c.source) in words, f"{cid}: the source wording is missing"
            assert re.sub(r"\s+", " ", c.translation) in words, f"{cid}: the translation is missing"
            assert cid in words
        assert BOARD.search(part), "no board"
        if step.task is not None:
            assert 'class="tutor-verdict' in part, "a task step shows the tutor's verdict on a move that does it"
            assert 'data-clause="' in part.split('class="tutor-verdict', 1)[1], "the verdict cites a clause"
            if step.task.cites:
                assert f'data-clause="{step.task.cites}"' in part


@pytest.mark.parametrize("path", QUIZZES, ids=[rel(p) for p in QUIZZES])
def test_a_saved_quiz_is_printable_each_question_with_its_board_and_a_folded_cited_answer(path, exported):
    parts = sections(exported[path])
    assert parts, "the quiz has questions"
    boards = 0
    for part in parts:
        boards += len(BOARD.findall(part))
        assert '<details class="tutor-answer">' in part, "the answer is folded"
        assert 'data-clause="' in part.split('<details class="tutor-answer">', 1)[1], "the answer cites the rules"
    assert boards >= 1 and BOARD.search(parts[0])


@pytest.mark.parametrize("path", ALL, ids=[rel(p) for p in ALL])
def test_notebook_has_a_title_and_its_links_lead_somewhere(path):
    book = nbformat.read(str(path), as_version=4)
    assert book.cells[0].cell_type == "markdown" and book.cells[0].source.startswith("# "), "a title heading first"
    for cell in book.cells:
        if cell.cell_type == "markdown":
            for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", cell.source):
                assert (path.parent / target).exists(), f"dead link: {target}"
        else:
            assert len(cell.source.strip().splitlines()) <= 3, "code cells stay short"
            assert not any(o.get("output_type") == "error" for o in cell.get("outputs", []))


def test_lesson_cells_carry_slideshow_metadata():
    book = nbformat.read(str(LESSONS[0]), as_version=4)
    kinds = [c.metadata.get("slideshow", {}).get("slide_type") for c in book.cells]
    assert None not in kinds and kinds.count("slide") >= 2 and "skip" in kinds


# -- with a kernel: the code gives the saved outputs ------------------------------------------------
def execute(path: Path) -> tuple[Any, float]:
    """Run a notebook in a fresh kernel: the executed notebook (or the exception) and the seconds it took."""
    book = nbformat.read(str(path), as_version=4)
    start = time.perf_counter()
    try:
        NotebookClient(book, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    except Exception as exc:  # reported by the notebook's own test
        return exc, time.perf_counter() - start
    return book, time.perf_counter() - start


@pytest.fixture(scope="module")
def executed() -> dict[Path, tuple[Any, float]]:
    """The sample executed once, two kernels at a time; the total is in the run's summary."""
    start = time.perf_counter()
    with ThreadPoolExecutor(WORKERS) as pool:
        results = dict(zip(SAMPLE, pool.map(execute, SAMPLE), strict=True))
    wall = time.perf_counter() - start
    slowest = max(results, key=lambda p: results[p][1])
    report(f"notebooks: {len(results)} of {len(ALL)} executed headless in {wall:.1f} s ({WORKERS} kernels at a time; "
           f"{sum(t for _, t in results.values()):.1f} s kernel time; slowest {rel(slowest)} {results[slowest][1]:.1f} s)")
    return results


@pytest.mark.notebook
@pytest.mark.parametrize("path", SAMPLE, ids=[rel(p) for p in SAMPLE])
def test_a_kernel_running_the_notebook_gives_its_saved_outputs(path, executed):
    book, _ = executed[path]
    if isinstance(book, Exception):
        raise book
    saved = nbformat.read(str(path), as_version=4)
    live = 0
    for ran, kept in zip(book.cells, saved.cells, strict=True):
        if ran.cell_type != "code":
            continue
        errors = [o for o in ran.outputs if o.get("output_type") == "error"]
        assert not errors, errors
        if ran.source.startswith(WIDGET):  # a live widget, or a learner's own record: not saved
            live += 1
            if "widget(" in ran.source:
                assert any("application/vnd.jupyter.widget-view+json" in o.get("data", {}) for o in ran.outputs)
            continue
        got = [{k: v for k, v in o.get("data", {}).items()} for o in ran.outputs]
        want = [{k: v for k, v in o.get("data", {}).items()} for o in kept.outputs]
        assert got == want, f"cell {ran.source!r}: the kernel's output differs from the saved one"
    assert live or path.name == "index.ipynb", "the notebook opens a live widget"
