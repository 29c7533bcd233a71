"""`make lite`: a static JupyterLite site of every notebook, whose browsers fetch nothing from anywhere else.

Run with any Python >= 3.11: it makes (or updates) the build environment build/lite-venv from pins.toml and
runs itself again inside it. Steps: the Pyodide core (npm) or a given distribution, the wheels (PyPI), the
lock rewritten to list them, the notebooks, `jupyter lite build`, and the lock check on the result.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import lock as locks
import trust
import wheels
from pins import ROOT, Pins, load

BUILD = ROOT / "build"
VENV = BUILD / "lite-venv"
CACHE = BUILD / "lite-cache"
STAGE = BUILD / "lite-src"
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"


def ensure_venv(pins: Pins, canvas: bool) -> None:
    """Create or update build/lite-venv with the pinned build packages, then re-run this script inside it."""
    reqs = pins.requirements(pins.build) + (pins.requirements(pins.canvas) if canvas else [])
    stamp = VENV / ".installed"
    if not (stamp.is_file() and stamp.read_text(encoding="utf-8") == "\n".join(reqs)):
        if not (VENV / "bin" / "python").exists():
            wheels.run([sys.executable, "-m", "venv", str(VENV)])
        wheels.run([str(VENV / "bin" / "pip"), "install", "-q", *reqs])
        if not canvas:  # an earlier canvas build must not leave its front end in this one
            subprocess.run([str(VENV / "bin" / "pip"), "uninstall", "-q", "-y", "ipycanvas"], check=False)
        stamp.write_text("\n".join(reqs), encoding="utf-8")
    os.execv(str(VENV / "bin" / "python"), [str(VENV / "bin" / "python"), *sys.argv])


def site_wheels(pins: Pins, core: locks.Lock, canvas: bool) -> list[Path]:
    """Download (into the cache) every wheel the site ships and return their paths."""
    folder = CACHE / "wheels"
    roots = ["micropip", "jedi", "ipython", "platformdirs", "traitlets"]
    from_lock = [f"{n}=={core['packages'][n]['version']}" for n in locks.closure(core, roots)]
    mine = {k: v for k, v in pins.site.items() if k != "pyyaml"} | (pins.canvas if canvas else {})
    wanted = from_lock + pins.requirements(mine)
    wheels.download(wanted, folder, pins.python)
    found = [next(folder.glob(f"{n.replace('-', '_')}-{v}-*.whl"), None) or next(folder.glob(f"{n}-{v}-*.whl"), None)
             for n, v in (r.split("==") for r in wanted)]
    missing = [r for r, f in zip(wanted, found, strict=True) if f is None]
    if missing:
        raise SystemExit(f"lite: pip download gave no wheel for {missing} in {folder}")
    langs = sorted(p.parent.parent.name for p in (ROOT / "locales").glob("*/LC_MESSAGES/tutor.po"))
    out = [wheels.slim_babel(f, CACHE / "slim", langs) if f.name.startswith("babel-") else f
           for f in found if f is not None]
    out.append(wheels.pure_pyyaml(pins.site["pyyaml"], folder))
    out.append(wheels.tutor_wheel(CACHE / "tutor", CACHE / "tutor-build"))
    return out


def copy_notebooks(src: Path, dest: Path) -> int:
    """Copy the notebooks into the site's files, each set to open with the browser's Python kernel and its code
    cells marked trusted (``trust``: the build stops if an output could run a script)."""
    count, problems = 0, []
    for nb in sorted(src.rglob("*.ipynb")):
        rel = nb.relative_to(src)
        data = json.loads(nb.read_text(encoding="utf-8"))
        data.setdefault("metadata", {})["kernelspec"] = {
            "name": "python", "display_name": "Python (Pyodide)", "language": "python"}
        problems += trust.check(data, rel.as_posix())
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(trust.mark(data), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        count += 1
    if problems:
        raise SystemExit("lite: outputs that must not be trusted:\n  " + "\n  ".join(problems[:20]))
    return count


CONFIG = re.compile(r'<script id="jupyter-config-data".*?</script>', re.S)


def add_pages(pages: Path, out: Path) -> None:
    """The class pages (slides, handouts, readers, an index per language) into the site; the first page is the
    class's index instead of JupyterLite's redirect to the app. The app reads its root's settings from the
    first page (config-utils.js fetches ``../index.html`` for its ``#jupyter-config-data``), so that element
    is carried over into the class's index (without JupyterLite's script, it redirects nobody)."""
    found = CONFIG.search((out / "index.html").read_text(encoding="utf-8"))
    if found is None:
        raise SystemExit(f"lite: {out / 'index.html'} has no #jupyter-config-data (JupyterLite changed?)")
    for item in pages.iterdir():
        if item.name.startswith("."):
            continue
        if item.is_dir():
            shutil.copytree(item, out / item.name, dirs_exist_ok=True)
        else:
            shutil.copy2(item, out / item.name)
    first = out / "index.html"
    first.write_text(first.read_text(encoding="utf-8").replace("<head>", "<head>" + found.group(0), 1),
                     encoding="utf-8")


def config() -> dict[str, object]:
    """jupyter-lite.json: the local Pyodide, no PyPI, the English index as the landing page."""
    return {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "Rules tutor",
        "exposeAppInBrowser": "true",  # window.jupyterapp: the browser test waits on the kernel through it
        "litePluginSettings": {KERNEL: {
            "pyodideUrl": "./static/pyodide/pyodide.mjs",
            "disablePyPIFallback": True,
        }},
    }}


def build(out: Path, dist: Path | None, pages: Path | None = None) -> None:
    """Assemble build/lite-src and run `jupyter lite build` into out."""
    pins = load()
    core_dir = dist if dist is not None else wheels.pyodide_core(pins.pyodide_npm, CACHE)
    core = json.loads((core_dir / "pyodide-lock.json").read_text(encoding="utf-8"))
    shipped = site_wheels(pins, core, canvas=dist is not None)
    shutil.rmtree(STAGE, ignore_errors=True)
    pyodide = STAGE / "static" / "pyodide"
    ignore = shutil.ignore_patterns("*.map", "*.d.ts", "README.md", "package.json", "console*.html")
    shutil.copytree(core_dir, pyodide, ignore=ignore)
    for wheel in shipped:
        shutil.copy2(wheel, pyodide / wheel.name)
    locks.write(locks.ship(core, shipped, keep_core=dist is not None), pyodide)
    problems = locks.verify(pyodide)
    if problems:
        raise SystemExit("lite: the lock does not match the wheels:\n  " + "\n  ".join(problems))
    source = pages / ".notebooks" if pages is not None else ROOT / "notebooks"
    print(f"lite: {copy_notebooks(source, STAGE / 'files')} notebooks from {source}", flush=True)
    (STAGE / "jupyter-lite.json").write_text(json.dumps(config(), indent=1) + "\n", encoding="utf-8")
    for db in (STAGE / ".jupyterlite.doit.db", ROOT / ".jupyterlite.doit.db"):
        db.unlink(missing_ok=True)  # a stale one silently skips merging jupyter-lite.json
    shutil.rmtree(out, ignore_errors=True)
    wheels.run([str(VENV / "bin" / "jupyter"), "lite", "build", "--lite-dir", str(STAGE), "--output-dir", str(out),
                "--contents", str(STAGE / "files"), "--no-sourcemaps", "--no-unused-shared-packages"], cwd=STAGE)
    if pages is not None:
        add_pages(pages, out)
    problems = locks.verify(out / "static" / "pyodide")
    if problems:
        raise SystemExit("lite: the built site's lock does not match its wheels:\n  " + "\n  ".join(problems))
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"lite: built {out} ({size / 1e6:.1f} MB); serve it with `make lite-serve`", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=BUILD / "lite")
    parser.add_argument("--pyodide-dist", type=Path, default=None,
                        help="a full Pyodide distribution (with numpy and Pillow): the site gets the canvas board")
    parser.add_argument("--pages", type=Path, default=None,
                        help="the class pages and notebooks (python -m tutor.notebook.publish.site DIR --lite)")
    args = parser.parse_args()
    dist = args.pyodide_dist.resolve() if args.pyodide_dist else None
    if dist is not None and not (dist / "pyodide-lock.json").is_file():
        raise SystemExit(f"lite: {dist} has no pyodide-lock.json (PYODIDE_DIST must be a Pyodide distribution folder)")
    if Path(sys.prefix).resolve() != VENV.resolve():
        ensure_venv(load(), canvas=dist is not None)
    build(args.out.resolve(), dist, args.pages.resolve() if args.pages else None)


if __name__ == "__main__":
    main()
