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

from tests.game_packages import bundled
from tests.report import report
from tutor.core.registry import games
from tutor.notebook.publish.generate import WIDGET, generate, lesson_entries, notebooks, orphans
from tutor.notebook.saved.panel import STYLE
from tutor.text.catalog import cite, languages

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
    for g in filter(bundled, games()):  # the games whose notebooks ship (not the guide's reference game)
        lessons = sorted((NOTEBOOKS / "en" / g.spec.name).glob("[0-9][0-9]-*.ipynb"))
        lessons = [p for p in lessons if p in LESSONS]
        for i, lang in enumerate(languages()):
            out.append(NOTEBOOKS / lang / g.spec.name / lessons[i % len(lessons)].name)
        out.append(next((NOTEBOOKS / "en" / g.spec.name).glob("*-quiz.ipynb")))
        out.append(next((NOTEBOOKS / "ja" / g.spec.name).glob("*-full-game.ipynb")))
        out.append(NOTEBOOKS / "es" / g.spec.name / "play.ipynb")
    return out


SAMPLE = sample()


def each_once(paths: list[Path]) -> list[Path]:
    """Each notebook of ``paths`` in one language, the languages taken in turn (every language is met): the
    per-language copies differ only in their words, which the catalog tests check whole."""
    langs = sorted({p.relative_to(NOTEBOOKS).parts[0] for p in paths})
    names = sorted({p.relative_to(NOTEBOOKS).parts[1:] for p in paths})
    return [p for i, parts in enumerate(names) if (p := NOTEBOOKS.joinpath(langs[i % len(langs)], *parts)) in paths]


def sampled(paths: list[Path]) -> list[Any]:
    """``paths`` as test parameters: each notebook once in `make test`, the other languages' copies marked slow
    (`make wide` runs them all)."""
    once = set(each_once(paths))
    return [pytest.param(p, id=rel(p), marks=() if p in once else pytest.mark.slow) for p in paths]


def test_the_committed_notebooks_are_what_the_generator_makes():
    """`make notebooks` was run after the last change to lessons, quizzes, catalogs or displays (cell ids and
    outputs included: the generator's are deterministic), both ways: every notebook it would write is committed
    as it would write it, and nothing else lives under notebooks/."""
    made = {rel for rel, _ in notebooks()}
    assert sorted({rel(p) for p in ALL} - made) == [], "notebooks the generator no longer makes: run `make notebooks`"
    assert sorted(made - {rel(p) for p in ALL}) == [], "notebooks not generated yet: run `make notebooks`"
    assert generate(NOTEBOOKS, check=True) == [], "run `make notebooks` and commit the notebooks"


def test_generating_removes_the_notebooks_it_no_longer_makes(tmp_path):
    """A lesson renumbered (appending one makes ``09-quiz`` the tenth notebook): the old file goes, in every
    language, and ``--check`` names it first."""
    quiz = _quiz_file("china")
    stale = [f"{lang}/china/{int(quiz[:2]) - 1:02d}-quiz.ipynb" for lang in languages()]
    for path in stale + [f"{lang}/china/{quiz}" for lang in languages()]:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text("{}", encoding="utf-8")
    only = [f"{lang}/china/0" for lang in languages()]
    assert orphans(tmp_path, only) == sorted(stale)
    assert generate(tmp_path, check=True, only=[s.removesuffix(".ipynb") for s in stale]) == sorted(stale)
    generate(tmp_path, only=[s.removesuffix(".ipynb") for s in stale])
    assert not [p for p in stale if (tmp_path / p).exists()] and orphans(tmp_path) == []


def _quiz_file(game: str) -> str:
    return next(e.file for e in lesson_entries(next(g for g in games() if g.spec.name == game)) if e.file.endswith("-quiz.ipynb"))


def test_every_lesson_exists_in_every_language():
    assert len(LESSONS) == len(languages()) * sum(len(g.lessons) for g in games())
    assert len(QUIZZES) == len(languages()) * len(games())


@pytest.mark.parametrize("game", games(), ids=lambda g: g.spec.name)
def test_every_lesson_ends_with_a_check_yourself(game):
    """Each lesson's notebook ends with two or three quiz questions on its own clauses (generate.py
    _check_yourself): a lesson whose clauses no question's answer mostly cites gets none."""
    from tutor.notebook.quizbook import QuizBook
    from tutor.notebook.saved.lessonexample import check_questions

    quiz = QuizBook(game.spec.name, "en")
    for lesson_id, lesson in game.lessons.items():
        clauses = [c for st in lesson.steps for c in st.clauses]
        assert check_questions(quiz, clauses), (
            f"{game.spec.name} lesson {lesson_id!r} has no check-yourself: add a quiz scenario under "
            f"tests/scenarios/{game.spec.name}/quiz/ whose answer cites mostly some of the lesson's clauses "
            f"({', '.join(sorted(set(clauses)))}), asked in words by tutor/games/{game.spec.name}/quiz.py "
            "(docs/writing-a-lesson.md), then run `make notebooks`")


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
def exported(request: pytest.FixtureRequest) -> dict[Path, str]:
    """Every lesson and quiz notebook this run tests, as nbconvert's HTML, with no execution (what a static
    viewer gets)."""
    start = time.perf_counter()
    chosen = {item.callspec.params["path"] for item in request.session.items
              if "exported" in getattr(item, "fixturenames", ()) and hasattr(item, "callspec")}
    paths = [p for p in LESSONS + QUIZZES if p in chosen]
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


@pytest.mark.parametrize("path", sampled(LESSONS))
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


@pytest.mark.parametrize("path", sampled(QUIZZES))
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
        # the saved notebook keeps the panel's style sheet once (the generator's style_once), a kernel in each output
        got = [{k: v.replace(STYLE, "") for k, v in o.get("data", {}).items()} for o in ran.outputs]
        want = [{k: v.replace(STYLE, "") for k, v in o.get("data", {}).items()} for o in kept.outputs]
        assert got == want, f"cell {ran.source!r}: the kernel's output differs from the saved one"
    assert live or path.name == "index.ipynb", "the notebook opens a live widget"
