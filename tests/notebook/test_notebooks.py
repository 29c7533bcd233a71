"""Every notebook runs top to bottom headless, with no error, and its cells stay thin."""

from __future__ import annotations

import re
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbclient import NotebookClient

from tests.report import report

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
WORKERS = 2  # kernels at once (the machine has two cores; a kernel spends most of its start waiting)


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
    """Every notebook executed once, two kernels at a time; the total is in the run's summary."""
    start = time.perf_counter()
    with ThreadPoolExecutor(WORKERS) as pool:
        results = dict(zip(NOTEBOOKS, pool.map(execute, NOTEBOOKS), strict=True))
    wall = time.perf_counter() - start
    slowest = max(results, key=lambda p: results[p][1])
    report(f"notebooks: {len(results)} executed headless in {wall:.1f} s ({WORKERS} kernels at a time; "
           f"{sum(t for _, t in results.values()):.1f} s kernel time; slowest "
           f"{slowest.relative_to(ROOT / 'notebooks')} {results[slowest][1]:.1f} s)")
    return results


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_notebook_runs_without_error(path, executed):
    book, _ = executed[path]
    if isinstance(book, Exception):
        raise book
    errors = [o for c in book.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    assert book.metadata.get("widgets"), "the notebook should show widgets"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_notebook_is_thin_and_saved_without_outputs(path):
    book = nbformat.read(str(path), as_version=4)
    for cell in book.cells:
        if cell.cell_type == "code":
            assert len(cell.source.strip().splitlines()) <= 2, cell.source
            assert not cell.get("outputs"), "outputs are not committed"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_notebook_has_a_title_and_its_links_lead_somewhere(path):
    book = nbformat.read(str(path), as_version=4)
    assert book.cells[0].cell_type == "markdown" and book.cells[0].source.startswith("# "), "a title heading first"
    for cell in book.cells:
        if cell.cell_type == "markdown":
            for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", cell.source):
                assert (path.parent / target).exists(), f"dead link: {target}"
