"""Pyodide's lock for the site: it lists the wheels the site ships, each with its own sha256, and nothing else.

Pyodide checks every file it loads against the lock's sha256, and `import tutor` finds the tutor and its
dependencies through the lock's `imports` (no `%pip`). `verify` is the check the build and the tests run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pins import canonical
from wheels import sha256, wheel_imports, wheel_name, wheel_requires

Lock = dict[str, Any]


def closure(lock: Lock, roots: list[str]) -> list[str]:
    """The lock's names needed by roots (roots and their `depends`, recursively); names the lock lacks are skipped."""
    packages = lock["packages"]
    seen: list[str] = []
    todo = [canonical(r) for r in roots]
    while todo:
        name = todo.pop()
        if name in seen or name not in packages:
            continue
        seen.append(name)
        todo.extend(canonical(d) for d in packages[name]["depends"])
    return sorted(seen)


def entry(wheel: Path, base: dict[str, Any] | None, shipped: set[str]) -> dict[str, Any]:
    """The lock entry of a wheel the site ships: Pyodide's own entry (if any) with this file and hash."""
    name, version = wheel_name(wheel)
    if base is not None:
        depends = [d for d in base["depends"] if canonical(d) in shipped]
        imports = list(base["imports"])
    else:
        depends = sorted({d for d in wheel_requires(wheel) if d in shipped and d != name})
        imports = wheel_imports(wheel)
    return {"name": base["name"] if base else name, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256(wheel), "package_type": "package", "imports": imports, "depends": depends,
            "unvendored_tests": False}


def ship(core: Lock, wheels: list[Path], keep_core: bool) -> Lock:
    """The site's lock. keep_core: a full Pyodide distribution, whose own entries (numpy, Pillow...) stay as they are."""
    shipped = {wheel_name(w)[0] for w in wheels}
    packages: dict[str, Any] = dict(core["packages"]) if keep_core else {}
    if keep_core:
        shipped |= set(packages)
    for wheel in sorted(wheels):
        name, _ = wheel_name(wheel)
        packages[name] = entry(wheel, core["packages"].get(name), shipped)
    return {"info": core["info"], "packages": dict(sorted(packages.items()))}


def verify(folder: Path) -> list[str]:
    """Problems with folder/pyodide-lock.json: an entry whose file is missing or differs, a dependency not listed."""
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    problems = []
    packages = lock["packages"]
    for key, item in sorted(packages.items()):
        path = folder / item["file_name"]
        if not path.is_file():
            problems.append(f"{key}: {item['file_name']} is not in {folder}")
        elif sha256(path) != item["sha256"]:
            problems.append(f"{key}: {item['file_name']} does not have the sha256 the lock lists")
        problems += [f"{key}: depends on {d}, which the lock does not list"
                     for d in item["depends"] if canonical(d) not in packages]
    return problems


def write(lock: Lock, folder: Path) -> None:
    """Write the lock into the site's Pyodide folder."""
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", encoding="utf-8")
