from __future__ import annotations

import os
import tempfile

import pytest

from tests.fixture_game import NIM
from tests.report import LINES
from tutor.core import registry
from tutor.text import catalog
from tutor.text.clauses import Clause

NIM_CLAUSES = {
    "nim.take": "Take one, two or three stones.",
    "nim.pass": "Each player may pass once.",
    "nim.end": "Whoever takes the last stone wins.",
}


@pytest.fixture(autouse=True, scope="session")
def _progress_in_a_scratch_folder():
    """Kernels and servers the tests start record learner progress in a scratch folder, never in the real
    Jupyter data directory (the variable is inherited by every process started after this)."""
    with tempfile.TemporaryDirectory(prefix="tutor-progress-") as scratch:
        before = os.environ.get("TUTOR_PROGRESS_DIR")
        os.environ["TUTOR_PROGRESS_DIR"] = scratch
        yield
        if before is None:
            os.environ.pop("TUTOR_PROGRESS_DIR", None)
        else:
            os.environ["TUTOR_PROGRESS_DIR"] = before


CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="session")
def browser():
    """One headless Chromium (Debian's) for the whole run, shared by the browser and hub tests: Playwright's sync
    API allows one driver per thread."""
    from pathlib import Path

    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (make browser-deps installs it as root)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def nim():
    """The fixture game and its made-up clauses, registered for the duration of a test."""
    registry.register(NIM)
    clauses = catalog.all_clauses()
    for cid, text in NIM_CLAUSES.items():
        clauses[cid] = Clause(id=cid, domain="nim", lang="en", kind="rule", text=text)
    yield NIM
    registry._GAMES.pop("nim", None)
    for cid in NIM_CLAUSES:
        clauses.pop(cid, None)


def pytest_terminal_summary(terminalreporter) -> None:
    """The figures measured during the run (see tests/report.py)."""
    if LINES:
        terminalreporter.section("measured")
        for line in LINES:
            terminalreporter.write_line(line)
