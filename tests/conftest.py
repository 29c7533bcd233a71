from __future__ import annotations

import ast
import functools
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest

from tests.fixture_game import NIM
from tests.game_packages import OPTION, register_reference
from tests.report import LINES
from tests.sampling import Case, left_to_wide
from tutor.core import registry
from tutor.text import catalog
from tutor.text.clauses import Clause

NIM_CLAUSES = {
    "nim.take": "Take one, two or three stones.",
    "nim.pass": "Each player may pass once.",
    "nim.end": "Whoever takes the last stone wins.",
}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(OPTION, action="store_true",
                     help="register the guide's reference game (tests/reference_game/) as a fifth game")


def pytest_configure(config: pytest.Config) -> None:
    """With ``--reference-game``, the reference game is registered before any test module lists the games."""
    if config.getoption(OPTION):
        register_reference()


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """The reference game's own tests (tests/games/reference_game/) import it, which registers it: they are
    collected with ``--reference-game`` only."""
    if collection_path.name == "reference_game" and collection_path.parent.name == "games":
        return not config.getoption(OPTION) or None
    return None


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
    """One headless Chromium (Debian's) per test process, shared by its browser and hub tests: Playwright's sync
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


# -- running in parallel (pytest-xdist, `make test`: -n 2 --dist loadgroup) ----------------------------------
# The browser tests share one Chromium and the session's JupyterLab: one worker runs them in turn. The hub tests
# share their hub the same way, as a second unit, which the other worker takes while the first drives the browser.
ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def _source(file: str) -> str:
    path = ROOT / file
    return path.read_text(encoding="utf-8") if path.suffix == ".py" and path.is_file() else ""


def _fixture_scope(fn: ast.FunctionDef) -> str | None:
    """``"function"``, ``"module"``... for a function decorated ``@pytest.fixture``; None for any other."""
    for d in fn.decorator_list:
        call = d if isinstance(d, ast.Call) else None
        target = call.func if call else d
        if isinstance(target, ast.Attribute) and target.attr == "fixture":
            kw = {k.arg: k.value for k in (call.keywords if call else [])}
            scope = kw.get("scope")
            return str(scope.value) if isinstance(scope, ast.Constant) else "function"
    return None


@functools.cache
def _sharing(file: str) -> dict[str, str]:
    """Test function -> the fixtures of its module that outlive a test it uses, even through another fixture (an
    export of the notebooks, a built wheel): the tests using the same ones run on one worker."""
    tree = ast.parse(_source(file))
    fns = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    args = {f.name: {a.arg for a in f.args.args} for f in fns}
    roots = {f.name: {f.name} for f in fns if _fixture_scope(f) in ("module", "package", "class")}
    for _ in range(len(fns)):  # a fixture that uses a shared one shares it
        for f in fns:
            if _fixture_scope(f):
                roots[f.name] = roots.get(f.name, set()).union(*(roots.get(a, set()) for a in args[f.name]))
    used = {f.name: set().union(*(roots.get(a, set()) for a in args[f.name])) for f in fns if f.name.startswith("test")}
    return {name: ",".join(sorted(r)) for name, r in used.items() if r}


def xdist_scope(nodeid: str) -> str:
    """The unit a worker takes whole: every browser test (a module marked so) in one, every hub test in another;
    the tests of a module sharing a fixture that outlives a test in one; any other test on its own (either worker
    may take it). Read from the test ids and files alone, as the controller sees them (pytest 9 ignores the ids xdist's
    own ``xdist_group`` marks rewrite)."""
    file, _, rest = nodeid.partition("::")
    text = _source(file)
    marked = re.search(r"^pytestmark = .*\bpytest\.mark\.(browser|hub)\b", text, re.M)
    if marked:
        return marked.group(1)
    test = rest.split("[", 1)[0]
    if "::" in test and re.search(r'@pytest\.fixture\(scope="(module|package|class)"', text):
        return file  # a test class: kept whole
    shared = _sharing(file).get(test)
    return f"{file}::{shared}" if shared else nodeid


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Browser families run per game are sampled (tests/sampling.py): the cases `make test` leaves out are marked
    ``slow``, before ``-m`` deselects by mark, so `make wide` and `make test-browser` still run them."""
    cases = {item: Case(f"{item.path.name}::{getattr(item, 'originalname', item.name)}",
                        getattr(getattr(item, "callspec", None), "id", ""))
             for item in items if item.get_closest_marker("browser")}
    shipped = [g.spec.name for g in registry.games() if any(g.spec.name in c.params for c in cases.values())]
    wide = left_to_wide(list(cases.values()), shipped)
    for item, case in cases.items():
        if case in wide:
            item.add_marker(pytest.mark.slow)


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadgroup`` hands out the units of :func:`xdist_scope`."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class Units(LoadScopeScheduling):  # type: ignore[misc]
        def _split_scope(self, nodeid: str) -> str:
            return xdist_scope(nodeid)

    return Units(config, log)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A worker hands the figures it measured to the controller, which prints them (see pytest_testnodedown)."""
    out = getattr(session.config, "workeroutput", None)
    if out is not None:
        out["tutor_report"] = list(LINES)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:  # type: ignore[no-untyped-def]
    LINES.extend(getattr(node, "workeroutput", {}).get("tutor_report", []))


def pytest_terminal_summary(terminalreporter) -> None:
    """The figures measured during the run (see tests/report.py), from every worker."""
    if LINES:
        terminalreporter.section("measured")
        for line in LINES:
            terminalreporter.write_line(line)
