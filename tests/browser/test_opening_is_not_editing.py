"""Opening is not editing (issue 35): a lesson opened in `make lab` and closed untouched asks nothing, and a
lesson opened or run but never edited is not reported as "kept, edited" by the next `tutor notebooks`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tests.browser.test_browser import READY
from tests.browser.test_make_lab import make_lab, page  # noqa: F401 (fixtures: `make lab` in a fresh home)

pytestmark = pytest.mark.browser
OPENED = "en/china/03-house-scoring.ipynb"  # the example: never run, reported as edited
RUN = "en/dragonheart/01-setup.ipynb"
CURRENT = "window.jupyterapp.shell.currentWidget"


def _open(tab: Any, base: str, token: str, path: str) -> None:
    tab.goto(f"{base}/lab/tree/{path}?reset&token={token}")
    tab.wait_for_function(READY, arg=path, timeout=120_000)


def _close_without_dialog(tab: Any) -> None:
    """Close the notebook's tab: JupyterLab asks to save only a modified notebook."""
    tab.evaluate("window.jupyterapp.commands.execute('application:close')")
    time.sleep(1.5)
    dialogs = tab.locator(".jp-Dialog").count()
    assert dialogs == 0, f"closing the untouched lesson asked: {tab.locator('.jp-Dialog').first.inner_text()!r}"
    tab.wait_for_function(f"() => !{CURRENT} || !{CURRENT}.context", timeout=10_000)


def test_a_lesson_opened_and_closed_untouched_is_not_modified_and_not_edited(make_lab, page) -> None:  # noqa: F811
    base, token, folder = make_lab
    _open(page, base, token, OPENED)
    time.sleep(2)  # the kernel's info arrives after the kernel is idle: JupyterLab then rewrites the metadata
    assert not page.evaluate(f"{CURRENT}.context.model.dirty"), "the lesson is marked modified on opening"
    _close_without_dialog(page)
    _open(page, base, token, RUN)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function("() => [...document.querySelectorAll('.jp-InputArea-prompt')]"
                           ".some(p => /\\[\\d+\\]/.test(p.innerText))", timeout=120_000)
    page.wait_for_function(READY, arg=RUN, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")  # what autosave does
    page.wait_for_function(f"() => !{CURRENT}.context.model.dirty", timeout=30_000)
    env = {**os.environ, "HOME": str(folder.parent), "JUPYTER_DATA_DIR": str(folder.parent.parent / "data")}
    out = subprocess.run([sys.executable, "-m", "tutor", "notebooks", str(folder), "--lang", "all"], env=env,
                         capture_output=True, text=True, check=True).stdout
    assert "kept, edited" not in out and "0 kept as edited" in out, out
    ran = json.loads((Path(folder) / RUN).read_text(encoding="utf-8"))
    assert any(c.get("execution_count") for c in ran["cells"]), "the learner's run copy was replaced"
