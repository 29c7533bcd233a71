"""The lite build's pinned versions, read from pins.toml (the one place they are written)."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def canonical(name: str) -> str:
    """A distribution name the way Pyodide's lock keys it (PEP 503: lower case, runs of -_. as one -)."""
    return re.sub(r"[-_.]+", "-", name).lower()


@dataclass(frozen=True)
class Pins:
    """What pins.toml says: the npm Pyodide, the build environment, the site's wheels, the canvas extras."""

    pyodide_npm: str
    python: str
    build: dict[str, str]
    site: dict[str, str]
    canvas: dict[str, str]

    def requirements(self, table: dict[str, str]) -> list[str]:
        """`name==version` for each pin of a table."""
        return [f"{name}=={version}" for name, version in table.items()]


def load(path: Path = HERE / "pins.toml") -> Pins:
    """Read pins.toml."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return Pins(pyodide_npm=data["pyodide"]["npm"], python=data["pyodide"]["python"],
                build=dict(data["build"]), site=dict(data["site"]), canvas=dict(data["canvas"]))
