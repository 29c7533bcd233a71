"""Every package imported under tutor/ is declared in pyproject.toml, and JupyterLab is an extra (issue 31)."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _name(requirement: str) -> str:
    """The normalised distribution name of a requirement ("jupyter_core>=5" -> "jupyter-core")."""
    match = re.match(r"[A-Za-z0-9._-]+", requirement)
    assert match, requirement
    return re.sub(r"[-_.]+", "-", match.group(0)).lower()


def _imported() -> dict[str, str]:
    """Top-level module imported (at the top or inside a function) -> the first file importing it."""
    out: dict[str, str] = {}
    for path in sorted((ROOT / "tutor").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
            for name in names:
                out.setdefault(name.split(".")[0], path.relative_to(ROOT).as_posix())
    return out


def test_every_imported_package_is_declared():
    dists = packages_distributions()
    declared = {_name(r) for r in PROJECT["dependencies"]}
    declared |= {_name(r) for extra in PROJECT["optional-dependencies"].values() for r in extra}
    missing = []
    for module, where in _imported().items():
        if module in sys.stdlib_module_names or module in ("tutor", "__future__"):
            continue
        names = {_name(d) for d in dists.get(module, [])}
        assert names, f"{module} (imported by {where}) is installed by no distribution"
        if not names & declared:
            missing.append(f"{module} ({where}): {sorted(names)}")
    assert not missing, "imported but not declared in pyproject.toml: " + "; ".join(missing)


def test_jupyterlab_is_an_extra_that_make_lab_and_the_tests_install():
    assert "jupyterlab" not in {_name(r) for r in PROJECT["dependencies"]}
    assert "jupyterlab" in {_name(r) for r in PROJECT["optional-dependencies"]["lab"]}
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    install = re.search(r"pip install -q -e '\.\[([\w,]+)\]'", makefile)
    assert install and {"test", "lab"} <= set(install.group(1).split(","))
    assert re.search(r"hub-wheel/tutor-\*\.whl\)\[lab\]", makefile), "the classroom's servers need JupyterLab"
