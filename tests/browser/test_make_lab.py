"""`make lab` as a newcomer runs it (issue 25): it serves the learner's own signed copy, opens on the index of
the learner's language, every lesson shows its saved board and styled verdict before any cell runs, and using
a lesson leaves the checkout as it was."""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
from collections.abc import Iterator
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest

from tests.browser.conftest import free_port, wait_http
from tests.browser.test_browser import READY
from tests.conftest import CHROMIUM
from tests.processes import stop
from tutor.core.registry import load_game

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screenshots"  # `make screenshots` copies them to docs/ on purpose
VENV = Path(sys.executable).parent.parent
# one lesson per game, named as the generator numbers it (the lesson's place in its game: lessons come and go)
LESSONS = {game: f"{list(load_game(game).lessons).index(lesson) + 1:02d}-{lesson}"
           for game, lesson in (("year_of_the_dragon", "action-phase"), ("dragonheart", "setup"), ("china", "placement"),
                                ("river_dragons", "stones"))}
# what JupyterLab showed of an untrusted lesson: the board's text nodes run together
SCRAMBLED = ("Persontrack0123", "Event row1Peace")


def _git_status() -> str:
    return subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout


@pytest.fixture(scope="module")
def make_lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str, Path]]:
    """`make lab` in a fresh Jupyter home, as the README starts it: (base url, token, the learner's folder). No
    settings of the test's own: what `make lab` sets (no news popup, the kernel started) is what a newcomer gets."""
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed")
    tmp = tmp_path_factory.mktemp("make-lab")
    port, token = free_port(), secrets.token_hex(16)
    env = {**os.environ, "HOME": str(tmp / "home"), "JUPYTER_CONFIG_DIR": str(tmp / "config"),
           "JUPYTER_DATA_DIR": str(tmp / "data"), "JUPYTERLAB_SETTINGS_DIR": str(tmp / "settings"),
           "JUPYTERLAB_WORKSPACES_DIR": str(tmp / "ws"), "LANG": "C.UTF-8"}
    (tmp / "home").mkdir()
    cmd = ["make", "--no-print-directory", f"VENV={VENV}", "-o", f"{VENV}/.installed", "lab", f"PORT={port}",
           f"LAB_ARGS=--ServerApp.port_retries=0 --IdentityProvider.token={token} --LabApp.expose_app_in_browser=True"]
    with (tmp / "lab.log").open("w") as log:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            wait_http(f"http://127.0.0.1:{port}/api/status?token={token}", seconds=120)
            yield f"http://127.0.0.1:{port}", token, tmp / "home" / "tutor-lab"
        finally:
            stop(proc, group=True)  # make and the jupyter-lab it started


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    yield context.new_page()
    context.close()


def _board_colours(png: bytes) -> int:
    """How many distinct colours a screenshot holds (a drawn board has dozens; bare text a handful)."""
    from PIL import Image

    image = Image.open(BytesIO(png)).convert("RGB")
    return len(image.getcolors(maxcolors=1 << 20) or ())


def _saved_board(page: Any, game: str, lang: str) -> dict[str, Any]:
    """The first saved board and verdict of the open notebook, as drawn, and a screenshot of the board."""
    board = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output svg.tutor-board").first
    board.wait_for(state="attached", timeout=60_000)
    board.scroll_into_view_if_needed()
    box = board.bounding_box()
    shot = board.screenshot()
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"lab-first-open-{game}-{lang}.png"))
    verdict = page.evaluate("""() => {
        const open = '.jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output';
        const v = document.querySelector(open + ' .tutor-verdict .tutor-cite');
        if (!v) return null;
        const s = getComputedStyle(v);
        return {border: s.borderLeftWidth + ' ' + s.borderLeftStyle, display: s.display,
                styles: document.querySelectorAll(open + ' style').length};
    }""")
    text = page.evaluate("() => document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook').innerText")
    return {"box": box, "colours": _board_colours(shot), "verdict": verdict, "text": text}


def test_make_lab_opens_the_learners_signed_copy_on_the_index_of_their_language(make_lab, page) -> None:
    base, token, folder = make_lab
    assert (folder / "en" / "index.ipynb").is_file() and (folder / "ja" / "index.ipynb").is_file()
    page.goto(f"{base}/?token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.wait_for_function("() => { const w = window.jupyterapp.shell.currentWidget;"
                           " return !!(w && w.context && w.context.path === 'en/index.ipynb'); }", timeout=60_000)
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-MarkdownOutput h1").first.wait_for(timeout=60_000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "lab-first-open-index-en.png"))
    root = json.loads(page.evaluate(f"async () => JSON.stringify(await (await fetch('/api/contents?token={token}')).json())"))
    assert {item["name"] for item in root["content"]} >= {"en", "es", "ja"}  # the learner's folder, not notebooks/


TOASTS = "() => [...document.querySelectorAll('.Toastify__toast')].map(t => t.innerText)"
NOTIFICATION = "@jupyterlab/apputils-extension:notification"


def test_make_lab_asks_no_news_and_no_update_check(make_lab, page) -> None:
    """JupyterLab's news question and update check (toasts over the page's bottom right, where the companion's
    controls are at 1366x768) are off in the lab `make lab` starts: a learner is never asked or covered."""
    base, token, _folder = make_lab
    page.goto(f"{base}/lab/tree/en/index.ipynb?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-MarkdownOutput h1").first.wait_for(timeout=60_000)
    page.wait_for_timeout(4000)  # the news question comes once the page has settled
    assert page.evaluate(TOASTS) == []
    settings = json.loads(page.evaluate(f"async () => JSON.stringify(await (await fetch("
                                        f"'/lab/api/settings/{NOTIFICATION}?token={token}')).json())"))
    defaults = {k: v.get("default") for k, v in settings["schema"]["properties"].items()}  # overrides land here
    seen = {**defaults, **settings["settings"]}
    assert seen["fetchNews"] == "false" and seen["checkForUpdates"] is False, seen


@pytest.mark.parametrize("game", list(LESSONS))
def test_a_lesson_shows_its_saved_board_before_any_cell_runs(make_lab, page, game) -> None:
    base, token, _folder = make_lab
    lang = "ja" if game == "china" else "en"
    page.goto(f"{base}/lab/tree/{lang}/{game}/{LESSONS[game]}.ipynb?reset&token={token}")
    page.wait_for_function("() => !!window.jupyterapp", timeout=60_000)
    seen = _saved_board(page, game, lang)
    assert seen["box"]["width"] > 300 and seen["box"]["height"] > 150, seen["box"]
    assert seen["colours"] > 20, f"the board shows {seen['colours']} colours: not drawn"
    assert not [s for s in SCRAMBLED if s in seen["text"]], "the saved board came out as scrambled text"
    assert seen["verdict"] and seen["verdict"]["styles"] > 0, seen["verdict"]
    assert seen["verdict"]["border"] == "3px solid" and seen["verdict"]["display"] == "grid", seen["verdict"]


def test_using_a_lesson_in_make_lab_changes_nothing_in_the_checkout(make_lab, page) -> None:
    base, token, folder = make_lab
    before = _git_status()
    path = "en/dragonheart/01-setup.ipynb"
    page.goto(f"{base}/lab/tree/{path}?reset&token={token}")
    page.wait_for_function(READY, arg=path, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function("() => [...document.querySelectorAll('.jp-InputArea-prompt')]"
                           ".some(p => /\\[\\d+\\]/.test(p.innerText))", timeout=120_000)
    page.wait_for_function(READY, arg=path, timeout=120_000)
    page.evaluate("window.jupyterapp.commands.execute('docmanager:save')")
    page.wait_for_function("() => !window.jupyterapp.shell.currentWidget.context.model.dirty", timeout=30_000)
    saved = json.loads((folder / path).read_text(encoding="utf-8"))
    assert any(c.get("execution_count") for c in saved["cells"] if c["cell_type"] == "code")  # the learner's copy
    assert _git_status() == before
