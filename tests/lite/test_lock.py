"""The site's Pyodide lock (deploy/lite/lock.py): it lists exactly the wheels the site ships, each with its
sha256, and `verify` names every entry whose file is missing or differs, and every dependency not listed."""

from __future__ import annotations

import hashlib
import json
import sys
import zipfile
from pathlib import Path

import pytest

from tests.lite.conftest import ROOT, SITE

sys.path.insert(0, str(ROOT / "deploy" / "lite"))
import lock  # deploy/lite is a folder of scripts, not a package


def make_wheel(folder: Path, name: str, version: str, modules: list[str], requires: list[str]) -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        for m in modules:
            z.writestr(f"{m}/__init__.py", "")
        meta = "".join(f"Requires-Dist: {r}\n" for r in requires)
        z.writestr(f"{name}-{version}.dist-info/METADATA", f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n{meta}")
    return path


CORE = {"info": {"python": "3.14.2"}, "packages": {
    "traitlets": {"name": "traitlets", "version": "5.14.3", "file_name": "traitlets-5.14.3-py3-none-any.whl",
                  "sha256": "0" * 64, "depends": [], "imports": ["traitlets"], "install_dir": "site",
                  "package_type": "package", "unvendored_tests": False},
    "numpy": {"name": "numpy", "version": "2.4.6", "file_name": "numpy-2.4.6-cp314-cp314-pyemscripten_2026_0_wasm32.whl",
              "sha256": "1" * 64, "depends": [], "imports": ["numpy"], "install_dir": "site",
              "package_type": "package", "unvendored_tests": False}}}


def shipped(folder: Path) -> list[Path]:
    return [make_wheel(folder, "traitlets", "5.14.3", ["traitlets"], []),
            make_wheel(folder, "ipyevents", "2.0.4", ["ipyevents"], ["ipywidgets>=7.6.0"]),
            make_wheel(folder, "tutor", "0.1.0", ["tutor"], ["traitlets>=5", "ipycanvas<0.15", "pyyaml; extra == 'x'"])]


def test_the_lock_lists_the_shipped_wheels_with_their_own_hashes_and_nothing_else(tmp_path: Path) -> None:
    wheels = shipped(tmp_path)
    out = lock.ship(CORE, wheels, keep_core=False)
    assert sorted(out["packages"]) == ["ipyevents", "traitlets", "tutor"]  # not numpy: the site does not ship it
    for w in wheels:
        entry = next(e for e in out["packages"].values() if e["file_name"] == w.name)
        assert entry["sha256"] == hashlib.sha256(w.read_bytes()).hexdigest()
    assert out["packages"]["tutor"]["imports"] == ["tutor"]
    assert out["packages"]["tutor"]["depends"] == ["traitlets"]  # ipycanvas is not shipped; extras are not needed
    assert out["packages"]["ipyevents"]["depends"] == []
    lock.write(out, tmp_path)
    assert lock.verify(tmp_path) == []


def test_verify_names_a_missing_file_a_changed_file_and_an_unlisted_dependency(tmp_path: Path) -> None:
    wheels = shipped(tmp_path)
    out = lock.ship(CORE, wheels, keep_core=False)
    out["packages"]["tutor"]["depends"].append("ipycanvas")
    lock.write(out, tmp_path)
    wheels[0].write_bytes(wheels[0].read_bytes() + b"x")
    wheels[1].unlink()
    problems = lock.verify(tmp_path)
    assert problems == ["ipyevents: ipyevents-2.0.4-py3-none-any.whl is not in " + str(tmp_path),
                        "traitlets: traitlets-5.14.3-py3-none-any.whl does not have the sha256 the lock lists",
                        "tutor: depends on ipycanvas, which the lock does not list"]


def test_a_full_pyodide_distribution_keeps_its_own_entries(tmp_path: Path) -> None:
    out = lock.ship(CORE, shipped(tmp_path), keep_core=True)
    assert out["packages"]["numpy"] == CORE["packages"]["numpy"]
    assert out["packages"]["traitlets"]["sha256"] != CORE["packages"]["traitlets"]["sha256"]


@pytest.mark.lite
def test_the_built_sites_lock_matches_its_files() -> None:
    folder = SITE / "static" / "pyodide"
    if not (folder / "pyodide-lock.json").is_file():
        pytest.skip(f"no site in {SITE} (make lite)")
    assert lock.verify(folder) == []
    packages = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    assert {"tutor", "ipywidgets", "ipyevents", "babel", "pyyaml", "ipython", "micropip"} <= set(packages)
    assert "numpy" not in packages and "ipycanvas" not in packages  # never a stand-in numpy; the SVG board
    assert packages["pyyaml"]["file_name"].endswith("-py3-none-any.whl")
    assert "tutor" in packages["tutor"]["imports"] and "ipywidgets" in packages["tutor"]["depends"]
