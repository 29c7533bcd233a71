"""Every notebook runs top to bottom headless, with no error, and its cells stay thin."""

from __future__ import annotations

import re
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
TIMES: dict[str, float] = {}


@pytest.mark.notebook
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_notebook_runs_without_error(path):
    book = nbformat.read(str(path), as_version=4)
    start = time.perf_counter()
    NotebookClient(book, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    TIMES[path.name] = time.perf_counter() - start
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


def test_report_notebook_time():
    """Printed by `make test` (pytest -s not needed: see the summary line)."""
    if TIMES:
        print(f"\nnotebooks: {len(TIMES)} executed in {sum(TIMES.values()):.1f} s")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_notebook_has_a_title_and_its_links_lead_somewhere(path):
    book = nbformat.read(str(path), as_version=4)
    assert book.cells[0].cell_type == "markdown" and book.cells[0].source.startswith("# "), "a title heading first"
    for cell in book.cells:
        if cell.cell_type == "markdown":
            for target in re.findall(r"\]\(([^)#]+\.ipynb)\)", cell.source):
                assert (path.parent / target).exists(), f"dead link: {target}"
