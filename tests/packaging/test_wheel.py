"""The wheel works outside the source tree: build it, install it in a fresh venv, use it from elsewhere.

`python -m build` makes the sdist and then the wheel *from the sdist* (so both carry the data). The
wheel goes into a new venv with `pip install --no-deps --no-index` (not editable); its third-party
dependencies come from this test's own venv through a `.pth` line appended after the new venv's
site-packages (fast, no download; the editable `tutor` of this venv is not visible there because
`.pth` files in an appended folder are not run); the borrowed dependencies' Jupyter data files (Voilà's
templates) are found through JUPYTER_PATH. Every command runs from a temporary folder.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import tarfile
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.processes import stop

pytestmark = pytest.mark.packaging

REPO = Path(__file__).resolve().parents[2]
SCENARIO = REPO / "tests" / "scenarios" / "year_of_the_dragon" / "rulebook" / "02-fee-doro.yaml"


def _run(cmd: list[str], cwd: Path, timeout: float = 300, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
    if check and proc.returncode != 0:
        raise AssertionError(f"{cmd} exited {proc.returncode}\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    return proc


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    _run([sys.executable, "-m", "build", "--outdir", str(out), str(REPO)], cwd=out, timeout=600)
    return out


@pytest.fixture(scope="module")
def venv(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("venv")
    env_dir = root / "env"
    base = getattr(sys, "_base_executable", sys.executable)
    _run([base, "-m", "venv", str(env_dir)], cwd=root)
    py = env_dir / "bin" / "python"
    wheel = next(dist.glob("tutor-*.whl"))
    _run([str(py), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)], cwd=root)
    site = _run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], cwd=root).stdout.strip()
    Path(site, "project-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    return env_dir


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    d = tmp_path / "elsewhere"
    d.mkdir()
    return d


def test_the_wheel_and_the_sdist_carry_the_data(dist: Path) -> None:
    names = zipfile.ZipFile(next(dist.glob("tutor-*.whl"))).namelist()
    for lang in ("en", "es", "ja"):
        assert f"tutor/data/locales/{lang}/LC_MESSAGES/tutor.po" in names
        assert f"tutor/data/locales/{lang}/LC_MESSAGES/year_of_the_dragon.po" in names
    for expected in ("tutor/data/locales/clauses/links.yaml", "tutor/data/locales/sources/china.es.txt",
                     "tutor/data/locales/glossary/china.yaml", "tutor/games/china/boards/side_a.yaml"):
        assert expected in names
    assert [n for n in names if n.startswith("tutor/data/scenarios/") and "/quiz/" in n]
    # the worked examples the lessons stand on ship too (Step.scenario); the other test scenarios do not
    assert "tutor/data/scenarios/year_of_the_dragon/rulebook/10-tribute-clara.yaml" in names
    assert "tutor/data/scenarios/year_of_the_dragon/expansions/super-10-charter.yaml" in names
    shipped_kinds = {n.split("/")[4] for n in names if n.startswith("tutor/data/scenarios/") and n.count("/") >= 5}
    assert shipped_kinds == {"quiz", "rulebook", "expansions", "lesson"}
    # every scenario a lesson step stands on is in the wheel (a static site's China lesson stopped on a missing one)
    from tutor.core.registry import games

    wanted = {f"tutor/data/scenarios/{g.spec.name}/{st.scenario}" for g in games()
              for les in getattr(g, "lessons", {}).values() for st in les.steps if st.scenario}
    assert not wanted - set(names), sorted(wanted - set(names))
    shipped = {n.removeprefix("tutor/data/notebooks/") for n in names if n.startswith("tutor/data/notebooks/")}
    in_repo = {p.relative_to(REPO / "notebooks").as_posix() for p in (REPO / "notebooks").rglob("*.ipynb")
               if ".ipynb_checkpoints" not in p.parts}
    assert shipped == in_repo
    with tarfile.open(next(dist.glob("tutor-*.tar.gz"))) as sdist:
        members = sdist.getmembers()
    assert not [m.name for m in members if m.issym()]  # the symlinks were followed: real files
    assert any(m.name.endswith("tutor/data/locales/ja/LC_MESSAGES/tutor.po") for m in members)


def test_installed_not_editable_and_finds_its_data_inside(venv: Path, elsewhere: Path) -> None:
    code = "import tutor, tutor.resources as r; print(tutor.__file__); print(r.locales()); print(r.notebooks())"
    lines = _run([str(venv / "bin" / "python"), "-c", code], cwd=elsewhere).stdout.split()
    for line in lines:
        assert line.startswith(str(venv)), line
        assert str(REPO) not in line
        assert Path(line).exists()


def test_a_rulebook_scenario_runs_from_another_folder(venv: Path, elsewhere: Path) -> None:
    shutil.copy(SCENARIO, elsewhere / SCENARIO.name)
    proc = _run([str(venv / "bin" / "tutor"), "scenario", SCENARIO.name, "--lang", "es", "--json"], cwd=elsewhere)
    [result] = json.loads(proc.stdout)
    assert result["passed"] is True
    assert any("yotd.actions.fee" in step["rules"] for step in result["steps"])


@pytest.mark.parametrize("lang", ["ja", "es"])
def test_a_clause_is_cited_in_every_language(venv: Path, elsewhere: Path, lang: str) -> None:
    proc = _run([str(venv / "bin" / "python"), "-m", "tutor", "rules", "year_of_the_dragon", "--lang", lang, "--json"],
                cwd=elsewhere)
    fee = next(c for c in json.loads(proc.stdout) if c["id"] == "yotd.actions.fee")
    assert fee["lang"] == lang and fee["source_lang"] == "es"
    assert fee["source"].startswith("Nota: Si un jugador elige un grupo de cartas")
    assert fee["translated"] is True
    if lang == "ja":
        assert "3元" in fee["translation"]
    else:
        assert fee["translation"] == fee["source"]


def test_notebooks_copy_and_one_executes_headless(venv: Path, elsewhere: Path) -> None:
    _run([str(venv / "bin" / "tutor"), "notebooks", "lessons", "--lang", "en"], cwd=elsewhere)
    lesson = next((elsewhere / "lessons").glob("year_of_the_dragon/01-*.ipynb"))
    code = (
        "import sys, nbformat; from nbclient import NotebookClient\n"
        "nb = nbformat.read(sys.argv[1], as_version=4)\n"
        "NotebookClient(nb, timeout=120, kernel_name='python3', resources={'metadata': {'path': '.'}}).execute()\n"
        "errors = [o for c in nb.cells if c.cell_type == 'code' for o in c.get('outputs', []) if o.output_type == 'error']\n"
        "print(len(errors), sum(len(c.get('outputs', [])) for c in nb.cells if c.cell_type == 'code'))\n"
    )
    errors, outputs = _run([str(venv / "bin" / "python"), "-c", code, str(lesson)], cwd=elsewhere, timeout=240).stdout.split()
    assert errors == "0" and int(outputs) > 0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def voila(venv: Path, elsewhere: Path) -> Iterator[tuple[str, subprocess.Popen[bytes], Path]]:
    log = elsewhere / "voila.log"
    _run([str(venv / "bin" / "tutor"), "notebooks", "app", "--lang", "en"], cwd=elsewhere)
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["JUPYTER_CONFIG_DIR"] = str(elsewhere / ".jupyter")
    env["JUPYTER_PATH"] = str(Path(sys.prefix) / "share" / "jupyter")  # the borrowed dependencies' data (Voilà's templates)
    proc = subprocess.Popen([str(venv / "bin" / "python"), "-m", "voila", "--no-browser", "--Voila.ip=127.0.0.1",
                             f"--port={port}", "--Voila.port_retries=0", "app/year_of_the_dragon/play.ipynb"],
                            cwd=elsewhere, env=env, stdout=subprocess.DEVNULL, stderr=log.open("w"), start_new_session=True)
    try:
        yield f"http://127.0.0.1:{port}/", proc, log
    finally:
        stop(proc)


def test_voila_serves_the_app_from_the_installed_package(voila: tuple[str, subprocess.Popen[bytes], Path]) -> None:
    url, proc, log = voila
    deadline, page = time.monotonic() + 120, ""
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=90) as r:
                page = r.read().decode("utf-8", "replace")
                break
        except OSError:
            time.sleep(0.5)
    assert "voila" in page.lower() and "jupyter-widgets" in page.lower(), log.read_text(encoding="utf-8")[-3000:]
    assert "Traceback" not in page
