"""The record in a real browser Python: Pyodide's core (what ``make lite`` ships) run by Node, the tutor's record
modules loaded into its file system, with fcntl as Pyodide has it and as JupyterLite's kernel replaces it.

Skipped unless Node and a Pyodide core are here: ``$TUTOR_PYODIDE_CORE`` (the folder of ``pyodide.mjs``) or one
under ``build/`` left by ``make lite``."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("storage.py", "files.py", "record.py", "stats.py", "schedule.py")


def core() -> Path | None:
    """The folder of a Pyodide core (``pyodide.mjs`` beside ``pyodide.asm.wasm``), if one is here."""
    given = os.environ.get("TUTOR_PYODIDE_CORE")
    folders = [Path(given)] if given else [m.parent for m in sorted((ROOT / "build").glob("**/pyodide.mjs"))]
    return next((f for f in folders if (f / "pyodide.mjs").exists() and (f / "pyodide.asm.wasm").exists()), None)


RUN = """
import { loadPyodide } from %(mjs)s;
import fs from "node:fs";
const py = await loadPyodide({ indexURL: %(index)s });
const files = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
for (const [path, text] of Object.entries(files)) {
  py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  py.FS.writeFile(path, text);
}
py.FS.mkdirTree("/drive");
console.log(py.runPython(files["/check.py"]));
"""

CHECK = """
import json, os, sys, types
sys.path.insert(0, "/lib/t")
if %(lite)s:  # what JupyterLite's kernel does before any cell runs
    sys.modules["fcntl"] = types.ModuleType("fcntl")
from tutor.progress import storage
from tutor.progress.record import FILE, Record
from tutor.progress.stats import fold
d = storage.default_dir()
r = Record(max_bytes=3000)
for i in range(60):
    r.add("answer", ["china.house-scoring.first"], right=i %% 3 == 0, question=f"q{i}")
p = fold(r.entries())
s = p.clauses["china.house-scoring.first"]
json.dumps({"platform": sys.platform, "appends": storage.APPENDS, "dir": str(d), "files": sorted(os.listdir(d)),
            "small": os.path.getsize(d / FILE) < 3200, "right": s.right, "wrong": s.wrong,
            "asked": p.schedule.asked, "kept": storage.persistent(d)})
"""


@pytest.mark.parametrize("lite", [False, True], ids=["pyodide", "jupyterlite-kernel"])
def test_the_record_in_pyodide_is_kept_on_the_drive_without_a_lock_file(tmp_path, lite):
    where, node = core(), shutil.which("node")
    if where is None or node is None:
        pytest.skip("no Pyodide core (make lite, or $TUTOR_PYODIDE_CORE) or no node here")
    files = {f"/lib/t/tutor/progress/{m}": (ROOT / "tutor" / "progress" / m).read_text(encoding="utf-8")
             for m in MODULES}
    files |= {"/lib/t/tutor/__init__.py": "", "/lib/t/tutor/progress/__init__.py": "",
              "/lib/t/tutor/text/__init__.py": "",
              # the catalogs need babel, which this bare core does not load: messages as they are
              "/lib/t/tutor/text/ui.py": "def N_(m):\n    return m\n\n\ndef gettext(m, lang, **p):\n    return m % p\n",
              "/check.py": CHECK % {"lite": lite}}
    (tmp_path / "files.json").write_text(json.dumps(files), encoding="utf-8")
    script = tmp_path / "run.mjs"
    script.write_text(RUN % {"mjs": json.dumps(str(where / "pyodide.mjs")), "index": json.dumps(f"{where}/")},
                      encoding="utf-8")
    out = subprocess.run([node, str(script), str(tmp_path / "files.json")], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got == {"platform": "emscripten", "appends": False, "dir": "/drive/tutor-progress", "files": ["progress.jsonl"],
                   "small": True, "right": 20, "wrong": 40, "asked": 60, "kept": True}
