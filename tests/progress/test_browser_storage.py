"""The record in a browser's Python (JupyterLite's Pyodide): no ``fcntl``, kept on the persistent drive."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from tutor.progress import storage
from tutor.progress.record import FILE, LOCK, Record
from tutor.progress.stats import fold

ROOT = Path(__file__).resolve().parents[2]

NO_FCNTL = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "fcntl":
            raise ImportError("no fcntl in a browser")
        return None
sys.meta_path.insert(0, Block())
sys.modules.pop("fcntl", None)
"""


# what JupyterLite's Pyodide kernel does before any cell runs: an empty module stands in for fcntl (no flock)
EMPTY_FCNTL = """
import sys, types
sys.modules["fcntl"] = types.ModuleType("fcntl")
"""


def run_without_fcntl(code: str, folder: Path, prelude: str = NO_FCNTL) -> dict[str, object]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TUTOR_PROGRESS_DIR": str(folder)}
    out = subprocess.run([sys.executable, "-c", prelude + textwrap.dedent(code)], env=env, cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


# Pyodide itself has an fcntl with flock, but it cannot lock across kernels (web workers): not used in a browser
EMSCRIPTEN = """
import sys
import tutor.text.ui  # the rest loads as on this machine: only the storage module sees a browser
real, sys.platform = sys.platform, "emscripten"
import tutor.progress.storage
sys.platform = real
"""


@pytest.mark.parametrize("prelude", [NO_FCNTL, EMPTY_FCNTL, EMSCRIPTEN],
                         ids=["no-module", "jupyterlite-stand-in", "emscripten"])
def test_the_record_works_where_fcntl_cannot_be_imported(tmp_path, prelude):
    got = run_without_fcntl("""
        import json
        import tutor.progress
        from tutor.progress import storage
        from tutor.progress.record import Record
        from tutor.progress.stats import fold
        r = Record(max_bytes=3000)
        for i in range(60):
            r.add("answer", ["china.house-scoring.first"], right=i % 3 == 0, question=f"q{i}")
        p = fold(r.entries())
        s = p.clauses["china.house-scoring.first"]
        print(json.dumps({"flock": storage.FCNTL is not None, "appends": storage.APPENDS,
                          "fcntl_loaded": "fcntl" in sys.modules, "right": s.right, "wrong": s.wrong,
                          "asked": p.schedule.asked}))
    """, tmp_path, prelude)
    if prelude != EMSCRIPTEN:  # whether the interpreter loaded fcntl for itself is no concern there
        assert got.pop("fcntl_loaded") == (prelude == EMPTY_FCNTL)
    got.pop("fcntl_loaded", None)
    assert got == {"flock": False, "appends": False, "right": 20, "wrong": 40, "asked": 60}
    assert not (tmp_path / LOCK).exists()  # no lock file: the lock is the process's own
    assert (tmp_path / FILE).stat().st_size < 3000 + 200  # compacted as on a server
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE]  # no temporary file left behind


@pytest.fixture
def no_flock(monkeypatch):
    monkeypatch.setattr(storage, "FCNTL", None)
    monkeypatch.setattr(storage, "APPENDS", False)


def test_without_flock_an_append_rewrites_the_record_by_a_rename(tmp_path, no_flock, monkeypatch):
    r = Record(tmp_path)
    r.add("met", ["a.x"], where="lesson:g/l#1")
    renames: list[tuple[str, str]] = []
    real = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (renames.append((Path(a).name, Path(b).name)), real(a, b))[1])
    r.add("answer", ["a.x"], right=False, question="q")
    assert renames == [(f"{FILE}.{os.getpid()}.tmp", FILE)]
    assert [json.loads(x)["kind"] for x in (tmp_path / FILE).read_text(encoding="utf-8").splitlines()] == [
        "met", "answer"]


def test_without_flock_writers_in_one_process_take_turns_and_lose_nothing(tmp_path, no_flock):
    r = Record(tmp_path)

    def write(n: int) -> None:
        for i in range(25):
            r.add("answer", [f"a.c{n}"], right=True, question=f"q{i}")

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    p = fold(r.entries())
    assert [p.clauses[f"a.c{n}"].right for n in range(4)] == [25, 25, 25, 25]
    assert not (tmp_path / LOCK).exists()


def test_with_flock_the_lock_file_is_taken_as_before(tmp_path):
    if storage.FCNTL is None:
        pytest.skip("no fcntl here")
    Record(tmp_path).add("met", ["a.x"], where="w")
    assert (tmp_path / LOCK).exists() and storage.APPENDS


def test_in_a_browser_the_record_is_kept_on_the_drive(tmp_path, monkeypatch):
    monkeypatch.delenv(storage.ENV, raising=False)
    drive = tmp_path / "drive"
    drive.mkdir()
    assert storage.default_dir("emscripten", drive) == drive / "tutor-progress"
    assert storage.persistent(drive / "tutor-progress", "emscripten", drive)
    # no drive mounted (the site's files not shared with the kernel): the in-memory home, and it is said
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert storage.default_dir("emscripten", tmp_path / "none") == tmp_path / "home" / "tutor-progress"
    assert not storage.persistent(tmp_path / "home" / "tutor-progress", "emscripten", drive)
    # on a server: the Jupyter data directory, as before
    from jupyter_core.paths import jupyter_data_dir

    assert storage.default_dir("linux", drive) == Path(jupyter_data_dir()) / "tutor"
    assert storage.persistent(tmp_path / "anywhere", "linux", drive)
    monkeypatch.setenv(storage.ENV, str(tmp_path / "chosen"))  # the override wins everywhere
    assert storage.default_dir("emscripten", drive) == tmp_path / "chosen"


def test_the_default_record_follows_sys_platform(tmp_path, monkeypatch):
    monkeypatch.delenv(storage.ENV, raising=False)
    drive = tmp_path / "drive"
    drive.mkdir()
    monkeypatch.setattr(storage, "DRIVE", drive)
    monkeypatch.setattr(sys, "platform", "emscripten")
    r = Record()
    r.add("met", ["a.x"], where="w")
    assert r.path == drive / "tutor-progress" / FILE and r.path.exists()
